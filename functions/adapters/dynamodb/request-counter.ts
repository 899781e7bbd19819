import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LimitResult, RateLimiter } from '../../core/ports/storage.ts';
import { epochSeconds, keys } from './keys.ts';

// Requests per key in fixed windows (the per-user limits of the expensive routes). One item per key
// and window, moved by one conditional `ADD`: the write that would pass the limit fails, so
// parallel requests cannot slip past it, and nothing is read first (one write per request, where
// the sliding window of mail-stores.ts needs a read and a write and retries under contention).
// The item expires a window after it closes (TTL), so old windows cost no storage.

export const requestCountKey = (key: string, windowStart: number) => ({ PK: `LIMIT#${key}`, SK: `WINDOW#${windowStart}` });

export class DynamoRequestCounter implements RateLimiter {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async take(key: string, now: Date, limit: { max: number; windowMs: number }, owner?: { userId: string }): Promise<LimitResult> {
    // Windows are aligned to the epoch, so every process agrees on the item without a read.
    const windowStart = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
    const windowEnd = windowStart + limit.windowMs;
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: requestCountKey(key, windowStart),
          // A per-user count is indexed under its user (GSI1), so deleting the account deletes it at
          // once; its PK stays LIMIT#, the only items the read-only API functions may update.
          UpdateExpression: owner ? 'ADD hits :one SET #ttl = if_not_exists(#ttl, :ttl), GSI1PK = :owner, GSI1SK = :sk' : 'ADD hits :one SET #ttl = if_not_exists(#ttl, :ttl)',
          ConditionExpression: 'attribute_not_exists(hits) OR hits < :max',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':max': limit.max,
            ':ttl': epochSeconds(new Date(windowEnd + limit.windowMs)),
            ...(owner ? { ':owner': keys.userCountersIndex(owner.userId), ':sk': `${key}#${windowStart}` } : {}),
          },
        }),
      );
      return { allowed: true };
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      return { allowed: false, retryAfterMs: windowEnd - now.getTime() };
    }
  }
}
