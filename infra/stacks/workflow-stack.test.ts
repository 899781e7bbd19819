import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_FALLBACK_METRIC } from '@/functions/adapters/bedrock/assessor-with-fallback.ts';
import { WORKFLOW_TASKS, type WorkflowTaskName } from '@/functions/workflow/tasks.ts';
import { CHECK_IN_STATE_NAMES as S } from '../constructs/check-in-definition.ts';
import type { HouseFunction } from '../constructs/house-function.ts';
import { synthApp, type SynthesisedApp } from '../test-support/synth-app.ts';
import {
  actionsOf,
  asArray,
  logicalIdOf,
  onlyResource,
  resourcesOfType,
  stateMachineDefinition,
  statementsOfRole,
  type AslDefinition,
  type PolicyStatementJson,
} from '../test-support/templates.ts';

const TASK_NAMES = Object.keys(WORKFLOW_TASKS) as WorkflowTaskName[];
const STATE_MACHINE_ARN = 'arn:aws:states:eu-west-1:123456789012:stateMachine:carecall-test-check-in';
const MODEL_ID = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
/** The default model's inference profile, and its foundation model in each region the profile routes to. */
const MODEL_ARNS = [
  `arn:aws:bedrock:eu-west-1:123456789012:inference-profile/${MODEL_ID}`,
  ...['us-east-1', 'us-east-2', 'us-west-1', 'us-west-2'].map(
    (region) => `arn:aws:bedrock:${region}::foundation-model/anthropic.claude-haiku-4-5-20251001-v1:0`,
  ),
];
const BUCKET = 'carecall-test-calls-123456789012-eu-west-1';

type FunctionName = WorkflowTaskName | 'Webhooks' | 'TranscriptionFinished';
const FUNCTION_NAMES: FunctionName[] = [...TASK_NAMES, 'Webhooks', 'TranscriptionFinished'];
const RECORDINGS_ENV = ['RECORDINGS_BUCKET', 'RECORDINGS_KMS_KEY_ID'];
/** The functions that email the account holder: the sender, configuration set, support inbox and site. */
const MAIL_ENV = ['APP_ORIGIN', 'MAIL_CONFIGURATION_SET', 'MAIL_FROM', 'SUPPORT_EMAIL'];

/** What the shared check-in composition needs at every cold start, and X-Ray's source maps. */
// ACTIVE_SCHEDULE_SHARDS: every writer of schedules agrees on the shard count of the active-schedule index.
const BASE_ENV = ['ACTIVE_SCHEDULE_SHARDS', 'BEDROCK_MODEL_ID', 'NODE_OPTIONS', 'TABLE_NAME', 'TWILIO_SECRET_ARN'];
const EXPECTED_ENV: Record<FunctionName, string[]> = {
  BeginCheckIn: ['SCHEDULER_DLQ_ARN', 'SCHEDULER_GROUP_NAME', 'SCHEDULER_ROLE_ARN', 'SCHEDULER_TARGET_ARN'],
  PlaceCall: ['CALLER_NUMBER', 'WEBHOOK_BASE_URL'],
  WaitForCallToEnd: [],
  CheckCallProgress: [],
  AssessWellbeing: [],
  RecordOutcome: MAIL_ENV,
  FindNextContact: [],
  CallContact: ['CALLER_NUMBER', 'WEBHOOK_BASE_URL'],
  TextAllContacts: ['CALLER_NUMBER', ...MAIL_ENV],
  CheckForCallIn: [],
  // The recording webhook starts the transcription; TranscriptionFinished stores its text.
  // A call-in starts its own check-in execution.
  Webhooks: [...RECORDINGS_ENV, ...MAIL_ENV, 'STATE_MACHINE_ARN'],
  TranscriptionFinished: RECORDINGS_ENV,
};

