import { describe, expect, it } from 'vitest';
import { fieldErrors, validOutput } from '../test-support/validate.ts';
import { subscriptionSchema } from './subscription.ts';

describe('subscriptionSchema', () => {
  it.each([['weekly-care'], ['custom-care'], ['daily-care']])('lets a user choose %s', (servicePlanId) => {
    // Act / Assess
    expect(validOutput(subscriptionSchema, { servicePlanId, userId: 1 })).toEqual({ servicePlanId });
  });

  it.each([[{ servicePlanId: 'gold' }], [{ servicePlanId: 1 }], [{}]])('asks for a plan given %j', (input) => {
    // Act / Assess
    expect(fieldErrors(subscriptionSchema, input)).toEqual({ servicePlanId: ['Please choose a service plan'] });
  });
});
