import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** A plain page of numbered-free sections: used by the privacy policy and the terms. */
export function LegalPage({ title, updated, intro, sections }: { title: string; updated: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <Stack gap="8">
        <Box>
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} mb="2">
            {title}
          </Heading>
          <Text color="fg.muted">Last updated {updated}</Text>
        </Box>
        <Box fontSize="lg">{intro}</Box>
        {sections.map((section) => (
          <Stack as="section" key={section.title} gap="3" css={{ '& ul': { paddingInlineStart: '6', listStyleType: 'disc' }, '& li': { marginBlock: '1' } }}>
            <Heading as="h2" fontSize="2xl">
              {section.title}
            </Heading>
            {section.body}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
