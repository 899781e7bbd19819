import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validateInput } from './validation.ts';

describe('validateInput', () => {
  it('returns the parsed output when the input is valid', () => {
    // Prepare
    const schema = v.object({ name: v.pipe(v.string(), v.trim()) });

    // Act
    const result = validateInput(schema, { name: '  Ada  ' });

    // Assess
    expect(result).toEqual({ success: true, output: { name: 'Ada' } });
  });

  it('keys messages by field, dot path when nested, and leads with the first one', () => {
    // Prepare
    const schema = v.object({
      name: v.pipe(v.string('Name is required'), v.minLength(1, 'Name is required')),
      address: v.object({ city: v.string('City must be text') }),
    });

    // Act
    const result = validateInput(schema, { name: '', address: { city: 7 } });

    // Assess
    expect(result).toEqual({
      success: false,
      message: 'Name is required',
      errors: { name: ['Name is required'], 'address.city': ['City must be text'] },
    });
  });

  it('files issues that belong to no field under "_"', () => {
    // Prepare
    const schema = v.object({ name: v.string() }, 'Expected a JSON object');

    // Act
    const result = validateInput(schema, 'not an object');

    // Assess
    expect(result).toEqual({ success: false, message: 'Expected a JSON object', errors: { _: ['Expected a JSON object'] } });
  });

  it('lists a message once per field even when two rules give it', () => {
    // Prepare
    const schema = v.object({ code: v.pipe(v.string(), v.minLength(4, 'Bad code'), v.regex(/^\d+$/, 'Bad code')) });

    // Act
    const result = validateInput(schema, { code: 'ab' });

    // Assess
    expect(result.success === false && result.errors).toEqual({ code: ['Bad code'] });
  });
});
