import { twilioCredentialsFromEnv } from '../adapters/twilio/secrets-credentials.ts';

const SECRET_MAX_AGE_MS = 5 * 60_000;
let credentials: ReturnType<typeof twilioCredentialsFromEnv> | undefined;

/**
 * The Twilio secret, shared by telephony and transcription in one function. A read is kept for 5
 * minutes and only when it succeeded: a failed read is tried again on the next request, and a
 * rotated auth token is picked up without a new container.
 */
export function twilioCredentials(env: NodeJS.ProcessEnv): ReturnType<typeof twilioCredentialsFromEnv> {
  credentials ??= twilioCredentialsFromEnv(env, undefined, { maxAgeMs: SECRET_MAX_AGE_MS });
  return credentials;
}
