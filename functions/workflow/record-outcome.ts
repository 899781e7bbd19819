import { recordOutcome } from '../core/check-in/workflow-tasks.ts';
import { workflowTask } from './task-handler.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';
import '../capabilities/mail.ts';

export const handler = workflowTask('RecordOutcome', recordOutcome);
