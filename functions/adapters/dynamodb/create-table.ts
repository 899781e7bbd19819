import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { TABLE_DEFINITION as T } from './table-definition.ts';

const phoneIndex = {
  IndexName: T.gsi2.indexName,
  KeySchema: [{ AttributeName: T.gsi2.partitionKey, KeyType: 'HASH' as const }],
  Projection: { ProjectionType: 'ALL' as const },
};

/** Creates the table as the CDK stateful stack defines it (used for DynamoDB Local only). */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    // A table made before the phone index existed (an older DATA_DIR) gets it added.
    if (!Table?.GlobalSecondaryIndexes?.some((i) => i.IndexName === T.gsi2.indexName)) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: [{ AttributeName: T.gsi2.partitionKey, AttributeType: 'S' }],
          GlobalSecondaryIndexUpdates: [{ Create: phoneIndex }],
        }),
      );
    }
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
          { AttributeName: T.gsi2.partitionKey, AttributeType: 'S' },
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
          phoneIndex,
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
