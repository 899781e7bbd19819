import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 37 (unseen36): blood sugar high all week with thirst ("my readings have been high. I'm thirsty a lot", "el
// azúcar me sale alto toda la semana", "ma glycémie est haute toute la semaine") read GOOD with the rules alone: only "blood sugar
// is high" was read. Now blood sugar high told any way is a diabetes concern, in the three languages; denied it is none, and
// sweets with sugar are no reading.

type Case = [CallLanguage, string];

describe('blood sugar high, told any way: a concern', () => {
  it.each<Case>([
    ['en', "Bit naughty, I've been at the Victoria sponge all week and my readings have been high. I'm thirsty a lot."],
    ['en', "My sugar's been high all week."],
    ['en', 'My blood sugar readings are sky high.'],
    ['es', 'Pues que con las fiestas he comido rosquillas y torrijas y el azúcar me sale alto toda la semana, tengo mucha sed.'],
    ['es', 'Tengo el azúcar muy alto.'],
    ['es', 'La glucosa está por las nubes.'],
    ['fr', "Avec les galettes des rois j'ai fait des écarts, ma glycémie est haute toute la semaine et j'ai soif tout le temps."],
    ['fr', 'Mon sucre est trop élevé.'],
  ])('%s: %s', is('concerning'));
});

describe('denied, or sweets: no concern', () => {
  it.each<Case>([
    ['en', "My sugar isn't high."],
    ['en', 'I bought some high sugar sweets.'],
    ['es', 'El azúcar no me sale alto.'],
    ['fr', "Ma glycémie n'est pas haute."],
  ])('%s: %s', not('concerning'));
});
