import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 33 (unseen30: the kitchen, cooking and meals; the telephone and asking for help): danger signs read by their
// sign and structure, whatever words come between.

type Case = [CallLanguage, string];

// Tried to get up and cannot, now, with words between ("tried twice to", "keep trying", "llevo un rato intentando", "j'ai
// essayé deux fois de"): not getting up, an emergency.
describe('tried (twice, again, for an hour) to get up and cannot: an emergency', () => {
  it.each<Case>([
    ['en', "My hip's bad. I've tried twice to get up and I can't, I had to pull the phone down off the counter by the cord."],
    ['en', "I've tried a few times to get up but I can't."],
    ['en', "I keep trying to get up and I can't."],
    ['en', "I've been trying to get up for an hour, I can't."],
    ['en', "I've had a go at getting up three times and I can't manage it."],
    ['en', "I've tried and tried to get off the floor but I can't, my legs won't."],
    ['es', 'He intentado dos veces levantarme y no puedo, me duele la cadera.'],
    ['es', 'Intento levantarme pero no puedo.'],
    ['es', 'Llevo un rato intentando levantarme y no puedo.'],
    ['es', 'He tratado de levantarme varias veces y no hay manera.'],
    ['fr', "J'ai essayé deux fois de me relever et j'y arrive pas, j'ai mal à la hanche."],
    ['fr', "J'essaie de me relever mais je peux pas."],
    ['fr', "J'ai tenté plusieurs fois de me remettre debout, impossible."],
    ['fr', "Ça fait une heure que j'essaie de me relever, j'y arrive pas."],
  ])('%s: %s', is('emergency'));
});

describe('floors: a fall and no getting up stays an emergency', () => {
  it.each<Case>([
    ['en', "I fell and I can't get up."],
    ['en', "I had a fall yesterday, I was fine after, but I fell again this morning and I can't get up."],
    ['es', 'Me he caído y no me puedo levantar.'],
    ['es', 'Por más que intento ponerme de pie no puedo, estoy en el suelo de la cocina.'],
    ['fr', "Je suis tombée et je n'arrive pas à me relever."],
    ['fr', "J'ai essayé de me lever du fauteuil et je n'y arrive pas, je suis coincée par terre."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a can\'t that is not about rising', () => {
  it.each<Case>([
    ['en', "Yesterday I tried to get up from the chair too fast, I can't remember why, anyway I'm fine now."],
  ])('%s: %s', not('emergency'));
});
