import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 36 (found sweeping danger words used for something else): French "faire tomber" a thing is dropping it. "J'ai
// fait tomber mes cachets par terre, je les ai ramassés" read a fall and someone on the floor, an emergency, with the rules
// alone; now "dropped my pills on the floor", as English says it. Someone made to fall ("le chien m'a fait tomber") is read
// as before, and the person's own fall or floor said beside the dropped thing stays an emergency.

type Case = [CallLanguage, string];

describe('a thing dropped: no emergency', () => {
  it.each<Case>([
    ['fr', "J'ai fait tomber mes cachets par terre, je les ai ramassés."],
    ['fr', "J'ai fait tomber mon verre."],
    ['fr', 'Je fais tout tomber en ce moment.'],
    ['en', 'I dropped my pills on the floor, picked them up.'],
  ])('%s: %s', not('emergency'));
});

describe('floors near the pattern: still an emergency', () => {
  it.each<Case>([
    ['fr', 'Le chien m\'a fait tomber, je peux pas me relever.'],
    ['fr', "J'ai fait tomber mes cachets et en les ramassant je suis tombée."],
    ['fr', "J'ai fait tomber ma canne et je suis tombée par terre."],
    ['fr', 'En faisant tomber le verre je suis tombée, je suis par terre.'],
    ['fr', "Mon petit-fils m'a fait tomber en jouant, j'ai mal à la hanche et je peux pas bouger."],
    ['fr', "J'ai fait tomber mon téléphone, je suis par terre depuis ce matin."],
    ['fr', "J'ai fait tomber la télécommande, et moi avec, je suis par terre."],
    ['fr', "Le chat m'a fait tomber dans l'escalier."],
  ])('%s: %s', is('emergency'));
});
