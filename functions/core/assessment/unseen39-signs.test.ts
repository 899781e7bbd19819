import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not, readTwoAnswers } from './read-answer.ts';

// Issue 13: unseen39 (the night and the early morning), read by sign after its first score. Each describe holds the sign in
// the three languages, in wordings written apart from the labelled part, and its floors.

type Case = [CallLanguage, string];

describe('someone of the house who no longer knows the person, told as new: a sudden muddle (999/911/15)', () => {
  it.each<Case>([
    ['en', "My husband woke in the night and he doesn't know me, he's asking for his mother. He's never been like this."],
    ['en', "My wife doesn't recognise me since she woke up."],
    ['en', "He doesn't know me, he's never been like this."],
    ['es', 'Mi marido se despertó esta noche y no me reconoce, pregunta por su madre. Nunca ha estado así.'],
    ['es', 'Mi mujer se despertó de la siesta y no sabe quién soy.'],
    ['fr', "Mon mari s'est réveillé cette nuit et il ne me reconnaît plus, il cherche sa maman. Il n'a jamais été comme ça."],
    ['fr', "Ma femme ne me reconnaît plus, elle n'a jamais été comme ça."],
  ])('%s: %s', is('emergency'));
  // A muddle of years is no sudden one.
  it.each<Case>([
    ['en', "My husband has dementia, he doesn't know me most days now, it's been like that for two years."],
    ['en', "My grandson didn't know me at first with my new hair, we laughed."],
    ['es', 'Mi marido tiene alzhéimer, hace un año que no me reconoce.'],
    ['fr', 'Mon mari a Alzheimer, il ne me reconnaît plus depuis deux ans.'],
  ])('%s: %s', not('emergency'));
});

