import { Duration } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import * as tasks from 'aws-cdk-lib/aws-stepfunctions-tasks';
import type { Construct } from 'constructs';

/** The Lambda behind each Task state (functions/workflow/<name>.ts). */
export interface CheckInTaskFunctions {
  beginCheckIn: lambda.IFunction;
  placeCall: lambda.IFunction;
  assessWellbeing: lambda.IFunction;
  recordOutcome: lambda.IFunction;
  findNextContact: lambda.IFunction;
  callContact: lambda.IFunction;
  textAllContacts: lambda.IFunction;
}

/**
 * State names an on-call engineer reads in the Step Functions console. The local runner maps the
 * Task states to handlers by these names.
 */
export const CHECK_IN_STATE_NAMES = {
  begin: 'BeginCheckIn',
  slotClaimed: 'IsThisCallStillDue',
  notDue: 'NoCallNeeded',
  couldNotStart: 'CheckInCouldNotStart',
  placeCall: 'PlaceCall',
  callNotPlaced: 'CallCouldNotBePlaced',
  answered: 'WasTheCallAnswered',
  waitRetry: 'WaitBeforeSecondAttempt',
  secondAttempt: 'PrepareSecondAttempt',
  assess: 'AssessWellbeing',
  assessmentFailed: 'AssessmentUnavailable',
  record: 'RecordOutcome',
  notRecorded: 'OutcomeCouldNotBeRecorded',
  shouldEscalate: 'ShouldContactsBeCalled',
  recorded: 'CheckInRecorded',
  findContact: 'FindNextContact',
  contactLeft: 'IsThereAContactLeft',
  callContact: 'CallContact',
  contactCallFailed: 'ContactCallFailed',
  contactReached: 'DidTheContactConfirm',
  pause: 'PauseBeforeNextContact',
  confirmed: 'ContactWillCheckIn',
  textAll: 'TextAllContacts',
  nobodyReached: 'NobodyReachedContactsTexted',
} as const;
const S = CHECK_IN_STATE_NAMES;

/** Production timings; the local twin multiplies every wait by LOCAL_WAIT_SCALE. */
export const CHECK_IN_TIMINGS = {
  retryGap: Duration.minutes(10),
  pauseBetweenContacts: Duration.seconds(30),
  /** How long a placed call may take to report its end (ringing, conversation, hang-up). */
  callTimeout: Duration.minutes(30),
  contactCallTimeout: Duration.minutes(15),
} as const;

// Every task that touches the outside world (storage, telephony, AI) retries with backoff.
const retry = (task: sfn.TaskStateBase, attempts = 3, errors: string[] = [sfn.Errors.ALL]) =>
  task.addRetry({
    errors,
    interval: Duration.seconds(2),
    maxAttempts: attempts,
    backoffRate: 2,
    jitterStrategy: sfn.JitterType.FULL,
  });

const idsOnly = {
  callLogId: sfn.JsonPath.stringAt('$.callLogId'),
  userId: sfn.JsonPath.stringAt('$.userId'),
};

/**
 * The check-in flow (ARCHITECTURE.md): claim the slot, call (twice at most), assess, record, and
 * escalate to contacts one at a time until one confirms; text them all if nobody does. The state
 * carries ids, the attempt number and decisions only: never transcripts, notes or recordings.
 */
