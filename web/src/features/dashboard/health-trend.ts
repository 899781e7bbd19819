// The data behind the dashboard's health-over-time chart: the most recent calls, oldest first.
import type { CallLog, HealthStatus } from '@/shared/api-types.ts';
import { healthOf } from '../../lib/format.ts';
import { sortNewestFirst } from '../../lib/ordering.ts';

export const TREND_CALLS = 14;

export interface TrendPoint {
  id: string;
  callTime: string;
  health: HealthStatus;
  /** Bar height from 1 (emergency) to 4 (good); unknown sits low and grey. */
  level: number;
}

const LEVELS: Record<HealthStatus, number> = { good: 4, concerning: 2.5, emergency: 1.2, unknown: 0.6 };

/** The last `count` calls that have finished (in-progress calls have no health yet), oldest first. */
export function healthTrend(logs: readonly CallLog[], count = TREND_CALLS): TrendPoint[] {
  return sortNewestFirst(logs.filter((log) => log.status !== 'initiated'))
    .slice(0, count)
    .reverse()
    .map((log) => {
      const health = healthOf(log.healthStatus);
      return { id: log.id, callTime: log.callTime, health, level: LEVELS[health] };
    });
}

/** 'Of the last 5 calls: 3 Good, 1 Concerning, 1 Unknown.' */
export function summariseTrend(points: readonly TrendPoint[]): string {
  if (points.length === 0) return 'No finished calls yet.';
  const order: HealthStatus[] = ['good', 'concerning', 'emergency', 'unknown'];
  const names: Record<HealthStatus, string> = { good: 'Good', concerning: 'Concerning', emergency: 'Emergency', unknown: 'Unknown' };
  const parts = order
    .map((health) => [health, points.filter((point) => point.health === health).length] as const)
    .filter(([, n]) => n > 0)
    .map(([health, n]) => `${n} ${names[health]}`);
  const calls = points.length === 1 ? 'the last call' : `the last ${points.length} calls`;
  return `Of ${calls}: ${parts.join(', ')}.`;
}
