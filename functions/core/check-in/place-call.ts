import type { CheckInDeps } from '../ports/deps.ts';
import { checkInRef } from './call-ref.ts';
import { callLogOrFail, dialOnce } from './step-support.ts';

/**
 * Dials the check-in call. The task waits until the call rings (or ends): time in the provider's
 * queue is not ring time. Dialling is idempotent per attempt, so nobody is rung more than twice
 * for one slot whatever is retried.
 */
export async function placeCall(deps: CheckInDeps, input: { userId: string; callLogId: string; attempt: number; taskToken: string }) {
  const log = await callLogOrFail(deps, input.userId, input.callLogId);
  const { ref, created } = await deps.callRefs.createOrGet({
    ref: checkInRef(log.id, input.attempt),
    kind: 'check-in',
    userId: log.userId,
    callLogId: log.id,
    test: log.kind === 'test',
    attempt: input.attempt,
    taskToken: input.taskToken,
    step: 0,
    silences: 0,
    createdAt: deps.clock.now().toISOString(),
  });
  const callSid = await dialOnce(deps, ref, created, { to: log.phoneNumber, kind: 'check-in' });
  if (callSid) await deps.callLogs.patch(log.userId, log.id, { callSid });
  return { placed: callSid !== undefined };
}
