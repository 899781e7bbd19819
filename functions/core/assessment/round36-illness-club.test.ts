import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 36 (found sweeping danger words used for something else): a club, group or charity named by an illness ("the
// stroke club was lovely today", "fui al club del ictus", "le club AVC") read a stroke, an emergency, with the rules alone. Now
// a place one goes. A stroke, chest pain or fall said beside it is read by its own words.

type Case = [CallLanguage, string];

describe('a club named by the illness: no emergency', () => {
  it.each<Case>([
    ['en', 'The stroke club was lovely today.'],
    ['en', "I've been to the heart group, good fun."],
    ['es', 'Fui al club del ictus, muy bien.'],
    ['fr', "Je suis allée au club AVC, c'était bien."],
  ])('%s: %s', not('emergency'));
});

describe('floors near the pattern: still an emergency', () => {
  it.each<Case>([
    ['en', 'My husband had a stroke at the stroke club, his face has dropped.'],
    ['en', "I came back from the stroke club and now my arm's gone dead."],
    ['en', 'At the heart club I got a crushing pain in my chest.'],
    ['en', "The stroke club bus didn't come, and I can't lift my arm, my speech is slurred."],
    ['en', "My wife's at the dementia group, I'm on the floor and can't get up."],
    ['es', 'En el club del ictus a mi marido se le torció la boca, no puede hablar.'],
    ['es', 'Vengo del club del ictus y se me ha dormido el brazo izquierdo, hablo raro.'],
    ['es', 'En el grupo del ictus me dio un dolor fuerte en el pecho.'],
    ['es', 'Estoy en el club del ictus y me he caído, no me puedo levantar.'],
    ['es', 'He tenido un ictus.'],
    ['fr', 'Au club AVC mon mari a la bouche de travers, il parle plus.'],
    ['fr', "En rentrant du club AVC j'ai le bras tout engourdi et je parle mal."],
    ['fr', "À l'association AVC j'ai eu une douleur dans la poitrine qui serre."],
    ['fr', 'Je suis au club AVC, je suis tombée et je peux pas me relever.'],
    ['fr', "J'ai fait un AVC."],
  ])('%s: %s', is('emergency'));
});
