import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { buildCareCall, contextFlag, readSettings } from './carecall-app.ts';
import { synthApp } from './test-support/synth-app.ts';

describe('CareCall app settings', () => {
  it('defaults to stage dev, no app origin, and the CLI account and region', () => {
    const app = new App();

    const settings = readSettings(app, { CDK_DEFAULT_ACCOUNT: '111122223333', CDK_DEFAULT_REGION: 'us-east-1' });

    expect(settings).toEqual({
      stage: 'dev',
      appOrigin: '',
      env: { account: '111122223333', region: 'us-east-1' },
    });
  });

  it('takes stage and origin from context before the environment', () => {
    const app = new App({ context: { stage: 'prod', appOrigin: 'https://d111.cloudfront.net' } });

    const settings = readSettings(app, { CARECALL_STAGE: 'other', CARECALL_APP_ORIGIN: 'https://x.example' });

    expect(settings.stage).toBe('prod');
    expect(settings.appOrigin).toBe('https://d111.cloudfront.net');
  });

  it('reads flags given as strings on the command line', () => {
    expect(contextFlag(new App({ context: { nag: 'false' } }), 'nag', true)).toBe(false);
    expect(contextFlag(new App({ context: { nag: 'true' } }), 'nag', false)).toBe(true);
    expect(contextFlag(new App(), 'nag', true)).toBe(true);
  });

  it('names the stacks after the stage, so stages can live side by side', () => {
    const { stacks } = synthApp({ stage: 'qa' });

    expect([stacks.stateful, stacks.workflow, stacks.api].map((s) => s.stackName)).toEqual([
      'CareCall-qa-Stateful',
      'CareCall-qa-Workflow',
      'CareCall-qa-Api',
    ]);
  });

  it('refuses a stage name that cannot be part of resource names', () => {
    expect(() => buildCareCall(new App(), { stage: 'Prod_1', appOrigin: '' })).toThrow(/Stage/);
  });
});
