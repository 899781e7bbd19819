import { describe, expect, it } from 'vitest';
import { fieldErrors, validOutput } from '../test-support/validate.ts';
import { CONTACT_SUBJECTS, contactMessageSchema } from './contact-message.ts';

const message = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  subject: 'pricing',
  message: 'How does the weekly plan work for my mother?',
};

describe('CONTACT_SUBJECTS', () => {
  it('offers the six subjects of the contact form', () => {
    // Assess
    expect(CONTACT_SUBJECTS.map((subject) => `${subject.value}: ${subject.label}`)).toEqual([
      'general: General Inquiry',
      'support: Technical Support',
      'pricing: Pricing & Plans',
      'billing: Billing Question',
      'partnership: Partnership Opportunity',
      'other: Other',
    ]);
  });
});

describe('contactMessageSchema', () => {
  it('accepts a message without a phone number', () => {
    // Prepare
    const { phone: _phone, ...withoutPhone } = message;

    // Act / Assess
    expect(validOutput(contactMessageSchema, withoutPhone)).toEqual(withoutPhone);
  });

  it.each([
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['lastName', 'L', 'Last name must be at least 2 characters'],
    ['email', 'ada at example', 'Please enter a valid email address'],
    ['subject', '', 'Please select a subject'],
    ['subject', 'complaints', 'Please select a subject'],
    ['message', 'Hello?', 'Message must be at least 10 characters'],
    ['message', '   Hi      ', 'Message must be at least 10 characters'],
    ['message', 10, 'Message must be at least 10 characters'],
  ])('says what is wrong when %s is %j', (field, value, text) => {
    // Act
    const errors = fieldErrors(contactMessageSchema, { ...message, [field]: value });

    // Assess
    expect(errors).toEqual({ [field]: [text] });
  });
});
