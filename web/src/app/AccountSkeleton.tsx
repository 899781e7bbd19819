import { Box, Container, HStack, Skeleton, SkeletonText, Spinner, Stack, Text } from '@chakra-ui/react';

/** While we find out who is signed in, the account area shows its outline and nothing else. */
export function AccountSkeleton() {
  return (
    <Box as="main" id="main" aria-busy="true" aria-label="Loading your account">
      <Container maxW="6xl" py="8">
        <Stack gap="6">
          <Skeleton height="10" width="60%" />
          <Stack direction={{ base: 'column', md: 'row' }} gap="4">
            <Skeleton height="28" flex="1" />
            <Skeleton height="28" flex="1" />
            <Skeleton height="28" flex="1" />
          </Stack>
          <SkeletonText noOfLines={4} />
        </Stack>
      </Container>
    </Box>
  );
}

/** While a page's code or data loads. */
export function PageLoading() {
  return (
    <HStack gap="3" py="10" px="4" justify="center" role="status">
      <Spinner size="md" color="blue.700" />
      <Text>Loading...</Text>
    </HStack>
  );
}
