import { StepFunctionsWorkflow } from '../adapters/stepfunctions/step-functions-workflow.ts';
import { compose, required, type Capability } from '../composition.ts';
import { SETTING } from '../settings.ts';

export const workflow: Capability<'workflow'> = {
  name: 'workflow',
  ports: ['workflow'],
  create: (env) => ({ workflow: new StepFunctionsWorkflow(required(env, SETTING.stateMachineArn)) }),
};
compose(workflow);
