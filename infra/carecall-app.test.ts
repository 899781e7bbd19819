import { App, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { buildCareCall, contextFlag, DEFAULT_BEDROCK_MODEL_ID, readSettings } from './carecall-app.ts';
import { cdkJsonContext } from './cdk-context.ts';
import { synthApp } from './test-support/synth-app.ts';
import { logicalIdOf, resourcesOfType } from './test-support/templates.ts';

describe('CareCall app settings', () => {
  it('defaults to stage dev, no app origin or caller number, Claude 3 Haiku, and the CLI account and region', () => {
    const app = new App();

    const settings = readSettings(app, { CDK_DEFAULT_ACCOUNT: '111122223333', CDK_DEFAULT_REGION: 'us-east-1' });

    expect(settings).toEqual({
      stage: 'dev',
      appOrigin: '',
      env: { account: '111122223333', region: 'us-east-1' },
      callerNumber: '',
      bedrockModelId: 'us.anthropic.claude-haiku-4-5-20251001-v1:0',
      alarmEmail: '',
      mailFrom: '',
      supportEmail: '',
      tableWarmWrites: 0,
      originVerifyRotation: '',
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

  it('refuses a caller number that is not E.164 and a model id that is neither a model nor an inference profile', () => {
    expect(() => buildCareCall(new App(), { stage: 'dev', appOrigin: '', callerNumber: '555-0100' })).toThrow(/E\.164/);
    expect(() => buildCareCall(new App(), { stage: 'dev', appOrigin: '', bedrockModelId: 'x/../y' })).toThrow(/inference profile/);
    expect(() => buildCareCall(new App(), { stage: 'dev', appOrigin: '', bedrockModelId: 'xx.anthropic/claude' })).toThrow(/inference profile/);
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

  it('pre-warms the table and both its indexes for the write units asked, and leaves them at DynamoDB\'s start otherwise', () => {
    const settingsOf = (context: Record<string, string>, env: NodeJS.ProcessEnv = {}) => readSettings(new App({ context }), env);
    expect(settingsOf({ tableWarmWrites: '6000' }, { CARECALL_TABLE_WARM_WRITES: '9000' }).tableWarmWrites).toBe(6000);
    expect(settingsOf({}, { CARECALL_TABLE_WARM_WRITES: '9000' }).tableWarmWrites).toBe(9000);
    expect(settingsOf({}, { CARECALL_TABLE_WARM_WRITES: '' }).tableWarmWrites).toBe(0);

    const tableOf = (tableWarmWrites?: number) => {
      const { stacks, template } = synthApp({ tableWarmWrites });
      const [table] = [...resourcesOfType(template(stacks.stateful), 'AWS::DynamoDB::Table').values()].map((t) => t.Properties ?? {});
      return table as { WarmThroughput?: unknown; GlobalSecondaryIndexes: { IndexName: string; WarmThroughput?: unknown }[] };
    };
    const warm = tableOf(6000);
    expect(warm.WarmThroughput).toEqual({ WriteUnitsPerSecond: 6000 });
    expect(warm.GlobalSecondaryIndexes.map((i) => [i.IndexName, i.WarmThroughput])).toEqual([
      ['GSI1', { WriteUnitsPerSecond: 6000 }],
      ['GSI2', { WriteUnitsPerSecond: 6000 }],
    ]);
    const cold = tableOf(undefined);
    expect(cold.WarmThroughput).toBeUndefined();
    expect(cold.GlobalSecondaryIndexes.every((i) => i.WarmThroughput === undefined)).toBe(true);
  });

  it('refuses warm writes that are not a whole number of at least 4,000 a second, naming the setting', () => {
    for (const bad of ['lots', '2500', '6000.5', '-6000']) {
      const settings = readSettings(new App({ context: { tableWarmWrites: bad } }), {});
      expect(() => buildCareCall(new App(), { ...settings, webDistDir: false }), bad).toThrow(/Table warm writes .* at least 4000/);
    }
  });

  it('takes the alarm email from context before the environment', () => {
    const env = { CARECALL_ALARM_EMAIL: 'env@example.com' };

    expect(readSettings(new App({ context: { alarmEmail: 'oncall@example.com' } }), env).alarmEmail).toBe('oncall@example.com');
    expect(readSettings(new App(), env).alarmEmail).toBe('env@example.com');
  });
});

/** The whole app as `cdk synth -c alarmEmail=...` builds it, cdk-nag included (findings throw). */
function synthWithAlarmEmail(alarmEmail: string | undefined) {
  const app = new App({
    context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: false,
  });
  const stacks = buildCareCall(app, {
    stage: 'test',
    appOrigin: 'https://carecall.example',
    env: { account: '123456789012', region: 'eu-west-1' },
    webDistDir: false,
    alarmEmail,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const assembly = app.synth();
  const template = (stack: Stack) =>
    Template.fromJSON(assembly.getStackArtifact(stack.artifactId).template as Record<string, unknown>);
  return { stacks, template, templates: () => Object.values(stacks).map((stack: Stack) => [stack.stackName, template(stack)] as const) };
}

describe('on-call notifications', () => {
  const topicArnIn = (stack: Stack, topicStack: Stack, topicId: string) =>
    stack === topicStack ? JSON.stringify({ Ref: topicId }) : topicId;

  it('give every alarm of every stack the alarm topic as alarm and OK action', () => {
    const { stacks, template } = synthWithAlarmEmail(undefined);
    const topicId = logicalIdOf(stacks.stateful.alarmTopic.topic);

    let alarms = 0;
    for (const stack of Object.values(stacks) as Stack[]) {
      for (const [id, alarm] of resourcesOfType(template(stack), 'AWS::CloudWatch::Alarm')) {
        alarms++;
        const actions = alarm.Properties?.AlarmActions as unknown[] | undefined;
        const okActions = alarm.Properties?.OKActions as unknown[] | undefined;
        expect(actions, `${stack.stackName} ${id}`).toHaveLength(1);
        expect(JSON.stringify(actions), `${stack.stackName} ${id}`).toContain(topicArnIn(stack, stacks.stateful, topicId));
        expect(okActions, `${stack.stackName} ${id}`).toEqual(actions);
      }
    }
    // Missed starts, failed and timed-out executions, webhook errors, assessment fallbacks.
    expect(alarms).toBeGreaterThanOrEqual(5);
  });

  it('reach an alarm added later to any stack, without it naming the topic', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
    const stacks = buildCareCall(app, { stage: 'test', appOrigin: '', env: { account: '123456789012', region: 'eu-west-1' }, webDistDir: false });
    new cloudwatch.Alarm(stacks.hosting, 'SomeFutureAlarm', {
      metric: new cloudwatch.Metric({ namespace: 'CareCall', metricName: 'Something' }),
      threshold: 1,
      evaluationPeriods: 1,
    });

    const assembly = app.synth();

    const hosting = assembly.getStackArtifact(stacks.hosting.artifactId).template as { Resources: Record<string, any> };
    const alarm = Object.values(hosting.Resources).find((r) => r.Type === 'AWS::CloudWatch::Alarm');
    expect(JSON.stringify(alarm?.Properties.AlarmActions)).toContain(logicalIdOf(stacks.stateful.alarmTopic.topic));
  });

  it('subscribe the alarm email when one is set, and pass cdk-nag', () => {
    const { stacks, template } = synthWithAlarmEmail('oncall@example.com');

    const subscriptions = [...resourcesOfType(template(stacks.stateful), 'AWS::SNS::Subscription').values()];

    expect(subscriptions.map((s) => s.Properties)).toEqual([
      { Protocol: 'email', Endpoint: 'oncall@example.com', TopicArn: { Ref: logicalIdOf(stacks.stateful.alarmTopic.topic) } },
    ]);
  });

  it('subscribe nobody when no alarm email is set, in any stack', () => {
    const { templates } = synthWithAlarmEmail('');

    for (const [name, template] of templates()) {
      expect(resourcesOfType(template, 'AWS::SNS::Subscription').size, name).toBe(0);
    }
  });

  it('refuse an alarm email that is not an email address', () => {
    expect(() => buildCareCall(new App(), { stage: 'dev', appOrigin: '', alarmEmail: 'oncall' })).toThrow(/Alarm email/);
  });
});
