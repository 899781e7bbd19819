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
  WelcomeTextOutcome,
  WorkflowInput,
} from './model.ts';
import type { MailPort } from './mail.ts';
import type { MailStores, RateLimiter } from './mail-stores.ts';

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

/** Whose password checks are counted: a login's username, or a signed-in user (password change). */
export type AttemptSubject = { username: string } | { userId: string };

export interface LoginAttemptStore {
  /**
   * Counts one password check for `subject` before the password is compared, in one conditional
   * write: refused while `max` checks have been counted and the last one is less than `lockMs` old.
   * The count is forgotten by `clear` after a right password.
   */
  begin(subject: AttemptSubject, at: Date, limit: { max: number; lockMs: number }): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }>;
  clear(subject: AttemptSubject): Promise<void>;
}

/**
 * What the plan limits are decided on, one record per user, kept in step with the schedules,
 * contacts and subscriptions by writing it in the same transaction as they are written.
 */
export interface PlanUsage {
  /** The one active subscription and its plan; both absent when the user has none. */
  subscriptionId?: string;
  servicePlanId?: string;
  /** Projected monthly calls of all active schedules (shared/plans.ts projectedMonthlyCalls). */
  projectedCalls: number;
  activeContacts: number;
}

/**
 * How one write moves a usage counter. The write fails (the store answers false) when the counter
 * would pass `max`, or when `subscriptionId` is given and is no longer the active subscription.
 */
export interface UsageChange {
  delta: number;
  max?: number;
  subscriptionId?: string;
}

export interface PlanUsageStore {
  get(userId: string): Promise<PlanUsage | undefined>;
  /** Stores `usage` (derived from the user's records) unless a record exists; answers the stored one. */
  initialize(userId: string, usage: PlanUsage): Promise<PlanUsage>;
}

/**
 * A conditional write of one record: created (no `previous`), replaced, or deleted (no `next`).
 * It applies only while the stored record still counts as `previous` did, and moves the usage
 * counter in the same transaction. False when a condition failed (read again and retry).
 */
export interface CountedWrite<T> {
  userId: string;
  previous?: T;
  next?: T;
  usage?: UsageChange;
}

export interface SubscriptionStore {
  list(userId: string): Promise<Subscription[]>;
  /**
   * Makes `subscription` the only active one, ending every active one of `previous`, in one
   * transaction with the usage record, which must still name `replaces` as the active subscription
   * and whose counters must fit the new plan. False when a condition failed.
   */
  activate(
    subscription: Subscription,
    previous: Subscription[],
    guard: { replaces: string | undefined; maxCalls: number; maxContacts: number | null },
  ): Promise<boolean>;
  /**
   * Ends every subscription of `active` at `endDate` and clears the usage record's plan, in one
   * transaction; the usage record must still name `current` (or none). False when a condition failed.
   */
  end(userId: string, active: Subscription[], guard: { current: string | undefined; endDate: string }): Promise<boolean>;
}

export interface ScheduleStore {
  list(userId: string): Promise<CallSchedule[]>;
  get(userId: string, id: string): Promise<CallSchedule | undefined>;
  /** Writes the schedule as it is, without moving the usage counter: only for changes that keep its calls. */
  put(schedule: CallSchedule): Promise<void>;
  /** Deletes without moving the usage counter (whole-account clean-up); users' deletes go through `save`. */
  delete(userId: string, id: string): Promise<boolean>;
  /** A user's create, change or delete, with its projected calls counted (see CountedWrite). */
  save(write: CountedWrite<CallSchedule>): Promise<boolean>;
  /**
   * One page of one shard of the active schedules that may need arming, by next call: those due
   * before `dueBefore` not recorded as armed for their nextCallDate, then those recorded as armed
   * but overdue (due before `overdueBefore`); with `all`, every active schedule of the shard
   * (the local twin's start-up, whose triggers lived in memory). `read` counts the items DynamoDB read.
   */
  pageNeedingArm(query: { shard: number; dueBefore: string; overdueBefore: string; all?: boolean; limit: number; cursor?: string }): Promise<{ schedules: CallSchedule[]; read: number; cursor?: string }>;
  /**
   * Moves one page of schedules still under the unsharded index key (stored before sharding) into
   * their shard, without arming marks so the reconciler checks them. Returns how many moved and
   * whether any remain.
   */
  migrateLegacyIndex(limit: number): Promise<{ moved: number; more: boolean }>;
  /** Records that the trigger for `slot` is armed, only while `slot` is still the next call (conditional). */
  markArmed(userId: string, id: string, slot: string): Promise<boolean>;
  /** The slot whose trigger was last recorded as armed (markArmed), if any. */
  armedFor(userId: string, id: string): Promise<string | undefined>;
  /** Every schedule calling this E.164 number, in any account (a person calling in). */
  findByPhone(e164: string): Promise<CallSchedule[]>;
  /**
   * Claims a slot for one workflow execution: succeeds only while the schedule is active and
   * still due at `slot`, moving it to `next`. A retry by the same execution sees 'already-mine'.
   */
  claimSlot(claim: { userId: string; id: string; slot: string; next: string; executionId: string; now: string; callLog: CallLog }): Promise<'claimed' | 'already-mine' | 'not-claimable'>;
}

