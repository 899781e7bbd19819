import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '@/infra/local/test-support/api-client.ts';
import { checkInSetup, setPhone, checkInCalls, waitForExecution } from '@/infra/local/test-support/check-in-helpers.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';
import { CHECK_IN_STATE_NAMES as S } from '@/infra/constructs/check-in-definition.ts';

// The whole check-in through the local server: the real state machine definition, the real
// handlers and webhooks, the phone simulator. Driven only by the public API, /__sim and /__dev.
let server: TestServer;
let n = 0;
beforeAll(async () => {
  server = await startTestServer({ waitScale: 0.001 });
});
afterAll(() => server.close());

/** Unique numbers per test, so simulator settings and calls do not mix. */
const phone = () => `+1416555${String(1000 + ++n).padStart(4, '0')}`;

async function fire(client: ReturnType<TestServer['client']>, trigger: string) {
  const res = await client.post(`/__dev/scheduler/${trigger}/fire`);
  expect(res.status).toBe(200);
  return waitForExecution(client, res.body.executionId);
}

const WELL = ["I'm feeling good today, thank you", 'No pain, no dizziness, and I did not fall', 'Yes, I took my pills, ate breakfast and slept well', 'No, nothing, thank you'];

describe('check-in workflow, end to end on the local twin', () => {
  it('answered and well: one call, assessed as good, nobody alerted', async () => {
    const client = server.client();
    const person = phone();
    const contact = phone();
    await setPhone(client, person, { behaviour: 'answer', replies: WELL });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, contacts: [{ name: 'Ana', phone: contact }] });

    const execution = await fire(client, trigger);

    expect(execution.status).toBe('SUCCEEDED');
    expect(execution.states.at(-1)).toBe(S.recorded);
    const [log] = (await client.get('/api/user/call-logs')).body;
    expect(log).toMatchObject({ status: 'answered', healthStatus: 'good' });
    expect(log.aiNotes).toEqual(expect.any(String));
    expect(log.transcription).toContain('I did not fall');
    expect(log.duration).toBeGreaterThan(0);
    const calls = await checkInCalls(client);
    expect(calls.filter((c) => c.to === person)).toHaveLength(1);
    expect(calls.filter((c) => c.to === contact)).toEqual([]);
    // The recording notice first, then CareCall says who it is.
    expect(calls.find((c) => c.to === person)!.transcript.slice(0, 2).map((t) => t.text)).toEqual([
      'This call is recorded to help look after you.',
      'Hello, this is CareCall, calling for your regular check-in.',
    ]);
  });

  it('emergency mid-call: the questions stop, the person is told, contacts are called in order until one presses 1', async () => {
    const client = server.client();
    const person = phone();
    const [first, second] = [phone(), phone()];
    await setPhone(client, person, { behaviour: 'answer', replies: ["I fell in the kitchen and I can't get up"] });
    await setPhone(client, first, { behaviour: 'no-answer' });
    await setPhone(client, second, { behaviour: 'answer', digits: ['1'] });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, contacts: [{ name: 'First', phone: first }, { name: 'Second', phone: second }] });

    const execution = await fire(client, trigger);

    expect(execution.status).toBe('SUCCEEDED');
    expect(execution.states.at(-1)).toBe(S.confirmed);
    const [log] = (await client.get('/api/user/call-logs')).body;
    expect(log).toMatchObject({ status: 'answered', healthStatus: 'emergency' });
    expect(log.escalations.map((e: { phoneNumber: string; status: string }) => [e.phoneNumber, e.status])).toEqual([
      [first, 'no-answer'],
      [second, 'confirmed'],
    ]);
    const calls = await checkInCalls(client);
    const personCall = calls.find((c) => c.to === person)!;
    expect(personCall.transcript.map((t) => t.text).join(' ')).toMatch(/calling your emergency contacts now/);
    expect(personCall.transcript.filter((t) => t.speaker === 'person')).toHaveLength(1);
    const contactCalls = calls.filter((c) => c.to === first || c.to === second).reverse();
    expect(contactCalls.map((c) => c.to)).toEqual([first, second]);
    expect(contactCalls[1]!.transcript.map((t) => t.text).join(' ')).toMatch(/sounds like an emergency/);
    expect(calls.filter((c) => c.sms)).toEqual([]);
  });

  it('no answer: one retry after the wait, then contacts; voicemail counts as no answer', async () => {
    const client = server.client();
    const person = phone();
    const contact = phone();
    await setPhone(client, person, { behaviour: 'voicemail' });
    await setPhone(client, contact, { behaviour: 'answer', replies: ['Yes, I will go now'] });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, contacts: [{ name: 'Ana', phone: contact }] });

    const execution = await fire(client, trigger);

    expect(execution.states).toContain(S.waitRetry);
    expect(execution.states.at(-1)).toBe(S.confirmed);
    const [log] = (await client.get('/api/user/call-logs')).body;
    expect(log.status).toBe('no-answer');
    const calls = await checkInCalls(client);
    expect(calls.filter((c) => c.to === person)).toHaveLength(2);
    expect(calls.filter((c) => c.to === contact)).toHaveLength(1);
  });

  it('nobody reached: every active contact gets a text', async () => {
    const client = server.client();
    const person = phone();
    const [a, b] = [phone(), phone()];
    await setPhone(client, person, { behaviour: 'no-answer' });
    await setPhone(client, a, { behaviour: 'busy' });
    await setPhone(client, b, { behaviour: 'answer' });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, contacts: [{ name: 'A', phone: a }, { name: 'B', phone: b }] });

    const execution = await fire(client, trigger);

    expect(execution.states.slice(-2)).toEqual([S.textAll, S.nobodyReached]);
    const texts = (await checkInCalls(client)).filter((c) => c.sms);
    expect(texts.map((t) => t.to).sort()).toEqual([a, b].sort());
    // No name on the schedule: the alert names the person's number.
    expect(texts[0]!.transcript[0]!.text).toMatch(/^CareCall alert: the person at \(416\) 555-\d{4} did not answer their check-in call/);
  });

  it("greets the person by first name, and the alert call and texts to contacts name them", async () => {
    const [client, other] = [server.client(), server.client()];
    const [answering, silent] = [phone(), phone()];
    const [helper, busy] = [phone(), phone()];
    await setPhone(client, answering, { behaviour: 'answer', replies: ['I fell and I cannot get up'] });
    await setPhone(client, helper, { behaviour: 'answer', digits: ['1'] });
    await setPhone(client, silent, { behaviour: 'no-answer' });
    await setPhone(client, busy, { behaviour: 'busy' });
    const called = await checkInSetup(client, signUp, { personPhone: answering, personName: 'Rose Lopez', contacts: [{ name: 'Helper', phone: helper }] });
    const missed = await checkInSetup(other, signUp, { personPhone: silent, personName: 'Rose Lopez', contacts: [{ name: 'Busy', phone: busy }] });

    await Promise.all([fire(client, called.trigger), fire(other, missed.trigger)]);

    const calls = await checkInCalls(client);
    const spoken = (to: string) => calls.filter((c) => c.to === to && !c.sms).flatMap((c) => c.transcript.filter((t) => t.speaker === 'system').map((t) => t.text)).join(' ');
    expect(spoken(answering)).toMatch(/^This call is recorded to help look after you\. Hello Rose, this is CareCall, calling for your regular check-in\./);
    expect(spoken(helper)).toContain('an urgent message about Rose Lopez');
    expect(spoken(helper)).not.toContain('(416)');
    const alerts = calls.filter((c) => c.sms && c.to === busy).map((c) => c.transcript[0]!.text).filter((t) => t.startsWith('CareCall alert'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatch(/^CareCall alert about Rose Lopez: they did not answer their check-in call, on /);
  });

  it('answered and concerning escalates only when the schedule says so', async () => {
    const client = server.client();
    const [quiet, loud] = [phone(), phone()];
    const [c1, c2] = [phone(), phone()];
    const concerning = { behaviour: 'answer', replies: ['I feel dizzy and I have not eaten since yesterday'] };
    await setPhone(client, quiet, concerning);
    await setPhone(client, loud, concerning);
    await setPhone(client, c2, { behaviour: 'answer', digits: ['1'] });
    const off = await checkInSetup(client, signUp, { personPhone: quiet, contacts: [{ name: 'C1', phone: c1 }] });
    const other = server.client();
    const on = await checkInSetup(other, signUp, { personPhone: loud, contacts: [{ name: 'C2', phone: c2 }], flags: { escalateOnConcerning: true } });

    const [withoutEscalation, withEscalation] = await Promise.all([fire(client, off.trigger), fire(other, on.trigger)]);

    expect(withoutEscalation.states.at(-1)).toBe(S.recorded);
    expect(withEscalation.states.at(-1)).toBe(S.confirmed);
    expect((await client.get('/api/user/call-logs')).body[0].healthStatus).toBe('concerning');
    const calls = await checkInCalls(client);
    expect(calls.filter((c) => c.to === c1)).toEqual([]);
    expect(calls.filter((c) => c.to === c2)).toHaveLength(1);
  });

  it('a test call runs the same conversation but never escalates', async () => {
    const client = server.client();
    const person = phone();
    const contact = phone();
    await setPhone(client, person, { behaviour: 'no-answer' });
    await signUp(client, { plan: 'daily-care', person: { phone: person } } as never);
    await client.post('/api/user/escalation-contacts', { name: 'Ana', relationship: 'Friend', phoneNumber: contact, priority: 1, isActive: true });

    const res = await client.post('/api/user/trigger-call', { phoneNumber: person });
    const execution = await waitForExecution(client, res.body.executionId);

    expect(execution.states.at(-1)).toBe(S.recorded);
    expect((await client.get('/api/user/call-logs')).body[0]).toMatchObject({ status: 'no-answer', kind: 'test' });
    expect((await checkInCalls(client)).filter((c) => c.to === contact)).toEqual([]);
  });

  it('refuses a forged webhook with 403', async () => {
    const res = await fetch(`${server.url}/twilio/voice?ref=cx-1`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'forged' },
      body: 'CallSid=CA1&CallStatus=in-progress',
    });
    expect(res.status).toBe(403);
  });
});
