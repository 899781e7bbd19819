import { createHash } from 'node:crypto';
import { SETTING } from '../../settings.ts';

// Key layout of the single table (see README.md beside this file).

/**
 * How many partitions the active-schedule index is spread over (ACTIVE_SCHEDULE_SHARDS, default
 * 16): one key for every schedule was one hot partition at every round-hour peak. Raising it is
 * safe (items stay in their old, smaller shard until rewritten, and that shard is still read);
 * lowering it strands items in shards no reconciler reads, so it needs a rewrite first.
 */
export function activeScheduleShards(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[SETTING.activeScheduleShards];
  if (raw === undefined || raw === '') return 16;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1000) throw new Error(`ACTIVE_SCHEDULE_SHARDS must be a whole number from 1 to 1000, not "${raw}"`);
  return n;
}

/** The shard of a schedule: a stable hash of its id (never a random draw), so every write agrees. */
export function scheduleShard(scheduleId: string, shards = activeScheduleShards()): number {
  return createHash('sha1').update(scheduleId).digest().readUInt32BE(0) % shards;
}

export const keys = {
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  username: (username: string) => ({ PK: `USERNAME#${username.toLowerCase()}`, SK: 'UNIQUE' }),
  email: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'UNIQUE' }),
  session: (tokenHash: string) => ({ PK: `SESSION#${tokenHash}`, SK: 'SESSION' }),
  userSessionsIndex: (userId: string) => `USERSESSIONS#${userId}`,
  /**
   * The partition of a user's request counters (every per-user route limit, every window). Under
   * LIMIT#route-, the only items the read-only API functions may update; one partition per user, so
   * deleting the account finds them with one query and no counter write touches an index.
   */
  userCounters: (userId: string) => `LIMIT#route-by-user#${userId}`,
  /** GSI1 key of the per-user counters written before they had their own partition (they expire by TTL). */
  legacyUserCountersIndex: (userId: string) => `USERCOUNTERS#${userId}`,
  loginAttempts: (username: string) => ({ PK: `LOGINFAIL#${username.toLowerCase()}`, SK: 'COUNTER' }),
  passwordChecks: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PASSWORDCHECKS' }),
  planUsage: (userId: string) => ({ PK: `USER#${userId}`, SK: 'USAGE' }),
  subscription: (userId: string, id: string) => ({ PK: `USER#${userId}`, SK: `SUBSCRIPTION#${id}` }),
  schedule: (userId: string, id: string) => ({ PK: `USER#${userId}`, SK: `SCHEDULE#${id}` }),
  /** GSI1 partition of one shard of the active schedules, sorted by `<nextCallDate>#<id>`. */
  activeSchedulesShard: (shard: number) => `ACTIVE_SCHEDULES#${shard}`,
  /** Where every active schedule sat before sharding; drained into the shards by the reconciler. */
  legacyActiveSchedulesIndex: 'ACTIVE_SCHEDULES',
  /** GSI2: schedules by the E.164 number they call (a person calling in is found by it). */
  schedulesByPhoneIndex: (e164: string) => `PHONE#${e164}`,
  contact: (userId: string, id: string) => ({ PK: `USER#${userId}`, SK: `CONTACT#${id}` }),
  callLog: (userId: string, id: string) => ({ PK: `USER#${userId}`, SK: `CALL#${id}` }),
  callSidIndex: (callSid: string) => `CALLSID#${callSid}`,
  /** Filed under its call's key, so a page of history reads logs and their escalations at once. */
  escalation: (userId: string, callLogId: string, id: string) => ({
    PK: `USER#${userId}`,
    SK: `CALL#${callLogId}#ESC#${id}`,
  }),
  escalationsOf: (callLogId: string) => `CALL#${callLogId}#ESC#`,
  testCalls: (userId: string) => ({ PK: `USER#${userId}`, SK: 'TESTCALLS' }),
  userPartition: (userId: string) => `USER#${userId}`,
} as const;

const KEY_ATTRIBUTES = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'ttl', 'entity', 'passwordHash', 'armedFor'] as const;

/** Strips storage-only attributes from an item read back. */
export function fromItem<T>(item: Record<string, unknown>): T {
  const copy: Record<string, unknown> = { ...item };
  for (const k of KEY_ATTRIBUTES) delete copy[k];
  return copy as T;
}

export const epochSeconds = (iso: string | Date) => Math.floor(new Date(iso).getTime() / 1000);
