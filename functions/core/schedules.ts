import { normalizePhone } from '../../shared/phone.ts';
import { nextCallDate } from '../../shared/schedule-time.ts';
import { badRequest, notFound } from './errors.ts';
import { newId } from './ids.ts';
import type { CallSchedule, Frequency } from './model.ts';
import { assertScheduleFits, requirePlan } from './plan-limits.ts';
import type { Deps, PendingTrigger } from './ports.ts';

export const SCHEDULE_NOT_FOUND = 'Call schedule not found';

export interface ScheduleInput {
  phoneNumber: string;
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

/** The schedule's next call, or none while it is paused (decisions.md "Schedules and time"). */
function withNextCall(deps: Deps, schedule: CallSchedule): CallSchedule {
  const { nextCallDate: _previous, ...rest } = schedule;
  if (!schedule.isActive) return rest;
  const next = nextCallDate(schedule, {
    now: deps.clock.now(),
    lastCallDate: schedule.lastCallDate ? new Date(schedule.lastCallDate) : undefined,
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

function cleanInput(input: ScheduleInput): ScheduleInput {
  const phoneNumber = normalizePhone(input.phoneNumber);
  if (!phoneNumber) {
    throw badRequest('Phone number must be at least 10 digits', { phoneNumber: ['Phone number must be at least 10 digits'] });
  }
  const { dayOfWeek, daysInterval, ...rest } = input;
  // Only the field that belongs to the frequency is kept (product.md "payload shaping").
  return {
    ...rest,
    phoneNumber,
    ...(input.frequency === 'weekly' ? { dayOfWeek } : {}),
    ...(input.frequency === 'custom' ? { daysInterval } : {}),
  };
}

export async function createSchedule(deps: Deps, userId: string, input: ScheduleInput): Promise<CallSchedule> {
  const { plan } = await requirePlan(deps, userId, 'set up call schedules');
  const now = deps.clock.now().toISOString();
  const draft: CallSchedule = { id: newId(), userId, ...cleanInput(input), createdAt: now, updatedAt: now };
  assertScheduleFits(plan, [...(await deps.schedules.list(userId)), draft]);
  const schedule = withNextCall(deps, draft);
  await deps.schedules.put(schedule);
  await syncTrigger(deps, schedule);
  return schedule;
}

export async function updateSchedule(
  deps: Deps,
  userId: string,
  id: string,
  change: ScheduleInput | { isActive: boolean },
): Promise<CallSchedule> {
  const current = await deps.schedules.get(userId, id);
  if (!current) throw notFound(SCHEDULE_NOT_FOUND);
  const { dayOfWeek: _d, daysInterval: _i, ...base } = current;
  const merged: CallSchedule =
    'frequency' in change
      ? { ...base, ...cleanInput(change), updatedAt: deps.clock.now().toISOString() }
      : { ...current, isActive: change.isActive, updatedAt: deps.clock.now().toISOString() };
  if (merged.isActive) {
    const { plan } = await requirePlan(deps, userId, 'run call schedules');
    const others = (await deps.schedules.list(userId)).filter((s) => s.id !== id);
    assertScheduleFits(plan, [...others, merged]);
  }
  const schedule = withNextCall(deps, merged);
  await deps.schedules.put(schedule);
  await syncTrigger(deps, schedule);
  return schedule;
}

export async function deleteSchedule(deps: Deps, userId: string, id: string): Promise<void> {
  const deleted = await deps.schedules.delete(userId, id);
  if (!deleted) throw notFound(SCHEDULE_NOT_FOUND);
  await deps.scheduler.disarm(triggerName(id));
}
