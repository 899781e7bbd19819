import { describe, expect, it } from 'vitest';
import { findPlan, projectedMonthlyCalls, SERVICE_PLANS } from './plans.ts';

describe('SERVICE_PLANS', () => {
  it('offers the three advertised plans with their prices in cents and limits', () => {
    // Act
    const summary = SERVICE_PLANS.map(({ id, name, price, maxCallsPerMonth, maxActiveContacts, popular }) => ({
      id,
      name,
      price,
      maxCallsPerMonth,
      maxActiveContacts,
      popular,
    }));

    // Assess
    expect(summary).toEqual([
      { id: 'weekly-care', name: 'Weekly Care', price: 999, maxCallsPerMonth: 5, maxActiveContacts: 3, popular: false },
      { id: 'custom-care', name: 'Custom Care', price: 1999, maxCallsPerMonth: 15, maxActiveContacts: 5, popular: true },
      { id: 'daily-care', name: 'Daily Care', price: 2999, maxCallsPerMonth: 31, maxActiveContacts: null, popular: false },
    ]);
  });

  it('lists the advertised features of each plan', () => {
    // Act
    const features = Object.fromEntries(SERVICE_PLANS.map((plan) => [plan.id, plan.features]));

    // Assess
    expect(features['weekly-care']).toContain('Up to 3 escalation contacts');
    expect(features['custom-care']).toContain('Multiple escalation contacts (up to 5)');
    expect(features['daily-care']).toContain('Unlimited escalation contacts');
    for (const plan of SERVICE_PLANS) expect(plan.description).not.toBe('');
  });
});

describe('findPlan', () => {
  it('finds a plan by id and nothing for an unknown id', () => {
    // Act / Assess
    expect(findPlan('custom-care')?.name).toBe('Custom Care');
    expect(findPlan('gold')).toBeUndefined();
  });
});

describe('projectedMonthlyCalls', () => {
  it.each([
    [{ frequency: 'daily' as const }, 31],
    [{ frequency: 'weekly' as const }, 5],
    [{ frequency: 'custom' as const, daysInterval: 2 }, 16],
    [{ frequency: 'custom' as const, daysInterval: 3 }, 11],
    [{ frequency: 'custom' as const, daysInterval: 7 }, 5],
    [{ frequency: 'custom' as const, daysInterval: 30 }, 2],
  ])('projects %j to %i calls a month', (rule, calls) => {
    // Act
    const projected = projectedMonthlyCalls(rule);

    // Assess
    expect(projected).toBe(calls);
  });

  it('lets Weekly Care hold one weekly schedule but not a daily one', () => {
    // Prepare
    const weeklyCare = findPlan('weekly-care')!;

    // Act / Assess
    expect(projectedMonthlyCalls({ frequency: 'weekly' })).toBeLessThanOrEqual(weeklyCare.maxCallsPerMonth);
    expect(projectedMonthlyCalls({ frequency: 'daily' })).toBeGreaterThan(weeklyCare.maxCallsPerMonth);
  });

  it('refuses a custom schedule without an interval rather than guess its usage', () => {
    // Act / Assess
    expect(() => projectedMonthlyCalls({ frequency: 'custom' })).toThrow(RangeError);
  });
});
