import middy from '@middy/core';
import { getDeps } from '../composition.ts';
import { reconcileTriggers } from '../core/check-in/reconcile.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';
import '../capabilities/scheduler.ts';

// Every 15 minutes (an EventBridge rule): re-arm missing triggers, fire overdue slots.
export const handler = middy(async () => {
  const result = await reconcileTriggers(getDeps());
  console.log(JSON.stringify({ level: 'info', task: 'ReconcileTriggers', ...result }));
  return result;
});
