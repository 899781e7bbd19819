import { Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { CheckInWorkflow } from '../constructs/check-in-workflow.ts';

export interface WorkflowStackProps extends StackProps {
  readonly stage: string;
  /** The role EventBridge Scheduler assumes (from the stateful stack). */
  readonly schedulerRole: iam.IRole;
}

/** The check-in workflow, and the scheduler's right to start it. */
export class WorkflowStack extends Stack {
  readonly checkInWorkflow: CheckInWorkflow;

  constructor(scope: Construct, id: string, props: WorkflowStackProps) {
    super(scope, id, props);

    this.checkInWorkflow = new CheckInWorkflow(this, 'CheckInWorkflow', { stage: props.stage });

    // The policy lives here, beside the state machine, so that the stateful stack never depends
    // on this one (later workflow tasks will need the table: that dependency points the other way).
    new iam.Policy(this, 'SchedulerStartsCheckIns', {
      roles: [props.schedulerRole],
      statements: [
        new iam.PolicyStatement({
          actions: ['states:StartExecution'],
          resources: [this.checkInWorkflow.stateMachine.stateMachineArn],
        }),
      ],
    });
  }
}
