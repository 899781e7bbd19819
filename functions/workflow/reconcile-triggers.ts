import middy from '@middy/core';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context } from 'aws-lambda';
import { getDeps } from '../composition.ts';
import { activeScheduleShards } from '../adapters/dynamodb/keys.ts';
import { reconcileTriggers, type ReconcileResult } from '../core/check-in/reconcile.ts';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logger } from '../logger.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';
import '../capabilities/scheduler.ts';

/** The reconciler's counts as CloudWatch metrics (EMF on stdout, as AssessmentFallbacks). */
export const RECONCILER_METRICS = {
  namespace: 'CareCall',
  service: 'reconciler',
  checked: 'SchedulesChecked',
  rearmed: 'SchedulesRearmed',
  overdue: 'OverdueFired',
} as const;

let metrics: Metrics | undefined;

function publish(result: ReconcileResult): void {
  try {
    metrics ??= new Metrics({ namespace: RECONCILER_METRICS.namespace, serviceName: RECONCILER_METRICS.service });
    metrics.addMetric(RECONCILER_METRICS.checked, MetricUnit.Count, result.checked);
    metrics.addMetric(RECONCILER_METRICS.rearmed, MetricUnit.Count, result.rearmed);
    metrics.addMetric(RECONCILER_METRICS.overdue, MetricUnit.Count, result.overdue);
    metrics.publishStoredMetrics();
  } catch {
    // A metric must never stop the arming.
  }
}

/**
 * Every 15 minutes one EventBridge rule per shard invokes this with `{ shard }` (the fan-out:
 * shards run side by side, each in its own invocation and time budget). Without a shard (a manual
 * run) it reads every shard. It stops 20 s before its timeout; the next run carries on.
 */
export const handler = middy(async (event: { shard?: number } | undefined, context: Context) => {
  const shards = typeof event?.shard === 'number' ? [event.shard] : Array.from({ length: activeScheduleShards() }, (_, i) => i);
  const result = await reconcileTriggers(getDeps(), { shards, remainingMs: () => context.getRemainingTimeInMillis() });
  publish(result);
  logger.info('Triggers reconciled', { task: 'ReconcileTriggers', shards: shards.length === 1 ? shards[0] : 'all', ...result });
  return result;
}).use(injectLambdaContext(logger));
