import { SFNClient } from '@aws-sdk/client-sfn';
import { GetQueueAttributesCommand, ListQueuesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { parseArgs } from 'node:util';
import { checkInStateMachineName } from '../constructs/check-in-workflow.ts';
import { inspectDeadLetters, redriveDeadLetters, STALE_AFTER_MINUTES } from './dead-letters.ts';

/**
 * `npm run dlq -- inspect [--stage prod]` and `npm run dlq -- redrive [--stage prod] [--dry-run]
 * [--drop-stale] [--stale-after <minutes>]`: the scheduler dead-letter queue, for the on-call
 * (README, On-call runbook). Credentials and region come from the usual AWS environment.
 */

const USAGE = `Usage:
  npm run dlq -- inspect [--stage <stage>]
  npm run dlq -- redrive [--stage <stage>] [--dry-run] [--drop-stale] [--stale-after <minutes>]
Options: --region <region>, --queue-url <url>, --state-machine-arn <arn>, --limit <n> (default 1000).
Stage: --stage, else CARECALL_STAGE, else dev. A slot older than --stale-after (default ${STALE_AFTER_MINUTES}) minutes
is not started: it is kept for you to decide, or dropped with --drop-stale.`;

/**
 * The queue has a CloudFormation-generated name, `<stack>-<logical id>-<random>`, in the stateful
 * stack `CareCall-<stage>-Stateful` (its output SchedulerDeadLetterQueueUrl holds the URL).
 */
export const deadLetterQueueNamePrefix = (stage: string) => `CareCall-${stage}-Stateful-SchedulerDeadLetterQueue`;

async function findQueueUrl(sqs: SQSClient, stage: string): Promise<string> {
  const prefix = deadLetterQueueNamePrefix(stage);
  const out = await sqs.send(new ListQueuesCommand({ QueueNamePrefix: prefix }));
  const urls = out.QueueUrls ?? [];
  if (urls.length !== 1) {
    throw new Error(
      `Found ${urls.length} queues named ${prefix}* in this account and region: pass --queue-url ` +
        `(output SchedulerDeadLetterQueueUrl of the stack CareCall-${stage}-Stateful), or check --region and --stage.`,
    );
  }
  return urls[0]!;
}

/** The state machine sits beside the queue: same partition, region and account. */
async function stateMachineArnBeside(sqs: SQSClient, queueUrl: string, stage: string): Promise<string> {
  const out = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }));
  const [, partition, , region, account] = (out.Attributes?.QueueArn ?? '').split(':');
  if (!partition || !region || !account) throw new Error(`Cannot read the ARN of ${queueUrl}: pass --state-machine-arn`);
  return `arn:${partition}:states:${region}:${account}:stateMachine:${checkInStateMachineName(stage)}`;
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      stage: { type: 'string' },
      region: { type: 'string' },
      'queue-url': { type: 'string' },
      'state-machine-arn': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'drop-stale': { type: 'boolean', default: false },
      'stale-after': { type: 'string' },
      limit: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const command = positionals[0];
  if (values.help || (command !== 'inspect' && command !== 'redrive') || positionals.length > 1) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const stage = values.stage ?? process.env.CARECALL_STAGE ?? 'dev';
  const staleAfterMinutes = values['stale-after'] === undefined ? STALE_AFTER_MINUTES : Number(values['stale-after']);
  const limit = values.limit === undefined ? 1000 : Number(values.limit);
  if (!(staleAfterMinutes > 0) || !(limit > 0)) {
    console.error('--stale-after and --limit must be positive numbers');
    return 2;
  }
  const region = values.region ?? process.env.AWS_REGION ?? process.env.CDK_DEFAULT_REGION;
  const sqs = new SQSClient(region ? { region } : {});
  const queueUrl = values['queue-url'] ?? (await findQueueUrl(sqs, stage));
  const now = new Date();

  if (command === 'inspect') {
    const { lines } = await inspectDeadLetters({ sqs, queueUrl }, { now, limit });
    console.log(`Queue ${queueUrl}`);
    for (const line of lines) console.log(line);
    return 0;
  }

  const stateMachineArn = values['state-machine-arn'] ?? (await stateMachineArnBeside(sqs, queueUrl, stage));
  const sfn = new SFNClient(region ? { region } : {});
  const report = await redriveDeadLetters(
    { sqs, sfn, queueUrl },
    { now, stateMachineArn, staleAfterMinutes, dryRun: values['dry-run'], dropStale: values['drop-stale'], limit },
  );
  console.log(`Queue ${queueUrl}\nState machine ${stateMachineArn}`);
  for (const line of report.lines) console.log(line);
  return report.failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
    process.exitCode = 1;
  },
);
