import { accountDeletionSchema } from '../../shared/schemas/index.ts';
import { deleteAccount, exportAccount } from '../core/leaving.ts';
import { httpHandler } from './kit/http-handler.ts';
import { json, ok } from './kit/response.ts';
import { clearedSessionCookie } from './kit/session-cookie.ts';

// Taking one's data and leaving (decisions.md "The family's side").
export const handler = httpHandler({
  'GET /api/user/export': async (req) => {
    const { user } = await req.requireUser();
    const data = await exportAccount(req.deps, user);
    const date = data.exportedAt.slice(0, 10);
    return json(200, data, { headers: { 'content-disposition': `attachment; filename="carecall-export-${date}.json"` } });
  },

  'DELETE /api/user/account': async (req) => {
    const auth = await req.requireUser();
    const { password } = req.parse(accountDeletionSchema);
    await deleteAccount(req.deps, auth, password);
    return ok({ message: 'Your account and everything in it has been deleted.' }, { cookies: [clearedSessionCookie()] });
  },
});
