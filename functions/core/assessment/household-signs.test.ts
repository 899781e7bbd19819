import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not, PAIN_OR_FALL, readAnswer } from './read-answer.ts';

// Issue 13, unseen22: family, visitors and help at home. Signs told of a household, read in each language: sleeping
// tablets kept back and a wish not to wake up; a second-hand gas fire with a headache, sleepiness and sickness;
// stuck in the bath; a relative with a knife and the person shut away from them; another's tablets given by a helper,
// with drowsiness; a leg cold as ice going purple; half the face gone numb, "nearly passed"; a stranger in the house;
// smoke in the kitchen; a heart pounding with everything gone black; a gun fetched and thought about. Near-misses: a
// denial, the same thing over and resolved, someone else's, a plain household use (a knife for the bread, a gun sold).

type Case = [CallLanguage, string];

describe('unseen22 signs raised: emergency', () => {
  it.each<Case>([
    // Tablets kept back, a wish not to wake up.
    ['en', "I've been keeping back a few of the sleeping tablets each night, I've a good few in the biscuit tin now."],
    ['en', "I just think it'd be easier for everyone if I went to sleep and didn't wake up."],
    ['en', "It would be better all round if I just didn't wake up."],
    ['es', 'He ido guardando algunas de las pastillas de dormir.'],
    ['es', 'Sería más fácil para todos si me durmiera y no despertara.'],
    ['fr', "J'ai mis de côté quelques somnifères."],
    ['fr', 'Ce serait plus simple pour tout le monde si je m\'endormais et ne me réveillais pas.'],
    // A second-hand gas fire, with its poisoning signs.
    ['en', "My nephew fitted me a gas fire he got second-hand. I've a thumping headache, I keep nodding off and I was sick."],
    ['en', 'They put in a second-hand gas heater on Monday. I have a bad headache and I feel sick and sleepy.'],
    ['es', 'Mi sobrino me puso una estufa de gas de segunda mano. Tengo un dolor de cabeza fuerte, me duermo todo el rato y he vomitado.'],
    ['fr', "Mon neveu m'a installé un poêle à gaz d'occasion. J'ai un gros mal de tête, je m'endors tout le temps et j'ai vomi."],
    // Stuck in the bath.
    ['es', 'Estoy metida en la bañera desde las nueve y no hay manera de salir, el agua ya está fría.'],
    ['es', 'Estoy en la tina desde esta mañana y no hay forma de salir.'],
    // A knife taken up at home, and the person shut away from it.
    ['en', "My son came home drunk and got a knife from the kitchen and he's shouting in the lounge. I've locked myself in the bathroom."],
    ['en', "My grandson grabbed a knife, I'm hiding in the bedroom."],
    ['es', 'Mi hijo llegó tomado y sacó un cuchillo de la cocina y anda gritando en la sala. Yo me encerré en el baño.'],
    ['es', 'Mi nieto agarró un cuchillo y está gritando, me he encerrado en el cuarto.'],
    ['fr', 'Mon fils est rentré saoul, il a sorti un couteau, il hurle dans le salon. Je me suis enfermée dans la salle de bains.'],
    // Another's tablets given by mistake, and drowsy or unable to stand now.
    ['es', 'La muchacha me dio las pastillas de mi esposo, las de dormir. Ahora no me puedo ni levantar de la silla y se me cierran los ojos.'],
    ['es', 'Me caí y no me puedo ni levantar.'],
    // A leg cold as ice and going purple.
    ['en', "My right leg has been cold as ice since the early hours, it's going purple and I can't feel my toes."],
    ['en', 'My foot is ice cold and turning blue.'],
    ['es', 'Desde la madrugada tengo la pierna fría como un hielo y se me está poniendo morada, no siento bien los dedos.'],
    ['fr', 'Ma jambe est froide comme de la glace et elle devient violette, je sens plus mes orteils.'],
    // Half the face gone numb, the words wrong, "nearly passed" with the hand still clumsy.
    ['en', "A little while ago half my face went numb and I couldn't get my words out. It's nearly passed now, just my hand is a bit clumsy."],
    ['es', 'Hace un ratito se me durmió toda la mitad de la cara y no me salían las palabras. Ahora ya casi se me ha pasado, solo tengo la mano un poco torpe.'],
    ['es', 'Se me ha dormido la mitad de la cara y decía una cosa por otra.'],
    ['fr', "J'ai eu la moitié du visage engourdie tout à l'heure, et je n'arrivais plus à parler."],
    // A stranger in the house.
    ['en', "There's a man in the house, I don't know him. He's in my bedroom going through the drawers."],
    ['es', 'Hay un caballero adentro de la casa, dice que viene a revisar el medidor, pero yo no lo conozco. Ahora está en mi pieza abriendo los cajones.'],
    ['es', 'Ha entrado un señor en mi casa, no lo conozco de nada.'],
    ['fr', 'Il y a un homme dans la maison, je le connais pas, il ouvre les tiroirs.'],
    // Smoke in the kitchen.
    ['en', 'The kitchen is full of smoke and the smoke alarm is going off.'],
    ['fr', 'Le plastique a fondu, ça fume pas mal dans la cuisine et le détecteur sonne.'],
    ['fr', 'Ça fume partout dans la maison, ça me pique la gorge.'],
    // A heart pounding, and everything gone black.
    ['en', 'For an hour my heart has been pounding really fast, and earlier everything went black and I had to grab the sideboard.'],
    ['fr', "Depuis une heure j'ai le cœur qui cogne à toute vitesse, et tout à l'heure j'ai vu tout noir."],
    ['es', 'Tengo el corazón desbocado desde hace una hora y hace un rato lo vi todo negro.'],
    // A gun fetched, and thought about.
    ['en', "I brought the shotgun down from the attic, it's on the kitchen table. I've been thinking about it for days."],
    ['en', "I've got Dad's rifle out of the loft. They'll be better off without me."],
    ['es', 'Bajé la escopeta del desván, está en la mesa. Lo pienso desde hace días. Así estarán tranquilos.'],
    ['fr', "J'ai descendu le fusil de chasse du grenier, il est sur la table de la cuisine. J'y pense depuis des jours."],
    ['fr', "J'ai sorti le fusil. Comme ça ils seront tranquilles."],
  ])('%s: %s', is('emergency'));
});

