import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is } from './read-answer.ts';

// Issue 13, round 40 (unseen40): Québec "j'ai le moral à terre" (low spirits since selling the car) read EMERGENCY, someone on
// the floor, with the rules alone. The spirits on the floor, said with "moral" (or "le coeur") right before ("le moral à terre",
// "mon moral est par terre"), and the same in Spanish ("la moral por los suelos", "el ánimo por el suelo") and English ("my
// spirits are on the floor", "mood's through the floor"), are low mood: a concern. Lowers French only; the person down beside
// it ("je suis à terre", "estoy en el suelo", "I'm on the floor") is still an emergency. Sweep: 6 French, 5 Spanish and 4
// English emergencies worded near the pattern without plea words, written before the change and kept as floors below.

type Case = [CallLanguage, string];

describe('the spirits on the floor: low mood, a concern', () => {
  it.each<Case>([
    ['fr', "Depuis que j'ai vendu mon char, je sors pu, je m'ennuie, j'ai le moral à terre. Non, pas de douleur, pas de chute."],
    ['fr', "J'ai le moral à terre."],
    ['es', 'Tengo la moral por los suelos desde que vendí el coche.'],
    ['es', 'Tengo el ánimo por los suelos, no salgo.'],
    ['en', 'My spirits are on the floor since I gave up the car.'],
    ['en', "My mood's through the floor since I sold the car."],
  ])('%s: %s', is('concerning'));
});

describe('floors: the person down beside low spirits stays an emergency', () => {
  it.each<Case>([
    ['fr', 'Je suis à terre depuis ce matin, le moral aussi.'],
    ['fr', "J'ai pas le moral, je suis tombée, je suis à terre."],
    ['fr', 'Le moral est bas et je suis à terre dans la cuisine.'],
    ['fr', 'Le moral ça va, mais je suis à terre depuis une heure.'],
    ['fr', 'Mon moral est à terre et moi aussi, je suis tombée dans le couloir et je bouge pas.'],
    ['fr', "J'ai le moral à terre, je suis à terre dans la salle de bain depuis une heure."],
    ['es', 'Estoy en el suelo y no me puedo levantar, tengo la moral por los suelos.'],
    ['es', 'Me he caído, estoy en el suelo desde anoche.'],
    ['es', 'Con el ánimo por los suelos y me he caído en el baño, no puedo levantarme.'],
    ['es', 'Estoy tirada en el suelo del pasillo.'],
    ['es', 'Mi marido está en el suelo y no responde.'],
    ['en', "I'm on the floor and my spirits with me."],
    ['en', "Mood's on the floor and so am I, fell in the hall, can't get up."],
    ['en', "I'm on the floor in the kitchen."],
    ['en', "My mood is fine but I'm on the floor by the bed."],
  ])('%s: %s', is('emergency'));
});
