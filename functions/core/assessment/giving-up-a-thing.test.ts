import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 29: giving up a thing ("no point carrying on with the allotment", "no tiene sentido seguir con el huerto",
// "ça ne sert à rien de continuer le potager") is no wish to stop living. Floors: no point carrying on, going on any more,
// in anything, not wanting to carry on, with life or the pain named, stay emergencies.

type Case = [CallLanguage, string];

describe('giving up a thing: not self-harm', () => {
  it.each<Case>([
    ['en', "There's no point carrying on with the allotment now, my knees won't have it."],
    ['en', 'No point going on with the garden, it is too much for me.'],
    ['en', "I don't want to carry on with the bowls club, my hip."],
    ['es', 'No tiene sentido seguir con el huerto, las rodillas no me dejan.'],
    ['es', 'No le veo sentido a seguir con mis gallinas, ya no puedo con ellas.'],
    ['fr', 'Ça ne sert à rien de continuer le potager, mes genoux ne suivent plus.'],
    ['fr', 'À quoi bon continuer le jardin, c\'est trop dur pour moi.'],
  ])('%s: %s', not('emergency'));
});

describe('floors: going on living, stay emergencies', () => {
  it.each<Case>([
    ['en', "There's no point carrying on."],
    ['en', 'No point going on any more.'],
    ['en', 'There is no point in anything.'],
    ['en', "I don't want to carry on."],
    ['en', "I don't want to carry on with my life."],
    ['en', 'No point carrying on with this pain.'],
    ['en', "There's no point carrying on with the allotment, and no point going on any more."],
    ['es', 'No tiene sentido seguir.'],
    ['es', 'No tiene sentido seguir con esta vida.'],
    ['fr', 'Ça ne sert à rien de continuer.'],
    ['fr', 'Ça ne sert à rien de continuer cette vie.'],
    ['fr', 'À quoi bon continuer le jardin, à quoi bon vivre.'],
  ])('%s: %s', is('emergency'));
});
