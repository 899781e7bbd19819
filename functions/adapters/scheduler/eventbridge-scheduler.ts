import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import type { PendingTrigger, SchedulerPort } from '../../core/ports/scheduling.ts';

export interface EventBridgeSchedulerSettings {
  groupName: string;
  /** The check-in state machine. */
  targetArn: string;
  /** The role EventBridge Scheduler assumes to start it. */
  roleArn: string;
  deadLetterArn: string;
}

/** `at()` takes a UTC wall-clock time to the second, without zone suffix. */
export const atExpression = (iso: string) => `at(${new Date(iso).toISOString().slice(0, 19)})`;

/**
 * One EventBridge Scheduler one-off schedule per call schedule, at its nextCallDate, deleted by
 * the service after it fires. Failed deliveries go to the dead-letter queue: each new one fires
 * MissedCheckInStartsAlarm, and the on-call inspects and re-drives them with `npm run dlq`
 * (infra/ops/dlq.ts); the reconciler meanwhile re-arms the schedule's trigger from the table.
 */
export class EventBridgeScheduler implements SchedulerPort {
  constructor(
    private readonly settings: EventBridgeSchedulerSettings,
    private readonly client = new SchedulerClient({}),
  ) {}

  private request(trigger: PendingTrigger): CreateScheduleCommandInput {
    return {
      Name: trigger.name,
      GroupName: this.settings.groupName,
      ScheduleExpression: atExpression(trigger.at),
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      State: 'ENABLED',
      Description: `Check-in call for schedule ${trigger.scheduleId}`,
      Target: {
        Arn: this.settings.targetArn,
        RoleArn: this.settings.roleArn,
        Input: JSON.stringify(trigger.input),
        DeadLetterConfig: { Arn: this.settings.deadLetterArn },
        // A check-in an hour late is still worth placing; later than that the reconciler decides.
        RetryPolicy: { MaximumEventAgeInSeconds: 3600, MaximumRetryAttempts: 20 },
      },
    };
  }

  async arm(trigger: PendingTrigger): Promise<void> {
    const request = this.request(trigger);
    try {
      await this.client.send(new UpdateScheduleCommand(request));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
      try {
        await this.client.send(new CreateScheduleCommand(request));
      } catch (createError) {
        // Created by a concurrent request in between: move it to this time.
        if (!(createError instanceof ConflictException)) throw createError;
        await this.client.send(new UpdateScheduleCommand(request));
      }
    }
  }

  async disarm(name: string): Promise<void> {
    try {
      await this.client.send(new DeleteScheduleCommand({ Name: name, GroupName: this.settings.groupName }));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
  }
}
