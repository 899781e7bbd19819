import { describe, expect, it } from 'vitest';
import { fieldErrors, validOutput } from '../test-support/validate.ts';
import {
  contactFormSchema,
  contactPayloadSchema,
  contactPrioritySchema,
  contactStatusSchema,
  RELATIONSHIPS,
} from './escalation-contact.ts';

const contact = {
  name: 'Grace Hopper',
  relationship: 'Neighbor',
  phoneNumber: '555.987.6543',
  email: 'grace@example.com',
  priority: 1,
  isActive: true,
};

describe('RELATIONSHIPS', () => {
  it('offers the relationships of the contact dialog in order', () => {
    // Assess
    expect(RELATIONSHIPS).toEqual(['Family Member', 'Friend', 'Neighbor', 'Caregiver', 'Doctor', 'Nurse', 'Case Manager', 'Other']);
  });
});

describe('contactFormSchema', () => {
  it('accepts a complete contact and stores the phone in E.164', () => {
    // Act
    const output = validOutput(contactFormSchema, contact);

    // Assess
    expect(output).toEqual({ ...contact, phoneNumber: '+15559876543' });
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['name', 7, 'Name is required'],
    ['relationship', 'Cousin', 'Please choose a relationship'],
    ['relationship', '', 'Please choose a relationship'],
    ['phoneNumber', '911', 'Phone number must be at least 10 digits'],
    ['email', 'grace@', 'Invalid email address'],
    ['email', 12, 'Invalid email address'],
    ['priority', 0, 'Priority must be between 1 and 10'],
    ['priority', 11, 'Priority must be between 1 and 10'],
    ['priority', 1.5, 'Priority must be between 1 and 10'],
    ['priority', '2', 'Priority must be between 1 and 10'],
    ['isActive', 'on', 'Must be true or false'],
  ])('says what is wrong when %s is %j', (field, value, message) => {
    // Act
    const errors = fieldErrors(contactFormSchema, { ...contact, [field]: value });

    // Assess
    expect(errors).toEqual({ [field]: [message] });
  });

  it.each([[''], ['   '], [null], [undefined]])('treats an email of %j as no email', (email) => {
    // Act
    const output = validOutput(contactFormSchema, { ...contact, email });

    // Assess
    expect(output.email).toBeUndefined();
  });

  it('makes a contact active unless told otherwise, and drops the client userId', () => {
    // Prepare
    const { isActive: _active, ...withoutActive } = contact;

    // Act
    const output = validOutput(contactPayloadSchema, { ...withoutActive, userId: 1 });

    // Assess
    expect(output.isActive).toBe(true);
    expect(output).not.toHaveProperty('userId');
  });

  it('gives field messages for every missing required field; the form also requires a priority', () => {
    // Act
    const payloadErrors = fieldErrors(contactPayloadSchema, {});
    const formErrors = fieldErrors(contactFormSchema, {});

    // Assess
    expect(payloadErrors).toEqual({
      name: ['Name is required'],
      relationship: ['Please choose a relationship'],
      phoneNumber: ['Phone number must be at least 10 digits'],
    });
    expect(formErrors).toEqual({ ...payloadErrors, priority: ['Priority must be between 1 and 10'] });
  });

  it('lets the API leave the priority out (the server puts the contact last)', () => {
    // Prepare
    const { priority: _priority, ...withoutPriority } = contact;

    // Act
    const output = validOutput(contactPayloadSchema, withoutPriority);

    // Assess
    expect(output.priority).toBeUndefined();
  });
});

describe('contactStatusSchema and contactPrioritySchema', () => {
  it('accept only their one field', () => {
    // Act / Assess
    expect(validOutput(contactStatusSchema, { isActive: false })).toEqual({ isActive: false });
    expect(validOutput(contactPrioritySchema, { priority: 2 })).toEqual({ priority: 2 });
    expect(fieldErrors(contactStatusSchema, { isActive: true, priority: 2 })).toEqual({ priority: ['Unexpected field'] });
    expect(fieldErrors(contactPrioritySchema, { priority: 2, name: 'X' })).toEqual({ name: ['Unexpected field'] });
  });

  it('check their field like the full form does', () => {
    // Act / Assess
    expect(fieldErrors(contactPrioritySchema, { priority: 0 })).toEqual({ priority: ['Priority must be between 1 and 10'] });
    expect(fieldErrors(contactStatusSchema, {})).toEqual({ isActive: ['Must be true or false'] });
  });
});
