import type { ExecutionRunner } from '@/functions/adapters/local/local-executions.ts';
import { WORKFLOW_TASKS, type WorkflowTaskName } from '@/functions/workflow/tasks.ts';
import { localStateMachineRunner, type LocalTaskHandler } from './local-state-machine.ts';
import { synthesiseCheckInDefinition } from './synthesise-check-in.ts';
import type { AslDefinition } from './template-to-asl.ts';
import { taskFunctionId } from '../../constructs/task-function-id.ts';
import type { TaskTokens } from './task-tokens.ts';

type TaskLambda = (event: unknown, context: unknown) => Promise<unknown>;

// The cloud bundles one entry per step with the step's name (functions/workflow/step.ts); the twin,
// which composes every adapter itself, builds the same handler by name.
const loaded = new Map<WorkflowTaskName, Promise<TaskLambda>>();
function loadTask(name: WorkflowTaskName): Promise<TaskLambda> {
  let fn = loaded.get(name);
  if (!fn) {
    fn = import('@/functions/workflow/task-handler.ts').then((m) => m.stepHandler(name) as unknown as TaskLambda);
    loaded.set(name, fn);
  }
  return fn;
}

const lambdaContext = { getRemainingTimeInMillis: () => 60_000 };

/**
 * Which function each Task state invokes, read from the definition itself: the state's
 * FunctionName is the placeholder ARN of the function's logical id (template-to-asl.ts), and CDK
 * makes that id from the construct id `taskFunctionId(name)` plus an 8-character hash.
 */
export function taskOfEachState(definition: AslDefinition): Record<string, WorkflowTaskName> {
  const names = Object.keys(WORKFLOW_TASKS) as WorkflowTaskName[];
  const result: Record<string, WorkflowTaskName> = {};
  for (const [state, body] of Object.entries(definition.States)) {
    if (body.Type !== 'Task') continue;
    // `lambda:invoke` integrations name the function in Parameters; a plain invoke is the Resource.
    const fn = String((body.Parameters as { FunctionName?: string } | undefined)?.FunctionName ?? body.Resource ?? '');
    const name = names.find((n) => new RegExp(`${taskFunctionId(n)}[0-9A-F]{8}$`).test(fn));
    if (!name) throw new Error(`Task state ${state} invokes ${fn}, which is no workflow task`);
    result[state] = name;
  }
  return result;
}

/**
 * The check-in workflow of the local twin: the synthesised definition, each Task state mapped to
 * the handler module the cloud invokes. A waitForTaskToken state gets the Lambda's payload (the
 * Parameters' `Payload`), then waits for the webhook to complete its token, as in the cloud.
 */
export function localCheckInRunner(options: { tokens: TaskTokens; waitScale: number; onInvoke?: (state: string) => void }): ExecutionRunner {
  const definition = synthesiseCheckInDefinition();
  const handlers: Record<string, LocalTaskHandler> = {};
  for (const [state, name] of Object.entries(taskOfEachState(definition))) {
    const task = WORKFLOW_TASKS[name];
    handlers[state] = async (input) => {
      const given = 'FunctionName' in input && 'Payload' in input ? (input.Payload as Record<string, unknown>) : input;
      // Step Functions gives every attempt of a waiting task its own token. The interpreter copies
      // the run's context once, so `$$.Task.Token` would be one token for the whole execution, and
      // a late completion of one wait would end the next one: each attempt gets a fresh token here.
      const payload = task.waits ? { ...given, taskToken: options.tokens.newToken() } : given;
      const handler = await loadTask(name);
      options.onInvoke?.(state);
      const result = await handler(payload, lambdaContext);
      return task.waits ? options.tokens.wait(String(payload.taskToken)) : result;
    };
  }
  return localStateMachineRunner({ definition, handlers, tokens: options.tokens, waitScale: options.waitScale });
}
