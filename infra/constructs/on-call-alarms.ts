import { Annotations, ArnFormat, Duration, RemovalPolicy, Stack, type IAspect } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct, type IConstruct } from 'constructs';
import { ASSESSMENT_FALLBACK_METRIC } from '@/functions/adapters/bedrock/assessor-with-fallback.ts';

export interface AlarmTopicProps {
  readonly stage: string;
  /** Who is told when an alarm changes state; empty or undefined: nobody subscribed (yet). */
  readonly alarmEmail?: string;
}

/** A plain `name@domain.tld`: SNS would accept a typo and the confirmation mail would go nowhere. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The one SNS topic every CareCall alarm notifies (docs/safety.md): KMS-encrypted with its
 * own key, TLS only, published to by CloudWatch alarms of this account, and subscribed by the
 * operator's email when the deploy names one (`-c alarmEmail=...`).
 */
export class AlarmTopic extends Construct {
  readonly topic: sns.Topic;
  readonly key: kms.Key;

  constructor(scope: Construct, id: string, props: AlarmTopicProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const alarmEmail = props.alarmEmail?.trim() ?? '';
    if (alarmEmail && !EMAIL_PATTERN.test(alarmEmail)) {
      throw new Error(`Alarm email "${alarmEmail}" must be an email address, e.g. oncall@example.com`);
    }

    // A customer managed key: the AWS managed SNS key cannot be used by CloudWatch alarms, whose
    // service must encrypt what it publishes. It protects messages in flight only (no data at
    // rest outlives them), so it goes with the stack instead of being retained.
    this.key = new kms.Key(this, 'Key', {
      description: `CareCall ${props.stage}: encrypts the alarm topic`,
      alias: `alias/carecall-${props.stage}-alarms`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    // CloudWatch acts for alarms of this account and region only (no confused deputy), both when
    // it encrypts with the key and when it publishes to the topic.
    const alarmsOfThisAccount = {
      StringEquals: { 'aws:SourceAccount': stack.account },
      ArnLike: {
        'aws:SourceArn': stack.formatArn({
          service: 'cloudwatch',
          resource: 'alarm',
          resourceName: '*',
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      },
    };
    this.key.grant(
      new iam.ServicePrincipal('cloudwatch.amazonaws.com').withConditions(alarmsOfThisAccount),
      'kms:Decrypt',
      'kms:GenerateDataKey*',
    );

    this.topic = new sns.Topic(this, 'Topic', {
      topicName: `carecall-${props.stage}-alarms`,
      displayName: `CareCall ${props.stage} alarms`,
      masterKey: this.key,
      enforceSSL: true,
    });
    // With a topic policy of our own (the TLS rule) CloudWatch needs its publish right spelled out.
    this.topic.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudWatchAlarmsOfThisAccount',
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: alarmsOfThisAccount,
      }),
    );

    if (alarmEmail) {
      this.topic.addSubscription(new subscriptions.EmailSubscription(alarmEmail));
    }
  }
}

/**
 * Gives every CloudWatch alarm below the scope it is applied to the alarm topic as alarm and OK
 * action, so that no alarm, present or future, can be left without anyone to tell. An L1 alarm
 * that no L2 wraps cannot be given actions safely here: it is reported as an error instead.
 */
export class NotifyOnCall implements IAspect {
  private readonly action: SnsAction;
  private readonly done = new WeakSet<IConstruct>();

  constructor(topic: sns.ITopic) {
    this.action = new SnsAction(topic);
  }

  visit(node: IConstruct): void {
    if (node instanceof cloudwatch.AlarmBase) {
      if (this.done.has(node)) return;
      this.done.add(node);
      node.addAlarmAction(this.action);
      node.addOkAction(this.action);
      return;
    }
    if (
      (node instanceof cloudwatch.CfnAlarm || node instanceof cloudwatch.CfnCompositeAlarm) &&
      !(node.node.scope instanceof cloudwatch.AlarmBase)
    ) {
      Annotations.of(node).addError(
        'A CloudWatch alarm without an L2 Alarm around it gets no on-call notification: use cloudwatch.Alarm',
      );
    }
  }
}

/** Fallbacks in one window that mean Bedrock is failing, not one call that confused it. */
export const FALLBACK_ALARM = { threshold: 3, period: Duration.minutes(15) } as const;

/**
 * Alarms when the built-in assessor keeps answering instead of Bedrock (functions/adapters/bedrock/
 * assessor-with-fallback.ts counts each time): check-ins still get an assessment, but a coarser one.
 */
export class AssessmentFallbackAlarm extends Construct {
  readonly alarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.alarm = new cloudwatch.Alarm(this, 'Alarm', {
      alarmDescription:
        `Bedrock failed to assess ${FALLBACK_ALARM.threshold} or more check-ins within ` +
        `${FALLBACK_ALARM.period.toMinutes()} minutes and the built-in assessor answered instead ` +
        '(throttling, model access, an unreadable answer). See the AssessWellbeing function logs.',
      metric: new cloudwatch.Metric({
        namespace: ASSESSMENT_FALLBACK_METRIC.namespace,
        metricName: ASSESSMENT_FALLBACK_METRIC.name,
        dimensionsMap: { service: ASSESSMENT_FALLBACK_METRIC.service },
        statistic: cloudwatch.Stats.SUM,
        period: FALLBACK_ALARM.period,
      }),
      threshold: FALLBACK_ALARM.threshold,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
  }
}
