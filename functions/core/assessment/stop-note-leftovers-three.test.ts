import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13: readings the last stop's note left alone. A door tried by a stranger said as "tried to open my door" or
// "intentó abrir mi puerta" (read as nothing), while "mi hijo intentó abrir la puerta con su llave" read an intruder;
// nothing kept down for days said without a bug or vomiting named (unknown); the sugar meter's HI with the person feeling
// fine (good: a reading past the meter's top is worth a look).

type Case = [CallLanguage, string];

describe("a stranger who tried a door of the home, or to get in: an intruder", () => {
  it.each<Case>([
    ['en', 'A man tried to open my door last night.'],
    ['en', 'Someone tried to get in last night.'],
    ['es', 'Un chico intentó abrir mi puerta anoche.'],
    ['es', 'Un hombre intentó abrir mi puerta.'],
    ['es', 'Alguien intentó entrar anoche.'],
    ['es', 'Han intentado abrir la puerta esta noche.'],
  ])('%s: %s', is('emergency'));

  it.each<Case>([
    ['en', 'Last week a man tried to open my door, the police came and he has been caught.'],
    ['es', 'La semana pasada un chico intentó abrir mi puerta, vino la policía y se lo llevaron.'],
  ])('%s: %s (an earlier day, its end told)', is('concerning'));

  it.each<Case>([
    ['en', 'He tried to get in the bath.'],
    ['en', 'My son tried to open the door for me.'],
    ['es', 'Mi hijo intentó abrir la puerta con su llave.'],
  ])('%s: %s (not a stranger, not the home)', not('emergency'));
});

describe('nothing kept down for a day or more, said plainly: dehydration', () => {
  it.each<Case>([
    ['en', 'I have not kept anything down since Friday.'],
    ['en', "I haven't kept anything down since yesterday morning."],
  ])('%s: %s', is('emergency'));

  it.each<Case>([
    ['en', "I couldn't keep anything down last week but I'm fine now."],
    ['en', "I've kept everything down since Friday, much better."],
  ])('%s: %s (over)', not('emergency'));
});

describe("the sugar meter's HI with no sign beside it: a concern, never good", () => {
  it.each<Case>([
    ['en', 'The machine said HI this morning but I feel fine.'],
    ['es', 'El aparato marcaba HI esta mañana, pero me encuentro bien.'],
    ['fr', 'Le lecteur a marqué HI ce matin mais je me sens bien.'],
  ])('%s: %s', is('concerning'));

  it.each<Case>([["en", "My meter said HI, I'm so thirsty and I've been sick and drowsy."]])('%s: %s (with its signs)', is('emergency'));
});
