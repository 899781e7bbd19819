import { passwordChangePayloadSchema, profileSchema } from '@/shared/schemas/index.ts';
import { notificationSettingsSchema } from '@/shared/schemas/notification-settings.ts';
import { notFound } from '../core/errors.ts';
import { changePassword, updateProfile } from '../core/accounts.ts';
import { httpHandler } from './kit/http-handler.ts';
import { ok } from './kit/response.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';

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

  'PUT /api/user/notification-settings': async (req) => {
    const userId = await req.requireUserId();
    const notifications = req.parse(notificationSettingsSchema);
    if (!(await req.deps.notificationSettings.set(userId, notifications))) throw notFound();
    return ok({ notifications });
  },
});
