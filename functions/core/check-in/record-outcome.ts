import { tellAccountHolderAfterCheckIn } from '../account-notifications.ts';
import { callLanguageOf } from '../assessment/call-language.ts';
import type { CheckInDeps } from '../ports/deps.ts';
import type { EscalationReason } from './conversation.ts';
import { callLogOrFail, notifyQuietly, turnsOf, type CallOutcome } from './step-support.ts';
import { loadCheckInAssessor } from '#assessors';

const NO_ANSWER_NOTE = 'No answer: the call was not picked up, after two tries.';
const FAILED_NOTE = 'The check-in call could not be made, after two tries.';
const CALL_IN_HUNG_UP_NOTE = 'They called in, but hung up before answering.';

/**
 * Records the outcome on the call log and decides, from the schedule's four flags, whether the
 * contacts are called. An emergency heard during the call stays an emergency; when no assessment
 * was stored (the assessor was unavailable) the built-in assessor reads the answers here. A call that
 * could not be placed escalates as a missed one. A test call never escalates.
 */
export async function recordOutcome(deps: CheckInDeps, input: { userId: string; callLogId: string; outcome: CallOutcome }) {
  const log = await callLogOrFail(deps, input.userId, input.callLogId);
  const answered = input.outcome === 'answered';
  const status = answered ? 'answered' : input.outcome === 'failed' ? 'failed' : 'no-answer';
  const heard = log.responseData?.emergencyHeard === true;
  // Loaded only here: the word model it reads is 200-300 KB, and this path is the rare one.
  const assessment = answered && !log.healthStatus && !heard ? await (await loadCheckInAssessor()).assessCheckIn(turnsOf(log), callLanguageOf(log)) : undefined;
  const health = answered ? (heard ? 'emergency' : (log.healthStatus ?? assessment!.healthStatus)) : undefined;
  const reason: EscalationReason | undefined = !answered
    ? input.outcome === 'failed'
      ? 'failed'
      : 'missed'
    : health === 'emergency'
      ? 'emergency'
      : health === 'concerning'
        ? 'concerning'
        : health === 'unknown'
          ? 'unclear'
          : undefined;
  const schedule = log.scheduleId ? await deps.schedules.get(log.userId, log.scheduleId) : undefined;
  const flags: Record<EscalationReason, boolean> = {
    missed: schedule?.escalateOnNoAnswer ?? true,
    failed: schedule?.escalateOnNoAnswer ?? true,
    emergency: schedule?.escalateOnEmergency ?? true,
    concerning: schedule?.escalateOnConcerning ?? false,
    unclear: schedule?.escalateOnUnknown ?? true,
    unrecorded: true,
  };
  // A call-in hung up before any answer was no missed call: nothing escalates (the schedule's own calls go on).
  const hungUpCallIn = log.kind === 'call-in' && !answered;
  const escalate = log.kind !== 'test' && !hungUpCallIn && reason !== undefined && flags[reason];
  await deps.callLogs.patch(log.userId, log.id, {
    status,
    ...(health ? { healthStatus: health } : {}),
    ...(assessment ? { aiNotes: assessment.aiNotes } : {}),
    ...(answered ? {} : { aiNotes: hungUpCallIn ? CALL_IN_HUNG_UP_NOTE : input.outcome === 'failed' ? FAILED_NOTE : NO_ANSWER_NOTE }),
    responseData: { escalationReason: reason, escalated: escalate, ...(assessment ? { assessedBy: 'built-in' } : {}) },
  });
  // For those who asked: the check-in's notes by email (off by default; once per check-in).
  await notifyQuietly('CheckInEmail', log.id, () => tellAccountHolderAfterCheckIn(deps, input));
  return { escalate, reason: reason ?? 'none' };
}
