import { randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createDocumentClient } from '@/functions/adapters/dynamodb/client.ts';
import { ensureTable } from '@/functions/adapters/dynamodb/create-table.ts';
import { signUp } from '../test-support/api-client.ts';
import { simCalls } from '../test-support/check-in-helpers.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { LocalFaults, NO_FAULTS } from './faults.ts';
import { addStorageFaults } from './wrap-ports.ts';

// The fault layer of the real local stack: /__dev/faults switches each port's failures on and off,
// and each port then fails the way its cloud service fails transiently.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.faults.clear();
});

const PERSON = '+14165550177';
const call = () => ({ to: PERSON, from: '+15550100999', webhookBaseUrl: `${server.url}/twilio/`, reference: `ref${Date.now()}`, kind: 'contact-alert' as const });

describe('/__dev/faults', () => {
  it('starts with every fault off, answers what PUT set (missing keys 0), and DELETE switches all off', async () => {
    const client = server.client();
    expect((await client.get('/__dev/faults')).body).toEqual(NO_FAULTS);

    const put = await client.put('/__dev/faults', { storage: 0.2, webhooks: 0.1, seed: 7 });

    expect(put.status).toBe(200);
    expect(put.body).toEqual({ ...NO_FAULTS, storage: 0.2, webhooks: 0.1, seed: 7 });
    expect((await client.get('/__dev/faults')).body).toEqual(put.body);
    expect((await client.put('/__dev/faults', { sms: 1 })).body).toEqual({ ...NO_FAULTS, sms: 1 });
    expect((await client.delete('/__dev/faults')).body).toEqual(NO_FAULTS);
    expect((await client.get('/__dev/faults')).body).toEqual(NO_FAULTS);
  });

  it('refuses chances outside 0..1, unknown ports, a bad seed and a body that is not an object, changing nothing', async () => {
    const client = server.client();
    await client.put('/__dev/faults', { tasks: 0.5 });
    for (const [body, field] of [
      [{ storage: 1.5 }, 'storage'],
      [{ telephony: -0.1 }, 'telephony'],
      [{ assessor: '0.5' }, 'assessor'],
      [{ network: 0.1 }, 'network'],
      [{ seed: 1.5 }, 'seed'],
      [[0.1], 'body'],
    ] as const) {
      const res = await client.put('/__dev/faults', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expect.any(String), errors: { [field]: [expect.any(String)] } });
    }
    const notJson = await client.request('PUT', '/__dev/faults', undefined, { headers: { 'content-type': 'application/json' }, rawBody: '{nope' });
    expect(notJson.status).toBe(400);
    expect((await client.get('/__dev/faults')).body).toEqual({ ...NO_FAULTS, tasks: 0.5 });
  });

  it('the same seed fails the same calls of a port again', () => {
    const draws = (seed: number) => {
      const faults = new LocalFaults({ telephony: 0.5, seed });
      return Array.from({ length: 40 }, () => faults.shouldFail('telephony'));
    };
    expect(draws(7)).toEqual(draws(7));
    expect(draws(7)).not.toEqual(draws(8));
    expect(draws(7).filter(Boolean).length).toBeGreaterThan(8);
    expect(draws(7).filter(Boolean).length).toBeLessThan(32);
  });
});

describe('storage faults', () => {
  it('with storage 1 an API request answers an error instead of hanging; with 0 it works again', async () => {
    const client = server.client();
    await signUp(client, { plan: 'daily-care' });
    await server.client().put('/__dev/faults', { storage: 1 });

    const started = Date.now();
    const failed = await client.get('/api/user/call-schedules');

    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(failed.body).toMatchObject({ message: expect.any(String) });
    expect(Date.now() - started).toBeLessThan(15_000);
    await server.client().delete('/__dev/faults');
    expect((await client.get('/api/user/call-schedules')).status).toBe(200);
  });

  it('fails each attempt with the SDK exception classes, inside the SDK retry loop, transactions included', async () => {
    const doc = createDocumentClient({ endpoint: inject('dynamoEndpoint'), region: 'local' });
    const table = `faults-${randomUUID()}`;
    await ensureTable(doc as never, table);
    const faults = new LocalFaults({ storage: 1 });
    addStorageFaults(doc, faults);
    try {
      const read = await doc.send(new GetCommand({ TableName: table, Key: { PK: 'x', SK: 'y' } })).catch((e: unknown) => e);
      const write = await doc
        .send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: table, Item: { PK: 'x', SK: 'y' } } }] }))
        .catch((e: unknown) => e);

      const maxAttempts = await doc.config.maxAttempts();
      expect(maxAttempts).toBeGreaterThan(1);
      for (const error of [read, write]) {
        expect(['ProvisionedThroughputExceededException', 'InternalServerError']).toContain((error as Error).name);
        // Every attempt: the SDK's standard retry strategy retried it, as it does a throttled response in the cloud.
        expect(error).toMatchObject({ $metadata: { httpStatusCode: expect.any(Number), attempts: maxAttempts } });
      }
      faults.clear();
      expect((await doc.send(new GetCommand({ TableName: table, Key: { PK: 'x', SK: 'y' } }))).Item).toBeUndefined();
    } finally {
      doc.destroy();
    }
  });
});

