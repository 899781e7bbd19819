import { stepHandler } from './task-handler.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';

export const handler = stepHandler('FindNextContact');
