import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalScheduler } from '@/functions/adapters/local/local-scheduler.ts';
import type { LocalWorkflow } from '@/functions/adapters/local/local-executions.ts';
import { parseFaultSettings, type LocalFaults } from './faults/faults.ts';
import { devConsolePage } from './pages/dev-console-page.ts';
import { sendHtml, sendJson } from './send.ts';

/** `/__dev`: the local twin of what an on-call engineer sees (docs/local-twin.md). */
export async function handleDevConsole(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  parts: { scheduler: LocalScheduler; workflow: LocalWorkflow; faults: LocalFaults },
): Promise<void> {
  const path = url.pathname.replace(/\/$/, '');
  const method = req.method ?? 'GET';
  if (path === '/__dev/faults') {
    if (method === 'GET') return sendJson(res, 200, parts.faults.get());
    if (method === 'DELETE') return sendJson(res, 200, parts.faults.clear());
    if (method !== 'PUT') {
      res.setHeader('allow', 'GET, PUT, DELETE');
      return sendJson(res, 405, { message: 'Method Not Allowed', errors: {} });
    }
    const body = await readJson(req);
    if (!body.ok) return sendJson(res, 400, { message: body.message, errors: { body: [body.message] } });
    const settings = parseFaultSettings(body.value);
    if (!settings.ok) return sendJson(res, 400, { message: settings.message, errors: settings.errors });
    return sendJson(res, 200, parts.faults.set(settings.value));
  }
  if (path === '/__dev' && method === 'GET') return sendHtml(res, 200, devConsolePage());
  if (path === '/__dev/scheduler' && method === 'GET') {
    return sendJson(res, 200, parts.scheduler.list().map(({ name, scheduleId, at, input }) => ({ name, scheduleId, at, input })));
  }
  const fire = /^\/__dev\/scheduler\/([^/]+)\/fire$/.exec(path);
  if (fire && method === 'POST') {
    const started = await parts.scheduler.fire(decodeURIComponent(fire[1]!));
    if (!started) return sendJson(res, 404, { message: 'No pending trigger with that name', errors: {} });
    return sendJson(res, 200, { executionId: started.executionId });
  }
  if (path === '/__dev/executions' && method === 'GET') {
    return sendJson(res, 200, parts.workflow.list().map(({ executionId, status, startDate, stopDate }) => ({ executionId, status, startDate, stopDate })));
  }
  const one = /^\/__dev\/executions\/([^/]+)$/.exec(path);
  if (one && method === 'GET') {
    const execution = parts.workflow.get(decodeURIComponent(one[1]!));
    if (!execution) return sendJson(res, 404, { message: 'No execution with that id', errors: {} });
    const { executionId, status, startDate, stopDate, states, input, output, error, cause } = execution;
    return sendJson(res, 200, { executionId, status, startDate, stopDate, states, input, output, error, cause });
  }
  return sendJson(res, 404, { message: 'Not Found', errors: {} });
}

const MAX_BODY_BYTES = 16 * 1024;

async function readJson(req: IncomingMessage): Promise<{ ok: true; value: unknown } | { ok: false; message: string }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return { ok: false, message: 'The body is too large.' };
    chunks.push(chunk as Buffer);
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown };
  } catch {
    return { ok: false, message: 'The body must be JSON.' };
  }
}
