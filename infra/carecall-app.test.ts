import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { buildCareCall, contextFlag, DEFAULT_BEDROCK_MODEL_ID, readSettings } from './carecall-app.ts';
import { synthApp } from './test-support/synth-app.ts';

describe('CareCall app settings', () => {
  it('defaults to stage dev, no app origin or caller number, Claude 3 Haiku, and the CLI account and region', () => {
    const app = new App();

    const settings = readSettings(app, { CDK_DEFAULT_ACCOUNT: '111122223333', CDK_DEFAULT_REGION: 'us-east-1' });

    expect(settings).toEqual({
      stage: 'dev',
      appOrigin: '',
      env: { account: '111122223333', region: 'us-east-1' },
      callerNumber: '',
      bedrockModelId: 'anthropic.claude-3-haiku-20240307-v1:0',
    });
    expect(DEFAULT_BEDROCK_MODEL_ID).toBe(settings.bedrockModelId);
  });

  it('takes the caller number and Bedrock model from context before the environment', () => {
    const fromContext = new App({ context: { callerNumber: '+15550100200', bedrockModelId: 'amazon.nova-lite-v1:0' } });
    const env = { CARECALL_CALLER_NUMBER: '+441632960000', CARECALL_BEDROCK_MODEL_ID: 'anthropic.claude-3-5-haiku-20241022-v1:0' };

    expect(readSettings(fromContext, env)).toMatchObject({ callerNumber: '+15550100200', bedrockModelId: 'amazon.nova-lite-v1:0' });
    expect(readSettings(new App(), env)).toMatchObject(
      { callerNumber: '+441632960000', bedrockModelId: 'anthropic.claude-3-5-haiku-20241022-v1:0' },
    );
  });

  it('refuses a caller number that is not E.164 and a model id that is not a foundation model', () => {
    expect(() => buildCareCall(new App(), { stage: 'dev', appOrigin: '', callerNumber: '555-0100' })).toThrow(/E\.164/);
    expect(() =>
      buildCareCall(new App(), { stage: 'dev', appOrigin: '', bedrockModelId: 'us.anthropic.claude-3-haiku-20240307-v1:0' }),
    ).toThrow(/foundation model/);
    expect(() => buildCareCall(new App(), { stage: 'dev', appOrigin: '', bedrockModelId: 'x/../y' })).toThrow(/foundation model/);
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

    expect([stacks.stateful, stacks.workflow, stacks.api, stacks.hosting].map((s) => s.stackName)).toEqual([
      'CareCall-qa-Stateful',
      'CareCall-qa-Workflow',
      'CareCall-qa-Api',
      'CareCall-qa-Hosting',
    ]);
  });

  it('refuses a stage name that cannot be part of resource names', () => {
    expect(() => buildCareCall(new App(), { stage: 'Prod_1', appOrigin: '' })).toThrow(/Stage/);
  });

  it('synthesises without the feature flags of cdk.json too, as the local twin does', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });

    buildCareCall(app, { stage: 'local', appOrigin: '' });

    expect(() => app.synth()).not.toThrow();
  });
});
