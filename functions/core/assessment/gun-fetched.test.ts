import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, unseen25's first score: a late husband's gun brought down from the attic, "ce serait plus simple pour tout
// le monde", read `concerning` by the rules and by the model, and the same told in English or Spanish read `unknown`.
// A gun fetched down or out, beside a family said to be simpler or better off: ending one's life, an emergency. Near
// misses: a gun fetched for the rabbits, something else "simpler for everyone".

type Case = [CallLanguage, string];

describe('a gun fetched, and a family said to be simpler without: an emergency', () => {
  it.each<Case>([
    ['en', "I've brought my husband's gun down from the loft, it's on the kitchen table. I think it'd be simpler for everyone."],
    ['en', "I got the rifle out of the wardrobe. It'd be easier for the family."],
    ['es', 'He bajado la escopeta de mi marido del desván, está en la mesa de la cocina. Pienso que sería más sencillo para todos.'],
    ['es', 'He sacado la pistola del cajón. Sería mejor para mis hijos.'],
    ['fr', "J'ai redescendu le fusil de mon mari du grenier, il est sur la table de la cuisine. Je me dis que ce serait plus simple pour tout le monde."],
    ['fr', "J'ai sorti la carabine de l'armoire. Ce serait mieux pour mes enfants."],
  ])('%s: %s', is('emergency'));
});

describe('a gun fetched for something else, or something else simpler: not raised', () => {
  it.each<Case>([
    ['en', "My son got the shotgun out for the rabbits. I'm fine."],
    ['en', "The coach is simpler for everyone, I'm fine."],
    ['es', 'Mi hijo ha sacado la escopeta para los conejos. Yo estoy bien.'],
    ['es', 'El autobús es más sencillo para todos, estoy bien.'],
    ['fr', 'Mon fils a sorti le fusil pour les lapins. Moi ça va.'],
    ['fr', "Le car c'est plus simple pour tout le monde, ça va bien."],
  ])('%s: %s', not('emergency'));
});
