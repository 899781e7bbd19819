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

describe('a breath lost now and then for a moment, over: a concern', () => {
  it.each<Case>([
    ['en', "Sometimes I can't breathe for a moment when I cough, then it passes."],
    ['es', 'A veces me ahogo un momento, toso y ya.'],
    ['es', 'Me ahogo un momento cuando toso, y ya está.'],
    ['fr', "Parfois je m'étouffe un instant quand je tousse, et puis ça passe."],
  ])('%s: %s', is('concerning'));

  it.each<Case>([
    ['en', "Sometimes I can't breathe for a moment, and now I can't breathe at all."],
    ['en', "Sometimes I can't breathe for a moment but right now I'm struggling."],
    ['en', "I can't breathe."],
    ['es', 'A veces me ahogo un momento, pero ahora no puedo respirar.'],
    ['es', 'Cuando toso me ahogo y no se me pasa.'],
    ['es', 'Me ahogo, no puedo respirar.'],
    ['fr', "Parfois je m'étouffe un instant, mais là je n'arrive plus à respirer."],
    ['fr', "Je m'étouffe, je n'arrive pas à respirer."],
  ])('%s: %s (floor)', is('emergency'));
});

describe('black stools told with the verb between', () => {
  it.each<Case>([['fr', "Mes selles sont noires, c'est le fer."]])('%s: %s', is('concerning'));
  it.each<Case>([['fr', 'Mes selles sont noires et tout devient gris quand je me lève.']])('%s: %s (floor)', is('emergency'));
});

describe('someone asked to be sent to mend a thing of the home: a need, not a plea', () => {
  it.each<Case>([
    ['en', "Could you send someone to fix the boiler? I'm fine otherwise."],
    ['en', 'Can you send someone to look at the boiler?'],
    ['fr', "Vous pouvez envoyer quelqu'un pour réparer la chaudière ?"],
  ])('%s: %s', is('concerning'));

  it.each<Case>([
    ['en', "Could you send someone? I've fallen."],
    ['en', 'Send someone to check the gas, I can smell it.'],
    ['en', 'Could you send someone to look at me, I feel terrible.'],
    ['en', "Please send someone to fix the boiler, I'm freezing and I can't get up."],
    ['en', "Send someone to look at my husband, he won't wake up."],
    ['en', "Could you send someone to fix the pipe, there's water everywhere."],
    ['fr', "Vous pouvez envoyer quelqu'un ? Je suis tombée."],
    ['fr', "Envoyez quelqu'un pour vérifier le gaz, ça sent fort."],
    ['es', '¿Pueden mandar a alguien? Me he caído.'],
    ['es', 'Manden a alguien para mirar a mi marido, no se despierta.'],
  ])('%s: %s (floor)', is('emergency'));
});
