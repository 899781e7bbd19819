import { describe, expect, it } from 'vitest';
import { findSession, hashToken } from './accounts.ts';
import type { Deps } from './ports/deps.ts';

// A session past its expiry must not sign anyone in, even while DynamoDB's TTL has not removed it.
describe('findSession', () => {
  const session = { tokenHash: hashToken('tok'), userId: 'u1', createdAt: '2026-11-01T00:00:00Z', expiresAt: '2026-11-08T00:00:00Z' };
  const depsAt = (now: string) =>
    ({ sessions: { get: async (h: string) => (h === session.tokenHash ? session : undefined) }, clock: { now: () => new Date(now) } }) as unknown as Deps;

  it('accepts a live session and refuses an expired or unknown one', async () => {
    expect(await findSession(depsAt('2026-11-07T23:59:59Z'), 'tok')).toEqual(session);
    expect(await findSession(depsAt('2026-11-08T00:00:00Z'), 'tok')).toBeUndefined();
    expect(await findSession(depsAt('2026-11-02T00:00:00Z'), 'other')).toBeUndefined();
    expect(await findSession(depsAt('2026-11-02T00:00:00Z'), undefined)).toBeUndefined();
  });
});
