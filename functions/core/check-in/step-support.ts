import { formatPhone } from '../../../shared/phone.ts';
import { formatInTimezone } from '../../../shared/schedule-time.ts';
import { stableId } from '../ids.ts';
import type { CallLog, EscalationLog } from '../model.ts';
import { type TranscriptTurn } from '../ports/assessment.ts';
import { webhookUrl } from '../ports/telephony.ts';
import { assessTranscript } from '../assessment/built-in-assessor.ts';
import { callLanguageOf } from '../assessment/call-language.ts';
import { deliverResult } from './call-results.ts';
import { checkInRef, contactRef, type CallRef } from './call-ref.ts';
import type { CheckInDeps } from '../ports/deps.ts';
import { alertSms, type AlertFacts, type EscalationReason } from './conversation.ts';
import { phrasesFor, whenSaid } from './call-phrases.ts';
import { defaultCallLanguage } from '../../../shared/language.ts';
import { tellAccountHolderAfterCheckIn, tellAccountHolderContactsWereAlerted } from '../account-notifications.ts';

/** An email to the account holder never fails a check-in: a failure is logged (ids only). */
async function notifyQuietly(operation: string, callLogId: string, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', operation, callLogId, error: (error as Error).name }));
  }
}

// One use case per Task state of the check-in workflow (functions/workflow/ holds the thin Lambda
// handlers). Inputs and outputs are ids, attempt numbers and decisions; health data stays in storage.

export type CallOutcome = 'answered' | 'no-answer' | 'failed';

async function callLogOrFail(deps: CheckInDeps, userId: string, callLogId: string): Promise<CallLog> {
  const log = await deps.callLogs.get(userId, callLogId);
  if (!log) throw Object.assign(new Error(`Call log ${callLogId} not found`), { name: 'CallLogMissing' });
  return log;
}

export function turnsOf(log: CallLog): TranscriptTurn[] {
  return ((log.responseData?.turns as TranscriptTurn[] | undefined) ?? []).filter((t) => typeof t?.text === 'string');
}

/**
 * Dials the check-in call. The task waits until the call rings (or ends): time in the provider's
 * queue is not ring time. Dialling is idempotent per attempt, so nobody is rung more than twice
 * for one slot whatever is retried.
 */
export async function placeCheckInCall(deps: CheckInDeps, input: { userId: string; callLogId: string; attempt: number; taskToken: string }) {
  const log = await callLogOrFail(deps, input.userId, input.callLogId);
  const { ref, created } = await deps.callRefs.createOrGet({
    ref: checkInRef(log.id, input.attempt),
    kind: 'check-in',
    userId: log.userId,
    callLogId: log.id,
    test: log.kind === 'test',
    attempt: input.attempt,
    taskToken: input.taskToken,
    step: 0,
    silences: 0,
    createdAt: deps.clock.now().toISOString(),
  });
  const callSid = await dialOnce(deps, ref, created, { to: log.phoneNumber, kind: 'check-in' });
  if (callSid) await deps.callLogs.patch(log.userId, log.id, { callSid });
  return { placed: callSid !== undefined };
}

/**
 * Places the call for `ref` unless an earlier try of the same task did. A retry waits on its new
 * task token, so it is told what the first try's call already did. Returns the new call's sid.
 */
