import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13: unseen37 (memory: forgetfulness and early dementia), read by sign after its first score. Each describe holds the
// sign in the three languages, its near misses, and for what was lowered the emergencies worded near it (the sweep).

type Case = [CallLanguage, string];

describe('someone of the house gone out in the dead of night and not back: missing', () => {
  it.each<Case>([
    ['en', "I'm shattered, to be honest. Ron went out in the night, the front door was wide open at four, and he's still not back, I've rung round the street."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "My son went out last night to the pub and he's not back yet, typical."],
    ['en', "My husband went out at four in the morning for his fishing and he's not back yet, he never is before tea."],
  ])('%s: %s', not('emergency'));
});

describe('a dose taken three times or more: an overdose', () => {
  it.each<Case>([
    ['en', "I think I've done something silly. The pill box was empty so I took the morning ones again, and then again, I've had them three times."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', 'My tablets, I take them three times a day.'],
    ['en', "The headaches, I've had them three times this week."],
    ['en', "My tablets? No, I haven't taken them three times, just once."],
  ])('%s: %s', not('emergency'));
});

describe('out, in streets not known, as it gets dark: lost', () => {
  it.each<Case>([
    ['en', "I'm not at home, I went out for milk and I don't know these streets. Everything looks different and it's getting dark."],
    ['es', 'No estoy en casa, salí a por el pan y no conozco estas calles. Todo me parece distinto y ya está anocheciendo.'],
    ['fr', 'Je ne suis pas chez moi, je suis allé à la Migros et je ne reconnais plus les rues. Tout a changé et il commence à faire nuit.'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "I went out for milk, I don't know these streets round the new estate but I found my way, I'm home now."],
    ['fr', 'Je reconnais plus les rues du quartier, tout a changé avec les travaux, mais je suis bien rentrée.'],
  ])('%s: %s', not('emergency'));
});

describe('waking on the floor of a passage, not knowing how (es); gas smelt "drôlement" (fr); Québec "à matin"', () => {
  it.each<Case>([
    ['es', 'Me he despertado en el pasillo, tirada, y no sé cómo llegué ahí. Tengo un chichón enorme en la frente.'],
    ['fr', "Ça va, ça va. Dites, ça sent drôlement le gaz dans la cuisine, là, j'ai dû laisser le bouton ouvert pour la soupe."],
    ['fr', "C'est sa femme, Ginette. D'habitude il est juste un peu mêlé, mais depuis à matin il me reconnaît pas, il pense qu'on est en 1960 pis il tient pas debout."],
    ['es', 'Estaba viendo la serie y un señor se ha caído en mi portal, no se levanta.'],
    ['es', 'Mi marido se ha caído y no se levanta.'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['es', 'Me desperté en el sofá y no sé cómo llegué ahí, me quedé dormida viendo la tele.'],
  ])('%s: %s', not('emergency'));
});

describe('the gas on and not lit: a near miss when it was, gas now when it is', () => {
  it.each<Case>([
    ['en', "Bit shaken still. Yesterday my son came in and the gas ring was on with nothing lit, he turned it off and opened the windows. It's all fine today, he's put a gadget on it."],
    ['es', 'Algo asustada todavía. Ayer llegó mi hijo y el fuego estaba abierto sin llama, lo cerró y abrió las ventanas. Hoy todo bien.'],
    ['fr', "Hier mon fils est arrivé, le gaz était ouvert sans flamme, il a coupé et aéré. Aujourd'hui tout va bien."],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['en', 'The gas ring is on with nothing lit.'],
    ['en', 'The gas ring is on with nothing lit and I can smell gas.'],
    ['es', 'El fuego está abierto sin llama.'],
    ['es', 'El fuego está abierto sin llama y huele a gas.'],
    ['fr', 'Le gaz est ouvert sans flamme.'],
    ['fr', 'Le gaz est ouvert sans flamme, ça sent le gaz partout.'],
  ])('%s: %s', is('emergency'));
});

describe('a thing that helps is no plea for help; "smashing" is well', () => {
  it.each<Case>([
    ['en', "Smashing. My son's put labels on all the cupboards, TEA, PLATES, it's like a classroom, but it does help."],
    ['fr', "Très bien. Mon fils a collé des étiquettes sur tous les placards, ASSIETTES, CAFÉ, on se croirait à l'école, mais ça aide."],
    ['en', 'Smashing, thanks.'],
  ])('%s: %s', is('good'));
  it.each<Case>([
    ['es', 'Pero ayuda mucho.'],
    ['en', 'That would help.'],
  ])('%s: %s', not('emergency'));
  // The sweep: help asked for, said any way.
  it.each<Case>([
    ['en', "Help, I've fallen."],
    ['en', "It's help I need, come quick."],
    ['en', 'Can you get help.'],
    ['en', 'Help me up please.'],
    ['fr', "À l'aide !"],
    ['es', '¡Ayuda!'],
  ])('%s: %s', is('emergency'));
});

describe('a programme\'s "señor" is the programme\'s (es)', () => {
  it.each<Case>([
    ['es', 'Bien, estaba viendo la serie de médicos, salía una ambulancia a toda pastilla y un señor con un infarto. Qué emoción.'],
    ['es', 'Bien, en la serie salía un señor con un infarto.'],
    ['es', 'Bien, en la novela a un señor le dio un infarto.'],
  ])('%s: %s', is('good'));
  it.each<Case>([
    ['es', 'Un señor se ha caído en la calle delante de mi casa y no se mueve.'],
    ['es', 'Estaba viendo la serie y me ha dado un dolor fuerte en el pecho.'],
  ])('%s: %s', is('emergency'));
});
