import { beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_STATES } from '../constructs/check-in-workflow.ts';
import { synthApp, type SynthesisedApp } from '../test-support/synth-app.ts';
import { logicalIdOf, onlyResource } from '../test-support/templates.ts';

describe('workflow stack', () => {
  let synthesised: SynthesisedApp;

  beforeAll(() => {
    synthesised = synthApp({ stage: 'test' });
  });

  const workflow = () => synthesised.template(synthesised.stacks.workflow);

  it('runs check-ins as a named STANDARD state machine with X-Ray tracing', () => {
    workflow().hasResourceProperties('AWS::StepFunctions::StateMachine', {
      StateMachineName: 'carecall-test-check-in',
      StateMachineType: 'STANDARD',
      TracingConfiguration: { Enabled: true },
    });
  });

  it('logs every state transition but never execution data (health data stays out of logs)', () => {
    const logGroupId = logicalIdOf(synthesised.stacks.workflow.checkInWorkflow.logGroup);

    workflow().hasResourceProperties('AWS::StepFunctions::StateMachine', {
      LoggingConfiguration: {
        Level: 'ALL',
        IncludeExecutionData: false,
        Destinations: [
          { CloudWatchLogsLogGroup: { LogGroupArn: { 'Fn::GetAtt': [logGroupId, 'Arn'] } } },
        ],
      },
    });
  });

  it('starts at BeginCheckIn and ends at CheckInRecorded (placeholder definition)', () => {
    const stateMachine = onlyResource(workflow(), 'AWS::StepFunctions::StateMachine');

    const definition = JSON.parse(stateMachine.Properties?.DefinitionString as string) as {
      StartAt: string;
      States: Record<string, { Type: string; Next?: string }>;
    };

    expect(definition.StartAt).toBe(CHECK_IN_STATES.begin);
    expect(definition.States[CHECK_IN_STATES.begin]).toEqual({
      Type: 'Pass',
      Next: CHECK_IN_STATES.recorded,
    });
    expect(definition.States[CHECK_IN_STATES.recorded]).toEqual({ Type: 'Succeed' });
  });

  it('alarms on the first failed execution', () => {
    const stateMachineId = logicalIdOf(synthesised.stacks.workflow.checkInWorkflow.stateMachine);

    workflow().hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/States',
      MetricName: 'ExecutionsFailed',
      Dimensions: [{ Name: 'StateMachineArn', Value: { Ref: stateMachineId } }],
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Threshold: 1,
      TreatMissingData: 'notBreaching',
    });
  });
});
