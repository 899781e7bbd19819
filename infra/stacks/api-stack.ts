import { CfnOutput, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import {
  HANDLER_GROUPS,
  ROUTES,
  handlerEntry,
  type HandlerGroup,
} from '@/functions/http/routes.ts';
import {
  allowScheduleArming,
  schedulerEnvironment,
  type CheckInScheduling,
} from '../constructs/check-in-scheduling.ts';
import { HouseFunction, type TableAccess } from '../constructs/house-function.ts';
import type { CallRecordingsRef } from '../constructs/call-recordings.ts';
import { allowSendingMail, type MailSendingRef } from '../constructs/mail-sending.ts';
import { wildcardResourceFinding } from '../constructs/nag-findings.ts';
import { DEFAULT_ROUTE_THROTTLE, ROUTE_THROTTLES } from './api-throttles.ts';
import { SETTING } from '@/functions/settings.ts';

export interface ApiStackProps extends StackProps {
  readonly stage: string;
  /** The site allowed in the `Origin` of state-changing requests (e.g. the CloudFront URL). */
  readonly appOrigin: string;
  readonly table: ITable;
  readonly stateMachine: IStateMachine;
  /** Where the one-off check-in triggers live (from the stateful stack). */
  readonly scheduling: CheckInScheduling;
  /** Call recordings (from the stateful stack): played by their owner, deleted with the account. */
  readonly recordings?: CallRecordingsRef;
  /** Amazon SES (from the stateful stack): only MAIL_SENDING_GROUPS may send. */
  readonly mail?: MailSendingRef;
  /** The Twilio secret (stateful stack): read only by the groups that send a text. */
  readonly twilioSecret?: ISecret;
  /** The CareCall number texts come from (E.164); empty: the secret's fromNumber. */
  readonly callerNumber?: string;
  /** Changed after the origin-verify secret is (carecall-app.ts): the functions read it again. */
  readonly originVerifyRotation?: string;
}

/**
 * How much of the table each handler group may touch, from what its routes and the use cases
 * behind them do. Every /api/user route reads the session item; writers also put, update and
 * delete items, in transactions and conditional updates too. A new group must be decided here.
 */
export const API_TABLE_ACCESS: Readonly<Record<HandlerGroup, TableAccess>> = {
  // Constant answers or pure computation: no item is read.
  health: 'none',
  'service-plans': 'none',
  'timezone-test': 'none',
  // The history screen: session, call logs and their escalations (GSI1).
  'call-logs': 'read',
  // Sessions created and ended, users registered, login attempts counted.
  auth: 'read-write',
  // Profile updates; a password change ends the other sessions.
  profile: 'read-write',
  // Choosing a plan (and re-arming the schedules' triggers with it).
  subscriptions: 'read-write',
  'call-schedules': 'read-write',
  'escalation-contacts': 'read-write',
  // Counts the hourly test-call allowance and writes the call log it starts.
  'trigger-call': 'read-write',
  // The export reads everything of the account; deleting it deletes every item (batched).
  account: 'read-write',
  // Reset tokens written and used up, per-address limits counted, the password set, sessions ended.
  'password-reset': 'read-write',
  // Messages of the contact form stored, per-sender limits counted.
  'contact-messages': 'read-write',
};

/** Handler groups that create, move or remove a schedule's pending one-off trigger. */
export const SCHEDULE_ARMING_GROUPS: readonly HandlerGroup[] = ['call-schedules', 'subscriptions'];
/** Handler groups that only remove pending triggers (deleting an account): DeleteSchedule, no PassRole. */
export const SCHEDULE_DISARMING_GROUPS: readonly HandlerGroup[] = ['account'];
/** Handler groups that start a check-in at once (a test call). */
export const WORKFLOW_STARTING_GROUPS: readonly HandlerGroup[] = ['trigger-call'];
/**
 * Handler groups that send a text message at once: a new emergency contact is told, once, that
 * they were added (functions/text-composition.ts). They read the Twilio secret; no other does.
 */
export const TEXT_SENDING_GROUPS: readonly HandlerGroup[] = ['escalation-contacts'];

/**
 * Handler groups with a route limit (functions/http/routes.ts): the kit counts each request with a
 * conditional UpdateItem on a `LIMIT#route-…` item, so a read-only group may update those items and
 * no other (IAM's leading-key condition).
 */
export const ROUTE_LIMIT_GROUPS: readonly HandlerGroup[] = [...new Set(ROUTES.filter((r) => r.limit).map((r) => r.group))];
export const ROUTE_LIMIT_KEYS = 'LIMIT#route-*';

/**
 * Handler groups that read the sender's network address (kit/sender-address.ts): those with a
 * per-address route limit, and the contact form, which keeps it with the message. Only they are
 * told the origin-verify value.
 */
export const SENDER_ADDRESS_GROUPS: readonly HandlerGroup[] = [
  ...new Set([...ROUTES.filter((r) => r.limit?.per === 'address').map((r) => r.group), 'contact-messages' as const]),
];

/** Handler groups that send email (ses:SendEmail on the one identity and configuration set). */
export const MAIL_SENDING_GROUPS: readonly HandlerGroup[] = ['password-reset', 'contact-messages'];

/**
 * Recordings: the call history presigns a GET of one recording (so its role may read them and
 * decrypt with the recordings key, nothing else of the bucket); deleting an account lists and
 * deletes the user's recordings and transcripts. No other group touches the bucket.
 */
function allowRecordings(fn: HouseFunction, group: HandlerGroup, recordings: CallRecordingsRef): void {
  const grants: { actions: string[]; resources: string[] }[] =
    group === 'call-logs'
      ? [{ actions: ['s3:GetObject'], resources: [recordings.objectsArn('recordings/')] }]
      : group === 'account'
        ? [
            { actions: ['s3:DeleteObject'], resources: [recordings.objectsArn('recordings/'), recordings.objectsArn('transcripts/')] },
            { actions: ['s3:ListBucket'], resources: [Stack.of(fn).formatArn({ service: 's3', region: '', account: '', resource: recordings.bucketName })] },
          ]
        : [];
  if (!grants.length) return;
  fn.addEnvironment(SETTING.recordingsBucket, recordings.bucketName);
  for (const grant of grants) fn.addToRolePolicy(new iam.PolicyStatement(grant));
  if (group === 'call-logs') fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['kms:Decrypt'], resources: [recordings.key.keyArn] }));
  for (const arn of grants.flatMap((g) => g.resources).filter((r) => r.endsWith('*'))) {
    Validations.of(fn.executionRole).acknowledge({
      id: wildcardResourceFinding(fn.executionRole, arn),
      reason: 'Recordings are named per call log at run time; the wildcard is one prefix (recordings/ or transcripts/) of the CareCall recordings bucket.',
    });
  }
}

