import { DeleteCommand, GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AttemptSubject, LoginAttemptStore } from '../../core/ports/storage.ts';
import { epochSeconds, keys } from './keys.ts';

/**
 * Password checks per username (login) or per user (password change). Each check is counted by one
 * conditional `ADD` before the password is compared, so parallel guesses cannot slip past the
 * limit between a read and a write. The record expires a day after the last check.
 */
export class DynamoLoginAttemptStore implements LoginAttemptStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  private key(subject: AttemptSubject) {
    return 'username' in subject ? keys.loginAttempts(subject.username) : keys.passwordChecks(subject.userId);
  }

  async begin(subject: AttemptSubject, at: Date, limit: { max: number; lockMs: number }) {
    const key = this.key(subject);
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: key,
          UpdateExpression: 'ADD failures :one SET lastFailureAt = :at, #ttl = :ttl',
          // Allowed below the limit, or once the lock since the last counted check has passed
          // (ISO-8601 UTC instants compare as strings).
          ConditionExpression: 'attribute_not_exists(failures) OR failures < :max OR lastFailureAt <= :unlocked',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':at': at.toISOString(),
            ':ttl': epochSeconds(at) + 86_400,
            ':max': limit.max,
            ':unlocked': new Date(at.getTime() - limit.lockMs).toISOString(),
          },
        }),
      );
      return { allowed: true as const };
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: key, ConsistentRead: true }));
      const last = typeof Item?.lastFailureAt === 'string' ? new Date(Item.lastFailureAt).getTime() : at.getTime();
      return { allowed: false as const, retryAfterMs: Math.max(1000, last + limit.lockMs - at.getTime()) };
    }
  }

  async clear(subject: AttemptSubject): Promise<void> {
    await this.doc.send(new DeleteCommand({ TableName: this.table, Key: this.key(subject) }));
  }
}
