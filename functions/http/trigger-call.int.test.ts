import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '@/infra/local/test-support/api-client.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('test call', () => {
  it('writes an initiated call log for my own phone and starts the workflow with ids only', async () => {
    const client = server.client();
    const { user } = await signUp(client, { plan: 'custom-care', person: { phone: '416.555.0177' } });

    const res = await client.post('/api/user/trigger-call', { phoneNumber: '(416) 555-0177' });

    expect(res.status).toBe(201);
    const logs = (await client.get('/api/user/call-logs')).body;
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ id: res.body.callLogId, status: 'initiated', phoneNumber: '+14165550177', kind: 'test' });
    const execution = (await client.get(`/__dev/executions/${encodeURIComponent(res.body.executionId)}`)).body;
    expect(execution.input).toEqual({ kind: 'test', userId: user.id, callLogId: res.body.callLogId });
  });

  it('refuses without a plan (403) and for a stranger\'s number (400)', async () => {
    const noPlan = server.client();
    await signUp(noPlan);
    const client = server.client();
    await signUp(client, { plan: 'custom-care' });

    const refused = await noPlan.post('/api/user/trigger-call', { phoneNumber: '4155550100' });
    const stranger = await client.post('/api/user/trigger-call', { phoneNumber: '+1 212 555 0199' });
    const mistyped = await client.post('/api/user/trigger-call', { phoneNumber: 4155550100 });

    expect(refused.status).toBe(403);
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toMatch(/your own phone number/);
    expect(mistyped.status).toBe(400);
    expect((await client.get('/api/user/call-logs')).body).toEqual([]);
  });

  it('rings a number on one of my schedules, and allows at most 3 test calls an hour', async () => {
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });
    await client.post('/api/user/call-schedules', {
      phoneNumber: '6475550123', frequency: 'daily', timeOfDay: '10:00', timezone: 'America/Toronto', isActive: true,
      escalateOnNoAnswer: true, escalateOnEmergency: true, escalateOnConcerning: false, escalateOnUnknown: true,
    });

    const results = await Promise.all([1, 2, 3, 4].map(() => client.post('/api/user/trigger-call', { phoneNumber: '647-555-0123' })));

    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 429]);
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.body.message).toMatch(/up to 3 test calls an hour/);
    expect((await client.get('/api/user/call-logs')).body).toHaveLength(3);
  });
});
