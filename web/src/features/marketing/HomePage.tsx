import { Box, Button, Card, Container, Heading, HStack, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Bot, PhoneCall, Siren } from 'lucide-react';
import { SERVICE_PLANS } from '@/shared/plans.ts';
import { PlanCard } from '../../components/PlanCard.tsx';

const STEPS = [
  {
    icon: PhoneCall,
    title: 'Regular Calls',
    text: 'CareCall phones the person you care for at the times you choose: every day, once a week, or every few days. Any landline or mobile works.',
  },
  {
    icon: Bot,
    title: 'AI Conversation',
    text: 'A calm voice asks a few short questions about how they feel, and listens to the answers. You can read a short summary of every call.',
  },
  {
    icon: Siren,
    title: 'Emergency Response',
    text: 'If nobody answers, or they say they need help, CareCall phones your emergency contacts one by one until someone is reached.',
  },
];

export default function HomePage() {
  return (
    <>
      <Box as="section" bg="blue.50" aria-labelledby="hero-title">
        <Container maxW="6xl" py={{ base: '12', md: '20' }}>
          <Stack gap="6" maxW="3xl">
            <Heading as="h1" id="hero-title" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15" tabIndex={-1}>
              Regular Check-in Calls For Peace of Mind
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.800">
              CareCall rings the person you worry about on a schedule you set, checks how they are, and alerts your family
              straight away if something is wrong.
            </Text>
            <HStack gap="3" flexWrap="wrap">
              <Button asChild size="xl">
                <Link to="/register">Get Started</Link>
              </Button>
              <Button asChild size="xl" variant="outline" bg="white">
                <Link to="/services">Learn More</Link>
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>

      <Container as="section" maxW="6xl" py="16" aria-labelledby="how-title">
        <Heading as="h2" id="how-title" fontSize="3xl" mb="8">
          How CareCall works
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {STEPS.map((step) => (
            <Card.Root key={step.title} as="article">
              <Card.Body gap="3">
                <Box color="blue.700">
                  <step.icon aria-hidden="true" size={36} />
                </Box>
                <Heading as="h3" fontSize="xl">
                  {step.title}
                </Heading>
                <Text>{step.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>

      <Box as="section" bg="gray.50" aria-labelledby="plans-title">
        <Container maxW="6xl" py="16">
          <Heading as="h2" id="plans-title" fontSize="3xl" mb="2">
            Simple monthly plans
          </Heading>
          <Text mb="8" color="fg.muted">
            Every plan includes the AI health check, emergency escalation and support.
          </Text>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {SERVICE_PLANS.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                footer={
                  <Button asChild w="full" variant={plan.popular ? 'solid' : 'outline'}>
                    <Link to="/services">
                      See plan details<VisuallyHidden> for {plan.name}</VisuallyHidden>
                    </Link>
                  </Button>
                }
              />
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container as="section" maxW="6xl" py="16" aria-labelledby="cta-title">
        <Stack gap="4" align="start" bg="blue.700" color="white" p={{ base: '8', md: '12' }} rounded="xl">
          <Heading as="h2" id="cta-title" fontSize="3xl">
            Start looking after them today
          </Heading>
          <Text fontSize="lg">Setting up takes a few minutes. You can change the schedule at any time.</Text>
          <HStack gap="3" flexWrap="wrap">
            <Button asChild size="xl" bg="white" color="blue.800" _hover={{ bg: 'blue.50' }}>
              <Link to="/register">Sign Up Now</Link>
            </Button>
            <Button asChild size="xl" variant="outline" color="white" borderColor="white" _hover={{ bg: 'blue.800' }}>
              <Link to="/contact">Contact Sales</Link>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </>
  );
}
