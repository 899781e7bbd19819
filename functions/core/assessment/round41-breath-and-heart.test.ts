import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not, PAIN_OR_FALL, readAnswer } from './read-answer.ts';

// Issue 13, round 41 (unseen41: breathing, the heart and the chest). With the rules alone, lips gone blue told by a
// daughter, bright red blood brought up, breathless in the chair after a night unable to lie flat, the inhaler taken five
// times and still no breath, a heart racing with a faint coming, and "je n'arrive pas à faire entrer assez d'air" read
// CONCERNING or UNKNOWN. Each is read by its sign in the three languages: breathlessness told with a gerund or an adverb
// between ("me sigue faltando el aire", "je manque encore d'air"); breathless lying flat, the lying down refused or not
// ("tumbado me ahogaba", "à plat j'ai l'impression de me noyer", "I can't lie down, I feel like I'm drowning"); blood
// brought up with words between ("brought up proper blood", "he echado sangre", "flemas con sangre"); the home oxygen that
// does nothing, as an inhaler that does nothing, beside breathlessness; lips "a funny blue colour"; a heart "à toute
// allure". Lowered: the ambulance that "ha venido" is one come, no longer one wanted (as "the ambulance has come");
// "a uno le ha dado un infarto" is one of them, not the speaker; a scan or test of the heart is no heart trouble; "je ne
// m'inquiète pas", "no estoy preocupada" are no worry; "¿Quién se ha caído?" asked back denies nothing. Raised to a
// concern: a French "plus" before a state and a comparison is "more" ("plus essoufflée cette semaine"); home oxygen
// running out. Each lowering was swept first with real emergencies worded near it: they are the floors below.

type Case = [CallLanguage, string];

describe('breathlessness now, told with the words between: trouble breathing', () => {
  it.each<Case>([
    ['en', "Our Karen says my lips have gone a funny blue colour but she does fuss."],
    ['en', 'My son says my lips look a bit blue.'],
    ['en', 'My daughter reckons my face has gone a strange grey colour.'],
    ['en', 'I can hardly get to the end of a sentence today.'],
    ['en', 'I can barely finish a sentence.'],
    ['en', "The oxygen doesn't seem to be doing much this morning. Just the puffing."],
    ['en', "The oxygen isn't making any difference and I'm so breathless."],
    ['en', "My nebuliser doesn't seem to be doing anything, I can't catch my breath."],
    ['es', 'Y ahora mismo, aquí sentado hablando con usted, me sigue faltando el aire.'],
    ['es', 'Aquí sentada me está faltando el aire.'],
    ['es', 'Me sigue faltando el aire aunque me he puesto el inhalador.'],
    ['es', 'Mi hija dice que tengo los labios morados.'],
    ['es', 'El oxígeno no me hace nada esta mañana y me ahogo.'],
    ['es', 'El oxígeno no me hace efecto, me falta un poco el aire.'],
    ['es', 'Me he puesto el inhalador cinco veces y no consigo coger aire.'],
    ['fr', "J'ai pris la Ventoline cinq fois depuis le petit-déjeuner et je n'arrive toujours pas à reprendre mon souffle."],
    ['fr', 'Et là, assis à vous parler, je manque encore d\'air.'],
    ['fr', "Même assise, je manque encore d'air."],
    ['fr', "Depuis qu'ils sont partis je siffle et je n'arrive pas à faire entrer assez d'air, j'ai les doigts qui fourmillent."],
    ['fr', "Mon oxygène ne sert à rien, je suis essoufflée."],
    ['fr', "L'oxygène ne me fait rien ce matin, je manque d'air."],
    ['fr', 'Mon fils dit que j\'ai les lèvres bleues.'],
  ])('%s: %s', is('emergency'));
});

describe('breathless lying flat, the lying down refused or not: trouble breathing', () => {
  it.each<Case>([
    ['en', "I can't lie down, I feel like I'm drowning."],
    ['en', "I couldn't lie flat last night, I was drowning."],
    ['en', "I had to sleep sitting up, lying down I couldn't breathe."],
    ['es', 'Anoche no me pude acostar, tuve que dormir sentado en el sillón porque tumbado me ahogaba. Tengo los tobillos como dos botijos.'],
    ['es', 'No puedo estar tumbada, me ahogo en cuanto me acuesto.'],
    ['es', 'No pude acostarme, me ahogaba.'],
    ['es', 'Esta noche he dormido sentado porque tumbado no podía respirar.'],
    ['fr', "J'ai dormi assis dans le fauteuil parce qu'à plat j'ai l'impression de me noyer."],
    ['fr', "Je ne peux pas rester allongée, j'étouffe."],
    ['fr', "Dès que je me couche, j'étouffe."],
    ['fr', "Je ne peux plus dormir à plat, j'ai l'impression de me noyer."],
  ])('%s: %s', is('emergency'));

  it.each<Case>([['en', "I can't lie down, I'm drowning in paperwork."]])('%s: %s (no breath in it)', not('emergency'));
});

describe('blood brought up or coughed, with words between: bleeding', () => {
  it.each<Case>([
    ['en', 'This morning I brought up proper blood, bright red, a good mouthful of it.'],
    ['en', 'I brought up a load of blood when I coughed.'],
    ['en', 'I coughed up a mouthful of blood.'],
    ['es', 'Esta mañana he echado sangre, sangre roja de verdad, bastante, y otra vez hace un momento.'],
    ['es', 'He echado sangre al toser esta mañana.'],
    ['es', 'Escupo flemas con sangre desde ayer.'],
    ['fr', "J'ai craché du sang en toussant."],
    ['fr', 'Je crache du sang depuis ce matin.'],
  ])('%s: %s', is('emergency'));
});

