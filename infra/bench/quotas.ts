// Every quota CareCall leans on, in one typed table (README "Capacity"): the default, whether and
// how it is raised, and what the product needs of it at a given number of customers, from the peak
// model below. The burst model (capacity.ts) and the peak ring (scale-peak.ts) read it. Figures are
// the providers' published defaults in the large regions (us-east-1, us-west-2, eu-west-1).

/**
 * The 09:00 peak: schedules default to 09:00 and most customers live in a few time zones, so about
 * 5% of all customers are due in one minute (40% called that day x a quarter of them at 09:00 x half
 * in the largest time zone).
 */
export const PEAK_DUE_SHARE = 0.05;
/** How long the peak may take to ring: the last call of 09:00 rings by 09:15. */
export const PEAK_RING_GOAL_S = 15 * 60;
/** Share of customers with the app open at the peak (api-throttles.ts sizes the API with it). */
const PEAK_APP_SHARE = 0.03;

export const dueAtPeak = (customers: number) => Math.ceil(customers * PEAK_DUE_SHARE);
/** Requests a second at the peak: a screen opened (6 requests in the minute) and history polls (every 10 s). */
const apiPeakRps = (customers: number) => customers * PEAK_APP_SHARE * (6 / 60 + 1 / 10);
/** Calls a second needed to ring the peak within the goal. */
export const callsPerSecondNeeded = (customers: number) => Math.max(1, Math.ceil(dueAtPeak(customers) / PEAK_RING_GOAL_S));
/** Executions a second needed to start the peak within its first minute, after the bucket. */
const startsPerSecondNeeded = (customers: number, bucket: number) => Math.max(0, (dueAtPeak(customers) - bucket) / 60);

export interface Quota {
  service: string;
  name: string;
  default: number;
  unit: string;
  adjustable: boolean;
  /** Where to raise it. */
  how: string;
  source: string;
  /** What CareCall needs of it with this many customers, in `unit`. */
  need(customers: number): number;
  note?: string;
}

const SERVICE_QUOTAS = 'Service Quotas console';

export const QUOTA_TABLE = {
  schedules: {
    service: 'EventBridge Scheduler',
    name: 'schedules per account and region',
    default: 10_000_000,
    unit: 'schedules',
    adjustable: true,
    how: SERVICE_QUOTAS,
    source: 'docs.aws.amazon.com/scheduler/latest/UserGuide/scheduler-quotas.html',
    // One pending one-off trigger per active schedule (about one a customer).
    need: (c) => c,
  },
  schedulerInvocations: {
    service: 'EventBridge Scheduler',
    name: 'invocations throttle',
    default: 1_000,
    unit: 'per second',
    adjustable: true,
    how: SERVICE_QUOTAS,
    source: 'docs.aws.amazon.com/scheduler/latest/UserGuide/scheduler-quotas.html',
    need: (c) => Math.ceil(dueAtPeak(c) / 60),
  },
  scheduleWrites: {
    service: 'EventBridge Scheduler',
    name: 'CreateSchedule / UpdateSchedule request rate',
    default: 1_000,
    unit: 'per second',
    adjustable: true,
    how: SERVICE_QUOTAS,
    source: 'docs.aws.amazon.com/scheduler/latest/UserGuide/scheduler-quotas.html',
    note: 'older pages say 1,000, the 2025 table 5,000 in the large regions: read the console',
    // Every check-in arms its next trigger as it starts.
    need: (c) => Math.ceil(dueAtPeak(c) / 60),
  },
  startExecution: {
    service: 'Step Functions (Standard)',
    name: 'StartExecution: bucket 1,300, refill',
    default: 300,
    unit: 'per second',
    adjustable: true,
    how: SERVICE_QUOTAS,
    source: 'docs.aws.amazon.com/step-functions/latest/dg/service-quotas.html',
    need: (c) => Math.ceil(startsPerSecondNeeded(c, 1_300)),
  },
  stateTransitions: {
    service: 'Step Functions (Standard)',
    name: 'StateTransition: bucket 5,000, refill',
    default: 1_500,
    unit: 'per second',
    adjustable: true,
    how: SERVICE_QUOTAS,
    source: 'docs.aws.amazon.com/step-functions/latest/dg/service-quotas.html',
    // About 6 transitions in a check-in's first minute (begin, place the call, wait).
    need: (c) => Math.ceil((dueAtPeak(c) * 6) / 60),
  },
  openExecutions: {
    service: 'Step Functions (Standard)',
    name: 'open executions',
    default: 1_000_000,
    unit: 'executions',
    adjustable: true,
    how: SERVICE_QUOTAS,
    source: 'docs.aws.amazon.com/step-functions/latest/dg/service-quotas.html',
    // A check-in stays open while queued, ringing and escalating: the morning's peak hours at once.
    need: (c) => dueAtPeak(c) * 4,
  },
  lambdaConcurrency: {
    service: 'Lambda',
    name: 'concurrent executions per account and region',
    default: 1_000,
    unit: 'concurrent',
    adjustable: true,
    how: SERVICE_QUOTAS,
    source: 'docs.aws.amazon.com/lambda/latest/dg/gettingstarted-limits.html',
    // Starting check-ins (0.25 s each), call webhooks (~12 a call, 0.15 s) and the API (0.1 s).
    need: (c) => Math.ceil(0.25 * Math.min(dueAtPeak(c) / 60, 1_300) + 0.15 * 12 * callsPerSecondNeeded(c) + 0.1 * apiPeakRps(c)),
  },
  dynamoTableWrites: {
    service: 'DynamoDB (on-demand)',
    name: 'writes a new table takes at once (then twice its previous peak); warm throughput pre-warms it',
    default: 4_000,
    unit: 'writes per second',
    adjustable: true,
    how: 'table warm throughput before launch: cdk deploy -c tableWarmWrites=6000 (paid once); no ticket',
    source: 'docs.aws.amazon.com/amazondynamodb/latest/developerguide/warm-throughput.html',
    // Six writes per check-in as it starts (claim, call reference, dial, call sid).
    need: (c) => Math.ceil(6 * Math.min(dueAtPeak(c) / 60, 1_300)),
  },
  dynamoPartition: {
    service: 'DynamoDB',
    name: 'writes per partition key (hard limit per partition)',
    default: 1_000,
    unit: 'writes per second',
    adjustable: false,
    how: 'not raised: spread the key (the active-schedule index is sharded, ACTIVE_SCHEDULES#<n>)',
    source: 'docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-design.html',
    // Every check-in writes the active-schedule index twice; per shard with 16 shards.
    need: (c) => Math.ceil((2 * Math.min(dueAtPeak(c) / 60, 1_300)) / 16),
  },
  apiGatewayAccount: {
    service: 'API Gateway',
    name: 'account throttle, all APIs of the region (burst 5,000)',
    default: 10_000,
    unit: 'requests per second',
    adjustable: true,
    how: SERVICE_QUOTAS,
    source: 'docs.aws.amazon.com/apigateway/latest/developerguide/limits.html',
    need: (c) => Math.ceil(apiPeakRps(c)),
  },
  twilioCallsPerSecond: {
    service: 'Twilio',
    name: 'outbound calls per second (CPS) per account; the rest queue up to 24 h',
    default: 1,
    unit: 'calls per second',
    adjustable: true,
    how: 'Twilio Console, Voice, Settings, General, "Calls per second" (self-serve to 5); more via Twilio sales/support with a Business Profile',
    source: 'twilio.com/docs/glossary/cps; twilio.com/en-us/blog/high-volume-voice-considerations',
    need: (c) => callsPerSecondNeeded(c),
  },
  callerNumbers: {
    service: 'Twilio / US carriers',
    name: 'caller numbers: about 1 call per second from each, or carriers label it spam',
    default: 1,
    unit: 'numbers',
    adjustable: true,
    how: 'buy numbers in the Twilio Console, register them (SHAKEN/STIR attestation, CNAM "CareCall"), rotate the caller ID per call',
    source: 'carrier call-analytics guidance (our planning figure, not a published Twilio limit)',
    note: 'CareCall dials from one CALLER_NUMBER today: a pool is work to do before 100,000 customers',
    need: (c) => callsPerSecondNeeded(c),
  },
  smsThroughput: {
    service: 'Twilio / US carriers',
    name: 'SMS segments per second of a registered 10DLC campaign (low-volume standard brand)',
    default: 4.5,
    unit: 'segments per second',
    adjustable: true,
    how: 'A2P 10DLC brand vetting for a higher trust score (up to 75/s), or a toll-free or short code, in the Twilio Console',
    source: 'twilio.com/docs/messaging/compliance/a2p-10dlc',
    note: 'figure depends on the brand trust score given at registration: confirm it then',
    // 2% of the peak escalates to texts, two contacts, two segments each, over ten minutes.
    need: (c) => Math.ceil(((dueAtPeak(c) * 0.02 * 2 * 2) / 600) * 10) / 10,
  },
} as const satisfies Record<string, Quota>;

