import type { CallLog as CallLogView } from '@/shared/api-types.ts';
import { notFound } from './errors.ts';
import type { CallLog } from './model.ts';
import type { Deps } from './ports/deps.ts';

/** A page of history holds at most this many calls (and the default when none is asked). */
export const MAX_PAGE = 100;

/** How long a recording is kept (the recordings bucket's lifecycle rule expires it then). */
export const RECORDING_RETENTION_DAYS = 90;
export const NO_RECORDING = 'This call has no recording.';

/** The address the web app plays a call's recording from (it answers a short-lived link). */
export const recordingRoute = (callLogId: string) => `/api/user/call-logs/${encodeURIComponent(callLogId)}/recording`;

/**
 * One page of a user's calls, newest first, each with its escalations (one key-range read). The
 * conversation turns stay out of the list (the readable `transcription` carries them).
 */
export async function listCallLogs(
  deps: Deps,
  userId: string,
  query: { from?: Date; to?: Date; cursor?: string; limit?: number },
): Promise<{ logs: CallLogView[]; next?: string }> {
  const page = await deps.callLogs.page(userId, { ...query, limit: query.limit ?? MAX_PAGE });
  const byCall = new Map<string, CallLogView['escalations']>();
  for (const { userId: _u, callLogId, ...rest } of page.escalations.sort((a, b) => a.callTime.localeCompare(b.callTime))) {
    byCall.set(callLogId, [...(byCall.get(callLogId) ?? []), rest]);
  }
  const now = deps.clock.now();
  const logs = page.logs.map((log) => {
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
  return { logs, ...(page.next ? { next: page.next } : {}) };
}

/** Every call of the user (the export): page after page, no limit. */
export async function allCallLogs(deps: Deps, userId: string): Promise<CallLogView[]> {
  const all: CallLogView[] = [];
  let cursor: string | undefined;
  do {
    const page = await listCallLogs(deps, userId, { cursor, limit: 1000 });
    all.push(...page.logs);
    cursor = page.next;
  } while (cursor);
  return all;
}

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
