import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { WorkflowInput } from '../../core/model.ts';
import type { WorkflowPort } from '../../core/ports.ts';

export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED';

export interface LocalExecution {
  executionId: string;
  name: string;
  status: ExecutionStatus;
  startDate: string;
  stopDate?: string;
  states: string[];
  input: WorkflowInput;
  output?: unknown;
  error?: string;
  cause?: string;
}

/** Runs one execution; reports each state entered and resolves with the output or throws. */
export type ExecutionRunner = (
  execution: LocalExecution,
  enterState: (name: string) => void,
) => Promise<unknown>;

/**
 * The local twin of Step Functions' execution list: starts executions through a runner, keeps
 * their status and state-by-state path, and persists them in DATA_DIR so history survives restarts.
 * Starting twice with the same name returns the first execution, as Step Functions does.
 */
export class LocalWorkflow implements WorkflowPort {
  private readonly executions = new Map<string, LocalExecution>();
  private readonly running = new Set<Promise<void>>();

  constructor(
    private runner: ExecutionRunner,
    private readonly file?: string,
  ) {
    if (file && existsSync(file)) {
      for (const e of JSON.parse(readFileSync(file, 'utf8')) as LocalExecution[]) {
        // An execution cut off by a restart did not finish; say so rather than show it running forever.
        if (e.status === 'RUNNING') Object.assign(e, { status: 'ABORTED', stopDate: new Date().toISOString(), error: 'LocalServerRestarted' });
        this.executions.set(e.executionId, e);
      }
    }
  }

  setRunner(runner: ExecutionRunner): void {
    this.runner = runner;
  }

  async start(input: WorkflowInput, name: string = randomUUID()): Promise<{ executionId: string }> {
    const existing = [...this.executions.values()].find((e) => e.name === name);
    if (existing) return { executionId: existing.executionId };
    const execution: LocalExecution = {
      executionId: `local:${name}`,
      name,
      status: 'RUNNING',
      startDate: new Date().toISOString(),
      states: [],
      input,
    };
    this.executions.set(execution.executionId, execution);
    this.persist();
    const run = this.run(execution).finally(() => this.running.delete(run));
    this.running.add(run);
    return { executionId: execution.executionId };
  }

  private async run(execution: LocalExecution): Promise<void> {
    try {
      execution.output = await this.runner(execution, (state) => {
        execution.states.push(state);
      });
      execution.status = 'SUCCEEDED';
    } catch (error) {
      execution.status = 'FAILED';
      execution.error = (error as Error).name;
      execution.cause = (error as Error).message;
    }
    execution.stopDate = new Date().toISOString();
    this.persist();
  }

  list(): LocalExecution[] {
    return [...this.executions.values()].sort((a, b) => b.startDate.localeCompare(a.startDate) || b.executionId.localeCompare(a.executionId));
  }

  get(executionId: string): LocalExecution | undefined {
    return this.executions.get(executionId);
  }

  /** Waits for every running execution (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  private persist(): void {
    if (!this.file) return;
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.list(), null, 1));
    renameSync(tmp, this.file);
  }
}

/**
 * Until the check-in state machine exists (the check-in workflow issue), an execution ends at once
 * as FAILED with a plain cause, so nobody mistakes it for a call that happened.
 */
export const workflowNotBuiltYet: ExecutionRunner = async () => {
  const error = new Error('The check-in workflow is not part of this build yet; no call was placed.');
  error.name = 'CheckInWorkflowNotBuilt';
  throw error;
};
