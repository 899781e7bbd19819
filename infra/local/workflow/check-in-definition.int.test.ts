import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalExecution } from '@/functions/adapters/local/local-executions.ts';
import { buildCheckInDefinition, CHECK_IN_STATE_NAMES as S, type CheckInTaskFunctions } from '../../constructs/check-in-definition.ts';
import { localStateMachineRunner, type LocalTaskHandler } from './local-state-machine.ts';
import { TaskTokens } from './task-tokens.ts';
import { aslFromTemplate, type AslDefinition } from './template-to-asl.ts';

// The real definition, synthesised by CDK and run by the local interpreter with scripted tasks:
// these tests pin down the paths an on-call engineer will see.
let definition: AslDefinition;
beforeAll(() => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'DefinitionTest');
  const fn = (id: string) => new lambda.Function(stack, id, { runtime: lambda.Runtime.NODEJS_24_X, handler: 'index.handler', code: lambda.Code.fromInline('export const handler = async () => ({})') });
  const fns: CheckInTaskFunctions = {
    BeginCheckIn: fn('Begin'), PlaceCall: fn('Place'), WaitForCallToEnd: fn('WaitEnd'), CheckCallProgress: fn('Progress'), AssessWellbeing: fn('Assess'), RecordOutcome: fn('Record'),
    FindNextContact: fn('Next'), CallContact: fn('Contact'), TextAllContacts: fn('Text'), CheckForCallIn: fn('CallIn'),
  };
  new sfn.StateMachine(stack, 'CheckIn', { definitionBody: sfn.DefinitionBody.fromChainable(buildCheckInDefinition(stack, fns)) });
  definition = aslFromTemplate(Template.fromStack(stack).toJSON());
});

/**
 * How each call attempt goes: its outcome, reported after it rang; 'throw' when placing fails;
 * 'stuck-in-queue': never rings; 'end-lost': rang and was answered, but the end's completion was
 * lost (the records still say answered).
 */
type Attempt = 'answered' | 'no-answer' | 'voicemail' | 'throw' | 'stuck-in-queue' | 'end-lost' | 'busy-before-ring';

interface Script {
  proceed?: boolean;
  calls: Attempt[];
  escalate?: boolean;
  /** RecordOutcome fails every time. */
  recordFails?: boolean;
  /** FindNextContact fails every time. */
  findFails?: boolean;
  test?: boolean;
  /** The end of the first contact's call is never reported; the records say they confirmed. */
  contactEndLost?: boolean;
  /** Whether each contact, in order, presses 1. */
  contacts?: boolean[];
  /** The person called in during the wait before the retry; 'fails': the check cannot read the logs. */
  calledIn?: boolean | 'fails';
  /**
   * The person called in while the second try rang; 'fails': the check cannot read the logs;
   * 'under-way-then-answered' / 'under-way-then-hung-up': the call-in is still live at the first check.
   */
  calledInDuringRetry?: boolean | 'fails' | 'under-way-then-answered' | 'under-way-then-hung-up';
  /** This execution is a call-in (BeginCheckIn answers callIn and the live call's ref). */
  callIn?: boolean;
  /** After this many contacts were called, one who was called calls CareCall back and confirms. */
  confirmedByCallingBackAfter?: number;
}

