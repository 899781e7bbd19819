import { tellAccountHolderContactsWereAlerted } from '../account-notifications.ts';
import { stableId } from '../ids.ts';
import type { CheckInDeps } from '../ports/deps.ts';
import { alertSms } from './conversation.ts';
import { alertFacts, asReason, callLogOrFail, escalation, noteAlert, notifyQuietly } from './step-support.ts';

/**
 * Nobody confirmed by phone: every active contact gets a text with the same facts. Each text has
 * its own outcome in the escalation log; a refused one (a landline: Twilio 21614) never stops the
 * others. Texts that failed for a passing reason make the task fail after the others were sent,
 * so its retry sends those only.
 */
export async function textAllContacts(deps: CheckInDeps, input: { userId: string; callLogId: string; reason?: string }) {
  const log = await callLogOrFail(deps, input.userId, input.callLogId);
  const [contacts, facts, logged] = await Promise.all([
    deps.contacts.list(input.userId),
    alertFacts(deps, log, asReason(input.reason)),
    deps.callLogs.listEscalations(input.userId, input.callLogId),
  ]);
  const body = alertSms(facts);
  const settled = new Set(logged.filter((e) => e.status === 'texted' || e.status === 'text-refused').map((e) => e.contactId));
  const outcomes = await Promise.all(
    contacts
      .filter((c) => c.isActive && !settled.has(c.id))
      .map(async (contact) => {
        const id = stableId(new Date(log.callTime), `${log.id}/${contact.id}/sms`);
        const record = (status: string, notes: string) =>
          deps.callLogs.addEscalation({ ...escalation(log, id, contact.id, contact.phoneNumber, deps, status), notes });
        try {
          await deps.telephony.sendSms(contact.phoneNumber, deps.calling.fromNumber, body);
        } catch (error) {
          const final = (error as { retryable?: boolean }).retryable === false;
          await record(final ? 'text-refused' : 'text-failed', final ? 'The text was refused: this number cannot receive texts.' : 'The text could not be sent; trying again.');
          return final ? 'refused' : 'failed';
        }
        await record('texted', 'Text message sent: nobody confirmed by phone.');
        await noteAlert(deps, log, contact, input.reason);
        return 'sent';
      }),
  );
  const sent = outcomes.filter((o) => o === 'sent').length + logged.filter((e) => e.status === 'texted').length;
  await deps.callLogs.patch(log.userId, log.id, { responseData: { textedContacts: sent } });
  const failed = outcomes.filter((o) => o === 'failed').length;
  if (failed) throw Object.assign(new Error(`${failed} text(s) could not be sent`), { name: 'TextsNotSent' });
  // Escalation ends here: the account holder is told who was reached (once per check-in).
  await notifyQuietly('AlertEmail', log.id, () => tellAccountHolderContactsWereAlerted(deps, input));
  return { sent };
}
