import { AspectPriority, Aspects, type App, type Environment } from 'aws-cdk-lib';
import { join } from 'node:path';
import { NotifyOnCall } from './constructs/on-call-alarms.ts';
import { REPO_ROOT } from './paths.ts';
import { ApiStack } from './stacks/api-stack.ts';
import { HostingStack } from './stacks/hosting-stack.ts';
import { StatefulStack } from './stacks/stateful-stack.ts';
import { WorkflowStack } from './stacks/workflow-stack.ts';

export interface CareCallSettings {
  /** Deployment stage, part of every stack and resource name: `dev`, `prod`, ... */
  readonly stage: string;
  /** Allowed `Origin` of state-changing requests, e.g. the CloudFront URL; empty: not set yet. */
  readonly appOrigin: string;
  /** Account and region; undefined parts leave the stacks environment-agnostic. */
  readonly env?: Environment;
  /**
   * The CareCall number check-in calls and texts come from (E.164, e.g. `+15551234567`), a number
   * of the Twilio account; empty: not set yet (no call can be placed).
   * @default ''
   */
  readonly callerNumber?: string;
  /**
   * The Bedrock model that assesses check-in transcripts: a foundation model id, or a cross-region
   * inference profile id (`us.…`, `eu.…`; current Claude models are called only through one).
   * AssessWellbeing may invoke this one model only (infra/constructs/bedrock-model.ts).
   * @default DEFAULT_BEDROCK_MODEL_ID
   */
  readonly bedrockModelId?: string;
  /**
   * The built web app uploaded to the site bucket; `false`: upload nothing (tests). When the folder
   * has no index.html the site is not uploaded either, and the hosting stack outputs why.
   * @default the repository's web/dist
   */
  readonly webDistDir?: string | false;
  /**
   * Who the alarm topic emails when an alarm fires or clears (they confirm the subscription
   * once); empty: the topic has no subscriber yet.
   * @default ''
   */
  readonly alarmEmail?: string;
  /**
   * The SES sender identity: a domain (`carecall.example`, mail from care@ it) or one address;
   * empty: no identity, and no function may send email.
   * @default ''
   */
  readonly mailFrom?: string;
  /**
   * The inbox the contact form's messages are emailed to; empty: they are only stored.
   * @default ''
   */
  readonly supportEmail?: string;
  /**
   * Write units a second the table and each of its indexes take at once from the first deploy
   * (DynamoDB warm throughput, charged once when raised); 0: DynamoDB's start for a new on-demand
   * table, 4,000. The 09:00 peak of a million customers needs about 5,000 (README, "Capacity").
   * @default 0
   */
  readonly tableWarmWrites?: number;
  /**
   * Any new value after the origin-verify secret (`carecall-<stage>/origin-verify`) was changed:
   * CloudFormation reads a secret again only for a resource it updates, so this marks the API's
   * sender-address functions and the distribution as changed and they take the new value together.
   * @default ''
   */
  readonly originVerifyRotation?: string;
}

/** DynamoDB's warm throughput of a new on-demand table: less is not a setting, it is the start. */
export const ON_DEMAND_START_WRITES = 4000;

/** Claude Haiku 4.5 through the US cross-region inference profile; its price is the cost bench's. */
export const DEFAULT_BEDROCK_MODEL_ID = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';

export interface CareCallStacks {
  readonly stateful: StatefulStack;
  readonly workflow: WorkflowStack;
  readonly api: ApiStack;
  readonly hosting: HostingStack;
}

const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,19}$/;
const CALLER_NUMBER_PATTERN = /^(\+[1-9][0-9]{6,14})?$/;
// `[geography.]provider.model[:version]`: a foundation model, or an inference profile with its prefix.
const MODEL_ID_PATTERN = /^(?:(?:us|eu|apac|us-gov|global|jp|au|ca)\.)?[a-z0-9-]+\.[A-Za-z0-9._:-]+$/;

/** Reads the settings from context (`-c stage=prod`) first, then the environment. */
export function readSettings(app: App, env: NodeJS.ProcessEnv = process.env): CareCallSettings {
  const stage = String(app.node.tryGetContext('stage') ?? env.CARECALL_STAGE ?? 'dev');
  const appOrigin = String(app.node.tryGetContext('appOrigin') ?? env.CARECALL_APP_ORIGIN ?? '');
  const callerNumber = String(app.node.tryGetContext('callerNumber') ?? env.CARECALL_CALLER_NUMBER ?? '');
  const bedrockModelId = String(
    app.node.tryGetContext('bedrockModelId') ?? env.CARECALL_BEDROCK_MODEL_ID ?? DEFAULT_BEDROCK_MODEL_ID,
  );
  const alarmEmail = String(app.node.tryGetContext('alarmEmail') ?? env.CARECALL_ALARM_EMAIL ?? '');
  const mailFrom = String(app.node.tryGetContext('mailFrom') ?? env.CARECALL_MAIL_FROM ?? '');
  const supportEmail = String(app.node.tryGetContext('supportEmail') ?? env.CARECALL_SUPPORT_EMAIL ?? '');
  const originVerifyRotation = String(app.node.tryGetContext('originVerifyRotation') ?? env.CARECALL_ORIGIN_VERIFY_ROTATION ?? '');
  const warmWrites = String(app.node.tryGetContext('tableWarmWrites') ?? env.CARECALL_TABLE_WARM_WRITES ?? '').trim();
  return {
    stage,
    appOrigin,
    env: { account: env.CDK_DEFAULT_ACCOUNT, region: env.CDK_DEFAULT_REGION },
    callerNumber,
    bedrockModelId,
    alarmEmail,
    mailFrom,
    supportEmail,
    // Not a number is kept as NaN, so buildCareCall refuses it with the setting's name.
    tableWarmWrites: warmWrites === '' ? 0 : /^\d+$/.test(warmWrites) ? Number(warmWrites) : Number.NaN,
    originVerifyRotation,
  };
}

