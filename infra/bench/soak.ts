import { randomUUID } from 'node:crypto';
import { startDynamoDbLocal } from '../local/dynamodb-local.ts';
import { startLocalStack, type LocalStack } from '../local/local-stack.ts';
import { ApiClient, signUp } from '../local/test-support/api-client.ts';
import { checkInSetup, type SimCall } from '../local/test-support/check-in-helpers.ts';
import { CHECK_IN_STATE_NAMES as S } from '../constructs/check-in-definition.ts';

// `npm run soak`: the promise under load. Hundreds of customers' check-ins fired together, every
// port of the local twin failing 20% of the time, the provider dialling a few calls per second.
// Prints what a family would notice: lost check-ins, unrecorded slots, people rung more than
// twice, false alarms, failed executions, missing next triggers. Figures, not a pass/fail test.
//
// SOAK_CHECKINS (default 1000), SOAK_FAULT (0.2), SOAK_CPS (5 calls per second), SOAK_SEED (7);
// SOAK_DEBUG=N prints the executions still running after N seconds, with their calls.

const CHECKINS = Number(process.env.SOAK_CHECKINS ?? 1000);
const FAULT = Number(process.env.SOAK_FAULT ?? 0.2);
const CPS = Number(process.env.SOAK_CPS ?? 5);
const SEED = Number(process.env.SOAK_SEED ?? 7);
// Scales the workflow's waits (retry gap 10 min -> 12 s, queue wait 4 h -> 4 min 48 s) but not the
// provider's rate: a 1,000-call burst at 5 per second really takes 200 s to leave the queue.
const WAIT_SCALE = 0.02;

type Scenario = 'well' | 'concerning' | 'emergency' | 'no-answer' | 'voicemail' | 'busy' | 'nobody-reached';
// Out of every 20 customers.
const MIX: Scenario[] = [
  ...Array<Scenario>(12).fill('well'),
  'concerning',
  'emergency',
  'emergency',
  'no-answer',
  'no-answer',
  'voicemail',
  'busy',
  'nobody-reached',
];
const ALERT_EXPECTED = new Set<Scenario>(['emergency', 'no-answer', 'voicemail', 'busy', 'nobody-reached']);
const WELL = ["I'm feeling good today, thank you", 'No pain, no dizziness, and I did not fall', 'Yes, I took my pills, ate breakfast and slept well', 'No, nothing, thank you'];

interface Customer {
  userId: string;
  index: number;
  scenario: Scenario;
  client: ApiClient;
  person: string;
  contacts: string[];
  scheduleId: string;
  trigger: string;
  nextCallDate?: string;
}

const phoneOf = (area: string, i: number) => `+1${area}${String(i).padStart(7, '0')}`;

function personBehaviour(scenario: Scenario): Record<string, unknown> {
  switch (scenario) {
    case 'well':
      return { behaviour: 'answer', replies: WELL };
    case 'concerning':
      return { behaviour: 'answer', replies: ['I feel a bit dizzy today', 'No falls', 'I did not sleep well', 'No, thank you'] };
    case 'emergency':
      return { behaviour: 'answer', replies: ["I fell in the kitchen and I can't get up"] };
    case 'voicemail':
      return { behaviour: 'voicemail' };
    case 'busy':
      return { behaviour: 'busy' };
    default:
      return { behaviour: 'no-answer' };
  }
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return results;
}

async function setUp(stack: LocalStack): Promise<Customer[]> {
  const admin = new ApiClient(stack.url);
  await admin.put('/__sim/settings', { callsPerSecond: CPS });
  return inBatches([...Array(CHECKINS).keys()], 16, async (index) => {
    const scenario = MIX[index % MIX.length]!;
    const client = new ApiClient(stack.url);
    const person = phoneOf('416', index);
    const contacts = [phoneOf('647', index), phoneOf('905', index)];
    await admin.put(`/__sim/phones/${encodeURIComponent(person)}`, personBehaviour(scenario));
    const reachable = scenario !== 'nobody-reached';
    await admin.put(`/__sim/phones/${encodeURIComponent(contacts[0]!)}`, { behaviour: 'no-answer' });
    // The second contact confirms, except where nobody is reached: a landline that cannot take texts.
    await admin.put(`/__sim/phones/${encodeURIComponent(contacts[1]!)}`, reachable ? { behaviour: 'answer', digits: ['1'] } : { behaviour: 'no-answer', acceptsSms: false });
    const { schedule, trigger, user } = await checkInSetup(client, signUp, {
      personPhone: person,
      contacts: contacts.map((phone, i) => ({ name: `Contact ${i + 1}`, phone })),
    });
    return { userId: user.id, index, scenario, client, person, contacts, scheduleId: schedule.id as string, trigger };
  });
}

