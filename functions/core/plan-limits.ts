import { findPlan, projectedMonthlyCalls, type ServicePlan } from '../../shared/plans.ts';
import { conflict, forbidden } from './errors.ts';
import type { CallSchedule, EscalationContact, Subscription } from './model.ts';
import type { Deps } from './ports.ts';

export interface ActivePlan {
  subscription: Subscription;
  plan: ServicePlan;
}

export async function activePlan(deps: Deps, userId: string): Promise<ActivePlan | undefined> {
  const subscription = (await deps.subscriptions.list(userId)).find((s) => s.isActive);
  const plan = subscription && findPlan(subscription.servicePlanId);
  return subscription && plan ? { subscription, plan } : undefined;
}

export async function requirePlan(deps: Deps, userId: string, toDo: string): Promise<ActivePlan> {
  const active = await activePlan(deps, userId);
  if (!active) throw forbidden(`You need a service plan to ${toDo}. Choose a plan on the Services page first.`);
  return active;
}

type ScheduleRule = Pick<CallSchedule, 'frequency' | 'daysInterval' | 'isActive'>;

export const projectedCalls = (schedules: ScheduleRule[]) =>
  schedules.filter((s) => s.isActive).reduce((sum, s) => sum + projectedMonthlyCalls(s), 0);

/** Refuses when the active schedules would need more calls a month than the plan allows. */
export function assertScheduleFits(plan: ServicePlan, schedules: ScheduleRule[]): void {
  const needed = projectedCalls(schedules);
  if (needed > plan.maxCallsPerMonth) {
    throw conflict(
      `Your ${plan.name} plan allows ${plan.maxCallsPerMonth} check-in calls a month, and your active schedules would need ${needed}. ` +
        'Choose a larger plan, or pause or change another schedule.',
    );
  }
}

export function assertContactsFit(plan: ServicePlan, contacts: Pick<EscalationContact, 'isActive'>[]): void {
  const active = contacts.filter((c) => c.isActive).length;
  if (plan.maxActiveContacts !== null && active > plan.maxActiveContacts) {
    throw conflict(
      `Your ${plan.name} plan allows up to ${plan.maxActiveContacts} active escalation contacts. ` +
        'Make another contact inactive first, or choose a larger plan.',
    );
  }
}
