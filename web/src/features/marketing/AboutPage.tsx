import { Box, Button, Card, Container, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Check, HeartHandshake, Lightbulb, ShieldCheck, Timer } from 'lucide-react';

const VALUES = [
  { icon: ShieldCheck, title: 'Safety First', text: 'Every design choice starts with one question: will the right person find out quickly if something is wrong?' },
  { icon: HeartHandshake, title: 'Human Connection', text: 'Technology should bring families closer. Our calls are short, kind and respectful, and the people who matter are always kept in the loop.' },
  { icon: Lightbulb, title: 'Innovation', text: 'We use AI to listen carefully and summarise each call in plain words, so you can understand it in seconds.' },
  { icon: Timer, title: 'Reliability', text: 'Calls go out on time, every time. If a call is missed, we try again and then call your contacts.' },
];

const REASONS = [
  { title: 'Non-intrusive monitoring', text: 'No cameras, no wearables, no apps to learn. Just a friendly phone call on their own phone.' },
  { title: 'AI health assessment', text: 'Each conversation is assessed for signs of trouble and summarised for you.' },
  { title: 'Seamless escalation', text: 'Your contacts are called one by one, in your order, until someone is reached.' },
  { title: 'Flexible scheduling', text: 'Daily, weekly or every few days, at the time that suits them. Change it whenever you like.' },
];

export default function AboutPage() {
  return (
    <>
      <Box as="section" bg="blue.50">
        <Container maxW="6xl" py={{ base: '10', md: '16' }}>
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} mb="4">
            About CareCall
          </Heading>
          <Text fontSize="lg" maxW="3xl">
            We help families look after the people they love, even when they cannot be there in person.
          </Text>
        </Container>
      </Box>
      <Container maxW="6xl" py="12">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="10">
          <Stack as="section" gap="3" aria-labelledby="story-title">
            <Heading as="h2" id="story-title" fontSize="2xl">
              Our story
            </Heading>
            <Text>
              CareCall was founded in 2023 by people who had each worried about a parent living alone. A daily phone call
              helped, but it was hard to keep up, and nobody knew what to do when the call went unanswered.
            </Text>
            <Text>
              So we built a service that makes that call every time, listens to how they are, and calls the family when
              it matters. Today thousands of families use CareCall for peace of mind.
            </Text>
          </Stack>
          <Stack as="section" gap="3" aria-labelledby="mission-title">
            <Heading as="h2" id="mission-title" fontSize="2xl">
              Our mission
            </Heading>
            <Text>
              To make sure nobody who lives alone goes unnoticed when they need help, while respecting their independence
              and privacy.
            </Text>
          </Stack>
        </SimpleGrid>

        <Box as="section" mt="14" aria-labelledby="values-title">
          <Heading as="h2" id="values-title" fontSize="2xl" mb="6">
            Our values
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {VALUES.map((value) => (
              <Card.Root key={value.title} as="article">
                <Card.Body gap="3">
                  <Box color="blue.700">
                    <value.icon aria-hidden="true" size={32} />
                  </Box>
                  <Heading as="h3" fontSize="lg">
                    {value.title}
                  </Heading>
                  <Text>{value.text}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Box>

        <Box as="section" mt="14" aria-labelledby="why-title">
          <Heading as="h2" id="why-title" fontSize="2xl" mb="6">
            Why families choose CareCall
          </Heading>
          <List.Root variant="plain" gap="4">
            {REASONS.map((reason) => (
              <List.Item key={reason.title} alignItems="start">
                <List.Indicator asChild color="green.700" mt="1">
                  <Check aria-hidden="true" />
                </List.Indicator>
                <Text>
                  <Text as="strong">{reason.title}.</Text> {reason.text}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Box>

        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="12">
          <Button asChild size="xl">
            <Link to="/register">Get started</Link>
          </Button>
          <Button asChild size="xl" variant="outline">
            <Link to="/contact">Contact us</Link>
          </Button>
        </Stack>
      </Container>
    </>
  );
}
