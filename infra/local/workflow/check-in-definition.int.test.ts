import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalExecution } from '../../../functions/adapters/local/local-executions.ts';
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
    beginCheckIn: fn('Begin'), placeCall: fn('Place'), assessWellbeing: fn('Assess'), recordOutcome: fn('Record'),
    findNextContact: fn('Next'), callContact: fn('Contact'), textAllContacts: fn('Text'),
  };
  new sfn.StateMachine(stack, 'CheckIn', { definitionBody: sfn.DefinitionBody.fromChainable(buildCheckInDefinition(stack, fns)) });
  definition = aslFromTemplate(Template.fromStack(stack).toJSON());
});

interface Script {
  proceed?: boolean;
  /** Outcome reported for each call attempt, or 'throw' when placing fails. */
  calls: ('answered' | 'no-answer' | 'voicemail' | 'throw')[];
  escalate?: boolean;
  /** Whether each contact, in order, presses 1. */
  contacts?: boolean[];
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
    [S.begin]: handler(S.begin, () => ({ proceed: script.proceed ?? true, userId: 'u1', callLogId: 'c1', test: false, attempt: 1 })),
    [S.placeCall]: handler(S.placeCall, (p) => {
      const outcome = script.calls[Number(p.attempt) - 1];
      placeAttempts++;
      if (outcome === 'throw') throw Object.assign(new Error('Twilio is down'), { name: 'TelephonyError' });
      return completeLater(p.taskToken, { outcome: outcome === 'voicemail' ? 'no-answer' : outcome });
    }),
    [S.assess]: handler(S.assess, () => ({})),
    [S.record]: handler(S.record, () => ({ escalate: script.escalate ?? false })),
    [S.findContact]: handler(S.findContact, () => {
      const left = contactsTried < (script.contacts?.length ?? 0);
      return left ? { found: true, contactId: `k${contactsTried + 1}` } : { found: false };
    }),
    [S.callContact]: handler(S.callContact, (p) => completeLater(p.taskToken, { reached: script.contacts![contactsTried++] === true })),
    [S.textAll]: handler(S.textAll, () => ({})),
  };
  const states: string[] = [];
  const execution = { executionId: 'local:t', name: 't', status: 'RUNNING', startDate: new Date().toISOString(), states: [], input: { kind: 'scheduled', userId: 'u1', scheduleId: 's1', slot: '2026-11-22T14:00:00.000Z' } } as LocalExecution;
  const runner = localStateMachineRunner({ definition, handlers, tokens, waitScale: 0.0001 });
  const output = await runner(execution, (s) => states.push(s), new AbortController().signal);
  return { states, seen, output: output as Record<string, unknown>, placeAttempts };
}

describe('check-in state machine (synthesised definition, run locally)', () => {
  it('answered and well: assess, record, no escalation', async () => {
    const { states, seen } = await run({ calls: ['answered'] });

    expect(states).toEqual([S.begin, S.slotClaimed, S.placeCall, S.answered, S.assess, S.record, S.shouldEscalate, S.recorded]);
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

  it('a call that cannot be placed is retried, then counts as failed, and the outcome is still recorded and escalated', async () => {
    const { states, seen, placeAttempts } = await run({ calls: ['throw', 'throw'], escalate: true, contacts: [true] });

    expect(placeAttempts).toBe(8); // a first try and three retries, for each of the two attempts
    expect(states).toContain(S.callNotPlaced);
    expect(seen[S.record]![0]!.outcome).toBe('failed');
    expect(states.at(-1)).toBe(S.confirmed);
  });

  it('a stale or duplicate trigger places no call', async () => {
    const { states, seen } = await run({ proceed: false, calls: [] });

    expect(states).toEqual([S.begin, S.slotClaimed, S.notDue]);
    expect(seen[S.placeCall]).toBeUndefined();
  });

  it('passes ids and decisions between states, never health data', async () => {
    const { seen, output } = await run({ calls: ['no-answer', 'answered'], escalate: true, contacts: [true] });

    const keys = new Set(Object.values(seen).flat().flatMap((p) => Object.keys(p)));
    expect([...keys].sort()).toEqual(['attempt', 'callLogId', 'contactId', 'executionId', 'input', 'outcome', 'taskToken', 'userId']);
    expect(Object.keys(output).sort()).toEqual(['attempt', 'call', 'callLogId', 'contactCall', 'decision', 'next', 'proceed', 'test', 'userId']);
  });
});

describe('the local twin', () => {
  it('runs the definition synthesised for the cloud workflow stack, with a handler for every Task state', async () => {
    const { synthesiseCheckInDefinition } = await import('./synthesise-check-in.ts');
    const { WORKFLOW_TASKS } = await import('../../../functions/workflow/tasks.ts');

    const asl = synthesiseCheckInDefinition();

    const tasks = Object.entries(asl.States).filter(([, s]) => s.Type === 'Task').map(([name]) => name).sort();
    expect(tasks).toEqual(Object.keys(WORKFLOW_TASKS).sort());
    expect(asl.StartAt).toBe(S.begin);
    expect(asl.States[S.placeCall]!.Resource).toBe('arn:aws:states:::lambda:invoke.waitForTaskToken');
  });
});
