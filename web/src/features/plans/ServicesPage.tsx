import { Alert, Box, Button, Card, Container, Heading, HStack, List, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Bot, Check, History, PhoneCall, Siren } from 'lucide-react';
import { SERVICE_PLANS, type ServicePlan } from '@/shared/plans.ts';
import { activeSubscription, useCurrentUser } from '../../lib/current-user.ts';
import { useChoosePlan } from './api.ts';
import { PlanCard } from '../../components/PlanCard.tsx';

const SERVICES = [
  {
    icon: PhoneCall,
    title: 'Automated check-in calls',
    text: 'Calls at the time you choose, daily, weekly or every few days, to any landline or mobile. You can change the schedule whenever you like and the change takes effect straight away.',
  },
  {
    icon: Bot,
    title: 'AI health assessment',
    text: 'A short, friendly conversation about how they feel, any pain, dizziness or falls, medication, food and sleep. Each call is summarised as Good, Concerning or Emergency.',
  },
  {
    icon: Siren,
    title: 'Emergency escalation',
    text: 'If a call goes unanswered or they say they need help, CareCall phones your emergency contacts in the order you set, until one of them confirms they will check in.',
  },
  {
    icon: History,
    title: 'Call history and reporting',
    text: 'Every call is kept with its time, its outcome, a short summary and the transcription, so you can see how they have been over time.',
  },
];

const WHO_BENEFITS = [
  'Seniors living alone',
  'Remote workers',
  'People with chronic health conditions',
  'Recovery after a hospital stay',
  'Long-distance caregiving',
  'Temporary monitoring, for example while a carer is away',
];

function PlanAction({ plan }: { plan: ServicePlan }) {
  const { user, isPending } = useCurrentUser();
  const choose = useChoosePlan();
  if (isPending) return <Box h="11" />;
  if (!user) {
    return (
      <Button asChild w="full" variant={plan.popular ? 'solid' : 'outline'}>
        <Link to="/register">
          Get Started<VisuallyHidden> with {plan.name}</VisuallyHidden>
        </Link>
      </Button>
    );
  }
  if (activeSubscription(user)?.servicePlanId === plan.id) {
    return (
      <Button w="full" variant="subtle" colorPalette="green" disabled aria-disabled="true">
        <Check aria-hidden="true" /> Current plan
      </Button>
    );
  }
  const busy = choose.isPending && choose.variables === plan.id;
  return (
    <Button
      w="full"
      variant={plan.popular ? 'solid' : 'outline'}
      loading={busy}
      loadingText="Choosing..."
      disabled={choose.isPending}
      onClick={() => choose.mutate(plan.id)}
    >
      Choose plan<VisuallyHidden> {plan.name}</VisuallyHidden>
    </Button>
  );
}

export default function ServicesPage() {
  const { user } = useCurrentUser();
  const currentPlanId = activeSubscription(user)?.servicePlanId;
  return (
    <>
      <Box as="section" bg="blue.50">
        <Container maxW="6xl" py={{ base: '10', md: '16' }}>
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} mb="4">
            Our services
          </Heading>
          <Text fontSize="lg" maxW="3xl">
            CareCall keeps a gentle, regular eye on someone you love, and brings in the right people quickly when
            something is wrong.
          </Text>
        </Container>
      </Box>

      <Container as="section" maxW="6xl" py="12" aria-labelledby="services-title">
        <Heading as="h2" id="services-title" fontSize="2xl" mb="6">
          What CareCall does
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {SERVICES.map((service) => (
            <Card.Root key={service.title} as="article">
              <Card.Body gap="3">
                <HStack gap="3" color="blue.700">
                  <service.icon aria-hidden="true" size={30} />
                  <Heading as="h3" fontSize="xl" color="gray.900">
                    {service.title}
                  </Heading>
                </HStack>
                <Text>{service.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>

      <Box as="section" bg="gray.50" aria-labelledby="compare-title">
        <Container maxW="6xl" py="12">
          <Heading as="h2" id="compare-title" fontSize="2xl" mb="2">
            Compare plans
          </Heading>
          <Text mb="4" color="fg.muted">
            All prices are per month. Support is included on every plan.
          </Text>
          <Alert.Root status="info" mb="6">
            <Alert.Indicator />
            <Alert.Description>
              There is no payment step in this version of CareCall: choosing a plan starts it straight away and nothing is
              charged. You can switch plans at any time.
            </Alert.Description>
          </Alert.Root>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {SERVICE_PLANS.map((plan) => (
              <PlanCard key={plan.id} plan={plan} current={currentPlanId === plan.id} footer={<PlanAction plan={plan} />} />
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container as="section" maxW="6xl" py="12" aria-labelledby="benefits-title">
        <Heading as="h2" id="benefits-title" fontSize="2xl" mb="6">
          Who benefits
        </Heading>
        <List.Root as="ul" variant="plain" gap="3" display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}>
          {WHO_BENEFITS.map((who) => (
            <List.Item key={who} alignItems="start" fontSize="lg">
              <List.Indicator asChild color="green.700" mt="1.5">
                <Check aria-hidden="true" />
              </List.Indicator>
              {who}
            </List.Item>
          ))}
        </List.Root>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="10">
          <Button asChild size="xl">
            <Link to="/register">Create an account</Link>
          </Button>
          <Button asChild size="xl" variant="outline">
            <Link to="/contact">Ask us a question</Link>
          </Button>
        </Stack>
      </Container>
    </>
  );
}
