import type {
  CallLog,
  CallSchedule,
  EscalationContact,
  EscalationLog,
  Session,
  Subscription,
  User,
  UserProfile,
  WelcomeTextOutcome,
} from '../model.ts';
import type { NotificationSettings } from '@/shared/schemas/notification-settings.ts';
import type { CallRef } from '../check-in/call-ref.ts';

// Storage: every record CareCall keeps, on the single table (adapters/dynamodb/, in the cloud and
// on DynamoDB Local), and the recordings (S3, or files locally).

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
  requestLimits: RequestCounter;
  accounts: AccountEraser;
}

// Password resets, the contact form and the limits on both (docs/family-side.md).
export type LimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /**
   * Counts one use of `key` within a sliding window, in one conditional write, when fewer than
   * `max` uses fall inside the window; refused (nothing counted) otherwise.
   */
  take(key: string, now: Date, limit: { max: number; windowMs: number }, owner?: { userId: string }): Promise<LimitResult>;
}

/** A fixed-window request count whose use can be given back (a request that was not the owner's). */
export interface RequestCounter extends RateLimiter {
  /** Takes back one use counted by `take` with the same arguments, in the same window. */
  giveBack(key: string, countedAt: Date, limit: { max: number; windowMs: number }, owner?: { userId: string }): Promise<void>;
}

export interface PasswordReset {
  /** SHA-256 of the token in the link; the token itself is never stored. */
  tokenHash: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

export interface PasswordResetStore {
  /** The account id that holds this email address (the uniqueness marker), if any. */
  findAccountByEmail(email: string): Promise<string | undefined>;
  create(reset: PasswordReset): Promise<void>;
  /**
   * Uses the token up: one conditional delete that succeeds only while it exists and has not
   * expired at `now`. Two requests with one link cannot both succeed.
   */
  consume(tokenHash: string, now: Date): Promise<{ userId: string } | undefined>;
}

export interface StoredContactMessage {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  receivedAt: string;
}

export interface ContactMessageStore {
  create(message: StoredContactMessage): Promise<void>;
  get(id: string): Promise<StoredContactMessage | undefined>;
}

export interface NotificationSettingsStore {
  /** Stores the settings on the user's item; false when the user does not exist. */
  set(userId: string, settings: NotificationSettings): Promise<boolean>;
}

export interface OnceMarkers {
  /**
   * True the first time `key` is claimed, false ever after (one conditional put): an email that a
   * retried task or webhook would send twice is sent once.
   */
  claim(key: string, now: Date, keepDays: number): Promise<boolean>;
}

export interface UserDirectory {
  /** One page of every account's id (weekly summary); `cursor` continues where the last page ended. */
  page(cursor?: string): Promise<{ userIds: string[]; cursor?: string }>;
}

/** The stores above, as part of every deployment's Stores. */
export interface MailStores {
  passwordResets: PasswordResetStore;
  rateLimits: RateLimiter;
  contactMessages: ContactMessageStore;
  notificationSettings: NotificationSettingsStore;
  onceMarkers: OnceMarkers;
  userDirectory: UserDirectory;
}

/** The call references behind every webhook URL (check-in/call-ref.ts). */
export interface CallRefStore {
  /** Creates the ref, or returns the existing one (a retried task must not dial twice). */
  createOrGet(ref: CallRef): Promise<{ ref: CallRef; created: boolean }>;
  get(ref: string): Promise<CallRef | undefined>;
  update(ref: string, changes: Partial<Omit<CallRef, 'ref'>>): Promise<CallRef>;
  /** Stores the call's result unless one is stored; answers the ref as it is now (with the first result). */
  recordResult(ref: string, result: string): Promise<CallRef>;
  /** Claims the right to dial for this ref: true once only, until `releaseDial`. */
  claimDial(ref: string): Promise<boolean>;
  /** The provider refused the call: a retry may dial again. */
  releaseDial(ref: string): Promise<void>;
  /** A contact was alerted (rung or texted) from this number: kept a day, so their calling back finds it. */
  noteAlert(note: AlertNote): Promise<void>;
  /** The alerts to this number at or after `since` (an ISO instant), newest first. */
  recentAlerts(phoneNumber: string, since: string): Promise<AlertNote[]>;
}

/** Who was alerted about which check-in: what a contact calling back is told about again. */
export interface AlertNote {
  phoneNumber: string;
  userId: string;
  callLogId: string;
  contactId: string;
  /** Why they were alerted ('missed', 'emergency', ...), as the alert said. */
  reason?: string;
  at: string;
}
