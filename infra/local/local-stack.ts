import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDocumentClient } from '@/functions/adapters/dynamodb/client.ts';
import { ensureTable } from '@/functions/adapters/dynamodb/create-table.ts';
import { createDynamoStores } from '@/functions/adapters/dynamodb/stores.ts';
import { DynamoCallRefStore } from '@/functions/adapters/dynamodb/call-ref-store.ts';
import { LocalWorkflow } from '@/functions/adapters/local/local-executions.ts';
import { PhoneSimulator } from '@/functions/adapters/local/phone-simulator/index.ts';
import { TwilioSignatureVerifier } from '@/functions/adapters/twilio/twilio-signature.ts';
import { useCheckInDeps } from '@/functions/check-in-composition.ts';
import { useTextSender } from '@/functions/text-composition.ts';
import { BuiltInAssessor } from '@/functions/core/assessment/assess-check-in.ts';
import type { CheckInDeps } from '@/functions/core/ports/deps.ts';
import { LocalMailOutbox } from '@/functions/adapters/local/mail-outbox.ts';
import { LocalRecordings } from '@/functions/adapters/local/local-recordings.ts';
import { LocalScheduler } from '@/functions/adapters/local/local-scheduler.ts';
import { fireTrigger } from '@/functions/core/fire-trigger.ts';
import { reconcileTriggers, type ReconcileResult } from '@/functions/core/check-in/reconcile.ts';
import { activeScheduleShards } from '@/functions/adapters/dynamodb/keys.ts';
import { sendWeeklySummaries } from '@/functions/core/account-notifications.ts';
import { lambdaContext, toApiGatewayEvent, writeLambdaResult } from './api-gateway-event.ts';
import { handleDevConsole } from './dev-console.ts';
import { handleMailOutbox } from './mail-outbox-http.ts';
import { loadHandler } from './lambda-handlers.ts';
import { homePage } from './pages/home-page.ts';
import { matchRoute } from './route-match.ts';
import { sendHtml, sendJson } from './send.ts';
import { handleSimulator } from './simulator/simulator-http.ts';
import { loadWebhookHandler } from './webhook-handler.ts';
import { localCheckInRunner } from './workflow/local-check-in.ts';
import { TaskTokens } from './workflow/task-tokens.ts';
import { LocalFaults, type FaultSettings } from './faults/faults.ts';
import { addStorageFaults, fetchWithFaults, withFaults } from './faults/wrap-ports.ts';
import { serveWebApp } from './static-files.ts';
import { rereadSettings } from '@/functions/settings.ts';

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
  /** LOCAL_WAIT_SCALE: multiplies every wait of the call workflow. Default 1. */
  waitScale?: number;
  /** Signs and checks the simulator's webhooks, as Twilio's auth token does. */
  twilioAuthToken?: string;
  /** Faults in force from the start (the soak benchmark, tests); default every fault off. */
  faults?: Partial<FaultSettings>;
  /** How often the reconciler runs after start-up. Default 15 minutes × waitScale, at least 1 s. */
  reconcileEveryMs?: number;
  /** How many past calls and texts the simulator keeps (default 500); the soak keeps them all. */
  simulatorHistory?: number;
}

/** The support inbox of the local twin (SUPPORT_EMAIL). */
export const LOCAL_SUPPORT_EMAIL = 'support@carecall.local';

/** The number CareCall calls from in the local twin. */
export const LOCAL_CALLER_NUMBER = '+15550100999';

