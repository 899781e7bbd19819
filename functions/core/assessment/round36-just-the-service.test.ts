import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 36 (a raise found while sweeping the services denied): the one thing needed, after needing nothing ("I don't
// need anything, just an ambulance", "no necesito nada, solo una ambulancia", "je n'ai besoin de rien, juste le SAMU"), read
// GOOD with the rules alone: the services told of. Now wanted, with the service's word ending its stretch; never one going
// past, a driver, one that came or one for someone else.

type Case = [CallLanguage, string];

describe('the one thing needed: an emergency', () => {
  it.each<Case>([
    ['en', "I don't need anything, just an ambulance."],
    ['en', 'I need nothing but an ambulance.'],
    ['es', 'No necesito nada, solo una ambulancia.'],
    ['es', 'Nada, solo una ambulancia, por favor.'],
    ['fr', "Je n'ai besoin de rien, juste le SAMU."],
    ['fr', 'Rien, seulement les pompiers.'],
  ])('%s: %s', is('emergency'));
});

describe('the word told, not wanted: no emergency', () => {
  it.each<Case>([
    ['en', 'It was just the ambulance going past.'],
    ['en', "My son's just an ambulance driver."],
    ['en', "Just the ambulance came for next door, I'm fine."],
    ['en', "I've only been in an ambulance once, years ago."],
    ['en', "Nothing, just the ambulance for Mrs Jones, she's fine now."],
    ['es', 'Solo la ambulancia de la vecina, yo estoy bien.'],
    ['fr', 'Juste le SAMU qui est passé dans la rue.'],
    ['fr', 'Seulement les pompiers pour la voisine, moi ça va.'],
  ])('%s: %s', not('emergency'));
});
