import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { PlaceCallRequest, TelephonyPort } from '@/functions/core/ports/telephony.ts';
import { signRequest } from '../../twilio/twilio-signature.ts';
import { TelephonyError } from '../../twilio/twilio-telephony.ts';
import { DEFAULT_PHONE, DEFAULT_SIMULATOR_SETTINGS, isE164, phoneKey, type PhoneSettings, type SimulatorSettings } from './phone-settings.ts';
import { parseTwiml, spokenText, TwimlError, verbs, type TwimlElement } from './twiml.ts';

// The local twin of Twilio and the telephone network (docs/local-twin.md, "Phone simulator"): it
// places the calls the product asks for, sends the same signed webhooks Twilio sends, plays the
// TwiML they return and answers the way each number is set to behave.

export type CallStatus = 'queued' | 'initiated' | 'ringing' | 'in-progress' | 'completed' | 'busy' | 'no-answer' | 'failed' | 'canceled';
export type SimStatus = CallStatus | 'delivered';
const FINAL: ReadonlySet<string> = new Set(['completed', 'busy', 'no-answer', 'failed', 'canceled', 'delivered']);

export interface TranscriptLine {
  speaker: 'system' | 'person';
  text: string;
}

/** One entry of `GET /__sim/calls`: exactly the contract's shape. */
export interface SimListEntry {
  sid: string;
  to: string;
  from: string;
  status: SimStatus;
  startedAt: string;
  endedAt: string | null;
  transcript: TranscriptLine[];
  sms: boolean;
}

export interface SimLogEntry {
  at: string;
  level: 'info' | 'error';
  text: string;
}

/** Everything the simulator knows about a call or text, for its page and for debugging. */
export interface SimCallDetail extends SimListEntry {
  /** 'call-in': a simulated phone called the product's number (`POST /__sim/phones/{e164}/call`). */
  kind: PlaceCallRequest['kind'] | 'sms' | 'call-in';
  reference: string | null;
  answeredBy: 'human' | 'machine_end_beep' | null;
  /** Answered from the simulator page: each prompt waits for what the page says or presses. */
  manual: boolean;
  /** What the current prompt is waiting for; null when nothing is listening. */
  listening: { speech: boolean; dtmf: boolean } | null;
  durationSeconds: number | null;
  recordingSid: string | null;
  /** True once the product deleted the recording from the provider (Twilio's DELETE Recordings). */
  recordingDeleted?: boolean;
  /** What Twilio's debugger would show: every webhook request and every error. */
  log: SimLogEntry[];
}

export interface PhoneSimulatorOptions {
  /** Signs every webhook request, exactly as Twilio does with the account's auth token. */
  authToken: string;
  /** Sent as AccountSid. Default AC000…0. */
  accountSid?: string;
  fetch?: typeof fetch;
  /** LOCAL_WAIT_SCALE: multiplies pauses, silences and the voicemail wait. */
  waitScale: number;
  /** How long a call rings before the phone acts on its behaviour. Not scaled, so a person on the page can answer. Default 3000. */
  ringMs?: number;
  /** How long an automatic phone stays silent at a prompt it has no answer for. Default 5000 × waitScale, at least 10. */
  gatherTimeoutMs?: number;
  /** How long a prompt waits for the page once a call was answered by hand. Not scaled. Default 30000 (never less than gatherTimeoutMs). */
  manualGatherTimeoutMs?: number;
  /** How long a voicemail stays on the line when our side does not hang up. Default 20000 × waitScale, at least 10. */
  voicemailMs?: number;
  /** Per webhook request, as Twilio's 15 s. */
  webhookTimeoutMs?: number;
  /** Where RecordingUrl points; default the origin of the call's webhook base URL. */
  recordingBaseUrl?: string;
  /** JSON file that keeps phones, calls and texts across restarts. */
  file?: string;
  /** Most calls and texts kept (oldest dropped). Default 500. */
  maxHistory?: number;
  now?: () => Date;
  /** Where webhook errors are reported besides the call's log. Default console.warn. */
  onError?: (line: string) => void;
}

export type ControlOutcome = 'done' | 'unheard' | 'no-such-call' | 'not-ringing' | 'not-live';

type CallRecord = Omit<SimCallDetail, 'listening'>;

interface LiveCall {
  record: CallRecord;
  req: PlaceCallRequest;
  settings: PhoneSettings;
  replies: string[];
  digits: string[];
  phase: 'ringing' | 'answered';
  manualAnswer: boolean;
  declined: boolean;
  hangup?: 'ours' | 'phone';
  listening?: { speech: boolean; dtmf: boolean };
  input?: { speech: string } | { digits: string };
  wake?: () => void;
  answeredAt?: number;
  /** Seconds the conversation would take at speaking pace, whatever the wait scale. */
  talkSeconds: number;
  sequence: number;
  /** Resolves when the provider's queue dials the call. */
  dial: () => void;
  /** Our side pointed the live call at new TwiML (Twilio's call update with Url). */
  redirect?: string;
  /** A call to the product's number: where the number's webhooks are. */
  incoming?: IncomingNumber;
  /** <Start><Recording> ran: where the recording's status callback goes. */
  startedRecording?: string;
}

/** The product's number as configured at the provider: its Voice URL and status callback URL. */
export interface IncomingNumber {
  number: string;
  voiceUrl: string;
  statusUrl: string;
}

