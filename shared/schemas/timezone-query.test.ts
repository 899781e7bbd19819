import { describe, expect, it } from 'vitest';
import { fieldErrors, validOutput } from '../test-support/validate.ts';
import { timezoneQuerySchema } from './timezone-query.ts';

describe('timezoneQuerySchema', () => {
  it('accepts the tool defaults and ignores other query parameters', () => {
    // Act
    const output = validOutput(timezoneQuerySchema, { timeOfDay: '12:00', timezone: 'America/Toronto', debug: '1' });

    // Assess
    expect(output).toEqual({ timeOfDay: '12:00', timezone: 'America/Toronto' });
  });

  it('accepts a zone offered only by the test tool', () => {
    // Act / Assess
    expect(validOutput(timezoneQuerySchema, { timeOfDay: '23:59', timezone: 'Australia/Eucla' }).timezone).toBe('Australia/Eucla');
  });

  it('says what is wrong with a bad time or zone, or a missing one', () => {
    // Act / Assess
    expect(fieldErrors(timezoneQuerySchema, { timeOfDay: '25:00', timezone: 'Europe/Atlantis' })).toEqual({
      timeOfDay: ['Must be in 24-hour format (HH:MM)'],
      timezone: ['Please choose a timezone from the list'],
    });
    expect(fieldErrors(timezoneQuerySchema, {})).toEqual({
      timeOfDay: ['Must be in 24-hour format (HH:MM)'],
      timezone: ['Please choose a timezone from the list'],
    });
  });
});
