import { stepHandler } from './task-handler.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';
import '../capabilities/telephony.ts';
import '../capabilities/task-completion.ts';

// Returns once the call is placed; the workflow waits for the status webhook to hand back the token.
export const handler = stepHandler('PlaceCall');
