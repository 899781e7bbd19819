import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type ApiClient } from '@/infra/local/test-support/api-client.ts';
import { setPhone, simCalls } from '@/infra/local/test-support/check-in-helpers.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';

// "Contacts are told" (docs/family-side.md): one text, when a contact is first active,
// through the real local server and the phone simulator's inbox (GET /__sim/calls, sms true).

let server: TestServer;
let n = 0;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const phone = () => `+1647555${String(2000 + ++n).padStart(4, '0')}`;
const contact = (phoneNumber: string, isActive = true) => ({ name: 'Ana Lopez', relationship: 'Family Member', phoneNumber, isActive, userId: 1 });
const textsTo = async (client: ApiClient, to: string) =>
  (await simCalls(client)).filter((c) => c.sms && c.to === to).map((c) => c.transcript[0]!.text);

async function account() {
  const client = server.client();
  await signUp(client, { plan: 'daily-care' });
  await client.post('/api/user/call-schedules', { phoneNumber: '4165550142', personName: 'Rose Lopez', frequency: 'daily', timeOfDay: '09:00', timezone: 'America/Toronto' });
  return client;
}

describe("a contact's welcome text", () => {
  it('tells a contact added as active who added them, for whom and what CareCall will do, once', async () => {
    // Prepare
    const client = await account();
    const to = phone();

    // Act
    const created = await client.post('/api/user/escalation-contacts', contact(to));
    await client.put(`/api/user/escalation-contacts/${created.body.id}`, { isActive: false });
    await client.put(`/api/user/escalation-contacts/${created.body.id}`, { isActive: true });
    await client.put(`/api/user/escalation-contacts/${created.body.id}`, { ...contact(to), name: 'Ana M. Lopez' });

    // Assess
    expect(created.status).toBe(201);
    expect(created.body.welcomeText).toMatchObject({ status: 'sent' });
    expect(await textsTo(client, to)).toEqual([
      'Maria Lopez added you as an emergency contact for Rose Lopez on CareCall. If a check-in call goes unanswered or something is wrong, ' +
        'CareCall will phone you and ask you to check on them. Reply STOP to opt out.',
    ]);
    const [listed] = (await client.get('/api/user/escalation-contacts')).body;
    expect(listed.welcomeText.status).toBe('sent');
  });

  it('waits until an inactive contact is switched on, and sends one text when two switches arrive at once', async () => {
    // Prepare
    const client = await account();
    const to = phone();
    const { body: added } = await client.post('/api/user/escalation-contacts', contact(to, false));
    const beforeActive = await textsTo(client, to);

    // Act
    const results = await Promise.all([
      client.put(`/api/user/escalation-contacts/${added.id}`, { isActive: true }),
      client.put(`/api/user/escalation-contacts/${added.id}`, { isActive: true }),
    ]);

    // Assess
    expect(beforeActive).toEqual([]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await textsTo(client, to)).toHaveLength(1);
  });

  it("names the person's number when the schedule has no name", async () => {
    // Prepare
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });
    await client.post('/api/user/call-schedules', { phoneNumber: '4165550142', frequency: 'daily', timeOfDay: '09:00', timezone: 'America/Toronto' });
    const to = phone();

    // Act
    await client.post('/api/user/escalation-contacts', contact(to));

    // Assess
    expect((await textsTo(client, to))[0]).toMatch(/^Maria Lopez added you as an emergency contact for \(416\) 555-0142 on CareCall\./);
  });

  it('saves the contact when the text is refused (a landline), and records why', async () => {
    // Prepare
    const client = await account();
    const landline = phone();
    await setPhone(client, landline, { behaviour: 'answer', acceptsSms: false });

    // Act
    const created = await client.post('/api/user/escalation-contacts', contact(landline));
    await client.put(`/api/user/escalation-contacts/${created.body.id}`, { isActive: false });
    const again = await client.put(`/api/user/escalation-contacts/${created.body.id}`, { isActive: true });

    // Assess
    expect(created.status).toBe(201);
    expect(created.body.welcomeText).toMatchObject({ status: 'refused' });
    expect(again.body.welcomeText).toMatchObject({ status: 'refused' });
    expect((await client.get('/api/user/escalation-contacts')).body).toHaveLength(1);
  });
});