describe('unseen22 near-misses: not an emergency', () => {
  it.each<Case>([
    // Tablets: a denial, a past over, someone else's, kept back for the chemist; waking late.
    ['en', "I'm not keeping back any tablets, I take them every night."],
    ['en', "Years ago I kept back my sleeping tablets, but I got help and I'm in a better place now."],
    ['en', 'My sister used to keep back her sleeping tablets.'],
    ['en', 'I kept back two tablets to take back to the chemist.'],
    ['en', "I'd never think it'd be easier if I didn't wake up."],
    ['en', "I went to sleep and didn't wake up till nine, lovely."],
    ['en', "I fell asleep in my chair and didn't wake up until the news."],
    ['es', 'Nunca he guardado pastillas, las tomo todas las noches.'],
    ['fr', 'Je ne garde pas de somnifères de côté, je les prends chaque soir.'],
    // A gas fire with no sign, or a boiler with one headache.
    ['en', "My nephew fitted a second-hand gas fire and I'm fine, no headache."],
    ['en', "The gas engineer fitted me a new boiler on Friday, lovely and warm. I've had a bit of a headache today."],
    ['es', 'Mi sobrino me puso una estufa de gas de segunda mano y estoy muy bien, sin dolor de cabeza.'],
    ['fr', "Mon neveu m'a installé un poêle à gaz d'occasion, tout va bien, pas de mal de tête."],
    // The bath: going out in the rain is no bath.
    ['es', 'No hay manera de salir a la calle con esta lluvia, pero estoy bien.'],
    // A knife for the bread, a story on the telly, years ago.
    ['en', 'My son got a knife from the kitchen to carve the roast, lovely dinner.'],
    ['en', 'On the telly a man grabbed a knife and she locked herself in the bathroom.'],
    ['en', "My son came home drunk and got a knife out years ago, I locked myself in the bathroom. He's been sober ten years now."],
    ['es', 'Mi hijo sacó un cuchillo para cortar el pan, comimos muy bien.'],
    ['es', 'Hace años mi marido sacó un cuchillo y me encerré en el baño, pero ya murió, estoy tranquila.'],
    ['fr', 'Mon fils a pris un couteau pour couper le pain.'],
    // Another's tablets nearly given, caught in time.
    ['es', 'La muchacha casi me da las pastillas de mi esposo pero se dio cuenta, estoy bien.'],
    // Cold hands or feet of always, a leg mended last year.
    ['en', "My feet are always cold as ice in winter, they go white, it's my Raynaud's."],
    ['en', 'My leg was cold as ice and going purple last year, they did a bypass, fine since.'],
    ['en', "My hands are cold as ice, I'm fine, it's chilly."],
    ['es', 'Tengo los pies fríos como un hielo siempre en invierno, es mi Raynaud.'],
    ['es', 'El año pasado la pierna se me puso morada y fría como un hielo, me operaron y estoy bien.'],
    ['fr', "J'ai les pieds froids comme de la glace, c'est mon Raynaud, toujours en hiver."],
    // The face: years ago and over.
    ['fr', "Il y a cinq ans j'ai eu la moitié du visage engourdie, c'était un AVC, depuis rien."],
    // A known workman in the house.
    ['es', 'Hay un señor en mi casa arreglando la caldera, es el fontanero, lo conozco bien.'],
    // Smoke: a smoker, yesterday's burnt roast.
    ['fr', 'Mon mari fume dans la cuisine, ça m\'agace.'],
    ['fr', 'Il fume dans la cuisine.'],
    ['fr', "Ça fumait dans la cuisine hier, j'avais brûlé le rôti, on a aéré, tout va bien."],
    // A heart pounding on the stairs, a blackout years ago.
    ['en', "My heart was pounding after the stairs, I'm fine now."],
    ['fr', "J'ai le cœur qui cogne quand je monte l'escalier, mais ça passe vite."],
    ['fr', "Il y a trois ans j'ai vu tout noir et le cœur cognait, on m'a posé un pacemaker, depuis ça va."],
    // A gun sold, a husband's rabbits, the family at peace in a care home.
    ['en', 'I got the shotgun down from the attic to sell it to the dealer.'],
    ['en', 'My husband used to get his rifle out for the rabbits.'],
    ['es', 'Bajé la escopeta del desván para venderla al anticuario.'],
    ['fr', "J'ai descendu le fusil de chasse du grenier pour le vendre à l'armurier."],
    ['fr', 'Je ne pense jamais à ça, mes enfants seront tranquilles quand je serai en maison de retraite.'],
  ])('%s: %s', not('emergency'));
});

