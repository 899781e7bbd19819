import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { FEELING, is, readAnswer } from './read-answer.ts';

// Issue 13, round 29 (unseen28): hearing the line badly ("j'entends mal", "je vous entends mal", "oigo mal") is no pain: with
// only questions back, nothing could be assessed. Floors: "j'ai mal", pain named, stays a concern.

type Case = [CallLanguage, string];

describe('the line heard badly, questions back: unknown', () => {
  it.each<Case>([
    ['fr', 'Quoi ? C\'est qui ? C\'est le vétérinaire ? Allô ? Allô ? J\'entends mal.'],
    ['fr', 'Allô ? Je vous entends mal.'],
    ['es', '¿Qué? ¿Quién es? ¿Hola? Oigo mal.'],
    ['en', "What? Who is it? Hello? I can't hear you well."],
  ])('%s: %s', is('unknown'));
});

describe('floors: pain said', () => {
  it.each<Case>([
    ['fr', "J'entends mal, et j'ai mal au dos."],
    ['fr', "J'ai mal au genou."],
  ])('%s: %s', (language, said) => expect(['concerning', 'emergency']).toContain(readAnswer(FEELING)(language, said)));
});
