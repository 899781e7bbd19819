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

// Stroke signs read by their structure, pauses or words between: a mouth or face going, pulling or drifting to one side; the
// limb told first and then not lifted ("el brazo no lo levanto", "le bras, je le lève pas"); the one word that will not come.
describe('a mouth going to one side, an arm told and not lifted, the word not coming: a stroke', () => {
  it.each<Case>([
    ['en', 'My mouth is pulling to one side.'],
    ['en', "My mouth's going off to the side."],
    ['en', 'My face is pulling over to the left.'],
    ['en', 'My mouth... is going... to one side.'],
    ['en', "I can't get the word out."],
    ['es', 'La boca... se me va para un lado... y el brazo no lo... levanto.'],
    ['es', 'Se me va la boca para un lado.'],
    ['es', 'La cara se me va hacia un lado.'],
    ['es', 'El brazo derecho no lo puedo levantar.'],
    ['es', 'Estaba... haciendo las arepas y... no me sale... la palabra.'],
    ['fr', 'Ma bouche... part sur le côté... et le bras, je le lève pas.'],
    ['fr', "La bouche me tire d'un côté."],
    ['fr', 'Ma bouche part de travers.'],
    ['fr', "Le bras, j'arrive pas à le lever."],
    ['fr', 'Mon bras je peux plus le lever.'],
    ['fr', 'Le mot sort pas.'],
  ])('%s: %s', is('emergency'));
});

