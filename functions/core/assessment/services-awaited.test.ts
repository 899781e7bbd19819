import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 31: the services' word awaited and not come is a wait for help now, whatever the "not" before it
// ("Why hasn't the ambulance come?", "why haven't the paramedics arrived?": the "not" denies the arrival, never the
// call), and so is one asked after or taking long ("Where is the ambulance?", "Why is the ambulance taking so long?",
// "¿Por qué tarda tanto la ambulancia?", "Le SAMU met du temps", "Où est l'ambulance ?"). A need denied ("I don't need an
// ambulance"), none that came, or one of another time stays no call for help.

type Case = [CallLanguage, string];

describe('the services awaited and not come: an emergency', () => {
  it.each<Case>([
    ['en', "Why hasn't the ambulance come?"],
    ['en', "I rang them an hour ago, why hasn't the ambulance come yet?"],
    ['en', "Why haven't the paramedics arrived?"],
    ['en', 'Why is the ambulance taking so long?'],
    ['en', 'Where is the ambulance?'],
    ['en', "The paramedics still haven't turned up and it's been two hours."],
    ['es', '¿Por qué no ha llegado todavía la ambulancia?'],
    ['es', '¿Por qué tarda tanto la ambulancia?'],
    ['es', '¿Dónde está la ambulancia?'],
    ['es', 'La ambulancia no ha venido todavía.'],
    ['fr', "Pourquoi le SAMU n'est toujours pas là ?"],
    ['fr', 'Le SAMU met du temps, ça fait une heure.'],
    ['fr', "Où est l'ambulance ?"],
    ['fr', "L'ambulance n'est pas encore arrivée."],
  ])('%s: %s', is('emergency'));
});

describe('floors: a fall with no getting up beside the wait stays an emergency', () => {
  it.each<Case>([
    ['en', "I fell and I can't get up, and the ambulance hasn't come."],
    ['es', 'Me he caído y no me puedo levantar, ¿dónde está la ambulancia?'],
    ['fr', "Je suis tombée et je peux pas me relever, où est l'ambulance ?"],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a need denied, none that came, one of another time', () => {
  it.each<Case>([
    ['en', "I didn't need the ambulance, I'm fine."],
    ['en', "I don't need an ambulance."],
    ['en', "No ambulance came for me, I wasn't hurt, just a bruise."],
    ['en', "The ambulance didn't come for my neighbour in the end, she was fine."],
    ['en', "Last year the ambulance took ages for my neighbour, but she's fine now."],
    ['es', 'No hizo falta ambulancia, estoy bien.'],
    ['es', 'Mi hijo trabaja en la ambulancia, tarda mucho en volver del turno.'],
    ['fr', "L'an dernier, le SAMU a mis une heure pour ma voisine, mais elle va bien."],
    ['fr', 'Le SAMU est venu hier pour ma voisine, elle va bien.'],
  ])('%s: %s', not('emergency'));
});
