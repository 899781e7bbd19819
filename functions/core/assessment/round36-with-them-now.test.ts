import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 36 (safety): someone else taken ill, told as "had a", with the person beside them now ("Le voisin a fait une
// crise cardiaque, je suis avec lui") read GOOD with the rules alone: "the neighbour" was not one of the person's own, and
// being with them was no sign that nobody had helped yet. Now an emergency, as "el vecino ha tenido un infarto, estoy con él"
// already was. Help come (the hospital), a time gone by, or being with them on another day stays as it read.

type Case = [CallLanguage, string];

describe('someone taken ill, the person with them now: an emergency', () => {
  it.each<Case>([
    ['fr', 'Le voisin a fait une crise cardiaque, je suis avec lui.'],
    ['fr', 'Ma voisine a fait un malaise, je suis avec elle.'],
    ['en', "The neighbour had a stroke, I'm with her."],
    ['en', "The neighbour's had a heart attack, I'm with him."],
    ['es', 'El vecino ha tenido un infarto, estoy con él.'],
  ])('%s: %s', is('emergency'));
});

describe('help come, a time gone by, another day: no emergency', () => {
  it.each<Case>([
    ['fr', "Mon mari a fait un AVC, je suis avec lui à l'hôpital."],
    ['fr', 'Ma fille est là, je suis avec elle, tout va bien.'],
    ['en', "My friend had a heart attack, I'm with him at the hospital."],
    ['en', "The neighbour had a stroke years ago, I'm with him most days."],
    ['en', 'My neighbour had a heart attack last year, I sat with him yesterday.'],
    ['en', 'The neighbour had a stroke, I was with him yesterday at the hospital.'],
  ])('%s: %s', not('emergency'));
});