/** Every action beyond its own log group, X-Ray and the table items, per function. */
const EXPECTED_ACTIONS: Record<FunctionName, string[]> = {
  BeginCheckIn: [
    'iam:PassRole',
    'scheduler:CreateSchedule',
    'scheduler:DeleteSchedule',
    'scheduler:GetSchedule',
    'scheduler:UpdateSchedule',
  ],
  // A retry tells its new token what the first try's call already did.
  PlaceCall: ['secretsmanager:GetSecretValue', 'states:SendTaskSuccess'],
  // Completes its own token at once when the call ended before it registered.
  WaitForCallToEnd: ['states:SendTaskSuccess'],
  // Hangs up a call that never reported its end.
  CheckCallProgress: ['secretsmanager:GetSecretValue'],
  AssessWellbeing: ['bedrock:InvokeModel'],
  RecordOutcome: [],
  FindNextContact: [],
  // Completes its own token when the contact was deleted between FindNextContact and the call.
  CallContact: ['secretsmanager:GetSecretValue', 'states:SendTaskSuccess'],
  TextAllContacts: ['secretsmanager:GetSecretValue'],
  CheckForCallIn: [],
  Webhooks: [
    'kms:Decrypt',
    'kms:Encrypt',
    'kms:GenerateDataKey',
    's3:GetObject',
    's3:PutObject',
    'secretsmanager:GetSecretValue',
    'states:SendTaskSuccess',
    'states:StartExecution',
    'transcribe:StartTranscriptionJob',
  ],
  TranscriptionFinished: ['kms:Decrypt', 's3:GetObject', 'transcribe:GetTranscriptionJob'],
};

