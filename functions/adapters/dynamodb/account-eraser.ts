import { BatchWriteCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { setTimeout as sleep } from 'node:timers/promises';
import { callbackRef, checkInRef, contactRef } from '../../core/check-in/call-ref.ts';
import type { User } from '../../core/model.ts';
import type { AccountEraser } from '../../core/ports/storage.ts';
import { alertNoteKey } from './call-ref-store.ts';
import { keys } from './keys.ts';
import { TABLE_DEFINITION } from './table-definition.ts';

type Key = { PK: string; SK: string };

/** Call attempts per check-in reference (the call and its retry, with room to spare). */
const ATTEMPTS = [1, 2, 3];
const BATCH = 25;
const MAX_UNPROCESSED_ROUNDS = 8;

/**
 * Deletes a whole account (docs/family-side.md): one page of the user's partition at
 * a time (a user with thousands of call logs never holds them all in memory), 25 deletes per
 * BatchWriteItem, unprocessed ones sent again with backoff. The user item goes last, so an erase
 * cut short can be run again by a user who can still sign in.
 */
export class DynamoAccountEraser implements AccountEraser {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async erase(user: User): Promise<number> {
    let deleted = 0;
    // Sessions first: nobody stays signed in to an account being deleted.
    deleted += await this.deleteQuery({
      IndexName: TABLE_DEFINITION.gsi1.indexName,
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.userSessionsIndex(user.id) },
    });
    // Request counters of the per-user route limits: their own partition, and the older ones that
    // were indexed by user (they expire within two windows by TTL, but a deletion does not wait).
    deleted += await this.deleteQuery({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.userCounters(user.id) },
      ConsistentRead: true,
    });
    deleted += await this.deleteQuery({
      IndexName: TABLE_DEFINITION.gsi1.indexName,
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.legacyUserCountersIndex(user.id) },
    });
    const profile = keys.user(user.id);
    deleted += await this.deleteQuery(
      {
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.userPartition(user.id) },
        ConsistentRead: true,
      },
      (item) => {
        const sk = String(item.SK);
        // Escalations are filed under their call (CALL#<callLogId>#ESC#<id>), legacy ones as ESCALATION#<callLogId>#<id>.
        if (sk.includes('#ESC#')) return [callRefKey(contactRef(sk.split('#ESC#')[1] ?? '')), ...alertNoteOf(item)];
        if (sk.startsWith('CALL#')) return ATTEMPTS.map((a) => callRefKey(checkInRef(sk.slice('CALL#'.length), a)));
        if (sk.startsWith('ESCALATION#')) return [callRefKey(contactRef(sk.split('#')[2] ?? ''))];
        return [];
      },
      (key) => key.SK !== profile.SK,
    );
    await this.deleteKeys([keys.username(user.username), keys.email(user.email), keys.loginAttempts(user.username), profile]);
    return deleted + 2;
  }

  /** Deletes every item a query finds (and the extra keys each one names), page by page. */
  private async deleteQuery(
    query: { IndexName?: string; KeyConditionExpression: string; ExpressionAttributeValues: Record<string, unknown>; ConsistentRead?: boolean },
    alsoDelete: (item: Record<string, unknown>) => Key[] = () => [],
    keep: (key: Key) => boolean = () => true,
  ): Promise<number> {
    let count = 0;
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(new QueryCommand({ TableName: this.table, ...query, ExclusiveStartKey: startKey, Limit: 500 }));
      const items = (page.Items ?? []) as Record<string, unknown>[];
      const doomed: Key[] = [];
      for (const item of items) {
        const key = { PK: String(item.PK), SK: String(item.SK) };
        if (keep(key)) doomed.push(key);
        doomed.push(...alsoDelete(item));
      }
      await this.deleteKeys(doomed);
      count += items.length;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return count;
  }

  private async deleteKeys(all: Key[]): Promise<void> {
    const unique = [...new Map(all.map((k) => [`${k.PK}\u0000${k.SK}`, k])).values()];
    for (let i = 0; i < unique.length; i += BATCH) {
      let requests = unique.slice(i, i + BATCH).map((Key) => ({ DeleteRequest: { Key } }));
      for (let round = 0; requests.length; round++) {
        if (round > MAX_UNPROCESSED_ROUNDS) throw new Error('Some items could not be deleted; try again');
        if (round) await sleep(Math.min(2000, 50 * 2 ** round));
        const out = await this.doc.send(new BatchWriteCommand({ RequestItems: { [this.table]: requests } }));
        requests = (out.UnprocessedItems?.[this.table] ?? []) as typeof requests;
      }
    }
  }
}

const callRefKey = (ref: string): Key => ({ PK: `CALLREF#${ref}`, SK: 'REF' });
/** The note that lets a contact calling back hear the alert again, filed under their number. */
const alertNoteOf = (escalation: Record<string, unknown>): Key[] => [
  ...(typeof escalation.phoneNumber === 'string' && escalation.phoneNumber && typeof escalation.contactId === 'string'
    ? [alertNoteKey({ phoneNumber: escalation.phoneNumber, callLogId: String(escalation.callLogId), contactId: escalation.contactId })]
    : []),
  // A contact's calling back is an escalation item with that call's sid (call-in.ts); for the others, no such ref exists.
  ...(typeof escalation.callSid === 'string' && escalation.callSid ? [callRefKey(callbackRef(escalation.callSid))] : []),
];
