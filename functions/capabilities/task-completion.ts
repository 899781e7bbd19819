import { StepFunctionsTaskCompletion } from '../adapters/stepfunctions/task-completion.ts';
import { compose, type Capability } from '../composition.ts';

export const taskCompletion: Capability<'tasks'> = {
  name: 'task-completion',
  ports: ['tasks'],
  create: () => ({ tasks: new StepFunctionsTaskCompletion() }),
};
compose(taskCompletion);
