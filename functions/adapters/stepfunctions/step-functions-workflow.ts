import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { WorkflowInput } from '../../core/model.ts';
import type { WorkflowPort } from '../../core/ports/scheduling.ts';

/**
 * Starts the check-in state machine. A name makes the start idempotent: Step Functions answers a
 * repeated start (same name, same input) with the execution already running.
 */
export class StepFunctionsWorkflow implements WorkflowPort {
  constructor(
    private readonly stateMachineArn: string,
    private readonly client = new SFNClient({}),
  ) {}

  async start(input: WorkflowInput, name?: string): Promise<{ executionId: string }> {
    const out = await this.client.send(
      new StartExecutionCommand({ stateMachineArn: this.stateMachineArn, name, input: JSON.stringify(input) }),
    );
    return { executionId: out.executionArn! };
  }
}
