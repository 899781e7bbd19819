import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { TABLE_DEFINITION as T } from './table-definition.ts';

/** Creates the table as the CDK stateful stack defines it (used for DynamoDB Local only). */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: T.partitionKey, AttributeType: 'S' },
          { AttributeName: T.sortKey, AttributeType: 'S' },
          { AttributeName: T.gsi1.partitionKey, AttributeType: 'S' },
          { AttributeName: T.gsi1.sortKey, AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: T.partitionKey, KeyType: 'HASH' },
          { AttributeName: T.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: T.gsi1.indexName,
            KeySchema: [
              { AttributeName: T.gsi1.partitionKey, KeyType: 'HASH' },
              { AttributeName: T.gsi1.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: T.ttlAttribute, Enabled: true },
    }),
  );
}