describe('floors: stroke signs said the known ways stay emergencies', () => {
  it.each<Case>([
    ['en', "My face has dropped on one side and I can't lift my arm."],
    ['es', 'Se me tuerce la boca hacia un lado.'],
    ['es', 'No puedo levantar el brazo.'],
    ['fr', "Je n'arrive plus à lever le bras."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a word out of someone, a dog pulling, furniture moved, an old shoulder', () => {
  it.each<Case>([
    ['en', "I can't get a word out of him, he's a teenager."],
    ['en', 'The dog keeps pulling to one side on the lead.'],
    ['en', 'I moved the bed over to the left side of the room.'],
    ['es', 'El brazo no lo levanto mucho desde la operación del hombro, pero bien.'],
    ['es', 'La mesa la puse a un lado.'],
    ['fr', "Le bras, je le lève pas au-dessus de la tête depuis mon épaule, c'est ancien."],
  ])('%s: %s', not('emergency'));
});

// Someone else's pills taken, words between ("las pastillas del corazón de mi marido", "les médicaments pour le cœur de mon
// mari", "my husband's heart tablets"), instead of one's own or from the wrong pill box, with the heart slow or racing, dizzy,
// drowsy or not able to stand now: a mix-up with symptoms, an emergency.
describe("another's pills taken, with a slow heart, dizziness or not standing: an emergency", () => {
  it.each<Case>([
    ['en', "I took my husband's heart tablets instead of mine, my pulse is very slow."],
    ['en', "I took the wrong pill box, my husband's, and my heart's going ever so slow."],
    ['en', "I've had my wife's water tablets by mistake and I can barely stand."],
    ['en', "I took the tablets for my husband's heart, I'm very dizzy."],
    ['es', 'Me equivoqué de pastillero, me tomé las pastillas del corazón de mi marido en vez de las mías, todas las de la semana. Tengo el corazón muy lento y me estoy mareando mucho, no me tengo en pie.'],
    ['es', 'Me tomé la medicación de mi marido, tengo el pulso muy lento.'],
    ['es', 'Me tomé las pastillas de la tensión de mi hermana y no me tengo en pie.'],
    ['es', 'Me tomé las pastillas de mi vecina en vez de las mías, estoy muy dormida.'],
    ['fr', "Je me suis trompée de pilulier, j'ai pris les médicaments pour le cœur de mon mari, toute la semaine. J'ai le cœur très lent et j'ai la tête qui tourne, je tiens pas debout."],
    ['fr', "J'ai pris les comprimés de ma femme au lieu des miens, mon pouls est très lent."],
    ['fr', "J'ai avalé les cachets de ma sœur, je tiens plus debout."],
    ['fr', "J'ai pris les médicaments de mon mari, j'ai le cœur qui s'emballe."],
  ])('%s: %s', is('emergency'));
});

describe('floors: a mix-up with dizziness stays an emergency', () => {
  it.each<Case>([
    ['en', "I took my husband's pills by mistake, I feel really dizzy."],
    ['es', 'Me tomé las pastillas de mi marido por error y estoy muy mareada.'],
    ['fr', "J'ai pris les cachets de mon mari par erreur, j'ai la tête qui tourne."],
  ])('%s: %s', is('emergency'));
});

describe("near-misses: another's pills fetched, another who took one's pills, one's own pills", () => {
  it.each<Case>([
    ["en", "I took my husband's heart pills out of the cupboard for him, my heart races when I rush."],
    ['es', 'Recogí las pastillas de mi marido en la farmacia, estoy un poco mareada por el calor.'],
    ['es', 'Mi marido se tomó mis pastillas por error, está bien.'],
    ['es', 'Me tomé mis pastillas, no las de mi marido, tengo el pulso un poco lento, como siempre.'],
    ['fr', 'Mon mari a pris mes cachets par erreur, il va bien.'],
  ])('%s: %s', not('emergency'));
});

// A burn or scald on the face, the neck or an eye (boiling water, steam, hot oil), blistered, burning badly or an eye that will
// not open: a bad burn, an emergency. Big blisters anywhere are a bad burn too.
describe('a scald on the face, the neck or an eye, blistered or the eye shut: an emergency', () => {
  it.each<Case>([
    ['en', "The pressure cooker blew up on me, I got boiling water on my face and neck. Big blisters, it's burning terribly, I can't open my eye."],
    ['en', "I scalded my face with the steam from the pressure cooker, it's all blistered."],
    ['en', "Hot oil spat up in my face, I've got blisters on my cheek."],
    ['en', "I got steam in my eye from the kettle and I can't open my eye."],
    ['es', 'La olla exprés me explotó, me cayó agua hirviendo en la cara y el cuello, tengo ampollas enormes y no puedo abrir el ojo.'],
    ['es', 'Me quemé la cara con el vapor de la olla, tengo ampollas.'],
    ['es', 'Me saltó aceite hirviendo a la cara, tengo ampollas en la mejilla.'],
    ['es', 'Me entró vapor en el ojo y no puedo abrir el ojo.'],
    ['fr', "La cocotte-minute m'a explosé dessus, j'ai pris de l'eau bouillante sur le visage et le cou. Ça fait des grosses cloques, ça brûle horriblement, j'arrive pas à ouvrir l'œil."],
    ['fr', "Je me suis brûlée au visage avec la vapeur de la cocotte, j'ai des cloques."],
    ['fr', "L'huile bouillante m'a sauté à la figure, j'ai des cloques sur la joue."],
    ['fr', "J'ai pris la vapeur dans l'œil, je peux pas ouvrir l'œil."],
  ])('%s: %s', is('emergency'));
});

describe('floors: a burn with the skin coming off stays an emergency', () => {
  it.each<Case>([
    ['en', "I tipped the boiling kettle over my legs, the skin's coming off."],
    ['es', 'Se me cayó el agua hirviendo en las piernas, se me cae la piel.'],
    ['fr', "J'ai renversé la casserole d'eau bouillante sur mes jambes, la peau part."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: sunburn, a hand blistered on the oven, a little steam and red', () => {
  it.each<Case>([
    ['en', "I've got sunburn on my face, a few blisters on my nose."],
    ['en', "I burnt my hand on the oven, it's blistered."],
    ['en', "I got a bit of steam on my face from the kettle, it's a bit red, I'm fine."],
    ['es', 'Me quemé con el sol en la cara, tengo ampollas.'],
    ['es', 'Me quemé la mano con el horno, tengo una ampolla.'],
    ['es', 'Me dio un poco de vapor en la cara, está rojita pero bien.'],
    ['fr', "J'ai un coup de soleil sur le visage avec des cloques."],
    ['fr', "Je me suis brûlée la main au four, j'ai une cloque."],
    ['fr', "J'ai pris un peu de vapeur sur le visage, c'est rouge mais ça va."],
  ])('%s: %s', not('emergency'));
});

// Mushrooms picked or found wild ("que j'ai cueillis", "from the woods", "que cogí en el monte") and eaten, with sickness, the
// runs, cramps or gone yellow since: mushroom poisoning, an emergency.
describe('wild mushrooms eaten, then sick: an emergency', () => {
  it.each<Case>([
    ['en', "I had some mushrooms I picked in the field yesterday, I've been sick all night and my stomach's cramping."],
    ['en', "We ate wild mushrooms from the woods, now I can't stop being sick."],
    ['en', "I picked some mushrooms and fried them, since then I've been vomiting and I've gone yellow."],
    ['es', 'Hice una tortilla con setas que cogí en el monte, desde anoche no paro de vomitar.'],
    ['es', 'Comí setas del campo ayer y ahora tengo vómitos y diarrea muy fuertes.'],
    ['es', 'Me comí unos hongos que recogí, y estoy vomitando sin parar.'],
    ['fr', "J'ai fait une omelette avec des champignons que j'ai cueillis moi-même avant-hier. Depuis cette nuit je vomis sans arrêt, j'ai des crampes au ventre terribles et ma fille dit que je suis toute jaune."],
    ['fr', "J'ai mangé des champignons ramassés dans le bois, depuis je vomis."],
    ['fr', "Des champignons de la forêt hier soir, mangés en omelette, et là j'ai une diarrhée terrible et je vomis."],
  ])('%s: %s', is('emergency'));
});

describe('floors: a poison drunk or a mix-up with symptoms stays an emergency', () => {
  it.each<Case>([
    ['en', "I had a swig from the lemonade bottle in the greenhouse and it was the weedkiller. My mouth and stomach are burning."],
    ['es', 'Le di un sorbo a la botella del garaje y era herbicida, me arde el estómago.'],
    ['fr', "J'ai avalé une gorgée de la bouteille, c'était du désherbant, j'ai envie de vomir."],
  ])('%s: %s', is('emergency'));
});

describe("near-misses: mushrooms bought, picked and not eaten, the dog's", () => {
  it.each<Case>([
    ['en', "I bought mushrooms at the market and had them on toast, my tummy's a bit off."],
    ['en', "I picked some mushrooms in the woods, I haven't eaten them yet, I'm fine."],
    ['en', "I found some mushrooms on the lawn and the dog ate them, he's been sick, I'm fine."],
    ['es', 'Compré champiñones en el súper y los comí, me duele un poco la barriga.'],
    ['es', 'Cogí setas en el monte pero no las he comido, estoy bien.'],
    ['es', 'El perro se comió unas setas del jardín y ha vomitado, yo estoy bien.'],
    ['fr', "J'ai acheté des champignons au marché, je les ai mangés, j'ai un peu mal au ventre."],
    ['fr', "J'ai cueilli des champignons, je les ai pas encore mangés, ça va."],
    ['fr', 'Le chien a mangé des champignons du jardin, il a vomi, moi ça va.'],
  ])('%s: %s', not('emergency'));
});

// Someone got to help, told as done ("had to get the lad next door to help me with it", "I asked my son to help me"): help had,
// no plea now. Floors (the sweep for this lowering, 5+ per language, written before the change): a fall not got up from, the
// chest, the breath, someone collapsed or bleeding told beside it stay emergencies, and so do "I've got to get someone to help
// me" (a need now), the ambulance rung, help up with the person still on the floor.
describe('help got from someone, told as done: no plea', () => {
  it.each<Case>([
    ['en', "The arthritis in my hands is playing up, I couldn't open a jar of marmalade, had to get the lad next door to help me with it."],
    ['en', "I got my granddaughter to come round and help me with the curtains."],
    ['es', 'La artritis de las manos me está dando guerra, no pude abrir el bote de mermelada, tuve que pedirle al chico de al lado que me ayudara.'],
    ['es', 'Tuve que llamar a mi vecino para que me ayudara con el bote.'],
    ['fr', "L'arthrose dans les mains me fait des misères, j'ai pas pu ouvrir le pot de confiture, j'ai dû demander au petit voisin de m'aider."],
    ['fr', "J'ai dû appeler la voisine pour m'aider avec le bocal."],
  ])('%s: %s', not('emergency'));
});

describe('floors: help got, beside a danger now or wanted now, stays an emergency', () => {
  it.each<Case>([
    ['en', "I had to get the lad next door to help me, I'd fallen and I still can't get up."],
    ['en', 'I got my neighbour to help me, my chest is crushing.'],
    ['en', "I had to get the neighbour to help me, I can't breathe properly."],
    ['en', "I rang my daughter to help me, my husband has collapsed and won't wake up."],
    ['en', "I've got to get someone to help me."],
    ['en', "Had to get someone to help me, I'm bleeding a lot."],
    ['en', 'I rang the ambulance to help me.'],
    ['en', "I had to get someone to help me up, I'm still on the floor."],
    ['es', 'Tuve que pedirle al vecino que me ayudara, me he caído y no me puedo levantar.'],
    ['es', 'Le pedí a mi hijo que me ayudara, tengo un dolor muy fuerte en el pecho.'],
    ['es', 'Llamé a mi hija para que me ayudara, mi marido no respira.'],
    ['es', 'Le pedí al vecino que me ayudara a levantarme pero sigo en el suelo.'],
    ['es', 'Tuve que llamar a la vecina para que me ayudara, no puedo respirar.'],
    ['fr', "J'ai dû demander au voisin de m'aider, je suis tombée et je peux pas me relever."],
    ['fr', "J'ai demandé à mon fils de m'aider, j'ai une douleur terrible dans la poitrine."],
    ['fr', "J'ai appelé ma fille pour m'aider, mon mari respire plus."],
    ['fr', "J'ai demandé au voisin de m'aider à me relever mais je suis toujours par terre."],
    ['fr', "J'ai dû appeler la voisine pour m'aider, j'arrive pas à respirer."],
  ])('%s: %s', is('emergency'));
});

// Fire as the name of a job, a check, a kit or a drill ("the fire safety man", "the fire brigade came to fit a smoke alarm", "la
// sécurité incendie", "prevención de incendios"), or an alarm tested: no fire. Floors (the sweep for this lowering, 5+ per
// language, written before the change): smoke, flames, a burning smell or a pan alight told beside them stay emergencies.
describe('fire safety, a fire door, an alarm tested: no fire', () => {
  it.each<Case>([
    ['en', 'Bit deafened! The fire safety man came round to fit a new smoke alarm in the kitchen and tested it, ever so loud.'],
    ['en', 'The fire brigade came to fit a smoke alarm.'],
    ['en', 'They tested the fire alarm at the flats this morning.'],
    ['es', 'El de la seguridad contra incendios vino a revisar la alarma.'],
    ['es', 'Vino el técnico de prevención de incendios a poner un detector de humo y lo probó, qué ruido.'],
    ['fr', "Le monsieur de la sécurité incendie est venu installer un détecteur de fumée et l'a testé."],
  ])('%s: %s', not('emergency'));
});

describe('floors: smoke, flames or burning beside fire safety words stay an emergency', () => {
  it.each<Case>([
    ['en', "The fire safety man's gone and now the kitchen's full of smoke."],
    ['en', "The fire door is hot and there's smoke coming under it."],
    ['en', "I can't get to the fire exit, there's smoke everywhere."],
    ['en', "The fire blanket didn't work, the pan is in flames."],
    ['en', "The fire extinguisher's empty and the curtains caught fire."],
    ['en', 'They said the fire alarm was a test but I can smell smoke.'],
    ['en', "The smoke alarm's going off and I can't stop it, it's not a test."],
    ['es', 'El de prevención de incendios se fue y ahora la cocina está llena de humo.'],
    ['es', 'La puerta cortafuegos está caliente y sale humo.'],
    ['es', 'No llego a la salida de emergencia, hay humo por todas partes.'],
    ['es', 'El extintor no funciona y la sartén está ardiendo.'],
    ['es', 'Dijeron que era una prueba de la alarma pero huele a quemado.'],
    ['fr', 'Le monsieur de la sécurité incendie est parti et maintenant la cuisine est pleine de fumée.'],
    ['fr', 'La porte coupe-feu est chaude, il y a de la fumée.'],
    ['fr', "J'arrive pas à la sortie de secours, il y a de la fumée partout."],
    ['fr', "L'extincteur marche pas, la casserole est en feu."],
    ['fr', "Ils ont dit que c'était un test de l'alarme mais ça sent le brûlé."],
  ])('%s: %s', is('emergency'));
});

// The hob named by its fire while a pot boils over ("se me sale la leche, ay, el fuego", "mon lait déborde, le feu !"): the
// flame under the pot, no fire. Floors (the sweep for this lowering, 5+ per language, written before the change): something
// caught, smoke, flames, a fire not put out, "au feu", "¡fuego en la cocina!" beside a pot boiling over stay emergencies.
describe('a pot boiling over and "el fuego", "le feu": no fire', () => {
  it.each<Case>([
    ['es', 'Espere, que se me sale la leche, ay, ay, el fuego... ¡Manolo, baja eso!'],
    ['es', 'Se me está saliendo el caldo, el fuego, un momento.'],
    ['fr', 'Attendez, mon lait déborde, le feu !'],
    ['fr', 'La soupe déborde, le feu, attendez.'],
    ['en', "Hang on, the milk's boiling over, I'll ring you back."],
  ])('%s: %s', not('emergency'));
});

describe('floors: a fire beside a pot boiling over stays an emergency', () => {
  it.each<Case>([
    ['es', 'Se me sale la leche y el fuego ha prendido el trapo.'],
    ['es', 'Se me ha salido la leche, ay, el fuego, ¡hay humo por toda la cocina!'],
    ['es', 'Se sale el caldo... ¡fuego! ¡fuego en la cocina!'],
    ['es', 'Se me sale la leche y el fuego se ha pasado a la cortina, está ardiendo.'],
    ['es', 'La leche se ha salido y ahora hay llamas en el fogón.'],
    ['es', 'Se me sale la leche, el fuego, no puedo apagarlo.'],
    ['fr', 'Mon lait déborde, le feu a pris au torchon !'],
    ['fr', 'Ça déborde, le feu, y a de la fumée partout !'],
    ['fr', 'Le lait a débordé, et là le feu est dans la hotte, des flammes !'],
    ['fr', "La soupe déborde, le feu, j'arrive pas à l'éteindre !"],
    ['fr', 'Ça déborde, au feu, au feu !'],
    ['en', "The milk's boiling over and the fire's caught the tea towel!"],
    ['en', "It boiled over, fire, fire, the kitchen's full of smoke!"],
    ['en', 'The pan boiled over and now there are flames up the wall.'],
    ['en', "The milk boiled over and the fire won't go out."],
    ['en', "It's boiling over, fire, I can't put it out!"],
  ])('%s: %s', is('emergency'));
});

// French "par terre" after the thing slipped or tripped on, or what lay about ("j'ai glissé sur une feuille de salade par
// terre", "il y avait de l'eau par terre"): where the thing lay, as English "a lettuce leaf on the floor" is, not the person
// lying there; a slip got up from is over, a concern. Floors (the sweep for this lowering, 5+ per language, written before the
// change): the person down after it, not getting up, still on the floor, a hip broken, someone found on the floor.
describe('a thing on the floor slipped on, got up from: a concern, not an emergency', () => {
  it.each<Case>([
    ['fr', "Hier j'ai glissé sur une feuille de salade par terre, je suis tombée sur le genou. Je me suis relevée avec la chaise, le genou a un peu gonflé, j'ai mis de la glace."],
    ['fr', "Il y avait de l'eau par terre, j'ai glissé, je me suis relevée."],
    ['en', 'Yesterday I slipped on a lettuce leaf on the floor, I got myself up with the chair.'],
    ['es', 'Ayer me resbalé con una hoja de lechuga en el suelo, me levanté con la silla.'],
  ])('%s: %s', is('concerning'));
});

describe('floors: down on the floor after a slip stays an emergency', () => {
  it.each<Case>([
    ['fr', "J'ai glissé sur une feuille de salade, je suis par terre et j'arrive pas à me relever."],
    ['fr', "J'ai glissé sur de l'eau par terre et je peux plus me relever."],
    ['fr', "Il y avait de l'huile par terre, je suis tombée, je suis toujours par terre."],
    ['fr', "J'ai trébuché sur le tapis, je suis par terre depuis ce matin."],
    ['fr', "J'ai glissé sur une feuille de salade par terre, j'ai la hanche cassée je crois, je peux pas bouger."],
    ['fr', "J'ai trouvé la voisine par terre, elle répond pas."],
    ['fr', "J'ai glissé sur de l'eau par terre et je suis encore par terre."],
    ['fr', "Il y a de l'eau par terre, je suis tombée et je bouge plus."],
    ['en', "I slipped on a lettuce leaf on the floor, I'm still on the floor and I can't get up."],
    ['en', "There was water on the floor, I slipped, I've been lying here since this morning."],
    ['en', "I tripped on the rug, I'm on the floor and my hip hurts terribly, I can't move."],
    ['en', "I slipped on a lettuce leaf on the floor, I can't get up."],
    ['en', "I slipped on some oil on the floor, I think my hip's broken."],
    ['es', 'Me resbalé con una hoja de lechuga en el suelo y no me puedo levantar.'],
    ['es', 'Había agua en el suelo, me resbalé y sigo en el suelo.'],
    ['es', 'Tropecé con la alfombra, estoy en el suelo desde esta mañana.'],
    ['es', 'Me resbalé con aceite en el suelo, creo que me he roto la cadera.'],
    ['es', 'Me resbalé con una hoja de lechuga en el suelo, no me puedo mover.'],
  ])('%s: %s', is('emergency'));
});

// A side of the body felt funny, strange, numb or asleep, the side named before or after ("I feel funny down one side", "my
// left side feels funny", "me siento rara de un lado", "tengo un lado del cuerpo como dormido", "tout le côté gauche qui est
// bizarre"): a one-sided sign now, a stroke, whatever was said before it.
describe('a side of the body felt funny or asleep: a stroke', () => {
  it.each<Case>([
    ['en', "I burnt the toast, it's fine, but now I feel funny down one side."],
    ['en', 'My left side feels funny.'],
    ['en', "I've gone all funny down my right side."],
    ['es', 'Me siento rara de un lado.'],
    ['es', 'Tengo un lado del cuerpo como dormido.'],
    ['es', 'Me noto raro todo el lado izquierdo.'],
    ['fr', "J'ai tout le côté gauche qui est bizarre."],
    ['fr', 'Je me sens drôle du côté droit.'],
  ])('%s: %s', is('emergency'));
});

describe('floors: a face dropped or an arm numb on one side stays an emergency', () => {
  it.each<Case>([
    ['en', 'My face has dropped on one side.'],
    ['es', 'Tengo la cara caída de un lado.'],
    ['fr', 'Ma bouche est toute de travers.'],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: sleeping on one side, a side of the garden, funny and low', () => {
  it.each<Case>([
    ['en', "I sleep on my left side, it's the funny thing."],
    ['en', 'The left side of the garden is a funny shape.'],
    ['es', 'Duermo del lado izquierdo.'],
    ['es', 'El lado izquierdo del jardín está raro con la poda.'],
    ['fr', 'Je dors sur le côté gauche.'],
    ['fr', 'Le côté gauche du jardin est tout bizarre.'],
  ])('%s: %s', not('emergency'));
});

// A door or window beaten at now (banging, hammering, kicking; "aporreando", "dando patadas a"; "tape à", "donne des coups de
// pied dans"), and the person afraid now: a threat at the door, an emergency.
describe('a door beaten at now and the person afraid: an emergency', () => {
  it.each<Case>([
    ['en', "Somebody's banging on the door and shouting, I'm frightened."],
    ['en', "Someone's hammering at the back door, I'm scared."],
    ['en', "Somebody keeps banging on my window and shouting, I'm frightened."],
    ['es', 'Alguien está aporreando la puerta y gritando, tengo miedo.'],
    ['es', 'Están golpeando la puerta de atrás, tengo mucho miedo.'],
    ['es', 'Un hombre está dando patadas a la puerta, estoy asustada.'],
    ['fr', "Quelqu'un tape à la porte et crie, j'ai peur."],
    ['fr', "Quelqu'un frappe très fort à la porte, j'ai très peur."],
    ['fr', 'Un homme donne des coups de pied dans la porte, je suis terrifiée.'],
  ])('%s: %s', is('emergency'));
});

describe('floors: someone forcing the door stays an emergency', () => {
  it.each<Case>([
    ['en', "There's a man kicking the front door, I'm terrified."],
    ['es', 'Están forzando la puerta.'],
    ['fr', "Il y a quelqu'un qui force la porte."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: the postman who banged, a knock this morning, the wind', () => {
  it.each<Case>([
    ['en', "The postman was banging on the door, I didn't hear him."],
    ['en', 'Someone knocked on the door this morning, it was the postman.'],
    ['en', "The wind kept banging the back door last night, it's fine now."],
    ['es', 'Llamaron a la puerta esta mañana, era el cartero.'],
    ['es', 'El cartero estaba golpeando la puerta y no lo oí.'],
    ['fr', "On a frappé à la porte ce matin, c'était le facteur."],
    ['fr', "Le facteur tapait à la porte, je l'ai pas entendu."],
  ])('%s: %s', not('emergency'));
});

// Someone of the home, or the person, gone a funny, strange or odd colour now ("my husband has gone a funny colour in his
// chair", "mi marido se ha puesto de un color raro", "mon mari a pris une drôle de couleur"): someone not well now, as lips or a
// face gone blue or grey are, an emergency.
describe('someone gone a funny colour now: an emergency', () => {
  it.each<Case>([
    ['en', 'My husband has gone a funny colour in his chair.'],
    ['en', "She's turned a funny colour and she's not talking."],
    ['en', 'My wife has gone a strange colour.'],
    ['es', 'Mi marido se ha puesto de un color raro en el sillón.'],
    ['es', 'Mi mujer se ha quedado de un color raro.'],
    ['fr', 'Mon mari a pris une drôle de couleur dans son fauteuil.'],
    ['fr', 'Ma femme a une drôle de couleur.'],
  ])('%s: %s', is('emergency'));
});

describe('floors: someone gone grey stays an emergency', () => {
  it.each<Case>([
    ['en', "He's gone grey in his chair."],
    ['es', 'Se ha puesto gris en la silla.'],
    ['fr', 'Il est devenu tout gris dans son fauteuil.'],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: the sky, hair, fruit, a figure of speech', () => {
  it.each<Case>([
    ['en', "The sky's gone a funny colour."],
    ['en', "My hair's gone a funny colour from the dye."],
    ['en', 'He turned a funny colour when he saw the bill, ha ha.'],
    ['es', 'El cielo se ha puesto de un color raro.'],
    ['es', 'El pelo se me ha puesto de un color raro con el tinte.'],
    ['fr', 'Le ciel a pris une drôle de couleur.'],
    ['fr', 'Mes cheveux ont pris une drôle de couleur.'],
  ])('%s: %s', not('emergency'));
});

// A plea to get up in the plain present, opening its clause ("¿Me ayuda a levantarme?", "vous m'aidez à me relever ?"), as "can
// you help me get up?" is: not getting up now, an emergency. Someone who helps every morning is not.
describe('a plea to get up in the plain present: an emergency', () => {
  it.each<Case>([
    ['es', '¿Me ayuda a levantarme?'],
    ['es', 'Oiga, ¿me ayuda a levantarme?'],
    ['es', '¿Me echas una mano a levantarme?'],
    ['fr', "Vous m'aidez à me relever ?"],
    ['fr', "Tu m'aides à me relever ?"],
    ['en', 'Help me up, please.'],
  ])('%s: %s', is('emergency'));
});

describe('floors: the plea said the known way stays an emergency', () => {
  it.each<Case>([
    ['en', 'Can you help me get up?'],
    ['es', '¿Me puede ayudar a levantarme?'],
    ['fr', "Vous pouvez m'aider à me relever ?"],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: someone who helps me get up every morning', () => {
  it.each<Case>([
    ['en', 'My daughter helps me get up in the mornings.'],
    ['es', 'Mi hija me ayuda a levantarme por las mañanas.'],
    ['es', 'La chica me ayuda a levantarme de la cama, muy bien.'],
    ['fr', "Ma fille m'aide à me lever le matin."],
    ['fr', "L'aide-soignante m'aide à me lever, ça va."],
  ])('%s: %s', not('emergency'));
});

// A burning felt in the chest, the chest after the verb ("ça me brûle dans la poitrine", "me quema en el pecho"), as "it burns
// in my chest" is: chest pain, an emergency.
describe('a burning in the chest: chest pain', () => {
  it.each<Case>([
    ['fr', 'Ça me brûle dans la poitrine.'],
    ['fr', 'Ça me brûle fort dans la poitrine depuis ce matin.'],
    ['es', 'Me quema en el pecho.'],
    ['es', 'Me arde por dentro del pecho.'],
    ['en', "It's burning in my chest."],
  ])('%s: %s', is('emergency'));
});

describe('floors: chest pain said the known ways stays an emergency', () => {
  it.each<Case>([
    ['en', 'It burns in my chest.'],
    ['es', 'Me arde el pecho.'],
    ['fr', 'Ça me serre dans la poitrine.'],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a burning wee, a hot pepper, sunburn, a quiche', () => {
  it.each<Case>([
    ['en', 'It burns when I wee.'],
    ['es', 'Me quema la garganta del picante.'],
    ['es', 'Me quemé el pecho con el sol.'],
    ['fr', 'Ça me brûle quand je fais pipi.'],
    ['fr', 'Ça me brûle dans la gorge après le piment.'],
  ])('%s: %s', not('emergency'));
});
