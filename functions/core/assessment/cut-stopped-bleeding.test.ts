import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is } from './read-answer.ts';

// Issue 13, round 29 (unseen28): a cut whose bleeding has stopped is over, a concern, in each language as in English ("it's
// stopped bleeding"): "me hice un corte en el dedo ... ya no sangra", "ça ne saigne plus", "a arrêté de saigner". Floors:
// bleeding that will not stop, or bleeds harder ("saigne plus fort"), stays an emergency; "no sangra" alone is a denial.

type Case = [CallLanguage, string];

describe('a cut, its bleeding stopped: a concern', () => {
  it.each<Case>([
    ['en', "I cut my finger on the secateurs, washed it, put a plaster on and it's stopped bleeding."],
    ['es', 'Me hice un corte en el dedo con las tijeras de podar. Me lo lavé, me puse una tirita y ya no sangra.'],
    ['es', 'Me corté con el cuchillo, pero ya ha dejado de sangrar.'],
    ['fr', "Je me suis coupé le doigt avec le sécateur, je l'ai lavé, mis un pansement et ça ne saigne plus."],
    ['fr', "Je me suis coupée en épluchant, ça a arrêté de saigner."],
  ])('%s: %s', is('concerning'));
});

describe('floors: bleeding that goes on or grows', () => {
  it.each<Case>([
    ['en', "I've cut my hand and it won't stop bleeding."],
    ['es', 'Me he cortado y no para de sangrar.'],
    ['es', 'Me hice un corte y sangra mucho, no para.'],
    ['fr', 'Je me suis coupé, ça saigne plus fort.'],
    ['fr', "Je me suis coupé et ça saigne beaucoup, ça s'arrête pas."],
  ])('%s: %s', is('emergency'));
});
