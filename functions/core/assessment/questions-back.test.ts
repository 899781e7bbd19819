import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { PAIN_OR_FALL, readAnswer, readTwoAnswers } from './read-answer.ts';

// Issue 13, unseen25: a call made only of questions back ("Who? What's this about? ... A fall? Who's fallen? Who is
// this?", "¿Una caída? ¿De quién?", "Une chute ? Qui est tombé ?") read `emergency`: the word of the question said back
// ("a fall?") was read as a fall told. A clause that is only a word of the question just asked, said back as a question,
// tells nothing; the call is `unknown`. Floors: a question beside a present danger, a question back answered yes, an
// ambulance asked for, a fall told after the question.

type Case = [CallLanguage, string];
const toPainOrFall = readAnswer(PAIN_OR_FALL);

describe('only questions back: unknown', () => {
  it.each<Case>([
    ['en', "Pardon? A fall? Who's fallen? Who is this?"],
    ['en', 'Pain? What pain? Who is this?'],
    ['en', "Dizzy? Me? Who's asking?"],
    ['es', '¿Una caída? ¿De quién? Oiga, ¿de parte de quién dice?'],
    ['es', '¿Dolor? ¿Qué dolor? ¿Quién es usted?'],
    ['fr', 'Une chute ? Qui est tombé ? Je comprends rien à ce que vous me racontez.'],
    ['fr', "Des douleurs ? Quelles douleurs ? C'est qui ?"],
    ['fr', 'Des vertiges ? Qui êtes-vous ?'],
  ])('%s: %s', (language, said) => expect(toPainOrFall(language, said)).toBe('unknown'));

  it.each<[CallLanguage, string, string]>([
    ['en', "Who? Care what? What's this about? Is this the bank? Hello?", "Pardon? A fall? Who's fallen? What do you want?"],
    ['es', '¿Cómo? ¿Quién llama? ¿Es del banco?', '¿Una caída? ¿De quién? ¿Qué quiere?'],
    ['fr', "Qui ça ? C'est pour quoi ? Vous êtes de la banque ?", 'Une chute ? Qui est tombé ? Vous voulez quoi ?'],
  ])('%s: %s / %s', (language, first, then) => expect(readTwoAnswers(language, first, then)).toBe('unknown'));
});

describe('floors: a question beside a present danger, or answered yes, stays an emergency', () => {
  it.each<Case>([
    ['en', "Who is it? I can't get up."],
    ['en', 'Is that the ambulance? I need an ambulance.'],
    ['en', 'A fall? Yes.'],
    ['en', 'A fall? Yes, I fell this morning.'],
    ['en', "Who's fallen? Me, I have, I'm on the floor."],
    ['en', "Pain? Who is this? My chest is killing me."],
    ['es', '¿Quién es? Me he caído y no me puedo levantar.'],
    ['es', '¿Es la ambulancia? Necesito una ambulancia.'],
    ['es', '¿Una caída? Sí.'],
    ['es', '¿Una caída? Sí, me caí esta mañana.'],
    ['fr', "C'est qui ? Je suis tombée, je ne peux pas me relever."],
    ['fr', "C'est l'ambulance ? J'ai besoin d'une ambulance."],
    ['fr', 'Une chute ? Oui.'],
    ['fr', "Qui est-ce ? J'ai des douleurs dans la poitrine."],
  ])('%s: %s', (language, said) => expect(toPainOrFall(language, said)).toBe('emergency'));
});
