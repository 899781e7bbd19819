import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startLocalStack, type LocalStack } from '../local-stack.ts';
import { ApiClient } from './api-client.ts';

export interface TestServer extends LocalStack {
  /** A client with its own cookie jar: one per simulated person. */
  client(): ApiClient;
}

/** The real local server on a free port, backed by a fresh table in the shared DynamoDB Local. */
export async function startTestServer(options: { waitScale?: number } = {}): Promise<TestServer> {
  const stack = await startLocalStack({
    port: 0,
    dynamoEndpoint: inject('dynamoEndpoint'),
    tableName: `test-${randomUUID()}`,
    dataDir: mkdtempSync(join(tmpdir(), 'carecall-test-')),
    waitScale: options.waitScale ?? 0.001,
  });
  return { ...stack, client: () => new ApiClient(stack.url) };
}
