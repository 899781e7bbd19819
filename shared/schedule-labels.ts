// The parts of the schedule rules that the screens read and that need no time zone arithmetic:
// names, labels, and whether a pause still holds. They live apart from schedule-time.ts so that a
// page showing schedules (the dashboard) does not download temporal-polyfill (about 18 KB gzip);
// schedule-time.ts re-exports them, so the rules still have one home.
import type { ScheduleFrequency } from './schemas/call-schedule.ts';

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const calendarDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** `Friday, December 4, 2026`: a `YYYY-MM-DD` date as the cards write it. */
export function formatCalendarDate(date: string): string {
  return calendarDate.format(new Date(`${date}T12:00:00Z`));
}

/**
 * Frequency as the screens write it. `long` (Call Settings): 'Daily calls', 'Weekly on Monday',
 * 'Every 3 days'. `short` (dashboard): 'Daily', 'Weekly', 'Every 3 days'.
 */
export function describeFrequency(
  rule: { frequency: ScheduleFrequency; dayOfWeek?: number | undefined; daysInterval?: number | undefined },
  style: 'long' | 'short' = 'long',
): string {
  switch (rule.frequency) {
    case 'daily':
      return style === 'long' ? 'Daily calls' : 'Daily';
    case 'weekly': {
      const day = rule.dayOfWeek === undefined ? undefined : WEEKDAY_NAMES[rule.dayOfWeek];
      return style === 'long' && day ? `Weekly on ${day}` : 'Weekly';
    }
    case 'custom':
      return rule.daysInterval === undefined ? 'Custom interval' : `Every ${rule.daysInterval} days`;
  }
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * `YYYY-MM-DD`: the date on the wall calendar in `timezone` at `now`. Reading a calendar needs no
 * offset arithmetic, so the browser's own time zone data answers it (schedule-time.ts's
 * `localDateIn` gives the same answer with Temporal; schedule-labels.test.ts holds them together).
 */
export function calendarDateIn(timezone: string, now: Date): string {
  let formatter = dateFormatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timezone, formatter);
  }
  const parts = formatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** True while a pause still holds calls back: `pausedUntil` is after today's date in the schedule's timezone. */
export function isPaused(schedule: { pausedUntil?: string | undefined; timezone: string }, now: Date): boolean {
  return !!schedule.pausedUntil && schedule.pausedUntil > calendarDateIn(schedule.timezone, now);
}
