import { Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { accountDeletionSchema } from '@/shared/schemas/index.ts';
import { notify } from '../../app/notify.ts';
import { FormDialog } from '../../components/AppDialog.tsx';
import { focusFirstError, useAppForm } from '../../components/form.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useDeleteAccount } from './leaving-api.ts';

/** Asks for the password before deleting the account and everything in it. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const remove = useDeleteAccount();
  const [refusal, setRefusal] = useState<string | undefined>();
  const form = useAppForm({
    defaultValues: { password: '' },
    validators: { onChange: accountDeletionSchema },
    onSubmit: async ({ value }) => {
      setRefusal(undefined);
      try {
        await remove.mutateAsync(v.parse(accountDeletionSchema, value).password);
      } catch (error) {
        const message = errorMessage(error, 'Failed to delete your account. Please try again.');
        setRefusal(message);
        notify({ title: 'Delete failed', description: message, variant: 'destructive' });
      }
    },
    onSubmitInvalid: () => queueMicrotask(() => focusFirstError(formRef.current)),
  });
  const close = () => {
    form.reset();
    setRefusal(undefined);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Delete your account?"
      role="alertdialog"
      busy={remove.isPending}
      formId={formId}
      formRef={formRef}
      onSubmit={() => void form.handleSubmit()}
      submitButton={
        <form.AppForm>
          <form.SubmitButton form={formId} colorPalette="red" busyText="Deleting...">
            Delete my account
          </form.SubmitButton>
        </form.AppForm>
      }
    >
      <Stack gap="4">
        <Text>
          This deletes your account and everything in it: your profile, plan, call schedules and their pending calls, contacts,
          call history and recordings. It cannot be undone. You may want to download your data first.
        </Text>
        <form.AppField name="password">
          {(field) => <field.TextField label="Your password" type="password" autoComplete="current-password" required />}
        </form.AppField>
        {refusal && (
          <Text role="alert" color="fg.error" fontWeight="medium">
            {refusal}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}
