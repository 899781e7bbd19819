import { stepHandler } from './task-handler.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';
import '../capabilities/telephony.ts';
import '../capabilities/task-completion.ts';

// Returns once the contact's phone rings; the status webhook hands back the token with `reached`.
export const handler = stepHandler('CallContact');
