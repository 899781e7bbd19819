import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { newId } from '../../core/ids.ts';
import type { CallSchedule } from '../../core/model.ts';
import type { Stores } from '../../core/ports/storage.ts';
import { createDocumentClient } from './client.ts';
import { ensureTable } from './create-table.ts';
import { keys } from './keys.ts';
import { createDynamoStores } from './stores.ts';
import { TABLE_DEFINITION as T } from './table-definition.ts';

// A person calling in is found by their number (GSI2): the index is written with the schedule
// item itself, so it follows every write, a phone change and a delete.
let stores: Stores;
let table: string;
const doc = createDocumentClient({ endpoint: inject('dynamoEndpoint'), region: 'local' });
beforeAll(async () => {
  table = `by-phone-${randomUUID()}`;
  await ensureTable(doc as never, table);
  stores = createDynamoStores(doc, table);
});
afterAll(() => doc.destroy());

const NOW = '2026-11-23T12:00:00.000Z';
const schedule = (userId: string, phoneNumber: string, extra: Partial<CallSchedule> = {}): CallSchedule => ({
  id: newId(),
  userId,
  phoneNumber,
  frequency: 'daily',
  timeOfDay: '09:00',
  timezone: 'UTC',
  isActive: true,
  nextCallDate: '2026-11-24T09:00:00.000Z',
  escalateOnNoAnswer: true,
  escalateOnEmergency: true,
  escalateOnConcerning: false,
  escalateOnUnknown: true,
  createdAt: NOW,
  updatedAt: NOW,
  ...extra,
});
const idsFor = async (phone: string) => (await stores.schedules.findByPhone(phone)).map((s) => s.id).sort();

describe('schedules by the number they call', () => {
  it('finds every schedule calling a number, in any account, and follows phone changes and deletes', async () => {
    const phone = '+14165558801';
    const other = '+14165558802';
    const mine = schedule('u-a', phone);
    const theirs = schedule('u-b', phone, { isActive: false });
    await stores.schedules.put(mine);
    await stores.schedules.put(theirs);
    await stores.schedules.put(schedule('u-c', other));

    expect(await idsFor(phone)).toEqual([mine.id, theirs.id].sort());
    // What comes back is the schedule, without the index attribute.
    expect((await stores.schedules.findByPhone(phone)).find((s) => s.id === mine.id)).toEqual(mine);

    await stores.schedules.put({ ...mine, phoneNumber: other });
    expect(await idsFor(phone)).toEqual([theirs.id]);
    expect(await idsFor(other)).toContain(mine.id);

    await stores.schedules.delete('u-b', theirs.id);
    expect(await idsFor(phone)).toEqual([]);
  });

  it('indexes a schedule written before the index existed when its slot is claimed', async () => {
    const phone = '+14165558803';
    const old = schedule('u-old', phone);
    await doc.send(new PutCommand({ TableName: table, Item: { ...keys.schedule(old.userId, old.id), entity: 'schedule', ...old } }));
    expect(await idsFor(phone)).toEqual([]);

    const claim = await stores.schedules.claimSlot({
      userId: old.userId, id: old.id, slot: old.nextCallDate!, next: '2026-11-25T09:00:00.000Z', executionId: 'x1', now: NOW,
      callLog: { id: newId(), userId: old.userId, kind: 'scheduled', scheduleId: old.id, phoneNumber: phone, callTime: old.nextCallDate!, status: 'initiated' },
    });

    expect(claim).toBe('claimed');
    expect(await idsFor(phone)).toEqual([old.id]);
  });

  it('adds the index to a local table made before it existed (an older DATA_DIR)', async () => {
    const older = `older-${randomUUID()}`;
    await doc.send(
      new CreateTableCommand({
        TableName: older,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: T.partitionKey, AttributeType: 'S' },
          { AttributeName: T.sortKey, AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: T.partitionKey, KeyType: 'HASH' },
          { AttributeName: T.sortKey, KeyType: 'RANGE' },
        ],
      }),
    );

    await ensureTable(doc as never, older);

    const { Table } = await doc.send(new DescribeTableCommand({ TableName: older }));
    expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName)).toContain(T.gsi2.indexName);
  });
});
