import { describe, expect, it } from 'vitest';
import { describeFrequency, formatCalendarDate, formatInTimezone, isPaused, nextCallDate, timezoneTest, type ScheduleRule } from './schedule-time.ts';

const daily = (timeOfDay: string, timezone: string): ScheduleRule => ({ frequency: 'daily', timeOfDay, timezone });
const next = (rule: ScheduleRule, now: string, lastCallDate?: string) =>
  nextCallDate(rule, { now: new Date(now), lastCallDate: lastCallDate ? new Date(lastCallDate) : undefined }).toISOString();

describe('nextCallDate', () => {
  it('calls later today when the time has not come yet', () => {
    // Prepare
    const rule = daily('09:00', 'America/New_York');

    // Act
    const result = next(rule, '2026-11-21T13:00:00Z'); // 08:00 EST

    // Assess
    expect(result).toBe('2026-11-21T14:00:00.000Z');
  });

  it('calls tomorrow when now is exactly the call time, since the next call is strictly later', () => {
    // Prepare
    const rule = daily('09:00', 'America/New_York');

    // Act
    const result = next(rule, '2026-11-21T14:00:00Z');

    // Assess
    expect(result).toBe('2026-11-22T14:00:00.000Z');
  });

  it('moves a time skipped by spring-forward to the same time after the gap (02:30 -> 03:30 EDT)', () => {
    // Prepare
    const rule = daily('02:30', 'America/New_York');

    // Act
    const result = next(rule, '2026-03-07T12:00:00Z');

    // Assess
    expect(result).toBe('2026-03-08T07:30:00.000Z');
  });

  it('uses the first (EDT) occurrence of a time that happens twice when clocks go back', () => {
    // Prepare
    const rule = daily('01:30', 'America/New_York');

    // Act
    const result = next(rule, '2026-10-31T12:00:00Z');

    // Assess
    expect(result).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT, not 01:30 EST (06:30Z)
  });

  it('does not call a second time at the repeated hour after the first occurrence has passed', () => {
    // Prepare
    const rule = daily('01:30', 'America/New_York');

    // Act
    const result = next(rule, '2026-11-01T05:45:00Z'); // 01:45 EDT, before the repeated 01:30 EST

    // Assess
    expect(result).toBe('2026-11-02T06:30:00.000Z');
  });

  it('handles the half-hour daylight saving change of Lord Howe Island', () => {
    // Prepare: clocks go 02:00 -> 02:30 on 2026-10-04 and 02:00 -> 01:30 on 2026-04-05.
    const gapTime = daily('02:15', 'Australia/Lord_Howe');
    const repeatedTime = daily('01:45', 'Australia/Lord_Howe');

    // Act
    const inGap = next(gapTime, '2026-10-03T00:00:00Z');
    const inOverlap = next(repeatedTime, '2026-04-04T00:00:00Z');

    // Assess
    expect(inGap).toBe('2026-10-03T15:45:00.000Z'); // 02:45 at +11:00
    expect(inOverlap).toBe('2026-04-04T14:45:00.000Z'); // the first 01:45, still at +11:00
  });

  it('respects offsets of a quarter hour (Kathmandu, Chatham)', () => {
    // Prepare
    const kathmandu = daily('09:00', 'Asia/Kathmandu');
    const chatham = daily('09:00', 'Pacific/Chatham');

    // Act
    const inKathmandu = next(kathmandu, '2026-11-21T00:00:00Z');
    const inChatham = next(chatham, '2026-11-21T00:00:00Z');

    // Assess
    expect(inKathmandu).toBe('2026-11-21T03:15:00.000Z'); // +05:45
    expect(inChatham).toBe('2026-11-21T19:15:00.000Z'); // 09:00 on the 22nd at +13:45
  });

  it('calls weekly on the chosen weekday, next week once this week has passed', () => {
    // Prepare: 2026-11-23 is a Monday.
    const mondays: ScheduleRule = { frequency: 'weekly', dayOfWeek: 1, timeOfDay: '09:00', timezone: 'Europe/London' };

    // Act
    const beforeTheCall = next(mondays, '2026-11-23T08:59:00Z');
    const afterTheCall = next(mondays, '2026-11-23T09:00:00Z');
    const fromSaturday = next(mondays, '2026-11-21T20:00:00Z');

    // Assess
    expect(beforeTheCall).toBe('2026-11-23T09:00:00.000Z');
    expect(afterTheCall).toBe('2026-11-30T09:00:00.000Z');
    expect(fromSaturday).toBe('2026-11-23T09:00:00.000Z');
  });

  it('reads the weekday in the schedule timezone, not in UTC', () => {
    // Prepare: Sunday 23:00 UTC is already Monday in Auckland.
    const mondays: ScheduleRule = { frequency: 'weekly', dayOfWeek: 1, timeOfDay: '20:00', timezone: 'Pacific/Auckland' };

    // Act
    const result = next(mondays, '2026-11-22T23:00:00Z'); // Monday 12:00 NZDT

    // Assess
    expect(result).toBe('2026-11-23T07:00:00.000Z'); // Monday 20:00 NZDT
  });

  it('calls a custom schedule daysInterval local days after the previous call', () => {
    // Prepare
    const everyThreeDays: ScheduleRule = { frequency: 'custom', daysInterval: 3, timeOfDay: '09:00', timezone: 'Asia/Kolkata' };

    // Act
    const result = next(everyThreeDays, '2026-11-21T12:00:00Z', '2026-11-20T03:30:00Z');

    // Assess
    expect(result).toBe('2026-11-23T03:30:00.000Z');
  });

  it('keeps adding the interval when the previous call is long past', () => {
    // Prepare
    const everyWeekOrSo: ScheduleRule = { frequency: 'custom', daysInterval: 7, timeOfDay: '09:00', timezone: 'UTC' };

    // Act
    const result = next(everyWeekOrSo, '2026-11-21T12:00:00Z', '2026-11-01T09:00:00Z');

    // Assess
    expect(result).toBe('2026-11-22T09:00:00.000Z');
  });

  it('counts custom days from the local date of the previous call, even across midnight UTC', () => {
    // Prepare: 2026-11-20T23:30Z is the 21st in Tokyo.
    const everyTwoDays: ScheduleRule = { frequency: 'custom', daysInterval: 2, timeOfDay: '09:00', timezone: 'Asia/Tokyo' };

    // Act
    const result = next(everyTwoDays, '2026-11-21T00:00:00Z', '2026-11-20T23:30:00Z');

    // Assess
    expect(result).toBe('2026-11-23T00:00:00.000Z'); // 09:00 on the 23rd in Tokyo
  });

  it('makes the first call of a custom schedule like a daily one', () => {
    // Prepare
    const everyFiveDays: ScheduleRule = { frequency: 'custom', daysInterval: 5, timeOfDay: '18:00', timezone: 'UTC' };

    // Act
    const result = next(everyFiveDays, '2026-11-21T12:00:00Z');

    // Assess
    expect(result).toBe('2026-11-21T18:00:00.000Z');
  });

  it('refuses rules that validation would have refused', () => {
    // Prepare
    const now = { now: new Date('2026-11-21T12:00:00Z') };

    // Act / Assess
    expect(() => nextCallDate(daily('9:00', 'UTC'), now)).toThrow(RangeError);
    expect(() => nextCallDate(daily('09:00', 'Mars/Olympus_Mons'), now)).toThrow(RangeError);
    expect(() => nextCallDate({ frequency: 'weekly', timeOfDay: '09:00', timezone: 'UTC' }, now)).toThrow(RangeError);
    expect(() => nextCallDate({ frequency: 'custom', timeOfDay: '09:00', timezone: 'UTC' }, now)).toThrow(RangeError);
  });
});

