import type { CallLog } from '../model.ts';
import type { CallRef } from './call-ref.ts';
import { turnsOf } from './step-support.ts';

// When a check-in's recording is also sent to Amazon Transcribe (docs/transcription.md). The
// assessment reads the answers the call's own speech recognition returned, so a second transcript
// of a plain call adds nothing anyone reads, at $0.024 a minute. It is worth its price only where a
// person will read what was said and the call's recognition may have missed some of it.

/** Answers the recognizer did not catch: said nothing twice, or asked for the question again. */
const MISSED = new Set(['[silence]', '[asked to repeat]']);

export function transcriptionAdds(log: CallLog, ref: Pick<CallRef, 'emergency' | 'test'>): boolean {
  // A test call is the account holder trying the service: nobody reviews it.
  if (ref.test || log.kind === 'test') return false;
  // An emergency: contacts and the account holder read the call; the words around the alarm matter.
  if (ref.emergency || log.responseData?.emergencyHeard === true) return true;
  // A question went unanswered as far as the recognizer knows: the recording is the only record of
  // what was said there (mumbled, far from the phone, a noise), and it is what makes a call unclear.
  return turnsOf(log).some((t) => t.speaker === 'person' && MISSED.has(t.text));
}
