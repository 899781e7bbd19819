import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { AuthCard, BackToLogin } from './AuthCard.tsx';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { FORGOT_PASSWORD_ACCEPTED, forgotPasswordSchema } from '@/shared/schemas/index.ts';
import { notify } from '../../app/notify.ts';
import { focusFirstError, useAppForm } from '../../components/form.tsx';
import { errorMessage } from '../../lib/api.ts';
import { requestPasswordReset } from './api.ts';

export default function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAppForm({
    defaultValues: { email: '' },
    validators: { onChange: forgotPasswordSchema },
    // The server answers the same whether or not an account has this address (docs/accounts-and-access.md).
    onSubmit: async ({ value }) => {
      try {
        await requestPasswordReset(v.parse(forgotPasswordSchema, value).email);
      } catch (error) {
        notify({ title: 'Could not send the link', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
        return;
      }
      setSent(true);
      notify({
        title: 'Reset link sent',
        description: FORGOT_PASSWORD_ACCEPTED,
      });
    },
    onSubmitInvalid: () => queueMicrotask(() => focusFirstError(formRef.current)),
  });

  return (
    <AuthCard title="Forgot your password?" footer={<BackToLogin />}>
      {sent ? (
        <Stack gap="5">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Check your email</Alert.Title>
              <Alert.Description>
                If an account exists with that email, we have sent instructions for choosing a new password. The link works once, within 30 minutes.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button asChild>
            <Link to="/login">Return to Login</Link>
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
            <Text>Enter the email address of your account and we will send you a link to reset your password.</Text>
            <form.AppField name="email">
              {(field) => <field.TextField label="Email" type="email" autoComplete="email" required />}
            </form.AppField>
            <form.AppForm>
              <form.SubmitButton busyText="Sending..." w="full">
                Send reset link
              </form.SubmitButton>
            </form.AppForm>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
