import { ACCOUNT_PAGE } from '@/shared/account-pages.ts';
import { notificationSettingsOf } from '@/shared/schemas/notification-settings.ts';
import { formatPhone } from '@/shared/phone.ts';
import { formatInTimezone } from '@/shared/schedule-time.ts';
import { composeEmail } from './email-layout.ts';
import type { CallLog, User } from './model.ts';
import type { Deps } from './ports/deps.ts';
import { errorName, log } from './log.ts';

// What the account holder hears from CareCall by email (docs/family-side.md): when
// contacts are alerted, optionally after every check-in, and a weekly summary. Emails carry notes
// and a link to the history, never recordings or transcripts. The workflow passes ids only; the
// data is read here.

const REASONS: Record<string, string> = {
  missed: 'did not answer the check-in call, after two tries',
  failed: 'could not be called: the check-in call could not be made, after two tries',
  unrecorded: 'had a check-in call whose result we could not confirm',
  emergency: 'said something during the check-in call that sounds like an emergency',
  concerning: 'said something during the check-in call that is a concern',
  unclear: 'answered the check-in call, but we could not tell how they are',
};

const HEALTH: Record<string, string> = { good: 'Good', concerning: 'Concerning', emergency: 'Emergency', unknown: 'Unknown' };

const ESCALATION_WORDS: Record<string, string> = {
  confirmed: 'confirmed they will check on them',
  texted: 'was sent a text message',
  'text-refused': 'could not receive a text (a landline)',
  'text-failed': 'could not be sent a text',
  'not-confirmed': 'answered but did not confirm',
  voicemail: 'did not answer (voicemail)',
  'no-answer': 'did not answer',
  busy: 'was busy',
  failed: 'could not be called',
  skipped: 'was skipped (removed from the list)',
};

/** The site the emails link to: the first of APP_ORIGIN (the CloudFront site in the cloud). */
export function siteUrl(): string {
  return ((process.env.APP_ORIGIN ?? '').split(',')[0] ?? '').trim().replace(/\/$/, '') || 'http://127.0.0.1:3000';
}

async function subjectOf(deps: Deps, log: CallLog): Promise<{ who: string; timezone: string }> {
  const schedule = log.scheduleId ? await deps.schedules.get(log.userId, log.scheduleId) : undefined;
  const name = (schedule as { personName?: string } | undefined)?.personName;
  return { who: name || `the person at ${formatPhone(log.phoneNumber)}`, timezone: schedule?.timezone ?? 'UTC' };
}

/**
 * Escalation has ended (a contact confirmed, or everyone was texted): the account holder is told
 * what happened and who was reached, once per check-in, unless they turned these emails off.
 */
export async function tellAccountHolderContactsWereAlerted(deps: Deps, input: { userId: string; callLogId: string; reason?: string }): Promise<{ sent: boolean }> {
  const [user, log] = await Promise.all([deps.users.get(input.userId), deps.callLogs.get(input.userId, input.callLogId)]);
  if (!user || !log || !notificationSettingsOf(user as User & { notifications?: never }).alerts) return { sent: false };
  if (!(await deps.onceMarkers.claim(`alert-email#${log.id}`, deps.clock.now(), 30))) return { sent: false };
  const [escalations, contacts, { who, timezone }] = await Promise.all([
    deps.callLogs.listEscalations(log.userId, log.id),
    deps.contacts.list(log.userId),
    subjectOf(deps, log),
  ]);
  const nameOf = new Map(contacts.map((c) => [c.id, c.name]));
  // The last word about each contact (a call that rang, then confirmed; a text after a missed call).
  const latest = new Map<string, { status: string; phone: string }>();
  for (const e of [...escalations].sort((a, b) => a.callTime.localeCompare(b.callTime))) {
    const key = e.contactId ?? e.phoneNumber;
    const previous = latest.get(key);
    if (previous?.status === 'confirmed') continue;
    if (e.status === 'initiated' || e.status === 'ringing') {
      if (!previous) latest.set(key, { status: 'no-answer', phone: e.phoneNumber });
      continue;
    }
    latest.set(key, { status: e.status, phone: e.phoneNumber });
  }
  const reached = [...latest.entries()].map(([key, v]) => `${nameOf.get(key) ?? formatPhone(v.phone)}: ${ESCALATION_WORDS[v.status] ?? v.status}`);
  const confirmedBy = [...latest.entries()].find(([, v]) => v.status === 'confirmed');
  // The workflow's own reason first: an outcome that could not be written is not on the log.
  const reason = (input.reason && input.reason !== 'none' ? input.reason : undefined) ?? (log.responseData?.escalationReason as string | undefined) ?? 'missed';
  const when = formatInTimezone(new Date(log.callTime), timezone);
  // Nobody to alert (no active contact): the account holder is the only one who hears, and must act.
  const nobody = reached.length === 0;
  await deps.mail.send(
    composeEmail(
      user.email,
      nobody ? `CareCall alert: please check on ${who} now` : `CareCall alert: your contacts were told about ${who}`,
      nobody ? 'Nobody else could be alerted' : 'Your emergency contacts were alerted',
      [
        `Hello ${user.firstName},`,
        nobody
          ? `On ${when}, ${who} ${REASONS[reason] ?? REASONS.missed}. There is no active emergency contact to alert, so nobody else has been told. Please check on them now.`
          : `On ${when}, ${who} ${REASONS[reason] ?? REASONS.missed}. CareCall alerted your emergency contacts.`,
        ...(log.aiNotes ? [`Notes from the call: ${log.aiNotes}`] : []),
        ...(nobody
          ? ['Add an emergency contact so that someone is called next time.']
          : [
              confirmedBy ? `${nameOf.get(confirmedBy[0]) ?? 'A contact'} confirmed they will check on them.` : 'Nobody confirmed by phone, so every active contact was sent a text message.',
              { list: reached },
            ]),
        { link: { text: 'See the call in your history', href: `${siteUrl()}${ACCOUNT_PAGE.callHistory}` } },
      ],
    ),
  );
  return { sent: true };
}

