import { schedulePayloadSchema, scheduleStatusSchema } from '../../shared/schemas/index.ts';
import { createSchedule, deleteSchedule, listSchedules, updateSchedule } from '../core/schedules.ts';
import { httpHandler } from './kit/http-handler.ts';
import { onlyKeys } from './kit/only-keys.ts';
import { created, ok } from './kit/response.ts';

export const handler = httpHandler({
  'GET /api/user/call-schedules': async (req) => {
    const { user } = await req.requireUser();
    return ok(await listSchedules(req.deps, user.id));
  },

  'POST /api/user/call-schedules': async (req) => {
    const { user } = await req.requireUser();
    return created(await createSchedule(req.deps, user.id, req.parse(schedulePayloadSchema)));
  },

  'PUT /api/user/call-schedules/{id}': async (req) => {
    const { user } = await req.requireUser();
    const body = req.body();
    // The on/off switch sends { isActive } alone; the edit dialog sends the whole form.
    const change = onlyKeys(body, ['isActive']) ? req.parse(scheduleStatusSchema, body) : req.parse(schedulePayloadSchema, body);
    return ok(await updateSchedule(req.deps, user.id, req.pathId(), change));
  },

  'DELETE /api/user/call-schedules/{id}': async (req) => {
    const { user } = await req.requireUser();
    await deleteSchedule(req.deps, user.id, req.pathId());
    return ok({ message: 'Schedule deleted' });
  },
});
