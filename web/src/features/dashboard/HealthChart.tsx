import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { CallLog, HealthStatus } from '@/shared/api-types.ts';
import { formatCallTime, HEALTH_LABELS } from '../../lib/format.ts';
import { healthTrend, summariseTrend } from './health-trend.ts';

const COLORS: Record<HealthStatus, string> = {
  good: 'green.600',
  concerning: 'orange.500',
  emergency: 'red.600',
  unknown: 'gray.400',
};

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/**
 * Health status of recent calls as bars, oldest on the left: taller is better, and each status
 * has its own colour and a legend with words. A table says the same for screen readers.
 */
export function HealthChart({ logs, captionId }: { logs: readonly CallLog[]; captionId: string }) {
  const points = healthTrend(logs);
  const summary = summariseTrend(points);
  if (points.length === 0) return <Text color="fg.muted">{summary} The chart fills in as calls are made.</Text>;
  return (
    <Stack gap="3">
      <Text>{summary}</Text>
      <Box aria-hidden="true">
        <Flex align="end" gap="1.5" h="32" borderBottomWidth="2px" borderColor="gray.300" px="1">
          {points.map((point) => (
            <Box
              key={point.id}
              flex="1"
              maxW="8"
              h={`${(point.level / 4) * 100}%`}
              bg={COLORS[point.health]}
              roundedTop="sm"
              title={`${formatCallTime(point.callTime)}: ${HEALTH_LABELS[point.health]}`}
            />
          ))}
        </Flex>
        <Flex justify="space-between" mt="1" color="fg.muted">
          <Text>{shortDate.format(new Date(points[0]!.callTime))}</Text>
          <Text>{shortDate.format(new Date(points[points.length - 1]!.callTime))}</Text>
        </Flex>
        <HStack gap="4" flexWrap="wrap" mt="2">
          {(['good', 'concerning', 'emergency', 'unknown'] as const).map((health) => (
            <HStack key={health} gap="1.5">
              <Box w="3.5" h="3.5" rounded="sm" bg={COLORS[health]} />
              <Text>{HEALTH_LABELS[health]}</Text>
            </HStack>
          ))}
        </HStack>
      </Box>
      <Box srOnly>
        <table aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">Call time</th>
              <th scope="col">Health</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.id}>
                <td>{formatCallTime(point.callTime)}</td>
                <td>{HEALTH_LABELS[point.health]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Stack>
  );
}
