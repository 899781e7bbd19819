import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 36: a word said just before "or" and the emergency word is an item of the same denied list ("No bumps or
// falls this week", "no cuts or bleeding"), whatever the word; only "no pain or falls" with a known symptom was read so.
// A comma before the "or", or a telling after a "but", an "I", a "whether" still leaves the emergency standing.

type Case = [CallLanguage, string];

describe('a list denied with "or": no emergency', () => {
  it.each<Case>([
    ['en', 'No bumps or falls this week.'],
    ['en', "Haven't had any bumps or falls."],
    ['en', 'No cuts or bleeding.'],
    ['en', 'No aches or pains, no trips or falls.'],
    ['en', 'Never had a wobble or a fall.'],
    ['en', 'Not a scratch nor a fall all week.'],
    ['es', 'Ni golpes ni caídas esta semana.'],
    ['fr', 'Pas de bosses ni de chutes cette semaine.'],
  ])('%s: %s', not('emergency'));
});

describe('floors near the pattern: still an emergency', () => {
  it.each<Case>([
    ['en', "No phone or anything, I fell and can't get up."],
    ['en', "I don't know whether I tripped or fell, I'm on the floor."],
    ['en', "No pain or anything but I've fallen and I can't get up."],
    ['en', "I can't find my glasses or phone, I've fallen."],
    ['en', "There's no smoke alarm or anything, the kitchen's on fire."],
    ['en', "No idea, slipped or fell, hurt my hip, can't move."],
    ['en', 'Nobody came or rang and I fell in the hall.'],
    ['en', 'Not sure if I slipped or fell, my hip hurts a lot.'],
    ['en', 'No warning or anything, just collapsed.'],
    ['en', 'No cuts or bleeding, well, except my leg is pouring blood.'],
  ])('%s: %s', is('emergency'));
});
