import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13: a denied symptom is a denial. Blood in the urine on a blood thinner is a bleed, but "I'm on
// warfarin, no blood in my wee" was read as one in every language: the reading did not look for the denial.

describe('no blood in the urine, said on a blood thinner, is no bleed', () => {
  it.each<[CallLanguage, string]>([
    ['en', "I'm on warfarin, no blood in my wee, all fine."],
    ['en', "I'm on apixaban and I haven't seen any blood in my wee."],
    ['en', "I'm on warfarin and I don't have any blood in my wee."],
    ['es', 'Tomo Sintrom, no tengo sangre en la orina.'],
    ['es', 'Con el Sintrom no he visto sangre en la orina.'],
    ['fr', 'Je prends du Préviscan, pas de sang dans les urines.'],
  ])('%s: %s', not('emergency'));
});

describe('floors: blood in the urine on a blood thinner, said as there, stays an emergency', () => {
  it.each<[CallLanguage, string]>([
    ['en', "I'm on warfarin and there's blood in my wee."],
    // A "no" answering the question, then the blood: not a denial of it.
    ['en', "No, blood in my wee, I'm on warfarin."],
    ['en', "No. There's blood in my wee and I'm on warfarin."],
    ['en', "No pain, but there's blood in my wee and I'm on warfarin."],
    ['es', 'Tomo Sintrom y tengo sangre en la orina.'],
    ['es', 'No, sangre en la orina, tomo Sintrom.'],
    ['fr', "Je prends du Préviscan et j'ai du sang dans les urines."],
    ['fr', 'Non, du sang dans les urines, je prends du Préviscan.'],
    ['fr', 'Je prends du Préviscan. Non, pas de douleur, mais du sang dans les urines ce matin.'],
  ])('%s: %s', is('emergency'));
});
