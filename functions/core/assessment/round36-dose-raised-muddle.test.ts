import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 36 (safety): a dose put up, then a muddle with another sign of it (a tremor, unsteadiness, sickness or
// diarrhoea, dizziness, drowsiness) is the medicine's toxicity, an emergency. The English telling of unseen21's lithium call
// ("since the psychiatrist put up the lithium I'm shaking terribly ... I get muddled, I don't know what day it is") read a
// concern with the rules alone; the French one read an emergency only through a wrong fall ("j'ai fait tomber mon café"). A
// dose put up with tiredness alone, or a muddle long had, stays a concern.

type Case = [CallLanguage, string];

describe('a dose put up, then a muddle and another sign: an emergency', () => {
  it.each<Case>([
    ['en', "Not very well. Since the psychiatrist put up the lithium I'm shaking terribly, I dropped my coffee. I walk like a drunk man, I've had diarrhoea for two days and I get muddled, I don't know what day it is now."],
    ['en', "They put up my tablets and I'm muddled, don't know what day it is, and I keep being sick."],
    ['fr', "Pas très bien. Depuis que le psychiatre a augmenté le lithium, je tremble énormément. Je marche comme un homme soûl, j'ai la diarrhée depuis deux jours et je m'embrouille, là je sais plus quel jour on est."],
    ['fr', "Depuis qu'on a augmenté mes cachets je suis toute perdue et j'ai la tête qui tourne."],
  ])('%s: %s', is('emergency'));
});

describe('a dose put up alone, a muddle long had: no emergency', () => {
  it.each<Case>([
    ['en', "The doctor increased my dose last week, I'm a bit tired but fine."],
    ['en', "I get muddled sometimes, always have, and I'm tired."],
    ['fr', 'Le médecin a augmenté la dose, je suis un peu fatiguée mais ça va.'],
    ['es', 'Me han subido la dosis, estoy un poco cansada pero bien.'],
  ])('%s: %s', not('emergency'));
});