describe('a heart racing with a faint coming: an emergency', () => {
  it.each<Case>([
    ['en', "My heart's racing and I feel like I'm going to pass out."],
    ['es', 'El corazón me va a mil y me voy a desmayar.'],
    ['fr', "Mon cœur bat à toute allure, ça a commencé il y a une demi-heure et ça ne ralentit pas. J'ai l'impression que je vais tomber dans les pommes."],
    ['fr', "Le cœur me bat à cent à l'heure, je vais tomber dans les pommes."],
  ])('%s: %s', is('emergency'));
});

describe('lowered: a series\' heart attack, the ambulance come, a heart scan, no worry', () => {
  it.each<Case>([
    ['es', 'Yo muy bien, aquí viendo mi serie. A uno le ha dado un infarto en el bar y ha venido la ambulancia, qué follón. Yo, como una rosa.'],
    ['en', "They did a scan of my heart last week, I'm waiting on the results, but I feel fine and I'm not worried about it."],
    ['es', 'Estoy bien, no estoy preocupada.'],
    ['fr', "J'attends les résultats, mais je me sens bien et je ne m'inquiète pas."],
  ])('%s: %s', is('good'));

  it.each<Case>([
    ['es', '¿Qué caída? ¿Quién se ha caído? No sé de qué me habla.'],
    ['en', "What fall? Who's fallen? I don't know what you're on about."],
  ])('%s: %s (asked back after the question about falls)', (language, said) => expect(readAnswer(PAIN_OR_FALL)(language, said)).toBe('unknown'));
});

describe('floors: real emergencies worded near what was lowered stay emergencies', () => {
  it.each<Case>([
    ['es', 'Ha llegado la ambulancia pero mi marido no respira.'],
    ['es', 'Ya ha venido la ambulancia, me he caído y no me puedo levantar.'],
    ['es', 'Ha venido la ambulancia por mí, me duele mucho el pecho.'],
    ['es', 'Han llegado los bomberos, hay humo en la cocina.'],
    ['es', 'Ha venido la ambulancia, estoy en el suelo.'],
    ['es', 'Todavía no ha llegado la ambulancia.'],
    ['es', 'No ha venido la ambulancia, me he caído.'],
    ['es', 'A uno de mis hijos le ha dado un infarto y está en el suelo.'],
    ['es', 'A uno le da un infarto con estas escaleras, me duele el pecho ahora mismo.'],
    ['es', 'A uno le ha dado un infarto en la serie, y a mí me duele el pecho ahora mismo.'],
    ['en', "They did a scan of my heart and now I've got crushing pain in my chest."],
    ['en', "Since the test of my heart I've had chest pain all morning, it's going down my arm."],
    ['en', 'After the check on my heart I collapsed in the car park and I can\'t get up.'],
    ['en', "The ECG of my heart was bad and I'm short of breath sitting here."],
    ['en', "They did an echo of my heart, I'm on the floor now and can't get up."],
    ['fr', "Je ne m'inquiète pas, mais je suis tombée et je ne peux pas me relever."],
    ['fr', "Je m'inquiète pas trop mais j'ai une douleur dans la poitrine qui serre depuis une heure."],
    ['fr', "Je ne m'en fais pas, mais je crache du sang."],
    ['fr', 'Je ne me tracasse pas, mais mon mari ne respire plus.'],
    ['fr', "Je ne m'inquiète pas pour moi, mais je n'arrive plus à respirer."],
    ['es', 'No estoy preocupada, pero me he caído y no me puedo levantar.'],
    ['es', 'No estoy nada preocupada, aunque me duele el pecho desde hace una hora y me baja por el brazo.'],
    ['es', 'No me siento preocupado, pero estoy echando sangre al toser.'],
    ['es', 'No estoy preocupada por mí, mi marido no respira.'],
    ['es', 'No estoy agobiada, pero hay humo en la cocina.'],
    ['en', "I fell and I can't get up, and I'm not worried about the scan of my heart."],
  ])('%s: %s', is('emergency'));
});

describe('raised to a concern: "plus" that compares, a little short of breath, home oxygen running out', () => {
  it.each<Case>([
    ['fr', "Je suis plus essoufflée dans l'escalier cette semaine, je dois m'arrêter au palier maintenant."],
    ['fr', "J'ai pris un kilo et demi depuis lundi. Les chevilles sont un peu plus gonflées que d'habitude."],
    ['fr', "Je suis plus fatiguée qu'avant."],
    ['fr', "Je manque un peu d'air en montant."],
    ['es', 'Y me falta un poco el aire.'],
    ['es', 'No estoy comiendo casi nada.'],
    ['es', 'Esta semana me canso más en las escaleras, tengo que pararme en el descansillo, y antes no me pasaba.'],
    ['en', 'My spare oxygen cylinder is running out.'],
    ['en', 'The oxygen is running low.'],
    ['es', 'La bombona de oxígeno de repuesto se me está acabando y el técnico no vino el jueves.'],
    ['fr', "Ma bouteille d'oxygène de secours est presque vide."],
  ])('%s: %s', is('concerning'));

  it.each<Case>([
    ['fr', "Je ne suis plus essoufflée depuis que j'ai le nouveau traitement."],
  ])('%s: %s ("ne ... plus" with no comparison is no longer)', is('good'));
});
