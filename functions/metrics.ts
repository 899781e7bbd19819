import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

// The check-in's business metrics, as CloudWatch EMF lines (Powertools Metrics): counts by a
// dimension that names a kind (outcome, reason), never a person or what they said. Written inside
// Lambda only, so the local twin and the tests print no EMF lines.

export const CHECK_IN_METRICS = {
  namespace: 'CareCall',
  service: 'check-in',
  /** Every check-in whose outcome was recorded, by `outcome` (answered, no-answer, failed). */
  completed: 'CheckInsCompleted',
  /** Check-ins that started calling or texting contacts, by `reason` (no-answer, emergency, …). */
  escalations: 'EscalationsStarted',
  /** Contacts reached by text when nobody answered the calls. */
  contactsTexted: 'ContactsTexted',
} as const;

export interface Count {
  name: string;
  value: number;
  dimensions: Record<string, string>;
}

/** What a workflow step's result says for the metrics (pure: the step table's names and shapes). */
export function checkInCounts(step: string, input: unknown, result: unknown): Count[] {
  const given = (input ?? {}) as { outcome?: unknown };
  const got = (result ?? {}) as { escalate?: unknown; reason?: unknown; sent?: unknown };
  if (step === 'RecordOutcome') {
    const counts: Count[] = [{ name: CHECK_IN_METRICS.completed, value: 1, dimensions: { outcome: String(given.outcome ?? 'unknown') } }];
    if (got.escalate === true) counts.push({ name: CHECK_IN_METRICS.escalations, value: 1, dimensions: { reason: String(got.reason ?? 'unknown') } });
    return counts;
  }
  if (step === 'TextAllContacts' && typeof got.sent === 'number') return [{ name: CHECK_IN_METRICS.contactsTexted, value: got.sent, dimensions: {} }];
  return [];
}

let metrics: Metrics | undefined;

/** Writes each count as its own EMF line (in Lambda; elsewhere nothing). */
export function publishCounts(counts: Count[], env: NodeJS.ProcessEnv = process.env): void {
  if (!counts.length || !env.AWS_LAMBDA_FUNCTION_NAME) return;
  metrics ??= new Metrics({ namespace: CHECK_IN_METRICS.namespace, serviceName: CHECK_IN_METRICS.service });
  for (const count of counts) {
    const single = metrics.singleMetric();
    for (const [name, value] of Object.entries(count.dimensions)) single.addDimension(name, value);
    single.addMetric(count.name, MetricUnit.Count, count.value);
  }
}