export interface LocalStack {
  url: string;
  deps: CheckInDeps;
  scheduler: LocalScheduler;
  simulator: PhoneSimulator;
  /** Every email sent (`/__mail`). */
  mail: LocalMailOutbox;
  /** Call recordings kept by CareCall (DATA_DIR/recordings), served by signed links. */
  recordings: LocalRecordings;
  workflow: LocalWorkflow;
  /** Fault injection (`/__dev/faults`): `faults.set({ storage: 0.2, seed: 7 })`, `faults.clear()`. */
  faults: LocalFaults;
  /**
   * Runs the reconciler now over every shard, as its timer does (the first run arms everything);
   * with `all`, every active schedule whatever its next call, as the runs before each slot would.
   */
  reconcile(options?: { all?: boolean }): Promise<ReconcileResult>;
  /** Counts for `npm run bench`: what a check-in would cost in the cloud. */
  stats: { taskInvocations: number; webhookRequests: number; dynamo: { reads: number; writes: number } };
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
  // Every fault is off at start; /__dev/faults (or `stack.faults`) switches them on.
  const faults = new LocalFaults(options.faults);
  addStorageFaults(doc, faults);
  const stats = { taskInvocations: 0, webhookRequests: 0, dynamo: { reads: 0, writes: 0 } };
  doc.middlewareStack.add(
    (next, context) => async (args) => {
      if (/^(Get|Query|Scan|BatchGet)/.test(context.commandName ?? '')) stats.dynamo.reads++;
      else stats.dynamo.writes++;
      return next(args);
    },
    { step: 'initialize', name: 'countRequests' },
  );

  const scheduler = new LocalScheduler();
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const waitScale = options.waitScale ?? 1;
  const authToken = options.twilioAuthToken ?? 'local-simulator-token';
  const tokens = new TaskTokens();
  const workflow = new LocalWorkflow(localCheckInRunner({ tokens, waitScale, onInvoke: () => stats.taskInvocations++ }), options.dataDir ? join(options.dataDir, 'executions.json') : undefined);
  const simulator = new PhoneSimulator({
    authToken,
    waitScale,
    // The phone rings long enough for a person on /__sim to answer; scaled runs ring briefly.
    ...(waitScale < 1 ? { ringMs: Math.max(20, Math.round(3000 * waitScale)) } : {}),
    file: options.dataDir ? join(options.dataDir, 'phone-simulator.json') : undefined,
    ...(options.simulatorHistory ? { maxHistory: options.simulatorHistory } : {}),
    // Webhook requests can be lost on the way (fault `webhooks`), as the network loses Twilio's.
    fetch: fetchWithFaults((input, init) => fetch(input, init), faults),
  });
  const recordings = new LocalRecordings(join(options.dataDir ?? mkdtempSync(join(tmpdir(), 'carecall-')), 'recordings'));
  const mail = new LocalMailOutbox({ file: options.dataDir ? join(options.dataDir, 'mail-outbox.json') : undefined });
  const calling = { fromNumber: LOCAL_CALLER_NUMBER, webhookBaseUrl: '' };
  const verifier = new TwilioSignatureVerifier(authToken);
  const deps: CheckInDeps = withFaults({
    ...createDynamoStores(doc, options.tableName),
    scheduler,
    workflow,
    clock: { now: () => new Date() },
    mail,
    recordings,
    recordingArchive: recordings,
    callRefs: new DynamoCallRefStore(doc, options.tableName),
    telephony: simulator,
    assessor: new BuiltInAssessor(),
    tasks: { succeed: async (token, output) => tokens.succeed(token, output) },
    webhookVerifier: async () => verifier,
    calling,
  }, faults);
  scheduler.setFireHandler((input) => fireTrigger(deps, input));
  useCheckInDeps(deps);
  // A contact's welcome text goes through the simulator (faults included), as Twilio's would.
  useTextSender({ send: async (to, body) => void (await deps.telephony.sendSms(to, calling.fromNumber, body)) });

