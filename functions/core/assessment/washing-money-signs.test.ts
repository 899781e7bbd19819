import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 31 (unseen29: washing, dressing and the bathroom; money worries): danger signs read by their sign,
// whatever the words around them.

type Case = [CallLanguage, string];

// The face, lips, tongue or throat swelling now, said any way ("come up like a balloon", "huge", "se me está hinchando la
// cara y la garganta", "gonflé comme un ballon"), after a new cream, a medicine, a sting or a food, or with the breath or
// the swallowing going: a severe allergic reaction.
describe('a face or throat swelling after a cream, a sting, or with the breath going: an emergency', () => {
  it.each<Case>([
    ['en', 'My face has come up like a balloon since I put the new cream on.'],
    ['en', "My lips are huge and it's hard to get my breath."],
    ['en', 'I was stung by a wasp hanging the towels out and my face is swelling up.'],
    ['en', 'Last week the doctor changed my cream, and this morning my lips are enormous.'],
    ['es', 'Me he puesto una crema nueva y se me ha hinchado la cara como un globo.'],
    ['es', 'Me picó una abeja y tengo los labios enormes.'],
    ['es', 'Se me está hinchando la cara y la garganta, me cuesta tragar.'],
    ['fr', "J'ai mis une nouvelle crème et mon visage a gonflé comme un ballon."],
    ['fr', "Une guêpe m'a piqué et j'ai les lèvres énormes."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: swelling denied, over, of the ankles, a cream that helps', () => {
  it.each<Case>([
    ['en', "My lips are not swollen, I put my cream on and I'm fine."],
    ['en', 'My face was puffy after the new cream last year, nothing since.'],
    ['en', "My ankles are swollen, the cream isn't helping."],
    ['en', "The new cream made my face a bit red, that's all."],
    ['es', 'No tengo la cara hinchada, la crema nueva va bien.'],
    ['es', 'Tengo los tobillos hinchados, la crema no hace nada.'],
    ['fr', "Mon visage n'a pas gonflé, la nouvelle crème va bien."],
    ['fr', 'J\'ai les chevilles gonflées, la crème ne fait rien.'],
  ])('%s: %s', not('emergency'));
});
