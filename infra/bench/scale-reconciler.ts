import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from '../../functions/adapters/dynamodb/client.ts';
import { ensureTable } from '../../functions/adapters/dynamodb/create-table.ts';
import { activeScheduleShards } from '../../functions/adapters/dynamodb/keys.ts';
import { DynamoScheduleStore, scheduleItem } from '../../functions/adapters/dynamodb/schedule-store.ts';
import { LocalScheduler } from '../../functions/adapters/local/local-scheduler.ts';
import { reconcileTriggers, type ReconcileResult } from '../../functions/core/check-in/reconcile.ts';
import type { CallSchedule } from '../../functions/core/model.ts';
import type { ScaleContext } from './scale.ts';

// The reconciler at scale (issue 14, part 6): N schedules in DynamoDB Local, most of them due at
// round hours (a third at 09:00), run 20 minutes before the 09:00 peak: the worst window it reads.
// Each shard runs as the deployed rule invokes it, one invocation per shard with the Lambda's
// 5-minute budget; they run 4 at a time here (one machine, one DynamoDB Local).

const NOW = new Date('2030-03-04T08:40:00.000Z');
const TIMEOUT_MS = 5 * 60_000;
/** Of the schedules: share not armed for their slot (saved and not yet armed), and share overdue. */
const UNARMED = 0.02;
const OVERDUE = 0.005;

function nextCallOf(i: number, n: number): string {
  const day = Date.parse('2030-03-04T00:00:00.000Z');
  if (i < n * OVERDUE) return new Date(NOW.getTime() - 20 * 60_000).toISOString();
  // A third at 09:00 today, the rest on round hours (and some half hours) over the next day.
  if (i % 3 === 0) return new Date(day + 9 * 3600_000).toISOString();
  const slot = i % 48;
  return new Date(day + 9 * 3600_000 + slot * 30 * 60_000).toISOString();
}

async function loadSchedules(doc: DynamoDBDocumentClient, table: string, n: number): Promise<void> {
  const started = performance.now();
  const batches: Record<string, unknown>[][] = [];
  let batch: Record<string, unknown>[] = [];
  const flush = async () => {
    // 8 BatchWrites in flight; unprocessed items are sent again.
    while (batches.length) {
      await Promise.all(
        batches.splice(0, 8).map(async (items) => {
          let requests = items.map((Item) => ({ PutRequest: { Item } }));
          while (requests.length) {
            const out = await doc.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
            requests = (out.UnprocessedItems?.[table] ?? []) as typeof requests;
          }
        }),
      );
    }
  };
  for (let i = 0; i < n; i++) {
    const nextCallDate = nextCallOf(i, n);
    const schedule: CallSchedule = {
      id: randomUUID(), userId: randomUUID(), phoneNumber: '+14165550142', language: 'en', frequency: 'daily',
      timeOfDay: nextCallDate.slice(11, 16), timezone: 'UTC', isActive: true, nextCallDate,
      escalateOnNoAnswer: true, escalateOnEmergency: true, escalateOnConcerning: false, escalateOnUnknown: true,
      createdAt: NOW.toISOString(), updatedAt: NOW.toISOString(),
    };
    const armed = i >= n * OVERDUE && (i % Math.round(1 / UNARMED)) !== 1;
    batch.push({ ...scheduleItem(schedule), ...(armed ? { armedFor: nextCallDate } : {}) });
    if (batch.length === 25) {
      batches.push(batch);
      batch = [];
      if (batches.length >= 64) await flush();
    }
  }
  if (batch.length) batches.push(batch);
  await flush();
  console.log(`| loaded | ${n.toLocaleString('en-US')} schedules in ${((performance.now() - started) / 1000).toFixed(0)} s (BatchWrite) |`);
}

/** High-water marks of RSS and heapUsed, sampled every 20 ms while `task` runs. */
async function withPeakMemory<T>(task: () => Promise<T>): Promise<{ value: T; rss: number; heap: number; baseRss: number; baseHeap: number }> {
  globalThis.gc?.();
  const base = process.memoryUsage();
  let rss = base.rss;
  let heap = base.heapUsed;
  const sample = () => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  };
  const timer = setInterval(sample, 20);
  try {
    const value = await task();
    sample();
    return { value, rss, heap, baseRss: base.rss, baseHeap: base.heapUsed };
  } finally {
    clearInterval(timer);
  }
}

