import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createDocumentClient } from '../adapters/dynamodb/client.ts';
import { ApiClient, signUp } from '@/infra/local/test-support/api-client.ts';
import { dailySchedule, setPhone, waitForExecution } from '@/infra/local/test-support/check-in-helpers.ts';
import { startLocalStack, type LocalStack } from '@/infra/local/local-stack.ts';

// Leaving CareCall (docs/family-side.md) through the real local server and DynamoDB
// Local: cancelling the plan, downloading everything, and deleting the account with all of it.
let server: LocalStack;
const tableName = `test-${randomUUID()}`;
const doc = createDocumentClient({ endpoint: inject('dynamoEndpoint'), region: 'local' });
let n = 0;
const phone = () => `+1647555${String(2000 + ++n).padStart(4, '0')}`;
const client = () => new ApiClient(server.url);

beforeAll(async () => {
  server = await startLocalStack({
    port: 0,
    dynamoEndpoint: inject('dynamoEndpoint'),
    tableName,
    dataDir: mkdtempSync(join(tmpdir(), 'carecall-leaving-')),
    waitScale: 0.001,
  });
});
afterAll(async () => {
  await server.close();
  doc.destroy();
});

/** Every item of the table that mentions the value anywhere (keys or attributes). */
async function itemsMentioning(value: string): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey }));
    found.push(...(page.Items ?? []).filter((item) => JSON.stringify(item).includes(value)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found;
}

const WELL = ["I'm feeling good today, thank you", 'No pain and I did not fall', 'Yes, I took my pills', 'No, nothing, thank you'];

/** A user with Custom Care, a contact, two schedules (8 + 5 calls a month) and one answered check-in (with its recording). */
async function busyAccount() {
  const c = client();
  const signed = await signUp(c, { plan: 'custom-care' });
  const person = phone();
  await setPhone(c, person, { behaviour: 'answer', replies: WELL });
  expect((await c.post('/api/user/escalation-contacts', { name: 'Ana Lopez', relationship: 'Family Member', phoneNumber: phone(), priority: 1, isActive: true })).status).toBe(201);
  const daily = (await c.post('/api/user/call-schedules', { ...dailySchedule(person), frequency: 'custom', daysInterval: 4 })).body;
  const weekly = (await c.post('/api/user/call-schedules', { ...dailySchedule(phone()), frequency: 'weekly', dayOfWeek: 2 })).body;
  expect([daily, weekly]).toEqual([expect.objectContaining({ id: expect.any(String) }), expect.objectContaining({ id: expect.any(String) })]);
  const fired = await c.post(`/__dev/scheduler/checkin-${daily.id}/fire`);
  expect((await waitForExecution(c, fired.body.executionId)).status).toBe('SUCCEEDED');
  await server.simulator.idle();
  return { c, ...signed, schedules: [daily, weekly] as { id: string }[] };
}

const pendingTriggers = async (c: ApiClient) => ((await c.get('/__dev/scheduler')).body as { scheduleId: string }[]).map((t) => t.scheduleId);

describe('cancelling the plan', () => {
  it('ends the plan, switches every schedule off and removes their pending calls; a plan chosen again starts from zero', async () => {
    const { c, schedules } = await busyAccount();
    expect(await pendingTriggers(c)).toEqual(expect.arrayContaining(schedules.map((s) => s.id)));

    const res = await c.post('/api/user/subscriptions/cancel');

    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/cancelled/);
    expect(res.body.subscriptions.every((s: { isActive: boolean; endDate?: string }) => !s.isActive && s.endDate)).toBe(true);
    const after = (await c.get('/api/user/call-schedules')).body as { id: string; isActive: boolean; nextCallDate?: string }[];
    expect(after.map((s) => [s.isActive, s.nextCallDate])).toEqual([[false, undefined], [false, undefined]]);
    const triggers = await pendingTriggers(c);
    for (const s of schedules) expect(triggers).not.toContain(s.id);
    expect((await c.get('/api/auth/me')).body.subscriptions.some((s: { isActive: boolean }) => s.isActive)).toBe(false);
    // Without a plan nothing can be switched on again.
    expect((await c.put(`/api/user/call-schedules/${schedules[0]!.id}`, { isActive: true })).status).toBe(403);
    // Cancelling twice is not an error.
    expect((await c.post('/api/user/subscriptions/cancel')).status).toBe(200);

    // Weekly Care allows 5 calls a month: the usage must be 0 again, or the smaller plan is refused.
    expect((await c.post('/api/user/subscriptions', { servicePlanId: 'weekly-care' })).status).toBe(201);
    expect((await c.put(`/api/user/call-schedules/${schedules[1]!.id}`, { isActive: true })).status).toBe(200);
    const tooMany = await c.put(`/api/user/call-schedules/${schedules[0]!.id}`, { isActive: true });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toMatch(/allows 5 check-in calls a month, and your active schedules would need 13/);
  });
});

