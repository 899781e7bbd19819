import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13: the legs giving way is a fall now, in each language and in the perfect ("my legs have gone from under
// me", "mes jambes ont lâché", "se me doblaron las piernas" read nothing). Told as over, a concern; denied, nothing.

type Case = [CallLanguage, string];

describe('the legs giving way: an emergency', () => {
  it.each<Case>([
    ['en', 'My legs have gone from under me.'],
    ['en', 'My legs have just given way.'],
    ['fr', 'Mes jambes ont lâché.'],
    ['fr', 'Mes jambes se sont dérobées.'],
    ['es', 'Se me doblaron las piernas.'],
    ['es', 'Las piernas me fallaron.'],
  ])('%s: %s', is('emergency'));
});

describe('told as over, denied, or a machine: no emergency', () => {
  it.each<Case>([
    ['en', 'My legs went from under me last week but I got up fine.'],
    ['en', 'My legs have gone to sleep sitting here.'],
    ['fr', 'Mes jambes ont flanché hier mais je me suis relevée.'],
    ['fr', "Mes jambes n'ont pas lâché, ça va."],
    ['fr', 'La machine à laver a lâché.'],
    ['es', 'Se me doblaron las piernas el martes, pero me levanté bien.'],
    ['es', 'Las piernas no me fallan, estoy bien.'],
  ])('%s: %s', not('emergency'));
});
