import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 43 (unseen43: the head, the nerves and the senses). With the rules alone, a headache that "hit me like a
// cricket bat", the worst ever, a plan to end it said as "I'd rather not be here" beside the tablets, words that "se me
// trabucan", and a husband's fit that does not stop read CONCERNING, UNKNOWN or GOOD; a mini-stroke of last week, seen and
// over, a Parkinson's freeze on a step and a fall got up from, and a series' heart attack read EMERGENCY. Each is read by
// its sign in the three languages. Lowered (each swept first with real emergencies worded near it: the floors below): a
// mini-stroke of a week ago or more said passed, nothing since or back to normal is a concern (a stroke, or a mini-stroke of
// today or yesterday, stays one); frozen on a step is no one stuck on the floor; fr "un type", "un gars" is a man, someone
// else; fr "l'ambulance est arrivée" is help come, as "est venue" was; a hospital named only in a question of which or
// what asked of the caller, and a need in a question of what someone did ("Did the neurologist ask you to ring?"), are
// no worry of the person's.

type Case = [CallLanguage, string];

describe("a wish not to be here said as a preference: thoughts of ending one's life", () => {
  it.each<Case>([
    ['en', "I've been thinking I'd rather not be here at all, and I've been looking at my tablets."],
    ['en', "Honestly I'd rather not be here any more."],
    ['en', "I would rather be gone, that's the truth of it."],
    ['en', "I'd much rather not wake up."],
    ['es', 'Llevo días pensando que preferiría no estar aquí, y he estado mirando las pastillas.'],
    ['es', 'Prefiero estar muerta, la verdad.'],
    ['es', 'Preferiría no despertarme.'],
    ['fr', 'Je me dis que je préférerais ne plus être là, et je regarde mes boîtes de médicaments.'],
    ['fr', "J'aimerais mieux être morte, franchement."],
    ['fr', 'Je préférerais ne plus me réveiller.'],
  ])('%s: %s', is('emergency'));

  it.each<Case>([
    ['en', "I'd rather not be here when the builders come."],
    ['en', "I'd rather be dead than go in a home, but I'm fine, thanks."],
    ['es', 'Preferiría no estar aquí cuando vengan los obreros.'],
    ['fr', 'Je préférerais ne pas être là quand les ouvriers viennent.'],
  ])('%s: %s (a place, a time or a comparison)', not('emergency'));
});

describe('the worst headache, told across a pause or as hitting like a thing named: a bleed in the brain', () => {
  it.each<Case>([
    ['en', "Then about half an hour ago a headache hit me like a cricket bat to the back of the head, the worst I've ever had, nothing like my migraines."],
    ['en', "This headache hit me like a ton of bricks an hour ago and I've been sick."],
    ['en', 'The headache came on like a thunderclap while I was hoovering.'],
  ])('%s: %s', is('emergency'));

  it.each<Case>([
    ['en', 'My usual headache hit me like clockwork this morning, took a paracetamol and it went.'],
  ])('%s: %s (the usual one)', not('emergency'));
});

describe('words that come out jumbled: a stroke sign', () => {
  it.each<Case>([
    ['es', 'Es que se me trabucan las palabras, le he pedido a mi nieta una cuchara cuando quería el mando, empezó hace unos veinte minutos.'],
    ['es', 'Desde esta mañana se me mezclan las palabras.'],
    ['es', 'Las palabras se me cruzan, no sé qué me pasa.'],
    // (unseen44: words that come out "desordenadas", an arm felt "muy pesado")
    ['es', 'Lo raro es que desde hace como una hora las palabras me salen desordenadas y el brazo derecho lo noto muy pesado.'],
    ['es', 'El brazo derecho lo noto muy pesado desde esta mañana.'],
  ])('%s: %s', is('emergency'));

  it.each<Case>([['es', 'No se me trabucan las palabras, estoy bien.']])('%s: %s (denied)', is('good'));
});

describe("one arm gone heavy: a stroke sign", () => {
  it.each<Case>([
    ['en', "Two weeks ago I had a mini stroke, nothing since, but right now my arm's gone heavy."],
    ['en', "My arm's gone heavy."],
    ['en', 'My left arm feels heavy since breakfast.'],
  ])('%s: %s', is('emergency'));

  it.each<Case>([['en', 'My arms feel heavy after carrying the shopping.']])('%s: %s (both, after carrying)', not('emergency'));
});

