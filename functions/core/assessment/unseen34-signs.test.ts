import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13: unseen34 (the line and the listener: answers that wander), read by sign after its first score. Each describe holds
// the sign in the three languages, its near misses, and for what was lowered the emergencies worded near it (the sweep).

type Case = [CallLanguage, string];

describe('a hand letting go of everything, speech said odd, the words not coming, half the face tingling: a stroke', () => {
  it.each<Case>([
    ['fr', "Excusez, j'ai la bouche toute pâteuse. Depuis ce matin ma main droite lâche tout, j'ai cassé deux bols, et ma fille au téléphone m'a dit que je parlais bizarre."],
    ['fr', "C'est les mots qui... qui viennent pas."],
    ['fr', "Mais depuis ce matin je vois double, et j'ai la moitié du visage qui fourmille, c'est drôle."],
    ['en', "Half my face is tingling since this morning and I'm seeing double."],
    ['en', 'Half my face has gone to sleep.'],
    ['es', 'Tengo la mitad de la cara dormida y veo doble.'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['fr', 'Ma petite-fille parle bizarre quand elle imite la maîtresse.'],
  ])('%s: %s', not('emergency'));
});

describe('gas smelt since last night, with a headache: gas', () => {
  it.each<Case>([
    ['en', "The kitchen's smelled of gas something awful since last night, I've opened the back window and put a towel by the cooker. Bit of a headache from the smell, that's all."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', 'It smelt of gas last month, the engineer fixed it, nothing since.'],
    ['en', "I smelt gas last week, the engineer came and fixed it, I'm fine now."],
  ])('%s: %s', not('emergency'));
  // The sweep for gas fixed a week or more ago: smelt again, not fixed, an alarm or signs now.
  it.each<Case>([
    ['en', 'I smelt gas last week, they fixed it, but I can smell it again now.'],
    ['en', "I smelt gas last week and the engineer's not been yet, it still smells and I've a headache."],
    ['en', "Smelt gas last month, fixed, but today the alarm's going off and I feel sick."],
    ['en', "I smelt gas last week, it was fixed, now my husband won't wake up and I've a terrible headache."],
  ])('%s: %s', is('emergency'));
});

describe('a wound red, hot and spreading with a fever or shivering: sepsis', () => {
  it.each<Case>([
    ['fr', 'Bof. La petite plaie au mollet, vous savez, elle est devenue toute rouge et chaude, ça remonte vers le genou depuis hier. J\'ai 39 de fièvre et je grelotte.'],
    ['en', "The sore on my shin has gone red and hot and it's creeping up my leg, I've got a temperature and I can't stop shivering."],
    ['es', 'La herida del pie está roja y caliente y se va subiendo, tengo fiebre y escalofríos.'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "My face went red and hot in the sun, I'm spreading the cream on."],
    ['en', 'The red patch was spreading last month with a fever, antibiotics sorted it, fine since.'],
  ])('%s: %s', not('emergency'));
});

describe('a muddle told as new by another voice in the room, or the home not known for one\'s own: a new muddle', () => {
  it.each<Case>([
    ['en', "Who are you? Is it Tuesday? I don't know where Margaret's put my house, this isn't my house, the curtains are wrong. [another voice in the room: He's not himself, he was sharp as a tack yesterday.]"],
    ['es', '¿Mi madre? Tengo que ir a por mi madre al colegio, que sale a las cinco. [voz del marido de fondo: Desde esta mañana no sabe ni quién soy, ayer estaba perfectamente.]'],
    ['fr', "Je dois aller à l'usine, le contremaître m'attend, je suis en retard. [voix de son épouse : Il ne me reconnaît plus depuis ce matin, hier il faisait ses mots croisés.]"],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "This isn't my house, we sold it in 1990, I live in the flat now."],
    ['es', 'Mi marido tiene alzheimer, hace años que no me reconoce.'],
    ['fr', 'Mon mari a Alzheimer, il ne me reconnaît plus depuis deux ans.'],
  ])('%s: %s', not('emergency'));
});

describe("another's tablets called by their colour, taken instead of one's own: with the heart racing an overdose", () => {
  it.each<Case>([
    ['en', "Bit peculiar, to be honest. I think I took the wife's pink ones instead of my white ones this morning, they're in the same sort of box, and now I'm all woozy and my heart's going like the clappers."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "I took the wife's pink ones instead of my white ones, but I feel fine."],
  ])('%s: %s', is('concerning'));
});

describe('a perfect tense is no present: a fall of Monday, helped up, a bruise since, is over', () => {
  it.each<Case>([
    ['fr', 'Oh, pas mal. Lundi au marché de Wazemmes j\'ai raté le trottoir, je suis tombée, un monsieur m\'a aidée à me relever. J\'ai un bleu grand comme une assiette sur la cuisse. Et les fraises étaient hors de prix.'],
    ['en', 'On Monday I have tripped on the kerb and fell, a man helped me up, just a bruise.'],
  ])('%s: %s', is('concerning'));
  // The sweep: a fall of an earlier day with something of now beside it.
  it.each<Case>([
    ['fr', 'Lundi j\'ai raté la marche, je suis tombée et je suis toujours par terre.'],
    ['en', "On Monday I tripped and fell and I have crushed my hip, I can't stand."],
    ['en', "Yesterday I fell in the garden and I have stayed on the floor since, I can't get up."],
    ['en', "Last night I slipped and I have banged my head, I've been sick twice and I'm so sleepy."],
    ['en', 'On Sunday I fell and I have blacked out twice since.'],
    ['en', "This morning I tripped and I have cracked my head open, it's pouring."],
    ['es', 'El lunes me caí y sigo en el suelo, no me puedo levantar.'],
    ['es', 'Ayer me caí, me di en la cabeza y he vomitado dos veces, estoy muy adormilada.'],
    ['fr', 'Hier je suis tombée, je me suis cogné la tête et j\'ai vomi deux fois, je suis toute endormie.'],
    ['fr', 'Dimanche j\'ai glissé, je suis tombée et j\'ai la hanche cassée, je peux pas bouger.'],
  ])('%s: %s', is('emergency'));
});
