import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 33 (unseen30: the kitchen, cooking and meals; the telephone and asking for help): danger signs read by their
// sign and structure, whatever words come between.

type Case = [CallLanguage, string];

// Tried to get up and cannot, now, with words between ("tried twice to", "keep trying", "llevo un rato intentando", "j'ai
// essayé deux fois de"): not getting up, an emergency.
describe('tried (twice, again, for an hour) to get up and cannot: an emergency', () => {
  it.each<Case>([
    ['en', "My hip's bad. I've tried twice to get up and I can't, I had to pull the phone down off the counter by the cord."],
    ['en', "I've tried a few times to get up but I can't."],
    ['en', "I keep trying to get up and I can't."],
    ['en', "I've been trying to get up for an hour, I can't."],
    ['en', "I've had a go at getting up three times and I can't manage it."],
    ['en', "I've tried and tried to get off the floor but I can't, my legs won't."],
    ['es', 'He intentado dos veces levantarme y no puedo, me duele la cadera.'],
    ['es', 'Intento levantarme pero no puedo.'],
    ['es', 'Llevo un rato intentando levantarme y no puedo.'],
    ['es', 'He tratado de levantarme varias veces y no hay manera.'],
    ['fr', "J'ai essayé deux fois de me relever et j'y arrive pas, j'ai mal à la hanche."],
    ['fr', "J'essaie de me relever mais je peux pas."],
    ['fr', "J'ai tenté plusieurs fois de me remettre debout, impossible."],
    ['fr', "Ça fait une heure que j'essaie de me relever, j'y arrive pas."],
  ])('%s: %s', is('emergency'));
});

