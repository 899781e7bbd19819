import type { NotificationSettings } from '../../shared/schemas/notification-settings.ts';

// Ports for password resets, the contact form and the limits on both (decisions.md, "The family's side").

export type LimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /**
   * Counts one use of `key` within a sliding window, in one conditional write, when fewer than
   * `max` uses fall inside the window; refused (nothing counted) otherwise.
   */
  take(key: string, now: Date, limit: { max: number; windowMs: number }, owner?: { userId: string }): Promise<LimitResult>;
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
