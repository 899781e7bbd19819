// GET /test/timezone?timeOfDay=..&timezone=.. (docs/screens-and-data.md).
import * as v from 'valibot';
import { TIMEZONE_TEST_ZONES } from '../timezones.ts';
import { fieldsObject, TIMEZONE_MESSAGE, timeOfDayField } from './fields.ts';

/** Query parameters of the timezone test tool; other parameters are ignored. */
export const timezoneQuerySchema = fieldsObject({
  timeOfDay: timeOfDayField(),
  timezone: v.picklist(TIMEZONE_TEST_ZONES, TIMEZONE_MESSAGE),
});
export type TimezoneQuery = v.InferOutput<typeof timezoneQuerySchema>;
