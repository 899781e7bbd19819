import { webhookUrl, type PlaceCallRequest, type TelephonyPort } from '../../core/ports/telephony.ts';
import { basicAuthorization, type FetchLike, type TwilioCredentials } from './credentials.ts';

// Three REST calls do not justify the 20 MB `twilio` client (axios, jsonwebtoken, dayjs and every
// API it knows): Node's fetch speaks the form-encoded API directly and keeps Lambda bundles small.

export type { FetchLike, TwilioCredentials };

export interface TwilioTelephonySettings {
  /** Seconds the phone rings before Twilio gives up (Twilio allows 5..600). Default 30. */
  ringSeconds?: number;
  /** Per request; a hung connection must not eat the workflow's time. Default 10 s. */
  requestTimeoutMs?: number;
  /** Default https://api.twilio.com */
  apiBaseUrl?: string;
}

export type TelephonyOperation = 'place-call' | 'send-sms' | 'hang-up' | 'redirect-call' | 'delete-recording';

/**
 * A request Twilio refused or that never reached it. `retryable` is true for 5xx, 429, 408 and
 * network failures; a refusal such as an invalid number (400, code 21211) is final.
 */
export class TelephonyError extends Error {
  override readonly name = 'TelephonyError';
  readonly operation: TelephonyOperation;
  readonly retryable: boolean;
  /** HTTP status, absent when Twilio was not reached. */
  readonly status?: number;
  /** Twilio's error code, e.g. 21211; see https://www.twilio.com/docs/api/errors */
  readonly code?: number;

  constructor(
    message: string,
    init: { operation: TelephonyOperation; retryable: boolean; status?: number; code?: number; cause?: unknown },
  ) {
    super(message, { cause: init.cause });
    this.operation = init.operation;
    this.retryable = init.retryable;
    if (init.status !== undefined) this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
  }
}

const CALL_EVENTS = ['initiated', 'ringing', 'answered', 'completed'] as const;
// Opaque ids only: webhook URLs end up in Twilio's logs and ours, so nothing else may ride on them.
const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;
// Hanging up a call that already ended is done: 20404 not found, 21220 call not in progress.
const ALREADY_ENDED = new Set([20404, 21220]);

export class TwilioTelephony implements TelephonyPort {
  private readonly ringSeconds: number;
  private readonly requestTimeoutMs: number;
  private readonly apiBaseUrl: string;

  constructor(
    private readonly credentials: TwilioCredentials,
    settings: TwilioTelephonySettings = {},
    private readonly fetchImpl: FetchLike = (input, init) => fetch(input, init),
  ) {
    this.ringSeconds = settings.ringSeconds ?? 30;
    if (!Number.isInteger(this.ringSeconds) || this.ringSeconds < 5 || this.ringSeconds > 600) {
      throw new Error('ringSeconds must be a whole number from 5 to 600');
    }
    this.requestTimeoutMs = settings.requestTimeoutMs ?? 10_000;
    this.apiBaseUrl = (settings.apiBaseUrl ?? 'https://api.twilio.com').replace(/\/+$/, '');
  }

  async placeCall(req: PlaceCallRequest): Promise<{ callSid: string }> {
    if (!REFERENCE.test(req.reference)) throw new Error('A call reference must be an opaque id');
    const hook = (path: string) => webhookUrl(req.webhookBaseUrl, path, req.reference);

    const form = new URLSearchParams({
      To: req.to,
      From: req.from,
      Url: hook('voice'),
      Method: 'POST',
      // When the voice webhook fails (5xx, or no answer in 15 s), Twilio asks here once instead of
      // telling the person "an application error has occurred".
      StatusCallback: hook('status'),
      StatusCallbackMethod: 'POST',
      Timeout: String(this.ringSeconds),
      // Async detection lets a person hear the greeting at once instead of waiting in silence while
      // Twilio listens; DetectMessageEnd reports a machine after its greeting's beep, when a
      // message can be left (functions/core/check-in/voicemail.ts).
      MachineDetection: 'DetectMessageEnd',
      AsyncAmd: 'true',
      AsyncAmdStatusCallback: hook('amd'),
      AsyncAmdStatusCallbackMethod: 'POST',
    });
    for (const event of CALL_EVENTS) form.append('StatusCallbackEvent', event);
    // When the voice webhook fails (5xx, or no answer in 15 s), Twilio asks here once instead of
    // telling the person "an application error has occurred".
    if (req.fallbackUrl) {
      form.set('FallbackUrl', req.fallbackUrl);
      form.set('FallbackMethod', 'POST');
    }
    // Only the check-in is recorded (for transcription and the family's call history); contacts
    // answering an alert never agreed to be recorded and nothing in their call is assessed.
    if (req.kind === 'check-in') {
      form.set('Record', 'true');
      form.set('RecordingStatusCallback', hook('recording'));
      form.set('RecordingStatusCallbackMethod', 'POST');
      form.set('RecordingStatusCallbackEvent', 'completed');
    }

    const body = await this.post('place-call', 'Calls.json', form);
    return { callSid: requireSid(body, 'place-call') };
  }

