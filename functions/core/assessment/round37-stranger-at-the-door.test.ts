import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 37 (unseen36): "There's a lad in my back garden trying the door, he followed me back from the corner shop"
// read UNKNOWN with the rules alone: someone trying the door was read only with nothing but "is", "keeps" or "now" between.
// Now someone not known (a man, a lad, someone, un chaval, un jeune), then up to twelve words (where they are; a clause
// after, "someone followed me home and now he's at the door"), then trying, rattling or forcing a door, a window, a handle
// or a lock, is an intruder now, in the three languages. The person trying a door themself, a door that sticks, the wind,
// or a lad told of last week with the police come stay as they read.

type Case = [CallLanguage, string];

describe('someone not known at a door or window, trying it: an intruder now', () => {
  it.each<Case>([
    ['en', "Can you get someone round? There's a lad in my back garden trying the door, he followed me back from the corner shop when I went for my baccy."],
    ['en', "A fella's out the back trying the handle."],
    ['en', "Someone followed me home and now he's at the door trying the handle."],
    ['en', 'Two lads in the yard rattling my back door.'],
    ['en', 'Some bloke at the front, he keeps trying the door.'],
    ['es', 'Hay un chaval en el patio intentando abrir la puerta, me ha seguido desde la tienda.'],
    ['es', 'Un hombre me siguió hasta casa y ahora está en el jardín probando la puerta.'],
    ['es', 'Hay un tipo en la terraza forzando la ventana.'],
    ['es', 'Alguien ha saltado la valla y está intentando abrir la puerta de atrás.'],
    ['fr', "Il y a un jeune dans le jardin qui essaie d'ouvrir la porte, il m'a suivie depuis le tabac."],
    ['fr', 'Un type dans la cour qui essaie la poignée.'],
    ['fr', 'Des jeunes dans le jardin qui secouent la porte de derrière.'],
    ["fr", "Quelqu'un a escaladé le portail et essaie d'ouvrir la fenêtre."],
    ['fr', "Il y a un inconnu devant chez moi qui tente d'ouvrir la porte."],
  ])('%s: %s', is('emergency'));
});

describe('the person at their own door, a door that sticks, the wind, a time gone by: no intruder', () => {
  it.each<Case>([
    ['en', 'I was trying the door of the shed, it sticks.'],
    ['en', 'A man came to read the meter, I was trying the door to let him in.'],
    ['en', 'The man from the council was trying the door because it sticks.'],
    ['en', "Last week a lad was in the garden trying the door, the police came and he's gone."],
    ['en', 'A man came to fix the boiler. The wind was rattling the windows all night.'],
    ['es', 'Un señor vino a leer el contador, yo estaba intentando abrir la puerta.'],
    ['fr', "Un monsieur est venu pour le compteur, j'essayais d'ouvrir la porte."],
    ['fr', "La semaine dernière un jeune a essayé d'ouvrir la porte, la police est venue, c'est fini."],
  ])('%s: %s', not('emergency'));
});
