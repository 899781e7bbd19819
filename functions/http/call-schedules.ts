import { schedulePauseSchema, schedulePayloadSchema, scheduleStatusSchema } from '@/shared/schemas/index.ts';
import {
  SCHEDULE_NOT_FOUND, createSchedule, deleteSchedule, listSchedules, pauseSchedule, skipNextCall, updateSchedule,
} from '../core/schedules.ts';
import { httpHandler } from './kit/http-handler.ts';
import { onlyKeys } from './kit/only-keys.ts';
import { created, ok } from './kit/response.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';
import '../capabilities/scheduler.ts';

export const handler = httpHandler({
  'GET /api/user/call-schedules': async (req) => {
    const userId = await req.requireUserId();
    return ok(await listSchedules(req.deps, userId));
  },

  'POST /api/user/call-schedules': async (req) => {
    const userId = await req.requireUserId();
    return created(await createSchedule(req.deps, userId, req.parse(schedulePayloadSchema)));
  },

  'PUT /api/user/call-schedules/{id}': async (req) => {
    const userId = await req.requireUserId();
    const { userId: _clientUserId, ...body } = req.body(); // a client's userId is never used
    const id = req.pathId(SCHEDULE_NOT_FOUND);
    // { pausedUntil } alone pauses (a date) or resumes (null).
    if (onlyKeys(body, ['pausedUntil'])) {
      return ok(await pauseSchedule(req.deps, userId, id, req.parse(schedulePauseSchema, body).pausedUntil));
    }
    // The on/off switch sends { isActive } alone; the edit dialog sends the whole form.
    const change = onlyKeys(body, ['isActive']) ? req.parse(scheduleStatusSchema, body) : req.parse(schedulePayloadSchema, body);
    return ok(await updateSchedule(req.deps, userId, id, change));
  },

  'POST /api/user/call-schedules/{id}/skip': async (req) => {
    const userId = await req.requireUserId();
    return ok(await skipNextCall(req.deps, userId, req.pathId(SCHEDULE_NOT_FOUND)));
  },

  'DELETE /api/user/call-schedules/{id}': async (req) => {
    const userId = await req.requireUserId();
    await deleteSchedule(req.deps, userId, req.pathId(SCHEDULE_NOT_FOUND));
    return ok({ message: 'Schedule deleted' });
  },
});
