import { DeleteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type ApiClient } from '@/infra/local/test-support/api-client.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';

// Limits that parallel requests must not get around (issue 8, item 3): each is decided by one
// conditional write, not by a read followed by a write.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const contact = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  relationship: 'Family Member',
  phoneNumber: '416 555 0101',
  isActive: true,
  ...extra,
});

const schedule = (extra: Record<string, unknown> = {}) => ({
  phoneNumber: '(416) 555-0142',
  frequency: 'custom',
  daysInterval: 7,
  timeOfDay: '09:00',
  timezone: 'America/New_York',
  isActive: true,
  escalateOnNoAnswer: true,
  escalateOnEmergency: true,
  escalateOnConcerning: false,
  escalateOnUnknown: true,
  ...extra,
});

const statuses = (responses: { status: number }[]) => responses.map((r) => r.status).sort();
const times = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));

describe('plan limits under parallel requests', () => {
  it('creates exactly 3 of 10 simultaneous active contacts on Weekly Care and refuses the rest naming the limit', async () => {
    const client = server.client();
    await signUp(client, { plan: 'weekly-care' });

    const results = await times(10, (i) => client.post('/api/user/escalation-contacts', contact(`Contact ${i}`)));

    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(7);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.message).toMatch(/Weekly Care plan allows up to 3 active escalation contacts/);
    }
    const listed = (await client.get('/api/user/escalation-contacts')).body as { isActive: boolean }[];
    expect(listed.filter((c) => c.isActive)).toHaveLength(3);
  });

  it('activates at most the allowed number of contacts when switches are flipped on at once', async () => {
    const client = server.client();
    await signUp(client, { plan: 'weekly-care' });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await client.post('/api/user/escalation-contacts', contact(`Off ${i}`, { isActive: false }))).body.id);

    const results = await Promise.all(ids.map((id) => client.put(`/api/user/escalation-contacts/${id}`, { isActive: true })));

    expect(statuses(results)).toEqual([200, 200, 200, 409, 409, 409]);
    // Turning the same contact off twice at once frees one place, not two.
    const on = results.flatMap((r, i) => (r.status === 200 ? [ids[i]!] : []));
    const offTwice = await Promise.all([1, 2].map(() => client.put(`/api/user/escalation-contacts/${on[0]}`, { isActive: false })));
    expect(statuses(offTwice)).toEqual([200, 200]);
    const off = ids.filter((id) => !on.includes(id));
    const again = await Promise.all(off.map((id) => client.put(`/api/user/escalation-contacts/${id}`, { isActive: true })));
    expect(statuses(again)).toEqual([200, 409, 409]);
  });

  it('keeps the count right through deletes: a deleted active contact frees its place once', async () => {
    const client = server.client();
    await signUp(client, { plan: 'weekly-care' });
    const made = await times(3, (i) => client.post('/api/user/escalation-contacts', contact(`C${i}`)));
    const victim = made[0]!.body.id as string;

    const deletes = await Promise.all([1, 2, 3].map(() => client.delete(`/api/user/escalation-contacts/${victim}`)));
    const adds = await times(3, (i) => client.post('/api/user/escalation-contacts', contact(`New ${i}`)));

    expect(statuses(deletes)).toEqual([200, 404, 404]);
    expect(statuses(adds)).toEqual([201, 409, 409]);
  });

  it('creates only as many simultaneous schedules as the monthly calls allow', async () => {
    const client = server.client();
    await signUp(client, { plan: 'custom-care' });

    // Every 7 days is 5 calls a month: Custom Care (15) has room for three.
    const results = await times(8, () => client.post('/api/user/call-schedules', schedule()));

    expect(statuses(results)).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.message).toMatch(/Custom Care plan allows 15 check-in calls a month/);
    }
    const active = ((await client.get('/api/user/call-schedules')).body as { isActive: boolean }[]).filter((s) => s.isActive);
    expect(active).toHaveLength(3);
  });

  it('counts frequency changes, pauses and deletes of schedules', async () => {
    const client = server.client();
    await signUp(client, { plan: 'custom-care' });
    const a = (await client.post('/api/user/call-schedules', schedule())).body; // 5
    const b = (await client.post('/api/user/call-schedules', schedule())).body; // 10

    // Every 3 days is 11 calls: 5 + 11 > 15, refused; paused b frees 5, then it fits.
    const tooMuch = await client.put(`/api/user/call-schedules/${a.id}`, schedule({ daysInterval: 3 }));
    const pauseTwice = await Promise.all([1, 2].map(() => client.put(`/api/user/call-schedules/${b.id}`, { isActive: false })));
    const fits = await client.put(`/api/user/call-schedules/${a.id}`, schedule({ daysInterval: 3 }));
    const resume = await client.put(`/api/user/call-schedules/${b.id}`, { isActive: true });
    const deleted = await client.delete(`/api/user/call-schedules/${a.id}`);
    const resumeAfterDelete = await client.put(`/api/user/call-schedules/${b.id}`, { isActive: true });
    const resumeAgain = await client.put(`/api/user/call-schedules/${b.id}`, { isActive: true });
    const daily = await client.post('/api/user/call-schedules', schedule({ frequency: 'daily' }));
    const weeklyOk = await client.post('/api/user/call-schedules', schedule());

    expect(tooMuch.status).toBe(409);
    expect(statuses(pauseTwice)).toEqual([200, 200]);
    expect(fits.status).toBe(200);
    expect(resume.status).toBe(409);
    expect(deleted.status).toBe(200);
    expect(resumeAfterDelete.status).toBe(200);
    expect(resumeAgain.status).toBe(200);
    expect(daily.status).toBe(409);
    expect(weeklyOk.status).toBe(201);
  });

  it('refuses to switch to a smaller plan while the usage is above it, and counts what was there before', async () => {
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });
    const made = await times(4, (i) => client.post('/api/user/escalation-contacts', contact(`C${i}`)));
    expect(statuses(made)).toEqual([201, 201, 201, 201]);

    const smaller = await client.post('/api/user/subscriptions', { servicePlanId: 'weekly-care' });
    await client.put(`/api/user/escalation-contacts/${made[0]!.body.id}`, { isActive: false });
    const fits = await client.post('/api/user/subscriptions', { servicePlanId: 'weekly-care' });
    const fourth = await client.post('/api/user/escalation-contacts', contact('Fourth'));

    expect(smaller.status).toBe(409);
    expect(smaller.body.message).toMatch(/Weekly Care plan allows up to 3 active escalation contacts/);
    expect(fits.status).toBe(201);
    expect(fourth.status).toBe(409);
  });

  it('a plan switch racing with new contacts never leaves more active contacts than the plan allows', async () => {
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });
    for (let i = 0; i < 2; i++) await client.post('/api/user/escalation-contacts', contact(`C${i}`));

    const [switched, ...adds] = await Promise.all([
      client.post('/api/user/subscriptions', { servicePlanId: 'weekly-care' }),
      ...[1, 2, 3, 4].map((i) => client.post('/api/user/escalation-contacts', contact(`Racer ${i}`))),
    ]);

    const active = ((await client.get('/api/user/escalation-contacts')).body as { isActive: boolean }[]).filter((c) => c.isActive).length;
    const plan = (await client.get('/api/user/subscriptions')).body.find((s: { isActive: boolean }) => s.isActive).servicePlanId;
    if (switched!.status === 201) expect(active).toBeLessThanOrEqual(3);
    expect(plan).toBe(switched!.status === 201 ? 'weekly-care' : 'daily-care');
    expect(active).toBe(2 + adds.filter((r) => r.status === 201).length);
  });
});

