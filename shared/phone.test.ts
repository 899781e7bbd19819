import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emergencyNumber, formatPhone, normalizePhone, readPhone } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['5551234567', '+15551234567'],
    ['(555) 123-4567', '+15551234567'],
    ['555.123.4567', '+15551234567'],
    ['  555 123 4567 ', '+15551234567'],
    ['1-555-123-4567', '+15551234567'],
    ['+1 (555) 123-4567', '+15551234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+61 412 345 678', '+61412345678'],
    ['442079460958', '+442079460958'],
  ])('reads %j as %s', (typed, e164) => {
    // Act
    const result = normalizePhone(typed);

    // Assess
    expect(result).toBe(e164);
  });

  it.each([
    ['fewer than 10 digits', '555-1234'],
    ['letters', '555-CALL-NOW'],
    ['a letter among 10 digits', '555123456x7'],
    ['more than 15 digits', '+1234567890123456'],
    ['a country code starting with 0', '+0441234567890'],
    ['a national number with a trunk 0 and no country code', '020 7946 0958'],
    ['nothing', ''],
  ])('refuses %s', (_case, typed) => {
    // Act
    const result = normalizePhone(typed);

    // Assess
    expect(result).toBeNull();
  });

  it('says why a number was refused, so the form can say how to fix it', () => {
    // Act / Assess
    expect(readPhone('555-1234')).toEqual({ ok: false, problem: 'too-short' });
    expect(readPhone('+1234567890123456')).toEqual({ ok: false, problem: 'too-long' });
    expect(readPhone('020 7946 0958')).toEqual({ ok: false, problem: 'no-country-code' });
  });
});

describe('formatPhone', () => {
  it('shows North American numbers the way people write them', () => {
    // Act
    const shown = formatPhone('+15551234567');

    // Assess
    expect(shown).toBe('(555) 123-4567');
  });

  it('shows other numbers with their country code in plain groups', () => {
    // Act
    const shown = formatPhone('+442079460958');

    // Assess
    expect(shown).toBe('+44 207 946 0958');
  });

  it('leaves something that is not a phone number as it is', () => {
    // Act
    const shown = formatPhone('call me');

    // Assess
    expect(shown).toBe('call me');
  });
});

describe('phone numbers round trip', () => {
  const northAmerican = fc
    .tuple(fc.integer({ min: 200, max: 999 }), fc.integer({ min: 200, max: 999 }), fc.integer({ min: 0, max: 9999 }))
    .map(([area, exchange, line]) => `+1${area}${exchange}${String(line).padStart(4, '0')}`);
  const international = fc
    .tuple(fc.integer({ min: 2, max: 9 }), fc.stringMatching(/^\d{9,13}$/))
    .map(([first, rest]) => `+${first}${rest}`);

  it('normalising an E.164 number, or its formatted form, gives the same number back', () => {
    fc.assert(
      fc.property(fc.oneof(northAmerican, international), (e164) => {
        // Act
        const again = normalizePhone(e164);
        const fromDisplay = normalizePhone(formatPhone(e164));

        // Assess
        expect(again).toBe(e164);
        expect(fromDisplay).toBe(e164);
      }),
    );
  });
});

describe('emergencyNumber', () => {
  it.each([
    ['+14165550100', '911'],
    ['+12125550100', '911'],
    ['+447700900123', '999'],
    ['+61412345678', '000'],
    ['+64211234567', '111'],
    ['+33612345678', '112'],
    ['+34612345678', '112'],
  ])('%s -> %s', (phone, expected) => {
    expect(emergencyNumber(phone)).toBe(expected);
  });
});
