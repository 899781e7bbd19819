import type { CheckInTriggerInput, WorkflowInput } from '../model.ts';

// Scheduling: the next check-in's trigger (EventBridge Scheduler in the cloud, timers in the local
// twin), starting a check-in execution and completing its waiting tasks (Step Functions, or the
// local runner), and the clock they are all read against.

export interface PendingTrigger {
  name: string;
  scheduleId: string;
  at: string;
  input: CheckInTriggerInput;
}

export interface SchedulerPort {
  /** Creates or moves the schedule's single pending trigger. */
  arm(trigger: PendingTrigger): Promise<void>;
  /** Removes it; removing a trigger that does not exist is not an error. */
  disarm(name: string): Promise<void>;
}

export interface WorkflowPort {
  start(input: WorkflowInput, name?: string): Promise<{ executionId: string }>;
}

export interface Clock {
  now(): Date;
}

/** Completing a waiting workflow task: Step Functions SendTaskSuccess, or the local runner. */
export interface TaskCompletionPort {
  succeed(taskToken: string, output: Record<string, unknown>): Promise<void>;
}
