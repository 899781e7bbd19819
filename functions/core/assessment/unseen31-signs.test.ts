import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 35 (unseen31: eyes, ears, teeth, feet and skin; the doctor's, the chemist's and the hospital appointment):
// danger signs read by their sign and structure, whatever is said around them.

type Case = [CallLanguage, string];

// On the floor told cheerfully, with no verb ("I'm alright, just on the bathroom floor"), and not getting up said by what
// is lacking for it ("can't get the leverage to get up", "no tengo fuerzas para levantarme", "j'ai pas la force de me
// relever"): an emergency.
describe('on the floor said as a state, or no strength or purchase to get up: an emergency', () => {
  it.each<Case>([
    ['en', "Oh hello love, I'm alright, just on the bathroom floor. Went over cutting my toenails, been here since breakfast. Anyway how's your day going?"],
    ['en', 'Fine thanks, only here on the kitchen floor since lunch.'],
    ['en', "I can't get the leverage to get up."],
    ['en', "I haven't got the strength to get myself up."],
    ['en', "I've no strength left to get up off the floor."],
    ['en', "I can't get any purchase to pull myself up, the lino's slippy."],
    ['en', "I can't find the strength to stand up."],
    ['es', 'Estoy bien, solo que en el suelo del baño.'],
    ['es', 'Bien, bien, aquí en el suelo de la cocina desde la comida.'],
    ['es', 'No tengo fuerzas para levantarme.'],
    ['es', 'Me faltan las fuerzas para levantarme del suelo.'],
    ['es', 'No consigo hacer palanca para levantarme.'],
    ['es', 'No tengo apoyo para levantarme, el suelo resbala.'],
    ['fr', "J'ai pas la force de me relever."],
    ['fr', "Je n'ai plus la force de me lever du sol."],
    ['fr', "J'arrive pas à prendre appui pour me relever."],
    ['fr', "J'ai pas assez de force pour me relever."],
    ['fr', "Je trouve pas d'appui pour me relever, le carrelage glisse."],
    ['fr', "Ça va, je suis juste par terre dans la salle de bain depuis le petit-déjeuner."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: the mornings, a thing left on the floor, playing on the floor', () => {
  it.each<Case>([
    ['en', "I haven't the strength to get up in the mornings."],
    ['en', 'I left your letter just on the floor.'],
    ['en', "I'm fine, just on the floor playing with the grandkids."],
    ['es', 'No tengo fuerzas para levantarme por las mañanas.'],
    ['es', 'Dejé la carta aquí en el suelo.'],
    ['es', 'Estoy bien, solo que en el suelo jugando con los nietos.'],
    ['fr', "J'ai pas la force de me lever le matin."],
  ])('%s: %s', not('emergency'));
});

describe('floors: a fall and no getting up stays an emergency, whatever is said around it', () => {
  it.each<Case>([
    ['en', "I'm alright really. I fell and I can't get up, but don't fuss."],
    ['en', "I had a fall last week, nothing since, but I fell again this morning and I can't get up."],
    ['es', 'Estoy bien, no se preocupe, me he caído y no me puedo levantar.'],
    ['es', 'Ayer estaba bien, pero hoy me he caído y no tengo fuerzas para levantarme.'],
    ['fr', "Ça va, ça va, je suis tombée et je n'arrive pas à me relever."],
    ['fr', "La semaine dernière tout allait bien, mais ce matin je suis tombée et j'ai pas la force de me relever."],
  ])('%s: %s', is('emergency'));
});

// A face, mouth or lip gone down or hanging on one side, in any order, the part said again as "it" or "elle", whatever it is
// blamed on (new glasses, dentures); an arm gone soft or slack ("tout mou", "flojo"): stroke signs, an emergency.
describe('a mouth or face gone down on one side, blamed on something else; an arm gone floppy: an emergency', () => {
  it.each<Case>([
    ['en', "Fine, fine, only these new glasses sit crooked on me. The wife says it's not the glasses, it's my mouth, it's gone down on one side this past hour."],
    ['en', "It's not my dentures, it's my face, it's dropped on the left side."],
    ['en', "It's my lip, it's hanging down on one side."],
    ['en', "My smile's gone all lopsided on the right side since lunch."],
    ['en', 'I thought it was the new teeth, but my mouth is sort of pulling down to one side.'],
    ['en', 'The corner of my mouth has slipped down on the left side.'],
    ['es', 'Mi mujer dice que no son las gafas, que es la boca, que me cuelga de un lado desde hace una hora.'],
    ['es', 'No es la dentadura, es la boca, que me cuelga de un lado.'],
    ['es', 'Se me ha ido la boca para un lado.'],
    ['es', 'El labio se me cae de un lado.'],
    ['es', 'El brazo izquierdo lo tengo flojo.'],
    ['es', 'Tengo la pierna derecha muy floja desde hace media hora.'],
    ['fr', "Mon mari dit que ma bouche pend d'un côté, moi je croyais que c'était le nouveau dentier qui tirait."],
    ['fr', "C'est pas les lunettes, c'est ma bouche, elle pend d'un côté."],
    ['fr', 'Ma lèvre est descendue sur le côté gauche depuis ce matin.'],
    ['fr', "Mon visage s'affaisse d'un côté."],
    ['fr', 'Mon bras gauche est tout mou depuis une demi-heure.'],
    ['fr', 'La jambe droite est devenue toute molle.'],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: denied, or a curtain, a skirt or a pudding', () => {
  it.each<Case>([
    ['en', "My mouth hasn't gone down on one side, no."],
    ['en', 'The curtain has dropped down on one side.'],
    ['en', 'The hem of my skirt has dropped on one side.'],
    ['es', 'La cortina cuelga de un lado.'],
    ['es', 'El flan está muy flojo.'],
    ['fr', "Ma bouche ne pend pas d'un côté, c'est juste le dentier."],
    ['fr', "Le rideau pend d'un côté."],
    ['fr', 'La pâte est toute molle.'],
  ])('%s: %s', not('emergency'));
});

describe('floors: a stroke sign now stays an emergency whatever is said around it', () => {
  it.each<Case>([
    ['en', "I'm fine, honestly, it's just my face has dropped on one side and my arm's gone weak."],
    ['es', 'Estoy bien, es solo que tengo la boca torcida hacia un lado desde esta mañana.'],
    ['fr', "Ça va, c'est juste que ma bouche tombe d'un côté depuis une heure."],
  ])('%s: %s', is('emergency'));
});

// A squeeze, clamp, grip or clench in the chest said as a noun, however small it is made and whatever ordinary talk is around
// it ("a bit of a squeeze in my chest since I came back from the chemist ... It's nothing, it'll pass"): chest pain.
describe('a squeeze or clamp in the chest, minimised and told beside ordinary chat: an emergency', () => {
  it.each<Case>([
    ['en', "Still waiting on the blood results. I've had a bit of a squeeze in my chest since I came back from the chemist and my left arm's gone heavy. It's nothing, it'll pass."],
    ['en', 'A squeeze in my chest, that is all.'],
    ["en", "There's a sort of clamp across my chest, it'll pass."],
    ['en', 'A grip round my chest, nothing really.'],
    ['en', "I've had a squeeze in my chest since dinner."],
    ['en', "It's nothing, a bit of a clench in my chest, it'll pass."],
    ['es', 'Es como un apretón en el pecho, ya se me pasará con una tila.'],
    ['es', 'Un apretón en el pecho desde que volví de la farmacia, y el brazo izquierdo pesado. No es nada.'],
    ['es', 'Noto como una opresión en el pecho desde que volví del médico.'],
    ['fr', "C'est rien, juste un serrement dans la poitrine, ça va passer avec un thé."],
    ['fr', "Un petit serrement dans la poitrine depuis que je suis rentrée de la pharmacie, et le bras gauche lourd."],
    ['fr', "J'ai comme un étau sur la poitrine."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a hug, a chest of drawers, a squeeze denied', () => {
  it.each<Case>([
    ['en', 'The grandkids gave me a squeeze round the chest, lovely.'],
    ['en', 'I got a grip on the chest of drawers.'],
    ['en', 'No squeeze in my chest, no.'],
    ['es', 'El nieto me dio un apretón muy fuerte, qué cariño.'],
    ['fr', "Mon petit-fils m'a serrée fort dans ses bras."],
  ])('%s: %s', not('emergency'));
});

// A nose bleeding and not stopping, or pouring on a blood thinner (a towel soaked, since half ten): bleeding that will not stop.
// A nose that will not stop running with a cold is no bleed.
describe('a nose bleeding and not stopping, or pouring on a blood thinner: an emergency', () => {
  it.each<Case>([
    ['en', "Not great. My nose has been pouring since half ten, I'm on the warfarin, I've soaked a whole hand towel and it just won't stop."],
    ['en', "My nosebleed won't stop."],
    ['en', "I've had a nosebleed since eleven and it won't stop."],
    ['en', "My nose has been bleeding for an hour and it won't stop."],
    ['en', "My nose is pouring and won't stop, I'm on apixaban."],
    ['es', 'Me sangra la nariz desde las diez y media, tomo Sintrom, he empapado una toalla entera y no para.'],
    ['es', 'La nariz no para de sangrar desde hace una hora.'],
    ['fr', "Je saigne du nez depuis dix heures et demie, je suis sous Préviscan, j'ai trempé une serviette entière et ça s'arrête pas."],
    ['fr', "Mon nez saigne et ça s'arrête pas."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a runny nose with a cold, a nosebleed last week that is over', () => {
  it.each<Case>([
    ['en', "My nose won't stop running since this cold came."],
    ['en', "My nose has been pouring with this cold, it won't stop, I've gone through a whole box of tissues."],
    ['en', "I had a nosebleed last week, it wouldn't stop, but it's fine now."],
    ['en', "My nose won't stop running. I had a blood test today."],
    ['en', "The rain won't stop. I had a nosebleed last week."],
    ['es', 'Tengo la nariz que chorrea con el resfriado y no para.'],
    ['fr', "Mon nez coule avec le rhume, ça s'arrête pas."],
  ])('%s: %s', not('emergency'));
});

// Lost when out and said to be new ("I don't know this street at all ... This never happens to me", "no reconozco esta calle,
// esto nunca me pasa", "je reconnais pas cette rue, ça m'arrive jamais"): sudden confusion, an emergency.
describe('lost when out, not knowing the street or what one came out for, said to be new: an emergency', () => {
  it.each<Case>([
    ['en', "I'm not sure where I am, dear. I went out for my prescription and now I don't know this street at all, and I can't think what I came out for. This never happens to me, can someone come?"],
    ['en', "I don't know this street at all, this never happens to me."],
    ['en', "I can't think what I came out for, I'm never like this."],
    ['es', 'No sé dónde estoy, salí a la farmacia y no reconozco esta calle. Esto nunca me pasa.'],
    ['es', 'No reconozco esta calle, nunca me pasa.'],
    ['es', 'No sé a qué salí, yo nunca estoy así.'],
    ['fr', "Je sais pas où je suis, je suis sortie pour la pharmacie et je reconnais pas cette rue. Ça m'arrive jamais."],
    ['fr', "Je reconnais pas cette rue, ça m'arrive jamais."],
    ['fr', 'Je sais plus ce que je suis venue faire dehors, je suis jamais comme ça.'],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a street changed, not a muddle', () => {
  it.each<Case>([
    ['en', "I don't know this street, they've changed all the shops."],
    ['es', 'No reconozco esta calle, han cambiado las tiendas.'],
    ['fr', 'Je reconnais pas cette rue, ils ont tout refait.'],
  ])('%s: %s', not('emergency'));
});

// Sight gone from one eye now ("je ne vois plus rien de l'œil droit", "no veo nada del ojo derecho"), the sight of an eye gone
// black, double sight with the head spinning or a wall held to walk, words hard to find ("j'ai du mal à trouver mes mots", "me
// cuesta encontrar las palabras", "I'm struggling to find my words"): stroke signs, an emergency.
describe('sight gone from an eye, double sight with dizziness, words hard to find: an emergency', () => {
  it.each<Case>([
    ['en', "I've gone deaf in my left ear all of a sudden this morning and I'm struggling to find my words."],
    ['en', "I'm having trouble getting my words out."],
    ['en', "It's hard to find my words this afternoon."],
    ['en', 'The sight in my right eye went black an hour ago.'],
    ["en", "I'm seeing double since this morning and the room's spinning."],
    ['en', "I can't see anything out of my right eye since an hour ago."],
    ['es', 'Desde hace una hora no veo nada del ojo derecho, se me puso negro de golpe.'],
    ['es', 'Veo doble desde esta mañana y la cabeza me da vueltas.'],
    ['es', 'Veo todo doble y me tengo que agarrar a la pared.'],
    ['es', 'Me cuesta encontrar las palabras.'],
    ['fr', "On m'a fait l'injection dans l'œil à la clinique lundi, le docteur a dit que tout s'était bien passé. Mais depuis une heure, je ne vois plus rien de l'œil droit, c'est devenu noir d'un coup."],
    ['fr', "Je ne vois plus rien de l'œil gauche."],
    ['fr', "Ça va, hein, sauf que depuis tantôt je vois tout en double, une fois, et j'ai la tête qui tourne fort. Je dois me tenir au mur pour aller jusqu'à la toilette."],
    ['fr', "Depuis ce matin j'entends plus rien de l'oreille gauche, d'un coup, comme du coton. Et là j'ai... j'ai du mal à trouver mes... les mots, c'est bizarre."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: words to thank someone, words hard to find once at a funeral, far sight with glasses, double once long ago', () => {
  it.each<Case>([
    ['en', 'I struggle to find the words to thank you.'],
    ['en', 'I had trouble finding the words at the funeral.'],
    ['en', 'I saw double once last year after a drink, room spinning, fine since.'],
    ['es', 'Me cuesta encontrar las palabras para agradecerle.'],
    ['fr', "J'ai du mal à trouver les mots pour vous remercier."],
    ['fr', 'Je vois pas bien de loin avec mes lunettes.'],
  ])('%s: %s', not('emergency'));
});

// A year counted on from an earlier time ("six years ago ... the year after", "al año siguiente", "l'année d'après", "two years
// later") is as gone by as the time it counts from: a fracture then, with nothing since, is history.
describe('a fall or fracture the year after an old time, nothing since: not an emergency', () => {
  it.each<Case>([
    ['en', 'I had both cataracts done, what, six years ago, and I broke my wrist in the garden the year after. Nothing since, touch wood.'],
    ['en', 'Two years later I broke my hip, fine since.'],
    ['es', 'Me operaron de cataratas hace seis años y al año siguiente me rompí la muñeca en el jardín. Nada desde entonces.'],
    ['es', 'Dos años después me rompí la cadera, bien desde entonces.'],
    ['fr', "On m'a opérée de la cataracte il y a six ans, et l'année d'après je me suis cassé le poignet. Rien depuis."],
    ['fr', "L'année suivante je suis tombée, rien depuis."],
  ])('%s: %s', not('emergency'));
});

// The sweep run before the change: today's danger told after such a time stays an emergency.
describe('floors: an emergency of today told after "the year after" or "years later" stays an emergency', () => {
  it.each<Case>([
    ['en', "The year after my hip I had a fall, and this morning I fell again in the kitchen and I can't get up."],
    ['en', "A year later the pain came back, and now there's a crushing pain in my chest."],
    ['en', "My husband died the year after we moved. I'm on the bathroom floor now since breakfast."],
    ['en', 'Two years later I had a stroke, and my face has gone droopy on one side this morning.'],
    ['en', "The following winter I fell on the ice. Today I fell down the stairs and I can't move my leg."],
    ['en', "I broke my wrist the year after, and today I've cut my arm and it won't stop bleeding."],
    ['es', 'Al año siguiente me caí, y esta mañana me he vuelto a caer y no me puedo levantar.'],
    ['es', 'Dos años después volvió el dolor y ahora tengo un dolor muy fuerte en el pecho.'],
    ['es', 'Al año siguiente murió mi marido. Ahora estoy en el suelo del baño desde el desayuno.'],
    ['es', 'Un año más tarde tuve un ictus, y hoy se me ha torcido la boca.'],
    ['es', 'El año siguiente me rompí la muñeca, y hoy me he caído y no puedo mover la pierna.'],
    ['fr', "L'année d'après je suis tombée, et ce matin je suis retombée et je n'arrive pas à me relever."],
    ['fr', "Deux ans plus tard la douleur est revenue, et là j'ai une douleur très forte dans la poitrine."],
    ['fr', "L'année suivante mon mari est décédé. Là je suis par terre dans la salle de bain depuis ce matin."],
    ['fr', "Un an plus tard j'ai fait un AVC, et aujourd'hui ma bouche tombe d'un côté."],
    ['fr', "L'année d'après je me suis cassé le poignet, et aujourd'hui je suis tombée et je saigne beaucoup de la tête."],
  ])('%s: %s', is('emergency'));
});

// The ambulance as the transport to an appointment, booked or as every month ("mañana viene la ambulancia a llevarme a la consulta
// del oftalmólogo, como cada mes", "demain l'ambulance vient me chercher pour ma séance de dialyse"): no call for help.
describe('the ambulance that takes one to an appointment: not an emergency', () => {
  it.each<Case>([
    ['en', "The ambulance picks me up for dialysis every Tuesday, I'm fine."],
    ['en', 'Tomorrow the ambulance comes to take me to my eye clinic appointment.'],
    ['es', 'Mañana viene la ambulancia a llevarme a la consulta del oftalmólogo, como cada mes, para la revisión. Yo estoy bien.'],
    ['fr', 'Demain l\'ambulance vient me chercher pour ma séance de dialyse, comme tous les mardis.'],
  ])('%s: %s', not('emergency'));
});

// The sweep run before the change: an ambulance awaited now, someone down, or a danger told beside the appointment ambulance.
describe('floors: beside the appointment ambulance, a danger now stays an emergency', () => {
  it.each<Case>([
    ['en', 'The ambulance is coming to take me to the clinic now, my chest is crushing.'],
    ['en', "Tomorrow's the ambulance for my appointment, but I've fallen in the hall and I can't get up."],
    ['en', "The ambulance that takes me to dialysis every Tuesday hasn't come, and I'm struggling to breathe."],
    ['en', "The ambulance is on its way, I've collapsed, they're taking me to the clinic."],
    ['en', "The hospital transport comes every week, but my husband's on the floor and he won't wake up."],
    ['es', 'La ambulancia viene a llevarme a la consulta ahora, me duele mucho el pecho.'],
    ['es', 'Mañana viene la ambulancia para la revisión, pero me he caído y no me puedo levantar.'],
    ['es', 'La ambulancia que me lleva a diálisis cada martes no ha venido y me ahogo.'],
    ['es', 'Viene la ambulancia, me he desmayado, me llevan a la consulta.'],
    ['es', 'La ambulancia me lleva cada mes a la consulta, pero mi marido está en el suelo y no se despierta.'],
    ['fr', "L'ambulance vient me chercher pour la consultation, j'ai très mal à la poitrine."],
    ['fr', 'Demain l\'ambulance vient pour ma séance, mais je suis tombée et je n\'arrive pas à me relever.'],
    ['fr', "L'ambulance qui m'emmène à la dialyse tous les mardis n'est pas venue et je n'arrive plus à respirer."],
    ['fr', "L'ambulance arrive, j'ai fait un malaise, ils m'emmènent à la consultation."],
    ['fr', "L'ambulance m'emmène chaque mois en consultation, mais mon mari est par terre et il se réveille pas."],
  ])('%s: %s', is('emergency'));
});

// The hob turned off in the middle of the call ("espere, espere, que apago el fuego", "attendez, j'éteins le feu sous la
// casserole"): a chore, no fire.
describe('the hob turned off in the middle of the call: not an emergency', () => {
  it.each<Case>([
    ['es', 'Espere, espere, que apago el fuego... ¡Lucía, deja al gato!'],
    ['es', 'Voy a apagar el fuego, que se sale la leche.'],
    ['fr', 'Attendez, j\'éteins le feu sous la casserole... Lucie, laisse le chat !'],
  ])('%s: %s', not('emergency'));
});

// The sweep run before the change: a fire that will not go out, or a danger told beside the hob turned off.
describe('floors: beside the hob turned off, a fire or a danger now stays an emergency', () => {
  it.each<Case>([
    ['en', "Hang on, I'm turning the hob off... oh, the tea towel's caught fire, there are flames."],
    ['en', "Let me turn the gas off, the kitchen's full of smoke and I can't see."],
    ['en', "Wait, I'll turn the cooker off... I've fallen, I can't get up."],
    ['es', '¡No puedo apagar el fuego!'],
    ['es', 'Intento apagar el fuego y no puedo, hay mucho humo.'],
    ['es', 'Voy a apagar el fuego pero la sartén está ardiendo y no puedo.'],
    ['es', 'Espere que apago el fuego... ay, me he caído, no me puedo levantar.'],
    ['es', 'Tengo que apagar el fuego, la cocina está llena de humo y no veo.'],
    ['es', 'Déjeme apagar el fuego... se me ha prendido el trapo y hay llamas.'],
    ['fr', "J'éteins le feu, mais la poêle a pris feu et il y a des flammes."],
    ['fr', "Attendez, j'éteins le feu... aïe, je suis tombée, j'arrive pas à me relever."],
    ['fr', "Il faut que j'éteigne le feu, la cuisine est pleine de fumée."],
    ['fr', "J'arrive pas à éteindre le feu, il y a de la fumée partout."],
    ['fr', 'Je vais éteindre le feu... le torchon brûle, il y a des flammes partout.'],
  ])('%s: %s', is('emergency'));
});

// A jab or vaccine against an illness names no illness of the person's ("had my flu jab at the chemist", "la vacuna de la gripe",
// "mon vaccin contre la grippe"), and blurred sight denied in a list ("pas de vision floue") is denied.
describe('a flu jab and a list of denials: good', () => {
  it.each<Case>([
    ['en', 'Very well thanks, had my flu jab at the chemist on Wednesday, arm was barely sore.'],
    ['es', 'Muy bien. Me pusieron la vacuna de la gripe el martes y ni me enteré.'],
    ['fr', "Très bien, j'ai eu mon vaccin contre la grippe à la pharmacie hier."],
    ['fr', 'Pas de douleur, pas de vertige, pas de chute, pas de vision floue. Rien.'],
  ])('%s: %s', is('good'));
});

describe('near-misses: the flu itself stays a worry', () => {
  it.each<Case>([
    ['en', "I've got the flu, I'm shivering."],
    ['es', 'Tengo la gripe desde el lunes.'],
    ['fr', "J'ai la grippe, je tremble."],
  ])('%s: %s', not('good'));
});

// The sweep run before the change: a danger after the jab stays an emergency (it found "se me hinchan los labios y la lengua",
// the present tense, read as a worry only; now read).
describe('floors: a danger told with the jab stays an emergency', () => {
  it.each<Case>([
    ['en', 'Had my flu jab this morning and now my lips and tongue are swelling up.'],
    ['en', "After the flu jab my face has swollen and I can't get my breath."],
    ['en', "I had my flu jab yesterday, and today I fell and I can't get up."],
    ['en', "The flu jab arm is fine but I've got crushing pain in my chest."],
    ['en', "Since the covid booster I've got a rash and my throat is closing."],
    ['es', 'Me pusieron la vacuna de la gripe esta mañana y ahora se me hinchan los labios y la lengua.'],
    ['es', 'Después de la vacuna de la gripe se me ha hinchado la cara y no puedo respirar.'],
    ['es', 'Ayer la vacuna de la gripe y hoy me he caído y no me puedo levantar.'],
    ['es', 'La vacuna de la gripe bien, pero tengo un dolor muy fuerte en el pecho.'],
    ['es', 'Desde la vacuna contra el covid tengo la garganta que se cierra.'],
    ['fr', "J'ai eu mon vaccin contre la grippe ce matin et maintenant mes lèvres et ma langue gonflent."],
    ['fr', "Après le vaccin contre la grippe, mon visage a gonflé et je n'arrive pas à respirer."],
    ['fr', "Hier le vaccin contre la grippe, et aujourd'hui je suis tombée et je n'arrive pas à me relever."],
    ['fr', "Le vaccin contre la grippe ça va, mais j'ai une douleur très forte dans la poitrine."],
    ['fr', "Depuis le vaccin contre le covid j'ai la gorge qui se ferme."],
  ])('%s: %s', is('emergency'));
});

// Concerns of the body said plainly: a pain given a score out of ten, a tooth that nags or throbs ("une dent qui me lance"),
// shingles ("la culebrilla", "le zona"), drops forgotten, a sting, feeling low ("estoy tristona", "je suis pas mal down").
describe('a pain scored, a tooth nagging, shingles, drops forgotten, a sting, feeling low: a concern', () => {
  it.each<Case>([
    ['en', 'I forgot my glaucoma drops last night entirely, only noticed this morning.'],
    ['en', "This back tooth's been nagging, I'd say seven out of ten at night. I've got the dentist Thursday."],
    ['en', "A bee got me on the ankle in the garden, it's up like an egg and itching like mad."],
    ['en', "I've got shingles on my side."],
    ['es', 'Estoy tristona, la verdad. Desde que murió mi hermana no salgo.'],
    ['es', 'Me salió la culebrilla en la espalda, el doctor me dio pastillas, pero arde bastante en las noches.'],
    ['fr', "J'ai une dent qui me lance la nuit, je prends du paracétamol."],
    ['fr', "Je suis pas mal down ces temps-ci. Je sors pus depuis que j'entends mal."],
    ['fr', "C'est le zona, le médecin l'a confirmé hier. Ça brûle fort sur le flanc, surtout la nuit, mais j'ai mes cachets."],
  ])('%s: %s', is('concerning'));
});

describe('near-misses: a show scored, "ça va, pas mal"', () => {
  it.each<Case>([
    ['en', "I'd give the show nine out of ten, lovely evening."],
    ['fr', 'Ça va, pas mal.'],
  ])('%s: %s', not('concerning'));
});

describe('floors: a danger beside these concerns stays an emergency', () => {
  it.each<Case>([
    ['en', "I've got shingles, and I fell in the bathroom and I can't get up."],
    ['es', 'Estoy tristona y me he caído, no me puedo levantar.'],
    ['fr', "J'ai le zona, et là j'ai une douleur qui serre dans la poitrine."],
    ['en', "My tooth's throbbing and my lips and tongue are swelling up."],
    ['en', "I forgot my eye drops and now I can't see out of my left eye."],
    ['en', "A wasp stung me and my throat's closing up."],
    ['en', "I've got shingles and I can't breathe."],
    ['en', 'Pain in my chest, seven out of ten, going down my left arm.'],
    ['es', 'Me salió la culebrilla y ahora no puedo respirar.'],
    ['es', 'Estoy tristona y me duele mucho el pecho, me aprieta.'],
    ['fr', "J'ai une dent qui me lance et mes lèvres gonflent."],
    ['fr', "C'est le zona, et là je n'arrive plus à respirer."],
    ['fr', "Je suis pas mal down, j'ai envie d'en finir."],
  ])('%s: %s', is('emergency'));
});

// The hip said the doctor's way ("le col du fémur"): a break of it long ago with nothing since is history; one today an emergency.
describe('"le col du fémur" is the hip', () => {
  it.each<Case>([
    ['fr', 'Je me suis cassé le col du fémur il y a huit ans. Depuis, plus rien.'],
  ])('%s: %s', is('good'));
  it.each<Case>([
    ['fr', "Je suis tombée, je me suis cassé le col du fémur, j'ai très mal."],
  ])('%s: %s', is('emergency'));
});

// Someone else answering ("c'est le voisin", "soy el vecino", "Pat from next door"), the person away at an appointment ("elle est
// à l'hôpital pour une consultation"): nothing is known of how the person is, never `good`.
describe('the neighbour answers, the person away at an appointment: unknown, never good', () => {
  it.each<Case>([
    ['es', 'Soy el vecino, le doy de comer al gato. Ella está en el hospital para una consulta, no sé cómo está.'],
    ['fr', "C'est le voisin, je nourris le chat de Mme Perret. Elle est à l'hôpital pour une consultation, je sais pas comment elle va."],
  ])('%s: %s', is('unknown'));
  it.each<Case>([
    ['en', "This is Pat from next door, I'm only feeding her cat. She's gone to the hospital for an appointment I think, I couldn't tell you how she is."],
  ])('%s: %s', not('good'));
});

describe('floors: someone down now, told by the neighbour, stays an emergency', () => {
  it.each<Case>([
    ['en', "This is Pat from next door, she's gone to the hospital for an appointment, she's on the floor."],
    ['es', 'Soy el vecino, está en el suelo y no se puede levantar.'],
    ['fr', "C'est le voisin, elle est par terre et elle n'arrive pas à se relever."],
  ])('%s: %s', is('emergency'));
});

// Found by the lead's sweep after the merge: the face gone down said with "again" or "retombe" between ("now my face has
// gone again, it's dropped on one side", "ma bouche retombe encore d'un côté") read a concern beside an old stroke and
// nothing alone. A stroke sign again is a stroke sign now.
describe('a face gone down on one side again: an emergency', () => {
  it.each<Case>([
    ['en', "I had a stroke years ago, and now my face has gone again, it's dropped on one side."],
    ['en', "Now my face has gone again, it's dropped on one side."],
    ['en', 'The mouth has dropped again on the left side since lunch.'],
    ['fr', "Il y a deux ans j'ai fait un AVC, et là ma bouche retombe encore d'un côté."],
    ['fr', "Là ma bouche retombe encore d'un côté."],
    ['fr', "Ma bouche tombe de nouveau d'un côté."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', 'My face cream, I dropped it on the left side of the sink.'],
    ['fr', "Ma joue retombait un peu d'un côté après le dentiste l'an dernier, rien depuis."],
  ])('%s: %s', not('emergency'));
});
