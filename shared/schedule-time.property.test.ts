// nextCallDate against an independent Intl-based reference, in every schedule timezone, with
// "now" and times of day crowded around the DST changes of 2026 and 2027.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextCallDate, type ScheduleRule } from './schedule-time.ts';
import {
  civilDateOf,
  DAY,
  dayNumber,
  findTransitions,
  referenceNextCall,
  wallClock,
  type Transition,
} from './test-support/intl-wall-clock.ts';
import { SCHEDULE_TIMEZONES } from './timezones.ts';

const FROM = Date.UTC(2026, 0, 1);
const TO = Date.UTC(2028, 0, 1);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const RUNS_PER_ZONE = 150;

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

const anyTimeOfDay = fc.integer({ min: 0, max: 24 * 60 - 1 }).map(hhmm);

/** A wall time inside the skipped (gap) or repeated (overlap) stretch of a transition. */
function timeInside(transition: Transition): fc.Arbitrary<string> {
  const localBefore = transition.at + transition.before * MINUTE;
  const localAfter = transition.at + transition.after * MINUTE;
  const start = Math.min(localBefore, localAfter);
  const span = Math.abs(transition.after - transition.before);
  return fc.integer({ min: 0, max: span - 1 }).map((k) => {
    const local = new Date(start + k * MINUTE);
    return hhmm(local.getUTCHours() * 60 + local.getUTCMinutes());
  });
}

interface Scenario {
  rule: ScheduleRule;
  now: number;
  lastCallDate: number | undefined;
}

function scenarios(zone: string, transitions: Transition[]): fc.Arbitrary<Scenario> {
  // `target` is the moment the scenario aims at: a DST change when the zone has one.
  const moment = fc.oneof(
    {
      weight: 1,
      arbitrary: fc
        .record({ anchor: fc.integer({ min: FROM, max: TO }), time: anyTimeOfDay })
        .map((m) => ({ ...m, target: m.anchor })),
    },
    ...(transitions.length > 0
      ? [
          {
            weight: 4,
            arbitrary: fc.constantFrom(...transitions).chain((t) =>
              fc.record({
                anchor: fc.integer({ min: t.at - 2 * DAY, max: t.at + 2 * HOUR }),
                time: fc.oneof({ weight: 1, arbitrary: anyTimeOfDay }, { weight: 3, arbitrary: timeInside(t) }),
                target: fc.constant(t.at),
              }),
            ),
          },
        ]
      : []),
  );
  return fc
    .record({
      moment,
      frequency: fc.constantFrom('daily', 'weekly', 'custom') as fc.Arbitrary<ScheduleRule['frequency']>,
      // Often the weekday of the target, so weekly schedules meet the DST change too.
      dayOfWeek: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constant('target' as const)),
      daysInterval: fc.integer({ min: 2, max: 30 }),
      // The previous call, a whole number of intervals before the target, give or take half a day.
      intervalsBack: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
      jitter: fc.integer({ min: -12 * 60, max: 12 * 60 }),
      // Sometimes "now" is exactly a call time (or 1 ms before it): the boundary of "strictly after".
      snap: fc.constantFrom('none', 'none', 'none', 'at', 'just-before'),
    })
    .map(({ moment, frequency, dayOfWeek, daysInterval, intervalsBack, jitter, snap }) => {
      const rule: ScheduleRule = {
        frequency,
        timeOfDay: moment.time,
        timezone: zone,
        ...(frequency === 'weekly'
          ? { dayOfWeek: dayOfWeek === 'target' ? wallClock(zone, moment.target).weekday : dayOfWeek }
          : {}),
        ...(frequency === 'custom' ? { daysInterval } : {}),
      };
      let now = moment.anchor;
      if (snap !== 'none') {
        const yesterday = referenceNextCall({ ...rule, frequency: 'daily' }, now - DAY);
        now = yesterday.instant - (snap === 'just-before' ? 1 : 0);
      }
      const lastCallDate =
        frequency === 'custom' && intervalsBack !== undefined
          ? Math.min(now, moment.target - intervalsBack * daysInterval * DAY + jitter * MINUTE)
          : undefined;
      return { rule, now, lastCallDate };
    });
}

