import { loginSchema, registrationPayloadSchema } from '@/shared/schemas/index.ts';
import { login, logout, register, userView } from '../core/accounts.ts';
import { unauthorized } from '../core/errors.ts';
import { httpHandler } from './kit/http-handler.ts';
import { created, ok } from './kit/response.ts';
import { clearedSessionCookie, sessionCookie } from './kit/session-cookie.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';

export const handler = httpHandler({
  'POST /api/auth/register': async (req) => {
    const { user, token } = await register(req.deps, req.parse(registrationPayloadSchema));
    return created(user, { cookies: [sessionCookie(token, user.id)] });
  },

  'POST /api/auth/login': async (req) => {
    const { user, token } = await login(req.deps, req.parse(loginSchema));
    return ok(user, { cookies: [sessionCookie(token, user.id)] });
  },

  'POST /api/auth/logout': async (req) => {
    const auth = await req.currentUser();
    if (auth) await logout(req.deps, auth.session);
    // Logging out twice is not an error: the cookie is cleared either way.
    return ok({ message: 'Logged out' }, { cookies: [clearedSessionCookie()] });
  },

  'GET /api/auth/me': async (req) => {
    const auth = await req.currentUser();
    if (!auth) throw unauthorized('Not logged in');
    return ok(await userView(req.deps, auth.user));
  },
});
