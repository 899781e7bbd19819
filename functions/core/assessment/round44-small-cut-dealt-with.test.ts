import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is } from './read-answer.ts';

// Issue 13, round 44 (unseen44): "Je me suis coupé le doigt avec le couteau à pain hier, ça a un peu saigné, je l'ai passé sous
// l'eau froide et j'ai mis un pansement. Ça va maintenant." (unseen44-fr-bread-knife-cut-plaster) read EMERGENCY with the rules
// alone: the French says the hedge before the verb ("un peu saigné", rewritten "a bit bleeding"), and only "bled a bit" after it
// was read as a little bleeding. A bleed hedged before the verb, in any language ("a little bled", "un peu saigné", "un poco
// sangrado"), is a little bleeding, a concern, as "bled a little" is. Lowers: the sweep below (written before it was run) keeps a
// bleed that then pours, soaks cloths, will not stop, or comes with a faint or a fall an emergency.

type Case = [CallLanguage, string];

describe('a small cut that bled a little, dealt with: a concern', () => {
  it.each<Case>([
    ['en', 'I cut my finger on the bread knife yesterday, it a little bled, I ran it under the tap and put a plaster on. Fine now.'],
    ['en', 'Nicked my thumb peeling spuds, it only slightly bled, plaster on.'],
    ['es', 'Me corté el dedo con el cuchillo del pan ayer, sangró un poco, lo puse bajo el agua fría y me puse una tirita. Ya estoy bien.'],
    ['fr', "Ça va. Je me suis coupé le doigt avec le couteau à pain hier, ça a un peu saigné, je l'ai passé sous l'eau froide et j'ai mis un pansement. Ça va maintenant."],
    ['fr', "Je me suis entaillé le pouce en épluchant, ça a un peu saigné, j'ai mis un pansement."],
    ['fr', "Petite coupure au doigt, ça a légèrement saigné, c'est réglé."],
  ])('%s: %s', is('concerning'));
});

describe('floors: a bleed hedged at first that then pours, soaks, will not stop, or comes with a faint or a fall', () => {
  it.each<Case>([
    ['en', "It a little bled at first, now it's pouring out and won't stop."],
    ['en', 'It slightly bled, then blood everywhere, all over the kitchen floor.'],
    ['en', "It a bit bled, and now I've soaked two towels."],
    ['en', "It a little bled, then I fell and I can't get up."],
    ['en', 'It only slightly bled but now I feel faint and there is blood everywhere.'],
    ['es', 'Ha sangrado un poco al principio y ahora no para de sangrar.'],
    ['es', 'Ha sangrado un poquito y ahora hay sangre por todas partes.'],
    ['es', 'Ha sangrado un poco, y ya llevo dos toallas empapadas.'],
    ['es', 'Ha sangrado un poco, luego me he caído y no me puedo levantar.'],
    ['es', 'Ha sangrado un poco y ahora sale sangre a chorros.'],
    ['fr', "Ça a un peu saigné au début, maintenant ça pisse le sang et ça s'arrête pas."],
    ['fr', "Ça a un peu saigné, et là j'ai trempé deux torchons."],
    ['fr', "Ça a un peu saigné, puis je suis tombée et je peux pas me relever."],
    ['fr', "Ça a un peu saigné et maintenant il y a du sang partout."],
    ['fr', "Ça a un peu saigné, maintenant ça saigne beaucoup et ça ne s'arrête pas."],
  ])('%s: %s', is('emergency'));
});
