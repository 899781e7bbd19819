// The Contact page form (docs/screens-and-data.md), sent to POST /api/contact-messages.
import * as v from 'valibot';
import {
  emailField,
  fieldsObject,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
  nameField,
  optionalTextField,
} from './fields.ts';

export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'support', label: 'Technical Support' },
  { value: 'pricing', label: 'Pricing & Plans' },
  { value: 'billing', label: 'Billing Question' },
  { value: 'partnership', label: 'Partnership Opportunity' },
  { value: 'other', label: 'Other' },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

const MESSAGE_MESSAGE = 'Message must be at least 10 characters';

export const contactMessageSchema = fieldsObject({
  firstName: nameField(FIRST_NAME_MESSAGE, 'First name'),
  lastName: nameField(LAST_NAME_MESSAGE, 'Last name'),
  email: emailField(),
  // Optional and unchecked: the form only shows it to whoever answers.
  phone: optionalTextField('Phone', 30),
  subject: v.picklist(
    CONTACT_SUBJECTS.map((subject) => subject.value),
    'Please select a subject',
  ),
  message: v.pipe(
    v.string(MESSAGE_MESSAGE),
    v.trim(),
    v.minLength(10, MESSAGE_MESSAGE),
    v.maxLength(5000, 'Message must be at most 5000 characters'),
  ),
});
export type ContactMessage = v.InferOutput<typeof contactMessageSchema>;
