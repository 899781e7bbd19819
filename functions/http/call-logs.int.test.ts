import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../core/ids.ts';
import { signUp } from '../../infra/local/test-support/api-client.ts';
import { startTestServer, type TestServer } from '../../infra/local/test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function seedLogs(userId: string, times: string[]) {
  for (const callTime of times) {
    await server.deps.callLogs.create({
      id: newId(new Date(callTime)),
      userId,
      kind: 'scheduled',
      phoneNumber: '+14165550142',
      callTime,
      status: 'answered',
      duration: 95,
      healthStatus: 'good',
      aiNotes: 'Feeling well.',
    });
  }
}

describe('call logs', () => {
  it('lists only my calls, newest first, within from/to', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    const other = await signUp(server.client());
    await seedLogs(user.id, ['2026-11-01T14:00:00.000Z', '2026-11-20T09:00:00.000Z', '2026-11-10T13:30:00.000Z']);
    await seedLogs(other.user.id, ['2026-11-15T10:00:00.000Z']);

    const all = await client.get('/api/user/call-logs');
    const range = await client.get('/api/user/call-logs?from=2026-11-05&to=2026-11-20');
    const instants = await client.get('/api/user/call-logs?from=2026-11-10T13:30:00.000Z&to=2026-11-20T08:59:59.999Z');

    expect(all.status).toBe(200);
    expect(all.body.map((l: { callTime: string }) => l.callTime)).toEqual([
      '2026-11-20T09:00:00.000Z',
      '2026-11-10T13:30:00.000Z',
      '2026-11-01T14:00:00.000Z',
    ]);
    expect(all.body[0]).toMatchObject({ status: 'answered', duration: 95, healthStatus: 'good', aiNotes: 'Feeling well.' });
    expect(range.body.map((l: { callTime: string }) => l.callTime)).toEqual(['2026-11-20T09:00:00.000Z', '2026-11-10T13:30:00.000Z']);
    expect(instants.body.map((l: { callTime: string }) => l.callTime)).toEqual(['2026-11-10T13:30:00.000Z']);
  });

  it('answers 304 to a matching If-None-Match, and 200 again when a call is added', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    await seedLogs(user.id, ['2026-11-01T14:00:00.000Z']);

    const first = await client.get('/api/user/call-logs');
    const etag = first.headers.get('etag')!;
    const unchanged = await client.get('/api/user/call-logs', { headers: { 'if-none-match': etag } });
    await seedLogs(user.id, ['2026-11-02T14:00:00.000Z']);
    const changed = await client.get('/api/user/call-logs', { headers: { 'if-none-match': etag } });

    expect(etag).toMatch(/^W\/".+"$/);
    expect(unchanged.status).toBe(304);
    expect(changed.status).toBe(200);
    expect(changed.body).toHaveLength(2);
  });

  it('answers 400 for dates it cannot read', async () => {
    const client = server.client();
    await signUp(client);

    const bad = await client.get('/api/user/call-logs?from=yesterday');
    const reversed = await client.get('/api/user/call-logs?from=2026-11-20&to=2026-11-01');

    expect(bad.status).toBe(400);
    expect(bad.body.errors.from[0]).toMatch(/must be a date/);
    expect(reversed.status).toBe(400);
  });
});
