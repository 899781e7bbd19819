import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, unseen26's remaining misses read by general rules, in en/es/fr. Raised to a concern: two days' tablets taken
// together ("my Tuesday morning ones ... and then Wednesday's as well", "las del martes y las del miércoles", "ceux du mardi
// et ceux du mercredi"); the heating kept off for the cost; lost coming back in one's own streets ("volviendo del banco me
// perdí"). Lowered: a scam caller seen through with nothing given ("put the phone down", "le colgué", "j'ai raccroché"), and
// the caller's claimed need; a smoke alarm chirping for its battery, changed; a programme's trouble read as a concern.

type Case = [CallLanguage, string];

describe('unseen26 concerns: raised', () => {
  it.each<Case>([
    ['en', "I took my Tuesday morning ones out the dosette box and then Wednesday's as well."],
    ['es', 'Me tomé las del martes y las del miércoles, me equivoqué.'],
    ['fr', "J'ai pris ceux du mardi et ceux du mercredi, je me suis trompée."],
    ['en', "I've not had the heating on since that big bill come."],
    ['es', 'No pongo la calefacción desde que llegó la factura, está muy cara.'],
    ['fr', 'Je mets plus le chauffage, la facture était trop chère.'],
    ['es', 'Volviendo del banco me perdí en mi barrio.'],
  ])('%s: %s', is('concerning'));
});

describe('unseen26 concerns, near-misses: not raised', () => {
  it.each<Case>([
    ['en', "I've not had the heating on since April, it's been warm, I'm fine."],
    ['en', "I took my Tuesday ones this morning as usual, I'm fine."],
    ['es', 'Me perdí el programa de ayer, qué pena.'],
  ])('%s: %s', not('concerning'));
});

describe('unseen26 lowered: a scam seen through, an alarm battery changed, a programme\'s trouble', () => {
  it.each<Case>([
    ['en', "I put the phone down on a scam caller, I wasn't born yesterday. I'm fine."],
    ['es', 'Me llamaron diciendo que era mi nieto, que necesitaba dinero. Le colgué. Estoy bien.'],
    ['fr', "On m'a appelé en se faisant passer pour mon petit-fils, j'ai raccroché. Tout va bien."],
    ['en', 'That smoke alarm was chirping every minute all night, but it was only the battery. My neighbour changed it.'],
    ['es', 'Muy bien. Ayer en la telenovela al papá de Ximena le dio un infarto en plena boda. ¿Yo? No, yo ni dolor ni nada.'],
  ])('%s: %s', is('good'));
});

describe('unseen26 lowered, floors: money given, the alarm still going or smoke, a sign of one\'s own', () => {
  it.each<Case>([
    ['en', 'A man rang saying he was from the bank, I gave him my card numbers and then hung up.'],
    ['es', 'Me llamaron diciendo que era mi nieto, que necesitaba dinero, y ya le he mandado dinero. Luego colgó.'],
    ['en', "The smoke alarm was chirping, I changed the battery but it's still going off and there's a funny smell."],
    ['en', "The smoke alarm was chirping all night, I can't reach it."],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['es', 'Ayer en la telenovela al papá de Ximena le dio un infarto. Y yo tengo un dolor en el pecho que me aprieta desde esta mañana.'],
    ['en', 'A man rang saying he was from the bank, I put the phone down. Now I have chest pain and I can\'t breathe.'],
  ])('%s: %s', is('emergency'));
});
