import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from '../../functions/adapters/dynamodb/client.ts';
import { keys } from '../../functions/adapters/dynamodb/keys.ts';
import { newId } from '../../functions/core/ids.ts';
import { startDynamoDbLocal } from '../local/dynamodb-local.ts';
import { startLocalStack } from '../local/local-stack.ts';
import { ApiClient, signUp } from '../local/test-support/api-client.ts';

const LOGS = 1000;
const CONCURRENCY = 32;
const REQUESTS = 640;
const WARMUP = 64;

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
    const client = new ApiClient(stack.url);
    const { user } = await signUp(client);
    const start = Date.parse('2024-01-01T09:00:00Z');
    for (let i = 0; i < LOGS; i += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, j) => {
          const callTime = new Date(start + (i + j) * 86_400_000).toISOString();
          return stack.deps.callLogs.create({
            id: newId(new Date(callTime)), userId: user.id, kind: 'scheduled', phoneNumber: '+14165550142', callTime,
            status: 'answered', duration: 120, healthStatus: 'good', aiNotes: 'Feeling well, slept fine, has eaten breakfast.',
            transcription: 'I am doing fine today, thank you. I had my tea and my pills this morning.',
          });
        }),
      );
    }
    const api = await load(async () => {
      const res = await fetch(`${stack.url}/api/user/call-logs`, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
      const body = (await res.json()) as unknown[];
      if (res.status !== 200 || body.length !== LOGS) throw new Error(`unexpected ${res.status} / ${body.length}`);
    });
    const doc = createDocumentClient({ endpoint: dynamo.endpoint, region: 'local' });
    const raw = await load(async () => {
      let startKey: Record<string, unknown> | undefined;
      let count = 0;
      do {
        const page = await doc.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
            ExpressionAttributeValues: { ':pk': keys.userPartition(user.id), ':sk': 'CALL#' },
            ScanIndexForward: false,
            ExclusiveStartKey: startKey,
          }),
        );
        count += page.Items?.length ?? 0;
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      if (count !== LOGS) throw new Error(`raw query saw ${count}`);
    });
    doc.destroy();
    console.log(`\n## GET /api/user/call-logs, ${LOGS} logs, ${CONCURRENCY} concurrent clients, ${REQUESTS} requests (local server + DynamoDB Local)\n`);
    console.log('| | p50 | p99 |');
    console.log('|---|---:|---:|');
    console.log(`| API (session read, query, JSON, ETag) | ${percentile(api, 50).toFixed(1)} ms | ${percentile(api, 99).toFixed(1)} ms |`);
    console.log(`| raw DynamoDB query, same items | ${percentile(raw, 50).toFixed(1)} ms | ${percentile(raw, 99).toFixed(1)} ms |`);
    console.log(`\np99 ratio ${(percentile(api, 99) / percentile(raw, 99)).toFixed(2)}x (goal under 2x)`);
  } finally {
    await stack.close();
    await dynamo.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCallLogs();
