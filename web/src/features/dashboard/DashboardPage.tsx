import { Alert, Badge, Box, Button, Card, Flex, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarClock, PhoneCall, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CallLog, CallSchedule, EscalationContact } from '@/shared/api-types.ts';
import { formatPhone } from '@/shared/phone.ts';
import { describeFrequency, formatCalendarDate, isPaused } from '@/shared/schedule-labels.ts';
import { HealthBadge } from '../../components/CallBadges.tsx';
import { TabPanels } from '../../components/TabPanels.tsx';
import { formatCallTime, formatInZone, formatTimeOfDay } from '../../lib/format.ts';
import { callLogsQuery, contactsQuery, schedulesQuery } from '../../lib/account-queries.ts';
import { activeSubscription, useCurrentUser } from '../../lib/current-user.ts';
import { sortByPriority, sortNewestFirst } from '../../lib/ordering.ts';
import { HealthChart } from './HealthChart.tsx';

export const RECENT_CALLS = 5;
export const DASHBOARD_CONTACTS = 3;

/** The third summary card: how the newest call went. */
export function lastCallText(logs: readonly CallLog[]): string {
  const last = sortNewestFirst(logs)[0];
  if (!last) return 'No calls yet';
  if (last.status === 'answered') return 'Last call answered';
  if (last.status === 'no-answer') return 'Last call missed';
  return `Call ${last.status}`;
}

/** Escalation is switched on somewhere, but nobody is there to be called (docs/escalation.md). */
export function nobodyToAlert(schedules: readonly CallSchedule[], contacts: readonly EscalationContact[]): boolean {
  const escalates = schedules.some(
    (s) => s.isActive && (s.escalateOnNoAnswer || s.escalateOnEmergency || s.escalateOnConcerning || s.escalateOnUnknown),
  );
  return escalates && !contacts.some((contact) => contact.isActive);
}

