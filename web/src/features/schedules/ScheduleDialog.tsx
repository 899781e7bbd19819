import { Fieldset, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import * as v from 'valibot';
import type { CallSchedule } from '@/shared/api-types.ts';
import { formatPhone } from '@/shared/phone.ts';
import { projectedMonthlyCalls } from '@/shared/plans.ts';
import { WEEKDAY_NAMES } from '@/shared/schedule-time.ts';
import {
  DEFAULT_SCHEDULE,
  PERSON_NAME_MAX,
  scheduleFormSchema,
  shapeSchedulePayload,
  type ScheduleFrequency,
} from '@/shared/schemas/index.ts';
import { callLanguageNames, callLanguages, defaultCallLanguage } from '@/shared/language.ts';
import { SCHEDULE_TIMEZONES, timezoneLabel } from '@/shared/timezones.ts';
import { FormDialog } from '../../components/AppDialog.tsx';
import { focusFirstError, useAppForm } from '../../components/form.tsx';
import { useSaveSchedule } from './api.ts';

export type ScheduleFormValues = v.InferInput<typeof scheduleFormSchema>;

const FREQUENCY_OPTIONS: { value: ScheduleFrequency; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'custom', label: 'Custom interval (every few days)' },
];
const WEEKDAY_OPTIONS = WEEKDAY_NAMES.map((name, index) => ({ value: index, label: name }));
const TIMEZONE_OPTIONS = SCHEDULE_TIMEZONES.map((zone) => ({ value: zone, label: timezoneLabel(zone) }));
// Each language named in itself, so the person (or whoever helps them) finds theirs.
const LANGUAGE_OPTIONS = callLanguages.map((language) => ({ value: language, label: callLanguageNames[language] }));

/** The form's starting values: the defaults of docs/screens-and-data.md, "Defaults and limits", or the schedule being edited. */
export function scheduleFormValues(schedule?: CallSchedule): ScheduleFormValues {
  if (!schedule) return { ...DEFAULT_SCHEDULE, phoneNumber: '', personName: '' };
  return {
    phoneNumber: formatPhone(schedule.phoneNumber),
    personName: schedule.personName ?? '',
    language: schedule.language ?? defaultCallLanguage,
    frequency: schedule.frequency,
    dayOfWeek: schedule.dayOfWeek ?? DEFAULT_SCHEDULE.dayOfWeek,
    daysInterval: schedule.daysInterval ?? DEFAULT_SCHEDULE.daysInterval,
    timeOfDay: schedule.timeOfDay,
    timezone: (SCHEDULE_TIMEZONES as readonly string[]).includes(schedule.timezone)
      ? (schedule.timezone as ScheduleFormValues['timezone'])
      : DEFAULT_SCHEDULE.timezone,
    isActive: schedule.isActive,
    escalateOnNoAnswer: schedule.escalateOnNoAnswer,
    escalateOnEmergency: schedule.escalateOnEmergency,
    escalateOnConcerning: schedule.escalateOnConcerning,
    escalateOnUnknown: schedule.escalateOnUnknown,
  };
}

function callsOf(values: Pick<ScheduleFormValues, 'frequency' | 'daysInterval'>): number | undefined {
  if (values.frequency === 'custom') {
    const days = values.daysInterval;
    if (days === undefined || !Number.isInteger(days) || days < 2 || days > 30) return undefined;
  }
  return projectedMonthlyCalls({ frequency: values.frequency, daysInterval: values.daysInterval });
}

export interface PlanUsage {
  /** Calls a month used by the user's other active schedules. */
  otherActiveCalls: number;
  allowed: number;
  planName: string;
}

/**
 * Create New Call Schedule and Edit Call Schedule. The day of the week shows only for weekly
 * schedules and the interval only for custom ones; hidden values are dropped before saving.
 */
