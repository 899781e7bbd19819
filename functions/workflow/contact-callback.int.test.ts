import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type ApiClient } from '@/infra/local/test-support/api-client.ts';
import { checkInCalls, checkInSetup, setPhone, simCalls, until, waitForExecution, type SimCall } from '@/infra/local/test-support/check-in-helpers.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';
import { CHECK_IN_STATE_NAMES as S } from '@/infra/constructs/check-in-definition.ts';

// A contact calling CareCall back after an alert (the alert call missed, or the text read), through
// the local server: `POST /__sim/phones/{e164}/call` rings the product's number from the contact's
// phone, the signed `incoming` webhook finds the alert under that number, and the contact hears it
// again and may confirm, which ends the escalation in the real workflow definition.
let server: TestServer;
let n = 0;
beforeAll(async () => {
  server = await startTestServer({ waitScale: 0.01 });
});
afterAll(() => server.close());

const phone = () => `+1416558${String(1000 + ++n).padStart(4, '0')}`;

type Escalation = { contactId?: string; phoneNumber: string; status: string; notes?: string };
const slotLog = async (client: ApiClient) =>
  ((await client.get('/api/user/call-logs')).body as { kind: string; status: string; escalations: Escalation[] }[]).find((l) => l.kind === 'scheduled')!;

/** The contact rings CareCall; answers once the simulator has finished that call. */
async function callBack(client: ApiClient, from: string): Promise<SimCall> {
  const res = await client.post(`/__sim/phones/${encodeURIComponent(from)}/call`);
  expect(res.status).toBe(200);
  const sid = res.body.sid as string;
  return until('the call back to end', async () => (await simCalls(client)).find((c) => c.sid === sid && c.endedAt));
}

/** A person who does not answer, named Rose, whose contacts are given; the slot's trigger fired. */
async function missedSlot(contacts: { name: string; phone: string }[], language?: 'es' | 'fr', personName = 'Rose Lopez') {
  const client = server.client();
  const person = phone();
  await setPhone(client, person, { behaviour: 'no-answer' });
  const { trigger } = await checkInSetup(client, signUp, { personPhone: person, personName, contacts, ...(language ? { language } : {}) });
  const fired = (await client.post(`/__dev/scheduler/${trigger}/fire`)).body as { executionId: string };
  return { client, person, executionId: fired.executionId };
}