// Lowered (unseen22): a fall long ago with nothing since, whatever the person says of their life since ("my son's
// banned me from ladders now", "je mets mes crampons l'hiver maintenant"): "now" after "nothing since" no longer
// makes the old fall today's. A helper sent by a service ("a new help from the council", "una nueva ayuda del
// ayuntamiento", "une nouvelle aide du CMS") is a person, no call for help. FLOORS: the same words beside a fall or
// a plea of now stay emergencies, and the quiet since broken ("encore", "today", "again") is a fall now.
describe('unseen22 lowered: an old fall with nothing since, a helper from a service', () => {
  const fall = readAnswer(PAIN_OR_FALL);
  it.each<Case>([
    ['en', "The only fall I've had was off a stepladder, that was four years ago, broke my wrist. Nothing since, touch wood. My son's banned me from ladders now, he does the lights."],
    ['es', 'Mi única caída fue hace tres años, desde entonces nada. Ahora mis nietos me cuelgan las luces.'],
    ['fr', "Ma seule chute, c'était il y a trois ans sur le verglas. Poignet cassé. Depuis, rien, je touche du bois. Et je mets mes crampons l'hiver maintenant!"],
  ])('%s: %s is not an emergency', (language, said) => expect(fall(language, said)).not.toBe('emergency'));
  it.each<Case>([
    ['en', "I had a fall four years ago, nothing since. I've just fallen now in the kitchen."],
    ['en', 'I had a fall in 2019, broke my wrist, nothing since, but today I broke my wrist.'],
    ['en', "I had a fall four years ago, nothing since, and now I'm on the floor and can't get up."],
    ['en', "I fell four years ago, nothing since. Now I've fallen and hurt my hip."],
    ['fr', "Ma seule chute, c'était il y a trois ans. Depuis, rien. Mais maintenant je suis tombée dans la cuisine et je ne peux pas me relever."],
    ['fr', "Ma seule chute, c'était il y a trois ans. Depuis, rien. Mais maintenant ça m'est encore arrivé."],
    ['fr', "Ma seule chute, c'était il y a trois ans. Depuis, rien. Mais aujourd'hui je suis encore tombée."],
  ])('%s: %s stays an emergency', (language, said) => expect(fall(language, said)).toBe('emergency'));
  it.each<Case>([
    ['en', "Very well, thank you. I've a new help from the council, a lovely young girl, we do the crosswords together."],
    ['es', 'Muy bien, gracias. Tengo una nueva ayuda del ayuntamiento, una chica muy maja, hacemos crucigramas juntas.'],
    ['fr', "Très bien, merci. J'ai une nouvelle aide du CMS, une jeune très gentille, on fait les mots fléchés ensemble."],
  ])('%s: %s', not('emergency'));
  it.each<Case>([
    ['en', "I've a new help from the council, but I've fallen and can't get up, help!"],
    ['en', 'Help me, please, I need help now.'],
    ['es', 'Tengo una nueva ayuda del ayuntamiento, pero me he caído y no me puedo levantar, ¡ayuda!'],
    ['es', 'Necesito ayuda, me duele mucho el pecho.'],
    ['fr', "J'ai une nouvelle aide du CMS, mais je suis tombée et je ne peux pas me relever, à l'aide !"],
    ['fr', "Une nouvelle aide du CMS est venue. Au secours, j'ai très mal à la poitrine."],
    ['fr', "Ma jeune aide est là, mais j'ai une douleur terrible dans la poitrine, appelez le SAMU."],
    ['fr', "À l'aide, je suis tombée."],
  ])('%s: %s stays an emergency', is('emergency'));
});

