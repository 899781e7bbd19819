import { callLanguageOf } from '../assessment/call-language.ts';
import type { CallRef } from './call-ref.ts';
import type { CheckInDeps } from '../ports/deps.ts';
import {
  alertAnotherWaiting, alertConfirmed, alertGreeting, alertNotConfirmed, emergencyReply, greeting, isConfirmation, question, questionText, type Prompt,
} from './conversation.ts';
import { callVoice } from './call-voice.ts';
import { isRepeatRequest, MAX_REPEATS } from './repeat-request.ts';
import { defaultCallLanguage, type CallLanguage } from '@/shared/language.ts';
import { transcriptionAdds } from './transcription-rule.ts';
import { alertFacts, CALLED_BACK_CONFIRMED_NOTE, turnsOf } from './step-support.ts';
import { reportResult, reportRinging } from './call-results.ts';
import { emergencyNumber } from '@/shared/phone.ts';
import type { CallLog } from '../model.ts';
import { tellAccountHolderContactsWereAlerted } from '../account-notifications.ts';
import { errorName, log } from '../log.ts';
import { recordingId } from './recording-transcript.ts';
import { anotherAlertWaiting } from './alerts-to-hear.ts';
import { loadBuiltInAssessor } from '#assessors';

/** An email that cannot be sent never fails the call: it is logged (ids only) and the call goes on. */
async function tellAccountHolderQuietly(deps: CheckInDeps, ref: CallRef): Promise<void> {
  try {
    await tellAccountHolderContactsWereAlerted(deps, { userId: ref.userId, callLogId: ref.callLogId, ...(ref.reason ? { reason: ref.reason } : {}) });
  } catch (error) {
    log.error('Alert email failed', { operation: 'AlertEmail', callLogId: ref.callLogId, error: errorName(error) });
  }
}

// What happens when the telephone network reports back (Twilio webhooks, or the simulator):
// the conversation one answer at a time, and the call's end completing the waiting workflow task.
// Twilio retries webhooks; each step is safe to repeat.

const END: Prompt = { say: [], hangUp: true };

async function refOrNull(deps: CheckInDeps, ref: string): Promise<CallRef | undefined> {
  return deps.callRefs.get(ref);
}

/** The call was answered: greet, and ask the first question (or give the alert). */
export async function callAnswered(deps: CheckInDeps, refId: string): Promise<Prompt> {
  const ref = await refOrNull(deps, refId);
  if (!ref || ref.machine) return END;
  if (ref.kind === 'contact-alert') return alertPrompt(deps, ref, false);
  const log = await deps.callLogs.get(ref.userId, ref.callLogId);
  const language = await languageOfCall(deps, log);
  // a repeated request: carry on where we are
  if (ref.step > 0) return spoken(question(ref.step, false, language), language, log);
  return spoken(greeting(ref.test, await personNameOf(deps, ref), language, log?.kind === 'call-in'), language, log);
}

/** The call's language: the call log's (copied from its schedule when the call began), else the schedule's, else English. */
async function languageOfCall(deps: CheckInDeps, log: CallLog | undefined): Promise<CallLanguage> {
  if (log?.language) return log.language;
  if (!log?.scheduleId) return defaultCallLanguage;
  return (await deps.schedules.get(log.userId, log.scheduleId))?.language ?? defaultCallLanguage;
}

/** A prompt in the call's voice: recognition and speech in its language, the variant chosen by the person's number. */
const spoken = (prompt: Prompt, language: CallLanguage, log: CallLog | undefined): Prompt => ({
  ...prompt,
  voice: callVoice(language, log?.phoneNumber),
});

/** The alert to a contact (or, `again`, the question once more), in the schedule's language. */
export async function alertPrompt(deps: CheckInDeps, ref: CallRef, again: boolean): Promise<Prompt> {
  const log = await deps.callLogs.get(ref.userId, ref.callLogId);
  if (!log) return END;
  const facts = await alertFacts(deps, log, ref.reason);
  return spoken(alertGreeting(facts, again, ref.callback === true), facts.language ?? defaultCallLanguage, log);
}

