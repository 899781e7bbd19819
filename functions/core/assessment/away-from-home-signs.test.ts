import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not, readTwoAnswers } from './read-answer.ts';

// Issue 13, unseen25 (hobbies, outings and time away from home): the emergencies the rules missed, each read by its
// sign and said in other words in en/es/fr, with near-misses that must not be raised (a denial, a past resolved
// version, someone else's, a fear, a programme); and the false emergencies, lowered by general rules with floors.

type Case = [CallLanguage, string];
type Call = [CallLanguage, string, string];
const two = (status: 'emergency' | 'concerning' | 'good') => (language: CallLanguage, first: string, then: string) =>
  expect(readTwoAnswers(language, first, then)).toBe(status);
const twoNot = (status: 'emergency') => (language: CallLanguage, first: string, then: string) =>
  expect(readTwoAnswers(language, first, then)).not.toBe(status);

describe('a wound bled through the cloth round it, for long or coming over faint: an emergency', () => {
  it.each<Case>([
    ['en', "I caught my hand on the greenhouse glass, it's bled right through the tea towel and it's still dripping off my fingers, been twenty minutes, I feel a bit woozy."],
    ['en', "Cut my thumb on the secateurs, it's soaked through two hankies and it won't stop."],
    ['es', 'Me he cortado la mano con un cristal en el huerto, ha empapado el pañuelo y me sigue goteando por los dedos, llevo media hora y estoy mareada.'],
    ['fr', "Je me suis coupé la main sur une vitre au jardin ouvrier, ça a traversé le mouchoir et ça goutte encore des doigts, ça fait une demi-heure et j'ai la tête qui tourne."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "I cut my finger at the club, it bled through a plaster but it stopped after a minute, I'm fine."],
    ['en', "It hasn't gone through the hanky, it's only a scratch, I'm fine."],
    ['en', "Stan cut his hand at the allotment last week, it went through his hanky, he had stitches, he's fine now."],
    ['es', 'Me corté el dedo en el club, traspasó la tirita pero paró enseguida, estoy bien.'],
    ['es', 'No ha empapado el pañuelo, es un arañazo, estoy bien.'],
    ['fr', "Je me suis coupée au club, ça a traversé le pansement mais ça s'est arrêté tout de suite, ça va."],
    ['fr', "Ça n'a pas traversé le mouchoir, c'est une égratignure, ça va."],
  ])('%s: %s', not('emergency'));
});