function SummaryCard({ icon, label, value, loading }: { icon: ReactNode; label: string; value: ReactNode; loading: boolean }) {
  return (
    <Card.Root>
      <Card.Body>
        <HStack gap="4" align="center">
          <Flex bg="blue.50" color="blue.700" rounded="full" w="12" h="12" align="center" justify="center" flexShrink={0}>
            {icon}
          </Flex>
          <Box>
            <Text color="fg.muted">{label}</Text>
            {loading ? <Skeleton height="7" width="20" /> : <Text fontSize="2xl" fontWeight="bold">{value}</Text>}
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function RecentActivity({ logs }: { logs: CallLog[] }) {
  const recent = sortNewestFirst(logs).slice(0, RECENT_CALLS);
  if (recent.length === 0) {
    return (
      <Stack gap="3" align="start">
        <Text>No calls yet. Once calls start, the latest ones appear here.</Text>
        <Button asChild>
          <Link to="/manage-calls">Set Up Calls</Link>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack as="ul" gap="0" listStyleType="none">
      {recent.map((log) => (
        <Box as="li" key={log.id} py="3" borderBottomWidth="1px" borderColor="gray.200" _last={{ borderBottomWidth: '0' }}>
          <Flex justify="space-between" gap="3" flexWrap="wrap" align="start">
            <Box>
              <Text fontWeight="semibold">{formatPhone(log.phoneNumber)}</Text>
              <Text color="fg.muted">{formatCallTime(log.callTime)}</Text>
            </Box>
            <HealthBadge value={log.healthStatus} />
          </Flex>
          {log.aiNotes && <Text mt="1">{log.aiNotes}</Text>}
        </Box>
      ))}
    </Stack>
  );
}

function SchedulesTab({ schedules, hasPlan }: { schedules: CallSchedule[]; hasPlan: boolean }) {
  if (schedules.length === 0) {
    return (
      <Stack gap="3" align="start">
        <Text>No call schedules yet.</Text>
        {hasPlan ? (
          <Button asChild>
            <Link to="/manage-calls">Set Up Now</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to="/services">View Plans</Link>
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {schedules.map((schedule) => (
        <Box as="li" key={schedule.id} borderWidth="1px" borderColor="gray.200" rounded="md" p="3">
          <Flex justify="space-between" gap="2" flexWrap="wrap">
            <Text fontWeight="semibold">
              {schedule.personName ? `${schedule.personName}, ${formatPhone(schedule.phoneNumber)}` : formatPhone(schedule.phoneNumber)}
            </Text>
            <Badge colorPalette={schedule.isActive ? 'green' : 'gray'} size="lg">
              {schedule.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </Flex>
          <Text>
            {describeFrequency(schedule, 'short')} at {formatTimeOfDay(schedule.timeOfDay)}
          </Text>
          {schedule.isActive && schedule.pausedUntil && isPaused(schedule, new Date()) && (
            <Text fontWeight="semibold" color="orange.800">
              Paused until {formatCalendarDate(schedule.pausedUntil)}
            </Text>
          )}
          {schedule.isActive && schedule.nextCallDate && (
            <Text color="fg.muted">Next call: {formatInZone(schedule.nextCallDate, schedule.timezone)}</Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function ContactsTab({ contacts }: { contacts: EscalationContact[] }) {
  const first = sortByPriority(contacts).slice(0, DASHBOARD_CONTACTS);
  return (
    <Stack gap="3" align="stretch">
      {first.length === 0 ? (
        <Text>No emergency contacts yet.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {first.map((contact) => (
            <Box as="li" key={contact.id} borderWidth="1px" borderColor="gray.200" rounded="md" p="3">
              <Flex justify="space-between" gap="2">
                <Text fontWeight="semibold">{contact.name}</Text>
                <Badge size="lg">
                  <Box as="span" srOnly>
                    Priority{' '}
                  </Box>
                  #{contact.priority}
                </Badge>
              </Flex>
              <Text>{formatPhone(contact.phoneNumber)}</Text>
              <Text color="fg.muted">{contact.relationship}</Text>
            </Box>
          ))}
        </Stack>
      )}
      <Box>
        <Button asChild variant={first.length === 0 ? 'solid' : 'outline'}>
          <Link to="/escalation-contacts" search={first.length === 0 ? { add: true } : {}}>
            {first.length === 0 ? 'Add Contacts' : 'Manage contacts'}
          </Link>
        </Button>
      </Box>
    </Stack>
  );
}

export default function DashboardPage() {
  const { user } = useCurrentUser();
  const schedules = useQuery(schedulesQuery);
  const contacts = useQuery(contactsQuery);
  const logs = useQuery(callLogsQuery);
  const hasPlan = activeSubscription(user) !== undefined;
  const scheduleList = schedules.data ?? [];
  const contactList = contacts.data ?? [];
  const logList = logs.data ?? [];

  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
          Welcome, {user?.firstName || 'there'}
        </Heading>
        <Text color="fg.muted" mt="1">
          Here is how the check-in calls are going.
        </Text>
      </Box>

      {!hasPlan && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Choose a plan to start</Alert.Title>
            <Alert.Description>
              Check-in calls start once you have a plan and a schedule.{' '}
              <Link to="/services">See the plans</Link>.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {schedules.isSuccess && contacts.isSuccess && nobodyToAlert(scheduleList, contactList) && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Nobody would be alerted</Alert.Title>
            <Alert.Description>
              Your schedules call for help when something is wrong, but you have no active emergency contacts.{' '}
              <Link to="/escalation-contacts" search={{ add: true }}>
                Add an emergency contact
              </Link>
              .
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4" as="section" aria-label="Summary">
        <SummaryCard
          icon={<CalendarClock aria-hidden="true" />}
          label="Active call schedules"
          value={scheduleList.filter((schedule) => schedule.isActive).length}
          loading={schedules.isPending}
        />
        <SummaryCard
          icon={<Users aria-hidden="true" />}
          label="Escalation contacts"
          value={contactList.length}
          loading={contacts.isPending}
        />
        <SummaryCard icon={<PhoneCall aria-hidden="true" />} label="Recent call status" value={lastCallText(logList)} loading={logs.isPending} />
      </Grid>

      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="6" alignItems="start">
        <Stack gap="6">
          <Card.Root as="section" aria-labelledby="recent-title">
            <Card.Header>
              <Heading as="h2" id="recent-title" fontSize="xl">
                Recent Call Activity
              </Heading>
            </Card.Header>
            <Card.Body>{logs.isPending ? <Skeleton height="24" /> : <RecentActivity logs={logList} />}</Card.Body>
          </Card.Root>
          <Card.Root as="section" aria-labelledby="trend-title">
            <Card.Header>
              <Heading as="h2" id="trend-title" fontSize="xl">
                Health over time
              </Heading>
            </Card.Header>
            <Card.Body>{logs.isPending ? <Skeleton height="32" /> : <HealthChart logs={logList} captionId="trend-title" />}</Card.Body>
          </Card.Root>
        </Stack>
        <Stack gap="6">
          <Card.Root as="section" aria-label="Schedules and contacts">
            <Card.Body>
              <TabPanels
                defaultValue="schedules"
                tabs={[
                  {
                    value: 'schedules',
                    label: 'Schedules',
                    content: schedules.isPending ? <Skeleton height="24" /> : <SchedulesTab schedules={scheduleList} hasPlan={hasPlan} />,
                  },
                  {
                    value: 'contacts',
                    label: 'Contacts',
                    content: contacts.isPending ? <Skeleton height="24" /> : <ContactsTab contacts={contactList} />,
                  },
                ]}
              />
            </Card.Body>
          </Card.Root>
          <Card.Root as="section" aria-labelledby="quick-title">
            <Card.Header>
              <Heading as="h2" id="quick-title" fontSize="xl">
                Quick Actions
              </Heading>
            </Card.Header>
            <Card.Body>
              <Stack gap="3">
                <Button asChild variant="outline" justifyContent="start">
                  <Link to="/profile">Update Phone Number</Link>
                </Button>
                <Button asChild variant="outline" justifyContent="start">
                  <Link to="/escalation-contacts" search={{ add: true }}>
                    Add Emergency Contact
                  </Link>
                </Button>
                <Button asChild variant="outline" justifyContent="start">
                  <Link to="/manage-calls">Change Call Schedule</Link>
                </Button>
              </Stack>
            </Card.Body>
          </Card.Root>
        </Stack>
      </Grid>
    </Stack>
  );
}
