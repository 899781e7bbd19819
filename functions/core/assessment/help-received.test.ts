import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 25. Help received as a service is no cry for help: getting, having or receiving help with a chore or
// from those who give it ("I'm getting some help from the council with the forms", "having help from the social services
// with my bath") reads by the rest of the call; help one could do with at a chore ("I could do with some help in the
// garden", "me vendría bien algo de ayuda en el jardín") is a need, a concern at most. A tradesman at a job ("a man in the
// house fixing the boiler", "the plumber's here") is no intruder; a fire in the house across the road last night, "mais
// moi ça va", is not the person's now. FLOORS: the plea itself, help beside a present emergency, a man in the house not
// known or refusing to go, a fire said now: emergencies.

type Case = [CallLanguage, string];

describe('help received, a tradesman, a fire across the road: not an emergency', () => {
  it.each<Case>([
    ['en', "I'm getting some help from the council with the forms, I'm fine otherwise."],
    ['en', "I'm having help from the social services with my bath, all good."],
    ['en', 'I could do with some help in the garden, otherwise fine.'],
    ['en', "We've got help from the carers twice a day, all fine."],
    ['en', "I'm receiving help for the housework now, lovely."],
    ['en', 'I get help with the shopping from my daughter.'],
    ['es', 'Me vendría bien algo de ayuda en el jardín, por lo demás bien.'],
    ['es', 'Recibo ayuda de los servicios sociales para el baño, todo bien.'],
    ['fr', "J'aurais bien besoin d'un peu d'aide au jardin, sinon ça va."],
    ['fr', "J'ai de l'aide de la mairie pour les papiers, sinon ça va."],
    ['fr', 'Je reçois de l\'aide des services sociaux pour la toilette, ça va.'],
    ['en', "There's a man in the house fixing the boiler, I'm fine."],
    ['en', "The plumber's here, a man in the house all morning, but I'm fine."],
    ['es', 'Hay un hombre en casa arreglando la caldera, yo estoy bien.'],
    ['es', 'El fontanero está aquí, hay un hombre en casa toda la mañana, pero estoy bien.'],
    ['fr', "Il y a un homme dans la maison qui répare la chaudière, ça va."],
    ['fr', 'Le plombier est là, il y a un homme dans la maison toute la matinée, mais ça va.'],
    ['fr', "Il y a eu un feu dans la maison d'en face cette nuit, mais moi ça va."],
    ['en', "There was a fire in the house across the road last night, but I'm fine."],
    ['es', 'Anoche hubo un fuego en la casa de enfrente, pero yo estoy bien.'],
  ])('%s: %s', not('emergency'));
  it.each<Case>([
    ['en', "I'm getting some help from the council with the forms, I'm fine otherwise."],
    ['en', "I'm having help from the social services with my bath, all good."],
    ['fr', "J'aurais bien besoin d'un peu d'aide au jardin, sinon ça va."],
    ['en', "There's a man in the house fixing the boiler, I'm fine."],
  ])('%s: %s reads good', is('good'));
});

describe('help, a man in the house, a fire: FLOORS stay emergencies', () => {
  it.each<Case>([
    ['en', 'Help!'],
    ['en', 'Help me, please.'],
    ['en', "I need help, I can't get up."],
    ['en', "I'm getting help, I'm on the floor"],
    ['en', 'I need help.'],
    ['en', "I'm getting help from the neighbour, I've fallen and I can't get up."],
    ['en', "I could do with some help, I've fallen."],
    ['es', 'Necesito ayuda.'],
    ['es', 'Me vendría bien ayuda, me he caído.'],
    ['fr', "J'ai besoin d'aide."],
    ['fr', 'Au secours'],
    ['en', "There's a man in the house, I don't know who he is"],
    ['en', "a man in the house says he's from the gas and won't leave"],
    ['en', "The plumber came yesterday. There's a man in the house now, I don't know him."],
    ['en', "There's a man in the house fixing the boiler and he won't leave, I'm frightened."],
    ['es', 'Hay un hombre en casa, no sé quién es.'],
    ['fr', "Il y a un homme dans la maison, je sais pas qui c'est."],
    ['fr', "Il y a eu un feu dans la cuisine, il y a de la fumée partout."],
    ['fr', 'Il y a le feu dans la cuisine !'],
    ['fr', 'Il y a eu un feu cette nuit et ça brûle encore.'],
  ])('%s: %s', is('emergency'));
});

// More of the service in other words: help coming in from the agency, help from the nurse with the dressings, "tengo ayuda
// de una chica para la limpieza", "j'ai de l'aide pour le ménage", "je reçois de l'aide de ma fille pour les courses".
describe('help had as a service, in other words', () => {
  it.each<Case>([
    ['en', "I've got help coming in from the agency three times a day."],
    ['en', 'Getting help from the nurse with my dressings, all fine.'],
    ['en', "I'm getting help for my bathing from social services now, lovely."],
    ['en', 'I am getting help with the housework, I am fine.'],
    ['es', 'Tengo ayuda de una chica para la limpieza, todo bien.'],
    ['es', 'Recibo ayuda a domicilio para el aseo, todo bien.'],
    ['fr', "J'ai de l'aide pour le ménage, ça va."],
    ['fr', "Je reçois de l'aide de ma fille pour les courses, tout va bien."],
  ])('%s: %s', not('emergency'));
  it.each<Case>([
    ['en', "I'm getting help, the nurse is coming, I'm on the floor."],
    ['en', 'Help, I need the nurse.'],
    ['es', 'Necesito ayuda, me he caído.'],
    ['fr', "J'ai besoin d'aide, je suis tombée."],
    ['fr', "À l'aide !"],
  ])('%s: %s', is('emergency'));
});