export function buildCheckInDefinition(scope: Construct, fns: CheckInTaskFunctions): sfn.IChainable {
  const begin = new tasks.LambdaInvoke(scope, S.begin, {
    lambdaFunction: fns.beginCheckIn,
    payload: sfn.TaskInput.fromObject({ input: sfn.JsonPath.entirePayload, executionId: sfn.JsonPath.executionId }),
    payloadResponseOnly: true,
    // The result replaces the state (ASL's default). Not written as ResultPath "$": the local
    // interpreter (aws-local-stepfunctions 3.0.0) stores that under a key named "$".
  });
  retry(begin, 4);

  const placeCall = new tasks.LambdaInvoke(scope, S.placeCall, {
    lambdaFunction: fns.placeCall,
    integrationPattern: sfn.IntegrationPattern.WAIT_FOR_TASK_TOKEN,
    payload: sfn.TaskInput.fromObject({ ...idsOnly, attempt: sfn.JsonPath.numberAt('$.attempt'), taskToken: sfn.JsonPath.taskToken }),
    resultPath: '$.call',
    taskTimeout: sfn.Timeout.duration(CHECK_IN_TIMINGS.callTimeout),
  });
  // A failed invocation is retried; a call that never reported its end (States.Timeout) is not:
  // waiting again would only delay the second attempt and the escalation. States.TaskFailed
  // matches every error except States.Timeout.
  retry(placeCall, 3, [sfn.Errors.TASKS_FAILED]);
  const callNotPlaced = new sfn.Pass(scope, S.callNotPlaced, { result: sfn.Result.fromObject({ outcome: 'failed' }), resultPath: '$.call' });
  placeCall.addCatch(callNotPlaced, { errors: [sfn.Errors.ALL], resultPath: sfn.JsonPath.DISCARD });

  const assess = new tasks.LambdaInvoke(scope, S.assess, {
    lambdaFunction: fns.assessWellbeing,
    payload: sfn.TaskInput.fromObject(idsOnly),
    payloadResponseOnly: true,
    resultPath: sfn.JsonPath.DISCARD,
  });
  retry(assess);
  // The assessor falls back to built-in rules itself; if even that fails, the outcome is still
  // recorded (as unknown) and the schedule's flags decide escalation.
  const assessmentFailed = new sfn.Pass(scope, S.assessmentFailed);
  assess.addCatch(assessmentFailed, { errors: [sfn.Errors.ALL], resultPath: sfn.JsonPath.DISCARD });

  const record = new tasks.LambdaInvoke(scope, S.record, {
    lambdaFunction: fns.recordOutcome,
    payload: sfn.TaskInput.fromObject({ ...idsOnly, outcome: sfn.JsonPath.stringAt('$.call.outcome') }),
    payloadResponseOnly: true,
    resultPath: '$.decision',
  });
  retry(record, 6);
  record.addCatch(new sfn.Fail(scope, S.notRecorded, { error: 'OutcomeNotRecorded', cause: 'Storage failed after retries; the call log may still say initiated.' }), {
    errors: [sfn.Errors.ALL],
  });

  const findContact = new tasks.LambdaInvoke(scope, S.findContact, {
    lambdaFunction: fns.findNextContact,
    payload: sfn.TaskInput.fromObject(idsOnly),
    payloadResponseOnly: true,
    resultPath: '$.next',
  });
  retry(findContact, 6);

  const callContact = new tasks.LambdaInvoke(scope, S.callContact, {
    lambdaFunction: fns.callContact,
    integrationPattern: sfn.IntegrationPattern.WAIT_FOR_TASK_TOKEN,
    payload: sfn.TaskInput.fromObject({ ...idsOnly, contactId: sfn.JsonPath.stringAt('$.next.contactId'), taskToken: sfn.JsonPath.taskToken }),
    resultPath: '$.contactCall',
    taskTimeout: sfn.Timeout.duration(CHECK_IN_TIMINGS.contactCallTimeout),
  });
  retry(callContact, 3, [sfn.Errors.TASKS_FAILED]); // as PlaceCall: a timeout moves on to the next contact
  const contactCallFailed = new sfn.Pass(scope, S.contactCallFailed, { result: sfn.Result.fromObject({ reached: false }), resultPath: '$.contactCall' });
  callContact.addCatch(contactCallFailed, { errors: [sfn.Errors.ALL], resultPath: sfn.JsonPath.DISCARD });

  const textAll = new tasks.LambdaInvoke(scope, S.textAll, {
    lambdaFunction: fns.textAllContacts,
    payload: sfn.TaskInput.fromObject(idsOnly),
    payloadResponseOnly: true,
    resultPath: sfn.JsonPath.DISCARD,
  });
  retry(textAll, 6);

  const pause = new sfn.Wait(scope, S.pause, { time: sfn.WaitTime.duration(CHECK_IN_TIMINGS.pauseBetweenContacts) });
  const contactReached = new sfn.Choice(scope, S.contactReached)
    .when(sfn.Condition.booleanEquals('$.contactCall.reached', true), new sfn.Succeed(scope, S.confirmed))
    .otherwise(pause.next(findContact));
  callContact.next(contactReached);
  contactCallFailed.next(contactReached);

  findContact.next(
    new sfn.Choice(scope, S.contactLeft)
      .when(sfn.Condition.booleanEquals('$.next.found', true), callContact)
      .otherwise(textAll.next(new sfn.Succeed(scope, S.nobodyReached))),
  );

  record.next(
    new sfn.Choice(scope, S.shouldEscalate)
      .when(sfn.Condition.booleanEquals('$.decision.escalate', true), findContact)
      .otherwise(new sfn.Succeed(scope, S.recorded)),
  );
  assess.next(record);
  assessmentFailed.next(record);

  const waitRetry = new sfn.Wait(scope, S.waitRetry, { time: sfn.WaitTime.duration(CHECK_IN_TIMINGS.retryGap) });
  const secondAttempt = new sfn.Pass(scope, S.secondAttempt, { result: sfn.Result.fromNumber(2), resultPath: '$.attempt' });
  const answered = new sfn.Choice(scope, S.answered)
    .when(sfn.Condition.stringEquals('$.call.outcome', 'answered'), assess)
    .when(sfn.Condition.numberEquals('$.attempt', 1), waitRetry.next(secondAttempt).next(placeCall))
    .otherwise(record);
  placeCall.next(answered);
  callNotPlaced.next(answered);

  begin.addCatch(new sfn.Fail(scope, S.couldNotStart, { error: 'CheckInCouldNotStart', cause: 'The slot could not be claimed after retries; the reconciler re-arms the schedule.' }), {
    errors: [sfn.Errors.ALL],
  });
  return begin.next(
    new sfn.Choice(scope, S.slotClaimed)
      .when(sfn.Condition.booleanEquals('$.proceed', true), placeCall)
      .otherwise(new sfn.Succeed(scope, S.notDue)),
  );
}