/** Waits until every execution since `since` stopped; with SOAK_DEBUG=N, prints the first stuck ones (and their calls) after N s. */
async function waitForAll(stack: LocalStack, since: number, customers: Customer[]): Promise<void> {
  let dumped = false;
  for (;;) {
    const running = stack.workflow.list().filter((e) => Date.parse(e.startDate) >= since && e.status === 'RUNNING');
    if (!running.length) return;
    if (process.env.SOAK_DEBUG && !dumped && Date.now() - since > Number(process.env.SOAK_DEBUG) * 1000) {
      dumped = true;
      for (const e of running.slice(0, 3)) {
        console.log(JSON.stringify({ id: e.executionId, input: e.input, states: e.states }));
        const userId = (e.input as { userId: string }).userId;
        const customer = customers.find((c) => c.userId === userId);
        for (const call of stack.simulator.details()) {
          if (customer && [customer.person, ...customer.contacts].includes((call as { to: string }).to)) console.log(JSON.stringify(call));
        }
      }
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
}

export async function soak(): Promise<void> {
  const dynamo = await startDynamoDbLocal();
  const stack = await startLocalStack({
    port: 0,
    dynamoEndpoint: dynamo.endpoint,
    tableName: `soak-${randomUUID()}`,
    waitScale: WAIT_SCALE,
    simulatorHistory: 100 * CHECKINS,
    // The soak reads the history in one go at the end; no file to rewrite on every call.
  });
  try {
    const setupStarted = Date.now();
    const customers = await setUp(stack);
    console.log(`\n## Soak: ${CHECKINS} check-ins fired together, every fault at ${FAULT * 100}%, the provider at ${CPS} calls/s (seed ${SEED})\n`);
    console.log(`Set up ${customers.length} customers in ${((Date.now() - setupStarted) / 1000).toFixed(0)} s.`);

    // The faults make the handlers log an error line each (ids only); counted, not printed.
    let errorLines = 0;
    const printError = console.error;
    console.error = () => void errorLines++;
    const printWarning = console.warn;
    console.warn = () => void errorLines++;
    stack.faults.set({ storage: FAULT, telephony: FAULT, sms: FAULT, assessor: FAULT, scheduler: FAULT, tasks: FAULT, webhooks: FAULT, seed: SEED });
    const firedAt = Date.now();
    // Every trigger at once; one in ten delivered twice, as EventBridge Scheduler may.
    const fired = await Promise.allSettled(customers.map((c) => stack.scheduler.fire(c.trigger, { duplicate: c.index % 10 === 3 })));
    const notStarted = fired.filter((f) => f.status === 'rejected' || !f.value).length;
    await waitForAll(stack, firedAt, customers);
    const runSeconds = (Date.now() - firedAt) / 1000;
    // Measured with the faults off: the figures are about what happened, not about reading it.
    stack.faults.clear();
    await stack.simulator.idle();
    console.error = printError;
    console.warn = printWarning;

    const executions = stack.workflow.list().filter((e) => Date.parse(e.startDate) >= firedAt);
    const calls = (await new ApiClient(stack.url).get<SimCall[]>('/__sim/calls')).body;
    // Only what the check-ins did: the contacts' welcome texts at setup are not alerts.
    const byNumber = new Map<string, SimCall[]>();
    for (const call of calls.filter((c) => Date.parse(c.startedAt) >= firedAt)) byNumber.set(call.to, [...(byNumber.get(call.to) ?? []), call]);
    const rang = (c: SimCall) => !c.sms && ['completed', 'busy', 'no-answer'].includes(c.status);
    const texted = (c: SimCall) => c.sms && !['failed', 'undelivered'].includes(c.status);

    let lost = 0;
    let unrecorded = 0;
    let rungMoreThanTwice = 0;
    let falseAlarms = 0;
    let alertsSent = 0;
    const missing: Customer[] = [];
    // The one pending trigger of the schedule, at its stored next call.
    const armedFor = (c: Customer) => !!c.nextCallDate && stack.scheduler.get(c.trigger)?.at === c.nextCallDate;
    await inBatches(customers, 32, async (c) => {
      const contactCalls = c.contacts.flatMap((n) => byNumber.get(n) ?? []);
      const alerted = contactCalls.some((call) => rang(call) || texted(call));
      if (alerted) alertsSent++;
      if (ALERT_EXPECTED.has(c.scenario) && !alerted) lost++;
      const logs = (await c.client.get('/api/user/call-logs')).body as { status: string; healthStatus?: string }[];
      if (logs.length !== 1 || !['answered', 'no-answer', 'failed'].includes(logs[0]!.status)) unrecorded++;
      // "Answered well": the person's answers reached us and were read as good.
      if (c.scenario === 'well' && alerted && logs[0]?.healthStatus === 'good') falseAlarms++;
      if ((byNumber.get(c.person) ?? []).filter((call) => !call.sms).length > 2) rungMoreThanTwice++;
      const schedules = (await c.client.get('/api/user/call-schedules')).body as { id: string; nextCallDate?: string }[];
      c.nextCallDate = schedules.find((s) => s.id === c.scheduleId)?.nextCallDate;
      if (!armedFor(c)) missing.push(c);
    });
    const missingBefore = missing.length;
    // The reconciler's periodic runs (every 15 minutes in the cloud) re-arm what arming missed in
    // the 30 minutes before each next slot; `all` does now what those runs would.
    await stack.reconcile({ all: true });
    const missingAfter = missing.filter((c) => !armedFor(c)).length;

    const count = (status: string) => executions.filter((e) => e.status === status).length;
    const entered = (state: string) => executions.filter((e) => e.states.includes(state)).length;
    const wellAlerted = customers.filter((c) => c.scenario === 'well' && c.contacts.some((n) => (byNumber.get(n) ?? []).some((x) => rang(x) || texted(x)))).length;
    const personCalls = calls.filter((c) => !c.sms && /^\+1416/.test(c.to));
    // When each person's first call left the provider's queue (its `initiated` callback), not when it was requested.
    const dialledAt = new Map(
      stack.simulator.details().map((d) => [d.sid, Date.parse(d.log.find((l) => l.text.includes('(initiated)'))?.at ?? d.startedAt)] as const),
    );
    const firstCalls = customers.map((c) => (byNumber.get(c.person) ?? []).filter((x) => !x.sms).at(-1)).filter((x): x is SimCall => !!x);
    const lastRing = Math.max(...firstCalls.map((c) => dialledAt.get(c.sid) ?? Date.parse(c.startedAt)));

    console.log(`Ran in ${runSeconds.toFixed(0)} s; ${executions.length} executions (${notStarted} triggers could not start one); ${errorLines} error lines logged by the handlers under the faults.\n`);
    console.log('| what a family or on-call would notice | count | goal |');
    console.log('|---|---:|---:|');
    console.log(`| lost check-ins (escalation needed, nobody alerted) | ${lost} | 0 |`);
    console.log(`| unrecorded slots (no call log with a final status) | ${unrecorded} | 0 |`);
    console.log(`| people rung more than twice for one slot | ${rungMoreThanTwice} | 0 |`);
    console.log(`| false alarms (answered well, assessed good, yet contacts alerted) | ${falseAlarms} | 0 |`);
    console.log(`| failed, timed-out or aborted executions | ${count('FAILED') + count('TIMED_OUT') + count('ABORTED')} | 0 |`);
    console.log(`| missing next triggers right after the runs | ${missingBefore} | (reconciler fixes) |`);
    console.log(`| missing next triggers after the reconciler's next run | ${missingAfter} | 0 |`);
    console.log('\n| along the way | count |');
    console.log('|---|---:|');
    console.log(`| check-ins with contacts alerted | ${alertsSent} (of ${customers.filter((c) => ALERT_EXPECTED.has(c.scenario)).length} that needed it) |`);
    console.log(`| "well" customers alerted because the line lost their answers (never assessed good) | ${wellAlerted - falseAlarms} |`);
    console.log(`| duplicate deliveries that placed no call (${S.notDue}) | ${entered(S.notDue)} |`);
    const sinceFire = calls.filter((c) => Date.parse(c.startedAt) >= firedAt);
    console.log(`| calls placed to people / contacts; alert texts | ${personCalls.length} / ${sinceFire.filter((c) => !c.sms && !/^\+1416/.test(c.to)).length}; ${sinceFire.filter((c) => c.sms).length} |`);
    console.log(`| last first ring after the burst | ${((lastRing - firedAt) / 1000).toFixed(0)} s |`);
    console.log(`| waits that ran out and were read from the records (${S.endNotReported}, ${S.contactEndNotReported}) | ${entered(S.endNotReported) + entered(S.contactEndNotReported)} |`);
    console.log(`| calls never out of the queue in time (${S.neverRang}) | ${entered(S.neverRang)} |`);
    console.log(`| outcomes not written, contacts alerted anyway (${S.notRecorded}) | ${entered(S.notRecorded)} |`);
    console.log(`| assessments unavailable, the built-in assessor read it at RecordOutcome (${S.assessmentFailed}) | ${entered(S.assessmentFailed)} |`);
  } finally {
    await stack.close();
    await dynamo.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await soak();
