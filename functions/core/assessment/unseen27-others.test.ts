import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, readTwoAnswers } from './read-answer.ts';

// Issue 13, unseen27's false emergencies from someone else's collapse at a do, gone by with help and well now: "they kept
// her in overnight", "the paramedics got there first", "el consuegro ... se lo llevó la ambulancia. Ya está en su casa"
// (a "consuegro" is family, someone else). Floors: their trouble going on now (on the floor, the ambulance not come), or
// the person's own sign beside it, stay emergencies.

type Case = [CallLanguage, string];

describe('someone else\'s collapse gone by, help come and well now: not an emergency', () => {
  it('en: Doris from next door, the paramedics got there first', () => {
    expect(readTwoAnswers('en',
      "I'm fine, but what a to-do we had! Doris from next door keeled over at our Sylvia's little one's christening, and we had to ring for the ambulance. They kept her in overnight, she's home now, right as rain.",
      'Me? No, no. Not a twinge. I was the one doing the first aid, well nearly, the paramedics got there first.')).toBe('good');
  });
  it.each<Case>([
    ['en', "I'm fine. Our neighbour keeled over at the wedding, we had to ring for the ambulance. They kept her in overnight, she's home now, right as rain."],
    ['es', 'Yo bien. El consuegro se cayó redondo en el banquete y se lo llevó la ambulancia. Ya está en su casa.'],
    ['fr', "Moi ça va. Mon beau-frère a fait un malaise au banquet, les pompiers l'ont emmené. Il est rentré chez lui, il va bien."],
  ])('%s: %s', is('good'));
});

describe('floors: their trouble now, or the person\'s own sign', () => {
  it.each<Case>([
    ['en', "I'm fine. Our neighbour keeled over at the wedding, we had to ring for the ambulance and it still hasn't come, she's on the floor."],
    ['en', "I'm fine. Our neighbour keeled over at the wedding, they kept her in overnight. But now I've fallen and I can't get up."],
    ['en', "My husband collapsed, the paramedics got there first but he's still not breathing."],
    ['es', 'Yo bien. El consuegro se cayó redondo y sigue en el suelo, no responde.'],
    ['fr', 'Moi ça va. Mon beau-frère a fait un malaise au banquet, il est encore par terre, il ne répond pas.'],
  ])('%s: %s', is('emergency'));
});
