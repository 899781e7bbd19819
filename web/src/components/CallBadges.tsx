import { Badge, Box } from '@chakra-ui/react';
import { CircleCheck, Phone, PhoneMissed, PhoneOff, PhoneOutgoing } from 'lucide-react';
import type { HealthStatus } from '@/shared/api-types.ts';
import { HEALTH_LABELS, healthOf } from '../lib/format.ts';

const HEALTH_COLORS: Record<HealthStatus, string> = {
  good: 'green',
  concerning: 'orange',
  emergency: 'red',
  unknown: 'gray',
};

/** Good, Concerning, Emergency or Unknown; the word is always shown, colour only supports it. */
export function HealthBadge({ value }: { value: string | undefined }) {
  const health = healthOf(value);
  return (
    <Badge colorPalette={HEALTH_COLORS[health]} variant="subtle" size="lg">
      {HEALTH_LABELS[health]}
    </Badge>
  );
}

export function CallStatusIcon({ status }: { status: string }) {
  const [Icon, color] =
    status === 'answered'
      ? [CircleCheck, 'green.700']
      : status === 'no-answer'
        ? [PhoneMissed, 'orange.700']
        : status === 'failed'
          ? [PhoneOff, 'red.700']
          : status === 'initiated'
            ? [PhoneOutgoing, 'blue.700']
            : [Phone, 'gray.700'];
  return (
    <Box color={color} flexShrink={0}>
      <Icon aria-hidden="true" size={24} />
    </Box>
  );
}
