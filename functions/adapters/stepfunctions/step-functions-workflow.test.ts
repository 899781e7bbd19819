import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { StepFunctionsWorkflow } from './step-functions-workflow.ts';

describe('Step Functions workflow adapter', () => {
  it('starts the state machine with a name (idempotent start) and ids only', async () => {
    const sdk = mockClient(SFNClient);
    sdk.on(StartExecutionCommand).resolves({ executionArn: 'arn:aws:states:x:1:execution:checkin:test-abc', startDate: new Date() });

    const out = await new StepFunctionsWorkflow('arn:aws:states:x:1:stateMachine:checkin', new SFNClient({})).start(
      { kind: 'test', userId: 'u1', callLogId: 'c1' },
      'test-c1',
    );

    expect(out.executionId).toBe('arn:aws:states:x:1:execution:checkin:test-abc');
    const input = sdk.commandCalls(StartExecutionCommand)[0]!.args[0].input;
    expect(input).toMatchObject({ stateMachineArn: 'arn:aws:states:x:1:stateMachine:checkin', name: 'test-c1' });
    expect(JSON.parse(input.input!)).toEqual({ kind: 'test', userId: 'u1', callLogId: 'c1' });
  });
});
