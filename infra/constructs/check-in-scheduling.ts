import { Duration, Validations } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventsTargets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { activeScheduleShards } from '@/functions/adapters/dynamodb/keys.ts';
import type { HouseFunction } from './house-function.ts';
import { wildcardResourceFinding } from './nag-findings.ts';
import { SETTING } from '@/functions/settings.ts';

/**
 * The EventBridge Scheduler pieces a check-in trigger is armed with (the stateful stack owns them).
 * The REST API arms a trigger when a schedule is saved; BeginCheckIn arms the next one.
 */
export interface CheckInScheduling {
  readonly groupName: string;
  /** ARN pattern of every schedule in the group, a plain string (no token of the group). */
  readonly schedulesArn: string;
  /** The role EventBridge Scheduler assumes to start the check-in workflow. */
  readonly role: iam.IRole;
  /** Where EventBridge Scheduler puts a check-in it could not start. */
  readonly deadLetterQueue: IQueue;
}

/** The settings `functions/composition.ts` builds the EventBridge Scheduler adapter from. */
export function schedulerEnvironment(scheduling: CheckInScheduling, targetArn: string): Record<string, string> {
  return {
    [SETTING.schedulerGroupName]: scheduling.groupName,
    [SETTING.schedulerRoleArn]: scheduling.role.roleArn,
    [SETTING.schedulerTargetArn]: targetArn,
    [SETTING.schedulerDlqArn]: scheduling.deadLetterQueue.queueArn,
  };
}

/** Actions that create, move and remove one-off triggers. */
export const SCHEDULE_ARMING_ACTIONS = [
  'scheduler:CreateSchedule',
  'scheduler:UpdateSchedule',
  'scheduler:DeleteSchedule',
  'scheduler:GetSchedule',
];

/**
 * Lets a function arm and disarm check-in triggers: manage schedules inside the check-in group,
 * and hand the scheduler role to EventBridge Scheduler (and to nothing else).
 */
export function allowScheduleArming(fn: HouseFunction, scheduling: CheckInScheduling): void {
  fn.addToRolePolicy(
    new iam.PolicyStatement({ actions: SCHEDULE_ARMING_ACTIONS, resources: [scheduling.schedulesArn] }),
  );
  Validations.of(fn.executionRole).acknowledge({
    id: wildcardResourceFinding(fn.executionRole, scheduling.schedulesArn),
    reason:
      'Schedules are one-off triggers named per call schedule at run time; the wildcard ' +
      'is limited to schedules inside the CareCall check-in schedule group.',
  });
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      actions: ['iam:PassRole'],
      resources: [scheduling.role.roleArn],
      conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
    }),
  );
}

/**
 * The reconciler's fan-out: every 15 minutes one rule per shard of the active-schedule index
 * invokes the reconciler with `{ shard }`, asynchronously, so shards run side by side, each with
 * its own timeout and retries. The plainest deployable fan-out: no dispatcher function or state
 * machine to run, at one rule per shard (16 by default; the account's limit is 300 rules a bus).
 */
export function reconcileEveryShard(scope: Construct, reconciler: HouseFunction, shards = activeScheduleShards()): events.Rule[] {
  return Array.from(
    { length: shards },
    (_, shard) =>
      new events.Rule(scope, `ReconcileTriggersShard${shard}Every15Minutes`, {
        description: `CareCall: re-arm missing or overdue check-in triggers, shard ${shard} of ${shards}`,
        schedule: events.Schedule.rate(Duration.minutes(15)),
        targets: [new eventsTargets.LambdaFunction(reconciler, { event: events.RuleTargetInput.fromObject({ shard }), retryAttempts: 2 })],
      }),
  );
}
