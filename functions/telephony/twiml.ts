import { DEFAULT_VOICE, type CallVoice } from '../core/check-in/call-voice.ts';
import type { Prompt } from '../core/check-in/conversation.ts';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

// Slow, clear speech (docs/check-in-call.md): a calm neural voice of the call's language at a reduced rate.
const say = (voice: CallVoice) => (text: string) =>
  `<Say voice="${voice.voice}" language="${voice.locale}"><prosody rate="85%">${escape(text)}</prosody></Say>`;

/**
 * A Prompt as TwiML. Gathers post back even on silence, so a question can be repeated once.
 * Speech is recognised in the call's locale; keys are taken one at a time, and `finishOnKey` is
 * empty so that the star key (ask to repeat) and the hash key reach us as pressed keys.
 */
export function toTwiml(prompt: Prompt, actionUrl: (step: number) => string): string {
  const voice = prompt.voice ?? DEFAULT_VOICE;
  const parts: string[] = [];
  if (prompt.gather) {
    parts.push(
      `<Gather input="${prompt.gather.input}" action="${escape(actionUrl(prompt.gather.step))}" method="POST" ` +
        `timeout="6" speechTimeout="auto" numDigits="1" finishOnKey="" language="${voice.locale}" actionOnEmptyResult="true">` +
        prompt.say.map(say(voice)).join('') +
        '</Gather>',
    );
  } else {
    parts.push(...prompt.say.map(say(voice)));
  }
  if (prompt.hangUp || !prompt.gather) parts.push('<Hangup/>');
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${parts.join('')}</Response>`;
}
