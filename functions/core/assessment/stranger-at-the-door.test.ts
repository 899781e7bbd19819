import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 29 (unseen28): a stranger pulling at a door or window ("he's pulling at the back door", "jalando la puerta
// de atrás", "il tire sur la porte de derrière"), or climbing into the garden or the yard now ("brincando la barda del corral
// ahorita mismo", "escalade le mur de la cour en ce moment"), is an intruder: an emergency in en/es/fr. Near-misses: a son
// pulling at a door that sticks, a lad over the fence for his ball yesterday.

type Case = [CallLanguage, string];

describe('a stranger at the door or over the wall, now: an emergency', () => {
  it.each<Case>([
    ['en', "There's a man climbing over the yard wall right now, he's taking the hens and now he's pulling at the back door. I'm on my own."],
    ['en', 'Someone is pulling at the back door.'],
    ['en', 'A man is climbing over the fence into the garden right now.'],
    ['es', 'Hay un hombre brincando la barda del corral ahorita mismo, se está llevando las gallinas y ya está jalando la puerta de atrás. Estoy sola.'],
    ['es', 'Alguien está tirando de la puerta de atrás.'],
    ['es', 'Un hombre está saltando la tapia del patio ahora mismo.'],
    ['fr', 'Il y a un homme qui escalade le mur de la cour en ce moment, il prend les poules et il tire sur la porte de derrière. Je suis seule.'],
    ['fr', "Quelqu'un tire sur la porte de derrière."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: one\'s own at a sticking door, a ball fetched', () => {
  it.each<Case>([
    ['en', 'My son was pulling at the back door, it sticks with the damp.'],
    ['en', "The neighbour's lad climbed over the fence for his ball yesterday."],
    ['es', 'El chico del vecino saltó la valla ayer para coger su pelota.'],
    ['fr', 'Mon fils tire sur la porte, elle coince.'],
  ])('%s: %s', not('emergency'));
});
