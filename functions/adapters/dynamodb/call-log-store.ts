import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { badRequest } from '../../core/errors.ts';
import { idRange, isOpaqueId } from '../../core/ids.ts';
import type { CallLog, EscalationLog } from '../../core/model.ts';
import type { CallLogPage, CallLogPageQuery, CallLogStore } from '../../core/ports/storage.ts';
import { epochSeconds, fromItem, keys } from './keys.ts';
import { queryAll } from './query-all.ts';
import { TABLE_DEFINITION } from './table-definition.ts';

/** A cursor this service did not give, or given for other dates. */
export const BAD_CURSOR = 'cursor must be one a previous page gave (its Link header), with the same from and to';

/** Call history is kept 400 days (a year and a season to compare with), then DynamoDB's TTL removes it. */
export const CALL_HISTORY_KEEP_SECONDS = 400 * 86_400;
const expiresAfter = (callTime: string) => epochSeconds(callTime) + CALL_HISTORY_KEEP_SECONDS;

/** A call log as stored (also written by the slot claim's transaction). */
export function callLogItem(log: CallLog) {
  const bySid = log.callSid ? { GSI1PK: keys.callSidIndex(log.callSid), GSI1SK: 'CALL' } : {};
  return { ...keys.callLog(log.userId, log.id), entity: 'callLog', ...bySid, ...log, ttl: expiresAfter(log.callTime) };
}

// Call log ids sort by call time (core/ids.ts), so SK = CALL#<id> gives "newest first" and a time
// range as one key-range query; escalations are CALL#<callLogId>#ESC#<id>, inside the same range.
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

  /** Newest first within [from, to]: call logs only (the escalations filed under them are skipped). */
  async list(userId: string, range: { from?: Date; to?: Date; limit?: number } = {}): Promise<CallLog[]> {
    const logs: CallLog[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.page(userId, { ...range, limit: Math.min(1000, (range.limit ?? Infinity) - logs.length), cursor });
      logs.push(...page.logs);
      cursor = page.next;
    } while (cursor && logs.length < (range.limit ?? Infinity));
    return logs;
  }

  /**
   * One page of history, newest first: `limit` call logs within [from, to] and their escalations,
   * read by one key-range query (escalations sort right after their log's key, so they arrive in
   * the same pages). `next` is set when an older log exists: an opaque cursor naming the last log.
   */
  async page(userId: string, { from, to, limit, cursor }: CallLogPageQuery): Promise<CallLogPage> {
    const pk = keys.userPartition(userId);
    const { lowest, highest } = idRange(from ?? new Date(0), to ?? new Date(8.64e15));
    const low = `CALL#${lowest}`;
    const high = `CALL#${highest}`;
    let startKey: Record<string, unknown> | undefined = cursor === undefined ? undefined : readCursor(cursor, pk, low, high);
    const logs: CallLog[] = [];
    const escalations: EscalationLog[] = [];
    // Read newest first, a log's escalations come just before it (their keys sort after the log's).
    let waiting: EscalationLog[] = [];
    let more = false;
    reading: do {
      const { Items = [], LastEvaluatedKey } = await this.doc.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :low AND :high',
          ExpressionAttributeValues: { ':pk': pk, ':low': low, ':high': high },
          ScanIndexForward: false,
          ExclusiveStartKey: startKey,
          // One log more than asked (is there an older page?) and room for a few escalations.
          Limit: Math.min(1000, limit + 1 - logs.length + 8),
        }),
      );
      for (const item of Items) {
        if (item.entity === 'escalationLog') waiting.push(fromItem<EscalationLog>(item));
        if (item.entity !== 'callLog') continue;
        if (logs.length === limit) {
          more = true;
          break reading;
        }
        const log = fromItem<CallLog>(item);
        logs.push(log);
        escalations.push(...waiting.filter((e) => e.callLogId === log.id));
        waiting = [];
      }
      startKey = LastEvaluatedKey;
    } while (startKey);
    const last = logs.at(-1);
    return { logs, escalations, ...(more && last ? { next: writeCursor({ PK: pk, SK: keys.callLog(userId, last.id).SK }) } : {}) };
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

  async listEscalations(userId: string, callLogId: string): Promise<EscalationLog[]> {
    const items = await queryAll(this.doc, {
      TableName: this.table,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':sk': keys.escalationsOf(callLogId) },
    });
    return items.map((i) => fromItem<EscalationLog>(i));
  }
}

// The cursor is the last log's key, base64url JSON: opaque to clients, checked on the way back in
// (this user's partition, a call log's key, inside the asked range) so it cannot reach elsewhere.
const writeCursor = (key: { PK: string; SK: string }) => Buffer.from(JSON.stringify(key)).toString('base64url');

function readCursor(cursor: string, pk: string, low: string, high: string): { PK: string; SK: string } {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  const { PK, SK, ...rest } = (key && typeof key === 'object' ? key : {}) as Record<string, unknown>;
  const ok =
    PK === pk &&
    typeof SK === 'string' &&
    Object.keys(rest).length === 0 &&
    SK.startsWith('CALL#') &&
    isOpaqueId(SK.slice('CALL#'.length)) &&
    SK >= low &&
    SK <= high;
  if (!ok) throw badRequest(BAD_CURSOR, { cursor: [BAD_CURSOR] });
  return { PK: pk, SK: SK as string };
}

/** The readable transcript on the call log: who said what, one line each. */
export function renderTranscript(turns: { speaker: 'system' | 'person'; text: string }[]): string {
  return turns.map((t) => `${t.speaker === 'system' ? 'CareCall' : 'Person'}: ${t.text}`).join('\n');
}
