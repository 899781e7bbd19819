import { DeleteCommand, GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LoginAttemptStore } from '../../core/ports.ts';
import { epochSeconds, keys } from './keys.ts';

/** Failed logins per username, counted atomically; the record expires a day after the last failure. */
export class DynamoLoginAttemptStore implements LoginAttemptStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async get(username: string) {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.table, Key: keys.loginAttempts(username), ConsistentRead: true }),
    );
    if (!Item) return undefined;
    return { failures: Item.failures as number, lastFailureAt: Item.lastFailureAt as string };
  }

  async recordFailure(username: string, at: Date): Promise<number> {
    const out = await this.doc.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.loginAttempts(username),
        UpdateExpression: 'ADD failures :one SET lastFailureAt = :at, #ttl = :ttl',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':at': at.toISOString(), ':ttl': epochSeconds(at) + 86_400 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return out.Attributes?.failures as number;
  }

  async clear(username: string): Promise<void> {
    await this.doc.send(new DeleteCommand({ TableName: this.table, Key: keys.loginAttempts(username) }));
  }
}
