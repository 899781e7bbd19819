import { stepHandler } from './task-handler.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';
import '../capabilities/task-completion.ts';

// Registers the task token that the call's end completes (or completes it at once if it ended).
export const handler = stepHandler('WaitForCallToEnd');