describe('accounts from before the usage record', () => {
  /** Removes the user's usage record, as for data written before it existed. */
  async function forgetUsage(userId: string) {
    // The store's client and table, reached from the running stack (a test of stored data only).
    const store = server.deps.usage as unknown as { doc: DynamoDBDocumentClient; table: string };
    await store.doc.send(new DeleteCommand({ TableName: store.table, Key: { PK: `USER#${userId}`, SK: 'USAGE' } }));
  }

  it('derives the counts once from the stored contacts and schedules, and still lets parallel requests pass no limit', async () => {
    const client = server.client();
    const { user } = await signUp(client, { plan: 'custom-care' });
    for (let i = 0; i < 4; i++) await client.post('/api/user/escalation-contacts', contact(`C${i}`));
    await client.post('/api/user/call-schedules', schedule());
    await forgetUsage(user.id);

    const contacts = await times(5, (i) => client.post('/api/user/escalation-contacts', contact(`Late ${i}`)));
    await forgetUsage(user.id);
    const schedules = await times(5, () => client.post('/api/user/call-schedules', schedule()));
    await forgetUsage(user.id);
    const smaller = await client.post('/api/user/subscriptions', { servicePlanId: 'weekly-care' });

    expect(statuses(contacts)).toEqual([201, 409, 409, 409, 409]);
    expect(statuses(schedules)).toEqual([201, 201, 409, 409, 409]);
    expect(smaller.status).toBe(409);
    expect(smaller.body.message).toMatch(/Weekly Care plan allows 5 check-in calls a month, and your active schedules would need 15/);
  });
});

