import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TestCallLimiter } from '../../core/ports/storage.ts';
import { epochSeconds, keys } from './keys.ts';

// A sliding window of recent test-call times in one item, written with optimistic locking so two
// clicks at once cannot both take the last slot.
export class DynamoTestCallLimiter implements TestCallLimiter {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async tryAcquire(userId: string, now: Date, max: number, windowMs: number) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const { Item } = await this.doc.send(
        new GetCommand({ TableName: this.table, Key: keys.testCalls(userId), ConsistentRead: true }),
      );
      const version = (Item?.version as number | undefined) ?? 0;
      const recent = ((Item?.times as string[] | undefined) ?? []).filter(
        (t) => now.getTime() - new Date(t).getTime() < windowMs,
      );
      if (recent.length >= max) {
        const oldest = Math.min(...recent.map((t) => new Date(t).getTime()));
        return { allowed: false, retryAfterMs: oldest + windowMs - now.getTime() };
      }
      try {
        await this.doc.send(
          new PutCommand({
            TableName: this.table,
            Item: {
              ...keys.testCalls(userId),
              times: [...recent, now.toISOString()],
              version: version + 1,
              ttl: epochSeconds(now) + Math.ceil(windowMs / 1000),
            },
            ConditionExpression: 'attribute_not_exists(PK) OR version = :v',
            ExpressionAttributeValues: { ':v': version },
          }),
        );
        return { allowed: true, retryAfterMs: 0 };
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException) && (error as Error).name !== 'ConditionalCheckFailedException') throw error;
      }
    }
    return { allowed: false, retryAfterMs: 1000 };
  }
}
