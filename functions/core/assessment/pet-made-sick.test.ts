import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, readTwoAnswers } from './read-answer.ts';

// Issue 13, round 29 (unseen28): a pet or someone else made sick ("the dog got into the slug pellets ... they made him sick",
// "el veterinario le hizo vomitar", "le vétérinaire l'a fait vomir") is their sickness, not the person's. Floors: "it made me
// sick", and the person's own sign beside it, stay the person's.

type Case = [CallLanguage, string];

describe('a pet made sick: not the person\'s', () => {
  it('en: the dog and the slug pellets', () => {
    expect(readTwoAnswers('en',
      "Bit of a morning, the dog got into the slug pellets so it was a dash to the vet, but they made him sick and he's snoring on the sofa now.",
      "I'm fine, no pain or anything, just glad he's alright.")).toBe('good');
  });
  it.each<Case>([
    ['en', "The dog ate something in the garden, the vet made her sick, she's fine now. I'm fine."],
    ['es', 'El perro se comió el matababosas, el veterinario le hizo vomitar y ya está roncando. Yo bien.'],
    ['fr', "Le chien a mangé des granulés anti-limaces, le vétérinaire l'a fait vomir, il dort sur le canapé. Moi ça va."],
  ])('%s: %s', is('good'));
});

describe('floors: the person made sick', () => {
  it.each<Case>([
    ['en', 'The smell of the slug pellets made me sick.'],
    ['en', "The vet made him sick, and now I've fallen and I can't get up."],
  ])('%s: %s', (language, said) => expect(['concerning', 'emergency']).toContain(readTwoAnswers(language, said, 'No.')));
});
