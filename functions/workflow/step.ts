import { stepHandler } from './task-handler.ts';

// The Lambda of every workflow step. The stack bundles it once per step of the step table
// (core/check-in/steps.ts): the step's name replaces process.env.WORKFLOW_STEP, and the step's
// capabilities are injected before it (functions/capabilities/table.ts functionBundling), so each
// function composes only what its role allows.
export const handler = stepHandler(process.env.WORKFLOW_STEP);
