import { Alert, Box, Button, Card, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { CONTACT_SUBJECTS, contactMessageSchema, type ContactMessage } from '@/shared/schemas/index.ts';
import { notify } from '../../app/notify.ts';
import { focusFirstError, useAppForm } from '../../components/form.tsx';
import { api, errorMessage } from '../../lib/api.ts';

const sendContactMessage = (message: ContactMessage) => api.post<{ id: string; message: string }>('/api/contact-messages', message);

const EMPTY_MESSAGE: v.InferInput<typeof contactMessageSchema> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  // The subject starts unchosen, which the schema answers with "Please select a subject".
  subject: '' as v.InferInput<typeof contactMessageSchema>['subject'],
  message: '',
};

const FAQ = [
  {
    question: 'How does the service work?',
    answer:
      'You choose when CareCall should call. At that time it phones the person you care for, asks a few short questions about how they are, and writes a short summary you can read in your account.',
  },
  {
    question: 'Do they need any special equipment?',
    answer: 'No. CareCall works with any landline or mobile phone. There is nothing to install and nothing to wear.',
  },
  {
    question: 'What happens if a call is missed?',
    answer:
      'CareCall tries once more a few minutes later. If there is still no answer, it calls your emergency contacts one by one, in the order you set, until someone confirms they will check on them.',
  },
  {
    question: 'Can I change the schedule?',
    answer: 'Yes, at any time, in Call Settings in your account. The change takes effect straight away.',
  },
];

const INFO = [
  { icon: Phone, title: 'Phone', lines: ['1-800-555-0123', 'Monday to Friday, 9 AM to 5 PM Eastern'] },
  { icon: Mail, title: 'Email', lines: ['support@carecall.example', 'We reply within 24 hours'] },
  { icon: MapPin, title: 'Office', lines: ['100 King Street West', 'Toronto, ON M5X 1A9, Canada'] },
];

function ContactForm({ onSent }: { onSent: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAppForm({
    defaultValues: EMPTY_MESSAGE,
    validators: { onChange: contactMessageSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await sendContactMessage(v.parse(contactMessageSchema, value));
      } catch (error) {
        // The form keeps what was typed; the Thank You panel appears only once the server has it.
        notify({ title: 'Message not sent', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
        return;
      }
      formApi.reset();
      onSent();
      notify({ title: 'Message sent', description: "We've received your message and will respond shortly." });
    },
    onSubmitInvalid: () => queueMicrotask(() => focusFirstError(formRef.current)),
  });
  return (
    <form
      ref={formRef}
      noValidate
      // This page is pre-rendered: a press on Send before the app has taken the page over does
      // nothing (a "dialog" form outside a dialog), instead of the browser sending the form and
      // reloading the page, which would lose what was typed.
      method="dialog"
      aria-labelledby="get-in-touch"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <form.AppField name="firstName">
            {(field) => <field.TextField label="First name" autoComplete="given-name" required />}
          </form.AppField>
          <form.AppField name="lastName">
            {(field) => <field.TextField label="Last name" autoComplete="family-name" required />}
          </form.AppField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <form.AppField name="email">
            {(field) => <field.TextField label="Email" type="email" autoComplete="email" required />}
          </form.AppField>
          <form.AppField name="phone">
            {(field) => <field.TextField label="Phone (optional)" type="tel" autoComplete="tel" />}
          </form.AppField>
        </SimpleGrid>
        <form.AppField name="subject">
          {(field) => (
            <field.SelectField label="Subject" required placeholder="Choose a subject" options={CONTACT_SUBJECTS} />
          )}
        </form.AppField>
        <form.AppField name="message">
          {(field) => <field.TextareaField label="Message" required rows={6} />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton busyText="Sending...">Send Message</form.SubmitButton>
        </form.AppForm>
      </Stack>
    </form>
  );
}

export default function ContactPage() {
  const [sent, setSent] = useState(false);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <Box as="section" bg="blue.50">
        <Container maxW="6xl" py={{ base: '10', md: '16' }}>
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} mb="4">
            Contact Us
          </Heading>
          <Text fontSize="lg" maxW="3xl">
            Questions about CareCall, or about the person you care for? We are happy to help.
          </Text>
        </Container>
      </Box>
      <Container maxW="6xl" py="12">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6" aria-label="How to reach us">
          {INFO.map((info) => (
            <Card.Root as="li" key={info.title}>
              <Card.Body gap="2">
                <HStack gap="3" color="blue.700">
                  <info.icon aria-hidden="true" />
                  <Heading as="h2" fontSize="lg" color="gray.900">
                    {info.title}
                  </Heading>
                </HStack>
                {info.lines.map((line) => (
                  <Text key={line}>{line}</Text>
                ))}
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>

        <SimpleGrid as="section" columns={{ base: 1, lg: 3 }} gap="10" mt="14" aria-labelledby="get-in-touch">
          <Box gridColumn={{ lg: 'span 2' }}>
            <Heading as="h2" id="get-in-touch" fontSize="2xl" mb="6">
              Get in Touch
            </Heading>
            {sent ? (
              <Card.Root role="status">
                <Card.Body gap="4">
                  <Heading as="h3" fontSize="xl" ref={thanksRef} tabIndex={-1}>
                    Thank You
                  </Heading>
                  <Text>Your message has been sent. We will get back to you within 24 hours.</Text>
                  <Box>
                    <Button variant="outline" onClick={() => setSent(false)}>
                      Send Another Message
                    </Button>
                  </Box>
                </Card.Body>
              </Card.Root>
            ) : (
              <ContactForm
                onSent={() => {
                  setSent(true);
                  queueMicrotask(() => thanksRef.current?.focus());
                }}
              />
            )}
          </Box>
          <Alert.Root status="info" alignSelf="start">
            <Alert.Indicator>
              <Clock aria-hidden="true" />
            </Alert.Indicator>
            <Alert.Content>
              <Alert.Title>When we reply</Alert.Title>
              <Alert.Description>
                We answer every message within 24 hours. If you are worried about someone's safety right now, call your
                local emergency number.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        </SimpleGrid>

        <Box as="section" mt="14" aria-labelledby="faq-title">
          <Heading as="h2" id="faq-title" fontSize="2xl" mb="6">
            Frequently asked questions
          </Heading>
          <Stack gap="6">
            {FAQ.map((item) => (
              <Box key={item.question}>
                <Heading as="h3" fontSize="lg" mb="1">
                  {item.question}
                </Heading>
                <Text>{item.answer}</Text>
              </Box>
            ))}
          </Stack>
        </Box>
      </Container>
    </>
  );
}
