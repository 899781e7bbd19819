import type { Deps } from '../ports/deps.ts';
import { answeredCallIns, CALL_IN_REPLACES_SLOT_HOURS, whenOf } from './call-in-rules.ts';

/**
 * CheckForCallIn, after the wait before the second attempt: a call-in answered since the missed
 * call replaces the retry and the missed call's escalation (the call-in's own outcome escalates
 * if it was not good).
 */
export async function checkForCallIn(deps: Deps, input: { userId: string; callLogId: string }): Promise<{ replaced: boolean }> {
  const log = await deps.callLogs.get(input.userId, input.callLogId);
  if (!log || log.kind !== 'scheduled') return { replaced: false };
  // From 3 hours before the slot (such a call-in would have replaced the call itself) up to now.
  const now = deps.clock.now();
  const from = Math.min(Date.parse(log.callTime), now.getTime()) - CALL_IN_REPLACES_SLOT_HOURS * 3_600_000;
  const [callIn] = await answeredCallIns(deps, log, new Date(from), now);
  if (!callIn) return { replaced: false };
  await deps.callLogs.patch(log.userId, log.id, {
    status: 'no-answer',
    aiNotes: `No answer; they called in on ${await whenOf(deps, log, callIn.callTime)}, which replaced the second try and the alert.`,
    responseData: { replacedBy: callIn.id, escalated: false },
  });
  return { replaced: true };
}
