import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';

export interface CheckInWorkflowProps {
  readonly stage: string;
}

/** State names, shared with the local runner, which maps Task states by name. */
export const CHECK_IN_STATES = {
  begin: 'BeginCheckIn',
  recorded: 'CheckInRecorded',
} as const;

/**
 * The check-in workflow: one execution per scheduled (or test) call. Executions carry ids only;
 * the states read what they need from the table, so health data never reaches the execution
 * input, output or logs.
 */
export class CheckInWorkflow extends Construct {
  readonly stateMachine: sfn.StateMachine;
  readonly logGroup: logs.LogGroup;
  /** Fires when an execution fails: a check-in may not have been placed or recorded. */
  readonly failedExecutionsAlarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: CheckInWorkflowProps) {
    super(scope, id);

    // A placeholder definition: the calling, assessing and escalating states come later.
    const definition = new sfn.Pass(this, CHECK_IN_STATES.begin).next(
      new sfn.Succeed(this, CHECK_IN_STATES.recorded),
    );

    this.logGroup = new logs.LogGroup(this, 'ExecutionLogs', {
      // Step Functions expects vended log groups under /aws/vendedlogs/ (resource policy size).
      logGroupName: `/aws/vendedlogs/states/carecall-${props.stage}-check-in`,
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.stateMachine = new sfn.StateMachine(this, 'StateMachine', {
      stateMachineName: `carecall-${props.stage}-check-in`,
      stateMachineType: sfn.StateMachineType.STANDARD,
      definitionBody: sfn.DefinitionBody.fromChainable(definition),
      comment: 'CareCall check-in: place the call, assess the answers, escalate when needed',
      // Retries and escalation calls included, a check-in is over well within a day.
      timeout: Duration.hours(6),
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

    this.failedExecutionsAlarm = new cloudwatch.Alarm(this, 'ExecutionsFailedAlarm', {
      alarmDescription:
        'A check-in workflow execution failed: a person may not have been called, or their ' +
        'contacts not alerted. Open the execution in the Step Functions console.',
      metric: this.stateMachine.metricFailed({
        period: Duration.minutes(5),
        statistic: cloudwatch.Stats.SUM,
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
  }
}
