import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is } from './read-answer.ts';

// Issue 13, round 29: someone else's event in a remote past, a family story with its year ("mon grand-père était tombé dans
// le puits en 1920, on en parle encore"), is no trouble of the person's: a year from 1850 is as gone by as one of their own
// life, and "abuelo", "abuela" are someone else. Floors: the person's own fall now, a grandparent down now, stay emergencies.

type Case = [CallLanguage, string];

describe('a family story long ago: not the person\'s', () => {
  it.each<Case>([
    ['en', "My grandad fell down the well in 1920, we still talk about it. I'm fine."],
    ['en', "My grandmother collapsed at the mill in 1911, it's a family story. I'm very well."],
    ['es', 'Mi abuelo se cayó al pozo en 1920, todavía se habla de eso. Yo estoy bien.'],
    ['fr', 'Mon grand-père était tombé dans le puits en 1920, on en parle encore. Moi ça va.'],
  ])('%s: %s', is('good'));
});

describe('floors: a fall now, the person\'s or a grandparent\'s', () => {
  it.each<Case>([
    ['en', "My grandad fell down the well in 1920, and today I've fallen and I can't get up."],
    ['en', "My grandma has fallen and she can't get up."],
    ['es', 'Mi abuelo se cayó al pozo en 1920 y hoy me he caído y no me puedo levantar.'],
    ['es', 'Mi abuela se ha caído y no se puede levantar.'],
    ['fr', "Mon grand-père était tombé dans le puits en 1920, et là je suis tombée et je peux pas me relever."],
    ['fr', 'Ma grand-mère est tombée, elle peut pas se relever.'],
  ])('%s: %s', is('emergency'));
});
