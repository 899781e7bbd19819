import type { Deps } from '../ports.ts';
import { pendingTrigger } from '../schedules.ts';
import { nextCallDate } from '../../../shared/schedule-time.ts';

/**
 * Makes sure every active schedule has its one pending trigger (every 15 minutes, in the cloud and
 * locally). Arming is an upsert, so a missing trigger is simply armed again. A slot that passed
 * without a call (the trigger was lost, or the machine was off) fires now: a late check-in beats a
 * missed one, and the claim in BeginCheckIn still guarantees one call per slot. One schedule that
 * cannot be armed (the scheduler failing, a bad item) is counted and logged, and the others are
 * still armed; the next run tries it again.
 */
export async function reconcileTriggers(deps: Pick<Deps, 'schedules' | 'scheduler' | 'clock'>) {
  const now = deps.clock.now();
  let armed = 0;
  let overdue = 0;
  let failed = 0;
  for (const schedule of await deps.schedules.listActive()) {
    try {
      let slot = schedule.nextCallDate;
      if (!slot) {
        // Active but never given a next call (should not happen): compute and store it.
        slot = nextCallDate(schedule, {
          now,
          lastCallDate: schedule.lastCallDate ? new Date(schedule.lastCallDate) : undefined,
          pausedUntil: schedule.pausedUntil,
          skippedCallDate: schedule.skippedCallDate ? new Date(schedule.skippedCallDate) : undefined,
        }).toISOString();
        await deps.schedules.put({ ...schedule, nextCallDate: slot });
      }
      const late = Date.parse(slot) < now.getTime();
      const trigger = pendingTrigger({ ...schedule, nextCallDate: slot });
      await deps.scheduler.arm(late ? { ...trigger, at: now.toISOString() } : trigger);
      if (late) overdue++;
      armed++;
    } catch (error) {
      failed++;
      // Ids and the error's name only: a message may quote the item.
      console.error(JSON.stringify({ level: 'error', task: 'ReconcileTriggers', userId: schedule.userId, scheduleId: schedule.id, error: (error as Error)?.name ?? 'Error' }));
    }
  }
  return { armed, overdue, failed };
}
