import { Alert, Box, Button, Card, Container, DataList, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { TimezoneTestResponse } from '@/shared/schedule-time.ts';
import { TIMEZONE_TEST_ZONES, timezoneLabel } from '@/shared/timezones.ts';
import { api, ApiError } from '../../lib/api.ts';

interface Inputs {
  timeOfDay: string;
  timezone: string;
}

const DEFAULTS: Inputs = { timeOfDay: '12:00', timezone: 'America/Toronto' };

function Row({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel color="fg.muted">{label}</DataList.ItemLabel>
      <DataList.ItemValue fontWeight="medium" wordBreak="break-word">
        {value}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

export default function TimezoneTestPage() {
  const [draft, setDraft] = useState<Inputs>(DEFAULTS);
  const [asked, setAsked] = useState<Inputs | null>(null);
  const timeId = useId();
  const zoneId = useId();
  const labels = TIMEZONE_TEST_ZONES.map((zone) => ({ zone, label: timezoneLabel(zone) }));

  const result = useQuery({
    queryKey: ['timezone-test', asked] as const,
    queryFn: () => {
      const { timeOfDay, timezone } = asked ?? DEFAULTS;
      const query = new URLSearchParams({ timeOfDay, timezone });
      return api.get<TimezoneTestResponse>(`/test/timezone?${query.toString()}`);
    },
    enabled: asked !== null,
    // A check is about "now": ask again every time.
    gcTime: 0,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAsked({ ...draft });
    if (asked && asked.timeOfDay === draft.timeOfDay && asked.timezone === draft.timezone) void result.refetch();
  };

  const user = Intl.DateTimeFormat().resolvedOptions().timeZone;

  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <Stack gap="8">
        <Box>
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} mb="2">
            Call time checker
          </Heading>
          <Text fontSize="lg">
            Choose a time of day and a timezone to see when the next daily check-in call at that time would be placed.
          </Text>
        </Box>
        <Card.Root as="form" onSubmit={onSubmit} aria-label="Time and timezone">
          <Card.Body>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <Field.Root>
                <Field.Label htmlFor={timeId}>Time of day (24-hour, HH:MM)</Field.Label>
                <Input
                  id={timeId}
                  type="time"
                  value={draft.timeOfDay}
                  required
                  onChange={(event) => setDraft({ ...draft, timeOfDay: event.target.value })}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label htmlFor={zoneId}>Timezone</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    id={zoneId}
                    value={draft.timezone}
                    onChange={(event) => setDraft({ ...draft, timezone: event.target.value })}
                  >
                    {labels.map(({ zone, label }) => (
                      <option key={zone} value={zone}>
                        {label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </SimpleGrid>
            <Box mt="5">
              <Button type="submit" loading={result.isFetching} loadingText="Calculating...">
                Calculate next call
              </Button>
            </Box>
          </Card.Body>
        </Card.Root>

        <Box aria-live="polite">
          {asked === null ? (
            <Text color="fg.muted">Choose a time and a timezone, then select Calculate next call.</Text>
          ) : result.isPending ? (
            <Text>Calculating...</Text>
          ) : result.isError ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Description>
                {result.error instanceof ApiError && result.error.status > 0
                  ? `Error: ${result.error.status}${result.error.serverMessage ? ` (${result.error.serverMessage})` : ''}`
                  : 'An error occurred'}
              </Alert.Description>
            </Alert.Root>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
              <Card.Root as="section" aria-labelledby="tz-inputs">
                <Card.Header>
                  <Heading as="h2" id="tz-inputs" fontSize="xl">
                    Inputs
                  </Heading>
                </Card.Header>
                <Card.Body>
                  <DataList.Root orientation="vertical" gap="3">
                    <Row label="Time of day" value={result.data.input.timeOfDay} />
                    <Row label="Timezone" value={result.data.input.timezone} />
                    <Row label="Current server time (UTC)" value={result.data.input.currentServerTime} />
                    <Row label={`Current time in ${result.data.input.timezone}`} value={result.data.input.currentUserTime} />
                    <Row label="Has the time passed today?" value={result.data.input.hasTimePassedToday ? 'Yes' : 'No'} />
                  </DataList.Root>
                </Card.Body>
              </Card.Root>
              <Card.Root as="section" aria-labelledby="tz-result">
                <Card.Header>
                  <Heading as="h2" id="tz-result" fontSize="xl">
                    Result
                  </Heading>
                </Card.Header>
                <Card.Body>
                  <DataList.Root orientation="vertical" gap="3">
                    <Row label="Next call (UTC)" value={result.data.result.nextCallDate} />
                    <Row label={`Next call in ${result.data.input.timezone}`} value={result.data.result.formattedInUserTimezone} />
                    <Row
                      label={`Next call in your timezone (${user})`}
                      value={new Date(result.data.result.nextCallDate).toLocaleString('en-US', {
                        dateStyle: 'full',
                        timeStyle: 'short',
                      })}
                    />
                  </DataList.Root>
                </Card.Body>
              </Card.Root>
            </SimpleGrid>
          )}
        </Box>
      </Stack>
    </Container>
  );
}
