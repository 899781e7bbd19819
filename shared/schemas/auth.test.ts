import { describe, expect, it } from 'vitest';
import { fieldErrors, validOutput } from '../test-support/validate.ts';
import {
  forgotPasswordSchema,
  loginSchema,
  registrationFormSchema,
  registrationPayloadSchema,
  registrationStep1Schema,
  toRegistrationPayload,
} from './auth.ts';

const step1 = { firstName: 'Ada', lastName: 'Lovelace', username: 'ada', email: 'ada@example.com', phone: '555-123-4567' };
const form = {
  ...step1,
  password: 'correct horse',
  confirmPassword: 'correct horse',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  termsAccepted: true,
};

describe('registrationStep1Schema', () => {
  it('lets a visitor with complete details move on to step 2', () => {
    // Act
    const output = validOutput(registrationStep1Schema, { ...step1, firstName: '  Ada ' });

    // Assess
    expect(output).toEqual({ ...step1, phone: '+15551234567' });
  });

  it.each([
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['firstName', '   A  ', 'First name must be at least 2 characters'],
    ['lastName', 'L', 'Last name must be at least 2 characters'],
    ['username', 'ad', 'Username must be at least 3 characters'],
    ['email', 'ada@', 'Please enter a valid email address'],
    ['phone', '555-1234', 'Phone number must be at least 10 digits'],
    ['phone', '555-CALL-ADA', 'Phone number must be at least 10 digits'],
  ])('says what is wrong when %s is %j', (field, value, message) => {
    // Act
    const errors = fieldErrors(registrationStep1Schema, { ...step1, [field]: value });

    // Assess
    expect(errors).toEqual({ [field]: [message] });
  });

  it('gives the field message, not a type error, for missing fields and wrong types', () => {
    // Act
    const errors = fieldErrors(registrationStep1Schema, { firstName: 42, lastName: null, email: [], phone: 5551234567 });

    // Assess
    expect(errors).toEqual({
      firstName: ['First name must be at least 2 characters'],
      lastName: ['Last name must be at least 2 characters'],
      username: ['Username must be at least 3 characters'],
      email: ['Please enter a valid email address'],
      phone: ['Phone number must be at least 10 digits'],
    });
  });
});

describe('registrationFormSchema', () => {
  it('accepts a complete form', () => {
    // Act
    const output = validOutput(registrationFormSchema, form);

    // Assess
    expect(output).toMatchObject({ username: 'ada', phone: '+15551234567', termsAccepted: true });
  });

  it.each([
    ['password', 'short', 'Password must be at least 8 characters'],
    ['confirmPassword', 'correct horses', 'Passwords do not match'],
    ['termsAccepted', false, 'You must accept the terms and conditions'],
    ['termsAccepted', 'yes', 'You must accept the terms and conditions'],
  ])('says what is wrong when %s is %j', (field, value, message) => {
    // Act
    const errors = fieldErrors(registrationFormSchema, { ...form, [field]: value });

    // Assess
    expect(errors[field]).toEqual([message]);
  });

  it('reports a password mismatch on confirmPassword while other fields are still wrong', () => {
    // Act
    const errors = fieldErrors(registrationFormSchema, { ...form, firstName: '', confirmPassword: 'something else' });

    // Assess
    expect(errors).toEqual({
      firstName: ['First name must be at least 2 characters'],
      confirmPassword: ['Passwords do not match'],
    });
  });

  it('keeps spaces in passwords, since they may be part of them', () => {
    // Act
    const output = validOutput(registrationFormSchema, { ...form, password: ' secret pass ', confirmPassword: ' secret pass ' });

    // Assess
    expect(output.password).toBe(' secret pass ');
  });

  it('treats address, country, city, province and postal code as optional', () => {
    // Prepare
    const { address: _a, city: _c, state: _s, zipCode: _z, country: _co, ...withoutAddress } = form;

    // Act
    const output = validOutput(registrationFormSchema, withoutAddress);

    // Assess
    expect(output.city).toBeUndefined();
  });
});

describe('registrationPayloadSchema', () => {
  it('drops confirmPassword, termsAccepted and other unknown keys instead of refusing them', () => {
    // Act
    const output = validOutput(registrationPayloadSchema, { ...form, userId: 1 });

    // Assess
    expect(output).toEqual({
      ...step1,
      phone: '+15551234567',
      password: 'correct horse',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      country: '',
    });
  });

  it('needs a password of at least 8 characters', () => {
    // Act
    const errors = fieldErrors(registrationPayloadSchema, { ...step1, password: 7 });

    // Assess
    expect(errors).toEqual({ password: ['Password must be at least 8 characters'] });
  });

  it('refuses an optional field of the wrong type with a message naming it', () => {
    // Act
    const errors = fieldErrors(registrationPayloadSchema, { ...step1, password: 'long enough', zipCode: 12345 });

    // Assess
    expect(errors).toEqual({ zipCode: ['Postal/Zip code must be text'] });
  });
});

describe('toRegistrationPayload', () => {
  it('sends what the server accepts, leaving out the confirmation, the terms box and blank fields', () => {
    // Prepare
    const validForm = validOutput(registrationFormSchema, { ...form, city: 'Toronto' });

    // Act
    const payload = toRegistrationPayload(validForm);

    // Assess
    expect(payload).toEqual({ ...step1, phone: '+15551234567', password: 'correct horse', city: 'Toronto' });
    expect(validOutput(registrationPayloadSchema, payload)).toEqual(payload);
  });
});

describe('loginSchema', () => {
  it.each([
    [{ password: 'secret' }, { username: ['Username is required'] }],
    [{ username: '   ', password: 'secret' }, { username: ['Username is required'] }],
    [{ username: 'ada' }, { password: ['Password is required'] }],
    [{ username: 'ada', password: '' }, { password: ['Password is required'] }],
    [{ username: 3, password: 4 }, { username: ['Username is required'], password: ['Password is required'] }],
  ])('refuses %j', (input, errors) => {
    // Act / Assess
    expect(fieldErrors(loginSchema, input)).toEqual(errors);
  });

  it('trims the username but not the password', () => {
    // Act
    const output = validOutput(loginSchema, { username: ' ada ', password: ' pw ' });

    // Assess
    expect(output).toEqual({ username: 'ada', password: ' pw ' });
  });
});

describe('email addresses', () => {
  it.each([["o'brien@example.com"], ['ada+care@mail.example.co.uk'], ['ADA@EXAMPLE.COM']])('accepts %s', (email) => {
    // Act / Assess
    expect(validOutput(forgotPasswordSchema, { email }).email).toBe(email);
  });

  it.each([['ada@localhost'], ['ada@@example.com'], ['ada example@example.com'], ['@example.com'], ['ada@example.']])(
    'refuses %s',
    (email) => {
      // Act / Assess
      expect(fieldErrors(forgotPasswordSchema, { email })).toEqual({ email: ['Please enter a valid email address'] });
    },
  );
});

describe('forgotPasswordSchema', () => {
  it('needs a valid email address', () => {
    // Act / Assess
    expect(fieldErrors(forgotPasswordSchema, { email: 'ada.example.com' })).toEqual({
      email: ['Please enter a valid email address'],
    });
    expect(validOutput(forgotPasswordSchema, { email: ' ada@example.com ' })).toEqual({ email: 'ada@example.com' });
  });
});