describe('a heaviness in the chest is a chest pain (fr "lourdeur", es "pesadez")', () => {
  it.each<Case>([
    ['fr', "J'ai une lourdeur dans la poitrine."],
    ['fr', "J'ai la poitrine lourde et je transpire."],
    ['fr', "Rien de grave, c'est la digestion. Depuis que je suis levée j'ai une lourdeur dans la poitrine et je transpire."],
    ['es', 'Tengo una pesadez en el pecho y estoy sudando.'],
    ['en', "I've got a heaviness in my chest and I'm sweating."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['fr', 'Pas de lourdeur dans la poitrine, rien.'],
    ['fr', "J'ai les jambes lourdes le soir."],
    ['es', 'Pesadez en el pecho no, nada.'],
    ['es', 'Tengo pesadez de estómago después de comer.'],
  ])('%s: %s', not('emergency'));
});

describe('"since I got up" is the time of rising, not a fall got up from: what goes on since is now', () => {
  it.each<Case>([
    ['en', "I've had chest pain since I got up this morning."],
    ['en', 'Heavy feeling in my chest since I got up.'],
    ['en', "When I got up I fell, I'm on the floor."],
    ['es', 'Me duele el pecho desde que me levanté.'],
    ['es', 'Cuando me levanté me caí y no puedo levantarme.'],
    ['fr', "J'ai mal à la poitrine depuis que je suis levée."],
  ])('%s: %s', is('emergency'));
  // Got up after a fall is still over.
  it.each<Case>([
    ['en', 'I fell on Tuesday but I got up fine.'],
    ['en', 'I had a dizzy spell yesterday but I got up and it passed.'],
    ['es', 'Me caí el martes pero me levanté bien.'],
  ])('%s: %s', not('emergency'));
});

describe('"nothing" after an item named bare is none of it ("y de caídas nada")', () => {
  it.each<Case>([
    ['es', 'Dolor no, mareos tampoco, y de caídas nada, por suerte.'],
    ['es', 'Caídas, nada.'],
    ['en', 'Falls, nothing.'],
    ['en', 'And of falls nothing, luckily.'],
    ['fr', 'Des chutes, rien.'],
    ['fr', 'Et de chute, rien du tout.'],
  ])('%s: %s', is('good'));
  // Sweep: real emergencies worded near it.
  it.each<Case>([
    ['en', 'Falls, nothing, but my chest is crushing.'],
    ['en', "Dizziness nothing, but I fell and can't get up."],
    ['en', "I've had a fall, nothing I could do, I'm still on the floor."],
    ['en', "Fell over, nothing I can do, I can't get up."],
    ['en', 'Falls, nothing at all... help me, I can\'t breathe.'],
    ['es', 'Caídas nada, pero me duele mucho el pecho.'],
    ['es', 'Me caí y nada, sigo en el suelo.'],
    ['es', 'Me he caído y nada, no me puedo levantar.'],
    ['es', 'Dolor nada, pero no siento el brazo.'],
    ['es', 'De caídas nada, pero me he caído esta mañana y no me puedo levantar.'],
    ['fr', "Des chutes, rien, mais j'ai une douleur dans la poitrine qui serre."],
    ['fr', 'Je suis tombée et rien à faire, je suis toujours par terre.'],
    ['fr', 'De chute rien, mais je ne sens plus mon bras.'],
    ['fr', 'Je suis tombée, rien de cassé mais je ne peux pas me relever.'],
  ])('%s: %s', is('emergency'));
});

describe('a dose missed or mixed up at night: a concern, never the wrong person\'s pills', () => {
  it.each<Case>([
    // "la pastilla de la tensión" is what it is for, not whose it is.
    ['es', 'Anoche me quedé dormida en el sillón y no me tomé la pastilla de la tensión. Hoy me encuentro normal.'],
    ['es', 'Esta mañana me he tomado la pastilla de la tensión de la noche en vez de la de la mañana.'],
    ['fr', "Par contre hier soir j'ai zappé mon Lantus, je me suis endormie devant la télé."],
    ['fr', "J'ai sauté mon cachet du soir."],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['es', 'Me tomé la pastilla de mi marido y estoy mareada.'],
    ['es', 'Me tomé las pastillas del corazón de mi marido y noto el corazón lento.'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['fr', "J'ai zappé la pub."],
  ])('%s: %s', not('concerning'));
});

describe('a known pain at night: cramps, arthritis that wakes the person (a concern)', () => {
  it.each<Case>([
    ['es', 'Sigo con calambres en las piernas por la noche, me despiertan.'],
    ['fr', "Toujours mes crampes dans les mollets la nuit, le médecin m'a dit de m'étirer. Ça me réveille, c'est pénible."],
    ['fr', "Mon arthrose me réveille la nuit, le genou, comme d'habitude. Je prends mon paracétamol et ça se calme."],
    ['es', 'La artrosis me despierta por la noche, la rodilla, como siempre.'],
    ['en', 'My arthritis wakes me at night, the knee, as usual.'],
    ['en', 'My gout kept me up last night.'],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['es', 'Calambres no, nada.'],
    ['fr', 'Pas de crampes.'],
  ])('%s: %s', is('good'));
});

describe('the night\'s ordinary things, told by someone well: good or not understood, never a concern', () => {
  it.each<Case>([
    ['fr', "Ça va, je me suis endormi dans le fauteuil devant le match, comme d'habitude, puis je suis allé au lit vers minuit."],
    ['fr', "Bien. Je me suis cassé le col du fémur en allant aux toilettes la nuit, il y a six ans, depuis j'ai une veilleuse et plus rien."],
    ['fr', "Bien, merci. Les pompiers sont venus chez le voisin cette nuit pour un feu de cheminée, mais tout est rentré dans l'ordre."],
    ['es', 'Bien. Anoche vinieron los bomberos a casa del vecino por un fuego en la chimenea, pero ya está todo arreglado.'],
    ['en', "Fine, thanks. The fire brigade came to next door's last night for a chimney fire, but it's all sorted now."],
    ['en', "Bit tired, because Ron snores like a tractor! But I'm fine, I've got my earplugs now."],
  ])('%s: %s', is('good'));
  it.each<Case>([
    ['fr', 'Vous avez vu le temps ? Il a gelé cette nuit, les voitures sont toutes blanches.'],
  ])('%s: %s', is('unknown'));
  // Floors: the fire not over for the person, the person asleep and not waking, drowsy after tablets, a fall now.
  it.each<Case>([
    ['en', "The fire brigade came to next door last night, a chimney fire, it's all sorted but there's still smoke coming in my kitchen."],
    ['en', "There was a fire next door last night, all sorted now, but I can't breathe for the smoke."],
    ['es', 'Anoche hubo un fuego en casa del vecino, ya está todo arreglado, pero hay humo en mi cocina.'],
    ['fr', "Le feu chez le voisin cette nuit, tout est rentré dans l'ordre, mais ça sent la fumée chez moi et je tousse."],
    ['fr', "Mon mari s'est endormi et je n'arrive pas à le réveiller."],
    ['fr', "Elle s'est endormie après ses cachets et elle ne se réveille pas."],
    ['fr', "J'ai pris deux somnifères, je me suis endormie et là je suis toute somnolente."],
    ['fr', 'Je me suis endormie avec la casserole sur le feu, la cuisine est pleine de fumée.'],
    ['fr', 'Je me suis endormi sur le carrelage et je ne peux pas me relever.'],
    ['fr', "Je suis tombée il y a deux ans, depuis j'ai une canne et plus rien. Mais ce matin je suis tombée et je ne peux pas me relever."],
    ['fr', 'Il gèle dans la maison, je suis frigorifiée.'],
    ['en', "So tired, the neighbours' party! But I fell and can't get up."],
  ])('%s: %s', not('good'));
});

describe('a "no" that ends one answer denies nothing of what the call told before it', () => {
  it('es: the heating off for the bill, then "No me he caído, no": the cold home stays a concern', () => {
    expect(readTwoAnswers('es', 'No pongo la calefacción de noche porque la factura de la luz me tiene agobiada. Duermo con dos mantas y mal, me despierto helada.', 'No me he caído, no.')).toBe('concerning');
  });
});
