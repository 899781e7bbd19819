import { gzipSync } from 'node:zlib';
import { accountDeletionSchema } from '@/shared/schemas/index.ts';
import { deleteAccount, exportAccount } from '../core/leaving.ts';
import { httpHandler } from './kit/http-handler.ts';
import { json, ok } from './kit/response.ts';
import { clearedSessionCookie } from './kit/session-cookie.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';
import '../capabilities/scheduler.ts';
import '../capabilities/recordings.ts';

// Taking one's data and leaving (docs/family-side.md).
export const handler = httpHandler({
  'GET /api/user/export': async (req) => {
    const { user } = await req.requireUser();
    const data = await exportAccount(req.deps, user);
    const date = data.exportedAt.slice(0, 10);
    const result = json(200, data, { headers: { 'content-disposition': `attachment; filename="carecall-export-${date}.json"`, vary: 'Accept-Encoding' } });
    // Years of calls with their transcripts pass Lambda's 6 MB response limit as plain JSON;
    // compressed they are a small fraction of it. Every browser asks for gzip.
    if (!/\bgzip\b/.test(req.header('accept-encoding') ?? '')) return result;
    return {
      ...result,
      headers: { ...result.headers, 'content-encoding': 'gzip' },
      body: gzipSync(result.body ?? '').toString('base64'),
      isBase64Encoded: true,
    };
  },

  'DELETE /api/user/account': async (req) => {
    const auth = await req.requireUser();
    const { password } = req.parse(accountDeletionSchema);
    await deleteAccount(req.deps, auth, password);
    return ok({ message: 'Your account and everything in it has been deleted.' }, { cookies: [clearedSessionCookie()] });
  },
});
