import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequest } from './adapters/twilio/twilio-signature.ts';

// The webhooks' signature check reads the Twilio auth token from Secrets Manager. A failed read
// must not stay cached for the life of the container (every webhook would then fail).
const secrets = mockClient(SecretsManagerClient);
const saved = { ...process.env };

beforeAll(() => {
  Object.assign(process.env, { TABLE_NAME: 'carecall-test', TWILIO_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:twilio', BEDROCK_MODEL_ID: 'm' });
});
afterAll(() => {
  process.env = saved;
  secrets.restore();
});

describe('the cloud composition of the webhooks', () => {
  it('reads the secret again after a failed read, and then checks signatures with it', async () => {
    secrets
      .on(GetSecretValueCommand)
      .rejectsOnce(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }))
      .resolves({ SecretString: JSON.stringify({ accountSid: 'AC1', authToken: 'token-1', fromNumber: '+15550100200' }) });
    // The webhook entry composes telephony (functions/capabilities/telephony.ts).
    await import('./capabilities/telephony.ts');
    const { getCheckInDeps } = await import('./check-in-composition.ts');
    const deps = getCheckInDeps();
    const url = 'https://hooks.example/status?ref=c1';

    await expect(deps.webhookVerifier()).rejects.toThrow(/Rate exceeded/);
    const verifier = await deps.webhookVerifier();

    expect(verifier.isValid(signRequest('token-1', url, { CallStatus: 'ringing' }), url, { CallStatus: 'ringing' })).toBe(true);
    expect(verifier.isValid(signRequest('other-token', url, { CallStatus: 'ringing' }), url, { CallStatus: 'ringing' })).toBe(false);
  });
});

describe('a function composed of storage alone', () => {
  it('names the missing capability when a port outside its role is used', async () => {
    await import('./capabilities/storage.ts');
    const { getCheckInDeps } = await import('./check-in-composition.ts');
    expect(() => getCheckInDeps().assessor).toThrow(/port assessor is not composed into this function/);
    expect(getCheckInDeps().transcriber).toBeUndefined();
  });
});
