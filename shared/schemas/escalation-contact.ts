// Escalation contacts: the Add/Edit dialog, the create/update payload, the switch and the
// reorder buttons (docs/screens-and-data.md).
import * as v from 'valibot';
import { booleanField, exactFieldsObject, fieldsObject, isEmailAddress, phoneField } from './fields.ts';

export const RELATIONSHIPS = [
  'Family Member',
  'Friend',
  'Neighbor',
  'Caregiver',
  'Doctor',
  'Nurse',
  'Case Manager',
  'Other',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

const NAME_MESSAGE = 'Name is required';
const CONTACT_EMAIL_MESSAGE = 'Invalid email address';
const PRIORITY_MESSAGE = 'Priority must be between 1 and 10';

const priorityField = () =>
  v.pipe(
    v.number(PRIORITY_MESSAGE),
    v.integer(PRIORITY_MESSAGE),
    v.minValue(1, PRIORITY_MESSAGE),
    v.maxValue(10, PRIORITY_MESSAGE),
  );

const contactEntries = {
  name: v.pipe(
    v.string(NAME_MESSAGE),
    v.trim(),
    v.minLength(1, NAME_MESSAGE),
    v.maxLength(100, 'Name must be at most 100 characters'),
  ),
  relationship: v.picklist(RELATIONSHIPS, 'Please choose a relationship'),
  phoneNumber: phoneField(),
  // Empty, null or missing all mean "no email"; the output is then undefined, so a full update
  // with an empty field removes a stored email.
  email: v.optional(
    v.pipe(
      v.nullable(v.string(CONTACT_EMAIL_MESSAGE)),
      v.transform((email) => email?.trim() || undefined),
      v.check((email) => email === undefined || isEmailAddress(email), CONTACT_EMAIL_MESSAGE),
    ),
  ),
  priority: priorityField(),
  isActive: v.optional(booleanField(), true),
};

/** The Add/Edit Emergency Contact form: the priority field always holds a number. */
export const contactFormSchema = fieldsObject(contactEntries);
export type ContactForm = v.InferOutput<typeof contactFormSchema>;

/**
 * POST /api/user/escalation-contacts and a full PUT: the same rules, but a missing priority is
 * allowed (a new contact then goes after the others); a client's `userId` is dropped.
 */
export const contactPayloadSchema = fieldsObject({ ...contactEntries, priority: v.optional(priorityField()) });
export type ContactPayload = v.InferOutput<typeof contactPayloadSchema>;

/** PUT /api/user/escalation-contacts/{id} with only the active switch. */
export const contactStatusSchema = exactFieldsObject({ isActive: booleanField() });
export type ContactStatus = v.InferOutput<typeof contactStatusSchema>;

/** PUT /api/user/escalation-contacts/{id} with only a new priority (the reorder buttons). */
export const contactPrioritySchema = exactFieldsObject({ priority: priorityField() });
export type ContactPriority = v.InferOutput<typeof contactPrioritySchema>;
