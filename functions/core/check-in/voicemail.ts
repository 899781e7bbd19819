import { webhookUrl } from '../ports/telephony.ts';
import type { CheckInDeps } from '../ports/deps.ts';
import { defaultCallLanguage, type CallLanguage } from '@/shared/language.ts';
import { phrasesFor } from './call-phrases.ts';
import { callVoice } from './call-voice.ts';
import { alertMessage, firstNameOf, type Prompt } from './conversation.ts';
import { alertFacts } from './step-support.ts';

// Voicemail (docs/check-in-call.md). Calls use Twilio's
// asynchronous answering-machine detection with DetectMessageEnd: the AMD callback comes after the
// greeting's beep, and the call is then pointed at the `voicemail` webhook, whose TwiML is what
// the machine records. The call still counts as not answered (the retry and escalation go on).

const END: Prompt = { say: [], hangUp: true };

/** What the person's voicemail is told: who called, never anything about their health. */
export function personVoicemail(personName: string | undefined, willRetry: boolean, language: CallLanguage = defaultCallLanguage): Prompt {
  return { say: [phrasesFor(language).voicemail.person(firstNameOf(personName), willRetry)], hangUp: true };
}

/** A contact's voicemail gets the alert as they would hear it live; the next contact is called. */
export const CONTACT_VOICEMAIL_CLOSE = phrasesFor('en').voicemail.contactClose;

/**
 * The AMD callback. A machine that reached the end of its greeting gets a message (the call is
 * redirected to the `voicemail` webhook); a fax or a machine whose greeting never ended is hung up
 * on. Either way the call is marked as a machine, so its end counts as no answer.
 */
export async function machineAnswered(deps: CheckInDeps, refId: string, answeredBy: string | undefined, callSid: string | undefined): Promise<void> {
  if (!answeredBy || !/^(machine|fax)/.test(answeredBy)) return;
  const ref = await deps.callRefs.get(refId);
  if (!ref || ref.machine) return; // a repeated callback: the message is already on its way
  const updated = await deps.callRefs.update(ref.ref, { machine: true });
  const sid = updated.callSid ?? callSid;
  if (!sid) return;
  if (answeredBy.startsWith('machine_end')) {
    await deps.telephony.redirectCall(sid, webhookUrl(deps.calling.webhookBaseUrl, 'voicemail', ref.ref));
  } else {
    await deps.telephony.hangUp(sid);
  }
}

/** The `voicemail` webhook: the message left after the beep, then the call ends. */
export async function voicemailMessage(deps: CheckInDeps, refId: string): Promise<Prompt> {
  const ref = await deps.callRefs.get(refId);
  if (!ref?.machine) return END;
  const log = await deps.callLogs.get(ref.userId, ref.callLogId);
  if (!log) return END;
  if (ref.kind === 'contact-alert') {
    // In the schedule's language, in a voice that speaks it.
    const facts = await alertFacts(deps, log, ref.reason);
    const language = facts.language ?? defaultCallLanguage;
    return { say: [alertMessage(facts), phrasesFor(language).voicemail.contactClose], hangUp: true, voice: callVoice(language, log.phoneNumber) };
  }
  const schedule = log.scheduleId ? await deps.schedules.get(log.userId, log.scheduleId) : undefined;
  const language = log.language ?? schedule?.language ?? defaultCallLanguage;
  await deps.callLogs.patch(log.userId, log.id, { responseData: { voicemailLeft: true } });
  // Only the first attempt is followed by a retry (docs/safety.md: twice at most per slot).
  return { ...personVoicemail(schedule?.personName, (ref.attempt ?? 1) < 2, language), voice: callVoice(language, log.phoneNumber) };
}
