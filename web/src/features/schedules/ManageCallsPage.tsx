import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Progress,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarPlus, CirclePause, CirclePlay, Pencil, PhoneOutgoing, SkipForward, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { CallSchedule, CurrentUser, ServicePlan, Subscription } from '@/shared/api-types.ts';
import { callLanguageNames, defaultCallLanguage } from '@/shared/language.ts';
import { formatPhone } from '@/shared/phone.ts';
import { projectedMonthlyCalls } from '@/shared/plans.ts';
import { describeFrequency, formatCalendarDate, isPaused } from '@/shared/schedule-time.ts';
import { ActiveSwitch } from '../../components/ActiveSwitch.tsx';
import { AppDialog, ConfirmDialog } from '../../components/AppDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TabPanels } from '../../components/TabPanels.tsx';
import { formatInZone, formatTimeOfDay, formatTimezone } from '../../lib/format.ts';
import { schedulesQuery, servicePlansQuery } from '../../lib/account-queries.ts';
import { activeSubscription, useCurrentUser } from '../../lib/current-user.ts';
import { useDeleteSchedule, usePauseSchedule, useSetScheduleActive, useSkipNextCall, useTestCall } from './api.ts';
import { PauseDialog } from './PauseDialog.tsx';
import { ScheduleDialog, type PlanUsage } from './ScheduleDialog.tsx';
import { CancelPlanButton } from '../../components/CancelPlanButton.tsx';

/** Projected calls a month of the active schedules (docs/plans-and-limits.md: daily 31, weekly 5, every N days ceil(31/N)). */
export function projectedUsage(schedules: readonly CallSchedule[]): number {
  return schedules
    .filter((schedule) => schedule.isActive)
    .reduce((sum, schedule) => sum + projectedMonthlyCalls(schedule), 0);
}

/** Usage as a whole percentage of the allowance, capped at 100. */
export function usagePercent(used: number, allowed: number): number {
  if (allowed <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.round((used / allowed) * 100));
}

