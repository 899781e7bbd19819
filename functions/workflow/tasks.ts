import { WORKFLOW_STEPS, WORKFLOW_TASK_NAMES, type WorkflowTaskName } from '../core/check-in/steps.ts';

export type { WorkflowTaskName };

/** `PlaceCall` -> `functions/workflow/place-call.ts`: each step's Lambda handler, by its name. */
export const workflowEntry = (name: WorkflowTaskName) => `functions/workflow/${name.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase()}.ts`;

// The Lambdas behind the Task states, read from the step table (core/check-in/steps.ts): CDK builds
// one function per entry, and the local runner maps each Task state of the synthesised definition
// to the entry whose function it invokes. Several states may share one function (the waits and
// progress checks of the person's and contacts' calls).
export const WORKFLOW_TASKS: Readonly<Record<WorkflowTaskName, { entry: string; waits: boolean }>> = Object.fromEntries(
  WORKFLOW_TASK_NAMES.map((name) => [name, { entry: workflowEntry(name), waits: WORKFLOW_STEPS[name].waits }]),
) as Record<WorkflowTaskName, { entry: string; waits: boolean }>;
