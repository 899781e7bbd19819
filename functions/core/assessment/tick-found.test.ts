import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 29 (unseen28): a tick found on one or biting ("I found a tick on my leg", "me encontré una garrapata",
// "j'ai trouvé une tique sur ma jambe") is a bite to check, a concern, even with the person feeling well. Near-misses: a box
// ticked. Floors: a tick beside a present emergency stays one.

type Case = [CallLanguage, string];

describe('a tick found: a concern', () => {
  it.each<Case>([
    ['en', "I found a tick on my leg after the allotment, I pulled it out. I feel fine otherwise."],
    ['es', 'Me encontré una garrapata en la pierna, hay una rojez redonda que se va agrandando.'],
    ['fr', "J'ai trouvé une tique sur ma jambe en rentrant du potager, je l'ai enlevée avec la pince. Je me sens bien sinon."],
  ])('%s: %s', is('concerning'));
});

describe('near-misses and floors', () => {
  it.each<Case>([
    ['en', 'I ticked the box on the form.'],
  ])('%s: %s', not('concerning'));
  it.each<Case>([
    ['en', "I found a tick on my leg, and I've fallen and I can't get up."],
    ['fr', "J'ai trouvé une tique, et je suis tombée, je peux pas me relever."],
  ])('%s: %s', is('emergency'));
});
