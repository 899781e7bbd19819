// The orders in which calls and contacts are listed, the same on every page that lists them.
import type { CallLog, EscalationContact } from '@/shared/api-types.ts';

/** Newest first by call time; calls without a valid time go last. */
export function sortNewestFirst(logs: readonly CallLog[]): CallLog[] {
  const time = (log: CallLog) => {
    const t = Date.parse(log.callTime);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...logs].sort((a, b) => time(b) - time(a));
}

/** Contacts in calling order: lower numbers are called first; ties keep the server's order. */
export function sortByPriority<T extends Pick<EscalationContact, 'priority'>>(contacts: readonly T[]): T[] {
  return [...contacts].sort((a, b) => a.priority - b.priority);
}
