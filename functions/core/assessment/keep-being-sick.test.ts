import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13: not stopping is going on. "Je n'arrête pas de vomir", "no paro de vomitar" read `good` (a denial of
// being sick); they are being sick again and again, a concern, and an emergency after a knock on the head. Near-misses:
// sickness that has stopped is no longer going on.

type Case = [CallLanguage, string];

describe('being sick again and again, said as not stopping: a concern', () => {
  it.each<Case>([
    ['fr', "Je n'arrête pas de vomir depuis ce matin."],
    ['fr', "J'arrête pas de vomir, je sais pas ce que j'ai mangé."],
    ['fr', 'Je ne cesse de vomir depuis hier soir.'],
    ['es', 'No paro de vomitar desde esta mañana.'],
    ['es', 'No dejo de devolver, no sé qué me ha sentado mal.'],
    ['en', 'I keep being sick since this morning.'],
  ])('%s: %s', is('concerning'));
});

describe('floors: after a knock on the head it is an emergency', () => {
  it.each<Case>([
    ['fr', "J'ai pris la porte du placard sur la tête, je n'arrête pas de vomir."],
    ['es', 'Me di un golpe en la cabeza con el armario y no paro de vomitar.'],
    ['en', "I banged my head on the cupboard door and I can't stop being sick."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: sickness that has stopped', () => {
  it.each<Case>([
    ['fr', "J'ai arrêté de vomir hier, ça va mieux."],
    ['es', 'Ya dejé de vomitar ayer, estoy mejor.'],
  ])('%s: %s', not('emergency'));
});
