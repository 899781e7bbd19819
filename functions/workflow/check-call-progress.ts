import { checkCallProgress } from '../core/check-in/workflow-tasks.ts';
import { workflowTask } from './task-handler.ts';

// A wait ran out: what the stored records say the call did.
export const handler = workflowTask('CheckCallProgress', checkCallProgress);
