import type { CheckInTriggerInput } from './model.ts';
import type { Deps } from './ports/deps.ts';

/**
 * What a pending trigger does when its time comes: start the check-in workflow with ids only.
 * As EventBridge Scheduler does in the cloud, the execution gets no name of ours, so every delivery
 * (including a duplicate one: Scheduler delivers at least once) starts its own execution; the slot
 * claim in BeginCheckIn turns the second into a no-op.
 */
export async function fireTrigger(deps: Pick<Deps, 'workflow'>, input: CheckInTriggerInput) {
  return deps.workflow.start(input);
}
