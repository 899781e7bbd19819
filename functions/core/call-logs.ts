import type { CallLog } from './model.ts';
import type { Deps } from './ports.ts';

/** The history screen polls this every 10 s; a user with years of daily calls stays bounded. */
export const MAX_CALL_LOGS = 1000;

export async function listCallLogs(deps: Deps, userId: string, range: { from?: Date; to?: Date }): Promise<CallLog[]> {
  return deps.callLogs.list(userId, { ...range, limit: MAX_CALL_LOGS });
}
