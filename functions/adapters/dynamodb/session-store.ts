import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Session } from '../../core/model.ts';
import type { SessionStore } from '../../core/ports/storage.ts';
import { epochSeconds, fromItem, keys } from './keys.ts';
import { queryAll } from './query-all.ts';
import { TABLE_DEFINITION } from './table-definition.ts';

export class DynamoSessionStore implements SessionStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async create(session: Session): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.table,
        Item: {
          ...keys.session(session.tokenHash),
          GSI1PK: keys.userSessionsIndex(session.userId),
          GSI1SK: session.createdAt,
          entity: 'session',
          ...session,
          ttl: epochSeconds(session.expiresAt),
        },
      }),
    );
  }

  async get(tokenHash: string): Promise<Session | undefined> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.table, Key: keys.session(tokenHash), ConsistentRead: true }),
    );
    return Item ? fromItem<Session>(Item) : undefined;
  }

  async delete(tokenHash: string): Promise<void> {
    await this.doc.send(new DeleteCommand({ TableName: this.table, Key: keys.session(tokenHash) }));
  }

  async deleteOthers(userId: string, keepTokenHash: string): Promise<number> {
    const items = await queryAll(this.doc, {
      TableName: this.table,
      IndexName: TABLE_DEFINITION.gsi1.indexName,
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.userSessionsIndex(userId) },
      ProjectionExpression: 'PK, SK, tokenHash',
    });
    const doomed = items.filter((i) => i.tokenHash !== keepTokenHash);
    for (let i = 0; i < doomed.length; i += 25) {
      let requests: Record<string, unknown[]> | undefined = {
        [this.table]: doomed.slice(i, i + 25).map((d) => ({ DeleteRequest: { Key: { PK: d.PK, SK: d.SK } } })),
      };
      // BatchWrite may hand back unprocessed items under load; retry them until done.
      while (requests && Object.keys(requests).length) {
        const out = await this.doc.send(new BatchWriteCommand({ RequestItems: requests as never }));
        requests = out.UnprocessedItems as Record<string, unknown[]> | undefined;
      }
    }
    return doomed.length;
  }
}
