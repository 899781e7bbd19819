import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '@/infra/local/test-support/api-client.ts';
import { checkInSetup, setPhone, checkInCalls, waitForExecution } from '@/infra/local/test-support/check-in-helpers.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';
import { intercept } from '@/infra/local/test-support/intercept.ts';
import { CHECK_IN_STATE_NAMES as S } from '@/infra/constructs/check-in-definition.ts';
import { TelephonyError } from '../adapters/twilio/twilio-telephony.ts';

// docs/safety.md, end to end on the local twin: what the person is told is true, an
// emergency heard on the call is never lowered, refused texts do not stop the others, a lost
// completion or a lost answer from the provider never makes a third ring. Faults go in through
// the running server's ports.

let server: TestServer;
let n = 0;

beforeAll(async () => {
  server = await startTestServer({ waitScale: 0.001 });
});
afterAll(() => server.close());

const phone = (prefix = '+1647555') => `${prefix}${String(1000 + ++n).padStart(4, '0')}`;

async function fire(client: ReturnType<TestServer['client']>, trigger: string, timeoutMs?: number) {
  const res = await client.post(`/__dev/scheduler/${trigger}/fire`);
  expect(res.status).toBe(200);
  return waitForExecution(client, res.body.executionId, timeoutMs);
}

const EMERGENCY = ["I fell and I can't get up"];
const said = (calls: Awaited<ReturnType<typeof checkInCalls>>, to: string) =>
  calls.filter((c) => c.to === to && !c.sms).flatMap((c) => c.transcript.filter((t) => t.speaker === 'system').map((t) => t.text)).join(' ');

describe('what the person is told after an emergency is true', () => {
  it('a scheduled call with a contact: contacts are being called, and 911', async () => {
    const client = server.client();
    const [person, contact] = [phone(), phone()];
    await setPhone(client, person, { behaviour: 'answer', replies: EMERGENCY });
    await setPhone(client, contact, { behaviour: 'answer', digits: ['1'] });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, contacts: [{ name: 'Ana', phone: contact }] });

    await fire(client, trigger);

    const words = said(await checkInCalls(client), person);
    expect(words).toMatch(/I am calling your emergency contacts now/);
    expect(words).toMatch(/call 9 1 1/);
  });

  it('a schedule with emergency escalation off: nobody is said to be called, and the person is told to call 911', async () => {
    const client = server.client();
    const [person, contact] = [phone(), phone()];
    await setPhone(client, person, { behaviour: 'answer', replies: EMERGENCY });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, contacts: [{ name: 'Ana', phone: contact }], flags: { escalateOnEmergency: false } });

    const execution = await fire(client, trigger);

    const calls = await checkInCalls(client);
    expect(said(calls, person)).not.toMatch(/calling your emergency contacts/);
    expect(said(calls, person)).toMatch(/I cannot call anyone for you from this call\. If you need help, please hang up and call 9 1 1 now/);
    expect(calls.filter((c) => c.to === contact)).toEqual([]);
    expect(execution.states.at(-1)).toBe(S.recorded);
  });

  it('an account with no active contact: the same honest words', async () => {
    const client = server.client();
    const person = phone();
    await setPhone(client, person, { behaviour: 'answer', replies: EMERGENCY });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person });

    await fire(client, trigger);

    expect(said(await checkInCalls(client), person)).toMatch(/I cannot call anyone for you/);
    expect((await client.get('/api/user/call-logs')).body[0]).toMatchObject({ status: 'answered', healthStatus: 'emergency' });
  });

  it('a test call: it says it is a test and nobody is being called', async () => {
    const client = server.client();
    const [person, contact] = [phone(), phone()];
    await setPhone(client, person, { behaviour: 'answer', replies: EMERGENCY });
    await signUp(client, { plan: 'daily-care', person: { phone: person } } as never);
    await client.post('/api/user/escalation-contacts', { name: 'Ana', relationship: 'Friend', phoneNumber: contact, priority: 1, isActive: true });

    const res = await client.post('/api/user/trigger-call', { phoneNumber: person });
    await waitForExecution(client, res.body.executionId);

    const calls = await checkInCalls(client);
    expect(said(calls, person)).toMatch(/This is a test call, so nobody is being called now\. If you need help, please hang up and call 9 1 1 now/);
    expect(calls.filter((c) => c.to === contact)).toEqual([]);
  });

  it('a UK number hears 999', async () => {
    const client = server.client();
    const person = phone('+4477009');
    await setPhone(client, person, { behaviour: 'answer', replies: EMERGENCY });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person });

    await fire(client, trigger);

    expect(said(await checkInCalls(client), person)).toMatch(/call 9 9 9 now/);
  });
});

