import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { startDynamoDbLocal } from '../local/dynamodb-local.ts';
import { benchReconcilerAtScale } from './scale-reconciler.ts';
import { benchPeakRing } from './scale-peak.ts';
import { benchHistoryAtScale } from './scale-history.ts';

// `npm run bench:scale [-- --schedules N]`: issue 14's figures at scale, not pass/fail. One
// DynamoDB Local (in memory) for every section; each section makes its own table. Add a section
// with one import and one line in SECTIONS.

export interface ScaleContext {
  /** Schedules (and so customers) to load: default 100,000. */
  schedules: number;
  /** The shared DynamoDB Local. */
  dynamoEndpoint: string;
}

const SECTIONS: { name: string; run: (context: ScaleContext) => Promise<void> }[] = [
  { name: 'reconciler', run: benchReconcilerAtScale },
  { name: 'peak ring (model on the configured quotas)', run: benchPeakRing },
  { name: 'history read, 10 and 5,000 call logs', run: benchHistoryAtScale },
];

const { values } = parseArgs({ options: { schedules: { type: 'string', default: '100000' } } });
const schedules = Number(values.schedules);
if (!Number.isInteger(schedules) || schedules < 1) throw new Error(`--schedules must be a whole number, not "${values.schedules}"`);

console.log(`# CareCall at scale (${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, ${schedules.toLocaleString('en-US')} schedules)`);
const dynamo = await startDynamoDbLocal();
try {
  for (const section of SECTIONS) {
    console.log(`\n## ${section.name}`);
    await section.run({ schedules, dynamoEndpoint: dynamo.endpoint });
  }
} finally {
  await dynamo.stop();
}