describe('a fit that does not stop, or lasts longer than the usual ones: an emergency', () => {
  it.each<Case>([
    ['en', 'My husband is having one of his fits on the sofa and it won\'t stop.'],
    ['en', 'His fit has been going on for ten minutes.'],
    ['es', 'Es mi marido, le está dando uno de sus ataques en el sillón y no se le pasa, lleva mucho más rato que otras veces.'],
    ['es', 'Le está dando un ataque y no para.'],
    ['fr', "C'est mon mari, il fait une de ses crises sur le canapé et ça ne s'arrête pas, ça dure bien plus longtemps que d'habitude."],
    ['fr', "Il fait une crise qui dure plus longtemps que d'habitude."],
  ])('%s: %s', is('emergency'));

  it.each<Case>([
    ['en', "I'm fit as a fiddle, still going strong."],
    ['en', "He had a fit of laughter that wouldn't stop."],
    ['en', "He had one of his fits on Sunday, it stopped after a minute, he's fine now."],
    ['es', 'Tuvo un ataque de risa que no se le pasaba.'],
    ['es', 'Con esta crisis económica no se acaba nunca el mes.'],
    ['fr', "Il a eu une crise de fou rire qui ne s'arrêtait pas."],
    ['fr', "Dimanche il a fait une crise, ça a duré une minute, ça va mieux maintenant."],
  ])('%s: %s (laughter, money, or over)', not('emergency'));
});

describe('a mini-stroke of a week ago or more, said over: a concern', () => {
  it.each<Case>([
    ['en', "Last week I had a mini-stroke, my arm went funny for ten minutes, it passed."],
    ['es', 'La semana pasada tuve uno de esos mini ictus, se me quedó el brazo raro unos diez minutos. Me vieron en el hospital el lunes y ya se me ha pasado todo.'],
    ['fr', "La semaine dernière j'ai fait un de ces mini-AVC, mon bras était bizarre pendant une dizaine de minutes. On m'a vu à l'hôpital lundi et tout est rentré dans l'ordre."],
  ])('%s: %s', is('concerning'));

  // Floors: a sign of now beside it, a stroke, or a mini-stroke of today or yesterday (to be seen that day).
  it.each<Case>([
    ['en', 'Last week I had a mini-stroke, it passed, but since this morning my words are coming out wrong.'],
    ['en', "Last week I had a mini-stroke, it passed, and now I've got the worst headache of my life."],
    ['en', 'Last week I had a mini-stroke, it passed, but my face has dropped again today.'],
    ['en', 'I had a mini stroke yesterday, it passed.'],
    ['en', 'I had a mini stroke this morning, it passed.'],
    ['es', 'La semana pasada tuve un mini ictus, se me pasó, pero desde esta mañana se me traba la lengua.'],
    ['es', 'La semana pasada tuve un mini ictus, ya se me ha pasado, pero ahora tengo la cara torcida.'],
    ['es', 'Ayer tuve un mini ictus, ya se me ha pasado.'],
    ['es', 'La semana pasada tuve un ictus, ya se me ha pasado.'],
    ['es', 'La semana pasada tuve un mini ictus y hoy otra vez tengo el brazo dormido.'],
    ['fr', "La semaine dernière j'ai fait un mini-AVC, tout est rentré dans l'ordre, mais depuis ce matin ma bouche est de travers."],
    ['fr', "La semaine dernière j'ai fait un mini-AVC, c'est passé, mais là je n'arrive plus à parler."],
    ['fr', "Hier j'ai fait un mini-AVC, c'est passé."],
    ['fr', "La semaine dernière j'ai fait un AVC, c'est passé."],
    ['fr', "La semaine dernière j'ai fait un mini-AVC et ce matin j'ai encore la bouche de travers."],
  ])('%s: %s (floor)', is('emergency'));
});

describe('frozen on a step, then a fall got up from: a concern, not someone stuck on the floor', () => {
  it.each<Case>([
    ['en', 'On Tuesday I got stuck on the step and I fell, but I got up on my own.'],
    ['es', 'El martes me quedé bloqueado en el escalón por el Parkinson y me caí, pero me levanté solo.'],
    ['fr', "Mardi je me suis bloqué sur la marche de la terrasse à cause du Parkinson et je suis tombé, mais je me suis relevé tout seul, j'ai juste un gros bleu au genou."],
  ])('%s: %s', is('concerning'));

  it.each<Case>([
    ['en', "On Tuesday I got stuck on the step and fell, and I'm still on the floor."],
    ['en', "I got stuck on the stairs, I fell and I can't get up."],
    ['en', "I've fallen on the stairs and I'm stuck."],
    ['es', 'El martes me quedé bloqueado en el escalón y me caí y sigo en el suelo.'],
    ['es', 'Me he caído en la escalera y estoy atascado, no me puedo levantar.'],
    ['fr', 'Mardi je me suis bloqué sur la marche, je suis tombé et je suis toujours par terre.'],
    ['fr', "Je suis tombé, je suis bloqué sur la marche, je n'arrive pas à me relever."],
  ])('%s: %s (floor)', is('emergency'));
});

