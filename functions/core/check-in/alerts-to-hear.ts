import type { CallLog, CallSchedule } from '../model.ts';
import type { CheckInDeps, Deps } from '../ports/deps.ts';
import type { AlertNote } from '../ports/storage.ts';

// Which alert a contact calling CareCall back hears (call-in.ts), and whether another is still
// waiting for them once they have answered one (call-webhooks.ts).

/** How long after being alerted a contact who calls CareCall back hears that alert again. */
export const CALLBACK_WINDOW_MS = 24 * 3_600_000;

/**
 * The active schedule calling this number. Several (two accounts, or one account with two
 * schedules for one person): the one whose next call is soonest, so the call-in counts for it.
 */
export async function scheduleOfCaller(deps: Deps, from: string): Promise<CallSchedule | undefined> {
  const active = (await deps.schedules.findByPhone(from)).filter((s) => s.isActive && s.phoneNumber === from);
  const next = (s: CallSchedule) => (s.nextCallDate ? Date.parse(s.nextCallDate) : Number.POSITIVE_INFINITY);
  return active.sort((a, b) => next(a) - next(b))[0];
}

export interface AlertToHear {
  note: AlertNote;
  log: CallLog;
  /** Someone has confirmed they will go. */
  confirmed: boolean;
}

/**
 * The alert a contact calling back hears: the newest nobody has confirmed; when all are confirmed,
 * the newest (an extra pair of hands does no harm), unless the caller is a schedule's person, whose
 * call is then their own. Alerts about a deleted account, about the caller's own check-in, or about
 * the check-in `except` (the one just heard) are skipped.
 */
export async function alertToHear(
  deps: CheckInDeps,
  from: string,
  ownSchedule: CallSchedule | undefined,
  except?: string,
): Promise<AlertToHear | undefined> {
  const since = new Date(deps.clock.now().getTime() - CALLBACK_WINDOW_MS).toISOString();
  let newest: AlertToHear | undefined;
  for (const note of await deps.callRefs.recentAlerts(from, since)) {
    if (note.callLogId === except) continue;
    const log = await deps.callLogs.get(note.userId, note.callLogId);
    if (!log || (ownSchedule && log.scheduleId === ownSchedule.id)) continue;
    const confirmed = (await deps.callLogs.listEscalations(log.userId, log.id)).some((e) => e.status === 'confirmed');
    if (!confirmed) return { note, log, confirmed };
    newest ??= { note, log, confirmed };
  }
  return ownSchedule ? undefined : newest;
}

/** After a contact calling back answered the alert about `heard`: is another alert to them waiting for someone to confirm? */
export async function anotherAlertWaiting(deps: CheckInDeps, from: string, heard: string): Promise<boolean> {
  const next = await alertToHear(deps, from, await scheduleOfCaller(deps, from), heard);
  return next !== undefined && !next.confirmed;
}
