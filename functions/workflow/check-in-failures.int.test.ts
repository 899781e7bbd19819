import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '@/infra/local/test-support/api-client.ts';
import { checkInSetup, setPhone, checkInCalls, waitForExecution } from '@/infra/local/test-support/check-in-helpers.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';
import { failFirst } from '@/infra/local/test-support/intercept.ts';
import { CHECK_IN_STATE_NAMES as S } from '@/infra/constructs/check-in-definition.ts';

// The outside world failing: Twilio, the assessor or storage refuse the first attempts. Faults are
// injected into the real adapters of the running local server; the state machine's retries and
// catch paths must still end in a recorded outcome, escalated where the schedule says so.
let server: TestServer;
let n = 0;
beforeAll(async () => {
  server = await startTestServer({ waitScale: 0.001 });
});
afterAll(() => server.close());

const phone = () => `+1905555${String(1000 + ++n).padStart(4, '0')}`;

const throttled = () => Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });

async function fire(client: ReturnType<TestServer['client']>, trigger: string) {
  const res = await client.post(`/__dev/scheduler/${trigger}/fire`);
  return waitForExecution(client, res.body.executionId);
}

describe('check-in when the outside world fails at first', () => {
  it('Twilio refusing the first two placements: retried, the call happens and is recorded', async () => {
    const client = server.client();
    const person = phone();
    await setPhone(client, person, { behaviour: 'answer', replies: ['I am fine, thank you'] });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person });
    const restore = failFirst(server.deps.telephony, 'placeCall', 2, () => Object.assign(new Error('Twilio 503'), { name: 'TelephonyError', retryable: true }));

    const execution = await fire(client, trigger).finally(restore);

    expect(execution.status).toBe('SUCCEEDED');
    expect((await client.get('/api/user/call-logs')).body[0]).toMatchObject({ status: 'answered' });
    expect((await checkInCalls(client)).filter((c) => c.to === person)).toHaveLength(1);
  });

  it('the assessor failing every time: the outcome is still recorded, as unknown, and contacts are called', async () => {
    const client = server.client();
    const person = phone();
    const contact = phone();
    await setPhone(client, person, { behaviour: 'answer', replies: ['Well, you know how it is'] });
    await setPhone(client, contact, { behaviour: 'answer', digits: ['1'] });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, contacts: [{ name: 'Ana', phone: contact }] });
    const restore = failFirst(server.deps.assessor, 'assess', 100, throttled);

    const execution = await fire(client, trigger).finally(restore);

    expect(execution.states).toContain(S.assessmentFailed);
    expect(execution.states.at(-1)).toBe(S.confirmed);
    expect((await client.get('/api/user/call-logs')).body[0]).toMatchObject({ status: 'answered', healthStatus: 'unknown' });
  });

  it('storage refusing the first writes of the outcome: retried, recorded and escalated', async () => {
    const client = server.client();
    const person = phone();
    const contact = phone();
    await setPhone(client, person, { behaviour: 'no-answer' });
    await setPhone(client, contact, { behaviour: 'answer', digits: ['1'] });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, contacts: [{ name: 'Ana', phone: contact }] });
    const restore = failFirst(server.deps.callLogs, 'patch', 2, () => Object.assign(new Error('Throughput exceeded'), { name: 'ProvisionedThroughputExceededException' }));

    const execution = await fire(client, trigger).finally(restore);

    expect(execution.status).toBe('SUCCEEDED');
    expect(execution.states.at(-1)).toBe(S.confirmed);
    expect((await client.get('/api/user/call-logs')).body[0]).toMatchObject({ status: 'no-answer' });
    expect((await checkInCalls(client)).filter((c) => c.to === contact)).toHaveLength(1);
  });

  it('the same trigger fired twice at once: one execution, one call', async () => {
    const client = server.client();
    const person = phone();
    await setPhone(client, person, { behaviour: 'answer', replies: ['Fine, thanks'] });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person });

    const [a, b] = await Promise.all([client.post(`/__dev/scheduler/${trigger}/fire`), client.post(`/__dev/scheduler/${trigger}/fire`)]);
    const started = [a, b].filter((r) => r.status === 200);
    for (const r of started) await waitForExecution(client, r.body.executionId);

    // The trigger is gone after its first fire (the periodic reconciler may re-arm it in between,
    // as in the cloud, and a second start is then refused by the slot claim).
    expect(started.length).toBeGreaterThanOrEqual(1);
    expect((await checkInCalls(client)).filter((c) => c.to === person)).toHaveLength(1);
    expect((await client.get('/api/user/call-logs')).body).toHaveLength(1);
  });
});
