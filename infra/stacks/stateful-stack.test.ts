import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_DEFINITION } from '../../functions/adapters/dynamodb/table-definition.ts';
import { synthApp, type SynthesisedApp } from '../test-support/synth-app.ts';
import {
  actionsOf,
  logicalIdOf,
  onlyResource,
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
    it('has the keys and GSI1 that the storage adapter and the local twin use', () => {
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

    it('alarms when a check-in could not be started and landed in the dead-letter queue', () => {
      stateful().hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Threshold: 1,
      });
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
});
