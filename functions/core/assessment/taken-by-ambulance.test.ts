import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not, readTwoAnswers } from './read-answer.ts';

// Issue 13, round 29 (unseen28): the ambulance that took someone else in, told in a stretch with nothing of the person's, by
// a person who says they are well ("it's Derek next door I'm fretting about, he fell off his ladder ... and they took him in
// by ambulance", "se lo llevaron en ambulancia", "l'ambulance l'a emmené"), is help come for them: no call for one now.
// Floors: a plea beside it ("please send someone, I need an ambulance too"), or the person's own fall, stay emergencies.

type Case = [CallLanguage, string];

describe('someone else taken in by ambulance: no emergency', () => {
  it('en: Derek next door, and right as rain', () => {
    expect(readTwoAnswers('en',
      "I'm fine, it's Derek next door I'm fretting about, he fell off his ladder cutting the leylandii yesterday and they took him in by ambulance.",
      "Me? No, I'm right as rain, I just popped round with his post.")).toBe('good');
  });
  it.each<Case>([
    ['en', "I'm fine, it's my neighbour I'm worried about, he fell off his ladder yesterday and they took him in by ambulance."],
    ['es', 'Yo estoy bien, es mi vecino el que me preocupa, se cayó de la escalera ayer y se lo llevaron en ambulancia.'],
    ['fr', "Moi ça va, c'est mon voisin qui m'inquiète, il est tombé de son échelle hier et l'ambulance l'a emmené."],
  ])('%s: %s', not('emergency'));
});

describe('floors: a plea beside it, or the person\'s own fall', () => {
  it.each<Case>([
    ['en', "I'm fine, but my husband collapsed and they took him in by ambulance, please send someone, I need an ambulance too."],
    ['en', "They took my neighbour in by ambulance, and now I've fallen and I can't get up."],
    ['es', 'Se lo llevaron en ambulancia al vecino, y ahora me he caído y no me puedo levantar.'],
    ['fr', "L'ambulance a emmené mon voisin, et là je suis tombée, je peux pas me relever."],
  ])('%s: %s', is('emergency'));
});
