import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Popover,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronUp, Filter, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { CallLog } from '@/shared/api-types.ts';
import { formatPhone } from '@/shared/phone.ts';
import { CallStatusIcon, HealthBadge } from '../../components/CallBadges.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { capitalise, formatCallTime, formatDuration, healthOf } from '../../lib/format.ts';
import { contactsQuery } from '../../lib/account-queries.ts';
import { sortNewestFirst } from '../../lib/ordering.ts';
import { callHistoryQuery, mergeCalls, monthStart, oldestInProgress, recentCallsQuery } from './api.ts';
import { RecordingPlayer } from './RecordingPlayer.tsx';
import {
  applyFilters,
  defaultFilters,
  describeFilters,
  HEALTH_OPTIONS,
  inTab,
  PERIODS,
  STATUS_OPTIONS,
  toDay,
  withDate,
  withPeriod,
  type HistoryFilters,
  type HistoryTab,
  type Period,
} from './filters.ts';

export const POLL_MS = 10_000;

function Select<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: readonly { value: T; label: string }[]; onChange: (value: T) => void }) {
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function FilterFields({ filters, onChange, onClear, onApply }: { filters: HistoryFilters; onChange: (next: HistoryFilters) => void; onClear: () => void; onApply: () => void }) {
  const fromId = useId();
  const toId = useId();
  const phoneId = useId();
  const now = new Date();
  const custom = filters.period === 'custom';
  return (
    <Stack gap="4">
      <Select label="Call status" value={filters.status} options={STATUS_OPTIONS} onChange={(status) => onChange({ ...filters, status })} />
      <Select label="Health status" value={filters.health} options={HEALTH_OPTIONS} onChange={(health) => onChange({ ...filters, health })} />
      <Select<Period> label="Time period" value={filters.period} options={PERIODS} onChange={(period) => onChange(withPeriod(filters, period, now))} />
      <SimpleGrid columns={2} gap="3">
        <Field.Root disabled={!custom}>
          <Field.Label htmlFor={fromId}>From</Field.Label>
          <Input id={fromId} type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => onChange(withDate(filters, 'from', event.target.value))} />
        </Field.Root>
        <Field.Root disabled={!custom}>
          <Field.Label htmlFor={toId}>To</Field.Label>
          <Input id={toId} type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => onChange(withDate(filters, 'to', event.target.value))} />
        </Field.Root>
      </SimpleGrid>
      {!custom && <Text color="fg.muted">Choose Custom range to pick your own dates.</Text>}
      <Field.Root>
        <Field.Label htmlFor={phoneId}>Phone number contains</Field.Label>
        <Input id={phoneId} type="search" inputMode="tel" value={filters.phone} onChange={(event) => onChange({ ...filters, phone: event.target.value })} />
      </Field.Root>
      <HStack justify="space-between" gap="3">
        <Button variant="outline" onClick={onClear}>
          Clear All
        </Button>
        <Button onClick={onApply}>Apply Filters</Button>
      </HStack>
    </Stack>
  );
}

function Detail({ title, children, tone }: { title: string; children: ReactNode; tone?: 'red' | 'yellow' }) {
  if (tone) {
    return (
      <Alert.Root status={tone === 'red' ? 'error' : 'warning'}>
        <Alert.Indicator>
          <TriangleAlert aria-hidden="true" />
        </Alert.Indicator>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Root>
    );
  }
  return (
    <Box>
      <Heading as="h3" fontSize="md" mb="1">
        {title}
      </Heading>
      <Text whiteSpace="pre-wrap">{children}</Text>
    </Box>
  );
}

const ESCALATION_OUTCOMES: Record<string, string> = {
  confirmed: 'Confirmed they will check on them',
  'called-back': 'Called CareCall back',
  texted: 'Sent a text message',
  'text-refused': 'Text refused: this number cannot receive texts',
  'text-failed': 'Text could not be sent',
  'not-confirmed': 'Answered but did not confirm',
  voicemail: 'Voicemail: not reached',
  'no-answer': 'No answer',
  busy: 'Line busy',
  failed: 'Call could not be placed',
  initiated: 'Calling now...',
  ringing: 'Calling now...',
  queued: 'Calling now...',
  'in-progress': 'On the phone now',
  skipped: 'Skipped: contact was removed',
};

/** What happened when a contact was alerted, in words. */
export function escalationOutcome(status: string): string {
  return ESCALATION_OUTCOMES[status] ?? capitalise(status);
}

