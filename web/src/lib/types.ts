// The shapes the API answers with, as the screens read them (product.md sections 3 and 7).
// Times are UTC ISO-8601 strings; phone numbers are E.164.
import type { ScheduleFrequency } from '../../../shared/schemas/index.ts';

export interface Subscription {
  id: string;
  servicePlanId: string;
  planName: string;
  isActive: boolean;
  startDate: string;
  endDate?: string;
}

export interface CurrentUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  country?: string;
  createdAt: string;
  /** The active subscription first. */
  subscriptions: Subscription[];
}

export interface ServicePlanView {
  id: string;
  name: string;
  description: string;
  frequency: ScheduleFrequency;
  maxCallsPerMonth: number;
  price: number;
}

export interface CallSchedule {
  id: string;
  phoneNumber: string;
  frequency: ScheduleFrequency;
  dayOfWeek?: number;
  daysInterval?: number;
  timeOfDay: string;
  timezone: string;
  isActive: boolean;
  lastCallDate?: string;
  nextCallDate?: string;
  escalateOnNoAnswer: boolean;
  escalateOnEmergency: boolean;
  escalateOnConcerning: boolean;
  escalateOnUnknown: boolean;
}

export interface EscalationContact {
  id: string;
  name: string;
  relationship: string;
  phoneNumber: string;
  email?: string;
  priority: number;
  isActive: boolean;
}

export type CallStatus = 'answered' | 'no-answer' | 'initiated' | 'failed';
export type HealthStatus = 'good' | 'concerning' | 'emergency' | 'unknown';

/** One contact called or texted after a call (decisions.md "Escalation"), oldest first. */
export interface EscalationAttempt {
  id: string;
  contactId?: string;
  phoneNumber: string;
  callTime: string;
  /** initiated, ringing, confirmed, not-confirmed, voicemail, no-answer, busy, failed, texted, skipped, ... */
  status: string;
  duration?: number;
  notes?: string;
}

export interface CallLog {
  id: string;
  scheduleId?: string;
  phoneNumber: string;
  callTime: string;
  /** One of CallStatus; anything else is shown as it is. */
  status: string;
  duration?: number;
  transcription?: string;
  /** One of HealthStatus; anything else is shown as Unknown. */
  healthStatus?: string;
  aiNotes?: string;
  /** Who was alerted about this call; missing from servers older than the escalation workflow. */
  escalations?: EscalationAttempt[];
}