async function run(script: Script) {
  const tokens = new TaskTokens();
  const seen: Record<string, Record<string, unknown>[]> = {};
  const payloadOf = (input: Record<string, unknown>) => ('FunctionName' in input ? (input.Payload as Record<string, unknown>) : input);
  let contactsTried = 0;
  let placeAttempts = 0;
  const handler = (name: string, body: (payload: Record<string, unknown>) => unknown): LocalTaskHandler => async (input) => {
    const payload = payloadOf(input);
    (seen[name] ??= []).push(payload);
    return body(payload);
  };
  const completeLater = (token: unknown, output: unknown) => {
    setTimeout(() => tokens.succeed(String(token), output), 1);
    return tokens.wait(String(token));
  };
  const handlers = {
    [S.begin]: handler(S.begin, () => ({
      proceed: script.proceed ?? true, userId: 'u1', callLogId: 'c1', test: script.test ?? false, attempt: 1,
      ...(script.callIn ? { callIn: true, call: { ringing: true, ref: 'r1' } } : {}),
    })),
    [S.checkCallIn]: handler(S.checkCallIn, () => {
      if (script.calledIn === 'fails') throw Object.assign(new Error('Throughput exceeded'), { name: 'ProvisionedThroughputExceededException' });
      return { replaced: script.calledIn === true };
    }),
    [S.checkCallInAfterRetry]: handler(S.checkCallInAfterRetry, () => {
      const how = script.calledInDuringRetry;
      if (how === 'fails') throw Object.assign(new Error('Throughput exceeded'), { name: 'ProvisionedThroughputExceededException' });
      if (how === 'under-way-then-answered' || how === 'under-way-then-hung-up') {
        if ((seen[S.checkCallInAfterRetry] ?? []).length === 1) return { replaced: false, callInUnderWay: true };
        return { replaced: how === 'under-way-then-answered' };
      }
      return { replaced: how === true };
    }),
    [S.placeCall]: handler(S.placeCall, (p) => {
      const how = script.calls[Number(p.attempt) - 1];
      placeAttempts++;
      if (how === 'throw') throw Object.assign(new Error('Twilio is down'), { name: 'TelephonyError' });
      if (how === 'stuck-in-queue') return tokens.wait(String(p.taskToken));
      if (how === 'busy-before-ring') return completeLater(p.taskToken, { outcome: 'no-answer' });
      return completeLater(p.taskToken, { ringing: true, ref: `r${String(p.attempt)}` });
    }),
    [S.waitForEnd]: handler(S.waitForEnd, (p) => {
      const how = script.calls[Number(String(p.ref).slice(1)) - 1];
      if (how === 'end-lost') return tokens.wait(String(p.taskToken));
      return completeLater(p.taskToken, { outcome: how === 'voicemail' ? 'no-answer' : how });
    }),
    [S.neverRang]: handler(S.neverRang, () => ({ outcome: 'failed' })),
    [S.endNotReported]: handler(S.endNotReported, () => ({ outcome: 'answered' })),
    [S.assess]: handler(S.assess, () => ({})),
    [S.record]: handler(S.record, () => {
      if (script.recordFails) throw Object.assign(new Error('Throughput exceeded'), { name: 'ProvisionedThroughputExceededException' });
      return { escalate: script.escalate ?? false, reason: script.escalate ? 'missed' : 'none' };
    }),
    [S.findContact]: handler(S.findContact, () => {
      if (script.findFails) throw Object.assign(new Error('Throughput exceeded'), { name: 'ProvisionedThroughputExceededException' });
      if (script.confirmedByCallingBackAfter !== undefined && contactsTried >= script.confirmedByCallingBackAfter) return { found: false, confirmed: true };
      const left = contactsTried < (script.contacts?.length ?? 0);
      return left ? { found: true, contactId: `k${contactsTried + 1}` } : { found: false };
    }),
    [S.callContact]: handler(S.callContact, (p) => completeLater(p.taskToken, { ringing: true, ref: `e${String(p.contactId)}` })),
    [S.waitForContact]: handler(S.waitForContact, (p) =>
      script.contactEndLost ? tokens.wait(String(p.taskToken)) : completeLater(p.taskToken, { reached: script.contacts![contactsTried++] === true }),
    ),
    [S.contactNeverRang]: handler(S.contactNeverRang, () => ({ reached: false })),
    [S.contactEndNotReported]: handler(S.contactEndNotReported, () => ({ reached: true })),
    [S.textAll]: handler(S.textAll, () => ({})),
  };
  const states: string[] = [];
  const execution = { executionId: 'local:t', name: 't', status: 'RUNNING', startDate: new Date().toISOString(), states: [], input: { kind: 'scheduled', userId: 'u1', scheduleId: 's1', slot: '2026-11-22T14:00:00.000Z' } } as LocalExecution;
  const runner = localStateMachineRunner({ definition, handlers, tokens, waitScale: 0.0001, minTimeoutSeconds: 1 });
  const output = await runner(execution, (s) => states.push(s), new AbortController().signal);
  return { states, seen, output: output as Record<string, unknown>, placeAttempts };
}

