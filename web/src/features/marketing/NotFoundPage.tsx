import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <Container maxW="3xl" py="20">
      <Stack gap="5">
        <Heading as="h1" fontSize="4xl" tabIndex={-1}>
          Page Not Found
        </Heading>
        <Text fontSize="lg">
          We could not find the page you asked for. The address may be mistyped, or the page may have moved.
        </Text>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild>
            <Link to="/">Go to the home page</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/contact">Contact us</Link>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
