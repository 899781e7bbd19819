import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13: unseen38 (aches, pains and getting about), read by sign after its first score. Each describe holds the sign in the
// three languages, its near misses, and for what was lowered the emergencies worded near it (the sweep).

type Case = [CallLanguage, string];

describe('more painkillers taken on top, and drowsy now: an overdose', () => {
  it.each<Case>([
    ['es', 'Ay... tengo mucho sueño. Como no me hacía nada el parche me tomé dos tramadoles más. Se me cierran los ojos.'],
    ['en', "I took two more tramadol, I'm so sleepy, my eyes are closing."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "I took two more tramadol, the pain's easing, I feel fine."],
  ])('%s: %s', not('emergency'));
});

describe('both legs gone numb or floppy, water not passing or legs not holding: the spinal cord pressed', () => {
  it.each<Case>([
    ['en', "My sciatica's been bad all week but since I woke up both my legs have gone numb and floppy. And I can't seem to pass water either, I've been trying since seven."],
    ['es', 'La ciática de siempre, pero desde anoche tengo las dos piernas dormidas, como de trapo. Y no consigo orinar, lo intento y nada. No me sostengo de pie.'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "Both my legs have gone numb from sitting cross-legged, it's pins and needles, it passed."],
  ])('%s: %s', not('emergency'));
});

describe('a joint red and hot with a fever: an infection, sepsis to rule out', () => {
  it.each<Case>([
    ['fr', "Depuis cette nuit le genou est énorme, rouge et brûlant, et j'ai 39,5 de fièvre, je grelotte."],
    ['en', "My knee is red and hot and I've a temperature of 39, I'm shivering."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', 'My knee is red and hot, the gout again, no fever.'],
  ])('%s: %s', not('emergency'));
});

describe('the chest pressed with the pain "gone down" to it (es); the end of one\'s tether, then a plan (fr); no air left (Québec)', () => {
  it.each<Case>([
    ['es', 'La artrosis del hombro se me ha bajado al pecho y me aprieta, y estoy sudando como un pollo.'],
    ['fr', "Je n'en peux plus de ces douleurs, ça fait des années. J'ai pensé à tout prendre d'un coup, toutes les boîtes. Comme ça ce serait fini."],
    ['fr', "Pas pire... pas pire... c'est juste que... j'ai pus d'air. Même assis... je finis pas mes phrases."],
    ['fr', "Il y a de la fumée plein la cuisine, la casserole est toute noire."],
    ['en', "I can't finish my sentences."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['fr', "Je n'en peux plus de ces douleurs."],
    ['en', "I can't take any more of these pains, it's been years, no one listens to me."],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['fr', "J'ai pensé à tout prendre d'un coup pour la valise, le sac et le manteau."],
    ['en', 'I could not stand any more of the telly so I went to bed.'],
  ])('%s: %s', not('emergency'));
  // The sweep for "could not stand any more of": standing not possible, said any way.
  it.each<Case>([
    ['en', "I can't stand, my legs have gone."],
    ['en', "I can't stand any more, I'm on the floor."],
  ])('%s: %s', is('emergency'));
});

describe('the one who fell named in a cleft, being looked after: someone else\'s fall, over', () => {
  it.each<Case>([
    ['es', 'Yo bien. El que se cayó fue don Ramiro, el del segundo, pero ya está en casa de su hija.'],
    ['fr', "Moi ça va. C'est Monsieur Dubois d'en face qui est tombé, il est en rééducation."],
    ['en', "I'm fine. My neighbour fell, she's in hospital now."],
    ['fr', "Ah, dans ma série hier le patron a fait une crise cardiaque en pleine réunion, les pompiers et tout, quel cinéma ! Moi ? En pleine forme, aucune douleur."],
    ['fr', "Ça va bien, mon gars. C'est le chien qui est tombé dans la mare en courant après un canard, j'ai dû le repêcher avec le râteau."],
  ])('%s: %s', not('emergency'));
  // The sweep: the one who fell still down, or the person too.
  it.each<Case>([
    ['es', 'Yo bien. La que se cayó fue mi vecina, está en el suelo y no se levanta.'],
    ['es', 'El que se cayó fue mi marido y no se levanta.'],
    ['es', 'La que se cayó fui yo, y no me puedo levantar.'],
    ['es', 'Yo bien. El que se cayó fue Paco, ya está en casa de su hija, pero yo me he caído también y no me puedo levantar.'],
    ['fr', "C'est moi qui suis tombée, je peux pas me relever."],
    ['fr', "C'est mon mari qui est tombé, il se relève pas, il répond plus."],
    ['fr', "Moi ça va. C'est Monsieur Dubois d'en face qui est tombé, il est par terre et il répond pas."],
    ['en', "I'm fine. My husband fell, he's on the floor, I can't get him up."],
    ['en', 'In my soap there was a fire, and now there\'s smoke in my kitchen.'],
  ])('%s: %s', is('emergency'));
});
