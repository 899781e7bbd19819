import { recordingsFromEnv } from '../adapters/s3/s3-recordings.ts';
import { compose, type Capability } from '../composition.ts';

export const recordings: Capability<'recordings'> = {
  name: 'recordings',
  ports: ['recordings'],
  create: (env) => ({ recordings: recordingsFromEnv(env) }),
};
compose(recordings);
