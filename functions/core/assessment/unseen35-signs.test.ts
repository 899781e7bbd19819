import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13: unseen35 (sheltered housing, the pendant alarm and the city flat), read by sign after its first score. Each
// describe holds the sign in the three languages, its near misses, and for what was lowered the emergencies worded near it
// (the sweep).

type Case = [CallLanguage, string];

describe('found astray in one\'s own building with a muddle, or where one was not known in a home of years: a new muddle', () => {
  it.each<Case>([
    ['en', "I'm a bit muddled, love. I woke up and didn't know where I was, and I've been in this flat eleven years. The warden found me by the lift in my nightie looking for the kitchen. What day is it today?"],
    ['en', "I woke up and didn't know where I was, and I've been in this flat eleven years."],
    ["en", "I've lived in this house forty years and I didn't know where I was this morning."],
    ['es', 'La encargada me encontró en el pasillo en camisón buscando la cocina, estoy hecha un lío.'],
    ['es', 'Me desperté y no sabía dónde estaba, y llevo treinta años en este piso.'],
    ['fr', "Le gardien m'a trouvée devant l'ascenseur en chemise de nuit, je cherchais la cuisine, je suis toute mêlée."],
    ['fr', "Je me suis réveillée et je savais plus où j'étais, j'habite ici depuis vingt ans."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "I woke up and for a second didn't know where I was, then it came back to me. Funny, I've been in this flat eleven years."],
    ['en', "When I first moved in I didn't know where I was half the time, but I've lived in this flat ten years now."],
    ['en', "On holiday I woke and didn't know where I was, I've been in this house thirty years and it's never happened at home."],
    ['en', "The warden found me in the corridor in my dressing gown, I wasn't muddled, I'd gone to see about the noise."],
    ['fr', "Le gardien m'a trouvée devant l'ascenseur en chemise de nuit, je suis pas mêlée du tout, c'était l'alarme."],
  ])('%s: %s', not('emergency'));
  it.each<Case>([
    ['en', "I'm in a bit of a muddle today."],
    ['es', 'Estoy hecha un lío hoy.'],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['en', 'My paperwork is in a muddle.'],
    ['en', "I'm not in a muddle, I'm fine."],
  ])('%s: %s', not('concerning'));
});

