import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 36: "it's not me who sorts them", "c'est pas moi qui les prépare", "no soy yo quien las prepara" name who does
// a chore; they were read as "it's not me" (the call about someone else, an unclear risk), and beside a mix-up of tablets that
// read an overdose: "Je me suis embrouillée avec mes cachets, c'est pas moi qui les prépare" was an emergency. Now a mix-up,
// a concern. A mix-up with drowsiness, dizziness, confusion or not being oneself stays an overdose; "it's not me who's
// poorly, it's my husband" is still about someone else.

type Case = [CallLanguage, string];

describe('someone else does the chore: a mix-up, no emergency', () => {
  it.each<Case>([
    ['fr', "Je me suis embrouillée avec mes cachets, c'est pas moi qui les prépare."],
    ['en', "I mixed up my pills, it's not me who sorts them."],
    ['en', "I got in a muddle with my tablets, it's not me who does them."],
    ['es', 'Me hice un lío con las pastillas, no soy yo quien las prepara.'],
  ])('%s: %s', not('emergency'));
});

describe('floors near the pattern: still an emergency', () => {
  it.each<Case>([
    ['fr', "Je me suis embrouillée avec mes cachets et maintenant j'ai la tête qui tourne."],
    ['fr', "J'ai pris deux fois mes cachets, c'est pas moi qui les prépare, et je suis toute endormie."],
    ['fr', "J'ai pris trop de cachets et je suis somnolente."],
    ['en', "I mixed up my pills and I'm not myself."],
    ['en', "I mixed up my pills, it's not me who sorts them, and now I'm very drowsy."],
    ['en', "It's not me that does them, I've taken double and I feel confused."],
    ['en', "It's not me, it's my husband, he's collapsed."],
    ['es', 'Me equivoqué de pastillas, no soy yo quien las prepara, y tengo mucho sueño.'],
    ['es', 'Me tomé doble dosis, no soy yo quien las pone, y estoy muy mareada.'],
    ['es', 'No soy yo, es mi marido, se ha desmayado.'],
  ])('%s: %s', is('emergency'));
});

describe('about someone else: still not good', () => {
  it.each<Case>([
    ['en', "It's not me who's poorly, it's my husband."],
    ['fr', "C'est pas moi qui suis malade, c'est mon mari."],
  ])('%s: %s', not('good'));
});
