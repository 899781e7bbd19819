import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13: gaps found by probing after unseen34's round, before unseen35 and unseen36 were scored (the stop note's
// "missed emergencies found by probing"). Each describe holds the sign in the three languages, its near misses, and for
// what was lowered the emergencies worded near it (the sweep).

type Case = [CallLanguage, string];

describe('falling asleep and never waking, wished: self-harm (the idiom "fall asleep" no longer hides it)', () => {
  it.each<Case>([
    ['en', 'I wish I could fall asleep and not wake up.'],
    ['en', 'Sometimes I wish I could fall asleep and never wake up.'],
    ['en', "I'd like to fall asleep and never wake up again."],
    ['en', 'I just want to go to sleep and not wake up.'],
    ['es', 'Quiero dormirme y no despertar.'],
    ['fr', "J'aimerais m'endormir et ne plus me réveiller."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', 'I just want to go to sleep and not wake up till nine tomorrow.'],
    ['en', "I'd like to sleep and not wake up until the afternoon."],
    ['en', "I could fall asleep and not wake up till noon, I'm that tired."],
    ['en', 'I fell asleep and never woke up till the carer came.'],
    ["en", "It'd be easier if I went to sleep and didn't wake up till lunch."],
    ['en', "I'm so tired I could fall asleep standing."],
  ])('%s: %s', not('emergency'));
});

describe('a means named, then used on oneself in the next clause: self-harm', () => {
  it.each<Case>([
    ['en', "I've got the tablets here and I'm going to use them on myself."],
    ['en', "There's a knife in the drawer and I keep thinking I'll turn it on myself."],
    ['en', "I got the rope out of the shed, I'm going to use it on myself."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "I've got the tablets here and I would never use them on myself."],
  ])('%s: %s', not('emergency'));
});

describe('the person fell after reaching for or doing something to a thing: their fall, not the thing\'s', () => {
  it.each<Case>([
    ['en', 'I reached for a cup, fell and banged my head.'],
    ['en', 'I reached for a cup and fell and banged my head.'],
    ['en', 'I tripped over the mat and fell.'],
    ['en', 'I grabbed at the rail and fell, I cannot get up.'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', 'The telly wobbled and fell over.'],
    ['en', 'I knocked the lamp and it fell.'],
    ['en', 'I dropped the vase and it fell.'],
  ])('%s: %s', not('emergency'));
});

describe('something heavy come down on the person, and them held under it now: cannot get up', () => {
  it.each<Case>([
    ['en', "The shelf fell on me and I'm trapped."],
    ['en', "The wardrobe came down on top of me, I'm pinned."],
    ['es', 'Se me cayó la estantería encima y no puedo moverme.'],
    ['fr', "L'armoire m'est tombée dessus et je suis coincée."],
    ['fr', "L'armoire m'est tombée dessus, je peux pas bouger."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', 'The shelf fell on me last week but I got out fine.'],
  ])('%s: %s', not('emergency'));
});

describe('"took too many" of a food or a drink is no dose; of them, or of tablets, it is', () => {
  it.each<Case>([
    ['en', "I took too many biscuits, I'm stuffed."],
    ['en', 'I had one too many at the club last night.'],
    ['fr', "J'ai pris trop de gâteaux à Noël."],
    ['fr', "J'ai pris trop de poids cet hiver."],
  ])('%s: %s', not('emergency'));
  // The sweep: a dose taken too many times, the pills unnamed or named after, drink beside a sign.
  it.each<Case>([
    ['en', "I took too many of them and I'm drowsy."],
    ['en', 'I took too many this morning.'],
    ["en", "I've taken too many of my heart pills."],
    ['en', "I took one too many tablets and I'm dizzy."],
    ['en', "I had too many sherries and fell over, I can't get up."],
    ['fr', "J'en ai pris trop et je suis somnolente."],
    ['fr', "J'en ai trop pris ce matin."],
    ['fr', "J'ai pris trop, je me sens bizarre."],
    ['fr', "J'ai pris trop de comprimés."],
  ])('%s: %s', is('emergency'));
});

describe('"tiemblo" is the person trembling; "diarrea" is diarrhoea (es)', () => {
  it.each<Case>([
    ['es', 'Me subieron la dosis del litio, tiemblo y estoy confundida.'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['es', 'Tengo diarrea desde ayer.'],
    ['es', 'Tiemblo mucho hoy.'],
  ])('%s: %s', is('concerning'));
});
