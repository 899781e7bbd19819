import { textAllContacts } from '../core/check-in/workflow-tasks.ts';
import { workflowTask } from './task-handler.ts';

export const handler = workflowTask('TextAllContacts', textAllContacts);
