import { SFNClient, SendTaskSuccessCommand } from '@aws-sdk/client-sfn';
import type { TaskCompletionPort } from '../../core/ports/scheduling.ts';

// A token whose task already ended (timed out, or the execution stopped) cannot be completed;
// that is not an error for the webhook that reports a call's end late.
const GONE = new Set(['TaskTimedOut', 'TaskDoesNotExist', 'InvalidToken']);

export class StepFunctionsTaskCompletion implements TaskCompletionPort {
  constructor(private readonly client = new SFNClient({})) {}

  async succeed(taskToken: string, output: Record<string, unknown>): Promise<void> {
    try {
      await this.client.send(new SendTaskSuccessCommand({ taskToken, output: JSON.stringify(output) }));
    } catch (error) {
      if (!GONE.has((error as Error).name)) throw error;
    }
  }
}
