import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { CallRecordingsRef } from '../constructs/call-recordings.ts';
import type { CheckInScheduling } from '../constructs/check-in-scheduling.ts';
import { CheckInWorkflow } from '../constructs/check-in-workflow.ts';
import { AssessmentFallbackAlarm } from '../constructs/on-call-alarms.ts';
import type { MailSendingRef } from '../constructs/mail-sending.ts';

export interface WorkflowStackProps extends StackProps {
  readonly stage: string;
  /** The single table (from the stateful stack). */
  readonly table: ITable;
  /** The scheduler group, role and dead-letter queue (from the stateful stack). */
  readonly scheduling: CheckInScheduling;
  /** `carecall-<stage>/twilio` (from the stateful stack). */
  readonly twilioSecret: ISecret;
  /** Recordings bucket and key (from the stateful stack). */
  readonly recordings: CallRecordingsRef;
  /** The number calls and texts come from (E.164); empty until set. */
  readonly callerNumber: string;
  /** The Bedrock foundation model that assesses check-ins. */
  readonly bedrockModelId: string;
  /** Amazon SES (from the stateful stack) and the site the emails link to. */
  readonly mail?: MailSendingRef;
  readonly appOrigin?: string;
}

/**
 * The check-in workflow, its functions and webhooks, the scheduler's right to start it, and the
 * alarm on assessments that Bedrock could not make.
 */
export class WorkflowStack extends Stack {
  readonly checkInWorkflow: CheckInWorkflow;
  /** Fires when the built-in assessor keeps answering instead of Bedrock. */
  readonly assessmentFallbackAlarm: AssessmentFallbackAlarm;

  constructor(scope: Construct, id: string, props: WorkflowStackProps) {
    super(scope, id, props);

    this.checkInWorkflow = new CheckInWorkflow(this, 'CheckInWorkflow', {
      stage: props.stage,
      table: props.table,
      scheduling: props.scheduling,
      twilioSecret: props.twilioSecret,
      recordings: props.recordings,
      callerNumber: props.callerNumber,
      bedrockModelId: props.bedrockModelId,
      mail: props.mail,
      appOrigin: props.appOrigin,
    });

    // The policy lives here, beside the state machine, so that the stateful stack never depends
    // on this one (this stack depends on the stateful one for the table, secret and recordings).
    new iam.Policy(this, 'SchedulerStartsCheckIns', {
      roles: [props.scheduling.role],
      statements: [
        new iam.PolicyStatement({
          actions: ['states:StartExecution'],
          resources: [this.checkInWorkflow.stateMachine.stateMachineArn],
        }),
      ],
    });

    this.assessmentFallbackAlarm = new AssessmentFallbackAlarm(this, 'AssessmentFallbacks');

    new CfnOutput(this, 'TwilioWebhookUrl', {
      description:
        'Base URL of the Twilio webhooks; each placed call tells Twilio its own webhook URLs. For ' +
        'people calling in, set the number\'s Voice URL to <this>incoming and its status callback ' +
        'URL to <this>status in the Twilio console (README)',
      value: this.checkInWorkflow.webhookUrl.url,
    });
  }
}
