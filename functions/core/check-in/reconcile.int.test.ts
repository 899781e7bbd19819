import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { createDocumentClient } from '../../adapters/dynamodb/client.ts';
import { ensureTable } from '../../adapters/dynamodb/create-table.ts';
import { keys, scheduleShard } from '../../adapters/dynamodb/keys.ts';
import { activeSortKey, DynamoScheduleStore, scheduleItem } from '../../adapters/dynamodb/schedule-store.ts';
import { LocalScheduler } from '../../adapters/local/local-scheduler.ts';
import { newId } from '../ids.ts';
import type { CallSchedule } from '../model.ts';
import type { CheckInTriggerInput } from '../model.ts';
import type { PendingTrigger } from '../ports/scheduling.ts';
import { reconcileTriggers } from './reconcile.ts';

const NOW = new Date('2030-03-04T08:50:00.000Z');
const ALL_SHARDS = Array.from({ length: 16 }, (_, i) => i);
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

let table: string;
let doc: ReturnType<typeof createDocumentClient>;
let store: DynamoScheduleStore;
let scheduler: LocalScheduler;
let armed: PendingTrigger[];
let fired: CheckInTriggerInput[];

beforeEach(async () => {
  table = `reconcile-${randomUUID()}`;
  doc = createDocumentClient({ endpoint: inject('dynamoEndpoint') });
  await ensureTable(new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }), table);
  store = new DynamoScheduleStore(doc, table);
  scheduler = new LocalScheduler(() => NOW);
  armed = [];
  fired = [];
  const arm = scheduler.arm.bind(scheduler);
  scheduler.arm = async (trigger) => {
    armed.push(trigger);
    return arm(trigger);
  };
  scheduler.setFireHandler(async (input) => {
    fired.push(input);
    return { executionId: randomUUID() };
  });
});

const deps = () => ({ schedules: store, scheduler, clock: { now: () => NOW } });

function schedule(nextCallDate: string): CallSchedule {
  return {
    id: newId(), userId: newId(), phoneNumber: '+14165550142', language: 'en', frequency: 'daily', timeOfDay: '09:00', timezone: 'UTC',
    isActive: true, nextCallDate, escalateOnNoAnswer: true, escalateOnEmergency: true, escalateOnConcerning: false, escalateOnUnknown: true,
    createdAt: NOW.toISOString(), updatedAt: NOW.toISOString(),
  };
}

/** Stores schedules as the API would; with `armed`, also recorded as armed for their slot. */
async function load(schedules: CallSchedule[], options: { armed?: boolean } = {}) {
  for (let i = 0; i < schedules.length; i += 25) {
    const batch = schedules.slice(i, i + 25);
    await doc.send(new BatchWriteCommand({ RequestItems: { [table]: batch.map((s) => ({ PutRequest: { Item: { ...scheduleItem(s), ...(options.armed ? { armedFor: s.nextCallDate, GSI1SK: activeSortKey('armed', s.nextCallDate!, s.id) } : {}) } } })) } }));
  }
  return schedules;
}

const ids = (triggers: { scheduleId: string }[]) => triggers.map((t) => t.scheduleId).sort();

