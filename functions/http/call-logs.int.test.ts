import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../core/ids.ts';
import { signUp } from '@/infra/local/test-support/api-client.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';

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

  it('pages the history: at most 100 by default, limit and cursor through the Link header, no Link on the last page', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    const start = Date.parse('2026-01-01T09:00:00.000Z');
    const times = Array.from({ length: 105 }, (_, i) => new Date(start + i * 3_600_000).toISOString());
    await seedLogs(user.id, times);
    const newestFirst = [...times].reverse();

    const first = await client.get('/api/user/call-logs');
    expect(first.body).toHaveLength(100);
    expect(first.body.map((l: { callTime: string }) => l.callTime)).toEqual(newestFirst.slice(0, 100));

    const seen: string[] = [];
    let path: string | undefined = '/api/user/call-logs?limit=40';
    let pages = 0;
    while (path) {
      const page: { status: number; body: { callTime: string }[]; headers: Headers } = await client.get(path);
      expect(page.status).toBe(200);
      seen.push(...page.body.map((l: { callTime: string }) => l.callTime));
      const link: string | null = page.headers.get('link');
      path = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : undefined;
      if (path) expect(path).toMatch(/^\/api\/user\/call-logs\?limit=40&cursor=[\w-]+$/);
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(newestFirst);
  });

  it('keeps the date range on every page of a ranged read', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    await seedLogs(user.id, ['2026-09-30T23:00:00.000Z', '2026-10-01T08:00:00.000Z', '2026-10-15T08:00:00.000Z', '2026-10-31T20:00:00.000Z', '2026-11-01T00:00:00.000Z']);

    const first = await client.get('/api/user/call-logs?from=2026-10-01&to=2026-10-31&limit=2');
    const link = /^<([^>]+)>/.exec(first.headers.get('link')!)![1]!;
    const second = await client.get(link);

    expect(link).toContain('from=2026-10-01&to=2026-10-31&limit=2&cursor=');
    expect(first.body.map((l: { callTime: string }) => l.callTime)).toEqual(['2026-10-31T20:00:00.000Z', '2026-10-15T08:00:00.000Z']);
    expect(second.body.map((l: { callTime: string }) => l.callTime)).toEqual(['2026-10-01T08:00:00.000Z']);
    expect(second.headers.get('link')).toBeNull();
  });

  it('answers 400 for a bad limit and for a cursor it did not give, including one forged for another user', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    const other = await signUp(server.client());
    await seedLogs(user.id, ['2026-10-01T08:00:00.000Z', '2026-10-02T08:00:00.000Z']);
    await seedLogs(other.user.id, ['2026-10-01T08:00:00.000Z', '2026-10-02T08:00:00.000Z']);
    const link = (await client.get('/api/user/call-logs?limit=1')).headers.get('link')!;
    const cursor = new URLSearchParams(link.slice(link.indexOf('?') + 1, link.indexOf('>'))).get('cursor')!;
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { PK: string; SK: string };
    const forge = (k: unknown) => Buffer.from(JSON.stringify(k)).toString('base64url');

    const answers = await Promise.all([
      client.get('/api/user/call-logs?limit=0'),
      client.get('/api/user/call-logs?limit=101'),
      client.get('/api/user/call-logs?limit=ten'),
      client.get('/api/user/call-logs?cursor=not-a-cursor'),
      client.get(`/api/user/call-logs?cursor=${forge({ ...key, PK: `USER#${other.user.id}` })}`),
      client.get(`/api/user/call-logs?cursor=${forge({ ...key, SK: 'PROFILE' })}`),
      client.get(`/api/user/call-logs?from=2026-10-05&cursor=${cursor}`),
    ]);
    const mine = await client.get(`/api/user/call-logs?limit=1&cursor=${cursor}`);

    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 400, 400]);
    expect(answers[0]!.body.errors.limit).toEqual(['limit must be a whole number from 1 to 100']);
    expect(answers[4]!.body.errors.cursor[0]).toMatch(/^cursor must be one a previous page gave/);
    expect(mine.status).toBe(200);
    expect(mine.body.map((l: { userId: string }) => l.userId)).toEqual([user.id]);
  });

  it("brings each call's escalations with it, on the page the call is on", async () => {
    const client = server.client();
    const { user } = await signUp(client);
    await seedLogs(user.id, ['2026-10-01T08:00:00.000Z', '2026-10-02T08:00:00.000Z', '2026-10-03T08:00:00.000Z']);
    const logs = await server.deps.callLogs.list(user.id);
    for (const [log, count] of [[logs[0]!, 2], [logs[1]!, 1]] as const) {
      for (let i = 0; i < count; i++) {
        await server.deps.callLogs.addEscalation({
          id: newId(new Date(Date.parse(log.callTime) + (i + 1) * 60_000)), userId: user.id, callLogId: log.id, contactId: `c${i}`,
          phoneNumber: '+14165550101', callTime: new Date(Date.parse(log.callTime) + (i + 1) * 60_000).toISOString(), status: 'no-answer',
        });
      }
    }

    const first = await client.get('/api/user/call-logs?limit=1');
    const second = await client.get(/^<([^>]+)>/.exec(first.headers.get('link')!)![1]!);
    const all = await client.get('/api/user/call-logs');

    expect(first.body[0].escalations.map((e: { contactId: string }) => e.contactId)).toEqual(['c0', 'c1']);
    expect(second.body[0].escalations.map((e: { contactId: string }) => e.contactId)).toEqual(['c0']);
    expect(all.body.map((l: { escalations: unknown[] }) => l.escalations.length)).toEqual([2, 1, 0]);
  });

  it('gives each page its own ETag: 304 for an unchanged page, 200 when its content changes', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    await seedLogs(user.id, ['2026-10-01T08:00:00.000Z', '2026-10-02T08:00:00.000Z']);
    const first = await client.get('/api/user/call-logs?limit=1');
    const secondPath = /^<([^>]+)>/.exec(first.headers.get('link')!)![1]!;
    const second = await client.get(secondPath);
    expect(first.headers.get('etag')).not.toBe(second.headers.get('etag'));

    const again = await client.get(secondPath, { headers: { 'if-none-match': second.headers.get('etag')! } });
    const firstEtag = first.headers.get('etag')!;
    await seedLogs(user.id, ['2026-10-03T08:00:00.000Z']);
    const firstChanged = await client.get('/api/user/call-logs?limit=1', { headers: { 'if-none-match': firstEtag } });

    expect(again.status).toBe(304);
    expect(again.headers.get('link')).toBeNull();
    expect(firstChanged.status).toBe(200);
    expect(firstChanged.body[0].callTime).toBe('2026-10-03T08:00:00.000Z');
  });
});
