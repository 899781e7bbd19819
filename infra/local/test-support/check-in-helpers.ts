import type { ApiClient } from './api-client.ts';

export interface SimCall {
  sid: string;
  to: string;
  from: string;
  status: string;
  startedAt: string;
  endedAt?: string;
  transcript: { speaker: 'system' | 'person'; text: string }[];
  sms: boolean;
}

export const dailySchedule = (phoneNumber: string, flags: Record<string, boolean> = {}) => ({
  phoneNumber,
  frequency: 'daily',
  timeOfDay: '09:00',
  timezone: 'America/Toronto',
  isActive: true,
  escalateOnNoAnswer: true,
  escalateOnEmergency: true,
  escalateOnConcerning: false,
  escalateOnUnknown: true,
  ...flags,
});

export async function setPhone(client: ApiClient, e164: string, behaviour: Record<string, unknown>) {
  const res = await client.put(`/__sim/phones/${encodeURIComponent(e164)}`, behaviour);
  if (res.status >= 300) throw new Error(`sim phone ${e164}: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Polls the dev console until the execution stops; returns it with its states. */
export async function waitForExecution(client: ApiClient, executionId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await client.get(`/__dev/executions/${encodeURIComponent(executionId)}`);
    if (body?.status && body.status !== 'RUNNING') return body as { status: string; states: string[]; output: unknown; error?: string; cause?: string };
    if (Date.now() > deadline) throw new Error(`execution ${executionId} still ${body?.status} after ${timeoutMs} ms: ${JSON.stringify(body?.states)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Polls `probe` until it answers something (not undefined); fails after `timeoutMs`. */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function simCalls(client: ApiClient): Promise<SimCall[]> {
  return (await client.get('/__sim/calls')).body as SimCall[];
}

/** A contact's welcome text, sent once when they were added (functions/core/contact-welcome.ts). */
export const isWelcomeText = (call: SimCall) => call.sms && /added you as an emergency contact/.test(call.transcript[0]?.text ?? '');

/** The simulator's calls and texts of check-ins: every call and text but the contacts' welcome texts. */
export async function checkInCalls(client: ApiClient): Promise<SimCall[]> {
  return (await simCalls(client)).filter((call) => !isWelcomeText(call));
}

/** Sets up a signed-in user with a plan, a schedule for `personPhone` and the given contacts. */
export async function checkInSetup(
  client: ApiClient,
  signUp: (c: ApiClient, o: { plan?: string }) => Promise<{ user: { id: string } }>,
  options: { personPhone: string; contacts?: { name: string; phone: string }[]; flags?: Record<string, boolean>; personName?: string; language?: 'en' | 'es' | 'fr' },
) {
  const { user } = await signUp(client, { plan: 'daily-care' });
  for (const [i, c] of (options.contacts ?? []).entries()) {
    const res = await client.post('/api/user/escalation-contacts', { name: c.name, relationship: 'Family Member', phoneNumber: c.phone, priority: i + 1, isActive: true });
    if (res.status !== 201) throw new Error(`contact: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const payload = {
    ...dailySchedule(options.personPhone, options.flags),
    ...(options.personName ? { personName: options.personName } : {}),
    ...(options.language ? { language: options.language } : {}),
  };
  const schedule = (await client.post('/api/user/call-schedules', payload)).body;
  return { user, schedule, trigger: `checkin-${schedule.id}` };
}
