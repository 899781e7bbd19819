import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 42 (unseen42): black, tarry stools since yesterday with the room going grey on standing ("when I get up the
// room goes grey on me", "cuando me levanto se me pone todo gris", "quand je me lève tout devient gris") read CONCERNING with the
// rules alone: a faint or dizziness beside the stools was read, the sight going grey, dark or black was not. Now the sight going
// grey, dark or black (a veil, greying out, "se me nubla la vista", "un voile noir", "je vois tout gris") beside black stools
// (any order, "mes selles sont noires", "hago de vientre negro") or blood in the toilet is a bleed inside (999/112/15).
// Raises only. Black stools alone, on iron, denied, supposed ("if"), or long ago stay as they read.

type Case = [CallLanguage, string];

describe('black stools or blood in the toilet, with the sight going grey now: a bleed', () => {
  it.each<Case>([
    ['en', 'Fine, thanks. Though my motions have been black like tar since yesterday, and when I get up the room goes grey on me.'],
    ['en', "My poo's been black as tar and I keep greying out when I stand."],
    ['en', 'Black stools for two days. Everything went dark when I stood up just now.'],
    ['en', 'There was blood in the toilet this morning and I went all grey.'],
    ['en', 'Black motions since Monday, and the room goes grey when I stand.'],
    ['en', 'My stools are black and tarry. I stood up and my sight went dark.'],
    ['es', 'Aunque desde ayer hago de vientre negro como el alquitrán, y cuando me levanto se me pone todo gris.'],
    ['es', 'Las heces negras desde el lunes y al levantarme se me nubla la vista.'],
    ['es', 'Hago caca negra, como alquitrán, y se me va la vista cuando me pongo de pie.'],
    ['es', 'Tengo las heces negras y cuando me pongo de pie lo veo todo negro.'],
    ['es', 'Las deposiciones son negras desde ayer y se me puso todo oscuro al levantarme.'],
    ['es', 'Desde el martes las heces negras. Me levanto y se me pone todo gris.'],
    ['fr', 'Par contre depuis hier mes selles sont noires comme du goudron, et quand je me lève tout devient gris.'],
    ['fr', "Mes selles sont noires depuis lundi et j'ai un voile noir quand je me lève."],
    ['fr', 'Selles noires comme du goudron, et je vois tout gris en me levant.'],
    ['fr', 'Des selles noires depuis deux jours. Quand je me lève la vue se brouille.'],
    ['fr', 'Mes selles sont noires et tout devient noir quand je me mets debout.'],
    ['fr', "J'ai les selles noires, et en me levant tout est devenu gris d'un coup."],
  ])('%s: %s', is('emergency'));
});

describe('milder: stools alone, on iron, denied, supposed or long ago', () => {
  it.each<Case>([
    ['en', 'Black stools from the iron tablets, the GP knows.'],
    ['en', "If my stools went black and the room went grey I'd ring."],
    ['en', 'No black stools, but the room goes grey when I stand.'],
    ['es', 'Las heces negras por el hierro, nada más.'],
    ['es', 'Si algún día tengo las heces negras y se me pone todo gris, llamo.'],
    ['fr', "Mes selles sont noires, c'est le fer. Ça va."],
    ['fr', 'Pas de selles noires, mais tout devient gris quand je me lève.'],
    ['fr', 'Mes selles étaient noires il y a des années, plus rien depuis, et quand je me lève vite tout devient gris.'],
  ])('%s: %s', not('emergency'));
});

describe('floors: a bleed with a faint, dizziness or blood vomited stays an emergency', () => {
  it.each<Case>([
    ['en', 'Black stools and I fainted in the bathroom.'],
    ['en', "I've been sick and it looks like coffee grounds."],
    ['en', 'My stools are black and I feel dizzy and faint.'],
    ['es', 'Heces negras y me he desmayado en el baño.'],
    ['es', 'He vomitado como posos de café.'],
    ['fr', "Selles noires et je me suis évanouie dans la salle de bain."],
    ['fr', "J'ai vomi du sang."],
  ])('%s: %s', is('emergency'));
});
