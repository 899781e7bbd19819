import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '@/infra/local/test-support/api-client.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const contact = (name: string, priority?: number, extra: Record<string, unknown> = {}) => ({
  name,
  relationship: 'Family Member',
  phoneNumber: '416 555 0101',
  email: '',
  ...(priority === undefined ? {} : { priority }),
  isActive: true,
  userId: 1,
  ...extra,
});

describe('escalation contacts', () => {
  it('adds contacts, lists them by priority, and puts a new one after the others by default', async () => {
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });

    const b = await client.post('/api/user/escalation-contacts', contact('Ben', 2, { email: 'Ben@Example.com' }));
    const a = await client.post('/api/user/escalation-contacts', contact('Ada', 1));
    const c = await client.post('/api/user/escalation-contacts', contact('Cy'));
    const list = await client.get('/api/user/escalation-contacts');

    expect(b.status).toBe(201);
    expect(b.body).toMatchObject({ name: 'Ben', phoneNumber: '+14165550101', email: 'ben@example.com', priority: 2, isActive: true });
    expect(a.body).not.toHaveProperty('email');
    expect(c.body.priority).toBe(3);
    expect(list.body.map((x: { name: string }) => x.name)).toEqual(['Ada', 'Ben', 'Cy']);
  });

  it('updates the whole contact, only isActive, or only priority (the reorder swap)', async () => {
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });
    const { body: ada } = await client.post('/api/user/escalation-contacts', contact('Ada', 1));
    const { body: ben } = await client.post('/api/user/escalation-contacts', contact('Ben', 2));

    // Moving Ben up: Ben takes 1, Ada takes Ben's old 2 (two separate updates, docs/screens-and-data.md, "States and transitions").
    const up = await client.put(`/api/user/escalation-contacts/${ben.id}`, { priority: 1, userId: 1 });
    await client.put(`/api/user/escalation-contacts/${ada.id}`, { priority: 2 });
    const off = await client.put(`/api/user/escalation-contacts/${ada.id}`, { isActive: false });
    const full = await client.put(`/api/user/escalation-contacts/${ben.id}`, contact('Benjamin', 1, { relationship: 'Neighbor', email: 'b@example.org' }));

    expect(up.body.priority).toBe(1);
    expect(off.body).toMatchObject({ name: 'Ada', isActive: false, priority: 2 });
    expect(full.body).toMatchObject({ name: 'Benjamin', relationship: 'Neighbor', email: 'b@example.org', priority: 1 });
    const list = (await client.get('/api/user/escalation-contacts')).body;
    expect(list.map((x: { name: string; priority: number }) => [x.name, x.priority])).toEqual([
      ['Benjamin', 1],
      ['Ada', 2],
    ]);
  });

  it('answers 400 with messages for invalid contacts', async () => {
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });

    const res = await client.post('/api/user/escalation-contacts', contact('', 11, { phoneNumber: '123', email: 'nope', relationship: 'Stranger' }));
    const badPriority = await client.put('/api/user/escalation-contacts/x', { priority: 'first' });

    expect(res.status).toBe(400);
    expect(res.body.errors.phoneNumber).toEqual(['Phone number must be at least 10 digits']);
    expect(res.body.errors.email).toEqual(['Invalid email address']);
    expect(res.body.errors.name).toBeDefined();
    expect(res.body.errors.priority).toBeDefined();
    expect(res.body.errors.relationship).toBeDefined();
    expect(badPriority.status).toBe(400);
  });

  it('enforces the plan limit on active contacts, naming it', async () => {
    const client = server.client();
    await signUp(client, { plan: 'weekly-care' });
    for (const name of ['One', 'Two', 'Three']) {
      expect((await client.post('/api/user/escalation-contacts', contact(name))).status).toBe(201);
    }

    const fourth = await client.post('/api/user/escalation-contacts', contact('Four'));
    const fourthInactive = await client.post('/api/user/escalation-contacts', contact('Four', undefined, { isActive: false }));
    const activate = await client.put(`/api/user/escalation-contacts/${fourthInactive.body.id}`, { isActive: true });

    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toMatch(/Weekly Care plan allows up to 3 active escalation contacts/);
    expect(fourthInactive.status).toBe(201);
    expect(activate.status).toBe(409);
  });

  it("answers 404 for another user's contact and deletes only your own", async () => {
    const owner = server.client();
    await signUp(owner, { plan: 'daily-care' });
    const { body: ada } = await owner.post('/api/user/escalation-contacts', contact('Ada', 1));
    const intruder = server.client();
    await signUp(intruder, { plan: 'daily-care' });

    expect((await intruder.put(`/api/user/escalation-contacts/${ada.id}`, { isActive: false })).status).toBe(404);
    expect((await intruder.delete(`/api/user/escalation-contacts/${ada.id}`)).status).toBe(404);
    expect((await owner.get('/api/user/escalation-contacts')).body).toHaveLength(1);
    expect((await owner.delete(`/api/user/escalation-contacts/${ada.id}`, {})).status).toBe(200);
    expect((await owner.get('/api/user/escalation-contacts')).body).toEqual([]);
    expect((await owner.delete(`/api/user/escalation-contacts/${ada.id}`)).status).toBe(404);
  });
});
