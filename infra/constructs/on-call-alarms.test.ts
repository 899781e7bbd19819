import { App, AspectPriority, Aspects, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { describe, expect, it } from 'vitest';
import { logicalIdOf } from '../test-support/templates.ts';
import { AlarmTopic, NotifyOnCall } from './on-call-alarms.ts';

function stackWithTopic() {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
  const stack = new Stack(app, 'OnCallTest', { env: { account: '123456789012', region: 'eu-west-1' } });
  const { topic } = new AlarmTopic(stack, 'AlarmTopic', { stage: 'test' });
  Aspects.of(stack).add(new NotifyOnCall(topic), { priority: AspectPriority.MUTATING });
  return { stack, topic };
}

describe('NotifyOnCall', () => {
  it('adds the topic once to an alarm that already has other actions', () => {
    const { stack, topic } = stackWithTopic();
    const other = { bind: () => ({ alarmActionArn: 'arn:aws:sns:eu-west-1:123456789012:other' }) };
    const alarm = new cloudwatch.Alarm(stack, 'Alarm', {
      metric: new cloudwatch.Metric({ namespace: 'CareCall', metricName: 'Something' }),
      threshold: 1,
      evaluationPeriods: 1,
    });
    alarm.addAlarmAction(other);

    const template = Template.fromStack(stack);

    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmActions: ['arn:aws:sns:eu-west-1:123456789012:other', { Ref: logicalIdOf(topic) }],
      OKActions: [{ Ref: logicalIdOf(topic) }],
    });
  });

  it('reports an L1 alarm it cannot give the topic to, as an error', () => {
    const { stack } = stackWithTopic();
    new cloudwatch.CfnAlarm(stack, 'BareAlarm', {
      comparisonOperator: 'GreaterThanOrEqualToThreshold',
      evaluationPeriods: 1,
      threshold: 1,
      namespace: 'CareCall',
      metricName: 'Something',
      period: 60,
      statistic: 'Sum',
    });

    const errors = Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('no on-call notification'));

    expect(errors).toHaveLength(1);
  });
});
