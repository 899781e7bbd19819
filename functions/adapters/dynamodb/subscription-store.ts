import { QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Subscription } from '../../core/model.ts';
import type { SubscriptionStore } from '../../core/ports/storage.ts';
import { fromItem, keys } from './keys.ts';
import { lostRace } from './usage-store.ts';

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

  // One transaction: a user is never left with two active plans or none in between. The usage
  // record names the active subscription, so two choices at once cannot both replace the same one,
  // and its counters are checked against the new plan in the same step.
  async activate(
    subscription: Subscription,
    previous: Subscription[],
    guard: { replaces: string | undefined; maxCalls: number; maxContacts: number | null },
  ): Promise<boolean> {
    const endDate = subscription.startDate;
    const usageValues: Record<string, unknown> = {
      ':sub': subscription.id,
      ':plan': subscription.servicePlanId,
      ':maxCalls': guard.maxCalls,
    };
    const usageConditions = ['attribute_exists(PK)', 'projectedCalls <= :maxCalls'];
    if (guard.replaces === undefined) usageConditions.push('attribute_not_exists(subscriptionId)');
    else {
      usageConditions.push('subscriptionId = :old');
      usageValues[':old'] = guard.replaces;
    }
    if (guard.maxContacts !== null) {
      usageConditions.push('activeContacts <= :maxContacts');
      usageValues[':maxContacts'] = guard.maxContacts;
    }
    try {
      await this.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.table,
                Item: { ...keys.subscription(subscription.userId, subscription.id), entity: 'subscription', ...subscription },
                ConditionExpression: 'attribute_not_exists(PK)',
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
            {
              Update: {
                TableName: this.table,
                Key: keys.planUsage(subscription.userId),
                UpdateExpression: 'SET subscriptionId = :sub, servicePlanId = :plan',
                ConditionExpression: usageConditions.join(' AND '),
                ExpressionAttributeValues: usageValues,
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (lostRace(error)) return false;
      throw error;
    }
  }

  // The plan ends in one step: no subscription stays active while the usage record names none
  // (or the other way round), and a plan chosen meanwhile is not ended by mistake.
  async end(userId: string, active: Subscription[], guard: { current: string | undefined; endDate: string }): Promise<boolean> {
    const usageCondition = guard.current === undefined ? 'attribute_not_exists(subscriptionId)' : 'subscriptionId = :old';
    try {
      await this.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            ...active.map((p) => ({
              Update: {
                TableName: this.table,
                Key: keys.subscription(userId, p.id),
                UpdateExpression: 'SET isActive = :no, endDate = :end',
                ConditionExpression: 'isActive = :yes',
                ExpressionAttributeValues: { ':no': false, ':yes': true, ':end': guard.endDate },
              },
            })),
            {
              Update: {
                TableName: this.table,
                Key: keys.planUsage(userId),
                UpdateExpression: 'REMOVE subscriptionId, servicePlanId',
                ConditionExpression: `attribute_exists(PK) AND ${usageCondition}`,
                ...(guard.current === undefined ? {} : { ExpressionAttributeValues: { ':old': guard.current } }),
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (lostRace(error)) return false;
      throw error;
    }
  }
}
