import { createHash } from 'node:crypto';
import { listCallLogs, MAX_PAGE, NO_RECORDING, recordingLink } from '../core/call-logs.ts';
import { badRequest } from '../core/errors.ts';
import { httpHandler } from './kit/http-handler.ts';
import { json } from './kit/response.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';
import '../capabilities/recordings.ts';

export const BAD_DATE = 'must be a date (YYYY-MM-DD) or an ISO 8601 time';
export const BAD_LIMIT = `limit must be a whole number from 1 to ${MAX_PAGE}`;
const HISTORY = '/api/user/call-logs';

/** `from`/`to` as a day (whole-day bounds, UTC) or an instant. */
function readBound(value: string | undefined, name: 'from' | 'to'): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dayOnly ? `${value}T${name === 'from' ? '00:00:00.000' : '23:59:59.999'}Z` : value);
  if (Number.isNaN(date.getTime())) throw badRequest(`${name} ${BAD_DATE}`, { [name]: [`${name} ${BAD_DATE}`] });
  return date;
}

function readLimit(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const limit = /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  if (!(limit >= 1 && limit <= MAX_PAGE)) throw badRequest(BAD_LIMIT, { limit: [BAD_LIMIT] });
  return limit;
}

/** The next page's address: the same filters and the cursor (RFC 8288 Link, rel="next"). */
function nextLink(query: Record<string, string | undefined>, cursor: string): string {
  const params = new URLSearchParams();
  for (const name of ['from', 'to', 'limit'] as const) if (query[name]) params.set(name, query[name]);
  params.set('cursor', cursor);
  return `<${HISTORY}?${params}>; rel="next"`;
}

export const handler = httpHandler({
  [`GET ${HISTORY}`]: async (req) => {
    const userId = await req.requireUserId();
    const from = readBound(req.query.from, 'from');
    const to = readBound(req.query.to, 'to');
    if (from && to && from > to) throw badRequest('from must not be after to', { from: ['from must not be after to'] });
    const limit = readLimit(req.query.limit);
    const cursor = req.query.cursor || undefined;
    const page = await listCallLogs(req.deps, userId, { from, to, cursor, limit });
    const body = JSON.stringify(page.logs);
    const link = page.next ? nextLink(req.query, page.next) : undefined;
    // The history screen polls while a call is in progress: an unchanged page answers 304 with no
    // body. The tag covers the page and its next link, so each page has its own.
    const etag = `W/"${createHash('sha256').update(body).update(link ?? '').digest('base64url').slice(0, 27)}"`;
    const headers: Record<string, string> = { etag, 'cache-control': 'private, no-cache', vary: 'Cookie', ...(link ? { link } : {}) };
    const match = req.header('if-none-match');
    if (match && match.split(',').some((t) => t.trim() === etag)) return { statusCode: 304, headers };
    return { ...json(200, null, { headers }), body };
  },

  // The recording: a redirect to a link valid for a few minutes (a presigned S3 GET in the cloud,
  // a signed local link in the twin), made only for the owner of the call.
  'GET /api/user/call-logs/{id}/recording': async (req) => {
    const userId = await req.requireUserId();
    const location = await recordingLink(req.deps, userId, req.pathId(NO_RECORDING));
    return { statusCode: 302, headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }, body: '' };
  },
});
