import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import * as v from 'valibot';
import type { CurrentUser } from '@/shared/api-types.ts';
import { formatPhone } from '@/shared/phone.ts';
import {
  passwordChangeFormSchema,
  profileSchema,
  type PasswordChangePayload,
  type ProfileUpdate,
} from '@/shared/schemas/index.ts';
import { notify } from '../../app/notify.ts';
import { focusFirstError, useAppForm } from '../../components/form.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TabPanels } from '../../components/TabPanels.tsx';
import { api, errorMessage } from '../../lib/api.ts';
import { currentUserQuery, useCurrentUser } from '../../lib/current-user.ts';
import { LeaveCareCall } from './LeaveCareCall.tsx';
import { EmailSettings } from './EmailSettings.tsx';

type ProfileValues = v.InferInput<typeof profileSchema>;

export function profileFormValues(user: CurrentUser): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ? formatPhone(user.phone) : '',
    address: user.address ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zipCode: user.zipCode ?? '',
    country: user.country ?? '',
  };
}

function GeneralForm({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const update = useMutation({
    mutationFn: (profile: ProfileUpdate) => api.put<CurrentUser>('/api/user/profile', profile),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      notify({ title: 'Profile updated', description: 'Your profile information has been updated successfully.' });
    },
    onError: (error) => {
      notify({ title: 'Update failed', description: errorMessage(error, 'Failed to update profile information'), variant: 'destructive' });
    },
  });
  const form = useAppForm({
    defaultValues: profileFormValues(user),
    validators: { onChange: profileSchema },
    onSubmit: async ({ value }) => {
      await update.mutateAsync(v.parse(profileSchema, value)).catch(() => undefined);
    },
    onSubmitInvalid: () => queueMicrotask(() => focusFirstError(formRef.current)),
  });
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="General Information"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <form.AppField name="firstName">
            {(field) => <field.TextField label="First name" autoComplete="given-name" required />}
          </form.AppField>
          <form.AppField name="lastName">
            {(field) => <field.TextField label="Last name" autoComplete="family-name" required />}
          </form.AppField>
          <form.AppField name="email">
            {(field) => <field.TextField label="Email" type="email" autoComplete="email" required />}
          </form.AppField>
          <form.AppField name="phone">
            {(field) => <field.TextField label="Phone number" type="tel" autoComplete="tel" required helperText="Test calls ring this phone." />}
          </form.AppField>
        </SimpleGrid>
        <form.AppField name="address">
          {(field) => <field.TextField label="Address (optional)" autoComplete="street-address" />}
        </form.AppField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <form.AppField name="city">
            {(field) => <field.TextField label="City (optional)" autoComplete="address-level2" />}
          </form.AppField>
          <form.AppField name="state">
            {(field) => <field.TextField label="Province/State (optional)" autoComplete="address-level1" />}
          </form.AppField>
          <form.AppField name="zipCode">
            {(field) => <field.TextField label="Postal/Zip (optional)" autoComplete="postal-code" />}
          </form.AppField>
          <form.AppField name="country">
            {(field) => <field.TextField label="Country (optional)" autoComplete="country-name" />}
          </form.AppField>
        </SimpleGrid>
        <div>
          <form.AppForm>
            <form.SubmitButton busyText="Saving...">Save Changes</form.SubmitButton>
          </form.AppForm>
        </div>
      </Stack>
    </form>
  );
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const change = useMutation({
    mutationFn: (payload: PasswordChangePayload) => api.put<unknown>('/api/user/password', payload),
    onSuccess: () => notify({ title: 'Password updated', description: 'Your password has been changed.' }),
    onError: (error) => {
      notify({ title: 'Update failed', description: errorMessage(error, 'Failed to update password'), variant: 'destructive' });
    },
  });
  const form = useAppForm({
    defaultValues: EMPTY_PASSWORDS,
    validators: { onChange: passwordChangeFormSchema },
    onSubmit: async ({ value, formApi }) => {
      const { currentPassword, newPassword } = v.parse(passwordChangeFormSchema, value);
      try {
        await change.mutateAsync({ currentPassword, newPassword });
        formApi.reset(EMPTY_PASSWORDS);
      } catch {
        // The toast says what went wrong.
      }
    },
    onSubmitInvalid: () => queueMicrotask(() => focusFirstError(formRef.current)),
  });
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Password & Security"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <Stack gap="5" maxW="lg">
        <Text color="fg.muted">Changing your password logs you out on your other devices.</Text>
        <form.AppField name="currentPassword">
          {(field) => <field.TextField label="Current password" type="password" autoComplete="current-password" required />}
        </form.AppField>
        <form.AppField name="newPassword">
          {(field) => <field.TextField label="New password" type="password" autoComplete="new-password" required helperText="At least 8 characters." />}
        </form.AppField>
        <form.AppField name="confirmPassword">
          {(field) => <field.TextField label="Confirm new password" type="password" autoComplete="new-password" required />}
        </form.AppField>
        <div>
          <form.AppForm>
            <form.SubmitButton busyText="Updating...">Update Password</form.SubmitButton>
          </form.AppForm>
        </div>
      </Stack>
    </form>
  );
}

export default function ProfilePage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Profile" subtitle={`Signed in as ${user.username}`} />
      <Card.Root>
        <Card.Body>
          <TabPanels
            defaultValue="general"
            lazyMount
            listProps={{ flexWrap: 'wrap' }}
            panelProps={{ pt: '6' }}
            tabs={[
              { value: 'general', label: 'General Information', content: <GeneralForm user={user} /> },
              { value: 'password', label: 'Password & Security', content: <PasswordForm /> },
            ]}
          />
        </Card.Body>
      </Card.Root>
      <EmailSettings user={user} />
      <LeaveCareCall />
    </>
  );
}
