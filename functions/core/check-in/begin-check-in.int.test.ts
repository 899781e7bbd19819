import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '@/infra/local/test-support/api-client.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';
import type { CheckInTriggerInput } from '../model.ts';
import { beginCheckIn } from './begin-check-in.ts';
import { intercept } from '@/infra/local/test-support/intercept.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const daily = {
  phoneNumber: '4165550142', frequency: 'daily', timeOfDay: '09:00', timezone: 'America/Toronto', isActive: true,
  escalateOnNoAnswer: true, escalateOnEmergency: true, escalateOnConcerning: false, escalateOnUnknown: true,
};

async function scheduleWithTrigger() {
  const client = server.client();
  const { user } = await signUp(client, { plan: 'daily-care' });
  const { body: schedule } = await client.post('/api/user/call-schedules', daily);
  const input: CheckInTriggerInput = { kind: 'scheduled', userId: user.id, scheduleId: schedule.id, slot: schedule.nextCallDate };
  return { client, user, schedule, input };
}

describe('beginning a scheduled check-in', () => {
  it('a retry after the next trigger could not be armed arms it, and places no second call', async () => {
    const { client, schedule, input } = await scheduleWithTrigger();
    const restore = intercept(server.deps.scheduler, 'arm', () => Promise.reject(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' })));
    const first = await beginCheckIn(server.deps, input, 'exec-retried').finally(restore);
    const [claimed] = (await client.get('/api/user/call-schedules')).body;
    const armedFor = async (at: string) =>
      (await client.get('/__dev/scheduler')).body.filter((t: { scheduleId: string; at: string }) => t.scheduleId === schedule.id && t.at === at);
    const armedAfterFirst = await armedFor(claimed.nextCallDate);

    const retry = await beginCheckIn(server.deps, input, 'exec-retried');

    expect(first.proceed).toBe(true);
    expect(armedAfterFirst).toEqual([]);
    expect(retry).toMatchObject({ proceed: true, callLogId: first.callLogId });
    expect(await armedFor(claimed.nextCallDate)).toHaveLength(1);
    expect(await server.deps.schedules.armedFor(schedule.userId, schedule.id)).toBe(claimed.nextCallDate);
    expect((await client.get('/api/user/call-logs')).body).toHaveLength(1);
  });

  it('records the armed slot on the schedule, and a retry after a successful arm does not arm again', async () => {
    const { client, schedule, input } = await scheduleWithTrigger();
    const arms: unknown[] = [];
    const restore = intercept(server.deps.scheduler, 'arm', (original, trigger) => {
      arms.push(trigger);
      return (original as (t: unknown) => Promise<void>)(trigger);
    });
    try {
      await beginCheckIn(server.deps, input, 'exec-armed');
      await beginCheckIn(server.deps, input, 'exec-armed');
    } finally {
      restore();
    }
    const [claimed] = (await client.get('/api/user/call-schedules')).body;

    expect(arms).toHaveLength(1);
    expect(await server.deps.schedules.armedFor(schedule.userId, schedule.id)).toBe(claimed.nextCallDate);
    // Storage-only: the API does not show it.
    expect(claimed).not.toHaveProperty('armedFor');
  });

  it('places one call when the same trigger fires twice at once, and arms the next day at once', async () => {
    const { client, schedule, input } = await scheduleWithTrigger();

    const [a, b] = await Promise.all([beginCheckIn(server.deps, input, 'exec-a'), beginCheckIn(server.deps, input, 'exec-b')]);

    expect([a.proceed, b.proceed].sort()).toEqual([false, true]);
    expect([a.skipped, b.skipped]).toContain('stale-trigger');
    const logs = (await client.get('/api/user/call-logs')).body;
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ status: 'initiated', scheduleId: schedule.id, callTime: schedule.nextCallDate, kind: 'scheduled' });
    const [updated] = (await client.get('/api/user/call-schedules')).body;
    expect(updated.lastCallDate).toBe(schedule.nextCallDate);
    expect(Date.parse(updated.nextCallDate) - Date.parse(schedule.nextCallDate)).toBeGreaterThanOrEqual(23 * 3600_000);
    const triggers = (await client.get('/__dev/scheduler')).body.filter((t: { scheduleId: string }) => t.scheduleId === schedule.id);
    expect(triggers.map((t: { at: string }) => t.at)).toEqual([updated.nextCallDate]);
  });

  it('lets a retry of the same execution continue with the same call log', async () => {
    const { client, input } = await scheduleWithTrigger();

    const first = await beginCheckIn(server.deps, input, 'exec-retry');
    const retry = await beginCheckIn(server.deps, input, 'exec-retry');

    expect(first.proceed && retry.proceed).toBe(true);
    expect(retry.callLogId).toBe(first.callLogId);
    expect((await client.get('/api/user/call-logs')).body).toHaveLength(1);
  });

  it('places no call for a stale trigger after an edit, a paused schedule or a deleted one', async () => {
    const edited = await scheduleWithTrigger();
    await edited.client.put(`/api/user/call-schedules/${edited.schedule.id}`, { ...daily, timeOfDay: '10:30' });
    const paused = await scheduleWithTrigger();
    await paused.client.put(`/api/user/call-schedules/${paused.schedule.id}`, { isActive: false });
    const deleted = await scheduleWithTrigger();
    await deleted.client.delete(`/api/user/call-schedules/${deleted.schedule.id}`);

    const results = await Promise.all([edited, paused, deleted].map((s) => beginCheckIn(server.deps, s.input, 'exec')));

    expect(results.map((r) => [r.proceed, r.skipped])).toEqual([
      [false, 'stale-trigger'],
      [false, 'paused'],
      [false, 'schedule-gone'],
    ]);
    for (const s of [edited, paused, deleted]) expect((await s.client.get('/api/user/call-logs')).body).toEqual([]);
  });

  it('places no call before pausedUntil when the trigger armed before the pause fires anyway', async () => {
    const { client, schedule, input } = await scheduleWithTrigger();
    const until = new Date(Date.parse(schedule.nextCallDate) + 5 * 24 * 3600_000).toISOString().slice(0, 10);
    const { body: paused } = await client.put(`/api/user/call-schedules/${schedule.id}`, { pausedUntil: until });

    const stale = await beginCheckIn(server.deps, input, 'exec-stale');

    expect(stale).toMatchObject({ proceed: false, skipped: 'stale-trigger' });
    expect((await client.get('/api/user/call-logs')).body).toEqual([]);
    const [stored] = (await client.get('/api/user/call-schedules')).body;
    expect(stored.nextCallDate).toBe(paused.nextCallDate);
    expect(Date.parse(stored.nextCallDate)).toBeGreaterThan(Date.parse(schedule.nextCallDate));
  });
});