describe('downloading my data', () => {
  it('answers everything of the account as a JSON attachment, never the password hash', async () => {
    const { c, user } = await busyAccount();

    const res = await c.get('/api/user/export');

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="carecall-export-${new Date().toISOString().slice(0, 10)}.json"`);
    const data = res.body;
    expect(data.profile).toMatchObject({ id: user.id, username: user.username, email: user.email });
    expect(data.subscriptions).toEqual([expect.objectContaining({ servicePlanId: 'custom-care', isActive: true })]);
    expect(data.schedules).toHaveLength(2);
    expect(data.contacts).toEqual([expect.objectContaining({ name: 'Ana Lopez' })]);
    expect(data.callLogs).toHaveLength(1);
    expect(data.callLogs[0]).toMatchObject({ status: 'answered', healthStatus: 'good', escalations: [] });
    expect(data.callLogs[0].aiNotes).toEqual(expect.any(String));
    expect(data.callLogs[0].transcription).toContain('I did not fall');
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/passwordHash|scrypt|correct horse/);
    expect(text).not.toContain('recordingKey');
    expect((await client().get('/api/user/export')).status).toBe(401);
  });

  it('compresses the download for a client that accepts gzip (years of calls stay far under the response limit)', async () => {
    const { c, user } = await busyAccount();

    const res = await fetch(`${server.url}/api/user/export`, {
      headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'accept-encoding': 'gzip' },
    });

    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="carecall-export-/);
    expect(((await res.json()) as { profile: { id: string } }).profile.id).toBe(user.id);
  });
});

describe('deleting my account', () => {
  it('refuses a wrong password with a message, and locks after five wrong ones like the password change', async () => {
    const { c } = await busyAccount();

    const wrong = await c.delete('/api/user/account', { password: 'not my password' });
    const missing = await c.delete('/api/user/account', {});

    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ message: 'The password is incorrect', errors: { password: ['The password is incorrect'] } });
    expect(missing.status).toBe(400);
    for (let i = 0; i < 4; i++) await c.delete('/api/user/account', { password: 'not my password' });
    const locked = await c.delete('/api/user/account', { password: 'correct horse battery' });
    expect(locked.status).toBe(429);
    expect((await c.get('/api/auth/me')).status).toBe(200);
  });

  it('deletes every item, pending call, recording and session of the account; the username can register again', async () => {
    const { c, person, user, schedules } = await busyAccount();
    const other = client();
    await signUp(other, { plan: 'daily-care' });
    const otherSchedule = (await other.post('/api/user/call-schedules', dailySchedule(phone()))).body;
    const [log] = (await c.get('/api/user/call-logs')).body;
    expect(server.recordings.has(`${user.id}_${log.id}`)).toBe(true);
    const secondSession = new ApiClient(server.url);
    expect((await secondSession.post('/api/auth/login', { username: person.username, password: person.password })).status).toBe(200);
    expect((await itemsMentioning(user.id)).length).toBeGreaterThan(5);

    const res = await c.delete('/api/user/account', { password: person.password });

    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toMatch(/carecall_session=;.*Max-Age=0/);
    expect(await itemsMentioning(user.id)).toEqual([]);
    expect(await itemsMentioning(`USERNAME#${String(person.username).toLowerCase()}`)).toEqual([]);
    expect(await itemsMentioning(`EMAIL#${String(person.email).toLowerCase()}`)).toEqual([]);
    const triggers = await pendingTriggers(c);
    for (const s of schedules) expect(triggers).not.toContain(s.id);
    expect(triggers).toContain(otherSchedule.id);
    expect(server.recordings.has(`${user.id}_${log.id}`)).toBe(false);
    expect((await secondSession.get('/api/auth/me')).status).toBe(401);
    expect((await other.get('/api/user/call-schedules')).body).toHaveLength(1);

    const again = await client().post('/api/auth/register', person);
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(user.id);
  });

  it('works through thousands of call logs (paged queries, batches of 25)', async () => {
    const c = client();
    const { person, user } = await signUp(c, { plan: 'daily-care' });
    const start = Date.now() - 3 * 365 * 86_400_000;
    const logs = Array.from({ length: 1200 }, (_, i) => ({
      id: `${(start + i * 86_400_000).toString(36).padStart(10, '0')}${String(i).padStart(16, '0')}`,
      userId: user.id,
      kind: 'scheduled' as const,
      phoneNumber: '+14165550100',
      callTime: new Date(start + i * 86_400_000).toISOString(),
      status: 'answered',
      transcription: 'CareCall: How are you feeling today?\nPerson: '.padEnd(300, 'fine '),
    }));
    for (let i = 0; i < logs.length; i += 50) await Promise.all(logs.slice(i, i + 50).map((log) => server.deps.callLogs.create(log)));

    const res = await c.delete('/api/user/account', { password: person.password });

    expect(res.status).toBe(200);
    expect(await itemsMentioning(user.id)).toEqual([]);
  }, 120_000);
});
