import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="4" direction={{ base: 'column', md: 'row' }} mb="6">
      <Box>
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {subtitle && (
          <Text color="fg.muted" mt="1">
            {subtitle}
          </Text>
        )}
      </Box>
      {actions && (
        <Flex gap="3" flexWrap="wrap">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