describe('provider, assessor, scheduler and task faults', () => {
  it('telephony 1: placeCall fails as a Twilio 5xx before any call is placed; hangUp still works', async () => {
    server.faults.set({ telephony: 1 });
    const before = server.simulator.list().length;

    const error = await server.deps.telephony.placeCall(call()).catch((e: unknown) => e);

    expect(error).toMatchObject({ name: 'TelephonyError', operation: 'place-call', retryable: true, status: expect.any(Number) });
    expect((error as { status: number }).status).toBeGreaterThanOrEqual(500);
    expect(server.simulator.list()).toHaveLength(before);
    await expect(server.deps.telephony.hangUp('CAnothing')).resolves.toBeUndefined();
    server.faults.clear();
    await expect(server.deps.telephony.placeCall(call())).resolves.toMatchObject({ callSid: expect.stringMatching(/^CA/) });
    await server.simulator.idle();
  });

  it('sms 1: sendSms fails as a Twilio 5xx and nothing is delivered', async () => {
    server.faults.set({ sms: 1 });

    const error = await server.deps.telephony.sendSms(PERSON, '+15550100999', 'CareCall: test').catch((e: unknown) => e);

    expect(error).toMatchObject({ name: 'TelephonyError', operation: 'send-sms', retryable: true });
    expect((await simCalls(server.client())).filter((c) => c.sms && c.to === PERSON)).toEqual([]);
  });

  it('assessor, scheduler and tasks 1: the ports throw the cloud services\' transient errors', async () => {
    server.faults.set({ assessor: 1, scheduler: 1, tasks: 1 });
    const trigger = { name: 'checkin-faulty', scheduleId: 'faulty', at: new Date(Date.now() + 3_600_000).toISOString(), input: { kind: 'scheduled', userId: 'u', scheduleId: 'faulty', slot: new Date().toISOString() } } as const;

    await expect(server.deps.assessor.assess([{ speaker: 'person', text: 'I am fine' }])).rejects.toMatchObject({ name: 'ThrottlingException' });
    await expect(server.deps.scheduler.arm(trigger)).rejects.toMatchObject({ $metadata: { httpStatusCode: expect.any(Number) } });
    await expect(server.deps.scheduler.disarm('checkin-faulty')).rejects.toThrow();
    await expect(server.deps.tasks.succeed('local-task-none', {})).rejects.toMatchObject({ $metadata: { httpStatusCode: expect.any(Number) } });
    expect(server.scheduler.get('checkin-faulty')).toBeUndefined();

    server.faults.clear();
    await server.deps.scheduler.arm(trigger);
    expect(server.scheduler.get('checkin-faulty')).toBeDefined();
    await server.deps.scheduler.disarm('checkin-faulty');
  });

  it('webhooks 1: every request of a call is lost on the way; the person hears the application error', async () => {
    await server.simulator.idle();
    server.faults.set({ webhooks: 1 });
    const webhooksBefore = server.stats.webhookRequests;

    const { callSid } = await server.deps.telephony.placeCall(call());
    await server.simulator.idle();

    expect(server.stats.webhookRequests).toBe(webhooksBefore);
    const detail = server.simulator.get(callSid)!;
    expect(detail.transcript).toEqual([{ speaker: 'system', text: 'We are sorry, an application error has occurred. Goodbye.' }]);
    // Each status callback was tried twice; every attempt was lost.
    expect(detail.log.filter((l) => l.text.includes('11205') && l.text.includes('(initiated)'))).toHaveLength(2);
  });
});
