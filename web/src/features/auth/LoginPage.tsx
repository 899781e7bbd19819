import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { AuthCard } from './AuthCard.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useRef } from 'react';
import * as v from 'valibot';
import { loginSchema } from '@/shared/schemas/index.ts';
import { notify } from '../../app/notify.ts';
import { focusFirstError, useAppForm } from '../../components/form.tsx';
import { errorMessage } from '../../lib/api.ts';
import { login } from './api.ts';
import { currentUserQuery } from '../../lib/current-user.ts';

const route = getRouteApi('/public/login');

export default function LoginPage() {
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);

  const form = useAppForm({
    defaultValues: { username: '', password: '' },
    validators: { onChange: loginSchema },
    onSubmit: async ({ value }) => {
      try {
        const user = await login(v.parse(loginSchema, value));
        queryClient.setQueryData(currentUserQuery.queryKey, user);
        notify({ title: 'Login successful', description: `Welcome back, ${user.firstName}!` });
        // Back to the page that asked for a login, else the dashboard.
        if (redirect) router.history.replace(redirect);
        else await navigate({ to: '/dashboard', replace: true });
      } catch (error) {
        notify({ title: 'Login failed', description: errorMessage(error, 'Invalid credentials'), variant: 'destructive' });
      }
    },
    onSubmitInvalid: () => queueMicrotask(() => focusFirstError(formRef.current)),
  });

  return (
    <AuthCard
      title="Log in to CareCall"
      intro="Welcome back. Enter your username and password."
      footer={
        <Text>
          New to CareCall?{' '}
          <ChakraLink asChild>
            <Link to="/register">Create an account</Link>
          </ChakraLink>
        </Text>
      }
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <Stack gap="5">
          <form.AppField name="username">
            {(field) => <field.TextField label="Username" autoComplete="username" required />}
          </form.AppField>
          <form.AppField name="password">
            {(field) => <field.TextField label="Password" type="password" autoComplete="current-password" required />}
          </form.AppField>
          <Box>
            <ChakraLink asChild>
              <Link to="/forgot-password">Forgot your password?</Link>
            </ChakraLink>
          </Box>
          <form.AppForm>
            <form.SubmitButton busyText="Logging in..." w="full">
              Log In
            </form.SubmitButton>
          </form.AppForm>
        </Stack>
      </form>
    </AuthCard>
  );
}
