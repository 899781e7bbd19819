import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CallLog, CallSchedule } from '../../core/model.ts';
import { callLogItem } from './call-log-store.ts';
import type { CountedWrite, ScheduleStore } from '../../core/ports/storage.ts';
import { fromItem, keys, scheduleShard } from './keys.ts';
import { defaultCallLanguage } from '@/shared/language.ts';
import { queryAll } from './query-all.ts';
import { TABLE_DEFINITION } from './table-definition.ts';
import { countedWrite, type CountedKind } from './usage-store.ts';

/** A schedule stored before calls had a language is called in English. */
function scheduleOf(item: Record<string, unknown>): CallSchedule {
  const schedule = fromItem<CallSchedule>(item);
  return schedule.language ? schedule : { ...schedule, language: defaultCallLanguage };
}

/**
 * Sort key in a shard of the active-schedule index: `U#<next>#<id>` until the trigger for `next`
 * is recorded as armed, then `A#<next>#<id>`. The reconciler reads two exact ranges, unarmed and
 * due soon, armed and overdue, so a schedule armed and not yet due is never read.
 */
export function activeSortKey(state: 'armed' | 'unarmed', nextCallDate: string, id: string): string {
  return `${state === 'armed' ? 'A' : 'U'}#${nextCallDate}#${id}`;
}

/** The stored item of a schedule (exported for bulk loads: the scale bench's BatchWrite). */
export function scheduleItem(schedule: CallSchedule): Record<string, unknown> {
  // Active schedules are also in GSI1, in their shard by next call time, so the reconciler reads a
  // range (due soon or overdue) of each shard without scanning; inactive ones drop out (sparse).
  // The item is written without `armedFor` and sorted as unarmed (U#): any write other than
  // markArmed may have changed what should be armed, so the reconciler checks it when it comes due.
  const index =
    schedule.isActive && schedule.nextCallDate
      ? { GSI1PK: keys.activeSchedulesShard(scheduleShard(schedule.id)), GSI1SK: activeSortKey('unarmed', schedule.nextCallDate, schedule.id) }
      : {};
  // Every schedule is in GSI2 by the number it calls, so a call-in finds it (written with the schedule).
  const byPhone = { GSI2PK: keys.schedulesByPhoneIndex(schedule.phoneNumber) };
  return { ...keys.schedule(schedule.userId, schedule.id), entity: 'schedule', ...index, ...byPhone, ...schedule };
}

/**
 * A schedule counts its projected monthly calls while active; what decides them is isActive,
 * frequency and (for custom) daysInterval, so the condition pins exactly those.
 */
const SCHEDULES: CountedKind<CallSchedule> = {
  counter: 'projectedCalls',
  key: keys.schedule,
  item: scheduleItem,
  stillCounts: (previous) => {
    if (!previous.isActive) {
      return { expression: '(attribute_not_exists(#active) OR #active = :no)', names: { '#active': 'isActive' }, values: { ':no': false } };
    }
    const names: Record<string, string> = { '#active': 'isActive', '#frequency': 'frequency' };
    const values: Record<string, unknown> = { ':yes': true, ':frequency': previous.frequency };
    let expression = '#active = :yes AND #frequency = :frequency';
    if (previous.frequency === 'custom') {
      names['#days'] = 'daysInterval';
      values[':days'] = previous.daysInterval;
      expression += ' AND #days = :days';
    }
    return { expression, names, values };
  },
};