/** Context flags arrive as strings from the command line (`-c nag=false`) and as JSON from cdk.json. */
export function contextFlag(app: App, key: string, fallback: boolean): boolean {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return fallback;
  return String(value).toLowerCase() !== 'false';
}

/** Every CareCall stack of one stage. Stack ids are the CloudFormation stack names. */
export function buildCareCall(app: App, settings: CareCallSettings): CareCallStacks {
  const {
    stage,
    appOrigin,
    env,
    callerNumber = '',
    bedrockModelId = DEFAULT_BEDROCK_MODEL_ID,
    webDistDir = join(REPO_ROOT, 'web', 'dist'),
    alarmEmail = '',
    mailFrom = '',
    supportEmail = '',
    tableWarmWrites = 0,
    originVerifyRotation = '',
  } = settings;
  if (!STAGE_PATTERN.test(stage)) {
    throw new Error(`Stage "${stage}" must be lower-case letters, digits and dashes (max 20)`);
  }
  if (!CALLER_NUMBER_PATTERN.test(callerNumber)) {
    throw new Error(`Caller number "${callerNumber}" must be empty or in E.164 form, e.g. +15551234567`);
  }
  if (!MODEL_ID_PATTERN.test(bedrockModelId)) {
    throw new Error(
      `Bedrock model "${bedrockModelId}" must be a foundation model or inference profile id such as ` +
        DEFAULT_BEDROCK_MODEL_ID,
    );
  }
  if (tableWarmWrites !== 0 && !(Number.isInteger(tableWarmWrites) && tableWarmWrites >= ON_DEMAND_START_WRITES)) {
    throw new Error(
      `Table warm writes "${tableWarmWrites}" must be empty or a whole number of write units a second, at least ` +
        `${ON_DEMAND_START_WRITES} (what a new on-demand table starts with), e.g. 6000`,
    );
  }
  const prefix = `CareCall-${stage}`;
  const tags = { project: 'carecall', stage };

  const stateful = new StatefulStack(app, `${prefix}-Stateful`, {
    env,
    stage,
    tags,
    description:
      'CareCall data: the single table, the check-in schedule group, call recordings, the Twilio secret ' +
      'and the alarm topic',
    alarmEmail,
    mailFrom,
    supportEmail,
    tableWarmWrites,
  });
  const workflow = new WorkflowStack(app, `${prefix}-Workflow`, {
    env,
    stage,
    tags,
    description: 'CareCall check-in workflow (Step Functions), its functions and the Twilio webhooks',
    table: stateful.table,
    scheduling: stateful.checkInScheduling,
    twilioSecret: stateful.twilioSecret,
    recordings: stateful.recordings,
    callerNumber,
    bedrockModelId,
    mail: stateful.mail,
    appOrigin,
  });
  const api = new ApiStack(app, `${prefix}-Api`, {
    env,
    stage,
    tags,
    description: 'CareCall HTTP API and its Lambda functions',
    appOrigin,
    table: stateful.table,
    stateMachine: workflow.checkInWorkflow.stateMachine,
    scheduling: stateful.checkInScheduling,
    recordings: stateful.recordings,
    mail: stateful.mail,
    twilioSecret: stateful.twilioSecret,
    callerNumber,
    originVerifyRotation,
  });
  const hosting = new HostingStack(app, `${prefix}-Hosting`, {
    env,
    stage,
    tags,
    description: 'CareCall web app: private S3 bucket behind CloudFront, which also fronts the HTTP API',
    httpApi: api.httpApi,
    originVerify: api.originVerify,
    originVerifyRotation,
    webDistDir: webDistDir === false ? undefined : webDistDir,
  });
  const stacks = { stateful, workflow, api, hosting };
  // Every alarm of every stack, present or future, notifies the one alarm topic (docs/safety.md,
  // "Every alarm reaches someone"). Applied per stack rather than to the app, so two stages in one app stay apart.
  for (const stack of Object.values(stacks)) {
    Aspects.of(stack).add(new NotifyOnCall(stateful.alarmTopic.topic), { priority: AspectPriority.MUTATING });
  }
  return stacks;
}
