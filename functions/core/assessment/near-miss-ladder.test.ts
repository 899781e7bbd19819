import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is } from './read-answer.ts';

// Issue 13, round 29 (unseen28): a near miss is a concern. A ladder or a stool that slid or moved under the person, who
// caught themself and did not fall ("the ladder slid out ... I grabbed the drainpipe, I didn't fall", "se me resbaló la
// escalera ... me agarré a la rama, no me caí", "l'échelle a glissé ... je me suis rattrapé au volet. Pas tombé"), and
// nearly down ("I nearly ended up on the floor", "casi me voy al suelo", "j'ai failli me retrouver par terre"). Floors: down
// after all, on the floor, or a ladder that slipped with nothing more said, stay emergencies.

type Case = [CallLanguage, string];

describe('a near miss: a concern', () => {
  it.each<Case>([
    ['en', 'Had a close shave, the ladder slid out when I was clearing the gutter. I grabbed the drainpipe and got down, I didn\'t fall.'],
    ['en', 'I nearly ended up on the floor.'],
    ['en', 'I nearly went down in the garden.'],
    ['es', 'Se me resbaló la escalera cogiendo higos, pero me agarré a la rama, no me caí.'],
    ['es', 'Qué susto, se me movió la escalera y casi me voy al suelo, pero me agarré a la rama.'],
    ['es', 'Por poco acabo en el suelo.'],
    ['fr', "L'échelle a glissé quand je nettoyais la gouttière, je me suis rattrapé au volet. Pas tombé."],
    ['fr', "J'ai failli me retrouver par terre."],
  ])('%s: %s', is('concerning'));
});

describe('floors: down after all, or nothing more said', () => {
  it.each<Case>([
    ['en', "The ladder slid out and I fell, I can't get up."],
    ['en', "The ladder slid and I'm on the ground."],
    ['en', 'The ladder slipped.'],
    ['en', "I fell and I can't get up."],
    ['es', 'Se me resbaló la escalera y me caí, no me puedo levantar.'],
    ['es', 'Se me resbaló la escalera.'],
    ['fr', "L'échelle a glissé, je suis tombé, je peux pas me relever."],
    ['fr', "L'échelle a glissé."],
  ])('%s: %s', is('emergency'));
});