// Lowered (unseen22): someone else's fall that help came for ("an ambulance outside for Doreen across the road",
// "les pompiers sont venus pour Mme Lefèvre"), the person well, and the one it happened to named in a cleft ("c'est elle
// qui est tombée, pas moi", "fue ella la que se cayó, no yo"). FLOORS: the person's own fall, or the other person's
// danger said as now, stays an emergency.
describe("unseen22 lowered: a neighbour's fall that help came for, a cleft naming them", () => {
  it.each<Case>([
    ['en', "There was an ambulance outside last night for Doreen across the road, she'd fallen. Her son rang me, she's broken her hip. I'm fine, no falls."],
    ['fr', 'Moi ça va. Les pompiers sont venus pour Mme Lefèvre, la voisine du dessus, elle était tombée dans sa baignoire. Non, c\'est elle qui est tombée, pas moi.'],
    ['fr', "Non, non, c'est elle qui est tombée, pas moi."],
    ['es', 'No, fue ella la que se cayó, no yo.'],
  ])('%s: %s', not('emergency'));
  it.each<Case>([
    ['en', "There was an ambulance outside last night for Doreen across the road. I'm fine. But now I've fallen and I can't get up."],
    ['en', "There was an ambulance outside for Doreen. I'm fine, but she's broken her hip and I've got chest pain now."],
    ['en', "I'm fine. My husband has collapsed, he's not breathing, please send an ambulance."],
    ['fr', "C'est elle qui est tombée, et moi aussi je suis tombée, je ne peux pas me relever."],
    ['fr', "C'est elle qui est tombée, elle est par terre et ne répond pas."],
    ['fr', 'Les pompiers sont venus pour Mme Lefèvre. Moi ça va, mais je suis tombée et je ne peux pas me relever.'],
    ['es', 'Fue ella la que se cayó y está en el suelo, no responde.'],
    ['es', 'Fue ella la que se cayó, y yo también me caí y no me puedo levantar.'],
  ])('%s: %s stays an emergency', is('emergency'));
});

// Lowered (unseen22): choking at every meal for a week, told as a pattern with nothing of now in its sentence ("depuis
// une semaine je m'étouffe à chaque repas"): a swallowing concern. FLOORS: choking now, or unable to breathe, stays.
describe('unseen22 lowered: choking at every meal for a week', () => {
  it.each<Case>([
    ['en', "For a week I've been choking at almost every meal, the soup goes down the wrong way, I cough and cough. It's getting a bit worse."],
    ['es', 'Desde hace una semana me ahogo en cada comida, la sopa se me va por otro lado.'],
    ['fr', "Mais depuis une semaine je m'étouffe quasiment à chaque repas, la soupe passe de travers, je tousse pis je tousse. Ça s'empire un peu."],
  ])('%s: %s', not('emergency'));
  it.each<Case>([
    ['en', "For a week I've been choking at every meal, and right now I'm choking on a bit of meat."],
    ['en', "I've been choking at every meal for a week. I'm choking now, I can't breathe!"],
    ['en', "I'm choking, I can't breathe!"],
    ['es', 'Desde hace una semana me ahogo en cada comida, y ahora me estoy ahogando, no puedo respirar.'],
    ['fr', "Depuis une semaine je m'étouffe à chaque repas, et là je m'étouffe, je n'arrive plus à respirer."],
    ['fr', "Depuis une semaine je m'étouffe à chaque repas, et là je m'étouffe."],
    ['fr', "Je m'étouffe !"],
  ])('%s: %s stays an emergency', is('emergency'));
});