describe('someone heard moving about the home now: an intruder', () => {
  it.each<Case>([
    ['en', "There's someone walking about upstairs, I can hear them. I've just got in from bingo."],
    ['en', "I can hear footsteps upstairs and I live on my own. I'm in the hall."],
    ['es', 'Hay alguien andando arriba, lo oigo, acabo de llegar del bingo.'],
    ['es', 'Oigo pasos en el piso de arriba y vivo sola.'],
    ['fr', "Il y a quelqu'un qui marche à l'étage, je l'entends, je rentre de la chorale."],
    ['fr', "J'entends marcher en haut et je vis seule."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', 'I thought someone was walking about upstairs but it was only the cat.'],
    ['en', "My grandson's staying, he's walking about upstairs getting ready, I'm fine."],
    ['en', "I always worry someone's walking about upstairs when I get back from chapel, but I'm fine."],
    ['en', "On the telly someone was walking about upstairs in the haunted house, daft programme. I'm fine."],
    ['es', 'Creí oír a alguien andando arriba pero era el gato.'],
    ['es', 'Mi nieto está andando arriba, se está arreglando, yo bien.'],
    ['fr', "J'ai cru entendre quelqu'un qui marche à l'étage mais c'était le chat."],
    ['fr', "Mon petit-fils marche à l'étage, il se prépare, moi ça va."],
  ])('%s: %s', not('emergency'));
});

describe('words coming out wrong and the face numb down one side, as after the dentist: a stroke', () => {
  it.each<Case>([
    ['en', 'My words are coming out all wrong and my face has gone numb down one side, like after the dentist.'],
    ['en', "Since choir my face feels numb down one side like the dentist's injection and I keep saying the wrong words."],
    ['es', 'Me salen las palabras equivocadas y tengo la cara dormida de un lado, como después del dentista.'],
    ['fr', "Les mots sortent de travers et j'ai le visage engourdi d'un côté, comme après le dentiste."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "My words aren't coming out wrong and my face is fine, no numbness."],
    ['en', "My words don't come out wrong, I'm fine."],
    ['en', "Stan's words were all wrong at choir and his face was numb down one side, they took him in, he's home now and fine."],
    ['es', 'Mi vecina tuvo un ictus el mes pasado en el coro, ya está en casa y bien. Yo estoy bien.'],
    ['fr', "Je n'ai pas le visage engourdi et les mots sortent bien, ça va."],
  ])('%s: %s', not('emergency'));
  // Floors: the words that will not come out stay a stroke.
  it.each<Case>([
    ['en', "My words won't come out."],
    ['en', "My words won't come out right."],
    ['en', "The words aren't coming, I can't say what I mean."],
  ])('%s: %s', is('emergency'));
});

describe('a racing heart that will not settle, with coming over grey or a tight chest: an emergency', () => {
  it.each<Case>([
    ['en', "My heart's been racing for half an hour and I came over all grey, there's a tightness across my chest."],
    ['en', 'My heart is pounding and I nearly passed out at the dance.'],
    ['es', 'Tengo el corazón a mil desde hace cuarenta minutos, se me puso todo gris y casi me caigo, una opresión aquí en el pecho.'],
    ['fr', "Mon cœur s'emballe depuis quarante minutes, j'ai failli tomber dans les pommes et j'ai une barre en travers de la poitrine."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "My heart was going like the clappers after the quickstep but it settled after a minute, I'm grand."],
    ['en', "My heart's not racing and I didn't come over grey, I'm fine."],
    ['en', 'Last year my heart raced and I nearly passed out at the dance, they fitted a pacemaker, nothing since.'],
    ['es', 'El corazón se me aceleró bailando pero se calmó enseguida, estoy bien.'],
    ['es', 'El corazón no se me acelera y no me he mareado, estoy bien.'],
    ['es', 'El año pasado el corazón se me puso a mil y casi me desmayo en el baile, me pusieron un marcapasos, nada desde entonces.'],
    ['fr', "Mon cœur s'est emballé au bal mais ça s'est calmé tout de suite, ça va bien."],
    ['fr', "Mon cœur ne s'emballe pas et je n'ai pas failli tomber, ça va."],
    ['fr', "Mon cœur s'est emballé au bal l'an dernier et j'ai failli tomber dans les pommes, on m'a mis un pacemaker, rien depuis."],
  ])('%s: %s', not('emergency'));
});

describe('all the tablets of the box tonight, to end it: ending one’s life', () => {
  it.each<Case>([
    ['en', "I'm going to take all the tablets in the box tonight and end it all."],
    ['es', 'Esta noche pienso tomarme todas las pastillas de la caja y acabar de una vez.'],
    ['es', 'Voy a tomarme todas las pastillas y acabar con todo, no se lo diga a mis hijos.'],
    ['fr', 'Ce soir je vais prendre tous les cachets de la boîte et en finir.'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "I take all my tablets at once in the morning, I'm fine."],
    ['en', "Years ago I thought about taking all my tablets and ending it, I got help, I'm in a good place now."],
    ['en', "I watched a programme where a woman took all her tablets to end it all. I'm fine."],
    ['es', 'Me tomo todas las pastillas por la mañana de una vez, estoy bien.'],
    ['es', 'Hace años pensé en tomarme todas las pastillas y acabar con todo, pero me ayudaron, ya estoy bien ahora.'],
    ['es', 'Voy a acabar de una vez con la plancha, estoy bien.'],
    ['fr', "Je prends tous mes cachets le matin d'un coup, ça va bien."],
  ])('%s: %s', not('emergency'));
});

describe('hours in the hot sun, the skin dry, no sweat and a muddle: heat stroke', () => {
  it.each<Case>([
    ['en', "All afternoon in the sun at the bowls, my skin's gone all dry, I'm not even sweating, what day is it?"],
    ['es', 'Toda la tarde al sol en la petanca, tengo la piel toda seca, ya no sudo, ¿qué día es hoy?'],
    ['fr', "Tout l'après-midi en plein soleil à la pétanque, j'ai la peau toute sèche, je transpire même plus, c'est quel jour ?"],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "It's scorching, I'm staying in with the fan and drinking plenty, I'm fine."],
    ['en', "My skin's always dry in winter, I'm fine."],
    ['es', 'Hace un sol de justicia, me quedo en casa con el ventilador, bebo agua, estoy bien.'],
    ['fr', 'Il fait un cagnard, je reste au frais avec les volets fermés, je bois, ça va.'],
  ])('%s: %s', not('emergency'));
});

