import { StepFunctionsWorkflow } from '../adapters/stepfunctions/step-functions-workflow.ts';
import { compose, required, type Capability } from '../composition.ts';

export const workflow: Capability<'workflow'> = {
  name: 'workflow',
  ports: ['workflow'],
  create: (env) => ({ workflow: new StepFunctionsWorkflow(required(env, 'STATE_MACHINE_ARN')) }),
};
compose(workflow);
