import { describe, expect, it } from 'vitest';
import { parseTwiml, spokenText, TwimlError, verbs } from './twiml.ts';

describe('parseTwiml', () => {
  it('reads verbs, attributes and entities, skipping the declaration and comments', () => {
    const doc = parseTwiml(`<?xml version="1.0" encoding="UTF-8"?>
<!-- a check-in -->
<Response>
  <Say voice="Polly.Joanna" language="en-US">Tom &amp; Jerry&#39;s &#x41;</Say>
  <Pause length='2'/>
  <Gather input="speech dtmf" action="gather?ref=a&amp;q=1"><Say>Hi</Say></Gather>
  <Redirect method="POST">voice?ref=a</Redirect>
  <Hangup/>
</Response>`);
    expect(doc.name).toBe('Response');
    expect(verbs(doc).map((v) => v.name)).toEqual(['Say', 'Pause', 'Gather', 'Redirect', 'Hangup']);
    const [say, pause, gather] = verbs(doc);
    expect(spokenText(say!)).toBe("Tom & Jerry's A");
    expect(say!.attrs).toEqual({ voice: 'Polly.Joanna', language: 'en-US' });
    expect(pause!.attrs.length).toBe('2');
    expect(gather!.attrs.action).toBe('gather?ref=a&q=1');
  });

  it('reads the words of SSML inside Say', () => {
    const [say] = verbs(parseTwiml('<Response><Say><prosody rate="slow">How are <emphasis>you</emphasis> today ?</prosody><break time="1s"/>Press<s>one</s>.</Say></Response>'));
    expect(spokenText(say!)).toBe('How are you today? Press one.');
  });

  it('refuses documents that are not well-formed', () => {
    for (const bad of ['', 'hello', '<Response><Say>x</Response>', '<Response>', '<Response></Response><Response/>', '<Response>&nbsp;</Response>', '<!DOCTYPE x><Response/>']) {
      expect(() => parseTwiml(bad), bad).toThrow(TwimlError);
    }
  });
});
