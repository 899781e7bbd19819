import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 36: a thing that fell on a part of the person ("a tin fell on my head off the shelf", "une boîte m'est tombée
// sur le pied") read the person's own fall, an emergency, with the rules alone. Now a knock: on the head a knock to the head,
// elsewhere an injury, a concern; with sickness or drowsiness now an emergency (read by the signs). A thing fallen on the
// person with no part named ("the wardrobe fell on me") stays as it was, and a thing the person reached for or carried is no
// subject ("I reached for a tin, fell and hit my head" stays the person's fall).

type Case = [CallLanguage, string];

describe('a thing fallen on a part of the person: no emergency', () => {
  it.each<Case>([
    ['en', 'A tin fell on my head off the shelf last week, just a bump, fine since.'],
    ['en', 'A tin fell on my head off the shelf.'],
    ['en', 'The wardrobe door fell on my foot.'],
    ['fr', 'Une boîte m\'est tombée sur le pied.'],
    ['fr', 'Une boîte m\'est tombée sur la tête la semaine dernière, juste une bosse, ça va depuis.'],
    ['es', 'Me cayó una lata en el pie, todo bien.'],
  ])('%s: %s', not('emergency'));
});

describe('floors near the pattern: still an emergency', () => {
  it.each<Case>([
    ['en', 'A tin fell on my head off the shelf and now I keep being sick.'],
    ['en', 'A tin fell on my head and I feel very sleepy.'],
    ['en', "The wardrobe fell on me, I can't move."],
    ['en', "A tin fell on my head and I fell over, can't get up."],
    ['en', 'I reached for a tin, fell and hit my head.'],
    ['en', 'I reached for a tin fell and hit my head.'],
    ['en', "A can fell on my foot and it's bleeding a lot."],
    ['en', 'I fell on my head.'],
    ['fr', "Une boîte de conserve m'est tombée sur la tête et maintenant j'ai envie de vomir."],
    ['fr', "L'armoire m'est tombée dessus, je peux pas bouger."],
    ['fr', 'Je suis tombée sur la tête.'],
    ['fr', "Une boîte m'est tombée sur la tête, je suis toute endormie."],
    ['fr', 'En attrapant une boîte, je suis tombée.'],
    ['es', 'Me cayó una maceta en la cabeza y ahora tengo mucho sueño.'],
    ['es', 'Una lata me cayó en la cabeza y ahora vomito.'],
    ['es', 'El armario se me cayó encima, no me puedo mover.'],
    ['es', 'Cogiendo una lata me caí.'],
    ['es', 'Me caí sobre la espalda.'],
  ])('%s: %s', is('emergency'));
});
