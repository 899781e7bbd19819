import { callLanguageOf } from '../assessment/call-language.ts';
import type { CheckInDeps } from '../ports/deps.ts';
import { callLogOrFail, turnsOf } from './step-support.ts';

/** Assesses what was said, with the configured assessor (Bedrock, falling back to built-in rules). */
export async function assessWellbeing(deps: CheckInDeps, input: { userId: string; callLogId: string }) {
  const log = await callLogOrFail(deps, input.userId, input.callLogId);
  const assessment = await deps.assessor.assess(turnsOf(log), { language: callLanguageOf(log) });
  // The emergency heard during the call is a floor: no assessment after the call lowers it.
  const heard = log.responseData?.emergencyHeard === true;
  await deps.callLogs.patch(log.userId, log.id, {
    healthStatus: heard ? 'emergency' : assessment.healthStatus,
    aiNotes: assessment.aiNotes,
    responseData: { signals: assessment.signals, assessedBy: assessment.source ?? 'built-in' },
  });
  return {};
}
