import type { CallLog as CallLogView } from '../../shared/api-types.ts';
import { notFound } from './errors.ts';
import type { CallLog } from './model.ts';
import type { Deps } from './ports.ts';

/** The history screen polls this every 10 s; a user with years of daily calls stays bounded. */
export const MAX_CALL_LOGS = 1000;

/** How long a recording is kept (the recordings bucket's lifecycle rule expires it then). */
export const RECORDING_RETENTION_DAYS = 90;
export const NO_RECORDING = 'This call has no recording.';

/** The address the web app plays a call's recording from (it answers a short-lived link). */
export const recordingRoute = (callLogId: string) => `/api/user/call-logs/${encodeURIComponent(callLogId)}/recording`;

/**
 * A user's calls, newest first, each with its escalations. The conversation turns stay out of the
 * list (the readable `transcription` carries them); two key-range queries in all.
 */
export async function listCallLogs(deps: Deps, userId: string, range: { from?: Date; to?: Date }, limit = MAX_CALL_LOGS): Promise<CallLogView[]> {
  const [logs, escalations] = await Promise.all([
    deps.callLogs.list(userId, { ...range, limit }),
    deps.callLogs.listEscalationsInRange(userId, range),
  ]);
  const byCall = new Map<string, CallLogView['escalations']>();
  for (const { userId: _u, callLogId, ...rest } of escalations.sort((a, b) => a.callTime.localeCompare(b.callTime))) {
    byCall.set(callLogId, [...(byCall.get(callLogId) ?? []), rest]);
  }
  const now = deps.clock.now();
  return logs.map((log) => {
    const { turns: _turns, ...responseData } = log.responseData ?? {};
    const { recordingKey, recording: _providerUrl, ...rest } = log;
    // The stored recording is offered through its route (owner only, short-lived link), never by
    // its storage key or the provider's address; once expired it is not offered at all.
    const playable = recordingKey && keptRecording(log, now);
    return {
      ...rest,
      ...(playable ? { recording: recordingRoute(log.id) } : {}),
      ...(log.responseData ? { responseData } : {}),
      escalations: byCall.get(log.id) ?? [],
    };
  });
}

/** Every call of the user (the export): no limit. */
export const allCallLogs = (deps: Deps, userId: string) => listCallLogs(deps, userId, {}, Number.POSITIVE_INFINITY);

function keptRecording(log: CallLog, now: Date): boolean {
  return now.getTime() - new Date(log.callTime).getTime() < RECORDING_RETENTION_DAYS * 24 * 3600 * 1000;
}

/** A short-lived link to the recording of the user's own call; 404 when not theirs, none, or expired. */
export async function recordingLink(deps: Deps, userId: string, callLogId: string): Promise<string> {
  const log = await deps.callLogs.get(userId, callLogId);
  if (!log?.recordingKey || !keptRecording(log, deps.clock.now())) throw notFound(NO_RECORDING);
  const link = await deps.recordings.link(log.recordingKey);
  if (!link) throw notFound(NO_RECORDING);
  return link;
}
