import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPerson, signUp } from '@/infra/local/test-support/api-client.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('registration', () => {
  it('creates the account, signs the person in, and never returns the password', async () => {
    const client = server.client();
    const person = newPerson({ phone: '416-555-0199' });

    const res = await client.post('/api/auth/register', { ...person, confirmPassword: person.password, termsAccepted: true, userId: 99 });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ firstName: 'Maria', username: person.username, phone: '+14165550199', subscriptions: [] });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const cookie = res.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // plain http locally; COOKIE_SECURE=true in the cloud
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(person.username);
  });

  it('answers 400 with the spec messages for each invalid field', async () => {
    const res = await server.client().post('/api/auth/register', {
      firstName: 'M',
      lastName: '',
      username: 'ab',
      email: 'not-an-email',
      phone: '12345',
      password: 'short',
    });

    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      firstName: ['First name must be at least 2 characters'],
      lastName: ['Last name must be at least 2 characters'],
      username: ['Username must be at least 3 characters'],
      email: ['Please enter a valid email address'],
      phone: ['Phone number must be at least 10 digits'],
      password: ['Password must be at least 8 characters'],
    });
    expect(typeof res.body.message).toBe('string');
  });

  it('answers 400, not 500, for malformed JSON and wrong types', async () => {
    const client = server.client();
    const malformed = await client.request('POST', '/api/auth/register', undefined, {
      rawBody: '{"firstName": ',
      headers: { 'content-type': 'application/json' },
    });
    const array = await client.request('POST', '/api/auth/register', undefined, { rawBody: '[1,2]' });
    const wrongTypes = await client.post('/api/auth/register', { ...newPerson(), firstName: 42, phone: ['x'] });

    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The request body must be valid JSON');
    expect(array.status).toBe(400);
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.errors.firstName).toEqual(['First name must be at least 2 characters']);
  });

  it('refuses a taken username or email with 409 saying which', async () => {
    const first = newPerson();
    await server.client().post('/api/auth/register', first);

    const sameName = await server.client().post('/api/auth/register', { ...newPerson(), username: first.username.toUpperCase() });
    const sameEmail = await server.client().post('/api/auth/register', { ...newPerson(), email: first.email.toUpperCase() });

    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toMatch(/username/i);
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toMatch(/email/i);
  });

  it('lets only one of two simultaneous sign-ups with the same username win', async () => {
    const username = newPerson().username;
    const results = await Promise.all(
      [1, 2, 3].map(() => server.client().post('/api/auth/register', newPerson({ username }))),
    );

    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });
});

describe('login, me and logout', () => {
  it('logs in with the right password and refuses a wrong one with a plain message', async () => {
    const { person } = await signUp(server.client());
    const client = server.client();

    const wrong = await client.post('/api/auth/login', { username: person.username, password: 'wrong password' });
    const right = await client.post('/api/auth/login', { username: person.username, password: person.password });

    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid username or password');
    expect(right.status).toBe(200);
    expect(right.body.firstName).toBe('Maria');
  });

  it('requires username and password with the spec messages', async () => {
    const res = await server.client().post('/api/auth/login', {});

    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ username: ['Username is required'], password: ['Password is required'] });
  });

  it('answers 401 on /me without a session and on /api/user routes', async () => {
    const client = server.client();
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/user/call-schedules')).status).toBe(401);
    expect((await client.get('/api/user/call-logs')).status).toBe(401);
  });

  it('revokes the session at logout: a copy of the old cookie no longer works', async () => {
    const client = server.client();
    await signUp(client);
    const stolen = server.client();
    stolen.cookies = new Map(client.cookies);

    const out = await client.post('/api/auth/logout', {});

    expect(out.status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await stolen.get('/api/auth/me')).status).toBe(401);
  });

  it('locks a username for a while after five failed logins, even with the right password', async () => {
    const { person } = await signUp(server.client());
    const client = server.client();
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/auth/login', { username: person.username, password: `nope-${i}-guess` })).status).toBe(401);
    }

    const locked = await client.post('/api/auth/login', { username: person.username, password: person.password });

    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many failed login attempts/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('profile and password', () => {
  it('updates the profile, normalises the phone, and refuses an email another account has', async () => {
    const other = await signUp(server.client());
    const client = server.client();
    const { person } = await signUp(client);
    const profile = { firstName: 'Ana', lastName: 'Lopez', email: 'ana.new@example.com', phone: '+44 20 7946 0958', city: 'London' };

    const updated = await client.put('/api/user/profile', profile);
    const taken = await client.put('/api/user/profile', { ...profile, email: other.person.email });
    const invalid = await client.put('/api/user/profile', { ...profile, firstName: 'A', phone: '123' });

    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ firstName: 'Ana', email: 'ana.new@example.com', phone: '+442079460958', city: 'London' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/email/i);
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.firstName).toEqual(['First name must be at least 2 characters']);
    expect(invalid.body.errors.phone).toEqual(['Phone number must be at least 10 digits']);
    // The old email is free again, the new one is taken.
    expect((await server.client().post('/api/auth/register', newPerson({ email: person.email }))).status).toBe(201);
    expect((await server.client().post('/api/auth/register', newPerson({ email: 'ana.new@example.com' }))).status).toBe(409);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const here = server.client();
    const { person } = await signUp(here);
    const elsewhere = server.client();
    await elsewhere.post('/api/auth/login', { username: person.username, password: person.password });

    const wrong = await here.put('/api/user/password', { currentPassword: 'not it at all', newPassword: 'a brand new secret' });
    const res = await here.put('/api/user/password', { currentPassword: person.password, newPassword: 'a brand new secret' });

    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.currentPassword).toEqual(['Current password is incorrect']);
    expect(res.status).toBe(200);
    expect((await here.get('/api/auth/me')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
    expect((await server.client().post('/api/auth/login', { username: person.username, password: person.password })).status).toBe(401);
    expect((await server.client().post('/api/auth/login', { username: person.username, password: 'a brand new secret' })).status).toBe(200);
  });

  it('validates the password change with the spec messages', async () => {
    const client = server.client();
    await signUp(client);

    const res = await client.put('/api/user/password', { currentPassword: '', newPassword: 'short' });

    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      currentPassword: ['Current password is required'],
      newPassword: ['Password must be at least 8 characters'],
    });
  });
});

describe('cross-site request forgery', () => {
  it('refuses a state-changing request from a foreign Origin with 403 and changes nothing', async () => {
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });

    const forged = await client.post(
      '/api/user/escalation-contacts',
      { name: 'Evil', relationship: 'Friend', phoneNumber: '4155550123', priority: 1, isActive: true },
      { headers: { origin: 'https://evil.example' } },
    );
    const forgedLogout = await client.post('/api/auth/logout', {}, { headers: { origin: 'null' } });
    const sameSite = await client.post(
      '/api/user/escalation-contacts',
      { name: 'Sam', relationship: 'Friend', phoneNumber: '4155550123', priority: 1, isActive: true },
      { headers: { origin: server.url } },
    );

    expect(forged.status).toBe(403);
    expect(forgedLogout.status).toBe(403);
    expect(sameSite.status).toBe(201);
    const contacts = await client.get('/api/user/escalation-contacts');
    expect(contacts.body.map((c: { name: string }) => c.name)).toEqual(['Sam']);
  });

  it('lets reads from any origin through (they change nothing)', async () => {
    const res = await server.client().get('/api/service-plans', { headers: { origin: 'https://elsewhere.example' } });
    expect(res.status).toBe(200);
  });
});
