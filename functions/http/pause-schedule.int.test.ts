import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type ApiClient } from '@/infra/local/test-support/api-client.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';

// Pausing and skipping (docs/family-side.md), on the real local server: the stored
// schedule, its one pending trigger (/__dev/scheduler) and the plan limits.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const daily = {
  phoneNumber: '(416) 555-0142',
  frequency: 'daily',
  timeOfDay: '09:00',
  timezone: 'America/Toronto',
  isActive: true,
};

const inDays = (days: number, timezone = 'America/Toronto') => Temporal.Now.plainDateISO(timezone).add({ days }).toString();
const localDate = (instant: string, timezone = 'America/Toronto') =>
  Temporal.Instant.from(instant).toZonedDateTimeISO(timezone).toPlainDate().toString();
const localTime = (instant: string, timezone = 'America/Toronto') =>
  Temporal.Instant.from(instant).toZonedDateTimeISO(timezone).toPlainTime().toString({ smallestUnit: 'minute' });

async function triggersOf(client: ApiClient, scheduleId: string) {
  const all = (await client.get('/__dev/scheduler')).body as { scheduleId: string; at: string; input: { slot: string } }[];
  return all.filter((t) => t.scheduleId === scheduleId).map((t) => ({ at: t.at, slot: t.input.slot }));
}

describe('pausing a schedule', () => {
  it('makes no call before the date, calls at the first slot on it, and moves the pending trigger; resuming brings the next call back', async () => {
    // Prepare
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });
    const { body: schedule } = await client.post('/api/user/call-schedules', daily);
    const until = inDays(10);

    // Act
    const paused = await client.put(`/api/user/call-schedules/${schedule.id}`, { pausedUntil: until, userId: 1 });
    const triggersWhilePaused = await triggersOf(client, schedule.id);
    const resumed = await client.put(`/api/user/call-schedules/${schedule.id}`, { pausedUntil: null });
    const triggersAfterResume = await triggersOf(client, schedule.id);

    // Assess
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ pausedUntil: until, isActive: true });
    expect(localDate(paused.body.nextCallDate)).toBe(until);
    expect(localTime(paused.body.nextCallDate)).toBe('09:00');
    expect(triggersWhilePaused).toEqual([{ at: paused.body.nextCallDate, slot: paused.body.nextCallDate }]);
    expect(resumed.status).toBe(200);
    expect(resumed.body).not.toHaveProperty('pausedUntil');
    expect(resumed.body.nextCallDate).toBe(schedule.nextCallDate);
    expect(triggersAfterResume).toEqual([{ at: schedule.nextCallDate, slot: schedule.nextCallDate }]);
    expect((await client.get('/api/user/call-schedules')).body[0]).toEqual(resumed.body);
  });

  it('refuses a date that is not after today in the schedule timezone, and a malformed one, with a message', async () => {
    // Prepare
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });
    const { body: schedule } = await client.post('/api/user/call-schedules', daily);

    // Act
    const today = await client.put(`/api/user/call-schedules/${schedule.id}`, { pausedUntil: inDays(0) });
    const past = await client.put(`/api/user/call-schedules/${schedule.id}`, { pausedUntil: inDays(-3) });
    const malformed = await client.put(`/api/user/call-schedules/${schedule.id}`, { pausedUntil: '2026-02-30' });

    // Assess
    expect(today.status).toBe(400);
    expect(today.body.errors).toEqual({ pausedUntil: ['Please choose a date after today'] });
    expect(past.status).toBe(400);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ pausedUntil: ['Please choose a date (YYYY-MM-DD)'] });
    expect(await triggersOf(client, schedule.id)).toEqual([{ at: schedule.nextCallDate, slot: schedule.nextCallDate }]);
  });

  it('keeps the paused schedule counted for the plan: Weekly Care still allows no second weekly schedule', async () => {
    // Prepare
    const client = server.client();
    await signUp(client, { plan: 'weekly-care' });
    const weekly = { ...daily, frequency: 'weekly', dayOfWeek: 2 };
    const { body: schedule } = await client.post('/api/user/call-schedules', weekly);

    // Act
    const paused = await client.put(`/api/user/call-schedules/${schedule.id}`, { pausedUntil: inDays(20) });
    const second = await client.post('/api/user/call-schedules', weekly);
    const resumed = await client.put(`/api/user/call-schedules/${schedule.id}`, { pausedUntil: null });

    // Assess
    expect(paused.status).toBe(200);
    expect(paused.body.isActive).toBe(true);
    expect([403, 409]).toContain(second.status);
    expect(second.body.message).toMatch(/5/);
    expect(resumed.status).toBe(200);
    expect((await client.get('/api/user/call-schedules')).body).toHaveLength(1);
  });

  it("answers 404 for another user's schedule", async () => {
    // Prepare
    const owner = server.client();
    await signUp(owner, { plan: 'daily-care' });
    const { body: schedule } = await owner.post('/api/user/call-schedules', daily);
    const stranger = server.client();
    await signUp(stranger, { plan: 'daily-care' });

    // Act
    const pause = await stranger.put(`/api/user/call-schedules/${schedule.id}`, { pausedUntil: inDays(5) });
    const skip = await stranger.post(`/api/user/call-schedules/${schedule.id}/skip`, {});

    // Assess
    expect(pause.status).toBe(404);
    expect(skip.status).toBe(404);
    expect(await triggersOf(owner, schedule.id)).toEqual([{ at: schedule.nextCallDate, slot: schedule.nextCallDate }]);
  });
});

