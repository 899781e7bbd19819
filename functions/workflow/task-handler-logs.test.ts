import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workflowTask } from './task-handler.ts';

// What an operator reads when a workflow step fails: one JSON line with the request id, the step
// and the error's name, and nothing of what the error says (it may quote the call: docs/privacy.md).

const context = { awsRequestId: 'req-7f3a', functionName: 'carecall-test-RecordOutcome', invokedFunctionArn: 'arn:aws:lambda:eu-west-1:123456789012:function:x', functionVersion: '$LATEST', memoryLimitInMB: '512' } as Context;

describe('a failing workflow step', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs the request id, the step and the error name, never the message', async () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    const step = workflowTask('RecordOutcome', async () => {
      throw Object.assign(new Error('she said her chest hurts'), { name: 'ConditionalCheckFailedException' });
    });

    await expect(step({}, context)).rejects.toThrow();

    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((l) => l.message === 'Workflow step failed');
    expect(logged).toMatchObject({ level: 'ERROR', task: 'RecordOutcome', error: 'ConditionalCheckFailedException', function_request_id: 'req-7f3a' });
    expect(lines.join('')).not.toContain('chest');
  });
});
