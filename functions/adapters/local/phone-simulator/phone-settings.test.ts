import { describe, expect, it } from 'vitest';
import { parsePhoneSettings, parseSimulatorSettings, phoneKey } from './phone-settings.ts';

describe('parsePhoneSettings', () => {
  it('fills in what is left out', () => {
    expect(parsePhoneSettings({})).toEqual({ ok: true, value: { behaviour: 'answer', replies: [], digits: [], acceptsSms: true } });
    expect(parsePhoneSettings({ behaviour: 'voicemail', replies: [' Yes '], digits: ['1#'] })).toEqual({
      ok: true,
      value: { behaviour: 'voicemail', replies: ['Yes'], digits: ['1#'], acceptsSms: true },
    });
  });

  it('makes a landline with acceptsSms: false, and takes only true or false', () => {
    expect(parsePhoneSettings({ acceptsSms: false })).toMatchObject({ ok: true, value: { behaviour: 'answer', acceptsSms: false } });
    const result = parsePhoneSettings({ acceptsSms: 'no' });
    expect(result).toMatchObject({ ok: false, errors: { acceptsSms: ['acceptsSms must be true or false.'] } });
  });

  it('names every field that is wrong', () => {
    const result = parsePhoneSettings({ behaviour: 'ring', replies: [''], digits: [1], behavior: 'busy' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['behavior', 'behaviour', 'digits', 'replies']);
    expect(result.errors.digits).toEqual(['Entry 1 must be a string.']);
  });
});

describe('parseSimulatorSettings', () => {
  it('takes a positive call rate, or null for no limit', () => {
    expect(parseSimulatorSettings({ callsPerSecond: 1 })).toEqual({ ok: true, value: { callsPerSecond: 1 } });
    expect(parseSimulatorSettings({ callsPerSecond: 0.5 })).toEqual({ ok: true, value: { callsPerSecond: 0.5 } });
    expect(parseSimulatorSettings({ callsPerSecond: null })).toEqual({ ok: true, value: { callsPerSecond: null } });
    expect(parseSimulatorSettings({})).toEqual({ ok: true, value: { callsPerSecond: null } });
  });

  it('refuses zero, negative, non-numbers and unknown fields', () => {
    for (const bad of [0, -1, '2', Number.POSITIVE_INFINITY, true]) {
      expect(parseSimulatorSettings({ callsPerSecond: bad })).toMatchObject({ ok: false, errors: { callsPerSecond: [expect.any(String)] } });
    }
    expect(parseSimulatorSettings({ callsPerSec: 1 })).toMatchObject({ ok: false, errors: { callsPerSec: [expect.any(String)] } });
    expect(parseSimulatorSettings([])).toMatchObject({ ok: false, errors: { body: [expect.any(String)] } });
  });
});

describe('phoneKey', () => {
  it('files North American numbers without a country code under +1', () => {
    expect(phoneKey('+14165550142')).toBe('+14165550142');
    expect(phoneKey('4165550142')).toBe('+14165550142');
    expect(phoneKey('(416) 555-0142')).toBe('+14165550142');
    expect(phoneKey('+44 20 7946 0958')).toBe('+442079460958');
    expect(phoneKey('banana')).toBe('banana');
  });
});
