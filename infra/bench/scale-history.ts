import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { callLogItem } from '@/functions/adapters/dynamodb/call-log-store.ts';
import { createDocumentClient } from '@/functions/adapters/dynamodb/client.ts';
import { newId } from '@/functions/core/ids.ts';
import { startDynamoDbLocal } from '../local/dynamodb-local.ts';
import { startLocalStack } from '../local/local-stack.ts';
import { ApiClient, signUp } from '../local/test-support/api-client.ts';

// Issue 14, part 6: the history read of a user with 10 call logs and of one with 5,000, through the
// real handler (local server, session, DynamoDB Local), as the history page asks: its first read
// (the current month) and the newest page at the same size. A bounded read should not care how
// long the history is: goal, p99 with 5,000 logs within 1.2x of that with 10.

const CONCURRENCY = 4;
const REQUESTS = 400;
const WARMUP = 40;
const DAY = 86_400_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Runs the tasks in turn (one of each per round) from CONCURRENCY loops, REQUESTS rounds in all;
 * sorted latencies per task. Interleaved, so a busy moment of a shared machine falls on both alike.
 */
async function load(tasks: (() => Promise<void>)[]): Promise<number[][]> {
  for (let i = 0; i < WARMUP; i++) for (const task of tasks) await task();
  const latencies = tasks.map(() => [] as number[]);
  let left = REQUESTS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (left-- > 0) {
        for (const [i, task] of tasks.entries()) {
          const t = performance.now();
          await task();
          latencies[i]!.push(performance.now() - t);
        }
      }
    }),
  );
  return latencies.map((l) => l.sort((a, b) => a - b));
}

/** `count` daily calls up to now, written straight to the table (BatchWrite, 25 at a time). */
async function seed(endpoint: string, table: string, userId: string, count: number): Promise<void> {
  const doc = createDocumentClient({ endpoint, region: 'local' });
  const now = Date.now();
  const items = Array.from({ length: count }, (_, i) => {
    const callTime = new Date(now - i * DAY - 3600_000).toISOString();
    return callLogItem({
      id: newId(new Date(callTime)), userId, kind: 'scheduled', phoneNumber: '+14165550142', callTime, status: 'answered', duration: 120,
      healthStatus: 'good', aiNotes: 'Feeling well, slept fine, has eaten breakfast.',
      transcription: 'I am doing fine today, thank you. I had my tea and my pills this morning.',
    });
  });
  for (let i = 0; i < items.length; i += 25 * 8) {
    await Promise.all(
      Array.from({ length: 8 }, (_, b) => items.slice(i + b * 25, i + (b + 1) * 25)).filter((batch) => batch.length).map(async (batch) => {
        let requests: Record<string, unknown>[] | undefined = batch.map((Item) => ({ PutRequest: { Item } }));
        while (requests?.length) {
          const { UnprocessedItems } = await doc.send(new BatchWriteCommand({ RequestItems: { [table]: requests as never } }));
          requests = UnprocessedItems?.[table] as Record<string, unknown>[] | undefined;
        }
      }),
    );
  }
  doc.destroy();
}

export async function benchHistoryAtScale(context?: { dynamoEndpoint: string }): Promise<void> {
  const own = context ? undefined : await startDynamoDbLocal();
  const endpoint = context?.dynamoEndpoint ?? own!.endpoint;
  const tableName = `scale-history-${randomUUID()}`;
  const stack = await startLocalStack({ port: 0, dynamoEndpoint: endpoint, tableName });
  // The history route's per-user cap (30 a minute) would answer 429 to a load test of one user:
  // lifted here, while its counting write (one conditional update a request) stays in the path.
  const limits = stack.deps.requestLimits;
  const take = limits.take.bind(limits);
  limits.take = (key, now, limit) => take(key, now, { ...limit, max: Number.MAX_SAFE_INTEGER });
  try {
    const users = [];
    for (const logs of [10, 5000]) {
      const client = new ApiClient(stack.url);
      const { user } = await signUp(client);
      await seed(endpoint, tableName, user.id, logs);
      users.push({ logs, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') });
    }
    const now = new Date();
    const month = new URLSearchParams({
      from: new Date(now.getFullYear(), now.getMonth(), 1).toISOString(),
      to: new Date(now.getFullYear(), now.getMonth() + 1, 1, 0, 0, 0, -1).toISOString(),
    });
    const reads = [
      { name: 'the page\'s first read (this month)', path: `/api/user/call-logs?${month}` },
      { name: 'newest page, limit=10', path: '/api/user/call-logs?limit=10' },
      { name: 'newest page, no parameters (up to 100)', path: '/api/user/call-logs' },
    ];
    console.log(`\nGET /api/user/call-logs through the local server and DynamoDB Local, ${CONCURRENCY} concurrent clients, ${REQUESTS} requests per user and read, the two users' requests interleaved\n`);
    console.log('| read | logs | items answered | p50 | p99 |');
    console.log('|---|---:|---:|---:|---:|');
    const p99 = new Map<string, number>();
    for (const read of reads) {
      const answered = users.map(() => 0);
      const latencies = await load(
        users.map((user, i) => async () => {
          const res = await fetch(stack.url + read.path, { headers: { cookie: user.cookie } });
          const body = (await res.json()) as unknown[];
          if (res.status !== 200) throw new Error(`unexpected ${res.status}`);
          answered[i] = body.length;
        }),
      );
      for (const [i, user] of users.entries()) {
        const sorted = latencies[i]!;
        p99.set(`${read.name}/${user.logs}`, percentile(sorted, 99));
        console.log(`| ${read.name} | ${user.logs.toLocaleString('en-US')} | ${answered[i]} | ${percentile(sorted, 50).toFixed(1)} ms | ${percentile(sorted, 99).toFixed(1)} ms |`);
      }
    }
    const small = p99.get(`${reads[0]!.name}/10`)!;
    const large = p99.get(`${reads[0]!.name}/5000`)!;
    console.log(`\nhistory p99, the page's first read: 10 logs ${small.toFixed(1)} ms, 5,000 logs ${large.toFixed(1)} ms, ratio ${(large / small).toFixed(2)}x (goal at most 1.2x)`);
  } finally {
    await stack.close();
    await own?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchHistoryAtScale();
