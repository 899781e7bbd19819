import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 36: a chest that is furniture or a box ("a band round the chest of drawers", "the chest freezer", "the tea
// chest") is no one's chest: "I've a band round the chest of drawers to stop it tipping" read chest pain. The person's own
// chest said beside the furniture stays chest pain.

type Case = [CallLanguage, string];

describe('a chest of drawers, a tea chest, a chest freezer: no emergency', () => {
  it.each<Case>([
    ['en', "I've a band round the chest of drawers to stop it tipping."],
    ['en', "My chest freezer's packed up."],
    ['en', 'The tea chest is in the loft.'],
  ])('%s: %s', not('emergency'));
});

describe('floors near the pattern: still an emergency', () => {
  it.each<Case>([
    ['en', 'My chest is tight, I was moving the chest of drawers.'],
    ['en', 'I moved the chest of drawers and now my chest hurts.'],
    ['en', "There's a tight band round my chest since I moved the drawers."],
    ['en', 'I was lifting the tea chest and got a crushing pain in my chest.'],
    ['en', "Pain in my chest, by the chest of drawers, can't breathe."],
    ['en', "My chest, it's so tight, I'm leaning on the chest of drawers."],
    ['en', 'Bending over the chest freezer and my chest went tight.'],
  ])('%s: %s', is('emergency'));
});
