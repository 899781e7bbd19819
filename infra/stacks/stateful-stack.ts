import { Arn, CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { TABLE_DEFINITION } from '@/functions/adapters/dynamodb/table-definition.ts';
import { CallRecordings } from '../constructs/call-recordings.ts';
import type { CheckInScheduling } from '../constructs/check-in-scheduling.ts';
import { AlarmTopic } from '../constructs/on-call-alarms.ts';
import { MailSending } from '../constructs/mail-sending.ts';

export interface StatefulStackProps extends StackProps {
  readonly stage: string;
  /** Subscribed to the alarm topic when set (`-c alarmEmail=...`). */
  readonly alarmEmail?: string;
  /** The SES sender identity, a domain or an address (`-c mailFrom=...`); empty: no email is sent. */
  readonly mailFrom?: string;
  /** Where the contact form's messages go (`-c supportEmail=...`). */
  readonly supportEmail?: string;
  /** Warm write throughput of the table and its indexes (`-c tableWarmWrites=...`); 0: DynamoDB's start. */
  readonly tableWarmWrites?: number;
}

/**
 * What outlives a deployment: the single table, the scheduler pieces that the pending one-off
 * check-in triggers live in (group, dead-letter queue, the role schedules run as), the call
 * recordings and their key, the Twilio secret the operator fills in, and the alarm topic every
 * alarm of every stack notifies (the other stacks already depend on this one).
 */
export class StatefulStack extends Stack {
  readonly table: dynamodb.Table;
  readonly scheduleGroup: scheduler.ScheduleGroup;
  /** Where EventBridge Scheduler puts a check-in it could not start. */
  readonly schedulerDeadLetterQueue: sqs.Queue;
  /** The role EventBridge Scheduler assumes to start the check-in workflow. */
  readonly schedulerRole: iam.Role;
  /** ARN pattern of every schedule in the group: what the API may create, update and delete. */
  readonly schedulesArn: string;
  /** Call recordings and transcripts (KMS-encrypted bucket, 90 days). */
  readonly recordings: CallRecordings;
  /**
   * `carecall-<stage>/twilio`: `{"accountSid","authToken","fromNumber"}`, put in by the operator
   * after the first deploy. The template only ever holds a generated placeholder.
   */
  readonly twilioSecret: secretsmanager.Secret;
  /** The one topic every alarm notifies (infra/carecall-app.ts applies NotifyOnCall). */
  readonly alarmTopic: AlarmTopic;
  /** Amazon SES: the configuration set and (with `mailFrom`) the sender identity. */
  readonly mail: MailSending;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);

    this.alarmTopic = new AlarmTopic(this, 'AlarmTopic', { stage: props.stage, alarmEmail: props.alarmEmail });
    this.mail = new MailSending(this, 'Mail', { stage: props.stage, mailFrom: props.mailFrom, supportEmail: props.supportEmail });

    // Pre-warmed, the table and its indexes take the first 09:00 peak without throttling: a new
    // on-demand table starts at 4,000 writes a second and only doubles after a peak. An index gets
    // the same, since each schedule, session and call write is also written to it.
    const warmThroughput = props.tableWarmWrites ? { writeUnitsPerSecond: props.tableWarmWrites } : undefined;
    this.table = new dynamodb.Table(this, 'Table', {
      warmThroughput,
      partitionKey: { name: TABLE_DEFINITION.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE_DEFINITION.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE_DEFINITION.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: TABLE_DEFINITION.gsi1.indexName,
      partitionKey: { name: TABLE_DEFINITION.gsi1.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE_DEFINITION.gsi1.sortKey, type: dynamodb.AttributeType.STRING },
      projectionType: dynamodb.ProjectionType.ALL,
      warmThroughput,
    });
    // Schedules by the number they call: a person calling in is found by their caller id.
    this.table.addGlobalSecondaryIndex({
      indexName: TABLE_DEFINITION.gsi2.indexName,
      partitionKey: { name: TABLE_DEFINITION.gsi2.partitionKey, type: dynamodb.AttributeType.STRING },
      projectionType: dynamodb.ProjectionType.ALL,
      warmThroughput,
    });

    this.scheduleGroup = new scheduler.ScheduleGroup(this, 'CheckInSchedules', {
      scheduleGroupName: `carecall-${props.stage}-checkins`,
      // Pending triggers are derived from the active schedules in the (retained) table and are
      // re-armed from it; a retained, named group would only block re-creating the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.schedulesArn = Arn.format(
      {
        service: 'scheduler',
        resource: 'schedule',
        resourceName: `${this.scheduleGroup.scheduleGroupName}/*`,
      },
      this,
    );

    this.schedulerDeadLetterQueue = new sqs.Queue(this, 'SchedulerDeadLetterQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.schedulerDeadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself a dead-letter queue: EventBridge Scheduler schedules name it as ' +
        'their DeadLetterConfig at run time, which cdk-nag cannot see in the template.',
    });
    // On new dead letters, not on their presence: the queue keeps a message 14 days, and an alarm
    // on what is visible stayed red all that time after one failure, hiding the next one. Scheduler
    // sends with SendMessage, so every dead letter counts in NumberOfMessagesSent; the on-call
    // inspects and re-drives what is left with `npm run dlq` (README, On-call runbook).
    new cloudwatch.Alarm(this, 'MissedCheckInStartsAlarm', {
      alarmDescription:
        'A scheduled check-in could not be started and landed in the scheduler dead-letter queue: ' +
        'somebody did not get their call. `npm run dlq -- inspect --stage <stage>` lists them.',
      metric: this.schedulerDeadLetterQueue.metricNumberOfMessagesSent({
        period: Duration.minutes(5),
        statistic: cloudwatch.Stats.SUM,
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // An idle queue publishes nothing: no data means no new dead letter.
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    new CfnOutput(this, 'SchedulerDeadLetterQueueUrl', {
      description: 'The scheduler dead-letter queue (`npm run dlq` finds it by name; `--queue-url` overrides)',
      value: this.schedulerDeadLetterQueue.queueUrl,
    });

    this.schedulerRole = new iam.Role(this, 'SchedulerRole', {
      description: 'Assumed by EventBridge Scheduler to start the CareCall check-in workflow',
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com').withConditions({
        StringEquals: { 'aws:SourceAccount': this.account },
      }),
    });
    // states:StartExecution is granted by the workflow stack, which owns the state machine.
    this.schedulerRole.addToPolicy(
      new iam.PolicyStatement({
        actions: ['sqs:SendMessage'],
        resources: [this.schedulerDeadLetterQueue.queueArn],
      }),
    );

    this.recordings = new CallRecordings(this, 'CallRecordings', { stage: props.stage });

    this.twilioSecret = new secretsmanager.Secret(this, 'TwilioSecret', {
      secretName: `carecall-${props.stage}/twilio`,
      description:
        'CareCall Twilio account: replace the placeholder with {"accountSid","authToken","fromNumber"} after deploying',
      // A placeholder only: the functions refuse it (no accountSid), so nothing runs on it.
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ accountSid: '', authToken: '', fromNumber: '' }),
        generateStringKey: 'placeholder',
        excludePunctuation: true,
      },
      // The operator's credentials must survive a stack deletion like the table does.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.twilioSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'A Twilio auth token cannot be rotated by a Secrets Manager rotation function: it is ' +
        'rotated in the Twilio console (secondary token promoted) and then written here by the operator.',
    });
  }

  /** The scheduler pieces, as the API and the workflow take them. */
  get checkInScheduling(): CheckInScheduling {
    return {
      groupName: this.scheduleGroup.scheduleGroupName,
      schedulesArn: this.schedulesArn,
      role: this.schedulerRole,
      deadLetterQueue: this.schedulerDeadLetterQueue,
    };
  }
}