async function dialOnce(deps: CheckInDeps, ref: CallRef, created: boolean, call: { to: string; kind: CallRef['kind'] }): Promise<string | undefined> {
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

/** The call rang: wait for its end. If it already ended, the result is delivered at once. */
export async function waitForCallToEnd(deps: CheckInDeps, input: { ref: string; taskToken: string }) {
  const ref = await deps.callRefs.update(input.ref, { endTaskToken: input.taskToken, endReported: false });
  await deliverResult(deps, { ...ref, ringReported: true });
  return {};
}

/**
 * A wait ran out (the call never left the provider's queue, or its end was never reported) or its
 * completion was lost: what the records say happened. Ends the call if it is somehow still live.
 */
export async function checkCallProgress(
  deps: CheckInDeps,
  input: { userId: string; callLogId: string; attempt?: number; contactId?: string; phase: 'ring' | 'end' },
): Promise<Record<string, unknown>> {
  const log = await callLogOrFail(deps, input.userId, input.callLogId);
  const refId = input.contactId ? contactRef(escalationIdOf(log, input.contactId)) : checkInRef(log.id, input.attempt ?? 1);
  const ref = await deps.callRefs.get(refId);
  if (ref?.completedWith) return JSON.parse(ref.completedWith) as Record<string, unknown>;
  if (ref && input.phase === 'ring' && ref.rang) return { ringing: true, ref: ref.ref };
  if (ref?.callSid) await deps.telephony.hangUp(ref.callSid).catch(() => undefined);
  const result = input.contactId
    ? { reached: ref?.confirmed === true }
    : { outcome: input.phase === 'ring' ? 'failed' : turnsOf(log).some((t) => t.speaker === 'person') ? 'answered' : 'no-answer' };
  // Kept, so a late callback cannot tell the workflow something else.
  if (ref) return JSON.parse((await deps.callRefs.recordResult(ref.ref, JSON.stringify(result))).completedWith ?? JSON.stringify(result)) as Record<string, unknown>;
  return result;
}

/** Assesses what was said, with the configured assessor (Bedrock, falling back to built-in rules). */
export async function assessWellbeing(deps: CheckInDeps, input: { userId: string; callLogId: string }) {
  const log = await callLogOrFail(deps, input.userId, input.callLogId);
  const assessment = await deps.assessor.assess(turnsOf(log), { language: callLanguageOf(log) });
  // The emergency heard during the call is a floor: no assessment after the call lowers it.
  const heard = log.responseData?.emergencyHeard === true;
  await deps.callLogs.patch(log.userId, log.id, {
    healthStatus: heard ? 'emergency' : assessment.healthStatus,
    aiNotes: assessment.aiNotes,
    responseData: { signals: assessment.signals, assessedBy: assessment.source ?? 'built-in' },
  });
  return {};
}

const NO_ANSWER_NOTE = 'No answer: the call was not picked up, after two tries.';
const FAILED_NOTE = 'The check-in call could not be made, after two tries.';
const CALL_IN_HUNG_UP_NOTE = 'They called in, but hung up before answering.';

/**
 * Records the outcome on the call log and decides, from the schedule's four flags, whether the
 * contacts are called. An emergency heard during the call stays an emergency; when no assessment
 * was stored (the assessor was unavailable) the built-in rules read the answers here. A call that
 * could not be placed escalates as a missed one. A test call never escalates.
 */
export async function recordOutcome(deps: CheckInDeps, input: { userId: string; callLogId: string; outcome: CallOutcome }) {
  const log = await callLogOrFail(deps, input.userId, input.callLogId);
  const answered = input.outcome === 'answered';
  const status = answered ? 'answered' : input.outcome === 'failed' ? 'failed' : 'no-answer';
  const heard = log.responseData?.emergencyHeard === true;
  const assessment = answered && !log.healthStatus && !heard ? assessTranscript(turnsOf(log), callLanguageOf(log)) : undefined;
  const health = answered ? (heard ? 'emergency' : (log.healthStatus ?? assessment!.healthStatus)) : undefined;
  const reason: EscalationReason | undefined = !answered
    ? input.outcome === 'failed'
      ? 'failed'
      : 'missed'
    : health === 'emergency'
      ? 'emergency'
      : health === 'concerning'
        ? 'concerning'
        : health === 'unknown'
          ? 'unclear'
          : undefined;
  const schedule = log.scheduleId ? await deps.schedules.get(log.userId, log.scheduleId) : undefined;
  const flags: Record<EscalationReason, boolean> = {
    missed: schedule?.escalateOnNoAnswer ?? true,
    failed: schedule?.escalateOnNoAnswer ?? true,
    emergency: schedule?.escalateOnEmergency ?? true,
    concerning: schedule?.escalateOnConcerning ?? false,
    unclear: schedule?.escalateOnUnknown ?? true,
    unrecorded: true,
  };
  // A call-in hung up before any answer was no missed call: nothing escalates (the schedule's own calls go on).
  const hungUpCallIn = log.kind === 'call-in' && !answered;
  const escalate = log.kind !== 'test' && !hungUpCallIn && reason !== undefined && flags[reason];
  await deps.callLogs.patch(log.userId, log.id, {
    status,
    ...(health ? { healthStatus: health } : {}),
    ...(assessment ? { aiNotes: assessment.aiNotes } : {}),
    ...(answered ? {} : { aiNotes: hungUpCallIn ? CALL_IN_HUNG_UP_NOTE : input.outcome === 'failed' ? FAILED_NOTE : NO_ANSWER_NOTE }),
    responseData: { escalationReason: reason, escalated: escalate, ...(assessment ? { assessedBy: 'built-in' } : {}) },
  });
  // For those who asked: the check-in's notes by email (off by default; once per check-in).
  await notifyQuietly('CheckInEmail', log.id, () => tellAccountHolderAfterCheckIn(deps, input));
  return { escalate, reason: reason ?? 'none' };
}

/** The next active contact, by priority, who has not been called for this check-in yet. */
export async function findNextContact(deps: CheckInDeps, input: { userId: string; callLogId: string }) {
  const [contacts, called] = await Promise.all([
    deps.contacts.list(input.userId),
    deps.callLogs.listEscalations(input.userId, input.callLogId),
  ]);
  const done = new Set(called.map((e) => e.contactId));
  const next = contacts
    .filter((c) => c.isActive && !done.has(c.id))
    .sort((a, b) => a.priority - b.priority || a.createdAt.localeCompare(b.createdAt))[0];
  return next ? { found: true, contactId: next.id } : { found: false };
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

const escalationIdOf = (log: CallLog, contactId: string) => stableId(new Date(log.callTime), `${log.id}/${contactId}`);
const asReason = (reason: string | undefined): EscalationReason | undefined =>
  reason && reason !== 'none' ? (reason as EscalationReason) : undefined;

/** Calls one contact; every contact call is an escalation log linked to the call log. */
export async function callContact(
  deps: CheckInDeps,
  input: { userId: string; callLogId: string; contactId: string; taskToken: string; reason?: string },
) {
  const [log, contact] = await Promise.all([
    callLogOrFail(deps, input.userId, input.callLogId),
    deps.contacts.get(input.userId, input.contactId),
  ]);
  const escalationId = escalationIdOf(log, input.contactId);
  if (!contact) {
    // Deleted since it was chosen: log it as skipped so the next contact is tried.
    await deps.callLogs.addEscalation(escalation(log, escalationId, input.contactId, '', deps, 'skipped'));
    await deps.tasks.succeed(input.taskToken, { reached: false });
    return { placed: false };
  }
  const { ref, created } = await deps.callRefs.createOrGet({
    ref: contactRef(escalationId),
    kind: 'contact-alert',
    userId: log.userId,
    callLogId: log.id,
    test: false,
    contactId: contact.id,
    escalationLogId: escalationId,
    ...(asReason(input.reason) ? { reason: asReason(input.reason) } : {}),
    taskToken: input.taskToken,
    step: 0,
    silences: 0,
    createdAt: deps.clock.now().toISOString(),
  });
  const existing = (await deps.callLogs.listEscalations(log.userId, log.id)).find((e) => e.id === escalationId);
  if (!existing) await deps.callLogs.addEscalation(escalation(log, escalationId, contact.id, contact.phoneNumber, deps, 'initiated'));
  try {
    const callSid = await dialOnce(deps, ref, created, { to: contact.phoneNumber, kind: 'contact-alert' });
    if (callSid) await deps.callLogs.addEscalation({ ...escalation(log, escalationId, contact.id, contact.phoneNumber, deps, 'ringing'), callSid });
    return { placed: callSid !== undefined };
  } catch (error) {
    await deps.callLogs.addEscalation(escalation(log, escalationId, contact.id, contact.phoneNumber, deps, 'failed'));
    throw error;
  }
}

function escalation(log: CallLog, id: string, contactId: string, phoneNumber: string, deps: CheckInDeps, status: string): EscalationLog {
  return { id, userId: log.userId, callLogId: log.id, contactId, phoneNumber, callTime: deps.clock.now().toISOString(), status };
}

/**
 * Nobody confirmed by phone: every active contact gets a text with the same facts. Each text has
 * its own outcome in the escalation log; a refused one (a landline: Twilio 21614) never stops the
 * others. Texts that failed for a passing reason make the task fail after the others were sent,
 * so its retry sends those only.
 */
export async function textAllContacts(deps: CheckInDeps, input: { userId: string; callLogId: string; reason?: string }) {
  const log = await callLogOrFail(deps, input.userId, input.callLogId);
  const [contacts, facts, logged] = await Promise.all([
    deps.contacts.list(input.userId),
    alertFacts(deps, log, asReason(input.reason)),
    deps.callLogs.listEscalations(input.userId, input.callLogId),
  ]);
  const body = alertSms(facts);
  const settled = new Set(logged.filter((e) => e.status === 'texted' || e.status === 'text-refused').map((e) => e.contactId));
  const outcomes = await Promise.all(
    contacts
      .filter((c) => c.isActive && !settled.has(c.id))
      .map(async (contact) => {
        const id = stableId(new Date(log.callTime), `${log.id}/${contact.id}/sms`);
        const record = (status: string, notes: string) =>
          deps.callLogs.addEscalation({ ...escalation(log, id, contact.id, contact.phoneNumber, deps, status), notes });
        try {
          await deps.telephony.sendSms(contact.phoneNumber, deps.calling.fromNumber, body);
        } catch (error) {
          const final = (error as { retryable?: boolean }).retryable === false;
          await record(final ? 'text-refused' : 'text-failed', final ? 'The text was refused: this number cannot receive texts.' : 'The text could not be sent; trying again.');
          return final ? 'refused' : 'failed';
        }
        await record('texted', 'Text message sent: nobody confirmed by phone.');
        return 'sent';
      }),
  );
  const sent = outcomes.filter((o) => o === 'sent').length + logged.filter((e) => e.status === 'texted').length;
  await deps.callLogs.patch(log.userId, log.id, { responseData: { textedContacts: sent } });
  const failed = outcomes.filter((o) => o === 'failed').length;
  if (failed) throw Object.assign(new Error(`${failed} text(s) could not be sent`), { name: 'TextsNotSent' });
  // Escalation ends here: the account holder is told who was reached (once per check-in).
  await notifyQuietly('AlertEmail', log.id, () => tellAccountHolderContactsWereAlerted(deps, input));
  return { sent };
}
