import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type ApiClient } from '@/infra/local/test-support/api-client.ts';
import { checkInCalls, checkInSetup, setPhone, simCalls, until, waitForExecution } from '@/infra/local/test-support/check-in-helpers.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';
import { CHECK_IN_STATE_NAMES as S } from '@/infra/constructs/check-in-definition.ts';

// Calling in, through the local server: `POST /__sim/phones/{e164}/call` rings the product's number;
// the signed `incoming` webhook finds the caller's schedule, and the real workflow definition runs
// the same conversation, assessment and escalation. The wait before a retry is long enough here
// (10 min × 0.01 = 6 s) for the person to call in during it.
let server: TestServer;
let n = 0;
beforeAll(async () => {
  server = await startTestServer({ waitScale: 0.01 });
});
afterAll(() => server.close());

const phone = () => `+1416557${String(1000 + ++n).padStart(4, '0')}`;
const WELL = ["I'm feeling good today, thank you", 'No pain, no dizziness, and I did not fall', 'Yes, I took my pills, ate breakfast and slept well', 'No, nothing, thank you'];

interface Execution { executionId: string; status: string; states: string[]; input: Record<string, unknown> }

/** The workflow executions whose input matches, newest first, with their states. */
async function executionsOf(client: ApiClient, match: (input: Record<string, unknown>) => boolean): Promise<Execution[]> {
  const list = (await client.get('/__dev/executions')).body as { executionId: string }[];
  const details = await Promise.all(list.slice(0, 40).map(async (e) => (await client.get(`/__dev/executions/${encodeURIComponent(e.executionId)}`)).body as Execution));
  return details.filter((d) => match(d.input ?? {}));
}

/** The person calls in; answers once the call-in's execution has stopped. */
async function callIn(client: ApiClient, from: string, userId: string) {
  const res = await client.post(`/__sim/phones/${encodeURIComponent(from)}/call`);
  expect(res.status).toBe(200);
  expect(res.body.sid).toMatch(/^CA[0-9a-f]{32}$/);
  const execution = await until('the call-in execution', async () => (await executionsOf(client, (i) => i.kind === 'call-in' && i.userId === userId))[0]);
  return { sid: res.body.sid as string, execution: await waitForExecution(client, execution.executionId, 30_000) };
}

const logsOf = async (client: ApiClient) => (await client.get('/api/user/call-logs')).body as { id: string; kind: string; status: string; recording?: string; healthStatus?: string; aiNotes?: string; responseData?: Record<string, unknown>; escalations: { phoneNumber: string; status: string }[] }[];

/** A person who does not answer, one contact who confirms, and the slot's trigger, fired. */
async function missedSlotFired() {
  const client = server.client();
  const person = phone();
  const contact = phone();
  await setPhone(client, person, { behaviour: 'no-answer' });
  await setPhone(client, contact, { behaviour: 'answer', digits: ['1'] });
  const { user, trigger } = await checkInSetup(client, signUp, { personPhone: person, contacts: [{ name: 'Ana', phone: contact }] });
  const fired = (await client.post(`/__dev/scheduler/${trigger}/fire`)).body as { executionId: string };
  return { client, person, contact, user, executionId: fired.executionId };
}

/**
 * The person calls in and answers well while the missed slot's execution runs: the call-in is
 * recorded good, and the slot's log is a missed call that names it and alerted nobody.
 */
async function wellCallInReplacesTheSlot(client: ApiClient, person: string, userId: string, executionId: string) {
  await setPhone(client, person, { behaviour: 'answer', replies: WELL });
  const { execution: callInRun } = await callIn(client, person, userId);
  const slotRun = await waitForExecution(client, executionId, 30_000);

  expect(callInRun.states.at(-1)).toBe(S.recorded);
  const logs = await logsOf(client);
  const callInLog = logs.find((l) => l.kind === 'call-in')!;
  const slotLog = logs.find((l) => l.kind === 'scheduled')!;
  expect(callInLog).toMatchObject({ status: 'answered', healthStatus: 'good', escalations: [] });
  expect(slotLog).toMatchObject({ status: 'no-answer', escalations: [] });
  expect(slotLog.responseData?.replacedBy).toBe(callInLog.id);
  return { slotRun, slotLog, callInLog };
}

