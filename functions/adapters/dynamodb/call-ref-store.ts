import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CallRef } from '../../core/check-in/call-ref.ts';
import type { AlertNote, CallRefStore } from '../../core/ports/storage.ts';
import { epochSeconds, fromItem } from './keys.ts';

const key = (ref: string) => ({ PK: `CALLREF#${ref}`, SK: 'REF' });
// A call and its escalation are over within hours; the record goes a week later.
const KEEP_SECONDS = 7 * 86_400;
// A contact's alert, under their number: one item per check-in and contact (the account eraser finds
// it from the escalation log). Calling back is answered with it for a day (check-in/call-in.ts); the
// record goes a day after that.
export const alertNoteKey = (note: Pick<AlertNote, 'phoneNumber' | 'callLogId' | 'contactId'>) => ({
  PK: `ALERTED#${note.phoneNumber}`,
  SK: `${note.callLogId}#${note.contactId}`,
});
const ALERT_KEEP_SECONDS = 2 * 86_400;

export class DynamoCallRefStore implements CallRefStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async createOrGet(ref: CallRef) {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.table,
          Item: { ...key(ref.ref), entity: 'callRef', ...ref, ttl: epochSeconds(ref.createdAt) + KEEP_SECONDS },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return { ref, created: true };
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      // A retried task: keep the existing call, but wait on the new task token.
      return { ref: await this.update(ref.ref, { taskToken: ref.taskToken }), created: false };
    }
  }

  async get(ref: string): Promise<CallRef | undefined> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: key(ref), ConsistentRead: true }));
    return Item ? fromItem<CallRef>(Item) : undefined;
  }

  async update(ref: string, changes: Partial<Omit<CallRef, 'ref'>>): Promise<CallRef> {
    const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
    const out = await this.doc.send(
      new UpdateCommand({
        TableName: this.table,
        Key: key(ref),
        UpdateExpression: `SET ${entries.map((_, i) => `#k${i} = :v${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#k${i}`, k])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromItem<CallRef>(out.Attributes!);
  }

  async recordResult(ref: string, result: string): Promise<CallRef> {
    try {
      const out = await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: key(ref),
          UpdateExpression: 'SET completedWith = :o',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(completedWith)',
          ExpressionAttributeValues: { ':o': result },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return fromItem<CallRef>(out.Attributes!);
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      const current = await this.get(ref);
      if (!current) throw Object.assign(new Error(`Call reference ${ref} not found`), { name: 'CallRefMissing' });
      return current;
    }
  }

  async claimDial(ref: string): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: key(ref),
          UpdateExpression: 'SET dialling = :yes',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(dialling)',
          ExpressionAttributeValues: { ':yes': true },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  async releaseDial(ref: string): Promise<void> {
    await this.doc.send(
      new UpdateCommand({
        TableName: this.table,
        Key: key(ref),
        UpdateExpression: 'REMOVE dialling',
        // Only while no call is known: a sid means the call exists and must not be dialled again.
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(callSid)',
      }),
    );
  }

  async noteAlert(note: AlertNote): Promise<void> {
    await this.doc.send(
      new PutCommand({ TableName: this.table, Item: { ...alertNoteKey(note), entity: 'alertNote', ...note, ttl: epochSeconds(note.at) + ALERT_KEEP_SECONDS } }),
    );
  }

  async recentAlerts(phoneNumber: string, since: string): Promise<AlertNote[]> {
    // A number is alerted a few times a day at most, and its notes go after two days.
    const { Items } = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': alertNoteKey({ phoneNumber, callLogId: '', contactId: '' }).PK },
        ConsistentRead: true,
      }),
    );
    const notes = (Items ?? []).map((item) => fromItem<AlertNote>(item)).filter((note) => note.at >= since);
    return notes.sort((a, b) => b.at.localeCompare(a.at));
  }
}
