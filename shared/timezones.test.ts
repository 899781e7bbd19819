import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { SCHEDULE_TIMEZONES, TIMEZONE_TEST_ZONES, timezoneLabel } from './timezones.ts';

describe('timezone lists', () => {
  it.each([
    ['schedule', SCHEDULE_TIMEZONES],
    ['timezone test', TIMEZONE_TEST_ZONES],
  ] as const)('the %s list holds only zones that Intl and Temporal accept, each once', (_name, zones) => {
    // Act
    const refusedByIntl = zones.filter((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return false;
      } catch {
        return true;
      }
    });
    const refusedByTemporal = zones.filter((zone) => {
      try {
        Temporal.Now.zonedDateTimeISO(zone);
        return false;
      } catch {
        return true;
      }
    });

    // Assess
    expect(refusedByIntl).toEqual([]);
    expect(refusedByTemporal).toEqual([]);
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('offers about 70 schedule zones, UTC first, across every region', () => {
    // Act
    const regions = new Set(SCHEDULE_TIMEZONES.map((zone) => zone.split('/')[0]));

    // Assess
    expect(SCHEDULE_TIMEZONES[0]).toBe('UTC');
    expect(SCHEDULE_TIMEZONES.length).toBeGreaterThanOrEqual(65);
    expect(SCHEDULE_TIMEZONES.length).toBeLessThanOrEqual(75);
    expect([...regions]).toEqual(expect.arrayContaining(['America', 'Europe', 'Asia', 'Africa', 'Australia', 'Pacific']));
    expect(SCHEDULE_TIMEZONES).toEqual(
      expect.arrayContaining([
        'America/New_York',
        'America/Toronto',
        'America/St_Johns',
        'America/Sao_Paulo',
        'Europe/London',
        'Asia/Kolkata',
        'Asia/Kathmandu',
        'Africa/Cairo',
        'Australia/Lord_Howe',
        'Pacific/Auckland',
        'Pacific/Chatham',
      ]),
    );
  });

  it('offers about 75 zones in the timezone test, including its default America/Toronto', () => {
    // Assess
    expect(TIMEZONE_TEST_ZONES.length).toBeGreaterThanOrEqual(70);
    expect(TIMEZONE_TEST_ZONES.length).toBeLessThanOrEqual(80);
    expect(TIMEZONE_TEST_ZONES).toContain('America/Toronto');
    expect(TIMEZONE_TEST_ZONES).toEqual(expect.arrayContaining([...SCHEDULE_TIMEZONES]));
  });
});

describe('timezoneLabel', () => {
  it('names the zone with the offset in force at that moment', () => {
    // Prepare
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');

    // Act / Assess
    expect(timezoneLabel('America/New_York', winter)).toBe('America/New York (GMT-05:00)');
    expect(timezoneLabel('America/New_York', summer)).toBe('America/New York (GMT-04:00)');
    expect(timezoneLabel('UTC', winter)).toBe('UTC (GMT+00:00)');
    expect(timezoneLabel('Asia/Kathmandu', winter)).toBe('Asia/Kathmandu (GMT+05:45)');
  });
});