describe('calling in', () => {
  it('a good call-in between a missed call and its retry replaces the retry and the escalation', async () => {
    const { client, person, contact, user, executionId } = await missedSlotFired();
    await until('the wait before the retry', async () => {
      const { body } = await client.get(`/__dev/executions/${encodeURIComponent(executionId)}`);
      return (body.states as string[]).includes(S.waitRetry) ? true : undefined;
    });
    const { slotRun, slotLog, callInLog } = await wellCallInReplacesTheSlot(client, person, user.id, executionId);
    expect(slotRun.states).toContain(S.checkCallIn);
    expect(slotRun.states.at(-1)).toBe(S.calledIn);
    expect(slotLog.aiNotes).toMatch(/called in/);
    const calls = await checkInCalls(client);
    expect(calls.filter((c) => c.to === person)).toHaveLength(1); // no second try
    expect(calls.filter((c) => c.to === contact)).toEqual([]);
    const incoming = calls.find((c) => c.from === person)!;
    expect(incoming.transcript.map((t) => t.text)).toContain('Hello, this is CareCall. Thank you for calling in for your check-in.');
    expect(incoming.transcript.filter((t) => t.speaker === 'person').map((t) => t.text)).toEqual(WELL);
    // Recorded as a placed check-in is (<Start><Recording>), so the greeting's recording notice is true.
    const recorded = await until('the recording', async () => (await logsOf(client)).find((l) => l.kind === 'call-in' && l.recording));
    expect(recorded.recording).toBe(`/api/user/call-logs/${callInLog.id}/recording`);
  });

  it('a call-in while the second try is dialled (the person rang back just then) replaces the missed call\'s alert', async () => {
    // The provider's queue (one call per 10 s) holds the second try, so the person is calling in
    // before it rings; its settings were taken when it was requested, so it still goes unanswered.
    const sim = server.client();
    expect((await sim.put('/__sim/settings', { callsPerSecond: 0.1 })).status).toBe(200);
    try {
      const { client, person, contact, user, executionId } = await missedSlotFired();
      await until('the second try in the queue', async () => {
        const tries = (await simCalls(client)).filter((c) => c.to === person);
        return tries.length === 2 && tries.some((c) => c.status === 'queued') ? true : undefined;
      }, 20_000);
      const { slotRun, slotLog } = await wellCallInReplacesTheSlot(client, person, user.id, executionId);
      expect(slotRun.states).toContain(S.checkCallInAfterRetry);
      expect(slotRun.states.at(-1)).toBe(S.calledInDuringRetry);
      expect(slotLog.aiNotes).toMatch(/No answer to either try; they called in on .*, which replaced the alert\./);
      const calls = await checkInCalls(client);
      expect(calls.filter((c) => c.to === person).map((c) => c.status)).toEqual(['no-answer', 'no-answer']);
      expect(calls.filter((c) => c.to === contact)).toEqual([]);
    } finally {
      await sim.put('/__sim/settings', { callsPerSecond: null });
    }
  });

  it('without a call-in, two unanswered tries still alert the contacts', async () => {
    const { client, contact, executionId } = await missedSlotFired();
    const slotRun = await waitForExecution(client, executionId, 30_000);

    expect(slotRun.states).toContain(S.checkCallInAfterRetry);
    expect(slotRun.states.at(-1)).toBe(S.confirmed);
    expect((await logsOf(client)).find((l) => l.kind === 'scheduled')).toMatchObject({ status: 'no-answer' });
    expect((await checkInCalls(client)).filter((c) => c.to === contact)).toHaveLength(1);
  });

  it('a call-in in the 3 hours before a slot replaces that slot\'s call: the trigger fires, places no call, and the next one is armed', async () => {
    const client = server.client();
    const person = phone();
    const { user } = await signUp(client, { plan: 'daily-care' });
    // The slot is within the hour (UTC), so a call-in now is in the 3 hours before it.
    const soon = new Date(Date.now() + 60 * 60_000);
    const timeOfDay = `${String(soon.getUTCHours()).padStart(2, '0')}:${String(soon.getUTCMinutes()).padStart(2, '0')}`;
    const schedule = (await client.post('/api/user/call-schedules', {
      phoneNumber: person, frequency: 'daily', timeOfDay, timezone: 'UTC', isActive: true,
      escalateOnNoAnswer: true, escalateOnEmergency: true, escalateOnConcerning: false, escalateOnUnknown: true,
    })).body as { id: string; nextCallDate: string };
    await setPhone(client, person, { behaviour: 'answer', replies: WELL });

    const { execution: callInRun } = await callIn(client, person, user.id);
    expect(callInRun.states.at(-1)).toBe(S.recorded);
    const trigger = `checkin-${schedule.id}`;
    const fired = await client.post(`/__dev/scheduler/${trigger}/fire`);
    const slotRun = await waitForExecution(client, fired.body.executionId);

    expect(slotRun.states).toEqual([S.begin, S.slotClaimed, S.notDue]);
    expect(slotRun.states).not.toContain(S.placeCall);
    const logs = await logsOf(client);
    const callInLog = logs.find((l) => l.kind === 'call-in')!;
    const slotLog = logs.find((l) => l.kind === 'scheduled')!;
    expect(slotLog).toMatchObject({ status: 'called-in', escalations: [] });
    expect(slotLog.responseData?.replacedBy).toBe(callInLog.id);
    expect((await simCalls(client)).filter((c) => c.to === person)).toEqual([]);
    const pending = (await client.get('/__dev/scheduler')).body as { name: string; at: string }[];
    expect(pending.find((t) => t.name === trigger)?.at).toBe(new Date(Date.parse(schedule.nextCallDate) + 86_400_000).toISOString());
  });

  it('an unknown caller hears a polite message and nothing is recorded', async () => {
    const client = server.client();
    const stranger = phone();
    const before = ((await client.get('/__dev/executions')).body as unknown[]).length;

    const res = await client.post(`/__sim/phones/${encodeURIComponent(stranger)}/call`);
    expect(res.status).toBe(200);
    const call = await until('the call to end', async () => (await simCalls(client)).find((c) => c.sid === res.body.sid && c.status === 'completed'));

    expect(call.transcript[0]!.text).toMatch(/^This number is for CareCall check-ins\. We could not find your number/);
    expect(call.transcript.at(-1)!.text).toMatch(/call 9 1 1/);
    expect(((await client.get('/__dev/executions')).body as unknown[]).length).toBe(before);
  });

  it('an unknown caller from Spain hears the message in Spanish, with 112', async () => {
    const client = server.client();
    const res = await client.post(`/__sim/phones/${encodeURIComponent('+34612000123')}/call`);
    expect(res.status).toBe(200);
    const call = await until('the call to end', async () => (await simCalls(client)).find((c) => c.sid === res.body.sid && c.status === 'completed'));

    expect(call.transcript[0]!.text).toMatch(/^Este número es para las llamadas de seguimiento de CareCall\./);
    expect(call.transcript.at(-1)!.text).toMatch(/llame ahora al 1 1 2/);
  });

  it('a call-in that reports an emergency alerts the contacts', async () => {
    const client = server.client();
    const person = phone();
    const contact = phone();
    await setPhone(client, person, { behaviour: 'answer', replies: ["I fell in the kitchen and I can't get up"] });
    await setPhone(client, contact, { behaviour: 'answer', digits: ['1'] });
    const { user } = await checkInSetup(client, signUp, { personPhone: person, contacts: [{ name: 'Ana', phone: contact }] });

    const { execution } = await callIn(client, person, user.id);

    expect(execution.states.at(-1)).toBe(S.confirmed);
    const [log] = await logsOf(client);
    expect(log).toMatchObject({ kind: 'call-in', status: 'answered', healthStatus: 'emergency' });
    expect(log!.escalations.map((e) => [e.phoneNumber, e.status])).toEqual([[contact, 'confirmed']]);
    const calls = await checkInCalls(client);
    expect(calls.find((c) => c.from === person)!.transcript.map((t) => t.text).join(' ')).toMatch(/calling your emergency contacts now/);
    expect(calls.find((c) => c.to === contact)!.transcript.map((t) => t.text).join(' ')).toMatch(/sounds like an emergency/);
  });
});
