import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CallLog, CallSchedule } from '../../core/model.ts';
import { callLogItem } from './call-log-store.ts';
import type { CountedWrite, ScheduleStore } from '../../core/ports.ts';
import { fromItem, keys } from './keys.ts';
import { defaultCallLanguage } from '../../../shared/language.ts';
import { queryAll } from './query-all.ts';
import { TABLE_DEFINITION } from './table-definition.ts';
import { countedWrite, type CountedKind } from './usage-store.ts';

/** A schedule stored before calls had a language is called in English. */
function scheduleOf(item: Record<string, unknown>): CallSchedule {
  const schedule = fromItem<CallSchedule>(item);
  return schedule.language ? schedule : { ...schedule, language: defaultCallLanguage };
}

function toItem(schedule: CallSchedule): Record<string, unknown> {
  // Active schedules are also in GSI1 by next call time, so the reconciler can find overdue ones
  // without scanning; inactive ones drop out of the index (sparse).
  const index =
    schedule.isActive && schedule.nextCallDate
      ? { GSI1PK: keys.activeSchedulesIndex, GSI1SK: `${schedule.nextCallDate}#${schedule.id}` }
      : {};
  return { ...keys.schedule(schedule.userId, schedule.id), entity: 'schedule', ...index, ...schedule };
}

/**
 * A schedule counts its projected monthly calls while active; what decides them is isActive,
 * frequency and (for custom) daysInterval, so the condition pins exactly those.
 */
const SCHEDULES: CountedKind<CallSchedule> = {
  counter: 'projectedCalls',
  key: keys.schedule,
  item: toItem,
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
    await this.doc.send(new PutCommand({ TableName: this.table, Item: toItem(schedule) }));
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

  async listActive(): Promise<CallSchedule[]> {
    const items = await queryAll(this.doc, {
      TableName: this.table,
      IndexName: TABLE_DEFINITION.gsi1.indexName,
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.activeSchedulesIndex },
    });
    return items.map((i) => scheduleOf(i));
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
                UpdateExpression: 'SET lastCallDate = :slot, nextCallDate = :next, claimedBy = :exec, updatedAt = :now, GSI1SK = :gsi',
                ConditionExpression: 'isActive = :yes AND nextCallDate = :slot',
                ExpressionAttributeValues: {
                  ':slot': claim.slot,
                  ':next': claim.next,
                  ':exec': claim.executionId,
                  ':now': claim.now,
                  ':gsi': `${claim.next}#${claim.id}`,
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
