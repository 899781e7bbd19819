// Small helpers so schema tests read as "these fields get these messages".
import type * as v from 'valibot';
import { validateInput } from '../validation.ts';

/** The field errors of a failed validation; fails the test if validation passed. */
export function fieldErrors(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = validateInput(schema, input);
  if (result.success) throw new Error(`expected validation to fail, got ${JSON.stringify(result.output)}`);
  return result.errors;
}

/** The output of a passing validation; fails the test with the messages if it did not pass. */
export function validOutput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = validateInput(schema, input);
  if (!result.success) throw new Error(`expected validation to pass, got ${JSON.stringify(result.errors)}`);
  return result.output;
}
