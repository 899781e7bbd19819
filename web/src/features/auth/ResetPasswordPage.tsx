import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { AuthCard, BackToLogin } from './AuthCard.tsx';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { RESET_LINK_EXPIRED, resetPasswordFormSchema } from '@/shared/schemas/index.ts';
import { notify } from '../../app/notify.ts';
import { focusFirstError, useAppForm } from '../../components/form.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { resetPassword } from './api.ts';

const route = getRouteApi('/public/reset-password');

type State = { kind: 'form' } | { kind: 'done' } | { kind: 'expired'; message: string };

export default function ResetPasswordPage() {
  const { token } = route.useSearch();
  const [state, setState] = useState<State>(token ? { kind: 'form' } : { kind: 'expired', message: RESET_LINK_EXPIRED });
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAppForm({
    defaultValues: { password: '', confirmPassword: '' },
    validators: { onChange: resetPasswordFormSchema },
    onSubmit: async ({ value }) => {
      const { password } = v.parse(resetPasswordFormSchema, value);
      try {
        await resetPassword({ token: token ?? '', password });
      } catch (error) {
        const message = errorMessage(error, 'Could not change the password. Please try again.');
        // The link is spent or too old: only a new link helps, so the form goes away.
        if (error instanceof ApiError && error.status === 400 && error.serverMessage === RESET_LINK_EXPIRED) setState({ kind: 'expired', message });
        notify({ title: 'Password not changed', description: message, variant: 'destructive' });
        return;
      }
      setState({ kind: 'done' });
      notify({ title: 'Password changed', description: 'You can now log in with your new password.' });
    },
    onSubmitInvalid: () => queueMicrotask(() => focusFirstError(formRef.current)),
  });

  return (
    <AuthCard title="Choose a new password" footer={<BackToLogin />}>
      {state.kind === 'done' ? (
        <Stack gap="5">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Password changed</Alert.Title>
              <Alert.Description>Your new password is set. For your safety, every device that was logged in has been logged out.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button asChild>
            <Link to="/login">Log in</Link>
          </Button>
        </Stack>
      ) : state.kind === 'expired' ? (
        <Stack gap="5">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{state.message}</Alert.Title>
              <Alert.Description>Reset links work once, within 30 minutes. You can ask for a new one.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button asChild>
            <Link to="/forgot-password">Send a new link</Link>
          </Button>
        </Stack>
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <Stack gap="5">
            <Text>Enter a new password for your CareCall account. It must be at least 8 characters.</Text>
            <form.AppField name="password">
              {(field) => <field.TextField label="New password" type="password" autoComplete="new-password" required />}
            </form.AppField>
            <form.AppField name="confirmPassword">
              {(field) => <field.TextField label="Confirm new password" type="password" autoComplete="new-password" required />}
            </form.AppField>
            <form.AppForm>
              <form.SubmitButton busyText="Saving..." w="full">
                Set new password
              </form.SubmitButton>
            </form.AppForm>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
