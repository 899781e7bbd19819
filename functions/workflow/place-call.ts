import { placeCheckInCall } from '../core/check-in/workflow-tasks.ts';
import { workflowTask } from './task-handler.ts';

// Returns once the call is placed; the workflow waits for the status webhook to hand back the token.
export const handler = workflowTask('PlaceCall', placeCheckInCall);
