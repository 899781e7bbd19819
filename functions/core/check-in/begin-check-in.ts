import { defaultCallLanguage } from '@/shared/language.ts';
import { nextCallDate } from '@/shared/schedule-time.ts';
import { stableId } from '../ids.ts';
import type { CallLog, WorkflowInput } from '../model.ts';
import type { Deps } from '../ports/deps.ts';
import { pendingTrigger } from '../schedules.ts';
import { beginCallIn, slotReplacedByCallIn } from './call-in-rules.ts';
import { errorName, log as report } from '../log.ts';

/** What the rest of the workflow carries: ids and flags only, never health data. */
export interface CheckInStarted {
  proceed: boolean;
  /** Why no call is placed, for the on-call engineer reading the execution. */
  skipped?: 'schedule-gone' | 'paused' | 'stale-trigger' | 'call-log-gone' | 'called-in';
  userId: string;
  callLogId?: string;
  scheduleId?: string;
  test: boolean;
  attempt: number;
}

/**
 * First step of every check-in. A scheduled one claims its slot idempotently and arms the next
 * trigger at once, before any dialling, so a failure later in this call never loses the next one.
 */
export async function beginCheckIn(deps: Deps, input: WorkflowInput, executionId: string): Promise<CheckInStarted> {
  if (input.kind === 'call-in') return beginCallIn(deps, input);
  if (input.kind === 'test') {
    const log = await deps.callLogs.get(input.userId, input.callLogId);
    return log
      ? { proceed: true, userId: input.userId, callLogId: log.id, test: true, attempt: 1 }
      : { proceed: false, skipped: 'call-log-gone', userId: input.userId, test: true, attempt: 1 };
  }
  const skip = (skipped: CheckInStarted['skipped']): CheckInStarted => ({
    proceed: false,
    skipped,
    userId: input.userId,
    scheduleId: input.scheduleId,
    test: false,
    attempt: 1,
  });
  const schedule = await deps.schedules.get(input.userId, input.scheduleId);
  if (!schedule) return skip('schedule-gone');
  if (!schedule.isActive) return skip('paused');

  const now = deps.clock.now();
  // A stale trigger (the schedule was paused, skipped or changed since) finds nextCallDate moved
  // and the claim below refuses it; the pause also holds for the next call armed from here.
  const next = nextCallDate(schedule, {
    now: new Date(Math.max(now.getTime(), Date.parse(input.slot))),
    lastCallDate: new Date(input.slot),
    pausedUntil: schedule.pausedUntil,
    skippedCallDate: schedule.skippedCallDate ? new Date(schedule.skippedCallDate) : undefined,
  });
  const log: CallLog = {
    id: stableId(new Date(input.slot), `${schedule.id}/${input.slot}`),
    userId: schedule.userId,
    kind: 'scheduled',
    scheduleId: schedule.id,
    phoneNumber: schedule.phoneNumber,
    language: schedule.language ?? defaultCallLanguage,
    callTime: input.slot,
    status: 'initiated',
  };
  // The claim and the call log are one transaction: a claimed slot always has its record.
  const claim = await deps.schedules.claimSlot({
    userId: schedule.userId,
    id: schedule.id,
    slot: input.slot,
    next: next.toISOString(),
    executionId,
    now: now.toISOString(),
    callLog: log,
  });
  if (claim === 'not-claimable') return skip('stale-trigger');
  // The next trigger is armed before dialling, and by a retry of this step whenever the schedule
  // does not record it as armed (a retry after a failed arm), then marked (armedFor) so the
  // reconciler skips it. If arming fails, today's call still goes ahead: the reconciler arms it.
  const nextSlot = next.toISOString();
  if (claim === 'claimed' || (await deps.schedules.armedFor(schedule.userId, schedule.id)) !== nextSlot) {
    await deps.scheduler
      .arm(pendingTrigger({ ...schedule, nextCallDate: nextSlot }))
      .then(() => deps.schedules.markArmed(schedule.userId, schedule.id, nextSlot))
      .catch((error: unknown) => {
        report.warn('Next trigger not armed; the reconciler will', { scheduleId: schedule.id, error: errorName(error) });
      });
  }
  // They called in during the 3 hours before this slot: that check-in replaces this call.
  if (await slotReplacedByCallIn(deps, log)) return { ...skip('called-in'), callLogId: log.id };
  return { proceed: true, userId: schedule.userId, callLogId: log.id, scheduleId: schedule.id, test: false, attempt: 1 };
}
