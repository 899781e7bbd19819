// The records the core works with. Times are UTC ISO-8601 instants. The ones the API sends are
// defined once in shared/api-types.ts; what is stored but never sent is added here.
import type * as api from '@/shared/api-types.ts';

export type {
  CallSchedule,
  CallStatus,
  EscalationContact,
  HealthStatus,
  ScheduleFrequency as Frequency,
  Subscription,
  User,
  UserProfile,
  WelcomeTextOutcome,
} from '@/shared/api-types.ts';

export interface Session {
  /** sha-256 of the cookie token: a leaked table does not leak live sessions. */
  tokenHash: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

/**
 * A stored call log: what the API sends without the escalations it joins on; `responseData` also
 * holds the conversation `turns`, which the API leaves out.
 */
export type CallLog = Omit<api.CallLog, 'escalations'> & {
  /** Where CareCall keeps the recording (RecordingStore key); the API sends the recording route instead. */
  recordingKey?: string;
};

/** A stored escalation attempt: the API sends it inside its call log, without these two keys. */
export interface EscalationLog extends api.EscalationAttempt {
  userId: string;
  callLogId: string;
}

/** What a one-off trigger carries to the check-in workflow: ids and the slot, never health data. */
export interface CheckInTriggerInput {
  kind: 'scheduled';
  userId: string;
  scheduleId: string;
  /** The nextCallDate this trigger was armed for; a stale trigger (slot changed) places no call. */
  slot: string;
}

export interface TestCallInput {
  kind: 'test';
  userId: string;
  callLogId: string;
}

/** The person called CareCall: the call is live, its call log and call reference exist. */
export interface CallInInput {
  kind: 'call-in';
  userId: string;
  callLogId: string;
  /** The call reference the webhooks use (the workflow waits for this call's end). */
  ref: string;
}

export type WorkflowInput = CheckInTriggerInput | TestCallInput | CallInInput;
