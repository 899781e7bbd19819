import { formatInTimezone } from '@/shared/schedule-time.ts';
import type { CallInInput, CallLog } from '../model.ts';
import type { Deps } from '../ports/deps.ts';
import type { CheckInStarted } from './begin-check-in.ts';

// What a call-in changes in the workflow (docs/check-in-call.md):
// its own execution skips dialling, a call-in after a missed call replaces the retry, and one in
// the 3 hours before a slot replaces that slot's call.

/** A call-in in this many hours before a slot replaces that slot's call. */
export const CALL_IN_REPLACES_SLOT_HOURS = 3;

/** BeginCheckIn for a call-in: the call is live; the workflow goes straight to waiting for its end. */
export async function beginCallIn(deps: Deps, input: CallInInput): Promise<CheckInStarted & { callIn: true; call: { ringing: true; ref: string } }> {
  const log = await deps.callLogs.get(input.userId, input.callLogId);
  return {
    proceed: log !== undefined,
    ...(log ? {} : { skipped: 'call-log-gone' as const }),
    userId: input.userId,
    callLogId: input.callLogId,
    ...(log?.scheduleId ? { scheduleId: log.scheduleId } : {}),
    test: false,
    attempt: 1,
    callIn: true,
    call: { ringing: true, ref: input.ref },
  };
}

/** Call-ins of this schedule within [from, to], other than the log itself (one query). */
export async function callInsOf(deps: Deps, log: CallLog, from: Date, to: Date): Promise<CallLog[]> {
  const logs = await deps.callLogs.list(log.userId, { from, to });
  return logs.filter((l) => l.kind === 'call-in' && l.scheduleId === log.scheduleId && l.id !== log.id);
}

export const isAnswered = (callIn: CallLog) => callIn.status === 'answered';

/**
 * How long a call-in still under way (its log not yet final) counts as live: the longest a call may
 * take to end (CHECK_IN_TIMINGS.callTimeout). An older one's workflow ended without a word.
 */
export const LIVE_CALL_IN_MS = 30 * 60_000;

/** A call-in still under way at `now` (the person is on the line with us). */
export const isLive = (callIn: CallLog, now: Date) => callIn.status === 'initiated' && Date.parse(callIn.callTime) >= now.getTime() - LIVE_CALL_IN_MS;

export const whenOf = async (deps: Deps, log: CallLog, at: string) => {
  const schedule = log.scheduleId ? await deps.schedules.get(log.userId, log.scheduleId) : undefined;
  return formatInTimezone(new Date(at), schedule?.timezone ?? 'UTC');
};

/**
 * A slot whose trigger fired: a call-in in the 3 hours before it replaces its call. The slot's call
 * log says so and names the call-in; the next trigger was armed already. Safe to repeat.
 */
export async function slotReplacedByCallIn(deps: Deps, slotLog: CallLog): Promise<boolean> {
  if (slotLog.kind !== 'scheduled') return false;
  const slot = new Date(slotLog.callTime);
  const callIn = (await callInsOf(deps, slotLog, new Date(slot.getTime() - CALL_IN_REPLACES_SLOT_HOURS * 3_600_000), slot)).find(isAnswered);
  if (!callIn) return false;
  await deps.callLogs.patch(slotLog.userId, slotLog.id, {
    status: 'called-in',
    aiNotes: `No call placed: they called in on ${await whenOf(deps, slotLog, callIn.callTime)}, which replaced this call.`,
    responseData: { replacedBy: callIn.id, escalated: false },
  });
  return true;
}
