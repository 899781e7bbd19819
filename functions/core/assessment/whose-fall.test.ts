import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 30: a fall is the person's only when they are its subject. A thing that fell (a fence, a vase, a tree,
// leaves) is no fall. Someone else's fall told as over or in hand (a cast, stitches, a scrape told as nothing, "she's
// fine", "he's home") is theirs and behind them. A fall avoided or feared is no fall: a fear is a concern, a precaution
// nothing. Floors: the person's own fall, and someone else still down, not moving, bleeding or not to be lifted.

type Case = [CallLanguage, string];

describe('not the person\'s fall now: good', () => {
  it.each<Case>([
    ['en', "I'm alright. Our Jean fell at the bus stop, she's got a cast on now."],
    ['es', 'Bien. El nieto se cayó de la bici, una raspadura, nada.'],
    ['es', 'Bien. Mi amiga Pili se cayó en la parada del autobús, lleva escayola.'],
    ['es', 'Bien. La valla se cayó con el viento, el chico la está arreglando.'],
    ['fr', 'Ça va. Le petit est tombé de vélo, une égratignure, rien.'],
    ['fr', "Ça va. Mon amie Josette est tombée à l'arrêt de bus, elle a un plâtre."],
    ['fr', 'Ça va. La clôture est tombée avec le vent, le petit la répare.'],
    ['fr', 'La mairie a posé une barre pour que je ne tombe pas dans la baignoire'],
    // Round 30's own, written before they were run.
    ['en', "I'm fine. The fence fell down in the storm, my son's fixing it at the weekend."],
    ['en', "All good. A picture fell off the wall in the night, gave me a fright but no harm done."],
    ['en', "I'm grand. My sister fell in the garden last week, she's got a cast on her wrist now."],
    ['es', 'Estoy bien. El árbol del patio se cayó con la tormenta, ya lo han quitado.'],
    ['es', 'Muy bien. Mi nieta se cayó en el colegio, le pusieron tres puntos y ya está bien.'],
    ['es', 'Todo bien. El cuadro del pasillo se cayó anoche, pero no se rompió.'],
    ['es', 'Bien. Mi vecina se cayó en el mercado, lleva escayola en el brazo.'],
    ['fr', "Je vais bien. L'arbre du jardin est tombé avec la tempête, mon fils l'a coupé."],
    ['fr', 'Très bien. Ma petite-fille est tombée à l\'école, elle a eu trois points de suture, elle va bien.'],
    ['fr', "Ça va. Le cadre de l'entrée est tombé cette nuit, mais il ne s'est pas cassé."],
    ['fr', 'Bien. Ma sœur est tombée au marché, elle a un plâtre au bras.'],
  ])('%s: %s', is('good'));
  it.each<Case>([
    ['fr', "C'est l'automne, les feuilles tombent partout"],
    // Her grazed knee is still read as an injury (a concern), the fall no longer as an emergency.
    ['en', "Very well. My granddaughter fell off her scooter, a grazed knee, she's fine."],
  ])('%s: %s', not('emergency'));
});

describe('a fear of falling: a concern', () => {
  it.each<Case>([
    ['fr', "J'ai peur de tomber dans ces escaliers"],
  ])('%s: %s', is('concerning'));
});

describe('a near miss stays a concern', () => {
  it.each<Case>([
    ['en', 'I nearly fell over the dog but I caught the table'],
    ['es', 'Casi me caigo con el perro pero me agarré a la mesa'],
    ['fr', "J'ai failli tomber à cause du chien mais je me suis rattrapée à la table"],
  ])('%s: %s', is('concerning'));
});

describe('floors: the person\'s own fall, someone else still down, not moving, bleeding, not to be lifted', () => {
  it.each<Case>([
    ['en', "I've fallen and I can't get up."],
    ['en', "My husband fell and he can't get up."],
    ['en', "Our Jean fell an hour ago and she's not moving."],
    ['en', "My wife's fallen in the bathroom and I can't lift her."],
    ['es', 'Me he caído y no me puedo levantar.'],
    ['es', 'Mi marido se ha caído y no se levanta.'],
    ['es', 'El nieto se cayó de la escalera y no se mueve.'],
    ['fr', "Je suis tombée et je n'arrive pas à me relever."],
    ['fr', 'Mon mari est tombé, il ne bouge plus.'],
    ['fr', 'Ma voisine est tombée devant chez moi, elle saigne de la tête.'],
    // Found by the lead's probe after the round (an emergency before it): a sign of a knock come on, beside a fall told as in hand.
    ['en', "My wife fell, she's got a cast on her arm but she's gone very confused and drowsy."],
    ['es', 'Mi marido se cayó, lleva escayola, pero está muy confundido y adormilado.'],
    ['fr', 'Ma femme est tombée, elle a un plâtre, mais elle est toute confuse et somnolente.'],
    // Round 30's own, written before they were run.
    ['en', "The fence fell on me in the garden and I can't get up."],
    ['en', 'My granddaughter fell off the wall and she is bleeding from her head.'],
    ['en', "My sister fell, I'm not sure she is fine, she's very quiet."],
    ['en', "I fell in the kitchen, nothing broken I think, but I can't get up."],
    ['es', 'Mi vecina se cayó y está en el suelo, no se mueve.'],
    ['es', 'Se me cayó la estantería encima y no me puedo levantar.'],
    ['es', 'Mi nieta se cayó del columpio y está sangrando mucho.'],
    ['es', 'Me he caído en el baño, nada roto creo, pero no me puedo levantar.'],
    ['fr', 'Ma sœur est tombée et elle ne respire plus.'],
    ['fr', "L'étagère m'est tombée dessus et je n'arrive pas à me relever."],
    ['fr', 'Le petit est tombé du toboggan, il saigne beaucoup.'],
    ['fr', "Je suis tombée dans la cuisine, rien de cassé je crois, mais je n'arrive pas à me relever."],
  ])('%s: %s', is('emergency'));
});
