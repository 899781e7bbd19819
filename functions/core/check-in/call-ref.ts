import type { EscalationReason } from './conversation.ts';

// A call reference is the record behind the opaque `ref` in every webhook URL: which call log (or
// escalation log) a telephone call belongs to, the workflow task waiting for its end, and where the
// conversation stands. Webhooks carry only the ref; everything else is read here.

export interface CallRef {
  ref: string;
  kind: 'check-in' | 'contact-alert';
  userId: string;
  callLogId: string;
  test: boolean;
  attempt?: number;
  contactId?: string;
  escalationLogId?: string;
  /** Why a contact is alerted (the alert call says it). */
  reason?: EscalationReason;
  /**
   * The workflow task waiting for the call to ring (PlaceCall, CallContact). Time in the
   * provider's queue is not ring time, so the wait for the call's end starts only once it rings.
   */
  taskToken: string;
  /** The workflow task waiting for the call's end (WaitForCallToEnd), once it rang. */
  endTaskToken?: string;
  /** Set before dialling: a retried task that finds it never dials twice for one attempt. */
  dialling?: boolean;
  callSid?: string;
  /** The provider reported the call ringing (or answered): the queue is behind it. */
  rang?: boolean;
  /** Conversation position: index of the question being asked, and silences heard on it. */
  step: number;
  silences: number;
  /** Times the person asked to hear question `step` again ("pardon?", the star key). */
  repeats?: number;
  /** Answering machine or voicemail (counts as no answer). */
  machine?: boolean;
  /** The person stated an emergency: contacts are called without waiting for the call to end. */
  emergency?: boolean;
  /** A contact pressed 1 or said yes. */
  confirmed?: boolean;
  /** A contact alert that the contact rang CareCall back for (call-in.ts): no workflow task waits on it. */
  callback?: boolean;
  /** On a call back: the number that rang, so another alert waiting for it can be mentioned. */
  from?: string;
  /** The call's result (JSON), kept first-writer-wins: the workflow reads it even if a completion was lost. */
  completedWith?: string;
  /** Which waiting tasks were told (after SendTaskSuccess succeeded, never before). */
  ringReported?: boolean;
  endReported?: boolean;
  createdAt: string;
}

export const checkInRef = (callLogId: string, attempt: number) => `c${callLogId}-${attempt}`;
export const contactRef = (escalationLogId: string) => `e${escalationLogId}`;
/** A contact calling back: their call's sid is all its webhooks carry. */
export const callbackRef = (callSid: string) => `b${callSid}`;