describe('a contact calling CareCall back', () => {
  it('after the escalation ended with texts: hears the alert again and confirms; the history shows it', async () => {
    const contact = phone();
    const { client, executionId } = await missedSlot([{ name: 'Ana', phone: contact }]);
    await setPhone(client, contact, { behaviour: 'no-answer' });
    const run = await waitForExecution(client, executionId, 30_000);
    expect(run.states.at(-1)).toBe(S.nobodyReached);
    // The text says how to confirm.
    const text = (await checkInCalls(client)).find((c) => c.sms && c.to === contact)!;
    expect(text.transcript[0]!.text).toMatch(/Please check on them now, and call this number back to confirm you will go\./);

    await setPhone(client, contact, { behaviour: 'answer', digits: ['1'] });
    const call = await callBack(client, contact);
    const said = call.transcript.filter((t) => t.speaker === 'system').map((t) => t.text);
    expect(said[0]).toBe('Thank you for calling CareCall back. Here is the message we had for you.');
    expect(said.join(' ')).toMatch(/Rose Lopez did not answer their check-in call, on /);
    expect(said.join(' ')).not.toMatch(/recorded/);
    expect(said.at(-1)).toBe('Thank you. Please check on them as soon as you can. Goodbye.');

    const log = await until('the confirmation on the call log', async () => {
      const found = await slotLog(client);
      return found.escalations.some((e) => e.status === 'confirmed') ? found : undefined;
    });
    expect(log.escalations.map((e) => e.status).sort()).toEqual(['confirmed', 'no-answer', 'texted']);
    expect(log.escalations.find((e) => e.status === 'confirmed')).toMatchObject({ phoneNumber: contact, notes: 'Called CareCall back and confirmed they will check on the person.' });
  });

  it('while another contact is being called: the confirmation ends the escalation, nobody after is called or texted', async () => {
    const [first, second, third] = [phone(), phone(), phone()];
    const sim = server.client();
    const { client, executionId } = await missedSlot([
      { name: 'Ana', phone: first },
      { name: 'Ben', phone: second },
      { name: 'Cleo', phone: third },
    ]);
    for (const p of [first, second, third]) await setPhone(client, p, { behaviour: 'no-answer' });
    // The provider's queue (one call per 5 s) holds the second contact's call for seconds after
    // the first contact's call has ended: the first contact calls back meanwhile.
    expect((await sim.put('/__sim/settings', { callsPerSecond: 0.2 })).status).toBe(200);
    try {
      await until('the first contact\'s call to end', async () => ((await checkInCalls(client)).some((c) => c.to === first && !c.sms && c.endedAt) ? true : undefined), 60_000);
      await setPhone(client, first, { behaviour: 'answer', digits: ['1'] });
      const call = await callBack(client, first);
      expect(call.transcript.at(-1)?.text).toBe('Thank you. Please check on them as soon as you can. Goodbye.');
    } finally {
      await sim.put('/__sim/settings', { callsPerSecond: null });
    }
    const run = await waitForExecution(client, executionId, 60_000);
    expect(run.states.at(-1)).toBe(S.confirmedByCallingBack);
    expect(run.states).not.toContain(S.textAll);
    const calls = await checkInCalls(client);
    expect(calls.filter((c) => c.to === third)).toEqual([]);
    expect(calls.filter((c) => c.sms && [first, second, third].includes(c.to))).toEqual([]);
  });

  it('in the schedule\'s language; one who does not confirm leaves the escalation as it was', async () => {
    const contact = phone();
    const { client, executionId } = await missedSlot([{ name: 'Ana', phone: contact }], 'es');
    await setPhone(client, contact, { behaviour: 'no-answer' });
    await waitForExecution(client, executionId, 30_000);

    await setPhone(client, contact, { behaviour: 'answer', replies: ['no sé', 'no'] });
    const call = await callBack(client, contact);
    const said = call.transcript.filter((t) => t.speaker === 'system').map((t) => t.text);
    expect(said[0]).toBe('Gracias por devolver la llamada a CareCall. Este es el mensaje que teníamos para usted.');
    expect(said.at(-1)).toBe('Gracias por devolver la llamada. Adiós.');
    const log = await until('the call back on the call log', async () => {
      const found = await slotLog(client);
      return found.escalations.some((e) => e.status === 'not-confirmed') ? found : undefined;
    });
    expect(log.escalations.some((e) => e.status === 'confirmed')).toBe(false);
  });

  it('a contact alerted about two people hears the one nobody has confirmed, not the newer one already in hand', async () => {
    const [contact, sister] = [phone(), phone()];
    const sim = server.client();
    await setPhone(sim, contact, { behaviour: 'no-answer' });
    await setPhone(sim, sister, { behaviour: 'answer', digits: ['1'] });
    // Rose's check-in: the contact missed the alert, nobody confirmed.
    const rose = await missedSlot([{ name: 'Ana', phone: contact }]);
    expect((await waitForExecution(rose.client, rose.executionId, 30_000)).states.at(-1)).toBe(S.nobodyReached);
    // Sam's, later: the contact missed that alert too, and the sister confirmed it.
    const sam = await missedSlot([{ name: 'Ana', phone: contact }, { name: 'Bea', phone: sister }], undefined, 'Sam Ortiz');
    await waitForExecution(sam.client, sam.executionId, 30_000);
    expect((await slotLog(sam.client)).escalations.some((e) => e.status === 'confirmed')).toBe(true);

    await setPhone(sim, contact, { behaviour: 'answer', digits: ['1'] });
    const call = await callBack(sim, contact);
    const said = call.transcript.filter((t) => t.speaker === 'system').map((t) => t.text).join(' ');
    expect(said).toMatch(/Rose Lopez did not answer their check-in call/);
    expect(said).not.toMatch(/Sam Ortiz/);
    await until('the confirmation on Rose\'s call log', async () => ((await slotLog(rose.client)).escalations.some((e) => e.status === 'confirmed') ? true : undefined));
  });

  it('a contact alerted about two people, both waiting: hears the newest, is told of the other, and hears it on calling again', async () => {
    const contact = phone();
    const sim = server.client();
    await setPhone(sim, contact, { behaviour: 'no-answer' });
    const rose = await missedSlot([{ name: 'Ana', phone: contact }]);
    await waitForExecution(rose.client, rose.executionId, 30_000);
    const sam = await missedSlot([{ name: 'Ana', phone: contact }], undefined, 'Sam Ortiz');
    await waitForExecution(sam.client, sam.executionId, 30_000);

    await setPhone(sim, contact, { behaviour: 'answer', digits: ['1'] });
    const first = (await callBack(sim, contact)).transcript.filter((t) => t.speaker === 'system').map((t) => t.text);
    expect(first.join(' ')).toMatch(/Sam Ortiz did not answer their check-in call/);
    expect(first.slice(-2)).toEqual(['Thank you. Please check on them as soon as you can.', 'We have another message for you. Please call this number again now to hear it. Goodbye.']);
    await until('the confirmation on Sam\'s call log', async () => ((await slotLog(sam.client)).escalations.some((e) => e.status === 'confirmed') ? true : undefined));

    const second = (await callBack(sim, contact)).transcript.filter((t) => t.speaker === 'system').map((t) => t.text);
    expect(second.join(' ')).toMatch(/Rose Lopez did not answer their check-in call/);
    // Nothing else waits: the usual goodbye.
    expect(second.at(-1)).toBe('Thank you. Please check on them as soon as you can. Goodbye.');
    await until('the confirmation on Rose\'s call log', async () => ((await slotLog(rose.client)).escalations.some((e) => e.status === 'confirmed') ? true : undefined));
  });

  it("a contact who is also a schedule's person hears the alert while nobody has confirmed it, then calls in for their own check-in", async () => {
    const contact = phone();
    const { client, executionId } = await missedSlot([{ name: 'Ana', phone: contact }]);
    await setPhone(client, contact, { behaviour: 'no-answer' });
    await waitForExecution(client, executionId, 30_000);
    // Ana has check-ins of her own, on another account.
    const own = server.client();
    await checkInSetup(own, signUp, { personPhone: contact, personName: 'Ana Ruiz' });

    await setPhone(client, contact, { behaviour: 'answer', digits: ['1'] });
    const alert = await callBack(client, contact);
    expect(alert.transcript[0]?.text).toBe('Thank you for calling CareCall back. Here is the message we had for you.');
    await until('the confirmation on the call log', async () => ((await slotLog(client)).escalations.some((e) => e.status === 'confirmed') ? true : undefined));

    await setPhone(client, contact, { behaviour: 'answer', replies: ['I am fine, thank you', 'no'] });
    const ownCall = await callBack(client, contact);
    expect(ownCall.transcript.filter((t) => t.speaker === 'system').map((t) => t.text).join(' ')).toMatch(/How are you feeling today\?/);
    // It is a call-in on her own history; the confirmed alert is not heard again.
    await until('the call-in on her own history', async () => (((await own.get('/api/user/call-logs')).body as { kind: string }[]).some((l) => l.kind === 'call-in') ? true : undefined));
    expect(ownCall.transcript[0]?.text).not.toMatch(/calling CareCall back/);
  });

  it('a number we never alerted, and the person themselves, are answered as before', async () => {
    const client = server.client();
    const stranger = phone();
    await setPhone(client, stranger, { behaviour: 'answer', replies: ['hello?'] });
    const call = await callBack(client, stranger);
    expect(call.transcript[0]?.text).toMatch(/^This number is for CareCall check-ins\. We could not find your number/);
  });
});
