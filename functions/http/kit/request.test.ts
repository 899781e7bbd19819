import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors.ts';
import { newId, stableId } from '../../core/ids.ts';
import type { Deps } from '../../core/ports/deps.ts';
import { HttpRequest, MAX_BODY_CHARS } from './request.ts';

const request = (event: Partial<APIGatewayProxyEventV2>) =>
  new HttpRequest({ headers: {}, ...event } as APIGatewayProxyEventV2, {} as Deps);

function statusOf(run: () => unknown): number | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.status : 500;
  }
}

describe('path ids', () => {
  it('accepts the ids this service makes', () => {
    const id = newId();
    const stable = stableId(new Date(), 'slot');
    expect(request({ pathParameters: { id } }).pathId()).toBe(id);
    expect(request({ pathParameters: { id: stable } }).pathId()).toBe(stable);
  });

  it('answers the route\'s "not found" for anything else, never a server error', () => {
    const bad = ['a'.repeat(3000), 'not-an-id', 'a%23b', '%E0%A4%A', '%00', `${newId()}x`, newId().toUpperCase(), ''];
    for (const id of bad) {
      const req = request({ pathParameters: { id } });
      expect(statusOf(() => req.pathId('Call schedule not found')), id.slice(0, 40)).toBe(404);
    }
    expect(() => request({ pathParameters: { id: 'x' } }).pathId('Call schedule not found')).toThrow('Call schedule not found');
    expect(statusOf(() => request({}).pathId())).toBe(404);
  });
});

describe('request bodies', () => {
  it('refuses a body larger than any form with 400', () => {
    const big = JSON.stringify({ name: 'x'.repeat(MAX_BODY_CHARS) });
    expect(statusOf(() => request({ body: big }).body())).toBe(400);
    expect(request({ body: JSON.stringify({ name: 'Ada' }) }).body()).toEqual({ name: 'Ada' });
  });
});
