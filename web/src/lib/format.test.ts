import { describe, expect, it } from 'vitest';
import { capitalise, formatCallTime, formatDuration, formatTimeOfDay, healthOf } from './format.ts';

describe('formatCallTime', () => {
  it("reads like 'Jan 5, 2025 3:04 PM' in the reader's timezone", () => {
    // Prepare
    const local = new Date(2025, 0, 5, 15, 4);
    // Act / Assess
    expect(formatCallTime(local.toISOString())).toBe('Jan 5, 2025 3:04 PM');
    expect(formatCallTime(new Date(2025, 0, 5, 0, 9).toISOString())).toBe('Jan 5, 2025 12:09 AM');
  });

  it('says N/A when there is no usable time', () => {
    expect(formatCallTime(undefined)).toBe('N/A');
    expect(formatCallTime('not a date')).toBe('N/A');
  });
});

describe('formatDuration', () => {
  it('shows minutes:seconds, or N/A', () => {
    expect(formatDuration(125)).toBe('2:05');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(undefined)).toBe('N/A');
  });
});

describe('small formatters', () => {
  it('formats times of day, statuses and health', () => {
    expect(formatTimeOfDay('09:00')).toBe('9:00 AM');
    expect(formatTimeOfDay('00:30')).toBe('12:30 AM');
    expect(formatTimeOfDay('12:15')).toBe('12:15 PM');
    expect(capitalise('no-answer')).toBe('No-answer');
    expect(healthOf('emergency')).toBe('emergency');
    expect(healthOf('bad')).toBe('unknown');
  });
});
