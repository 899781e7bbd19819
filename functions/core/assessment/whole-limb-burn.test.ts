import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13: a burn over a whole limb is a bad burn however the whole is said. "Me he quemado el brazo entero, tengo
// ampollas" read a concern where "todo el brazo" read an emergency; French "le bras entier" the same.

type Case = [CallLanguage, string];

describe('a whole arm burnt and blistered: an emergency', () => {
  it.each<Case>([
    ['es', 'Me he quemado el brazo entero, tengo ampollas.'],
    ['fr', "Je me suis brûlé le bras entier, j'ai des cloques."],
    ['en', "I've burnt my whole arm, it's all blistered."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['es', 'Me he quemado un dedo, una ampollita, nada más.'],
    ['fr', 'Je me suis brûlé le doigt, une petite cloque.'],
  ])('%s: %s', not('emergency'));
});
