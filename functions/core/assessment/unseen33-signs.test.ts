import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13: unseen33 (living remotely: the farm, the village and the coast), read by sign after its first score. Each describe
// holds the sign in the three languages, its near misses, and for what was lowered the emergencies worded near it (the
// sweep), kept as floors.

type Case = [CallLanguage, string];

describe('a plan to end a life by a harbour wall, a well or a quay, and nothing left to live for: self-harm', () => {
  it.each<Case>([
    ['en', "Since Margaret went I can't see the point. I've been thinking I'd just walk off the end of the harbour wall one night and be done. There's no sense keeping the boat going for nobody."],
    ['en', 'Some nights I think about throwing myself down the well.'],
    ['es', 'Desde que vendimos las vacas no tengo para qué vivir. Algunas noches pienso en tirarme al pozo y acabar de una vez.'],
    ['es', 'No tengo para qué vivir.'],
    ['fr', 'Je pense à me jeter dans le puits.'],
    ['fr', "Je n'ai plus de raison de vivre depuis que Marcel est parti."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "I'm going to walk off the end of the pier to fish with Davey."],
    ['en', 'I walked off the end of the pier and back, lovely day.'],
    ['en', 'Years ago a lad threw himself off the harbour wall.'],
  ])('%s: %s', not('emergency'));
});

describe('a deep wound with the blood coming fast, or the cloth soaked: bleeding', () => {
  it.each<Case>([
    ['en', "Chainsaw kicked back on me and I've opened my leg above the knee. I've got a tea towel on it but it's soaked through and it's still coming."],
    ['en', "Sliced my hand open on the billhook, it's pouring."],
    ['es', 'Me he abierto la mano con la hoz, el paño está empapado.'],
    ['es', 'Me he abierto la pierna con la motosierra, sale a chorros.'],
    ['fr', 'Je me suis ouvert la jambe avec la tronçonneuse, le torchon est trempé et ça coule toujours.'],
    ['fr', "Je me suis entaillé la main, la serviette est imbibée."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "I sliced open a bag of feed, it's pouring everywhere."],
    ['en', "I gashed my shin on the trailer last week, the nurse dresses it, it's healing."],
    ['en', "I cut my hand badly last week, it's healing now."],
    ['fr', "J'ai ouvert la porte du poulailler, il pleut à verse, le torchon est trempé."],
  ])('%s: %s', not('emergency'));
  // The sweep for a wound said to be healing: bleeding again or still, now.
  it.each<Case>([
    ['en', "I gashed my shin this morning, it's still bleeding through the dressing."],
    ['en', "I cut my hand badly yesterday and it's bleeding again now, won't stop."],
    ['en', "The cut on my leg was healing but it's opened up and it's pouring now."],
    ['en', "It was healing nicely, now it's bleeding and won't stop, the towel's soaked through."],
    ['en', "I gashed my leg on the gate, it's healing they said, but it's pumping blood now."],
  ])('%s: %s', is('emergency'));
});

describe('a sting with the lips or the face swelling and the throat thick or closing: an allergic reaction', () => {
  it.each<Case>([
    ['en', "I got stung by a wasp over by the hives ten minutes since and my lips are puffing right up. My throat feels thick, like I've swallowed a sock."],
    ['en', 'Stung by a wasp and my throat feels thick.'],
    ['es', 'Me picó una avispa y se me están hinchando los párpados y la garganta la noto cerrada.'],
    ['fr', "Un frelon m'a piquée au cou en ramassant les pommes pour le cidre, j'ai la figure qui gonfle. J'ai du mal à avaler et à respirer, ça siffle."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "Stung on the hand by a bee, it's puffed right up, throat's fine."],
    ['fr', "Une guêpe m'a piquée à la main, elle a gonflé, c'est tout."],
  ])('%s: %s', not('emergency'));
});

describe("the way back from one's own field or well lost, with the day not known or said to be unlike the person: a new muddle", () => {
  it.each<Case>([
    ['en', "I don't rightly know. I went up to see to the hens and I couldn't find my way back from the top field, my own field, forty years I've walked it. I don't know what day it is either. This isn't me."],
    ['es', 'Esta mañana salí a por agua al pozo y no supe volver a casa, me encontró el vecino en el camino. No me acuerdo de qué día es, y eso a mí no me pasa.'],
    ['fr', "Je suis allée aux champignons et je n'ai pas su retrouver mon chemin, je sais plus quel jour on est, ça m'est jamais arrivé."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "I couldn't find my way back to the car at Tesco, silly me, the car park's huge."],
    ['es', 'No supe volver del mercado nuevo, es muy grande, pregunté y ya.'],
  ])('%s: %s', not('emergency'));
});

