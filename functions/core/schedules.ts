import { defaultCallLanguage, type CallLanguage } from '@/shared/language.ts';
import { normalizePhone } from '@/shared/phone.ts';
import { PAUSE_DATE_PAST } from '@/shared/schemas/call-schedule.ts';
import { PHONE_MESSAGE } from '@/shared/schemas/fields.ts';
import { badRequest, conflict, notFound } from './errors.ts';
import { newId } from './ids.ts';
import type { CallSchedule, Frequency } from './model.ts';
import { callsChange, loadUsage, requireUsagePlan, scheduleCalls, untilWritten } from './plan-limits.ts';
import type { Deps } from './ports/deps.ts';
import type { PendingTrigger } from './ports/scheduling.ts';

export const SCHEDULE_NOT_FOUND = 'Call schedule not found';

export interface ScheduleInput {
  phoneNumber: string;
  personName?: string | undefined;
  /** Absent (an older client): English. */
  language?: CallLanguage | undefined;
  frequency: Frequency;
  dayOfWeek?: number;
  daysInterval?: number;
  timeOfDay: string;
  timezone: string;
  isActive: boolean;
  escalateOnNoAnswer: boolean;
  escalateOnEmergency: boolean;
  escalateOnConcerning: boolean;
  escalateOnUnknown: boolean;
}

export const triggerName = (scheduleId: string) => `checkin-${scheduleId}`;

const byCreation = (a: CallSchedule, b: CallSchedule) => a.createdAt.localeCompare(b.createdAt);

export async function listSchedules(deps: Deps, userId: string): Promise<CallSchedule[]> {
  return (await deps.schedules.list(userId)).sort(byCreation);
}

/**
 * Time-zone arithmetic (the Temporal polyfill) is loaded by the first change to a schedule, not by
 * every cold start of the functions that only list them (infra/bench/lambda-bundles.ts).
 */
const scheduleTime = () => import('@/shared/schedule-time.ts');

/**
 * The schedule's next call, or none while it is switched off (docs/schedules-and-time.md):
 * never before `pausedUntil`, and never the call the account holder skipped.
 */
async function withNextCall(deps: Deps, schedule: CallSchedule): Promise<CallSchedule> {
  const { nextCallDate: _previous, ...rest } = schedule;
  if (!schedule.isActive) return rest;
  const { nextCallDate } = await scheduleTime();
  const next = nextCallDate(schedule, {
    now: deps.clock.now(),
    lastCallDate: schedule.lastCallDate ? new Date(schedule.lastCallDate) : undefined,
    pausedUntil: schedule.pausedUntil,
    skippedCallDate: schedule.skippedCallDate ? new Date(schedule.skippedCallDate) : undefined,
  });
  return { ...rest, nextCallDate: next.toISOString() };
}

/** Arms, moves or removes the schedule's one pending trigger to match what was just stored. */
export async function syncTrigger(deps: Deps, schedule: CallSchedule): Promise<void> {
  if (schedule.isActive && schedule.nextCallDate) {
    await deps.scheduler.arm(pendingTrigger({ ...schedule, nextCallDate: schedule.nextCallDate }));
  } else {
    await deps.scheduler.disarm(triggerName(schedule.id));
  }
}

export function pendingTrigger(schedule: CallSchedule & { nextCallDate: string }): PendingTrigger {
  return {
    name: triggerName(schedule.id),
    scheduleId: schedule.id,
    at: schedule.nextCallDate,
    input: { kind: 'scheduled', userId: schedule.userId, scheduleId: schedule.id, slot: schedule.nextCallDate },
  };
}

function cleanInput(input: ScheduleInput): ScheduleInput & { language: CallLanguage } {
  const phoneNumber = normalizePhone(input.phoneNumber);
  if (!phoneNumber) {
    throw badRequest(PHONE_MESSAGE, { phoneNumber: [PHONE_MESSAGE] });
  }
  const { dayOfWeek, daysInterval, personName, language, ...rest } = input;
  const name = personName?.trim();
  // Only the field that belongs to the frequency is kept (docs/screens-and-data.md, "States and transitions").
  return {
    ...rest,
    language: language ?? defaultCallLanguage,
    ...(name ? { personName: name } : {}),
    phoneNumber,
    ...(input.frequency === 'weekly' ? { dayOfWeek } : {}),
    ...(input.frequency === 'custom' ? { daysInterval } : {}),
  };
}

export async function createSchedule(deps: Deps, userId: string, input: ScheduleInput): Promise<CallSchedule> {
  const now = deps.clock.now().toISOString();
  const draft: CallSchedule = { id: newId(), userId, ...cleanInput(input), createdAt: now, updatedAt: now };
  const schedule = await untilWritten(async () => {
    const usage = await loadUsage(deps, userId);
    const plan = requireUsagePlan(usage, 'set up call schedules');
    const change = callsChange(usage, plan, scheduleCalls(draft));
    const next = await withNextCall(deps, draft);
    return (await deps.schedules.save({ userId, next, ...(change.delta ? { usage: change } : {}) })) ? next : undefined;
  });
  await syncTrigger(deps, schedule);
  return schedule;
}