describe('floors: a fall and no getting up stays an emergency', () => {
  it.each<Case>([
    ['en', "I fell and I can't get up."],
    ['en', "I had a fall yesterday, I was fine after, but I fell again this morning and I can't get up."],
    ['es', 'Me he caído y no me puedo levantar.'],
    ['es', 'Por más que intento ponerme de pie no puedo, estoy en el suelo de la cocina.'],
    ['fr', "Je suis tombée et je n'arrive pas à me relever."],
    ['fr', "J'ai essayé de me lever du fauteuil et je n'y arrive pas, je suis coincée par terre."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a can\'t that is not about rising', () => {
  it.each<Case>([
    ['en', "Yesterday I tried to get up from the chair too fast, I can't remember why, anyway I'm fine now."],
  ])('%s: %s', not('emergency'));
});

// A muddle now, read by its sign (losing track of where one is, not recognising one's own kitchen or kettle, not knowing what
// one is doing there, keys or glasses put in the fridge), said to be new (never happened before, fine yesterday, started this
// morning all of a sudden): sudden confusion, an emergency.
describe('a new muddle, said to be new: an emergency', () => {
  it.each<Case>([
    ['en', "I keep losing track of where I am. I found myself in the kitchen with the oven on and no idea why, and I don't recognise my own kettle. This has never happened to me before."],
    ['en', "I don't know where I am in my own house, this has never happened before."],
    ['en', "I found my keys in the fridge this morning, suddenly this morning I'm all muddled, yesterday I was fine."],
    ['en', "I'm in the kitchen and I don't know what I'm doing here, yesterday I was fine."],
    ['es', 'Me he despertado y no reconozco la cocina, he puesto la cafetera en la nevera. Mi hija dice que ayer estaba bien.'],
    ['es', 'No sé dónde estoy, y eso que es mi casa, nunca me había pasado.'],
    ['es', 'He encontrado las llaves en la nevera y estoy muy confundida, ayer estaba bien.'],
    ['es', 'Estoy en la cocina y no sé qué hago aquí, de repente esta mañana.'],
    ['fr', "Je suis dans ma cuisine mais je ne sais pas ce que je fais là. J'ai retrouvé mes clés dans le frigo. Ça a commencé ce matin d'un coup, hier j'allais très bien."],
    ['fr', "Je ne sais pas où je suis, ça ne m'est jamais arrivé."],
    ['fr', "J'ai mis mes lunettes dans le frigo, je suis toute embrouillée, hier j'allais bien."],
    ['fr', "Je ne reconnais plus ma cuisine, d'un coup ce matin."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a memory long poor, a muddle over a thing', () => {
  it.each<Case>([
    ['en', "My memory's been bad for years, I found my keys in the fridge last month, the doctor knows."],
    ['en', "I'm confused about the new bus times, never happened before."],
    ['es', 'Tengo mala memoria desde hace años, a veces dejo las llaves en la nevera.'],
    ['es', 'Estoy liada con los papeles del banco, nunca me había pasado.'],
    ['fr', "J'ai la mémoire qui flanche depuis des années, une fois j'ai mis mes clés dans le frigo."],
    ['fr', "Je suis perdue depuis que mon mari est parti d'un coup."],
  ])('%s: %s', not('emergency'));
});

// A pan or its oil alight now, or smoke now with the room thick, the alarm going, coughing or nothing to be seen: a fire.
describe('a pan alight, or smoking with coughing or nothing to be seen: an emergency', () => {
  it.each<Case>([
    ['en', "I was doing a few chips. The pan's still smoking and the alarm's going, I can't see the back door for it."],
    ['en', "The chip pan's caught and I can't put it out."],
    ['en', "It's getting thick in here, I can't see a thing."],
    ['en', 'The frying pan is still smoking and I am coughing.'],
    ['es', 'Se me ha prendido la sartén con el aceite, le he echado agua y ha sido peor, sale llama hasta la campana. ¡No puedo apagarlo, hay mucho humo, no veo!'],
    ['es', 'Se me ha prendido la sartén, hay mucho humo.'],
    ['es', 'El aceite está ardiendo y no puedo apagarlo.'],
    ['es', 'La sartén echando humo, no veo nada.'],
    ['fr', "L'huile a pris feu dans la poêle, je n'arrive pas à l'éteindre."],
    ['fr', 'Il y a des flammes qui sortent de la casserole.'],
    ['fr', "Ça fume partout, je tousse, j'y vois rien."],
    ['fr', "Il y a plein de fumée dans la cuisine, l'alarme sonne."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a pan that smoked, the hob turned on, toast burnt', () => {
  it.each<Case>([
    ['en', 'The pan was smoking yesterday and set the alarm off, all fine now.'],
    ['en', 'I burnt the toast and the alarm went off, I opened the window, no harm done.'],
    ['es', 'Ayer se me quemó la sartén y saltó la alarma, abrí la ventana y ya está.'],
    ['es', 'Prendí la estufa porque hace frío.'],
    ['fr', "Hier la poêle a fumé et l'alarme a sonné, j'ai ouvert la fenêtre, tout va bien."],
    ['fr', "J'ai fait brûler le pain grillé, un peu de fumée, rien de grave."],
  ])('%s: %s', not('emergency'));
});

// A knock on the head, by any thing that came down on it or caught it ("clonked me on the head", "se me cayó una lata en la
// cabeza", "j'ai pris la porte du placard sur la tête"), then sick, sleepy or the sight blurred: a head injury, an emergency.
describe('a knock on the head, then sick, sleepy or blurred: an emergency', () => {
  it.each<Case>([
    ['en', "A tin of beans came down off the top shelf and clonked me on the head about an hour ago. I've been sick twice since and I just want to go to sleep."],
    ['en', "The cupboard door caught me right on the head, now I've been sick and I'm drowsy."],
    ['en', 'A jar fell off the shelf onto my head this morning and I keep being sick.'],
    ['en', "I thumped my head on the extractor hood, my vision's gone blurry and I'm so sleepy."],
    ['es', 'Me di con la puerta del armario de arriba en la cabeza anoche, al cerrarla. Esta mañana he vomitado dos veces y tengo mucho sueño, veo un poco borroso.'],
    ['es', 'Se me cayó una lata en la cabeza y he vomitado.'],
    ['es', 'Me pegué con la campana en la cabeza y ahora veo borroso y tengo mucho sueño.'],
    ['fr', "Une boîte de conserve m'est tombée sur la tête, j'ai vomi deux fois et j'ai très sommeil."],
    ['fr', 'Je me suis cogné la tête contre la hotte, depuis je vois flou et je vomis.'],
    ['fr', "J'ai pris la porte du placard sur la tête ce matin, je n'arrête pas de vomir."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a knock long ago, a knock with no sign after it', () => {
  it.each<Case>([
    ['en', 'I hit my head on the shelf last year, fine since.'],
    ['en', 'I bumped my head on the cupboard, bit of a lump, not sick or drowsy at all.'],
    ['es', 'Me di en la cabeza hace dos años, desde entonces bien.'],
    ['fr', "Je me suis cogné la tête il y a des années, rien depuis."],
  ])('%s: %s', not('emergency'));
});

// Someone got into the home, and heard inside now or the person afraid or shut in now: an intruder, an emergency.
describe('someone got in, heard inside or the person afraid now: an emergency', () => {
  it.each<Case>([
    ['en', "There's someone at the back door rattling the handle, I think they've got in through the kitchen. I can hear them in the pantry. I'm upstairs, I'm frightened, please get someone."],
    ['en', "Someone's broken in, I can hear them downstairs."],
    ['en', "I think somebody got in through the window, I'm so scared."],
    ['es', 'Creo que han entrado por la cocina, los oigo abajo, tengo mucho miedo.'],
    ['es', 'Alguien se ha metido en casa, estoy asustada.'],
    ['fr', "Quelqu'un est entré par la cuisine, je les entends en bas, j'ai peur."],
    ['fr', 'Ils sont rentrés chez moi, je me suis enfermée dans la chambre.'],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a tradesman or family let in, a break-in elsewhere long ago', () => {
  it.each<Case>([
    ['en', "The plumber got in through the back, he's fixing the sink, lovely man."],
    ['en', "Someone broke in next door last year, I'm fine."],
    ['es', 'Alguien entró en casa del vecino el año pasado, yo bien.'],
    ['fr', "Il est entré par la porte de derrière, c'est mon fils, il m'apporte les courses."],
  ])('%s: %s', not('emergency'));
});