const transitionsByZone = new Map(SCHEDULE_TIMEZONES.map((zone) => [zone, findTransitions(zone, FROM, TO)]));

describe('the Intl reference itself', () => {
  it('finds the four US clock changes of 2026 and 2027 and the half-hour ones of Lord Howe', () => {
    // Prepare
    const newYork = transitionsByZone.get('America/New_York')!;
    const lordHowe = transitionsByZone.get('Australia/Lord_Howe')!;

    // Act
    const newYorkDates = newYork.map((t) => new Date(t.at).toISOString());

    // Assess
    expect(newYorkDates).toEqual([
      '2026-03-08T07:00:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2027-03-14T07:00:00.000Z',
      '2027-11-07T06:00:00.000Z',
    ]);
    expect(lordHowe.map((t) => Math.abs(t.after - t.before))).toEqual([30, 30, 30, 30]);
    expect(transitionsByZone.get('Asia/Kolkata')).toEqual([]);
  });
});

describe('nextCallDate agrees with the Intl reference', () => {
  it.each([...SCHEDULE_TIMEZONES])('in %s', (zone) => {
    fc.assert(
      fc.property(scenarios(zone, transitionsByZone.get(zone)!), ({ rule, now, lastCallDate }) => {
        // Act
        const result = nextCallDate(rule, {
          now: new Date(now),
          lastCallDate: lastCallDate === undefined ? undefined : new Date(lastCallDate),
        }).getTime();

        // Assess
        const expected = referenceNextCall(rule, now, lastCallDate);
        expect(result).toBeGreaterThan(now);
        const [hour, minute] = rule.timeOfDay.split(':').map(Number) as [number, number];
        const clock = wallClock(zone, result);
        const shown = clock.hour * 60 + clock.minute;
        const wanted = hour * 60 + minute + expected.gapMinutes;
        expect(shown, 'wall clock shows the time of day (moved forward by a gap)').toBe(wanted % (24 * 60));
        expect(clock.second).toBe(0);
        if (expected.kind === 'overlap') {
          expect(result, 'a repeated time uses its first occurrence').toBe(Math.min(...expected.matches));
        }
        if (rule.frequency === 'weekly') expect(clock.weekday).toBe(rule.dayOfWeek);
        if (rule.frequency === 'custom' && lastCallDate !== undefined) {
          const days = dayNumber(civilDateOf(zone, result)) - dayNumber(civilDateOf(zone, lastCallDate));
          expect(days).toBeGreaterThan(0);
          expect(days % rule.daysInterval!).toBe(0);
        }
        // The reference walks every local date from before now, so equality also means no
        // earlier qualifying instant was skipped.
        expect(result).toBe(expected.instant);
      }),
      { numRuns: RUNS_PER_ZONE },
    );
  });

  it('is fed times inside spring-forward gaps and fall-back overlaps for every frequency', () => {
    // Prepare: the same scenarios the properties draw from, sampled with a fixed seed.
    const seen = new Map<string, number>();
    for (const zone of SCHEDULE_TIMEZONES) {
      for (const { rule, now, lastCallDate } of fc.sample(scenarios(zone, transitionsByZone.get(zone)!), { numRuns: 50, seed: 42 })) {
        // Act
        const key = `${rule.frequency} ${referenceNextCall(rule, now, lastCallDate).kind}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    }

    // Assess
    for (const frequency of ['daily', 'weekly', 'custom']) {
      expect(seen.get(`${frequency} gap`), `${frequency} schedules in a gap`).toBeGreaterThan(20);
      expect(seen.get(`${frequency} overlap`), `${frequency} schedules in an overlap`).toBeGreaterThan(20);
    }
  });
});
