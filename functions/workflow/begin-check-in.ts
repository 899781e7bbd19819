import { stepHandler } from './task-handler.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';
import '../capabilities/scheduler.ts';

export const handler = stepHandler('BeginCheckIn');
