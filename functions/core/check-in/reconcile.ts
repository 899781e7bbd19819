import type { Deps } from '../ports.ts';
import { pendingTrigger } from '../schedules.ts';
import { nextCallDate } from '../../../shared/schedule-time.ts';

/**
 * Makes sure every active schedule has its one pending trigger (every 15 minutes in the cloud, at
 * start-up locally). Arming is an upsert, so a missing trigger is simply armed again. A slot that
 * passed without a call (the trigger was lost, or the machine was off) fires now: a late check-in
 * beats a missed one, and the claim in BeginCheckIn still guarantees one call per slot.
 */
export async function reconcileTriggers(deps: Pick<Deps, 'schedules' | 'scheduler' | 'clock'>) {
  const now = deps.clock.now();
  let armed = 0;
  let overdue = 0;
  for (const schedule of await deps.schedules.listActive()) {
    let slot = schedule.nextCallDate;
    if (!slot) {
      // Active but never given a next call (should not happen): compute and store it.
      slot = nextCallDate(schedule, { now, lastCallDate: schedule.lastCallDate ? new Date(schedule.lastCallDate) : undefined }).toISOString();
      await deps.schedules.put({ ...schedule, nextCallDate: slot });
    }
    const late = Date.parse(slot) < now.getTime();
    if (late) overdue++;
    const trigger = pendingTrigger({ ...schedule, nextCallDate: slot });
    await deps.scheduler.arm(late ? { ...trigger, at: now.toISOString() } : trigger);
    armed++;
  }
  return { armed, overdue };
}

