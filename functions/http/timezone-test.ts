import { timezoneTest } from '@/shared/schedule-time.ts';
import { timezoneQuerySchema } from '@/shared/schemas/index.ts';
import { httpHandler } from './kit/http-handler.ts';
import { ok } from './kit/response.ts';

export const handler = httpHandler({
  // Public tool: no session needed.
  'GET /test/timezone': async (req) => {
    const { timeOfDay, timezone } = req.parse(timezoneQuerySchema, { ...req.query });
    return ok(timezoneTest({ timeOfDay, timezone, now: req.deps.clock.now() }));
  },
});