describe('a camper van or caravan kept warm all night, with a head, sickness or someone who will not wake: carbon monoxide', () => {
  it.each<Case>([
    ['en', "We're in the caravan, we had the heater on all night, I've a splitting headache and I've been sick, and I can't wake my husband properly."],
    ['es', 'Estamos en la autocaravana, tuvimos la estufa toda la noche, tengo un dolor de cabeza horrible y ganas de vomitar, y a mi marido no consigo despertarlo bien.'],
    ['fr', "On est en caravane, le chauffage toute la nuit, j'ai mal à la tête et envie de vomir, et mon mari je n'arrive pas à le réveiller."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "We're in the camper van with the heater on, we slept like logs, we're fine."],
    ['en', "I worry about the heater in the caravan giving off fumes, but we're fine, no headaches."],
    ['es', 'Estamos en la caravana con la calefacción, hemos dormido de maravilla, estamos bien.'],
    ['fr', 'On est en camping-car avec le chauffage, on a très bien dormi, ça va.'],
    ['fr', 'Le chauffage de la caravane est tombé en panne, on a eu froid, mais ça va.'],
    ['en', "We were in the tent, I cooked on the camping stove outside the tent, I've a headache and feel sick from the sun."],
    ['en', "I cook on the camping stove out in the garden, I've a headache and feel sick with this cold."],
    ['fr', "On est en camping-car, j'ai fait cuire sur le réchaud dehors, j'ai mal à la tête et envie de vomir à cause du soleil."],
  ])('%s: %s', not('emergency'));
});

describe('two pain patches on instead of one, and drowsy or breathing slowly: an overdose', () => {
  it.each<Case>([
    ['en', "I put two morphine patches on instead of one and I'm so drowsy, my breathing's ever so slow."],
    ['es', 'Me puse dos parches de morfina en vez de uno y estoy muy adormilada, respiro muy despacio.'],
    ['fr', "J'ai mis deux patchs de morphine au lieu d'un et je suis toute ensuquée, je respire tout doucement."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "The nurse said never to put two patches on instead of one, so I only put one on, I'm fine."],
    ['en', "My husband put two patches on instead of one yesterday, the doctor came, he's fine now, and I'm fine."],
    ['es', 'La enfermera dice que nunca me ponga dos parches en vez de uno, me pongo uno, estoy bien.'],
    ['es', 'Mi marido se puso dos parches en vez de uno ayer, vino el médico, ya está bien, y yo bien.'],
    ['fr', "L'infirmière m'a dit de ne jamais mettre deux patchs au lieu d'un, j'en mets un, ça va bien."],
    ['fr', "Mon mari a mis deux patchs au lieu d'un hier, le médecin est passé, il va bien maintenant, et moi ça va."],
  ])('%s: %s', not('emergency'));
});

