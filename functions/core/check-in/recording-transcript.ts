import type { CheckInDeps } from '../ports/deps.ts';

// Its own file (not call-webhooks.ts) so that the TranscriptionFinished function does not load the
// assessor and the call's conversation, which it never uses.

// A recording is named by user and call log (both opaque ids), so the job-finished event, which
// carries only the job name, leads back to the call log.
export const recordingId = (userId: string, callLogId: string) => `${userId}_${callLogId}`;
const JOB = /^carecall-([A-Za-z0-9]+)_([A-Za-z0-9]+)$/;

/** Transcribe finished a job: the recording's text goes on the call log beside the conversation. */
export async function transcriptionFinished(deps: CheckInDeps, jobName: string): Promise<'stored' | 'failed' | 'not-ours' | 'pending'> {
  const match = JOB.exec(jobName);
  if (!match || !deps.transcriber) return 'not-ours';
  const [, userId, callLogId] = match as unknown as [string, string, string];
  const result = await deps.transcriber.result(jobName);
  if (result.status === 'IN_PROGRESS') return 'pending';
  await deps.callLogs.patch(userId, callLogId, {
    responseData: result.status === 'COMPLETED' ? { recordingTranscript: result.text ?? '' } : { transcriptionFailed: true },
  });
  return result.status === 'COMPLETED' ? 'stored' : 'failed';
}
