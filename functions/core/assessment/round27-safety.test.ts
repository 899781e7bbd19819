import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 27 (gaps found by the round before): an emergency missed or a denial misread, each read by a general rule.
// Raised: a night and more without passing water, told as unable or as not done, in French as in English and Spanish; unable
// to go again now after it came once, with the belly swollen; a catheter blocked with nothing passing. A plea for help in a
// sentence of its own is never lowered by someone else's ambulance told beside it. Lowered: Spanish denials of the stroke
// signs ("no se me traban las palabras", "no tengo la cara dormida"); someone else's stroke of a month or a year ago, well
// again ("pero ya está bien", "mais il va bien maintenant"); "I know exactly what day it is"; "je n'oublie jamais de manger".

type Case = [CallLanguage, string];

describe('no water passed since last night or this morning: an emergency in en/es/fr', () => {
  it.each<Case>([
    ['fr', 'Je ne peux pas uriner depuis hier soir.'],
    ['fr', 'Je ne peux pas faire pipi depuis ce matin.'],
    ['fr', "Je n'ai pas uriné depuis hier soir."],
    ['fr', 'Je ne fais plus pipi depuis hier soir.'],
    ['en', "I haven't been able to pee since last night."],
    ['en', "I haven't passed water since last night."],
    ['es', 'No he orinado desde anoche.'],
  ])('%s: %s', is('emergency'));
});

describe('near-misses of the night without: not an emergency', () => {
  it.each<Case>([
    ['fr', "J'urine normalement depuis hier soir, ça va."],
    ['fr', 'Mon mari n\'a pas uriné depuis hier soir, il a vu le médecin.'],
    ['fr', "Je n'arrivais pas à uriner depuis hier soir, mais l'infirmière m'a posé une sonde, ça va maintenant."],
    ['en', "No problems passing water since last night, I'm fine."],
    ['es', 'Orino bien desde anoche, todo bien.'],
    ['es', 'Mi marido no ha orinado desde anoche, ya lo ha visto el médico.'],
  ])('%s: %s', not('emergency'));
});

describe('unable again after it came once, or a catheter blocked with nothing passing: an emergency', () => {
  it.each<Case>([
    ['en', "I couldn't pee but it came in the end. Now I can't go again and my belly is swollen."],
    ['es', 'No podía orinar pero al final salió. Ahora no puedo orinar otra vez y tengo la barriga hinchada.'],
    ['fr', "Je n'arrivais pas à uriner mais finalement c'est venu. Là je ne peux pas uriner à nouveau et j'ai le ventre gonflé."],
    ['en', "The catheter's blocked, nothing's coming out."],
    ['es', 'Me pusieron una sonda pero está bloqueada y sigo sin poder orinar.'],
    ['fr', 'La sonde est bouchée, rien ne sort.'],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a catheter not blocked, blocked and cleared, or feared; a wee that came in the end', () => {
  it.each<Case>([
    ['en', "The catheter isn't blocked, it's draining fine."],
    ['en', 'In case the catheter gets blocked, the nurse left a number.'],
    ['en', "I couldn't pee but it came in the end, my belly is fine now."],
    ['es', 'La sonda no está bloqueada, sale bien.'],
    ['fr', "La sonde était bouchée la semaine dernière, l'infirmière l'a débouchée, tout va bien."],
  ])('%s: %s', not('emergency'));
});

describe('a plea for help now, beside someone else\'s ambulance: an emergency', () => {
  it.each<Case>([
    ['en', 'The ambulance came for Stan last week. Not me. Can you send someone?'],
    ['en', "The ambulance came for him last week. I'm fine. Can you send someone?"],
    ['en', "The ambulance came for her last week, I'm fine. Please send someone."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    // Near-miss: someone else's ambulance, no plea.
    ['en', "The ambulance came for her last week, she broke her hip. I'm fine."],
  ])('%s: %s', not('emergency'));
});

describe('Spanish denials of the stroke signs: good when the rest is fine', () => {
  it.each<Case>([
    ['es', 'No se me traban las palabras, no tengo la cara dormida, estoy bien.'],
    ['es', 'No tengo la cara dormida, estoy bien.'],
  ])('%s: %s', is('good'));
  it.each<Case>([
    ['es', 'No se me traban las palabras.'],
  ])('%s: %s', not('emergency'));
  it.each<Case>([
    // Floors: the signs told, or a denial beside a sign told.
    ['es', 'Se me traban las palabras.'],
    ['es', 'Tengo la cara dormida.'],
    ['es', 'No se me traban las palabras, pero tengo la cara dormida desde esta mañana.'],
  ])('%s: %s', is('emergency'));
});

describe("someone else's stroke of a month or a year ago, well again: not an emergency", () => {
  it.each<Case>([
    ['es', 'A Paco el mes pasado se le quedó la cara dormida, le dio un ictus, pero ya está bien.'],
    ['fr', "L'an dernier mon voisin a fait un AVC, mais il va bien maintenant."],
    ['en', 'Last month his face went numb, but he is fine now.'],
  ])('%s: %s', not('emergency'));
  it.each<Case>([
    // Floors: the person's own signs beside it; someone else's still unable now.
    ['es', 'A Paco el mes pasado se le quedó la cara dormida, le dio un ictus, pero ya está bien. Y yo tengo la cara dormida desde esta mañana.'],
    ['fr', "L'an dernier mon voisin a fait un AVC, mais il va bien maintenant. Moi j'ai la bouche de travers depuis ce matin."],
    ['en', 'Last month his face went numb, but he is fine now. My own face has gone numb this morning.'],
    ['es', 'A Paco le dio un ictus, todavía no puede hablar.'],
    ['en', "Last month my husband had a fall, he's fine now. My sister has just collapsed here, please send an ambulance."],
  ])('%s: %s', is('emergency'));
});

describe('denials of a muddle or of missed tablets: not read as one', () => {
  it.each<Case>([
    ['en', 'I know exactly what day it is.'],
    ['fr', "Je n'oublie jamais de manger."],
    ['fr', "Je n'oublie jamais mes cachets."],
    ['en', 'I never forget my tablets.'],
  ])('%s: %s', (language, said) => {
    not('emergency')(language, said);
    not('concerning')(language, said);
  });
  it.each<Case>([
    // Floors: the muddle or the missed tablets told.
    ['en', "I don't know what day it is."],
    ['fr', "J'oublie mes cachets."],
    ['en', 'I never forget my tablets but I forgot them today.'],
    ['fr', "Je n'oublie jamais mes cachets, mais je ne sais plus quel jour on est."],
  ])('%s: %s', is('concerning'));
});
