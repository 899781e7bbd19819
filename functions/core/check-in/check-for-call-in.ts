import type { Deps } from '../ports/deps.ts';
import { CALL_IN_REPLACES_SLOT_HOURS, callInsOf, isAnswered, isLive, whenOf } from './call-in-rules.ts';

/**
 * CheckForCallIn, after the wait before the second attempt (`after: 'wait'`): a call-in answered
 * since the missed call replaces the retry and the missed call's escalation (the call-in's own
 * outcome escalates if it was not good). After an unanswered second attempt (`after: 'retry'`): a
 * call-in answered while it rang replaces the alert. People ring back when they see a missed call,
 * often just as the retry dials, and the retry then finds the line busy with the call-in.
 *
 * A call-in still under way replaces nothing yet (`callInUnderWay`): the workflow waits and asks
 * again, since a caller who hangs up before answering alerts nobody, and the missed call must then.
 */
export async function checkForCallIn(
  deps: Deps,
  input: { userId: string; callLogId: string; after?: 'wait' | 'retry' },
): Promise<{ replaced: boolean; callInUnderWay?: boolean }> {
  const log = await deps.callLogs.get(input.userId, input.callLogId);
  if (!log || log.kind !== 'scheduled') return { replaced: false };
  // From 3 hours before the slot (such a call-in would have replaced the call itself) up to now.
  const now = deps.clock.now();
  const from = Math.min(Date.parse(log.callTime), now.getTime()) - CALL_IN_REPLACES_SLOT_HOURS * 3_600_000;
  // One read serves both questions: the 3 hours before the slot take in any call-in still live.
  const callIns = await callInsOf(deps, log, new Date(from), now);
  const callIn = callIns.find(isAnswered);
  if (!callIn) return callIns.some((c) => isLive(c, now)) ? { replaced: false, callInUnderWay: true } : { replaced: false };
  const when = await whenOf(deps, log, callIn.callTime);
  await deps.callLogs.patch(log.userId, log.id, {
    status: 'no-answer',
    aiNotes:
      input.after === 'retry'
        ? `No answer to either try; they called in on ${when}, which replaced the alert.`
        : `No answer; they called in on ${when}, which replaced the second try and the alert.`,
    responseData: { replacedBy: callIn.id, escalated: false },
  });
  return { replaced: true };
}
