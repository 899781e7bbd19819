import { describe, expect, it } from 'vitest';
import { parsePhoneSettings, phoneKey } from './phone-settings.ts';

describe('parsePhoneSettings', () => {
  it('fills in what is left out', () => {
    expect(parsePhoneSettings({})).toEqual({ ok: true, value: { behaviour: 'answer', replies: [], digits: [] } });
    expect(parsePhoneSettings({ behaviour: 'voicemail', replies: [' Yes '], digits: ['1#'] })).toEqual({
      ok: true,
      value: { behaviour: 'voicemail', replies: ['Yes'], digits: ['1#'] },
    });
  });

  it('names every field that is wrong', () => {
    const result = parsePhoneSettings({ behaviour: 'ring', replies: [''], digits: [1], behavior: 'busy' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['behavior', 'behaviour', 'digits', 'replies']);
    expect(result.errors.digits).toEqual(['Entry 1 must be a string.']);
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
