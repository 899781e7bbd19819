import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { HANDLER_GROUPS, ROUTES, type HandlerGroup } from '@/functions/http/routes.ts';
import { API_TABLE_ACCESS, MAIL_SENDING_GROUPS, ROUTE_LIMIT_GROUPS, ROUTE_LIMIT_KEYS, SENDER_ADDRESS_GROUPS, TEXT_SENDING_GROUPS } from './api-stack.ts';
import { ROUTE_THROTTLES } from './api-throttles.ts';
import { TABLE_ACTIONS, type TableAccess } from '../constructs/house-function.ts';
import { synthApp, type SynthesisedApp } from '../test-support/synth-app.ts';
import {
  actionsOf,
  asArray,
  logicalIdOf,
  resourcesOfType,
  statementsOfRole,
  type PolicyStatementJson,
} from '../test-support/templates.ts';

describe('api stack', () => {
  let synthesised: SynthesisedApp;

  beforeAll(() => {
    synthesised = synthApp({ stage: 'test', appOrigin: 'https://care.example' });
  });

  const api = () => synthesised.template(synthesised.stacks.api);
  const fn = (group: HandlerGroup) => {
    const found = synthesised.stacks.api.functions.get(group);
    if (!found) throw new Error(`no function for ${group}`);
    return found;
  };
  const lambdaProps = (group: HandlerGroup) =>
    api().toJSON().Resources[logicalIdOf(fn(group))].Properties;
  const statementsOf = (group: HandlerGroup): PolicyStatementJson[] =>
    statementsOfRole([api()], logicalIdOf(fn(group).executionRole));

  it('has one function per handler group and no other', () => {
    expect(resourcesOfType(api(), 'AWS::Lambda::Function').size).toBe(HANDLER_GROUPS.length);
  });

  it('serves every route of ROUTES, each through its handler group function', () => {
    const routes = [...resourcesOfType(api(), 'AWS::ApiGatewayV2::Route').values()];
    const integrations = resourcesOfType(api(), 'AWS::ApiGatewayV2::Integration');

    const served = routes.map((route) => {
      const target = route.Properties?.Target as { 'Fn::Join': [string, unknown[]] };
      const integrationId = JSON.stringify(target).match(/"Ref":"([^"]+)"/)?.[1] ?? '';
      const uri = JSON.stringify(integrations.get(integrationId)?.Properties?.IntegrationUri);
      const group = HANDLER_GROUPS.find((g) => uri.includes(logicalIdOf(fn(g))));
      return `${route.Properties?.RouteKey as string} -> ${group ?? 'nothing'}`;
    });

    expect(served.sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.path} -> ${r.group}`).sort());
  });

  it.each(HANDLER_GROUPS)('%s runs on nodejs24.x, arm64, traced, with the house settings', (group) => {
    expect(lambdaProps(group)).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      MemorySize: 512,
      Timeout: 10,
      TracingConfig: { Mode: 'Active' },
      LoggingConfig: { LogGroup: { Ref: expect.stringContaining('LogGroup') } },
    });
  });

  it.each(HANDLER_GROUPS)('%s gets the table, origin, cookie and scheduler settings', (group) => {
    const variables = lambdaProps(group).Environment.Variables as Record<string, unknown>;

    expect(Object.keys(variables).sort()).toEqual(
      [
        // Every writer of schedules agrees on the shard count of the active-schedule index.
        'ACTIVE_SCHEDULE_SHARDS',
        'APP_ORIGIN',
        'COOKIE_SECURE',
        'NODE_OPTIONS',
        'SCHEDULER_DLQ_ARN',
        'SCHEDULER_GROUP_NAME',
        'SCHEDULER_ROLE_ARN',
        'SCHEDULER_TARGET_ARN',
        'STATE_MACHINE_ARN',
        'TABLE_NAME',
        // Only the groups that play or delete recordings are told the bucket.
        ...(group === 'call-logs' || group === 'account' ? ['RECORDINGS_BUCKET'] : []),
        // Only the groups that send email are told the sender, configuration set and support inbox.
        ...(MAIL_SENDING_GROUPS.includes(group) ? ['MAIL_CONFIGURATION_SET', 'MAIL_FROM', 'SUPPORT_EMAIL'] : []),
        // Only the groups that send a text (a new contact's welcome text) are told the Twilio secret.
        ...(TEXT_SENDING_GROUPS.includes(group) ? ['TWILIO_SECRET_ARN'] : []),
        // Only the groups that read the sender's address are told CloudFront's origin-verify value.
        ...(SENDER_ADDRESS_GROUPS.includes(group) ? ['ORIGIN_VERIFY'] : []),
      ].sort(),
    );
    expect(variables).toMatchObject({
      APP_ORIGIN: 'https://care.example',
      COOKIE_SECURE: 'true',
      NODE_OPTIONS: '--enable-source-maps',
      SCHEDULER_GROUP_NAME: 'carecall-test-checkins',
    });
    expect(JSON.stringify(variables.TABLE_NAME)).toContain(logicalIdOf(synthesised.stacks.stateful.table));
    expect(variables.SCHEDULER_TARGET_ARN).toEqual(variables.STATE_MACHINE_ARN);
  });

  describe('table access per handler group (API_TABLE_ACCESS)', () => {
    const isRouteLimit = (s: PolicyStatementJson) => JSON.stringify(s.Condition ?? {}).includes(ROUTE_LIMIT_KEYS);
    const tableStatements = (group: HandlerGroup) => {
      const tableId = logicalIdOf(synthesised.stacks.stateful.table);
      return statementsOf(group).filter((s) => JSON.stringify(s.Resource).includes(tableId) && !isRouteLimit(s));
    };

    it('lets a read-only group with a route limit update its request counters and no other item', () => {
      expect([...ROUTE_LIMIT_GROUPS].sort()).toEqual(['auth', 'call-logs', 'trigger-call']);
      const limits = statementsOf('call-logs').filter(isRouteLimit);
      expect(limits).toHaveLength(1);
      expect(limits[0]).toMatchObject({
        Action: 'dynamodb:UpdateItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['LIMIT#route-*'] } },
      });
      expect(JSON.stringify(limits[0]?.Resource)).not.toContain('/index/');
      // Groups that write anyway need no extra statement.
      expect(statementsOf('auth').filter(isRouteLimit)).toEqual([]);
    });

    it('decides, for the groups that exist today, none / read / read-write as their use cases need', () => {
      const byAccess = (access: TableAccess) =>
        HANDLER_GROUPS.filter((group) => API_TABLE_ACCESS[group] === access).sort();

      expect(Object.keys(API_TABLE_ACCESS).sort()).toEqual([...HANDLER_GROUPS].sort());
      expect(byAccess('none')).toEqual(['health', 'service-plans', 'timezone-test']);
      expect(byAccess('read')).toEqual(['call-logs']);
      expect(byAccess('read-write')).toEqual(
        ['account', 'auth', 'call-schedules', 'contact-messages', 'escalation-contacts', 'password-reset', 'profile', 'subscriptions', 'trigger-call'].sort(),
      );
    });

    it.each(HANDLER_GROUPS)('%s gets exactly the table actions of its access level, on the table and GSI1', (group) => {
      const statements = tableStatements(group);
      const expected = TABLE_ACTIONS[API_TABLE_ACCESS[group]];

      if (expected.length === 0) {
        expect(statements).toEqual([]);
        return;
      }
      expect(statements).toHaveLength(1);
      expect(asArray(statements[0]?.Action).sort()).toEqual([...expected].sort());
      expect(JSON.stringify(statements[0]?.Resource)).toContain('/index/GSI1');
    });

    it.each(HANDLER_GROUPS)('%s never gets DynamoDB table management, scans or wildcards', (group) => {
      const dynamoActions = actionsOf(statementsOf(group)).filter((a) => a.startsWith('dynamodb:'));

      for (const action of dynamoActions) {
        expect(action).not.toContain('*');
        expect(['dynamodb:Scan', 'dynamodb:DeleteTable', 'dynamodb:UpdateTable', 'dynamodb:DescribeTable']).not.toContain(action);
      }
    });

    it('lets read-only groups read items and nothing else', () => {
      expect([...TABLE_ACTIONS.read].sort()).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
      for (const group of HANDLER_GROUPS.filter((g) => API_TABLE_ACCESS[g] === 'read')) {
        expect(actionsOf(tableStatements(group))).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
      }
    });

    it('lets writing groups run transactions and conditional updates (TransactWriteItems is authorised per item action)', () => {
      for (const group of HANDLER_GROUPS.filter((g) => API_TABLE_ACCESS[g] === 'read-write')) {
        expect(actionsOf(tableStatements(group))).toEqual(
          expect.arrayContaining([
            'dynamodb:ConditionCheckItem',
            'dynamodb:DeleteItem',
            'dynamodb:GetItem',
            'dynamodb:PutItem',
            'dynamodb:Query',
            'dynamodb:UpdateItem',
          ]),
        );
      }
    });
  });

  it.each(HANDLER_GROUPS)('%s grants "*" only for X-Ray', (group) => {
    const starStatements = statementsOf(group).filter((s) => asArray(s.Resource).includes('*'));

    expect(actionsOf(starStatements)).toEqual(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
  });

  it('lets only the schedule-arming groups manage schedules in the group and pass the scheduler role', () => {
    const armingGroups = HANDLER_GROUPS.filter((group) =>
      actionsOf(statementsOf(group)).includes('scheduler:CreateSchedule'),
    );
    const passingGroups = HANDLER_GROUPS.filter((group) =>
      actionsOf(statementsOf(group)).includes('iam:PassRole'),
    );

    expect(armingGroups.sort()).toEqual(['call-schedules', 'subscriptions']);
    expect(passingGroups.sort()).toEqual(['call-schedules', 'subscriptions']);
    const schedulerStatement = statementsOf('call-schedules').find((s) =>
      asArray(s.Action).includes('scheduler:CreateSchedule'),
    );
    expect(schedulerStatement).toMatchObject({
      Action: [
        'scheduler:CreateSchedule',
        'scheduler:DeleteSchedule',
        'scheduler:GetSchedule',
        'scheduler:UpdateSchedule',
      ],
      Resource: 'arn:aws:scheduler:eu-west-1:123456789012:schedule/carecall-test-checkins/*',
    });
    const passRole = statementsOf('call-schedules').find((s) => s.Action === 'iam:PassRole');
    expect(passRole?.Condition).toEqual({
      StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' },
    });
    expect(JSON.stringify(passRole?.Resource)).toContain(
      logicalIdOf(synthesised.stacks.stateful.schedulerRole),
    );
  });

  describe('call recordings', () => {
    const recordingsKeyId = () => logicalIdOf(synthesised.stacks.stateful.recordings.key);
    const bucket = 'carecall-test-calls-123456789012-eu-west-1';
    const s3Statements = (group: HandlerGroup) => statementsOf(group).filter((s) => actionsOf([s]).some((a) => a.startsWith('s3:')));
    const kmsStatements = (group: HandlerGroup) => statementsOf(group).filter((s) => actionsOf([s]).some((a) => a.startsWith('kms:')));

    it('lets call-logs read recordings only (to presign a GET) and decrypt them with the recordings key', () => {
      expect(s3Statements('call-logs')).toEqual([
        expect.objectContaining({ Action: 's3:GetObject', Effect: 'Allow', Resource: `arn:aws:s3:::${bucket}/recordings/*` }),
      ]);
      const kms = kmsStatements('call-logs');
      expect(kms).toHaveLength(1);
      expect(kms[0]!.Action).toBe('kms:Decrypt');
      expect(JSON.stringify(kms[0]!.Resource)).toContain(recordingsKeyId());
      expect(lambdaProps('call-logs').Environment.Variables.RECORDINGS_BUCKET).toBe(bucket);
    });

    it('lets account delete the recordings and transcripts (listing the bucket to find them), never read them', () => {
      const actions = s3Statements('account').map((s) => [s.Action, s.Resource]);
      expect(actions).toEqual([
        ['s3:DeleteObject', [`arn:aws:s3:::${bucket}/recordings/*`, `arn:aws:s3:::${bucket}/transcripts/*`]],
        ['s3:ListBucket', `arn:aws:s3:::${bucket}`],
      ]);
      expect(kmsStatements('account')).toEqual([]);
    });

    it('gives no other group the bucket or its key', () => {
      for (const group of HANDLER_GROUPS.filter((g) => g !== 'call-logs' && g !== 'account')) {
        expect(s3Statements(group)).toEqual([]);
        expect(kmsStatements(group)).toEqual([]);
        expect(lambdaProps(group).Environment.Variables.RECORDINGS_BUCKET).toBeUndefined();
      }
    });
  });

  it('gives the login and contact functions the origin-verify value as a reference resolved at deploy', () => {
    const secretId = logicalIdOf(synthesised.stacks.api.originVerify);
    expect(SENDER_ADDRESS_GROUPS).toEqual(['auth', 'contact-messages']);
    for (const group of SENDER_ADDRESS_GROUPS) {
      const value = JSON.stringify(lambdaProps(group).Environment.Variables.ORIGIN_VERIFY);
      expect(value).toMatch(/\{\{resolve:secretsmanager:/);
      expect(value).toContain(secretId);
    }
    expect(api().toJSON().Resources[secretId].Properties.GenerateSecretString).toMatchObject({ PasswordLength: 40, ExcludePunctuation: true });
  });

  it('lets only escalation-contacts read the Twilio secret, for the welcome text of a new contact', () => {
    const readers = HANDLER_GROUPS.filter((group) => actionsOf(statementsOf(group)).includes('secretsmanager:GetSecretValue'));
    expect(readers).toEqual(['escalation-contacts']);
    expect(TEXT_SENDING_GROUPS).toEqual(['escalation-contacts']);
  });

  it('lets account only delete pending triggers (an account deleted), never create them or pass the role', () => {
    const schedulerActions = actionsOf(statementsOf('account')).filter((a) => a.startsWith('scheduler:') || a === 'iam:PassRole');
    const statement = statementsOf('account').find((s) => s.Action === 'scheduler:DeleteSchedule');

    expect(schedulerActions).toEqual(['scheduler:DeleteSchedule']);
    expect(statement?.Resource).toBe('arn:aws:scheduler:eu-west-1:123456789012:schedule/carecall-test-checkins/*');
  });

  it('lets only trigger-call start a check-in execution directly', () => {
    const starters = HANDLER_GROUPS.filter((group) =>
      actionsOf(statementsOf(group)).includes('states:StartExecution'),
    );

    expect(starters).toEqual(['trigger-call']);
  });

  it('throttles each route, sized for a million customers, and logs each request without bodies', () => {
    const stage = [...resourcesOfType(api(), 'AWS::ApiGatewayV2::Stage').values()];

    expect(stage).toHaveLength(1);
    expect(stage[0]?.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 500, ThrottlingBurstLimit: 1000 },
      RouteSettings: {
        'GET /api/user/call-logs': { ThrottlingRateLimit: 3000, ThrottlingBurstLimit: 5000 },
        'POST /api/auth/login': { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
        'POST /api/user/trigger-call': { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
      },
    });
    // Every throttled route exists (a route setting for an unknown key fails the deployment), and
    // the stage is deployed after the routes.
    const routeKeys = ROUTES.map((r) => `${r.method} ${r.path}`);
    const settings = stage[0]?.Properties?.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    expect(Object.keys(settings).sort()).toEqual(Object.keys(ROUTE_THROTTLES).sort());
    for (const [key, s] of Object.entries(settings)) {
      expect(routeKeys, key).toContain(key);
      expect(s.ThrottlingBurstLimit).toBeGreaterThanOrEqual(s.ThrottlingRateLimit);
    }
    const routeIds = [...resourcesOfType(api(), 'AWS::ApiGatewayV2::Route').keys()];
    expect(asArray((stage[0] as { DependsOn?: string | string[] }).DependsOn ?? [])).toEqual(expect.arrayContaining(routeIds));
    const logSettings = stage[0]?.Properties?.AccessLogSettings as { Format: string };
    const format = JSON.parse(logSettings.Format) as Record<string, string>;
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      routeKey: '$context.routeKey',
      status: '$context.status',
      latency: '$context.responseLatency',
    });
    expect(logSettings.Format).not.toMatch(/body|querystring|header|path/i);
  });

  it('publishes the API URL as an output', () => {
    api().hasOutput('ApiUrl', { Value: Match.anyValue() });
  });
});
