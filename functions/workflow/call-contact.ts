import { callContact } from '../core/check-in/workflow-tasks.ts';
import { workflowTask } from './task-handler.ts';

// Returns once the contact's phone rings; the status webhook hands back the token with `reached`.
export const handler = workflowTask('CallContact', callContact);
