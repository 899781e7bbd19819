import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { secretsManagerTwilioCredentials, twilioCredentialsFromEnv } from './secrets-credentials.ts';

const arn = 'arn:aws:secretsmanager:eu-west-1:111111111111:secret:carecall/twilio-AbCdEf';
const secret = { accountSid: 'AC0123', authToken: 'tok-1', fromNumber: '+15559870000' };

const sdk = mockClient(SecretsManagerClient);
beforeEach(() => sdk.reset());

describe('Twilio credentials from Secrets Manager', () => {
  it('reads the secret once and serves every later caller from memory', async () => {
    sdk.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(secret) });
    const credentials = secretsManagerTwilioCredentials(arn, new SecretsManagerClient({}));

    const [first, second] = await Promise.all([credentials(), credentials()]);
    const third = await credentials();

    expect(first).toEqual(secret);
    expect(second).toEqual(secret);
    expect(third).toEqual(secret);
    expect(sdk.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    expect(sdk.commandCalls(GetSecretValueCommand)[0]!.args[0].input).toEqual({ SecretId: arn });
  });

  it('tries again after a failed read instead of failing for the rest of the container', async () => {
    sdk.on(GetSecretValueCommand).rejectsOnce(new Error('throttled')).resolves({ SecretString: JSON.stringify(secret) });
    const credentials = secretsManagerTwilioCredentials(arn, new SecretsManagerClient({}));

    await expect(credentials()).rejects.toThrow('throttled');
    await expect(credentials()).resolves.toEqual(secret);
  });

  it('rereads after maxAgeMs, for rotated tokens', async () => {
    sdk
      .on(GetSecretValueCommand)
      .resolvesOnce({ SecretString: JSON.stringify(secret) })
      .resolves({ SecretString: JSON.stringify({ ...secret, authToken: 'tok-2' }) });
    let now = 0;
    const credentials = secretsManagerTwilioCredentials(arn, new SecretsManagerClient({}), { maxAgeMs: 60_000, now: () => now });

    expect((await credentials()).authToken).toBe('tok-1');
    now = 59_000;
    expect((await credentials()).authToken).toBe('tok-1');
    now = 61_000;
    expect((await credentials()).authToken).toBe('tok-2');
  });

  it('names a missing field without repeating the secret', async () => {
    sdk.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ accountSid: 'AC0123', authToken: 'tok-1' }) });

    const error = await secretsManagerTwilioCredentials(arn, new SecretsManagerClient({}))().then(
      () => new Error('resolved'),
      (e: unknown) => e as Error,
    );

    expect(error.message).toBe('The Twilio secret lacks fromNumber');
    expect(error.message).not.toContain('tok-1');
  });

  it('needs TWILIO_SECRET_ARN', () => {
    expect(() => twilioCredentialsFromEnv({})).toThrow('TWILIO_SECRET_ARN');
  });
});