function Escalations({ log, contactNames }: { log: CallLog; contactNames: ReadonlyMap<string, string> }) {
  const attempts = log.escalations ?? [];
  if (attempts.length === 0) return null;
  return (
    <Box>
      <Heading as="h3" fontSize="md" mb="1">
        Contacts alerted
      </Heading>
      <Stack as="ol" gap="2" ps="5" css={{ listStyleType: 'decimal' }}>
        {attempts.map((attempt) => {
          const name = (attempt.contactId && contactNames.get(attempt.contactId)) || (attempt.phoneNumber ? formatPhone(attempt.phoneNumber) : 'A contact');
          return (
            <li key={attempt.id}>
              <Text>
                <Text as="strong">{name}</Text>, {formatCallTime(attempt.callTime)}: {escalationOutcome(attempt.status)}
              </Text>
              {attempt.notes && <Text color="fg.muted">{attempt.notes}</Text>}
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}

function CallCard({ log, contactNames }: { log: CallLog; contactNames: ReadonlyMap<string, string> }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const phone = formatPhone(log.phoneNumber);
  const time = formatCallTime(log.callTime);
  return (
    <Card.Root as="li" listStyleType="none">
      <Card.Body gap="3">
        <Flex gap="3" align="start">
          <CallStatusIcon status={log.status} />
          <Box flex="1" minW="0">
            <HStack gap="3" flexWrap="wrap">
              <Heading as="h2" fontSize="lg">
                {log.status === 'called-in' ? 'No call needed' : capitalise(log.status)}
              </Heading>
              <HealthBadge value={log.healthStatus} />
              {log.kind === 'call-in' && <Badge colorPalette="blue">Called in</Badge>}
            </HStack>
            <Text>{time}</Text>
            <Text>{log.kind === 'call-in' ? `Called in from ${phone}` : `Call to ${phone}`}</Text>
            <Text color="fg.muted">Duration: {formatDuration(log.duration)}</Text>
          </Box>
        </Flex>
        <RecordingPlayer log={log} time={time} />
        <Box>
          <Button variant="ghost" size="md" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((value) => !value)} px="2">
            {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {open ? 'Hide details' : 'Show details'}
            <Box as="span" srOnly>
              {' '}
              of the call at {time}
            </Box>
          </Button>
        </Box>
        <Stack id={detailsId} hidden={!open} gap="4" borderTopWidth="1px" borderColor="gray.200" pt="4">
          <Detail title="AI Assessment">{log.aiNotes || 'No assessment yet.'}</Detail>
          <Detail title="Transcription">{log.transcription || 'No transcription yet.'}</Detail>
          {healthOf(log.healthStatus) === 'emergency' && (
            <Detail title="Escalation" tone="red">
              Emergency escalation was triggered for this call.
            </Detail>
          )}
          {log.status === 'no-answer' && log.responseData?.replacedBy === undefined && (
            <Detail title="Escalation" tone="yellow">
              Escalation contacts were notified due to no answer.
            </Detail>
          )}
          <Escalations log={log} contactNames={contactNames} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The first day of the filter's period (local), or undefined. */
function filterStart(filters: HistoryFilters): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(filters.from);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

export default function CallHistoryPage() {
  // A month at a time, newest first; older months on request (Load older) or when the filters
  // reach back further than what is loaded.
  const months = useInfiniteQuery({ ...callHistoryQuery(new Date()), staleTime: Infinity, refetchOnWindowFocus: false });
  const loaded = useMemo(() => mergeCalls(months.data?.pages ?? []), [months.data]);
  // Only while a call is in progress, and only its newest entries, are read again every 10 s
  // (and on focus); the answers are laid over the months already read.
  const live = oldestInProgress(loaded, new Date());
  const newestLoaded = sortNewestFirst(loaded)[0];
  const pollFrom = live?.callTime ?? newestLoaded?.callTime;
  const recent = useQuery({
    ...recentCallsQuery(pollFrom ?? ''),
    enabled: pollFrom !== undefined,
    staleTime: 0,
    refetchInterval: live ? POLL_MS : false,
    refetchOnWindowFocus: true,
  });
  // Names for the contacts an escalation reached; the numbers are shown when a contact is gone.
  const contacts = useQuery(contactsQuery);
  const contactNames = useMemo(() => new Map((contacts.data ?? []).map((contact) => [contact.id, contact.name])), [contacts.data]);
  const [filters, setFilters] = useState<HistoryFilters>(() => defaultFilters(new Date()));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [tab, setTab] = useState<HistoryTab>('all');

  const all = useMemo(() => mergeCalls(months.data?.pages ?? [], recent.data), [months.data, recent.data]);
  const filtered = useMemo(() => sortNewestFirst(applyFilters(all, filters, new Date())), [all, filters]);

  // What is loaded reaches back to the start of the oldest month read whole.
  const lastPage = months.data?.pages.at(-1);
  const loadedSince = lastPage && !lastPage.next ? monthStart(lastPage.month) : undefined;
  const wanted = filterStart(filters);
  const reachesFurther = wanted !== undefined && loadedSince !== undefined && wanted < loadedSince;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = months;
  useEffect(() => {
    if (reachesFurther && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [reachesFurther, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const counts = {
    all: filtered.length,
    answered: filtered.filter((log) => inTab(log, 'answered')).length,
    unanswered: filtered.filter((log) => inTab(log, 'unanswered')).length,
  };
  const shown = filtered.filter((log) => inTab(log, tab));

  // Older calls are asked for to be seen: the period then reaches back to the month loaded next
  // (a custom range, as editing the dates does); a month's further page loads as it is.
  const loadOlder = () => {
    if (lastPage && !lastPage.next) {
      const start = monthStart(lastPage.month - 1);
      if (!wanted || start < wanted) {
        setFilters(withDate(filters, 'from', toDay(start)));
        return; // the effect above reads the month
      }
    }
    void months.fetchNextPage();
  };

  const refresh = () => {
    void months.refetch();
    if (pollFrom !== undefined) void recent.refetch();
  };
  const sinceText = loadedSince ? loadedSince.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }) : undefined;

  return (
    <>
      <PageHeader
        title="Call History"
        subtitle="View and manage your check-in call records"
        actions={
          <>
            <Popover.Root open={filtersOpen} onOpenChange={(details) => setFiltersOpen(details.open)} positioning={{ placement: 'bottom-end' }}>
              <Popover.Trigger asChild>
                <Button variant="outline">
                  <Filter aria-hidden="true" /> Filter Results
                </Button>
              </Popover.Trigger>
              <Portal>
                <Popover.Positioner>
                  <Popover.Content w={{ base: 'calc(100vw - 2rem)', sm: 'sm' }}>
                    <Popover.Arrow />
                    <Popover.Body>
                      <Popover.Title fontWeight="bold" fontSize="lg" mb="3">
                        Filter Results
                      </Popover.Title>
                      <FilterFields
                        filters={filters}
                        onChange={setFilters}
                        onClear={() => setFilters(defaultFilters(new Date()))}
                        onApply={() => setFiltersOpen(false)}
                      />
                    </Popover.Body>
                  </Popover.Content>
                </Popover.Positioner>
              </Portal>
            </Popover.Root>
            <Button variant="outline" onClick={refresh} loading={months.isRefetching && !months.isFetchingNextPage} loadingText="Refreshing...">
              <RefreshCw aria-hidden="true" /> Refresh
            </Button>
          </>
        }
      />
      <Text mb="4" color="fg.muted" aria-live="polite">
        Showing {shown.length} {shown.length === 1 ? 'call' : 'calls'}: {describeFilters(filters)}.
      </Text>
      {months.isPending ? (
        <Stack gap="4" aria-busy="true" aria-label="Loading call history">
          <Skeleton height="28" />
          <Skeleton height="28" />
          <Skeleton height="28" />
        </Stack>
      ) : months.isError && !months.data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>We could not load your call history. {months.error?.message}</Alert.Description>
        </Alert.Root>
      ) : (
        <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as HistoryTab)}>
          <Tabs.List flexWrap="wrap">
            <Tabs.Trigger value="all">All Calls</Tabs.Trigger>
            <Tabs.Trigger value="answered">
              Answered <Badge ms="1">{counts.answered}</Badge>
            </Tabs.Trigger>
            <Tabs.Trigger value="unanswered">
              Unanswered <Badge ms="1">{counts.unanswered}</Badge>
            </Tabs.Trigger>
          </Tabs.List>
          {(['all', 'answered', 'unanswered'] as const).map((value) => (
            <Tabs.Content key={value} value={value}>
              {tab === value &&
                (shown.length === 0 ? (
                  <Card.Root>
                    <Card.Body gap="3" alignItems="start">
                      <Heading as="h2" fontSize="xl">
                        No call records found
                      </Heading>
                      <Text>
                        There are no call logs matching your current filters, or you haven't received any check-in calls
                        yet.
                      </Text>
                      <HStack gap="3" flexWrap="wrap">
                        <Button variant="outline" onClick={() => setFiltersOpen(true)}>
                          Modify Filter Settings
                        </Button>
                        <Button variant="outline" onClick={refresh}>
                          Refresh
                        </Button>
                      </HStack>
                    </Card.Body>
                  </Card.Root>
                ) : (
                  <Stack as="ul" gap="4" aria-label="Calls, newest first">
                    {shown.map((log) => (
                      <CallCard key={log.id} log={log} contactNames={contactNames} />
                    ))}
                  </Stack>
                ))}
            </Tabs.Content>
          ))}
          <Stack gap="2" mt="6" align="center">
            {sinceText && (
              <Text color="fg.muted" aria-live="polite">
                Calls loaded since {sinceText}.
              </Text>
            )}
            {months.hasNextPage && (
              <Button variant="outline" onClick={loadOlder} loading={months.isFetchingNextPage} loadingText="Loading older calls...">
                Load older
              </Button>
            )}
            {months.isFetchNextPageError && <Text color="red.600">We could not load older calls. {months.error?.message}</Text>}
          </Stack>
        </Tabs.Root>
      )}
    </>
  );
}
