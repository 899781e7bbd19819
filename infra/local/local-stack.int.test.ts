import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { startLocalStack, type LocalStack, type LocalStackOptions } from './local-stack.ts';
import { ApiClient, signUp } from './test-support/api-client.ts';
import { checkInSetup, setPhone, simCalls, waitForExecution } from './test-support/check-in-helpers.ts';

const stacks: LocalStack[] = [];
async function start(options: Partial<LocalStackOptions> & { tableName: string }) {
  const stack = await startLocalStack({ port: 0, dynamoEndpoint: inject('dynamoEndpoint'), ...options });
  stacks.push(stack);
  return stack;
}
afterEach(async () => {
  for (const stack of stacks.splice(0)) await stack.close();
});

const schedule = (isActive = true) => ({
  phoneNumber: '4165550142', frequency: 'daily', timeOfDay: '07:15', timezone: 'Asia/Kolkata', isActive,
  escalateOnNoAnswer: true, escalateOnEmergency: true, escalateOnConcerning: false, escalateOnUnknown: true,
});

/** A daily call about ten minutes from now: inside the reconciler's 30-minute window. */
function dueSoon() {
  const soon = new Date(Date.now() + 10 * 60_000);
  return { ...schedule(), timezone: 'UTC', timeOfDay: soon.toISOString().slice(11, 16) };
}

/** A new person with one active schedule (by default due in about ten minutes); returns the schedule. */
async function personWithSchedule(stack: LocalStack, body: Record<string, unknown> = dueSoon()) {
  const client = new ApiClient(stack.url);
  await signUp(client, { plan: 'daily-care' });
  return (await client.post('/api/user/call-schedules', body)).body as { id: string; nextCallDate: string };
}

describe('local server restart', () => {
  it('re-arms every active schedule from storage at start-up', async () => {
    const options = { tableName: `restart-${randomUUID()}` };
    const first = await start(options);
    const client = new ApiClient(first.url);
    await signUp(client, { plan: 'daily-care' });
    const active = (await client.post('/api/user/call-schedules', schedule(true))).body;
    await client.post('/api/user/call-schedules', schedule(false));
    await first.close();
    stacks.splice(0);

    const second = await start(options);
    const triggers = (await new ApiClient(second.url).get('/__dev/scheduler')).body;

    expect(triggers).toEqual([expect.objectContaining({ name: `checkin-${active.id}`, at: active.nextCallDate })]);
  });

  it('starts even when the start-up reconcile fails, and a later run arms what it could not', async () => {
    const options = { tableName: `restart-${randomUUID()}` };
    const first = await start(options);
    // Due tomorrow: the start-up run arms every schedule, not only those due soon.
    const active = await personWithSchedule(first, schedule());
    await first.close();
    stacks.splice(0);

    const schedulerDown = await start({ ...options, faults: { scheduler: 1 } });
    expect((await new ApiClient(schedulerDown.url).get('/api/health')).status).toBe(200);
    expect(schedulerDown.scheduler.list()).toEqual([]);
    schedulerDown.faults.clear();
    expect(await schedulerDown.reconcile()).toMatchObject({ rearmed: 1, overdue: 0, failed: 0, complete: true });
    expect(schedulerDown.scheduler.get(`checkin-${active.id}`)).toBeDefined();
    await schedulerDown.close();
    stacks.splice(0);

    const storageDown = await start({ ...options, faults: { storage: 1 } });
    expect(storageDown.scheduler.list()).toEqual([]);
    storageDown.faults.clear();
    expect((await new ApiClient(storageDown.url).get('/api/health')).status).toBe(200);
  });
});

describe('the reconciler', () => {
  it('arms the other schedules when arming one fails, and counts the failure', async () => {
    const stack = await start({ tableName: `reconcile-${randomUUID()}`, reconcileEveryMs: 3_600_000 });
    const failing = await personWithSchedule(stack);
    const others = [await personWithSchedule(stack), await personWithSchedule(stack)];
    for (const s of [failing, ...others]) await stack.scheduler.disarm(`checkin-${s.id}`);
    const arm = stack.scheduler.arm.bind(stack.scheduler);
    stack.scheduler.arm = async (trigger) => {
      if (trigger.scheduleId === failing.id) throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
      return arm(trigger);
    };

    const result = await stack.reconcile();

    expect(result).toMatchObject({ rearmed: 2, overdue: 0, failed: 1 });
    expect(stack.scheduler.list().map((t) => t.scheduleId).sort()).toEqual(others.map((s) => s.id).sort());
  });

  it('runs again periodically, re-arming a trigger not recorded as armed that is due soon', async () => {
    const stack = await start({ tableName: `reconcile-${randomUUID()}`, reconcileEveryMs: 200 });
    const active = await personWithSchedule(stack);
    await stack.scheduler.disarm(`checkin-${active.id}`);

    await vi.waitFor(() => expect(stack.scheduler.get(`checkin-${active.id}`)).toMatchObject({ at: active.nextCallDate }), { timeout: 3000 });
  });
});

describe('trigger delivery', () => {
  it('a trigger delivered twice starts two executions, as EventBridge Scheduler would; one call is placed', async () => {
    const stack = await start({ tableName: `deliver-${randomUUID()}`, waitScale: 0.001, reconcileEveryMs: 3_600_000 });
    const client = new ApiClient(stack.url);
    const person = '+14165550188';
    await setPhone(client, person, { behaviour: 'answer', replies: ['Fine, thanks'] });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person });

    const fired = await stack.scheduler.fire(trigger, { duplicate: true });

    expect(fired?.executionIds).toHaveLength(2);
    expect(new Set(fired!.executionIds).size).toBe(2);
    for (const id of fired!.executionIds) await waitForExecution(client, id);
    const listed = (await client.get('/__dev/executions')).body as { executionId: string }[];
    expect(listed.map((e) => e.executionId).sort()).toEqual([...fired!.executionIds].sort());
    expect((await simCalls(client)).filter((c) => c.to === person && !c.sms)).toHaveLength(1);
  });

  it('POST /__dev/scheduler/{name}/fire answers the execution id; firing again starts a new execution', async () => {
    const stack = await start({ tableName: `deliver-${randomUUID()}`, waitScale: 0.001, reconcileEveryMs: 3_600_000 });
    const client = new ApiClient(stack.url);
    const active = await personWithSchedule(stack);
    const pending = stack.scheduler.get(`checkin-${active.id}`)!;

    const res = await client.post(`/__dev/scheduler/checkin-${active.id}/fire`);
    const again = await stack.scheduler.deliver(pending.input);

    expect(res.body).toEqual({ executionId: expect.any(String) });
    expect(again.executionId).not.toBe(res.body.executionId);
    await stack.workflow.idle();
  });
});
