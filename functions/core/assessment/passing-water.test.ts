import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13 (found after round 25): no water passed since last night was read only beside a swollen belly or
// pain; told alone it read `good` or `unknown` ("Falls, no. But I haven't been able to pass water since last
// night."). Unable to pass any is for 999 or A&E (NHS, urinary retention): an emergency, even told alone. Since round
// 27 a whole night without any told as not done is one too ("I haven't had a wee since last night", "je n'ai pas uriné
// depuis hier soir": round27-safety.test.ts); unable with no time said, or since a time of today: at least a concern,
// for a doctor today. Passing water fine since, no trouble with it, or not able to wait for it: neither.

type Case = [CallLanguage, string];

describe('unable to pass water since last night: an emergency, even told alone', () => {
  it.each<Case>([
    ['en', "Falls, no. But I haven't been able to pass water since last night."],
    ['en', "I haven't been able to pass water since last night."],
    ['en', 'I can not pee since this morning.'],
    ['es', 'Caídas no. Pero desde anoche no puedo orinar.'],
    ['es', 'No he podido orinar desde anoche.'],
    ['es', 'No consigo hacer pis desde ayer.'],
    ['fr', "Des chutes, non. Mais depuis hier soir je n'arrive plus à uriner."],
    ['fr', "Je n'arrive pas à faire pipi depuis hier soir."],
  ])('%s: %s', is('emergency'));
});

describe('not passed since, or unable with no time said: at least a concern', () => {
  it.each<Case>([
    ['en', "I haven't had a wee since last night."],
    ['es', 'No he orinado desde anoche.'],
    ['fr', "Je n'ai pas uriné depuis hier."],
    ['fr', 'Je ne peux plus uriner depuis hier.'],
    // Unable, no time said right after it: for a doctor today at least.
    ['en', "I can't wee, I've been trying since last night."],
    ['en', "I can't pee."],
    ['es', 'No puedo orinar, llevo toda la mañana intentándolo.'],
  ])('%s: %s', (language, said) => {
    not('good')(language, said);
    not('unknown')(language, said);
  });
});

describe('passing water fine, or no trouble with it: not raised', () => {
  it.each<Case>([
    ['en', "No problems passing water since last night, I'm fine."],
    ['en', 'I passed water fine since last night.'],
    ['es', 'Orino bien desde anoche, todo bien.'],
    ['fr', "J'urine normalement depuis hier, ça va."],
    ['en', "I can't wait to pee, the tea goes straight through me, I'm fine."],
    ['fr', 'Je ne peux pas attendre pour faire pipi, sinon ça va.'],
  ])('%s: %s', (language, said) => {
    not('emergency')(language, said);
    not('concerning')(language, said);
  });
});
