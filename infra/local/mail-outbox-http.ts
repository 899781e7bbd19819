import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalMailOutbox } from '@/functions/adapters/local/mail-outbox.ts';
import { mailOutboxPage } from './pages/mail-outbox-page.ts';
import { sendHtml, sendJson } from './send.ts';

/** `/__mail` (docs/local-twin.md, "Mail outbox"): local only, never deployed. */
export async function handleMailOutbox(req: IncomingMessage, res: ServerResponse, url: URL, outbox: LocalMailOutbox): Promise<void> {
  const path = url.pathname.replace(/\/$/, '');
  const method = req.method ?? 'GET';
  if (path === '/__mail' && (method === 'GET' || method === 'HEAD')) return sendHtml(res, 200, mailOutboxPage(outbox.list()));
  if (path === '/__mail/messages') {
    if (method === 'GET') {
      return sendJson(res, 200, outbox.list().map(({ id, to, from, subject, text, html, sentAt }) => ({ id, to, from, subject, text, html, sentAt })));
    }
    if (method === 'DELETE') {
      outbox.clear();
      res.writeHead(204, { 'cache-control': 'no-store' });
      return void res.end();
    }
    res.setHeader('allow', 'GET, DELETE');
    return sendJson(res, 405, { message: 'Method Not Allowed', errors: {} });
  }
  return sendJson(res, 404, { message: 'Not Found', errors: {} });
}
