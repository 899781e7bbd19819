import { transcriberFromEnv } from '../adapters/transcribe/transcribe-transcriber.ts';
import { compose, type Capability } from '../composition.ts';
import { twilioCredentials } from './twilio-credentials.ts';
import { SETTING } from '../settings.ts';

export const transcription: Capability<'transcriber'> = {
  name: 'transcription',
  ports: ['transcriber'],
  // Only the functions that handle recordings are given the bucket.
  create: (env) => (env[SETTING.recordingsBucket] ? { transcriber: transcriberFromEnv(twilioCredentials(env), env) } : {}),
};
compose(transcription);