describe('check-in state machine (synthesised definition, run locally)', () => {
  it('answered and well: assess, record, no escalation', async () => {
    const { states, seen } = await run({ calls: ['answered'] });

    expect(states).toEqual([S.begin, S.slotClaimed, S.placeCall, S.ringing, S.waitForEnd, S.answered, S.assess, S.record, S.shouldEscalate, S.recorded]);
    expect(seen[S.record]![0]).toEqual({ callLogId: 'c1', userId: 'u1', outcome: 'answered' });
  });

  it('no answer: waits, calls once more, then calls contacts in order until one presses 1', async () => {
    const { states, seen } = await run({ calls: ['no-answer', 'voicemail'], escalate: true, contacts: [false, true, true] });

    expect(seen[S.placeCall]!.map((p) => p.attempt)).toEqual([1, 2]);
    expect(states.filter((s) => s === S.waitRetry)).toHaveLength(1);
    expect(seen[S.record]![0]!.outcome).toBe('no-answer');
    expect(seen[S.callContact]!.map((p) => p.contactId)).toEqual(['k1', 'k2']);
    expect(states.at(-1)).toBe(S.confirmed);
    expect(seen[S.textAll]).toBeUndefined();
  });

  it('nobody reached: texts every contact', async () => {
    const { states, seen } = await run({ calls: ['answered'], escalate: true, contacts: [false, false] });

    expect(seen[S.callContact]).toHaveLength(2);
    expect(states.filter((s) => s === S.pause)).toHaveLength(2);
    expect(states.slice(-3)).toEqual([S.contactLeft, S.textAll, S.nobodyReached]);
  });

  it('a contact who called back and confirmed while another was rung ends the escalation: nobody after is called or texted', async () => {
    const { states, seen } = await run({ calls: ['no-answer', 'no-answer'], escalate: true, contacts: [false, false, false], confirmedByCallingBackAfter: 2 });

    expect(seen[S.callContact]!.map((p) => p.contactId)).toEqual(['k1', 'k2']);
    expect(states.slice(-2)).toEqual([S.contactLeft, S.confirmedByCallingBack]);
    expect(seen[S.textAll]).toBeUndefined();
  });

  it('a call that cannot be placed is retried, then counts as failed, and the outcome is still recorded and escalated', async () => {
    const { states, seen, placeAttempts } = await run({ calls: ['throw', 'throw'], escalate: true, contacts: [true] });

    expect(placeAttempts).toBe(8); // a first try and three retries, for each of the two attempts
    expect(states).toContain(S.callNotPlaced);
    expect(seen[S.record]![0]!.outcome).toBe('failed');
    expect(states.at(-1)).toBe(S.confirmed);
  });

  it('time in the provider\'s queue is not ring time: the call\'s end is awaited only once it rings', async () => {
    const { states } = await run({ calls: ['answered'] });

    expect(states.indexOf(S.waitForEnd)).toBe(states.indexOf(S.ringing) + 1);
    expect(definition.States[S.placeCall]!.TimeoutSeconds).toBe(4 * 3600);
    expect(definition.States[S.waitForEnd]!.TimeoutSeconds).toBe(30 * 60);
  });

  it('a call that never leaves the queue counts as failed for that attempt, and the second attempt is made', async () => {
    const { states, seen } = await run({ calls: ['stuck-in-queue', 'answered'] });

    expect(states).toContain(S.neverRang);
    expect(seen[S.placeCall]!.map((p) => p.attempt)).toEqual([1, 2]);
    expect(seen[S.record]![0]!.outcome).toBe('answered');
  });

  it('a call ending before it rings goes straight to its outcome', async () => {
    const { states } = await run({ calls: ['busy-before-ring', 'answered'] });

    expect(states.slice(2, 5)).toEqual([S.placeCall, S.ringing, S.answered]);
  });

  it('a lost completion of the call\'s end: the outcome is read from the records, and no second call is made', async () => {
    const { states, seen } = await run({ calls: ['end-lost', 'answered'] });

    expect(states).toContain(S.endNotReported);
    expect(seen[S.placeCall]).toHaveLength(1);
    expect(seen[S.record]![0]!.outcome).toBe('answered');
  });

  it('the outcome cannot be written: the contacts are still alerted', async () => {
    const { states, seen } = await run({ calls: ['no-answer', 'no-answer'], recordFails: true, contacts: [true] });

    expect(states).toContain(S.notRecorded);
    expect(seen[S.callContact]![0]).toMatchObject({ reason: 'unrecorded' });
    expect(states.at(-1)).toBe(S.confirmed);
  });

  it('the outcome of a test call cannot be written: nobody is alerted', async () => {
    const { states, seen } = await run({ calls: ['answered'], recordFails: true, test: true, contacts: [true] });

    expect(states.slice(-3)).toEqual([S.notRecorded, S.isTest, S.recorded]);
    expect(seen[S.callContact]).toBeUndefined();
  });

  it('a lost report of a contact\'s call: the records say they confirmed, and escalation stops there', async () => {
    const { states, output } = await run({ calls: ['no-answer', 'no-answer'], escalate: true, contacts: [true], contactEndLost: true });

    expect(states.slice(-3)).toEqual([S.contactEndNotReported, S.contactReached, S.confirmed]);
    expect(output.contactCall).toEqual({ reached: true });
    expect(output.call).toEqual({ outcome: 'no-answer' });
  });

  it('the next contact cannot be found: every contact is texted instead', async () => {
    const { states } = await run({ calls: ['no-answer', 'no-answer'], escalate: true, findFails: true });

    expect(states.slice(-3)).toEqual([S.contactFailed, S.textAll, S.nobodyReached]);
  });

  it('every Task state has a Catch, and the only Fail states are the two where nothing more can be done', () => {
    const taskStates = Object.entries(definition.States).filter(([, s]) => s.Type === 'Task');
    const uncaught = taskStates.filter(([, s]) => !Array.isArray(s.Catch) || s.Catch.length === 0).map(([n]) => n);
    const fails = Object.entries(definition.States).filter(([, s]) => s.Type === 'Fail').map(([n]) => n).sort();

    expect(uncaught).toEqual([]);
    expect(fails).toEqual([S.couldNotStart, S.textsFailed].sort());
  });

  it('a call-in during the wait before the retry replaces the retry and the escalation', async () => {
    const { states, seen, placeAttempts } = await run({ calls: ['no-answer', 'answered'], escalate: true, contacts: [true], calledIn: true });
    expect(states).toContain(S.checkCallIn);
    expect(states.at(-1)).toBe(S.calledIn);
    expect(placeAttempts).toBe(1);
    expect(seen[S.checkCallIn]![0]).toEqual({ callLogId: 'c1', userId: 'u1', after: 'wait' });
    expect(seen[S.record]).toBeUndefined();
    expect(seen[S.callContact]).toBeUndefined();
  });

  it('no call-in during the wait: the retry is made; if the check fails, the retry is made too', async () => {
    for (const calledIn of [false, 'fails'] as const) {
      const { states, placeAttempts } = await run({ calls: ['no-answer', 'answered'], calledIn });
      expect(placeAttempts).toBe(2);
      expect(states).toContain(S.secondAttempt);
      expect(states.at(-1)).toBe(S.recorded);
    }
  });

  it('a call-in while the second try rang replaces the missed call\'s alert: nothing recorded as missed, no contact called', async () => {
    const { states, seen, placeAttempts } = await run({ calls: ['no-answer', 'no-answer'], escalate: true, contacts: [true], calledInDuringRetry: true });

    expect(placeAttempts).toBe(2);
    expect(states.slice(-4)).toEqual([S.answered, S.checkCallInAfterRetry, S.callInReplacesAlert, S.calledInDuringRetry]);
    expect(seen[S.checkCallInAfterRetry]).toEqual([{ callLogId: 'c1', userId: 'u1', after: 'retry' }]);
    expect(seen[S.record]).toBeUndefined();
    expect(seen[S.callContact]).toBeUndefined();
  });

  it('no call-in during the second try, or the check fails: the missed call is recorded and the contacts called', async () => {
    for (const calledInDuringRetry of [false, 'fails'] as const) {
      const { states, seen } = await run({ calls: ['no-answer', 'no-answer'], escalate: true, contacts: [true], calledInDuringRetry });

      expect(states).toContain(S.checkCallInAfterRetry);
      expect(states).toContain(calledInDuringRetry === 'fails' ? S.callInAfterRetryCheckFailed : S.callInReplacesAlert);
      expect(seen[S.record]![0]!.outcome).toBe('no-answer');
      expect(seen[S.callContact]!.map((p) => p.contactId)).toEqual(['k1']);
      expect(states.at(-1)).toBe(S.confirmed);
    }
  });

  it('a call-in still under way after the second try is waited for: answered, it replaces the alert; hung up, the contacts are called', async () => {
    const answered = await run({ calls: ['no-answer', 'no-answer'], escalate: true, contacts: [true], calledInDuringRetry: 'under-way-then-answered' });
    expect(answered.states.slice(-6)).toEqual([S.checkCallInAfterRetry, S.callInReplacesAlert, S.waitCallInAfterRetry, S.checkCallInAfterRetry, S.callInReplacesAlert, S.calledInDuringRetry]);
    expect(answered.seen[S.record]).toBeUndefined();

    const hungUp = await run({ calls: ['no-answer', 'no-answer'], escalate: true, contacts: [true], calledInDuringRetry: 'under-way-then-hung-up' });
    expect(hungUp.states.filter((s) => s === S.waitCallInAfterRetry)).toHaveLength(1);
    expect(hungUp.seen[S.record]![0]!.outcome).toBe('no-answer');
    expect(hungUp.seen[S.callContact]!.map((p) => p.contactId)).toEqual(['k1']);
  });

  it('an answered second try is assessed, never checked for a call-in', async () => {
    const { states } = await run({ calls: ['no-answer', 'answered'] });

    expect(states).toContain(S.assess);
    expect(states).not.toContain(S.checkCallInAfterRetry);
  });

  it('a call-in dials nobody: it waits for the live call\'s end, then assesses and records it', async () => {
    const { states, seen, placeAttempts } = await run({ calls: ['answered'], callIn: true });
    expect(placeAttempts).toBe(0);
    expect(states.slice(0, 3)).toEqual([S.begin, S.slotClaimed, S.waitForEnd]);
    expect(seen[S.waitForEnd]![0]!.ref).toBe('r1');
    expect(seen[S.record]![0]!.outcome).toBe('answered');
  });

  it('a call-in hung up before any answer is recorded, never called back', async () => {
    const { states, seen, placeAttempts } = await run({ calls: ['no-answer'], callIn: true });
    expect(placeAttempts).toBe(0);
    expect(states).not.toContain(S.waitRetry);
    expect(seen[S.record]![0]!.outcome).toBe('no-answer');
  });

  it('a stale or duplicate trigger places no call', async () => {
    const { states, seen } = await run({ proceed: false, calls: [] });

    expect(states).toEqual([S.begin, S.slotClaimed, S.notDue]);
    expect(seen[S.placeCall]).toBeUndefined();
  });

  it('passes ids and decisions between states, never health data', async () => {
    const { seen, output } = await run({ calls: ['no-answer', 'answered'], escalate: true, contacts: [true] });

    const keys = new Set(Object.values(seen).flat().flatMap((p) => Object.keys(p)));
    expect([...keys].sort()).toEqual(['after', 'attempt', 'callLogId', 'contactId', 'executionId', 'input', 'outcome', 'reason', 'ref', 'taskToken', 'userId']);
    expect(Object.keys(output).sort()).toEqual(['attempt', 'call', 'callLogId', 'calledIn', 'contactCall', 'decision', 'next', 'proceed', 'test', 'userId']);
  });
});

describe('the local twin', () => {
  it('runs the definition synthesised for the cloud workflow stack, with a handler for every Task state', async () => {
    const { synthesiseCheckInDefinition } = await import('./synthesise-check-in.ts');
    const { WORKFLOW_TASKS } = await import('@/functions/workflow/tasks.ts');

    const asl = synthesiseCheckInDefinition();

    const { taskOfEachState } = await import('./local-check-in.ts');
    const used = new Set(Object.values(taskOfEachState(asl)));
    expect([...used].sort()).toEqual(Object.keys(WORKFLOW_TASKS).sort());
    expect(taskOfEachState(asl)[S.waitForContact]).toBe('WaitForCallToEnd');
    expect(asl.StartAt).toBe(S.begin);
    expect(asl.States[S.placeCall]!.Resource).toBe('arn:aws:states:::lambda:invoke.waitForTaskToken');
  });
});
