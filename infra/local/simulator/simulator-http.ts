import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ControlOutcome, PhoneSimulator } from '@/functions/adapters/local/phone-simulator/phone-simulator.ts';
import { isE164, parsePhoneSettings, parseSimulatorSettings, phoneKey } from '@/functions/adapters/local/phone-simulator/phone-settings.ts';
import { toneWav } from '@/functions/adapters/local/phone-simulator/wav.ts';
import { sendHtml, sendJson } from '../send.ts';
import { simulatorPage } from './simulator-page.ts';

const MAX_BODY_BYTES = 64 * 1024;
const MAX_SAY_LENGTH = 1000;
const MAX_RECORDING_SECONDS = 4;

/**
 * `/__sim`: the phone simulator's page and JSON (docs/local-twin.md, "Phone simulator").
 * Contract: `PUT /__sim/phones/{e164}`, `POST /__sim/phones/{e164}/call`, `DELETE /__sim/phones`, `PUT|GET /__sim/settings`, `GET /__sim/calls`. The rest serves
 * the page (`GET /__sim/state`, `POST /__sim/calls/{sid}/answer|decline|say|press|hangup`) and
 * Twilio's RecordingUrl (`GET /__sim/recordings/{sid}`).
 */
export async function handleSimulator(req: IncomingMessage, res: ServerResponse, url: URL, simulator: PhoneSimulator): Promise<void> {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const method = req.method ?? 'GET';
  const read = method === 'GET' || method === 'HEAD';

  // A page on another site must not drive the simulator through the browser (the page itself is same-origin).
  if (!read && !sameOrigin(req)) return sendJson(res, 403, { message: 'Requests from other sites are not allowed.', errors: {} });

  if (path === '/__sim') {
    if (read) return sendHtml(res, 200, simulatorPage());
    return notAllowed(res, 'GET');
  }
  if (path === '/__sim/calls') {
    if (read) return sendJson(res, 200, simulator.list());
    if (method === 'DELETE') {
      simulator.clearHistory();
      return noContent(res);
    }
    return notAllowed(res, 'GET, DELETE');
  }
  if (path === '/__sim/state') {
    if (read) return sendJson(res, 200, { phones: simulator.phoneSettings(), calls: simulator.details() });
    return notAllowed(res, 'GET');
  }
  if (path === '/__sim/phones') {
    if (read) return sendJson(res, 200, simulator.phoneSettings());
    if (method === 'DELETE') {
      simulator.clearPhones();
      return noContent(res);
    }
    return notAllowed(res, 'GET, DELETE');
  }

  if (path === '/__sim/settings') {
    if (read) return sendJson(res, 200, simulator.getSettings());
    if (method !== 'PUT') return notAllowed(res, 'GET, PUT');
    const body = await readJson(req);
    if (!body.ok) return sendJson(res, 400, { message: body.message, errors: { body: [body.message] } });
    const settings = parseSimulatorSettings(body.value);
    if (!settings.ok) return sendJson(res, 400, { message: settings.message, errors: settings.errors });
    return sendJson(res, 200, simulator.setSettings(settings.value));
  }

  const phone = /^\/__sim\/phones\/([^/]+)$/.exec(path);
  if (phone) {
    const number = phoneKey(safeDecode(phone[1]!));
    if (!isE164(number)) {
      return sendJson(res, 400, { message: 'The phone number is not valid.', errors: { phoneNumber: ['Use an E.164 number such as +14165550142.'] } });
    }
    if (read) return sendJson(res, 200, { phoneNumber: number, ...simulator.phone(number) });
    if (method !== 'PUT') return notAllowed(res, 'GET, PUT');
    const body = await readJson(req);
    if (!body.ok) return sendJson(res, 400, { message: body.message, errors: { body: [body.message] } });
    const settings = parsePhoneSettings(body.value);
    if (!settings.ok) return sendJson(res, 400, { message: settings.message, errors: settings.errors });
    simulator.setPhone(number, settings.value);
    return sendJson(res, 200, { phoneNumber: number, ...settings.value });
  }

  // A person calling in: that phone calls the product's number and talks as its settings say.
  const callIn = /^\/__sim\/phones\/([^/]+)\/call$/.exec(path);
  if (callIn) {
    if (method !== 'POST') return notAllowed(res, 'POST');
    const number = phoneKey(safeDecode(callIn[1]!));
    if (!isE164(number)) {
      return sendJson(res, 400, { message: 'The phone number is not valid.', errors: { phoneNumber: ['Use an E.164 number such as +14165550142.'] } });
    }
    // As `POST /__dev/scheduler/{name}/fire` answers its execution: 200 with the new call's sid.
    return sendJson(res, 200, { sid: simulator.callIn(number).callSid });
  }

  const recording = /^\/__sim\/recordings\/(RE[0-9a-f]{32})(?:\.wav)?$/.exec(path);
  const seconds = recording && read ? simulator.recordingSeconds(recording[1]!) : undefined;
  if (seconds !== undefined) {
    // The call's own length (a few seconds at most), so each recording is a real, playable sound.
    const audio = toneWav(Math.min(MAX_RECORDING_SECONDS, Math.max(1, seconds)) * 1000);
    res.writeHead(200, { 'content-type': 'audio/x-wav', 'content-length': audio.length, 'cache-control': 'no-store' });
    res.end(method === 'HEAD' ? undefined : audio);
    return;
  }
  if (path.startsWith('/__sim/recordings/')) return sendJson(res, 404, { message: 'No recording with that id.', errors: {} });

  const one = /^\/__sim\/calls\/([^/]+)$/.exec(path);
  if (one) {
    if (!read) return notAllowed(res, 'GET');
    const call = simulator.get(safeDecode(one[1]!));
    return call ? sendJson(res, 200, call) : sendJson(res, 404, { message: 'No call with that id.', errors: {} });
  }

  const control = /^\/__sim\/calls\/([^/]+)\/(answer|decline|say|press|hangup)$/.exec(path);
  if (control) {
    if (method !== 'POST') return notAllowed(res, 'POST');
    const sid = safeDecode(control[1]!);
    const action = control[2]!;
    if (action === 'answer') return outcome(res, simulator.answer(sid));
    if (action === 'decline') return outcome(res, simulator.decline(sid));
    if (action === 'hangup') return outcome(res, simulator.hangUpFromPhone(sid));
    const body = await readJson(req);
    if (!body.ok) return sendJson(res, 400, { message: body.message, errors: { body: [body.message] } });
    const input = (typeof body.value === 'object' && body.value !== null ? body.value : {}) as Record<string, unknown>;
    if (action === 'say') {
      const text = input.text;
      if (typeof text !== 'string' || !text.trim() || text.length > MAX_SAY_LENGTH) {
        return sendJson(res, 400, { message: 'Type what the person says.', errors: { text: [`Enter 1 to ${MAX_SAY_LENGTH} characters.`] } });
      }
      return outcome(res, simulator.say(sid, text));
    }
    const digits = input.digits;
    if (typeof digits !== 'string' || !/^[0-9*#]{1,20}$/.test(digits)) {
      return sendJson(res, 400, { message: 'Press phone keys only.', errors: { digits: ['Use 0-9, * and #, at most 20 keys.'] } });
    }
    return outcome(res, simulator.press(sid, digits));
  }

  return sendJson(res, 404, { message: 'Not Found', errors: {} });
}

function outcome(res: ServerResponse, result: ControlOutcome): void {
  switch (result) {
    case 'done':
      return sendJson(res, 200, { heard: true });
    case 'unheard':
      return sendJson(res, 200, { heard: false, message: 'Nothing on the call was listening for that just now; it is in the transcript only.' });
    case 'no-such-call':
      return sendJson(res, 404, { message: 'No call with that id.', errors: {} });
    case 'not-ringing':
      return sendJson(res, 409, { message: 'That call is no longer ringing.', errors: {} });
    case 'not-live':
      return sendJson(res, 409, { message: 'That call is not one you answered, or it has ended.', errors: {} });
  }
}

function notAllowed(res: ServerResponse, allow: string): void {
  res.setHeader('allow', allow);
  sendJson(res, 405, { message: 'Method Not Allowed', errors: {} });
}

function noContent(res: ServerResponse): void {
  res.writeHead(204, { 'cache-control': 'no-store' });
  res.end();
}

function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // curl, tests, server-to-server
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function readJson(req: IncomingMessage): Promise<{ ok: true; value: unknown } | { ok: false; message: string }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return { ok: false, message: 'The body is too large.' };
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return { ok: false, message: 'The body must be JSON.' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: 'The body must be JSON.' };
  }
}
