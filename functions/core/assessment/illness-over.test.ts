import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is } from './read-answer.ts';

// Issue 13, round 29 (unseen28): an illness had and said just after to be over ("j'ai eu un rhume la semaine dernière mais
// c'est fini", "tuve un resfriado pero ya se me pasó", "I had a cold last week but it's gone") is behind the person: good.
// Floors: "it's not over", still had, or a sign of now beside it, stay concerns or worse.

type Case = [CallLanguage, string];

describe('an illness over: good', () => {
  it.each<Case>([
    ['en', "I had a cold last week but it's gone, I'm back in the garden."],
    ['es', 'Tuve un resfriado la semana pasada pero ya se me pasó.'],
    ['fr', "J'ai eu un rhume la semaine dernière mais c'est fini, j'ai repris le jardin."],
  ])('%s: %s', is('good'));
});

describe('floors: not over, or a sign of now', () => {
  it.each<Case>([
    ['en', "I had a cold last week but it's not over."],
    ['en', "I had a cold last week but it's gone, and now I've got a fever."],
    ['es', 'Tuve un resfriado y todavía lo tengo.'],
    ['fr', "J'ai eu un rhume, c'est pas fini."],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['en', "I had a cold last week but it's gone. I fell this morning and I can't get up."],
    ['fr', "J'ai eu un rhume mais c'est fini. Là je suis tombée, je peux pas me relever."],
  ])('%s: %s', is('emergency'));
});
