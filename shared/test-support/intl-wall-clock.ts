// An independent reference for schedule-time.ts, for tests only. It reads wall clocks with
// Intl.DateTimeFormat and steps civil dates with Date.UTC arithmetic; it never touches Temporal,
// so a mistake in how we use Temporal cannot hide in both.

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

export interface WallClock extends CivilDate {
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** What a clock on the wall in `zone` shows at instant `ms`. */
export function wallClock(zone: string, ms: number): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(ms))) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** The wall clock read as if it were UTC, in ms: "local milliseconds". */
const localMs = (clock: WallClock) =>
  Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);

/** UTC offset in minutes at instant `ms` (wall clock minus UTC). */
export function offsetMinutes(zone: string, ms: number): number {
  const wholeSecond = Math.floor(ms / 1000) * 1000;
  return Math.round((localMs(wallClock(zone, wholeSecond)) - wholeSecond) / MINUTE);
}

export const dayNumber = (date: CivilDate) => Math.round(Date.UTC(date.year, date.month - 1, date.day) / DAY);

export function addDays(date: CivilDate, days: number): CivilDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** 1970-01-01 was a Thursday. */
export const weekdayOf = (date: CivilDate) => (((dayNumber(date) + 4) % 7) + 7) % 7;

export const civilDateOf = (zone: string, ms: number): CivilDate => {
  const { year, month, day } = wallClock(zone, ms);
  return { year, month, day };
};

export interface Transition {
  /** First instant (whole second) of the new offset. */
  at: number;
  before: number;
  after: number;
}

/** Offset changes of `zone` in [from, to), found by sampling and then bisecting to the second. */
export function findTransitions(zone: string, from: number, to: number, step = 6 * HOUR): Transition[] {
  const found: Transition[] = [];
  let previous = offsetMinutes(zone, from);
  for (let t = from + step; t < to; t += step) {
    const current = offsetMinutes(zone, t);
    if (current !== previous) {
      let lo = t - step; // still the previous offset
      let hi = t; // already the new one
      while (hi - lo > 1000) {
        const mid = Math.floor((lo + hi) / 2000) * 1000;
        if (mid <= lo) break;
        if (offsetMinutes(zone, mid) === previous) lo = mid;
        else hi = mid;
      }
      found.push({ at: hi, before: previous, after: current });
      previous = current;
    }
  }
  return found;
}

export type LocalTimeKind = 'normal' | 'gap' | 'overlap';

export interface ReferenceCall {
  instant: number;
  kind: LocalTimeKind;
  /** Every instant whose wall clock shows the requested date and time (two in an overlap). */
  matches: number[];
  /** How far a gap moved the time forward, in minutes. */
  gapMinutes: number;
}

/**
 * The instant for wall time `hour:minute` on `date` in `zone`, by the product's rule: a time in a
 * spring-forward gap moves forward by the gap; a time that occurs twice takes the earlier.
 */
export function referenceCallInstant(zone: string, date: CivilDate, hour: number, minute: number): ReferenceCall {
  const wanted = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  // Every offset in force within 18 hours either side; one of them is the day's.
  const offsets = new Set<number>();
  for (let k = -6; k <= 6; k += 1) offsets.add(offsetMinutes(zone, wanted + k * 3 * HOUR));
  const matches = [...offsets]
    .map((offset) => wanted - offset * MINUTE)
    .filter((instant) => localMs(wallClock(zone, instant)) === wanted)
    .sort((a, b) => a - b)
    .filter((instant, i, all) => i === 0 || all[i - 1] !== instant);
  if (matches.length > 0) {
    return { instant: matches[0]!, kind: matches.length > 1 ? 'overlap' : 'normal', matches, gapMinutes: 0 };
  }
  // A gap: find where the local clock jumps past the wanted time, then read the clock just before.
  let lo = wanted - 15 * HOUR;
  let hi = wanted + 15 * HOUR;
  while (hi - lo > 1000) {
    const mid = Math.floor((lo + hi) / 2000) * 1000;
    if (mid <= lo) break;
    if (localMs(wallClock(zone, mid)) > wanted) hi = mid;
    else lo = mid;
  }
  const before = offsetMinutes(zone, hi - 1000);
  const after = offsetMinutes(zone, hi);
  return { instant: wanted - before * MINUTE, kind: 'gap', matches, gapMinutes: after - before };
}

export interface ReferenceRule {
  frequency: 'daily' | 'weekly' | 'custom';
  timeOfDay: string;
  timezone: string;
  dayOfWeek?: number | undefined;
  daysInterval?: number | undefined;
}

/** The next call by walking local dates one at a time from two days before `now`. */
export function referenceNextCall(
  rule: ReferenceRule,
  now: number,
  lastCallDate?: number,
): ReferenceCall & { date: CivilDate } {
  const [hour, minute] = rule.timeOfDay.split(':').map(Number) as [number, number];
  const lastDate = lastCallDate === undefined ? undefined : civilDateOf(rule.timezone, lastCallDate);
  const qualifies = (date: CivilDate): boolean => {
    if (rule.frequency === 'weekly') return weekdayOf(date) === rule.dayOfWeek;
    if (rule.frequency === 'custom' && lastDate) {
      const days = dayNumber(date) - dayNumber(lastDate);
      return days > 0 && days % rule.daysInterval! === 0;
    }
    return true;
  };
  const today = civilDateOf(rule.timezone, now);
  for (let offset = -2; offset <= 70; offset += 1) {
    const date = addDays(today, offset);
    if (!qualifies(date)) continue;
    const call = referenceCallInstant(rule.timezone, date, hour, minute);
    if (call.instant > now) return { ...call, date };
  }
  throw new Error(`reference found no call for ${JSON.stringify(rule)} at ${new Date(now).toISOString()}`);
}
