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

describe('a wish for one\'s own end told as others\' gain: self-harm, whoever is named better off', () => {
  it.each<Case>([
    ['en', "They'd all be better off if I was at the bottom of the pond."],
    ['en', "She'd be better off if I was dead."],
    ['en', "They'd all be better off if I was gone."],
    ['en', "They'd be better off if I was out of the way."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "She'd be better off if I was not here to nag her, ha ha."],
    ['en', "She'd be better off if I was gone for the weekend."],
    ['en', "My son says he'd be better off dead, I told him not to talk like that."],
  ])('%s: %s', not('emergency'));
});

describe('the point of things gone, said bare: low mood, a concern', () => {
  it.each<Case>([
    ['en', "Since Margaret went I can't see the point."],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ["en", "I can't see the point in living."],
    ['en', "I don't see the point any more."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "I can't see the point of the new bins."],
  ])('%s: %s', not('concerning'));
});

describe('a throat tight from crying or grief: low mood, not an allergic reaction', () => {
  it.each<Case>([
    ['en', "My throat feels tight, I've been crying since the funeral."],
    ['es', 'Tengo la garganta cerrada, no paro de llorar desde el entierro.'],
    ['fr', "J'ai la gorge serrée, je pleure depuis l'enterrement."],
  ])('%s: %s', is('concerning'));
  // The sweep: a sting, a swelling or the breath beside the tears, or the throat alone.
  it.each<Case>([
    ['en', "My throat feels tight, I've been crying, I can't breathe."],
    ['en', "My throat is closing up, I got stung, I'm crying with fright."],
    ['en', "My throat's tight and I've been crying, my face is swelling."],
    ['en', 'My throat feels tight.'],
    ['es', 'Tengo la garganta cerrada y estoy llorando, se me hinchan los labios.'],
    ['fr', "J'ai la gorge serrée, je pleure, j'ai du mal à respirer."],
  ])('%s: %s', is('emergency'));
});

describe('a fall begun and stopped ("no llegué a caerme", "I didn\'t quite fall"): a near miss', () => {
  it.each<Case>([
    ['es', 'No me llegué a caer, me sujeté a la mesa.'],
    ['es', 'No llegué a caerme, me agarré a la mesa.'],
    ['es', 'Resbalé pero no llegué a caerme.'],
    ['en', "I didn't quite fall, I grabbed the table."],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['es', 'No me he caído, estoy bien.'],
    ['en', "I didn't fall."],
    ['en', "I didn't really fall for his story."],
  ])('%s: %s', is('good'));
  it.each<Case>([
    ['es', 'Me resbalé, no llegué a caerme, pero me he dado un golpe en la cabeza y vomito.'],
    ['en', "I didn't quite fall but I can't get up off the floor now."],
  ])('%s: %s', is('emergency'));
});

describe('a language spoken badly is no pain; one of the house who wants out is no intruder (fr)', () => {
  it.each<Case>([
    ['fr', "Je parle mal l'anglais."],
    ['fr', "Mon mari Henri a la maladie d'Alzheimer, cette nuit il essaie d'ouvrir la porte pour sortir."],
  ])('%s: %s', not('emergency'));
  it.each<Case>([
    ['fr', "Je parle mal, les mots viennent pas, depuis ce matin."],
    ['fr', "Il y a un homme dehors, il essaie d'ouvrir la porte, j'ai peur."],
    ['fr', "Quelqu'un force la porte !"],
  ])('%s: %s', is('emergency'));
});
