import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 36: a floor that is a storey or a flat is a place one lives or stays, not a floor one lies on. "I'm on the
// second floor" and "estoy en el piso de mi hija" read an emergency with the rules alone. A storey said with a plain "am",
// "was", "been"; a flat of someone ("de mi hija") or upstairs ("de arriba"). A room's floor, the floor said bare, and anyone
// lying, stuck or down there read as before.

type Case = [CallLanguage, string];

describe('a storey or a flat: no emergency', () => {
  it.each<Case>([
    ['en', "I'm on the second floor."],
    ['en', "We're on the ground floor now."],
    ['en', "I'm on the top floor, the lift's broken."],
    ['en', 'I was on the third floor when the alarm went.'],
    ['es', 'Estoy en el piso de mi hija.'],
    ['es', 'Estoy en el piso de mi hija, todo bien.'],
    ['es', 'Estoy en el piso de arriba.'],
    ['es', 'Estoy en el piso de mi hermana unos días.'],
    ['fr', 'Je suis au premier étage.'],
    ['fr', 'Je suis chez ma fille, au deuxième étage.'],
  ])('%s: %s', not('emergency'));
});

describe('floors near the pattern: still an emergency', () => {
  it.each<Case>([
    ['en', "I'm on the floor."],
    ['en', "I'm on the ground."],
    ['en', "I'm lying on the first floor landing."],
    ['en', "I'm lying on the top floor."],
    ['en', "I'm down on the second floor."],
    ['en', "I'm down on the floor on the top floor."],
    ['en', "I'm on the floor of the bedroom on the first floor."],
    ['en', "I fell on the top floor and I can't get up."],
    ['en', "I've been on the kitchen floor since six."],
    ['es', 'Estoy en el piso.'],
    ['es', 'Estoy en el piso de la cocina y no puedo levantarme.'],
    ['es', 'Estoy en el piso del baño desde anoche.'],
    ['es', 'Me caí en el piso de mi hija y no me puedo levantar.'],
    ['es', 'Estoy en el piso de arriba y me he caído, no me puedo mover.'],
    ['es', 'Llevo horas en el piso de mi habitación.'],
    ['es', 'Estoy tirada en el piso de mi hija.'],
    ['fr', 'Je suis par terre au premier étage.'],
    ['fr', "Je suis tombée dans l'escalier du premier étage, je peux pas me relever."],
  ])('%s: %s', is('emergency'));
});