/** What one webhook request came to: the body on 2xx, otherwise why not (as Twilio's debugger says). */
type WebhookResult = { ok: true; body: string } | { ok: false; code: 11200 | 11205; status?: number };

interface NextDocument {
  url: string;
  method: string;
  params: Record<string, string>;
}

const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;
const KEYS = /^[0-9*#]+$/;
const MAX_DOCUMENTS = 100;
const MAX_LOG = 200;
const APPLICATION_ERROR = 'We are sorry, an application error has occurred. Goodbye.';
/** What a simulated voicemail plays before recording; everything said after BEEP is the message left. */
export const VOICEMAIL_GREETING = '[voicemail] Sorry, I cannot take your call. Please leave a message after the tone.';
export const BEEP = '[beep]';
const CONFIDENCE = '0.92';
const WORDS_PER_SECOND = 2.5;

const hex = () => randomBytes(16).toString('hex');
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** RFC 2822, as Twilio's Timestamp parameter. */
const rfc2822 = (date: Date) => date.toUTCString().replace('GMT', '+0000');

export class PhoneSimulator implements TelephonyPort {
  private readonly phones = new Map<string, PhoneSettings>();
  /** Newest first. */
  private records: CallRecord[] = [];
  private readonly live = new Map<string, LiveCall>();
  private readonly running = new Set<Promise<void>>();
  private readonly authToken: string;
  private readonly accountSid: string;
  private readonly fetchImpl: typeof fetch;
  private readonly ringMs: number;
  private readonly gatherTimeoutMs: number;
  private readonly manualGatherTimeoutMs: number;
  private readonly voicemailMs: number;
  private readonly webhookTimeoutMs: number;
  private readonly waitScale: number;
  private readonly maxHistory: number;
  private readonly now: () => Date;
  private readonly onError: (line: string) => void;
  private settings: SimulatorSettings = { ...DEFAULT_SIMULATOR_SETTINGS };
  /** Calls waiting for the account's call rate, in request order. */
  private readonly queue: LiveCall[] = [];
  private lastDialAt = Number.NEGATIVE_INFINITY;
  private dialTimer?: NodeJS.Timeout;
  private incomingNumber?: IncomingNumber;

  constructor(private readonly options: PhoneSimulatorOptions) {
    if (!options.authToken) throw new Error('The phone simulator needs an auth token to sign webhooks');
    if (!(options.waitScale > 0)) throw new Error('waitScale must be a positive number');
    this.authToken = options.authToken;
    this.accountSid = options.accountSid ?? `AC${'0'.repeat(32)}`;
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.waitScale = options.waitScale;
    this.ringMs = options.ringMs ?? 3000;
    this.gatherTimeoutMs = options.gatherTimeoutMs ?? Math.max(10, 5000 * options.waitScale);
    this.manualGatherTimeoutMs = Math.max(options.manualGatherTimeoutMs ?? 30_000, this.gatherTimeoutMs);
    this.voicemailMs = options.voicemailMs ?? Math.max(10, 20_000 * options.waitScale);
    this.webhookTimeoutMs = options.webhookTimeoutMs ?? 15_000;
    this.maxHistory = options.maxHistory ?? 500;
    this.now = options.now ?? (() => new Date());
    this.onError = options.onError ?? ((line) => console.warn(`[phone simulator] ${line}`));
    this.load();
  }

  // ---- phones --------------------------------------------------------------------------------

  /** Sets how a number answers from now on (calls already placed keep the settings they started with). */
  setPhone(number: string, settings: Omit<PhoneSettings, 'acceptsSms'> & { acceptsSms?: boolean }): void {
    this.phones.set(phoneKey(number), copyPhone({ ...settings, acceptsSms: settings.acceptsSms !== false }));
    this.persist();
  }

  phone(number: string): PhoneSettings {
    return copyPhone(this.phones.get(phoneKey(number)) ?? DEFAULT_PHONE);
  }

  /** Every number that was set, by E.164 number. */
  phoneSettings(): Record<string, PhoneSettings> {
    return Object.fromEntries([...this.phones.keys()].sort().map((key) => [key, this.phone(key)]));
  }

  clearPhones(): void {
    this.phones.clear();
    this.persist();
  }

  // ---- the provider account ------------------------------------------------------------------

  /** `GET /__sim/settings`. */
  getSettings(): SimulatorSettings {
    return { ...this.settings };
  }

  /** `PUT /__sim/settings`: a new call rate applies to the calls waiting in the queue too. */
  setSettings(settings: SimulatorSettings): SimulatorSettings {
    this.settings = { callsPerSecond: settings.callsPerSecond };
    this.persist();
    this.pumpQueue();
    return this.getSettings();
  }

  // ---- TelephonyPort -------------------------------------------------------------------------

  async placeCall(req: PlaceCallRequest): Promise<{ callSid: string }> {
    // The same refusals the Twilio adapter makes, so a bad request fails here as it would in the cloud.
    if (!REFERENCE.test(req.reference)) throw new Error('A call reference must be an opaque id');
    let base: URL;
    try {
      base = new URL(req.webhookBaseUrl.endsWith('/') ? req.webhookBaseUrl : `${req.webhookBaseUrl}/`);
    } catch {
      throw new Error(`The webhook base URL "${req.webhookBaseUrl}" is not a URL`);
    }
    const settings = this.phone(req.to);
    const record = this.newRecord({ to: req.to, from: req.from, kind: req.kind, reference: req.reference });

    if (!isE164(phoneKey(req.to))) {
      this.end(record, 'failed');
      this.log(record, 'error', `Twilio error 21211: "${req.to}" is not a valid phone number`);
      throw new TelephonyError(`Twilio refused place-call (400, code 21211): invalid 'To' phone number`, { operation: 'place-call', status: 400, code: 21211, retryable: false });
    }
    if (settings.behaviour === 'fail') {
      this.end(record, 'failed');
      this.log(record, 'error', 'The number is set to "fail": the call could not be placed');
      throw new TelephonyError(`The simulated network could not place the call to ${req.to}`, { operation: 'place-call', retryable: true });
    }

    const live: LiveCall = {
      record,
      req: { ...req, webhookBaseUrl: base.toString() },
      settings,
      replies: [...settings.replies],
      digits: [...settings.digits],
      phase: 'ringing',
      manualAnswer: false,
      declined: false,
      talkSeconds: 0,
      sequence: 0,
      dial: () => undefined,
    };
    const dialled = new Promise<void>((resolve) => {
      live.dial = resolve;
    });
    this.live.set(record.sid, live);
    // Calls requested faster than the account's rate wait in the provider's queue, in order.
    this.queue.push(live);
    this.pumpQueue();
    if (this.queue.includes(live)) this.setStatus(record, 'queued');
    else this.persist();
    // Like Twilio, the first status callback comes after the API answered.
    this.track(
      live,
      dialled.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0))).then(() => this.run(live)),
    );
    return { callSid: record.sid };
  }

  async sendSms(to: string, from: string, body: string): Promise<{ messageSid: string }> {
    if (!isE164(phoneKey(to))) {
      throw new TelephonyError(`Twilio refused send-sms (400, code 21211): invalid 'To' phone number`, { operation: 'send-sms', status: 400, code: 21211, retryable: false });
    }
    if (!body.trim()) {
      throw new TelephonyError('Twilio refused send-sms (400, code 21602): message body is required', { operation: 'send-sms', status: 400, code: 21602, retryable: false });
    }
    const record = this.newRecord({ to, from, kind: 'sms', reference: null, sid: `SM${hex()}` });
    record.transcript.push({ speaker: 'system', text: body });
    if (!this.phone(to).acceptsSms) {
      // A landline: Twilio refuses the request itself, so nothing is delivered.
      this.end(record, 'failed');
      this.log(record, 'error', `Twilio error 21614: "${phoneKey(to)}" is not a mobile number; the text was refused`);
      throw new TelephonyError(`Twilio refused send-sms (400, code 21614): 'To' number is not a valid mobile number`, { operation: 'send-sms', status: 400, code: 21614, retryable: false });
    }
    this.end(record, 'delivered');
    return { messageSid: record.sid };
  }

  /**
   * Our side points a live call at new TwiML (Twilio's POST Calls/{sid} with Url): what is playing
   * stops and the URL's document is fetched and played. Unknown or ended calls: nothing to do.
   */
  async redirectCall(callSid: string, url: string): Promise<void> {
    const live = this.live.get(callSid);
    if (!live || live.hangup) return;
    live.redirect = url;
    this.log(live.record, 'info', `Call redirected to ${shortUrl(url)}`);
    live.wake?.();
  }

  /** Sets the product's number and its webhooks, as its Voice URL is set in the Twilio console. */
  setIncomingNumber(config: IncomingNumber): void {
    this.incomingNumber = { ...config };
  }

  /**
   * `POST /__sim/phones/{e164}/call`: that phone calls the product's number. The call goes as the
   * phone's settings say (its replies and digits), through the number's signed webhooks.
   */
  callIn(from: string): { callSid: string } {
    const number = this.incomingNumber;
    if (!number) throw new Error('The product\'s number has no Voice URL yet');
    if (!isE164(phoneKey(from))) throw new Error(`"${from}" is not an E.164 number`);
    const settings = this.phone(from);
    const record = this.newRecord({ to: number.number, from: phoneKey(from), kind: 'call-in', reference: null });
    const live: LiveCall = {
      record,
      req: { to: number.number, from: phoneKey(from), webhookBaseUrl: new URL('./', number.voiceUrl).toString(), reference: 'incoming', kind: 'check-in' },
      settings,
      replies: [...settings.replies],
      digits: [...settings.digits],
      phase: 'answered',
      manualAnswer: false,
      declined: false,
      talkSeconds: 0,
      sequence: 0,
      dial: () => undefined,
      incoming: number,
    };
    this.live.set(record.sid, live);
    this.track(
      live,
      new Promise<void>((resolve) => setTimeout(resolve, 0)).then(async () => {
        live.answeredAt = this.now().getTime();
        record.answeredBy = 'human';
        this.setStatus(record, 'in-progress');
        await this.converse(live);
        await this.finishAnswered(live);
      }),
    );
    return { callSid: record.sid };
  }

  /** Runs a call to its end in the background: a simulator failure ends the call `failed`, never silently. */
  private track(live: LiveCall, work: Promise<void>): void {
    const record = live.record;
    const run = work
      .catch((error: unknown) => {
        this.log(record, 'error', `Simulator failure: ${(error as Error).message}`);
        if (!FINAL.has(record.status)) this.end(record, 'failed');
        this.live.delete(record.sid);
      })
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Our side hangs up: a ringing call is canceled, a live one completed. Unknown or ended calls: nothing to do. */
  async hangUp(callSid: string): Promise<void> {
    const live = this.live.get(callSid);
    if (!live || live.hangup) return;
    live.hangup = 'ours';
    const waiting = this.queue.indexOf(live);
    if (waiting >= 0) {
      // Still in the provider's queue: canceled without ever ringing; the rest move up.
      this.queue.splice(waiting, 1);
      live.dial();
      this.pumpQueue();
    }
    live.wake?.();
  }

  // ---- the page's controls -------------------------------------------------------------------

  /** Picks up a ringing call by hand: from now on every prompt waits for `say` or `press`. */
  answer(callSid: string): ControlOutcome {
    const live = this.live.get(callSid);
    if (!live) return this.records.some((r) => r.sid === callSid) ? 'not-ringing' : 'no-such-call';
    if (live.phase !== 'ringing' || live.hangup || live.declined || live.manualAnswer) return 'not-ringing';
    live.manualAnswer = true;
    live.record.manual = true;
    live.wake?.();
    return 'done';
  }

  /** Declines a ringing call: the caller hears busy. */
  decline(callSid: string): ControlOutcome {
    const live = this.live.get(callSid);
    if (!live) return this.records.some((r) => r.sid === callSid) ? 'not-ringing' : 'no-such-call';
    if (live.phase !== 'ringing' || live.hangup || live.manualAnswer || live.declined) return 'not-ringing';
    live.declined = true;
    live.wake?.();
    return 'done';
  }

  /** The person says something. 'unheard' when no prompt is listening for speech (it is still in the transcript). */
  say(callSid: string, text: string): ControlOutcome {
    const live = this.answered(callSid);
    if (typeof live === 'string') return live;
    const spoken = text.trim().replace(/\s+/g, ' ');
    if (!spoken) return 'unheard';
    live.record.transcript.push({ speaker: 'person', text: spoken });
    if (!live.listening?.speech || live.input) return 'unheard';
    live.talkSeconds += words(spoken) / WORDS_PER_SECOND + 1;
    live.input = { speech: spoken };
    live.wake?.();
    return 'done';
  }

  /** The person presses keys (0-9, * and #). 'unheard' when no prompt is listening for keys. */
  press(callSid: string, keys: string): ControlOutcome {
    const live = this.answered(callSid);
    if (typeof live === 'string') return live;
    if (!KEYS.test(keys)) return 'unheard';
    live.record.transcript.push({ speaker: 'person', text: `[pressed ${keys}]` });
    if (!live.listening?.dtmf || live.input) return 'unheard';
    live.talkSeconds += 1;
    live.input = { digits: keys };
    live.wake?.();
    return 'done';
  }

  /** The person hangs up: a ringing call is declined, a live one ends (completed). */
  hangUpFromPhone(callSid: string): ControlOutcome {
    const live = this.live.get(callSid);
    if (!live) return this.records.some((r) => r.sid === callSid) ? 'not-live' : 'no-such-call';
    if (live.hangup) return 'not-live';
    if (live.phase === 'ringing') return this.decline(callSid);
    live.hangup = 'phone';
    live.wake?.();
    return 'done';
  }

  // ---- reading -------------------------------------------------------------------------------

  /** `GET /__sim/calls`: calls and texts, newest first, in exactly the contract's shape. */
  list(): SimListEntry[] {
    return this.records.map(({ sid, to, from, status, startedAt, endedAt, transcript, sms }) => ({
      sid,
      to,
      from,
      status,
      startedAt,
      endedAt,
      transcript: transcript.map(({ speaker, text }) => ({ speaker, text })),
      sms,
    }));
  }

  /** Everything about every call and text, newest first (the simulator page). */
  details(): SimCallDetail[] {
    return this.records.map((record) => this.detail(record));
  }

  get(sid: string): SimCallDetail | undefined {
    const record = this.records.find((r) => r.sid === sid);
    return record && this.detail(record);
  }

  /** True when the simulator made this recording and it was not deleted since. */
  hasRecording(recordingSid: string): boolean {
    return this.records.some((r) => r.recordingSid === recordingSid && !r.recordingDeleted);
  }

  /** How long the recording is (the answered call's length), while it exists. */
  recordingSeconds(recordingSid: string): number | undefined {
    const record = this.records.find((r) => r.recordingSid === recordingSid && !r.recordingDeleted);
    return record ? (record.durationSeconds ?? 1) : undefined;
  }

  /** Twilio's DELETE /Recordings/{sid}: the recording is no longer served; unknown or gone is done. */
  async deleteRecording(recordingSid: string): Promise<void> {
    const record = this.records.find((r) => r.recordingSid === recordingSid);
    if (!record || record.recordingDeleted) return;
    record.recordingDeleted = true;
    this.persist();
  }

  /** Forgets ended calls and texts; live calls stay. */
  clearHistory(): void {
    this.records = this.records.filter((r) => this.live.has(r.sid));
    this.persist();
  }

  /** Resolves once no call is in progress (every status and recording callback sent). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  /** Hangs up every live call (our side) and waits for them to end: server shutdown. */
  async close(): Promise<void> {
    for (const sid of [...this.live.keys()]) await this.hangUp(sid);
    clearTimeout(this.dialTimer);
    await this.idle();
  }

  // ---- the provider's queue ------------------------------------------------------------------

  /** Dials the calls at the head of the queue as the account's rate allows; a timer for the rest. */
  private pumpQueue(): void {
    clearTimeout(this.dialTimer);
    this.dialTimer = undefined;
    while (this.queue.length) {
      const rate = this.settings.callsPerSecond;
      const now = this.now().getTime();
      const wait = rate ? this.lastDialAt + 1000 / rate - now : 0;
      if (wait > 0) {
        this.dialTimer = setTimeout(() => this.pumpQueue(), wait);
        return;
      }
      const live = this.queue.shift()!;
      this.lastDialAt = now;
      live.dial();
    }
  }

  // ---- the call itself -----------------------------------------------------------------------

  private async run(live: LiveCall): Promise<void> {
    const { record } = live;
    // Hung up while queued: never dialled, so no initiated or ringing, only the final status.
    if (live.hangup && record.status === 'queued') return this.finish(live, 'canceled');
    this.setStatus(record, 'initiated');
    await this.sendStatus(live, 'initiated');
    if (live.hangup) return this.finish(live, 'canceled');
    this.setStatus(record, 'ringing');
    await this.sendStatus(live, 'ringing');
    if (live.settings.behaviour === 'busy' && !live.manualAnswer) return this.finish(live, 'busy');

    await this.wait(live, this.ringMs, () => live.manualAnswer || live.declined || !!live.hangup);
    if (live.hangup === 'ours') return this.finish(live, 'canceled');
    if (live.declined || live.hangup) return this.finish(live, 'busy');
    if (!live.manualAnswer && live.settings.behaviour === 'no-answer') return this.finish(live, 'no-answer');
    const answeredBy = !live.manualAnswer && live.settings.behaviour === 'voicemail' ? 'machine_end_beep' : 'human';

    live.phase = 'answered';
    live.answeredAt = this.now().getTime();
    record.answeredBy = answeredBy;
    this.setStatus(record, 'in-progress');
    await this.sendStatus(live, 'in-progress');
    if (live.hangup) return this.finishAnswered(live);
    if (answeredBy === 'machine_end_beep') {
      // What the machine plays before DetectMessageEnd reports it: its greeting and the beep.
      live.record.transcript.push({ speaker: 'person', text: VOICEMAIL_GREETING }, { speaker: 'person', text: BEEP });
      live.talkSeconds += words(VOICEMAIL_GREETING) / WORDS_PER_SECOND + 1;
      await this.wait(live, 4000 * this.waitScale, () => !!live.hangup);
      if (live.hangup) return this.finishAnswered(live);
    }

    // Async AMD: the result follows the answer.
    await this.webhook(live, this.hook(live, 'amd'), {
      AccountSid: this.accountSid,
      CallSid: record.sid,
      AnsweredBy: answeredBy,
      MachineDetectionDuration: answeredBy === 'human' ? '1800' : '4200',
    });
    // A failed AMD callback is only logged (Twilio does not retry it); the call goes on, as in Twilio,
    // where the call's own URL is requested at the answer whatever becomes of the AMD callback.
    if (live.hangup) return this.finishAnswered(live);

    if (answeredBy === 'machine_end_beep') {
      // The AMD callback came after the beep: our side may now redirect the call to a message,
      // which the machine records (listed in the transcript after the beep). Otherwise the
      // voicemail records silence until our side hangs up or it gives up.
      await this.wait(live, this.voicemailMs, () => !!live.hangup || !!live.redirect);
      if (live.redirect && !live.hangup) await this.converse(live);
      else live.talkSeconds += 20;
      return this.finishAnswered(live);
    }
    await this.converse(live);
    return this.finishAnswered(live);
  }

  private async converse(live: LiveCall): Promise<void> {
    let next: NextDocument | undefined = { url: this.hook(live, 'voice'), method: 'POST', params: {} };
    for (let documents = 0; (next || live.redirect) && !live.hangup; documents++) {
      // Our side updated the call: its new URL replaces whatever came next.
      if (live.redirect) {
        next = { url: live.redirect, method: 'POST', params: {} };
        live.redirect = undefined;
      }
      if (!next) return;
      if (documents >= MAX_DOCUMENTS) {
        this.log(live.record, 'error', `More than ${MAX_DOCUMENTS} TwiML documents in one call (a Redirect loop?): hanging up`);
        return;
      }
      const params = { ...this.callParams(live), ...next.params };
      let fetched = await this.document(live, next.url, params, next.method);
      if (live.hangup) return;
      // As Twilio: when the TwiML cannot be fetched or run, the call's fallback URL is requested
      // (with ErrorCode and ErrorUrl); without one, or when that fails too, an application error.
      if (!fetched.ok && live.req.fallbackUrl) {
        const fallback = live.req.fallbackUrl;
        this.log(live.record, 'info', `Requesting the fallback URL ${shortUrl(fallback)} after error ${fetched.code}`);
        fetched = await this.document(live, fallback, { ...params, ErrorCode: String(fetched.code), ErrorUrl: next.url }, 'POST');
        if (live.hangup) return;
        if (fetched.ok) fetched.url = fallback;
      }
      if (!fetched.ok) return this.applicationError(live);
      next = await this.play(live, fetched.document, fetched.url);
    }
  }

  /** Fetches and parses one TwiML document; on failure, Twilio's error code. */
  private async document(
    live: LiveCall,
    url: string,
    params: Record<string, string>,
    method: string,
  ): Promise<{ ok: true; document: TwimlElement; url: string } | { ok: false; code: number }> {
    const result = await this.request(live, url, params, method);
    if (!result.ok) return { ok: false, code: result.code };
    try {
      const document = parseTwiml(result.body);
      if (document.name !== 'Response') throw new TwimlError(`The root element is <${document.name}>, not <Response>`);
      return { ok: true, document, url };
    } catch (error) {
      this.log(live.record, 'error', `Twilio error 12100 (document parse failure) from ${shortUrl(url)}: ${(error as Error).message}`);
      return { ok: false, code: 12100 };
    }
  }

  /** Plays one TwiML document; returns the document to fetch next, or nothing when the call ends. */
  private async play(live: LiveCall, document: TwimlElement, documentUrl: string): Promise<NextDocument | undefined> {
    for (const verb of verbs(document)) {
      if (live.hangup) return undefined;
      switch (verb.name) {
        case 'Say':
          this.speak(live, verb);
          break;
        case 'Pause':
          await this.pause(live, verb);
          break;
        case 'Gather': {
          const result = await this.gather(live, verb);
          if (live.hangup) return undefined;
          if (result || verb.attrs.actionOnEmptyResult === 'true') {
            const url = this.resolve(live, verb.attrs.action || documentUrl, documentUrl);
            if (!url) return undefined;
            return { url, method: (verb.attrs.method ?? 'POST').toUpperCase(), params: result ?? {} };
          }
          break; // no input: on to the next verb
        }
        case 'Start': {
          // <Start><Recording recordingStatusCallback=…/>: the call is recorded from here on.
          const recording = verbs(verb).find((child) => child.name === 'Recording');
          if (recording) live.startedRecording ??= this.resolve(live, recording.attrs.recordingStatusCallback ?? documentUrl, documentUrl);
          break;
        }
        case 'Redirect': {
          const url = this.resolve(live, spokenText(verb), documentUrl);
          if (!url) return undefined;
          return { url, method: (verb.attrs.method ?? 'POST').toUpperCase(), params: {} };
        }
        case 'Hangup':
        case 'Reject':
          return undefined;
        default:
          this.log(live.record, 'error', `<${verb.name}> is not something the simulator plays; skipped`);
      }
    }
    return undefined; // out of verbs: Twilio hangs up
  }

  private async gather(live: LiveCall, gather: TwimlElement): Promise<Record<string, string> | undefined> {
    const input = (gather.attrs.input ?? 'dtmf').split(/\s+/);
    const speech = input.includes('speech');
    const dtmf = input.includes('dtmf');
    for (const child of verbs(gather)) {
      if (live.hangup) return undefined;
      if (child.name === 'Say') this.speak(live, child);
      else if (child.name === 'Pause') await this.pause(live, child);
      else this.log(live.record, 'error', `<${child.name}> inside <Gather> is not something the simulator plays; skipped`);
    }
    if (live.hangup) return undefined;
    const silence = Number(gather.attrs.timeout ?? 5) || 5;

    if (live.manualAnswer) {
      live.listening = { speech, dtmf };
      live.input = undefined;
      await this.wait(live, this.manualGatherTimeoutMs, () => !!live.hangup || !!live.input);
      // Set by say() or press() while waiting (TypeScript cannot see that).
      const heard = live.input as LiveCall['input'];
      live.listening = undefined;
      live.input = undefined;
      if (!heard || live.hangup) {
        if (!heard) live.talkSeconds += silence;
        return undefined;
      }
      return 'speech' in heard ? { SpeechResult: heard.speech, Confidence: CONFIDENCE } : this.digitsResult(gather, heard.digits);
    }

    if (speech && live.replies.length) {
      const reply = live.replies.shift()!;
      live.record.transcript.push({ speaker: 'person', text: reply });
      live.talkSeconds += words(reply) / WORDS_PER_SECOND + 1;
      return { SpeechResult: reply, Confidence: CONFIDENCE };
    }
    if (dtmf && live.digits.length) {
      const keys = live.digits.shift()!;
      live.record.transcript.push({ speaker: 'person', text: `[pressed ${keys}]` });
      live.talkSeconds += 1;
      return this.digitsResult(gather, keys);
    }
    live.listening = { speech, dtmf };
    await this.wait(live, this.gatherTimeoutMs, () => !!live.hangup);
    live.listening = undefined;
    live.talkSeconds += silence;
    return undefined;
  }

  /** Digits as Twilio reports them: up to finishOnKey (default #), at most numDigits. */
  private digitsResult(gather: TwimlElement, keys: string): Record<string, string> | undefined {
    const finishOnKey = gather.attrs.finishOnKey ?? '#';
    let digits = finishOnKey && keys.includes(finishOnKey) ? keys.slice(0, keys.indexOf(finishOnKey)) : keys;
    const numDigits = Number(gather.attrs.numDigits);
    if (Number.isInteger(numDigits) && numDigits > 0) digits = digits.slice(0, numDigits);
    return digits ? { Digits: digits } : undefined;
  }

  private speak(live: LiveCall, say: TwimlElement): void {
    const text = spokenText(say);
    if (!text) return;
    const loop = Math.min(Math.max(Number(say.attrs.loop ?? 1) || 1, 1), 10);
    for (let i = 0; i < loop; i++) {
      live.record.transcript.push({ speaker: 'system', text });
      live.talkSeconds += words(text) / WORDS_PER_SECOND + 0.5;
    }
  }

  private async pause(live: LiveCall, pause: TwimlElement): Promise<void> {
    const seconds = Math.max(0, Number(pause.attrs.length ?? 1) || 0);
    live.talkSeconds += seconds;
    await this.wait(live, seconds * 1000 * this.waitScale, () => !!live.hangup);
  }

  private applicationError(live: LiveCall): void {
    // What Twilio plays when it cannot get usable TwiML, before it hangs up.
    live.record.transcript.push({ speaker: 'system', text: APPLICATION_ERROR });
    live.talkSeconds += words(APPLICATION_ERROR) / WORDS_PER_SECOND;
  }

  private resolve(live: LiveCall, target: string, documentUrl: string): string | undefined {
    try {
      return new URL(target.trim(), documentUrl).toString();
    } catch {
      this.log(live.record, 'error', `"${target}" is not a URL: hanging up`);
      return undefined;
    }
  }

  /** Waits up to ms, or until `until()` holds after an event on the call. */
  private wait(live: LiveCall, ms: number, until: () => boolean): Promise<void> {
    if (until()) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        live.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      live.wake = () => {
        if (until()) done();
      };
    });
  }

  private async finish(live: LiveCall, status: CallStatus): Promise<void> {
    live.listening = undefined;
    this.live.delete(live.record.sid);
    this.end(live.record, status);
    await this.sendStatus(live, status);
  }

  private async finishAnswered(live: LiveCall): Promise<void> {
    const { record } = live;
    const elapsed = (this.now().getTime() - (live.answeredAt ?? this.now().getTime())) / 1000;
    record.durationSeconds = Math.max(1, Math.ceil(Math.max(elapsed, live.talkSeconds)));
    await this.finish(live, 'completed');
    // Recorded: outgoing check-ins (Record=true), and any call whose TwiML said <Start><Recording>.
    const recordingCallback = live.incoming ? live.startedRecording : this.hook(live, 'recording');
    if (live.req.kind !== 'check-in' || !recordingCallback) return;
    record.recordingSid = `RE${hex()}`;
    this.persist();
    const base = this.options.recordingBaseUrl ?? new URL(live.req.webhookBaseUrl).origin;
    await this.webhook(live, recordingCallback, {
      AccountSid: this.accountSid,
      CallSid: record.sid,
      RecordingSid: record.recordingSid,
      RecordingUrl: `${base.replace(/\/+$/, '')}/__sim/recordings/${record.recordingSid}`,
      RecordingStatus: 'completed',
      RecordingDuration: String(record.durationSeconds),
      RecordingChannels: '1',
      RecordingSource: live.incoming ? 'StartCallRecordingTwiML' : 'OutboundAPI',
      RecordingStartTime: rfc2822(new Date(live.answeredAt ?? Date.parse(record.startedAt))),
      ErrorCode: '0',
    });
  }

  // ---- webhooks ------------------------------------------------------------------------------

  private hook(live: LiveCall, name: 'voice' | 'status' | 'amd' | 'recording'): string {
    // A call to the product's number uses the number's own URLs, which carry no call reference.
    if (live.incoming) return name === 'status' ? live.incoming.statusUrl : live.incoming.voiceUrl;
    return `${live.req.webhookBaseUrl}${name}?ref=${encodeURIComponent(live.req.reference)}`;
  }

  private callParams(live: LiveCall): Record<string, string> {
    return {
      AccountSid: this.accountSid,
      ApiVersion: '2010-04-01',
      CallSid: live.record.sid,
      CallStatus: live.record.status,
      Direction: live.incoming ? 'inbound' : 'outbound-api',
      From: live.record.from,
      To: live.record.to,
      Called: live.record.to,
      Caller: live.record.from,
    };
  }

  private async sendStatus(live: LiveCall, status: CallStatus): Promise<void> {
    const params: Record<string, string> = {
      ...this.callParams(live),
      CallStatus: status,
      CallbackSource: 'call-progress-events',
      SequenceNumber: String(live.sequence++),
      Timestamp: rfc2822(this.now()),
    };
    if (status === 'completed') {
      params.CallDuration = String(live.record.durationSeconds ?? 0);
      params.Duration = String(Math.ceil((live.record.durationSeconds ?? 0) / 60));
    }
    const first = await this.request(live, this.hook(live, 'status'), params);
    // Twilio sends a status callback once more when it answered 5xx or never arrived; 4xx is final.
    if (!first.ok && (first.status === undefined || first.status >= 500)) {
      await this.request(live, this.hook(live, 'status'), params);
    }
  }

  /** One signed webhook request; the body on 2xx, undefined (and logged, as Twilio's debugger would) otherwise. */
  private async webhook(live: LiveCall, url: string, params: Record<string, string>, method = 'POST'): Promise<string | undefined> {
    const result = await this.request(live, url, params, method);
    return result.ok ? result.body : undefined;
  }

  /** One signed webhook request, logged as Twilio's debugger would. */
  private async request(live: LiveCall, url: string, params: Record<string, string>, method = 'POST'): Promise<WebhookResult> {
    let target = url;
    let signed = params;
    let body: string | undefined;
    if (method === 'GET') {
      const withQuery = new URL(url);
      for (const [name, value] of Object.entries(params)) withQuery.searchParams.append(name, value);
      target = withQuery.toString();
      signed = {};
    } else {
      body = new URLSearchParams(params).toString();
    }
    const headers: Record<string, string> = {
      'x-twilio-signature': signRequest(this.authToken, target, signed),
      'user-agent': 'TwilioProxy/1.1 (CareCall phone simulator)',
      accept: '*/*',
    };
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded; charset=utf-8';
    const label = `${method} ${shortUrl(url)}${params.CallStatus && url.includes('/status') ? ` (${params.CallStatus})` : ''}`;
    try {
      const response = await this.fetchImpl(target, { method, headers, body, signal: AbortSignal.timeout(this.webhookTimeoutMs) });
      const text = await response.text();
      if (!response.ok) {
        this.log(live.record, 'error', `Twilio error 11200 (HTTP retrieval failure): ${label} answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`);
        return { ok: false, code: 11200, status: response.status };
      }
      this.log(live.record, 'info', `${label} → ${response.status}`);
      return { ok: true, body: text };
    } catch (error) {
      const cause = (error as Error & { cause?: Error }).cause;
      const reason =
        (error as Error).name === 'TimeoutError' ? `no answer within ${this.webhookTimeoutMs} ms` : `${(error as Error).message}${cause?.message ? ` (${cause.message})` : ''}`;
      this.log(live.record, 'error', `Twilio error 11205 (HTTP connection failure): ${label}: ${reason}`);
      return { ok: false, code: 11205 };
    }
  }

  // ---- records -------------------------------------------------------------------------------

  private newRecord(init: { to: string; from: string; kind: CallRecord['kind']; reference: string | null; sid?: string }): CallRecord {
    const record: CallRecord = {
      sid: init.sid ?? `CA${hex()}`,
      to: init.to,
      from: init.from,
      status: 'initiated',
      startedAt: this.now().toISOString(),
      endedAt: null,
      transcript: [],
      sms: init.kind === 'sms',
      kind: init.kind,
      reference: init.reference,
      answeredBy: null,
      manual: false,
      durationSeconds: null,
      recordingSid: null,
      log: [],
    };
    this.records.unshift(record);
    if (this.records.length > this.maxHistory) {
      this.records = this.records.filter((r, i) => i < this.maxHistory || this.live.has(r.sid));
    }
    return record;
  }

  private detail(record: CallRecord): SimCallDetail {
    const live = this.live.get(record.sid);
    return {
      ...record,
      transcript: record.transcript.map((line) => ({ ...line })),
      log: record.log.map((entry) => ({ ...entry })),
      listening: live?.listening ? { ...live.listening } : null,
    };
  }

  private setStatus(record: CallRecord, status: SimStatus): void {
    record.status = status;
    this.persist();
  }

  private end(record: CallRecord, status: SimStatus): void {
    record.status = status;
    record.endedAt = this.now().toISOString();
    this.persist();
  }

  private log(record: CallRecord, level: SimLogEntry['level'], text: string): void {
    record.log.push({ at: this.now().toISOString(), level, text });
    if (record.log.length > MAX_LOG) record.log.splice(0, record.log.length - MAX_LOG);
    if (level === 'error') this.onError(`${record.sid} to ${record.to}: ${text}`);
  }

  private answered(callSid: string): LiveCall | ControlOutcome {
    const live = this.live.get(callSid);
    if (!live) return this.records.some((r) => r.sid === callSid) ? 'not-live' : 'no-such-call';
    if (live.phase !== 'answered' || live.hangup || !live.manualAnswer) return 'not-live';
    return live;
  }

  // ---- persistence ---------------------------------------------------------------------------

  private load(): void {
    const file = this.options.file;
    if (!file || !existsSync(file)) return;
    let saved: { phones?: Record<string, PhoneSettings>; calls?: CallRecord[]; settings?: Partial<SimulatorSettings> };
    try {
      saved = JSON.parse(readFileSync(file, 'utf8')) as typeof saved;
    } catch (error) {
      this.onError(`could not read ${file}; starting with no history (${(error as Error).message})`);
      return;
    }
    for (const [number, settings] of Object.entries(saved.phones ?? {})) this.phones.set(number, copyPhone({ ...DEFAULT_PHONE, ...settings }));
    const rate = saved.settings?.callsPerSecond;
    if (typeof rate === 'number' && rate > 0) this.settings = { callsPerSecond: rate };
    const restarted = this.now().toISOString();
    this.records = (saved.calls ?? []).map((record) => {
      if (FINAL.has(record.status)) return record;
      // Cut off by a restart: say so rather than show it ringing forever.
      const status: SimStatus = record.status === 'in-progress' ? 'completed' : 'canceled';
      const log = [...(record.log ?? []), { at: restarted, level: 'error' as const, text: 'The local server stopped during this call' }];
      return { ...record, status, endedAt: restarted, log };
    });
  }

  private persist(): void {
    const file = this.options.file;
    if (!file) return;
    const tmp = `${file}.tmp`;
    writeFileSync(tmp, JSON.stringify({ phones: Object.fromEntries(this.phones), settings: this.settings, calls: this.records }, null, 1));
    renameSync(tmp, file);
  }
}

function copyPhone(settings: PhoneSettings): PhoneSettings {
  return { behaviour: settings.behaviour, replies: [...settings.replies], digits: [...settings.digits], acceptsSms: settings.acceptsSms !== false };
}

function shortUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}