describe("someone else's heart attack in a series, help come: not the person's", () => {
  it.each<Case>([
    ['fr', "Je vais bien, je regardais cette série à l'hôpital, un type a fait une crise cardiaque et l'ambulance est arrivée toutes sirènes hurlantes, très dramatique. Moi, je suis en pleine forme."],
  ])('%s: %s', not('emergency'));

  it.each<Case>([
    ['fr', 'Un type est entré chez moi, il est dans la cuisine.'],
    ['fr', "Un gars m'a frappé, je saigne beaucoup."],
    ['fr', "L'ambulance n'est toujours pas arrivée, il ne respire plus."],
    ['fr', "J'ai appelé l'ambulance, elle n'est pas arrivée, j'ai mal à la poitrine."],
    ['fr', "J'ai une crise cardiaque, envoyez l'ambulance."],
  ])('%s: %s (floor)', is('emergency'));
});

describe('only questions of which hospital or what someone did, asked of the caller: nothing to assess', () => {
  it.each<Case>([
    ['en', 'Is this about my appointment? Which hospital are you? Did the neurologist ask you to ring?'],
    ['es', '¿Es por lo de mi cita? ¿De qué hospital me llaman? ¿Les ha dicho el neurólogo que me llamen?'],
    ['fr', "C'est pour mon rendez-vous ? Vous appelez de quel hôpital ? C'est le neurologue qui vous a demandé d'appeler ?"],
  ])('%s: %s', is('unknown'));

  it.each<Case>([['en', 'Could you ask my son to ring me?']])('%s: %s (a request)', is('concerning'));

  it.each<Case>([
    ['en', "Which hospital are you? I've fallen and I can't get up."],
    ['en', 'Did the doctor ask you to ring? My chest is so tight.'],
    ['en', "What hospital is this? I can't breathe."],
    ['es', '¿De qué hospital me llaman? Me he caído y no me puedo levantar.'],
    ['es', '¿Qué hospital es? No puedo respirar.'],
    ['fr', 'Vous appelez de quel hôpital ? Je suis tombée et je ne peux pas me relever.'],
  ])('%s: %s (floor)', is('emergency'));
});

describe('Spanish concerns that read as nothing: a usual migraine, appetite gone, a near miss on the stairs', () => {
  it.each<Case>([
    ['es', 'Tengo una de mis jaquecas de siempre, ya van dos días. Estoy acostada a oscuras con la persiana bajada.'],
    ['es', 'Las gotas de los ojos me dejan un sabor amargo y se me ha quitado el hambre, esta semana solo he tomado unas galletas.'],
    ['es', 'Anoche casi me caigo por la escalera, no vi el último escalón por las cataratas. Me agarré a la barandilla justo a tiempo.'],
  ])('%s: %s', is('concerning'));

  it.each<Case>([
    ['es', 'Me he caído por la escalera y no me puedo mover.'],
    ['es', 'Casi me caigo y ahora estoy en el suelo y no me puedo levantar.'],
  ])('%s: %s (floor)', is('emergency'));
});

describe('fireworks are no fire; a firework or a cork in the eye with the sight gone is an emergency', () => {
  it.each<Case>([
    ['fr', "Je vais bien, ce soir il y a le feu d'artifice au village."],
    ['fr', "On a regardé le feu d'artifice hier soir, c'était beau."],
    ['es', 'Anoche vimos los fuegos artificiales, muy bonitos.'],
  ])('%s: %s', not('emergency'));

  it.each<Case>([
    ['fr', "Une fusée du feu d'artifice m'est arrivée dans l'œil, je ne vois plus rien."],
    ['fr', "Un bouchon de champagne m'est arrivé dans l'œil, je ne vois plus rien."],
    ['fr', "Le feu d'artifice a mis le feu à la haie, ça brûle encore."],
    ['fr', 'Il y a le feu dans la cuisine !'],
    ['es', 'Un cohete de los fuegos artificiales me dio en el ojo y no veo nada.'],
    ['es', 'Hay fuego en la cocina.'],
  ])('%s: %s (floor)', is('emergency'));
});
