import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { newId } from '../../core/ids.ts';
import type { CallLog } from '../../core/model.ts';
import type { Stores } from '../../core/ports/storage.ts';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from './client.ts';
import { ensureTable } from './create-table.ts';
import { createDynamoStores } from './stores.ts';

let stores: Stores;
let table: string;
const doc = createDocumentClient({ endpoint: inject('dynamoEndpoint'), region: 'local' });
beforeAll(async () => {
  table = `stores-${randomUUID()}`;
  await ensureTable(doc as never, table);
  stores = createDynamoStores(doc, table);
});
afterAll(() => doc.destroy());

const log = (userId: string, callTime: string, extra: Partial<CallLog> = {}): CallLog => ({
  id: newId(new Date(callTime)),
  userId,
  kind: 'scheduled',
  phoneNumber: '+14165550142',
  callTime,
  status: 'initiated',
  ...extra,
});

describe('call log storage (DynamoDB Local)', () => {
  it('finds a call log by its call SID once the call is placed, and keeps escalations with it', async () => {
    const created = log('u-sid', '2026-11-21T14:00:00.000Z');
    await stores.callLogs.create(created);
    expect(await stores.callLogs.findByCallSid('CA123')).toBeUndefined();

    await stores.callLogs.update({ ...created, callSid: 'CA123', status: 'answered', duration: 61 });
    await stores.callLogs.addEscalation({
      id: newId(), userId: 'u-sid', callLogId: created.id, contactId: 'c1', callSid: 'CA999',
      phoneNumber: '+14165550101', callTime: '2026-11-21T14:05:00.000Z', status: 'no-answer',
    });

    expect(await stores.callLogs.findByCallSid('CA123')).toMatchObject({ id: created.id, status: 'answered', duration: 61 });
    // A contact call's SID is not mistaken for the check-in call.
    expect(await stores.callLogs.findByCallSid('CA999')).toBeUndefined();
    expect(await stores.callLogs.listEscalations('u-sid', created.id)).toEqual([
      expect.objectContaining({ contactId: 'c1', callSid: 'CA999', status: 'no-answer' }),
    ]);
    // Escalation logs do not appear as calls in the history.
    expect((await stores.callLogs.list('u-sid')).map((l) => l.id)).toEqual([created.id]);
  });

  it('keeps call history 400 days: call logs and escalations carry the TTL that DynamoDB expires them by', async () => {
    const created = log('u-ttl', '2026-11-21T14:00:00.000Z');
    await stores.callLogs.create(created);
    await stores.callLogs.addEscalation({
      id: newId(), userId: 'u-ttl', callLogId: created.id, contactId: 'c1', phoneNumber: '+14165550101', callTime: '2026-11-21T14:05:00.000Z', status: 'texted',
    });

    const { Items } = await doc.send(new ScanCommand({ TableName: table, FilterExpression: 'userId = :u', ExpressionAttributeValues: { ':u': 'u-ttl' } }));
    const days = (item: Record<string, unknown>) => (Number(item.ttl) - Date.parse(String(item.callTime)) / 1000) / 86_400;
    expect(Items!.map((i) => [i.entity, Math.round(days(i))]).sort()).toEqual([['callLog', 400], ['escalationLog', 400]]);
    // The TTL is storage only: the history never shows it.
    expect(Object.keys((await stores.callLogs.list('u-ttl'))[0]!)).not.toContain('ttl');
  });

  it('refuses to create the same call log twice, and to update one that does not exist', async () => {
    const created = log('u-dup', '2026-11-21T15:00:00.000Z');
    await stores.callLogs.create(created);

    await expect(stores.callLogs.create(created)).rejects.toThrow();
    await expect(stores.callLogs.update(log('u-dup', '2026-11-21T16:00:00.000Z'))).rejects.toThrow();
  });

  it('pages through more than one DynamoDB page of history, newest first', async () => {
    const big = 'x'.repeat(3000); // ~3 KB per item: 400 items cross the 1 MB page limit
    const start = Date.parse('2025-01-01T09:00:00Z');
    await Promise.all(
      Array.from({ length: 400 }, (_, i) => stores.callLogs.create(log('u-pages', new Date(start + i * 3600_000).toISOString(), { transcription: big }))),
    );

    const all = await stores.callLogs.list('u-pages');

    expect(all).toHaveLength(400);
    expect(all[0]!.callTime).toBe(new Date(start + 399 * 3600_000).toISOString());
    expect(all.every((l, i) => i === 0 || l.callTime < all[i - 1]!.callTime)).toBe(true);
  });
});

describe('sessions', () => {
  it('ends every other session of a user, and only theirs', async () => {
    const at = '2026-11-21T10:00:00.000Z';
    const expiresAt = '2026-11-28T10:00:00.000Z';
    for (const [tokenHash, userId] of [['h1', 'ua'], ['h2', 'ua'], ['h3', 'ua'], ['h4', 'ub']] as const) {
      await stores.sessions.create({ tokenHash, userId, createdAt: at, expiresAt });
    }

    const ended = await stores.sessions.deleteOthers('ua', 'h2');

    expect(ended).toBe(2);
    expect(await stores.sessions.get('h1')).toBeUndefined();
    expect(await stores.sessions.get('h2')).toMatchObject({ userId: 'ua' });
    expect(await stores.sessions.get('h4')).toMatchObject({ userId: 'ub' });
  });
});
