// Call schedules: the form, the create/update payload and the on/off switch (docs/screens-and-data.md; docs/schedules-and-time.md).
import * as v from 'valibot';
import { callLanguages, defaultCallLanguage, type CallLanguage } from '../language.ts';
import { SCHEDULE_TIMEZONES, type ScheduleTimezone } from '../timezones.ts';
import {
  BOOLEAN_MESSAGE,
  booleanField,
  exactFieldsObject,
  fieldsObject,
  phoneField,
  TIMEZONE_MESSAGE,
  timeOfDayField,
} from './fields.ts';

export const SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'custom'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

export interface ScheduleDefaults {
  readonly frequency: ScheduleFrequency;
  readonly timeOfDay: string;
  readonly timezone: ScheduleTimezone;
  readonly isActive: boolean;
  readonly escalateOnNoAnswer: boolean;
  readonly escalateOnEmergency: boolean;
  readonly escalateOnConcerning: boolean;
  readonly escalateOnUnknown: boolean;
  /** 0 = Sunday ... 6 = Saturday. */
  readonly dayOfWeek: number;
  readonly daysInterval: number;
  readonly language: CallLanguage;
}

/** The values a new schedule form starts with (docs/screens-and-data.md, "Defaults and limits"). */
export const DEFAULT_SCHEDULE: ScheduleDefaults = Object.freeze({
  frequency: 'daily',
  timeOfDay: '09:00',
  timezone: 'America/New_York',
  isActive: true,
  escalateOnNoAnswer: true,
  escalateOnEmergency: true,
  escalateOnConcerning: false,
  escalateOnUnknown: true,
  dayOfWeek: 1,
  daysInterval: 3,
  language: defaultCallLanguage,
});

const FREQUENCY_MESSAGE = 'Please choose daily, weekly or custom';
const DAY_OF_WEEK_MESSAGE = 'Please choose a day of the week';
const INTERVAL_MESSAGE = 'Interval must be between 2 and 30 days';

export const PERSON_NAME_MAX = 60;
const PERSON_NAME_MESSAGE = `Name must be at most ${PERSON_NAME_MAX} characters`;
export const LANGUAGE_MESSAGE = `Please choose a call language: ${callLanguages.join(', ')}`;
export const PAUSED_UNTIL_MESSAGE = 'Please choose a date (YYYY-MM-DD)';
/** A pause ends on a date after today in the schedule's timezone (checked by the API, and by the form first). */
export const PAUSE_DATE_PAST = 'Please choose a date after today';
/** A test call with no number given and none on the profile. */
export const PHONE_MISSING = 'Phone number missing: Please update your profile with a valid phone number first.';

/** `YYYY-MM-DD` naming a real calendar date (no 31 April). */
export const isCalendarDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The name of the person called: optional, trimmed; an empty name means none. */
const personNameField = () =>
  v.optional(v.pipe(v.string(PERSON_NAME_MESSAGE), v.trim(), v.maxLength(PERSON_NAME_MAX, PERSON_NAME_MESSAGE)));

const isDayOfWeek = (day: number | undefined) => day !== undefined && Number.isInteger(day) && day >= 0 && day <= 6;
const isInterval = (days: number | undefined) =>
  days !== undefined && Number.isInteger(days) && days >= 2 && days <= 30;

const commonEntries = {
  phoneNumber: phoneField(),
  personName: personNameField(),
  frequency: v.picklist(SCHEDULE_FREQUENCIES, FREQUENCY_MESSAGE),
  // Both are held by the form whatever the frequency; they are checked only when the frequency
  // uses them, so a value left in a hidden field never blocks saving.
  dayOfWeek: v.optional(v.number(DAY_OF_WEEK_MESSAGE)),
  daysInterval: v.optional(v.number(INTERVAL_MESSAGE)),
  timeOfDay: timeOfDayField(),
  timezone: v.picklist(SCHEDULE_TIMEZONES, TIMEZONE_MESSAGE),
};
// The call's language (docs/check-in-call.md); omitted: English.
const languageField = () => v.optional(v.picklist(callLanguages, LANGUAGE_MESSAGE), defaultCallLanguage);

type FrequencyFields = {
  frequency: ScheduleFrequency;
  dayOfWeek?: number | undefined;
  daysInterval?: number | undefined;
};
const hasDayOfWeekIfWeekly = (input: FrequencyFields) => input.frequency !== 'weekly' || isDayOfWeek(input.dayOfWeek);
const hasIntervalIfCustom = (input: FrequencyFields) => input.frequency !== 'custom' || isInterval(input.daysInterval);

