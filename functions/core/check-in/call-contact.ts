import type { CheckInDeps } from '../ports/deps.ts';
import { contactRef } from './call-ref.ts';
import { asReason, callLogOrFail, dialOnce, escalation, escalationIdOf, noteAlert } from './step-support.ts';

/** Calls one contact; every contact call is an escalation log linked to the call log. */
export async function callContact(
  deps: CheckInDeps,
  input: { userId: string; callLogId: string; contactId: string; taskToken: string; reason?: string },
) {
  const [log, contact] = await Promise.all([
    callLogOrFail(deps, input.userId, input.callLogId),
    deps.contacts.get(input.userId, input.contactId),
  ]);
  const escalationId = escalationIdOf(log, input.contactId);
  if (!contact) {
    // Deleted since it was chosen: log it as skipped so the next contact is tried.
    await deps.callLogs.addEscalation(escalation(log, escalationId, input.contactId, '', deps, 'skipped'));
    await deps.tasks.succeed(input.taskToken, { reached: false });
    return { placed: false };
  }
  const { ref, created } = await deps.callRefs.createOrGet({
    ref: contactRef(escalationId),
    kind: 'contact-alert',
    userId: log.userId,
    callLogId: log.id,
    test: false,
    contactId: contact.id,
    escalationLogId: escalationId,
    ...(asReason(input.reason) ? { reason: asReason(input.reason) } : {}),
    taskToken: input.taskToken,
    step: 0,
    silences: 0,
    createdAt: deps.clock.now().toISOString(),
  });
  const existing = (await deps.callLogs.listEscalations(log.userId, log.id)).find((e) => e.id === escalationId);
  if (!existing) {
    await deps.callLogs.addEscalation(escalation(log, escalationId, contact.id, contact.phoneNumber, deps, 'initiated'));
    await noteAlert(deps, log, contact, input.reason);
  }
  try {
    const callSid = await dialOnce(deps, ref, created, { to: contact.phoneNumber, kind: 'contact-alert' });
    if (callSid) await deps.callLogs.addEscalation({ ...escalation(log, escalationId, contact.id, contact.phoneNumber, deps, 'ringing'), callSid });
    return { placed: callSid !== undefined };
  } catch (error) {
    await deps.callLogs.addEscalation(escalation(log, escalationId, contact.id, contact.phoneNumber, deps, 'failed'));
    throw error;
  }
}
