import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not, readTwoAnswers } from './read-answer.ts';

// Issue 13, round 29 (unseen28): not knowing the way home, now, with the world gone strange or new ("nothing looks right",
// "I've never been like this before", the day not known) is sudden confusion, a person lost: an emergency in en/es/fr.
// Near-misses: lost for a minute and fine now, a way not known to a new place with a son who drives.

type Case = [CallLanguage, string];

describe('the way home not known, the world strange: an emergency', () => {
  it.each<Case>([
    ['en', "I'm at the allotment gate I think but I don't know which way home is, nothing looks right."],
    ['en', "I don't know which way home is. I've never been like this before."],
    ['es', 'Estoy en la puerta del huerto, creo, pero no sé por dónde se va a casa, nada me parece conocido. Nunca me había pasado.'],
    ['es', 'No sé cómo volver a casa y no sé en qué día estamos.'],
    ['fr', "Je suis devant le jardin, je crois, mais je sais plus par où rentrer chez moi, je reconnais rien. Ça m'est jamais arrivé."],
    ['fr', 'Je retrouve plus le chemin de la maison, je sais pas quel jour on est.'],
  ])('%s: %s', is('emergency'));
  it('en: the day not known in the next answer', () => {
    expect(readTwoAnswers('en', "Who's this? I'm at the allotment gate I think but I don't know which way home is.", "I don't know what day it is. Where am I meant to be?")).toBe('emergency');
  });
});

describe('near-misses: lost a minute and fine now, a new place\'s way', () => {
  it.each<Case>([
    ['en', "I didn't know which way home was for a minute, then I got my bearings, fine now."],
    ['en', "I don't know the way home from the new hospital, my son drives me."],
    ['es', 'No sé el camino a casa desde el hospital nuevo, me lleva mi hijo.'],
    ['fr', "Je connais pas le chemin de l'hôpital, mon fils m'emmène."],
  ])('%s: %s', not('emergency'));
});