/** The Create/Edit Call Schedule form. */
export const scheduleFormSchema = v.pipe(
  fieldsObject({
    ...commonEntries,
    language: languageField(),
    isActive: booleanField(),
    escalateOnNoAnswer: booleanField(),
    escalateOnEmergency: booleanField(),
    escalateOnConcerning: booleanField(),
    escalateOnUnknown: booleanField(),
  }),
  // Partial checks, so the form shows these while other fields are still being filled in.
  v.forward(v.partialCheck([['frequency'], ['dayOfWeek']], hasDayOfWeekIfWeekly, DAY_OF_WEEK_MESSAGE), ['dayOfWeek']),
  v.forward(v.partialCheck([['frequency'], ['daysInterval']], hasIntervalIfCustom, INTERVAL_MESSAGE), ['daysInterval']),
);
export type ScheduleForm = v.InferOutput<typeof scheduleFormSchema>;

type ScheduleCommon = Omit<ScheduleForm, 'frequency' | 'dayOfWeek' | 'daysInterval'>;

/** A schedule carrying only the fields its frequency uses. */
export type ShapedSchedule =
  | (ScheduleCommon & { frequency: 'daily' })
  | (ScheduleCommon & { frequency: 'weekly'; dayOfWeek: number })
  | (ScheduleCommon & { frequency: 'custom'; daysInterval: number });

/**
 * Drops the fields the frequency does not use (docs/screens-and-data.md, "States and transitions"): daily keeps neither
 * dayOfWeek nor daysInterval, weekly keeps dayOfWeek, custom keeps daysInterval.
 * Expects a validated form; a weekly or custom form without its field is a programming error.
 */
export function shapeSchedulePayload(form: ScheduleForm): ShapedSchedule {
  const { frequency, dayOfWeek, daysInterval, ...common } = form;
  switch (frequency) {
    case 'daily':
      return { ...common, frequency };
    case 'weekly':
      if (dayOfWeek === undefined) throw new TypeError('A weekly schedule needs dayOfWeek');
      return { ...common, frequency, dayOfWeek };
    case 'custom':
      if (daysInterval === undefined) throw new TypeError('A custom schedule needs daysInterval');
      return { ...common, frequency, daysInterval };
  }
}

const defaultedBoolean = (fallback: boolean) => v.optional(v.boolean(BOOLEAN_MESSAGE), fallback);

/**
 * POST /api/user/call-schedules and a full PUT. Omitted booleans take the defaults of
 * DEFAULT_SCHEDULE; a client's `userId` (and any other unknown key) is dropped; the output is
 * shaped, with the phone number in E.164.
 */
export const schedulePayloadSchema = v.pipe(
  fieldsObject({
    ...commonEntries,
    language: languageField(),
    isActive: defaultedBoolean(DEFAULT_SCHEDULE.isActive),
    escalateOnNoAnswer: defaultedBoolean(DEFAULT_SCHEDULE.escalateOnNoAnswer),
    escalateOnEmergency: defaultedBoolean(DEFAULT_SCHEDULE.escalateOnEmergency),
    escalateOnConcerning: defaultedBoolean(DEFAULT_SCHEDULE.escalateOnConcerning),
    escalateOnUnknown: defaultedBoolean(DEFAULT_SCHEDULE.escalateOnUnknown),
  }),
  v.forward(v.partialCheck([['frequency'], ['dayOfWeek']], hasDayOfWeekIfWeekly, DAY_OF_WEEK_MESSAGE), ['dayOfWeek']),
  v.forward(v.partialCheck([['frequency'], ['daysInterval']], hasIntervalIfCustom, INTERVAL_MESSAGE), ['daysInterval']),
  v.transform(shapeSchedulePayload),
);
export type SchedulePayload = v.InferOutput<typeof schedulePayloadSchema>;

/** PUT /api/user/call-schedules/{id} with only the on/off switch. */
export const scheduleStatusSchema = exactFieldsObject({ isActive: booleanField() });
export type ScheduleStatus = v.InferOutput<typeof scheduleStatusSchema>;

/**
 * PUT /api/user/call-schedules/{id} with only `pausedUntil`: no call before that date (in the
 * schedule's timezone); null resumes the calls (docs/family-side.md).
 */
export const schedulePauseSchema = exactFieldsObject({
  pausedUntil: v.nullable(v.pipe(v.string(PAUSED_UNTIL_MESSAGE), v.check(isCalendarDate, PAUSED_UNTIL_MESSAGE))),
});
export type SchedulePause = v.InferOutput<typeof schedulePauseSchema>;
