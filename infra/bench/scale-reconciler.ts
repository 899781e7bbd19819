import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from '@/functions/adapters/dynamodb/client.ts';
import { ensureTable } from '@/functions/adapters/dynamodb/create-table.ts';
import { activeScheduleShards } from '@/functions/adapters/dynamodb/keys.ts';
import { activeSortKey, DynamoScheduleStore, scheduleItem } from '@/functions/adapters/dynamodb/schedule-store.ts';
import { LocalScheduler } from '@/functions/adapters/local/local-scheduler.ts';
import { reconcileTriggers, type ReconcileResult } from '@/functions/core/check-in/reconcile.ts';
import type { CallSchedule } from '@/functions/core/model.ts';
import type { ScaleContext } from './scale.ts';

// The reconciler at scale (issue 14, part 6): N schedules in DynamoDB Local, most of them due at
// round hours (a third at 09:00), run 20 minutes before the 09:00 peak: the worst window it reads.
// Each shard runs as the deployed rule invokes it: one invocation (here a child process, so its
// memory is its own) per shard with the Lambda's 5-minute budget, 4 at a time on one machine.

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
    batch.push({ ...scheduleItem(schedule), ...(armed ? { armedFor: nextCallDate, GSI1SK: activeSortKey('armed', nextCallDate, schedule.id) } : {}) });
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

/**
 * One deployed invocation: reconciles one shard in this process (a child of the bench, so its
 * memory is the function's alone, not the loader's) and prints its figures as one JSON line.
 */
async function invocation(endpoint: string, table: string, shard: number): Promise<void> {
  const doc = createDocumentClient({ endpoint });
  const scheduler = new LocalScheduler(() => NOW);
  // An overdue slot fires at once; here its start is only counted (no workflow runs in this bench).
  scheduler.setFireHandler(async () => ({ executionId: randomUUID() }));
  const deps = { schedules: new DynamoScheduleStore(doc, table), scheduler, clock: { now: () => NOW } };
  const started = performance.now();
  const deadline = started + TIMEOUT_MS;
  const { value, rss, heap } = await withPeakMemory(() => reconcileTriggers(deps, { shards: [shard], remainingMs: () => deadline - performance.now() }));
  scheduler.close();
  doc.destroy();
  console.log(JSON.stringify({ ...value, ms: performance.now() - started, rss, heap }));
}

type Invocation = ReconcileResult & { ms: number; rss: number; heap: number };

function invoke(endpoint: string, table: string, shard: number): Promise<Invocation> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), endpoint, table, String(shard)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) return reject(new Error(`shard ${shard} exited ${code}: ${out}`));
      resolve(JSON.parse(line) as Invocation);
    });
  });
}

/** Every shard as its own invocation, 4 at a time (the cloud runs all 16 at once). */
async function runAllShards(endpoint: string, table: string, shards: number): Promise<{ ms: number; runs: Invocation[] }> {
  const started = performance.now();
  const queue = Array.from({ length: shards }, (_, i) => i);
  const runs: Invocation[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let shard = queue.shift(); shard !== undefined; shard = queue.shift()) runs.push(await invoke(endpoint, table, shard));
    }),
  );
  return { ms: performance.now() - started, runs };
}

export async function benchReconcilerAtScale(context: ScaleContext): Promise<void> {
  const n = context.schedules;
  const table = `scale-${randomUUID()}`;
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  await ensureTable(new DynamoDBClient({ endpoint: context.dynamoEndpoint, region: 'us-east-1', credentials }), table);
  const doc = createDocumentClient({ endpoint: context.dynamoEndpoint });
  await loadSchedules(doc, table, n);
  doc.destroy();

  const shards = activeScheduleShards();
  const first = await runAllShards(context.dynamoEndpoint, table, shards);
  const second = await runAllShards(context.dynamoEndpoint, table, shards);
  const sum = (runs: Invocation[], key: 'checked' | 'rearmed' | 'overdue' | 'failed') => runs.reduce((t, r) => t + r[key], 0);
  const max = (runs: Invocation[], key: 'ms' | 'rss' | 'heap') => Math.max(...runs.map((r) => r[key]));
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const row = (label: string, f: (r: { ms: number; runs: Invocation[] }) => string) => console.log(`| ${label} | ${f(first)} | ${f(second)} |`);

  console.log(`| ${shards} shards, run at ${NOW.toISOString().slice(11, 16)} UTC, window to ${new Date(NOW.getTime() + 30 * 60_000).toISOString().slice(11, 16)} | first run | second run (same instant: what the first fixed is not armed again) |`);
  console.log('| --- | --- | --- |');
  row('wall time, all shards (4 at a time, a process each, Node start-up included)', (r) => `${(r.ms / 1000).toFixed(1)} s`);
  row(`slowest shard, inside its invocation (timeout ${TIMEOUT_MS / 60_000} min)`, (r) => `${(max(r.runs, 'ms') / 1000).toFixed(1)} s`);
  row('items read (SchedulesChecked)', (r) => sum(r.runs, 'checked').toLocaleString('en-US'));
  row('reads per schedule', (r) => (sum(r.runs, 'checked') / n).toFixed(3));
  row('re-armed (SchedulesRearmed) / overdue fired (OverdueFired) / failed', (r) => `${sum(r.runs, 'rearmed')} / ${sum(r.runs, 'overdue')} / ${sum(r.runs, 'failed')}`);
  row('every shard finished inside the budget', (r) => (r.runs.every((x) => x.complete) ? 'yes' : 'NO'));
  row('peak RSS of one invocation (Node, SDK and all)', (r) => mb(max(r.runs, 'rss')));
  row('peak heapUsed of one invocation', (r) => mb(max(r.runs, 'heap')));
  console.log(`Goal: every shard well inside ${TIMEOUT_MS / 60_000} min, peak memory under 256 MB.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [endpoint, table, shard] = process.argv.slice(2);
  await invocation(endpoint!, table!, Number(shard));
}
