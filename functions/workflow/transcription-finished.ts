import middy from '@middy/core';
import { getCheckInDeps } from '../check-in-composition.ts';
import { transcriptionFinished } from '../core/check-in/recording-transcript.ts';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logger } from '../logger.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';
import '../capabilities/transcription.ts';

// EventBridge "Transcribe Job State Change" for CareCall jobs (COMPLETED or FAILED).
export const handler = middy(async (event: { detail?: { TranscriptionJobName?: string } }) => {
  const jobName = event.detail?.TranscriptionJobName ?? '';
  const outcome = await transcriptionFinished(getCheckInDeps(), jobName);
  logger.info('Transcription finished', { task: 'TranscriptionFinished', outcome });
  return { outcome };
}).use(injectLambdaContext(logger));
