import { StateMachine } from 'aws-local-stepfunctions';
import type { ExecutionRunner } from '@/functions/adapters/local/local-executions.ts';
import type { AslDefinition } from './template-to-asl.ts';
import type { TaskTokens } from './task-tokens.ts';

/** A local Task handler: gets the state's input (its Parameters applied) and returns its result. */
export type LocalTaskHandler = (input: Record<string, unknown>) => Promise<unknown>;

export interface LocalStateMachineOptions {
  definition: AslDefinition;
  /** Task state name -> handler; every Task state of the definition must have one. */
  handlers: Record<string, LocalTaskHandler>;
  tokens: TaskTokens;
  /** Multiplies every Wait, retry interval and task timeout (LOCAL_WAIT_SCALE). */
  waitScale: number;
  /** A scaled task timeout never drops below this many seconds. Default 20. */
  minTimeoutSeconds?: number;
}

/**
 * Runs the synthesised definition with aws-local-stepfunctions. It has no task tokens, so the
 * context's `Task.Token` hands out a token (the interpreter reads it once per execution, so the
 * runner of the check-in hands each waiting task attempt its own: local-check-in.ts).
 */
export function localStateMachineRunner(options: LocalStateMachineOptions): ExecutionRunner {
  const definition = scaledDefinition(options.definition, options.waitScale, options.minTimeoutSeconds ?? MIN_SCALED_TIMEOUT_SECONDS);
  const taskStates = Object.entries(definition.States).filter(([, s]) => s.Type === 'Task').map(([name]) => name);
  const missing = taskStates.filter((name) => !options.handlers[name]);
  if (missing.length) throw new Error(`No local handler for Task state(s): ${missing.join(', ')}`);
  const machine = new StateMachine(definition as never, { validationOptions: { checkArn: false } });
  const waitTimeOverrides = Object.fromEntries(
    Object.entries(options.definition.States)
      .filter(([, s]) => s.Type === 'Wait' && typeof s.Seconds === 'number')
      .map(([name, s]) => [name, Math.max(1, Math.round((s.Seconds as number) * 1000 * options.waitScale))]),
  );
  const retryIntervalOverrides = Object.fromEntries(
    Object.entries(options.definition.States)
      .filter(([, s]) => Array.isArray(s.Retry))
      .map(([name, s]) => [name, (s.Retry as { IntervalSeconds?: number }[]).map((r) => Math.max(1, Math.round((r.IntervalSeconds ?? 1) * 1000 * options.waitScale)))]),
  );

  return async (execution, enterState, signal) => {
    const tokens = options.tokens;
    const context = {
      Execution: { Id: execution.executionId, Name: execution.name, Input: execution.input, StartTime: execution.startDate },
      StateMachine: { Id: 'local:check-in', Name: 'check-in' },
      get Task() {
        return { Token: tokens.newToken() };
      },
    };
    const run = machine.run(execution.input as never, {
      overrides: { taskResourceLocalHandlers: options.handlers as never, waitTimeOverrides, retryIntervalOverrides: retryIntervalOverrides as never },
      context: context as never,
    });
    signal.addEventListener('abort', () => run.abort(), { once: true });
    const follow = (async () => {
      for await (const event of run.eventLogs) {
        if (event.type === 'StateEntered') enterState((event as unknown as { state: { name: string } }).state.name);
      }
    })();
    const output = await run.result;
    await follow;
    return output;
  };
}

// A scaled task timeout never drops below this: a real conversation through the simulator takes
// a few seconds of webhook round trips whatever the scale.
const MIN_SCALED_TIMEOUT_SECONDS = 20;

/** Task timeouts are in the definition itself, so the scaled copy carries shorter ones. */
function scaledDefinition(definition: AslDefinition, scale: number, minTimeoutSeconds: number): AslDefinition {
  const copy = structuredClone(definition);
  for (const state of Object.values(copy.States)) {
    if (typeof state.TimeoutSeconds === 'number') {
      const scaled = Math.ceil(state.TimeoutSeconds * scale);
      state.TimeoutSeconds = Math.min(state.TimeoutSeconds, Math.max(minTimeoutSeconds, scaled));
    }
  }
  return copy;
}
