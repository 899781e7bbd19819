import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../adapters/local/mail-outbox.ts';
import { signUp, type ApiClient } from '@/infra/local/test-support/api-client.ts';
import { checkInSetup, setPhone, waitForExecution } from '@/infra/local/test-support/check-in-helpers.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';

// What the account holder hears from CareCall by email, through the whole local twin: the real
// state machine, handlers and webhooks, the phone simulator, and the outbox /__mail.
let server: TestServer;
let n = 0;
beforeAll(async () => {
  server = await startTestServer({ waitScale: 0.001 });
});
afterAll(() => server.close());

const phone = () => `+1416556${String(1000 + ++n).padStart(4, '0')}`;
const WELL = ["I'm feeling good today, thank you", 'No pain, no dizziness, and I did not fall', 'Yes, I took my pills, ate breakfast and slept well', 'No, nothing, thank you'];

async function fire(client: ApiClient, trigger: string) {
  const res = await client.post(`/__dev/scheduler/${trigger}/fire`);
  expect(res.status).toBe(200);
  return waitForExecution(client, res.body.executionId);
}
async function mailTo(email: string): Promise<OutboxMessage[]> {
  return ((await (await fetch(`${server.url}/__mail/messages`)).json()) as OutboxMessage[]).filter((m) => m.to === email);
}
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('email to the account holder', () => {
  it('after an emergency: says what happened and who confirmed, once, with a link to the history and no transcript', async () => {
    const client = server.client();
    const person = phone();
    const [first, second] = [phone(), phone()];
    await setPhone(client, person, { behaviour: 'answer', replies: ["I fell in the kitchen and I can't get up"] });
    await setPhone(client, first, { behaviour: 'no-answer' });
    await setPhone(client, second, { behaviour: 'answer', digits: ['1'] });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, personName: 'Rose Lopez', contacts: [{ name: 'Ana First', phone: first }, { name: 'Ben Second', phone: second }] });
    const email = (await client.get('/api/auth/me')).body.email as string;

    await fire(client, trigger);

    const mails = await eventually(() => mailTo(email), (m) => m.length > 0);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('CareCall alert: your contacts were told about Rose Lopez');
    expect(mail!.text).toContain('sounds like an emergency');
    expect(mail!.text).toContain('Ben Second: confirmed they will check on them');
    expect(mail!.text).toContain('Ana First: did not answer');
    expect(mail!.text).toContain('/call-history');
    expect(mail!.html).toContain('CareCall');
    expect(mail!.text).not.toContain("I can't get up");
    expect(mail!.html).not.toContain('I fell in the kitchen');
  });

  it('when nobody confirms: the contacts were texted', async () => {
    const client = server.client();
    const person = phone();
    const contact = phone();
    await setPhone(client, person, { behaviour: 'no-answer' });
    await setPhone(client, contact, { behaviour: 'no-answer' });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, contacts: [{ name: 'Cara', phone: contact }] });
    const email = (await client.get('/api/auth/me')).body.email as string;

    await fire(client, trigger);

    const [mail] = await eventually(() => mailTo(email), (m) => m.length > 0);
    expect(mail!.text).toContain('did not answer the check-in call');
    expect(mail!.text).toContain('Nobody confirmed by phone');
    expect(mail!.text).toContain('Cara: was sent a text message');
  });

  it('with no active contact: the account holder is told that nobody else knows, and to check now', async () => {
    const client = server.client();
    const person = phone();
    await setPhone(client, person, { behaviour: 'answer', replies: ["I fell and I can't get up"] });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, personName: 'Rose Lopez' });
    const email = (await client.get('/api/auth/me')).body.email as string;

    await fire(client, trigger);

    const [mail] = await eventually(() => mailTo(email), (m) => m.length > 0);
    expect(mail!.subject).toBe('CareCall alert: please check on Rose Lopez now');
    expect(mail!.text).toContain('nobody else has been told. Please check on them now.');
    expect(mail!.text).not.toContain('CareCall alerted your emergency contacts');
  });

  it('sends nothing after a good check-in by default, and its notes once "after every check-in" is turned on', async () => {
    const client = server.client();
    const person = phone();
    const contact = phone();
    await setPhone(client, person, { behaviour: 'answer', replies: WELL });
    await setPhone(client, contact, { behaviour: 'no-answer' });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, contacts: [{ name: 'Dee', phone: contact }] });
    const email = (await client.get('/api/auth/me')).body.email as string;

    await fire(client, trigger);
    const before = await mailTo(email);
    const saved = await client.put('/api/user/notification-settings', { alerts: false, afterEachCheckIn: true, weeklySummary: true });
    await fire(client, trigger);

    expect(before).toEqual([]);
    expect(saved.status).toBe(200);
    expect((await client.get('/api/auth/me')).body.notifications).toEqual({ alerts: false, afterEachCheckIn: true, weeklySummary: true });
    const after = await eventually(() => mailTo(email), (m) => m.length > 0);
    expect(after.length).toBeGreaterThanOrEqual(1);
    expect(after[0]!.subject).toMatch(/^CareCall check-in with the person at .*: Good$/);
    expect(after[0]!.text).toContain('Notes:');
  });

  it('refuses settings that are not three booleans, and answers 401 without a session', async () => {
    const client = server.client();
    await signUp(client);

    const wrong = await client.put('/api/user/notification-settings', { alerts: 'yes', afterEachCheckIn: false });
    const anonymous = await server.client().put('/api/user/notification-settings', { alerts: true, afterEachCheckIn: false, weeklySummary: true });

    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['alerts', 'weeklySummary']);
    expect(anonymous.status).toBe(401);
  });

  it('weekly summary from /__dev: calls, answered and health over the week, once a week, only to those who keep it on', async () => {
    const client = server.client();
    const person = phone();
    await setPhone(client, person, { behaviour: 'answer', replies: WELL });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person });
    const email = (await client.get('/api/auth/me')).body.email as string;
    await fire(client, trigger);
    const quiet = server.client();
    const quietPhone = phone();
    await setPhone(quiet, quietPhone, { behaviour: 'answer', replies: WELL });
    const other = await checkInSetup(quiet, signUp, { personPhone: quietPhone });
    const quietEmail = (await quiet.get('/api/auth/me')).body.email as string;
    await fire(quiet, other.trigger);
    await quiet.put('/api/user/notification-settings', { alerts: true, afterEachCheckIn: false, weeklySummary: false });

    // Fired early, the calls carry tomorrow's slot: the summary runs two days later.
    const realNow = server.deps.clock.now;
    server.deps.clock.now = () => new Date(Date.now() + 2 * 86_400_000);
    const first = await client.post('/__dev/weekly-summary').finally(() => undefined);
    const second = await client.post('/__dev/weekly-summary');
    server.deps.clock.now = realNow;

    expect(first.status).toBe(200);
    expect(first.body.sent).toBeGreaterThanOrEqual(1);
    expect(second.body.sent).toBe(0);
    const mails = (await mailTo(email)).filter((m) => m.subject === 'Your CareCall week');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Calls: 1');
    expect(mails[0]!.text).toContain('Answered: 1');
    expect(mails[0]!.text).toContain('Health: 1 good');
    expect(mails[0]!.text).toContain('/call-history');
    expect((await mailTo(quietEmail)).filter((m) => m.subject === 'Your CareCall week')).toEqual([]);
  });
});
