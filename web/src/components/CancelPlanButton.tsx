// Cancelling the plan (docs/family-side.md), offered on the calls page and on the
// profile page.
import { Button, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Subscription } from '@/shared/api-types.ts';
import { notify } from '../app/notify.ts';
import { schedulesQuery } from '../lib/account-queries.ts';
import { api, errorMessage } from '../lib/api.ts';
import { activeSubscription, currentUserQuery, useCurrentUser } from '../lib/current-user.ts';
import { ConfirmDialog } from './AppDialog.tsx';

function useCancelPlan() {
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

/** "Cancel my plan" with its confirmation; shown only while a plan is active. */
export function CancelPlanButton() {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const cancel = useCancelPlan();
  const plan = activeSubscription(user);
  if (!plan) return null;
  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Cancel my plan
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel your plan?"
        busy={cancel.isPending}
        busyText="Cancelling..."
        cancelLabel="Keep my plan"
        confirmLabel="Cancel plan"
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setOpen(false) })}
        message={
          <Text>
            Your {plan.planName} plan ends now and every call schedule is switched off: no more check-in calls will be made. Your
            schedules, contacts and call history stay, and you can choose a plan again at any time.
          </Text>
        }
      />
    </>
  );
}