describe('the reconciler', () => {
  it('stores each active schedule in its shard of the index, by next call', async () => {
    const [s] = await load([schedule(at(10))]);
    const { Item } = await doc.send(new GetCommand({ TableName: table, Key: keys.schedule(s!.userId, s!.id) }));
    expect(Item).toMatchObject({ GSI1PK: `ACTIVE_SCHEDULES#${scheduleShard(s!.id)}`, GSI1SK: `U#${at(10)}#${s!.id}` });
  });

  it('reads only schedules due soon and not armed for their slot, or overdue; arms them and records it', async () => {
    await load(Array.from({ length: 300 }, (_, i) => schedule(at(120 + i))), { armed: true }); // armed, not due
    await load(Array.from({ length: 20 }, () => schedule(at(10))), { armed: true }); // armed, due soon
    const unarmedSoon = await load(Array.from({ length: 6 }, (_, i) => schedule(at(5 + i))));
    const overdue = await load(Array.from({ length: 3 }, () => schedule(at(-60))), { armed: true });
    const unarmedLater = await load(Array.from({ length: 4 }, () => schedule(at(3 * 24 * 60))));

    const result = await reconcileTriggers(deps(), { shards: ALL_SHARDS });

    // Read: only the unarmed due soon and the overdue; not one armed schedule that is not overdue.
    expect(result).toEqual({ checked: 6 + 3, rearmed: 6, overdue: 3, failed: 0, complete: true });
    expect(ids(armed)).toEqual(ids([...unarmedSoon, ...overdue].map((s) => ({ scheduleId: s.id }))));
    expect(armed.find((t) => t.scheduleId === unarmedSoon[0]!.id)).toMatchObject({ at: unarmedSoon[0]!.nextCallDate });
    // An overdue slot fires now (the claim in BeginCheckIn still allows one call per slot).
    await new Promise((r) => setTimeout(r, 50));
    expect(fired.map((f) => (f as { scheduleId: string }).scheduleId).sort()).toEqual(overdue.map((s) => s.id).sort());
    expect(await store.armedFor(unarmedSoon[0]!.userId, unarmedSoon[0]!.id)).toBe(unarmedSoon[0]!.nextCallDate);
    expect(armed.some((t) => unarmedLater.some((s) => s.id === t.scheduleId))).toBe(false);

    // The next run finds the armed ones fixed; the overdue ones (never claimed) are fired again.
    armed = [];
    expect(await reconcileTriggers(deps(), { shards: ALL_SHARDS })).toEqual({ checked: 3, rearmed: 0, overdue: 3, failed: 0, complete: true });
    expect(ids(armed)).toEqual(overdue.map((s) => s.id).sort());
  });

  it('fires an overdue slot never armed once in a run, though arming it marks it armed and overdue', async () => {
    const [missed] = await load([schedule(at(-30))]);

    expect(await reconcileTriggers(deps(), { shards: ALL_SHARDS })).toEqual({ checked: 1, rearmed: 0, overdue: 1, failed: 0, complete: true });
    expect(ids(armed)).toEqual([missed!.id]);
  });

  it('stops cleanly when its time runs short, and the next run arms the rest, each once', async () => {
    const due = await load(Array.from({ length: 60 }, (_, i) => schedule(at(1 + (i % 25)))));
    let pages = 0;
    const pageNeedingArm = store.pageNeedingArm.bind(store);
    store.pageNeedingArm = async (q) => {
      const page = await pageNeedingArm(q);
      if (page.schedules.length > 0) pages++;
      return page;
    };

    // A budget that runs out after two pages that found schedules (Lambda's remaining time, as the
    // handler passes it). Ids are random, so a shard may hold none: empty pages do not count.
    const first = await reconcileTriggers(deps(), { shards: ALL_SHARDS, pageSize: 5, remainingMs: () => (pages < 2 ? 60_000 : 1_000) });
    const second = await reconcileTriggers(deps(), { shards: ALL_SHARDS, pageSize: 5, remainingMs: () => 60_000 });
    const third = await reconcileTriggers(deps(), { shards: ALL_SHARDS, pageSize: 5 });

    expect(first.complete).toBe(false);
    expect(first.rearmed).toBeGreaterThan(0);
    expect(first.rearmed).toBeLessThanOrEqual(10);
    expect(second).toMatchObject({ complete: true, rearmed: 60 - first.rearmed, failed: 0 });
    // What the first run armed is not read again, and nothing is armed twice.
    expect(second.checked).toBe(60 - first.rearmed);
    expect(third).toEqual({ checked: 0, rearmed: 0, overdue: 0, failed: 0, complete: true });
    expect(armed).toHaveLength(60);
    expect(new Set(armed.map((t) => t.scheduleId)).size).toBe(60);
    expect(scheduler.list().map((t) => t.scheduleId).sort()).toEqual(due.map((s) => s.id).sort());
  });

  it('moves a schedule stored before sharding into its shard and arms it', async () => {
    const old = schedule(at(10));
    // As the unsharded code wrote it.
    await doc.send(new PutCommand({ TableName: table, Item: { ...scheduleItem(old), GSI1PK: 'ACTIVE_SCHEDULES', GSI1SK: `${old.nextCallDate}#${old.id}` } }));

    const result = await reconcileTriggers(deps(), { shards: ALL_SHARDS });

    expect(result).toMatchObject({ rearmed: 1, failed: 0, complete: true });
    expect(ids(armed)).toEqual([old.id]);
    const { Item } = await doc.send(new GetCommand({ TableName: table, Key: keys.schedule(old.userId, old.id) }));
    expect(Item).toMatchObject({ GSI1PK: `ACTIVE_SCHEDULES#${scheduleShard(old.id)}`, GSI1SK: `A#${old.nextCallDate}#${old.id}`, armedFor: old.nextCallDate });
  });

  it('does not mark a slot armed once a check-in has moved the schedule on', async () => {
    const [s] = await load([schedule(at(10))]);
    await store.put({ ...s!, lastCallDate: at(10), nextCallDate: at(10 + 24 * 60) });

    expect(await store.markArmed(s!.userId, s!.id, at(10))).toBe(false);
    expect(await store.armedFor(s!.userId, s!.id)).toBeUndefined();
    expect(await store.markArmed(s!.userId, s!.id, at(10 + 24 * 60))).toBe(true);
  });

  it('arms the others when arming one fails, counts the failure, and retries it next run', async () => {
    const [failing, ...others] = await load(Array.from({ length: 3 }, () => schedule(at(10))));
    const arm = scheduler.arm;
    scheduler.arm = async (trigger) => {
      if (trigger.scheduleId === failing!.id) throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
      return arm(trigger);
    };

    expect(await reconcileTriggers(deps(), { shards: ALL_SHARDS })).toMatchObject({ rearmed: 2, failed: 1 });
    scheduler.arm = arm;
    expect(await reconcileTriggers(deps(), { shards: ALL_SHARDS })).toMatchObject({ checked: 1, rearmed: 1, failed: 0 });
    expect(scheduler.list().map((t) => t.scheduleId).sort()).toEqual([failing!, ...others].map((s) => s.id).sort());
  });
});
