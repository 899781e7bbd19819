// Capacity of a burst: N check-ins due in the same minute, pushed through the services' default
// quotas (token buckets and rates as the providers document them) second by second. Where the
// queue forms, when the last call rings, and which setting moves it. A model, calibrated against
// the soak run on the local twin (same provider rate, measured last ring), not a cloud load test.

import { DEFAULT_QUOTAS, type BurstQuotas } from './quotas.ts';

/** The default quotas (infra/bench/quotas.ts holds every quota, with how to raise it). */
export const QUOTAS = DEFAULT_QUOTAS;

/** What one check-in costs in its first seconds (measured on the twin: `npm run bench`, check-in section). */
const PER_CHECK_IN = {
  /** BeginCheckIn and PlaceCall, before the call is queued at the provider. */
  lambdaSecondsToQueue: 0.25,
  /** Claim transaction (2), call reference, dial claim, call sid, call log sid. */
  dynamoWritesToQueue: 6,
};

export interface BurstResult {
  checkIns: number;
  callsPerSecond: number;
  lastExecutionStartedS: number;
  lastCallRingsS: number;
  peakLambdaConcurrency: number;
  peakDynamoWritesPerSecond: number;
}

/** Runs the burst second by second; `due` check-ins all due at t = 0, on `quotas` (default: the defaults). */
export function simulateBurst(due: number, callsPerSecond: number, quotas: BurstQuotas = DEFAULT_QUOTAS): BurstResult {
  let notYetInvoked = due;
  let waitingToStart = 0;
  let tokens: number = quotas.startExecutionBucket;
  let started = 0;
  let lastStart = 0;
  let providerFreeAt = 0;
  let lastRing = 0;
  let peakConcurrency = 0;
  let peakWrites = 0;
  for (let second = 0; started < due; second++) {
    // Scheduler invokes at its rate; throttled starts are retried by Scheduler (retry policy).
    const invoked = Math.min(notYetInvoked, quotas.schedulerInvocationsPerSecond);
    notYetInvoked -= invoked;
    waitingToStart += invoked;
    const starts = Math.min(waitingToStart, Math.floor(tokens));
    tokens = Math.min(quotas.startExecutionBucket, tokens - starts + quotas.startExecutionRefillPerSecond);
    waitingToStart -= starts;
    if (starts) lastStart = second;
    peakConcurrency = Math.max(peakConcurrency, Math.ceil(starts * PER_CHECK_IN.lambdaSecondsToQueue));
    peakWrites = Math.max(peakWrites, starts * PER_CHECK_IN.dynamoWritesToQueue);
    // Each started check-in queues its call at the provider within the same second; the provider
    // dials in order at its rate. Ring time (and the workflow's wait for the call) starts then.
    for (let i = 0; i < starts; i++) {
      const ring = Math.max(second, providerFreeAt);
      providerFreeAt = ring + 1 / callsPerSecond;
      lastRing = ring;
    }
    started += starts;
  }
  return {
    checkIns: due,
    callsPerSecond,
    lastExecutionStartedS: lastStart,
    lastCallRingsS: Math.round(lastRing),
    peakLambdaConcurrency: peakConcurrency,
    peakDynamoWritesPerSecond: peakWrites,
  };
}

export const clock = (s: number) => (s >= 3600 ? `${Math.floor(s / 3600)} h ${String(Math.round((s % 3600) / 60)).padStart(2, '0')} min` : s >= 60 ? `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s` : `${s} s`);

export function benchCapacity(): void {
  console.log('\n## Capacity: 10,000 check-ins due in the same minute (model on default quotas)\n');
  console.log('| provider rate | last execution started | last call rings | peak Lambda concurrency | peak DynamoDB writes/s | within the 4 h queue wait |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const cps of [1, 5, 30, 100]) {
    const r = simulateBurst(10_000, cps);
    console.log(`| ${cps} call${cps === 1 ? '' : 's'}/s | ${clock(r.lastExecutionStartedS)} | ${clock(r.lastCallRingsS)} | ${r.peakLambdaConcurrency} of ${QUOTAS.lambdaConcurrency} | ${r.peakDynamoWritesPerSecond} of ${QUOTAS.dynamoNewTableWritesPerSecond} | ${r.lastCallRingsS < 4 * 3600 ? 'yes' : 'NO'} |`);
  }
  const soak = simulateBurst(1_000, 5);
  console.log(`\nCalibration: the same model for the soak (1,000 at 5 calls/s) says the last first call rings at ${clock(soak.lastCallRingsS)};`);
  console.log('`npm run soak` measures it on the local twin ("last first ring after the burst"), faults included.');
}

if (import.meta.url === `file://${process.argv[1]}`) benchCapacity();
