import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 32: not knowing what or how many tablets one has taken ("I don't know what I've taken", "no sé qué
// pastillas me he tomado", "je ne sais plus ce que j'ai pris"), with drowsiness, a muddle, sickness or a slowed breath: a
// possible overdose, an emergency by the rules alone. Without such a sign it stays what it was; a dose of another day
// ("what I took for the headache yesterday") is none.

type Case = [CallLanguage, string];

describe('an unknown dose with a sign: an emergency', () => {
  it.each<Case>([
    ['en', "I don't know what I've taken, I feel very drowsy."],
    ['en', "I'm muddled with the pill box, I don't know what I've taken, I feel very drowsy."],
    ['en', "I don't know what I've taken, I'm so sleepy"],
    ['en', "I can't remember how many I've taken, I feel sick."],
    ['es', 'No sé qué pastillas me he tomado, tengo mucho sueño.'],
    ['es', 'No recuerdo cuántas me he tomado, estoy muy confundida.'],
    ['fr', "Je ne sais plus ce que j'ai pris comme cachets, je suis toute somnolente."],
    ['fr', "Je ne sais plus combien j'en ai pris, j'ai envie de vomir."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: no sign, or a dose of another day', () => {
  it.each<Case>([
    ['en', "I don't know what I've taken today, I'll check the box, I feel fine"],
    ['en', "I can't remember what I took for the headache yesterday, I'm fine now"],
    ['en', "I'm muddled with the pill box, I don't know what I've taken."],
    ['en', "I'm not sure what I've had today, the box is all mixed up."],
    ['es', 'No sé qué pastillas me he tomado hoy, voy a mirar el pastillero, estoy bien.'],
    ['es', 'No me acuerdo de lo que tomé ayer para el dolor de cabeza, ya estoy bien.'],
    ['fr', "Je ne sais plus ce que j'ai pris aujourd'hui, je vais regarder le pilulier, je me sens bien."],
    ['fr', "Je ne me rappelle plus ce que j'ai pris hier pour le mal de tête, ça va maintenant."],
  ])('%s: %s', not('emergency'));
});