describe('someone in the barn, the shed or the yard now, the person afraid or alone: an intruder', () => {
  it.each<Case>([
    ['en', "There's a van been in the yard and somebody's in the barn right now, I can hear them at the red diesel. I'm on my own here, I'm frightened to go out."],
    ['en', "Someone's in the shed right now, I'm on my own."],
    ['es', 'Hay alguien en el pajar ahora mismo, los oigo, estoy sola y tengo miedo.'],
    ['fr', "Il y a quelqu'un dans la grange en ce moment, je les entends, je suis toute seule."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', 'Somebody was in the barn last month, took the quad, police know.'],
  ])('%s: %s', not('emergency'));
});

describe('septic-tank fluid, diesel or petrol drunk by mistake: poisoning', () => {
  it.each<Case>([
    ['fr', "Je me suis trompée de bouteille, j'ai bu du produit pour la fosse septique que mon fils avait mis dans une bouteille d'eau. Ça me brûle la gorge et j'ai très mal au ventre."],
    ['en', "I took a swig from the wrong bottle, it was the septic tank treatment, my throat's burning."],
    ['en', "I drank some diesel by mistake siphoning the tank, I've been sick."],
    ['es', 'Me equivoqué de botella y bebí gasolina, me arde la garganta.'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['fr', "J'ai mis du produit pour la fosse septique ce matin, tout va bien."],
  ])('%s: %s', not('emergency'));
});

describe('a year said in words or a decade, with nothing since: history', () => {
  it.each<Case>([
    ['en', "I'm well. Broke my collarbone coming off a pony in nineteen seventy-something, but nothing since, touch wood."],
    ['en', 'I broke my hip in nineteen ninety, nothing since.'],
    ['en', 'Had a fall in the seventies, nothing since.'],
    ['es', 'Me rompí la cadera en los años setenta, desde entonces nada.'],
    ['fr', 'Je me suis cassé le bras dans les années soixante-dix, rien depuis.'],
  ])('%s: %s', is('good'));
  // The sweep: a year or a decade said beside an emergency of now.
  it.each<Case>([
    ['en', "I've fallen and I can't get up, I was born in nineteen thirty."],
    ['en', "I broke my hip in the seventies and today I've fallen again and I can't get up."],
    ['en', "In nineteen eighty I had a heart attack, and now my chest is crushing and my arm's gone numb."],
    ['en', "We married in nineteen fifty-two, and now he's on the floor and won't wake."],
    ['en', "Had a stroke in the nineties, and this morning my face has dropped on one side again."],
    ['es', 'Me rompí la cadera en los años setenta y hoy me he vuelto a caer y no me puedo levantar.'],
    ['es', 'En los años ochenta tuve un infarto y ahora me duele mucho el pecho.'],
    ['fr', "Je me suis cassé le bras dans les années soixante-dix, et là je suis tombée et je peux pas me relever."],
    ['fr', "J'ai fait un infarctus dans les années quatre-vingt et là j'ai une douleur qui serre dans la poitrine."],
  ])('%s: %s', is('emergency'));
});

describe('not able to talk just now, busy: no speech lost (fr)', () => {
  it.each<Case>([
    ['fr', 'Attendez, le taureau est sorti sur la route ! Jean-Paul ! Ferme la barrière ! Je ne peux pas parler là, rappelez.'],
    ['fr', 'Je peux pas parler maintenant, je suis occupée.'],
  ])('%s: %s', not('emergency'));
  // The sweep: speech lost with its signs.
  it.each<Case>([
    ['fr', 'Je ne peux pas parler, ma bouche ne répond plus.'],
    ['fr', 'Je ne peux pas parler correctement depuis ce matin.'],
    ['fr', 'Je ne peux plus parler, ma bouche est de travers.'],
    ['fr', "Je peux pas parler là, j'ai la bouche qui tombe."],
    ['fr', "Je ne peux pas parler là, les mots sortent pas, rappelez ma fille."],
  ])('%s: %s', is('emergency'));
});

describe('days gone without the tablets: a missed dose', () => {
  it.each<Case>([
    ['en', "I feel alright in myself. Only the post van couldn't get through with the snow so my prescription never came, I've been two days without my water tablets."],
    ['es', 'Me encuentro bien. Lo que pasa es que con la nevada no pude bajar a la farmacia del pueblo y llevo dos días sin la pastilla de la tensión.'],
    ['fr', 'Ça fait deux jours que je suis sans mes cachets pour la tension.'],
  ])('%s: %s', is('concerning'));
});

describe('Québec "correct" (all right) and "pantoute" (not at all) are understood', () => {
  it.each<Case>([
    ['fr', 'Ben correct, pas de douleur pantoute.'],
    ['fr', 'Ça va correct.'],
  ])('%s: %s', is('good'));
  it.each<Case>([
    ['fr', "C'est pas correct, je suis tombée et je peux pas me relever."],
    ['fr', "Correct, mais j'ai une douleur qui serre dans la poitrine depuis tantôt."],
  ])('%s: %s', is('emergency'));
});
