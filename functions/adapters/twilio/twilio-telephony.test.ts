import { describe, expect, it } from 'vitest';
import type { PlaceCallRequest } from '../../core/ports/telephony.ts';
import { TelephonyError, TwilioTelephony, type FetchLike } from './twilio-telephony.ts';

const account = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'secret-token' };
const credentials = async () => account;
const checkIn: PlaceCallRequest = {
  to: '+15551230001',
  from: '+15559870000',
  webhookBaseUrl: 'https://abc123.lambda-url.eu-west-1.on.aws/',
  reference: '01jd6x2k3m4n5p6q7r8s9t0v1w',
  kind: 'check-in',
};

interface Sent {
  url: string;
  init: RequestInit;
  form: URLSearchParams;
}

/** A stand-in for Twilio that records each request and answers from a script. */
function twilio(...replies: (Response | Error)[]) {
  const sent: Sent[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    sent.push({ url, init, form: new URLSearchParams(String(init.body)) });
    const reply = replies.shift() ?? json(500, {});
    if (reply instanceof Error) throw reply;
    return reply;
  };
  return { sent, fetchImpl };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const twilioError = (status: number, code: number, message: string) =>
  json(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

describe('placing a call through the Twilio REST API', () => {
  it('gives Twilio the fallback URL it was handed, so a failed voice webhook is asked again', async () => {
    const { sent, fetchImpl } = twilio(json(201, { sid: 'CA11111111111111111111111111111111', status: 'queued' }));
    const fallbackUrl = 'https://abc123.lambda-url.eu-west-1.on.aws/voice-fallback?ref=01jd6x2k3m4n5p6q7r8s9t0v1w';

    await new TwilioTelephony(credentials, {}, fetchImpl).placeCall({ ...checkIn, fallbackUrl });

    expect(sent[0]!.form.get('FallbackUrl')).toBe(fallbackUrl);
    expect(sent[0]!.form.get('FallbackMethod')).toBe('POST');
  });

  it('asks Twilio for a recorded call with voicemail detection and webhooks that carry only the reference', async () => {
    const { sent, fetchImpl } = twilio(json(201, { sid: 'CA11111111111111111111111111111111', status: 'queued' }));

    const result = await new TwilioTelephony(credentials, { ringSeconds: 25 }, fetchImpl).placeCall(checkIn);

    expect(result).toEqual({ callSid: 'CA11111111111111111111111111111111' });
    expect(sent).toHaveLength(1);
    const { url, init, form } = sent[0]!;
    expect(url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${account.accountSid}/Calls.json`);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      authorization: `Basic ${Buffer.from(`${account.accountSid}:secret-token`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    });
    const hook = (path: string) => `https://abc123.lambda-url.eu-west-1.on.aws/${path}?ref=01jd6x2k3m4n5p6q7r8s9t0v1w`;
    expect(Object.fromEntries(form)).toEqual({
      To: '+15551230001',
      From: '+15559870000',
      Url: hook('voice'),
      Method: 'POST',
      StatusCallback: hook('status'),
      StatusCallbackMethod: 'POST',
      StatusCallbackEvent: 'completed',
      Timeout: '25',
      MachineDetection: 'DetectMessageEnd',
      AsyncAmd: 'true',
      AsyncAmdStatusCallback: hook('amd'),
      AsyncAmdStatusCallbackMethod: 'POST',
      Record: 'true',
      RecordingStatusCallback: hook('recording'),
      RecordingStatusCallbackMethod: 'POST',
      RecordingStatusCallbackEvent: 'completed',
    });
    expect(form.getAll('StatusCallbackEvent')).toEqual(['initiated', 'ringing', 'answered', 'completed']);
  });

  it('rings for 30 seconds unless told otherwise, and adds the slash a base URL lacks', async () => {
    const { sent, fetchImpl } = twilio(json(201, { sid: 'CA2' }));

    await new TwilioTelephony(credentials, {}, fetchImpl).placeCall({ ...checkIn, webhookBaseUrl: 'http://127.0.0.1:3000/twilio' });

    expect(sent[0]!.form.get('Timeout')).toBe('30');
    expect(sent[0]!.form.get('Url')).toBe('http://127.0.0.1:3000/twilio/voice?ref=01jd6x2k3m4n5p6q7r8s9t0v1w');
  });

  it('does not record a contact alert, but still treats their voicemail as not reached', async () => {
    const { sent, fetchImpl } = twilio(json(201, { sid: 'CA3' }));

    await new TwilioTelephony(credentials, {}, fetchImpl).placeCall({ ...checkIn, kind: 'contact-alert' });

    const form = sent[0]!.form;
    expect(form.has('Record')).toBe(false);
    expect(form.has('RecordingStatusCallback')).toBe(false);
    expect(form.get('MachineDetection')).toBe('DetectMessageEnd');
    expect(form.get('AsyncAmd')).toBe('true');
  });

  it('refuses a reference that is not an opaque id, before anything reaches Twilio', async () => {
    const { sent, fetchImpl } = twilio();
    const telephony = new TwilioTelephony(credentials, {}, fetchImpl);

    await expect(telephony.placeCall({ ...checkIn, reference: 'chest pain & fell' })).rejects.toThrow('opaque id');
    expect(sent).toHaveLength(0);
  });

  it('turns an invalid number into a final error and a Twilio outage into a retryable one', async () => {
    const { fetchImpl } = twilio(
      twilioError(400, 21211, "The 'To' number +1555 is not a valid phone number."),
      twilioError(503, 20503, 'Service unavailable'),
      twilioError(429, 20429, 'Too Many Requests'),
      new Response('<html>Bad gateway</html>', { status: 502 }),
      new TypeError('fetch failed'),
    );
    const telephony = new TwilioTelephony(credentials, {}, fetchImpl);
    const outcome = async () => telephony.placeCall(checkIn).catch((error: unknown) => error);

    const invalid = await outcome();
    expect(invalid).toBeInstanceOf(TelephonyError);
    expect(invalid).toMatchObject({ retryable: false, status: 400, code: 21211, operation: 'place-call' });
    expect((invalid as Error).message).toContain('not a valid phone number');
    expect(await outcome()).toMatchObject({ retryable: true, status: 503, code: 20503 });
    expect(await outcome()).toMatchObject({ retryable: true, status: 429 });
    expect(await outcome()).toMatchObject({ retryable: true, status: 502 });
    const unreachable = await outcome();
    expect(unreachable).toMatchObject({ name: 'TelephonyError', retryable: true });
    expect((unreachable as TelephonyError).status).toBeUndefined();
  });

  it('treats bad credentials as final: retrying will not fix them', async () => {
    const { fetchImpl } = twilio(twilioError(401, 20003, 'Authenticate'));

    await expect(new TwilioTelephony(credentials, {}, fetchImpl).placeCall(checkIn)).rejects.toMatchObject({
      retryable: false,
      status: 401,
      code: 20003,
    });
  });

  it('refuses a ring time Twilio would reject', () => {
    expect(() => new TwilioTelephony(credentials, { ringSeconds: 2 })).toThrow('ringSeconds');
  });
});

describe('text messages and hanging up', () => {
  it('sends a text through the Messages resource', async () => {
    const { sent, fetchImpl } = twilio(json(201, { sid: 'SM0123', status: 'queued' }));

    const result = await new TwilioTelephony(credentials, {}, fetchImpl).sendSms('+15551230002', '+15559870000', 'CareCall: message');

    expect(result).toEqual({ messageSid: 'SM0123' });
    expect(sent[0]!.url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${account.accountSid}/Messages.json`);
    expect(Object.fromEntries(sent[0]!.form)).toEqual({ To: '+15551230002', From: '+15559870000', Body: 'CareCall: message' });
  });

  it('a number that cannot take texts is a final error', async () => {
    const { fetchImpl } = twilio(twilioError(400, 21614, "'To' number is not a valid mobile number"));

    await expect(new TwilioTelephony(credentials, {}, fetchImpl).sendSms('+15551230002', '+15559870000', 'x')).rejects.toMatchObject({
      retryable: false,
      code: 21614,
      operation: 'send-sms',
    });
  });

  it('ends a live call, and hanging up a call that already ended is not an error', async () => {
    const { sent, fetchImpl } = twilio(
      json(200, { sid: 'CA4', status: 'completed' }),
      twilioError(400, 21220, 'Call is not in-progress. Cannot redirect.'),
      twilioError(404, 20404, 'The requested resource was not found'),
      twilioError(500, 20500, 'Internal Server Error'),
    );
    const telephony = new TwilioTelephony(credentials, {}, fetchImpl);

    await expect(telephony.hangUp('CA4')).resolves.toBeUndefined();
    await expect(telephony.hangUp('CA4')).resolves.toBeUndefined();
    await expect(telephony.hangUp('CA4')).resolves.toBeUndefined();
    await expect(telephony.hangUp('CA4')).rejects.toMatchObject({ retryable: true, operation: 'hang-up' });

    expect(sent[0]!.url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${account.accountSid}/Calls/CA4.json`);
    expect(Object.fromEntries(sent[0]!.form)).toEqual({ Status: 'completed' });
  });

  it('points a live call at new TwiML after a voicemail beep; a call that already ended is done', async () => {
    const { sent, fetchImpl } = twilio(
      json(200, { sid: 'CA5', status: 'in-progress' }),
      twilioError(400, 21220, 'Call is not in-progress. Cannot redirect.'),
      twilioError(503, 20503, 'Service Unavailable'),
    );
    const telephony = new TwilioTelephony(credentials, {}, fetchImpl);
    const url = 'https://abc123.lambda-url.eu-west-1.on.aws/voicemail?ref=c01jd6x2k3m4n5p6q7r8s9t0v1w-1';

    await expect(telephony.redirectCall('CA5', url)).resolves.toBeUndefined();
    await expect(telephony.redirectCall('CA5', url)).resolves.toBeUndefined();
    await expect(telephony.redirectCall('CA5', url)).rejects.toMatchObject({ retryable: true, operation: 'redirect-call' });

    expect(sent[0]!.url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${account.accountSid}/Calls/CA5.json`);
    expect(Object.fromEntries(sent[0]!.form)).toEqual({ Url: url, Method: 'POST' });
  });
});

describe('deleting a recording from Twilio once CareCall keeps its copy', () => {
  const sid = 'RE0123456789abcdef0123456789abcdef';

  it('sends DELETE /Recordings/{sid}.json with the account credentials and no body', async () => {
    const { sent, fetchImpl } = twilio(new Response(null, { status: 204 }));

    await new TwilioTelephony(credentials, {}, fetchImpl).deleteRecording(sid);

    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${account.accountSid}/Recordings/${sid}.json`);
    expect(sent[0]!.init.method).toBe('DELETE');
    expect(sent[0]!.init.body).toBeUndefined();
    expect(sent[0]!.init.headers).toMatchObject({ authorization: `Basic ${Buffer.from(`${account.accountSid}:secret-token`).toString('base64')}` });
  });

  it('counts a recording that is already gone as deleted', async () => {
    const { fetchImpl } = twilio(twilioError(404, 20404, 'The requested resource was not found'));

    await expect(new TwilioTelephony(credentials, {}, fetchImpl).deleteRecording(sid)).resolves.toBeUndefined();
  });

  it('fails retryably when Twilio fails, so the webhook answers 5xx and is sent again', async () => {
    const { fetchImpl } = twilio(twilioError(503, 20503, 'Service unavailable'));

    const error = await new TwilioTelephony(credentials, {}, fetchImpl).deleteRecording(sid).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(TelephonyError);
    expect(error).toMatchObject({ operation: 'delete-recording', retryable: true, status: 503 });
  });

  it('refuses anything but a recording SID, so nothing else can ride on the path', async () => {
    const { sent, fetchImpl } = twilio();

    await expect(new TwilioTelephony(credentials, {}, fetchImpl).deleteRecording('../Calls/CA1')).rejects.toThrow(/recording SID/);
    expect(sent).toEqual([]);
  });
});