// Raised to a concern (unseen22): lost on a familiar way, a caller posing as a grandchild and money sent, the front door
// left open all night. Near-misses: lost for words, a denial, someone else's door.
describe('unseen22 concerns: lost on the way, a fake grandchild, a door open all night', () => {
  it.each<Case>([
    ['en', "Yesterday I went to the market as always and on the way back I didn't recognise the streets, I was lost for two hours."],
    ['es', 'Ayer fui al mercado y a la vuelta no reconocía las calles, me perdí como dos horas.'],
    ['fr', 'Hier en revenant du marché je ne reconnaissais plus les rues, je me suis perdue pendant deux heures.'],
    ['en', 'A young man rang saying he was my grandson, he had a problem with his car, and I sent him a transfer of two thousand pounds.'],
    ['es', 'Un chico llamó diciendo que era mi nieto, que tenía un problema, y le hice una transferencia de dos mil euros.'],
    ['fr', "Un jeune homme a appelé en disant qu'il était mon petit-fils, et je lui ai fait un virement de deux mille euros."],
    ['en', 'I left the front door wide open all night.'],
    ['es', 'Dejé la puerta de la calle abierta toda la noche, la vecina la vio por la mañana. No me acuerdo de haberla dejado abierta.'],
    ['fr', "J'ai laissé la porte d'entrée grande ouverte toute la nuit, c'est la voisine qui l'a vue le matin en sortant son chien. Il s'est rien passé. Mais je me souviens pas de l'avoir laissée ouverte."],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['en', 'I was lost for words, lovely present.'],
    ['en', 'I never left the door open all night, I always lock it.'],
    ['en', 'My son left the front door open all night.'],
    ['fr', "Je n'ai jamais laissé la porte ouverte toute la nuit."],
  ])('%s: %s', not('concerning'));
});

// Lowered (unseen22): stiff or aching from playing or running about, worn out but happy: a busy week with the
// grandchildren, good. FLOORS: the same words beside a fall or a chest pain of now stay emergencies; aches with no
// play named, or tiredness without the happiness, stay concerns.
describe('unseen22 lowered: stiff from playing, worn out but happy', () => {
  it.each<Case>([
    ['en', "Oh, worn out but happy! I've had the three grandchildren since Friday. No, nothing like that. Stiff from sitting on the floor playing, that's all."],
    ['es', '¡Molida pero contenta! Tengo a los tres nietos este mes. Que va, nada de eso. Agujetas de jugar a la petanca, eso sí.'],
    ['fr', "Crevée mais heureuse! J'ai mes trois petits-enfants pour les vacances. Non, rien du tout. Un peu de courbatures à force de courir après le petit dernier."],
  ])('%s: %s', is('good'));
  it.each<Case>([
    ['en', "Stiff from sitting on the floor playing, and now I've got a crushing pain in my chest."],
    ['en', "Worn out but happy, though I fell this morning and can't get up."],
    ['es', 'Agujetas de jugar a la petanca, pero ahora me duele mucho el pecho y no puedo respirar.'],
    ['fr', 'Crevée mais heureuse, mais je suis tombée ce matin et je ne peux pas me relever.'],
  ])('%s: %s stays an emergency', is('emergency'));
  it.each<Case>([
    ['en', "I'm stiff and aching all over, I can barely move."],
    ['en', "I'm worn out, I can hardly keep my eyes open."],
    ['es', 'Tengo agujetas y me duele todo el cuerpo desde hace una semana.'],
    ['fr', "J'ai des courbatures partout depuis une semaine, sans rien avoir fait."],
  ])('%s: %s stays a concern', is('concerning'));
});

// Lowered (unseen22): bland meals likened to a hospital's ("comida de hospital", "nourriture d'hôpital") say nothing of a
// stay. FLOORS: a stay said, or a fall of now beside the same words, still read.
describe('unseen22 lowered: hospital food', () => {
  it.each<Case>([
    ['en', 'The meals they bring are like hospital food, no salt, but I eat it all.'],
    ['es', 'La comida que me traen es comida de hospital, pero me la como toda.'],
    ['fr', "C'est de la nourriture d'hôpital, mais je mange tout."],
  ])('%s: %s', not('concerning'));
  it.each<Case>([
    ['en', "I'm in hospital, the hospital food is awful."],
    ['es', 'Estoy ingresada en el hospital, la comida de hospital es malísima.'],
    ['fr', "Je suis à l'hôpital depuis hier."],
  ])('%s: %s stays a concern', is('concerning'));
  it.each<Case>([
    ['en', "That's hospital food, and I've fallen and can't get up."],
    ['es', 'Es comida de hospital, y me he caído y no me puedo levantar.'],
    ['fr', "C'est de la nourriture d'hôpital, et je suis tombée, je ne peux pas me relever."],
  ])('%s: %s stays an emergency', is('emergency'));
});