describe('a product drunk in place of a syrup or a drink, the mouth burning or the stomach hurting: poisoning', () => {
  it.each<Case>([
    ['fr', "Je crois que j'ai bu le flacon de produit de la salle de bain au lieu de mon sirop, ils sont pareils. J'ai la bouche qui brûle et mal au ventre."],
    ['fr', "J'ai bu le produit pour les vitres au lieu de mon eau, ça me brûle la gorge."],
    ['en', 'I drank the bathroom stuff instead of my cough syrup, my mouth is burning.'],
    ['en', "I had a swig of the window cleaner thinking it was my water, my throat's on fire."],
    ['es', 'Me bebí el producto del baño en vez de mi jarabe, me arde la boca.'],
    ['es', 'Bebí el limpiacristales pensando que era agua y me quema la garganta.'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', 'I drank tea instead of coffee, burnt my tongue it was so hot.'],
    ['fr', "J'ai bu mon thé au lieu de mon café, ça m'a brûlé la langue tellement c'était chaud."],
  ])('%s: %s', not('emergency'));
});

describe('smoke smelt in the corridor (Québec "boucane"): a fire', () => {
  it.each<Case>([
    ['fr', "Ça sent la boucane dans le corridor, l'alarme sonne pis l'ascenseur marche pas. Je suis au septième, je sais pas quoi faire."],
    ['fr', 'Ça sent la fumée dans le couloir, l\'alarme sonne.'],
  ])('%s: %s', is('emergency'));
});

describe('every box of tablets laid out, all to be taken tonight: self-harm (fr, the time said after)', () => {
  it.each<Case>([
    ['fr', "Je n'en peux plus. J'ai sorti toutes mes boîtes de médicaments sur la table de la cuisine, je vais tout prendre ce soir, comme ça je ne dérangerai plus personne."],
    ['fr', "J'ai mes somnifères, je veux tous les prendre cette nuit."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['fr', "Les boîtes de médicaments sont sur la table, je vais tout prendre ce soir avec le souper comme d'habitude."],
    ['fr', "J'ai acheté mes médicaments, je vais tout ranger ce soir."],
  ])('%s: %s', not('emergency'));
});

describe('a programme named by its title, someone in it taken ill, the person well: not theirs', () => {
  it.each<Case>([
    ['en', "Fine, I'm watching Casualty, there's an ambulance screaming up and a fella having a heart attack in a lift, ridiculous carry-on."],
  ])('%s: %s', not('emergency'));
  // The sweep: the person's own sign beside the title, or a real casualty department.
  it.each<Case>([
    ['en', "I'm watching Casualty and I've got a crushing pain in my chest."],
    ['en', "I was watching EastEnders and I fell off the settee, I can't get up."],
    ['en', "Watching Emmerdale, my husband's collapsed on the floor and he won't wake."],
  ])('%s: %s', is('emergency'));
});

describe('"es que" gives the reason, not a present (es); the River Plate\'s "sos" is "eres", no SOS', () => {
  it.each<Case>([
    ['es', 'El lunes en el consultorio me miraron la muñeca, es que me caí en la micro la semana pasada con un frenazo.'],
  ])('%s: %s', not('emergency'));
  it.each<Case>([
    ['es', '¿Aló? ¿Quién habla? ¿Es la Nena? ¿Nena, sos vos?'],
    ['es', 'Che, ¿quién sos?'],
  ])('%s: %s', is('unknown'));
  // The sweep: a fall now after "es que", and a plea with "SOS".
  it.each<Case>([
    ['es', 'Es que me he caído y no me puedo levantar.'],
    ['es', 'Lo que pasa es que me caí ayer y no me puedo levantar.'],
    ['es', 'Ay, es que me duele mucho el pecho.'],
    ['es', 'Es que estoy en el suelo desde anoche.'],
    ['es', 'SOS, ayúdenme, me caí.'],
    ['es', 'Sos, sos, no me puedo levantar.'],
    ['es', 'Sos.'],
  ])('%s: %s', is('emergency'));
});

describe('tired from a noise not one\'s own, then well said: no concern', () => {
  it.each<Case>([
    ['en', "Knackered, the lot upstairs had their music on till two, but apart from being grumpy I'm fine."],
    ['es', 'Cansada, que los de arriba tuvieron fiesta hasta las tantas, pero por lo demás bien.'],
    ['fr', "Un peu fatiguée, les jeunes d'en haut ont fait la fête, mais sinon tout va bien."],
  ])('%s: %s', is('good'));
  // The sweep: a sign beside the noise and the "fine".
  it.each<Case>([
    ['en', "Exhausted, the party upstairs kept me up, but I'm fine, oh and I've got a crushing pain in my chest."],
    ['en', "Tired, the party kept me up, but fine, though I took my sleeping tablets twice and I'm so drowsy."],
    ['es', 'Cansada, que los de arriba tuvieron fiesta, pero por lo demás bien, aunque me he caído y no me puedo levantar.'],
    ['fr', "Très fatiguée, les voisins ont fait du bruit, mais sinon ça va, sauf que je vois flou depuis ce matin et j'ai la bouche de travers."],
  ])('%s: %s', is('emergency'));
});

describe('a flood or a fire the radio tells of, elsewhere: not the home\'s', () => {
  it.each<Case>([
    ['en', "Fine, the radio's reading out the emergency number for the flooding up north, not us, we're on the sixth floor!"],
  ])('%s: %s', is('good'));
  it.each<Case>([
    ['en', "The radio's on about the flooding, my kitchen is under water and it's still rising."],
    ['en', "The radio's saying there's a fire in the block, and my corridor is full of smoke."],
  ])('%s: %s', is('emergency'));
});

describe('little eaten, said as such: a concern', () => {
  it.each<Case>([
    ['es', 'Desde que cerraron el comedor del hogar del jubilado como muy poco, un yogur y un poco de pan y ya.'],
    ['en', 'I eat very little, a yoghurt and a bit of bread.'],
    ['en', "I'm eating next to nothing."],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['es', 'Como poco de sal por la tensión.'],
    ['es', 'Como muy bien, gracias.'],
  ])('%s: %s', not('concerning'));
});

describe('cut or burnt on or with a thing: an injury; a cough in French', () => {
  it.each<Case>([
    ['fr', "Je me suis coupée avec une boîte de conserve hier, le gardien m'a mis un pansement, ça s'est arrêté tout de suite."],
    ['en', 'I cut myself on a tin yesterday, the caretaker put a plaster on it, it stopped straight away.'],
    ['fr', "Le chauffage de l'immeuble est en panne depuis une semaine, je dors avec deux pulls et je tousse un peu le matin."],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['en', "I cut myself with the bread knife and it won't stop bleeding."],
    ['fr', 'Je tousse du sang.'],
  ])('%s: %s', is('emergency'));
});
