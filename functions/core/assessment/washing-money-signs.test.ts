import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 31 (unseen29: washing, dressing and the bathroom; money worries): danger signs read by their sign,
// whatever the words around them.

type Case = [CallLanguage, string];

// The face, lips, tongue or throat swelling now, said any way ("come up like a balloon", "huge", "se me está hinchando la
// cara y la garganta", "gonflé comme un ballon"), after a new cream, a medicine, a sting or a food, or with the breath or
// the swallowing going: a severe allergic reaction.
describe('a face or throat swelling after a cream, a sting, or with the breath going: an emergency', () => {
  it.each<Case>([
    ['en', 'My face has come up like a balloon since I put the new cream on.'],
    ['en', "My lips are huge and it's hard to get my breath."],
    ['en', 'I was stung by a wasp hanging the towels out and my face is swelling up.'],
    ['en', 'Last week the doctor changed my cream, and this morning my lips are enormous.'],
    ['es', 'Me he puesto una crema nueva y se me ha hinchado la cara como un globo.'],
    ['es', 'Me picó una abeja y tengo los labios enormes.'],
    ['es', 'Se me está hinchando la cara y la garganta, me cuesta tragar.'],
    ['fr', "J'ai mis une nouvelle crème et mon visage a gonflé comme un ballon."],
    ['fr', "Une guêpe m'a piqué et j'ai les lèvres énormes."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: swelling denied, over, of the ankles, a cream that helps', () => {
  it.each<Case>([
    ['en', "My lips are not swollen, I put my cream on and I'm fine."],
    ['en', 'My face was puffy after the new cream last year, nothing since.'],
    ['en', "My ankles are swollen, the cream isn't helping."],
    ['en', "The new cream made my face a bit red, that's all."],
    ['es', 'No tengo la cara hinchada, la crema nueva va bien.'],
    ['es', 'Tengo los tobillos hinchados, la crema no hace nada.'],
    ['fr', "Mon visage n'a pas gonflé, la nouvelle crème va bien."],
    ['fr', 'J\'ai les chevilles gonflées, la crème ne fait rien.'],
  ])('%s: %s', not('emergency'));
});

// A bathroom cleaner is a household poison like bleach: "the blue stuff for the toilet", "el limpiador del inodoro", "le
// produit pour les toilettes"; and one put in the glass that was then drunk from ("ma femme y avait mis de l'eau de Javel
// ... J'en ai bu une gorgée", "mi hija le había echado lejía ... Me tomé un trago"), read across the sentence before.
describe('a toilet cleaner or bleach drunk by mistake: an emergency', () => {
  it.each<Case>([
    ['en', "I took a swig from the wrong bottle, thought it was my mouthwash, and it was the blue stuff for the toilet. My throat's burning."],
    ['en', "I drank from my denture glass by mistake, my wife had put bleach in it to soak them. My throat's burning."],
    ['en', "I took a swig of the toilet cleaner by mistake, thought it was my mouthwash. I've been sick."],
    ['es', 'Me equivoqué de vaso, mi hija le había echado lejía para limpiar la dentadura. Me tomé un trago. Me arde la garganta.'],
    ['es', 'Bebí del vaso equivocado, era el limpiador del inodoro, y he vomitado.'],
    ['fr', "Je croyais que c'était le verre pour mon dentier, mais ma femme y avait mis de l'eau de Javel. J'en ai bu une gorgée. Ça me brûle la gorge."],
    ['fr', "J'ai bu une gorgée du produit pour les toilettes, je croyais que c'était mon bain de bouche. J'ai vomi."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: the cleaner used, a drink had beside it, bath bubbles', () => {
  it.each<Case>([
    ['en', "I cleaned the toilet with the blue stuff and had a cup of tea, I'm fine."],
    ['en', 'I put bleach down the loo. Then I drank my tea.'],
    ['en', "My wife put bleach in the glass to soak my teeth. I drank my tea from a cup, I'm fine."],
    ['en', 'I drank my tea. It was the good stuff for the bath, bubbles, lovely.'],
    ['es', 'Limpié el inodoro con lejía y luego me tomé un café, estoy bien.'],
    ['fr', "J'ai nettoyé les toilettes à l'eau de Javel puis j'ai bu mon café, ça va."],
  ])('%s: %s', not('emergency'));
});

// A muddle now, or lost in one's own home or in dressing, said to be new ("I'm never like this", "nunca estoy así", "ce
// n'est pas moi, ça", "d'habitude j'ai toute ma tête"): sudden confusion. A muddle with a thing (the tablets, the bill, a
// remote), or a memory long poor, is not.
describe('a new muddle at home, said not to be like the person: an emergency', () => {
  it.each<Case>([
    ['en', "My daughter's coming. Or is it my sister. I don't know, I'm all mixed up today, I'm never like this."],
    ['en', "I can't find the bathroom in my own house. I'm never like this."],
    ['en', "I'm all muddled today, this isn't like me."],
    ['es', 'No encuentro el baño de mi casa. Yo nunca estoy así.'],
    ['es', 'Estoy muy liada hoy, no es normal en mí.'],
    ['fr', "Je ne reconnais plus ma chambre. Ce n'est pas moi, ça."],
    ['fr', "Je ne sais plus comment on s'habille. D'habitude j'ai toute ma tête."],
    ['fr', "Je suis toute embrouillée aujourd'hui, je suis jamais comme ça."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a muddle with a thing, a memory long poor', () => {
  it.each<Case>([
    ['en', "I got my tablets mixed up this morning, it's not like me."],
    ['en', 'I was confused by the new remote, not like me at all.'],
    ['en', "I'm confused about the bill, I'm never like this with money."],
    ['en', "My memory's never been good, I get mixed up with the days, always have."],
    ['en', "I'm never like this, so cheerful! The sun's out."],
    ['es', 'Me he liado con las pastillas esta mañana, no es normal en mí.'],
    ['es', 'Siempre me lío con los días, toda la vida igual.'],
    ['fr', "Je m'embrouille toujours avec les jours, depuis toujours."],
  ])('%s: %s', not('emergency'));
});

// Half the face or one side of it dropping, said any way: a stroke sign alone; a hand that cannot hold a thing beside a
// word or face sign makes two of three.
describe('half the face dropping: a stroke sign', () => {
  it.each<Case>([
    ['en', 'Half my face was drooping in the mirror this morning.'],
    ['en', "Shaving this morning I saw one side of my face had dropped, and I can't hold the razor in my right hand."],
    ['es', 'La mitad de la cara se me caía en el espejo.'],
    ['fr', "En me rasant ce matin, j'ai vu dans le miroir que la moitié de mon visage tombait."],
    ['fr', 'La moitié de mon visage tombait.'],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a face that did not drop, a fall on the face long ago, a face gone to sleep and over', () => {
  it.each<Case>([
    ['en', "My face isn't drooping, I checked."],
    ['en', "Half my face fell asleep on the pillow, pins and needles, it's fine now."],
    ['es', 'No se me cae la mitad de la cara, estoy bien.'],
    ['fr', "Je suis tombée sur le visage l'an dernier, rien depuis."],
    ['fr', 'La moitié de mon visage ne tombe pas, tout va bien.'],
  ])('%s: %s', not('emergency'));
});

// Tried to get up and cannot now, or on the floor of a room in the Latin American "piso": not getting up.
describe('tried to get up and cannot, or on the floor of a room: an emergency', () => {
  it.each<Case>([
    ['en', "I've tried to get up twice and I can't."],
    ['es', 'Se me resbaló la silla de la regadera y estoy aquí en el piso del baño. Ya intenté pararme dos veces y no puedo.'],
    ['es', 'Intenté levantarme dos veces y no puedo.'],
    ['es', 'Sigo sentada en el piso de la regadera.'],
    ['fr', "J'ai essayé de me relever deux fois, j'y arrive pas."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a time told and over, a thing one cannot do any more, a fall on the floor last month', () => {
  it.each<Case>([
    ['en', "I tried to get up yesterday and couldn't, my son came and helped me, I'm fine now."],
    ['en', "I tried to get up too quickly and felt dizzy, I can't do that any more."],
    ['es', 'Me caí al piso del baño el mes pasado, ya estoy bien.'],
    ['fr', "Hier j'ai essayé de me relever, j'y arrivais pas, mon fils m'a aidée, ça va maintenant."],
  ])('%s: %s', not('emergency'));
});

// A cut whose bleeding will not stop, the blood unnamed ("it's still pouring", "no para", "ça ne s'arrête pas"), with towels
// soaked, half an hour or more, or a blood thinner: bleeding that will not stop.
describe('a cut that will not stop, on a blood thinner or for half an hour: an emergency', () => {
  it.each<Case>([
    ['en', "I've made a mess of my leg with the razor. It's still pouring, I've had three towels on it for half an hour and it just won't stop. I'm on the warfarin."],
    ['en', "I nicked my shin with the razor, it just won't stop and I'm on apixaban."],
    ['es', 'Me corté la pierna con la maquinilla, no para, llevo media hora con toallas.'],
    ['fr', "Je me suis coupé avec le rasoir, ça ne s'arrête pas, je suis sous Préviscan."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a cut that stopped, something else that will not stop', () => {
  it.each<Case>([
    ['en', "I cut my finger, it's stopped now, I'm on warfarin."],
    ['en', "The kettle won't stop whistling, I cut the cord, I'm on warfarin."],
    ['en', "My nose won't stop running, I've had three towels out for the washing."],
    ['es', 'Me corté un dedo, ya no sale nada, tomo Sintrom.'],
    ['fr', "Je me suis coupée au doigt, c'est arrêté, je prends du Préviscan."],
  ])('%s: %s', not('emergency'));
});

// Others better off if the person took all their tablets, or the tablets counted out said of "them": a thought of ending it
// with the means at hand, self-harm now. A dose taken right, a box set out for the week: none.
describe('others better off if all the tablets were taken, or them counted out: an emergency', () => {
  it.each<Case>([
    ['en', "The bailiff's letter came again. I've been thinking everyone'd be better off if I took all my tablets and had done with it. I've got them counted out on the table."],
    ['en', "I've been thinking everyone'd be better off if I took all my tablets."],
    ['es', 'Todos estarían mejor si me tomara todas las pastillas.'],
    ['fr', 'Tout le monde serait mieux si je prenais tous mes cachets.'],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: tablets taken on time, a box set out for the week', () => {
  it.each<Case>([
    ['en', "I'd be better off if I took all my tablets on time, the doctor says."],
    ['en', "I've got my tablets in the box, I have them counted for the week by the chemist."],
    ['es', 'Estaría mejor si me tomara todas las pastillas a su hora, dice el médico.'],
    ['fr', "J'ai mes cachets, je les ai comptés pour la semaine avec l'infirmière."],
  ])('%s: %s', not('emergency'));
});

// Shut in a room for safety now, and afraid: someone feared in or at the home now.
describe('shut in a room and afraid: an emergency', () => {
  it.each<Case>([
    ['en', "I've locked myself in the bathroom, I'm frightened, he's banging on the door."],
    ['es', 'Hay un hombre en la puerta que no se quiere ir. Me he encerrado en el baño con el teléfono. Tengo mucho miedo.'],
    ['es', 'Me he encerrado en el baño con el teléfono. Tengo mucho miedo.'],
    ['fr', "Je me suis enfermée dans la salle de bain, j'ai peur."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: locked out or shut in yesterday and let out, no fear', () => {
  it.each<Case>([
    ['en', 'I locked myself out yesterday, I was frightened, the neighbour let me in.'],
    ['es', 'Ayer me quedé encerrada en el baño, el pestillo, la vecina me abrió. Ya estoy bien.'],
    ['fr', "Je suis enfermée dehors depuis hier, pas de clé, mais je n'ai pas peur."],
  ])('%s: %s', not('emergency'));
});
