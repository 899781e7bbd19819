import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 32: trouble told as over, someone else's or long ago. FLOORS first: a fire in the person's home now, a
// fire next door now with smoke coming in, one said to go on, stay emergencies in en, es and fr.

type Case = [CallLanguage, string];

describe('a fire at home now, or coming in now: FLOORS stay emergencies', () => {
  it.each<Case>([
    ['en', "The kitchen's full of smoke"],
    ['en', "There's a fire next door and smoke is coming in under the door"],
    ['en', "There was a fire at the shop downstairs last night and the smoke's still coming into my flat"],
    ['en', "The chip shop below me is on fire, I can't get out"],
    ['en', "There was a fire at the chip shop, nobody hurt, but now my kitchen's full of smoke"],
    ['en', "Nobody's hurt but the curtains are on fire"],
    ['es', 'Hay fuego en la cocina'],
    ['es', 'Hay un incendio en el bar de abajo y me entra humo en casa'],
    ['es', 'Hubo un incendio en la tienda de abajo anoche y todavía sale humo en mi piso'],
    ['es', 'El bar de abajo está ardiendo, no puedo salir'],
    ['es', 'Nadie herido, pero la cortina está ardiendo'],
    ['fr', 'Il y a le feu chez le voisin et la fumée rentre chez moi'],
    ['fr', "Il y a eu un incendie à la boulangerie en bas hier soir et il y a encore de la fumée dans l'appartement"],
    ['fr', 'Le bar en bas est en feu, je peux pas sortir'],
  ])('%s: %s', is('emergency'));
});

// A past chest pain, resolved, is a concern (a doctor to tell), never an emergency and never good.
describe('a chest pain of an earlier day, said to be indigestion and gone: a concern', () => {
  it.each<Case>([
    ['en', 'The chest pain on Monday was indigestion, the doctor said, all gone now'],
    ['es', 'El dolor de pecho del lunes era acidez, ya se me pasó'],
    ['fr', "La douleur à la poitrine de lundi, c'était des brûlures d'estomac, c'est passé"],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['en', 'The chest pain on Monday was indigestion, the doctor said, all gone now'],
    ['es', 'El dolor de pecho del lunes era acidez, ya se me pasó'],
    ['fr', "La douleur à la poitrine de lundi, c'était des brûlures d'estomac, c'est passé"],
  ])('%s: %s (not an emergency)', not('emergency'));
});

// Burning now in the home, said in the present, is a fire: "ça brûle dans la cuisine", "les rideaux brûlent", "it's burning
// in the kitchen" read nothing (unknown) before this round. A burning wee stays a concern.
describe('burning now in the home: a fire', () => {
  it.each<Case>([
    ['en', "It's burning in the kitchen"],
    ['en', "It's burning downstairs"],
    ['fr', 'Ça brûle dans la cuisine'],
    ['fr', 'Les rideaux brûlent'],
    ['fr', 'La casserole brûle'],
    ['fr', 'Personne de blessé, mais les rideaux brûlent'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['fr', 'Ça brûle quand je fais pipi'],
    ['fr', 'La casserole a brûlé hier, rien de grave'],
  ])('%s: %s', is('concerning'));
});