describe('one active subscription', () => {
  it('leaves exactly one active subscription when plans are chosen several times at once', async () => {
    const client = server.client();
    await signUp(client);

    const results = await Promise.all(
      ['weekly-care', 'daily-care', 'custom-care', 'daily-care', 'weekly-care', 'custom-care'].map((servicePlanId) =>
        client.post('/api/user/subscriptions', { servicePlanId }),
      ),
    );

    for (const r of results) expect([201, 409]).toContain(r.status);
    const subs = (await client.get('/api/user/subscriptions')).body as { isActive: boolean; servicePlanId: string }[];
    expect(subs.filter((s) => s.isActive)).toHaveLength(1);
    expect((await client.get('/api/auth/me')).body.subscriptions.filter((s: { isActive: boolean }) => s.isActive)).toHaveLength(1);
  });

  it('leaves one active subscription when the same plan is chosen twice at once', async () => {
    const client = server.client();
    await signUp(client);

    const results = await times(5, () => client.post('/api/user/subscriptions', { servicePlanId: 'daily-care' }));

    expect(statuses(results)).toEqual([201, 201, 201, 201, 201]);
    const subs = (await client.get('/api/user/subscriptions')).body as { isActive: boolean }[];
    expect(subs.filter((s) => s.isActive)).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
  });
});

