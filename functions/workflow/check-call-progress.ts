import { stepHandler } from './task-handler.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';
import '../capabilities/telephony.ts';

// A wait ran out: what the stored records say the call did.
export const handler = stepHandler('CheckCallProgress');
