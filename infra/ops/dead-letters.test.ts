import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageCommand,
  ReceiveMessageCommand,
  SQSClient,
  type Message,
} from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { inspectDeadLetters, redriveDeadLetters } from './dead-letters.ts';

const QUEUE_URL = 'https://sqs.eu-west-1.amazonaws.com/123456789012/CareCall-prod-Stateful-SchedulerDeadLetterQueue1-AB';
const STATE_MACHINE_ARN = 'arn:aws:states:eu-west-1:123456789012:stateMachine:carecall-prod-check-in';
const NOW = new Date('2026-11-23T10:00:00Z');

/** A dead letter as EventBridge Scheduler leaves it: the target input as body, its error as attributes. */
function deadLetter(id: string, slot: string, sentAt = slot): Message {
  return {
    MessageId: `msg-${id}`,
    ReceiptHandle: `receipt-${id}`,
    Body: JSON.stringify({ kind: 'scheduled', userId: `user-${id}`, scheduleId: `sched-${id}`, slot }),
    Attributes: { SentTimestamp: String(Date.parse(sentAt) + 60_000) },
    MessageAttributes: {
      ERROR_CODE: { DataType: 'String', StringValue: 'AWS.Scheduler.ServiceQuotaExceeded' },
      ERROR_MESSAGE: { DataType: 'String', StringValue: 'Rate exceeded' },
    },
  };
}

const fresh = deadLetter('fresh', '2026-11-23T09:00:00Z'); // 1 hour late
const stale = deadLetter('stale', '2026-11-23T06:30:00Z'); // 3.5 hours late

