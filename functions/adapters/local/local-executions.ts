import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { WorkflowInput } from '../../core/model.ts';
import type { WorkflowPort } from '../../core/ports/scheduling.ts';

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
  signal: AbortSignal,
) => Promise<unknown>;

/**
 * The local twin of Step Functions' execution list: starts executions through a runner, keeps
 * their status and state-by-state path, and persists them in DATA_DIR so history survives restarts.
 * Starting twice with the same name returns the first execution, as Step Functions does.
 */
export class LocalWorkflow implements WorkflowPort {
  private readonly executions = new Map<string, LocalExecution>();
  private readonly running = new Set<Promise<void>>();
  private readonly aborts = new Map<string, AbortController>();

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
    const abort = new AbortController();
    this.aborts.set(execution.executionId, abort);
    try {
      execution.output = await this.runner(execution, (state) => {
        execution.states.push(state);
      }, abort.signal);
      execution.status = 'SUCCEEDED';
    } catch (error) {
      execution.status = abort.signal.aborted ? 'ABORTED' : (error as Error).name === 'ExecutionTimeoutError' ? 'TIMED_OUT' : 'FAILED';
      execution.error = (error as Error).name;
      execution.cause = (error as Error).message;
    } finally {
      this.aborts.delete(execution.executionId);
    }
    execution.stopDate = new Date().toISOString();
    this.persist();
  }

  /** Stops every running execution (shutdown), as StopExecution would. */
  async abortAll(): Promise<void> {
    for (const abort of this.aborts.values()) abort.abort();
    await this.idle();
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