describe('what may never be lost', () => {
  it('an emergency heard on the call stays an emergency whatever the assessment says after it', async () => {
    const client = server.client();
    const [person, contact] = [phone(), phone()];
    await setPhone(client, person, { behaviour: 'answer', replies: EMERGENCY });
    await setPhone(client, contact, { behaviour: 'answer', digits: ['1'] });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, contacts: [{ name: 'Ana', phone: contact }] });
    // The cloud model rating the answers lower than the words heard during the call.
    const restore = intercept(server.deps.assessor, 'assess', async () => ({ healthStatus: 'good', aiNotes: 'Sounds fine.', signals: [] }));

    const execution = await fire(client, trigger).finally(restore);

    expect(execution.states.at(-1)).toBe(S.confirmed);
    expect((await client.get('/api/user/call-logs')).body[0]).toMatchObject({ healthStatus: 'emergency' });
    expect((await checkInCalls(client)).filter((c) => c.to === contact && !c.sms)).toHaveLength(1);
  });

  it('a call that cannot be placed even on its retry is failed and escalates, the alert saying the call could not be made', async () => {
    const client = server.client();
    const [person, contact] = [phone(), phone()];
    await setPhone(client, person, { behaviour: 'fail' });
    await setPhone(client, contact, { behaviour: 'answer', digits: ['1'] });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, contacts: [{ name: 'Ana', phone: contact }] });

    const execution = await fire(client, trigger);

    expect(execution.states).toContain(S.callNotPlaced);
    expect(execution.states.at(-1)).toBe(S.confirmed);
    expect((await client.get('/api/user/call-logs')).body[0]).toMatchObject({ status: 'failed' });
    expect(said(await checkInCalls(client), contact)).toMatch(/their check-in call could not be made/);
  });

  it('one refused text (a landline) does not stop the texts to the other contacts; each has its own outcome', async () => {
    const client = server.client();
    const [person, landline, mobile] = [phone(), phone(), phone()];
    await setPhone(client, person, { behaviour: 'no-answer' });
    await setPhone(client, landline, { behaviour: 'no-answer' });
    await setPhone(client, mobile, { behaviour: 'no-answer' });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, contacts: [{ name: 'Home', phone: landline }, { name: 'Ana', phone: mobile }] });
    const restore = intercept(server.deps.telephony, 'sendSms', (original, to, ...rest) =>
      to === landline
        ? Promise.reject(new TelephonyError('Twilio refused send-sms (400, code 21614): not a mobile number', { operation: 'send-sms', status: 400, code: 21614, retryable: false }))
        : (original as (...a: unknown[]) => Promise<unknown>)(to, ...rest),
    );

    const execution = await fire(client, trigger).finally(restore);

    expect(execution.states.slice(-2)).toEqual([S.textAll, S.nobodyReached]);
    expect((await checkInCalls(client)).filter((c) => c.sms).map((c) => c.to)).toContain(mobile);
    const [log] = (await client.get('/api/user/call-logs')).body;
    const texts = log.escalations.filter((e: { status: string }) => e.status.startsWith('text'));
    expect(texts.map((e: { phoneNumber: string; status: string }) => [e.phoneNumber, e.status]).sort()).toEqual([[landline, 'text-refused'], [mobile, 'texted']].sort());
  });

  it('a text failing for a passing reason is sent on the retry, the ones sent are not sent twice', async () => {
    const client = server.client();
    const [person, a, b] = [phone(), phone(), phone()];
    await setPhone(client, person, { behaviour: 'no-answer' });
    await setPhone(client, a, { behaviour: 'no-answer' });
    await setPhone(client, b, { behaviour: 'no-answer' });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, contacts: [{ name: 'A', phone: a }, { name: 'B', phone: b }] });
    let failures = 1;
    const restore = intercept(server.deps.telephony, 'sendSms', (original, to, ...rest) =>
      to === a && failures-- > 0
        ? Promise.reject(new TelephonyError('Twilio 503', { operation: 'send-sms', status: 503, retryable: true }))
        : (original as (...args: unknown[]) => Promise<unknown>)(to, ...rest),
    );

    const execution = await fire(client, trigger).finally(restore);

    expect(execution.states.at(-1)).toBe(S.nobodyReached);
    const texts = (await checkInCalls(client)).filter((c) => c.sms && [a, b].includes(c.to)).map((c) => c.to).sort();
    expect(texts).toEqual([a, b].sort());
  });

  it('the answer to "place the call" lost after the call was placed: the retry does not ring the person again', async () => {
    const client = server.client();
    const person = phone();
    await setPhone(client, person, { behaviour: 'answer', replies: ['I am fine, thank you', 'No', 'Yes', 'Nothing'] });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person });
    // Storage refuses the first write after dialling (the call's sid), so PlaceCall fails and is retried.
    let failures = 1;
    const restore = intercept(server.deps.callRefs, 'update', (original, ref, changes) =>
      failures > 0 && (changes as { callSid?: string }).callSid && failures-- > 0
        ? Promise.reject(Object.assign(new Error('Throughput exceeded'), { name: 'ProvisionedThroughputExceededException' }))
        : (original as (...args: unknown[]) => Promise<unknown>)(ref, changes),
    );

    const execution = await fire(client, trigger).finally(restore);

    expect(execution.status).toBe('SUCCEEDED');
    expect((await checkInCalls(client)).filter((c) => c.to === person)).toHaveLength(1);
    expect((await client.get('/api/user/call-logs')).body[0]).toMatchObject({ status: 'answered', healthStatus: 'good' });
  });

  it('every report of the call\'s end lost: the wait runs out, the records say answered, and nobody is rung again', { timeout: 90_000 }, async () => {
    const client = server.client();
    const person = phone();
    await setPhone(client, person, { behaviour: 'answer', replies: ['I am fine, thank you', 'No', 'Yes', 'Nothing'] });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person });
    // SendTaskSuccess fails for every result of the call (the ringing still gets through).
    const restore = intercept(server.deps.tasks, 'succeed', (original, token, output) =>
      (output as { outcome?: string }).outcome
        ? Promise.reject(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }))
        : (original as (...args: unknown[]) => Promise<unknown>)(token, output),
    );

    const execution = await fire(client, trigger, 80_000).finally(restore);

    expect(execution.states).toContain(S.endNotReported);
    expect(execution.states).not.toContain(S.waitRetry);
    expect((await checkInCalls(client)).filter((c) => c.to === person)).toHaveLength(1);
    const [log] = (await client.get('/api/user/call-logs')).body;
    expect(log).toMatchObject({ status: 'answered', healthStatus: 'good' });
    expect(log.transcription).toContain('I am fine');
  });
});
