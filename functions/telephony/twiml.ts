import type { Prompt } from '../core/check-in/conversation.ts';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

// Slow, clear speech (decisions.md): a calm neural voice at a reduced rate.
const say = (text: string) => `<Say voice="Polly.Joanna-Neural" language="en-US"><prosody rate="85%">${escape(text)}</prosody></Say>`;

/** A Prompt as TwiML. Gathers post back even on silence, so a question can be repeated once. */
export function toTwiml(prompt: Prompt, actionUrl: (step: number) => string): string {
  const parts: string[] = [];
  if (prompt.gather) {
    parts.push(
      `<Gather input="${prompt.gather.input}" action="${escape(actionUrl(prompt.gather.step))}" method="POST" ` +
        `timeout="6" speechTimeout="auto" numDigits="1" language="en-US" actionOnEmptyResult="true">` +
        prompt.say.map(say).join('') +
        '</Gather>',
    );
  } else {
    parts.push(...prompt.say.map(say));
  }
  if (prompt.hangUp || !prompt.gather) parts.push('<Hangup/>');
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${parts.join('')}</Response>`;
}
