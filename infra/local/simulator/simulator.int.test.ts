import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BEEP, PhoneSimulator, VOICEMAIL_GREETING, type PhoneSimulatorOptions, type SimCallDetail } from '@/functions/adapters/local/phone-simulator/phone-simulator.ts';
import type { PlaceCallRequest } from '@/functions/core/ports/telephony.ts';
import { TwilioSignatureVerifier } from '@/functions/adapters/twilio/twilio-signature.ts';
import { handleSimulator } from './simulator-http.ts';

// Our side of the phone line, played by a tiny server: it serves the webhooks under /twilio/, checks
// every signature with the verifier the real handlers use, and records what arrived. The simulator's
// own HTTP (/__sim) is served by the same server, as in the local stack.

const AUTH_TOKEN = 'local-test-auth-token';
const verifier = new TwilioSignatureVerifier(AUTH_TOKEN);
const PERSON = '+14165550142';
const CARECALL = '+15005550006';

interface Arrived {
  hook: string;
  query: Record<string, string>;
  params: Record<string, string>;
  validSignature: boolean;
}

type Reply = { status?: number; body: string } | undefined;

const xml = (inner: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<Response>${inner}</Response>`;

/** The check-in our fake handlers play: a greeting, three questions, a Redirect and goodbye. */
function twiml(hook: string, q: string | undefined, ref: string): string {
  const say = (text: string) => `<Say voice="Polly.Joanna" language="en-US"><prosody rate="slow">${text}</prosody></Say>`;
  if (hook === 'voice') {
    return xml(
      `${say('Hello, this is CareCall with your daily check-in.')}<Pause length="1"/>` +
        `<Gather input="speech dtmf" action="gather?ref=${ref}&amp;q=1" method="POST" timeout="5" numDigits="1" speechTimeout="auto" actionOnEmptyResult="true">${say('How are you feeling today?')}</Gather>` +
        `<Say>This line is never reached.</Say>`,
    );
  }
  if (q === '1') {
    // Two Gathers and a Hangup: with no input each falls through to the next verb.
    return xml(
      `<Gather input="dtmf" action="/twilio/gather?ref=${ref}&amp;q=2" method="POST" timeout="5" numDigits="1"><Say>Press 1 if you took your medication.</Say></Gather>` +
        `<Say>We did not hear a key.</Say>` +
        `<Gather input="speech" action="gather?ref=${ref}&amp;q=3" method="POST" timeout="5" speechTimeout="auto"><Say>Do you need anything?</Say></Gather>` +
        `<Hangup/>`,
    );
  }
  if (q === '2') return xml(`<Redirect method="POST">gather?ref=${ref}&amp;q=2r</Redirect>`);
  if (q === '2r') {
    return xml(`<Gather input="speech" action="gather?ref=${ref}&amp;q=3" method="POST" timeout="5" speechTimeout="auto"><Say>Do you need anything?</Say></Gather><Hangup/>`);
  }
  return xml(`<Say>Thank you. Goodbye &amp; take care.</Say><Hangup/>`);
}

let server: Server;
let base: string;
let simulator: PhoneSimulator;
let arrived: Arrived[];
let override: ((hook: string, params: Record<string, string>, query: Record<string, string>) => Reply | Promise<Reply>) | undefined;
let errors: string[];

function makeSimulator(options: Partial<PhoneSimulatorOptions> = {}): PhoneSimulator {
  return new PhoneSimulator({ authToken: AUTH_TOKEN, waitScale: 0.001, ringMs: 20, onError: (line) => errors.push(line), ...options });
}

async function ourSide(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
  const header = req.headers['x-twilio-signature'];
  const validSignature = verifier.isValid(typeof header === 'string' ? header : undefined, `${base}${req.url}`, params);
  const hook = url.pathname.slice('/twilio/'.length);
  const query = Object.fromEntries(url.searchParams);
  arrived.push({ hook, query, params, validSignature });
  if (!validSignature) {
    res.writeHead(403).end();
    return;
  }
  const custom = await override?.(hook, params, query);
  if (custom) {
    res.writeHead(custom.status ?? 200, { 'content-type': 'text/xml' }).end(custom.body);
    return;
  }
  if (hook === 'voice' || hook === 'gather') {
    res.writeHead(200, { 'content-type': 'text/xml' }).end(twiml(hook, query.q, query.ref ?? ''));
    return;
  }
  res.writeHead(204).end();
}

beforeEach(async () => {
  arrived = [];
  errors = [];
  override = undefined;
  simulator = makeSimulator();
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    const handled = url.pathname.startsWith('/__sim') ? handleSimulator(req, res, url, simulator) : ourSide(req, res, url);
    handled.catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterEach(async () => {
  await simulator.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const call = (overrides: Partial<PlaceCallRequest> = {}): PlaceCallRequest => ({
  to: PERSON,
  from: CARECALL,
  webhookBaseUrl: `${base}/twilio/`,
  reference: 'log-123',
  kind: 'check-in',
  ...overrides,
});

const statuses = () => arrived.filter((a) => a.hook === 'status').map((a) => a.params.CallStatus);
const hooks = () => arrived.map((a) => (a.hook === 'gather' ? `gather:${a.query.q}` : a.hook === 'status' ? `status:${a.params.CallStatus}` : a.hook));
const detail = (sid: string) => simulator.get(sid) as SimCallDetail;

async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: json as any };
}

describe('a phone set to answer', () => {
  it('speaks its replies in order, presses its digits, and every webhook carries a valid signature', async () => {
    simulator.setPhone(PERSON, { behaviour: 'answer', replies: ['I feel fine', 'No, nothing, thanks'], digits: ['1'] });
    const { callSid } = await simulator.placeCall(call());
    expect(callSid).toMatch(/^CA[0-9a-f]{32}$/);
    await simulator.idle();

    expect(hooks()).toEqual([
      'status:initiated', 'status:ringing', 'status:in-progress', 'amd', 'voice',
      'gather:1', 'gather:2', 'gather:2r', 'gather:3', 'status:completed', 'recording',
    ]);
    expect(arrived.every((a) => a.validSignature)).toBe(true);
    expect(arrived.every((a) => a.query.ref === 'log-123' && a.params.CallSid === callSid)).toBe(true);

    const byQ = (q: string) => arrived.find((a) => a.hook === 'gather' && a.query.q === q)!.params;
    expect(byQ('1')).toMatchObject({ SpeechResult: 'I feel fine', Confidence: expect.any(String), CallStatus: 'in-progress', From: CARECALL, To: PERSON });
    expect(byQ('1')).not.toHaveProperty('Digits');
    expect(byQ('2')).toMatchObject({ Digits: '1' });
    expect(byQ('2')).not.toHaveProperty('SpeechResult');
    expect(byQ('3')).toMatchObject({ SpeechResult: 'No, nothing, thanks' });
    expect(arrived.find((a) => a.hook === 'voice')!.params).toMatchObject({ CallStatus: 'in-progress', From: CARECALL, To: PERSON });
    expect(arrived.find((a) => a.hook === 'amd')!.params).toMatchObject({ AnsweredBy: 'human' });

    const completed = arrived.find((a) => a.params.CallStatus === 'completed')!.params;
    expect(Number(completed.CallDuration)).toBeGreaterThanOrEqual(1);
    expect(completed.Timestamp).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);

    expect(simulator.list()[0]).toEqual({
      sid: callSid,
      to: PERSON,
      from: CARECALL,
      status: 'completed',
      startedAt: expect.any(String),
      endedAt: expect.any(String),
      sms: false,
      transcript: [
        { speaker: 'system', text: 'Hello, this is CareCall with your daily check-in.' },
        { speaker: 'system', text: 'How are you feeling today?' },
        { speaker: 'person', text: 'I feel fine' },
        { speaker: 'system', text: 'Press 1 if you took your medication.' },
        { speaker: 'person', text: '[pressed 1]' },
        { speaker: 'system', text: 'Do you need anything?' },
        { speaker: 'person', text: 'No, nothing, thanks' },
        { speaker: 'system', text: 'Thank you. Goodbye & take care.' },
      ],
    });
  });

  it('reports a recording of a check-in call that the simulator serves as a WAV file', async () => {
    const { callSid } = await simulator.placeCall(call());
    await simulator.idle();
    const recording = arrived.find((a) => a.hook === 'recording')!.params;
    expect(recording).toMatchObject({ CallSid: callSid, RecordingStatus: 'completed', RecordingSid: expect.stringMatching(/^RE[0-9a-f]{32}$/) });
    expect(Number(recording.RecordingDuration)).toBeGreaterThanOrEqual(1);
    expect(recording.RecordingUrl).toBe(`${base}/__sim/recordings/${recording.RecordingSid}`);

    const wav = await fetch(recording.RecordingUrl!);
    expect(wav.status).toBe(200);
    expect(wav.headers.get('content-type')).toBe('audio/x-wav');
    const bytes = Buffer.from(await wav.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect(bytes.readUInt32LE(40)).toBe(bytes.length - 44);
    expect((await fetch(`${base}/__sim/recordings/RE${'0'.repeat(32)}`)).status).toBe(404);
    // A real sound as long as the call (8 kHz, 16-bit mono; a few seconds at most), not silence.
    const seconds = Math.min(4, Number(recording.RecordingDuration));
    expect(bytes.length - 44).toBe(seconds * 8000 * 2);
    expect(Math.max(...Array.from({ length: 200 }, (_, i) => Math.abs(bytes.readInt16LE(44 + 2000 + i * 2))))).toBeGreaterThan(1000);

    // Twilio's DELETE Recordings: no longer served.
    await simulator.deleteRecording(recording.RecordingSid!);
    expect((await fetch(recording.RecordingUrl!)).status).toBe(404);
    expect(simulator.get(callSid)).toMatchObject({ recordingSid: recording.RecordingSid, recordingDeleted: true });
  });

  it('does not record an alert call to a contact', async () => {
    await simulator.placeCall(call({ kind: 'contact-alert' }));
    await simulator.idle();
    expect(hooks()).not.toContain('recording');
    expect(statuses().at(-1)).toBe('completed');
  });

  it('stays silent when it has no replies: an empty action where asked for, otherwise the next verb', async () => {
    const { callSid } = await simulator.placeCall(call());
    await simulator.idle();

    expect(hooks()).toEqual(['status:initiated', 'status:ringing', 'status:in-progress', 'amd', 'voice', 'gather:1', 'status:completed', 'recording']);
    const empty = arrived.find((a) => a.hook === 'gather')!.params;
    expect(empty).not.toHaveProperty('SpeechResult');
    expect(empty).not.toHaveProperty('Digits');
    expect(detail(callSid).transcript).toEqual([
      { speaker: 'system', text: 'Hello, this is CareCall with your daily check-in.' },
      { speaker: 'system', text: 'How are you feeling today?' },
      { speaker: 'system', text: 'Press 1 if you took your medication.' },
      { speaker: 'system', text: 'We did not hear a key.' },
      { speaker: 'system', text: 'Do you need anything?' },
    ]);
  });

  it('presses a digit at a prompt that takes speech or keys once its replies ran out, and never at a speech-only prompt', async () => {
    simulator.setPhone(PERSON, { behaviour: 'answer', replies: [], digits: ['2', '1', '9'] });
    const { callSid } = await simulator.placeCall(call());
    await simulator.idle();

    const gathers = arrived.filter((a) => a.hook === 'gather');
    expect(gathers.map((g) => [g.query.q, g.params.Digits, g.params.SpeechResult])).toEqual([
      ['1', '2', undefined],
      ['2', '1', undefined],
      ['2r', undefined, undefined],
    ]);
    expect(detail(callSid).transcript.filter((l) => l.speaker === 'person')).toEqual([
      { speaker: 'person', text: '[pressed 2]' },
      { speaker: 'person', text: '[pressed 1]' },
    ]);
  });

  it('logs a webhook that answers non-2xx, as Twilio\'s debugger would, and ends the call', async () => {
    override = (hook) => (hook === 'voice' ? { status: 500, body: 'boom' } : undefined);
    const { callSid } = await simulator.placeCall(call());
    await simulator.idle();

    const call1 = detail(callSid);
    expect(call1.status).toBe('completed');
    expect(call1.log.filter((l) => l.level === 'error').map((l) => l.text)).toEqual([expect.stringMatching(/11200.*voice\?ref=log-123.*500/)]);
    expect(call1.transcript).toEqual([{ speaker: 'system', text: 'We are sorry, an application error has occurred. Goodbye.' }]);
    expect(hooks()).not.toContain('gather:1');
    expect(errors).toHaveLength(1);
  });

  it('logs TwiML that does not parse and ends the call', async () => {
    override = (hook) => (hook === 'voice' ? { body: '<Response><Say>Unclosed</Response>' } : undefined);
    const { callSid } = await simulator.placeCall(call());
    await simulator.idle();
    expect(detail(callSid).log.some((l) => l.level === 'error' && l.text.includes('12100'))).toBe(true);
    expect(detail(callSid).status).toBe('completed');
  });

  it('ends a live call when our side hangs up', async () => {
    simulator = makeSimulator({ waitScale: 1 });
    override = (hook) => (hook === 'voice' ? { body: xml('<Say>Please hold.</Say><Pause length="600"/><Say>Never said.</Say>') } : undefined);
    const { callSid } = await simulator.placeCall(call());
    await until(() => detail(callSid).transcript.length === 1, 'the greeting');
    expect(detail(callSid).status).toBe('in-progress');

    await simulator.hangUp(callSid);
    await simulator.idle();
    expect(statuses()).toEqual(['initiated', 'ringing', 'in-progress', 'completed']);
    expect(detail(callSid).transcript).toEqual([{ speaker: 'system', text: 'Please hold.' }]);
    expect(detail(callSid).endedAt).not.toBeNull();
    await simulator.hangUp(callSid); // already ended: nothing to do
  });

  it('cancels a call that our side hangs up while it rings', async () => {
    simulator = makeSimulator({ ringMs: 60_000 });
    const { callSid } = await simulator.placeCall(call());
    await until(() => statuses().includes('ringing'), 'ringing');
    await simulator.hangUp(callSid);
    await simulator.idle();
    expect(statuses()).toEqual(['initiated', 'ringing', 'canceled']);
    expect(hooks()).not.toContain('voice');
  });
});

describe('phones that do not answer', () => {
  it('no-answer rings out', async () => {
    simulator.setPhone(PERSON, { behaviour: 'no-answer', replies: [], digits: [] });
    const { callSid } = await simulator.placeCall(call());
    await simulator.idle();
    expect(hooks()).toEqual(['status:initiated', 'status:ringing', 'status:no-answer']);
    expect(simulator.list()[0]).toMatchObject({ sid: callSid, status: 'no-answer', transcript: [], endedAt: expect.any(String) });
  });

  it('busy answers busy', async () => {
    simulator.setPhone(PERSON, { behaviour: 'busy', replies: [], digits: [] });
    await simulator.placeCall(call());
    await simulator.idle();
    expect(hooks()).toEqual(['status:initiated', 'status:ringing', 'status:busy']);
  });

  it('voicemail answers as a machine and waits for our side to hang up', async () => {
    simulator = makeSimulator({ voicemailMs: 60_000 });
    simulator.setPhone(PERSON, { behaviour: 'voicemail', replies: ['never spoken'], digits: [] });
    override = async (hook, params) => {
      if (hook === 'amd' && params.AnsweredBy === 'machine_end_beep') await simulator.hangUp(params.CallSid!);
      return undefined;
    };
    const { callSid } = await simulator.placeCall(call());
    await simulator.idle();
    expect(hooks()).toEqual(['status:initiated', 'status:ringing', 'status:in-progress', 'amd', 'status:completed', 'recording']);
    expect(arrived.find((a) => a.hook === 'amd')!.params).toMatchObject({ CallSid: callSid, AnsweredBy: 'machine_end_beep' });
    // The machine's greeting and beep come before the AMD result (DetectMessageEnd); nothing was left.
    expect(detail(callSid)).toMatchObject({ answeredBy: 'machine_end_beep', transcript: [{ speaker: 'person', text: VOICEMAIL_GREETING }, { speaker: 'person', text: BEEP }] });
  });

  it('voicemail records what our side plays after the beep when it redirects the call (Twilio\'s call update)', async () => {
    simulator = makeSimulator({ voicemailMs: 60_000 });
    simulator.setPhone(PERSON, { behaviour: 'voicemail', replies: [], digits: [] });
    override = async (hook, params) => {
      if (hook === 'amd') await simulator.redirectCall(params.CallSid!, `${base}/twilio/voicemail?ref=log-123`);
      if (hook === 'voicemail') return { body: xml('<Say>Hello, this is CareCall. Goodbye.</Say><Hangup/>') };
      return undefined;
    };
    const { callSid } = await simulator.placeCall(call());
    await simulator.idle();
    expect(hooks()).toEqual(['status:initiated', 'status:ringing', 'status:in-progress', 'amd', 'voicemail', 'status:completed', 'recording']);
    expect(arrived.every((a) => a.validSignature)).toBe(true);
    expect(detail(callSid).transcript.map((t) => t.text)).toEqual([VOICEMAIL_GREETING, BEEP, 'Hello, this is CareCall. Goodbye.']);
  });

  it('a phone calls the product\'s number: the number\'s signed Voice URL, its replies, then the status callback', async () => {
    simulator.setIncomingNumber({ number: CARECALL, voiceUrl: `${base}/twilio/incoming`, statusUrl: `${base}/twilio/status` });
    simulator.setPhone(PERSON, { behaviour: 'answer', replies: ['I am fine'], digits: [] });
    override = async (hook) =>
      hook === 'incoming'
        ? { body: xml(`<Gather input="speech" action="gather?ref=in-1&amp;q=9" method="POST" timeout="5"><Say>How are you?</Say></Gather>`) }
        : undefined;
    const res = await fetch(`${base}/__sim/phones/${encodeURIComponent(PERSON)}/call`, { method: 'POST' });
    expect(res.status).toBe(200);
    const { sid } = (await res.json()) as { sid: string };
    await simulator.idle();
    expect(arrived.map((a) => a.hook)).toEqual(['incoming', 'gather', 'status']);
    expect(arrived.every((a) => a.validSignature)).toBe(true);
    expect(arrived[0]!.params).toMatchObject({ CallSid: sid, From: PERSON, To: CARECALL, Direction: 'inbound' });
    expect(arrived[2]!.query).toEqual({});
    expect(arrived[2]!.params).toMatchObject({ CallSid: sid, CallStatus: 'completed', Direction: 'inbound' });
    expect(detail(sid)).toMatchObject({ kind: 'call-in', from: PERSON, to: CARECALL, status: 'completed', transcript: [{ speaker: 'system', text: 'How are you?' }, { speaker: 'person', text: 'I am fine' }, { speaker: 'system', text: 'Thank you. Goodbye & take care.' }] });
  });

  it('voicemail hangs up by itself after a while when our side does not', async () => {
    simulator.setPhone(PERSON, { behaviour: 'voicemail', replies: [], digits: [] });
    await simulator.placeCall(call({ kind: 'contact-alert' }));
    await simulator.idle();
    expect(hooks()).toEqual(['status:initiated', 'status:ringing', 'status:in-progress', 'amd', 'status:completed']);
  });

  it('fail cannot be called: a retryable TelephonyError and no webhooks', async () => {
    simulator.setPhone(PERSON, { behaviour: 'fail', replies: [], digits: [] });
    const error = await simulator.placeCall(call()).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'TelephonyError', retryable: true, operation: 'place-call' });
    await simulator.idle();
    expect(arrived).toEqual([]);
    expect(simulator.list()[0]).toMatchObject({ to: PERSON, status: 'failed', sms: false });
  });

  it('refuses a number that is not a phone number, as Twilio does (not retryable)', async () => {
    const error = await simulator.placeCall(call({ to: 'not-a-number' })).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'TelephonyError', retryable: false, code: 21211 });
    await expect(simulator.placeCall(call({ reference: 'has spaces' }))).rejects.toThrow(/opaque/);
  });
});

describe('answering by hand from the page', () => {
  it('answers a ringing call, says and presses what the page sends, and hangs up', async () => {
    simulator = makeSimulator({ ringMs: 60_000 });
    const { callSid } = await simulator.placeCall(call());
    await until(() => detail(callSid).status === 'ringing', 'ringing');
    expect((await api('POST', `/__sim/calls/${callSid}/say`, { text: 'too early' })).status).toBe(409);
    expect((await api('POST', `/__sim/calls/${callSid}/answer`)).body).toEqual({ heard: true });
    expect((await api('POST', `/__sim/calls/${callSid}/answer`)).status).toBe(409);

    await until(() => detail(callSid).listening?.speech === true, 'the first question');
    expect(detail(callSid)).toMatchObject({ manual: true, answeredBy: 'human', status: 'in-progress' });
    expect((await api('POST', `/__sim/calls/${callSid}/say`, { text: '  I am a bit dizzy  ' })).body).toEqual({ heard: true });

    await until(() => detail(callSid).listening?.dtmf === true && !detail(callSid).listening?.speech, 'the key prompt');
    expect((await api('POST', `/__sim/calls/${callSid}/say`, { text: 'hello?' })).body).toMatchObject({ heard: false });
    expect((await api('POST', `/__sim/calls/${callSid}/press`, { digits: '1' })).body).toEqual({ heard: true });

    await until(() => detail(callSid).listening?.speech === true, 'the last question');
    expect((await api('POST', `/__sim/calls/${callSid}/hangup`)).status).toBe(200);
    await simulator.idle();

    expect(statuses()).toEqual(['initiated', 'ringing', 'in-progress', 'completed']);
    const gathers = arrived.filter((a) => a.hook === 'gather');
    expect(gathers.map((g) => [g.query.q, g.params.SpeechResult ?? g.params.Digits])).toEqual([['1', 'I am a bit dizzy'], ['2', '1'], ['2r', undefined]]);
    expect(detail(callSid).transcript.filter((l) => l.speaker === 'person').map((l) => l.text)).toEqual(['I am a bit dizzy', 'hello?', '[pressed 1]']);
    expect((await api('POST', `/__sim/calls/${callSid}/press`, { digits: '1' })).status).toBe(409);
  });

  it('a declined call is busy', async () => {
    simulator = makeSimulator({ ringMs: 60_000 });
    const { callSid } = await simulator.placeCall(call());
    await until(() => detail(callSid).status === 'ringing', 'ringing');
    expect((await api('POST', `/__sim/calls/${callSid}/decline`)).status).toBe(200);
    await simulator.idle();
    expect(statuses()).toEqual(['initiated', 'ringing', 'busy']);
    expect((await api('POST', '/__sim/calls/CAnope/answer')).status).toBe(404);
  });

  it('the page shows a ringing call and its Answer button answers it', async () => {
    simulator = makeSimulator({ ringMs: 60_000 });
    const { callSid } = await simulator.placeCall(call());
    await until(() => detail(callSid).status === 'ringing', 'ringing');
    const page = await api('GET', '/__sim');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');

    // jsdom has no published types here; the page needs only a window with fetch.
    const { JSDOM } = (await import('jsdom' as string)) as { JSDOM: new (html: string, options: object) => { window: any } };
    const dom = new JSDOM(page.text, {
      url: `${base}/__sim`,
      runScripts: 'dangerously',
      beforeParse(window: any) {
        window.fetch = (input: string, init?: RequestInit) => fetch(new URL(input, base), init);
      },
    });
    try {
      const doc = dom.window.document as Document;
      await until(() => [...doc.querySelectorAll('button')].some((b) => b.textContent === 'Answer'), 'the Answer button');
      expect(doc.querySelector('h2')?.textContent).toBe(`Phone ${PERSON}`);
      expect(doc.querySelector('article h3')?.textContent).toContain(`from ${CARECALL}`);
      [...doc.querySelectorAll('button')].find((b) => b.textContent === 'Answer')!.click();
      await until(() => detail(callSid).manual && detail(callSid).listening?.speech === true, 'the call to be answered');
      await until(() => !(doc.querySelector('form.say')?.parentElement as HTMLElement).hidden, 'the say box');
      expect(doc.querySelector('label')?.textContent).toBe('What the person says');
      expect(doc.querySelectorAll('.keypad button')).toHaveLength(12);
    } finally {
      dom.window.close();
    }
    await simulator.hangUp(callSid);
  });
});

describe('text messages', () => {
  it('are listed with the calls, newest first, with sms: true and the text as one line', async () => {
    simulator.setPhone(PERSON, { behaviour: 'no-answer', replies: [], digits: [] });
    const { callSid } = await simulator.placeCall(call());
    await simulator.idle();
    const { messageSid } = await simulator.sendSms('+14165550199', CARECALL, 'CareCall: Mum did not answer her check-in at 09:00.');
    expect(messageSid).toMatch(/^SM[0-9a-f]{32}$/);

    const list = (await api('GET', '/__sim/calls')).body;
    expect(list.map((c: { sid: string }) => c.sid)).toEqual([messageSid, callSid]);
    expect(list[0]).toEqual({
      sid: messageSid,
      to: '+14165550199',
      from: CARECALL,
      status: 'delivered',
      startedAt: expect.any(String),
      endedAt: expect.any(String),
      transcript: [{ speaker: 'system', text: 'CareCall: Mum did not answer her check-in at 09:00.' }],
      sms: true,
    });
    for (const entry of list) expect(Object.keys(entry).sort()).toEqual(['endedAt', 'from', 'sid', 'sms', 'startedAt', 'status', 'to', 'transcript']);
    expect(Date.parse(list[0].startedAt)).not.toBeNaN();
  });
});

describe('the /__sim HTTP interface', () => {
  it('PUT /__sim/phones/{e164} sets how a number answers, and validates the body', async () => {
    const good = await api('PUT', '/__sim/phones/+14165550142', { behaviour: 'answer', replies: ['Yes', 'No'], digits: ['1', '*9#'] });
    expect(good.status).toBe(200);
    expect(simulator.phone(PERSON)).toEqual({ behaviour: 'answer', replies: ['Yes', 'No'], digits: ['1', '*9#'], acceptsSms: true });
    expect((await api('PUT', `/__sim/phones/${encodeURIComponent('+14165550143')}`, { behaviour: 'busy' })).status).toBe(200);
    expect((await api('GET', '/__sim/phones')).body).toEqual({
      '+14165550142': { behaviour: 'answer', replies: ['Yes', 'No'], digits: ['1', '*9#'], acceptsSms: true },
      '+14165550143': { behaviour: 'busy', replies: [], digits: [], acceptsSms: true },
    });

    const bad = async (body: unknown, path = '/__sim/phones/+14165550142') => {
      const r = await api('PUT', path, body);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message: expect.any(String), errors: expect.any(Object) });
      return r.body.errors as Record<string, string[]>;
    };
    expect(Object.keys(await bad({ behaviour: 'ring forever' }))).toEqual(['behaviour']);
    expect(Object.keys(await bad({ behaviour: 'answer', replies: 'yes' }))).toEqual(['replies']);
    expect(Object.keys(await bad({ replies: ['ok', 3] }))).toEqual(['replies']);
    expect(Object.keys(await bad({ digits: ['12a'] }))).toEqual(['digits']);
    expect((await bad({ behavior: 'busy' })).behavior).toEqual(['Unknown field. Did you mean "behaviour"?']);
    expect(Object.keys(await bad('{not json'))).toEqual(['body']);
    expect(Object.keys(await bad([]))).toEqual(['body']);
    expect(Object.keys(await bad({ behaviour: 'busy' }, '/__sim/phones/banana'))).toEqual(['phoneNumber']);
    expect(simulator.phone(PERSON).behaviour).toBe('answer'); // untouched by the refusals

    expect((await api('DELETE', '/__sim/phones')).status).toBe(204);
    expect((await api('GET', '/__sim/phones')).body).toEqual({});
    expect(simulator.phone('+14165550143')).toEqual({ behaviour: 'answer', replies: [], digits: [], acceptsSms: true });
  });

  it('answers unknown /__sim paths and wrong methods with JSON, and refuses other sites', async () => {
    const unknown = await api('GET', '/__sim/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');
    expect(unknown.body).toEqual({ message: 'Not Found', errors: {} });
    expect((await api('POST', '/__sim/calls')).status).toBe(405);
    expect((await api('DELETE', '/__sim/phones', undefined, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await api('POST', '/__sim/calls/CA1/say', { nope: true })).status).toBe(400);
    expect((await api('POST', '/__sim/calls/CA1/press', { digits: 'x' })).status).toBe(400);
  });

  it('GET /__sim/calls lists calls newest first in exactly the contract shape', async () => {
    simulator.setPhone(PERSON, { behaviour: 'busy', replies: [], digits: [] });
    const first = await simulator.placeCall(call());
    await simulator.idle();
    const second = await simulator.placeCall(call({ to: '+14165550143', reference: 'log-124' }));
    await simulator.idle();
    const list = (await api('GET', '/__sim/calls')).body;
    expect(list).toEqual([
      { sid: second.callSid, to: '+14165550143', from: CARECALL, status: 'completed', startedAt: expect.any(String), endedAt: expect.any(String), transcript: expect.any(Array), sms: false },
      { sid: first.callSid, to: PERSON, from: CARECALL, status: 'busy', startedAt: expect.any(String), endedAt: expect.any(String), transcript: [], sms: false },
    ]);
  });
});

describe('history', () => {
  it('survives a restart when kept in a file; a call cut off is shown as ended', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'carecall-sim-')), 'phone-simulator.json');
    simulator = makeSimulator({ file, ringMs: 60_000 });
    simulator.setPhone(PERSON, { behaviour: 'answer', replies: ['Fine'], digits: [] });
    await simulator.sendSms(PERSON, CARECALL, 'Hello');
    const { callSid } = await simulator.placeCall(call());
    await until(() => detail(callSid).status === 'ringing', 'ringing');

    const restarted = makeSimulator({ file });
    expect(restarted.phone(PERSON)).toEqual({ behaviour: 'answer', replies: ['Fine'], digits: [], acceptsSms: true });
    expect(restarted.list().map((c) => [c.sid, c.status])).toEqual([
      [callSid, 'canceled'],
      [expect.stringMatching(/^SM/), 'delivered'],
    ]);
    await restarted.idle();
  });
});

describe('landlines: acceptsSms false', () => {
  it('refuses a text as Twilio does (21614, not retryable) and lists it as refused', async () => {
    expect((await api('PUT', `/__sim/phones/${PERSON}`, { acceptsSms: false })).body).toMatchObject({ acceptsSms: false, behaviour: 'answer' });

    const error = await simulator.sendSms(PERSON, CARECALL, 'CareCall: hello').catch((e: unknown) => e);

    expect(error).toMatchObject({ name: 'TelephonyError', status: 400, code: 21614, retryable: false, operation: 'send-sms' });
    expect(simulator.list()[0]).toMatchObject({ to: PERSON, sms: true, status: 'failed' });
    expect(detail(simulator.list()[0]!.sid).log.map((l) => l.text)).toEqual([expect.stringContaining('21614')]);
    // A mobile still gets its texts, and the landline still takes calls.
    expect(await simulator.sendSms('+14165550199', CARECALL, 'CareCall: hello')).toMatchObject({ messageSid: expect.stringMatching(/^SM/) });
    await simulator.placeCall(call());
    await simulator.idle();
    expect(statuses().at(-1)).toBe('completed');
    expect((await api('PUT', `/__sim/phones/${PERSON}`, { acceptsSms: 'no' })).status).toBe(400);
  });
});

describe('the account call rate: PUT /__sim/settings', () => {
  it('answers and validates the settings, and keeps them across a restart', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'carecall-sim-')), 'phone-simulator.json');
    simulator = makeSimulator({ file });
    expect((await api('GET', '/__sim/settings')).body).toEqual({ callsPerSecond: null });
    expect(await api('PUT', '/__sim/settings', { callsPerSecond: 2 })).toMatchObject({ status: 200, body: { callsPerSecond: 2 } });
    for (const bad of [{ callsPerSecond: 0 }, { callsPerSecond: -1 }, { callsPerSecond: 'fast' }, { rate: 1 }]) {
      const refused = await api('PUT', '/__sim/settings', bad);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: expect.any(String), errors: expect.any(Object) });
    }
    expect((await api('GET', '/__sim/settings')).body).toEqual({ callsPerSecond: 2 });
    expect(makeSimulator({ file }).getSettings()).toEqual({ callsPerSecond: 2 });
    expect((await api('PUT', '/__sim/settings', { callsPerSecond: null })).body).toEqual({ callsPerSecond: null });
  });

  it('queues calls requested faster than the rate and dials them in request order, one per second, each ringing only once dialled', async () => {
    simulator = makeSimulator({ ringMs: 300 });
    simulator.setSettings({ callsPerSecond: 1 });
    simulator.setPhone(PERSON, { behaviour: 'no-answer', replies: [], digits: [] });
    const events: { sid: string; status: string; at: number }[] = [];
    override = (hook, params) => {
      if (hook === 'status') events.push({ sid: params.CallSid!, status: params.CallStatus!, at: Date.now() });
      return undefined;
    };
    const requested = Date.now();

    const sids = (await Promise.all([1, 2, 3].map((i) => simulator.placeCall(call({ reference: `log-${i}` }))))).map((p) => p.callSid);
    const listed = (await api('GET', '/__sim/calls')).body as { sid: string; status: string }[];
    await simulator.idle();

    const statusOf = (sid: string) => listed.find((c) => c.sid === sid)!.status;
    expect(statusOf(sids[0]!)).not.toBe('queued');
    expect([statusOf(sids[1]!), statusOf(sids[2]!)]).toEqual(['queued', 'queued']);
    const at = (sid: string, status: string) => events.find((e) => e.sid === sid && e.status === status)!.at;
    const dialled = sids.map((sid) => at(sid, 'initiated'));
    expect(dialled[1]! - dialled[0]!).toBeGreaterThanOrEqual(950);
    expect(dialled[2]! - dialled[1]!).toBeGreaterThanOrEqual(950);
    expect(dialled[2]! - requested).toBeLessThan(3500);
    for (const sid of sids) {
      expect(events.filter((e) => e.sid === sid).map((e) => e.status)).toEqual(['initiated', 'ringing', 'no-answer']);
      // The ring time starts when the call leaves the queue.
      expect(at(sid, 'no-answer') - at(sid, 'ringing')).toBeGreaterThanOrEqual(280);
    }
  });

  it('cancels a queued call that our side hangs up: no ringing, one final status callback', async () => {
    simulator.setSettings({ callsPerSecond: 1 });
    simulator.setPhone(PERSON, { behaviour: 'no-answer', replies: [], digits: [] });
    await simulator.placeCall(call());
    const { callSid } = await simulator.placeCall(call({ reference: 'log-2' }));
    expect(detail(callSid).status).toBe('queued');

    await simulator.hangUp(callSid);
    await simulator.idle();

    expect(detail(callSid)).toMatchObject({ status: 'canceled', endedAt: expect.any(String) });
    expect(arrived.filter((a) => a.params.CallSid === callSid).map((a) => `${a.hook}:${a.params.CallStatus}`)).toEqual(['status:canceled']);
  });
});

describe('webhook failures, treated as Twilio treats them', () => {
  const fallbackUrl = () => `${base}/twilio/voice-fallback?ref=log-123`;
  const sorry = xml('<Say>Sorry, something went wrong. We will call you back.</Say><Hangup/>');

  it('requests the fallback URL when the voice webhook answers 5xx, with ErrorCode and ErrorUrl, and plays it', async () => {
    override = (hook) => (hook === 'voice' ? { status: 503, body: 'down' } : hook === 'voice-fallback' ? { body: sorry } : undefined);

    const { callSid } = await simulator.placeCall(call({ fallbackUrl: fallbackUrl() }));
    await simulator.idle();

    const fallback = arrived.find((a) => a.hook === 'voice-fallback')!;
    expect(fallback.validSignature).toBe(true);
    expect(fallback.params).toMatchObject({ CallSid: callSid, ErrorCode: '11200', ErrorUrl: `${base}/twilio/voice?ref=log-123` });
    expect(detail(callSid).transcript).toEqual([{ speaker: 'system', text: 'Sorry, something went wrong. We will call you back.' }]);
  });

  it('requests the fallback URL when the voice webhook does not answer in time', async () => {
    simulator = makeSimulator({ webhookTimeoutMs: 100 });
    override = async (hook) => {
      if (hook === 'voice') await new Promise((resolve) => setTimeout(resolve, 400));
      return hook === 'voice-fallback' ? { body: sorry } : undefined;
    };

    const { callSid } = await simulator.placeCall(call({ fallbackUrl: fallbackUrl() }));
    await simulator.idle();

    expect(arrived.find((a) => a.hook === 'voice-fallback')!.params).toMatchObject({ ErrorCode: '11205' });
    expect(detail(callSid).transcript.map((l) => l.text)).toEqual(['Sorry, something went wrong. We will call you back.']);
  });

  it('the person hears the application error when the fallback fails too', async () => {
    override = (hook) => (hook === 'voice' || hook === 'voice-fallback' ? { status: 500, body: 'boom' } : undefined);

    const { callSid } = await simulator.placeCall(call({ fallbackUrl: fallbackUrl() }));
    await simulator.idle();

    expect(hooks().filter((h) => h.startsWith('voice'))).toEqual(['voice', 'voice-fallback']);
    expect(detail(callSid).transcript).toEqual([{ speaker: 'system', text: 'We are sorry, an application error has occurred. Goodbye.' }]);
    expect(statuses().at(-1)).toBe('completed');
  });

  it('sends a status callback that answered 5xx once more, and one that answered 4xx only once', async () => {
    let failedRinging = false;
    override = (hook, params) => {
      if (hook === 'status' && params.CallStatus === 'ringing' && !failedRinging) {
        failedRinging = true;
        return { status: 502, body: 'bad gateway' };
      }
      if (hook === 'status' && params.CallStatus === 'initiated') return { status: 400, body: 'no' };
      return undefined;
    };

    await simulator.placeCall(call({ kind: 'contact-alert' }));
    await simulator.idle();

    expect(statuses()).toEqual(['initiated', 'ringing', 'ringing', 'in-progress', 'completed']);
  });

  it('sends a status callback lost in the network once more', async () => {
    let lost = 0;
    simulator = makeSimulator({
      fetch: async (input, init) => {
        if (String(input).includes('/status') && String(init?.body).includes('CallStatus=in-progress') && lost++ === 0) throw new TypeError('fetch failed');
        return fetch(input, init);
      },
    });

    const { callSid } = await simulator.placeCall(call({ kind: 'contact-alert' }));
    await simulator.idle();

    expect(lost).toBe(2);
    expect(statuses()).toEqual(['initiated', 'ringing', 'in-progress', 'completed']);
    expect(detail(callSid).log.filter((l) => l.level === 'error').map((l) => l.text)).toEqual([expect.stringMatching(/11205.*in-progress/)]);
  });
});

describe('AMD callback failures', () => {
  it('an AMD callback that fails is not retried and the call goes on to the voice webhook', async () => {
    override = (hook) => (hook === 'amd' ? { status: 500, body: 'boom' } : undefined);
    simulator.setPhone(PERSON, { behaviour: 'answer', replies: ['Fine'], digits: [] });

    await simulator.placeCall(call());
    await simulator.idle();

    expect(hooks().filter((h) => h === 'amd')).toHaveLength(1);
    expect(hooks()).toContain('voice');
  });
});
