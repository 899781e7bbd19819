import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/AppDialog.tsx';
import { activeSubscription, useCurrentUser } from '../auth/current-user.ts';
import { useCancelPlan } from './api.ts';

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