describe('timezoneTest', () => {
  it('answers with the inputs, the times and the next call, as /test/timezone shows them', () => {
    // Prepare
    const now = new Date('2026-11-21T19:05:09Z');

    // Act
    const response = timezoneTest({ timeOfDay: '12:00', timezone: 'America/Toronto', now });

    // Assess
    expect(response).toEqual({
      input: {
        timeOfDay: '12:00',
        timezone: 'America/Toronto',
        currentServerTime: '2026-11-21T19:05:09.000Z',
        currentUserTime: '2026-11-21 14:05:09',
        hasTimePassedToday: true,
      },
      result: {
        nextCallDate: '2026-11-22T17:00:00.000Z',
        formattedInUserTimezone: 'Sunday, November 22, 2026 at 12:00 PM EST',
      },
    });
  });

  it('says the time has not passed and calls today when it is still morning there', () => {
    // Prepare
    const now = new Date('2026-11-21T13:00:00Z'); // 08:00 in Toronto

    // Act
    const response = timezoneTest({ timeOfDay: '12:00', timezone: 'America/Toronto', now });

    // Assess
    expect(response.input.hasTimePassedToday).toBe(false);
    expect(response.result.nextCallDate).toBe('2026-11-21T17:00:00.000Z');
  });

  it('formats zones without a short name by their offset', () => {
    // Prepare
    const instant = new Date('2026-11-22T06:30:00Z');

    // Act
    const shown = formatInTimezone(instant, 'Asia/Kolkata');

    // Assess
    expect(shown).toBe('Sunday, November 22, 2026 at 12:00 PM GMT+5:30');
  });
});

