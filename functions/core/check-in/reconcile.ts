import type { Deps } from '../ports/deps.ts';
import { pendingTrigger } from '../schedules.ts';
import { errorName, log } from '../log.ts';

/** How far ahead a run looks: twice the 15-minute period, so every slot is checked before it rings. */
export const RECONCILE_WINDOW_MS = 30 * 60_000;
/** A slot this late is fired again even if armed: its trigger fired and the check-in never claimed it. */
export const OVERDUE_GRACE_MS = 2 * 60_000;
/** Items read per DynamoDB page: the run's memory is one page, whatever a shard holds. */
export const RECONCILE_PAGE = 200;

export interface ReconcileResult {
  /** Schedules read from the index (items DynamoDB read, before its filter). */
  checked: number;
  /** Triggers armed for a slot that had none recorded. */
  rearmed: number;
  /** Slots already passed, fired now. */
  overdue: number;
  failed: number;
  /** False when the run stopped for time: the next run re-reads what is still wrong. */
  complete: boolean;
}

export interface ReconcileOptions {
  /** The shards to read (the deployed rule passes one per invocation). */
  shards: readonly number[];
  /** Milliseconds left before the run must stop (Lambda: context.getRemainingTimeInMillis). */
  remainingMs?: () => number;
  /** Stop when less than this is left (a page and its arming must fit). Default 20 s. */
  reserveMs?: number;
  /** Every active schedule, armed or not (the local twin at start-up: its triggers were in memory). */
  all?: boolean;
  pageSize?: number;
}

/**
 * Makes sure every active schedule due soon has its one pending trigger, per shard of the index,
 * reading only what can be wrong: schedules due within the window whose armed trigger (armedFor)
 * is not their next call, and slots that passed without a call. Arming is an upsert and the claim
 * in BeginCheckIn places one call per slot, so a re-run (or two overlapping runs) harms nothing;
 * an armed schedule is marked (conditionally) and drops out of the next run's read, which is how
 * a run stopped for time is resumed. A late slot fires now: a late check-in beats a missed one.
 * One schedule that cannot be armed is counted and logged; the next run tries it again.
 */
export async function reconcileTriggers(deps: Pick<Deps, 'schedules' | 'scheduler' | 'clock'>, options: ReconcileOptions): Promise<ReconcileResult> {
  const reserveMs = options.reserveMs ?? 20_000;
  const hasTime = () => !options.remainingMs || options.remainingMs() > reserveMs;
  const result: ReconcileResult = { checked: 0, rearmed: 0, overdue: 0, failed: 0, complete: true };

  // Schedules stored before sharding move into their shard first (a page per run until none are left).
  if (options.shards.includes(0)) {
    for (let more = true; more; ) {
      if (!hasTime()) return { ...result, complete: false };
      ({ more } = await deps.schedules.migrateLegacyIndex(options.pageSize ?? RECONCILE_PAGE));
    }
  }

  for (const shard of options.shards) {
    let cursor: string | undefined;
    do {
      if (!hasTime()) return { ...result, complete: false };
      const now = deps.clock.now();
      const page = await deps.schedules.pageNeedingArm({
        shard,
        dueBefore: new Date(now.getTime() + RECONCILE_WINDOW_MS).toISOString(),
        overdueBefore: new Date(now.getTime() - OVERDUE_GRACE_MS).toISOString(),
        all: options.all,
        limit: options.pageSize ?? RECONCILE_PAGE,
        ...(cursor ? { cursor } : {}),
      });
      result.checked += page.read;
      for (const schedule of page.schedules) {
        const slot = schedule.nextCallDate;
        if (!slot) continue; // not in the index without one
        try {
          const late = Date.parse(slot) < now.getTime();
          const trigger = pendingTrigger({ ...schedule, nextCallDate: slot });
          await deps.scheduler.arm(late ? { ...trigger, at: now.toISOString() } : trigger);
          await deps.schedules.markArmed(schedule.userId, schedule.id, slot);
          if (late) result.overdue++;
          else result.rearmed++;
        } catch (error) {
          result.failed++;
          // Ids and the error's name only: a message may quote the item.
          log.error('Trigger not rearmed', { task: 'ReconcileTriggers', userId: schedule.userId, scheduleId: schedule.id, error: errorName(error) });
        }
      }
      cursor = page.cursor;
    } while (cursor);
  }
  return result;
}
