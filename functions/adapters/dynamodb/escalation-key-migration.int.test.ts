import { randomUUID } from 'node:crypto';
import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newId } from '../../core/ids.ts';
import { createDocumentClient } from './client.ts';
import { ensureTable } from './create-table.ts';
import { moveLegacyEscalations } from './escalation-key-migration.ts';
import { createDynamoStores } from './stores.ts';

const doc = createDocumentClient({ endpoint: inject('dynamoEndpoint'), region: 'local' });
let table: string;
beforeAll(async () => {
  table = `migrate-${randomUUID()}`;
  await ensureTable(doc as never, table);
});
afterAll(() => doc.destroy());

describe('escalations stored under the old key', () => {
  it('are moved under their call, keep every attribute and their TTL, and show with their call in the history again', async () => {
    const stores = createDynamoStores(doc, table);
    const callTime = '2026-11-20T14:00:00.000Z';
    const log = { id: newId(new Date(callTime)), userId: 'u-legacy', kind: 'scheduled' as const, phoneNumber: '+14165550142', callTime, status: 'no-answer' };
    await stores.callLogs.create(log);
    const legacy = {
      PK: 'USER#u-legacy', SK: `ESCALATION#${log.id}#e1`, entity: 'escalationLog', GSI1PK: 'CALLSID#CA1', GSI1SK: 'ESCALATION', ttl: 1_800_000_000,
      id: 'e1', userId: 'u-legacy', callLogId: log.id, contactId: 'c1', callSid: 'CA1', phoneNumber: '+14165550101', callTime: '2026-11-20T14:05:00.000Z', status: 'no-answer',
    };
    await doc.send(new PutCommand({ TableName: table, Item: legacy }));
    expect((await stores.callLogs.page('u-legacy', { limit: 10 })).escalations).toEqual([]);

    const first = await moveLegacyEscalations(doc, table);
    const again = await moveLegacyEscalations(doc, table);

    expect([first.moved, again.moved]).toEqual([1, 0]);
    const { Items = [] } = await doc.send(new ScanCommand({ TableName: table, FilterExpression: 'userId = :u', ExpressionAttributeValues: { ':u': 'u-legacy' } }));
    expect(Items.map((i) => i.SK).sort()).toEqual([`CALL#${log.id}`, `CALL#${log.id}#ESC#e1`]);
    expect(Items.find((i) => i.entity === 'escalationLog')).toMatchObject({ ttl: 1_800_000_000, GSI1PK: 'CALLSID#CA1', contactId: 'c1' });
    expect((await stores.callLogs.page('u-legacy', { limit: 10 })).escalations.map((e) => e.id)).toEqual(['e1']);
    expect((await stores.callLogs.listEscalations('u-legacy', log.id)).map((e) => e.id)).toEqual(['e1']);
  });
});
