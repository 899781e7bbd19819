import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';
import { ROUTES } from './routes.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('public routes', () => {
  it('answers /api/health', async () => {
    const res = await server.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });

  it('computes the timezone test without a session', async () => {
    const res = await server.client().get('/test/timezone?timeOfDay=12:00&timezone=America/Toronto');

    expect(res.status).toBe(200);
    expect(res.body.input).toMatchObject({ timeOfDay: '12:00', timezone: 'America/Toronto', hasTimePassedToday: expect.any(Boolean) });
    const next = new Date(res.body.result.nextCallDate);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Toronto', hour: '2-digit', minute: '2-digit' }).format(next)).toBe('12:00');
    expect(res.body.result.formattedInUserTimezone).toEqual(expect.any(String));
  });

  it('answers 400 for a bad time or zone in the timezone test', async () => {
    const res = await server.client().get('/test/timezone?timeOfDay=25:00&timezone=Nowhere/City');
    expect(res.status).toBe(400);
    expect(res.body.errors.timeOfDay).toEqual(['Must be in 24-hour format (HH:MM)']);
    expect(res.body.errors.timezone).toBeDefined();
  });

  it('answers 401 on every account route without a session, and changes nothing', async () => {
    const client = server.client();
    const accountRoutes = ROUTES.filter((r) => r.path.startsWith('/api/user/') || r.path === '/api/auth/me');

    const statuses = await Promise.all(
      accountRoutes.map(async (r) => {
        const res = await client.request(r.method, r.path.replace('{id}', 'some-id'), r.method === 'GET' ? undefined : {});
        return `${r.method} ${r.path} ${res.status}`;
      }),
    );

    expect(accountRoutes.length).toBeGreaterThanOrEqual(14);
    expect(statuses).toEqual(accountRoutes.map((r) => `${r.method} ${r.path} 401`));
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const client = server.client();
    for (const [method, path] of [['GET', '/api/nope'], ['PATCH', '/api/user/call-schedules/1'], ['GET', '/test/other']] as const) {
      const res = await client.request(method, path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body.message).toBe('Not Found');
    }
  });
});
