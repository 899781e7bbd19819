// Registration, login and forgot-password (docs/screens-and-data.md).
import * as v from 'valibot';
import {
  addressEntries,
  emailField,
  fieldsObject,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
  nameField,
  newPasswordField,
  PASSWORDS_MISMATCH_MESSAGE,
  phoneField,
} from './fields.ts';

const USERNAME_MESSAGE = 'Username must be at least 3 characters';
const TERMS_MESSAGE = 'You must accept the terms and conditions';

const step1Entries = {
  firstName: nameField(FIRST_NAME_MESSAGE, 'First name'),
  lastName: nameField(LAST_NAME_MESSAGE, 'Last name'),
  username: v.pipe(
    v.string(USERNAME_MESSAGE),
    v.trim(),
    v.minLength(3, USERNAME_MESSAGE),
    v.maxLength(50, 'Username must be at most 50 characters'),
  ),
  email: emailField(),
  phone: phoneField(),
};

/** Step 1 of the registration wizard: the user may move on only when this passes. */
export const registrationStep1Schema = fieldsObject(step1Entries);
export type RegistrationStep1 = v.InferOutput<typeof registrationStep1Schema>;

/** The whole registration form, both steps. */
export const registrationFormSchema = v.pipe(
  fieldsObject({
    ...step1Entries,
    password: newPasswordField(),
    confirmPassword: v.string(PASSWORDS_MISMATCH_MESSAGE),
    ...addressEntries,
    // A boolean that must be true (not the literal `true`), so the form can start unticked.
    termsAccepted: v.pipe(v.boolean(TERMS_MESSAGE), v.check((accepted) => accepted, TERMS_MESSAGE)),
  }),
  // Checked even while other fields are still wrong, because the form validates on every change.
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      PASSWORDS_MISMATCH_MESSAGE,
    ),
    ['confirmPassword'],
  ),
);
export type RegistrationForm = v.InferOutput<typeof registrationFormSchema>;

/** What POST /api/auth/register accepts; confirmPassword and termsAccepted are dropped. */
export const registrationPayloadSchema = fieldsObject({
  ...step1Entries,
  password: newPasswordField(),
  ...addressEntries,
});
export type RegistrationPayload = v.InferOutput<typeof registrationPayloadSchema>;

const OPTIONAL_KEYS = ['address', 'city', 'state', 'zipCode', 'country'] as const;

/** The request body for a validated form. Blank optional fields are left out, not sent as "". */
export function toRegistrationPayload(form: RegistrationForm): RegistrationPayload {
  const payload: RegistrationPayload = {
    firstName: form.firstName,
    lastName: form.lastName,
    username: form.username,
    email: form.email,
    phone: form.phone,
    password: form.password,
  };
  for (const key of OPTIONAL_KEYS) {
    const value = form[key]?.trim();
    if (value) payload[key] = value;
  }
  return payload;
}

const USERNAME_REQUIRED = 'Username is required';
const PASSWORD_REQUIRED = 'Password is required';

export const loginSchema = fieldsObject({
  username: v.pipe(v.string(USERNAME_REQUIRED), v.trim(), v.minLength(1, USERNAME_REQUIRED)),
  // Never trimmed: the password is compared exactly as typed.
  password: v.pipe(v.string(PASSWORD_REQUIRED), v.minLength(1, PASSWORD_REQUIRED)),
});
export type LoginPayload = v.InferOutput<typeof loginSchema>;

export const forgotPasswordSchema = fieldsObject({ email: emailField() });
export type ForgotPasswordForm = v.InferOutput<typeof forgotPasswordSchema>;

/** The answer to a reset link that is unknown, expired or used; the reset page shows it as such. */
export const RESET_LINK_EXPIRED = 'This reset link has expired or was already used.';
/** POST /api/auth/forgot-password answers this whether or not the account exists. */
export const FORGOT_PASSWORD_ACCEPTED = 'If an account exists with that email, you will receive password reset instructions.';

/** What POST /api/auth/reset-password accepts: the token of the emailed link and a new password. */
export const resetPasswordSchema = fieldsObject({
  token: v.pipe(v.string(RESET_LINK_EXPIRED), v.minLength(1, RESET_LINK_EXPIRED), v.maxLength(200, RESET_LINK_EXPIRED)),
  password: newPasswordField(),
});
export type ResetPasswordPayload = v.InferOutput<typeof resetPasswordSchema>;

/** The /reset-password form: the new password twice (the token comes from the link). */
export const resetPasswordFormSchema = v.pipe(
  fieldsObject({
    password: newPasswordField(),
    confirmPassword: v.string(PASSWORDS_MISMATCH_MESSAGE),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, PASSWORDS_MISMATCH_MESSAGE),
    ['confirmPassword'],
  ),
);
export type ResetPasswordForm = v.InferOutput<typeof resetPasswordFormSchema>;
