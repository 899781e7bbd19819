// The account data that several pages read (the dashboard reads all of it), as query options
// shared by the pages' useQuery calls and the routes' loaders (app/account-data.ts), so that a
// loader's request is the one the page picks up. Each feature's api.ts keeps its own writes.
import { queryOptions } from '@tanstack/react-query';
import type { CallLog, CallSchedule, EscalationContact, ServicePlan } from '@/shared/api-types.ts';
import { api } from './api.ts';

export const CALL_LOGS_PATH = '/api/user/call-logs';

export const schedulesQuery = queryOptions({
  queryKey: ['call-schedules'] as const,
  queryFn: () => api.get<CallSchedule[]>('/api/user/call-schedules'),
});

export const contactsQuery = queryOptions({
  queryKey: ['escalation-contacts'] as const,
  queryFn: () => api.get<EscalationContact[]>('/api/user/escalation-contacts'),
});

/** The newest calls (the server's first page, at most 100), newest first: the dashboard's. */
export const callLogsQuery = queryOptions({
  queryKey: ['call-logs'] as const,
  queryFn: () => api.get<CallLog[]>(CALL_LOGS_PATH),
});

export const servicePlansQuery = queryOptions({
  queryKey: ['service-plans'] as const,
  queryFn: () => api.get<ServicePlan[]>('/api/service-plans'),
});
