import type { CallLog as CallLogView, CallSchedule, EscalationContact, Subscription, User } from '@/shared/api-types.ts';
import { LOGIN_LOCK_MS, MAX_LOGIN_FAILURES, TOO_MANY_PASSWORD_CHECKS, type AuthenticatedUser } from './accounts.ts';
import { allCallLogs } from './call-logs.ts';
import { AppError, tooManyRequests } from './errors.ts';
import { verifyPassword } from './password-hash.ts';
import { listSubscriptions } from './subscriptions.ts';
import { loadUsage, scheduleCalls, untilWritten } from './plan-limits.ts';
import type { Deps } from './ports/deps.ts';
import { triggerName } from './schedules.ts';

// Leaving CareCall (docs/family-side.md): ending the plan, taking one's data, and
// deleting the account with everything of it.

export const WRONG_PASSWORD = 'The password is incorrect';
export const PLAN_CANCELLED = 'Your plan has been cancelled and every call schedule switched off.';

/**
 * Ends the plan and switches every schedule off, their pending calls removed at once. The plan ends
 * first, so no schedule can be switched on again meanwhile (that needs a plan); each schedule then
 * goes off through the counted write, so the usage record stays in step. Safe to repeat.
 */
export async function cancelPlan(deps: Deps, userId: string): Promise<Subscription[]> {
  await untilWritten(async () => {
    const usage = await loadUsage(deps, userId);
    const active = (await deps.subscriptions.list(userId)).filter((s) => s.isActive);
    if (!active.length && usage.subscriptionId === undefined) return true;
    const endDate = deps.clock.now().toISOString();
    return (await deps.subscriptions.end(userId, active, { current: usage.subscriptionId, endDate })) || undefined;
  });
  for (const schedule of await deps.schedules.list(userId)) {
    if (schedule.isActive) await switchOff(deps, userId, schedule.id);
    await deps.scheduler.disarm(triggerName(schedule.id));
  }
  return listSubscriptions(deps, userId);
}

async function switchOff(deps: Deps, userId: string, id: string): Promise<void> {
  await untilWritten(async () => {
    const current = await deps.schedules.get(userId, id);
    if (!current || !current.isActive) return true;
    const { nextCallDate: _next, ...rest } = current;
    const next: CallSchedule = { ...rest, isActive: false, updatedAt: deps.clock.now().toISOString() };
    const calls = scheduleCalls(current);
    return (await deps.schedules.save({ userId, previous: current, next, ...(calls ? { usage: { delta: -calls } } : {}) })) || undefined;
  });
}

/** Everything of the account, as `GET /api/user/export` downloads it. Never the password hash. */
export interface AccountExport {
  exportedAt: string;
  profile: User;
  subscriptions: Subscription[];
  schedules: CallSchedule[];
  contacts: EscalationContact[];
  /** Every call, newest first, with its escalations, notes and transcription. */
  callLogs: CallLogView[];
}

export async function exportAccount(deps: Deps, user: User): Promise<AccountExport> {
  const [subscriptions, schedules, contacts, callLogs] = await Promise.all([
    deps.subscriptions.list(user.id),
    deps.schedules.list(user.id),
    deps.contacts.list(user.id),
    allCallLogs(deps, user.id),
  ]);
  return { exportedAt: deps.clock.now().toISOString(), profile: user, subscriptions, schedules, contacts, callLogs };
}

/**
 * Deletes the account and everything of it once the password is confirmed (counted like a password
 * change: 5 wrong ones lock it for 15 minutes). Pending calls go first, then the recordings, then
 * every item; each step can be repeated, so a failure part-way can be retried by signing in again.
 */
export async function deleteAccount(deps: Deps, auth: AuthenticatedUser, password: string): Promise<void> {
  const subject = { userId: auth.user.id };
  const attempt = await deps.loginAttempts.begin(subject, deps.clock.now(), { max: MAX_LOGIN_FAILURES, lockMs: LOGIN_LOCK_MS });
  if (!attempt.allowed) throw tooManyRequests(TOO_MANY_PASSWORD_CHECKS, attempt.retryAfterMs / 1000);
  const stored = await deps.users.getPasswordHash(auth.user.id);
  if (!stored || !(await verifyPassword(password, stored))) {
    throw new AppError(403, WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  }
  for (const schedule of await deps.schedules.list(auth.user.id)) await deps.scheduler.disarm(triggerName(schedule.id));
  await deps.recordings.deleteAllOf(auth.user.id);
  await deps.accounts.erase(auth.user);
}
