import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type ApiClient } from '@/infra/local/test-support/api-client.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const daily = {
  phoneNumber: '(416) 555-0142',
  frequency: 'daily',
  timeOfDay: '09:00',
  timezone: 'America/New_York',
  isActive: true,
  escalateOnNoAnswer: true,
  escalateOnEmergency: true,
  escalateOnConcerning: false,
  escalateOnUnknown: true,
  userId: 1,
};

async function pendingTriggers(client: ApiClient) {
  return (await client.get('/__dev/scheduler')).body as { name: string; scheduleId: string; at: string; input: Record<string, unknown> }[];
}

describe('call schedules', () => {
  it('creates a schedule with its next call in the future at 09:00 New York time, and arms one trigger', async () => {
    const client = server.client();
    const { user } = await signUp(client, { plan: 'daily-care' });

    const res = await client.post('/api/user/call-schedules', daily);

    expect(res.status).toBe(201);
    const schedule = res.body;
    expect(schedule).toMatchObject({ phoneNumber: '+14165550142', frequency: 'daily', isActive: true, userId: user.id });
    expect(schedule).not.toHaveProperty('dayOfWeek');
    const next = new Date(schedule.nextCallDate);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit' }).format(next)).toBe('09:00');
    const triggers = (await pendingTriggers(client)).filter((t) => t.scheduleId === schedule.id);
    expect(triggers).toEqual([
      {
        name: `checkin-${schedule.id}`,
        scheduleId: schedule.id,
        at: schedule.nextCallDate,
        input: { kind: 'scheduled', userId: user.id, scheduleId: schedule.id, slot: schedule.nextCallDate },
      },
    ]);
    expect((await client.get('/api/user/call-schedules')).body).toEqual([schedule]);
  });

  it('moves the trigger on edit, removes it on pause, re-arms on resume and removes it on delete', async () => {
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });
    const { body: schedule } = await client.post('/api/user/call-schedules', daily);

    const edited = await client.put(`/api/user/call-schedules/${schedule.id}`, { ...daily, frequency: 'weekly', dayOfWeek: 3, timeOfDay: '18:30', timezone: 'Europe/London' });
    const afterEdit = (await pendingTriggers(client)).filter((t) => t.scheduleId === schedule.id);
    const paused = await client.put(`/api/user/call-schedules/${schedule.id}`, { isActive: false, userId: 1 });
    const afterPause = (await pendingTriggers(client)).filter((t) => t.scheduleId === schedule.id);
    const resumed = await client.put(`/api/user/call-schedules/${schedule.id}`, { isActive: true });
    const afterResume = (await pendingTriggers(client)).filter((t) => t.scheduleId === schedule.id);
    const deleted = await client.delete(`/api/user/call-schedules/${schedule.id}`, {});
    const afterDelete = (await pendingTriggers(client)).filter((t) => t.scheduleId === schedule.id);

    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ frequency: 'weekly', dayOfWeek: 3, timeOfDay: '18:30', timezone: 'Europe/London' });
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long', hour: '2-digit', minute: '2-digit' });
    expect(local.format(new Date(edited.body.nextCallDate))).toBe('Wednesday 18:30');
    expect(afterEdit.map((t) => t.at)).toEqual([edited.body.nextCallDate]);
    expect(paused.body.isActive).toBe(false);
    expect(paused.body).not.toHaveProperty('nextCallDate');
    expect(afterPause).toEqual([]);
    expect(resumed.body.nextCallDate).toBe(edited.body.nextCallDate);
    expect(afterResume.map((t) => t.at)).toEqual([resumed.body.nextCallDate]);
    expect(deleted.status).toBe(200);
    expect(afterDelete).toEqual([]);
    expect((await client.get('/api/user/call-schedules')).body).toEqual([]);
  });

  it('keeps only the field that belongs to the frequency', async () => {
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });

    const custom = await client.post('/api/user/call-schedules', { ...daily, frequency: 'custom', daysInterval: 3, dayOfWeek: 2 });

    expect(custom.status).toBe(201);
    expect(custom.body.daysInterval).toBe(3);
    expect(custom.body).not.toHaveProperty('dayOfWeek');
  });

  it('answers 400 with the spec messages for invalid schedules', async () => {
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });

    const res = await client.post('/api/user/call-schedules', { ...daily, phoneNumber: '555', timeOfDay: '9am', timezone: 'Mars/Olympus' });
    const interval = await client.post('/api/user/call-schedules', { ...daily, frequency: 'custom', daysInterval: 45 });
    const frequency = await client.post('/api/user/call-schedules', { ...daily, frequency: 'hourly' });

    expect(res.status).toBe(400);
    expect(res.body.errors.phoneNumber).toEqual(['Phone number must be at least 10 digits']);
    expect(res.body.errors.timeOfDay).toEqual(['Must be in 24-hour format (HH:MM)']);
    expect(res.body.errors.timezone).toBeDefined();
    expect(interval.status).toBe(400);
    expect(interval.body.errors.daysInterval).toBeDefined();
    expect(frequency.status).toBe(400);
  });

  it('keeps the call language: English by default, Spanish or French when chosen, a clear 400 for another; older schedules read as English; the export has it', async () => {
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });
    const off = { ...daily, isActive: false }; // switched off: the plan's call count is not in question here

    const plain = await client.post('/api/user/call-schedules', off);
    const spanish = await client.post('/api/user/call-schedules', { ...off, phoneNumber: '(416) 555-0143', language: 'es' });
    const german = await client.post('/api/user/call-schedules', { ...off, language: 'de' });
    const toFrench = await client.put(`/api/user/call-schedules/${plain.body.id}`, { ...off, language: 'fr' });

    expect(plain.body.language).toBe('en');
    expect(spanish.status).toBe(201);
    expect(spanish.body.language).toBe('es');
    expect(german.status).toBe(400);
    expect(german.body.errors).toEqual({ language: ['Please choose a call language: en, es, fr'] });
    expect(toFrench.body.language).toBe('fr');
    // A schedule stored before calls had a language (no attribute at all) is called in English.
    const { language: _l, ...old } = spanish.body;
    await server.deps.schedules.put({ ...old, id: 'older0schedule' });
    const listed = (await client.get('/api/user/call-schedules')).body as { id: string; language: string }[];
    expect(listed.map((s) => [s.id, s.language]).sort()).toEqual([[plain.body.id, 'fr'], [spanish.body.id, 'es'], ['older0schedule', 'en']].sort());
    const exported = (await client.get('/api/user/export')).body;
    expect(exported.schedules.map((s: { language: string }) => s.language).sort()).toEqual(['en', 'es', 'fr']);
  });

  it('refuses a schedule without a subscription (403) and beyond the plan (409, naming the limit)', async () => {
    const none = server.client();
    await signUp(none);
    const weekly = server.client();
    await signUp(weekly, { plan: 'weekly-care' });

    const noPlan = await none.post('/api/user/call-schedules', daily);
    const tooMany = await weekly.post('/api/user/call-schedules', daily);
    const fits = await weekly.post('/api/user/call-schedules', { ...daily, frequency: 'weekly', dayOfWeek: 1 });
    const second = await weekly.post('/api/user/call-schedules', { ...daily, frequency: 'weekly', dayOfWeek: 4 });
    const inactiveSecond = await weekly.post('/api/user/call-schedules', { ...daily, isActive: false });
    const resumeBeyond = await weekly.put(`/api/user/call-schedules/${inactiveSecond.body.id}`, { isActive: true });

    expect(noPlan.status).toBe(403);
    expect(noPlan.body.message).toMatch(/plan/i);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toMatch(/Weekly Care plan allows 5 check-in calls a month/);
    expect(fits.status).toBe(201);
    expect(second.status).toBe(409);
    expect(inactiveSecond.status).toBe(201);
    expect(resumeBeyond.status).toBe(409);
    expect((await weekly.get('/api/user/call-schedules')).body.filter((s: { isActive: boolean }) => s.isActive)).toHaveLength(1);
  });

  it("answers 404 for another user's schedule, exactly as for a missing one", async () => {
    const owner = server.client();
    await signUp(owner, { plan: 'daily-care' });
    const { body: schedule } = await owner.post('/api/user/call-schedules', daily);
    const intruder = server.client();
    await signUp(intruder, { plan: 'daily-care' });

    const edit = await intruder.put(`/api/user/call-schedules/${schedule.id}`, { isActive: false });
    const remove = await intruder.delete(`/api/user/call-schedules/${schedule.id}`);
    const missing = await intruder.delete('/api/user/call-schedules/no-such-id');

    expect(edit.status).toBe(404);
    expect(remove.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(edit.body).toEqual(missing.body);
    expect((await owner.get('/api/user/call-schedules')).body[0]).toMatchObject({ id: schedule.id, isActive: true });
    expect((await intruder.get('/api/user/call-schedules')).body).toEqual([]);
  });

  it('fires a pending trigger from the developer console and starts the check-in workflow with ids only', async () => {
    const client = server.client();
    const { user } = await signUp(client, { plan: 'daily-care' });
    const { body: schedule } = await client.post('/api/user/call-schedules', daily);

    const fired = await client.post(`/__dev/scheduler/checkin-${schedule.id}/fire`);

    expect(fired.status).toBe(200);
    expect(fired.body.executionId).toEqual(expect.any(String));
    // A fired trigger is deleted, as EventBridge does after completion. The check-in it started arms the
    // next slot's trigger under the same name (maybe already, on a busy machine), never the fired slot again.
    const pending = await pendingTriggers(client);
    expect(pending.filter((t) => t.name === `checkin-${schedule.id}`).map((t) => t.at)).not.toContain(schedule.nextCallDate);
    const execution = (await client.get(`/__dev/executions/${encodeURIComponent(fired.body.executionId)}`)).body;
    expect(execution.input).toEqual({ kind: 'scheduled', userId: user.id, scheduleId: schedule.id, slot: schedule.nextCallDate });
    const list = (await client.get('/__dev/executions')).body;
    expect(list.map((e: { executionId: string }) => e.executionId)).toContain(fired.body.executionId);
  });
});

