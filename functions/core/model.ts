// The records the core works with. Times are UTC ISO-8601 instants.

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

export interface Session {
  /** sha-256 of the cookie token: a leaked table does not leak live sessions. */
  tokenHash: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
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

export type Frequency = 'daily' | 'weekly' | 'custom';

export interface CallSchedule {
  id: string;
  userId: string;
  phoneNumber: string;
  frequency: Frequency;
  dayOfWeek?: number;
  daysInterval?: number;
  timeOfDay: string;
  timezone: string;
  isActive: boolean;
  lastCallDate?: string;
  nextCallDate?: string;
  /** The workflow execution that claimed `lastCallDate` (a retry of it may claim again). */
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
  createdAt: string;
  updatedAt: string;
}

export type CallStatus = 'answered' | 'no-answer' | 'initiated' | 'failed';
export type HealthStatus = 'good' | 'concerning' | 'emergency' | 'unknown';

export interface CallLog {
  id: string;
  userId: string;
  /** scheduled check-in or a test call from the account area */
  kind: 'scheduled' | 'test';
  scheduleId?: string;
  callSid?: string;
  phoneNumber: string;
  callTime: string;
  status: CallStatus | string;
  duration?: number;
  recording?: string;
  transcription?: string;
  healthStatus?: HealthStatus | string;
  aiNotes?: string;
  responseData?: Record<string, unknown>;
}

export interface EscalationLog {
  id: string;
  userId: string;
  callLogId: string;
  contactId?: string;
  callSid?: string;
  phoneNumber: string;
  callTime: string;
  status: string;
  duration?: number;
  recording?: string;
  notes?: string;
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

export type WorkflowInput = CheckInTriggerInput | TestCallInput;
