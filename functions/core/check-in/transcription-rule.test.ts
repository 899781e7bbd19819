import { describe, expect, it } from 'vitest';
import type { CallLog } from '../model.ts';
import { transcriptionAdds } from './transcription-rule.ts';

// Which recordings go to Amazon Transcribe (docs/transcription.md): only where a person will read
// the call and its own speech recognition may have missed something.

const log = (extra: Partial<CallLog> = {}): CallLog =>
  ({ id: 'c1', userId: 'u1', kind: 'scheduled', phoneNumber: '+14165550142', callTime: '2026-11-23T14:00:00.000Z', status: 'answered', ...extra }) as CallLog;
const turns = (...answers: string[]) => ({
  turns: answers.flatMap((text, i) => [
    { speaker: 'system', text: `Question ${i + 1}` },
    { speaker: 'person', text },
  ]),
});
const ref = { emergency: false, test: false };

describe('when a recording is transcribed', () => {
  it('not for a plain check-in whose answers were all heard (the assessment reads them already)', () => {
    expect(transcriptionAdds(log({ responseData: turns('I feel fine', 'No pain', 'Yes', 'Nothing, thanks') }), ref)).toBe(false);
    expect(transcriptionAdds(log({ responseData: turns('[pressed 1]', 'No') }), ref)).toBe(false);
  });

  it('for an emergency, flagged on the call reference or on the call log', () => {
    expect(transcriptionAdds(log({ responseData: turns('I fell and cannot get up') }), { ...ref, emergency: true })).toBe(true);
    expect(transcriptionAdds(log({ responseData: { ...turns('Help'), emergencyHeard: true } }), ref)).toBe(true);
  });

  it('for a call where a question went unheard (silence, or asked again until the call moved on)', () => {
    expect(transcriptionAdds(log({ responseData: turns('I feel fine', '[silence]') }), ref)).toBe(true);
    expect(transcriptionAdds(log({ responseData: turns('[asked to repeat]', 'No') }), ref)).toBe(true);
  });

  it('never for a test call, whatever was said', () => {
    expect(transcriptionAdds(log({ kind: 'test', responseData: { ...turns('[silence]'), emergencyHeard: true } }), ref)).toBe(false);
    expect(transcriptionAdds(log({ responseData: turns('[silence]') }), { emergency: true, test: true })).toBe(false);
  });
});
