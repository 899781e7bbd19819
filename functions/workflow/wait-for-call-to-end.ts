import { waitForCallToEnd } from '../core/check-in/workflow-tasks.ts';
import { workflowTask } from './task-handler.ts';

// Registers the task token that the call's end completes (or completes it at once if it ended).
export const handler = workflowTask('WaitForCallToEnd', waitForCallToEnd);
