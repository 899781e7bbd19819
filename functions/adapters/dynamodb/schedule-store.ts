import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CallLog, CallSchedule } from '../../core/model.ts';
import { callLogItem } from './call-log-store.ts';
import type { CountedWrite, ScheduleStore } from '../../core/ports.ts';
import { fromItem, keys, scheduleShard } from './keys.ts';
import { defaultCallLanguage } from '../../../shared/language.ts';
import { queryAll } from './query-all.ts';
import { TABLE_DEFINITION } from './table-definition.ts';
import { countedWrite, type CountedKind } from './usage-store.ts';

/** A schedule stored before calls had a language is called in English. */
function scheduleOf(item: Record<string, unknown>): CallSchedule {
  const schedule = fromItem<CallSchedule>(item);
  return schedule.language ? schedule : { ...schedule, language: defaultCallLanguage };
}

/** The stored item of a schedule (exported for bulk loads: the scale bench's BatchWrite). */
export function scheduleItem(schedule: CallSchedule): Record<string, unknown> {
  // Active schedules are also in GSI1, in their shard by next call time, so the reconciler reads a
  // range (due soon or overdue) of each shard without scanning; inactive ones drop out (sparse).
  // The item is written without `armedFor`: any write other than markArmed may have changed what
  // should be armed, so the reconciler checks it again when it comes due.
  const index =
    schedule.isActive && schedule.nextCallDate
      ? { GSI1PK: keys.activeSchedulesShard(scheduleShard(schedule.id)), GSI1SK: `${schedule.nextCallDate}#${schedule.id}` }
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
    // Limit bounds the items read per page (before the filter), so memory stays bounded however
    // many schedules a shard holds; ISO instants of one format sort as text.
    const page = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: TABLE_DEFINITION.gsi1.indexName,
        KeyConditionExpression: query.all ? 'GSI1PK = :pk' : 'GSI1PK = :pk AND GSI1SK < :upper',
        ...(query.all
          ? { ExpressionAttributeValues: { ':pk': keys.activeSchedulesShard(query.shard) } }
          : {
              FilterExpression: 'nextCallDate < :overdue OR attribute_not_exists(armedFor) OR armedFor <> nextCallDate',
              ExpressionAttributeValues: {
                ':pk': keys.activeSchedulesShard(query.shard),
                // '$' sorts just after '#': every id of every instant before dueBefore.
                ':upper': `${query.dueBefore}$`,
                ':overdue': query.overdueBefore,
              },
            }),
        Limit: query.limit,
        ...(query.cursor ? { ExclusiveStartKey: JSON.parse(Buffer.from(query.cursor, 'base64url').toString('utf8')) as Record<string, unknown> } : {}),
      }),
    );
    return {
      schedules: (page.Items ?? []).map((i) => scheduleOf(i)),
      read: page.ScannedCount ?? 0,
      ...(page.LastEvaluatedKey ? { cursor: Buffer.from(JSON.stringify(page.LastEvaluatedKey), 'utf8').toString('base64url') } : {}),
    };
  }

  async migrateLegacyIndex(limit: number) {
    const { Items = [], LastEvaluatedKey } = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: TABLE_DEFINITION.gsi1.indexName,
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.legacyActiveSchedulesIndex },
        ProjectionExpression: 'PK, SK, id',
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
            UpdateExpression: 'SET GSI1PK = :shard REMOVE armedFor',
            ConditionExpression: 'GSI1PK = :legacy',
            ExpressionAttributeValues: { ':shard': keys.activeSchedulesShard(scheduleShard(String(item.id))), ':legacy': keys.legacyActiveSchedulesIndex },
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
          UpdateExpression: 'SET armedFor = :slot',
          ConditionExpression: 'isActive = :yes AND nextCallDate = :slot',
          ExpressionAttributeValues: { ':slot': slot, ':yes': true },
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
                  ':gsi': `${claim.next}#${claim.id}`,
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
