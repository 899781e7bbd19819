import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { idRange } from '../../core/ids.ts';
import type { CallLog, EscalationLog } from '../../core/model.ts';
import type { CallLogStore } from '../../core/ports.ts';
import { epochSeconds, fromItem, keys } from './keys.ts';
import { queryAll } from './query-all.ts';
import { TABLE_DEFINITION } from './table-definition.ts';

/** Call history is kept 400 days (a year and a season to compare with), then DynamoDB's TTL removes it. */
export const CALL_HISTORY_KEEP_SECONDS = 400 * 86_400;
const expiresAfter = (callTime: string) => epochSeconds(callTime) + CALL_HISTORY_KEEP_SECONDS;

/** A call log as stored (also written by the slot claim's transaction). */
export function callLogItem(log: CallLog) {
  const bySid = log.callSid ? { GSI1PK: keys.callSidIndex(log.callSid), GSI1SK: 'CALL' } : {};
  return { ...keys.callLog(log.userId, log.id), entity: 'callLog', ...bySid, ...log, ttl: expiresAfter(log.callTime) };
}

// Call log ids sort by call time (core/ids.ts), so SK = CALL#<id> gives "newest first" and a time
// range as one key-range query.
export class DynamoCallLogStore implements CallLogStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  private item(log: CallLog) {
    return callLogItem(log);
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

  async patch(userId: string, id: string, changes: Partial<CallLog> & { responseData?: Record<string, unknown> }): Promise<void> {
    const { responseData, ...fields } = changes;
    const names: Record<string, string> = { '#rd': 'responseData' };
    const values: Record<string, unknown> = { ':empty': {} };
    const sets: string[] = [];
    const removes: string[] = [];
    Object.entries(fields).forEach(([k, v], i) => {
      names[`#f${i}`] = k;
      if (v === undefined) removes.push(`#f${i}`);
      else {
        sets.push(`#f${i} = :f${i}`);
        values[`:f${i}`] = v;
      }
    });
    if (fields.callSid) {
      names['#g1'] = 'GSI1PK';
      names['#g2'] = 'GSI1SK';
      sets.push('#g1 = :g1', '#g2 = :g2');
      values[':g1'] = keys.callSidIndex(fields.callSid);
      values[':g2'] = 'CALL';
    }
    // responseData is a map whose keys are set one by one; it is created first if missing.
    const dataEntries = Object.entries(responseData ?? {});
    if (dataEntries.length) {
      await this.ensureResponseData(userId, id);
      dataEntries.forEach(([k, v], i) => {
        names[`#d${i}`] = k;
        if (v === undefined) removes.push(`#rd.#d${i}`);
        else {
          sets.push(`#rd.#d${i} = :d${i}`);
          values[`:d${i}`] = v;
        }
      });
    }
    if (!sets.length && !removes.length) return;
    await this.doc.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.callLog(userId, id),
        UpdateExpression: [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : ''].join(' ').trim(),
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: Object.fromEntries(Object.entries(names).filter(([n]) => n !== '#rd' || dataEntries.length)),
        ExpressionAttributeValues: Object.fromEntries(Object.entries(values).filter(([n]) => n !== ':empty')),
      }),
    );
  }

  /** A nested key can only be set inside an existing map: create it first when missing. */
  private async ensureResponseData(userId: string, id: string): Promise<void> {
    await this.doc.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.callLog(userId, id),
        UpdateExpression: 'SET #rd = if_not_exists(#rd, :empty)',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#rd': 'responseData' },
        ExpressionAttributeValues: { ':empty': {} },
      }),
    );
  }

  async appendTurns(userId: string, id: string, turns: { speaker: 'system' | 'person'; text: string }[]): Promise<void> {
    await this.ensureResponseData(userId, id);
    const updated = await this.doc.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.callLog(userId, id),
        UpdateExpression: 'SET #rd.#turns = list_append(if_not_exists(#rd.#turns, :none), :turns)',
        ExpressionAttributeNames: { '#rd': 'responseData', '#turns': 'turns' },
        ExpressionAttributeValues: { ':none': [], ':turns': turns },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const all = ((updated.Attributes?.responseData as { turns?: typeof turns } | undefined)?.turns ?? []);
    await this.patch(userId, id, { transcription: renderTranscript(all) });
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
        Item: { ...keys.escalation(log.userId, log.callLogId, log.id), entity: 'escalationLog', ...bySid, ...log, ttl: expiresAfter(log.callTime) },
      }),
    );
  }

  async listEscalationsInRange(userId: string, range: { from?: Date; to?: Date } = {}): Promise<EscalationLog[]> {
    const { lowest, highest } = idRange(range.from ?? new Date(0), range.to ?? new Date(8.64e15));
    const items = await queryAll(this.doc, {
      TableName: this.table,
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :low AND :high',
      ExpressionAttributeValues: {
        ':pk': keys.userPartition(userId),
        ':low': `ESCALATION#${lowest}`,
        ':high': `ESCALATION#${highest}`,
      },
    });
    return items.map((i) => fromItem<EscalationLog>(i));
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

/** The readable transcript on the call log: who said what, one line each. */
export function renderTranscript(turns: { speaker: 'system' | 'person'; text: string }[]): string {
  return turns.map((t) => `${t.speaker === 'system' ? 'CareCall' : 'Person'}: ${t.text}`).join('\n');
}
