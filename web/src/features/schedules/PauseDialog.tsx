import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { CallSchedule } from '@/shared/api-types.ts';
import { localDateIn } from '@/shared/schedule-time.ts';
import { isCalendarDate, PAUSE_DATE_PAST, PAUSED_UNTIL_MESSAGE } from '@/shared/schemas/index.ts';
import { AppDialog } from '../../components/AppDialog.tsx';
import { usePauseSchedule } from './api.ts';

/** `YYYY-MM-DD` plus whole days, as calendar dates (no timezone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * "Pause calls": the browser's date picker for the date calls start again. Dates are the
 * schedule's own (its timezone), so "tomorrow" is tomorrow where the person lives.
 */
export function PauseDialog({ schedule, who, onClose }: { schedule: CallSchedule | undefined; who: string; onClose: () => void }) {
  const pause = usePauseSchedule();
  const inputId = useId();
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | undefined>();
  const tomorrow = schedule ? addDays(localDateIn(schedule.timezone, new Date()), 1) : '';

  // The form starts afresh each time the dialog opens for a schedule: state adjusted while
  // rendering, React's way of resetting state when a prop changes (no effect, no second render).
  const [openFor, setOpenFor] = useState<CallSchedule | undefined>();
  if (schedule !== openFor) {
    setOpenFor(schedule);
    if (schedule) {
      setDate(schedule.pausedUntil ?? addDays(tomorrow, 6));
      setError(undefined);
    }
  }

  const submit = () => {
    if (!schedule) return;
    if (!isCalendarDate(date)) return setError(PAUSED_UNTIL_MESSAGE);
    if (date < tomorrow) return setError(PAUSE_DATE_PAST);
    setError(undefined);
    pause.mutate({ id: schedule.id, pausedUntil: date }, { onSuccess: onClose });
  };

  return (
    <AppDialog
      open={schedule !== undefined}
      onClose={onClose}
      title="Pause calls"
      busy={pause.isPending}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pause.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={pause.isPending} loadingText="Pausing...">
            Pause calls
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="4">
          <Text>
            CareCall will not call {who} before the date you choose. Calls start again on that date, at the usual time.
          </Text>
          <Field.Root invalid={error !== undefined} required>
            <Field.Label htmlFor={inputId}>
              Pause until
              <Field.RequiredIndicator />
            </Field.Label>
            <Input id={inputId} type="date" min={tomorrow} value={date} onChange={(event) => setDate(event.target.value)} />
            <Field.HelperText>The first day calls are made again ({schedule?.timezone.replaceAll('_', ' ')} time).</Field.HelperText>
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      </form>
    </AppDialog>
  );
}