export interface ContactStore {
  list(userId: string): Promise<EscalationContact[]>;
  get(userId: string, id: string): Promise<EscalationContact | undefined>;
  put(contact: EscalationContact): Promise<void>;
  delete(userId: string, id: string): Promise<boolean>;
  /** A user's create, change or delete, with active contacts counted (see CountedWrite). */
  save(write: CountedWrite<EscalationContact>): Promise<boolean>;
  /** Marks a contact as told they were added: true once only per contact (conditional write). */
  claimWelcomeText(userId: string, id: string, at: string): Promise<boolean>;
  /** Records how the welcome text went. */
  recordWelcomeText(userId: string, id: string, outcome: WelcomeTextOutcome): Promise<void>;
}

export interface CallLogStore {
  create(log: CallLog): Promise<void>;
  get(userId: string, id: string): Promise<CallLog | undefined>;
  findByCallSid(callSid: string): Promise<CallLog | undefined>;
  /** Newest first, optionally within [from, to]. */
  list(userId: string, range?: { from?: Date; to?: Date; limit?: number }): Promise<CallLog[]>;
  /** One page of history with its escalations (one key-range read); an unknown cursor is a 400. */
  page(userId: string, query: CallLogPageQuery): Promise<CallLogPage>;
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
}

export interface CallLogPageQuery {
  from?: Date;
  to?: Date;
  limit: number;
  /** The `next` of the previous page (opaque). */
  cursor?: string;
}

export interface CallLogPage {
  logs: CallLog[];
  /** The escalations of these logs. */
  escalations: EscalationLog[];
  /** Set when older logs exist in the range. */
  next?: string;
}

/** Whole-account clean-up (DELETE /api/user/account). */
export interface AccountEraser {
  /**
   * Deletes every item of the user: their partition (profile, subscriptions, schedules, contacts,
   * call logs, escalations, usage, counters), their sessions, their username and email markers and
   * login counter, and the call references of their calls. Paged and batched; answers the count.
   */
  erase(user: User): Promise<number>;
}

/**
 * Call recordings kept by CareCall (S3 with KMS in the cloud, files in DATA_DIR locally), named by
 * key (`recordings/<userId>_<callLogId>.wav`).
 */
export interface RecordingStore {
  /** A link to the audio valid for a few minutes, or undefined when no such recording is kept. */
  link(key: string): Promise<string | undefined>;
  /** Deletes every recording (and transcript) of the user; answers how many objects went. */
  deleteAllOf(userId: string): Promise<number>;
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

export interface Stores extends MailStores {
  users: UserStore;
  sessions: SessionStore;
  loginAttempts: LoginAttemptStore;
  subscriptions: SubscriptionStore;
  usage: PlanUsageStore;
  schedules: ScheduleStore;
  contacts: ContactStore;
  callLogs: CallLogStore;
  testCalls: TestCallLimiter;
  /** Requests per user or address on the expensive routes (fixed windows, one conditional ADD). */
  requestLimits: RateLimiter;
  accounts: AccountEraser;
}

export interface Deps extends Stores {
  scheduler: SchedulerPort;
  workflow: WorkflowPort;
  clock: Clock;
  /** Email: SES in the cloud, the outbox `/__mail` locally. */
  mail: MailPort;
  /** Call recordings: presigned S3 links in the cloud, signed local links in the twin. */
  recordings: RecordingStore;
}
