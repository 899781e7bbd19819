import { EventBridgeScheduler } from '../adapters/scheduler/eventbridge-scheduler.ts';
import { compose, required, type Capability } from '../composition.ts';

export const scheduler: Capability<'scheduler'> = {
  name: 'scheduler',
  ports: ['scheduler'],
  create: (env) => ({
    scheduler: new EventBridgeScheduler({
      groupName: required(env, 'SCHEDULER_GROUP_NAME'),
      targetArn: required(env, 'SCHEDULER_TARGET_ARN'),
      roleArn: required(env, 'SCHEDULER_ROLE_ARN'),
      deadLetterArn: required(env, 'SCHEDULER_DLQ_ARN'),
    }),
  }),
};
compose(scheduler);