describe('scheduler dead-letter queue', () => {
  const sqsMock = mockClient(SQSClient);
  const sfnMock = mockClient(SFNClient);
  let events: string[];
  const clients = () => ({ sqs: new SQSClient({}), sfn: new SFNClient({}), queueUrl: QUEUE_URL });

  function queueHolds(...messages: Message[]) {
    sqsMock.on(ReceiveMessageCommand).resolvesOnce({ Messages: messages }).resolves({ Messages: [] });
  }
  const started = () => sfnMock.commandCalls(StartExecutionCommand).map((call) => call.args[0].input);
  const deleted = () => sqsMock.commandCalls(DeleteMessageCommand).map((call) => call.args[0].input.ReceiptHandle);
  const madeVisible = () =>
    sqsMock
      .commandCalls(ChangeMessageVisibilityBatchCommand)
      .flatMap((call) => call.args[0].input.Entries ?? [])
      .map((entry) => [entry.ReceiptHandle, entry.VisibilityTimeout]);

  beforeEach(() => {
    sqsMock.reset();
    sfnMock.reset();
    events = [];
    sqsMock.on(DeleteMessageCommand).callsFake((input: { ReceiptHandle: string }) => {
      events.push(`delete ${input.ReceiptHandle}`);
      return {};
    });
    sqsMock.on(ChangeMessageVisibilityBatchCommand).resolves({ Successful: [], Failed: [] });
    sfnMock.on(StartExecutionCommand).callsFake((input: { input: string }) => {
      const { scheduleId } = JSON.parse(input.input) as { scheduleId: string };
      events.push(`start ${scheduleId}`);
      return { executionArn: `${STATE_MACHINE_ARN.replace('stateMachine', 'execution')}:run-${scheduleId}`, startDate: NOW };
    });
  });

  describe('inspect', () => {
    it('lists each dead letter by schedule, user, slot, scheduler error and age, and changes nothing', async () => {
      // Prepare
      queueHolds(fresh, stale);

      // Act
      const { lines } = await inspectDeadLetters(clients(), { now: NOW });

      // Assess
      expect(lines).toEqual([
        '2 dead letter(s):',
        '  schedule sched-fresh user user-fresh slot 2026-11-23T09:00:00Z (1h 00m ago) dead-lettered 59m ago ' +
          'ERROR_CODE=AWS.Scheduler.ServiceQuotaExceeded ERROR_MESSAGE=Rate exceeded [message msg-fresh]',
        '  schedule sched-stale user user-stale slot 2026-11-23T06:30:00Z (3h 30m ago) dead-lettered 3h 29m ago ' +
          'ERROR_CODE=AWS.Scheduler.ServiceQuotaExceeded ERROR_MESSAGE=Rate exceeded [message msg-stale]',
      ]);
      expect(started()).toEqual([]);
      expect(deleted()).toEqual([]);
      expect(madeVisible()).toEqual([
        ['receipt-fresh', 0],
        ['receipt-stale', 0],
      ]);
    });

    it('asks for the scheduler error attributes and says when the queue is empty', async () => {
      queueHolds();

      const { lines } = await inspectDeadLetters(clients(), { now: NOW });

      expect(lines).toEqual(['The scheduler dead-letter queue is empty.']);
      expect(sqsMock.commandCalls(ReceiveMessageCommand)[0]!.args[0].input).toMatchObject({
        QueueUrl: QUEUE_URL,
        MessageAttributeNames: ['All'],
        MessageSystemAttributeNames: ['SentTimestamp'],
      });
    });

    it('reads each message once even when SQS hands it out twice', async () => {
      sqsMock
        .on(ReceiveMessageCommand)
        .resolvesOnce({ Messages: [fresh] })
        .resolvesOnce({ Messages: [{ ...fresh, ReceiptHandle: 'receipt-fresh-2' }, stale] })
        .resolves({});

      const { letters } = await inspectDeadLetters(clients(), { now: NOW });

      expect(letters.map((letter) => letter.messageId)).toEqual(['msg-fresh', 'msg-stale']);
    });
  });

  describe('redrive', () => {
    it('starts a recent slot with the input the scheduler would have sent (no name), then deletes it', async () => {
      // Prepare
      queueHolds(fresh);

      // Act
      const report = await redriveDeadLetters(clients(), { now: NOW, stateMachineArn: STATE_MACHINE_ARN });

      // Assess
      expect(started()).toEqual([
        {
          stateMachineArn: STATE_MACHINE_ARN,
          input: JSON.stringify({ kind: 'scheduled', userId: 'user-fresh', scheduleId: 'sched-fresh', slot: '2026-11-23T09:00:00Z' }),
        },
      ]);
      expect(started()[0]).not.toHaveProperty('name');
      expect(events).toEqual(['start sched-fresh', 'delete receipt-fresh']);
      expect(report.failed).toBe(false);
      expect(report.lines.at(-1)).toBe('1 started, 0 stale kept, 0 stale dropped, 0 failed to start (kept), 0 unreadable (kept).');
    });

    it('does not start a slot older than the stale limit: reports it and keeps it for the on-call', async () => {
      queueHolds(fresh, stale);

      const report = await redriveDeadLetters(clients(), { now: NOW, stateMachineArn: STATE_MACHINE_ARN });

      expect(events).toEqual(['start sched-fresh', 'delete receipt-fresh']);
      expect(madeVisible()).toEqual([['receipt-stale', 0]]);
      expect(report.results.map((r) => [r.letter.input?.scheduleId, r.outcome.kind])).toEqual([
        ['sched-fresh', 'started'],
        ['sched-stale', 'stale-kept'],
      ]);
      expect(report.lines.join('\n')).toContain('STALE (slot more than 2h 00m ago): not started, kept');
    });

    it('takes the stale limit as a setting', async () => {
      queueHolds(fresh);

      const report = await redriveDeadLetters(clients(), { now: NOW, stateMachineArn: STATE_MACHINE_ARN, staleAfterMinutes: 30 });

      expect(started()).toEqual([]);
      expect(report.results[0]!.outcome.kind).toBe('stale-kept');
    });

    it('drops stale slots without starting them when told to (--drop-stale)', async () => {
      queueHolds(fresh, stale);

      const report = await redriveDeadLetters(clients(), { now: NOW, stateMachineArn: STATE_MACHINE_ARN, dropStale: true });

      expect(events).toEqual(['start sched-fresh', 'delete receipt-fresh', 'delete receipt-stale']);
      expect(report.lines.at(-1)).toBe('1 started, 0 stale kept, 1 stale dropped, 0 failed to start (kept), 0 unreadable (kept).');
    });

    it('keeps a message whose start failed, and says so with a failing result', async () => {
      const other = deadLetter('other', '2026-11-23T09:30:00Z');
      queueHolds(fresh, other);
      sfnMock
        .on(StartExecutionCommand)
        .rejectsOnce(Object.assign(new Error('no such state machine'), { name: 'StateMachineDoesNotExist' }))
        .callsFake(() => {
          events.push('start sched-other');
          return { executionArn: 'arn:aws:states:eu-west-1:123456789012:execution:carecall-prod-check-in:x', startDate: NOW };
        });

      const report = await redriveDeadLetters(clients(), { now: NOW, stateMachineArn: STATE_MACHINE_ARN });

      expect(deleted()).toEqual(['receipt-other']);
      expect(madeVisible()).toEqual([['receipt-fresh', 0]]);
      expect(report.failed).toBe(true);
      expect(report.lines.join('\n')).toContain('could not start (StateMachineDoesNotExist): kept');
    });

    it('a dry run starts and deletes nothing and says what it would do', async () => {
      queueHolds(fresh, stale);

      const report = await redriveDeadLetters(clients(), { now: NOW, stateMachineArn: STATE_MACHINE_ARN, dryRun: true, dropStale: true });

      expect(started()).toEqual([]);
      expect(deleted()).toEqual([]);
      expect(madeVisible()).toEqual([
        ['receipt-fresh', 0],
        ['receipt-stale', 0],
      ]);
      expect(report.lines[0]).toBe('Dry run: nothing is started or deleted.');
      expect(report.lines.join('\n')).toContain('-> would start');
      expect(report.lines.at(-1)).toBe(
        '1 would be started, 0 stale kept, 1 stale would be dropped, 0 failed to start (kept), 0 unreadable (kept).',
      );
    });

    it('keeps a message that is not a check-in input, never starting it', async () => {
      queueHolds({ ...fresh, Body: 'not json' });

      const report = await redriveDeadLetters(clients(), { now: NOW, stateMachineArn: STATE_MACHINE_ARN, dropStale: true });

      expect(started()).toEqual([]);
      expect(deleted()).toEqual([]);
      expect(report.results[0]!.outcome.kind).toBe('unreadable-kept');
    });
  });
});
