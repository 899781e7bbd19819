import { createDocumentClient } from '../adapters/dynamodb/client.ts';
import { DynamoCallRefStore } from '../adapters/dynamodb/call-ref-store.ts';
import { createDynamoStores } from '../adapters/dynamodb/stores.ts';
import { compose, required, type Capability } from '../composition.ts';
import type { Stores } from '../core/ports/storage.ts';
import { SETTING } from '../settings.ts';

/** Every store on the single table, and the call references, on one DynamoDB client. */
export const storage: Capability<keyof Stores | 'callRefs'> = {
  name: 'storage',
  ports: ['callRefs'],
  stores: true,
  create(env) {
    const doc = createDocumentClient({ endpoint: env[SETTING.dynamodbEndpoint] || undefined });
    const table = required(env, SETTING.tableName);
    return { ...createDynamoStores(doc, table), callRefs: new DynamoCallRefStore(doc, table) };
  },
};
compose(storage);
