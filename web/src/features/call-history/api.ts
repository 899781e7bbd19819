import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CallLog } from '@/shared/api-types.ts';
import { CALL_LOGS_PATH } from '../../lib/account-queries.ts';
import { apiGetPage } from '../../lib/api.ts';

// The history is read a month at a time, newest month first (the server answers at most 100 calls
// a page and gives the next page of the same month in its Link header). Older months load on
// request, back to the 400 days the history is kept.

const HISTORY = CALL_LOGS_PATH;
const KEPT_DAYS = 400;

/** A month as one number (year * 12 + month index) in the reader's own timezone. */
export const monthOf = (date: Date) => date.getFullYear() * 12 + date.getMonth();
export const monthStart = (month: number) => new Date(Math.floor(month / 12), month % 12, 1);
const monthEnd = (month: number) => new Date(monthStart(month + 1).getTime() - 1);

export function monthPath(month: number): string {
  const params = new URLSearchParams({ from: monthStart(month).toISOString(), to: monthEnd(month).toISOString() });
  return `${HISTORY}?${params}`;
}

/** Which page to read: a month, and within it the server's next-page address once there is one. */
export interface HistoryPageParam {
  month: number;
  next?: string;
}

export interface HistoryPage {
  logs: CallLog[];
  month: number;
  /** The server's address of this month's next (older) page. */
  next?: string;
}

export function callHistoryQuery(now: Date) {
  const oldestMonth = monthOf(new Date(now.getTime() - KEPT_DAYS * 86_400_000));
  return infiniteQueryOptions({
    queryKey: ['call-logs', 'months'] as const,
    initialPageParam: { month: monthOf(now) } as HistoryPageParam,
    queryFn: async ({ pageParam }): Promise<HistoryPage> => {
      const { body, next } = await apiGetPage<CallLog[]>(pageParam.next ?? monthPath(pageParam.month));
      return { logs: body, month: pageParam.month, ...(next ? { next } : {}) };
    },
    getNextPageParam: (last: HistoryPage): HistoryPageParam | undefined =>
      last.next ? { month: last.month, next: last.next } : last.month > oldestMonth ? { month: last.month - 1 } : undefined,
  });
}

/** Statuses of a call or a contact's call still under way. */
const UNDER_WAY = new Set(['initiated', 'queued', 'ringing', 'in-progress']);
/** A call still "under way" after this long is stuck, not in progress: it does not keep the page polling. */
const STUCK_MS = 6 * 3600_000;

/** The oldest call still in progress (it or one of its escalations), or undefined when none is. */
export function oldestInProgress(logs: readonly CallLog[], now: Date): CallLog | undefined {
  const live = logs.filter(
    (log) =>
      now.getTime() - Date.parse(log.callTime) < STUCK_MS &&
      (UNDER_WAY.has(log.status) || (log.escalations ?? []).some((attempt) => UNDER_WAY.has(attempt.status))),
  );
  return live.reduce<CallLog | undefined>((oldest, log) => (!oldest || log.callTime < oldest.callTime ? log : oldest), undefined);
}

/** The newest calls from `from` on: what the page polls while a call is in progress. */
export function recentCallsQuery(from: string) {
  return queryOptions({
    queryKey: ['call-logs', 'recent', from] as const,
    queryFn: async () => (await apiGetPage<CallLog[]>(`${HISTORY}?${new URLSearchParams({ from })}`)).body,
  });
}

/** The months read, with the newer copies of the polled calls laid over them (by id). */
export function mergeCalls(pages: readonly HistoryPage[], recent: readonly CallLog[] = []): CallLog[] {
  const byId = new Map<string, CallLog>();
  for (const page of pages) for (const log of page.logs) byId.set(log.id, log);
  for (const log of recent) byId.set(log.id, log);
  return [...byId.values()];
}
