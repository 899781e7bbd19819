import { App, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { describe, expect, it } from 'vitest';
import { logicalIdOf, statementsOfRole } from '../test-support/templates.ts';
import { HouseFunction } from './house-function.ts';

/** A bare stack with bundling skipped, as in every infra test. */
function bareStack(): Stack {
  const app = new App({
    context: { 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: false,
  });
  return new Stack(app, 'HouseFunctionTest', { env: { account: '123456789012', region: 'eu-west-1' } });
}

describe('HouseFunction', () => {
  it('runs every function on nodejs24.x, ARM64, with its exported `handler`', () => {
    // Prepare
    const stack = bareStack();

    // Act
    new HouseFunction(stack, 'Health', { entry: 'functions/http/health.ts' });

    // Assess
    Template.fromStack(stack).hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
    });
  });

  it('keeps its logs a month in its own log group, which only it may write to', () => {
    const stack = bareStack();

    const fn = new HouseFunction(stack, 'Health', { entry: 'functions/http/health.ts' });

    const template = Template.fromStack(stack);
    const logGroupId = logicalIdOf(fn.logGroup);
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
    template.hasResourceProperties('AWS::Lambda::Function', {
      LoggingConfig: { LogGroup: { Ref: logGroupId } },
    });
    const logStatements = statementsOfRole([template], logicalIdOf(fn.executionRole)).filter((s) =>
      JSON.stringify(s.Action).includes('logs:'),
    );
    expect(logStatements).toEqual([
      {
        Effect: 'Allow',
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: { 'Fn::GetAtt': [logGroupId, 'Arn'] },
      },
    ]);
    // No account-wide AWSLambdaBasicExecutionRole.
    template.hasResourceProperties('AWS::IAM::Role', { ManagedPolicyArns: Match.absent() });
  });

  it('binds the table: TABLE_NAME plus item access to the table and GSI1', () => {
    const stack = bareStack();
    const table = new dynamodb.Table(stack, 'Table', {
      partitionKey: { name: 'PK', type: dynamodb.AttributeType.STRING },
    });

    const fn = new HouseFunction(stack, 'Profile', {
      entry: 'functions/http/profile.ts',
      environment: { APP_ORIGIN: 'https://care.example' },
    }).bindTable(table);

    const template = Template.fromStack(stack);
    const tableId = logicalIdOf(table);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: {
          NODE_OPTIONS: '--enable-source-maps',
          APP_ORIGIN: 'https://care.example',
          TABLE_NAME: { Ref: tableId },
        },
      },
    });
    const tableStatement = statementsOfRole([template], logicalIdOf(fn.executionRole)).find((s) =>
      JSON.stringify(s.Resource).includes(tableId),
    );
    expect(tableStatement?.Resource).toEqual([
      { 'Fn::GetAtt': [tableId, 'Arn'] },
      { 'Fn::Join': ['', [{ 'Fn::GetAtt': [tableId, 'Arn'] }, '/index/GSI1']] },
    ]);
  });

  it('grants unscoped actions on "*" only with a reason, written into the role\'s one "*" acknowledgement', () => {
    const stack = bareStack();

    const fn = new HouseFunction(stack, 'Assess', {
      entry: 'functions/workflow/step.ts',
      unscopedActions: [{ actions: ['transcribe:StartTranscriptionJob'], reason: 'Transcribe jobs have no ARNs to scope to' }],
    });

    const star = statementsOfRole([Template.fromStack(stack)], logicalIdOf(fn.executionRole)).filter((s) => s.Resource === '*');
    expect(star.flatMap((s) => s.Action).sort()).toEqual([
      'transcribe:StartTranscriptionJob',
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
    ]);
    const reasons = fn.executionRole.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .filter(([id]) => id.replace(/^annotation::/i, '') === 'AwsSolutions-IAM5[Resource::*]')
      .map(([, reason]) => reason);
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toContain('transcribe:StartTranscriptionJob (Transcribe jobs have no ARNs to scope to)');
    expect(reasons[0]).not.toContain('nothing else');
  });
});
