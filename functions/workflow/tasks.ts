import { WORKFLOW_STEPS, WORKFLOW_TASK_NAMES, type WorkflowTaskName } from '../core/check-in/steps.ts';

export type { WorkflowTaskName };

/** Every step's Lambda entry: built once per step (functions/capabilities/table.ts functionBundling). */
export const WORKFLOW_STEP_ENTRY = 'functions/workflow/step.ts';
/** Replaced by the step's name when a step's function is bundled. */
export const WORKFLOW_STEP_VARIABLE = 'process.env.WORKFLOW_STEP';

// The Lambdas behind the Task states, read from the step table (core/check-in/steps.ts): CDK builds
// one function per entry, and the local runner maps each Task state of the synthesised definition
// to the step whose function it invokes. Several states may share one function (the waits and
// progress checks of the person's and contacts' calls).
export const WORKFLOW_TASKS: Readonly<Record<WorkflowTaskName, { entry: string; waits: boolean }>> = Object.fromEntries(
  WORKFLOW_TASK_NAMES.map((name) => [name, { entry: WORKFLOW_STEP_ENTRY, waits: WORKFLOW_STEPS[name].waits }]),
) as Record<WorkflowTaskName, { entry: string; waits: boolean }>;
