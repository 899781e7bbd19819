import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 29: a hearing aid broken or lost is a concern in each language as in English ("my hearing aid is broken"):
// "mon appareil auditif est cassé", "je vous entends mal, mon appareil est cassé" (the bare "appareil" beside hearing words),
// "se me ha roto el audífono". Near-misses: a camera or another device broken. Floors: a present emergency beside it stays one.

type Case = [CallLanguage, string];

describe('a hearing aid broken: a concern', () => {
  it.each<Case>([
    ['en', 'My hearing aid is broken.'],
    ['es', 'Se me ha roto el audífono.'],
    ['es', 'El audífono no funciona.'],
    ['fr', 'Mon appareil auditif est cassé.'],
    ['fr', 'Hein ? Ah, ça va, ça va. Je vous entends mal, mon appareil est cassé depuis trois semaines.'],
  ])('%s: %s', is('concerning'));
});

describe('near-misses and floors', () => {
  it.each<Case>([
    ['fr', 'Mon appareil photo est cassé.'],
    ['fr', 'Ma télé est cassée, mon appareil est cassé.'],
  ])('%s: %s', not('concerning'));
  it.each<Case>([
    ['fr', "Mon appareil auditif est cassé, et je suis tombée, je peux pas me relever."],
    ['es', 'Se me ha roto el audífono y me he caído, no me puedo levantar.'],
  ])('%s: %s', is('emergency'));
});
