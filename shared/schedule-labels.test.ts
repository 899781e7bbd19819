import { describe, expect, it } from 'vitest';
import { calendarDateIn, isPaused } from './schedule-labels.ts';
import { localDateIn } from './schedule-time.ts';

// Zones with half-hour and 45-minute offsets, both hemispheres' DST, and the date line.
const ZONES = ['UTC', 'America/New_York', 'America/Los_Angeles', 'Europe/London', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Auckland', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];

describe('calendarDateIn', () => {
  it('reads the same wall calendar date as the Temporal rules, every 211 minutes for two years in ten zones', { timeout: 30_000 }, () => {
    // Prepare: instants through 2026 and 2027; a step of 211 minutes lands at every time of day in turn.
    const start = Date.UTC(2026, 0, 1);
    const end = Date.UTC(2028, 0, 1);
    const mismatches: string[] = [];

    // Act
    for (let t = start; t < end; t += 211 * 60_000) {
      const now = new Date(t);
      for (const zone of ZONES) {
        const expected = localDateIn(zone, now);
        if (calendarDateIn(zone, now) !== expected) mismatches.push(`${zone} ${now.toISOString()}: ${calendarDateIn(zone, now)} != ${expected}`);
      }
    }

    // Assess
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});

describe('isPaused', () => {
  it('holds calls back until the paused-until date begins in the schedule timezone', () => {
    // Prepare: 23 November 2026, 11:30 UTC, which is already 24 November in Auckland.
    const now = new Date('2026-11-23T11:30:00Z');

    // Act / Assess
    expect(isPaused({ pausedUntil: '2026-11-24', timezone: 'UTC' }, now)).toBe(true);
    expect(isPaused({ pausedUntil: '2026-11-24', timezone: 'Pacific/Auckland' }, now)).toBe(false);
    expect(isPaused({ pausedUntil: undefined, timezone: 'UTC' }, now)).toBe(false);
  });
});
