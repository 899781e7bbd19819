import { subscriptionSchema } from '../../shared/schemas/index.ts';
import { choosePlan, listSubscriptions } from '../core/subscriptions.ts';
import { httpHandler } from './kit/http-handler.ts';
import { created, ok } from './kit/response.ts';

export const handler = httpHandler({
  'GET /api/user/subscriptions': async (req) => {
    const { user } = await req.requireUser();
    return ok(await listSubscriptions(req.deps, user.id));
  },

  'POST /api/user/subscriptions': async (req) => {
    const { user } = await req.requireUser();
    const { servicePlanId } = req.parse(subscriptionSchema);
    return created(await choosePlan(req.deps, user.id, servicePlanId));
  },
});
