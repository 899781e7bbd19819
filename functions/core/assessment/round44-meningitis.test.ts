import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 44 (unseen44): a fever since last night, a neck so stiff the chin will not go down, and purple spots that do
// not go under a glass (unseen44-en-fever-stiff-neck-spots, es "el cuello tan rígido que no puedo bajar la barbilla ... manchitas
// moradas ... que no se van cuando aprieto un vaso", fr "la nuque tellement raide ... des taches violettes ... qui ne partent pas
// quand j'appuie un verre") read CONCERNING with the rules alone. Meningitis or sepsis in the blood (999/112/15). Read by three
// signs in any words and order: a fever, a stiff neck (or the chin, head or neck that will not bend), a rash or spots that do not
// fade when pressed (or purple, pinprick spots). Two of them now, or the rash that stays under the glass alone, is an emergency.
// Raises only.

type Case = [CallLanguage, string];

describe('a fever, a stiff neck, a rash that does not fade: two of them, or the rash alone, is an emergency', () => {
  it.each<Case>([
    ['en', "Poorly. I've had a temperature since last night, my neck's so stiff I can't put my chin down, and there are little purple spots on my legs that don't go when I press a glass on them."],
    ['en', "I've got a fever and my neck is really stiff."],
    ['en', "High temperature and a rash that doesn't fade when I roll a glass over it."],
    ['en', "I'm burning up, I can't bend my neck and there's a rash come up on my tummy."],
    ['en', "I've a temperature and I can't put my head down to my chest, it's so sore."],
    ['en', 'There\'s a funny rash on my arms, I pressed a glass on it and you can still see them.'],
    ['es', 'Malucha. Tengo fiebre desde anoche, el cuello tan rígido que no puedo bajar la barbilla, y me han salido unas manchitas moradas en las piernas que no se van cuando aprieto un vaso encima.'],
    ['es', 'Tengo fiebre y el cuello muy rígido.'],
    ['es', 'Tengo calentura y no puedo doblar el cuello.'],
    ['es', 'Me ha salido un sarpullido y al apretar un vaso no se va.'],
    ['es', 'Estoy con fiebre y me han salido unos puntitos morados en la tripa.'],
    ['es', 'Tengo la nuca agarrotada y mucha fiebre, no puedo ni tocarme el pecho con la barbilla.'],
    ['fr', "Pas bien. J'ai de la fièvre depuis hier soir, la nuque tellement raide que je ne peux pas baisser le menton, et des petites taches violettes sur les jambes qui ne partent pas quand j'appuie un verre dessus."],
    ['fr', "J'ai de la fièvre et la nuque raide."],
    ['fr', "J'ai de la température et je n'arrive pas à baisser la tête."],
    ['fr', "J'ai des boutons sur le bras, j'ai appuyé un verre et ils ne s'effacent pas."],
    ['fr', 'Fiévreuse, et des petites taches violettes sur le ventre.'],
    ['fr', 'Le cou tout bloqué et des frissons depuis ce matin.'],
  ])('%s: %s', is('emergency'));
});

describe('milder: one sign alone, a rash that fades, all denied', () => {
  it.each<Case>([
    ['en', 'Got a stiff neck from sleeping funny, otherwise fine.'],
    ['en', 'I had a rash, I did the glass test and it faded, no fever.'],
    ['en', 'No fever, no stiff neck, no rash.'],
    ['es', 'Tengo el cuello un poco tieso de dormir mal, nada más.'],
    ['es', 'Me salió un sarpullido, hice la prueba del vaso y se fue, no tengo fiebre.'],
    ['es', 'No tengo fiebre ni el cuello rígido.'],
    ['fr', "J'ai le cou un peu raide, j'ai mal dormi, sinon ça va."],
    ['fr', "Des rougeurs, mais elles partent quand j'appuie un verre, pas de fièvre."],
    ['fr', 'Pas de fièvre, pas de raideur de la nuque.'],
  ])('%s: %s', not('emergency'));
});

describe('floors: a fall, a plea, a fever with a muddle stay emergencies', () => {
  it.each<Case>([
    ['en', "My neck's a bit stiff, and I fell and I can't get up."],
    ['en', 'I have a bit of a rash, please send an ambulance, I can not breathe.'],
    ['es', 'Tengo fiebre desde ayer, me he caído y no me puedo levantar.'],
    ['es', 'Tengo el cuello tieso de dormir mal, y ahora un dolor en el pecho que me aprieta.'],
    ['fr', "J'ai le cou raide, et je suis tombée, je peux pas me relever."],
    ['fr', "Un peu de fièvre, et je ne sais plus quel jour on est, je suis toute perdue."],
  ])('%s: %s', is('emergency'));
});
