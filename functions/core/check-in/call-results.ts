import type { CallRef } from './call-ref.ts';
import type { CheckInDeps } from '../ports/deps.ts';

// A call's progress reaching the workflow: the ring ends the wait in the provider's queue, the
// result ends the wait for the call. Results are stored before SendTaskSuccess is called, and a
// task is marked told only after it succeeded, so nothing reported can be lost.

export async function reportRinging(deps: CheckInDeps, ref: CallRef, callSid: string | undefined): Promise<void> {
  // The sid too: a dial whose answer was lost still finds its call here.
  const now = ref.rang && ref.callSid ? ref : await deps.callRefs.update(ref.ref, { rang: true, ...(!ref.callSid && callSid ? { callSid } : {}) });
  if (now.ringReported || now.completedWith) return;
  await deps.tasks.succeed(now.taskToken, { ringing: true, ref: now.ref });
  await deps.callRefs.update(now.ref, { ringReported: true });
}

/** Stores the call's result (the first one wins), then tells the waiting workflow tasks. */
export async function reportResult(deps: CheckInDeps, ref: CallRef, output: Record<string, unknown>): Promise<void> {
  await deliverResult(deps, await deps.callRefs.recordResult(ref.ref, JSON.stringify(output)));
}

/**
 * Tells each waiting task the stored result, unless it was told. Marked as told only after
 * SendTaskSuccess succeeded, so a failure is tried again by the provider's retry, and a wait
 * that times out still reads the result (checkCallProgress). Safe to repeat.
 */
export async function deliverResult(deps: CheckInDeps, ref: CallRef): Promise<void> {
  if (!ref.completedWith) return;
  const result = JSON.parse(ref.completedWith) as Record<string, unknown>;
  if (!ref.ringReported) {
    // The call ended before its ringing was reported: the task waiting for the ring gets the end.
    await deps.tasks.succeed(ref.taskToken, result);
    await deps.callRefs.update(ref.ref, { ringReported: true });
  }
  if (ref.endTaskToken && !ref.endReported) {
    await deps.tasks.succeed(ref.endTaskToken, result);
    await deps.callRefs.update(ref.ref, { endReported: true });
  }
}
