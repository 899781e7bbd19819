import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13 (unseen31): a foot, nail or skin treatment swallowed by mistake is a poison like bleach. "Took a swig ... thinking it
// was my cough linctus, turns out it's the corn stuff the chiropodist left. Mouth's burning" read a concern with the rules
// alone: the corn liquid was no poison's word. Put on the feet or spilt on the skin, it is none.

type Case = [CallLanguage, string];

describe('a corn, wart or nail treatment swallowed, with the mouth burning or sick: poisoning', () => {
  it.each<Case>([
    ['en', "I've been a right fool. Took a swig from the little brown bottle thinking it was my cough linctus, turns out it's the corn stuff the chiropodist left. Mouth's burning and I feel sick as a dog."],
    ['en', 'I drank some of the nail varnish remover by mistake, my throat burns.'],
    ['en', "Took a swig of the wart stuff by mistake, mouth's burning and I feel sick."],
    ['es', 'Me tomé un trago del líquido para los callos pensando que era el jarabe, me arde la boca.'],
    ['es', 'Me equivoqué de botella, era la acetona, me arde la garganta.'],
    ['fr', "J'ai bu une gorgée du coricide en croyant que c'était mon sirop, ça me brûle la gorge."],
    ['fr', "Je me suis trompée de flacon, c'était le dissolvant, j'ai la bouche en feu."],
  ])('%s: %s', is('emergency'));
});

describe('the same treatment put on the feet, bought or spilt: no poisoning', () => {
  it.each<Case>([
    ['en', "The chiropodist put the corn stuff on, it burns a bit, I'm fine."],
    ['en', 'I bought some corn solution at the chemist, my feet are sore.'],
    ['en', 'I spilled the nail polish remover on my hand, it stings.'],
    ['es', 'El podólogo me puso el callicida, me escuece un poco.'],
    ['fr', "La pédicure m'a mis du coricide, ça brûle un peu."],
  ])('%s: %s', not('emergency'));
});
