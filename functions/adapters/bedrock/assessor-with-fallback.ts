import type { Assessment, AssessmentPort, AssessmentTurn } from '../../core/telephony-ports.ts';

export interface FallbackOptions {
  /**
   * Told when the fallback answered, for a metric or a log line. Gets the error only: it never
   * carries the transcript (AssessmentUnavailable messages are safe to log).
   */
  onFallback?: (error: unknown) => void;
}

/**
 * Every answered call gets an assessment: when Bedrock fails in any way the built-in assessor
 * decides. Notes stay clean for families; `source` tells operators which one answered.
 */
export function withFallback(primary: AssessmentPort, fallback: AssessmentPort, options: FallbackOptions = {}): AssessmentPort {
  return {
    async assess(turns: AssessmentTurn[]): Promise<Assessment> {
      try {
        return { ...(await primary.assess(turns)), source: 'bedrock' };
      } catch (error) {
        options.onFallback?.(error);
        return { ...(await fallback.assess(turns)), source: 'built-in' };
      }
    },
  };
}