/**
 * The name of the person called, read from their schedule (never carried in workflow payloads).
 * A test call has no schedule: it takes the name of a schedule calling the same number, if any.
 */
async function personNameOf(deps: CheckInDeps, ref: CallRef): Promise<string | undefined> {
  const log = await deps.callLogs.get(ref.userId, ref.callLogId);
  if (!log) return undefined;
  if (log.scheduleId) return (await deps.schedules.get(log.userId, log.scheduleId))?.personName;
  const schedules = await deps.schedules.list(log.userId);
  return schedules.find((s) => s.phoneNumber === log.phoneNumber && s.personName)?.personName;
}

/** An answer (words, a key, or silence) to question `step`. */
export async function answerHeard(
  deps: CheckInDeps,
  refId: string,
  step: number,
  heard: { speech?: string; digits?: string },
): Promise<Prompt> {
  const ref = await refOrNull(deps, refId);
  // A machine's greeting heard as an answer is no answer (voicemail.ts leaves the message).
  if (!ref || ref.machine) return END;
  const speech = heard.speech?.trim();
  const digits = heard.digits?.trim();
  const silent = !speech && !digits;

  if (ref.kind === 'contact-alert') return contactAnswer(deps, ref, speech, digits);

  const callLog = await deps.callLogs.get(ref.userId, ref.callLogId);
  const language = await languageOfCall(deps, callLog);
  const say = (prompt: Prompt) => spoken(prompt, language, callLog);
  // A retried webhook for a question already answered: repeat where the call is now.
  if (step < ref.step) return say(question(ref.step, false, language));
  if (silent) {
    if (ref.silences === 0) {
      await deps.callRefs.update(ref.ref, { silences: 1 });
      return say(question(step, true, language));
    }
    await deps.callRefs.update(ref.ref, { step: step + 1, silences: 0, repeats: 0 });
    await deps.callLogs.appendTurns(ref.userId, ref.callLogId, [{ speaker: 'system', text: questionText(step, language) }, { speaker: 'person', text: '[silence]' }]);
    return say(question(step + 1, false, language));
  }

  // "Pardon?" or the star key: the question again, not an answer. After MAX_REPEATS the call
  // moves on; the transcript says the question was asked to be repeated (the assessor skips
  // bracketed sounds, so it is not read as an answer).
  if (isRepeatRequest(language, { speech, digits })) {
    const repeats = ref.repeats ?? 0;
    if (repeats < MAX_REPEATS) {
      await deps.callRefs.update(ref.ref, { repeats: repeats + 1 });
      return say(question(step, 'asked', language));
    }
    await deps.callRefs.update(ref.ref, { step: step + 1, silences: 0, repeats: 0 });
    await deps.callLogs.appendTurns(ref.userId, ref.callLogId, [{ speaker: 'system', text: questionText(step, language) }, { speaker: 'person', text: '[asked to repeat]' }]);
    return say(question(step + 1, false, language));
  }

  const answer = speech ?? `[pressed ${digits}]`;
  await deps.callLogs.appendTurns(ref.userId, ref.callLogId, [
    { speaker: 'system', text: questionText(step, language) },
    { speaker: 'person', text: answer },
  ]);
  await deps.callRefs.update(ref.ref, { step: step + 1, silences: 0, repeats: 0 });

  // A plainly stated emergency ends the questions and starts escalation at once.
  const log = await deps.callLogs.get(ref.userId, ref.callLogId);
  if (log && (await emergencyHeard(log))) {
    // Kept on the call log: no assessment after the call may lower it (docs/safety.md).
    await deps.callLogs.patch(ref.userId, ref.callLogId, { responseData: { emergencyHeard: true } });
    await deps.callRefs.update(ref.ref, { emergency: true });
    const contactsCalled = ref.test ? false : await contactsWillBeCalled(deps, log).catch(() => 'unknown' as const);
    // The result is stored before the reply; if telling the workflow fails now, the call's end
    // (status callback) tells it again, and a timed-out wait reads the stored result.
    await reportResult(deps, ref, { outcome: 'answered', emergency: true }).catch(() => undefined);
    return say(emergencyReply({ contactsCalled, test: ref.test, emergencyNumber: emergencyNumber(log.phoneNumber), language }));
  }
  return say(question(step + 1, false, language));
}

