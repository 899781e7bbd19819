import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 40 (unseen40, out and about): "It's that hot. I'm sat on the bench by the bandstand and... where was I
// going? I can't think ... Dizzy ... I've not had a drop of water", "hace un calor horrible ... ¿a dónde iba yo?" and "il fait
// une chaleur ... je sais plus pourquoi je suis sortie" read CONCERNING with the rules alone. Out in the heat and not knowing
// where one was going, why one came out, how one got here or where one is, with dizziness, a pounding head, sickness or
// nothing drunk, is heat stroke: a new muddle in the heat. The muddle alone, the heat alone, a muddle that passed, one only
// supposed, or one denied stay as they read. "Hace mucho calor" is the weather now, not "hace mucho", long ago.

type Case = [CallLanguage, string];

describe('a new muddle out in the heat, with a sign beside it: heat stroke', () => {
  it.each<Case>([
    ['en', "It's that hot. I'm sat on the bench by the bandstand and... where was I going? I can't think. Dizzy, yes, and my head's thumping. I've not had a drop of water."],
    ['en', "I'm out in the sun at the bus stop and I don't know why I came out, I feel sick."],
    ['en', "Roasting out here, I can't remember how I got here, my head's pounding."],
    ['en', "It's baking, I've forgotten where I was going, and I'm ever so dizzy."],
    ['en', "Been in the garden all afternoon in the heat and I don't know where I am, I feel faint."],
    ['es', 'Estoy en un banco del parque, hace un calor horrible... no sé... ¿a dónde iba yo? Mareada sí, mucho, y no me acuerdo de cómo he llegado aquí.'],
    ['es', 'Hace mucho calor, estoy en la parada y no sé por qué he salido, me duele la cabeza.'],
    ['es', 'Con este sol no me acuerdo de dónde estoy, tengo ganas de vomitar.'],
    ['es', 'Hace un calor que no veas y no sé a dónde iba, estoy mareado y no he bebido nada.'],
    ['es', 'Qué bochorno, estoy en la plaza y no recuerdo cómo he llegado, me da vueltas todo.'],
    ['fr', 'Il fait une chaleur... je suis sur un banc, sur le cours... je sais plus pourquoi je suis sortie. La tête qui tourne, oui, et je sais pas comment je vais rentrer.'],
    ['fr', "Avec ce soleil je sais plus où j'allais, j'ai mal à la tête."],
    ['fr', "C'est la canicule, je suis sur la place et je me souviens pas comment je suis arrivée, j'ai envie de vomir."],
    ['fr', 'Il fait très chaud, je sais plus où je suis, la tête qui tourne.'],
    ['fr', "Quelle chaleur, je sais pas ce que je fais là, j'ai rien bu de la journée."],
    // floors: well earlier in the day, muddled in the heat now
    ['en', "I was fine this morning, but now in this heat I don't know where I was going and I'm dizzy."],
    ['es', 'Esta mañana estaba bien, pero ahora con el calor no sé a dónde iba y estoy mareada.'],
    ['fr', "Ce matin ça allait, mais là avec la chaleur je sais plus où j'allais et j'ai la tête qui tourne."],
  ])('%s: %s', is('emergency'));
});

describe('the heat alone, a muddle that passed, one supposed, or the way known: no heat stroke', () => {
  it.each<Case>([
    ['en', "I sat on the bench in the sun and forgot where I was going, silly me, then remembered, I'm fine."],
    ['en', "If I ever forgot where I was going in this heat I'd ring my daughter, I'm fine."],
    ['en', "Lovely and hot, I know exactly where I'm going, the lunch club."],
    ['es', 'Hace calor, sé muy bien a dónde voy, al centro de día.'],
    ['es', 'Hace mucho tiempo me perdí con el calor y no sabía a dónde iba, pero ahora estoy bien.'],
    ['fr', 'Il fait chaud mais je sais très bien où je vais, au club.'],
  ])('%s: %s', not('emergency'));
});