describe('skipping the next call', () => {
  it('moves nextCallDate to the following slot and the pending trigger with it, one call per request', async () => {
    // Prepare
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });
    const { body: schedule } = await client.post('/api/user/call-schedules', { ...daily, timezone: 'UTC' });
    const day = 24 * 3600_000;

    // Act
    const once = await client.post(`/api/user/call-schedules/${schedule.id}/skip`, {});
    const twice = await client.post(`/api/user/call-schedules/${schedule.id}/skip`, {});
    const triggers = await triggersOf(client, schedule.id);

    // Assess
    expect(once.status).toBe(200);
    expect(Date.parse(once.body.nextCallDate) - Date.parse(schedule.nextCallDate)).toBe(day);
    expect(Date.parse(twice.body.nextCallDate) - Date.parse(schedule.nextCallDate)).toBe(2 * day);
    expect(triggers).toEqual([{ at: twice.body.nextCallDate, slot: twice.body.nextCallDate }]);
  });

  it('keeps the skip when the schedule is switched off and on again', async () => {
    // Prepare
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });
    const { body: schedule } = await client.post('/api/user/call-schedules', { ...daily, timezone: 'UTC' });
    const { body: skipped } = await client.post(`/api/user/call-schedules/${schedule.id}/skip`, {});

    // Act
    await client.put(`/api/user/call-schedules/${schedule.id}`, { isActive: false });
    const { body: back } = await client.put(`/api/user/call-schedules/${schedule.id}`, { isActive: true });

    // Assess
    expect(back.nextCallDate).toBe(skipped.nextCallDate);
    expect(await triggersOf(client, schedule.id)).toEqual([{ at: skipped.nextCallDate, slot: skipped.nextCallDate }]);
  });

  it('skips the first call after a pause, and refuses a schedule that is switched off', async () => {
    // Prepare
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });
    const { body: schedule } = await client.post('/api/user/call-schedules', daily);
    const until = inDays(7);
    await client.put(`/api/user/call-schedules/${schedule.id}`, { pausedUntil: until });
    const other = (await client.post('/api/user/call-schedules', { ...daily, isActive: false })).body;

    // Act
    const skipped = await client.post(`/api/user/call-schedules/${schedule.id}/skip`, {});
    const off = await client.post(`/api/user/call-schedules/${other.id}/skip`, {});

    // Assess
    expect(localDate(skipped.body.nextCallDate)).toBe(inDays(8));
    expect(skipped.body.pausedUntil).toBe(until);
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('This schedule has no next call to skip. Switch it on first.');
    expect(await triggersOf(client, other.id)).toEqual([]);
  });
});

describe("the person's name", () => {
  it('is stored, shown in the list, and removed when the form leaves it empty', async () => {
    // Prepare
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });

    // Act
    const created = await client.post('/api/user/call-schedules', { ...daily, personName: '  Rose Lopez ' });
    const listed = (await client.get('/api/user/call-schedules')).body;
    const cleared = await client.put(`/api/user/call-schedules/${created.body.id}`, { ...daily, personName: '' });
    const tooLong = await client.post('/api/user/call-schedules', { ...daily, personName: 'R'.repeat(61) });

    // Assess
    expect(created.body.personName).toBe('Rose Lopez');
    expect(listed[0].personName).toBe('Rose Lopez');
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('personName');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ personName: ['Name must be at most 60 characters'] });
  });
});
