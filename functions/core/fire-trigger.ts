import type { CheckInTriggerInput } from './model.ts';
import type { Deps } from './ports.ts';

/**
 * What a pending trigger does when its time comes: start the check-in workflow with ids only.
 * The execution name is derived from the slot, so the same trigger fired twice starts one
 * execution (Step Functions refuses a second start with the same name and input).
 */
export async function fireTrigger(deps: Pick<Deps, 'workflow'>, input: CheckInTriggerInput) {
  return deps.workflow.start(input, checkInExecutionName(input));
}

export const checkInExecutionName = (input: CheckInTriggerInput) =>
  `checkin-${input.scheduleId}-${new Date(input.slot).getTime()}`;
