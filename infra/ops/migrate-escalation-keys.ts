import { parseArgs } from 'node:util';
import { createDocumentClient } from '@/functions/adapters/dynamodb/client.ts';
import { moveLegacyEscalations } from '@/functions/adapters/dynamodb/escalation-key-migration.ts';

/**
 * `npx tsx infra/ops/migrate-escalation-keys.ts --table <name> [--region <region>]`: once, after
 * the deploy that files escalations under their call's key (issue 14): moves those stored before.
 * Safe to run again. Credentials and region come from the usual AWS environment.
 */
const { values } = parseArgs({ options: { table: { type: 'string' }, region: { type: 'string' }, endpoint: { type: 'string' } } });
if (!values.table) throw new Error('Usage: npx tsx infra/ops/migrate-escalation-keys.ts --table <table name> [--region <region>] [--endpoint <url>]');
const doc = createDocumentClient({ region: values.region ?? process.env.AWS_REGION, ...(values.endpoint ? { endpoint: values.endpoint } : {}) });
try {
  const { scanned, moved } = await moveLegacyEscalations(doc, values.table);
  console.log(`Scanned ${scanned} items, moved ${moved} escalations under their call's key.`);
} finally {
  doc.destroy();
}
