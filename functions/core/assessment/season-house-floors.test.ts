import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not, PAIN_OR_FALL, readAnswer } from './read-answer.ts';

// Issue 13, unseen23 lowered. The fire lit or not lit to cook or warm ("no enciendo el fuego ni loca", "je n'allume pas
// le feu", "I won't light the fire") is a hob or a hearth; a question back at the word ("¿caída de qué?", "une chute de
// quoi ?", "a fall of what?") tells no fall; everything in a pot burnt, the pot named earlier ("puse los garbanzos en la
// olla ... se quemó todo"), is a pan burnt; a wrist broken "hace cinco o seis inviernos" / "il y a cinq ou six hivers"
// is as old as "five winters ago"; a stair climbed only holding on, with "caída ninguna", is no one stuck; the ambulance
// that came for a neighbour's hurt, the person fine, is theirs. FLOORS: the same words beside a present emergency, and
// the emergency said now, stay emergencies. Round 24 besides: a fire told of a year gone by, nothing of now in the call
// ("the neighbour's shed caught fire last year"), is history; the hearth fire going well ("le feu ronfle bien dans la
// cheminée") is no fire.

type Case = [CallLanguage, string];
const fall = readAnswer(PAIN_OR_FALL);

describe('unseen23 lowered: not an emergency', () => {
  it.each<Case>([
    ['es', 'Con esta calor no enciendo el fuego ni loca.'],
    ['fr', "Je n'allume pas le feu, il fait trop chaud."],
    ['en', "I won't light the fire in this heat."],
    ['es', 'Ayer puse los garbanzos en la olla, me subí a tender la ropa y me olvidé. Se quemó todo. Ya está todo limpio y ventilado.'],
    ['es', 'Hace ya cinco o seis inviernos me rompí la muñeca con una helada, pero desde entonces nada, ni un tropezón.'],
    ['fr', "Il y a cinq ou six hivers je me suis cassé le poignet sur le verglas, depuis, rien."],
    ['es', 'Me duele más cada día, ya no puedo subir la escalera de casa sin agarrarme bien. Caída ninguna.'],
    ['en', "No fall, I can't get up the stairs without holding on though."],
    ['en', "I'm fine. Poor Maureen across the road went flat on her back on the ice yesterday, the ambulance came, broke her wrist they think."],
    ['en', "The neighbour's shed caught fire last year."],
    ['en', 'We had a fire in the kitchen two years ago, all fine now.'],
    ['es', 'El año pasado se quemó el pajar del vecino, pero ya está.'],
    ['fr', 'Le feu ronfle bien dans la cheminée, il fait bon.'],
  ])('%s: %s', not('emergency'));
  it.each<Case>([
    ['es', '¿Caída de qué? ¿De la luz? No le entiendo.'],
    ['fr', 'Quoi ? Une chute de quoi ? De tension ? Je comprends rien.'],
    ['en', "A fall of what? Sorry, I can't hear you."],
  ])('%s: %s', (language, said) => expect(fall(language, said)).not.toBe('emergency'));
});

describe('unseen23 floors: the same words beside an emergency of now', () => {
  it.each<Case>([
    ['es', 'No enciendo el fuego, pero la cocina está en llamas.'],
    ['es', 'No enciendo el fuego, pero se ha prendido fuego la cocina y está todo en llamas.'],
    ['fr', "Je n'allume pas le feu, mais les rideaux ont pris feu !"],
    ['en', 'I lit the fire and now the curtains are on fire!'],
    ['es', 'La cocina está en llamas.'],
    ['es', 'Puse los garbanzos en la olla y se quemó todo, y ahora la cocina está llena de humo y no puedo respirar.'],
    ['es', 'Puse los garbanzos en la olla, me olvidé y se quemó todo, ahora hay llamas en la cocina.'],
    ['es', 'Se está quemando la cocina.'],
    ['es', 'Hace cinco o seis inviernos me rompí la muñeca, pero hoy me he caído en el hielo y no me puedo levantar.'],
    ['es', 'Me he roto la muñeca con la helada esta mañana.'],
    ['fr', "Il y a cinq ou six hivers je me suis cassé le poignet, mais ce matin je suis tombée sur le verglas et je ne peux pas me relever."],
    ['fr', 'Je me suis cassé le poignet sur le verglas ce matin.'],
    ['es', 'Me caí en la escalera y no puedo subir, sigo aquí abajo.'],
    ['es', 'Caída ninguna, pero estoy en el suelo y no puedo levantarme.'],
    ['en', "I fell on the stairs and I'm still down here."],
    ['fr', 'Je suis tombée, je n\'arrive pas à remonter, je suis toujours par terre.'],
    ['en', "I'm fine. Poor Maureen went flat on her back on the ice, the ambulance came. And now I've fallen too and can't get up."],
    ['en', 'Maureen went flat on her back on the ice, the ambulance came, and I need an ambulance too, I\'ve hurt my hip.'],
    ['en', "I'm fine. I went flat on my back on the ice, the ambulance came, I'm still on the ground."],
    ['en', "Please call an ambulance, I've fallen on the ice and broken my hip."],
    ['en', 'We had a fire in the kitchen two years ago, and now the kitchen is on fire again!'],
    ['en', "The shed caught fire last year and now there's smoke coming from the shed again."],
    ['en', 'My kitchen is on fire.'],
    ['es', 'El año pasado se quemó el pajar, y ahora está ardiendo la cochera.'],
    ['fr', 'Le feu ronfle bien dans la cheminée, mais la fumée sort autour de la trappe et le papier peint est tout chaud.'],
    ['fr', 'Il y a le feu dans la cuisine !'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['es', '¿Caída de qué? Me he caído de la escalera y no me puedo levantar.'],
    ['fr', 'Une chute de quoi ? Ah oui, je suis tombée ce matin, je ne peux pas me relever.'],
    ['en', "A fall of what? Oh, yes, I fell this morning and can't get up."],
  ])('%s: %s', (language, said) => expect(fall(language, said)).toBe('emergency'));
});
