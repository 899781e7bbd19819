import { Box, Button, Card, Container, Heading, HStack, Link as ChakraLink, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import * as v from 'valibot';
import {
  registrationFormSchema,
  registrationStep1Schema,
  toRegistrationPayload,
} from '@/shared/schemas/index.ts';
import { notify } from '../../app/notify.ts';
import { focusFirstError, useAppForm } from '../../components/form.tsx';
import { errorMessage } from '../../lib/api.ts';
import { register } from './api.ts';
import { currentUserQuery } from '../../lib/current-user.ts';

const TOTAL_STEPS = 2;
const STEP_1_FIELDS = ['firstName', 'lastName', 'username', 'email', 'phone'] as const;

export const EMPTY_REGISTRATION: v.InferInput<typeof registrationFormSchema> = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  address: '',
  country: '',
  city: '',
  state: '',
  zipCode: '',
  termsAccepted: false,
};

export default function RegisterPage() {
  const [step, setStep] = useState(1);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const form = useAppForm({
    defaultValues: EMPTY_REGISTRATION,
    // The form validates on every change (docs/screens-and-data.md, "Screens and routes").
    validators: { onChange: registrationFormSchema },
    onSubmit: async ({ value }) => {
      try {
        const user = await register(toRegistrationPayload(v.parse(registrationFormSchema, value)));
        queryClient.setQueryData(currentUserQuery.queryKey, user);
        notify({ title: 'Registration successful', description: `Welcome, ${user.firstName}!` });
        await navigate({ to: '/dashboard', replace: true });
      } catch (error) {
        notify({
          title: 'Registration failed',
          description: errorMessage(error, 'Could not create account'),
          variant: 'destructive',
        });
      }
    },
    onSubmitInvalid: () => queueMicrotask(() => focusFirstError(formRef.current)),
  });

  const moveTo = (next: number) => {
    setStep(next);
    // Tell screen-reader users where they are: focus lands on the step's heading.
    queueMicrotask(() => headingRef.current?.focus());
  };

  const next = async () => {
    const values = form.state.values;
    const step1 = Object.fromEntries(STEP_1_FIELDS.map((name) => [name, values[name]]));
    if (v.safeParse(registrationStep1Schema, step1).success) return moveTo(2);
    // Show every step 1 message, then put the cursor on the first field to fix.
    for (const name of STEP_1_FIELDS) form.setFieldMeta(name, (meta) => ({ ...meta, isTouched: true }));
    await form.validate('change');
    queueMicrotask(() => focusFirstError(formRef.current));
  };

  return (
    <Container maxW="2xl" py={{ base: '8', md: '12' }}>
      <Card.Root>
        <Card.Header gap="3">
          <Heading as="h1" fontSize="3xl">
            Create your CareCall account
          </Heading>
          <Progress.Root
            value={(step / TOTAL_STEPS) * 100}
            size="lg"
            translations={{ value: () => `Step ${step} of ${TOTAL_STEPS}` }}
          >
            <HStack justify="space-between" mb="2">
              <Progress.Label textStyle="md">
                Step {step} of {TOTAL_STEPS}
              </Progress.Label>
              <Text color="fg.muted">{step === 1 ? 'About you' : 'Password and address'}</Text>
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Card.Header>
        <Card.Body>
          <form
            ref={formRef}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (step === 1) void next();
              else void form.handleSubmit();
            }}
          >
            {step === 1 ? (
              <Stack gap="5">
                <Heading as="h2" fontSize="xl" ref={headingRef} tabIndex={-1}>
                  About you
                </Heading>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
                  <form.AppField name="firstName">
                    {(field) => <field.TextField label="First name" autoComplete="given-name" required />}
                  </form.AppField>
                  <form.AppField name="lastName">
                    {(field) => <field.TextField label="Last name" autoComplete="family-name" required />}
                  </form.AppField>
                </SimpleGrid>
                <form.AppField name="username">
                  {(field) => (
                    <field.TextField label="Username" autoComplete="username" required helperText="At least 3 characters. You will use it to log in." />
                  )}
                </form.AppField>
                <form.AppField name="email">
                  {(field) => <field.TextField label="Email" type="email" autoComplete="email" required />}
                </form.AppField>
                <form.AppField name="phone">
                  {(field) => (
                    <field.TextField
                      label="Phone number"
                      type="tel"
                      autoComplete="tel"
                      required
                      helperText="Your own number, with area code. Test calls ring this phone."
                    />
                  )}
                </form.AppField>
                <HStack justify="flex-end">
                  <Button type="submit">Next</Button>
                </HStack>
              </Stack>
            ) : (
              <Stack gap="5">
                <Heading as="h2" fontSize="xl" ref={headingRef} tabIndex={-1}>
                  Password and address
                </Heading>
                <form.AppField name="password">
                  {(field) => (
                    <field.TextField label="Password" type="password" autoComplete="new-password" required helperText="At least 8 characters." />
                  )}
                </form.AppField>
                <form.AppField name="confirmPassword">
                  {(field) => <field.TextField label="Confirm password" type="password" autoComplete="new-password" required />}
                </form.AppField>
                <form.AppField name="address">
                  {(field) => <field.TextField label="Address (optional)" autoComplete="street-address" />}
                </form.AppField>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
                  <form.AppField name="country">
                    {(field) => <field.TextField label="Country (optional)" autoComplete="country-name" />}
                  </form.AppField>
                  <form.AppField name="city">
                    {(field) => <field.TextField label="City (optional)" autoComplete="address-level2" />}
                  </form.AppField>
                  <form.AppField name="state">
                    {(field) => <field.TextField label="Province/State (optional)" autoComplete="address-level1" />}
                  </form.AppField>
                  <form.AppField name="zipCode">
                    {(field) => <field.TextField label="Postal/Zip (optional)" autoComplete="postal-code" />}
                  </form.AppField>
                </SimpleGrid>
                <form.AppField name="termsAccepted">
                  {(field) => (
                    <field.CheckboxField
                      label={
                        <>
                          I accept the{' '}
                          <ChakraLink asChild>
                            <Link to="/terms" target="_blank">
                              terms of service
                            </Link>
                          </ChakraLink>{' '}
                          and the{' '}
                          <ChakraLink asChild>
                            <Link to="/privacy" target="_blank">
                              privacy policy
                            </Link>
                          </ChakraLink>
                          .
                        </>
                      }
                    />
                  )}
                </form.AppField>
                <HStack justify="space-between" gap="3">
                  <Button type="button" variant="outline" onClick={() => moveTo(1)}>
                    Previous
                  </Button>
                  <form.AppForm>
                    <form.SubmitButton busyText="Creating account...">Create Account</form.SubmitButton>
                  </form.AppForm>
                </HStack>
              </Stack>
            )}
          </form>
        </Card.Body>
        <Card.Footer>
          <Box>
            <Text>
              Already have an account?{' '}
              <ChakraLink asChild>
                <Link to="/login">Log in</Link>
              </ChakraLink>
            </Text>
          </Box>
        </Card.Footer>
      </Card.Root>
    </Container>
  );
}
