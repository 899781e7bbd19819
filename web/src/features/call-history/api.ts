import { queryOptions } from '@tanstack/react-query';
import type { CallLog } from '../../../../shared/api-types.ts';
import { api } from '../../lib/api.ts';

/** Every call of the user, newest first (the server's order). */
export const callLogsQuery = queryOptions({
  queryKey: ['call-logs'] as const,
  queryFn: () => api.get<CallLog[]>('/api/user/call-logs'),
});

/** Newest first by call time; calls without a valid time go last. */
export function sortNewestFirst(logs: readonly CallLog[]): CallLog[] {
  const time = (log: CallLog) => {
    const t = Date.parse(log.callTime);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...logs].sort((a, b) => time(b) - time(a));
}
