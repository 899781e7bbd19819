import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is } from './read-answer.ts';

// Issue 13, round 29 (unseen28): a muddle told as how the mix-up came about, with what it was muddled ("I got confused with
// the pill box", "je me suis embrouillée avec le pilulier") is no symptom after it: a doubled dose with no sign is a concern.
// Floors: a muddle of now beside it, or a muddle alone with the doubled dose, stay emergencies.

type Case = [CallLanguage, string];

describe('muddled with the pill box: the mix-up\'s own words, a concern', () => {
  it.each<Case>([
    ['en', 'I think I took my blood thinner twice this morning, I got confused with the pill box. No bleeding, I feel normal.'],
    ['es', 'Creo que me tomé el anticoagulante dos veces esta mañana, me confundí con el pastillero. No sangro.'],
    ['fr', "Je crois que j'ai pris mon anticoagulant deux fois ce matin, je me suis embrouillée avec le pilulier. Pas de saignement, je me sens normale."],
  ])('%s: %s', is('concerning'));
});

describe('floors: a muddle of now', () => {
  it.each<Case>([
    ['en', "I took my pills twice and I'm confused."],
    ['en', "I took my pills twice, I got confused with the pill box and now I'm all confused."],
    ['fr', "J'ai pris mes cachets deux fois, je suis embrouillée."],
    ['fr', "J'ai pris mon anticoagulant deux fois ce matin, je me suis embrouillée avec le pilulier, et maintenant je suis toute embrouillée et je dors debout."],
  ])('%s: %s', is('emergency'));
});
