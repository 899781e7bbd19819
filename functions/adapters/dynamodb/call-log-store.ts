import { GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { idRange } from '../../core/ids.ts';
import type { CallLog, EscalationLog } from '../../core/model.ts';
import type { CallLogStore } from '../../core/ports.ts';
import { fromItem, keys } from './keys.ts';
import { queryAll } from './query-all.ts';
import { TABLE_DEFINITION } from './table-definition.ts';

// Call log ids sort by call time (core/ids.ts), so SK = CALL#<id> gives "newest first" and a time
// range as one key-range query.
export class DynamoCallLogStore implements CallLogStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  private item(log: CallLog) {
    const bySid = log.callSid ? { GSI1PK: keys.callSidIndex(log.callSid), GSI1SK: 'CALL' } : {};
    return { ...keys.callLog(log.userId, log.id), entity: 'callLog', ...bySid, ...log };
  }

  async create(log: CallLog): Promise<void> {
    await this.doc.send(
      new PutCommand({ TableName: this.table, Item: this.item(log), ConditionExpression: 'attribute_not_exists(PK)' }),
    );
  }

  async update(log: CallLog): Promise<void> {
    await this.doc.send(
      new PutCommand({ TableName: this.table, Item: this.item(log), ConditionExpression: 'attribute_exists(PK)' }),
    );
  }

  async get(userId: string, id: string): Promise<CallLog | undefined> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.table, Key: keys.callLog(userId, id), ConsistentRead: true }),
    );
    return Item ? fromItem<CallLog>(Item) : undefined;
  }

  async findByCallSid(callSid: string): Promise<CallLog | undefined> {
    const { Items = [] } = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: TABLE_DEFINITION.gsi1.indexName,
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
        ExpressionAttributeValues: { ':pk': keys.callSidIndex(callSid), ':sk': 'CALL' },
      }),
    );
    return Items[0] ? fromItem<CallLog>(Items[0]) : undefined;
  }

  async list(userId: string, range: { from?: Date; to?: Date; limit?: number } = {}): Promise<CallLog[]> {
    const { lowest, highest } = idRange(range.from ?? new Date(0), range.to ?? new Date(8.64e15));
    const items = await queryAll(
      this.doc,
      {
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :low AND :high',
        ExpressionAttributeValues: {
          ':pk': keys.userPartition(userId),
          ':low': `CALL#${lowest}`,
          ':high': `CALL#${highest}`,
        },
        ScanIndexForward: false,
      },
      range.limit,
    );
    return items.map((i) => fromItem<CallLog>(i));
  }

  async addEscalation(log: EscalationLog): Promise<void> {
    const bySid = log.callSid ? { GSI1PK: keys.callSidIndex(log.callSid), GSI1SK: 'ESCALATION' } : {};
    await this.doc.send(
      new PutCommand({
        TableName: this.table,
        Item: { ...keys.escalation(log.userId, log.callLogId, log.id), entity: 'escalationLog', ...bySid, ...log },
      }),
    );
  }

  async listEscalations(userId: string, callLogId: string): Promise<EscalationLog[]> {
    const items = await queryAll(this.doc, {
      TableName: this.table,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':sk': `ESCALATION#${callLogId}#` },
    });
    return items.map((i) => fromItem<EscalationLog>(i));
  }
}
