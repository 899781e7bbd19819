import { defaultCallLanguage } from '@/shared/language.ts';
import { emergencyNumber } from '@/shared/phone.ts';
import { newId } from '../ids.ts';
import type { CallInInput, CallLog, CallSchedule } from '../model.ts';
import { callAnswered } from './call-webhooks.ts';
import { checkInRef } from './call-ref.ts';
import type { CheckInDeps } from '../ports/deps.ts';
import type { Deps } from '../ports/deps.ts';
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

/**
 * The active schedule calling this number. Several (two accounts, or one account with two
 * schedules for one person): the one whose next call is soonest, so the call-in counts for it.
 */
export async function scheduleOfCaller(deps: Deps, from: string): Promise<CallSchedule | undefined> {
  const active = (await deps.schedules.findByPhone(from)).filter((s) => s.isActive && s.phoneNumber === from);
  const next = (s: CallSchedule) => (s.nextCallDate ? Date.parse(s.nextCallDate) : Number.POSITIVE_INFINITY);
  return active.sort((a, b) => next(a) - next(b))[0];
}

/**
 * The incoming-call webhook. A known caller gets a call log, a call reference (the one a
 * scheduled call's first attempt would have, so every webhook and progress check finds it) and a
 * workflow execution that waits for the call's end; then the same greeting as an outgoing call.
 * A repeated request for the same CallSid finds what the first one made.
 */
export async function callInAnswered(deps: CheckInDeps, call: { callSid: string; from: string }): Promise<{ prompt: Prompt; ref?: string }> {
  const existing = await deps.callLogs.findByCallSid(call.callSid);
  if (existing?.kind === 'call-in') {
    const ref = checkInRef(existing.id, 1);
    return { prompt: await callAnswered(deps, ref), ref };
  }
  const schedule = /^\+[1-9]\d{6,14}$/.test(call.from) ? await scheduleOfCaller(deps, call.from) : undefined;
  // Nothing is recorded about a caller we do not know.
  if (!schedule) return { prompt: unknownCaller(call.from) };

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
  await deps.callRefs.createOrGet({
    ref,
    kind: 'check-in',
    userId: log.userId,
    callLogId: log.id,
    test: false,
    attempt: 1,
    // Nothing waits for an incoming call to ring: it is live already.
    taskToken: '',
    rang: true,
    ringReported: true,
    callSid: call.callSid,
    step: 0,
    silences: 0,
    createdAt: now.toISOString(),
  });
  const input: CallInInput = { kind: 'call-in', userId: log.userId, callLogId: log.id, ref };
  await deps.workflow.start(input, `call-in-${call.callSid}`);
  return { prompt: await callAnswered(deps, ref), ref };
}

/** The call reference of an incoming call, from its CallSid (status callbacks carry no ref). */
export async function callInRefOf(deps: CheckInDeps, callSid: string | undefined): Promise<string | undefined> {
  if (!callSid) return undefined;
  const log = await deps.callLogs.findByCallSid(callSid);
  return log?.kind === 'call-in' ? checkInRef(log.id, 1) : undefined;
}
