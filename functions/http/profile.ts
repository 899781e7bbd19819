import { passwordChangePayloadSchema, profileSchema } from '../../shared/schemas/index.ts';
import { changePassword, updateProfile } from '../core/accounts.ts';
import { httpHandler } from './kit/http-handler.ts';
import { ok } from './kit/response.ts';

export const handler = httpHandler({
  'PUT /api/user/profile': async (req) => {
    const { user } = await req.requireUser();
    return ok(await updateProfile(req.deps, user, req.parse(profileSchema)));
  },

  'PUT /api/user/password': async (req) => {
    const auth = await req.requireUser();
    const { endedSessions } = await changePassword(req.deps, auth, req.parse(passwordChangePayloadSchema));
    return ok({ message: 'Password updated', endedSessions });
  },
});
