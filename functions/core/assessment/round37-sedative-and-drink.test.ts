import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 37 (unseen36): a sleeping tablet taken with a dram ("took my sleeping tablet... and a wee dram, maybe
// two... so sleepy, can't keep my eyes open") and with a cognac ("mon cachet pour dormir... et un petit cognac... j'ai
// tellement sommeil") read only a concern with the rules alone: the drink was read only by few names and only after the
// tablet, and "cachet pour dormir" not at all. Now a sleeping tablet and a drink, in either order with words between, and
// drowsy or muddled now, is a sedative with alcohol (an emergency), in the three languages. A tablet with a drink and a good
// night after it, drowsy with a drink and no tablet, a tablet with tea, or a drink denied stay as they read.

type Case = [CallLanguage, string];

describe('a sleeping tablet with a drink, and drowsy now: an emergency', () => {
  it.each<Case>([
    ['en', "Mm... took my sleeping tablet... and a wee dram, maybe two... so sleepy, can't keep my eyes open..."],
    ['en', 'Had a nightcap with my sleeping pill and I can hardly keep my eyes open.'],
    ["en", "I've had two glasses of wine and then my zopiclone, I'm so drowsy."],
    ['en', "I had a sleeping pill and a dram, I'm nodding off."],
    ['en', 'Took my sleeping tablet with a brandy, what day is it?'],
    ['en', 'Had a whisky and my sleeping tablet, I feel ever so dozy.'],
    ['es', 'Me tomé la pastilla para dormir y una copita de coñac, tengo mucho sueño.'],
    ['es', 'Me he tomado el orfidal con un vino y estoy muy adormilada.'],
    ['es', 'Me tomé dos copas de vino y luego la pastilla de dormir, se me cierran los ojos.'],
    ['es', 'Con la cerveza me tomé el lorazepam y estoy atontada.'],
    ['es', 'Me tomé la pastilla para dormir con un whisky, ¿qué día es hoy?'],
    ['es', 'Tomé un coñac y la pastilla para dormir, no me puedo mantener despierta.'],
    ['fr', "Hmm... j'ai pris mon cachet pour dormir... et un petit cognac... ou deux... j'ai tellement sommeil..."],
    ['fr', "J'ai pris mon somnifère avec un whisky, je dors debout."],
    ['fr', "J'ai bu deux verres de vin puis mon cachet pour dormir, je m'endors."],
    ['fr', 'Un petit verre de calvados avec mon somnifère, je suis dans les vapes.'],
    ['fr', "J'ai pris mon comprimé pour dormir avec du vin, mes yeux se ferment."],
    ['fr', "J'ai pris mon Stilnox et une bière, je suis somnolente."],
  ])('%s: %s', is('emergency'));
});

describe('a good night after it, a drink without the tablet, a tablet denied: no emergency', () => {
  it.each<Case>([
    ['en', 'Took my sleeping tablet last night with a sherry, slept like a log, fine today.'],
    ['en', "I never take my sleeping pill with wine. I'm a bit tired today."],
    ['en', 'Took my sleeping tablet with a cup of tea, slept well.'],
    ['es', 'Anoche me tomé la pastilla para dormir con una copita, dormí muy bien, hoy estoy estupenda.'],
    ['es', 'Tengo mucho sueño, anoche bebí una copa de vino.'],
    ['fr', "Hier soir somnifère et un verre de vin, j'ai bien dormi, ça va très bien ce matin."],
    ['fr', "J'ai sommeil, j'ai bu un verre de vin au déjeuner."],
    ['fr', "Ce matin j'ai avalé mon comprimé pour dormir à la place de celui du cœur. Je me sens bien quand même, pas endormie, pas de vertige."],
    ['en', "I'm not drowsy at all, took my sleeping pill with a small sherry last night."],
  ])('%s: %s', not('emergency'));
});
