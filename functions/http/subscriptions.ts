import { subscriptionSchema } from '@/shared/schemas/index.ts';
import { cancelPlan, PLAN_CANCELLED } from '../core/leaving.ts';
import { choosePlan, listSubscriptions } from '../core/subscriptions.ts';
import { httpHandler } from './kit/http-handler.ts';
import { created, ok } from './kit/response.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';
import '../capabilities/scheduler.ts';

export const handler = httpHandler({
  'GET /api/user/subscriptions': async (req) => {
    const userId = await req.requireUserId();
    return ok(await listSubscriptions(req.deps, userId));
  },

  'POST /api/user/subscriptions': async (req) => {
    const userId = await req.requireUserId();
    const { servicePlanId } = req.parse(subscriptionSchema);
    return created(await choosePlan(req.deps, userId, servicePlanId));
  },

  'POST /api/user/subscriptions/cancel': async (req) => {
    const userId = await req.requireUserId();
    return ok({ message: PLAN_CANCELLED, subscriptions: await cancelPlan(req.deps, userId) });
  },
});