describe('describeFrequency', () => {
  it('writes the frequency as Call Settings and the dashboard show it', () => {
    // Act / Assess
    expect(describeFrequency({ frequency: 'daily' })).toBe('Daily calls');
    expect(describeFrequency({ frequency: 'weekly', dayOfWeek: 3 })).toBe('Weekly on Wednesday');
    expect(describeFrequency({ frequency: 'custom', daysInterval: 4 })).toBe('Every 4 days');
    expect(describeFrequency({ frequency: 'daily' }, 'short')).toBe('Daily');
    expect(describeFrequency({ frequency: 'weekly', dayOfWeek: 3 }, 'short')).toBe('Weekly');
  });
});

describe('nextCallDate while paused', () => {
  const paused = (rule: ScheduleRule, now: string, pausedUntil: string, lastCallDate?: string) =>
    nextCallDate(rule, { now: new Date(now), pausedUntil, lastCallDate: lastCallDate ? new Date(lastCallDate) : undefined }).toISOString();

  it('makes no call before the paused-until date and calls at the first slot on it', () => {
    // Prepare
    const rule = daily('09:00', 'America/Toronto');

    // Act
    const result = paused(rule, '2026-11-23T18:00:00Z', '2026-12-05');

    // Assess
    expect(result).toBe('2026-12-05T14:00:00.000Z'); // 09:00 EST on December 5
  });

  it('holds nothing back when the date is before today', () => {
    // Prepare
    const rule = daily('09:00', 'America/Toronto');

    // Act
    const result = paused(rule, '2026-11-23T12:00:00Z', '2026-11-20');

    // Assess
    expect(result).toBe('2026-11-23T14:00:00.000Z'); // later today, as if not paused
  });

  it('calls later today when paused until today', () => {
    // Prepare
    const rule = daily('18:00', 'Pacific/Auckland');

    // Act: 09:00 on the 24th in Auckland
    const result = paused(rule, '2026-11-23T20:00:00Z', '2026-11-24');

    // Assess
    expect(result).toBe('2026-11-24T05:00:00.000Z');
  });

  it('reads the date in the schedule timezone, not in UTC', () => {
    // Prepare: 23:30 in Tokyo on December 4 is still December 4 in UTC only until 15:00Z.
    const rule = daily('23:30', 'Asia/Tokyo');

    // Act
    const result = paused(rule, '2026-11-23T00:00:00Z', '2026-12-05');

    // Assess
    expect(result).toBe('2026-12-05T14:30:00.000Z'); // 23:30 JST on December 5, not December 4
  });

  it('takes the gap-shifted slot of a spring-forward day that is the paused-until date', () => {
    // Prepare
    const rule = daily('02:30', 'America/New_York');

    // Act
    const result = paused(rule, '2026-03-01T12:00:00Z', '2026-03-08');

    // Assess
    expect(result).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
  });

  it('counts a slot on a date whose midnight does not exist (Havana springs forward at 00:00)', () => {
    // Prepare
    const rule = daily('00:30', 'America/Havana');

    // Act
    const result = paused(rule, '2026-03-01T12:00:00Z', '2026-03-08');

    // Assess
    expect(result).toBe('2026-03-08T05:30:00.000Z'); // 01:30 CDT, the shifted 00:30
  });

  it('uses the first occurrence of a repeated time on a fall-back paused-until date', () => {
    // Prepare
    const rule = daily('01:30', 'America/New_York');

    // Act
    const result = paused(rule, '2026-10-20T12:00:00Z', '2026-11-01');

    // Assess
    expect(result).toBe('2026-11-01T05:30:00.000Z');
  });

  it('calls a weekly schedule on its weekday after the pause', () => {
    // Prepare: Mondays; paused until Wednesday December 2
    const rule: ScheduleRule = { frequency: 'weekly', dayOfWeek: 1, timeOfDay: '10:00', timezone: 'Europe/London' };

    // Act
    const result = paused(rule, '2026-11-23T12:00:00Z', '2026-12-02');

    // Assess
    expect(result).toBe('2026-12-07T10:00:00.000Z');
  });

  it('keeps a custom schedule on its interval after the pause', () => {
    // Prepare: every 3 days from November 20 (23, 26, 29 ...), paused until the 27th
    const rule: ScheduleRule = { frequency: 'custom', daysInterval: 3, timeOfDay: '09:00', timezone: 'UTC' };

    // Act
    const result = paused(rule, '2026-11-21T12:00:00Z', '2026-11-27', '2026-11-20T09:00:00Z');

    // Assess
    expect(result).toBe('2026-11-29T09:00:00.000Z');
  });
});

