import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../dynamodb-local.ts';

// One in-memory DynamoDB Local for the whole integration run; each test file makes its own table.
export default async function setup(project: TestProject) {
  const dynamo = await startDynamoDbLocal();
  project.provide('dynamoEndpoint', dynamo.endpoint);
  return () => dynamo.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}