export class DynamoScheduleStore implements ScheduleStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async list(userId: string): Promise<CallSchedule[]> {
    const { Items = [] } = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':sk': 'SCHEDULE#' },
        ConsistentRead: true,
      }),
    );
    return Items.map((i) => scheduleOf(i));
  }

  async get(userId: string, id: string): Promise<CallSchedule | undefined> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.table, Key: keys.schedule(userId, id), ConsistentRead: true }),
    );
    return Item ? scheduleOf(Item) : undefined;
  }

  async put(schedule: CallSchedule): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.table, Item: scheduleItem(schedule) }));
  }

  save(write: CountedWrite<CallSchedule>): Promise<boolean> {
    return countedWrite(this.doc, this.table, SCHEDULES, write);
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const out = await this.doc.send(
      new DeleteCommand({ TableName: this.table, Key: keys.schedule(userId, id), ReturnValues: 'ALL_OLD' }),
    );
    return out.Attributes !== undefined;
  }

  /** Schedules calling this E.164 number, any account (GSI2; eventually consistent). */
  async findByPhone(e164: string): Promise<CallSchedule[]> {
    const items = await queryAll(this.doc, {
      TableName: this.table,
      IndexName: TABLE_DEFINITION.gsi2.indexName,
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.schedulesByPhoneIndex(e164) },
    });
    return items.map((i) => fromItem<CallSchedule>(i));
  }

  async pageNeedingArm(query: { shard: number; dueBefore: string; overdueBefore: string; all?: boolean; limit: number; cursor?: string }) {
    // A page of one of two exact key ranges (no filter, so every item read is one that needs arming):
    // armed but overdue, then unarmed and due before dueBefore (in this order, so a slot this run
    // fires from the unarmed range, and so marks armed, is not read again as armed and overdue).
    // Limit bounds memory per page.
    // ISO instants of one format sort as text; '$' sorts just after '#'.
    const at = query.cursor ? (JSON.parse(Buffer.from(query.cursor, 'base64url').toString('utf8')) as { range: Range; key?: Record<string, unknown> }) : undefined;
    type Range = 'all' | 'unarmed' | 'overdue';
    const range: Range = at?.range ?? (query.all ? 'all' : 'overdue');
    const bounds =
      range === 'unarmed' ? { ':lo': 'U#', ':hi': `U#${query.dueBefore}$` } : range === 'overdue' ? { ':lo': 'A#', ':hi': `A#${query.overdueBefore}` } : undefined;
    const page = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: TABLE_DEFINITION.gsi1.indexName,
        KeyConditionExpression: bounds ? 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi' : 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.activeSchedulesShard(query.shard), ...bounds },
        Limit: query.limit,
        ...(at?.key ? { ExclusiveStartKey: at.key } : {}),
      }),
    );
    const next = page.LastEvaluatedKey ? { range, key: page.LastEvaluatedKey } : range === 'overdue' ? { range: 'unarmed' as const } : undefined;
    return {
      schedules: (page.Items ?? []).map((i) => scheduleOf(i)),
      read: page.ScannedCount ?? 0,
      ...(next ? { cursor: Buffer.from(JSON.stringify(next), 'utf8').toString('base64url') } : {}),
    };
  }

  async migrateLegacyIndex(limit: number) {
    const { Items = [], LastEvaluatedKey } = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: TABLE_DEFINITION.gsi1.indexName,
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.legacyActiveSchedulesIndex },
        ProjectionExpression: 'PK, SK, id, nextCallDate',
        Limit: limit,
      }),
    );
    let moved = 0;
    for (const item of Items) {
      try {
        // Conditional: a check-in or an edit that rewrote the item meanwhile already put it in its shard.
        await this.doc.send(
          new UpdateCommand({
            TableName: this.table,
            Key: { PK: item.PK, SK: item.SK },
            UpdateExpression: 'SET GSI1PK = :shard, GSI1SK = :sort REMOVE armedFor',
            ConditionExpression: 'GSI1PK = :legacy',
            ExpressionAttributeValues: {
              ':shard': keys.activeSchedulesShard(scheduleShard(String(item.id))),
              ':sort': activeSortKey('unarmed', String(item.nextCallDate), String(item.id)),
              ':legacy': keys.legacyActiveSchedulesIndex,
            },
          }),
        );
        moved++;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }
    return { moved, more: LastEvaluatedKey !== undefined };
  }

  async markArmed(userId: string, id: string, slot: string): Promise<boolean> {
    try {
      // Only while the slot is still next: a check-in that claimed it meanwhile moved nextCallDate
      // on, and its own arming must not be marked as this older one.
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.schedule(userId, id),
          UpdateExpression: 'SET armedFor = :slot, GSI1SK = :sort',
          ConditionExpression: 'isActive = :yes AND nextCallDate = :slot',
          ExpressionAttributeValues: { ':slot': slot, ':yes': true, ':sort': activeSortKey('armed', slot, id) },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  async armedFor(userId: string, id: string): Promise<string | undefined> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.table, Key: keys.schedule(userId, id), ProjectionExpression: 'armedFor', ConsistentRead: true }),
    );
    return typeof Item?.armedFor === 'string' ? Item.armedFor : undefined;
  }

  async claimSlot(claim: { userId: string; id: string; slot: string; next: string; executionId: string; now: string; callLog: CallLog }) {
    try {
      // One transaction decides: the trigger fired twice, or a stale trigger after an edit, finds
      // nextCallDate already moved and places no second call; and a claimed slot always has its
      // call log, so no slot can be claimed and then lost without a record.
      await this.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.table,
                Key: keys.schedule(claim.userId, claim.id),
                // GSI2PK too: a schedule written before the phone index existed is indexed by its next call.
                UpdateExpression: 'SET lastCallDate = :slot, nextCallDate = :next, claimedBy = :exec, updatedAt = :now, GSI1SK = :gsi, GSI2PK = :phone',
                ConditionExpression: 'isActive = :yes AND nextCallDate = :slot',
                ExpressionAttributeValues: {
                  ':slot': claim.slot,
                  ':next': claim.next,
                  ':exec': claim.executionId,
                  ':now': claim.now,
                  // The next slot is not armed yet: BeginCheckIn arms it and marks it (A#) at once.
                  ':gsi': activeSortKey('unarmed', claim.next, claim.id),
                  ':phone': keys.schedulesByPhoneIndex(claim.callLog.phoneNumber),
                  ':yes': true,
                },
              },
            },
            { Put: { TableName: this.table, Item: callLogItem(claim.callLog), ConditionExpression: 'attribute_not_exists(PK)' } },
          ],
        }),
      );
      return 'claimed' as const;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException) || !error.CancellationReasons?.some((r) => r.Code === 'ConditionalCheckFailed')) throw error;
      const current = await this.get(claim.userId, claim.id);
      return current?.claimedBy === claim.executionId && current.lastCallDate === claim.slot ? ('already-mine' as const) : ('not-claimable' as const);
    }
  }

}
