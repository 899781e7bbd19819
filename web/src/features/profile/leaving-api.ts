import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Subscription } from '../../../../shared/api-types.ts';
import { notify } from '../../app/notify.ts';
import { apiRequest, api, errorMessage } from '../../lib/api.ts';
import { currentUserQuery } from '../auth/current-user.ts';
import { schedulesQuery } from '../schedules/api.ts';

// Leaving CareCall (decisions.md "The family's side"): cancelling the plan, downloading one's
// data, deleting the account.

export const EXPORT_PATH = '/api/user/export';

export function useCancelPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string; subscriptions: Subscription[] }>('/api/user/subscriptions/cancel', {}),
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: schedulesQuery.queryKey }),
      ]);
      notify({ title: 'Plan cancelled', description: result.message });
    },
    onError: (error) => {
      notify({ title: 'Cancel failed', description: errorMessage(error, 'Failed to cancel your plan. Please try again.'), variant: 'destructive' });
    },
  });
}

/** Deletes the account; on success the app forgets the session and goes home with a toast. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string) => apiRequest<{ message: string }>('DELETE', '/api/user/account', { password }),
    onSuccess: async () => {
      queryClient.setQueryData(currentUserQuery.queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0] });
      await navigate({ to: '/' });
      notify({ title: 'Account deleted', description: 'Your account and everything in it has been deleted. Thank you for using CareCall.' });
    },
  });
}
