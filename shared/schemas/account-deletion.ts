// Deleting one's account (docs/family-side.md): the password confirms it.
import * as v from 'valibot';
import { fieldsObject } from './fields.ts';

export const DELETION_PASSWORD_REQUIRED = 'Please enter your password to delete your account';

/** DELETE /api/user/account */
export const accountDeletionSchema = fieldsObject({
  password: v.pipe(v.string(DELETION_PASSWORD_REQUIRED), v.minLength(1, DELETION_PASSWORD_REQUIRED), v.maxLength(1000, DELETION_PASSWORD_REQUIRED)),
});
export type AccountDeletionRequest = v.InferOutput<typeof accountDeletionSchema>;
