import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { NotificationSettings } from '@/shared/schemas/notification-settings.ts';
import type { ContactMessageStore, LimitResult, NotificationSettingsStore, OnceMarkers, PasswordReset, PasswordResetStore, RateLimiter, StoredContactMessage, UserDirectory } from '../../core/ports/storage.ts';
import { epochSeconds, fromItem, keys } from './keys.ts';

// Items of the password reset, the contact form and their limits (README.md beside this file).
export const mailKeys = {
  passwordReset: (tokenHash: string) => ({ PK: `PWRESET#${tokenHash}`, SK: 'TOKEN' }),
  rateLimit: (key: string) => ({ PK: `LIMIT#${key}`, SK: 'WINDOW' }),
  contactMessage: (id: string) => ({ PK: `CONTACTMSG#${id}`, SK: 'MESSAGE' }),
  once: (key: string) => ({ PK: `ONCE#${key}`, SK: 'ONCE' }),
};

const CONTACT_MESSAGE_KEPT_DAYS = 365;

const isConditionFailure = (error: unknown) =>
  error instanceof ConditionalCheckFailedException || (error as Error).name === 'ConditionalCheckFailedException';

/**
 * A sliding window of recent use times in one item, written with a version condition: two
 * requests at once cannot both take the last place (the loser reads again).
 */
export class DynamoRateLimiter implements RateLimiter {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async take(key: string, now: Date, limit: { max: number; windowMs: number }): Promise<LimitResult> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: mailKeys.rateLimit(key), ConsistentRead: true }));
      const version = (Item?.version as number | undefined) ?? 0;
      const recent = ((Item?.times as string[] | undefined) ?? []).filter((t) => now.getTime() - new Date(t).getTime() < limit.windowMs);
      if (recent.length >= limit.max) {
        const oldest = Math.min(...recent.map((t) => new Date(t).getTime()));
        return { allowed: false, retryAfterMs: oldest + limit.windowMs - now.getTime() };
      }
      try {
        await this.doc.send(
          new PutCommand({
            TableName: this.table,
            Item: { ...mailKeys.rateLimit(key), times: [...recent, now.toISOString()], version: version + 1, ttl: epochSeconds(now) + Math.ceil(limit.windowMs / 1000) },
            ConditionExpression: 'attribute_not_exists(PK) OR version = :v',
            ExpressionAttributeValues: { ':v': version },
          }),
        );
        return { allowed: true };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    return { allowed: false, retryAfterMs: 1000 };
  }
}

export class DynamoPasswordResetStore implements PasswordResetStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async findAccountByEmail(email: string): Promise<string | undefined> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: keys.email(email) }));
    return Item?.userId as string | undefined;
  }

  async create(reset: PasswordReset): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.table,
        Item: { ...mailKeys.passwordReset(reset.tokenHash), entity: 'password-reset', ...reset, ttl: epochSeconds(reset.expiresAt) },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  }

  async consume(tokenHash: string, now: Date): Promise<{ userId: string } | undefined> {
    try {
      const { Attributes } = await this.doc.send(
        new DeleteCommand({
          TableName: this.table,
          Key: mailKeys.passwordReset(tokenHash),
          ConditionExpression: 'attribute_exists(PK) AND expiresAt > :now',
          ExpressionAttributeValues: { ':now': now.toISOString() },
          ReturnValues: 'ALL_OLD',
        }),
      );
      return Attributes ? { userId: Attributes.userId as string } : undefined;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }
}

export class DynamoContactMessageStore implements ContactMessageStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async create(message: StoredContactMessage): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.table,
        // Kept a year: long enough to answer and look back, not for ever (a sender's personal data).
        Item: { ...mailKeys.contactMessage(message.id), entity: 'contact-message', ...message, ttl: epochSeconds(message.receivedAt) + CONTACT_MESSAGE_KEPT_DAYS * 86_400 },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  }

  async get(id: string): Promise<StoredContactMessage | undefined> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: mailKeys.contactMessage(id) }));
    return Item ? fromItem<StoredContactMessage>(Item) : undefined;
  }
}

export class DynamoNotificationSettingsStore implements NotificationSettingsStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async set(userId: string, settings: NotificationSettings): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.user(userId),
          UpdateExpression: 'SET notifications = :n',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':n': { alerts: settings.alerts, afterEachCheckIn: settings.afterEachCheckIn, weeklySummary: settings.weeklySummary } },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}

export class DynamoOnceMarkers implements OnceMarkers {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async claim(key: string, now: Date, keepDays: number): Promise<boolean> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.table,
          Item: { ...mailKeys.once(key), at: now.toISOString(), ttl: epochSeconds(now) + keepDays * 86_400 },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}

/**
 * Every account, a page at a time, for the weekly summary: a Scan of profile items only (the one
 * reader that needs all accounts, once a week; its function alone may scan).
 */
export class DynamoUserDirectory implements UserDirectory {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async page(cursor?: string): Promise<{ userIds: string[]; cursor?: string }> {
    const out = await this.doc.send(
      new ScanCommand({
        TableName: this.table,
        FilterExpression: 'SK = :profile AND begins_with(PK, :user)',
        ExpressionAttributeValues: { ':profile': 'PROFILE', ':user': 'USER#' },
        ProjectionExpression: 'id',
        Limit: 500,
        ...(cursor ? { ExclusiveStartKey: JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown> } : {}),
      }),
    );
    return {
      userIds: (out.Items ?? []).map((i) => i.id as string).filter(Boolean),
      ...(out.LastEvaluatedKey ? { cursor: Buffer.from(JSON.stringify(out.LastEvaluatedKey)).toString('base64url') } : {}),
    };
  }
}
