import { QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Subscription } from '../../core/model.ts';
import type { SubscriptionStore } from '../../core/ports.ts';
import { fromItem, keys } from './keys.ts';

export class DynamoSubscriptionStore implements SubscriptionStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async list(userId: string): Promise<Subscription[]> {
    const { Items = [] } = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':sk': 'SUBSCRIPTION#' },
        ConsistentRead: true,
      }),
    );
    return Items.map((i) => fromItem<Subscription>(i));
  }

  // One transaction: a user is never left with two active plans or none in between.
  async activate(subscription: Subscription, previous: Subscription[]): Promise<void> {
    const endDate = subscription.startDate;
    await this.doc.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: this.table,
              Item: { ...keys.subscription(subscription.userId, subscription.id), entity: 'subscription', ...subscription },
            },
          },
          ...previous
            .filter((p) => p.isActive)
            .map((p) => ({
              Update: {
                TableName: this.table,
                Key: keys.subscription(p.userId, p.id),
                UpdateExpression: 'SET isActive = :no, endDate = :end',
                ConditionExpression: 'isActive = :yes',
                ExpressionAttributeValues: { ':no': false, ':yes': true, ':end': endDate },
              },
            })),
        ],
      }),
    );
  }
}
