import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13: readings the last stop's closing note left alone, each read by its sign in the three languages where it applies,
// with floors worded near it.

type Case = [CallLanguage, string];

describe('a thing dropped or fallen is no fall of the person: ash, "laisser tomber" a thing', () => {
  it.each<Case>([
    ['en', 'A bit of ash fell on the rug, no harm.'],
    ['en', 'The ash fell on the rug.'],
    ['fr', "J'ai laissé tomber ma pipe."],
  ])('%s: %s', not('emergency'));
  it.each<Case>([
    ['en', 'Some ash fell on the rug and the rug is smouldering.'],
    ['en', "I was emptying the ashes and fell, I can't get up."],
    ['en', "Knocked the ash tray and fell over, I'm on the floor."],
    ['fr', "J'ai laissé tomber ma pipe et le tapis fume."],
    ['fr', 'Je suis tombée, j\'ai laissé tomber ma canne, je ne peux pas me relever.'],
  ])('%s: %s', is('emergency'));
});

describe('water from outside coming into the home now is a flood; a leak through the ceiling a concern', () => {
  it.each<Case>([
    ['en', "The water's coming in under my door now."],
    ['en', "The river's up and water is coming into the house."],
    ['es', 'El agua está entrando por debajo de la puerta.'],
    ['fr', "L'eau rentre sous la porte."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', 'Water is coming through the ceiling from upstairs.'],
    ['en', 'No water coming in under the door, the sandbags held.'],
    ['en', 'Last winter water came in under the door, but not this year.'],
    ['es', 'El agua no entra por la puerta, pusimos sacos.'],
    ['fr', "L'eau ne rentre pas sous la porte."],
  ])('%s: %s', not('emergency'));
});

describe('a pan alight on a day gone by and put out is a near miss; alight again or smoke now is a fire', () => {
  it.each<Case>([
    ['en', 'Yesterday the pan caught fire, I put it out.'],
    ['fr', "Hier la poêle a pris feu, je l'ai éteinte."],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['en', "Yesterday the pan caught fire, I put it out, but now it's caught again."],
    ['en', "The pan's on fire, I put a towel on it but it's still burning."],
    ['en', "The chip pan caught fire last night, I put it out and the kitchen's full of smoke now."],
    ['fr', "La poêle a pris feu, je l'ai éteinte mais ça a repris."],
    ['es', 'Se me ha prendido la sartén y no puedo apagarla.'],
  ])('%s: %s', is('emergency'));
});

describe('es: a bare "no tiemblo" is no shaking; "ya no tiemblo" with the cold is the shivering stopped', () => {
  it.each<Case>([['es', 'No tiemblo nada, estoy bien.']])('%s: %s', is('good'));
  it.each<Case>([
    ['es', 'Ya no tiemblo, tengo mucho frío y sueño.'],
    ['es', 'Estoy helada, no tiemblo más y me duermo.'],
  ])('%s: %s', is('emergency'));
});

describe('someone of the house with dementia, or at night, trying to get out: a risk of wandering (a concern)', () => {
  it.each<Case>([
    ['en', "My husband has Alzheimer's, at night he tries to open the door to go out."],
    ['en', 'My husband keeps trying to get out at night.'],
    ['es', 'Mi marido tiene alzhéimer, por la noche intenta abrir la puerta para salir.'],
    ['fr', "Mon mari a la maladie d'Alzheimer, la nuit il essaie d'ouvrir la porte pour sortir."],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['en', "I tried to get out of bed at night, I'm fine."],
    ['en', "I try to go out every night for a walk, I'm well."],
    ['fr', 'La nuit j\'essaie de sortir marcher un peu, ça va.'],
  ])('%s: %s', is('good'));
  it.each<Case>([
    ['en', "My husband has dementia, he went out at four this morning and he's not back."],
    ['en', "I tried to get out of bed at night and fell, I can't get up."],
  ])('%s: %s', is('emergency'));
});

describe('"nearly came a cropper" is a near miss, as "nearly fell" is (unseen40)', () => {
  it.each<Case>([['en', 'I nearly came a cropper on the wet leaves outside the library, grabbed the railing just in time.']])('%s: %s', is('concerning'));
  it.each<Case>([
    ['en', "I came a cropper on the ice and I can't get up."],
    ['en', "I nearly came a cropper on the stairs and now I can't get up, I fell after all."],
  ])('%s: %s', is('emergency'));
});
