import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 28 (safety gaps found by round 27), by general rules in en/es/fr:
// - a smoke alarm still sounding, or that will not stop, beside a smell (a fire cannot be ruled out), is an emergency; a
//   test, a battery chirp, burnt toast that is over stay lower;
// - someone of one's own taken acutely ill, told as "had a stroke / a heart attack" ("my husband had a stroke", "mi vecino
//   tuvo un ictus", "mon voisin a fait un AVC"): a concern with no time, an emergency today or with no one helping yet,
//   the three languages alike; help told (hospital, stable) or a time long gone stays lower;
// - French "oublié" is a missed dose only when no other thing forgotten is named ("elle a oublié son portable", "j'oublie
//   de manger" are not).

type Case = [CallLanguage, string];

describe('a smoke alarm still sounding: an emergency', () => {
  it.each<Case>([
    ['en', "The smoke alarm is still going off and there's a funny smell"],
    ['en', "The smoke alarm won't stop going off and there's a funny smell."],
    ['en', "I can't turn off the smoke alarm, there's a smell of burning."],
    ['es', 'La alarma de humo sigue sonando y huele raro.'],
    ['es', 'La alarma de humo no para de sonar y hay un olor raro.'],
    ['fr', "Le détecteur de fumée sonne toujours et il y a une drôle d'odeur."],
    ['fr', "Le détecteur de fumée n'arrête pas de sonner et ça sent bizarre."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a test, a battery chirp, burnt toast over', () => {
  it.each<Case>([
    ['en', 'The smoke alarm went off, burnt toast, all fine now.'],
    ['en', "The smoke alarm wouldn't stop going off yesterday, it was the toast, all fine now."],
    ['en', 'The smoke alarm is chirping, it needs a new battery.'],
    ['en', "I tested the smoke alarm this morning, it's working fine."],
    ['es', 'Saltó la alarma de humo por la tostada, ya está, todo bien.'],
    ['es', 'La alarma de humo pita, es la pila, ya la cambié.'],
    ['es', 'Probé la alarma de humo esta mañana, funciona bien.'],
    ['fr', "Le détecteur de fumée a sonné pour le pain grillé, c'est fini, tout va bien."],
    ['fr', "Le détecteur de fumée bipe, c'est la pile, je l'ai changée."],
    ['fr', "J'ai testé le détecteur de fumée ce matin, il marche."],
  ])('%s: %s', not('emergency'));
});

describe('someone of one\'s own taken ill today, or with no one helping: an emergency', () => {
  it.each<Case>([
    ['en', 'My husband had a stroke this morning.'],
    ['en', 'My husband had a heart attack this morning.'],
    ['en', "My husband had a stroke, I don't know what to do."],
    ['en', "My husband had a stroke this morning, he's on the floor."],
    ['es', 'Mi vecino tuvo un infarto esta mañana.'],
    ['es', 'Mi marido tuvo un ictus, no sé qué hacer.'],
    ['es', 'Mi marido ha tenido un ictus esta mañana.'],
    ['fr', 'Mon mari a fait un AVC ce matin.'],
    ['fr', 'Mon mari a fait une crise cardiaque ce matin.'],
    ['fr', 'Mon mari a fait un AVC, je ne sais pas quoi faire.'],
  ])('%s: %s', is('emergency'));
});

describe('someone else\'s stroke or heart attack with no time: a concern, the three languages alike', () => {
  it.each<Case>([
    ['en', 'My neighbour had a stroke.'],
    ['es', 'Mi vecino tuvo un ictus.'],
    ['fr', 'Mon voisin a fait un AVC'],
  ])('%s: %s', is('concerning'));
});

describe('floors: going on now, on the floor, unable to speak, stays an emergency', () => {
  it.each<Case>([
    ['en', 'My neighbour is having a stroke.'],
    ['en', "My neighbour had a stroke, he's lying on the floor."],
    ['es', 'A mi vecino le está dando un ictus.'],
    ['es', 'Mi vecino tuvo un ictus, está en el suelo y no puede hablar.'],
    ['fr', 'Mon voisin est en train de faire un AVC.'],
    ['fr', 'Mon voisin a fait un AVC, il est par terre.'],
    ['fr', 'Mon voisin a fait un AVC, il ne peut plus parler.'],
    ['en', 'I had a stroke this morning.'],
    ['fr', "J'ai fait un AVC ce matin."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: help told, or long ago', () => {
  it.each<Case>([
    ['en', "My husband had a stroke this morning, he's in hospital now, they say he's stable."],
    ['es', 'Mi marido tuvo un ictus esta mañana, ya está en el hospital, estable.'],
    ['fr', "Mon mari a fait un AVC ce matin, il est à l'hôpital, il est stable."],
    ['en', "My neighbour had a stroke last year, he's fine now."],
    ['es', 'Mi vecino tuvo un ictus el año pasado, ya está bien.'],
    ['fr', "Mon voisin a fait un AVC l'an dernier, il va bien."],
  ])('%s: %s', not('emergency'));
});

describe('French "oublié": a missed dose only for tablets', () => {
  it.each<Case>([
    ['fr', "J'ai oublié mes cachets ce matin."],
    ['fr', 'Mes médicaments, je les ai oubliés.'],
    ['fr', "Les comprimés ? J'ai oublié."],
    ['fr', "J'ai oublié mon sac avec mes médicaments dedans."],
    ['fr', "J'ai oublié mon Kardégic à la maison."],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['fr', 'Elle a oublié son portable.'],
    ['fr', "J'ai oublié mon portable chez ma fille."],
    ['fr', "J'ai oublié où j'ai mis mes clés."],
    ['fr', 'Elle a oublié ses lunettes.'],
  ])('%s: %s is no missed dose', not('concerning'));
  it.each<Case>([
    ['fr', "J'oublie de manger."],
  ])('%s: %s is not eating (a concern), not a missed dose', is('concerning'));
});
