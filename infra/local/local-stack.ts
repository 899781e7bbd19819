import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createDocumentClient } from '../../functions/adapters/dynamodb/client.ts';
import { ensureTable } from '../../functions/adapters/dynamodb/create-table.ts';
import { createDynamoStores } from '../../functions/adapters/dynamodb/stores.ts';
import { LocalWorkflow, workflowNotBuiltYet } from '../../functions/adapters/local/local-executions.ts';
import { LocalScheduler } from '../../functions/adapters/local/local-scheduler.ts';
import { useDeps } from '../../functions/composition.ts';
import { fireTrigger } from '../../functions/core/fire-trigger.ts';
import type { Deps } from '../../functions/core/ports.ts';
import { pendingTrigger } from '../../functions/core/schedules.ts';
import { lambdaContext, toApiGatewayEvent, writeLambdaResult } from './api-gateway-event.ts';
import { handleDevConsole } from './dev-console.ts';
import { loadHandler } from './lambda-handlers.ts';
import { homePage } from './pages/home-page.ts';
import { matchRoute } from './route-match.ts';
import { sendHtml, sendJson } from './send.ts';

export interface LocalStackOptions {
  host?: string;
  /** 0 picks a free port (tests). */
  port: number;
  dynamoEndpoint: string;
  tableName: string;
  /** Where executions are kept across restarts; omitted in tests. */
  dataDir?: string;
  /** The allowed Origin for state-changing requests besides the server's own host. */
  appOrigin?: string;
}

export interface LocalStack {
  url: string;
  deps: Deps;
  scheduler: LocalScheduler;
  workflow: LocalWorkflow;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The whole product on one machine: the real handlers behind API Gateway-shaped events, the local
 * scheduler re-armed from storage, and the developer console.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const host = options.host ?? '127.0.0.1';
  const doc = createDocumentClient({ endpoint: options.dynamoEndpoint, region: 'local' });
  await ensureTable(doc as never, options.tableName);

  const scheduler = new LocalScheduler();
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const workflow = new LocalWorkflow(workflowNotBuiltYet, options.dataDir ? join(options.dataDir, 'executions.json') : undefined);
  const deps: Deps = { ...createDynamoStores(doc, options.tableName), scheduler, workflow, clock: { now: () => new Date() } };
  scheduler.setFireHandler((input) => fireTrigger(deps, input));
  useDeps(deps);

  // Triggers live in memory: re-arm every active schedule from storage. One whose time passed while
  // the server was down fires at once (a late check-in beats a missed one).
  for (const schedule of await deps.schedules.listActive()) {
    if (schedule.nextCallDate) await scheduler.arm(pendingTrigger({ ...schedule, nextCallDate: schedule.nextCallDate }));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[local] request failed:', (error as Error).message);
      if (!res.headersSent) sendJson(res, 500, { message: 'Something went wrong. Please try again.', errors: {} });
      else res.end();
    });
  });

  let url = '';
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestUrl = new URL(req.url ?? '/', url);
    const path = requestUrl.pathname;
    if (path.startsWith('/api/') || path.startsWith('/test/')) {
      const matched = matchRoute(req.method ?? 'GET', path);
      // API Gateway answers an unknown route with a JSON 404 before any Lambda runs.
      if (!matched) return sendJson(res, 404, { message: 'Not Found', errors: {} });
      const body = await readBody(req);
      if (body === undefined) return sendJson(res, 413, { message: 'Request body too large', errors: {} });
      const event = toApiGatewayEvent(req, requestUrl, body, matched);
      const handler = await loadHandler(matched.route.group);
      return writeLambdaResult(res, await handler(event, lambdaContext(`carecall-${matched.route.group}`)));
    }
    if (path === '/__dev' || path.startsWith('/__dev/')) return handleDevConsole(req, res, requestUrl, { scheduler, workflow });
    if (path === '/' && (req.method === 'GET' || req.method === 'HEAD')) return sendHtml(res, 200, homePage(url));
    return sendHtml(res, 404, '<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1>');
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as { port: number };
  url = `http://${host}:${port}`;
  process.env.APP_ORIGIN = [options.appOrigin, url, `http://localhost:${port}`].filter(Boolean).join(',');

  return {
    url,
    deps,
    scheduler,
    workflow,
    async close() {
      scheduler.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await workflow.idle();
      doc.destroy();
    },
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
