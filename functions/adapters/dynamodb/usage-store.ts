import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CountedWrite, PlanUsage, PlanUsageStore, UsageChange } from '../../core/ports/storage.ts';
import { keys } from './keys.ts';

// The plan-usage record (USER#<id> / USAGE): the active subscription and the two counters the plan
// limits apply to. Every write that changes what counts (a schedule's calls, an active contact, the
// active subscription) moves it in the same transaction, with the limit as its condition, so
// parallel requests cannot pass a limit between a read and a write.

export type UsageCounter = 'projectedCalls' | 'activeContacts';

export class DynamoPlanUsageStore implements PlanUsageStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async get(userId: string): Promise<PlanUsage | undefined> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.table, Key: keys.planUsage(userId), ConsistentRead: true }),
    );
    if (!Item) return undefined;
    return {
      ...(typeof Item.subscriptionId === 'string' ? { subscriptionId: Item.subscriptionId, servicePlanId: Item.servicePlanId as string } : {}),
      projectedCalls: Number(Item.projectedCalls ?? 0),
      activeContacts: Number(Item.activeContacts ?? 0),
    };
  }

  async initialize(userId: string, usage: PlanUsage): Promise<PlanUsage> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.table,
          Item: { ...keys.planUsage(userId), entity: 'usage', ...usage },
          // Another request may have derived and stored it first (and moved it since): theirs stands.
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return usage;
    } catch (error) {
      if (!lostRace(error)) throw error;
      const stored = await this.get(userId);
      if (!stored) throw error;
      return stored;
    }
  }
}

/** The usage half of a counted write: `ADD counter :delta`, refused past `max` or after a plan change. */
export function usageUpdate(table: string, userId: string, counter: UsageCounter, change: UsageChange) {
  const conditions = ['attribute_exists(PK)'];
  const values: Record<string, unknown> = { ':delta': change.delta };
  if (change.max !== undefined) {
    // Condition expressions have no arithmetic: "counter + delta <= max" is "counter <= max - delta".
    conditions.push(`${counter} <= :room`);
    values[':room'] = change.max - change.delta;
  }
  if (change.subscriptionId !== undefined) {
    conditions.push('subscriptionId = :sub');
    values[':sub'] = change.subscriptionId;
  }
  return {
    Update: {
      TableName: table,
      Key: keys.planUsage(userId),
      UpdateExpression: `ADD ${counter} :delta`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeValues: values,
    },
  };
}

export interface CountedRecord {
  id: string;
}

/** How one kind of record is stored and counted (schedules, contacts). */
export interface CountedKind<T extends CountedRecord> {
  counter: UsageCounter;
  key(userId: string, id: string): Record<string, string>;
  item(record: T): Record<string, unknown>;
  /** A condition that holds while the stored record still counts as `previous` does. */
  stillCounts(previous: T): { expression: string; names: Record<string, string>; values: Record<string, unknown> };
}

/**
 * Creates, replaces or deletes one record and moves its usage counter in one transaction (a plain
 * conditional write when the counter does not move). False when a condition failed or another
 * transaction held one of the items: the caller reads again and decides again.
 */
export async function countedWrite<T extends CountedRecord>(
  doc: DynamoDBDocumentClient,
  table: string,
  kind: CountedKind<T>,
  write: CountedWrite<T>,
): Promise<boolean> {
  const { userId, previous, next, usage } = write;
  const record = next ?? previous;
  if (!record) throw new Error('A counted write needs a record');
  if (previous && next && previous.id !== next.id) throw new Error('A counted write changes one record');
  const counts = previous && kind.stillCounts(previous);
  const condition = counts
    ? {
        ConditionExpression: `attribute_exists(PK) AND ${counts.expression}`,
        ...(Object.keys(counts.names).length ? { ExpressionAttributeNames: counts.names } : {}),
        ...(Object.keys(counts.values).length ? { ExpressionAttributeValues: counts.values } : {}),
      }
    : { ConditionExpression: 'attribute_not_exists(PK)' };
  const put = next && { TableName: table, Item: kind.item(next), ...condition };
  const del = { TableName: table, Key: kind.key(userId, record.id), ...condition };
  try {
    if (usage) {
      const own = put ? { Put: put } : { Delete: del };
      await doc.send(new TransactWriteCommand({ TransactItems: [own, usageUpdate(table, userId, kind.counter, usage)] }));
    } else if (put) {
      // The counter does not move: the same conditional write, without a transaction around it.
      await doc.send(new PutCommand(put));
    } else {
      await doc.send(new DeleteCommand(del));
    }
    return true;
  } catch (error) {
    if (lostRace(error)) return false;
    throw error;
  }
}

const RACE_CODES = new Set(['ConditionalCheckFailed', 'TransactionConflict']);

/**
 * True when a write lost to a condition or to a concurrent transaction on the same items (read
 * again and retry); false for anything else, such as a validation error, which must surface.
 */
export function lostRace(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  if (name === 'ConditionalCheckFailedException' || name === 'TransactionConflictException') return true;
  if (name !== 'TransactionCanceledException') return false;
  const codes = ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r.Code ?? 'None');
  return codes.some((c) => RACE_CODES.has(c)) && codes.every((c) => c === 'None' || RACE_CODES.has(c));
}