describe('lowered: someone else’s, or a programme’s, with the person saying it was not them', () => {
  it.each<Call>([
    ['en', "I'm grand. Bit of excitement at the club Tuesday, old Stan had one of his turns at the dominoes and they had the ambulance out. He's home now, he's alright.", 'Me? No. Not a twinge.'],
    ['en', 'On the telly the hero had a heart attack at his wedding.', 'No, not me, that was on the telly. No pains.'],
    ['es', 'Bien. Anoche en la novela al protagonista le dio un infarto.', 'A mí nada, eso era en la tele. Ni dolores ni mareos.'],
    ['es', 'Bien. En el club me contaron que al marido de la vecina le dio un ictus en el autobús.', 'No, yo no, hablaba de él. Yo estoy bien.'],
    ['fr', "Bien. Au club on m'a raconté que le mari de la voisine a fait un AVC dans le bus, il avait la bouche de travers.", "Non, pas moi, je parlais de lui. Moi je n'ai rien."],
    ['fr', 'Bien. Hier soir dans le téléfilm le héros a fait une crise cardiaque.', "Pas moi, c'était à la télé. Je vais bien."],
  ])('%s: %s / %s', twoNot('emergency'));
  // Floors: the same words beside a present emergency of the person's, or someone else's now with a plea.
  it.each<Call>([
    ['en', "I'm fine. Stan had a stroke at the club, they had the ambulance out.", "Not me. But I've got a crushing pain in my chest now."],
    ['en', "I'm fine. They had the ambulance out for old Stan, he's collapsed.", 'Not me. Can you send someone?'],
    ['en', 'I watched a film where a man had a stroke.', "Not me. My face is drooping now and I can't lift my arm."],
    ['es', 'Anoche en la novela le dio un infarto al galán.', 'Yo no, pero ahora me duele mucho el pecho y no puedo respirar.'],
    ['fr', "On m'a raconté que la voisine a fait un AVC.", 'Pas moi. Mais là j\'ai la bouche de travers et je ne peux plus lever le bras.'],
  ])('%s: %s / %s', two('emergency'));
  it.each<Case>([
    ['en', "Not me, my husband, he's had a stroke, his face has dropped, send someone."],
    ['en', "Not me, he's on the floor and he can't get up."],
    ['es', 'Yo no, mi marido, le ha dado un ictus, tiene la boca torcida, manden a alguien.'],
    ['fr', "Pas moi, mon mari, il a fait un AVC, il a la bouche de travers, envoyez quelqu'un."],
    ['fr', 'Pas moi, lui, il a la bouche de travers et plus de force dans le bras.'],
  ])('%s: %s', is('emergency'));
});

describe('lowered: a fall or a faint of an earlier day, got up from, the place described or "still" said of what one can do', () => {
  it.each<Case>([
    ['en', "On Tuesday I fell getting off the coach, the step is ever so high. I got up straight away, the driver helped me. I'm fine."],
    ['en', "I slipped in the changing room at the pool on Monday. I got up on my own. My wrist's a bit swollen but I can still do everything with it."],
    ['en', "Last week I fainted at bingo for a moment, they gave me sugary water and I was fine. I still haven't been to the doctor. Nothing since."],
    ['es', 'El martes me caí bajando del autobús, que el escalón está altísimo. Me levanté enseguida. Ando bien.'],
    ['es', 'La semana pasada me desmayé en el bingo, un momento nada más. Todavía no fui al médico. Desde entonces nada.'],
    ['fr', "J'ai glissé à la piscine lundi. Je me suis relevée toute seule. J'ai le poignet un peu gonflé, mais je sais encore tout faire avec."],
    ['fr', 'La semaine dernière je me suis évanouie au loto, un petit moment. Je ne suis toujours pas allée voir le médecin. Rien depuis.'],
  ])('%s: %s', is('concerning'));
  // Floors: still down, still unable, or now.
  it.each<Case>([
    ['en', "On Tuesday I fell getting off the coach, the step is ever so high, and I'm still on the floor, I can't get up."],
    ['en', "I slipped at the pool on Monday and I still can't move my wrist, it's agony."],
    ['en', 'I fainted at bingo just now and I still feel faint.'],
    ['es', 'El martes me caí bajando del autobús, que el escalón está altísimo, y sigo en el suelo, no me puedo levantar.'],
    ['es', 'Me he desmayado en el bingo ahora mismo y todavía estoy mareada.'],
    ['fr', "J'ai glissé à la piscine lundi et je ne peux toujours pas bouger le poignet, j'ai très mal."],
  ])('%s: %s', is('emergency'));
});
