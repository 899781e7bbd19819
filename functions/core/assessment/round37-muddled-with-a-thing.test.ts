import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is } from './read-answer.ts';

// Issue 13, round 37 (unseen36): "Je crois que j'ai pris mon diurétique deux fois ce matin, avec le café je me suis
// embrouillée" read an EMERGENCY with the rules alone: the muddle that tells how the mix-up came about ("with the coffee I got
// mixed up") was read as a symptom after it. A mix-up without a symptom is a concern (docs/assessment.md); the muddle told with
// what it happened beside, of anything and in either order, now spares one muddle, as "muddled with the pill box" already did.
// A muddle of now, a day not known, dizziness, drowsiness, a heart beating slowly, chest pain after the dose stay emergencies
// (the sweep below, written before it was run).

type Case = [CallLanguage, string];

describe('a double dose, the muddle told as how it happened, no symptom: a concern', () => {
  it.each<Case>([
    ['fr', "Je crois que j'ai pris mon diurétique deux fois ce matin, avec le café je me suis embrouillée."],
    ['en', 'I think I took my water tablet twice this morning, I got muddled with the coffee.'],
    ['es', 'Me tomé el diurético dos veces, con el café me confundí.'],
  ])('%s: %s', is('concerning'));
});

describe('the same with a sign after the dose: an emergency', () => {
  it.each<Case>([
    ['fr', "J'ai pris mon diurétique deux fois, avec le café je me suis embrouillée, et maintenant j'ai la tête qui tourne."],
    ['fr', "J'ai pris deux fois mes cachets, avec le petit déjeuner je me suis embrouillée, depuis je suis toute confuse, je sais plus quel jour on est."],
    ['fr', "Avec le café je me suis embrouillée, j'ai pris deux fois mon cachet pour le cœur, j'ai le cœur qui bat très lentement."],
    ['fr', "J'ai pris deux fois ma pilule, je me suis trompée avec la boîte, et je suis très somnolente."],
    ['fr', "J'ai pris deux fois mes cachets, avec le café je me suis embrouillée, et là je suis toute embrouillée."],
    ['en', "I took my water tablet twice, I got muddled with the coffee, and now I'm so dizzy I can't stand."],
    ['en', "Took my tablets twice, got mixed up with breakfast, and I'm all confused now, what day is it?"],
    ['en', "With the coffee I got muddled and took my heart pills twice, I'm ever so drowsy."],
    ['en', "I got confused with the kettle and took my pills twice, my heart's pounding."],
    ['en', "I took my pills twice and I'm confused, I don't know where I am."],
    ['es', 'Me tomé el diurético dos veces, con el café me confundí, y ahora estoy muy mareada.'],
    ['es', 'Con el desayuno me hice un lío y me tomé las pastillas dos veces, estoy muy adormilada.'],
    ['es', 'Me tomé las pastillas dos veces, con el café me lie, y ahora no sé qué día es.'],
    ['es', 'Me tomé dos veces la pastilla del corazón, con el café me confundí, y tengo dolor en el pecho.'],
    ['es', 'Me tomé las pastillas dos veces y estoy confundida, no sé dónde estoy.'],
  ])('%s: %s', is('emergency'));
});
