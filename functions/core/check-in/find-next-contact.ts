import type { CheckInDeps } from '../ports/deps.ts';

/**
 * The next active contact, by priority, who has not been called for this check-in yet. None once a
 * contact has confirmed they will go: one who called CareCall back (call-in.ts) may have confirmed
 * while another contact's call was under way.
 */
export async function findNextContact(deps: CheckInDeps, input: { userId: string; callLogId: string }) {
  const [contacts, called] = await Promise.all([
    deps.contacts.list(input.userId),
    deps.callLogs.listEscalations(input.userId, input.callLogId),
  ]);
  if (called.some((e) => e.status === 'confirmed')) return { found: false, confirmed: true };
  const done = new Set(called.map((e) => e.contactId));
  const next = contacts
    .filter((c) => c.isActive && !done.has(c.id))
    .sort((a, b) => a.priority - b.priority || a.createdAt.localeCompare(b.createdAt))[0];
  return next ? { found: true, contactId: next.id } : { found: false };
}
