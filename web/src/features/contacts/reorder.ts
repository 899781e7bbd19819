// Moving an escalation contact up or down the calling order (docs/screens-and-data.md).
import type { EscalationContact } from '@/shared/api-types.ts';

export interface PriorityChange {
  id: string;
  priority: number;
}

export type Direction = 'up' | 'down';

type Ranked = Pick<EscalationContact, 'id' | 'priority' | 'isActive'>;

/** The highest priority number among active contacts (0 when there are none). */
export function highestActivePriority(contacts: readonly Ranked[]): number {
  return contacts.reduce((max, contact) => (contact.isActive && contact.priority > max ? contact.priority : max), 0);
}

/** Whether the up or down button of `contact` is usable. */
export function canMove(contacts: readonly Ranked[], contact: Ranked, direction: Direction): boolean {
  return direction === 'up' ? contact.priority > 1 : contact.priority < highestActivePriority(contacts);
}

/**
 * The updates that move `id` one place: up lowers its number by 1 (not below 1), down raises it
 * by 1 (not above the highest active priority). The contact that held the target number takes
 * the moved contact's former number. Two separate updates, the moved contact first; none when the
 * move is not possible.
 */
export function planMove(contacts: readonly Ranked[], id: string, direction: Direction): PriorityChange[] {
  const moved = contacts.find((contact) => contact.id === id);
  if (!moved || !canMove(contacts, moved, direction)) return [];
  const target = direction === 'up' ? moved.priority - 1 : moved.priority + 1;
  const changes: PriorityChange[] = [{ id: moved.id, priority: target }];
  const holder = contacts.find((contact) => contact.id !== moved.id && contact.priority === target);
  if (holder) changes.push({ id: holder.id, priority: moved.priority });
  return changes;
}

/** A new contact goes after the others: the highest existing priority plus 1 (1 when none), at most 10. */
export function nextPriority(contacts: readonly Ranked[]): number {
  const highest = contacts.reduce((max, contact) => Math.max(max, contact.priority), 0);
  return Math.min(10, highest + 1);
}