  async sendSms(to: string, from: string, body: string): Promise<{ messageSid: string }> {
    const response = await this.post('send-sms', 'Messages.json', new URLSearchParams({ To: to, From: from, Body: body }));
    return { messageSid: requireSid(response, 'send-sms') };
  }

  async hangUp(callSid: string): Promise<void> {
    try {
      await this.post('hang-up', `Calls/${encodeURIComponent(callSid)}.json`, new URLSearchParams({ Status: 'completed' }));
    } catch (error) {
      if (error instanceof TelephonyError && (error.status === 404 || (error.code && ALREADY_ENDED.has(error.code)))) return;
      throw error;
    }
  }

  /**
   * Points a live call at new TwiML (POST Calls/{sid}.json with Url): Twilio stops what it plays
   * and fetches `url`, as after an answering machine's beep. A call already ended is done.
   */
  async redirectCall(callSid: string, url: string): Promise<void> {
    try {
      await this.post('redirect-call', `Calls/${encodeURIComponent(callSid)}.json`, new URLSearchParams({ Url: url, Method: 'POST' }));
    } catch (error) {
      if (error instanceof TelephonyError && (error.status === 404 || (error.code && ALREADY_ENDED.has(error.code)))) return;
      throw error;
    }
  }

  /**
   * Deletes a recording from Twilio once CareCall keeps its own copy (docs/privacy.md: recordings are
   * deleted from the provider once copied). Already gone (404, code 20404) counts as deleted.
   */
  async deleteRecording(recordingSid: string): Promise<void> {
    if (!/^RE[0-9a-fA-F]{32}$/.test(recordingSid)) throw new Error('A recording SID must be RE followed by 32 hex digits');
    try {
      await this.post('delete-recording', `Recordings/${recordingSid}.json`, undefined, 'DELETE');
    } catch (error) {
      if (error instanceof TelephonyError && (error.status === 404 || error.code === 20404)) return;
      throw error;
    }
  }

  private async post(operation: TelephonyOperation, path: string, form: URLSearchParams | undefined, method: 'POST' | 'DELETE' = 'POST'): Promise<Record<string, unknown>> {
    const account = await this.credentials();
    const url = `${this.apiBaseUrl}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/${path}`;
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method,
        headers: {
          authorization: basicAuthorization(account),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          accept: 'application/json',
        },
        ...(form ? { body: form.toString() } : {}),
        signal: AbortSignal.timeout(this.requestTimeoutMs),
      });
    } catch (cause) {
      // Refused connection, DNS, timeout. For place-call a timeout may hide a call that was placed:
      // the caller's single retry and the per-reference webhooks keep a double ring harmless.
      throw new TelephonyError(`Twilio could not be reached (${operation})`, { operation, retryable: true, cause });
    }

    // Error pages from a proxy may be HTML; the status alone then decides.
    const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (response.ok) return body ?? {};

    const code = typeof body?.code === 'number' ? body.code : undefined;
    const detail = typeof body?.message === 'string' ? `: ${body.message}` : '';
    const status = response.status;
    throw new TelephonyError(`Twilio refused ${operation} (${status}${code ? `, code ${code}` : ''})${detail}`, {
      operation,
      status,
      ...(code !== undefined && { code }),
      retryable: status >= 500 || status === 429 || status === 408,
    });
  }
}

function requireSid(body: Record<string, unknown>, operation: TelephonyOperation): string {
  if (typeof body.sid === 'string' && body.sid) return body.sid;
  // Twilio accepted the request, so retrying could ring twice.
  throw new TelephonyError(`Twilio answered ${operation} without a sid`, { operation, retryable: false });
}
