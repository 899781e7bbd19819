import { createDocumentClient } from './adapters/dynamodb/client.ts';
import { createDynamoStores } from './adapters/dynamodb/stores.ts';
import { sesMailFromEnv } from './adapters/ses/ses-mail.ts';
import { recordingsFromEnv } from './adapters/s3/s3-recordings.ts';
import { EventBridgeScheduler } from './adapters/scheduler/eventbridge-scheduler.ts';
import { StepFunctionsWorkflow } from './adapters/stepfunctions/step-functions-workflow.ts';
import type { Deps } from './core/ports.ts';

// Adapters are built once per cold start (cloud) or handed in once by the local server, and every
// handler asks for them here.
let deps: Deps | undefined;

/** The local server and tests install their own adapters (DynamoDB Local, local scheduler...). */
export function useDeps(local: Deps): void {
  deps = local;
}

export function getDeps(): Deps {
  deps ??= createCloudDeps(process.env);
  return deps;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Setting ${name} is missing`);
  return value;
}

export function createCloudDeps(env: NodeJS.ProcessEnv): Deps {
  const doc = createDocumentClient({ endpoint: env.DYNAMODB_ENDPOINT || undefined });
  const stores = createDynamoStores(doc, required(env, 'TABLE_NAME'));
  // Scheduler and workflow settings are read when first used: most functions never arm a trigger.
  const scheduler = lazy(
    () =>
      new EventBridgeScheduler({
        groupName: required(env, 'SCHEDULER_GROUP_NAME'),
        targetArn: required(env, 'SCHEDULER_TARGET_ARN'),
        roleArn: required(env, 'SCHEDULER_ROLE_ARN'),
        deadLetterArn: required(env, 'SCHEDULER_DLQ_ARN'),
      }),
  );
  const workflow = lazy(() => new StepFunctionsWorkflow(required(env, 'STATE_MACHINE_ARN')));
  return {
    ...stores,
    scheduler: { arm: (t) => scheduler().arm(t), disarm: (name) => scheduler().disarm(name) },
    workflow: { start: (input, name) => workflow().start(input, name) },
    clock: { now: () => new Date() },
    mail: sesMailFromEnv(env),
    recordings: recordingsFromEnv(env),
  };
}

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
