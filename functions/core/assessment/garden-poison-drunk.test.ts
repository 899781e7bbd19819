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
    // Round 32: the poison the drink's object, named as what the drink was, or the container's content.
    ['en', 'I took a gulp of the bleach by mistake, my throat is burning.'],
    ['en', 'I had a drink from the squash bottle in the shed, the bottle had weedkiller in it, I feel sick.'],
    ['es', 'Me tomé un trago de lejía sin querer, me arde la garganta.'],
    ['es', 'Bebí de la botella de agua y resultó ser el herbicida, tengo arcadas.'],
    ['fr', "J'ai bu du désherbant par erreur, ça me brûle la gorge."],
    ['fr', "J'ai bu une gorgée dans la bouteille, elle contenait du désherbant, j'ai envie de vomir."],
  ])('%s: %s', is('emergency'));
});

describe('spat out and nothing felt: a concern', () => {
  it.each<Case>([
    ['en', "I had a sip of the weedkiller by mistake, I spat it straight out, I'm fine."],
  ])('%s: %s', is('concerning'));
});

describe('near-misses: not drunk, the dog\'s, a drink beside it, bought, sprayed or stored', () => {
  it.each<Case>([
    ['en', "I didn't drink the weedkiller, it's in the shed."],
    ['en', "The dog drank some of the weedkiller by mistake, he's at the vet, I'm fine."],
    ['en', 'I sprayed the weedkiller this morning and then had a drink of tea, I feel fine.'],
    ['es', 'No me he bebido el sulfato, está en el cobertizo.'],
    ['fr', "J'ai pas bu le désherbant, il est dans l'abri."],
    ['fr', 'Le chien a bu du désherbant par erreur, il est chez le vétérinaire. Moi ça va.'],
    // Round 32: a drink had beside a poison bought, sprayed or stored, a mistake word elsewhere in the sentence.
    ['en', 'Fine, I drank my tea, it was the good stuff, and sprayed the weedkiller on the path.'],
    ['en', 'I bought some weedkiller at the garden centre and had a cup of tea in the café, it was lovely.'],
    ['en', 'I sprayed the slug killer on the beds, then drank a glass of water, it was a hot day.'],
    ['en', 'I keep the bleach beside the squash under the sink, I had a drink of squash, it was lovely.'],
    ['es', 'Compré herbicida en la tienda y luego me bebí un café, era muy temprano.'],
    ['es', 'Eché el sulfato a las viñas y después bebí un vaso de agua, era mediodía.'],
    ['es', 'Tengo la lejía junto a la botella de agua en la cocina, he bebido agua y era muy fresquita.'],
    ['fr', "Ça va. J'ai acheté du désherbant, c'est pour les allées, puis j'ai bu mon café."],
    ['fr', "J'ai acheté de l'engrais au marché, puis j'ai bu un café, c'était bon."],
    ['fr', "J'ai pulvérisé le produit contre les limaces et j'ai bu un verre d'eau, c'est tout."],
    ['fr', "La javel est rangée à côté de la bouteille d'eau, j'ai bu un verre d'eau, c'est bien frais."],
  ])('%s: %s', not('emergency'));
});
