import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 37 (unseen36): a husband back from the bar, snoring oddly on the sofa, "no consigo despertarle, le he
// echado agua y nada" read GOOD with the rules alone: Spain's "le" (despertarle) was not read, nor water thrown on him and
// nothing. Now someone who cannot be woken is read with "le" too, and water thrown on someone with no stir after it (in the
// same clause or the next: "and he didn't stir") is someone who will not come round, as "I shook him and nothing" is, in the
// three languages. Water on a fire, the plants or a drink given stays as it read.

type Case = [CallLanguage, string];

describe('water thrown on someone and no stir, or not woken: an emergency', () => {
  it.each<Case>([
    ['es', 'Yo bien, pero mi Paco llegó del bar hace una hora y se ha quedado tirado en el sofá, ronca muy raro y no consigo despertarle, le he echado agua y nada.'],
    ['es', 'Le he echado agua y nada.'],
    ['es', 'No logro despertarle.'],
    ['es', 'Le eché un vaso de agua en la cara y ni se mueve.'],
    ['es', 'Le tiré agua fría y sigue igual.'],
    ['es', 'No hay manera de despertarle.'],
    ['en', "My husband came back from the pub and he's on the sofa, I threw water on him and nothing."],
    ['en', "Splashed cold water on his face and he didn't stir."],
    ['en', "I've thrown a glass of water over her and she's not responding."],
    ['en', 'Chucked water on him but he just lay there.'],
    ['en', "I shook her and she didn't wake."],
    ['fr', "Mon mari est rentré du bar, il ronfle bizarrement, je lui ai jeté de l'eau et rien."],
    ['fr', "Je lui ai jeté un verre d'eau à la figure mais il ne bouge pas."],
    ['fr', "Je lui ai mis de l'eau froide et rien."],
    ['fr', "On lui a versé de l'eau, elle ne se réveille pas."],
  ])('%s: %s', is('emergency'));
});

describe('water on the plants, a drink given, someone woken: no emergency', () => {
  it.each<Case>([
    ['en', "I put water on the plants and they didn't perk up."],
    ['en', "Last year I shook him awake and he didn't stir for a minute, he was only sleeping."],
    ['es', 'Le eché agua a las plantas y nada, siguen secas.'],
    ['fr', "Je lui ai donné de l'eau et rien d'autre."],
  ])('%s: %s', not('emergency'));
});
