import { withFallback } from './adapters/bedrock/assessor-with-fallback.ts';
import { bedrockAssessorFromEnv } from './adapters/bedrock/bedrock-assessor.ts';
import { createDocumentClient } from './adapters/dynamodb/client.ts';
import { DynamoCallRefStore } from './adapters/dynamodb/call-ref-store.ts';
import { StepFunctionsTaskCompletion } from './adapters/stepfunctions/task-completion.ts';
import { twilioCredentialsFromEnv } from './adapters/twilio/secrets-credentials.ts';
import { TwilioSignatureVerifier } from './adapters/twilio/twilio-signature.ts';
import { TwilioTelephony } from './adapters/twilio/twilio-telephony.ts';
import { transcriberFromEnv } from './adapters/transcribe/transcribe-transcriber.ts';
import { getDeps, useDeps } from './composition.ts';
import { BuiltInAssessor } from './core/assessment/built-in-assessor.ts';
import type { CheckInDeps } from './core/check-in/check-in-deps.ts';

// The check-in workflow's and webhooks' adapters, apart from the REST API's composition so the
// API functions do not load Twilio, Bedrock and Secrets Manager code.
let deps: CheckInDeps | undefined;
const SECRET_MAX_AGE_MS = 5 * 60_000;

/** The local server installs the simulator, the built-in assessor and the local task tokens. */
export function useCheckInDeps(local: CheckInDeps): void {
  deps = local;
  useDeps(local);
}

export function getCheckInDeps(): CheckInDeps {
  deps ??= createCloudCheckInDeps(process.env);
  return deps;
}

function createCloudCheckInDeps(env: NodeJS.ProcessEnv): CheckInDeps {
  const base = getDeps();
  const table = env.TABLE_NAME ?? '';
  // A read is kept for 5 minutes and only when it succeeded: a failed read is tried again on the
  // next request, and a rotated auth token is picked up without a new container.
  const credentials = twilioCredentialsFromEnv(env, undefined, { maxAgeMs: SECRET_MAX_AGE_MS });
  return {
    ...base,
    callRefs: new DynamoCallRefStore(createDocumentClient({ endpoint: env.DYNAMODB_ENDPOINT || undefined }), table),
    telephony: new TwilioTelephony(credentials),
    // Bedrock first; the built-in rules answer whenever it fails, so an emergency is never missed.
    assessor: withFallback(bedrockAssessorFromEnv(env), new BuiltInAssessor()),
    tasks: new StepFunctionsTaskCompletion(),
    // Only the functions that handle recordings are given the bucket.
    ...(env.RECORDINGS_BUCKET ? { transcriber: transcriberFromEnv(credentials, env) } : {}),
    webhookVerifier: async () => new TwilioSignatureVerifier((await credentials()).authToken),
    calling: { fromNumber: env.CALLER_NUMBER ?? '', webhookBaseUrl: env.WEBHOOK_BASE_URL ?? '' },
  };
}
