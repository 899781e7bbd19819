import { ArnFormat, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { WORKFLOW_STEPS, type StepCapability, type WorkflowStep, type WorkflowTaskName } from '@/functions/core/check-in/steps.ts';
import { WORKFLOW_TASKS } from '@/functions/workflow/tasks.ts';
import { functionBundling } from '@/functions/capabilities/table.ts';
import type { CallRecordingsRef, RecordingPrefix } from './call-recordings.ts';
import { buildCheckInDefinition } from './check-in-definition.ts';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventsTargets from 'aws-cdk-lib/aws-events-targets';
import { TABLE_DEFINITION } from '@/functions/adapters/dynamodb/table-definition.ts';
import { allowScheduleArming, reconcileEveryShard, schedulerEnvironment, type CheckInScheduling } from './check-in-scheduling.ts';
import { HouseFunction } from './house-function.ts';
import { taskFunctionId } from './task-function-id.ts';
import { wildcardResourceFinding } from './nag-findings.ts';
import { allowSendingMail, type MailSendingRef } from './mail-sending.ts';
import { bedrockInvokeResources } from './bedrock-model.ts';
import { SETTING } from '@/functions/settings.ts';

export interface CheckInWorkflowProps {
  readonly stage: string;
  /** The single table: every task and the webhooks read and write call logs through it. */
  readonly table: ITable;
  /** Where BeginCheckIn arms the next trigger. */
  readonly scheduling: CheckInScheduling;
  /** `carecall-<stage>/twilio`, read by the functions that talk to Twilio. */
  readonly twilioSecret: ISecret;
  /** Recordings bucket and key, for AssessWellbeing's transcription. */
  readonly recordings: CallRecordingsRef;
  /** The number calls and texts come from (E.164); empty until the operator sets it. */
  readonly callerNumber: string;
  /** The Bedrock foundation model AssessWellbeing invokes. */
  readonly bedrockModelId: string;
  /** Amazon SES (from the stateful stack): the account holder's emails. */
  readonly mail?: MailSendingRef;
  /** The site the emails link to (the CloudFront URL). */
  readonly appOrigin?: string;
}

/** The state machine's name, fixed so that its ARN is known before it exists. */
export const checkInStateMachineName = (stage: string) => `carecall-${stage}-check-in`;

/**
 * The check-in state machine's ARN, formatted from its known name rather than taken from the
 * resource: the functions the state machine invokes need it (BeginCheckIn arms the next trigger
 * at it, the webhooks complete its tasks), and a token of the resource would be a circular
 * reference.
 */
export function checkInStateMachineArn(scope: Construct, stage: string): string {
  return Stack.of(scope).formatArn({
    service: 'states',
    resource: 'stateMachine',
    resourceName: checkInStateMachineName(stage),
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
}

/** What each Task state's function may reach besides its log group, X-Ray and the table. */
interface TaskNeeds {
  /** Arms the next check-in trigger (BeginCheckIn). */
  readonly armsTriggers: boolean;
  /** Reads the Twilio secret (REST calls, texts, recording downloads). */
  readonly twilio: boolean;
  /** Places calls whose webhooks Twilio must reach: gets CALLER_NUMBER and WEBHOOK_BASE_URL. */
  readonly placesCalls: boolean;
  /** Sends texts: gets CALLER_NUMBER. */
  readonly sendsTexts: boolean;
  /** Completes a task token itself (a call that already ended, a contact deleted meanwhile). */
  readonly completesTasks: boolean;
  /** Transcribes the recording and asks Bedrock (AssessWellbeing). */
  readonly assesses: boolean;
  /** Emails the account holder (after a check-in; when escalation ends). */
  readonly sendsMail: boolean;
  readonly timeout?: Duration;
}

/** Read from the step's line in the step table (functions/core/check-in/steps.ts). */
function taskNeeds(name: WorkflowTaskName): TaskNeeds {
  const step: WorkflowStep = WORKFLOW_STEPS[name];
  const has = (capability: StepCapability) => step.capabilities.includes(capability);
  return {
    armsTriggers: has('scheduler'),
    twilio: has('telephony'),
    placesCalls: step.dials === 'calls',
    sendsTexts: step.dials === 'texts',
    completesTasks: has('task-completion'),
    assesses: has('assessment'),
    sendsMail: has('mail'),
    ...(step.timeoutSeconds ? { timeout: Duration.seconds(step.timeoutSeconds) } : {}),
  };
}

const recordingsEnvironment = (props: CheckInWorkflowProps) => ({
  [SETTING.recordingsBucket]: props.recordings.bucketName,
  [SETTING.recordingsKmsKeyId]: props.recordings.key.keyArn,
});

export { taskFunctionId };

const ALARM_PERIOD = Duration.minutes(5);
/** The workflow's alarms fire on the first occurrence in five minutes; no data is fine. */
const firstOccurrence = {
  threshold: 1,
  evaluationPeriods: 1,
  comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
} as const;

/**
 * The check-in workflow: one execution per scheduled (or test) call, one house function per Task
 * state, and the Twilio webhooks that complete the waiting tasks. Executions carry ids only;
 * the states read what they need from the table, so health data never reaches the execution
 * input, output or logs.
 */
export class CheckInWorkflow extends Construct {
  /** Stores the text of a finished transcription on its call log. */
  readonly transcriptionFinishedFunction: HouseFunction;
  /** Runs every Monday: the account holders' weekly summary emails. */
  readonly weeklySummaryFunction: HouseFunction;
  /** Runs every 15 minutes: re-arms missing triggers, fires overdue slots. */
  readonly reconcilerFunction: HouseFunction;
  readonly stateMachine: sfn.StateMachine;
  /** The state machine's ARN as the functions see it (formatted from its name, no token). */
  readonly stateMachineArn: string;
  readonly logGroup: logs.LogGroup;
  /** The function behind each Task state, by state name. */
  readonly taskFunctions: ReadonlyMap<WorkflowTaskName, HouseFunction>;
  /** The Twilio webhooks (functions/telephony/webhooks.ts). */
  readonly webhookFunction: HouseFunction;
  /** Public HTTPS endpoint of the webhooks; every request's Twilio signature is checked in code. */
  readonly webhookUrl: lambda.FunctionUrl;
  /** Fires when an execution fails: a check-in may not have been placed or recorded. */
  readonly failedExecutionsAlarm: cloudwatch.Alarm;
  /** Fires when an execution runs out of time: a check-in never reached an outcome. */
  readonly timedOutExecutionsAlarm: cloudwatch.Alarm;
  /** Fires when the webhooks fail: calls go silent or waiting tasks are never completed. */
  readonly webhookErrorsAlarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: CheckInWorkflowProps) {
    super(scope, id);
    const stateMachineName = checkInStateMachineName(props.stage);
    this.stateMachineArn = checkInStateMachineArn(this, props.stage);

    // functions/check-in-composition.ts builds the Twilio and Bedrock adapters at every cold
    // start and stops without these two names. They are names, not credentials, and grant nothing:
    // the permissions below decide who may read the secret or invoke the model.
    const compositionEnvironment = {
      [SETTING.twilioSecretArn]: props.twilioSecret.secretArn,
      [SETTING.bedrockModelId]: props.bedrockModelId,
    };

    // The webhooks first: the calling tasks are told their URL. The webhook function is never
    // told its own URL (a circular reference); it reads it from each request.
    this.webhookFunction = new HouseFunction(this, 'WebhooksFunction', {
      entry: 'functions/telephony/webhooks.ts',
      // Each answer is read during the call: the phrase tables of Spanish and French beside the bundle.
      bundling: functionBundling('Webhooks'),
      description: `CareCall ${props.stage}: Twilio webhooks (signature checked on every request)`,
      // The recording webhook copies the recording into the bucket and starts its transcription.
      environment: { ...compositionEnvironment, ...recordingsEnvironment(props) },
      // Twilio waits 15 s for a webhook answer.
      timeout: Duration.seconds(15),
      unscopedActions: [
        {
          actions: ['transcribe:StartTranscriptionJob'],
          reason:
            'Amazon Transcribe batch jobs support no resource-level permissions; the job reads and ' +
            'writes only the recordings bucket prefixes granted to this role',
        },
      ],
      // GSI2 too: a person calling in is found by their number (functions/core/check-in/call-in.ts).
    }).bindTable(props.table, 'read-write', [TABLE_DEFINITION.gsi1.indexName, TABLE_DEFINITION.gsi2.indexName]);
    this.allowRecordings(this.webhookFunction, props, { read: ['recordings/'], write: ['recordings/', 'transcripts/'] });
    this.readTwilioSecret(this.webhookFunction, props.twilioSecret);
    this.allowTaskCompletion(this.webhookFunction);
    // A person calling in starts a check-in execution of their own (functions/core/check-in/call-in.ts).
    this.webhookFunction.addEnvironment(SETTING.stateMachineArn, this.stateMachineArn);
    this.webhookFunction.addToRolePolicy(new iam.PolicyStatement({ actions: ['states:StartExecution'], resources: [this.stateMachineArn] }));
    // A contact's confirmation ends escalation there: the account holder is emailed.
    this.allowMail(this.webhookFunction, props);
    this.webhookUrl = this.webhookFunction.addFunctionUrl({
      // Twilio cannot sign AWS requests. The handler checks X-Twilio-Signature (HMAC with our auth
      // token over the URL and parameters) and answers 403 otherwise. No CORS: no browser calls it.
      authType: lambda.FunctionUrlAuthType.NONE,
    });

    const taskFunctions = new Map<WorkflowTaskName, HouseFunction>();
    for (const name of Object.keys(WORKFLOW_TASKS) as WorkflowTaskName[]) {
      const needs = taskNeeds(name);
      const fn = new HouseFunction(this, taskFunctionId(name), {
        entry: WORKFLOW_TASKS[name].entry,
        // The shared step entry, built with this step's name and capabilities.
        bundling: functionBundling(name),
        description: `CareCall ${props.stage} check-in: ${name}`,
        environment: {
          ...compositionEnvironment,
          ...(needs.armsTriggers ? schedulerEnvironment(props.scheduling, this.stateMachineArn) : {}),
          ...(needs.placesCalls || needs.sendsTexts ? { [SETTING.callerNumber]: props.callerNumber } : {}),
          ...(needs.placesCalls ? { [SETTING.webhookBaseUrl]: this.webhookUrl.url } : {}),
        },
        timeout: needs.timeout,
      }).bindTable(props.table);

      if (needs.armsTriggers) allowScheduleArming(fn, props.scheduling);
      if (needs.twilio) this.readTwilioSecret(fn, props.twilioSecret);
      if (needs.completesTasks) this.allowTaskCompletion(fn);
      if (needs.assesses) this.allowAssessment(fn, props);
      if (needs.sendsMail) this.allowMail(fn, props);
      taskFunctions.set(name, fn);
    }
    this.taskFunctions = taskFunctions;

    // Transcribe reports a finished job on EventBridge; its text goes on the call log.
    this.transcriptionFinishedFunction = new HouseFunction(this, 'TranscriptionFinishedFunction', {
      entry: 'functions/workflow/transcription-finished.ts',
      description: `CareCall ${props.stage}: store a finished call transcription`,
      environment: { ...compositionEnvironment, ...recordingsEnvironment(props) },
      timeout: Duration.seconds(30),
      unscopedActions: [
        {
          actions: ['transcribe:GetTranscriptionJob'],
          reason: 'Amazon Transcribe batch jobs support no resource-level permissions; this only reads job status',
        },
      ],
    }).bindTable(props.table);
    this.allowRecordings(this.transcriptionFinishedFunction, props, { read: ['transcripts/'], write: [] });
    new events.Rule(this, 'TranscriptionFinished', {
      description: 'CareCall: a call transcription job completed or failed',
      eventPattern: {
        source: ['aws.transcribe'],
        detailType: ['Transcribe Job State Change'],
        detail: { TranscriptionJobName: [{ prefix: 'carecall-' }], TranscriptionJobStatus: ['COMPLETED', 'FAILED'] },
      },
      targets: [new eventsTargets.LambdaFunction(this.transcriptionFinishedFunction, { retryAttempts: 4 })],
    });

    // Every 15 minutes, per shard: arm schedules due soon whose trigger is not recorded as armed, and
    // fire slots that passed without a call (functions/core/check-in/reconcile.ts).
    this.reconcilerFunction = new HouseFunction(this, 'ReconcileTriggersFunction', {
      entry: 'functions/workflow/reconcile-triggers.ts',
      description: `CareCall ${props.stage}: re-arm missing or overdue check-in triggers`,
      environment: schedulerEnvironment(props.scheduling, this.stateMachineArn),
      timeout: Duration.minutes(5),
    }).bindTable(props.table);
    allowScheduleArming(this.reconcilerFunction, props.scheduling);
    reconcileEveryShard(this, this.reconcilerFunction);

    // Every Monday: each account's weekly summary email (functions/core/account-notifications.ts).
    // It alone may scan the table (profile items, a page at a time); it writes one marker per email.
    this.weeklySummaryFunction = new HouseFunction(this, 'WeeklySummaryFunction', {
      entry: 'functions/workflow/weekly-summary.ts',
      description: `CareCall ${props.stage}: the account holders' weekly summary emails`,
      timeout: Duration.minutes(15),
    }).bindTable(props.table);
    this.weeklySummaryFunction.addToRolePolicy(new iam.PolicyStatement({ actions: ['dynamodb:Scan'], resources: [props.table.tableArn] }));
    this.allowMail(this.weeklySummaryFunction, props);
    new events.Rule(this, 'WeeklySummaryEveryMonday', {
      description: 'CareCall: weekly summary emails to account holders',
      schedule: events.Schedule.cron({ weekDay: 'MON', hour: '13', minute: '0' }),
      targets: [new eventsTargets.LambdaFunction(this.weeklySummaryFunction, { retryAttempts: 2 })],
    });

    // Every step's function, by step name: the definition names the Task states that invoke each.
    const definition = buildCheckInDefinition(this, Object.fromEntries(taskFunctions) as Record<WorkflowTaskName, HouseFunction>);

    this.logGroup = new logs.LogGroup(this, 'ExecutionLogs', {
      // Step Functions expects vended log groups under /aws/vendedlogs/ (resource policy size).
      logGroupName: `/aws/vendedlogs/states/${stateMachineName}`,
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.stateMachine = new sfn.StateMachine(this, 'StateMachine', {
      stateMachineName,
      stateMachineType: sfn.StateMachineType.STANDARD,
      definitionBody: sfn.DefinitionBody.fromChainable(definition),
      comment: 'CareCall check-in: place the call, assess the answers, escalate when needed',
      // Up to 4 hours in the provider's queue (a burst at 1 call per second), the call, its retry
      // and the contacts: 12 hours bounds even that, well within the day.
      timeout: Duration.hours(12),
      tracingEnabled: true,
      logs: {
        destination: this.logGroup,
        level: sfn.LogLevel.ALL,
        // Health data must never reach logs: state transitions only, never inputs or outputs.
        includeExecutionData: false,
      },
    });

    Validations.of(this.stateMachine.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Log delivery to CloudWatch Logs (logs:CreateLogDelivery and related) and X-Ray tracing ' +
        '(xray:PutTraceSegments and related) support no resource-level permissions.',
    });
    for (const taskFn of taskFunctions.values()) {
      Validations.of(this.stateMachine.role).acknowledge({
        id: wildcardResourceFinding(this.stateMachine.role, `${taskFn.functionArn}:*`),
        reason:
          'The Lambda task integration invokes the function by its ARN and by its versions and ' +
          'aliases (ARN:*); the wildcard covers qualifiers of this one function only.',
      });
    }

    this.failedExecutionsAlarm = new cloudwatch.Alarm(this, 'ExecutionsFailedAlarm', {
      alarmDescription:
        'A check-in workflow execution failed: a person may not have been called, or their ' +
        'contacts not alerted. Open the execution in the Step Functions console.',
      metric: this.stateMachine.metricFailed({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
      ...firstOccurrence,
    });
    this.timedOutExecutionsAlarm = new cloudwatch.Alarm(this, 'ExecutionsTimedOutAlarm', {
      alarmDescription:
        'A check-in workflow execution timed out before reaching an outcome: the call log may ' +
        'still say initiated and contacts may not have been alerted. Open the execution.',
      metric: this.stateMachine.metricTimedOut({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
      ...firstOccurrence,
    });
    this.webhookErrorsAlarm = new cloudwatch.Alarm(this, 'WebhookErrorsAlarm', {
      alarmDescription:
        'The Twilio webhooks failed (function errors or 5xx answers): a call may have gone ' +
        'silent, or a waiting check-in is not told that its call ended. See the webhook function logs.',
      // The handler turns its own errors into 500 answers, which Lambda does not count as
      // errors: the function URL's 5xx count catches those, Errors catches crashes and timeouts.
      metric: new cloudwatch.MathExpression({
        expression: 'MAX([errors, url5xx])',
        usingMetrics: {
          errors: this.webhookFunction.metricErrors({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
          url5xx: this.webhookFunction.metric('Url5xxCount', { period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
        },
        label: 'Webhook errors',
        period: ALARM_PERIOD,
      }),
      ...firstOccurrence,
    });
  }

  /** GetSecretValue on the Twilio secret only. */
  /** ses:SendEmail on the one identity and configuration set, the mail settings and the site's address. */
  private allowMail(fn: HouseFunction, props: CheckInWorkflowProps): void {
    if (!props.mail) return;
    allowSendingMail(fn, props.mail);
    if (props.appOrigin) fn.addEnvironment(SETTING.appOrigin, props.appOrigin);
  }

  private readTwilioSecret(fn: HouseFunction, secret: ISecret): void {
    fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] }),
    );
  }

  /** Completing a waiting task (call ended, contact confirmed) on this state machine. */
  private allowTaskCompletion(fn: HouseFunction): void {
    fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['states:SendTaskSuccess'], resources: [this.stateMachineArn] }),
    );
  }

  /** Objects under the given prefixes of the recordings bucket, and its key. */
  private allowRecordings(fn: HouseFunction, props: CheckInWorkflowProps, access: { read: RecordingPrefix[]; write: RecordingPrefix[] }): void {
    const grants: [string, RecordingPrefix[]][] = [
      ['s3:GetObject', access.read],
      ['s3:PutObject', access.write],
    ];
    const arns = new Set<string>();
    for (const [action, prefixes] of grants) {
      if (!prefixes.length) continue;
      const resources = prefixes.map((p) => props.recordings.objectsArn(p));
      resources.forEach((r) => arns.add(r));
      fn.addToRolePolicy(new iam.PolicyStatement({ actions: [action], resources }));
    }
    for (const arn of arns) {
      Validations.of(fn.executionRole).acknowledge({
        id: wildcardResourceFinding(fn.executionRole, arn),
        reason:
          'Objects are named per call log at run time; the wildcard is one prefix (recordings/ or ' +
          'transcripts/) of the CareCall recordings bucket.',
      });
    }
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: access.write.length ? ['kms:Encrypt', 'kms:Decrypt', 'kms:GenerateDataKey'] : ['kms:Decrypt'],
        resources: [props.recordings.key.keyArn],
      }),
    );
  }

  /** One Bedrock model, directly or through its cross-region inference profile (bedrock-model.ts). */
  private allowAssessment(fn: HouseFunction, props: CheckInWorkflowProps): void {
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['bedrock:InvokeModel'],
        resources: bedrockInvokeResources(this, props.bedrockModelId),
      }),
    );
  }
}
