import { findPlan } from '@/shared/plans.ts';
import { PLAN_MESSAGE } from '@/shared/schemas/subscription.ts';
import { badRequest } from './errors.ts';
import { newId } from './ids.ts';
import type { Subscription } from './model.ts';
import { assertActiveContactsFit, assertCallsFit, loadUsage, untilWritten } from './plan-limits.ts';
import type { Deps } from './ports/deps.ts';

export async function listSubscriptions(deps: Deps, userId: string): Promise<Subscription[]> {
  const all = await deps.subscriptions.list(userId);
  return all.sort((a, b) => Number(b.isActive) - Number(a.isActive) || b.startDate.localeCompare(a.startDate));
}

/**
 * Chooses (or switches) the user's plan. Switching to a smaller plan is refused while the active
 * schedules or contacts exceed it: calls must never stop silently because of a plan change.
 * One conditional transaction decides, so choices made at once leave one active subscription.
 */
export async function choosePlan(deps: Deps, userId: string, servicePlanId: string): Promise<Subscription> {
  const plan = findPlan(servicePlanId);
  if (!plan) throw badRequest(PLAN_MESSAGE, { servicePlanId: [PLAN_MESSAGE] });
  return untilWritten(async () => {
    const usage = await loadUsage(deps, userId);
    const previous = await deps.subscriptions.list(userId);
    const current = previous.find((s) => s.isActive && s.id === usage.subscriptionId);
    if (current && current.servicePlanId === plan.id) return current;
    assertCallsFit(plan, usage.projectedCalls);
    assertActiveContactsFit(plan, usage.activeContacts);
    const now = deps.clock.now();
    const subscription: Subscription = {
      id: newId(now),
      userId,
      servicePlanId: plan.id,
      planName: plan.name,
      isActive: true,
      startDate: now.toISOString(),
    };
    const guard = { replaces: usage.subscriptionId, maxCalls: plan.maxCallsPerMonth, maxContacts: plan.maxActiveContacts };
    return (await deps.subscriptions.activate(subscription, previous, guard)) ? subscription : undefined;
  });
}
