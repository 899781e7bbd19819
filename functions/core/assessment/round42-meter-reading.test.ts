import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 42 (unseen42): the blood sugar meter's reading, told with the signs of it now, read CONCERNING with the rules
// alone: "the machine's been saying HI since last night, I've been sick three times ... I keep nodding off" (en, and fr
// "l'appareil affiche HI ... j'ai vomi ... je m'endors"), and "estoy temblando entera y sudando, el aparato marcaba 45 ... ¿qué
// día es hoy?" (es, and fr "le lecteur a marqué 0,45 ... on est quel jour ?"). Now a meter, reader, sensor, "aparato",
// "medidor", "lecteur", "appareil", "capteur" that says, shows, marks HI, with two of thirst, sickness, drowsiness, deep fast
// breathing, is a very high sugar; one that marks a low number (under 70 mg/dl, 0,70 g/l, 4 mmol/l) with the shakes or the
// sweats and a muddle is a hypo with new confusion. Raises only. A reading alone or with one sign stays as it read.

type Case = [CallLanguage, string];

describe("the meter's reading with its signs now: an emergency", () => {
  it.each<Case>([
    ['en', "Not so clever. The machine's been saying HI since last night, I've been sick three times this morning and I keep nodding off in the chair."],
    ['en', "My meter keeps showing HI, I'm so thirsty and I've thrown up twice."],
    ['en', "The sensor says high, I'm dropping off all the time and being sick."],
    ['en', "My meter's showing 2.8, I'm shaking and sweating and I don't know what day it is."],
    ['en', "The monitor reads 3.1, I'm all of a sweat and muddled."],
    ['en', "My meter says 2.5, I'm shaking, sweating and I can't think straight, what day is it?"],
    ['es', 'Estoy temblando entera y sudando, el aparato marcaba 45 y no sé dónde he puesto los caramelos. ¿Qué día es hoy, hija, es domingo?'],
    ['es', 'El aparato marca 50, estoy sudando y confundida.'],
    ['es', 'El medidor me da 40, tiemblo mucho y no sé qué día es.'],
    ['es', 'El aparato pone HI desde anoche, he vomitado dos veces y tengo mucha sed.'],
    ['es', 'El aparato marca HI, tengo mucha sed y estoy muy dormida.'],
    ['fr', "Pas fameux. L'appareil affiche HI depuis hier soir, j'ai vomi trois fois ce matin et je m'endors sans arrêt dans le fauteuil."],
    ['fr', "Je tremble de partout et je transpire, le lecteur a marqué 0,45 et je ne sais plus où j'ai mis mes morceaux de sucre. On est quel jour, là, dimanche ?"],
    ['fr', 'Le lecteur indique 0,50, je transpire et je suis tout embrouillé.'],
    ['fr', "Le capteur affiche HI, j'ai très soif et je vomis."],
  ])('%s: %s', is('emergency'));
});

describe('milder: a reading alone, or with one sign, or sorted', () => {
  it.each<Case>([
    ['en', 'The machine said HI this morning but I feel fine.'],
    ['en', "My meter says 2.5, I'm a bit shaky, had a biscuit."],
    ['es', 'El aparato marcaba 60 esta mañana, me tomé un zumo y bien.'],
    ['es', 'El aparato marca 55, tiemblo un poco, ya me he tomado un zumo.'],
    ['fr', "Le lecteur affiche HI, j'ai soif, mais ça va."],
    ['fr', "Le lecteur a marqué 0,60, je tremble un peu, j'ai pris du sucre."],
  ])('%s: %s', not('emergency'));
});

describe('floors: a hypo or a high with its signs told without the meter stays an emergency', () => {
  it.each<Case>([
    ['en', "I'm having a hypo, I'm shaking and muddled."],
    ['en', "Did my insulin, no breakfast, now I'm shaking and sweating and confused."],
    ['es', 'Me ha dado una bajada de azúcar, estoy temblando y confundida.'],
    ['fr', 'Je fais une hypo, je tremble et je suis confuse.'],
    ['fr', "Le lecteur affiche HI et je suis tombée, je peux pas me relever."],
  ])('%s: %s', is('emergency'));
});
