import middy from '@middy/core';
import { getCheckInDeps } from '../check-in-composition.ts';
import { WORKFLOW_STEPS, type WorkflowTaskName } from '../core/check-in/steps.ts';
import type { CheckInDeps } from '../core/ports/deps.ts';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { errorName, logger } from '../logger.ts';
import { checkInCounts, publishCounts } from '../metrics.ts';

/**
 * One Lambda per Task state. The event is the state's payload (ids only); a thrown error makes
 * Step Functions retry with backoff, then take the state's catch path. Errors are logged by kind,
 * never with health data.
 */
export function workflowTask<I, O>(name: string, run: (deps: CheckInDeps, input: I) => Promise<O>) {
  return middy<I, O>(async (event: I) => run(getCheckInDeps(), event)).use(injectLambdaContext(logger)).use({
    // Check-ins completed, escalations started, contacts texted: decided by the step, counted here.
    after: async (request) => publishCounts(checkInCounts(name, request.event, request.response)),
    onError: async (request) => {
      // The name only: a message may quote what was said on the call.
      logger.error('Workflow step failed', { task: name, error: errorName(request.error) });
    },
  });
}

/** The Lambda of one workflow step, by its name in the step table (core/check-in/steps.ts). */
export function stepHandler(name: string | undefined) {
  if (!name || !Object.hasOwn(WORKFLOW_STEPS, name)) throw new Error(`No workflow step named ${name}`);
  const step = name as WorkflowTaskName;
  return workflowTask(step, WORKFLOW_STEPS[step].run as (deps: CheckInDeps, input: unknown) => Promise<unknown>);
}
