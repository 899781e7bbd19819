import { formatPhone } from '../../../shared/phone.ts';
import { formatInTimezone } from '../../../shared/schedule-time.ts';
import { stableId } from '../ids.ts';
import type { CallLog, EscalationLog } from '../model.ts';
import type { AssessmentTurn } from '../telephony-ports.ts';
import { checkInRef, contactRef } from './call-ref.ts';
import type { CheckInDeps } from './check-in-deps.ts';
import { alertSms, type AlertFacts, type EscalationReason } from './conversation.ts';

// One use case per Task state of the check-in workflow (functions/workflow/ holds the thin Lambda
// handlers). Inputs and outputs are ids, attempt numbers and decisions; health data stays in storage.

export type CallOutcome = 'answered' | 'no-answer' | 'failed';

async function callLogOrFail(deps: CheckInDeps, userId: string, callLogId: string): Promise<CallLog> {
  const log = await deps.callLogs.get(userId, callLogId);
  if (!log) throw Object.assign(new Error(`Call log ${callLogId} not found`), { name: 'CallLogMissing' });
  return log;
}

export function turnsOf(log: CallLog): AssessmentTurn[] {
  return ((log.responseData?.turns as AssessmentTurn[] | undefined) ?? []).filter((t) => typeof t?.text === 'string');
}

/** Dials the check-in call; a retry of this task re-uses the call already placed for this attempt. */
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
  if (!created && ref.callSid) return { callSid: ref.callSid, placed: false };
  const { callSid } = await deps.telephony.placeCall({
    to: log.phoneNumber,
    from: deps.calling.fromNumber,
    webhookBaseUrl: deps.calling.webhookBaseUrl,
    reference: ref.ref,
    kind: 'check-in',
  });
  await deps.callRefs.update(ref.ref, { callSid });
  // A new attempt starts a fresh conversation on the same call log.
  await deps.callLogs.patch(log.userId, log.id, { callSid, transcription: undefined, responseData: { turns: [] } });
  return { callSid, placed: true };
}

/** Assesses what was said, with the configured assessor (Bedrock, falling back to built-in rules). */
export async function assessWellbeing(deps: CheckInDeps, input: { userId: string; callLogId: string }) {
  const log = await callLogOrFail(deps, input.userId, input.callLogId);
  const assessment = await deps.assessor.assess(turnsOf(log));
  await deps.callLogs.patch(log.userId, log.id, {
    healthStatus: assessment.healthStatus,
    aiNotes: assessment.aiNotes,
    responseData: { signals: assessment.signals, assessedBy: assessment.source ?? 'built-in' },
  });
  return {};
}

const NO_ANSWER_NOTE = 'No answer: the call was not picked up, after two tries.';
const FAILED_NOTE = 'The call could not be placed, after two tries.';

/**
 * Records the outcome on the call log and decides, from the schedule's four flags, whether the
 * contacts are called. A test call never escalates.
 */
