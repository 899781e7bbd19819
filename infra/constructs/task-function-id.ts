import type { WorkflowTaskName } from '@/functions/workflow/tasks.ts';

/** `PlaceCall` -> `PlaceCallFunction`: stable construct ids, one per workflow task function. */
export const taskFunctionId = (name: WorkflowTaskName) => `${name}Function`;
