import { stepHandler } from './task-handler.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';

// After the wait before the second attempt: did the person call in meanwhile? Then no retry.
export const handler = stepHandler('CheckForCallIn');
