import { findPlan, projectedMonthlyCalls, type ServicePlan } from '@/shared/plans.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { conflict, forbidden } from './errors.ts';
import type { CallSchedule, Subscription } from './model.ts';
import type { Deps } from './ports/deps.ts';
import type { PlanUsage, UsageChange } from './ports/storage.ts';

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

/** The calls a schedule adds to the plan's usage: its projected monthly calls while active. */
export const scheduleCalls = (schedule: ScheduleRule) => (schedule.isActive ? projectedMonthlyCalls(schedule) : 0);

/** Refuses when the active schedules would need more calls a month than the plan allows. */
export function assertCallsFit(plan: ServicePlan, needed: number): void {
  if (needed > plan.maxCallsPerMonth) {
    throw conflict(
      `Your ${plan.name} plan allows ${plan.maxCallsPerMonth} check-in calls a month, and your active schedules would need ${needed}. ` +
        'Choose a larger plan, or pause or change another schedule.',
    );
  }
}

export function assertActiveContactsFit(plan: ServicePlan, active: number): void {
  if (plan.maxActiveContacts !== null && active > plan.maxActiveContacts) {
    throw conflict(
      `Your ${plan.name} plan allows up to ${plan.maxActiveContacts} active escalation contacts. ` +
        'Make another contact inactive first, or choose a larger plan.',
    );
  }
}

/**
 * The user's plan usage. A user from before the usage record has none: it is derived once from
 * their subscriptions, schedules and contacts and stored conditionally (a concurrent first write wins,
 * and every later change moves it in the same transaction as the record it counts).
 */
export async function loadUsage(deps: Deps, userId: string): Promise<PlanUsage> {
  const stored = await deps.usage.get(userId);
  if (stored) return stored;
  const [subscriptions, schedules, contacts] = await Promise.all([
    deps.subscriptions.list(userId),
    deps.schedules.list(userId),
    deps.contacts.list(userId),
  ]);
  const active = subscriptions.filter((s) => s.isActive).sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  return deps.usage.initialize(userId, {
    ...(active ? { subscriptionId: active.id, servicePlanId: active.servicePlanId } : {}),
    projectedCalls: projectedCalls(schedules),
    activeContacts: contacts.filter((c) => c.isActive).length,
  });
}

/** The plan the usage record names as active. */
export function usagePlan(usage: PlanUsage): ServicePlan | undefined {
  return usage.subscriptionId && usage.servicePlanId ? findPlan(usage.servicePlanId) : undefined;
}

export function requireUsagePlan(usage: PlanUsage, toDo: string): ServicePlan {
  const plan = usagePlan(usage);
  if (!plan) throw forbidden(`You need a service plan to ${toDo}. Choose a plan on the Services page first.`);
  return plan;
}

/**
 * The counter change for `delta` more projected calls, refused now (with the plan's message) when it
 * does not fit, and conditioned on the same limit and subscription when written.
 */
export function callsChange(usage: PlanUsage, plan: ServicePlan | undefined, delta: number): UsageChange {
  if (delta <= 0 || !plan) return { delta };
  assertCallsFit(plan, usage.projectedCalls + delta);
  return { delta, max: plan.maxCallsPerMonth, subscriptionId: usage.subscriptionId };
}

export function contactsChange(usage: PlanUsage, plan: ServicePlan | undefined, delta: number): UsageChange {
  if (delta <= 0 || !plan) return { delta };
  assertActiveContactsFit(plan, usage.activeContacts + delta);
  return {
    delta,
    ...(plan.maxActiveContacts === null ? {} : { max: plan.maxActiveContacts }),
    subscriptionId: usage.subscriptionId,
  };
}

export const BUSY = 'Several changes arrived at the same moment. Please try again.';
const ATTEMPTS = 12;

/**
 * Runs a read-decide-write step until its conditional write lands. `attempt` answers undefined
 * when the write lost a race (the records changed since they were read); the next attempt reads
 * them again, so its decision (and any refusal) is about what is stored now.
 */
export async function untilWritten<T>(attempt: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < ATTEMPTS; i++) {
    const result = await attempt();
    if (result !== undefined) return result;
    await sleep(Math.random() * Math.min(200, 10 * 2 ** i));
  }
  throw conflict(BUSY);
}
