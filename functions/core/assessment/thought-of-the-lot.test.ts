import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13 (safety): the thought of taking every tablet, said bare, is a thought of ending one's life. Found by
// probing after round 35 reported "he pensado en tomarme todas las pastillas" read nothing with the rules alone;
// "I've thought about taking all my tablets" read good (the tablets as taken). A way of taking them (with breakfast,
// in the morning) or taking them somewhere (to the chemist) is no such thought.

type Case = [CallLanguage, string];

describe('the thought of taking every tablet: an emergency', () => {
  it.each<Case>([
    ['en', "I've thought about taking all my tablets."],
    ['en', "I've been thinking of taking all the pills at once."],
    ['en', 'Some nights I keep thinking about swallowing all of them.'],
    ['es', 'He pensado en tomarme todas las pastillas.'],
    ['es', 'A veces pienso en tomarme todas las pastillas.'],
    ['es', 'He pensado en tomarme todas mis pastillas de una vez.'],
    ['fr', "J'ai pensé à prendre tous mes cachets."],
    ['fr', "J'ai pensé à avaler toutes mes pilules."],
  ])('%s: %s', is('emergency'));
});

describe('a way of taking them, or taking them somewhere: no emergency', () => {
  it.each<Case>([
    ['en', 'I thought about taking all my tablets to the chemist for a review.'],
    ['en', "I'm thinking of taking all my tablets in the morning instead of spreading them out."],
    ['en', 'The doctor said to think about taking all my tablets with food.'],
    ['es', 'Pienso en tomarme todas las pastillas con el desayuno.'],
    ['es', 'Pienso en tomarme todas las pastillas por la mañana en vez de repartirlas.'],
    ['fr', 'Je pense à prendre tous mes comprimés avec le petit déjeuner, c\'est plus simple.'],
  ])('%s: %s', not('emergency'));
});
