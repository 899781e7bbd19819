import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '@/infra/local/test-support/api-client.ts';
import { checkInCalls, checkInSetup, setPhone, waitForExecution } from '@/infra/local/test-support/check-in-helpers.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';
import { CHECK_IN_STATE_NAMES as S } from '@/infra/constructs/check-in-definition.ts';

// Voicemail through the local server: the simulator's "voicemail" phone plays a greeting and a
// beep, sends the AMD callback (machine_end_beep) through the signed webhook, and lists what our
// side left after the beep. The real state machine definition decides what happens next.
let server: TestServer;
let n = 0;
beforeAll(async () => {
  server = await startTestServer({ waitScale: 0.001 });
});
afterAll(() => server.close());

const phone = () => `+1416556${String(1000 + ++n).padStart(4, '0')}`;
const HEALTH_WORDS = /feel|pain|dizz|fall|medic|pill|emergenc|concern|hospital|help|hurt|sleep|eat/i;

/** What was said after the voicemail's beep: the message left on it. */
const leftAfterBeep = (transcript: { speaker: string; text: string }[]) => {
  const beep = transcript.findIndex((t) => t.text === '[beep]');
  expect(beep).toBeGreaterThan(0);
  return transcript.slice(beep + 1).map((t) => t.text);
};

async function fire(client: ReturnType<TestServer['client']>, trigger: string) {
  const res = await client.post(`/__dev/scheduler/${trigger}/fire`);
  expect(res.status).toBe(200);
  return waitForExecution(client, res.body.executionId);
}

describe('voicemail', () => {
  it("the person's voicemail gets a short message with no health details, and the retry and escalation go on", async () => {
    const client = server.client();
    const person = phone();
    const contact = phone();
    await setPhone(client, person, { behaviour: 'voicemail' });
    await setPhone(client, contact, { behaviour: 'answer', digits: ['1'] });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, personName: 'Rose Lopez', contacts: [{ name: 'Ana', phone: contact }] });

    const execution = await fire(client, trigger);

    expect(execution.states).toContain(S.waitRetry);
    expect(execution.states.at(-1)).toBe(S.confirmed);
    const [log] = (await client.get('/api/user/call-logs')).body;
    expect(log).toMatchObject({ status: 'no-answer' });
    expect(log.escalations.map((e: { phoneNumber: string; status: string }) => [e.phoneNumber, e.status])).toEqual([[contact, 'confirmed']]);
    const personCalls = (await checkInCalls(client)).filter((c) => c.to === person).reverse();
    expect(personCalls).toHaveLength(2);
    const [first, second] = personCalls.map((c) => leftAfterBeep(c.transcript));
    expect(first).toEqual(["Hello, this is CareCall with Rose's check-in call. We will try again shortly. Goodbye."]);
    // The second try is the last: it promises no other call.
    expect(second).toEqual(["Hello, this is CareCall with Rose's check-in call. Sorry we missed you. Goodbye."]);
    for (const call of personCalls) {
      expect(call.transcript.filter((t) => t.speaker === 'system').map((t) => t.text).join(' ')).not.toMatch(HEALTH_WORDS);
    }
  });

  it("a contact's voicemail gets the alert, and the next contact is called (the voicemail is no confirmation)", async () => {
    const client = server.client();
    const person = phone();
    const [first, second] = [phone(), phone()];
    await setPhone(client, person, { behaviour: 'answer', replies: ["I fell in the kitchen and I can't get up"] });
    await setPhone(client, first, { behaviour: 'voicemail' });
    await setPhone(client, second, { behaviour: 'answer', digits: ['1'] });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, personName: 'Rose Lopez', contacts: [{ name: 'First', phone: first }, { name: 'Second', phone: second }] });

    const execution = await fire(client, trigger);

    expect(execution.states.at(-1)).toBe(S.confirmed);
    const [log] = (await client.get('/api/user/call-logs')).body;
    expect(log.escalations.map((e: { phoneNumber: string; status: string }) => [e.phoneNumber, e.status])).toEqual([
      [first, 'voicemail'],
      [second, 'confirmed'],
    ]);
    const calls = await checkInCalls(client);
    const message = leftAfterBeep(calls.find((c) => c.to === first)!.transcript);
    const live = calls.find((c) => c.to === second)!.transcript.map((t) => t.text);
    // The same alert the next contact heard live, and nothing of what the person said.
    expect(live).toContain(message[0]);
    expect(message[0]).toMatch(/Rose Lopez said something during their check-in call that sounds like an emergency/);
    expect(message.join(' ')).not.toMatch(/kitchen|fell/);
    expect(message.at(-1)).toBe('Please check on them as soon as you can. Goodbye.');
  });
});