/**
 * The built-in reading of the answers so far. The assessor is loaded at the first answer it reads,
 * not at every webhook's cold start (the status and recording callbacks never use it): in a Lambda
 * it is a file beside the bundle. If it cannot be loaded or read, the call goes on (an error is
 * logged): the person is not cut off, and the assessment after the call reads every answer.
 */
async function emergencyHeard(callLog: CallLog): Promise<boolean> {
  try {
    const { assessTranscript } = await loadBuiltInAssessor();
    return assessTranscript(turnsOf(callLog), callLanguageOf(callLog)).healthStatus === 'emergency';
  } catch (error) {
    log.error('The built-in assessor could not read an answer during the call', { operation: 'ReadAnswer', callLogId: callLog.id, error: errorName(error) });
    return false;
  }
}

async function heardAnAnswer(deps: CheckInDeps, ref: CallRef): Promise<boolean> {
  const log = await deps.callLogs.get(ref.userId, ref.callLogId);
  return !!log && turnsOf(log).some((t) => t.speaker === 'person');
}

/** True when an emergency on this call makes the workflow call at least one contact. */
async function contactsWillBeCalled(deps: CheckInDeps, log: CallLog): Promise<boolean> {
  if (log.kind === 'test' || !log.scheduleId) return false;
  const [schedule, contacts] = await Promise.all([deps.schedules.get(log.userId, log.scheduleId), deps.contacts.list(log.userId)]);
  return (schedule?.escalateOnEmergency ?? true) && contacts.some((c) => c.isActive);
}

async function contactAnswer(deps: CheckInDeps, ref: CallRef, speech: string | undefined, digits: string | undefined): Promise<Prompt> {
  const log = await deps.callLogs.get(ref.userId, ref.callLogId);
  const language = await languageOfCall(deps, log);
  const say = (prompt: Prompt) => spoken(prompt, language, log);
  if (isConfirmation(speech, digits, language)) {
    await deps.callRefs.update(ref.ref, { confirmed: true });
    await markEscalation(deps, ref, { status: 'confirmed', notes: ref.callback ? CALLED_BACK_CONFIRMED_NOTE : 'Confirmed they will check on the person.' });
    await reportResult(deps, ref, { reached: true }).catch(() => undefined);
    // Escalation ends here: the account holder is told who was reached (once, after the workflow was told).
    await tellAccountHolderQuietly(deps, ref);
    if (await anotherWaiting(deps, ref)) return say({ say: alertAnotherWaiting(language, true), hangUp: true });
    return say({ say: [alertConfirmed(language)], hangUp: true });
  }
  if (ref.silences === 0) {
    await deps.callRefs.update(ref.ref, { silences: 1 });
    return alertPrompt(deps, ref, true);
  }
  if (await anotherWaiting(deps, ref)) return say({ say: alertAnotherWaiting(language, false), hangUp: true });
  return say({ say: [alertNotConfirmed(language, ref.callback === true)], hangUp: true });
}

/**
 * A contact calling back hears one alert per call: when another to them still waits for someone
 * to confirm (both parents alerted), the goodbye tells them to call again. A failed look-up only
 * loses that sentence, never the answer already recorded.
 */
async function anotherWaiting(deps: CheckInDeps, ref: CallRef): Promise<boolean> {
  if (!ref.callback || !ref.from) return false;
  return anotherAlertWaiting(deps, ref.from, ref.callLogId).catch(() => false);
}

const FINAL = new Set(['completed', 'busy', 'no-answer', 'failed', 'canceled']);
// Twilio reports `initiated` when it starts dialling (after its queue), then `ringing`; a call
// answered at once may skip straight to in-progress.
const RINGING = new Set(['ringing', 'in-progress', 'answered']);

