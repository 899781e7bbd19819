import { CreateScheduleCommand, SchedulerClient, UpdateScheduleCommand } from '@aws-sdk/client-scheduler';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The deployed reconciler: one invocation per shard ({ shard } from its EventBridge rule), a
// bounded range query of that shard, arming through EventBridge Scheduler, and its three metrics.
const dynamo = mockClient(DynamoDBDocumentClient);
const scheduler = mockClient(SchedulerClient);

beforeAll(() => {
  vi.stubEnv('TABLE_NAME', 'carecall-test');
  vi.stubEnv('SCHEDULER_GROUP_NAME', 'carecall-test-checkins');
  vi.stubEnv('SCHEDULER_TARGET_ARN', 'arn:aws:states:eu-west-1:123456789012:stateMachine:carecall-test-check-in');
  vi.stubEnv('SCHEDULER_ROLE_ARN', 'arn:aws:iam::123456789012:role/scheduler');
  vi.stubEnv('SCHEDULER_DLQ_ARN', 'arn:aws:sqs:eu-west-1:123456789012:dlq');
  vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'carecall-test-ReconcileTriggers');
  vi.stubEnv('POWERTOOLS_DEV', undefined);
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', undefined);
});
afterAll(() => {
  vi.unstubAllEnvs();
  dynamo.restore();
  scheduler.restore();
});

const context = (remainingMs: number) => ({ getRemainingTimeInMillis: () => remainingMs }) as unknown as Context;

async function stdoutOf<T>(act: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const written: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(chunk.toString());
    return true;
  });
  try {
    return { result: await act(), lines: written.join('').split('\n').filter((line) => line.trim()) };
  } finally {
    write.mockRestore();
  }
}

describe('the deployed reconciler', () => {
  it('reads one page range of its shard, arms what is due and unarmed, marks it, and counts the three metrics', async () => {
    const soon = new Date(Date.now() + 10 * 60_000).toISOString();
    // The armed-and-overdue range (read first) is empty; the unarmed range holds one schedule.
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [], ScannedCount: 0 })
      .resolvesOnce({
        Items: [{ PK: 'USER#u1', SK: 'SCHEDULE#s1', id: 's1', userId: 'u1', isActive: true, nextCallDate: soon, frequency: 'daily', timeOfDay: '09:00', timezone: 'UTC' }],
        ScannedCount: 1,
      });
    dynamo.on(UpdateCommand).resolves({});
    scheduler.on(UpdateScheduleCommand).resolves({ ScheduleArn: 'arn' });
    const { handler } = await import('./reconcile-triggers.ts');

    const { result, lines } = await stdoutOf(() => handler({ shard: 3 }, context(300_000)));

    expect(result).toEqual({ checked: 1, rearmed: 1, overdue: 0, failed: 0, complete: true });
    const [overdue, unarmed] = dynamo.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(unarmed).toMatchObject({ IndexName: 'GSI1', Limit: 200, KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi' });
    expect(unarmed!.ExpressionAttributeValues).toMatchObject({ ':pk': 'ACTIVE_SCHEDULES#3', ':lo': 'U#' });
    expect(overdue!.ExpressionAttributeValues).toMatchObject({ ':pk': 'ACTIVE_SCHEDULES#3', ':lo': 'A#' });
    expect(unarmed!.FilterExpression).toBeUndefined();
    expect(scheduler.commandCalls(UpdateScheduleCommand)[0]!.args[0].input).toMatchObject({ Name: 'checkin-s1', GroupName: 'carecall-test-checkins' });
    expect(scheduler.commandCalls(CreateScheduleCommand)).toEqual([]);
    expect(dynamo.commandCalls(UpdateCommand)[0]!.args[0].input).toMatchObject({
      UpdateExpression: 'SET armedFor = :slot, GSI1SK = :sort',
      ConditionExpression: 'isActive = :yes AND nextCallDate = :slot',
      ExpressionAttributeValues: { ':slot': soon, ':yes': true, ':sort': `A#${soon}#s1` },
    });
    const emf = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => '_aws' in l);
    expect(emf).toMatchObject({ service: 'reconciler', SchedulesChecked: 1, SchedulesRearmed: 1, OverdueFired: 0 });
    expect(JSON.stringify(emf)).toContain('"Namespace":"CareCall"');
  });

  it('stops before reading when less than its reserve of time is left', async () => {
    dynamo.resetHistory();
    const { handler } = await import('./reconcile-triggers.ts');

    const { result } = await stdoutOf(() => handler({ shard: 3 }, context(5_000)));

    expect(result).toMatchObject({ checked: 0, complete: false });
    expect(dynamo.commandCalls(QueryCommand)).toEqual([]);
  });
});