describe('password guessing in parallel', () => {
  it('40 simultaneous wrong passwords get at most 5 answers of "invalid", then the right one is refused too', async () => {
    const { person } = await signUp(server.client());
    const guesser = server.client();

    const results = await times(40, (i) => guesser.post('/api/auth/login', { username: person.username, password: `wrong guess ${i}` }));
    const right = await server.client().post('/api/auth/login', { username: person.username, password: person.password });

    const invalid = results.filter((r) => r.status === 401);
    expect(invalid.length).toBeLessThanOrEqual(5);
    expect(invalid.length).toBeGreaterThan(0);
    for (const r of invalid) expect(r.body.message).toBe('Invalid username or password');
    for (const r of results.filter((x) => x.status !== 401)) {
      expect(r.status).toBe(429);
      expect(r.body.message).toMatch(/Too many failed login attempts/);
    }
    expect(right.status).toBe(429);
  });

  it('a right password before the limit clears the count', async () => {
    const { person } = await signUp(server.client());
    const client = server.client();
    for (let i = 0; i < 4; i++) await client.post('/api/auth/login', { username: person.username, password: `nope ${i}` });

    const right = await client.post('/api/auth/login', { username: person.username, password: person.password });
    const more = await times(4, (i) => client.post('/api/auth/login', { username: person.username, password: `again ${i}` }));

    expect(right.status).toBe(200);
    expect(statuses(more)).toEqual([401, 401, 401, 401]);
  });

  it('limits wrong current passwords on the password change, in parallel too', async () => {
    const client = server.client();
    const { person } = await signUp(client);

    const results = await times(20, (i) => client.put('/api/user/password', { currentPassword: `not it ${i}`, newPassword: 'a brand new secret' }));
    const right = await client.put('/api/user/password', { currentPassword: person.password, newPassword: 'a brand new secret' });

    const wrong = results.filter((r) => r.status === 400);
    expect(wrong.length).toBeLessThanOrEqual(5);
    expect(wrong.length).toBeGreaterThan(0);
    for (const r of wrong) expect(r.body.errors.currentPassword).toEqual(['Current password is incorrect']);
    for (const r of results.filter((x) => x.status !== 400)) {
      expect(r.status).toBe(429);
      expect(r.body.message).toMatch(/Too many incorrect password attempts/);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(right.status).toBe(429);
    // The account's login is not locked by it: the password was never changed.
    expect((await server.client().post('/api/auth/login', { username: person.username, password: person.password })).status).toBe(200);
  });
});

describe('malformed and oversize ids and fields', () => {
  const longId = 'a'.repeat(3000);
  const badIds = [longId, 'not-an-id', encodeURIComponent('a#b'), '%E0%A4%A', encodeURIComponent('\u0000'), '0'.repeat(26) + 'x', '%20'];

  async function signedIn(): Promise<ApiClient> {
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });
    return client;
  }

  it('answers 404 (or 400), never 5xx, for malformed ids on every id route', async () => {
    const client = await signedIn();
    const routes: [string, string, unknown][] = [];
    for (const id of badIds) {
      routes.push(['PUT', `/api/user/call-schedules/${id}`, { isActive: false }]);
      routes.push(['PUT', `/api/user/call-schedules/${id}`, schedule()]);
      routes.push(['DELETE', `/api/user/call-schedules/${id}`, undefined]);
      routes.push(['PUT', `/api/user/escalation-contacts/${id}`, { isActive: false }]);
      routes.push(['PUT', `/api/user/escalation-contacts/${id}`, contact('Ada')]);
      routes.push(['DELETE', `/api/user/escalation-contacts/${id}`, undefined]);
    }

    for (const [method, path, body] of routes) {
      const res = await client.request(method, path, body);
      expect([400, 404], `${method} ${path.slice(0, 80)} -> ${res.status}`).toContain(res.status);
    }
    const schedule404 = await client.put(`/api/user/call-schedules/${longId}`, { isActive: false });
    const contact404 = await client.delete(`/api/user/escalation-contacts/${longId}`);
    expect(schedule404.status).toBe(404);
    expect(schedule404.body.message).toBe('Call schedule not found');
    expect(contact404.status).toBe(404);
    expect(contact404.body.message).toBe('Escalation contact not found');
  });

  it('answers 400, never 5xx, for oversize and wrongly typed fields', async () => {
    const client = await signedIn();
    const huge = 'x'.repeat(500_000);

    const results = await Promise.all([
      client.post('/api/auth/login', { username: 'u'.repeat(3000), password: 'whatever it is' }),
      client.post('/api/auth/login', { username: 'someone', password: huge }),
      client.post('/api/auth/login', { username: ['a'], password: 1 }),
      client.post('/api/user/escalation-contacts', contact(huge)),
      client.post('/api/user/escalation-contacts', { ...contact('Ada'), email: `${'e'.repeat(3000)}@example.com` }),
      client.put('/api/user/profile', { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', phone: '4165550100', address: huge }),
      client.post('/api/user/call-schedules', schedule({ timezone: huge })),
      client.post('/api/user/subscriptions', { servicePlanId: huge }),
      client.post('/api/user/subscriptions', { servicePlanId: { id: 'daily-care' } }),
      client.put('/api/user/password', { currentPassword: huge, newPassword: huge }),
      client.post('/api/auth/register', { username: 'u'.repeat(3000), password: huge }),
    ]);

    for (const r of results) {
      expect(r.status, JSON.stringify(r.body).slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(r.status, JSON.stringify(r.body).slice(0, 200)).toBeLessThan(500);
    }
    // A username nobody can have is simply not a valid login.
    expect(results[0]!.status).toBe(401);
  });
});
