import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { conflict } from '../../core/errors.ts';
import type { User, UserProfile } from '../../core/model.ts';
import type { UserStore } from '../../core/ports/storage.ts';
import { fromItem, keys } from './keys.ts';

export const USERNAME_TAKEN = 'That username is already taken';
export const EMAIL_TAKEN = 'An account with that email address already exists';

const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'zipCode', 'country'] as const;

// Username and email are unique through marker items written in the same transaction as the user:
// two sign-ups racing for one name cannot both win.
export class DynamoUserStore implements UserStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async create(user: User, passwordHash: string): Promise<void> {
    const notExists = 'attribute_not_exists(PK)';
    try {
      await this.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: this.table, Item: { ...keys.user(user.id), entity: 'user', ...user, passwordHash }, ConditionExpression: notExists } },
            { Put: { TableName: this.table, Item: { ...keys.username(user.username), userId: user.id }, ConditionExpression: notExists } },
            { Put: { TableName: this.table, Item: { ...keys.email(user.email), userId: user.id }, ConditionExpression: notExists } },
          ],
        }),
      );
    } catch (error) {
      const reasons = cancellationCodes(error);
      if (reasons?.[1] === 'ConditionalCheckFailed') throw conflict(USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
      if (reasons?.[2] === 'ConditionalCheckFailed') throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
      throw error;
    }
  }

  async get(userId: string): Promise<User | undefined> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: keys.user(userId) }));
    return Item ? fromItem<User>(Item) : undefined;
  }

  async findByUsername(username: string) {
    const marker = await this.doc.send(new GetCommand({ TableName: this.table, Key: keys.username(username) }));
    const userId = marker.Item?.userId as string | undefined;
    if (!userId) return undefined;
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: keys.user(userId) }));
    if (!Item) return undefined;
    return { user: fromItem<User>(Item), passwordHash: Item.passwordHash as string };
  }

  async getPasswordHash(userId: string): Promise<string | undefined> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.table, Key: keys.user(userId), ProjectionExpression: 'passwordHash' }),
    );
    return Item?.passwordHash as string | undefined;
  }

  async updateProfile(current: User, profile: UserProfile): Promise<User> {
    const next: User = { ...current };
    for (const field of PROFILE_FIELDS) {
      const value = profile[field];
      if (value === undefined || value === '') delete next[field];
      else next[field] = value;
    }
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets: string[] = [];
    const removes: string[] = [];
    for (const field of PROFILE_FIELDS) {
      names[`#${field}`] = field;
      const value = next[field];
      if (value === undefined) removes.push(`#${field}`);
      else {
        sets.push(`#${field} = :${field}`);
        values[`:${field}`] = value;
      }
    }
    const update = {
      TableName: this.table,
      Key: keys.user(current.id),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ConditionExpression: 'attribute_exists(PK)',
    };
    const emailChanged = current.email.toLowerCase() !== next.email.toLowerCase();
    if (!emailChanged) {
      await this.doc.send(new UpdateCommand(update));
      return next;
    }
    try {
      await this.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Update: update },
            { Put: { TableName: this.table, Item: { ...keys.email(next.email), userId: current.id }, ConditionExpression: 'attribute_not_exists(PK)' } },
            { Delete: { TableName: this.table, Key: keys.email(current.email), ConditionExpression: 'userId = :me', ExpressionAttributeValues: { ':me': current.id } } },
          ],
        }),
      );
    } catch (error) {
      if (cancellationCodes(error)?.[1] === 'ConditionalCheckFailed') throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
      throw error;
    }
    return next;
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.doc.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.user(userId),
        UpdateExpression: 'SET passwordHash = :h',
        ExpressionAttributeValues: { ':h': passwordHash },
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
  }
}

function cancellationCodes(error: unknown): (string | undefined)[] | undefined {
  if (error instanceof TransactionCanceledException || (error as { name?: string })?.name === 'TransactionCanceledException') {
    return ((error as TransactionCanceledException).CancellationReasons ?? []).map((r) => r.Code);
  }
  return undefined;
}
