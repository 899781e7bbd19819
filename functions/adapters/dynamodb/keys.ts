// Key layout of the single table (see README.md beside this file).

export const keys = {
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  username: (username: string) => ({ PK: `USERNAME#${username.toLowerCase()}`, SK: 'UNIQUE' }),
  email: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'UNIQUE' }),
  session: (tokenHash: string) => ({ PK: `SESSION#${tokenHash}`, SK: 'SESSION' }),
  userSessionsIndex: (userId: string) => `USERSESSIONS#${userId}`,
  loginAttempts: (username: string) => ({ PK: `LOGINFAIL#${username.toLowerCase()}`, SK: 'COUNTER' }),
  passwordChecks: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PASSWORDCHECKS' }),
  planUsage: (userId: string) => ({ PK: `USER#${userId}`, SK: 'USAGE' }),
  subscription: (userId: string, id: string) => ({ PK: `USER#${userId}`, SK: `SUBSCRIPTION#${id}` }),
  schedule: (userId: string, id: string) => ({ PK: `USER#${userId}`, SK: `SCHEDULE#${id}` }),
  activeSchedulesIndex: 'ACTIVE_SCHEDULES',
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

const KEY_ATTRIBUTES = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'ttl', 'entity', 'passwordHash'] as const;

/** Strips storage-only attributes from an item read back. */
export function fromItem<T>(item: Record<string, unknown>): T {
  const copy: Record<string, unknown> = { ...item };
  for (const k of KEY_ATTRIBUTES) delete copy[k];
  return copy as T;
}

export const epochSeconds = (iso: string | Date) => Math.floor(new Date(iso).getTime() / 1000);
