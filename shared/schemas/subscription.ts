// Choosing a plan on /services (docs/plans-and-limits.md).
import * as v from 'valibot';
import { SERVICE_PLANS } from '../plans.ts';
import { fieldsObject } from './fields.ts';

export const PLAN_MESSAGE = 'Please choose a service plan';

const PLAN_IDS = SERVICE_PLANS.map((plan) => plan.id);

/** POST /api/user/subscriptions: only the three advertised plans can be chosen. */
export const subscriptionSchema = fieldsObject({
  servicePlanId: v.picklist(PLAN_IDS, PLAN_MESSAGE),
});
export type SubscriptionRequest = v.InferOutput<typeof subscriptionSchema>;