describe('subscriptions and plans', () => {
  it('lists the three plans publicly, and lets a user choose and switch plans', async () => {
    const client = server.client();
    await signUp(client);

    const plans = await server.client().get('/api/service-plans');
    const chosen = await client.post('/api/user/subscriptions', { servicePlanId: 'custom-care', userId: 7 });
    const switched = await client.post('/api/user/subscriptions', { servicePlanId: 'daily-care' });
    const subs = await client.get('/api/user/subscriptions');
    const me = await client.get('/api/auth/me');

    expect(plans.body.map((p: { name: string; maxCallsPerMonth: number; price: number }) => [p.name, p.maxCallsPerMonth, p.price])).toEqual([
      ['Weekly Care', 5, 999],
      ['Custom Care', 15, 1999],
      ['Daily Care', 31, 2999],
    ]);
    expect(chosen.status).toBe(201);
    expect(switched.body).toMatchObject({ servicePlanId: 'daily-care', planName: 'Daily Care', isActive: true });
    expect(subs.body.filter((s: { isActive: boolean }) => s.isActive)).toHaveLength(1);
    expect(subs.body[0]).toMatchObject({ servicePlanId: 'daily-care', planName: 'Daily Care' });
    expect(me.body.subscriptions[0].planName).toBe('Daily Care');
  });

  it('refuses an unknown plan, and a smaller plan that would silently stop calls', async () => {
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });
    await client.post('/api/user/call-schedules', daily);

    const unknown = await client.post('/api/user/subscriptions', { servicePlanId: 'platinum' });
    const smaller = await client.post('/api/user/subscriptions', { servicePlanId: 'weekly-care' });

    expect(unknown.status).toBe(400);
    expect(smaller.status).toBe(409);
    expect(smaller.body.message).toMatch(/Weekly Care/);
    expect((await client.get('/api/user/subscriptions')).body[0].planName).toBe('Daily Care');
  });
});