/** After a check-in's outcome is recorded: its AI notes, for those who asked for them (off by default). */
export async function tellAccountHolderAfterCheckIn(deps: Deps, input: { userId: string; callLogId: string }): Promise<{ sent: boolean }> {
  const [user, log] = await Promise.all([deps.users.get(input.userId), deps.callLogs.get(input.userId, input.callLogId)]);
  if (!user || !log || log.kind === 'test' || !notificationSettingsOf(user as User & { notifications?: never }).afterEachCheckIn) return { sent: false };
  if (!(await deps.onceMarkers.claim(`checkin-email#${log.id}`, deps.clock.now(), 30))) return { sent: false };
  const { who, timezone } = await subjectOf(deps, log);
  const answered = log.status === 'answered';
  await deps.mail.send(
    composeEmail(user.email, `CareCall check-in with ${who}: ${answered ? HEALTH[log.healthStatus ?? 'unknown'] ?? 'Unknown' : 'not answered'}`, 'Check-in call', [
      `Hello ${user.firstName},`,
      answered
        ? `${who} answered the check-in call on ${formatInTimezone(new Date(log.callTime), timezone)}. Health: ${HEALTH[log.healthStatus ?? 'unknown'] ?? 'Unknown'}.`
        : `${who} did not answer the check-in call on ${formatInTimezone(new Date(log.callTime), timezone)}.`,
      ...(log.aiNotes ? [`Notes: ${log.aiNotes}`] : []),
      { link: { text: 'See your call history', href: `${siteUrl()}${ACCOUNT_PAGE.callHistory}` } },
      'You get this email after every check-in because you turned it on in your profile.',
    ]),
  );
  return { sent: true };
}

const WEEK_MS = 7 * 86_400_000;

/** One account's week: nothing is sent when there were no calls or the summary is off. */
export async function sendWeeklySummary(deps: Deps, userId: string, now: Date): Promise<boolean> {
  const user = await deps.users.get(userId);
  if (!user || !notificationSettingsOf(user as User & { notifications?: never }).weeklySummary) return false;
  const from = new Date(now.getTime() - WEEK_MS);
  const calls = (await deps.callLogs.list(userId, { from, to: now })).filter((c) => c.kind !== 'test');
  if (calls.length === 0) return false;
  // One summary per account per week, however often the job runs (a retried invocation).
  const week = Math.floor(now.getTime() / WEEK_MS);
  if (!(await deps.onceMarkers.claim(`weekly-summary#${userId}#${week}`, now, 14))) return false;
  const answered = calls.filter((c) => c.status === 'answered');
  const health = (h: string) => answered.filter((c) => (c.healthStatus ?? 'unknown') === h).length;
  const escalated = calls.filter((c) => c.responseData?.escalated === true).length;
  await deps.mail.send(
    composeEmail(user.email, 'Your CareCall week', 'Your week with CareCall', [
      `Hello ${user.firstName},`,
      `Here is how the check-in calls went over the last 7 days.`,
      {
        list: [
          `Calls: ${calls.length}`,
          `Answered: ${answered.length}`,
          `Not answered or could not be made: ${calls.length - answered.length}`,
          `Health: ${health('good')} good, ${health('concerning')} concerning, ${health('emergency')} emergency, ${health('unknown')} unclear`,
          `Times your contacts were alerted: ${escalated}`,
        ],
      },
      { link: { text: 'See every call in your history', href: `${siteUrl()}${ACCOUNT_PAGE.callHistory}` } },
      'You can turn this summary off in your profile.',
    ]),
  );
  return true;
}

/** Every account's weekly summary, a page of accounts at a time; one failed email does not stop the rest. */
export async function sendWeeklySummaries(deps: Deps, now: Date = deps.clock.now()): Promise<{ accounts: number; sent: number; failed: number }> {
  let cursor: string | undefined;
  const totals = { accounts: 0, sent: 0, failed: 0 };
  do {
    const page = await deps.userDirectory.page(cursor);
    cursor = page.cursor;
    for (const userId of page.userIds) {
      totals.accounts++;
      try {
        if (await sendWeeklySummary(deps, userId, now)) totals.sent++;
      } catch (error) {
        totals.failed++;
        log.error('Weekly summary failed', { operation: 'WeeklySummary', userId, error: errorName(error) });
      }
    }
  } while (cursor);
  return totals;
}
