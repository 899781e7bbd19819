import { describe, expect, it } from 'vitest';
import { fieldErrors, validOutput } from '../test-support/validate.ts';
import { passwordChangeFormSchema, passwordChangePayloadSchema, profileSchema } from './profile.ts';

const profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  address: '12 St James Square',
  city: 'London',
  state: '',
  zipCode: 'SW1Y 4JH',
  country: 'United Kingdom',
};

describe('profileSchema', () => {
  it('accepts the General Information form and stores the phone in E.164', () => {
    // Act
    const output = validOutput(profileSchema, profile);

    // Assess
    expect(output).toEqual({ ...profile, phone: '+442079460958' });
  });

  it.each([
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['lastName', '', 'Last name must be at least 2 characters'],
    ['email', 'ada', 'Please enter a valid email address'],
    ['phone', '12345', 'Phone number must be at least 10 digits'],
    ['phone', '+1 555 123 4567 8901 23', 'Phone number must be at most 15 digits'],
    ['phone', '020 7946 0958', 'Please include the country code, for example +44'],
    ['city', 42, 'City must be text'],
  ])('says what is wrong when %s is %j', (field, value, message) => {
    // Act
    const errors = fieldErrors(profileSchema, { ...profile, [field]: value });

    // Assess
    expect(errors).toEqual({ [field]: [message] });
  });

  it('keeps an emptied address field so the update clears it, and ignores username changes', () => {
    // Act
    const output = validOutput(profileSchema, { ...profile, address: '', username: 'someone-else' });

    // Assess
    expect(output.address).toBe('');
    expect(output).not.toHaveProperty('username');
  });
});

describe('passwordChangeFormSchema', () => {
  const change = { currentPassword: 'old password', newPassword: 'new password', confirmPassword: 'new password' };

  it.each([
    ['currentPassword', '', 'Current password is required'],
    ['newPassword', 'short', 'Password must be at least 8 characters'],
    ['confirmPassword', 'new passwords', 'Passwords do not match'],
  ])('says what is wrong when %s is %j', (field, value, message) => {
    // Act
    const errors = fieldErrors(passwordChangeFormSchema, { ...change, [field]: value });

    // Assess
    expect(errors[field]).toEqual([message]);
  });

  it('gives field messages for missing fields', () => {
    // Act
    const errors = fieldErrors(passwordChangeFormSchema, {});

    // Assess
    expect(errors).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: ['Password must be at least 8 characters'],
      confirmPassword: ['Passwords do not match'],
    });
  });

  it('sends only the current and new password to the server', () => {
    // Prepare
    const form = validOutput(passwordChangeFormSchema, change);

    // Act
    const payload = validOutput(passwordChangePayloadSchema, form);

    // Assess
    expect(payload).toEqual({ currentPassword: 'old password', newPassword: 'new password' });
  });
});