/**
 * A status callback. Ringing ends the wait in the provider's queue; the call's end gives the
 * waiting workflow task its outcome. Errors propagate (5xx), so the provider sends it again.
 */
export async function callStatusChanged(
  deps: CheckInDeps,
  refId: string,
  status: { callStatus: string; callSid?: string; durationSeconds?: number },
): Promise<void> {
  const ref = await refOrNull(deps, refId);
  if (!ref) return;
  if (RINGING.has(status.callStatus)) return reportRinging(deps, ref, status.callSid);
  if (!FINAL.has(status.callStatus)) return;
  const answered = status.callStatus === 'completed' && !ref.machine;
  if (ref.kind === 'contact-alert') {
    await markEscalation(deps, ref, {
      ...(ref.confirmed ? {} : { status: ref.machine ? 'voicemail' : answered ? 'not-confirmed' : status.callStatus }),
      ...(status.durationSeconds !== undefined ? { duration: status.durationSeconds } : {}),
    });
    return reportResult(deps, ref, { reached: ref.confirmed === true });
  }
  if (answered && status.durationSeconds !== undefined) {
    await deps.callLogs.patch(ref.userId, ref.callLogId, { duration: status.durationSeconds });
  }
  // Picked up, but not one answer reached us (hung up at once, or the line failed before the first
  // answer): no check-in took place, so it is retried as an unanswered call, never assessed.
  const heardSomething = answered && (ref.emergency || (await heardAnAnswer(deps, ref)));
  const outcome = heardSomething ? 'answered' : status.callStatus === 'failed' ? 'failed' : 'no-answer';
  return reportResult(deps, ref, { outcome, ...(ref.emergency ? { emergency: true } : {}) });
}

/**
 * The recording is ready: CareCall keeps its own copy (in the cloud, the encrypted bucket, where
 * it is also transcribed when that adds something, see transcription-rule.ts; `transcriptionFinished`
 * stores the text), names it on the call log (never
 * in logs or the workflow), and only then deletes it from the provider. A repeated webhook finds the
 * copy and only deletes again; a failed delete answers 5xx (logged by the webhook) and the copy stays.
 */
export async function recordingReady(deps: CheckInDeps, refId: string, recordingUrl: string | undefined, recordingSid?: string): Promise<void> {
  const ref = await refOrNull(deps, refId);
  if (!ref || ref.kind !== 'check-in' || !recordingUrl) return;
  const log = await deps.callLogs.get(ref.userId, ref.callLogId);
  if (!log) return;
  if (!log.recordingKey) {
    const id = recordingId(ref.userId, ref.callLogId);
    if (deps.transcriber && transcriptionAdds(log, ref)) {
      // Transcribed in the language the call was held in, the variant its recognition used.
      const locale = callVoice(await languageOfCall(deps, log), log.phoneNumber).locale;
      const { jobName, recordingKey } = await deps.transcriber.start({ callLogId: id, recordingUrl, locale });
      await deps.callLogs.patch(ref.userId, ref.callLogId, { recordingKey, responseData: { transcriptionJob: jobName } });
    } else if (deps.transcriber) {
      // A plain call: kept for the family to play, not transcribed (transcription-rule.ts).
      const { recordingKey } = await deps.transcriber.keep({ callLogId: id, recordingUrl });
      await deps.callLogs.patch(ref.userId, ref.callLogId, { recordingKey });
    } else if (deps.recordingArchive) {
      const { recordingKey } = await deps.recordingArchive.copy({ id, recordingUrl });
      await deps.callLogs.patch(ref.userId, ref.callLogId, { recordingKey });
    } else {
      return; // nowhere to keep a copy: the provider's stays
    }
  }
  if (recordingSid) await deps.telephony.deleteRecording(recordingSid);
}

async function markEscalation(deps: CheckInDeps, ref: CallRef, changes: { status?: string; duration?: number; notes?: string }) {
  const existing = (await deps.callLogs.listEscalations(ref.userId, ref.callLogId)).find((e) => e.id === ref.escalationLogId);
  if (existing) await deps.callLogs.addEscalation({ ...existing, ...changes });
}
