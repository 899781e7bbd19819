import type { App, Environment } from 'aws-cdk-lib';
import { ApiStack } from './stacks/api-stack.ts';
import { StatefulStack } from './stacks/stateful-stack.ts';
import { WorkflowStack } from './stacks/workflow-stack.ts';

export interface CareCallSettings {
  /** Deployment stage, part of every stack and resource name: `dev`, `prod`, ... */
  readonly stage: string;
  /** Allowed `Origin` of state-changing requests, e.g. the CloudFront URL; empty: not set yet. */
  readonly appOrigin: string;
  /** Account and region; undefined parts leave the stacks environment-agnostic. */
  readonly env?: Environment;
}

export interface CareCallStacks {
  readonly stateful: StatefulStack;
  readonly workflow: WorkflowStack;
  readonly api: ApiStack;
}

const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,19}$/;

/** Reads the settings from context (`-c stage=prod`) first, then the environment. */
export function readSettings(app: App, env: NodeJS.ProcessEnv = process.env): CareCallSettings {
  const stage = String(app.node.tryGetContext('stage') ?? env.CARECALL_STAGE ?? 'dev');
  const appOrigin = String(app.node.tryGetContext('appOrigin') ?? env.CARECALL_APP_ORIGIN ?? '');
  return {
    stage,
    appOrigin,
    env: { account: env.CDK_DEFAULT_ACCOUNT, region: env.CDK_DEFAULT_REGION },
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
  const { stage, appOrigin, env } = settings;
  if (!STAGE_PATTERN.test(stage)) {
    throw new Error(`Stage "${stage}" must be lower-case letters, digits and dashes (max 20)`);
  }
  const prefix = `CareCall-${stage}`;
  const tags = { project: 'carecall', stage };

  const stateful = new StatefulStack(app, `${prefix}-Stateful`, {
    env,
    stage,
    tags,
    description: 'CareCall data: the single table and the check-in schedule group',
  });
  const workflow = new WorkflowStack(app, `${prefix}-Workflow`, {
    env,
    stage,
    tags,
    description: 'CareCall check-in workflow (Step Functions)',
    schedulerRole: stateful.schedulerRole,
  });
  const api = new ApiStack(app, `${prefix}-Api`, {
    env,
    stage,
    tags,
    description: 'CareCall HTTP API and its Lambda functions',
    appOrigin,
    table: stateful.table,
    stateMachine: workflow.checkInWorkflow.stateMachine,
    scheduleGroupName: stateful.scheduleGroup.scheduleGroupName,
    schedulesArn: stateful.schedulesArn,
    schedulerRole: stateful.schedulerRole,
    schedulerDeadLetterQueue: stateful.schedulerDeadLetterQueue,
  });
  return { stateful, workflow, api };
}
