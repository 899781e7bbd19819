import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, unseen27's false emergencies from programmes: "watched one of they Christmas films, the old man falls", a
// "téléfilm", and a story's family word said as "the" one ("en la novela la abuelita se cayó", "in the soap the grandma
// fell"); grandparents are someone else. Floors: the person's own sign, or "my grandma" now, beside it stay emergencies.

type Case = [CallLanguage, string];

describe('a programme\'s people: not an emergency', () => {
  it.each<Case>([
    ['en', "Och, I'm fine, hen. Watched one of they Christmas films, the old man falls down the stairs on Christmas Eve and naebody finds him till the morning."],
    ['en', "I'm fine. In the soap the grandma fell down the stairs."],
    ['es', 'Ay, bien. En la novela la abuelita se cayó de la escalera el día de la boda de la nieta y nadie se dio cuenta hasta el otro día.'],
    ['fr', "Ça va très bien. J'ai regardé un téléfilm de Noël hier soir, une grand-mère qui tombe dans la neige en allant à la messe de minuit."],
  ])('%s: %s', not('emergency'));
});

describe('floors: one\'s own sign, or the family\'s now, beside a programme', () => {
  it.each<Case>([
    ['en', "I watched one of those Christmas films. And I fell down the stairs this morning and can't get up."],
    ['en', "In the soap the grandma fell down the stairs, and my grandma fell this morning and can't get up."],
    ['en', 'My grandma fell down the stairs this morning.'],
    ['es', 'En la novela la abuelita se cayó de la escalera. Y mi abuelita se cayó esta mañana y no se puede levantar.'],
    ['es', 'Mi abuelita se cayó de la escalera esta mañana.'],
    ['fr', "J'ai regardé un téléfilm hier soir. Et moi je suis tombée ce matin, je ne peux pas me relever."],
    ['fr', "Mon grand-père est tombé dans l'escalier ce matin, il ne peut pas se relever."],
  ])('%s: %s', is('emergency'));
});
