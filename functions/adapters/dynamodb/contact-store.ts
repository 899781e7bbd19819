import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { EscalationContact, WelcomeTextOutcome } from '../../core/model.ts';
import type { ContactStore, CountedWrite } from '../../core/ports/storage.ts';
import { fromItem, keys } from './keys.ts';
import { countedWrite, type CountedKind } from './usage-store.ts';

const toItem = (contact: EscalationContact) => ({ ...keys.contact(contact.userId, contact.id), entity: 'contact', ...contact });

/** An active contact counts one towards the plan's limit. */
const CONTACTS: CountedKind<EscalationContact> = {
  counter: 'activeContacts',
  key: keys.contact,
  item: toItem,
  stillCounts: (previous) =>
    previous.isActive
      ? { expression: '#active = :yes', names: { '#active': 'isActive' }, values: { ':yes': true } }
      : { expression: '(attribute_not_exists(#active) OR #active = :no)', names: { '#active': 'isActive' }, values: { ':no': false } },
};

export class DynamoContactStore implements ContactStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async list(userId: string): Promise<EscalationContact[]> {
    const { Items = [] } = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':sk': 'CONTACT#' },
        ConsistentRead: true,
      }),
    );
    return Items.map((i) => fromItem<EscalationContact>(i));
  }

  async get(userId: string, id: string): Promise<EscalationContact | undefined> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.table, Key: keys.contact(userId, id), ConsistentRead: true }),
    );
    return Item ? fromItem<EscalationContact>(Item) : undefined;
  }

  async put(contact: EscalationContact): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.table, Item: toItem(contact) }));
  }

  save(write: CountedWrite<EscalationContact>): Promise<boolean> {
    return countedWrite(this.doc, this.table, CONTACTS, write);
  }

  async claimWelcomeText(userId: string, id: string, at: string): Promise<boolean> {
    // A marker item of its own, not an attribute of the contact: a contact's save replaces the
    // whole item, and a save racing with the claim must not make the contact "untold" again.
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.table,
          Item: { PK: keys.userPartition(userId), SK: `WELCOMETEXT#${id}`, entity: 'welcome-text', contactId: id, at },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  async recordWelcomeText(userId: string, id: string, outcome: WelcomeTextOutcome): Promise<void> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.contact(userId, id),
          UpdateExpression: 'SET welcomeText = :outcome',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':outcome': outcome },
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error; // deleted meanwhile
    }
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const out = await this.doc.send(
      new DeleteCommand({ TableName: this.table, Key: keys.contact(userId, id), ReturnValues: 'ALL_OLD' }),
    );
    return out.Attributes !== undefined;
  }
}
