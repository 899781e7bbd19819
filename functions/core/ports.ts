import type {
  CallLog,
  CallSchedule,
  CheckInTriggerInput,
  EscalationContact,
  EscalationLog,
  Session,
  Subscription,
  User,
  UserProfile,
  WorkflowInput,
} from './model.ts';

// The core's view of the outside world. Adapters: dynamodb/ (cloud and DynamoDB Local),
// scheduler/ (EventBridge Scheduler), stepfunctions/, local/ (timers, local runner).

export interface UserStore {
  /** Fails with a 409 AppError naming the duplicate username or email. */
  create(user: User, passwordHash: string): Promise<void>;
  get(userId: string): Promise<User | undefined>;
  findByUsername(username: string): Promise<{ user: User; passwordHash: string } | undefined>;
  getPasswordHash(userId: string): Promise<string | undefined>;
  /** Moves the email uniqueness marker when the email changes; 409 when it is taken. */
  updateProfile(current: User, profile: UserProfile): Promise<User>;
  setPasswordHash(userId: string, passwordHash: string): Promise<void>;
}

export interface SessionStore {
  create(session: Session): Promise<void>;
  get(tokenHash: string): Promise<Session | undefined>;
  delete(tokenHash: string): Promise<void>;
  /** Ends every session of the user except the one given. */
  deleteOthers(userId: string, keepTokenHash: string): Promise<number>;
}

export interface LoginAttemptStore {
  get(username: string): Promise<{ failures: number; lastFailureAt: string } | undefined>;
  recordFailure(username: string, at: Date): Promise<number>;
  clear(username: string): Promise<void>;
}

export interface SubscriptionStore {
  list(userId: string): Promise<Subscription[]>;
  /** Makes `subscription` the only active one, ending any other active subscription. */
  activate(subscription: Subscription, previous: Subscription[]): Promise<void>;
}

export interface ScheduleStore {
  list(userId: string): Promise<CallSchedule[]>;
  get(userId: string, id: string): Promise<CallSchedule | undefined>;
  put(schedule: CallSchedule): Promise<void>;
  delete(userId: string, id: string): Promise<boolean>;
  /** Every active schedule of every user (start-up re-arming, reconciler). */
  listActive(): Promise<CallSchedule[]>;
  /**
   * Claims a slot for one workflow execution: succeeds only while the schedule is active and
   * still due at `slot`, moving it to `next`. A retry by the same execution sees 'already-mine'.
   */
  claimSlot(claim: { userId: string; id: string; slot: string; next: string; executionId: string; now: string }): Promise<'claimed' | 'already-mine' | 'not-claimable'>;
}

export interface ContactStore {
  list(userId: string): Promise<EscalationContact[]>;
  get(userId: string, id: string): Promise<EscalationContact | undefined>;
  put(contact: EscalationContact): Promise<void>;
  delete(userId: string, id: string): Promise<boolean>;
}

export interface CallLogStore {
  create(log: CallLog): Promise<void>;
  get(userId: string, id: string): Promise<CallLog | undefined>;
  findByCallSid(callSid: string): Promise<CallLog | undefined>;
  /** Newest first, optionally within [from, to]. */
  list(userId: string, range?: { from?: Date; to?: Date; limit?: number }): Promise<CallLog[]>;
  update(log: CallLog): Promise<void>;
  /**
   * Sets only these fields (webhooks and workflow tasks write the same log at once; a whole-item
   * put would lose one of the writes). `responseData` keys are merged, not replaced.
   */
  patch(userId: string, id: string, changes: Partial<Omit<CallLog, 'id' | 'userId' | 'responseData'>> & { responseData?: Record<string, unknown> }): Promise<void>;
  /** Appends conversation turns atomically and keeps `transcription` as their readable text. */
  appendTurns(userId: string, id: string, turns: { speaker: 'system' | 'person'; text: string }[]): Promise<void>;
  addEscalation(log: EscalationLog): Promise<void>;
  listEscalations(userId: string, callLogId: string): Promise<EscalationLog[]>;
  /** Every escalation of the user's calls made within [from, to] (one range query, by call log id). */
  listEscalationsInRange(userId: string, range?: { from?: Date; to?: Date }): Promise<EscalationLog[]>;
}

export interface TestCallLimiter {
  /** Records a test call if fewer than `max` happened in the window; returns false otherwise. */
  tryAcquire(userId: string, now: Date, max: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
}

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

export interface Stores {
  users: UserStore;
  sessions: SessionStore;
  loginAttempts: LoginAttemptStore;
  subscriptions: SubscriptionStore;
  schedules: ScheduleStore;
  contacts: ContactStore;
  callLogs: CallLogStore;
  testCalls: TestCallLimiter;
}

export interface Deps extends Stores {
  scheduler: SchedulerPort;
  workflow: WorkflowPort;
  clock: Clock;
}
