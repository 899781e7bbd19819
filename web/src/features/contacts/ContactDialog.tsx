import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import * as v from 'valibot';
import type { EscalationContact } from '@/shared/api-types.ts';
import { formatPhone } from '@/shared/phone.ts';
import { contactFormSchema, RELATIONSHIPS } from '@/shared/schemas/index.ts';
import { FormDialog } from '../../components/AppDialog.tsx';
import { focusFirstError, useAppForm } from '../../components/form.tsx';
import { useSaveContact } from './api.ts';

export type ContactFormValues = v.InferInput<typeof contactFormSchema>;

const RELATIONSHIP_OPTIONS = RELATIONSHIPS.map((relationship) => ({ value: relationship, label: relationship }));

/** A new contact starts active, after the others; an edited one starts as it is stored. */
export function contactFormValues(contact: EscalationContact | undefined, newPriority: number): ContactFormValues {
  if (!contact) {
    return {
      name: '',
      // Unchosen at first: the schema answers "Please choose a relationship".
      relationship: '' as ContactFormValues['relationship'],
      phoneNumber: '',
      email: '',
      priority: newPriority,
      isActive: true,
    };
  }
  return {
    name: contact.name,
    relationship: (RELATIONSHIPS as readonly string[]).includes(contact.relationship)
      ? (contact.relationship as ContactFormValues['relationship'])
      : 'Other',
    phoneNumber: formatPhone(contact.phoneNumber),
    email: contact.email ?? '',
    priority: contact.priority,
    isActive: contact.isActive,
  };
}

/** Add Emergency Contact and Edit Emergency Contact. */
export function ContactDialog({
  open,
  onClose,
  contact,
  newPriority,
}: {
  open: boolean;
  onClose: () => void;
  contact?: EscalationContact;
  newPriority: number;
}) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveContact();
  const form = useAppForm({
    defaultValues: contactFormValues(contact, newPriority),
    validators: { onChange: contactFormSchema },
    onSubmit: async ({ value }) => {
      try {
        await save.mutateAsync({ id: contact?.id, contact: v.parse(contactFormSchema, value) });
        onClose();
      } catch {
        // The toast has said what went wrong; the dialog stays open to fix it.
      }
    },
    onSubmitInvalid: () => queueMicrotask(() => focusFirstError(formRef.current)),
  });

  // Each opening starts from the contact being edited, or from an empty form after the others.
  useEffect(() => {
    if (open) form.reset(contactFormValues(contact, newPriority));
  }, [open, contact, newPriority, form]);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={contact ? 'Edit Emergency Contact' : 'Add Emergency Contact'}
      size="lg"
      busy={save.isPending}
      formId={formId}
      formRef={formRef}
      onSubmit={() => void form.handleSubmit()}
      submitButton={
        <form.AppForm>
          <form.SubmitButton form={formId} busyText="Processing...">
            {contact ? 'Save Changes' : 'Add Contact'}
          </form.SubmitButton>
        </form.AppForm>
      }
    >
        <Stack gap="5">
          <form.AppField name="name">
            {(field) => <field.TextField label="Name" autoComplete="name" required />}
          </form.AppField>
          <form.AppField name="relationship">
            {(field) => (
              <field.SelectField label="Relationship" required placeholder="Choose a relationship" options={RELATIONSHIP_OPTIONS} />
            )}
          </form.AppField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <form.AppField name="phoneNumber">
              {(field) => <field.TextField label="Phone number" type="tel" autoComplete="tel" required />}
            </form.AppField>
            <form.AppField name="email">
              {(field) => <field.TextField label="Email (optional)" type="email" autoComplete="email" />}
            </form.AppField>
          </SimpleGrid>
          <form.AppField name="priority">
            {(field) => (
              <field.NumberField
                label="Priority"
                required
                min={1}
                max={10}
                helperText="1 is called first. From 1 to 10."
              />
            )}
          </form.AppField>
          <form.AppField name="isActive">
            {(field) => <field.SwitchField label="Active: call this person when needed" />}
          </form.AppField>
        </Stack>
    </FormDialog>
  );
}
