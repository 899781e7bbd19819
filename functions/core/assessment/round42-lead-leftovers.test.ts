import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 42, what the helper's round left (unseen42: eating, drinking and blood sugar). "J'ai cette gastro depuis
// vendredi. Je n'ai pas gardé une gorgée d'eau ... je ne tiens plus debout" read UNKNOWN: nothing kept down for a day or more
// with a stomach bug named (not only vomiting) is dehydration, in any language. A low sugar said to pass once the person eats
// (a fast's low before breaking it) is a concern, never with a muddle, a faint, a fall or another emergency. es "el azúcar
// me sale bajito", "mi azúcar está muy baja" had read as nothing. fr "quand même" is no "when" ("j'ai quand même glissé mardi,
// je me suis relevée" read as a fall now).

type Case = [CallLanguage, string];

describe('nothing kept down for a day or more with a stomach bug: dehydration', () => {
  it.each<Case>([
    ['fr', "J'ai cette gastro depuis vendredi. Je n'ai pas gardé une gorgée d'eau. Je ne tiens plus debout, mes jambes me lâchent, alors je reste allongé sur le canapé."],
    ['en', "I've had this tummy bug since Friday, I haven't kept a sip of water down."],
    ['es', 'Tengo gastroenteritis desde el viernes y no retengo ni el agua.'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([['fr', 'Je suis crevée, je ne tiens plus debout.']])('%s: %s (worn out, no emergency)', not('emergency'));
});

describe('a low sugar that passes once eaten: a concern', () => {
  it.each<Case>([
    ['fr', "Je fais le ramadan et j'ai le sucre un peu bas avant de rompre le jeûne, vers 0,70. Un peu la tête qui tourne au coucher du soleil, mais dès que je mange ça passe."],
    ['es', 'Estoy haciendo el Ramadán y el azúcar me sale bajito antes de romper el ayuno, unos 70. Un poco de flojera al atardecer, pero en cuanto como se me pasa.'],
    ['es', 'El azúcar me ha salido bajo esta mañana, he tomado un zumo y ya estoy bien.'],
  ])('%s: %s', is('concerning'));

  it.each<Case>([
    ['es', 'Mi azúcar está muy baja, estoy sudando y no sé qué día es, en cuanto como se me pasa.'],
    ['es', 'Mi azúcar está muy baja, estoy sudando y no sé qué día es.'],
    ['es', 'Tengo el azúcar bajo, me he caído en la cocina y no me puedo levantar, en cuanto como se me pasa.'],
    ['fr', "J'ai fait une hypo, je ne peux plus parler correctement, dès que je mange ça passe d'habitude."],
    ['fr', "J'ai le sucre très bas, je transpire et je suis toute embrouillée, dès que je mange ça passe."],
    ['en', "My sugar's low, I can't get up off the floor, it's usually fine once I've eaten."],
    ['en', "Sugar's low and my chest is tight, fine once I've eaten normally."],
    ['en', "Low blood sugar, I feel faint, usually fine once I've eaten."],
    ['en', "My sugar's really low, I'm sweating and muddled, it's usually fine once I've eaten."],
  ])('%s: %s (floor)', is('emergency'));
});

describe('"quand même" is no "when"', () => {
  it.each<Case>([['fr', "Plus de douleur maintenant. J'ai quand même glissé sur du lait renversé mardi, je me suis relevée sans problème, juste un gros bleu à la hanche."]])('%s: %s', is('concerning'));
  it.each<Case>([
    ['fr', 'Je suis quand même tombée ce matin et je ne peux pas me relever.'],
    ['fr', "J'ai quand même très mal à la poitrine depuis une heure, ça serre."],
    ['fr', 'Mon mari est quand même par terre depuis ce matin.'],
  ])('%s: %s (floor)', is('emergency'));
});

describe('black stools denied in Spanish: no bleed', () => {
  it.each<Case>([['es', 'No tengo heces negras, todo normal.']])('%s: %s', not('concerning'));
  it.each<Case>([
    ['es', 'No, tengo heces negras desde ayer y me mareo.'],
    ['es', 'Tengo heces negras desde ayer y me mareo al levantarme.'],
    ['es', 'No tengo heces negras pero vomito sangre.'],
  ])('%s: %s (floor)', is('emergency'));
});
