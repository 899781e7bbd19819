// What each account page reads, started by its route's loader: the requests go out while the
// page's code is still downloading (and on hover, since links preload on intent), instead of
// after the page has rendered. The query options are the pages' own, so the pages' useQuery
// calls pick up the same requests. They are imported on demand: the home page never loads them.
import type { QueryClient } from '@tanstack/react-query';

/**
 * The queries are started, not waited for: the page shows its own loading and error states as
 * before, and a failed request is the page's to report (useQuery retries it), not the router's.
 */
function started(...requests: Promise<unknown>[]): void {
  for (const request of requests) request.catch(() => undefined);
}

export async function loadDashboardData(queryClient: QueryClient): Promise<void> {
  const { schedulesQuery, contactsQuery, callLogsQuery } = await import('../lib/account-queries.ts');
  started(queryClient.ensureQueryData(schedulesQuery), queryClient.ensureQueryData(contactsQuery), queryClient.ensureQueryData(callLogsQuery));
}

export async function loadSchedulesData(queryClient: QueryClient): Promise<void> {
  const { schedulesQuery } = await import('../lib/account-queries.ts');
  started(queryClient.ensureQueryData(schedulesQuery));
}

export async function loadCallHistoryData(queryClient: QueryClient): Promise<void> {
  const [{ callHistoryQuery }, { contactsQuery }] = await Promise.all([import('../features/call-history/api.ts'), import('../lib/account-queries.ts')]);
  started(queryClient.prefetchInfiniteQuery(callHistoryQuery(new Date())), queryClient.ensureQueryData(contactsQuery));
}

export async function loadContactsData(queryClient: QueryClient): Promise<void> {
  const { contactsQuery } = await import('../lib/account-queries.ts');
  started(queryClient.ensureQueryData(contactsQuery));
}
