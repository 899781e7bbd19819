import { normalizePhone } from '@/shared/phone.ts';
import { PHONE_MESSAGE } from '@/shared/schemas/fields.ts';
import { badRequest, forbidden, notFound } from './errors.ts';
import { newId } from './ids.ts';
import type { EscalationContact } from './model.ts';
import { contactsChange, loadUsage, untilWritten, usagePlan } from './plan-limits.ts';
import type { Deps } from './ports/deps.ts';
import type { UsageChange } from './ports/storage.ts';

export const CONTACT_NOT_FOUND = 'Escalation contact not found';

export interface ContactInput {
  name: string;
  relationship: string;
  phoneNumber: string;
  email?: string;
  priority?: number;
  isActive: boolean;
}

export type ContactChange = ContactInput | { isActive: boolean } | { priority: number };

const byPriority = (a: EscalationContact, b: EscalationContact) =>
  a.priority - b.priority || a.createdAt.localeCompare(b.createdAt);

export async function listContacts(deps: Deps, userId: string): Promise<EscalationContact[]> {
  return (await deps.contacts.list(userId)).sort(byPriority);
}

function cleanPhone(phone: string): string {
  const e164 = normalizePhone(phone);
  if (!e164) throw badRequest(PHONE_MESSAGE, { phoneNumber: [PHONE_MESSAGE] });
  return e164;
}

export const CONTACTS_NEED_PLAN =
  'You need a service plan to add active escalation contacts. Choose a plan on the Services page first.';

/**
 * How a change from `previous` to `next` moves the active-contact count: nothing, a decrease, or an
 * increase that needs a plan with room for it (refused here, and conditioned on it when written).
 */
async function countChange(
  deps: Deps,
  userId: string,
  previous: EscalationContact | undefined,
  next: EscalationContact | undefined,
): Promise<UsageChange | undefined> {
  const delta = Number(next?.isActive ?? false) - Number(previous?.isActive ?? false);
  if (delta === 0) return undefined;
  const usage = await loadUsage(deps, userId);
  if (delta < 0) return { delta };
  const plan = usagePlan(usage);
  if (!plan) throw forbidden(CONTACTS_NEED_PLAN);
  return contactsChange(usage, plan, delta);
}

export async function createContact(deps: Deps, userId: string, input: ContactInput): Promise<EscalationContact> {
  const existing = await deps.contacts.list(userId);
  const now = deps.clock.now().toISOString();
  const { email, priority, ...rest } = input;
  const contact: EscalationContact = {
    id: newId(),
    userId,
    ...rest,
    ...(email ? { email: email.trim().toLowerCase() } : {}),
    phoneNumber: cleanPhone(input.phoneNumber),
    // A new contact goes after the others unless the user picked a place (docs/screens-and-data.md, "Screens and routes").
    priority: priority ?? Math.max(0, ...existing.map((c) => c.priority)) + 1,
    createdAt: now,
    updatedAt: now,
  };
  return untilWritten(async () => {
    const usage = await countChange(deps, userId, undefined, contact);
    return (await deps.contacts.save({ userId, next: contact, usage })) ? contact : undefined;
  });
}

export async function updateContact(deps: Deps, userId: string, id: string, change: ContactChange): Promise<EscalationContact> {
  return untilWritten(async () => {
    const current = await deps.contacts.get(userId, id);
    if (!current) throw notFound(CONTACT_NOT_FOUND);
    const updatedAt = deps.clock.now().toISOString();
    let next: EscalationContact;
    if ('name' in change) {
      const { email, priority, ...rest } = change;
      const { email: _oldEmail, ...base } = current;
      next = {
        ...base,
        ...rest,
        ...(email ? { email: email.trim().toLowerCase() } : {}),
        phoneNumber: cleanPhone(change.phoneNumber),
        priority: priority ?? current.priority,
        updatedAt,
      };
    } else {
      next = { ...current, ...change, updatedAt };
    }
    const usage = await countChange(deps, userId, current, next);
    return (await deps.contacts.save({ userId, previous: current, next, usage })) ? next : undefined;
  });
}

export async function deleteContact(deps: Deps, userId: string, id: string): Promise<void> {
  await untilWritten(async () => {
    const current = await deps.contacts.get(userId, id);
    if (!current) throw notFound(CONTACT_NOT_FOUND);
    const usage = await countChange(deps, userId, current, undefined);
    return (await deps.contacts.save({ userId, previous: current, usage })) ? true : undefined;
  });
}
