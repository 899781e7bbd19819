import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { EventBridgeScheduler, atExpression } from './eventbridge-scheduler.ts';

const settings = {
  groupName: 'carecall-dev-checkins',
  targetArn: 'arn:aws:states:eu-west-1:111111111111:stateMachine:checkin',
  roleArn: 'arn:aws:iam::111111111111:role/scheduler',
  deadLetterArn: 'arn:aws:sqs:eu-west-1:111111111111:dlq',
};
const trigger = {
  name: 'checkin-s1',
  scheduleId: 's1',
  at: '2026-11-22T14:00:00.000Z',
  input: { kind: 'scheduled' as const, userId: 'u1', scheduleId: 's1', slot: '2026-11-22T14:00:00.000Z' },
};
const notFound = () => new ResourceNotFoundException({ message: 'not found', Message: 'not found', $metadata: {} });

const sdk = mockClient(SchedulerClient);
beforeEach(() => sdk.reset());

describe('EventBridge Scheduler adapter', () => {
  it('creates a one-off at() schedule that starts the state machine and deletes itself after', async () => {
    sdk.on(UpdateScheduleCommand).rejects(notFound());
    sdk.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn' });

    await new EventBridgeScheduler(settings, new SchedulerClient({})).arm(trigger);

    const create = sdk.commandCalls(CreateScheduleCommand)[0]!.args[0].input;
    expect(create).toMatchObject({
      Name: 'checkin-s1',
      GroupName: settings.groupName,
      ScheduleExpression: 'at(2026-11-22T14:00:00)',
      ScheduleExpressionTimezone: 'UTC',
      ActionAfterCompletion: 'DELETE',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: { Arn: settings.targetArn, RoleArn: settings.roleArn, DeadLetterConfig: { Arn: settings.deadLetterArn } },
    });
    expect(JSON.parse(create.Target!.Input!)).toEqual(trigger.input);
  });

  it('moves an existing schedule in place', async () => {
    sdk.on(UpdateScheduleCommand).resolves({ ScheduleArn: 'arn' });

    await new EventBridgeScheduler(settings, new SchedulerClient({})).arm(trigger);

    expect(sdk.commandCalls(UpdateScheduleCommand)).toHaveLength(1);
    expect(sdk.commandCalls(CreateScheduleCommand)).toHaveLength(0);
  });

  it('when another request created it first, updates it instead of failing', async () => {
    sdk.on(UpdateScheduleCommand).rejectsOnce(notFound()).resolves({ ScheduleArn: 'arn' });
    sdk.on(CreateScheduleCommand).rejects(new ConflictException({ message: 'exists', Message: 'exists', $metadata: {} }));

    await new EventBridgeScheduler(settings, new SchedulerClient({})).arm(trigger);

    expect(sdk.commandCalls(UpdateScheduleCommand)).toHaveLength(2);
  });

  it('deleting a schedule that is already gone is fine; other errors surface', async () => {
    const scheduler = new EventBridgeScheduler(settings, new SchedulerClient({}));
    sdk.on(DeleteScheduleCommand).rejectsOnce(notFound()).rejects(new Error('throttled'));

    await expect(scheduler.disarm('checkin-s1')).resolves.toBeUndefined();
    await expect(scheduler.disarm('checkin-s1')).rejects.toThrow('throttled');
    expect(sdk.commandCalls(DeleteScheduleCommand)[0]!.args[0].input).toEqual({ Name: 'checkin-s1', GroupName: settings.groupName });
  });

  it('writes at() in UTC to the second', () => {
    expect(atExpression('2027-03-14T06:30:00.000Z')).toBe('at(2027-03-14T06:30:00)');
  });
});