export function ScheduleDialog({
  open,
  onClose,
  schedule,
  usage,
}: {
  open: boolean;
  onClose: () => void;
  schedule?: CallSchedule;
  usage?: PlanUsage;
}) {
  const formId = useId();
  const save = useSaveSchedule();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAppForm({
    defaultValues: scheduleFormValues(schedule),
    validators: { onChange: scheduleFormSchema },
    onSubmit: async ({ value }) => {
      // An empty name is left out: the server then keeps no name on the schedule.
      const { personName, ...shaped } = shapeSchedulePayload(v.parse(scheduleFormSchema, value));
      try {
        await save.mutateAsync({ id: schedule?.id, schedule: personName ? { ...shaped, personName } : shaped });
        onClose();
      } catch {
        // The toast has said what went wrong; the dialog stays open to fix it.
      }
    },
    onSubmitInvalid: () => queueMicrotask(() => focusFirstError(formRef.current)),
  });

  // Each opening starts from the schedule being edited, or from the defaults.
  useEffect(() => {
    if (open) form.reset(scheduleFormValues(schedule));
  }, [open, schedule, form]);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={schedule ? 'Edit Call Schedule' : 'Create New Call Schedule'}
      size="lg"
      busy={save.isPending}
      formId={formId}
      formRef={formRef}
      onSubmit={() => void form.handleSubmit()}
      submitButton={
        <form.AppForm>
          <form.SubmitButton form={formId} busyText="Saving...">
            {schedule ? 'Save Changes' : 'Create Schedule'}
          </form.SubmitButton>
        </form.AppForm>
      }
    >
        <Stack gap="5">
          <form.AppField name="phoneNumber">
            {(field) => (
              <field.TextField
                label="Phone number to call"
                type="tel"
                autoComplete="tel"
                required
                helperText="The phone of the person you care for, with area code."
              />
            )}
          </form.AppField>
          <form.AppField name="personName">
            {(field) => (
              <field.TextField
                label="Name of the person we call"
                autoComplete="off"
                maxLength={PERSON_NAME_MAX}
                helperText="Optional. The call greets them by first name, and alerts to your contacts name them."
              />
            )}
          </form.AppField>
          <form.AppField name="language">
            {(field) => (
              <field.SelectField
                label="Call language"
                required
                options={LANGUAGE_OPTIONS}
                helperText="The call speaks and listens in this language, and alerts to your contacts use it too."
              />
            )}
          </form.AppField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <form.AppField name="frequency">
              {(field) => <field.SelectField label="How often" required options={FREQUENCY_OPTIONS} />}
            </form.AppField>
            <form.Subscribe selector={(state) => state.values.frequency}>
              {(frequency) =>
                frequency === 'weekly' ? (
                  <form.AppField name="dayOfWeek">
                    {(field) => <field.SelectField label="Day of the week" required options={WEEKDAY_OPTIONS} />}
                  </form.AppField>
                ) : frequency === 'custom' ? (
                  <form.AppField name="daysInterval">
                    {(field) => (
                      <field.NumberField label="Every how many days" required min={2} max={30} helperText="From 2 to 30 days." />
                    )}
                  </form.AppField>
                ) : null
              }
            </form.Subscribe>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <form.AppField name="timeOfDay">
              {(field) => <field.TextField label="Time of the call" type="time" required helperText="24-hour clock, HH:MM." />}
            </form.AppField>
            <form.AppField name="timezone">
              {(field) => (
                <field.SelectField label="Timezone" required options={TIMEZONE_OPTIONS} helperText="Where the person you care for lives." />
              )}
            </form.AppField>
          </SimpleGrid>
          {usage && (
            <form.Subscribe
              selector={(state) => ({
                frequency: state.values.frequency,
                daysInterval: state.values.daysInterval,
                isActive: state.values.isActive,
              })}
            >
              {(values) => {
                const calls = callsOf(values);
                if (calls === undefined) return null;
                const total = usage.otherActiveCalls + (values.isActive ? calls : 0);
                return (
                  <Text color={total > usage.allowed ? 'red.700' : 'fg.muted'}>
                    This schedule makes up to {calls} calls a month. With your other active schedules that is {total} of
                    the {usage.allowed} your {usage.planName} plan allows.
                  </Text>
                );
              }}
            </form.Subscribe>
          )}
          <form.AppField name="isActive">{(field) => <field.SwitchField label="Active: place these calls" />}</form.AppField>
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold" textStyle="md">
              Call my emergency contacts when
            </Fieldset.Legend>
            <Stack gap="1" mt="2">
              <form.AppField name="escalateOnNoAnswer">
                {(field) => <field.SwitchField label="the call is not answered" />}
              </form.AppField>
              <form.AppField name="escalateOnEmergency">
                {(field) => <field.SwitchField label="an emergency is detected" />}
              </form.AppField>
              <form.AppField name="escalateOnConcerning">
                {(field) => <field.SwitchField label="the answers are concerning" />}
              </form.AppField>
              <form.AppField name="escalateOnUnknown">
                {(field) => <field.SwitchField label="the answers could not be understood" />}
              </form.AppField>
            </Stack>
          </Fieldset.Root>
        </Stack>
    </FormDialog>
  );
}