export type QuotaName = keyof typeof QUOTA_TABLE;

/** The quotas the burst model runs on (capacity.ts): the defaults unless raised in this deployment. */
export interface BurstQuotas {
  schedulerInvocationsPerSecond: number;
  startExecutionBucket: number;
  startExecutionRefillPerSecond: number;
  lambdaConcurrency: number;
  dynamoNewTableWritesPerSecond: number;
  twilioCallsPerSecond: number;
}

export const DEFAULT_QUOTAS: BurstQuotas = {
  schedulerInvocationsPerSecond: QUOTA_TABLE.schedulerInvocations.default,
  startExecutionBucket: 1_300,
  startExecutionRefillPerSecond: QUOTA_TABLE.startExecution.default,
  lambdaConcurrency: QUOTA_TABLE.lambdaConcurrency.default,
  dynamoNewTableWritesPerSecond: QUOTA_TABLE.dynamoTableWrites.default,
  twilioCallsPerSecond: QUOTA_TABLE.twilioCallsPerSecond.default,
};

/**
 * What this deployment is set to: the defaults, with Twilio's CPS as configured at the provider
 * (TWILIO_CALLS_PER_SECOND; the soak and the twin use 5).
 */
export function configuredQuotas(env: NodeJS.ProcessEnv = process.env): BurstQuotas {
  const cps = Number(env.TWILIO_CALLS_PER_SECOND);
  return { ...DEFAULT_QUOTAS, ...(Number.isFinite(cps) && cps > 0 ? { twilioCallsPerSecond: cps } : {}) };
}

/** The quotas raised to what `customers` needs (the plan in the README's capacity note). */
export function raisedQuotas(customers: number): BurstQuotas {
  const raise = (name: QuotaName) => Math.max(QUOTA_TABLE[name].default, QUOTA_TABLE[name].need(customers));
  return {
    schedulerInvocationsPerSecond: raise('schedulerInvocations'),
    startExecutionBucket: DEFAULT_QUOTAS.startExecutionBucket,
    startExecutionRefillPerSecond: raise('startExecution'),
    lambdaConcurrency: raise('lambdaConcurrency'),
    dynamoNewTableWritesPerSecond: raise('dynamoTableWrites'),
    twilioCallsPerSecond: raise('twilioCallsPerSecond'),
  };
}
