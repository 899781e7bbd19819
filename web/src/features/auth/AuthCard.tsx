import { Card, Container, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The narrow card the sign-in pages share: a heading (and a line under it), the form, a footer. */
export function AuthCard({ title, intro, footer, children }: { title: string; intro?: string; footer: ReactNode; children: ReactNode }) {
  return (
    <Container maxW="lg" py={{ base: '8', md: '16' }}>
      <Card.Root>
        <Card.Header>
          <Heading as="h1" fontSize="3xl">
            {title}
          </Heading>
          {intro && <Text color="fg.muted">{intro}</Text>}
        </Card.Header>
        <Card.Body>{children}</Card.Body>
        <Card.Footer>{footer}</Card.Footer>
      </Card.Root>
    </Container>
  );
}

export function BackToLogin() {
  return (
    <ChakraLink asChild>
      <Link to="/login">Back to Login</Link>
    </ChakraLink>
  );
}
