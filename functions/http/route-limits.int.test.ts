import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '@/infra/local/test-support/api-client.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';
import { rereadSettings, SETTING } from '../settings.ts';
import { ORIGIN_VERIFY_HEADER } from './kit/sender-address.ts';
import { ROUTE_LIMITS } from './routes.ts';

// Per-user (and per-address) limits on the expensive routes (issue 14, part 3): counted in
// DynamoDB Local by the real handlers' middleware, one conditional ADD per request.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const times = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const count = (responses: { status: number }[], status: number) => responses.filter((r) => r.status === status).length;

/** Windows are fixed (aligned to the epoch): start a test well inside one, so it stays in it. */
async function insideOneWindow(windowMs: number, needMs = 8000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

function expectRefused(response: { status: number; body: any; headers: Headers }, message: string, windowMs: number) {
  expect(response.status).toBe(429);
  expect(response.body.message).toBe(message);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

describe('call history: per user', () => {
  const { max, windowMs, message } = ROUTE_LIMITS.callHistory;

  it(`answers ${max} reads in a minute, then 429 with Retry-After and the message; another user is unaffected`, async () => {
    await insideOneWindow(windowMs);
    const reader = server.client();
    await signUp(reader);
    const other = server.client();
    await signUp(other);

    for (let i = 0; i < max; i++) expect((await reader.get('/api/user/call-logs')).status).toBe(200);
    expectRefused(await reader.get('/api/user/call-logs'), message, windowMs);

    expect((await other.get('/api/user/call-logs')).status).toBe(200);
    // Other routes of the same user are not counted against it.
    expect((await reader.get('/api/user/call-schedules')).status).toBe(200);
  });

  it('lets no more than the limit through when the requests arrive at once', async () => {
    await insideOneWindow(windowMs);
    const reader = server.client();
    await signUp(reader);

    const results = await times(max + 15, () => reader.get('/api/user/call-logs'));

    expect(count(results, 200)).toBe(max);
    expect(count(results, 429)).toBe(15);
  });

  it("does not let a cookie naming someone else's user id use up their limit", async () => {
    await insideOneWindow(windowMs, 15_000);
    const victim = server.client();
    const { user } = await signUp(victim);
    const forger = server.client();
    forger.cookies.set('carecall_session', `${user.id}.${'f'.repeat(43)}`);

    const forged = [];
    for (let i = 0; i < max + 5; i++) forged.push(await forger.get('/api/user/call-logs'));

    expect(count(forged, 401)).toBe(max + 5);
    for (let i = 0; i < max; i++) expect((await victim.get('/api/user/call-logs')).status).toBe(200);
    expectRefused(await victim.get('/api/user/call-logs'), message, windowMs);
  });

  it('leaves a request without a session to the 401 (nothing to count per user)', async () => {
    const results = await times(max + 5, () => server.client().get('/api/user/call-logs'));
    expect(count(results, 401)).toBe(max + 5);
  });
});

describe('test calls: per user', () => {
  const { max, windowMs, message } = ROUTE_LIMITS.triggerCall;

  it('counts refused tries too: parallel requests past the limit answer 429, not the handler', async () => {
    await insideOneWindow(windowMs);
    const caller = server.client();
    await signUp(caller);

    // A mistyped number is refused by the handler (400) after it was counted.
    const results = await times(max + 5, () => caller.post('/api/user/trigger-call', { phoneNumber: 5 }));

    expect(count(results, 400)).toBe(max);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(5);
    for (const r of refused) expectRefused(r, message, windowMs);
    const other = server.client();
    await signUp(other);
    expect((await other.post('/api/user/trigger-call', { phoneNumber: 5 })).status).toBe(400);
  });
});

describe('login: per network address', () => {
  const { max, windowMs, message } = ROUTE_LIMITS.login;
  const from = (address: string) => ({ headers: { 'cloudfront-viewer-address': `${address}:443` } });

  it(`takes ${max} tries from one address in the window, refuses the next with 429, and another address still logs in`, async () => {
    await insideOneWindow(windowMs);
    const { person } = await signUp(server.client());
    const client = server.client();

    // Malformed tries (no password) are cheap to send and still counted.
    const results = await times(max + 3, () => client.post('/api/auth/login', { username: 'someone' }, from('203.0.113.9')));
    expect(count(results, 400)).toBe(max);
    for (const r of results.filter((x) => x.status === 429)) expectRefused(r, message, windowMs);
    expect(count(results, 429)).toBe(3);

    const right = await client.post('/api/auth/login', { username: person.username, password: person.password }, from('203.0.113.9'));
    expectRefused(right, message, windowMs);
    const elsewhere = await server.client().post('/api/auth/login', { username: person.username, password: person.password }, from('198.51.100.4'));
    expect(elsewhere.status).toBe(200);
  });
});

// In the cloud the API also answers at its own execute-api address, where anyone can write
// CloudFront-Viewer-Address: only a request carrying CloudFront's origin-verify value is believed.
describe('login: a viewer address sent around CloudFront', () => {
  const { max, windowMs, message } = ROUTE_LIMITS.login;
  const verify = 'test-origin-verify-value-0123456789';
  beforeAll(() => {
    process.env[SETTING.originVerify] = verify;
    rereadSettings();
  });
  afterAll(() => {
    delete process.env[SETTING.originVerify];
    rereadSettings();
  });

  it('counts forged addresses as the one real sender, so rotating them does not get past the limit', async () => {
    await insideOneWindow(windowMs);
    const client = server.client();
    const forged = (i: number) => ({ headers: { 'cloudfront-viewer-address': `192.0.2.${i + 1}:443`, [ORIGIN_VERIFY_HEADER]: 'a-guess' } });

    const results = await times(max + 3, (i) => client.post('/api/auth/login', { username: 'someone' }, forged(i)));

    expect(count(results, 400)).toBe(max);
    expect(count(results, 429)).toBe(3);
    for (const r of results.filter((x) => x.status === 429)) expectRefused(r, message, windowMs);
  });

  it('believes the viewer address of a request that came through CloudFront', async () => {
    const { person } = await signUp(server.client());
    const viaCloudFront = { headers: { 'cloudfront-viewer-address': '198.51.100.77:443', [ORIGIN_VERIFY_HEADER]: verify } };

    // The real sender (this machine) is used up above; the viewer CloudFront names is not.
    const res = await server.client().post('/api/auth/login', { username: person.username, password: person.password }, viaCloudFront);

    expect(res.status).toBe(200);
  });
});
