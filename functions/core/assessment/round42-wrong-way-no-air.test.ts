import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 42 (unseen42): unseen42-fr-tartine-avalee-travers ("elle est passée de travers, je... je n'arrive plus à prendre
// l'air") read UNKNOWN with the rules alone: WRONG_WAY read only English "down the wrong way ... can't breathe", and "prendre
// l'air" was not read as breath. Now food gone the wrong way said in each language ("went the wrong way", "por el otro lado",
// "me he atragantado", "passée de travers", "avalé de travers") with no air now ("can't get any air", "no me entra el aire", "me
// ahogo", "je n'arrive plus à prendre l'air", "l'air passe plus", "j'étouffe") in the same or the next sentence is choking.
// Raises only. One of yesterday told over, or told as what happens at meals (unseen22-fr-soupe-passe-de-travers, 'depuis
// une semaine je m'étouffe quasiment à chaque repas'), stays as it read.

type Case = [CallLanguage, string];

describe('food gone the wrong way with no air now: choking', () => {
  it.each<Case>([
    ['fr', "Pardon, vous m'appelez en pleine tartine, elle est passée de travers, je... je n'arrive plus à prendre l'air."],
    ['fr', "J'ai avalé de travers, l'air passe plus."],
    ['fr', 'Un morceau de pain est passé de travers, j\'étouffe.'],
    ['fr', 'Ça passe de travers, je peux pas respirer.'],
    ['fr', "La viande est partie de travers. Je n'arrive pas à respirer."],
    ['fr', 'Le biscuit est passé de travers, je parviens plus à avoir de l\'air.'],
    ['es', 'Se me ha ido el pan por el otro lado y no puedo respirar.'],
    ['es', 'Me he atragantado con la carne, no me entra el aire.'],
    ['es', 'Se me fue por mal sitio, me ahogo.'],
    ['es', 'Me estoy atragantando con una galleta. No puedo coger aire.'],
    ['es', 'Se me ha ido el agua por el otro lado y me estoy ahogando.'],
    ['es', 'Me he atragantado, no entra el aire.'],
    ['en', "A bit of toast went down the wrong way, I can't get any air."],
    ['en', "It's gone down the wrong hole and I can't breathe."],
    ['en', "Choked on my dinner, it went the wrong way, can't get my breath."],
    ['en', "Some meat's gone down the wrong way. I can't breathe."],
    ['en', "A sweet went the wrong way and I can't get air in."],
    ['en', 'Biscuit went down the wrong pipe, I cannot breathe.'],
  ])('%s: %s', is('emergency'));
});

describe('milder: yesterday and over, or now and then', () => {
  it.each<Case>([
    ['fr', "Hier j'ai avalé de travers, j'ai toussé, ça va maintenant."],
    ['fr', 'Parfois je tousse quand ça passe de travers.'],
    ['es', 'Ayer me atraganté con una miga, tosí y ya estoy bien.'],
    ['es', 'A veces me atraganto con el agua, toso y se pasa.'],
    ['en', 'Something went down the wrong way yesterday, coughed it up, fine now.'],
    ['fr', "Depuis une semaine je m'étouffe quasiment à chaque repas, la soupe passe de travers, je tousse pis je tousse."],
    ['en', 'Every meal something goes down the wrong way and I choke a bit.'],
  ])('%s: %s', not('emergency'));
});

describe('floors: something stuck now or breathless at rest stays an emergency', () => {
  it.each<Case>([
    ['en', "A bone's stuck in my throat."],
    ['es', 'Ayer me atraganté, y hoy no puedo respirar ni sentada.'],
    ['fr', "Hier j'ai avalé de travers, et là j'étouffe, l'air passe pas."],
  ])('%s: %s', is('emergency'));
});
