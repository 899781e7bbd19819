import { EventBridgeScheduler } from '../adapters/scheduler/eventbridge-scheduler.ts';
import { compose, required, type Capability } from '../composition.ts';
import { SETTING } from '../settings.ts';

export const scheduler: Capability<'scheduler'> = {
  name: 'scheduler',
  ports: ['scheduler'],
  create: (env) => ({
    scheduler: new EventBridgeScheduler({
      groupName: required(env, SETTING.schedulerGroupName),
      targetArn: required(env, SETTING.schedulerTargetArn),
      roleArn: required(env, SETTING.schedulerRoleArn),
      deadLetterArn: required(env, SETTING.schedulerDlqArn),
    }),
  }),
};
compose(scheduler);
