import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 36: the emergency services' need denied in one breath ("No necesito ambulancia, estoy bien", "Pas besoin
// du SAMU, ça va", "je veux pas d'ambulance") read an emergency in Spanish and French, where "I don't need an ambulance"
// read good. Now "I don't need" as English says it. A "no" with a pause after it is an answer ("No, necesito una
// ambulancia"), and a need said beside the denial of another ("pas besoin du médecin, il me faut le SAMU") stays a need.

type Case = [CallLanguage, string];

describe('the service denied: no emergency', () => {
  it.each<Case>([
    ['en', "I don't need an ambulance, I'm fine."],
    ['es', 'No necesito ambulancia, estoy bien.'],
    ['es', 'No quiero que venga la ambulancia, estoy bien.'],
    ['es', 'No necesito ayuda, estoy bien.'],
    ['fr', 'Pas besoin du SAMU, ça va.'],
    ['fr', "Je n'ai pas besoin d'ambulance, ça va."],
    ['fr', "Pas besoin d'appeler les pompiers."],
    ['fr', "Je veux pas d'ambulance, ça va."],
  ])('%s: %s', not('emergency'));
});

describe('floors near the pattern: still an emergency', () => {
  it.each<Case>([
    ['es', 'No, necesito una ambulancia.'],
    ['es', 'No puedo respirar, necesito ambulancia.'],
    ['es', 'No sé, necesito una ambulancia.'],
    ['es', 'No me encuentro bien, necesito una ambulancia.'],
    ['es', 'Mi marido no respira, necesito una ambulancia.'],
    ['es', 'No necesito al médico, necesito una ambulancia.'],
    ['es', 'Necesito una ambulancia.'],
    ['fr', "Non, j'ai besoin du SAMU."],
    ['fr', "J'ai besoin du SAMU."],
    ['fr', 'Pas besoin du médecin, il me faut le SAMU.'],
    ['fr', "Je respire plus, j'ai besoin d'une ambulance."],
    ['fr', "J'ai besoin d'aide, je suis par terre."],
    ['fr', 'Pas besoin de me demander, envoyez le SAMU.'],
  ])('%s: %s', is('emergency'));
});
