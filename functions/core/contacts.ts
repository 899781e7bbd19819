import { normalizePhone } from '../../shared/phone.ts';
import { badRequest, forbidden, notFound } from './errors.ts';
import { newId } from './ids.ts';
import type { EscalationContact } from './model.ts';
import { activePlan, assertContactsFit } from './plan-limits.ts';
import type { Deps } from './ports.ts';

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
  if (!e164) throw badRequest('Phone number must be at least 10 digits', { phoneNumber: ['Phone number must be at least 10 digits'] });
  return e164;
}

async function assertWithinPlan(deps: Deps, userId: string, contacts: EscalationContact[]): Promise<void> {
  if (!contacts.some((c) => c.isActive)) return;
  const active = await activePlan(deps, userId);
  if (!active) {
    throw forbidden('You need a service plan to add active escalation contacts. Choose a plan on the Services page first.');
  }
  assertContactsFit(active.plan, contacts);
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
    // A new contact goes after the others unless the user picked a place (product.md section 2).
    priority: priority ?? Math.max(0, ...existing.map((c) => c.priority)) + 1,
    createdAt: now,
    updatedAt: now,
  };
  if (contact.isActive) await assertWithinPlan(deps, userId, [...existing, contact]);
  await deps.contacts.put(contact);
  return contact;
}

export async function updateContact(deps: Deps, userId: string, id: string, change: ContactChange): Promise<EscalationContact> {
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
  if (next.isActive && !current.isActive) {
    const others = (await deps.contacts.list(userId)).filter((c) => c.id !== id);
    await assertWithinPlan(deps, userId, [...others, next]);
  }
  await deps.contacts.put(next);
  return next;
}

export async function deleteContact(deps: Deps, userId: string, id: string): Promise<void> {
  if (!(await deps.contacts.delete(userId, id))) throw notFound(CONTACT_NOT_FOUND);
}
