import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallSchedule } from '@/shared/api-types.ts';
import { PHONE_MISSING, type ShapedSchedule } from '@/shared/schemas/index.ts';
import { notify } from '../../app/notify.ts';
import { formatCalendarDate } from '@/shared/schedule-labels.ts';
import { callLogsQuery, schedulesQuery } from '../../lib/account-queries.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { formatInZone } from '../../lib/format.ts';

// The server ignores any userId a client sends (docs/accounts-and-access.md); the previous client sent a fixed
// one, and the API still accepts it, so the payloads keep the same shape.
const FIXED_USER_ID = 1;

function useRefetchSchedules() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: schedulesQuery.queryKey });
}

export function useSaveSchedule() {
  const refetch = useRefetchSchedules();
  return useMutation({
    mutationFn: ({ id, schedule }: { id?: string; schedule: ShapedSchedule }) => {
      const payload = { ...schedule, userId: FIXED_USER_ID };
      return id
        ? api.put<CallSchedule>(`/api/user/call-schedules/${encodeURIComponent(id)}`, payload)
        : api.post<CallSchedule>('/api/user/call-schedules', payload);
    },
    onSuccess: async (_saved, { id }) => {
      await refetch();
      notify(
        id
          ? { title: 'Schedule updated', description: 'Your call schedule has been updated successfully' }
          : { title: 'Schedule created', description: 'Your new call schedule has been created' },
      );
    },
    onError: (error) => {
      notify({ title: 'Error', description: errorMessage(error, 'Something went wrong'), variant: 'destructive' });
    },
  });
}

export function useSetScheduleActive() {
  const refetch = useRefetchSchedules();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api.put<CallSchedule>(`/api/user/call-schedules/${encodeURIComponent(id)}`, { isActive }),
    onSuccess: async () => {
      await refetch();
      notify({ title: 'Schedule updated', description: 'Your call schedule status has been updated.' });
    },
    onError: (error) => {
      notify({
        title: 'Update failed',
        description: errorMessage(error, 'Failed to update call schedule status'),
        variant: 'destructive',
      });
    },
  });
}

/** Pauses the calls until a date (`YYYY-MM-DD` in the schedule's timezone), or resumes them (null). */
export function usePauseSchedule() {
  const refetch = useRefetchSchedules();
  return useMutation({
    mutationFn: ({ id, pausedUntil }: { id: string; pausedUntil: string | null }) =>
      api.put<CallSchedule>(`/api/user/call-schedules/${encodeURIComponent(id)}`, { pausedUntil }),
    onSuccess: async (saved, { pausedUntil }) => {
      await refetch();
      notify(
        pausedUntil
          ? { title: 'Calls paused', description: `No check-in calls until ${formatCalendarDate(pausedUntil)}.` }
          : {
              title: 'Calls resumed',
              description: saved.nextCallDate
                ? `Your check-in calls have resumed. Next call: ${formatInZone(saved.nextCallDate, saved.timezone)}.`
                : 'Your check-in calls have resumed.',
            },
      );
    },
    onError: (error, { pausedUntil }) => {
      notify({
        title: 'Update failed',
        description: errorMessage(error, pausedUntil ? 'Failed to pause call schedule' : 'Failed to resume call schedule'),
        variant: 'destructive',
      });
    },
  });
}

/** Skips the next call only; the calls after it go ahead. */
export function useSkipNextCall() {
  const refetch = useRefetchSchedules();
  return useMutation({
    mutationFn: (id: string) => api.post<CallSchedule>(`/api/user/call-schedules/${encodeURIComponent(id)}/skip`, {}),
    onSuccess: async (saved) => {
      await refetch();
      notify({
        title: 'Call skipped',
        description: saved.nextCallDate
          ? `The next call was skipped. Next call: ${formatInZone(saved.nextCallDate, saved.timezone)}.`
          : 'The next call was skipped.',
      });
    },
    onError: (error) => {
      notify({ title: 'Update failed', description: errorMessage(error, 'Failed to skip the next call'), variant: 'destructive' });
    },
  });
}

export function useDeleteSchedule() {
  const refetch = useRefetchSchedules();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/api/user/call-schedules/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      await refetch();
      notify({ title: 'Schedule deleted', description: 'Your call schedule has been deleted successfully.' });
    },
    onError: (error) => {
      notify({ title: 'Delete failed', description: errorMessage(error, 'Failed to delete call schedule'), variant: 'destructive' });
    },
  });
}

export function useTestCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phoneNumber: string) => {
      if (!phoneNumber.trim()) return Promise.reject(new Error(PHONE_MISSING));
      return api.post<unknown>('/api/user/trigger-call', { phoneNumber });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: callLogsQuery.queryKey });
      notify({ title: 'Test call initiated', description: 'A test call has been sent to your phone.' });
    },
    onError: (error) => {
      notify({
        title: 'Test call failed',
        description:
          error.message === PHONE_MISSING ? PHONE_MISSING : errorMessage(error, 'Failed to make test call. Please try again later.'),
        variant: 'destructive',
      });
    },
  });
}
