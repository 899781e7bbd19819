import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13: readings the last stop's note left alone, each read by use, with floors swept before the change.
// - An intruder of an earlier day with the call saying how it ended ("last week a lad tried my door, the police came") had
//   read EMERGENCY: now a concern, as a fall got up from is. Not with now or still in its sentence, nor one told without an
//   end ("last week someone broke in" stays: the more worrying reading when unsure).
// - "Je me suis laissée tomber dans le fauteuil", "me dejé caer en el sillón" (flopped into a chair) had read as a fall.
// - "Ayer se me prendió la sartén, la apagué" (a pan alight, said without "fuego") had read as nothing: now a near miss.
// - A long-standing dementia ("he hasn't known me for two years now") had read as nothing: now a concern, while "since this
//   morning he doesn't know me" stays a sudden muddle.
// - "Estoy molida", "hecha polvo" (worn out) are tiredness.

type Case = [CallLanguage, string];

describe('an intruder of an earlier day, told with its end: a concern', () => {
  it.each<Case>([
    ['en', "Last week a lad tried my door, the police came and he's been caught."],
    ['en', 'A lad tried my back door last week, the police came.'],
  ])('%s: %s', is('concerning'));

  it.each<Case>([
    ['en', 'Last week someone broke in.'],
    ['en', "Last week a lad tried my door and now he's back, he's trying the door again."],
    ['en', "A lad tried my door last week, the police came. There's someone downstairs now."],
    ['en', "Someone broke in last night, the police came, but he's still in the garden."],
    ['en', "Last night someone tried my door, the police came, and I fell on the stairs and can't get up."],
    ['en', "Yesterday a man tried to break in, he ran off, but he's back now at the window."],
    ['en', 'Last week someone broke in and the police came, and my chest is tight now.'],
    ['es', 'La semana pasada entraron a robar, vino la policía, y ahora hay alguien abajo.'],
    ['fr', 'Hier un homme a essayé de forcer ma porte et il est encore là.'],
  ])('%s: %s (floor)', is('emergency'));
});

describe('flopped into a chair: no fall', () => {
  it.each<Case>([
    ['fr', 'Je me suis laissée tomber dans le fauteuil, je suis crevée.'],
    ['fr', 'Je me suis laissé tomber sur le canapé après les courses.'],
    ['es', 'Me dejé caer en el sillón, estoy molida.'],
    ['es', 'Me he dejado caer en el sofá después de la compra.'],
  ])('%s: %s', not('emergency'));

  it.each<Case>([
    ['fr', 'Je me suis laissée tomber par terre, je ne peux pas me relever.'],
    ['fr', 'Je me suis laissée tomber sur le lit et je ne peux plus me relever.'],
    ['fr', "Je me suis laissée tomber dans le fauteuil et depuis j'ai une douleur dans la poitrine qui serre."],
    ['fr', 'Je me suis laissé tomber sur la chaise, j\'ai la bouche de travers et le bras qui ne répond plus.'],
    ['es', 'Me he dejado caer en el suelo y no me puedo levantar.'],
    ['es', 'Me dejé caer en la cama y ya no me puedo levantar.'],
    ['es', 'Me he dejado caer en el sillón porque me duele el pecho muchísimo.'],
    ['es', 'Me dejé caer en la silla, se me ha dormido medio cuerpo y no puedo hablar bien.'],
  ])('%s: %s (floor)', is('emergency'));
});

describe('a pan alight, said without "fuego"', () => {
  it.each<Case>([['es', 'Ayer se me prendió la sartén, la apagué con un trapo mojado.']])('%s: %s (put out: a near miss)', is('concerning'));
  it.each<Case>([
    ['es', 'Se me ha prendido la sartén y hay humo por toda la cocina.'],
    ['es', 'Se me prendió el aceite, no puedo apagarlo.'],
  ])('%s: %s (floor)', is('emergency'));
  it.each<Case>([['es', 'La estufa se encendió sola.']])('%s: %s (switched on, no fire)', not('emergency'));
});

describe('a long-standing dementia: a concern; a sudden one stays an emergency', () => {
  it.each<Case>([
    ['en', "My husband hasn't known me for two years now, the dementia."],
    ['en', "He hasn't recognised me for months."],
    ['es', 'Mi marido ya no me reconoce desde hace dos años, es el alzhéimer.'],
    ['es', 'Hace años que mi mujer no me conoce.'],
    ['fr', "Mon mari ne me reconnaît plus depuis deux ans, c'est l'Alzheimer."],
    ['fr', "Ça fait des mois qu'elle ne me reconnaît plus."],
    ['es', 'Estoy hecha polvo.'],
  ])('%s: %s', is('concerning'));

  it.each<Case>([
    ['en', "Since this morning my husband doesn't know me, he's never been like this."],
    ['es', 'Desde esta mañana mi marido no me reconoce, nunca ha estado así.'],
    ['fr', "Depuis ce matin mon mari ne me reconnaît plus, il n'a jamais été comme ça."],
  ])('%s: %s (floor)', is('emergency'));

  it.each<Case>([['es', 'La carretera reventada por las obras.']])('%s: %s (no one worn out)', not('concerning'));
});

// "Hace mucho calor" is the weather now, not "hace mucho" (long ago) that drops a sentence from the paired readings (the
// last stop's note: round 40 had worked round it in its own block; BEHIND now says so itself). And shivering with a muddle
// in a home gone cold is hypothermia (es "temblando" now counts as shivering).
describe('the weather now, and a cold home with shivering and a muddle', () => {
  it.each<Case>([
    ['es', 'Hace mucho calor. Estoy sentada en un banco y no sé a dónde iba, estoy mareada y no he bebido agua.'],
    ['es', 'Hace frío en la casa, no tengo calefacción y estoy temblando y muy confundida.'],
    ['en', "It's freezing in here, the heating's broken, I'm shaking and I'm all muddled."],
    ['en', "The boiler's gone, I'm shivering and I don't know what day it is."],
    ['fr', 'Il fait froid dans la maison, le chauffage est en panne, je grelotte et je suis toute embrouillée.'],
  ])('%s: %s', is('emergency'));

  it.each<Case>([
    ['es', 'Hace mucho calor, pero estoy bien en casa con el ventilador.'],
    ['es', 'Hace mucho que no me caigo, gracias a Dios.'],
    ['es', 'Hace mucho sol, he salido a pasear un rato, todo bien.'],
  ])('%s: %s', is('good'));

  it.each<Case>([
    ['en', "It's cold in here, the heating's off, I'm shivering a bit, but I've got my coat on and I'm fine."],
    ['en', "My hands shake with the Parkinson's, the house is cold, and I get confused with my tablets sometimes."],
  ])('%s: %s (no muddle now)', not('emergency'));
});
