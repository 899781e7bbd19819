import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 29 (unseen28): a "no" closing the comma stretch a bare item opens denies that item, whatever the person
// said of themself in the stretch before ("me tomo el ibuprofeno y voy tirando, caídas no", "I take my tablets, falls no",
// "je prends mon ibuprofène, chute non"). Floors: the person's own telling with a "no" after it ("me caí, no", "I fell, no",
// a tag "¿no?") stays what it told.

type Case = [CallLanguage, string];

describe('a bare item denied at the end of its own stretch: no emergency', () => {
  it.each<Case>([
    ['en', 'I take my tablets, falls no.'],
    ['es', 'Me tomo el ibuprofeno y voy tirando, caídas no.'],
    ['es', 'Me tomo el ibuprofeno, caídas no.'],
    ['fr', 'Je prends mon ibuprofène, chute non.'],
  ])('%s: %s', not('emergency'));
});

describe('floors: the person\'s own telling', () => {
  it.each<Case>([
    ['en', 'I fell, no.'],
    ['en', "I fell and I can't get up, falls no."],
    ['es', 'Me caí, no.'],
    ['es', 'Me he caído y no me puedo levantar, caídas no.'],
    ['fr', 'Je suis tombée, non.'],
  ])('%s: %s', is('emergency'));
});
