import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_DEFINITION } from '@/functions/adapters/dynamodb/table-definition.ts';
import {
  recordingKey,
  transcriptKey,
  transcriptionJobName,
} from '@/functions/adapters/transcribe/transcribe-transcriber.ts';
import { RECORDING_PREFIXES } from '../constructs/call-recordings.ts';
import { synthApp, type SynthesisedApp } from '../test-support/synth-app.ts';
import {
  actionsOf,
  logicalIdOf,
  onlyResource,
  resourcesOfType,
  statementsOfRole,
} from '../test-support/templates.ts';

describe('stateful stack', () => {
  let synthesised: SynthesisedApp;

  beforeAll(() => {
    // Prepare + Act: one offline synthesis of the whole app, stage "test".
    synthesised = synthApp({ stage: 'test' });
  });

  const stateful = () => synthesised.template(synthesised.stacks.stateful);

  describe('the single table', () => {
    it('has the keys, GSI1 and GSI2 (schedules by phone) that the storage adapter and the local twin use', () => {
      // Assess
      stateful().hasResourceProperties('AWS::DynamoDB::Table', {
        KeySchema: [
          { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' },
        ],
        AttributeDefinitions: Match.arrayWith([
          { AttributeName: 'PK', AttributeType: 'S' },
          { AttributeName: 'SK', AttributeType: 'S' },
          { AttributeName: 'GSI1PK', AttributeType: 'S' },
          { AttributeName: 'GSI1SK', AttributeType: 'S' },
          { AttributeName: 'GSI2PK', AttributeType: 'S' },
        ]),
        GlobalSecondaryIndexes: [
          {
            IndexName: 'GSI1',
            KeySchema: [
              { AttributeName: 'GSI1PK', KeyType: 'HASH' },
              { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
          { IndexName: 'GSI2', KeySchema: [{ AttributeName: 'GSI2PK', KeyType: 'HASH' }], Projection: { ProjectionType: 'ALL' } },
        ],
        BillingMode: 'PAY_PER_REQUEST',
      });
    });

    it('expires sessions and counters through TTL on `ttl`', () => {
      stateful().hasResourceProperties('AWS::DynamoDB::Table', {
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
      });
    });

    it('survives mistakes: point-in-time recovery, deletion protection, retained on stack delete', () => {
      const table = onlyResource(stateful(), 'AWS::DynamoDB::Table');

      expect(table.Properties).toMatchObject({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        SSESpecification: { SSEEnabled: true },
      });
      expect(table.DeletionPolicy).toBe('Retain');
      expect(table.UpdateReplacePolicy).toBe('Retain');
    });
  });

  describe('the scheduler pieces', () => {
    it('has a schedule group named after the stage', () => {
      stateful().hasResourceProperties('AWS::Scheduler::ScheduleGroup', {
        Name: 'carecall-test-checkins',
      });
    });

    it('has an encrypted, TLS-only dead-letter queue that keeps messages 14 days', () => {
      stateful().hasResourceProperties('AWS::SQS::Queue', {
        SqsManagedSseEnabled: true,
        MessageRetentionPeriod: 14 * 24 * 60 * 60,
      });
      stateful().hasResourceProperties('AWS::SQS::QueuePolicy', {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 'sqs:*',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    });

    it('alarms on a new dead letter (a check-in that could not start), not while old ones wait', () => {
      const queueId = logicalIdOf(synthesised.stacks.stateful.schedulerDeadLetterQueue);
      const topicId = logicalIdOf(synthesised.stacks.stateful.alarmTopic.topic);
      const queueAlarms = [...resourcesOfType(stateful(), 'AWS::CloudWatch::Alarm').values()].filter(
        (alarm) => alarm.Properties?.Namespace === 'AWS/SQS',
      );

      expect(queueAlarms).toHaveLength(1);
      expect(queueAlarms[0]!.Properties).toMatchObject({
        MetricName: 'NumberOfMessagesSent',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
        Statistic: 'Sum',
        Period: 300,
        EvaluationPeriods: 1,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
        AlarmActions: [{ Ref: topicId }],
        OKActions: [{ Ref: topicId }],
      });
    });

    it('outputs the dead-letter queue URL for the on-call', () => {
      const queueId = logicalIdOf(synthesised.stacks.stateful.schedulerDeadLetterQueue);

      stateful().hasOutput('SchedulerDeadLetterQueueUrl', { Value: { Ref: queueId } });
    });

    it('has a role only EventBridge Scheduler of this account can assume', () => {
      const roleId = logicalIdOf(synthesised.stacks.stateful.schedulerRole);
      const role = stateful().toJSON().Resources[roleId];

      expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
        {
          Action: 'sts:AssumeRole',
          Effect: 'Allow',
          Principal: { Service: 'scheduler.amazonaws.com' },
          Condition: { StringEquals: { 'aws:SourceAccount': '123456789012' } },
        },
      ]);
    });

    it('lets the scheduler role start the check-in state machine and dead-letter, nothing more', () => {
      const { stacks } = synthesised;
      const roleId = logicalIdOf(stacks.stateful.schedulerRole);
      const stateMachineId = logicalIdOf(stacks.workflow.checkInWorkflow.stateMachine);
      const queueId = logicalIdOf(stacks.stateful.schedulerDeadLetterQueue);

      const statements = statementsOfRole(synthesised.templates().values(), roleId);

      expect(actionsOf(statements)).toEqual(['sqs:SendMessage', 'states:StartExecution']);
      expect(statements).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            Action: 'states:StartExecution',
            Resource: { Ref: stateMachineId },
          }),
          expect.objectContaining({
            Action: 'sqs:SendMessage',
            Resource: { 'Fn::GetAtt': [queueId, 'Arn'] },
          }),
        ]),
      );
      expect(statements).toHaveLength(2);
    });
  });

  describe('the alarm topic', () => {
    it('is encrypted with its own rotating key, which CloudWatch alarms of this account may use', () => {
      const topicId = logicalIdOf(synthesised.stacks.stateful.alarmTopic.topic);
      const keyId = logicalIdOf(synthesised.stacks.stateful.alarmTopic.key);
      const key = stateful().toJSON().Resources[keyId];

      expect(stateful().toJSON().Resources[topicId].Properties).toMatchObject({
        TopicName: 'carecall-test-alarms',
        KmsMasterKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] },
      });
      expect(key.Properties.EnableKeyRotation).toBe(true);
      expect(key.Properties.KeyPolicy.Statement).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            Effect: 'Allow',
            Principal: { Service: 'cloudwatch.amazonaws.com' },
            Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
            Condition: {
              StringEquals: { 'aws:SourceAccount': '123456789012' },
              ArnLike: { 'aws:SourceArn': 'arn:aws:cloudwatch:eu-west-1:123456789012:alarm:*' },
            },
          }),
        ]),
      );
    });

    it('takes TLS publishes only, from CloudWatch alarms of this account', () => {
      const topicId = logicalIdOf(synthesised.stacks.stateful.alarmTopic.topic);

      stateful().hasResourceProperties('AWS::SNS::TopicPolicy', {
        Topics: [{ Ref: topicId }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 'sns:Publish',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
            Match.objectLike({
              Effect: 'Allow',
              Principal: { Service: 'cloudwatch.amazonaws.com' },
              Action: 'sns:Publish',
              Condition: {
                StringEquals: { 'aws:SourceAccount': '123456789012' },
                ArnLike: { 'aws:SourceArn': 'arn:aws:cloudwatch:eu-west-1:123456789012:alarm:*' },
              },
            }),
          ]),
        },
      });
    });

    it('has no subscriber when no alarm email is set', () => {
      expect(resourcesOfType(stateful(), 'AWS::SNS::Subscription').size).toBe(0);
    });
  });

  describe('the call recordings', () => {
    const bucketProps = () => {
      const id = logicalIdOf(synthesised.stacks.stateful.recordings.bucket);
      return stateful().toJSON().Resources[id] as { Properties: Record<string, any>; DeletionPolicy: string };
    };

    it('are encrypted with a customer managed key that rotates and is retained', () => {
      const keyId = logicalIdOf(synthesised.stacks.stateful.recordings.key);
      const key = stateful().toJSON().Resources[keyId];

      expect(key.Properties.EnableKeyRotation).toBe(true);
      expect(key.DeletionPolicy).toBe('Retain');
      expect(bucketProps().Properties.BucketEncryption).toEqual({
        ServerSideEncryptionConfiguration: [
          {
            ServerSideEncryptionByDefault: {
              SSEAlgorithm: 'aws:kms',
              KMSMasterKeyID: { 'Fn::GetAtt': [keyId, 'Arn'] },
            },
            BucketKeyEnabled: true,
          },
        ],
      });
      stateful().hasResourceProperties('AWS::KMS::Alias', { AliasName: 'alias/carecall-test-recordings' });
    });

    it('are never public, TLS only, and retained with the data', () => {
      const bucketId = logicalIdOf(synthesised.stacks.stateful.recordings.bucket);

      expect(bucketProps().Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucketProps().DeletionPolicy).toBe('Retain');
      stateful().hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: bucketId },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 's3:*',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    });

    it('expire recordings and transcripts after 90 days', () => {
      const rules = bucketProps().Properties.LifecycleConfiguration.Rules as Record<string, unknown>[];

      expect(rules).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ Prefix: 'recordings/', ExpirationInDays: 90, Status: 'Enabled' }),
          expect.objectContaining({ Prefix: 'transcripts/', ExpirationInDays: 90, Status: 'Enabled' }),
        ]),
      );
    });

    it('cover every object the transcriber writes', () => {
      const keys = [recordingKey('call-1'), transcriptKey(transcriptionJobName('call-1'))];

      for (const key of keys) {
        expect(RECORDING_PREFIXES.some((prefix) => key.startsWith(prefix)), key).toBe(true);
      }
    });

    it('log every request to an encrypted, private access-log bucket', () => {
      const logsId = logicalIdOf(synthesised.stacks.stateful.recordings.accessLogsBucket);
      const logsBucket = stateful().toJSON().Resources[logsId];

      expect(bucketProps().Properties.LoggingConfiguration).toEqual({
        DestinationBucketName: { Ref: logsId },
        LogFilePrefix: 'recordings-bucket/',
      });
      expect(logsBucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0]).toEqual({
        ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' },
      });
      expect(logsBucket.Properties.PublicAccessBlockConfiguration.BlockPublicPolicy).toBe(true);
    });

    it('are in a bucket named after stage, account and region', () => {
      expect(bucketProps().Properties.BucketName).toBe('carecall-test-calls-123456789012-eu-west-1');
      expect(resourcesOfType(stateful(), 'AWS::S3::Bucket').size).toBe(2);
    });
  });

  describe('the Twilio secret', () => {
    it('is named after the stage and retained, with a generated placeholder as its only value', () => {
      const secret = onlyResource(stateful(), 'AWS::SecretsManager::Secret');

      expect(secret.Properties).toMatchObject({
        Name: 'carecall-test/twilio',
        GenerateSecretString: {
          SecretStringTemplate: JSON.stringify({ accountSid: '', authToken: '', fromNumber: '' }),
          GenerateStringKey: 'placeholder',
        },
      });
      expect(secret.Properties).not.toHaveProperty('SecretString');
      expect(secret.DeletionPolicy).toBe('Retain');
    });

    it('never puts a Twilio credential into any template', () => {
      for (const [name, template] of synthesised.templates()) {
        const text = JSON.stringify(template.toJSON());
        // Account SIDs and API key SIDs are AC/SK plus 32 hex digits; auth tokens are 32 hex digits.
        expect(text, name).not.toMatch(/\b(AC|SK)[0-9a-f]{32}\b|"authToken":"[^"]+"|\b[0-9a-f]{32}\b/);
      }
    });
  });
});
