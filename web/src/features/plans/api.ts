import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@/shared/api-types.ts';
import { findPlan } from '@/shared/plans.ts';
import { notify } from '../../app/notify.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { currentUserQuery } from '../../lib/current-user.ts';

export const subscriptionsQuery = queryOptions({
  queryKey: ['subscriptions'] as const,
  queryFn: () => api.get<Subscription[]>('/api/user/subscriptions'),
});

/** Chooses (or switches to) a plan; there is no payment step in this version. */
export function useChoosePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (servicePlanId: string) => api.post<Subscription>('/api/user/subscriptions', { servicePlanId }),
    onSuccess: async (_subscription, servicePlanId) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: subscriptionsQuery.queryKey }),
      ]);
      const plan = findPlan(servicePlanId);
      notify({ title: 'Plan chosen', description: `You are now on the ${plan?.name ?? 'new'} plan.` });
    },
    onError: (error) => {
      notify({ title: 'Could not choose plan', description: errorMessage(error, 'Something went wrong'), variant: 'destructive' });
    },
  });
}
