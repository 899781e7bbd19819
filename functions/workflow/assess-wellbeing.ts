import { assessWellbeing } from '../core/check-in/workflow-tasks.ts';
import { workflowTask } from './task-handler.ts';

export const handler = workflowTask('AssessWellbeing', assessWellbeing);
