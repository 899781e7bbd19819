import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is } from './read-answer.ts';

// Issue 13, gaps noticed at unseen25: a night without passing water, relieved since by a catheter, read `emergency` ("I
// couldn't pass water since last night but the nurse came and put a catheter in, all fine now"): it is over, a concern
// for the family. A wee that would not come and came in the end ("I couldn't pee, but it came in the end, all good") read
// `concerning`: it is none. Floors: a catheter to come, one blocked, unable still, or the night without told alone.

type Case = [CallLanguage, string];

describe('relieved by a catheter since: a concern, not an emergency', () => {
  it.each<Case>([
    ['en', "I couldn't pass water since last night but the nurse came and put a catheter in, all fine now."],
    ['en', "I couldn't wee since yesterday, so they fitted a catheter at the surgery and I'm fine now."],
    ['es', 'No podía orinar desde anoche, pero vino la enfermera y me pusieron una sonda, ya estoy bien.'],
    ['fr', "Je n'arrivais pas à uriner depuis hier soir, mais l'infirmière est venue et m'a posé une sonde, ça va maintenant."],
  ])('%s: %s', is('concerning'));
});

describe('a wee that came in the end: nothing to pass on', () => {
  it.each<Case>([
    ['en', "I couldn't pee, but it came in the end, all good."],
    ['en', "I couldn't pee, but I managed to go in the end, I'm fine."],
    ['es', 'No podía hacer pis, pero al final pude, todo bien.'],
    ['fr', "Je n'arrivais pas à faire pipi, mais finalement c'est venu, tout va bien."],
  ])('%s: %s', is('good'));
});

describe('floors: the catheter to come or blocked, or the night without told alone, stays an emergency', () => {
  it.each<Case>([
    ['en', "I haven't been able to pass water since last night."],
    ['en', "I haven't been able to pass water since last night, the nurse is coming to put a catheter in."],
    ['en', "If I can't pee the nurse will put a catheter in. I haven't been able to pass water since last night."],
    ['en', "I haven't been able to pass water since last night, they're going to put a catheter in later."],
    ['en', "I couldn't pass water since last night, the nurse put a catheter in but now it's blocked and I still can't go."],
    ['es', 'No puedo orinar desde anoche.'],
    ['es', 'No puedo orinar desde anoche, me van a poner una sonda.'],
    ['es', 'No puedo orinar desde anoche, la enfermera viene a ponerme una sonda.'],
    ['fr', "Je n'arrive pas à uriner depuis hier soir, l'infirmière va venir me poser une sonde."],
    ['fr', "Je n'arrive pas à uriner depuis hier soir, on m'a posé une sonde mais elle est bouchée, je ne peux toujours pas."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "I can't pee, I've been trying since last night."],
    ['en', "I can't pee, I'm waiting for it to come in the end."],
  ])('%s: %s', is('concerning'));
});
