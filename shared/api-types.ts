// The records the API answers with, as they travel in JSON, written once for both sides: the
// server's model (functions/core/model.ts) is built on them and the web app reads responses with
// them, so the two cannot drift apart. Times are UTC ISO-8601 strings; phone numbers are E.164.
// What the server stores but never sends (password hashes, sessions, table keys, conversation
// turns) stays in functions/core/model.ts.
import type { CallLanguage } from './language.ts';
import type { ScheduleFrequency } from './schemas/call-schedule.ts';
import type { NotificationSettings } from './schemas/notification-settings.ts';

export type { ScheduleFrequency };
/** GET /api/service-plans answers SERVICE_PLANS as they are. */
export type { ServicePlan } from './plans.ts';

export interface UserProfile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  country?: string;
}

export interface User extends UserProfile {
  id: string;
  username: string;
  createdAt: string;
}

export interface Subscription {
  id: string;
  userId: string;
  servicePlanId: string;
  planName: string;
  isActive: boolean;
  startDate: string;
  endDate?: string;
}

/** The signed-in user (/api/auth/me, register, login, profile update): never the password hash. */
export interface CurrentUser extends User {
  /** The active subscription first. */
  subscriptions: Subscription[];
  /** Email settings as stored; absent until changed (defaults: DEFAULT_NOTIFICATION_SETTINGS). */
  notifications?: NotificationSettings;
}

export interface CallSchedule {
  id: string;
  userId: string;
  phoneNumber: string;
  /** The person called, as the account holder wrote it (up to 60 characters); absent when not given. */
  personName?: string;
  /** The call's language. The server always sends it (schedules stored before it existed read as `en`); absent means `en`. */
  language?: CallLanguage;
  frequency: ScheduleFrequency;
  dayOfWeek?: number;
  daysInterval?: number;
  timeOfDay: string;
  timezone: string;
  isActive: boolean;
  lastCallDate?: string;
  nextCallDate?: string;
  /** `YYYY-MM-DD` in `timezone`: no call before that date (absent: not paused). */
  pausedUntil?: string;
  /** A call the account holder skipped (UTC instant): never called, even if the rule lands on it again. */
  skippedCallDate?: string;
  /** The workflow execution that claimed `lastCallDate` (a retry of it may claim again). Server bookkeeping, sent as stored. */
  claimedBy?: string;
  escalateOnNoAnswer: boolean;
  escalateOnEmergency: boolean;
  escalateOnConcerning: boolean;
  escalateOnUnknown: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface EscalationContact {
  id: string;
  userId: string;
  name: string;
  relationship: string;
  phoneNumber: string;
  email?: string;
  priority: number;
  isActive: boolean;
  /** The one text telling them they were added (sent when first active); absent until then. */
  welcomeText?: WelcomeTextOutcome;
  createdAt: string;
  updatedAt: string;
}

export interface WelcomeTextOutcome {
  /** not-configured: no text service where it ran. Whatever the outcome, it is not sent again. */
  status: 'sent' | 'failed' | 'refused' | 'not-configured';
  at: string;
}

export type CallStatus = 'answered' | 'no-answer' | 'initiated' | 'failed';
export type HealthStatus = 'good' | 'concerning' | 'emergency' | 'unknown';

/** One contact called or texted after a call (docs/escalation.md). */
export interface EscalationAttempt {
  id: string;
  contactId?: string;
  callSid?: string;
  phoneNumber: string;
  callTime: string;
  /** initiated, ringing, confirmed, not-confirmed, voicemail, no-answer, busy, failed, texted, skipped, ... */
  status: string;
  duration?: number;
  recording?: string;
  notes?: string;
}

/** One item of GET /api/user/call-logs (newest first). */
export interface CallLog {
  id: string;
  userId: string;
  /** scheduled check-in, a test call from the account area, or the person calling in ("Called in") */
  kind: 'scheduled' | 'test' | 'call-in';
  scheduleId?: string;
  callSid?: string;
  phoneNumber: string;
  /** The language the call was held in (its schedule's); absent on older logs: `en`. */
  language?: CallLanguage;
  callTime: string;
  /** One of CallStatus; anything else is shown as it is. */
  status: CallStatus | string;
  duration?: number;
  /** Where the recording plays from (`/api/user/call-logs/{id}/recording`, owner only); absent when none is kept (or after 90 days). */
  recording?: string;
  transcription?: string;
  /** One of HealthStatus; anything else is shown as Unknown. */
  healthStatus?: HealthStatus | string;
  aiNotes?: string;
  /** Workflow details (signals, escalation reason, ...); the conversation turns are left out. */
  responseData?: Record<string, unknown>;
  /** Who was alerted about this call, oldest first. */
  escalations: EscalationAttempt[];
}
