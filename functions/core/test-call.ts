import { defaultCallLanguage } from '@/shared/language.ts';
import { normalizePhone } from '@/shared/phone.ts';
import { PHONE_MISSING } from '@/shared/schemas/call-schedule.ts';
import { badRequest, tooManyRequests } from './errors.ts';
import { newId } from './ids.ts';
import type { CallLog, User } from './model.ts';
import { requirePlan } from './plan-limits.ts';
import type { Deps } from './ports/deps.ts';

export const NOT_YOUR_NUMBER =
  'A test call can only ring your own phone number or a number on one of your call schedules.';
export const TEST_CALLS_PER_HOUR = 3;
const HOUR_MS = 3600_000;

/**
 * Places a test call: the same conversation and assessment as a check-in, never escalating.
 * Only the user's own numbers may be rung, and only a few times an hour (docs/plans-and-limits.md), so the
 * service cannot be used to pester strangers.
 */
export async function triggerTestCall(deps: Deps, user: User, requested: string | undefined) {
  await requirePlan(deps, user.id, 'make a test call');
  const own = user.phone ? normalizePhone(user.phone) : null;
  if (!requested?.trim() && !own) throw badRequest(PHONE_MISSING, { phoneNumber: [PHONE_MISSING] });
  const phoneNumber = requested?.trim() ? normalizePhone(requested) : own;
  if (!phoneNumber) throw badRequest(PHONE_MISSING, { phoneNumber: [PHONE_MISSING] });
  const schedules = await deps.schedules.list(user.id);
  if (phoneNumber !== own && !schedules.some((s) => s.phoneNumber === phoneNumber)) {
    throw badRequest(NOT_YOUR_NUMBER, { phoneNumber: [NOT_YOUR_NUMBER] });
  }
  // A test call sounds like the real one: in the language of a schedule calling this number.
  const language = schedules.find((s) => s.phoneNumber === phoneNumber)?.language ?? defaultCallLanguage;
  const now = deps.clock.now();
  const slot = await deps.testCalls.tryAcquire(user.id, now, TEST_CALLS_PER_HOUR, HOUR_MS);
  if (!slot.allowed) {
    const minutes = Math.max(1, Math.ceil(slot.retryAfterMs / 60_000));
    throw tooManyRequests(
      `You can make up to ${TEST_CALLS_PER_HOUR} test calls an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      slot.retryAfterMs / 1000,
    );
  }
  const callLog: CallLog = {
    id: newId(now),
    userId: user.id,
    kind: 'test',
    phoneNumber,
    language,
    callTime: now.toISOString(),
    status: 'initiated',
  };
  await deps.callLogs.create(callLog);
  const { executionId } = await deps.workflow.start(
    { kind: 'test', userId: user.id, callLogId: callLog.id },
    `test-${callLog.id}`,
  );
  return { callLog, executionId };
}
