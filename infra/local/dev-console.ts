import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalScheduler } from '../../functions/adapters/local/local-scheduler.ts';
import type { LocalWorkflow } from '../../functions/adapters/local/local-executions.ts';
import { devConsolePage } from './pages/dev-console-page.ts';
import { sendHtml, sendJson } from './send.ts';

/** `/__dev`: the local twin of what an on-call engineer sees (spec/local-stack.md). */
export async function handleDevConsole(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  parts: { scheduler: LocalScheduler; workflow: LocalWorkflow },
): Promise<void> {
  const path = url.pathname.replace(/\/$/, '');
  const method = req.method ?? 'GET';
  if (path === '/__dev' && method === 'GET') return sendHtml(res, 200, devConsolePage());
  if (path === '/__dev/scheduler' && method === 'GET') {
    return sendJson(res, 200, parts.scheduler.list().map(({ name, scheduleId, at, input }) => ({ name, scheduleId, at, input })));
  }
  const fire = /^\/__dev\/scheduler\/([^/]+)\/fire$/.exec(path);
  if (fire && method === 'POST') {
    const started = await parts.scheduler.fire(decodeURIComponent(fire[1]!));
    if (!started) return sendJson(res, 404, { message: 'No pending trigger with that name', errors: {} });
    return sendJson(res, 200, started);
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
