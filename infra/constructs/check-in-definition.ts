import { Duration } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import * as tasks from 'aws-cdk-lib/aws-stepfunctions-tasks';
import type { Construct } from 'constructs';
import type { WorkflowTaskName } from '@/functions/core/check-in/steps.ts';

/** Each workflow step's Lambda, by its name in the step table (functions/core/check-in/steps.ts). */
export type CheckInTaskFunctions = Readonly<Record<WorkflowTaskName, lambda.IFunction>>;

/**
 * State names an on-call engineer reads in the Step Functions console. A Task state that is a step's
 * only state bears the step's name (checked against the step table); the local runner maps Task
 * states to steps by the function they invoke.
 */
export const CHECK_IN_STATE_NAMES = {
  begin: 'BeginCheckIn' satisfies WorkflowTaskName,
  slotClaimed: 'IsThisCallStillDue',
  notDue: 'NoCallNeeded',
  couldNotStart: 'CheckInCouldNotStart',
  placeCall: 'PlaceCall' satisfies WorkflowTaskName,
  ringing: 'IsTheCallRinging',
  waitForEnd: 'WaitForCallToEnd' satisfies WorkflowTaskName,
  neverRang: 'CallNotRingingInTime',
  endNotReported: 'CallEndNotReported',
  outcomeUnknown: 'CallOutcomeUnknown',
  callNotPlaced: 'CallCouldNotBePlaced',
  answered: 'WasTheCallAnswered',
  waitRetry: 'WaitBeforeSecondAttempt',
  checkCallIn: 'DidTheyCallInMeanwhile',
  calledIn: 'CallInReplacedTheRetry',
  callInReplaces: 'WasThereACallIn',
  callInCheckFailed: 'CallInCouldNotBeChecked',
  secondAttempt: 'PrepareSecondAttempt',
  checkCallInAfterRetry: 'DidTheyCallInDuringTheRetry',
  callInReplacesAlert: 'WasThereACallInDuringTheRetry',
  calledInDuringRetry: 'CallInReplacedTheAlert',
  callInAfterRetryCheckFailed: 'CallInDuringTheRetryCouldNotBeChecked',
  waitCallIn: 'WaitForTheCallInToEnd',
  waitCallInAfterRetry: 'WaitForTheCallInDuringTheRetryToEnd',
  assess: 'AssessWellbeing' satisfies WorkflowTaskName,
  assessmentFailed: 'AssessmentUnavailable',
  record: 'RecordOutcome' satisfies WorkflowTaskName,
  notRecorded: 'OutcomeCouldNotBeRecorded',
  isTest: 'WasItATestCall',
  shouldEscalate: 'ShouldContactsBeCalled',
  recorded: 'CheckInRecorded',
  findContact: 'FindNextContact' satisfies WorkflowTaskName,
  contactLeft: 'IsThereAContactLeft',
  contactFailed: 'ContactsCouldNotBeFound',
  callContact: 'CallContact' satisfies WorkflowTaskName,
  contactRinging: 'IsTheContactPhoneRinging',
  waitForContact: 'WaitForContactCallToEnd',
  contactNeverRang: 'ContactCallNotRingingInTime',
  contactEndNotReported: 'ContactCallEndNotReported',
  contactCallFailed: 'ContactCallFailed',
  contactReached: 'DidTheContactConfirm',
  pause: 'PauseBeforeNextContact',
  confirmed: 'ContactWillCheckIn',
  confirmedByCallingBack: 'ContactCalledBackAndWillCheckIn',
  textAll: 'TextAllContacts' satisfies WorkflowTaskName,
  nobodyReached: 'NobodyReachedContactsTexted',
  textsFailed: 'ContactsCouldNotBeTexted',
} as const;
const S = CHECK_IN_STATE_NAMES;

