import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LimitResult, RequestCounter } from '../../core/ports/storage.ts';
import { epochSeconds, keys } from './keys.ts';

// Requests per key in fixed windows (the per-user limits of the expensive routes). One item per key
// and window, moved by one conditional `ADD`: the write that would pass the limit fails, so
// parallel requests cannot slip past it, and nothing is read first (one write per request, where
// the sliding window of mail-stores.ts needs a read and a write and retries under contention).
// The item expires a window after it closes (TTL), so old windows cost no storage.

/**
 * One window's count. A per-user count lives in its user's counter partition (keys.userCounters), so
 * the account's deletion finds it without an index: the write is one write unit, where an indexed
 * item costs two and, on DynamoDB Local, holds up the reads beside it (the history's p99).
 */
export const requestCountKey = (key: string, windowStart: number, owner?: { userId: string }) =>
  owner ? { PK: keys.userCounters(owner.userId), SK: `${key}#WINDOW#${windowStart}` } : { PK: `LIMIT#${key}`, SK: `WINDOW#${windowStart}` };

/** Windows are aligned to the epoch, so every process agrees on the item without a read. */
const windowStartOf = (at: Date, windowMs: number) => Math.floor(at.getTime() / windowMs) * windowMs;

export class DynamoRequestCounter implements RequestCounter {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async take(key: string, now: Date, limit: { max: number; windowMs: number }, owner?: { userId: string }): Promise<LimitResult> {
    const windowStart = windowStartOf(now, limit.windowMs);
    const windowEnd = windowStart + limit.windowMs;
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: requestCountKey(key, windowStart, owner),
          UpdateExpression: 'ADD hits :one SET #ttl = if_not_exists(#ttl, :ttl)',
          ConditionExpression: 'attribute_not_exists(hits) OR hits < :max',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':max': limit.max,
            ':ttl': epochSeconds(new Date(windowEnd + limit.windowMs)),
          },
        }),
      );
      return { allowed: true };
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      return { allowed: false, retryAfterMs: windowEnd - now.getTime() };
    }
  }

  async giveBack(key: string, countedAt: Date, limit: { max: number; windowMs: number }, owner?: { userId: string }): Promise<void> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: requestCountKey(key, windowStartOf(countedAt, limit.windowMs), owner),
          UpdateExpression: 'ADD hits :minusOne',
          // Never below zero, and never an item the count did not make.
          ConditionExpression: 'hits > :zero',
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
        }),
      );
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    }
  }
}
