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
const CONCURRENCY = 4;
const REQUESTS = 640;
const WARMUP = 64;
// The history allows 30 requests a minute per user (routes.ts): the load is spread over enough
// users that none reaches it, so every answer is a real page, not a 429.
const USERS = Math.ceil((REQUESTS + WARMUP) / 25);
const GOAL = 1.3;

/**
 * The same bench (4 clients, in turns) on commit d87b9c5, before the route limit counted the
 * cookie's user id beside the session read (it waited for the session, then counted) and before the
 * SDK's logger middleware left the DynamoDB client. Measured 24 Nov 2026 on a quiet machine (load
 * average under 3), two runs: 2.06x and 1.88x. (With 32 clients, as this bench ran before, the
 * ratio was 3.54x on the same quiet machine: the cores, not the requests, were measured.)
 */
const BEFORE = { p50: 29.4, p99: 65.5, rawP99: 31.8 };
// Where the rest goes (26 Nov 2026, one run each, a busy machine): with the route limit's count and
// the session read both switched off by hand, the API still answered at 1.65x the raw query (limit
// off: 1.63x; both on: 1.62-1.86x). The gap left is the HTTP hop, the handler and the JSON of 100
// calls on both ends, in the one Node process that also runs the raw query's client; one client at a
// time it is 1.77x (p50 5.3 vs 2.4 ms). Reading less from DynamoDB cannot close it on this bench.

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Runs the API read and the raw query REQUESTS times each, in turns, from CONCURRENCY loops; returns
 * each one's sorted latencies in ms. Taking turns means both see the same machine load, and a few
 * clients (not dozens) means the figure is the request's own latency: with 32 clients on two cores,
 * every extra item the API reads (the session, the limit's counter) queues behind the others in the
 * one DynamoDB Local process, which measures the machine's cores, not the round trips a user waits
 * for (in DynamoDB those reads run beside the query, on other servers).
 */
async function load(api: () => Promise<void>, raw: () => Promise<void>): Promise<{ api: number[]; raw: number[] }> {
  for (let i = 0; i < WARMUP; i++) {
    await api();
    await raw();
  }
  const timed = { api: [] as number[], raw: [] as number[] };
  let left = REQUESTS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, loop) => {
      // Half the loops start with the API, half with the raw query, so neither always goes first.
      let apiTurn = loop % 2 === 0;
      while (left-- > 0) {
        for (const kind of apiTurn ? (['api', 'raw'] as const) : (['raw', 'api'] as const)) {
          const t = performance.now();
          await (kind === 'api' ? api() : raw());
          timed[kind].push(performance.now() - t);
        }
        apiTurn = !apiTurn;
      }
    }),
  );
  return { api: timed.api.sort((a, b) => a - b), raw: timed.raw.sort((a, b) => a - b) };
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
    // Each side goes round the users on its own, so the API's requests spread evenly under the limit.
    const turns = { api: 0, raw: 0 };
    const nextUser = (side: keyof typeof turns) => users[turns[side]++ % users.length]!;
    const doc = createDocumentClient({ endpoint: dynamo.endpoint, region: 'local' });
    const { api, raw } = await load(
      async () => {
        const user = nextUser('api');
        const res = await fetch(`${stack.url}/api/user/call-logs`, { headers: { cookie: user.cookie } });
        const body = (await res.json()) as unknown[];
        if (res.status !== 200 || body.length !== PAGE) throw new Error(`unexpected ${res.status} / ${body.length}`);
      },
      // The same page straight from the table: the newest PAGE call items of one user.
      async () => {
        const user = nextUser('raw');
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
      },
    );
    doc.destroy();
    const figures = { p50: percentile(api, 50), p99: percentile(api, 99), rawP50: percentile(raw, 50), rawP99: percentile(raw, 99) };
    if (process.argv.includes('--json')) console.log(JSON.stringify(figures));
    console.log(`\n## GET /api/user/call-logs (first page of ${PAGE}), ${USERS} users with ${LOGS} logs, ${CONCURRENCY} concurrent clients, ${REQUESTS} requests (local server + DynamoDB Local)\n`);
    console.log('| | p50 | p99 | p99 / raw |');
    console.log('|---|---:|---:|---:|');
    console.log(`| API now (session and limit checked beside the query, JSON, ETag) | ${figures.p50.toFixed(1)} ms | ${figures.p99.toFixed(1)} ms | ${(figures.p99 / figures.rawP99).toFixed(2)}x |`);
    if (BEFORE.p99) console.log(`| API before (d87b9c5: session, then limit, beside the query) | ${BEFORE.p50.toFixed(1)} ms | ${BEFORE.p99.toFixed(1)} ms | ${(BEFORE.p99 / BEFORE.rawP99).toFixed(2)}x (its own run) |`);
    console.log(`| raw DynamoDB query, same page | ${figures.rawP50.toFixed(1)} ms | ${figures.rawP99.toFixed(1)} ms | 1.00x |`);
    console.log(`\np99 ratio ${(figures.p99 / figures.rawP99).toFixed(2)}x (goal under ${GOAL}x)`);
  } finally {
    await stack.close();
    await dynamo.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCallLogs();
