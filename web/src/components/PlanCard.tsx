import { Badge, Box, Card, Heading, HStack, List, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ServicePlan } from '@/shared/plans.ts';

export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export function PlanCard({ plan, footer, current }: { plan: ServicePlan; footer?: ReactNode; current?: boolean }) {
  const titleId = `plan-${plan.id}`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      borderWidth={current || plan.popular ? '2px' : '1px'}
      borderColor={current ? 'green.600' : plan.popular ? 'blue.600' : 'gray.200'}
      h="full"
    >
      <Card.Header>
        <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
          <Heading as="h3" id={titleId} fontSize="xl">
            {plan.name}
          </Heading>
          {current ? (
            <Badge colorPalette="green" size="lg">
              Your plan
            </Badge>
          ) : (
            plan.popular && (
              <Badge colorPalette="blue" size="lg">
                Popular
              </Badge>
            )
          )}
        </HStack>
        <Text mt="2">
          <Text as="span" fontSize="3xl" fontWeight="bold">
            {formatPrice(plan.price)}
          </Text>{' '}
          <Text as="span" color="fg.muted">
            per month
          </Text>
        </Text>
        <Text color="fg.muted">{plan.description}</Text>
      </Card.Header>
      <Card.Body>
        <List.Root gap="2" variant="plain">
          {plan.features.map((feature) => (
            <List.Item key={feature} alignItems="start">
              <List.Indicator asChild color="green.700" mt="1">
                <Check aria-hidden="true" />
              </List.Indicator>
              {feature}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      {footer && (
        <Card.Footer>
          <Box w="full">{footer}</Box>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
