import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from '@/functions/adapters/dynamodb/client.ts';
import { keys } from '@/functions/adapters/dynamodb/keys.ts';
import { newId } from '@/functions/core/ids.ts';
import { startDynamoDbLocal } from '../local/dynamodb-local.ts';
import { startLocalStack } from '../local/local-stack.ts';
import { ApiClient, signUp } from '../local/test-support/api-client.ts';

const PAGE = 100; // the history's default (and largest) page
const LOGS = 150; // per user: a full first page and an older one
const CONCURRENCY = 32;
const REQUESTS = 640;
const WARMUP = 64;
// The history allows 30 requests a minute per user (routes.ts): the load is spread over enough
// users that none reaches it, so every answer is a real page, not a 429.
const USERS = Math.ceil((REQUESTS + WARMUP) / 25);
const GOAL = 1.3;

/**
 * The same bench on commit 51f7e4c (paged history and route limit, before the session was read
 * beside the query): the session read, then the limit's count, then the query, one after the other.
 * Measured 23 Nov 2026 on a busy shared machine (load average about 15 on 2 cores), as was the
 * first run after the change (p50 1111 ms, p99 5185 ms, raw p99 2199 ms: 2.36x). Where every
 * process waits for a core, work done rather than round trips decides; a quiet machine is needed
 * to see the goal.
 */
const BEFORE = { p50: 1386.9, p99: 4029.5, rawP99: 1609.5 };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs `task` REQUESTS times from CONCURRENCY concurrent loops; returns sorted latencies in ms. */
async function load(task: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await task();
  const latencies: number[] = [];
  let left = REQUESTS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (left-- > 0) {
        const t = performance.now();
        await task();
        latencies.push(performance.now() - t);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

export async function benchCallLogs(): Promise<void> {
  const dynamo = await startDynamoDbLocal();
  const tableName = `bench-${randomUUID()}`;
  const stack = await startLocalStack({ port: 0, dynamoEndpoint: dynamo.endpoint, tableName });
  try {
    const users: { id: string; cookie: string }[] = [];
    for (let u = 0; u < USERS; u++) {
      const client = new ApiClient(stack.url);
      const { user } = await signUp(client);
      users.push({ id: user.id, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') });
    }
    const start = Date.parse('2024-01-01T09:00:00Z');
    for (const user of users) {
      await Promise.all(
        Array.from({ length: LOGS }, (_, i) => {
          const callTime = new Date(start + i * 86_400_000).toISOString();
          return stack.deps.callLogs.create({
            id: newId(new Date(callTime)), userId: user.id, kind: 'scheduled', phoneNumber: '+14165550142', callTime,
            status: 'answered', duration: 120, healthStatus: 'good', aiNotes: 'Feeling well, slept fine, has eaten breakfast.',
            transcription: 'I am doing fine today, thank you. I had my tea and my pills this morning.',
          });
        }),
      );
    }
    let turn = 0;
    const nextUser = () => users[turn++ % users.length]!;
    const api = await load(async () => {
      const user = nextUser();
      const res = await fetch(`${stack.url}/api/user/call-logs`, { headers: { cookie: user.cookie } });
      const body = (await res.json()) as unknown[];
      if (res.status !== 200 || body.length !== PAGE) throw new Error(`unexpected ${res.status} / ${body.length}`);
    });
    const doc = createDocumentClient({ endpoint: dynamo.endpoint, region: 'local' });
    // The same page straight from the table: the newest PAGE call items of one user.
    const raw = await load(async () => {
      const user = nextUser();
      const page = await doc.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
          ExpressionAttributeValues: { ':pk': keys.userPartition(user.id), ':sk': 'CALL#' },
          ScanIndexForward: false,
          Limit: PAGE,
        }),
      );
      if (page.Items?.length !== PAGE) throw new Error(`raw query saw ${page.Items?.length}`);
    });
    doc.destroy();
    const figures = { p50: percentile(api, 50), p99: percentile(api, 99), rawP50: percentile(raw, 50), rawP99: percentile(raw, 99) };
    if (process.argv.includes('--json')) console.log(JSON.stringify(figures));
    console.log(`\n## GET /api/user/call-logs (first page of ${PAGE}), ${USERS} users with ${LOGS} logs, ${CONCURRENCY} concurrent clients, ${REQUESTS} requests (local server + DynamoDB Local)\n`);
    console.log('| | p50 | p99 | p99 / raw |');
    console.log('|---|---:|---:|---:|');
    console.log(`| API now (session and limit checked beside the query, JSON, ETag) | ${figures.p50.toFixed(1)} ms | ${figures.p99.toFixed(1)} ms | ${(figures.p99 / figures.rawP99).toFixed(2)}x |`);
    if (BEFORE.p99) console.log(`| API before (51f7e4c: session, then limit, then query) | ${BEFORE.p50.toFixed(1)} ms | ${BEFORE.p99.toFixed(1)} ms | ${(BEFORE.p99 / BEFORE.rawP99).toFixed(2)}x (its own run) |`);
    console.log(`| raw DynamoDB query, same page | ${figures.rawP50.toFixed(1)} ms | ${figures.rawP99.toFixed(1)} ms | 1.00x |`);
    console.log(`\np99 ratio ${(figures.p99 / figures.rawP99).toFixed(2)}x (goal under ${GOAL}x)`);
  } finally {
    await stack.close();
    await dynamo.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCallLogs();
