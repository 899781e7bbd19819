import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { CallLanguage } from '@/shared/language.ts';
import type { Assessment, AssessmentPort, TranscriptTurn } from '../../core/ports/assessment.ts';

/**
 * The fallback metric, as the CDK alarm reads it (infra/constructs/on-call-alarms.ts): CloudWatch
 * matches a metric by namespace, name and the exact set of dimensions, and Powertools always adds
 * `service`.
 */
export const ASSESSMENT_FALLBACK_METRIC = {
  namespace: 'CareCall',
  name: 'AssessmentFallbacks',
  service: 'check-in',
} as const;

/** The slice of Powertools `Metrics` the fallback uses: one count and its reason, flushed at once. */
export type FallbackMetrics = Pick<Metrics, 'addMetric' | 'addMetadata' | 'publishStoredMetrics'>;

export interface FallbackOptions {
  /**
   * Told when the fallback answered, for a metric or a log line. Gets the error only: it never
   * carries the transcript (AssessmentUnavailable messages are safe to log).
   */
  onFallback?: (error: unknown) => void;
  /**
   * Where each fallback is counted as ASSESSMENT_FALLBACK_METRIC. Default: Powertools EMF on
   * stdout inside Lambda (CloudWatch Logs turns it into the metric), nothing elsewhere, so that
   * the local twin and tests print no EMF lines; `false`: not counted.
   */
  metrics?: FallbackMetrics | false;
}

/**
 * Every answered call gets an assessment: when Bedrock fails in any way the built-in assessor
 * decides. Notes stay clean for families; `source` tells operators which one answered, and each
 * fallback is counted so that a Bedrock outage raises an alarm instead of passing unnoticed.
 */
export function withFallback(primary: AssessmentPort, fallback: AssessmentPort, options: FallbackOptions = {}): AssessmentPort {
  return {
    async assess(turns: TranscriptTurn[], call?: { language?: CallLanguage }): Promise<Assessment> {
      try {
        return { ...(await primary.assess(turns, call)), source: 'bedrock' };
      } catch (error) {
        countFallback(options.metrics, error);
        options.onFallback?.(error);
        return { ...(await fallback.assess(turns, call)), source: 'built-in' };
      }
    },
  };
}

function countFallback(metrics: FallbackMetrics | false | undefined, error: unknown): void {
  try {
    const target = metrics === undefined ? lambdaMetrics() : metrics;
    if (!target) return;
    target.addMetric(ASSESSMENT_FALLBACK_METRIC.name, MetricUnit.Count, 1);
    // Metadata, not a dimension: it rides on the log line (for Logs Insights) and leaves the
    // alarm's metric alone. A reason or error name only, never a message that might quote a call.
    target.addMetadata('reason', reasonOf(error));
    // Flushed now: the task handlers have no Powertools middleware that would flush at the end.
    target.publishStoredMetrics();
  } catch {
    // A metric must never cost a person their assessment.
  }
}

/** AssessmentUnavailable's classification (`throttled`, ...) or else the error's name. */
function reasonOf(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { reason, name } = error as { reason?: unknown; name?: unknown };
    if (typeof reason === 'string' && reason) return reason;
    if (typeof name === 'string' && name) return name;
  }
  return 'unknown';
}

let cloudMetrics: Metrics | undefined;

/** Built at the first fallback, only inside Lambda (which sets AWS_LAMBDA_FUNCTION_NAME). */
function lambdaMetrics(): Metrics | undefined {
  if (!process.env.AWS_LAMBDA_FUNCTION_NAME) return undefined;
  cloudMetrics ??= new Metrics({
    namespace: ASSESSMENT_FALLBACK_METRIC.namespace,
    serviceName: ASSESSMENT_FALLBACK_METRIC.service,
  });
  return cloudMetrics;
}
