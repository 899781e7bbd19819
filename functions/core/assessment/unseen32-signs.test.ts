import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13: unseen32 (looking after a partner, and getting about the house), read by sign after its first score. Each
// describe holds the sign in the three languages, its near misses, and for what was lowered the emergencies worded
// near it (the sweep), kept as floors.

type Case = [CallLanguage, string];

describe('a stranger come in and going through the things, or not known and saying whom they come from: an intruder', () => {
  it.each<Case>([
    ['fr', "Oh, tranquille. Dites, il y a un monsieur qui a ouvert la boîte à clés et qui est entré, il dit qu'il vient de la part de l'aide à domicile mais je ne le connais pas et il fouille dans le buffet."],
    ['fr', 'Il y a une dame que je connais pas dans le salon, elle fouille dans mon sac.'],
    ['fr', "Un homme est entré dans la cuisine, je sais pas qui c'est, il regarde dans mes tiroirs."],
    ['en', "A man let himself in with the key safe code, I've never seen him before, he's going through the sideboard."],
    ['en', "Someone's come in, I don't know who he is, he's in the front room looking through my things."],
    ['en', "There's a man in the kitchen, I don't know him, says he's from the council."],
    ['es', 'Ha entrado un señor que no conozco, dice que viene de la ayuda a domicilio y está revolviendo los cajones.'],
    ['es', 'Se ha metido una mujer en casa, no la he visto nunca, está rebuscando en mi bolso.'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "A new carer came in this morning, I didn't know her, lovely girl."],
    ['en', 'The carer came in and went through my tablets with me.'],
    ['es', 'Ha venido un señor de la compañía del gas a mirar la caldera, muy amable.'],
    ['fr', 'Le monsieur du gaz est entré pour la chaudière, il a regardé dans le placard, tout va bien.'],
  ])('%s: %s', not('emergency'));
});

describe('a slip or a trip caught on a frame, a rail or the furniture: a near miss', () => {
  it.each<Case>([
    ['fr', "J'ai failli tomber ce matin, j'ai glissé sur le tapis avec mes pantoufles, je me suis rattrapée au déambulateur. Rien de cassé, j'ai juste eu peur."],
    ['en', 'I nearly fell this morning, slipped on the rug, grabbed the frame.'],
    ['en', 'I took a tumble on the rug, caught myself on the frame.'],
    ['es', 'Casi me caigo con la alfombra del pasillo, se me enganchó la zapatilla. Menos mal que me agarré al mueble, no llegué a caerme.'],
    ['es', 'Me resbalé en la ducha pero me agarré a la barra, no llegué a caerme.'],
  ])('%s: %s', is('concerning'));
  // The sweep: down after all, hurt, or another sign told after the catch.
  it.each<Case>([
    ['en', "I slipped, grabbed the rail, but I went down and can't get up."],
    ['en', "I slipped in the bath and held on but I've banged my head and I'm being sick."],
    ['en', "I tripped and caught myself on the table but now my chest is tight and my arm's gone numb."],
    ['en', "I slipped on the ice, grabbed the car, I think my hip's broken, I can't move."],
    ['en', "I slipped and grabbed the towel rail, it came off the wall and I'm on the floor."],
    ['en', 'I stumbled, grabbed the door frame, but then I fell anyway.'],
    ['es', 'Me resbalé, me agarré a la barra pero me caí igual y no me puedo levantar.'],
    ['es', 'Me tropecé y me sujeté a la mesa, pero me di en la cabeza y estoy vomitando.'],
    ['es', 'Me resbalé en la ducha, me agarré a la cortina, se soltó y estoy en el suelo.'],
    ['es', 'Me resbalé y me agarré, pero me duele muchísimo la cadera y no puedo moverme.'],
    ['es', 'Me tropecé, me agarré a la silla, y ahora tengo un dolor fuerte en el pecho.'],
    ['fr', 'J\'ai glissé, je me suis rattrapée à la table, mais je suis tombée quand même et je peux pas me relever.'],
    ['fr', "J'ai trébuché, je me suis tenue au mur, mais je me suis cogné la tête et je vomis."],
    ['fr', "J'ai glissé dans la douche, je me suis accrochée au rideau, il a lâché et je suis par terre."],
    ['fr', "J'ai glissé, je me suis rattrapée, mais j'ai très mal à la hanche et je peux plus bouger."],
    ['fr', "J'ai trébuché, je me suis rattrapée au buffet, et maintenant j'ai une douleur dans la poitrine qui serre."],
    ['fr', "J'ai glissé sur le tapis, je suis par terre."],
  ])('%s: %s', is('emergency'));
});

describe('the home help named by the help she gives ("la chica de la ayuda"): a trade, not a plea', () => {
  it.each<Case>([
    ['es', 'Ha entrado la chica de la ayuda y me ha ordenado los cajones.'],
    ['es', 'Ha venido la chica de la ayuda esta mañana.'],
    ['es', 'La muchacha de la ayuda me ha hecho la compra.'],
  ])('%s: %s', not('emergency'));
  // The sweep: a plea, a fall, the floor or the breath told beside her.
  it.each<Case>([
    ['es', 'Que venga la de la ayuda, no puedo respirar.'],
    ['es', 'Llame a la chica de la ayuda, me he caído y no me levanto.'],
    ['es', '¡Ayuda! La chica de la ayuda no está y me ahogo.'],
    ['es', 'La señora de la ayuda se ha ido y yo sigo en el suelo desde anoche.'],
    ['es', 'Mi marido no se despierta, la chica de la ayuda está llamando a la ambulancia.'],
    ['es', 'La chica de la ayuda me encontró en el suelo, no me puedo levantar.'],
    ['es', 'Necesito ayuda, me he caído.'],
    ['es', 'Me he caído y no me levanto.'],
  ])('%s: %s', is('emergency'));
});

describe('words in the wrong order, or a thing of every day not known, said to be new: a stroke or a new muddle', () => {
  it.each<Case>([
    ['en', "I went to put the kettle on and I couldn't think what it was for, that's never happened before. My words keep coming out in the wrong order, like now, you see."],
    ['en', 'My words keep coming out in the wrong order.'],
    ['en', "I picked up the remote and couldn't think what it was for, never happened before."],
    ['es', 'Cogí el hervidor y no sabía para qué servía, nunca me había pasado.'],
    ['es', 'Las palabras me salen al revés, desordenadas, desde esta mañana.'],
    ['fr', "J'ai pris la bouilloire et je savais plus à quoi ça servait, ça m'est jamais arrivé."],
    ['fr', 'Les mots sortent dans le désordre depuis ce matin.'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', 'I put the words in the wrong order in my crossword, silly me.'],
    ['en', "I couldn't think what the bill was for, I'll ring them."],
  ])('%s: %s', not('emergency'));
});

describe("another's pills taken from the box shared with one's own: with drowsiness an overdose, without a mix-up", () => {
  it.each<Case>([
    ['es', 'Creo que me he tomado las pastillas de Manolo, las de dormir, que están en el mismo pastillero que las mías. Estoy muy mareada y se me cierran los ojos.'],
    ['fr', "J'ai pris les comprimés de Jacques, ceux pour dormir, ils sont dans le même pilulier que les miens. J'ai la tête qui tourne et je m'endors."],
    ['en', "I think I took Bill's sleeping tablets by mistake, I'm ever so drowsy and dizzy."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['es', 'Me he tomado las pastillas de Manolo, las de dormir, que están en el mismo pastillero que las mías, pero estoy bien.'],
    ['en', "I took Bill's tablets by mistake but I feel fine."],
  ])('%s: %s', is('concerning'));
});
