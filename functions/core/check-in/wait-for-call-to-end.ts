import type { CheckInDeps } from '../ports/deps.ts';
import { deliverResult } from './call-results.ts';

/** The call rang: wait for its end. If it already ended, the result is delivered at once. */
export async function waitForCallToEnd(deps: CheckInDeps, input: { ref: string; taskToken: string }) {
  const ref = await deps.callRefs.update(input.ref, { endTaskToken: input.taskToken, endReported: false });
  await deliverResult(deps, { ...ref, ringReported: true });
  return {};
}
