import { Alert, Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Shown when a page could not load (for example the server cannot be reached). */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary]);
  return (
    <Box as="main" id="main">
      <Container maxW="2xl" py="16">
        <Stack gap="6">
          <Heading as="h1" fontSize="3xl">
            Something went wrong
          </Heading>
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>
              <Text>We could not load this page. {error instanceof Error ? error.message : ''}</Text>
            </Alert.Description>
          </Alert.Root>
          <Box>
            <Button onClick={() => void router.invalidate()}>Try again</Button>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
