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
  // The SDK's logger middleware copies every input and output through the schema's sensitive-data
  // filter even when no logger is set (about a third of a page read's client CPU, measured by
  // infra/bench/call-logs-latency.ts); we never give the SDK a logger, so it goes.
  client.middlewareStack.remove('loggerMiddleware');
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}
