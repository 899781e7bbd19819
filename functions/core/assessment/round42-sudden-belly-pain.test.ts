import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 42 (unseen42): a belly pain that struck an hour ago "like a knife" with the person bent double
// (unseen42-en-sudden-knife-belly-pain, es "como una puñalada. Estoy doblada", fr "comme un coup de poignard. Je suis pliée en
// deux") read CONCERNING with the rules alone: a pain. A sudden, severe belly pain is a perforation, a burst aneurysm or a dead
// gut until shown otherwise (999/112/15). Read by the belly named with a knife-like or sudden pain in one sentence, and a second
// of the three signs (knife-like, sudden, severe: bent double, can't move, the worst ever) as now. Raises only. One sign alone, a
// pain on and off for weeks, one of last week told over, or bent double laughing stay as they read.

type Case = [CallLanguage, string];

describe('a sudden or knife-like belly pain with a second sign, now: an emergency', () => {
  it.each<Case>([
    ['en', "I was right as rain at lunch, then about an hour ago this pain hit me in the belly like a knife. I'm bent double with it."],
    ['en', "All of a sudden I've got this pain in my stomach, like being stabbed."],
    ['en', "My tummy, it came on at once, worst pain I've ever had."],
    ['en', 'A stabbing pain in my belly, I am doubled up.'],
    ['en', 'Out of nowhere my stomach started hurting, it is agony.'],
    ['en', 'Pain in my tummy like a knife, it came on suddenly.'],
    ['es', 'A la hora de comer estaba estupendamente, y hace como una hora me ha dado un dolor en la tripa como una puñalada. Estoy doblada.'],
    ['es', 'De repente me ha dado un dolor en la barriga que no me puedo ni mover.'],
    ['es', 'Tengo un dolor de estómago como si me clavaran un cuchillo, de golpe.'],
    ['es', 'Me duele el vientre de golpe, es insoportable.'],
    ['es', 'Un dolor en la tripa como una puñalada, me retuerzo.'],
    ['es', 'Me ha dado de pronto un dolor de barriga, el peor dolor de mi vida.'],
    ['fr', "J'étais en pleine forme au déjeuner, et il y a une heure j'ai eu une douleur au ventre comme un coup de poignard. Je suis pliée en deux."],
    ['fr', "D'un coup j'ai mal au ventre, c'est atroce."],
    ['fr', 'Une douleur au ventre brutale, je peux plus bouger.'],
    ['fr', "J'ai mal à l'estomac comme un coup de couteau, je me tords."],
    ['fr', "Tout d'un coup une douleur dans le ventre, je suis plié en deux."],
    ['fr', 'Une douleur au ventre en coup de poignard, insupportable.'],
  ])('%s: %s', is('emergency'));
});

describe('milder: one sign alone, weeks on and off, told over, or no belly pain', () => {
  it.each<Case>([
    ['en', "I've had a stabbing pain in my tummy on and off for weeks, the GP knows."],
    ['en', "Last week I had a pain like a knife in my belly, bent double, but I'm fine now."],
    ['en', 'I was bent double laughing at the telly.'],
    ['es', 'Me duele un poco la barriga desde hace días, como pinchazos.'],
    ['es', 'La semana pasada tuve un dolor de tripa como una puñalada, pero ya estoy bien.'],
    ['fr', "J'ai un peu mal au ventre depuis quelques jours, ça va."],
    ['fr', 'La semaine dernière j\'ai eu une douleur au ventre comme un coup de poignard, mais ça va maintenant.'],
  ])('%s: %s', not('emergency'));
});

describe('floors: chest pain, a fall, and a pain with a plea stay emergencies', () => {
  it.each<Case>([
    ['en', 'Last week my tummy was bad but now I have a crushing pain in my chest.'],
    ['en', "My stomach's a bit sore and I fell, I can't get up."],
    ['es', 'La semana pasada me dolía la tripa, y hoy me he caído y no me puedo levantar.'],
    ['es', 'Me duele mucho la barriga, por favor manden una ambulancia.'],
    ['fr', "J'ai un peu mal au ventre et je suis tombée, je peux pas me relever."],
    ['fr', "Mal au ventre depuis des jours, et là j'ai une douleur dans la poitrine qui serre."],
  ])('%s: %s', is('emergency'));
});