export async function benchReconcilerAtScale(context: ScaleContext): Promise<void> {
  const n = context.schedules;
  const table = `scale-${randomUUID()}`;
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  await ensureTable(new DynamoDBClient({ endpoint: context.dynamoEndpoint, region: 'us-east-1', credentials }), table);
  const doc = createDocumentClient({ endpoint: context.dynamoEndpoint });
  await loadSchedules(doc, table, n);

  const shards = activeScheduleShards();
  const scheduler = new LocalScheduler(() => NOW);
  // An overdue slot fires at once; here its start is only counted (no workflow runs in this bench).
  let fired = 0;
  scheduler.setFireHandler(async () => ({ executionId: `bench-${++fired}` }));
  const deps = { schedules: new DynamoScheduleStore(doc, table), scheduler, clock: { now: () => NOW } };

  const perShardMs: number[] = [];
  const run = () =>
    withPeakMemory(async () => {
      const results: ReconcileResult[] = [];
      const queue = Array.from({ length: shards }, (_, i) => i);
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let shard = queue.shift(); shard !== undefined; shard = queue.shift()) {
            const started = performance.now();
            const deadline = started + TIMEOUT_MS;
            results.push(await reconcileTriggers(deps, { shards: [shard], remainingMs: () => deadline - performance.now() }));
            perShardMs.push(performance.now() - started);
          }
        }),
      );
      return results;
    });

  const started = performance.now();
  const first = await run();
  const firstMs = performance.now() - started;
  const total = (rs: ReconcileResult[]) => rs.reduce((a, r) => ({ checked: a.checked + r.checked, rearmed: a.rearmed + r.rearmed, overdue: a.overdue + r.overdue, failed: a.failed + r.failed, complete: a.complete && r.complete }), { checked: 0, rearmed: 0, overdue: 0, failed: 0, complete: true });
  const a = total(first.value);
  const slowestShard = Math.max(...perShardMs);
  perShardMs.length = 0;
  const secondStarted = performance.now();
  const second = await run();
  const b = total(second.value);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

  console.log(`| ${shards} shards, run at ${NOW.toISOString().slice(11, 16)} UTC, window to ${new Date(NOW.getTime() + 30 * 60_000).toISOString().slice(11, 16)} | first run | second run (same instant: what the first fixed is not armed again) |`);
  console.log('| --- | --- | --- |');
  console.log(`| wall time, all shards (4 at a time) | ${(firstMs / 1000).toFixed(1)} s | ${((performance.now() - secondStarted) / 1000).toFixed(1)} s |`);
  console.log(`| slowest shard (its own invocation; timeout ${TIMEOUT_MS / 60_000} min) | ${(slowestShard / 1000).toFixed(1)} s | ${(Math.max(...perShardMs) / 1000).toFixed(1)} s |`);
  console.log(`| items read (SchedulesChecked) | ${a.checked.toLocaleString('en-US')} | ${b.checked.toLocaleString('en-US')} |`);
  console.log(`| reads per schedule | ${(a.checked / n).toFixed(3)} | ${(b.checked / n).toFixed(3)} |`);
  console.log(`| re-armed (SchedulesRearmed) / overdue fired (OverdueFired) / failed | ${a.rearmed} / ${a.overdue} / ${a.failed} | ${b.rearmed} / ${b.overdue} / ${b.failed} |`);
  console.log(`| finished inside the budget | ${a.complete ? 'yes' : 'NO'} | ${b.complete ? 'yes' : 'NO'} |`);
  console.log(`| peak RSS (whole bench process; before: ${mb(first.baseRss)}) | ${mb(first.rss)} | ${mb(second.rss)} |`);
  console.log(`| peak heapUsed (before: ${mb(first.baseHeap)}) | ${mb(first.heap)} | ${mb(second.heap)} |`);
  console.log(`Goal: every shard well inside ${TIMEOUT_MS / 60_000} min, peak memory under 256 MB. In the cloud each shard is its own invocation, so a function holds one shard's page (200 items) at a time.`);
  scheduler.close();
  doc.destroy();
}
