// The three advertised plans (docs/screens-and-data.md, "Defaults and limits", docs/plans-and-limits.md) and the
// projected-calls rule the server enforces and the usage meter shows.
import type { ScheduleFrequency } from './schemas/call-schedule.ts';

export type ServicePlanId = 'weekly-care' | 'custom-care' | 'daily-care';

export interface ServicePlan {
  readonly id: ServicePlanId;
  readonly name: string;
  readonly description: string;
  readonly frequency: ScheduleFrequency;
  /** Projected monthly calls of all active schedules may not exceed this. */
  readonly maxCallsPerMonth: number;
  /** Monthly price in cents. */
  readonly price: number;
  /** Active escalation contacts allowed; null means unlimited. */
  readonly maxActiveContacts: number | null;
  /** Shown with a "Popular" badge. */
  readonly popular: boolean;
  readonly features: readonly string[];
}

export const SERVICE_PLANS: readonly ServicePlan[] = Object.freeze([
  {
    id: 'weekly-care',
    name: 'Weekly Care',
    description: 'A check-in call once a week, for someone who mostly manages well on their own.',
    frequency: 'weekly',
    maxCallsPerMonth: 5,
    price: 999,
    maxActiveContacts: 3,
    popular: false,
    features: [
      'One call per week',
      'AI health assessment',
      'Emergency escalation',
      'Call history and reports',
      'Up to 3 escalation contacts',
    ],
  },
  {
    id: 'custom-care',
    name: 'Custom Care',
    description: 'Check-in calls every few days, on the interval that suits the person you care for.',
    frequency: 'custom',
    maxCallsPerMonth: 15,
    price: 1999,
    maxActiveContacts: 5,
    popular: true,
    features: [
      'Up to 15 calls per month',
      'Custom interval scheduling',
      'Advanced AI health assessment',
      'Multiple escalation contacts (up to 5)',
      'Detailed health insights',
      'Priority escalation',
    ],
  },
  {
    id: 'daily-care',
    name: 'Daily Care',
    description: 'A check-in call every day, for the closest watch and the quickest response.',
    frequency: 'daily',
    maxCallsPerMonth: 31,
    price: 2999,
    maxActiveContacts: null,
    popular: false,
    features: [
      'Daily check-in calls',
      'Premium AI assessment',
      'Rapid emergency escalation',
      'Health trend monitoring',
      'Priority customer support',
      'Unlimited escalation contacts',
    ],
  },
] satisfies ServicePlan[]);

export function findPlan(id: string): ServicePlan | undefined {
  return SERVICE_PLANS.find((plan) => plan.id === id);
}

const DAYS_IN_LONGEST_MONTH = 31;

/**
 * Calls one schedule places in the longest month: daily 31, weekly 5, every N days ceil(31 / N).
 * The longest month is used so a schedule that fits the plan never runs over it.
 */
export function projectedMonthlyCalls(rule: {
  frequency: ScheduleFrequency;
  daysInterval?: number | undefined;
}): number {
  switch (rule.frequency) {
    case 'daily':
      return DAYS_IN_LONGEST_MONTH;
    case 'weekly':
      return Math.ceil(DAYS_IN_LONGEST_MONTH / 7);
    case 'custom': {
      const days = rule.daysInterval;
      // Stored custom schedules always carry a valid interval; guessing one would misstate usage.
      if (days === undefined || !Number.isInteger(days) || days < 1) {
        throw new RangeError(`A custom schedule needs a whole daysInterval of at least 1, got ${String(days)}`);
      }
      return Math.ceil(DAYS_IN_LONGEST_MONTH / days);
    }
  }
}
