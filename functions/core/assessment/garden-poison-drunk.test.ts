import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 29 (unseen28): a garden or household poison drunk by mistake, told with the drink and the poison apart
// ("a swig from the lemonade bottle ... it was the weedkiller", "era el sulfato para las viñas, le he dado un trago", "j'ai
// bu dans la bouteille d'eau ... c'était le produit contre les limaces"), with a mouth or stomach burning, retching, sickness
// or shaking: poisoning, an emergency. Spat straight out with nothing felt, a concern. Near-misses: the poison not drunk, the
// dog's drink, a drink beside weedkiller sprayed.

type Case = [CallLanguage, string];

describe('a poison drunk by mistake, with its signs: an emergency', () => {
  it.each<Case>([
    ['en', 'I had a swig from the lemonade bottle in the greenhouse and it was the weedkiller. My mouth and stomach are burning.'],
    ['en', "I had a swig from the squash bottle in the shed and it was the slug killer. My throat's burning."],
    ['es', 'Me he equivocado de botella, era el sulfato para las viñas, le he dado un trago. Me arde la boca.'],
    ['es', 'Le di un sorbo a la botella del garaje y era herbicida, me arde el estómago.'],
    ['fr', "J'ai bu dans la bouteille d'eau de l'abri, mais c'était le produit contre les limaces. J'ai la bouche qui brûle."],
    ['fr', "J'ai avalé une gorgée de la bouteille, c'était du désherbant, j'ai envie de vomir."],
  ])('%s: %s', is('emergency'));
});

describe('spat out and nothing felt: a concern', () => {
  it.each<Case>([
    ['en', "I had a sip of the weedkiller by mistake, I spat it straight out, I'm fine."],
  ])('%s: %s', is('concerning'));
});

describe('near-misses: not drunk, the dog\'s, a drink beside it', () => {
  it.each<Case>([
    ['en', "I didn't drink the weedkiller, it's in the shed."],
    ['en', "The dog drank some of the weedkiller by mistake, he's at the vet, I'm fine."],
    ['en', 'I sprayed the weedkiller this morning and then had a drink of tea, I feel fine.'],
    ['es', 'No me he bebido el sulfato, está en el cobertizo.'],
    ['fr', "J'ai pas bu le désherbant, il est dans l'abri."],
    ['fr', 'Le chien a bu du désherbant par erreur, il est chez le vétérinaire. Moi ça va.'],
  ])('%s: %s', not('emergency'));
});