describe('workflow stack', () => {
  let synthesised: SynthesisedApp;
  let definition: AslDefinition;

  beforeAll(() => {
    // Prepare + Act: one offline synthesis of the whole app, with a caller number set.
    synthesised = synthApp({ stage: 'test', callerNumber: '+15550100200' });
    definition = stateMachineDefinition(synthesised.template(synthesised.stacks.workflow));
  });

  const workflow = () => synthesised.template(synthesised.stacks.workflow);
  const checkIn = () => synthesised.stacks.workflow.checkInWorkflow;
  const houseFunction = (name: FunctionName): HouseFunction => {
    const found =
      name === 'Webhooks'
        ? checkIn().webhookFunction
        : name === 'TranscriptionFinished'
          ? checkIn().transcriptionFinishedFunction
          : checkIn().taskFunctions.get(name);
    if (!found) throw new Error(`no function for ${name}`);
    return found;
  };
  const lambdaProps = (name: FunctionName) =>
    workflow().toJSON().Resources[logicalIdOf(houseFunction(name))].Properties as Record<string, any>;
  const variables = (name: FunctionName) => lambdaProps(name).Environment.Variables as Record<string, unknown>;
  const statementsOf = (name: FunctionName): PolicyStatementJson[] =>
    statementsOfRole(synthesised.templates().values(), logicalIdOf(houseFunction(name).executionRole));
  const HOUSE_ACTION = /^(logs|xray|dynamodb):/;
  /** The statements beyond the house grants (log group, X-Ray, table). */
  const grantsOf = (name: FunctionName) =>
    statementsOf(name).filter((s) => !asArray(s.Action).every((a) => HOUSE_ACTION.test(a)));
  const holders = (action: string) => FUNCTION_NAMES.filter((name) => actionsOf(statementsOf(name)).includes(action));

  describe('the state machine', () => {
    it('runs check-ins as a named STANDARD state machine with X-Ray tracing', () => {
      workflow().hasResourceProperties('AWS::StepFunctions::StateMachine', {
        StateMachineName: 'carecall-test-check-in',
        StateMachineType: 'STANDARD',
        TracingConfiguration: { Enabled: true },
      });
    });

    it('logs every state transition but never execution data (health data stays out of logs)', () => {
      const logGroupId = logicalIdOf(checkIn().logGroup);

      workflow().hasResourceProperties('AWS::StepFunctions::StateMachine', {
        LoggingConfiguration: {
          Level: 'ALL',
          IncludeExecutionData: false,
          Destinations: [{ CloudWatchLogsLogGroup: { LogGroupArn: { 'Fn::GetAtt': [logGroupId, 'Arn'] } } }],
        },
      });
    });

    it('is known to its functions by an ARN formatted from its name, not by a reference to it', () => {
      expect(synthesised.stacks.workflow.resolve(checkIn().stateMachineArn)).toBe(STATE_MACHINE_ARN);
      const stateMachineId = logicalIdOf(checkIn().stateMachine);
      for (const name of FUNCTION_NAMES) {
        const fnJson = JSON.stringify({ env: variables(name), policies: statementsOf(name) });
        expect(fnJson, name).not.toContain(stateMachineId);
      }
    });
  });

  describe('the check-in definition', () => {
    it('has exactly the states of CHECK_IN_STATE_NAMES and starts at BeginCheckIn', () => {
      expect(definition.StartAt).toBe(S.begin);
      expect(Object.keys(definition.States).sort()).toEqual(Object.values(S).sort());
    });

    /** Task state -> the workflow function it invokes (by the function's logical id). */
    const taskOfState = () =>
      Object.fromEntries(
        Object.entries(definition.States)
          .filter(([, state]) => state.Type === 'Task')
          .map(([state, body]) => {
            const invoked = String(body.Parameters?.FunctionName ?? body.Resource);
            const name = TASK_NAMES.find((n) => invoked === `GetAtt(${logicalIdOf(houseFunction(n))}.Arn)`);
            return [state, name] as const;
          }),
      ) as Record<string, WorkflowTaskName | undefined>;
    const waitingStates = () => Object.entries(taskOfState()).filter(([, name]) => name && WORKFLOW_TASKS[name].waits).map(([state]) => state);

    it('invokes a workflow function from every Task state, and every function from some state', () => {
      const mapping = taskOfState();

      expect(Object.entries(mapping).filter(([, name]) => !name)).toEqual([]);
      expect([...new Set(Object.values(mapping))].sort()).toEqual([...TASK_NAMES].sort());
      expect(mapping[S.waitForContact]).toBe('WaitForCallToEnd');
      expect(mapping[S.contactEndNotReported]).toBe('CheckCallProgress');
    });

    it('retries every Task state with exponential backoff and jitter', () => {
      for (const [state, name] of Object.entries(taskOfState())) {
        const ours = (definition.States[state]?.Retry ?? []).find((r) => r.JitterStrategy === 'FULL');
        expect(ours, state).toMatchObject({ IntervalSeconds: 2, BackoffRate: 2, JitterStrategy: 'FULL' });
        expect(ours?.MaxAttempts, state).toBeGreaterThanOrEqual(3);
        expect(ours?.ErrorEquals, state).toEqual(WORKFLOW_TASKS[name!].waits ? ['States.TaskFailed'] : ['States.ALL']);
      }
    });

    it('waits on a task token with a timeout, never retrying the timeout; the queue wait is apart from the call\'s own', () => {
      const timeouts = Object.fromEntries(waitingStates().map((state) => [state, definition.States[state]?.TimeoutSeconds]));

      expect(timeouts).toEqual({ [S.placeCall]: 4 * 3600, [S.waitForEnd]: 30 * 60, [S.callContact]: 4 * 3600, [S.waitForContact]: 15 * 60 });
      for (const state of waitingStates()) {
        expect(definition.States[state]?.Resource).toBe('arn:Ref(AWS::Partition):states:::lambda:invoke.waitForTaskToken');
        expect((definition.States[state]?.Parameters?.Payload as Record<string, string>)['taskToken.$']).toBe('$$.Task.Token');
        // States.TaskFailed matches everything but States.Timeout: a wait that runs out goes to the catch.
        expect((definition.States[state]?.Retry ?? []).flatMap((r) => r.ErrorEquals)).not.toContain('States.ALL');
      }
    });

    it('invokes the other tasks directly, without a task token', () => {
      for (const [state, name] of Object.entries(taskOfState()).filter(([, n]) => !WORKFLOW_TASKS[n!].waits)) {
        expect(definition.States[state]?.Resource, `${state} (${name})`).toMatch(/^GetAtt\(/);
        expect(JSON.stringify(definition.States[state]?.Parameters), state).not.toContain('Task.Token');
      }
    });

    it('catches failures so that a check-in still ends in a recorded outcome, with contacts alerted', () => {
      const catchOf = (name: string) => definition.States[name]?.Catch?.map((c) => `${c.ErrorEquals.join()} -> ${c.Next}`);

      expect(catchOf(S.begin)).toEqual([`States.ALL -> ${S.couldNotStart}`]);
      expect(catchOf(S.placeCall)).toEqual([`States.Timeout -> ${S.neverRang}`, `States.ALL -> ${S.callNotPlaced}`]);
      expect(catchOf(S.waitForEnd)).toEqual([`States.ALL -> ${S.endNotReported}`]);
      expect(catchOf(S.assess)).toEqual([`States.ALL -> ${S.assessmentFailed}`]);
      expect(catchOf(S.record)).toEqual([`States.ALL -> ${S.notRecorded}`]);
      expect(catchOf(S.findContact)).toEqual([`States.ALL -> ${S.contactFailed}`]);
      expect(catchOf(S.callContact)).toEqual([`States.Timeout -> ${S.contactNeverRang}`, `States.ALL -> ${S.contactCallFailed}`]);
      expect(catchOf(S.textAll)).toEqual([`States.ALL -> ${S.textsFailed}`]);
      // A call that could not be placed is an outcome ("failed"), which is recorded and may escalate.
      expect(definition.States[S.callNotPlaced]).toMatchObject({ Type: 'Pass', Next: S.answered });
      expect(definition.States[S.assessmentFailed]).toMatchObject({ Type: 'Pass', Next: S.record });
      expect(definition.States[S.contactCallFailed]).toMatchObject({ Type: 'Pass', Next: S.contactReached });
      // Not recorded: contacts are alerted all the same (unless it was a test call).
      expect(definition.States[S.notRecorded]).toMatchObject({ Type: 'Pass', Next: S.isTest, Result: { escalate: true, reason: 'unrecorded' } });
      expect(definition.States[S.contactFailed]).toMatchObject({ Type: 'Pass', Next: S.textAll });
      expect(Object.entries(definition.States).filter(([, st]) => st.Type === 'Fail').map(([n]) => n).sort()).toEqual([S.couldNotStart, S.textsFailed].sort());
    });

    it('waits 10 minutes before the second attempt and 30 seconds between contacts', () => {
      // After the wait, a call-in since the missed call replaces the retry (functions/core/check-in/call-in-rules.ts).
      expect(definition.States[S.waitRetry]).toMatchObject({ Type: 'Wait', Seconds: 600, Next: S.checkCallIn });
      expect(definition.States[S.callInReplaces]).toMatchObject({ Type: 'Choice', Default: S.secondAttempt });
      expect(definition.States[S.pause]).toMatchObject({ Type: 'Wait', Seconds: 30, Next: S.findContact });
    });

    it('hands the tasks ids and decisions only, never transcripts, notes or recordings', () => {
      const parameters = Object.values(definition.States).map((state) => JSON.stringify(state.Parameters ?? {}));

      for (const text of parameters) expect(text).not.toMatch(/transcri|note|recording|health|speech/i);
    });
  });

  describe('the functions', () => {
    it('are one per Task state plus the webhooks, the reconciler and the weekly summary, on the house runtime', () => {
      expect(resourcesOfType(workflow(), 'AWS::Lambda::Function').size).toBe(TASK_NAMES.length + 4);
      for (const name of FUNCTION_NAMES) {
        expect(lambdaProps(name), name).toMatchObject({
          Runtime: 'nodejs24.x',
          Architectures: ['arm64'],
          TracingConfig: { Mode: 'Active' },
        });
      }
    });

    it('give Twilio, Transcribe and Bedrock time to answer', () => {
      const timeouts = Object.fromEntries(FUNCTION_NAMES.map((name) => [name, lambdaProps(name).Timeout as number]));

      expect(timeouts).toEqual({
        BeginCheckIn: 10,
        PlaceCall: 30,
        WaitForCallToEnd: 10,
        CheckCallProgress: 30,
        AssessWellbeing: 60,
        RecordOutcome: 10,
        FindNextContact: 10,
        CallContact: 30,
        TextAllContacts: 60,
        CheckForCallIn: 10,
        Webhooks: 15,
        TranscriptionFinished: 30,
      });
    });

    it('have construct ids after their state names', () => {
      expect(TASK_NAMES.map((name) => houseFunction(name).node.id)).toEqual(TASK_NAMES.map((name) => `${name}Function`));
    });

    it.each(FUNCTION_NAMES)('%s gets exactly the settings it reads', (name) => {
      expect(Object.keys(variables(name)).sort()).toEqual([...BASE_ENV, ...EXPECTED_ENV[name]].sort());
      expect(variables(name)).toMatchObject({ BEDROCK_MODEL_ID: MODEL_ID });
      expect(JSON.stringify(variables(name).TWILIO_SECRET_ARN)).toContain(
        logicalIdOf(synthesised.stacks.stateful.twilioSecret),
      );
    });

    it.each(FUNCTION_NAMES)('%s is granted only what it uses', (name) => {
      expect(actionsOf(statementsOf(name)).filter((a) => !HOUSE_ACTION.test(a))).toEqual(EXPECTED_ACTIONS[name]);
    });

    it('give the calling tasks the caller number and the webhook URL; the webhook function never its own URL', () => {
      const urlId = logicalIdOf(checkIn().webhookUrl);

      for (const name of ['PlaceCall', 'CallContact'] as const) {
        expect(variables(name)).toMatchObject({
          CALLER_NUMBER: '+15550100200',
          WEBHOOK_BASE_URL: { 'Fn::GetAtt': [urlId, 'FunctionUrl'] },
        });
      }
      expect(variables('TextAllContacts').CALLER_NUMBER).toBe('+15550100200');
      expect(JSON.stringify(lambdaProps('Webhooks'))).not.toContain(urlId);
    });

    it('re-arm missing or overdue triggers every 15 minutes, one invocation per shard, pointing them at this state machine', () => {
      const reconciler = checkIn().reconcilerFunction;
      const props = workflow().toJSON().Resources[logicalIdOf(reconciler)].Properties as Record<string, any>;
      expect(props.Environment.Variables).toMatchObject({ SCHEDULER_TARGET_ARN: STATE_MACHINE_ARN, SCHEDULER_GROUP_NAME: 'carecall-test-checkins', ACTIVE_SCHEDULE_SHARDS: '16' });
      // The fan-out: one rule per shard, each invoking the reconciler with its shard number.
      const rules = Object.values(workflow().findResources('AWS::Events::Rule', { Properties: { ScheduleExpression: 'rate(15 minutes)' } })) as { Properties: Record<string, any> }[];
      expect(rules).toHaveLength(16);
      const shards = rules.map((rule) => {
        expect(rule.Properties.Targets).toEqual([expect.objectContaining({ Arn: { 'Fn::GetAtt': [logicalIdOf(reconciler), 'Arn'] } })]);
        return (JSON.parse(rule.Properties.Targets[0].Input as string) as { shard: number }).shard;
      });
      expect(shards.sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i));
      // Every function that writes schedules agrees on the shard count.
      expect(variables('BeginCheckIn').ACTIVE_SCHEDULE_SHARDS).toBe('16');
      const actions = actionsOf(statementsOfRole(synthesised.templates().values(), logicalIdOf(reconciler.executionRole)));
      expect(actions).toContain('scheduler:UpdateSchedule');
      expect(actions).not.toContain('states:SendTaskSuccess');
    });

    it('point BeginCheckIn schedules at this state machine, inside the check-in group', () => {
      expect(variables('BeginCheckIn')).toMatchObject({
        SCHEDULER_TARGET_ARN: STATE_MACHINE_ARN,
        SCHEDULER_GROUP_NAME: 'carecall-test-checkins',
      });
      const scheduleStatement = grantsOf('BeginCheckIn').find((s) => asArray(s.Action).includes('scheduler:CreateSchedule'));
      expect(scheduleStatement?.Resource).toBe('arn:aws:scheduler:eu-west-1:123456789012:schedule/carecall-test-checkins/*');
      const passRole = grantsOf('BeginCheckIn').find((s) => s.Action === 'iam:PassRole');
      expect(passRole?.Condition).toEqual({ StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } });
      expect(JSON.stringify(passRole?.Resource)).toContain(logicalIdOf(synthesised.stacks.stateful.schedulerRole));
    });

    it('let only the webhooks and the calling and waiting tasks complete tasks, and only the webhooks start a check-in (a call-in), of this state machine only', () => {
      const completing = ['PlaceCall', 'WaitForCallToEnd', 'CallContact', 'Webhooks'] as const;
      expect(holders('states:SendTaskSuccess')).toEqual(completing);
      for (const name of completing) {
        const statement = grantsOf(name).find((s) => asArray(s.Action).includes('states:SendTaskSuccess'));
        expect(statement?.Resource).toBe(STATE_MACHINE_ARN);
      }
      expect(holders('states:StartExecution')).toEqual(['Webhooks']);
      expect(grantsOf('Webhooks').find((s) => asArray(s.Action).includes('states:StartExecution'))?.Resource).toBe(STATE_MACHINE_ARN);
    });

    it('let only AssessWellbeing invoke Bedrock: one model, through its inference profile', () => {
      expect(holders('bedrock:InvokeModel')).toEqual(['AssessWellbeing']);
      const statement = grantsOf('AssessWellbeing').find((s) => s.Action === 'bedrock:InvokeModel');
      expect(statement?.Resource).toEqual(MODEL_ARNS);
    });

    it('let only the recording webhook and TranscriptionFinished reach recordings: prefixes of the bucket, its key, Transcribe', () => {
      const keyId = logicalIdOf(synthesised.stacks.stateful.recordings.key);
      const resourceOf = (name: FunctionName, action: string) => grantsOf(name).find((s) => asArray(s.Action).includes(action))?.Resource;

      expect(holders('s3:GetObject')).toEqual(['Webhooks', 'TranscriptionFinished']);
      expect(holders('s3:PutObject')).toEqual(['Webhooks']);
      expect(holders('kms:Decrypt')).toEqual(['Webhooks', 'TranscriptionFinished']);
      expect(holders('transcribe:StartTranscriptionJob')).toEqual(['Webhooks']);
      expect(holders('transcribe:GetTranscriptionJob')).toEqual(['TranscriptionFinished']);
      expect(resourceOf('Webhooks', 's3:GetObject')).toBe(`arn:aws:s3:::${BUCKET}/recordings/*`);
      expect(resourceOf('Webhooks', 's3:PutObject')).toEqual([`arn:aws:s3:::${BUCKET}/recordings/*`, `arn:aws:s3:::${BUCKET}/transcripts/*`]);
      expect(resourceOf('TranscriptionFinished', 's3:GetObject')).toBe(`arn:aws:s3:::${BUCKET}/transcripts/*`);
      for (const name of ['Webhooks', 'TranscriptionFinished'] as const) {
        expect(asArray(resourceOf(name, 'kms:Decrypt'))).toHaveLength(1);
        expect(JSON.stringify(resourceOf(name, 'kms:Decrypt'))).toContain(keyId);
        expect(variables(name)).toMatchObject({ RECORDINGS_BUCKET: BUCKET });
      }
      workflow().hasResourceProperties('AWS::Events::Rule', {
        EventPattern: {
          source: ['aws.transcribe'],
          'detail-type': ['Transcribe Job State Change'],
          detail: { TranscriptionJobName: [{ prefix: 'carecall-' }], TranscriptionJobStatus: ['COMPLETED', 'FAILED'] },
        },
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalIdOf(checkIn().transcriptionFinishedFunction), 'Arn'] } })],
      });
    });

    it('read the Twilio secret only where Twilio is called, and only that secret', () => {
      const secretId = logicalIdOf(synthesised.stacks.stateful.twilioSecret);

      expect(holders('secretsmanager:GetSecretValue')).toEqual([
        'PlaceCall',
        'CheckCallProgress',
        'CallContact',
        'TextAllContacts',
        'Webhooks',
      ]);
      for (const name of holders('secretsmanager:GetSecretValue')) {
        const statement = grantsOf(name).find((s) => s.Action === 'secretsmanager:GetSecretValue');
        expect(asArray(statement?.Resource), name).toHaveLength(1);
        expect(JSON.stringify(statement?.Resource), name).toContain(secretId);
      }
    });

    it('grant "*" only for X-Ray, and for Transcribe to the functions that start or read jobs', () => {
      for (const name of FUNCTION_NAMES) {
        const star = statementsOf(name).filter((s) => asArray(s.Resource).includes('*'));
        const expected = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'];
        if (name === 'Webhooks') expected.push('transcribe:StartTranscriptionJob');
        if (name === 'TranscriptionFinished') expected.push('transcribe:GetTranscriptionJob');
        expect(actionsOf(star), name).toEqual(expected.sort());
      }
    });

    it('carry no credential in their environment', () => {
      for (const name of FUNCTION_NAMES) {
        for (const [key, value] of Object.entries(variables(name))) {
          expect(key, name).not.toMatch(/TOKEN|PASSWORD|AUTH|SID|KEY$/);
          expect(JSON.stringify(value), `${name} ${key}`).not.toMatch(/AC[0-9a-f]{32}|SK[0-9a-f]{32}|resolve:secretsmanager/i);
        }
      }
    });
  });

  describe('the webhooks', () => {
    it('are served on a public function URL (Twilio signs, the code checks), without CORS', () => {
      const url = onlyResource(workflow(), 'AWS::Lambda::Url');

      expect(url.Properties).toEqual({
        AuthType: 'NONE',
        TargetFunctionArn: { 'Fn::GetAtt': [logicalIdOf(checkIn().webhookFunction), 'Arn'] },
      });
    });

    it('publish their URL as an output', () => {
      workflow().hasOutput('TwilioWebhookUrl', {
        Value: { 'Fn::GetAtt': [logicalIdOf(checkIn().webhookUrl), 'FunctionUrl'] },
      });
    });
  });

  describe('the alarms', () => {
    const stateMachineDimension = () => [{ Name: 'StateMachineArn', Value: { Ref: logicalIdOf(checkIn().stateMachine) } }];
    const firstOccurrence = {
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Threshold: 1,
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
    };

    it('fire on the first failed execution', () => {
      workflow().hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/States',
        MetricName: 'ExecutionsFailed',
        Dimensions: stateMachineDimension(),
        ...firstOccurrence,
      });
    });

    it('fire on the first timed-out execution', () => {
      workflow().hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/States',
        MetricName: 'ExecutionsTimedOut',
        Dimensions: stateMachineDimension(),
        Statistic: 'Sum',
        ...firstOccurrence,
      });
    });

    it('fire on the first webhook error, thrown or answered as 5xx', () => {
      const fnDimension = [{ Name: 'FunctionName', Value: { Ref: logicalIdOf(checkIn().webhookFunction) } }];
      const metric = (name: string) =>
        Match.objectLike({
          MetricStat: Match.objectLike({
            Metric: { Namespace: 'AWS/Lambda', MetricName: name, Dimensions: fnDimension },
            Stat: 'Sum',
          }),
          ReturnData: false,
        });

      workflow().hasResourceProperties('AWS::CloudWatch::Alarm', {
        Metrics: Match.arrayWith([
          Match.objectLike({ Expression: 'MAX([errors, url5xx])' }),
          metric('Errors'),
          metric('Url5xxCount'),
        ]),
        ...firstOccurrence,
      });
    });

    it('fire when the built-in assessor answered for 3 or more check-ins in 15 minutes (the metric the fallback counts)', () => {
      workflow().hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: ASSESSMENT_FALLBACK_METRIC.namespace,
        MetricName: ASSESSMENT_FALLBACK_METRIC.name,
        // Powertools always adds the `service` dimension: without it the alarm would watch nothing.
        Dimensions: [{ Name: 'service', Value: ASSESSMENT_FALLBACK_METRIC.service }],
        Statistic: 'Sum',
        Period: 15 * 60,
        Threshold: 3,
        EvaluationPeriods: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      });
      expect(ASSESSMENT_FALLBACK_METRIC).toMatchObject({ namespace: 'CareCall', name: 'AssessmentFallbacks' });
    });
  });
});