  // Triggers live in memory: the reconciler arms every active schedule from storage at start-up
  // (whatever the table says was armed, it was armed in a process that is gone), then runs every
  // 15 minutes as in the cloud (scaled), over every shard, reading only what can be wrong. A failed
  // run is logged; the server starts anyway.
  const shards = Array.from({ length: activeScheduleShards() }, (_, i) => i);
  let armedSinceStart = false;
  let reconciling: Promise<ReconcileResult> | undefined;
  // One run at a time: a slow run (storage faults) is joined, not overlapped.
  const reconcile = (options: { all?: boolean } = {}): Promise<ReconcileResult> => {
    const run =
      reconciling ??
      reconcileTriggers(deps, { shards, all: options.all || !armedSinceStart })
        .then((result) => {
          if (result.complete && result.failed === 0) armedSinceStart = true;
          return result;
        })
        .finally(() => {
          reconciling = undefined;
        });
    reconciling = run;
    return run;
  };
  const reconcileQuietly = () =>
    reconcile().catch((error: unknown) => {
      console.error(JSON.stringify({ level: 'error', task: 'ReconcileTriggers', error: (error as Error).name }));
    });
  await reconcileQuietly();
  const reconcileEveryMs = options.reconcileEveryMs ?? Math.max(1000, 15 * 60_000 * waitScale);
  const reconcileTimer = setInterval(() => void reconcileQuietly(), reconcileEveryMs);
  reconcileTimer.unref();

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
    if (path.startsWith('/twilio/')) {
      const body = await readBody(req);
      if (body === undefined) return sendJson(res, 413, { message: 'Request body too large', errors: {} });
      // Lambda function URLs deliver the same payload 2.0 event as the HTTP API, with route $default.
      const event = toApiGatewayEvent(req, requestUrl, body, { routeKey: '$default' });
      stats.webhookRequests++;
      const handler = await loadWebhookHandler();
      return writeLambdaResult(res, await handler(event, lambdaContext('carecall-telephony-webhooks')));
    }
    if (path === '/__sim' || path.startsWith('/__sim/')) return handleSimulator(req, res, requestUrl, simulator);
    if (path.startsWith('/__recordings/')) return recordings.serve(req, res, requestUrl);
    if (path === '/__mail' || path.startsWith('/__mail/')) return handleMailOutbox(req, res, requestUrl, mail);
    // The weekly summary, now (in the cloud an EventBridge rule runs it every Monday).
    if (path === '/__dev/weekly-summary' && req.method === 'POST') return sendJson(res, 200, await sendWeeklySummaries(deps));
    if (path === '/__dev' || path.startsWith('/__dev/')) return handleDevConsole(req, res, requestUrl, { scheduler, workflow, faults });
    // The built web app (web/dist), with the SPA fallback CloudFront has; until it is built, a
    // plain page at / links to the API and the developer console.
    if (await serveWebApp(req, res, path)) return;
    if (path === '/' && (req.method === 'GET' || req.method === 'HEAD')) return sendHtml(res, 200, homePage(url));
    return sendHtml(res, 404, '<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1>');
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as { port: number };
  url = `http://${host}:${port}`;
  calling.webhookBaseUrl = `${url}/twilio/`;
  // The product's number, as its Voice URL is set in the Twilio console (README): people call in here.
  simulator.setIncomingNumber({ number: LOCAL_CALLER_NUMBER, voiceUrl: `${url}/twilio/incoming`, statusUrl: `${url}/twilio/status` });
  process.env.APP_ORIGIN = [options.appOrigin, url, `http://localhost:${port}`].filter(Boolean).join(',');
  // Where the contact form's messages go (`-c supportEmail=` in the cloud); they land in /__mail.
  process.env.SUPPORT_EMAIL ||= LOCAL_SUPPORT_EMAIL;
  rereadSettings();

  return {
    url,
    deps,
    scheduler,
    simulator,
    mail,
    recordings,
    workflow,
    faults,
    reconcile,
    stats,
    async close() {
      clearInterval(reconcileTimer);
      await reconciling?.catch(() => undefined);
      scheduler.close();
      // Running check-ins stop here; the simulator then hangs up while the server can still take
      // its last status callbacks.
      await workflow.abortAll();
      await simulator.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
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
