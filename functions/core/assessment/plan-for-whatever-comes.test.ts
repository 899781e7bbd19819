import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is } from './read-answer.ts';

// Issue 13, round 29: a plan for whatever may come, named by no sign ("if anything happens I'll ring 999", "si pasa algo ya
// sé que tengo que llamar al 112", "si jamais il y a un souci, j'appelle le 112") is what would be done, no plea now: good
// beside a person who says they are well. Floors: a plea now ("call 999 for me", "llame al 112", "appelez le 112", "I need
// you to call an ambulance"), and a sign told beside the plan, stay emergencies.

type Case = [CallLanguage, string];

describe('a plan for whatever may come: no plea now', () => {
  it.each<Case>([
    ['en', "I'm fine, and if anything happens I'll ring 999."],
    ['en', "I'm very well. I know that if anything goes wrong I have to call an ambulance."],
    ['en', "I'm fine, if there's any trouble I ring 999."],
    ['es', 'Estoy bien, y si pasa algo ya sé que tengo que llamar al 112.'],
    ['es', 'Estoy muy bien. Llamo al 112 si pasa cualquier cosa.'],
    ['fr', "Je vais bien, et si jamais il y a un souci, j'appelle le 112."],
    ['fr', "Je vais très bien. S'il arrive quoi que ce soit j'appellerai le 15."],
  ])('%s: %s', is('good'));
});

describe('floors: a plea now, or a sign beside the plan', () => {
  it.each<Case>([
    ['en', 'Call 999 for me.'],
    ['en', 'I need you to call an ambulance.'],
    ['en', 'If anything happens call 999, now please, I am on the floor.'],
    ['en', "If anything happens I'll ring 999, and I've fallen and I can't get up."],
    ['es', 'Llame al 112.'],
    ['es', 'Necesito que llame a una ambulancia.'],
    ['es', 'Si pasa algo llamo al 112, pero me he caído y no me puedo levantar.'],
    ['fr', 'Appelez le 112.'],
    ['fr', 'Il faut que vous appeliez une ambulance.'],
    ['fr', "Si jamais il y a un souci j'appelle le 112, mais là je suis tombée et je peux pas me relever."],
  ])('%s: %s', is('emergency'));
});
