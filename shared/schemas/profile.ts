// Profile and password change (docs/screens-and-data.md).
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

/**
 * PUT /api/user/profile and the General Information form. Address fields may be "" to clear them;
 * username and password are not changed here.
 */
export const profileSchema = fieldsObject({
  firstName: nameField(FIRST_NAME_MESSAGE, 'First name'),
  lastName: nameField(LAST_NAME_MESSAGE, 'Last name'),
  email: emailField(),
  phone: phoneField(),
  ...addressEntries,
});
export type ProfileUpdate = v.InferOutput<typeof profileSchema>;

const CURRENT_PASSWORD_REQUIRED = 'Current password is required';

const passwordChangeEntries = {
  // Never trimmed: compared exactly as typed.
  currentPassword: v.pipe(v.string(CURRENT_PASSWORD_REQUIRED), v.minLength(1, CURRENT_PASSWORD_REQUIRED)),
  newPassword: newPasswordField(),
};

/** The Password & Security form: a mismatch is reported on confirmPassword. */
export const passwordChangeFormSchema = v.pipe(
  fieldsObject({
    ...passwordChangeEntries,
    // A confirmation shorter than 8 cannot equal a valid new password, so one message covers both.
    confirmPassword: v.string(PASSWORDS_MISMATCH_MESSAGE),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      PASSWORDS_MISMATCH_MESSAGE,
    ),
    ['confirmPassword'],
  ),
);
export type PasswordChangeForm = v.InferOutput<typeof passwordChangeFormSchema>;

/** PUT /api/user/password: the confirmation stays in the browser. */
export const passwordChangePayloadSchema = fieldsObject(passwordChangeEntries);
export type PasswordChangePayload = v.InferOutput<typeof passwordChangePayloadSchema>;