/** The REST API: one HTTP API route per ROUTES entry, one house function per handler group. */
export class ApiStack extends Stack {
  readonly httpApi: apigw.HttpApi;
  readonly functions: ReadonlyMap<HandlerGroup, HouseFunction>;
  readonly accessLogGroup: logs.LogGroup;
  /**
   * The value CloudFront sends in the origin-verify header (functions/http/kit/sender-address.ts):
   * the hosting stack puts it on the API origin, the functions read it to believe the viewer address.
   */
  readonly originVerify: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    this.originVerify = new secretsmanager.Secret(this, 'OriginVerify', {
      secretName: `carecall-${props.stage}/origin-verify`,
      description: 'CareCall: the value CloudFront sends the API so it believes CloudFront-Viewer-Address',
      generateSecretString: { passwordLength: 40, excludePunctuation: true },
    });
    Validations.of(this.originVerify).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Read at deploy time into the CloudFront origin header and the API functions; it is rotated by ' +
        'changing it in the secret and deploying with -c originVerifyRotation (README, "Deploying to AWS").',
    });

    const environment = {
      [SETTING.appOrigin]: props.appOrigin,
      [SETTING.cookieSecure]: 'true',
      [SETTING.stateMachineArn]: props.stateMachine.stateMachineArn,
      ...schedulerEnvironment(props.scheduling, props.stateMachine.stateMachineArn),
    };

    const functions = new Map<HandlerGroup, HouseFunction>();
    for (const group of HANDLER_GROUPS) {
      const fn = new HouseFunction(this, functionId(group), {
        entry: handlerEntry(group),
        description: `CareCall ${props.stage} API: ${group}${SENDER_ADDRESS_GROUPS.includes(group) && props.originVerifyRotation ? ` (origin-verify ${props.originVerifyRotation})` : ''}`,
        environment,
      }).bindTable(props.table, API_TABLE_ACCESS[group]);

      if (ROUTE_LIMIT_GROUPS.includes(group) && API_TABLE_ACCESS[group] !== 'read-write') {
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ['dynamodb:UpdateItem'],
            resources: [props.table.tableArn],
            conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [ROUTE_LIMIT_KEYS] } },
          }),
        );
      }

      if (SCHEDULE_DISARMING_GROUPS.includes(group)) {
        fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['scheduler:DeleteSchedule'], resources: [props.scheduling.schedulesArn] }));
        Validations.of(fn.executionRole).acknowledge({
          id: wildcardResourceFinding(fn.executionRole, props.scheduling.schedulesArn),
          reason: 'Pending triggers are named per call schedule at run time; the wildcard is limited to the CareCall check-in schedule group, and only DeleteSchedule is allowed.',
        });
      }
      if (SCHEDULE_ARMING_GROUPS.includes(group)) {
        allowScheduleArming(fn, props.scheduling);
      }
      if (WORKFLOW_STARTING_GROUPS.includes(group)) {
        props.stateMachine.grantStartExecution(fn);
      }
      if (SENDER_ADDRESS_GROUPS.includes(group)) {
        // Resolved by CloudFormation at deploy time; never in the template or the repository.
        fn.addEnvironment(SETTING.originVerify, this.originVerify.secretValue.unsafeUnwrap());
      }
      if (props.recordings) allowRecordings(fn, group, props.recordings);
      if (props.mail && MAIL_SENDING_GROUPS.includes(group)) allowSendingMail(fn, props.mail);
      if (props.twilioSecret && TEXT_SENDING_GROUPS.includes(group)) {
        fn.addEnvironment(SETTING.twilioSecretArn, props.twilioSecret.secretArn);
        if (props.callerNumber) fn.addEnvironment(SETTING.callerNumber, props.callerNumber);
        fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [props.twilioSecret.secretArn] }));
      }
      functions.set(group, fn);
    }
    this.functions = functions;

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `carecall-${props.stage}-api`,
      description: 'CareCall REST API (session cookie checked in every handler)',
      // The stage is created below, with throttling and access logs.
      createDefaultStage: false,
    });

    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Authorisation is our own session: every /api/user/* handler reads the HttpOnly session ' +
        'cookie and checks the session item in DynamoDB (revocable at logout); the other routes ' +
        '(health, register, login, plans) are public by design.',
    });

    this.accessLogGroup = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      // Per route (api-throttles.ts); the routes with their own figures are set below.
      throttle: DEFAULT_ROUTE_THROTTLE,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(this.accessLogGroup),
        // Request facts only: no bodies, no query strings, no headers (they may carry health data
        // or the session cookie).
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            responseLength: '$context.responseLength',
          }),
        ),
      },
    });

    const integrations = new Map<HandlerGroup, HttpLambdaIntegration>();
    for (const route of ROUTES) {
      let integration = integrations.get(route.group);
      if (!integration) {
        const fn = functions.get(route.group);
        if (!fn) throw new Error(`No function for handler group ${route.group}`);
        integration = new HttpLambdaIntegration(`${functionId(route.group)}Integration`, fn);
        integrations.set(route.group, integration);
      }
      const [added] = this.httpApi.addRoutes({
        path: route.path,
        methods: [apigw.HttpMethod[route.method]],
        integration,
      });
      // Route settings name routes by key: the stage must be updated after the routes exist.
      if (added) stage.node.addDependency(added);
    }
    // HttpStage takes one throttle for every route; per-route figures are CfnStage RouteSettings,
    // a JSON map passed through as is (so CloudFormation's own casing).
    (stage.node.defaultChild as apigw.CfnStage).routeSettings = Object.fromEntries(
      Object.entries(ROUTE_THROTTLES).map(([routeKey, t]) => [routeKey, { ThrottlingRateLimit: t.rateLimit, ThrottlingBurstLimit: t.burstLimit }]),
    );

    new CfnOutput(this, 'ApiUrl', {
      description: 'Base URL of the CareCall HTTP API (CloudFront forwards /api/* and /test/* here)',
      value: stage.url,
    });
  }
}

/** `call-schedules` -> `CallSchedulesFunction`: stable construct ids, one per handler group. */
export function functionId(group: HandlerGroup): string {
  const pascal = group
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return `${pascal}Function`;
}