export async function updateSchedule(
  deps: Deps,
  userId: string,
  id: string,
  change: ScheduleInput | { isActive: boolean },
): Promise<CallSchedule> {
  const cleaned = 'frequency' in change ? cleanInput(change) : undefined;
  const schedule = await untilWritten(async () => {
    const current = await deps.schedules.get(userId, id);
    if (!current) throw notFound(SCHEDULE_NOT_FOUND);
    // The form sends the whole schedule: a name it leaves empty is removed.
    const { dayOfWeek: _d, daysInterval: _i, personName: _n, ...base } = current;
    const merged: CallSchedule = cleaned
      ? { ...base, ...cleaned, updatedAt: deps.clock.now().toISOString() }
      : { ...current, isActive: change.isActive, updatedAt: deps.clock.now().toISOString() };
    const usage = await loadUsage(deps, userId);
    const plan = merged.isActive ? requireUsagePlan(usage, 'run call schedules') : undefined;
    const counted = callsChange(usage, plan, scheduleCalls(merged) - scheduleCalls(current));
    const next = await withNextCall(deps, merged);
    return (await deps.schedules.save({ userId, previous: current, next, ...(counted.delta ? { usage: counted } : {}) })) ? next : undefined;
  });
  await syncTrigger(deps, schedule);
  return schedule;
}

export async function deleteSchedule(deps: Deps, userId: string, id: string): Promise<void> {
  await untilWritten(async () => {
    const current = await deps.schedules.get(userId, id);
    if (!current) throw notFound(SCHEDULE_NOT_FOUND);
    const calls = scheduleCalls(current);
    if (calls) await loadUsage(deps, userId); // the counter it is taken from must exist
    return (await deps.schedules.save({ userId, previous: current, ...(calls ? { usage: { delta: -calls } } : {}) })) ? true : undefined;
  });
  await deps.scheduler.disarm(triggerName(id));
}

export const NOTHING_TO_SKIP = 'This schedule has no next call to skip. Switch it on first.';

/**
 * Pauses the calls until `pausedUntil` (`YYYY-MM-DD` in the schedule's timezone; null resumes).
 * The schedule stays active and keeps its projected calls for the plan; only its next call moves,
 * and its pending trigger with it.
 */
export async function pauseSchedule(deps: Deps, userId: string, id: string, pausedUntil: string | null): Promise<CallSchedule> {
  const schedule = await untilWritten(async () => {
    const current = await deps.schedules.get(userId, id);
    if (!current) throw notFound(SCHEDULE_NOT_FOUND);
    if (pausedUntil !== null && pausedUntil <= (await scheduleTime()).localDateIn(current.timezone, deps.clock.now())) {
      throw badRequest(PAUSE_DATE_PAST, { pausedUntil: [PAUSE_DATE_PAST] });
    }
    const { pausedUntil: _old, ...rest } = current;
    const merged: CallSchedule = { ...rest, ...(pausedUntil ? { pausedUntil } : {}), updatedAt: deps.clock.now().toISOString() };
    const next = await withNextCall(deps, merged);
    return (await deps.schedules.save({ userId, previous: current, next })) ? next : undefined;
  });
  await syncTrigger(deps, schedule);
  return schedule;
}

/**
 * Skips the next call only: nextCallDate moves to the slot after it (a custom schedule keeps its
 * interval), and the pending trigger follows. The skipped call is kept, so a later change to the
 * schedule does not bring it back.
 */
export async function skipNextCall(deps: Deps, userId: string, id: string): Promise<CallSchedule> {
  const schedule = await untilWritten(async () => {
    const current = await deps.schedules.get(userId, id);
    if (!current) throw notFound(SCHEDULE_NOT_FOUND);
    if (!current.isActive || !current.nextCallDate) throw conflict(NOTHING_TO_SKIP);
    const skipped = current.nextCallDate;
    const following = (await scheduleTime()).nextCallDate(current, {
      now: new Date(Math.max(deps.clock.now().getTime(), Date.parse(skipped))),
      lastCallDate: current.lastCallDate ? new Date(current.lastCallDate) : undefined,
      pausedUntil: current.pausedUntil,
    });
    const next: CallSchedule = {
      ...current,
      skippedCallDate: skipped,
      nextCallDate: following.toISOString(),
      updatedAt: deps.clock.now().toISOString(),
    };
    return (await deps.schedules.save({ userId, previous: current, next })) ? next : undefined;
  });
  await syncTrigger(deps, schedule);
  return schedule;
}
