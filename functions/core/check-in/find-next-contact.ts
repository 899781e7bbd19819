import type { CheckInDeps } from '../ports/deps.ts';

/** The next active contact, by priority, who has not been called for this check-in yet. */
export async function findNextContact(deps: CheckInDeps, input: { userId: string; callLogId: string }) {
  const [contacts, called] = await Promise.all([
    deps.contacts.list(input.userId),
    deps.callLogs.listEscalations(input.userId, input.callLogId),
  ]);
  const done = new Set(called.map((e) => e.contactId));
  const next = contacts
    .filter((c) => c.isActive && !done.has(c.id))
    .sort((a, b) => a.priority - b.priority || a.createdAt.localeCompare(b.createdAt))[0];
  return next ? { found: true, contactId: next.id } : { found: false };
}
