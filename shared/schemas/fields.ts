// Field schemas and messages used by more than one form. Every type error carries the field's own
// message (docs/screens-and-data.md, "Validation"), never valibot's default English, because the server returns
// these messages to the user as they are.
import * as v from 'valibot';
import { readPhone, type PhoneProblem } from '../phone.ts';

export const FIRST_NAME_MESSAGE = 'First name must be at least 2 characters';
export const LAST_NAME_MESSAGE = 'Last name must be at least 2 characters';
export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const PHONE_MESSAGE = 'Phone number must be at least 10 digits';
export const PASSWORD_MESSAGE = 'Password must be at least 8 characters';
export const PASSWORDS_MISMATCH_MESSAGE = 'Passwords do not match';
export const TIME_OF_DAY_MESSAGE = 'Must be in 24-hour format (HH:MM)';
export const TIMEZONE_MESSAGE = 'Please choose a timezone from the list';
// Messages below are ours: the product leaves these cases open (docs/screens-and-data.md, "Validation").
export const BOOLEAN_MESSAGE = 'Must be true or false';
export const NOT_AN_OBJECT_MESSAGE = 'Expected a JSON object';
export const UNEXPECTED_FIELD_MESSAGE = 'Unexpected field';

const PHONE_PROBLEM_MESSAGES: Record<PhoneProblem, string> = {
  'too-short': PHONE_MESSAGE,
  'too-long': 'Phone number must be at most 15 digits',
  'no-country-code': 'Please include the country code, for example +44',
};

/** A name: trimmed, at least 2 characters. */
export const nameField = (message: string, label: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(2, message),
    v.maxLength(100, `${label} must be at most 100 characters`),
  );

/**
 * An address mail can be delivered to. valibot's `email()` refuses real addresses such as
 * o'brien@example.com, so we use its RFC pattern and also ask for a dot in the domain
 * (`ada@localhost` is almost always a typo). 254 characters is the longest address mail carries.
 */
export const isEmailAddress = (email: string) =>
  email.length <= 254 && v.RFC_EMAIL_REGEX.test(email) && /@[^@]+\.[^@.]+$/.test(email);

/** A required email address, trimmed. */
export const emailField = (message: string = EMAIL_MESSAGE) =>
  v.pipe(v.string(message), v.trim(), v.check(isEmailAddress, message));

/** A phone number as typed; its output is the E.164 form the server stores. */
export const phoneField = () =>
  v.pipe(
    v.string(PHONE_MESSAGE),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const reading = readPhone(dataset.value);
      if (!reading.ok) {
        addIssue({ message: PHONE_PROBLEM_MESSAGES[reading.problem] });
        return NEVER;
      }
      return reading.e164;
    }),
  );

/** A new password: never trimmed, since spaces may be part of it. */
export const newPasswordField = () => v.pipe(v.string(PASSWORD_MESSAGE), v.minLength(8, PASSWORD_MESSAGE));

/** An optional free-text field such as an address line; empty is allowed and kept. */
export const optionalTextField = (label: string, max = 200) =>
  v.optional(
    v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters`)),
  );

/** Address fields are optional everywhere; labels follow the form (Province/State, Postal/Zip). */
export const addressEntries = {
  address: optionalTextField('Address'),
  city: optionalTextField('City', 100),
  state: optionalTextField('Province/State', 100),
  zipCode: optionalTextField('Postal/Zip code', 20),
  country: optionalTextField('Country', 100),
};

export const booleanField = () => v.boolean(BOOLEAN_MESSAGE);

export const timeOfDayField = () =>
  v.pipe(v.string(TIME_OF_DAY_MESSAGE), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_OF_DAY_MESSAGE));

// A missing required key is reported with the field's own message ("Username is required"), not
// a generic "Invalid key"; a pipe carries its first schema's message, so one lookup serves all.
function objectMessage(entries: v.ObjectEntries) {
  return (issue: v.ObjectIssue | v.StrictObjectIssue): string => {
    const key = issue.path?.[0]?.key;
    if (typeof key !== 'string') return NOT_AN_OBJECT_MESSAGE;
    if (issue.expected === 'never') return UNEXPECTED_FIELD_MESSAGE;
    const message = (entries[key] as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : `${key} is required`;
  };
}

/** An object whose unknown keys are dropped (a client's `userId`, `confirmPassword`, ...). */
export const fieldsObject = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.object(entries, objectMessage(entries));

/** An object that must carry exactly these keys: used where a partial update names one field. */
export const exactFieldsObject = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.strictObject(entries, objectMessage(entries));
