// Wall-clock rules for check-in calls (docs/schedules-and-time.md). Storage holds UTC
// instants; this is the one place that turns "09:00 in America/New_York" into an instant. Temporal
// does the zone arithmetic, so daylight saving time is handled by the time zone database rather
// than by offset maths of our own.
import { Temporal } from 'temporal-polyfill';
import type { ScheduleFrequency } from './schemas/call-schedule.ts';

// Names and labels that need no Temporal have their own module (the dashboard loads only that).
export { describeFrequency, formatCalendarDate, isPaused, WEEKDAY_NAMES } from './schedule-labels.ts';

export interface ScheduleRule {
  frequency: ScheduleFrequency;
  /** `HH:MM`, 24-hour, wall clock in `timezone`. */
  timeOfDay: string;
  /** IANA zone id. */
  timezone: string;
  /** Weekly only: 0 = Sunday ... 6 = Saturday. */
  dayOfWeek?: number | undefined;
  /** Custom only: days between calls. */
  daysInterval?: number | undefined;
}

export interface NextCallOptions {
  now: Date;
  /** Custom schedules count from the local date of the previous call. */
  lastCallDate?: Date | undefined;
  /** `YYYY-MM-DD` in the schedule's timezone: no call before that local date (a past date holds nothing back). */
  pausedUntil?: string | undefined;
  /** A call the account holder skipped: if the rule lands on it, the one after it is taken. */
  skippedCallDate?: Date | undefined;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

function parseTimeOfDay(timeOfDay: string): Temporal.PlainTime {
  const match = TIME_OF_DAY.exec(timeOfDay);
  if (!match) throw new RangeError(`timeOfDay must be HH:MM (24-hour), got ${JSON.stringify(timeOfDay)}`);
  return new Temporal.PlainTime(Number(match[1]), Number(match[2]));
}

/**
 * The instant of `time` on `date` in `timezone`. 'compatible' is the rule docs/schedules-and-time.md asks for:
 * a time skipped by a spring-forward gap moves forward by the gap, and a time that occurs twice
 * in a fall-back overlap takes the first (earlier) occurrence.
 */
function callInstant(date: Temporal.PlainDate, time: Temporal.PlainTime, timezone: string): Temporal.Instant {
  return date.toPlainDateTime(time).toZonedDateTime(timezone, { disambiguation: 'compatible' }).toInstant();
}

const toInstant = (date: Date) => Temporal.Instant.fromEpochMilliseconds(date.getTime());
const localDate = (instant: Temporal.Instant, timezone: string) => instant.toZonedDateTimeISO(timezone).toPlainDate();
const isAfter = (a: Temporal.Instant, b: Temporal.Instant) => Temporal.Instant.compare(a, b) > 0;

/**
 * The first call strictly after `now`: on each qualifying local date (every day; weekly on
 * `dayOfWeek`; custom every `daysInterval` days from the local date of `lastCallDate`) at
 * `timeOfDay` in `timezone`. A custom schedule that has not called yet calls like a daily one.
 * Throws RangeError for a rule that validation would have refused.
 */
export function nextCallDate(rule: ScheduleRule, { now, lastCallDate, pausedUntil, skippedCallDate }: NextCallOptions): Date {
  let after = toInstant(now);
  if (pausedUntil) {
    // Strictly after the instant just before the paused-until date begins there: its first slot
    // counts. startOfDay is the zone's own midnight (or the first instant after a midnight gap).
    const dayStarts = Temporal.PlainDate.from(pausedUntil).toZonedDateTime({ timeZone: rule.timezone }).toInstant();
    const justBefore = dayStarts.subtract({ nanoseconds: 1 });
    if (isAfter(justBefore, after)) after = justBefore;
  }
  const next = firstSlotAfter(rule, after, lastCallDate);
  if (skippedCallDate && next.getTime() === skippedCallDate.getTime()) {
    return firstSlotAfter(rule, toInstant(next), lastCallDate);
  }
  return next;
}

/** `YYYY-MM-DD`: the local date in `timezone` at `now`. */
export function localDateIn(timezone: string, now: Date): string {
  return localDate(toInstant(now), timezone).toString();
}

function firstSlotAfter(rule: ScheduleRule, nowInstant: Temporal.Instant, lastCallDate: Date | undefined): Date {
  const time = parseTimeOfDay(rule.timeOfDay);
  // Start the day before: a shifted gap time can in principle fall on the next local date.
  const firstDate = localDate(nowInstant, rule.timezone).subtract({ days: 1 });

  const firstAfterNow = (dates: Iterable<Temporal.PlainDate>): Date => {
    for (const date of dates) {
      const instant = callInstant(date, time, rule.timezone);
      if (isAfter(instant, nowInstant)) return new Date(instant.epochMilliseconds);
    }
    throw new RangeError('No call time found; the time zone data looks inconsistent');
  };

  switch (rule.frequency) {
    case 'daily':
      return firstAfterNow(everyDays(firstDate, 1, 4));
    case 'weekly': {
      const day = rule.dayOfWeek;
      if (day === undefined || !Number.isInteger(day) || day < 0 || day > 6) {
        throw new RangeError(`A weekly schedule needs dayOfWeek 0-6, got ${String(day)}`);
      }
      // Temporal numbers Monday 1 ... Sunday 7; ours is Sunday 0 ... Saturday 6.
      const offset = (day - (firstDate.dayOfWeek % 7) + 7) % 7;
      return firstAfterNow(everyDays(firstDate.add({ days: offset }), 7, 3));
    }
    case 'custom': {
      const interval = rule.daysInterval;
      if (interval === undefined || !Number.isInteger(interval) || interval < 1) {
        throw new RangeError(`A custom schedule needs a whole daysInterval, got ${String(interval)}`);
      }
      if (!lastCallDate) return firstAfterNow(everyDays(firstDate, 1, 4));
      const lastDate = localDate(toInstant(lastCallDate), rule.timezone);
      // Skip whole intervals that are already over, then look at the next few.
      const elapsed = lastDate.until(firstDate, { largestUnit: 'days' }).days;
      const skipped = Math.max(1, Math.floor(elapsed / interval));
      return firstAfterNow(everyDays(lastDate.add({ days: skipped * interval }), interval, 4));
    }
  }
}

function* everyDays(start: Temporal.PlainDate, step: number, count: number): Generator<Temporal.PlainDate> {
  for (let i = 0; i < count; i += 1) yield start.add({ days: i * step });
}

const readableFormatters = new Map<string, Intl.DateTimeFormat>();

/** `Sunday, November 22, 2026 at 12:00 PM EST`: an instant as a person in `timezone` reads it. */
export function formatInTimezone(instant: Date, timezone: string): string {
  let formatter = readableFormatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    readableFormatters.set(timezone, formatter);
  }
  // ICU puts a narrow no-break space before AM/PM; a plain space copies and compares predictably.
  return formatter.format(instant).replace(/[\u202f\u00a0]/g, ' ');
}