/** Production timings; the local twin multiplies every wait by LOCAL_WAIT_SCALE. */
export const CHECK_IN_TIMINGS = {
  retryGap: Duration.minutes(10),
  pauseBetweenContacts: Duration.seconds(30),
  /**
   * How long a requested call may wait in the provider's queue before it rings. Twilio dials about
   * one call per second per account: 10,000 calls due at once take 2 h 47 min to leave the queue.
   */
  queueTimeout: Duration.hours(4),
  /** From the first ring: how long a call may take to report its end (ringing, conversation, hang-up). */
  callTimeout: Duration.minutes(30),
  contactCallTimeout: Duration.minutes(15),
  /** How often a missed call asks again whether a call-in under way has ended. */
  callInPoll: Duration.seconds(30),
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
 * The check-in flow (docs/safety.md): claim the slot, call (twice at most), assess, record, and
 * escalate to contacts one at a time until one confirms; text them all if nobody does. The state
 * carries ids, the attempt number and decisions only: never transcripts, notes or recordings.
 *
 * Every path ends in a recorded outcome and, where the schedule says so, alerted contacts
 * (docs/safety.md): each Task has a Catch. The only Fail states are the two where nothing
 * can be done any more (storage down past every retry): they fire the failed-executions alarm.
 */
export function buildCheckInDefinition(scope: Construct, fns: CheckInTaskFunctions): sfn.IChainable {
  const begin = new tasks.LambdaInvoke(scope, S.begin, {
    lambdaFunction: fns.BeginCheckIn,
    payload: sfn.TaskInput.fromObject({ input: sfn.JsonPath.entirePayload, executionId: sfn.JsonPath.executionId }),
    payloadResponseOnly: true,
    // The result replaces the state (ASL's default). Not written as ResultPath "$": the local
    // interpreter (aws-local-stepfunctions 3.0.0) stores that under a key named "$".
  });
  // The slot is claimed and its call log written in one transaction, so until this succeeds the
  // slot is still due and the reconciler fires it again; retried for about five minutes first.
  retry(begin, 8);

  // ---- the call to the person: PlaceCall waits in the provider's queue until the phone rings;
  // only then does WaitForCallToEnd's timeout start.
  const placeCall = waitingTask(scope, S.placeCall, fns.PlaceCall, { ...idsOnly, attempt: sfn.JsonPath.numberAt('$.attempt') }, '$.call', CHECK_IN_TIMINGS.queueTimeout);
  const waitForEnd = waitingTask(scope, S.waitForEnd, fns.WaitForCallToEnd, { ref: sfn.JsonPath.stringAt('$.call.ref') }, '$.call', CHECK_IN_TIMINGS.callTimeout);
  const progress = (id: string, phase: 'ring' | 'end', extra: Record<string, unknown>, resultPath: string) => {
    const task = new tasks.LambdaInvoke(scope, id, {
      lambdaFunction: fns.CheckCallProgress,
      payload: sfn.TaskInput.fromObject({ ...idsOnly, ...extra, phase }),
      payloadResponseOnly: true,
      resultPath,
    });
    retry(task, 6);
    return task;
  };
  const attempt = { attempt: sfn.JsonPath.numberAt('$.attempt') };
  const neverRang = progress(S.neverRang, 'ring', attempt, '$.call');
  const endNotReported = progress(S.endNotReported, 'end', attempt, '$.call');

  const callNotPlaced = new sfn.Pass(scope, S.callNotPlaced, { result: sfn.Result.fromObject({ outcome: 'failed' }), resultPath: '$.call' });
  // Nothing in the records either: count it as unanswered (the retry, then the contacts).
  const outcomeUnknown = new sfn.Pass(scope, S.outcomeUnknown, { result: sfn.Result.fromObject({ outcome: 'no-answer' }), resultPath: '$.call' });
  placeCall.addCatch(neverRang, { errors: [sfn.Errors.TIMEOUT], resultPath: sfn.JsonPath.DISCARD });
  placeCall.addCatch(callNotPlaced, { errors: [sfn.Errors.ALL], resultPath: sfn.JsonPath.DISCARD });
  neverRang.addCatch(callNotPlaced, { errors: [sfn.Errors.ALL], resultPath: sfn.JsonPath.DISCARD });
  waitForEnd.addCatch(endNotReported, { errors: [sfn.Errors.ALL], resultPath: sfn.JsonPath.DISCARD });
  endNotReported.addCatch(outcomeUnknown, { errors: [sfn.Errors.ALL], resultPath: sfn.JsonPath.DISCARD });

  const assess = new tasks.LambdaInvoke(scope, S.assess, {
    lambdaFunction: fns.AssessWellbeing,
    payload: sfn.TaskInput.fromObject(idsOnly),
    payloadResponseOnly: true,
    resultPath: sfn.JsonPath.DISCARD,
  });
  retry(assess);
  // The assessor falls back to built-in rules itself; if even that fails, RecordOutcome reads the
  // answers with the built-in rules, and an emergency heard during the call stays one.
  const assessmentFailed = new sfn.Pass(scope, S.assessmentFailed);
  assess.addCatch(assessmentFailed, { errors: [sfn.Errors.ALL], resultPath: sfn.JsonPath.DISCARD });

  const record = new tasks.LambdaInvoke(scope, S.record, {
    lambdaFunction: fns.RecordOutcome,
    payload: sfn.TaskInput.fromObject({ ...idsOnly, outcome: sfn.JsonPath.stringAt('$.call.outcome') }),
    payloadResponseOnly: true,
    resultPath: '$.decision',
  });
  retry(record, 8);
  // Not written even after retries: the contacts are still alerted (docs/safety.md).
  const notRecorded = new sfn.Pass(scope, S.notRecorded, { result: sfn.Result.fromObject({ escalate: true, reason: 'unrecorded' }), resultPath: '$.decision' });
  record.addCatch(notRecorded, { errors: [sfn.Errors.ALL], resultPath: sfn.JsonPath.DISCARD });

  const withReason = { ...idsOnly, reason: sfn.JsonPath.stringAt('$.decision.reason') };
  const findContact = new tasks.LambdaInvoke(scope, S.findContact, {
    lambdaFunction: fns.FindNextContact,
    payload: sfn.TaskInput.fromObject(idsOnly),
    payloadResponseOnly: true,
    resultPath: '$.next',
  });
  retry(findContact, 8);

  // ---- a call to one contact, queued then ringing as the person's call.
  const contactId = { contactId: sfn.JsonPath.stringAt('$.next.contactId') };
  const callContact = waitingTask(scope, S.callContact, fns.CallContact, { ...withReason, ...contactId }, '$.contactCall', CHECK_IN_TIMINGS.queueTimeout);
  const waitForContact = waitingTask(scope, S.waitForContact, fns.WaitForCallToEnd, { ref: sfn.JsonPath.stringAt('$.contactCall.ref') }, '$.contactCall', CHECK_IN_TIMINGS.contactCallTimeout);
  const contactNeverRang = progress(S.contactNeverRang, 'ring', contactId, '$.contactCall');
  const contactEndNotReported = progress(S.contactEndNotReported, 'end', contactId, '$.contactCall');
  const contactCallFailed = new sfn.Pass(scope, S.contactCallFailed, { result: sfn.Result.fromObject({ reached: false }), resultPath: '$.contactCall' });
  callContact.addCatch(contactNeverRang, { errors: [sfn.Errors.TIMEOUT], resultPath: sfn.JsonPath.DISCARD });
  callContact.addCatch(contactCallFailed, { errors: [sfn.Errors.ALL], resultPath: sfn.JsonPath.DISCARD });
  contactNeverRang.addCatch(contactCallFailed, { errors: [sfn.Errors.ALL], resultPath: sfn.JsonPath.DISCARD });
  waitForContact.addCatch(contactEndNotReported, { errors: [sfn.Errors.ALL], resultPath: sfn.JsonPath.DISCARD });
  contactEndNotReported.addCatch(contactCallFailed, { errors: [sfn.Errors.ALL], resultPath: sfn.JsonPath.DISCARD });

  const textAll = new tasks.LambdaInvoke(scope, S.textAll, {
    lambdaFunction: fns.TextAllContacts,
    payload: sfn.TaskInput.fromObject(withReason),
    payloadResponseOnly: true,
    resultPath: sfn.JsonPath.DISCARD,
  });
  retry(textAll, 8);
  textAll.addCatch(new sfn.Fail(scope, S.textsFailed, { error: 'ContactsNotAlerted', cause: 'Texts to the contacts failed after retries; the escalation log says which. Call the contacts yourself.' }), {
    errors: [sfn.Errors.ALL],
  });
  // The contacts cannot be read one by one: text them all instead.
  const contactsFailed = new sfn.Pass(scope, S.contactFailed);
  findContact.addCatch(contactsFailed, { errors: [sfn.Errors.ALL], resultPath: sfn.JsonPath.DISCARD });
  contactsFailed.next(textAll);

  const pause = new sfn.Wait(scope, S.pause, { time: sfn.WaitTime.duration(CHECK_IN_TIMINGS.pauseBetweenContacts) });
  const contactReached = new sfn.Choice(scope, S.contactReached)
    .when(sfn.Condition.booleanEquals('$.contactCall.reached', true), new sfn.Succeed(scope, S.confirmed))
    .otherwise(pause.next(findContact));
  const contactRinging = new sfn.Choice(scope, S.contactRinging)
    .when(rang('$.contactCall'), waitForContact)
    .otherwise(contactReached);
  callContact.next(contactRinging);
  contactNeverRang.next(contactRinging);
  waitForContact.next(contactReached);
  contactEndNotReported.next(contactReached);
  contactCallFailed.next(contactReached);

  // A contact who called CareCall back and confirmed (call-in.ts) ends the escalation like one who answered.
  const confirmedByCallingBack = sfn.Condition.and(sfn.Condition.isPresent('$.next.confirmed'), sfn.Condition.booleanEquals('$.next.confirmed', true));
  findContact.next(
    new sfn.Choice(scope, S.contactLeft)
      .when(confirmedByCallingBack, new sfn.Succeed(scope, S.confirmedByCallingBack))
      .when(sfn.Condition.booleanEquals('$.next.found', true), callContact)
      .otherwise(textAll.next(new sfn.Succeed(scope, S.nobodyReached))),
  );

  const recorded = new sfn.Succeed(scope, S.recorded);
  record.next(
    new sfn.Choice(scope, S.shouldEscalate)
      .when(sfn.Condition.booleanEquals('$.decision.escalate', true), findContact)
      .otherwise(recorded),
  );
  // A test call alerts nobody, whatever could not be written.
  notRecorded.next(new sfn.Choice(scope, S.isTest).when(sfn.Condition.booleanEquals('$.test', true), recorded).otherwise(findContact));
  assess.next(record);
  assessmentFailed.next(record);

  const waitRetry = new sfn.Wait(scope, S.waitRetry, { time: sfn.WaitTime.duration(CHECK_IN_TIMINGS.retryGap) });
  const secondAttempt = new sfn.Pass(scope, S.secondAttempt, { result: sfn.Result.fromNumber(2), resultPath: '$.attempt' });
  /**
   * Asks CheckForCallIn whether the person called in (`after` the wait, or the unanswered second
   * try): a call-in answered meanwhile replaces what comes next (`replaced`); one still under way
   * decides nothing yet, since a caller who hangs up before answering alerts nobody and the missed
   * call then must, so it is asked again until that call-in ends (a live one counts for 30 minutes).
   * If the call logs cannot be read, the workflow goes on as if nobody had called in.
   */
  const callInCheck = (names: { check: string; failed: string; choice: string; wait: string; replaced: string }, after: 'wait' | 'retry', otherwise: sfn.IChainable) => {
    const check = new tasks.LambdaInvoke(scope, names.check, {
      lambdaFunction: fns.CheckForCallIn,
      payload: sfn.TaskInput.fromObject({ ...idsOnly, after }),
      payloadResponseOnly: true,
      resultPath: '$.calledIn',
    });
    retry(check);
    check.addCatch(new sfn.Pass(scope, names.failed).next(otherwise), { errors: [sfn.Errors.ALL], resultPath: sfn.JsonPath.DISCARD });
    const underWay = sfn.Condition.and(sfn.Condition.isPresent('$.calledIn.callInUnderWay'), sfn.Condition.booleanEquals('$.calledIn.callInUnderWay', true));
    check.next(
      new sfn.Choice(scope, names.choice)
        .when(sfn.Condition.booleanEquals('$.calledIn.replaced', true), new sfn.Succeed(scope, names.replaced))
        .when(underWay, new sfn.Wait(scope, names.wait, { time: sfn.WaitTime.duration(CHECK_IN_TIMINGS.callInPoll) }).next(check))
        .otherwise(otherwise),
    );
    return check;
  };
  // During the wait: a call-in replaces the retry and the missed call's escalation (its own outcome
  // escalates if it was not good).
  const checkCallIn = callInCheck(
    { check: S.checkCallIn, failed: S.callInCheckFailed, choice: S.callInReplaces, wait: S.waitCallIn, replaced: S.calledIn },
    'wait',
    secondAttempt,
  );
  secondAttempt.next(placeCall);
  // While the second try rang: people ring back when they see a missed call, and the retry then
  // finds the line busy; that call-in replaces the alert as one made during the wait does.
  const checkCallInAfterRetry = callInCheck(
    {
      check: S.checkCallInAfterRetry, failed: S.callInAfterRetryCheckFailed, choice: S.callInReplacesAlert,
      wait: S.waitCallInAfterRetry, replaced: S.calledInDuringRetry,
    },
    'retry',
    record,
  );
  // A call-in is never called back: the person hung up before answering, so nothing is recorded as missed.
  const isCallIn = sfn.Condition.and(sfn.Condition.isPresent('$.callIn'), sfn.Condition.booleanEquals('$.callIn', true));
  const answered = new sfn.Choice(scope, S.answered)
    .when(sfn.Condition.stringEquals('$.call.outcome', 'answered'), assess)
    .when(sfn.Condition.and(sfn.Condition.numberEquals('$.attempt', 1), sfn.Condition.not(isCallIn)), waitRetry.next(checkCallIn))
    .when(sfn.Condition.and(sfn.Condition.numberEquals('$.attempt', 2), sfn.Condition.not(isCallIn)), checkCallInAfterRetry)
    .otherwise(record);
  const ringing = new sfn.Choice(scope, S.ringing)
    .when(rang('$.call'), waitForEnd)
    .otherwise(answered);
  placeCall.next(ringing);
  neverRang.next(ringing);
  waitForEnd.next(answered);
  endNotReported.next(answered);
  outcomeUnknown.next(answered);
  callNotPlaced.next(answered);

  begin.addCatch(new sfn.Fail(scope, S.couldNotStart, { error: 'CheckInCouldNotStart', cause: 'Storage failed past every retry; the slot stays due and the reconciler fires it again.' }), {
    errors: [sfn.Errors.ALL],
  });
  return begin.next(
    new sfn.Choice(scope, S.slotClaimed)
      // A call-in is live already: straight to waiting for its end.
      .when(sfn.Condition.and(sfn.Condition.booleanEquals('$.proceed', true), isCallIn), waitForEnd)
      .when(sfn.Condition.booleanEquals('$.proceed', true), placeCall)
      .otherwise(new sfn.Succeed(scope, S.notDue)),
  );
}

/** The waiting task answered `{ ringing: true }` (rather than the call's outcome). */
const rang = (path: string) => sfn.Condition.and(sfn.Condition.isPresent(`${path}.ringing`), sfn.Condition.booleanEquals(`${path}.ringing`, true));

/**
 * A Task that hands its token to the outside world and waits (SendTaskSuccess from a webhook).
 * A failed invocation is retried; a wait that runs out (States.Timeout) is not: the catch reads
 * what the records say instead. States.TaskFailed matches every error except States.Timeout.
 */
function waitingTask(scope: Construct, id: string, fn: lambda.IFunction, payload: Record<string, unknown>, resultPath: string, timeout: Duration) {
  const task = new tasks.LambdaInvoke(scope, id, {
    lambdaFunction: fn,
    integrationPattern: sfn.IntegrationPattern.WAIT_FOR_TASK_TOKEN,
    payload: sfn.TaskInput.fromObject({ ...payload, taskToken: sfn.JsonPath.taskToken }),
    resultPath,
    taskTimeout: sfn.Timeout.duration(timeout),
  });
  retry(task, 3, [sfn.Errors.TASKS_FAILED]);
  return task;
}
