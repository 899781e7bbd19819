import { formatPhone } from '@/shared/phone.ts';
import { formatInTimezone } from '@/shared/schedule-time.ts';
import { defaultCallLanguage } from '@/shared/language.ts';
import { stableId } from '../ids.ts';
import type { CallLog, EscalationLog } from '../model.ts';
import type { CheckInDeps } from '../ports/deps.ts';
import type { TranscriptTurn } from '../ports/assessment.ts';
import { webhookUrl } from '../ports/telephony.ts';
import { deliverResult } from './call-results.ts';
import type { CallRef } from './call-ref.ts';
import type { AlertFacts, EscalationReason } from './conversation.ts';
import { phrasesFor, whenSaid } from './call-phrases.ts';
import { errorName, log } from '../log.ts';

// What several workflow steps share (each step is a file of its own here, listed in steps.ts):
// reading the call log, dialling once per attempt, the facts an alert gives, escalation log items.
// Inputs and outputs of the steps are ids, attempt numbers and decisions; health data stays in storage.

/** An email to the account holder never fails a check-in: a failure is logged (ids only). */
export async function notifyQuietly(operation: string, callLogId: string, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    log.error('Notification failed', { operation, callLogId, error: errorName(error) });
  }
}

export type CallOutcome = 'answered' | 'no-answer' | 'failed';

export async function callLogOrFail(deps: CheckInDeps, userId: string, callLogId: string): Promise<CallLog> {
  const log = await deps.callLogs.get(userId, callLogId);
  if (!log) throw Object.assign(new Error(`Call log ${callLogId} not found`), { name: 'CallLogMissing' });
  return log;
}

export function turnsOf(log: CallLog): TranscriptTurn[] {
  return ((log.responseData?.turns as TranscriptTurn[] | undefined) ?? []).filter((t) => typeof t?.text === 'string');
}

/**
 * Places the call for `ref` unless an earlier try of the same task did. A retry waits on its new
 * task token, so it is told what the first try's call already did. Returns the new call's sid.
 */
export async function dialOnce(deps: CheckInDeps, ref: CallRef, created: boolean, call: { to: string; kind: CallRef['kind'] }): Promise<string | undefined> {
  if (!created && (ref.callSid || ref.completedWith || ref.rang)) {
    if (ref.completedWith) await deliverResult(deps, { ...ref, ringReported: false });
    else if (ref.rang) await deps.tasks.succeed(ref.taskToken, { ringing: true, ref: ref.ref });
    return undefined;
  }
  // An earlier try may have dialled and lost the answer: its status callbacks still find this ref.
  if (!(await deps.callRefs.claimDial(ref.ref))) return undefined;
  let callSid: string;
  try {
    ({ callSid } = await deps.telephony.placeCall({
      to: call.to,
      from: deps.calling.fromNumber,
      webhookBaseUrl: deps.calling.webhookBaseUrl,
      reference: ref.ref,
      kind: call.kind,
      // The provider's second try when the voice webhook fails: the same idempotent step.
      fallbackUrl: webhookUrl(deps.calling.webhookBaseUrl, 'voice-fallback', ref.ref),
    }));
  } catch (error) {
    // Refused by the provider: no call exists, so the task's retry may dial.
    await deps.callRefs.releaseDial(ref.ref).catch(() => undefined);
    throw error;
  }
  await deps.callRefs.update(ref.ref, { callSid });
  return callSid;
}

export async function alertFacts(deps: CheckInDeps, log: CallLog, reason?: EscalationReason): Promise<AlertFacts> {
  const [user, schedule] = await Promise.all([
    deps.users.get(log.userId),
    log.scheduleId ? deps.schedules.get(log.userId, log.scheduleId) : undefined,
  ]);
  // The contacts are told in the language of the call (the schedule's), so the family hears one language.
  const language = log.language ?? schedule?.language ?? defaultCallLanguage;
  return {
    accountHolder: user ? `${user.firstName} ${user.lastName}` : phrasesFor(language).alert.unknownAccountHolder,
    personPhone: formatPhone(log.phoneNumber),
    ...(schedule?.personName ? { personName: schedule.personName } : {}),
    reason: reason ?? (log.responseData?.escalationReason as EscalationReason | undefined) ?? 'missed',
    when: whenSaid(new Date(log.callTime), schedule?.timezone ?? 'UTC', language, formatInTimezone),
    language,
  };
}

export const escalationIdOf = (log: CallLog, contactId: string) => stableId(new Date(log.callTime), `${log.id}/${contactId}`);
export const asReason = (reason: string | undefined): EscalationReason | undefined =>
  reason && reason !== 'none' ? (reason as EscalationReason) : undefined;

/**
 * Remembers, under the contact's number, that they were alerted about this check-in, so that
 * calling CareCall back finds it (call-in.ts). Never fails the alert: a note lost is logged, and
 * the caller then hears the unknown-caller message.
 */
export async function noteAlert(deps: CheckInDeps, callLog: CallLog, contact: { id: string; phoneNumber: string }, reason: string | undefined): Promise<void> {
  try {
    await deps.callRefs.noteAlert({
      phoneNumber: contact.phoneNumber, userId: callLog.userId, callLogId: callLog.id, contactId: contact.id,
      ...(asReason(reason) ? { reason: asReason(reason) } : {}), at: deps.clock.now().toISOString(),
    });
  } catch (error) {
    log.error('Alert note failed', { operation: 'NoteAlert', callLogId: callLog.id, error: errorName(error) });
  }
}

/** The escalation item of a contact's calling back (call-in.ts), before and after they confirm. */
export const CALLED_BACK_NOTE = 'Called CareCall back and heard the alert again.';
export const CALLED_BACK_CONFIRMED_NOTE = 'Called CareCall back and confirmed they will check on the person.';

export function escalation(log: CallLog, id: string, contactId: string, phoneNumber: string, deps: CheckInDeps, status: string): EscalationLog {
  return { id, userId: log.userId, callLogId: log.id, contactId, phoneNumber, callTime: deps.clock.now().toISOString(), status };
}
