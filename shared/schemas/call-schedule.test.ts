import { describe, expect, it } from 'vitest';
import { fieldErrors, validOutput } from '../test-support/validate.ts';
import {
  DEFAULT_SCHEDULE,
  SCHEDULE_FREQUENCIES,
  scheduleFormSchema,
  schedulePayloadSchema,
  schedulePauseSchema,
  scheduleStatusSchema,
  shapeSchedulePayload,
} from './call-schedule.ts';

const form = { ...DEFAULT_SCHEDULE, phoneNumber: '(555) 123-4567' };

describe('schedule constants', () => {
  it('starts a new schedule daily at 09:00 New York time, active, escalating except on concern', () => {
    // Assess
    expect(SCHEDULE_FREQUENCIES).toEqual(['daily', 'weekly', 'custom']);
    expect(DEFAULT_SCHEDULE).toEqual({
      frequency: 'daily',
      timeOfDay: '09:00',
      timezone: 'America/New_York',
      isActive: true,
      escalateOnNoAnswer: true,
      escalateOnEmergency: true,
      escalateOnConcerning: false,
      escalateOnUnknown: true,
      dayOfWeek: 1,
      daysInterval: 3,
      language: 'en',
    });
  });
});

describe('scheduleFormSchema', () => {
  it('accepts the default form once a phone number is entered', () => {
    // Act
    const output = validOutput(scheduleFormSchema, form);

    // Assess
    expect(output).toMatchObject({ phoneNumber: '+15551234567', frequency: 'daily', dayOfWeek: 1, daysInterval: 3 });
  });

  it.each([
    ['phoneNumber', '555 1234', 'Phone number must be at least 10 digits'],
    ['phoneNumber', 5551234567, 'Phone number must be at least 10 digits'],
    ['timeOfDay', '9:00', 'Must be in 24-hour format (HH:MM)'],
    ['timeOfDay', '24:00', 'Must be in 24-hour format (HH:MM)'],
    ['timeOfDay', '12:60', 'Must be in 24-hour format (HH:MM)'],
    ['timeOfDay', '9am', 'Must be in 24-hour format (HH:MM)'],
    ['timeOfDay', 900, 'Must be in 24-hour format (HH:MM)'],
    ['timezone', 'Mars/Olympus_Mons', 'Please choose a timezone from the list'],
    ['timezone', 'America/Argentina/Cordoba', 'Please choose a timezone from the list'],
    ['timezone', 5, 'Please choose a timezone from the list'],
    ['frequency', 'monthly', 'Please choose daily, weekly or custom'],
    ['isActive', 'yes', 'Must be true or false'],
    ['escalateOnConcerning', 1, 'Must be true or false'],
  ])('says what is wrong when %s is %j', (field, value, message) => {
    // Act
    const errors = fieldErrors(scheduleFormSchema, { ...form, [field]: value });

    // Assess
    expect(errors).toEqual({ [field]: [message] });
  });

  it.each([
    [{ dayOfWeek: undefined }],
    [{ dayOfWeek: 7 }],
    [{ dayOfWeek: -1 }],
    [{ dayOfWeek: 1.5 }],
    [{ dayOfWeek: 'Monday' }],
  ])('asks for a day of the week on a weekly schedule given %j', (change) => {
    // Act
    const errors = fieldErrors(scheduleFormSchema, { ...form, frequency: 'weekly', ...change });

    // Assess
    expect(errors).toEqual({ dayOfWeek: ['Please choose a day of the week'] });
  });

  it.each([[{ daysInterval: undefined }], [{ daysInterval: 1 }], [{ daysInterval: 31 }], [{ daysInterval: 2.5 }], [{ daysInterval: '3' }]])(
    'asks for an interval of 2 to 30 days on a custom schedule given %j',
    (change) => {
      // Act
      const errors = fieldErrors(scheduleFormSchema, { ...form, frequency: 'custom', ...change });

      // Assess
      expect(errors).toEqual({ daysInterval: ['Interval must be between 2 and 30 days'] });
    },
  );

  it('accepts the edges of the interval range', () => {
    // Act / Assess
    expect(validOutput(scheduleFormSchema, { ...form, frequency: 'custom', daysInterval: 2 }).daysInterval).toBe(2);
    expect(validOutput(scheduleFormSchema, { ...form, frequency: 'custom', daysInterval: 30 }).daysInterval).toBe(30);
  });

  it('ignores a value left in a hidden field (an interval on a daily schedule)', () => {
    // Act
    const output = validOutput(scheduleFormSchema, { ...form, frequency: 'daily', daysInterval: 99, dayOfWeek: 9 });

    // Assess
    expect(output.frequency).toBe('daily');
  });

  it('reports a missing interval while other fields are still wrong, as the form validates on every change', () => {
    // Act
    const errors = fieldErrors(scheduleFormSchema, { ...form, phoneNumber: '', frequency: 'custom', daysInterval: 0 });

    // Assess
    expect(errors).toEqual({
      phoneNumber: ['Phone number must be at least 10 digits'],
      daysInterval: ['Interval must be between 2 and 30 days'],
    });
  });
});

describe('shapeSchedulePayload', () => {
  it.each([
    ['daily', {}],
    ['weekly', { dayOfWeek: 1 }],
    ['custom', { daysInterval: 3 }],
  ] as const)('keeps only the fields a %s schedule uses', (frequency, kept) => {
    // Prepare
    const validForm = validOutput(scheduleFormSchema, { ...form, frequency });

    // Act
    const payload = shapeSchedulePayload(validForm);

    // Assess
    const { dayOfWeek: _d, daysInterval: _i, ...common } = validForm;
    expect(payload).toEqual({ ...common, frequency, ...kept });
  });
});

