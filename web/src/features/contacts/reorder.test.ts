import { describe, expect, it } from 'vitest';
import { sortByPriority } from '../../lib/ordering.ts';
import { canMove, highestActivePriority, nextPriority, planMove } from './reorder.ts';

const contact = (id: string, priority: number, isActive = true) => ({ id, priority, isActive });
const three = [contact('ana', 1), contact('ben', 2), contact('cy', 3)];

describe('planMove', () => {
  it('moving up lowers the number by 1 and swaps the contact that held it into the old number', () => {
    // Act
    const changes = planMove(three, 'ben', 'up');
    // Assess: two separate updates, the moved contact first
    expect(changes).toEqual([
      { id: 'ben', priority: 1 },
      { id: 'ana', priority: 2 },
    ]);
  });

  it('moving down raises the number by 1 and swaps the contact below', () => {
    // Act / Assess
    expect(planMove(three, 'ben', 'down')).toEqual([
      { id: 'ben', priority: 3 },
      { id: 'cy', priority: 2 },
    ]);
  });

  it('does not move above 1 or below the highest active priority', () => {
    // Act / Assess
    expect(planMove(three, 'ana', 'up')).toEqual([]);
    expect(planMove(three, 'cy', 'down')).toEqual([]);
  });

  it('makes one update when nobody holds the target number (gaps after a delete)', () => {
    // Prepare
    const gappy = [contact('ana', 1), contact('cy', 3)];
    // Act / Assess
    expect(planMove(gappy, 'cy', 'up')).toEqual([{ id: 'cy', priority: 2 }]);
  });

  it('ignores inactive contacts when finding the lowest place', () => {
    // Prepare
    const withInactive = [contact('ana', 1), contact('ben', 2), contact('old', 5, false)];
    // Act / Assess
    expect(highestActivePriority(withInactive)).toBe(2);
    expect(canMove(withInactive, withInactive[1]!, 'down')).toBe(false);
    expect(planMove(withInactive, 'ben', 'down')).toEqual([]);
  });

  it('does nothing for an unknown contact', () => {
    expect(planMove(three, 'nobody', 'up')).toEqual([]);
  });
});

describe('nextPriority', () => {
  it('puts a new contact after the others, 1 when there are none, at most 10', () => {
    expect(nextPriority([])).toBe(1);
    expect(nextPriority(three)).toBe(4);
    expect(nextPriority([contact('x', 10)])).toBe(10);
  });
});

describe('sortByPriority', () => {
  it('lists lower numbers first', () => {
    expect(sortByPriority([contact('c', 3), contact('a', 1), contact('b', 2)]).map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });
});
