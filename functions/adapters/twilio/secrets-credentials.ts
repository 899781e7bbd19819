import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { TwilioAccount } from './credentials.ts';
import { SETTING } from '../../settings.ts';

/** The JSON stored in the secret. */
export interface TwilioSecret extends TwilioAccount {
  /** The CareCall number calls and texts come from (E.164). */
  fromNumber: string;
}

export interface SecretsCredentialsOptions {
  /**
   * How long a successful read stays good. Default 5 minutes: a token rotated by promoting the
   * secondary token (which ends the old one at once) is picked up without a new container.
   */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * Reads the Twilio secret on first use and keeps it. Concurrent first callers share one read; a
 * failed read is forgotten so the next call tries again rather than failing for the whole container.
 */
export function secretsManagerTwilioCredentials(
  secretArn: string,
  client: SecretsManagerClient = new SecretsManagerClient({}),
  { maxAgeMs = 5 * 60_000, now = Date.now }: SecretsCredentialsOptions = {},
): () => Promise<TwilioSecret> {
  let cached: { value: Promise<TwilioSecret>; readAt: number } | undefined;
  return () => {
    if (cached && now() - cached.readAt < maxAgeMs) return cached.value;
    const value = read(secretArn, client);
    const entry = { value, readAt: now() };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return value;
  };
}

/** Builds the provider from `TWILIO_SECRET_ARN`. */
export function twilioCredentialsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  client?: SecretsManagerClient,
  options?: SecretsCredentialsOptions,
): () => Promise<TwilioSecret> {
  const arn = env[SETTING.twilioSecretArn];
  if (!arn) throw new Error('Setting TWILIO_SECRET_ARN is missing');
  return secretsManagerTwilioCredentials(arn, client, options);
}

async function read(secretArn: string, client: SecretsManagerClient): Promise<TwilioSecret> {
  const out = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
  // Error messages name the missing field, never the secret's content.
  if (!out.SecretString) throw new Error('The Twilio secret has no string value');
  let parsed: unknown;
  try {
    parsed = JSON.parse(out.SecretString);
  } catch {
    throw new Error('The Twilio secret is not JSON');
  }
  const record = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const field = (name: keyof TwilioSecret): string => {
    const value = record[name];
    if (typeof value !== 'string' || value.trim() === '') throw new Error(`The Twilio secret lacks ${name}`);
    return value.trim();
  };
  return { accountSid: field('accountSid'), authToken: field('authToken'), fromNumber: field('fromNumber') };
}
