import { simulateBurst } from './capacity.ts';
import { configuredQuotas, dueAtPeak, PEAK_DUE_SHARE, PEAK_RING_GOAL_S, QUOTA_TABLE, raisedQuotas, type BurstQuotas, type QuotaName } from './quotas.ts';

// Issue 14, part 6: when the last call of a 09:00 peak rings, for 1,000 / 100,000 / 1,000,000
// customers, on the quotas this deployment is configured with and on the quotas raised to what that
// size needs (quotas.ts). The burst model is capacity.ts's (second by second, calibrated by the soak).

export const PEAK_SIZES = [1_000, 100_000, 1_000_000] as const;
/** PlaceCall waits this long for a queued call to ring; later ones count as failed calls. */
const QUEUE_WAIT_S = 4 * 3600;

/** 09:00 plus `seconds`, as a wall-clock time (past midnight: +1 day). */
export function atNine(seconds: number): string {
  const total = 9 * 3600 + Math.round(seconds);
  const day = Math.floor(total / 86_400);
  const t = total % 86_400;
  const hhmmss = [Math.floor(t / 3600), Math.floor((t % 3600) / 60), t % 60].map((n) => String(n).padStart(2, '0')).join(':');
  return day ? `${hhmmss} (+${day} d)` : hhmmss;
}

export interface PeakRing {
  customers: number;
  due: number;
  quotas: BurstQuotas;
  lastStartedS: number;
  lastRingsS: number;
}

export function peakRing(customers: number, quotas: BurstQuotas): PeakRing {
  const due = dueAtPeak(customers);
  const r = simulateBurst(due, quotas.twilioCallsPerSecond, quotas);
  return { customers, due, quotas, lastStartedS: r.lastExecutionStartedS, lastRingsS: r.lastCallRingsS };
}

const cell = (p: PeakRing) =>
  `${atNine(p.lastRingsS)} (${p.quotas.twilioCallsPerSecond} calls/s${p.lastRingsS > QUEUE_WAIT_S ? '; past the 4 h queue wait: calls fail' : ''})`;

/** Prints the peak ring table and, per size, the quotas that must be raised. */
export async function benchPeakRing(): Promise<void> {
  const configured = configuredQuotas();
  console.log(`\n## When the last call of a 09:00 peak rings (${PEAK_DUE_SHARE * 100}% of customers due in one minute; model on infra/bench/quotas.ts)\n`);
  console.log('| customers | due at 09:00 | on the configured quotas | on the quotas raised for that size | raised: StartExecution refill, Lambda concurrency |');
  console.log('|---:|---:|---|---|---|');
  for (const customers of PEAK_SIZES) {
    const now = peakRing(customers, configured);
    const raised = peakRing(customers, raisedQuotas(customers));
    console.log(
      `| ${customers.toLocaleString('en-US')} | ${now.due.toLocaleString('en-US')} | ${cell(now)} | ${cell(raised)} | ${raised.quotas.startExecutionRefillPerSecond}/s, ${raised.quotas.lambdaConcurrency} |`,
    );
  }
  console.log(`\nGoal: the last call of the peak rings by ${atNine(PEAK_RING_GOAL_S)}. Every quota, what the peak needs of it, and how to raise it (Service Quotas: a support case where a quota is not listed there):\n`);
  console.log('| quota | default | need at 100,000 | need at 1,000,000 | how |');
  console.log('|---|---:|---:|---:|---|');
  for (const name of Object.keys(QUOTA_TABLE) as QuotaName[]) {
    const q = QUOTA_TABLE[name];
    // Above the default: raise it; above 80% of it: raise it for headroom.
    const mark = (c: number) => `${q.need(c).toLocaleString('en-US')}${q.need(c) > q.default ? ' **raise**' : q.need(c) > 0.8 * q.default ? ' raise (headroom)' : ''}`;
    console.log(`| ${q.service}: ${q.name} | ${q.default.toLocaleString('en-US')} ${q.unit} | ${mark(100_000)} | ${mark(1_000_000)} | ${q.how} |`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPeakRing();