describe('schedulePayloadSchema', () => {
  const minimal = { phoneNumber: '555-123-4567', frequency: 'daily', timeOfDay: '08:30', timezone: 'Europe/London' };

  it('fills omitted switches with the defaults of a new schedule', () => {
    // Act
    const output = validOutput(schedulePayloadSchema, minimal);

    // Assess
    expect(output).toEqual({
      phoneNumber: '+15551234567',
      frequency: 'daily',
      timeOfDay: '08:30',
      timezone: 'Europe/London',
      isActive: true,
      escalateOnNoAnswer: true,
      escalateOnEmergency: true,
      escalateOnConcerning: false,
      escalateOnUnknown: true,
      language: 'en',
    });
  });

  it('takes the call language, and names the languages when given another', () => {
    expect(validOutput(schedulePayloadSchema, { ...minimal, language: 'fr' }).language).toBe('fr');
    expect(fieldErrors(schedulePayloadSchema, { ...minimal, language: 'de' })).toEqual({ language: ['Please choose a call language: en, es, fr'] });
  });

  it('drops the userId the client sends and the fields the frequency does not use', () => {
    // Act
    const output = validOutput(schedulePayloadSchema, {
      ...minimal,
      frequency: 'weekly',
      dayOfWeek: 5,
      daysInterval: 3,
      escalateOnConcerning: true,
      userId: 1,
    });

    // Assess
    expect(output).toEqual(expect.objectContaining({ frequency: 'weekly', dayOfWeek: 5, escalateOnConcerning: true }));
    expect(output).not.toHaveProperty('daysInterval');
    expect(output).not.toHaveProperty('userId');
  });

  it('needs the day for weekly and the interval for custom', () => {
    // Act / Assess
    expect(fieldErrors(schedulePayloadSchema, { ...minimal, frequency: 'weekly' })).toEqual({
      dayOfWeek: ['Please choose a day of the week'],
    });
    expect(fieldErrors(schedulePayloadSchema, { ...minimal, frequency: 'custom', daysInterval: 45 })).toEqual({
      daysInterval: ['Interval must be between 2 and 30 days'],
    });
  });

  it('gives field messages for every missing required field', () => {
    // Act
    const errors = fieldErrors(schedulePayloadSchema, {});

    // Assess
    expect(errors).toEqual({
      phoneNumber: ['Phone number must be at least 10 digits'],
      frequency: ['Please choose daily, weekly or custom'],
      timeOfDay: ['Must be in 24-hour format (HH:MM)'],
      timezone: ['Please choose a timezone from the list'],
    });
  });
});

describe('scheduleStatusSchema', () => {
  it('accepts the on/off switch alone', () => {
    // Act / Assess
    expect(validOutput(scheduleStatusSchema, { isActive: false })).toEqual({ isActive: false });
  });

  it('refuses anything else, so a status change cannot carry other edits', () => {
    // Act / Assess
    expect(fieldErrors(scheduleStatusSchema, { isActive: true, timeOfDay: '10:00' })).toEqual({
      timeOfDay: ['Unexpected field'],
    });
    expect(fieldErrors(scheduleStatusSchema, {})).toEqual({ isActive: ['Must be true or false'] });
    expect(fieldErrors(scheduleStatusSchema, { isActive: 'false' })).toEqual({ isActive: ['Must be true or false'] });
  });
});

describe('personName', () => {
  it('is optional, trimmed, and kept through payload shaping', () => {
    // Act
    const without = validOutput(schedulePayloadSchema, { phoneNumber: '4165550142', frequency: 'daily', timeOfDay: '09:00', timezone: 'UTC' });
    const named = validOutput(schedulePayloadSchema, {
      phoneNumber: '4165550142',
      personName: '  Rose Lopez ',
      frequency: 'daily',
      timeOfDay: '09:00',
      timezone: 'UTC',
    });

    // Assess
    expect(without).not.toHaveProperty('personName');
    expect(named.personName).toBe('Rose Lopez');
  });

  it.each([
    ['x'.repeat(61), 'Name must be at most 60 characters'],
    [42, 'Name must be at most 60 characters'],
  ])('says what is wrong with the name %j', (personName, message) => {
    // Act
    const errors = fieldErrors(scheduleFormSchema, { ...form, personName });

    // Assess
    expect(errors).toEqual({ personName: [message] });
  });

  it('accepts 60 characters', () => {
    // Act / Assess
    expect(validOutput(scheduleFormSchema, { ...form, personName: 'x'.repeat(60) }).personName).toHaveLength(60);
  });
});

describe('schedulePauseSchema', () => {
  it('takes a calendar date, or null to resume', () => {
    // Act / Assess
    expect(validOutput(schedulePauseSchema, { pausedUntil: '2026-12-05' })).toEqual({ pausedUntil: '2026-12-05' });
    expect(validOutput(schedulePauseSchema, { pausedUntil: null })).toEqual({ pausedUntil: null });
  });

  it.each([['2026-02-30'], ['2026-12-5'], ['05/12/2026'], [20261205], ['']])('refuses %j with a plain message', (pausedUntil) => {
    // Act
    const errors = fieldErrors(schedulePauseSchema, { pausedUntil });

    // Assess
    expect(errors).toEqual({ pausedUntil: ['Please choose a date (YYYY-MM-DD)'] });
  });

  it('names exactly one field', () => {
    // Act
    const errors = fieldErrors(schedulePauseSchema, { pausedUntil: '2026-12-05', isActive: true });

    // Assess
    expect(errors).toHaveProperty('isActive');
  });
});