export async function recordOutcome(deps: CheckInDeps, input: { userId: string; callLogId: string; outcome: CallOutcome }) {
  const log = await callLogOrFail(deps, input.userId, input.callLogId);
  const answered = input.outcome === 'answered';
  const status = answered ? 'answered' : input.outcome === 'failed' ? 'failed' : 'no-answer';
  const health = answered ? (log.healthStatus ?? 'unknown') : undefined;
  const reason: EscalationReason | undefined = !answered
    ? 'missed'
    : health === 'emergency'
      ? 'emergency'
      : health === 'concerning'
        ? 'concerning'
        : health === 'unknown'
          ? 'unclear'
          : undefined;
  const schedule = log.scheduleId ? await deps.schedules.get(log.userId, log.scheduleId) : undefined;
  const flags = {
    missed: schedule?.escalateOnNoAnswer ?? true,
    emergency: schedule?.escalateOnEmergency ?? true,
    concerning: schedule?.escalateOnConcerning ?? false,
    unclear: schedule?.escalateOnUnknown ?? true,
  };
  const escalate = log.kind !== 'test' && reason !== undefined && flags[reason];
  await deps.callLogs.patch(log.userId, log.id, {
    status,
    ...(health ? { healthStatus: health } : {}),
    ...(answered ? {} : { aiNotes: input.outcome === 'failed' ? FAILED_NOTE : NO_ANSWER_NOTE }),
    responseData: { escalationReason: reason, escalated: escalate },
  });
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

export async function alertFacts(deps: CheckInDeps, log: CallLog): Promise<AlertFacts> {
  const [user, schedule] = await Promise.all([
    deps.users.get(log.userId),
    log.scheduleId ? deps.schedules.get(log.userId, log.scheduleId) : undefined,
  ]);
  return {
    accountHolder: user ? `${user.firstName} ${user.lastName}` : 'a CareCall customer',
    personPhone: formatPhone(log.phoneNumber),
    reason: (log.responseData?.escalationReason as EscalationReason | undefined) ?? 'missed',
    when: formatInTimezone(new Date(log.callTime), schedule?.timezone ?? 'UTC'),
  };
}

/** Calls one contact; every contact call is an escalation log linked to the call log. */
export async function callContact(deps: CheckInDeps, input: { userId: string; callLogId: string; contactId: string; taskToken: string }) {
  const [log, contact] = await Promise.all([
    callLogOrFail(deps, input.userId, input.callLogId),
    deps.contacts.get(input.userId, input.contactId),
  ]);
  const escalationId = stableId(new Date(log.callTime), `${log.id}/${input.contactId}`);
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
    taskToken: input.taskToken,
    step: 0,
    silences: 0,
    createdAt: deps.clock.now().toISOString(),
  });
  if (!created && ref.callSid) return { placed: false };
  const existing = (await deps.callLogs.listEscalations(log.userId, log.id)).find((e) => e.id === escalationId);
  if (!existing) await deps.callLogs.addEscalation(escalation(log, escalationId, contact.id, contact.phoneNumber, deps, 'initiated'));
  try {
    const { callSid } = await deps.telephony.placeCall({
      to: contact.phoneNumber,
      from: deps.calling.fromNumber,
      webhookBaseUrl: deps.calling.webhookBaseUrl,
      reference: ref.ref,
      kind: 'contact-alert',
    });
    await deps.callRefs.update(ref.ref, { callSid });
    await deps.callLogs.addEscalation({ ...escalation(log, escalationId, contact.id, contact.phoneNumber, deps, 'ringing'), callSid });
    return { placed: true };
  } catch (error) {
    await deps.callLogs.addEscalation(escalation(log, escalationId, contact.id, contact.phoneNumber, deps, 'failed'));
    throw error;
  }
}

function escalation(log: CallLog, id: string, contactId: string, phoneNumber: string, deps: CheckInDeps, status: string): EscalationLog {
  return { id, userId: log.userId, callLogId: log.id, contactId, phoneNumber, callTime: deps.clock.now().toISOString(), status };
}

/** Nobody confirmed by phone: every active contact gets a text with the same facts. */
export async function textAllContacts(deps: CheckInDeps, input: { userId: string; callLogId: string }) {
  const log = await callLogOrFail(deps, input.userId, input.callLogId);
  const [contacts, facts] = await Promise.all([deps.contacts.list(input.userId), alertFacts(deps, log)]);
  const body = alertSms(facts);
  const already = new Set(
    (await deps.callLogs.listEscalations(log.userId, log.id)).filter((e) => e.status === 'texted').map((e) => e.contactId),
  );
  let sent = 0;
  for (const contact of contacts.filter((c) => c.isActive && !already.has(c.id))) {
    await deps.telephony.sendSms(contact.phoneNumber, deps.calling.fromNumber, body);
    await deps.callLogs.addEscalation({
      ...escalation(log, stableId(new Date(log.callTime), `${log.id}/${contact.id}/sms`), contact.id, contact.phoneNumber, deps, 'texted'),
      notes: 'Text message sent: nobody confirmed by phone.',
    });
    sent++;
  }
  await deps.callLogs.patch(log.userId, log.id, { responseData: { textedContacts: sent } });
  return { sent };
}
