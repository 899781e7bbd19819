import { beginCheckIn } from '../core/check-in/begin-check-in.ts';
import type { WorkflowInput } from '../core/model.ts';
import { workflowTask } from './task-handler.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';
import '../capabilities/scheduler.ts';

export const handler = workflowTask('BeginCheckIn', (deps, event: { input: WorkflowInput; executionId: string }) =>
  beginCheckIn(deps, event.input, event.executionId),
);