export interface TimezoneTestResponse {
  input: {
    timeOfDay: string;
    timezone: string;
    /** UTC ISO-8601. */
    currentServerTime: string;
    /** Wall clock in `timezone`, `YYYY-MM-DD HH:MM:SS`. */
    currentUserTime: string;
    /** Whether today's `timeOfDay` in `timezone` is already past, so the next call is tomorrow. */
    hasTimePassedToday: boolean;
  };
  result: {
    /** UTC ISO-8601. */
    nextCallDate: string;
    formattedInUserTimezone: string;
  };
}

/** The body of GET /test/timezone (docs/screens-and-data.md): a daily call at `timeOfDay`. */
export function timezoneTest({
  timeOfDay,
  timezone,
  now,
}: {
  timeOfDay: string;
  timezone: string;
  now: Date;
}): TimezoneTestResponse {
  const time = parseTimeOfDay(timeOfDay);
  const nowInstant = toInstant(now);
  const nowLocal = nowInstant.toZonedDateTimeISO(timezone);
  const today = callInstant(nowLocal.toPlainDate(), time, timezone);
  const next = nextCallDate({ frequency: 'daily', timeOfDay, timezone }, { now });
  return {
    input: {
      timeOfDay,
      timezone,
      currentServerTime: now.toISOString(),
      currentUserTime: nowLocal.toPlainDateTime().toString({ smallestUnit: 'second' }).replace('T', ' '),
      hasTimePassedToday: !isAfter(today, nowInstant),
    },
    result: {
      nextCallDate: next.toISOString(),
      formattedInUserTimezone: formatInTimezone(next, timezone),
    },
  };
}
