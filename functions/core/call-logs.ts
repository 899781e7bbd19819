import type { CallLog as CallLogView } from '../../shared/api-types.ts';
import type { Deps } from './ports.ts';

/** The history screen polls this every 10 s; a user with years of daily calls stays bounded. */
export const MAX_CALL_LOGS = 1000;

/**
 * A user's calls, newest first, each with its escalations. The conversation turns stay out of the
 * list (the readable `transcription` carries them); two key-range queries in all.
 */
export async function listCallLogs(deps: Deps, userId: string, range: { from?: Date; to?: Date }): Promise<CallLogView[]> {
  const [logs, escalations] = await Promise.all([
    deps.callLogs.list(userId, { ...range, limit: MAX_CALL_LOGS }),
    deps.callLogs.listEscalationsInRange(userId, range),
  ]);
  const byCall = new Map<string, CallLogView['escalations']>();
  for (const { userId: _u, callLogId, ...rest } of escalations.sort((a, b) => a.callTime.localeCompare(b.callTime))) {
    byCall.set(callLogId, [...(byCall.get(callLogId) ?? []), rest]);
  }
  return logs.map((log) => {
    const { turns: _turns, ...responseData } = log.responseData ?? {};
    return { ...log, ...(log.responseData ? { responseData } : {}), escalations: byCall.get(log.id) ?? [] };
  });
}
