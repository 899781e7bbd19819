import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface DynamoSettings {
  /** Set for DynamoDB Local; absent in the cloud. */
  endpoint?: string;
  region?: string;
}

export function createDocumentClient(settings: DynamoSettings = {}): DynamoDBDocumentClient {
  const local = settings.endpoint !== undefined;
  const client = new DynamoDBClient({
    endpoint: settings.endpoint,
    region: settings.region ?? process.env.AWS_REGION ?? 'us-east-1',
    // DynamoDB Local accepts any credentials; never look for real ones on a developer's machine.
    ...(local ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}