function SubscriptionCard({ subscription, plan, used }: { subscription: Subscription | undefined; plan: ServicePlan | undefined; used: number }) {
  if (!subscription) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>No Subscription Found</Alert.Title>
          <Alert.Description>
            Choose a plan to start setting up check-in calls. There is no payment step in this version.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const allowed = plan?.maxCallsPerMonth;
  const percent = allowed === undefined ? 0 : usagePercent(used, allowed);
  const high = percent > 90;
  return (
    <Card.Root as="section" aria-labelledby="subscription-title">
      <Card.Body gap="3">
        <Text color="fg.muted">Current Subscription</Text>
        <Heading as="h2" id="subscription-title" fontSize="xl">
          {subscription.planName}
        </Heading>
        {plan ? <Text>{plan.description}</Text> : <Skeleton height="5" width="70%" />}
        {allowed !== undefined && (
          <Progress.Root
            value={percent}
            colorPalette={high ? 'red' : 'blue'}
            size="lg"
            maxW="xl"
            translations={{ value: () => `Check-in calls used: ${percent}%` }}
          >
            <HStack justify="space-between" mb="2" gap="4" flexWrap="wrap">
              <Progress.Label textStyle="md" fontWeight="normal">
                Using {used} of {allowed} allowed check-in calls
              </Progress.Label>
              <Progress.ValueText textStyle="md" color={high ? 'red.700' : undefined}>
                {percent}%
              </Progress.ValueText>
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        <Text color="fg.muted">
          Counted as calls a month of your active schedules: daily 31, weekly 5, every N days 31 ÷ N rounded up.
        </Text>
        <div>
          <CancelPlanButton />
        </div>
      </Card.Body>
    </Card.Root>
  );
}

/** How a schedule is named on screen: the person's name with their number, or the number. */
export function scheduleLabel(schedule: Pick<CallSchedule, 'personName' | 'phoneNumber'>): string {
  const phone = formatPhone(schedule.phoneNumber);
  return schedule.personName ? `${schedule.personName}, ${phone}` : phone;
}

interface ScheduleActions {
  onEdit: () => void;
  onDelete: () => void;
  onPause: () => void;
  onSkip: () => void;
}

function ScheduleCard({ schedule, onEdit, onDelete, onPause, onSkip }: { schedule: CallSchedule } & ScheduleActions) {
  const setActive = useSetScheduleActive();
  const resume = usePauseSchedule();
  const phone = formatPhone(schedule.phoneNumber);
  const label = scheduleLabel(schedule);
  const titleId = `schedule-${schedule.id}`;
  const paused = schedule.isActive && isPaused(schedule, new Date());
  return (
    <Card.Root as="article" aria-labelledby={titleId}>
      <Card.Body gap="3">
        <Flex justify="space-between" align="start" gap="4" flexWrap="wrap">
          <Box>
            <Heading as="h3" id={titleId} fontSize="lg">
              {schedule.personName ?? phone}
            </Heading>
            {schedule.personName && <Text>{phone}</Text>}
            <Text>
              {formatTimeOfDay(schedule.timeOfDay)}, {formatTimezone(schedule.timezone)}
            </Text>
            <Text>{describeFrequency(schedule)}</Text>
            {schedule.language && schedule.language !== defaultCallLanguage && (
              <Text>Call language: {callLanguageNames[schedule.language]}</Text>
            )}
          </Box>
          <ActiveSwitch
            name={`Calls to ${label}`}
            checked={schedule.isActive}
            disabled={setActive.isPending}
            onChange={(isActive) => setActive.mutate({ id: schedule.id, isActive })}
          />
        </Flex>
        {paused && schedule.pausedUntil && (
          <Badge colorPalette="orange" size="lg" alignSelf="start">
            Paused until {formatCalendarDate(schedule.pausedUntil)}
          </Badge>
        )}
        <Text color="fg.muted">
          {schedule.isActive
            ? schedule.nextCallDate
              ? `Next call: ${formatInZone(schedule.nextCallDate, schedule.timezone)}`
              : 'Not scheduled'
            : 'Currently inactive'}
        </Text>
        <HStack gap="3" flexWrap="wrap">
          <Button variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" /> Edit<Box as="span" srOnly> schedule for {label}</Box>
          </Button>
          {schedule.isActive &&
            (paused ? (
              <Button
                variant="outline"
                loading={resume.isPending}
                loadingText="Resuming..."
                onClick={() => resume.mutate({ id: schedule.id, pausedUntil: null })}
              >
                <CirclePlay aria-hidden="true" /> Resume<Box as="span" srOnly> calls to {label}</Box>
              </Button>
            ) : (
              <Button variant="outline" onClick={onPause}>
                <CirclePause aria-hidden="true" /> Pause calls<Box as="span" srOnly> to {label}</Box>
              </Button>
            ))}
          {schedule.isActive && schedule.nextCallDate && (
            <Button variant="outline" onClick={onSkip}>
              <SkipForward aria-hidden="true" /> Skip next call<Box as="span" srOnly> to {label}</Box>
            </Button>
          )}
          <Button variant="outline" colorPalette="red" onClick={onDelete}>
            <Trash2 aria-hidden="true" /> Delete<Box as="span" srOnly> schedule for {label}</Box>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function TestCallDialog({ open, onClose, user }: { open: boolean; onClose: () => void; user: CurrentUser }) {
  const testCall = useTestCall();
  const phone = user.phone ? formatPhone(user.phone) : '';
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Make a Test Call"
      busy={testCall.isPending}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={testCall.isPending}>
            Cancel
          </Button>
          <Button
            loading={testCall.isPending}
            loadingText="Calling..."
            onClick={() => testCall.mutate(user.phone ?? '', { onSuccess: onClose })}
          >
            <PhoneOutgoing aria-hidden="true" /> Call Now
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>CareCall will call your own phone now, so you can hear what a check-in call sounds like.</Text>
        {phone ? (
          <Text>
            Number to call: <Text as="strong">{phone}</Text>
          </Text>
        ) : (
          <Text color="red.700">There is no phone number on your profile yet.</Text>
        )}
        <Text color="fg.muted">
          A test call never alerts your emergency contacts. It appears in your call history.
        </Text>
      </Stack>
    </AppDialog>
  );
}

type ListActions = { [K in keyof ScheduleActions]: (schedule: CallSchedule) => void };

function ScheduleList({ schedules, empty, actions }: { schedules: CallSchedule[]; empty: string; actions: ListActions }) {
  if (schedules.length === 0) return <Text color="fg.muted" py="4">{empty}</Text>;
  return (
    <Stack gap="4">
      {schedules.map((schedule) => (
        <ScheduleCard
          key={schedule.id}
          schedule={schedule}
          onEdit={() => actions.onEdit(schedule)}
          onDelete={() => actions.onDelete(schedule)}
          onPause={() => actions.onPause(schedule)}
          onSkip={() => actions.onSkip(schedule)}
        />
      ))}
    </Stack>
  );
}

/** "Skip next call?": only the next call is skipped; the ones after it go ahead. */
function SkipDialog({ schedule, onClose }: { schedule: CallSchedule | undefined; onClose: () => void }) {
  const skip = useSkipNextCall();
  return (
    <ConfirmDialog
      open={schedule !== undefined}
      onClose={onClose}
      title="Skip the next call?"
      busy={skip.isPending}
      busyText="Skipping..."
      confirmLabel="Skip next call"
      colorPalette={undefined}
      onConfirm={() => {
        if (schedule) skip.mutate(schedule.id, { onSuccess: onClose });
      }}
      message={
        schedule?.nextCallDate && (
          <Text>
            CareCall will not make the call of {formatInZone(schedule.nextCallDate, schedule.timezone)} to{' '}
            {scheduleLabel(schedule)}. The calls after it go ahead as usual.
          </Text>
        )
      }
    />
  );
}

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; schedule: CallSchedule };

export default function ManageCallsPage() {
  const { user } = useCurrentUser();
  const subscription = activeSubscription(user);
  const schedules = useQuery(schedulesQuery);
  const plans = useQuery({ ...servicePlansQuery, enabled: subscription !== undefined });
  const deleteSchedule = useDeleteSchedule();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<CallSchedule | undefined>();
  const [pausing, setPausing] = useState<CallSchedule | undefined>();
  const [skipping, setSkipping] = useState<CallSchedule | undefined>();
  const actions: ListActions = {
    onEdit: (schedule) => setEditing({ mode: 'edit', schedule }),
    onDelete: setDeleting,
    onPause: setPausing,
    onSkip: setSkipping,
  };
  const [testing, setTesting] = useState(false);

  const list = schedules.data ?? [];
  const active = list.filter((schedule) => schedule.isActive);
  const inactive = list.filter((schedule) => !schedule.isActive);
  const plan = plans.data?.find((candidate) => candidate.id === subscription?.servicePlanId);
  const used = projectedUsage(list);
  const editedSchedule = editing.mode === 'edit' ? editing.schedule : undefined;
  const usage: PlanUsage | undefined =
    plan && subscription
      ? {
          otherActiveCalls: projectedUsage(list.filter((schedule) => schedule.id !== editedSchedule?.id)),
          allowed: plan.maxCallsPerMonth,
          planName: subscription.planName,
        }
      : undefined;

  return (
    <>
      <PageHeader
        title="Call Settings"
        subtitle="Choose when CareCall phones the person you care for."
        actions={
          subscription ? (
            <>
              <Button variant="outline" onClick={() => setTesting(true)}>
                <PhoneOutgoing aria-hidden="true" /> Test Call
              </Button>
              <Button onClick={() => setEditing({ mode: 'create' })}>
                <CalendarPlus aria-hidden="true" /> Add New Schedule
              </Button>
            </>
          ) : (
            <Button asChild>
              <Link to="/services">View Service Plans</Link>
            </Button>
          )
        }
      />
      <Stack gap="6">
        <SubscriptionCard subscription={subscription} plan={plan} used={used} />
        <Box as="section" aria-labelledby="schedules-title">
          <Heading as="h2" id="schedules-title" fontSize="xl" mb="3">
            Your call schedules
          </Heading>
          {schedules.isPending ? (
            <Stack gap="4" aria-busy="true" aria-label="Loading schedules">
              <Skeleton height="32" />
              <Skeleton height="32" />
            </Stack>
          ) : schedules.isError ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Description>We could not load your schedules. {schedules.error.message}</Alert.Description>
            </Alert.Root>
          ) : (
            <TabPanels
              defaultValue="active"
              tabs={[
                {
                  value: 'active',
                  label: (
                    <>
                      Active <Badge ms="1">{active.length}</Badge>
                    </>
                  ),
                  content: (
                    <ScheduleList
                      schedules={active}
                      empty={
                        subscription
                          ? 'No active schedules. Select Add New Schedule to set up check-in calls.'
                          : 'No active schedules. Choose a plan first, then add a schedule.'
                      }
                      actions={actions}
                    />
                  ),
                },
                {
                  value: 'inactive',
                  label: (
                    <>
                      Inactive <Badge ms="1">{inactive.length}</Badge>
                    </>
                  ),
                  content: (
                    <ScheduleList
                      schedules={inactive}
                      empty="No inactive schedules. A schedule you switch off appears here."
                      actions={actions}
                    />
                  ),
                },
              ]}
            />
          )}
        </Box>
      </Stack>

      <ScheduleDialog open={editing.mode !== 'closed'} onClose={() => setEditing({ mode: 'closed' })} schedule={editedSchedule} usage={usage} />
      <PauseDialog schedule={pausing} who={pausing ? scheduleLabel(pausing) : ''} onClose={() => setPausing(undefined)} />
      <SkipDialog schedule={skipping} onClose={() => setSkipping(undefined)} />
      {user && <TestCallDialog open={testing} onClose={() => setTesting(false)} user={user} />}
      <ConfirmDialog
        open={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        title="Delete call schedule?"
        message="Are you sure you want to delete this call schedule? This action cannot be undone."
        confirmLabel="Delete"
        busy={deleteSchedule.isPending}
        onConfirm={() => {
          if (deleting) deleteSchedule.mutate(deleting.id, { onSuccess: () => setDeleting(undefined) });
        }}
      />
    </>
  );
}
