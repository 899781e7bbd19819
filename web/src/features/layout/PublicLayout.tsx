import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** Header, the page, and the footer: every page outside the account area. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <Header />
      <Box as="main" id="main" flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
        {children}
      </Box>
      <Footer />
    </Flex>
  );
}
