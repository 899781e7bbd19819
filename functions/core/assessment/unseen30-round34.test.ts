import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 34 (unseen30's remaining misses and known gaps): each sign read by its structure, in en, es and fr, with
// floors (near-misses that must stay emergencies) and near-misses that must not become one.

type Case = [CallLanguage, string];

// A household poison taken for a drink, the drink unsaid: named as what it was ("it was the bleach", "era lejía", "c'était de
// la javel"), thought a drink ("what I thought was lemonade"), the wrong bottle, or put in a drink's bottle; with the mouth,
// throat or stomach burning or sickness since: poisoning, an emergency.
describe('a poison taken for a drink, with its signs inside: an emergency', () => {
  it.each<Case>([
    ['en', "I poured myself what I thought was lemonade from the bottle under the sink, but it was the bleach my daughter had put in it. My mouth and throat are burning."],
    ['en', 'I poured a glass from the squash bottle and it turned out to be the toilet cleaner, my mouth is burning.'],
    ['en', 'I got the wrong bottle out of the cupboard, it was disinfectant, now my tummy is burning and I feel sick.'],
    ['en', "My son had put some bleach in an old lemonade bottle, I had a glass, my throat's burning."],
    ['es', 'Me serví lo que creía que era agua de la botella de debajo del fregadero y era lejía, me arde la boca y la garganta.'],
    ['es', 'Me equivoqué de botella, era el amoniaco, me quema la garganta.'],
    ['es', 'Mi hija había puesto lejía en la botella de gaseosa y me tomé un vaso, me arde todo por dentro.'],
    ['es', 'Pensé que era agua pero era lejía, me quema la boca.'],
    ['fr', "Je me suis servi ce que je croyais être de la limonade, c'était de l'eau de Javel, j'ai la bouche et la gorge qui brûlent."],
    ['fr', "Je me suis trompée de bouteille, c'était le détartrant, ça me brûle la gorge."],
    ['fr', "Ma fille avait mis de la javel dans la bouteille d'eau et j'en ai pris un verre, ça me brûle."],
    ['fr', "Je pensais que c'était de l'eau mais c'était de la javel, ça me brûle la bouche."],
  ])('%s: %s', is('emergency'));
});

describe('floors: a poison drunk by mistake stays an emergency', () => {
  it.each<Case>([
    ['en', 'I drank some bleach by mistake, my throat is burning.'],
    ['es', 'Me tomé un trago de lejía sin querer, me arde la garganta.'],
    ['fr', "J'ai bu du désherbant par erreur, ça me brûle la gorge."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a poison put away, on the hands, the wrong shampoo', () => {
  it.each<Case>([
    ['en', "I put the bleach in the old lemonade bottle and labelled it, I'm fine."],
    ['en', "It was the bleach that made my hands sting when I cleaned the loo, they're fine now."],
    ['en', 'I got the wrong bottle of shampoo, it was the conditioner, no harm done.'],
    ['es', 'Creía que era agua pero era lejía, me di cuenta antes de beber, estoy bien.'],
    ['es', 'Puse la lejía en una botella de agua vieja y le puse una etiqueta, estoy bien.'],
    ['es', 'Me equivoqué de botella de champú, era el suavizante, nada más.'],
    ['fr', "J'ai mis la javel dans une vieille bouteille d'eau avec une étiquette, tout va bien."],
    ['fr', "C'était la javel qui me piquait les mains en faisant le ménage, ça va maintenant."],
    ['fr', "Je me suis trompée de bouteille de shampoing, c'était l'après-shampoing, rien de grave."],
  ])('%s: %s', not('emergency'));
});
