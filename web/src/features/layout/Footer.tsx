import { Box, Button, Container, Field, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';

const SERVICE_LINKS = [
  'Daily check-ins',
  'Custom schedule',
  'Weekly monitoring',
  'Emergency response',
  'Escalation management',
];

const COMPANY_LINKS = [
  { to: '/about', label: 'About us' },
  { to: '/services', label: 'Services and plans' },
  { to: '/contact', label: 'Contact us' },
  { to: '/timezone-test', label: 'Call time checker' },
] as const;

const footerLink = { color: 'gray.100', textDecoration: 'underline', textUnderlineOffset: '3px', _hover: { color: 'white' } };

function SubscribeBox() {
  const [done, setDone] = useState(false);
  // There is no newsletter yet; the box says so plainly instead of pretending to sign people up.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(true);
  };
  return (
    // method="dialog": on a pre-rendered page, a click before the app runs does nothing instead of
    // the browser sending the form and reloading the page (see ContactPage).
    <form method="dialog" onSubmit={onSubmit} aria-labelledby="footer-news">
      <Heading as="h2" id="footer-news" fontSize="lg" mb="2" color="white">
        News from CareCall
      </Heading>
      {done ? (
        <Text role="status" color="gray.100">
          Thank you. Our newsletter has not started yet, so we have not stored your address. Please check this site
          for news.
        </Text>
      ) : (
        <Stack gap="2">
          <Field.Root>
            <Field.Label color="gray.100">Email address</Field.Label>
            <HStack gap="2" align="stretch">
              <Input type="email" name="email" required autoComplete="email" bg="white" color="gray.900" />
              <Button type="submit" colorPalette="gray" variant="solid" bg="white" color="gray.900" _hover={{ bg: 'gray.200' }}>
                Subscribe
              </Button>
            </HStack>
          </Field.Root>
        </Stack>
      )}
    </form>
  );
}

export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.100" mt="auto">
      <Container maxW="6xl" py="12">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
          <Stack gap="2">
            <Heading as="h2" fontSize="lg" color="white">
              CareCall
            </Heading>
            <Text>Regular check-in calls for peace of mind.</Text>
            <Text>
              Phone: <Box asChild {...footerLink}><a href="tel:+18005550123">1-800-555-0123</a></Box>
              <br />
              Monday to Friday, 9 AM to 5 PM Eastern
            </Text>
            <Text>
              Email: <Box asChild {...footerLink}><a href="mailto:support@carecall.example">support@carecall.example</a></Box>
            </Text>
          </Stack>
          <Stack gap="2" as="nav" aria-labelledby="footer-services">
            <Heading as="h2" id="footer-services" fontSize="lg" color="white">
              Services
            </Heading>
            <Stack as="ul" gap="1" listStyleType="none">
              {SERVICE_LINKS.map((label) => (
                <li key={label}>
                  <Box asChild {...footerLink} display="inline-block" py="1">
                    <Link to="/services">{label}</Link>
                  </Box>
                </li>
              ))}
            </Stack>
          </Stack>
          <Stack gap="2" as="nav" aria-labelledby="footer-company">
            <Heading as="h2" id="footer-company" fontSize="lg" color="white">
              Company
            </Heading>
            <Stack as="ul" gap="1" listStyleType="none">
              {COMPANY_LINKS.map((link) => (
                <li key={link.to}>
                  <Box asChild {...footerLink} display="inline-block" py="1">
                    <Link to={link.to}>{link.label}</Link>
                  </Box>
                </li>
              ))}
            </Stack>
          </Stack>
          <SubscribeBox />
        </SimpleGrid>
        <HStack
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="gray.700"
          justify="space-between"
          flexWrap="wrap"
          gap="4"
        >
          <Text>© {new Date().getFullYear()} CareCall. All rights reserved.</Text>
          <HStack gap="6">
            <Box asChild {...footerLink} py="2">
              <Link to="/privacy">Privacy Policy</Link>
            </Box>
            <Box asChild {...footerLink} py="2">
              <Link to="/terms">Terms of Service</Link>
            </Box>
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
