import type { CheckInDeps } from '../ports/deps.ts';
import { checkInRef, contactRef } from './call-ref.ts';
import { callLogOrFail, escalationIdOf, turnsOf } from './step-support.ts';

/**
 * A wait ran out (the call never left the provider's queue, or its end was never reported) or its
 * completion was lost: what the records say happened. Ends the call if it is somehow still live.
 */
export async function checkCallProgress(
  deps: CheckInDeps,
  input: { userId: string; callLogId: string; attempt?: number; contactId?: string; phase: 'ring' | 'end' },
): Promise<Record<string, unknown>> {
  const log = await callLogOrFail(deps, input.userId, input.callLogId);
  const refId = input.contactId ? contactRef(escalationIdOf(log, input.contactId)) : checkInRef(log.id, input.attempt ?? 1);
  const ref = await deps.callRefs.get(refId);
  if (ref?.completedWith) return JSON.parse(ref.completedWith) as Record<string, unknown>;
  if (ref && input.phase === 'ring' && ref.rang) return { ringing: true, ref: ref.ref };
  if (ref?.callSid) await deps.telephony.hangUp(ref.callSid).catch(() => undefined);
  const result = input.contactId
    ? { reached: ref?.confirmed === true }
    : { outcome: input.phase === 'ring' ? 'failed' : turnsOf(log).some((t) => t.speaker === 'person') ? 'answered' : 'no-answer' };
  // Kept, so a late callback cannot tell the workflow something else.
  if (ref) return JSON.parse((await deps.callRefs.recordResult(ref.ref, JSON.stringify(result))).completedWith ?? JSON.stringify(result)) as Record<string, unknown>;
  return result;
}
