import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../core/ids.ts';
import { signUp } from '@/infra/local/test-support/api-client.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';
import { SESSION_COOKIE } from './kit/session-cookie.ts';

// The session cookie carries the user id beside the secret, so reads start before the session
// item is back; the kit must still refuse any cookie that is not exactly one we set.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function seedLog(userId: string) {
  const callTime = '2026-11-10T09:00:00.000Z';
  await server.deps.callLogs.create({
    id: newId(new Date(callTime)), userId, kind: 'scheduled', phoneNumber: '+14165550142', callTime,
    status: 'answered', duration: 60, healthStatus: 'good', aiNotes: 'Feeling well.',
  });
}

describe('the session cookie', () => {
  it('is set as <user id>.<secret> at sign-up and login', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    expect(client.cookies.get(SESSION_COOKIE)).toMatch(new RegExp(`^${user.id}\\.[A-Za-z0-9_-]{43}$`));
  });

  it("refuses a cookie whose user id is not the session's: someone else's id with my secret reads nothing of theirs", async () => {
    const mine = server.client();
    await signUp(mine);
    const theirs = server.client();
    const { user: them } = await signUp(theirs);
    await seedLog(them.id);
    const secret = mine.cookies.get(SESSION_COOKIE)!.split('.')[1]!;
    const forged = server.client();
    forged.cookies.set(SESSION_COOKIE, `${them.id}.${secret}`);

    const history = await forged.get('/api/user/call-logs');
    const me = await forged.get('/api/auth/me');
    const write = await forged.delete(`/api/user/call-schedules/${newId()}`);

    expect(history.status).toBe(401);
    expect(history.body).toMatchObject({ message: 'Please log in to continue.' });
    expect(me.status).toBe(401);
    expect(write.status).toBe(401);
    // Their own cookie still reads their history.
    expect((await theirs.get('/api/user/call-logs')).body).toHaveLength(1);
  });

  it('refuses a well-formed cookie after logout, even though the history read started at once', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    await seedLog(user.id);
    const cookie = client.cookies.get(SESSION_COOKIE)!;
    await client.post('/api/auth/logout');
    const copy = server.client();
    copy.cookies.set(SESSION_COOKIE, cookie);

    const history = await copy.get('/api/user/call-logs');
    expect(history.status).toBe(401);
    expect(history.body).toMatchObject({ message: 'Please log in to continue.' });
  });

  it('still accepts a cookie set before the user id was added (the bare secret)', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    await seedLog(user.id);
    const old = server.client();
    old.cookies.set(SESSION_COOKIE, client.cookies.get(SESSION_COOKIE)!.split('.')[1]!);

    const history = await old.get('/api/user/call-logs');
    const me = await old.get('/api/auth/me');
    expect(history.status).toBe(200);
    expect(history.body).toHaveLength(1);
    expect(me.body).toMatchObject({ id: user.id });
  });
});
