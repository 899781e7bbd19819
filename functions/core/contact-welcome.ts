import { formatPhone } from '@/shared/phone.ts';
import type { EscalationContact, WelcomeTextOutcome } from './model.ts';
import type { Deps } from './ports/deps.ts';
import { errorName, log } from './log.ts';

// "Contacts are told" (docs/family-side.md): a contact added as active, or switched
// on for the first time, gets one text saying who added them, for whom, and what CareCall will do.

/** Sends one text message from the CareCall number (Twilio in the cloud, the phone simulator locally). */
export interface TextSender {
  send(to: string, body: string): Promise<void>;
}

export function welcomeText(accountHolder: string, person: string): string {
  return (
    `${accountHolder} added you as an emergency contact for ${person} on CareCall. ` +
    'If a check-in call goes unanswered or something is wrong, CareCall will phone you and ask you to check on them. ' +
    'Reply STOP to opt out.'
  );
}

/** Who the account's calls are for: the names (or numbers) of its active schedules. */
async function personCalled(deps: Deps, userId: string): Promise<string> {
  const schedules = await deps.schedules.list(userId);
  const active = schedules.filter((s) => s.isActive);
  const who = [...new Set((active.length ? active : schedules).map((s) => s.personName ?? formatPhone(s.phoneNumber)))];
  if (who.length === 0) return 'someone they care for';
  return who.length === 1 ? who[0]! : `${who.slice(0, -1).join(', ')} and ${who.at(-1)!}`;
}

/**
 * Sends the welcome text once. The contact is claimed first by a conditional write (active, never
 * told), so a double click, a retried request or a later switch on never sends a second one. The
 * text's outcome is recorded on the contact; a failed text never fails the request that saved it.
 */
export async function tellNewContact(deps: Deps, texts: TextSender | undefined, contact: EscalationContact): Promise<EscalationContact> {
  if (!contact.isActive || contact.welcomeText) return contact;
  const at = deps.clock.now().toISOString();
  try {
    if (!(await deps.contacts.claimWelcomeText(contact.userId, contact.id, at))) return contact;
  } catch (error) {
    log.warn('Welcome text not claimed', { contactId: contact.id, error: errorName(error) });
    return contact;
  }
  let status: WelcomeTextOutcome['status'];
  if (!texts) {
    status = 'not-configured';
  } else {
    try {
      const user = await deps.users.get(contact.userId);
      const holder = user ? `${user.firstName} ${user.lastName}` : 'A CareCall customer';
      await texts.send(contact.phoneNumber, welcomeText(holder, await personCalled(deps, contact.userId)));
      status = 'sent';
    } catch (error) {
      // A landline or an opted-out number refuses texts for good (Twilio 21614, 21610).
      status = (error as { retryable?: boolean }).retryable === false ? 'refused' : 'failed';
      log.warn('Welcome text not sent', { contactId: contact.id, error: errorName(error) });
    }
  }
  const welcome: WelcomeTextOutcome = { status, at };
  await deps.contacts.recordWelcomeText(contact.userId, contact.id, welcome).catch(() => undefined);
  return { ...contact, welcomeText: welcome };
}