describe('nextCallDate with a skipped call', () => {
  it('takes the slot after the skipped one', () => {
    // Prepare
    const rule = daily('09:00', 'America/Toronto');

    // Act
    const result = nextCallDate(rule, { now: new Date('2026-11-23T12:00:00Z'), skippedCallDate: new Date('2026-11-23T14:00:00Z') });

    // Assess
    expect(result.toISOString()).toBe('2026-11-24T14:00:00.000Z');
  });

  it('ignores a skipped call that is no longer the next one', () => {
    // Prepare
    const rule = daily('09:00', 'America/Toronto');

    // Act
    const result = nextCallDate(rule, { now: new Date('2026-11-23T12:00:00Z'), skippedCallDate: new Date('2026-11-22T14:00:00Z') });

    // Assess
    expect(result.toISOString()).toBe('2026-11-23T14:00:00.000Z');
  });
});

describe('isPaused', () => {
  it('holds while the date is after today in the schedule timezone, and ends on that date', () => {
    // Prepare: 2026-11-23T12:00Z is the 24th in Auckland
    const now = new Date('2026-11-23T12:00:00Z');

    // Assess
    expect(isPaused({ pausedUntil: '2026-11-24', timezone: 'UTC' }, now)).toBe(true);
    expect(isPaused({ pausedUntil: '2026-11-24', timezone: 'Pacific/Auckland' }, now)).toBe(false);
    expect(isPaused({ timezone: 'UTC' }, now)).toBe(false);
    expect(formatCalendarDate('2026-12-05')).toBe('Saturday, December 5, 2026');
  });
});
