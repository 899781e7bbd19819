import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 29 (unseen28): money short for the rent, the heating or food ("je n'arrive plus à payer le loyer ... et le
// chauffage", "no llego a pagar el alquiler", "I can't pay the heating"), meals skipped ("je saute des repas", "me salto
// comidas", "I skip meals") and sleep lost to it ("ça m'empêche de dormir", "it keeps me awake") are concerns. Near-misses:
// paying with a card that would not work, a parking machine.

type Case = [CallLanguage, string];

describe('money short, meals skipped, sleep lost: concerns', () => {
  it.each<Case>([
    ['en', "I can't pay the rent on the allotment and the heating, it keeps me awake, I skip meals."],
    ['en', "I can't pay the heating any more."],
    ['es', 'No llego a pagar el alquiler del huerto ni la calefacción, me salto comidas.'],
    ['es', 'Me salto comidas para ahorrar.'],
    ['fr', "Je n'arrive plus à payer le loyer de la parcelle et le chauffage, ça m'empêche de dormir, je saute des repas."],
    ['fr', 'Je saute des repas.'],
  ])('%s: %s', is('concerning'));
});

describe('near-misses: paying for a thing at a machine', () => {
  it.each<Case>([
    ['es', 'No puedo pagar, no tengo cambio.'],
    ['fr', "Je n'arrive pas à payer avec la carte au parking."],
  ])('%s: %s', not('concerning'));
});
