import { resolve } from 'node:path';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { startLocalStack } from './local-stack.ts';
import { readLocalSettings } from './settings.ts';

// `npm start`: DynamoDB Local with its data in DATA_DIR, then the local server on PORT.
const settings = readLocalSettings(process.env);
const dynamo = await startDynamoDbLocal({ dataDir: resolve(settings.dataDir, 'dynamodb') });
const stack = await startLocalStack({
  host: settings.host,
  port: settings.port,
  dynamoEndpoint: dynamo.endpoint,
  tableName: settings.tableName,
  dataDir: settings.dataDir,
  waitScale: settings.waitScale,
  twilioAuthToken: settings.twilioAuthToken,
});
console.log(`CareCall is running at ${stack.url}  (data in ${settings.dataDir})`);
console.log(`  phone simulator ${stack.url}/__sim   developer console ${stack.url}/__dev`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping CareCall...`);
  await stack.close();
  await dynamo.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
