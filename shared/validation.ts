// One way to run a schema for both the server (400 body, docs/accounts-and-access.md) and the web app.
import * as v from 'valibot';

export type ValidationResult<TOutput> =
  | { success: true; output: TOutput }
  | { success: false; message: string; errors: Record<string, string[]> };

/** Key for issues that belong to no field (for example a body that is not an object). */
export const NO_FIELD_KEY = '_';

function issueKey(issue: v.BaseIssue<unknown>): string {
  const keys = issue.path?.map((item) => item.key);
  if (!keys || keys.length === 0) return NO_FIELD_KEY;
  if (!keys.every((key) => typeof key === 'string' || typeof key === 'number')) return NO_FIELD_KEY;
  return keys.join('.');
}

/**
 * Validates `input`. On failure, `errors` maps each field (dot path when nested, `_` when none)
 * to its messages in order without repeats, and `message` is the first of them: ready to be
 * sent as `{ message, errors }`.
 */
export function validateInput<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): ValidationResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, output: result.output };

  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const messages = (errors[issueKey(issue)] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return { success: false, message: result.issues[0].message, errors };
}
