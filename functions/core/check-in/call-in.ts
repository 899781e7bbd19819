import { defaultCallLanguage } from '@/shared/language.ts';
import { emergencyNumber } from '@/shared/phone.ts';
import type { CallInInput, CallLog, CallSchedule } from '../model.ts';
import { callAnswered } from './call-webhooks.ts';
import { callbackRef, checkInRef } from './call-ref.ts';
import { asReason, CALLED_BACK_NOTE, escalation } from './step-support.ts';
import { newId, stableId } from '../ids.ts';
import type { CheckInDeps } from '../ports/deps.ts';
import { alertToHear, scheduleOfCaller } from './alerts-to-hear.ts';
import type { Prompt } from './conversation.ts';
import { phrasesFor } from './call-phrases.ts';
import { callVoice, likelyLanguageOf } from './call-voice.ts';

// Calling in (docs/check-in-call.md): a person whose number
// belongs to an active schedule may call the CareCall number and hold the same check-in. The call
// is a call log of kind "call-in" run by the same workflow (it waits for this call's end, assesses,
// records and escalates), and the same conversation webhooks with the same call reference layout.

/**
 * What a caller we do not know hears. No schedule chose a language, so the one their number's
 * country most likely speaks (English where that is not clear), in that country's voice.
 */
export function unknownCaller(from: string): Prompt {
  const call = emergencyNumber(from).split('').join(' ');
  const language = likelyLanguageOf(from);
  const words = phrasesFor(language);
  return { say: [words.unknownCaller, words.emergency.callNumber(call)], hangUp: true, voice: callVoice(language, from) };
}

/** The call reference fields of a call someone made to CareCall: nothing waits for it to ring, it is live already. */
const liveCall = (callSid: string, now: Date) =>
  ({ test: false, taskToken: '', rang: true, ringReported: true, callSid, step: 0, silences: 0, createdAt: now.toISOString() }) as const;

/**
 * The incoming-call webhook. A known caller gets a call log, a call reference (the one a
 * scheduled call's first attempt would have, so every webhook and progress check finds it) and a
 * workflow execution that waits for the call's end; then the same greeting as an outgoing call.
 * A repeated request for the same CallSid finds what the first one made.
 */
export async function callInAnswered(deps: CheckInDeps, call: { callSid: string; from: string }): Promise<{ prompt: Prompt; ref?: string; recorded?: boolean }> {
  const existing = await deps.callLogs.findByCallSid(call.callSid);
  if (existing?.kind === 'call-in') {
    const ref = checkInRef(existing.id, 1);
    return { prompt: await callAnswered(deps, ref), ref, recorded: true };
  }
  const known = /^\+[1-9]\d{6,14}$/.test(call.from);
  const schedule = known ? await scheduleOfCaller(deps, call.from) : undefined;
  // Nothing is recorded about a caller we do not know.
  if (!schedule) return (known && (await contactCallingBack(deps, call))) || { prompt: unknownCaller(call.from) };
  // Also a contact alerted about someone else's check-in that nobody has confirmed yet: that alert is
  // the likelier reason to call now, and the one that cannot wait. Once confirmed, it is their own.
  const alert = await contactCallingBack(deps, call, schedule);
  if (alert) return alert;

  const now = deps.clock.now();
  const log: CallLog = {
    id: newId(now),
    userId: schedule.userId,
    kind: 'call-in',
    scheduleId: schedule.id,
    callSid: call.callSid,
    phoneNumber: schedule.phoneNumber,
    // Held in the schedule's language, as its scheduled calls are.
    language: schedule.language ?? defaultCallLanguage,
    callTime: now.toISOString(),
    status: 'initiated',
  };
  await deps.callLogs.create(log);
  const ref = checkInRef(log.id, 1);
  await deps.callRefs.createOrGet({ ...liveCall(call.callSid, now), ref, kind: 'check-in', userId: log.userId, callLogId: log.id, attempt: 1 });
  const input: CallInInput = { kind: 'call-in', userId: log.userId, callLogId: log.id, ref };
  await deps.workflow.start(input, `call-in-${call.callSid}`);
  return { prompt: await callAnswered(deps, ref), ref, recorded: true };
}

/**
 * A contact we alerted in the last day is calling back (the alert call was missed, or they read
 * the text): they hear the alert again, in the schedule's language, and may confirm that they will
 * go, which ends the escalation (find-next-contact.ts). The call is an escalation item of that
 * check-in; it is not recorded, and no workflow task waits on it. Of several alerts (a contact for
 * both parents), the newest that nobody has confirmed is heard, not one already in hand. A caller
 * who is also a schedule's person (`ownSchedule`) hears one only while nobody has confirmed it, and
 * never about their own check-in.
 */
async function contactCallingBack(
  deps: CheckInDeps,
  call: { callSid: string; from: string },
  ownSchedule?: CallSchedule,
): Promise<{ prompt: Prompt; ref: string } | undefined> {
  if (!call.callSid) return undefined;
  // A repeated webhook for this call finds what the first one made.
  const repeated = await deps.callRefs.get(callbackRef(call.callSid));
  if (repeated) return { prompt: await callAnswered(deps, repeated.ref), ref: repeated.ref };
  const now = deps.clock.now();
  const found = await alertToHear(deps, call.from, ownSchedule);
  if (!found) return undefined;
  const { note, log } = found;
  const ref = callbackRef(call.callSid);
  const escalationLogId = stableId(now, `${log.id}/${note.contactId}/callback/${call.callSid}`);
  await deps.callRefs.createOrGet({
    ...liveCall(call.callSid, now),
    ref,
    kind: 'contact-alert',
    callback: true,
    from: call.from,
    userId: log.userId,
    callLogId: log.id,
    contactId: note.contactId,
    escalationLogId,
    ...(asReason(note.reason) ? { reason: asReason(note.reason) } : {}),
  });
  await deps.callLogs.addEscalation({
    ...escalation(log, escalationLogId, note.contactId, call.from, deps, 'called-back'),
    callSid: call.callSid,
    notes: CALLED_BACK_NOTE,
  });
  return { prompt: await callAnswered(deps, ref), ref };
}

/** The call reference of an incoming call, from its CallSid (status callbacks carry no ref). */
export async function callInRefOf(deps: CheckInDeps, callSid: string | undefined): Promise<string | undefined> {
  if (!callSid) return undefined;
  const log = await deps.callLogs.findByCallSid(callSid);
  if (log?.kind === 'call-in') return checkInRef(log.id, 1);
  return (await deps.callRefs.get(callbackRef(callSid)))?.ref;
}
