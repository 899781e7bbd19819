import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { FEELING, readAnswer } from './read-answer.ts';

// Issue 13, unseen16-18's round: emergencies told by their signs, the name unsaid (danger-signs.ts,
// signsOfTheLongTermAndTheHome): a hypo in progress, a very high sugar, tablets not one's own or past counting
// with drowsiness, two fits in a row, a heart attack felt in the jaw or between the shoulder blades, a racing
// heart with a faint coming on, stroke signs without the word, almost no urine with swelling and breathlessness,
// cloudy dialysis fluid with a fever, a serious burn, still down or stuck, lost out at dusk, someone in the home,
// smoke with the alarm silenced, a bridge or a train and going back tonight, a plan decided, a farewell. Each is
// read in paraphrase in en/es/fr; its near-misses (a denial, a past episode over, someone else's, a programme,
// a harmless version) stay below emergency.

const statusOf = readAnswer(FEELING);

describe('an emergency told by its signs is an emergency', () => {
  it.each([
    // a hypo in progress: insulin, and two of the shakes, the sweats, a muddle or the sight going
    ['en', "I did my insulin and now I'm shaking all over and sweating buckets."],
    ['en', "I've had my insulin, I'm trembling and I'm all confused."],
    ['es', 'Me puse la insulina y ahora estoy temblando y sudando, no veo bien.'],
    ['es', 'Me puse la insulina, tiemblo y estoy sudando mucho.'],
    ['fr', "J'ai fait mon insuline et là je tremble et je suis trempée de sueur."],
    ['fr', "J'ai fait mon insuline, je tremble et je vois flou."],
    // a very high sugar with its signs
    ['en', "My meter says HI, I'm so thirsty and I keep being sick."],
    ['es', 'El aparato marca HI, tengo mucha sed y he vomitado.'],
    ['fr', "Le lecteur affiche HI, j'ai très soif et j'ai vomi."],
    // tablets not one's own, twice or thrice, past counting, with drowsiness
    ['en', "I took my husband's tablets by mistake and now I'm so sleepy I can't keep my eyes open."],
    ['en', 'I took two of his heart ones instead of my own, and I keep nearly blacking out.'],
    ['es', 'Me tomé las pastillas de mi marido por error y ahora estoy muy dormida, no puedo abrir los ojos.'],
    ['es', 'Me tomé las pastillas de la mañana dos o tres veces y me cuesta mucho hablar.'],
    ['fr', "J'ai pris les cachets de mon mari par erreur et je m'endors sans arrêt."],
    ['fr', "J'ai pris des somnifères en plus, je sais plus combien, j'arrive pas à garder les yeux ouverts."],
    // two fits in a row
    ['en', 'I had two fits in a row this morning.'],
    ['es', 'Me dieron dos ataques seguidos esta mañana.'],
    ['fr', "J'ai fait deux crises coup sur coup ce matin."],
    // a heart attack felt in the jaw or between the shoulder blades
    ['en', "I've got a pain in my jaw and between my shoulder blades, and I'm sweating and feel sick."],
    ['es', 'Me duele la mandíbula y entre los omóplatos, estoy sudando y con ganas de vomitar.'],
    ['fr', "J'ai mal à la mâchoire et entre les omoplates, avec des sueurs."],
    // a racing heart with a faint coming on
    ['en', "My heart's racing and I feel like I'm going to pass out."],
    ['es', 'El corazón me va a mil y me voy a desmayar.'],
    ['fr', "J'ai le cœur qui s'emballe et la tête qui tourne, je vais tomber dans les pommes."],
    // stroke signs without the word
    ['en', 'My left hand is useless and my words are coming out wrong.'],
    ['es', 'Se me cae todo de la mano derecha y no encuentro las palabras.'],
    ['es', 'Tengo la boca torcida y no me salen las palabras.'],
    ['fr', 'Ma main droite lâche tout et je trouve pas les mots.'],
    ['fr', "Ma bouche tire d'un côté et j'arrive pas à trouver les mots."],
    // almost no urine, swollen and short of breath
    ['en', "I've hardly passed water for two days, I'm swollen all over and short of breath."],
    ['es', 'Casi no he orinado en dos días, estoy hinchada entera y me falta el aire.'],
    ['fr', "J'ai presque pas fait pipi depuis deux jours, je suis tout gonflé et essoufflé."],
    // cloudy dialysis fluid with a fever
    ['en', "The dialysis bag came out cloudy and I've got a temperature."],
    ['es', 'La bolsa de la diálisis sale turbia y tengo fiebre.'],
    ['fr', "La poche de dialyse est trouble et j'ai de la fièvre."],
    // a serious burn
    ['en', 'My sleeve caught fire on the gas and my whole arm is raw.'],
    ['es', 'Se me prendió la manga y tengo todo el brazo en carne viva.'],
    ['fr', "Ma manche a pris feu et j'ai tout le bras à vif."],
    // still down, or stuck on a stairlift or in a cellar
    ['en', "I fell in the hall and I'm still down here on the floor."],
    ['en', "The stairlift stopped halfway and I'm still sat on it, I can't get off."],
    ['es', 'Me caí en el pasillo y sigo en el suelo.'],
    ['fr', "Je suis tombée dans la cave et j'arrive pas à remonter."],
    // lost out of doors at dusk
    ['en', "I went out for the paper and I don't know where I am, it's getting dark."],
    ['es', 'Salí a por el pan y no sé dónde estoy, se está haciendo de noche.'],
    ['fr', 'Je suis sortie chercher mon pain et je sais plus où je suis, il fait nuit.'],
    // someone in the home now
    ['en', "There's a man in my bedroom going through the drawers."],
    ['es', 'Hay un hombre en mi dormitorio abriendo los cajones.'],
    ['fr', 'Il y a un homme dans ma chambre qui ouvre les tiroirs.'],
    // smoke with the alarm silenced
    ['en', "There's smoke in the kitchen, I took the battery out of the alarm."],
    ['es', 'Hay humo en la cocina, le quité la pila a la alarma.'],
    ['fr', "Il y a de la fumée dans la cuisine, j'ai enlevé la pile du détecteur."],
    // a bridge or a train, and going in or going back tonight
    ['en', "I stood on the bridge last night, I was going to go in. I'll go back tonight."],
    ['en', "I'll go back down to the river tonight, and I don't think I'll be walking home this time."],
    ['es', 'Estuve en el puente anoche, iba a tirarme. Volveré esta noche.'],
    ['fr', 'Je suis allée sur le quai de la gare, je pense à me jeter dessous.'],
    // gas smelt now, or a heater lit in a closed room, with a headache and sickness
    ['en', "The kitchen's stinking of gas, my head is pounding and I feel sick."],
    ['es', 'He encendido la estufa de butano con todo cerrado y ahora me duele la cabeza y tengo ganas de vomitar.'],
    ['fr', "J'ai allumé le poêle à pétrole, tout est fermé, j'ai mal à la tête et envie de vomir."],
    // the bridge gone back to tonight, whatever is said to be behind
    ['en', "I tried to jump off that bridge years ago, and I'll go back tonight."],
    // a plan decided, a farewell
    ['es', 'Ya lo tengo decidido, esta noche termino con todo.'],
    ['es', 'He escrito una carta a cada hijo, mañana ya no estaré.'],
    ['fr', "J'ai écrit à mes enfants, demain je ne serai plus là."],
    ['fr', 'J\'ai donné le chat à la voisine, demain je ne serai plus là, ne prévenez personne.'],
  ] as [CallLanguage, string][])('%s: %s', (language, said) => {
    expect(statusOf(language, said)).toBe('emergency');
  });
});

describe('their near-misses are not raised', () => {
  it.each([
    // insulin: one sign only, a past episode over, someone else's on a programme
    ['en', "I did my insulin, I'm a bit shaky with the cold, that's all."],
    ['en', 'Months ago I did my insulin and got shaky and sweaty, fine now.'],
    ['en', "My husband did his insulin and he's shaking and sweating, on the telly programme they said that's a hypo."],
    ['es', 'Mi marido se puso la insulina y está temblando y sudando, lo vi en un programa de la tele.'],
    ['fr', "L'an dernier j'ai fait mon insuline sans manger, je tremblais et je transpirais, mais c'est passé."],
    ['fr', "Mon mari a fait son insuline, il tremble et il transpire, on l'a vu dans un reportage."],
    // a high sugar: over, or without its signs
    ['en', 'My meter said HI last week, the nurse sorted it, fine now.'],
    ['en', "My meter says high, I'm thirsty, otherwise fine."],
    // tablets: denied, over, one's own with the usual sleepiness
    ['en', "I'd never take Ron's tablets, I'm just sleepy."],
    ['en', "I took Ron's tablets by mistake last year and slept all day, fine now."],
    ['en', "I took my own tablets this morning, I'm a bit sleepy after lunch as always."],
    ['es', 'El año pasado me tomé las pastillas de mi marido por error, dormí todo el día, ya estoy bien.'],
    ['fr', "L'an dernier j'ai pris les cachets de mon mari par erreur, j'ai dormi toute la journée, c'est passé."],
    ['fr', "J'ai pas pris les cachets de mon mari, je suis bien réveillée."],
    // fits: denied, a programme, over
    ["en", "I've never had two fits in a row."],
    ['en', 'On the telly a man had two fits in a row, awful.'],
    ['en', 'I had two fits in a row years ago, nothing since.'],
    ['es', 'Nunca he tenido dos ataques seguidos.'],
    ['fr', "J'ai jamais fait deux crises coup sur coup."],
    // the jaw alone, or over
    ['en', 'My jaw aches since the dentist.'],
    ['en', 'Last year I had pain in my jaw with sweats, it was my heart, fine now.'],
    ['es', 'Me duele la mandíbula desde el dentista.'],
    ['fr', 'J\'ai mal à la mâchoire depuis le dentiste.'],
    // a heart that races on the stairs and settles, or denied
    ['en', 'My heart races when I climb the stairs, it settles in a minute.'],
    ["en", "My heart's not racing, I don't feel faint."],
    ['fr', "Le cœur s'emballe un peu quand je monte l'escalier, puis ça passe."],
    // stroke signs: over
    ['en', 'Years ago my face dropped and my words came out wrong, all better now.'],
    ['es', 'No encuentro las palabras a veces, siempre he sido así.'],
    // swelling alone
    ["en", "I'm a bit swollen in the ankles, passing water fine."],
    // a cloudy bag that is over
    ['en', 'The bag was cloudy last month, antibiotics sorted it, fine now.'],
    // a small burn
    ['en', 'I burnt my finger on the kettle, a little red mark.'],
    ['es', 'Me quemé un dedo con la plancha, nada, una marquita.'],
    ['fr', 'Je me suis brûlé le doigt avec la bouilloire, rien du tout.'],
    // stuck once, over
    ['en', 'I was stuck on the stairlift for ten minutes last week, my son came and got me off, fine now.'],
    ['en', 'I fell last month, I was on the floor an hour, fine now.'],
    // lost once, over; a night waking at home
    ['en', 'I got lost last year going for the bread in the dark, a neighbour walked me home, fine now.'],
    // someone in the home who belongs there; an official who showed his card
    ['en', 'A man from the council came to check the water, he showed his card, all fine.'],
    ['en', "My son is in the garage fixing the car, I can hear him moving things."],
    ['fr', "Le plombier est venu de la mairie vérifier l'eau, tout va bien."],
    // an alarm without a battery and no smoke
    ['en', "The smoke alarm battery is out, I need a new one, there's no smoke."],
    ['en', 'Burnt the toast, the alarm went off, no smoke now.'],
    // a bridge walked over, a neighbour's story over, a denial
    ['en', 'I walked over the bridge to the market, lovely day.'],
    ['en', "My neighbour's husband stood on the bridge last night, he was going to go in, the police brought him home, he's fine now."],
    ["en", "I'd never go in the river, don't worry."],
    ['es', 'Pasé por el puente para ir al mercado, qué día tan bonito.'],
    ['fr', "J'ai pris le train pour voir ma fille, très bon voyage."],
    // gas no more; a heater lit and nothing felt
    ['en', "It's not stinking of gas any more, the engineer's been."],
    ['es', 'He encendido la estufa de butano, estoy muy a gusto.'],
    ['fr', "J'ai allumé le poêle, il fait bon."],
    // the words of a plan said of something else
    ['es', 'Esta noche termino con todo el papeleo, por fin.'],
    ['es', 'He escrito una carta a cada hijo por Navidad, qué ilusión.'],
    ['fr', "J'ai écrit à mes enfants pour leur anniversaire."],
  ] as [CallLanguage, string][])('%s: %s', (language, said) => {
    expect(statusOf(language, said)).not.toBe('emergency');
  });
});

// Task 2 of the round: an emergency word told as a fear or a precaution, as a neighbour's night that help already
// came for (the person well), as a programme the person says is nothing like them, breathlessness on the stairs
// with the person well at rest or only "otherwise", and the weather's "il tombe des cordes" are lowered
// (built-in-assessor.ts, toldNotHappening; languages/fr.ts). Each has a floor: the same words beside a present
// emergency stay emergency, and the present-tense version stays emergency.
describe('told, not happening to the person: lowered', () => {
  it.each([
    ['en', "I keep the spray by the bed in case I get the chest pain. But I haven't needed it since Christmas."],
    ['en', "My daughter worries I'll fall in the night, so she got me a pendant."],
    ['en', 'Doreen across the road fell last night and the ambulance came for her. Broke her hip, poor thing. Me? No, right as rain.'],
    ['en', 'I watched a programme about strokes last night, the face drooping, the arm. But nothing like that here.'],
    ['en', "My breathing's been getting worse every week, I have to stop on the stairs. I'm alright sat down."],
    ['es', 'Llevo siempre el spray en el bolso por si me da la angina. Pero desde el verano no lo he usado.'],
    ['es', 'Mi miedo siempre es caerme de noche.'],
    ['es', 'La Maruja del tercero se cayó el jueves y se rompió la cadera, se la tuvieron que llevar en ambulancia. ¿Yo? No, nada, como una rosa.'],
    ['es', 'Vi un programa de la tele sobre el ictus, que si la cara torcida. Pero estoy perfectamente, nada de eso.'],
    ['es', 'Me ahogo un poco más al subir la escalera. Sentada estoy bien.'],
    ['fr', "Mon fils a peur que je tombe la nuit, il m'a mis un bracelet."],
    ['fr', 'Les pompiers sont venus pour le monsieur du deuxième, il était tombé dans sa salle de bains, il appelait au secours. Moi, non, rien, je suis bien.'],
    ['fr', "J'ai regardé un reportage sur l'AVC, la bouche qui tombe, le bras qui lâche. Mais moi rien de tout ça."],
    ['fr', "Je m'essouffle de plus en plus, et je dors avec trois oreillers, sinon j'étouffe."],
    ['fr', "J'ai toujours mon spray au cas où j'aurais une douleur dans la poitrine."],
    ['fr', 'Quel temps, hein ! Il tombe des cordes chez vous aussi ?'],
    ['fr', "Y'est tombé quarante centimètres, mais mon gars est venu pelleter."],
  ] as [CallLanguage, string][])('%s: %s', (language, said) => {
    expect(statusOf(language, said)).not.toBe('emergency');
  });
});

describe('floors: the same words beside a present emergency, and the present version, stay emergency', () => {
  it.each([
    // beside a present emergency
    ['en', 'I keep the spray in case I get chest pain. I have chest pain now.'],
    ['en', "My daughter worries I'll fall. I fell this morning and I can't get up."],
    ['en', "The ambulance came for Doreen across the road. Broke her hip. Me? No. But I fell too this morning and I can't get up."],
    ['en', "I watched a programme about strokes last night. Nothing like that before, but now my face has dropped and I can't lift my arm."],
    ['en', "My breathing's been getting worse every week, I have to stop on the stairs. I'm alright sat down, but right now I can't breathe."],
    ['es', 'Llevo el spray por si me da la angina. Y ahora me da la angina, me aprieta el pecho.'],
    ['es', 'Mi miedo siempre es caerme de noche. Y esta mañana me caí y no me puedo levantar.'],
    ['es', 'La Maruja del tercero se cayó, se la llevó la ambulancia. Yo, no. Pero yo también me caí esta mañana y no me puedo levantar.'],
    ['es', 'Vi un programa de la tele sobre el ictus. Nada de eso antes, pero ahora tengo la cara torcida y no puedo mover el brazo.'],
    ['es', 'Me ahogo al subir la escalera. Sentada estoy bien, pero ahora mismo me ahogo.'],
    ['fr', 'Mon fils a peur que je tombe la nuit. Je suis tombée ce matin et je peux pas me relever.'],
    ['fr', 'Les pompiers sont venus pour le monsieur du deuxième. Moi ça va. Mais je suis tombée aussi et je peux pas me relever.'],
    ['fr', "J'ai regardé un reportage sur l'AVC. Et maintenant j'ai la bouche qui tombe et le bras qui lâche."],
    ['fr', "J'étouffe. Je dors avec trois oreillers, sinon j'étouffe."],
    ['fr', "J'ai mon spray au cas où. J'ai une douleur dans la poitrine qui serre fort, là."],
    ['fr', 'Je suis tombée ce matin, il tombe des cordes et je peux pas me relever.'],
    // the present version
    ['en', "I've got chest pain right now, I used the spray twice."],
    ['en', "I've fallen and I can't get up."],
    ['en', "Doreen across the road has fallen, she can't get up, I'm with her now."],
    ['en', "I can't breathe, even sitting down."],
    ['es', 'La Maruja del tercero se ha caído y no se puede levantar, estoy con ella.'],
    ['fr', "J'étouffe même assise, là, maintenant."],
    ['fr', "Il est tombé dans l'escalier et il se relève pas."],
  ] as [CallLanguage, string][])('%s: %s', (language, said) => {
    expect(statusOf(language, said)).toBe('emergency');
  });
});

// A carbon monoxide alarm of an earlier day that the call says was made safe (the boiler capped, the heater sealed)
// with nothing now; a fall denied by a list ("ni dolores ni mareos, y caerme menos"); a fall of an earlier day got
// up from, told after "es que" or beside "c'est bête" (asides, not the present): lowered, with their floors.
describe('over, denied by a list, or told beside an aside: lowered', () => {
  it.each([
    ['en', 'The carbon monoxide alarm went off on Sunday. The gas man came and capped the boiler. I had a headache that morning but it went, nothing since.'],
    ['es', 'Ayer pitó el detector del monóxido, vino el técnico y me precintó el calentador. Ya se me ha quitado el dolor de cabeza.'],
    ['fr', "Hier le détecteur de monoxyde a sonné, le technicien est venu et a condamné la chaudière. J'avais mal à la tête, c'est passé."],
    ['es', 'Ni dolores ni mareos, y caerme menos.'],
    ['es', 'Es que el domingo por la noche me caí en el baño, me levanté sola, no pasó nada. Tengo un moratón.'],
    ['fr', "Hier soir je suis tombée en allant aux toilettes, c'est bête. Je me suis relevée toute seule, je marche normalement."],
  ] as [CallLanguage, string][])('%s: %s', (language, said) => {
    expect(statusOf(language, said)).not.toBe('emergency');
  });
  it.each([
    // floors
    ['en', "The carbon monoxide alarm went off on Sunday, the gas man capped the boiler. Now it's going off again and I've a headache."],
    ['es', 'Ayer pitó el detector del monóxido, vino el técnico y me precintó el calentador. Pero ahora vuelve a pitar otra vez y me duele la cabeza.'],
    ['fr', "Hier le détecteur de monoxyde a sonné, le technicien est venu. Mais là il sonne encore et j'ai mal à la tête."],
    ['es', 'Ni dolores ni mareos. Pero caerme, me caí esta mañana y no me puedo levantar.'],
    ['fr', 'Je suis tombée, c\'est bête, et je peux pas me relever.'],
    // the present version
    ['en', "The carbon monoxide alarm is going off and I've a headache."],
    ['es', 'Está pitando el detector del monóxido y me duele la cabeza.'],
    ['es', 'Es que me he caído y no me puedo levantar.'],
  ] as [CallLanguage, string][])('stays emergency: %s: %s', (language, said) => {
    expect(statusOf(language, said)).toBe('emergency');
  });
});

// Smoke told in the past tense with nothing of now ("la cuisine était pleine de fumée, j'ai dû tout aérer"), and feet
// that cannot be felt said as long so ("much anyway", "de siempre", "depuis des années, c'est le diabète"): a concern.
describe('smoke of another time, feet long numb: lowered, with floors', () => {
  it.each([
    ['en', 'Twice this month the pan burnt and the kitchen was full of smoke, I had to open the windows.'],
    ['en', "Doesn't hurt, mind, but I can't feel me feet much anyway."],
    ['es', 'La cocina estaba llena de humo la semana pasada, se me quemó el cazo.'],
    ['es', 'No siento los pies, de siempre, por el azúcar.'],
    ['fr', "Deux fois la casserole a cramé, la cuisine était pleine de fumée, j'ai dû tout aérer."],
    ['fr', "Je sens plus mes pieds depuis des années, c'est le diabète."],
  ] as [CallLanguage, string][])('%s: %s', (language, said) => {
    expect(statusOf(language, said)).not.toBe('emergency');
  });
  it.each([
    ['en', "The kitchen was full of smoke, and now it's still burning."],
    ['en', 'The kitchen is full of smoke.'],
    ['en', "I can't feel my feet much anyway. And my face has dropped and my words are wrong."],
    ['en', "I can't feel my feet, it came on suddenly this morning."],
    ['es', 'La cocina está llena de humo.'],
    ['es', 'No siento los pies, me ha dado de repente.'],
    ['fr', 'La cuisine était pleine de fumée et là maintenant ça brûle encore.'],
    ['fr', 'La cuisine est pleine de fumée.'],
  ] as [CallLanguage, string][])('stays emergency: %s: %s', (language, said) => {
    expect(statusOf(language, said)).toBe('emergency');
  });
});

// The signs are read in the sentences not told as over or as a programme's: one sentence told as last year's
// or the telly's does not silence the emergency told as now in another (the floor: danger-signs.ts `apart`).
describe('a sentence told as over or as a programme does not silence a sign told as now', () => {
  it.each([
    ['en', "My back was bad last year. Now my belly is rigid and I'm doubled up with pain."],
    ['en', "The heating was fixed last year. I can't get warm and I'm all muddled."],
    ['en', 'I watched a film last night. Someone is in my kitchen going through the drawers.'],
    ['en', "I had the flu years ago. I did my insulin and now I'm shaking all over and sweating buckets."],
    ['es', 'El año pasado me dolía la espalda. Ahora tengo la barriga dura como una piedra y estoy doblada de dolor.'],
    ['es', 'Vi una película anoche. Me puse la insulina, tiemblo y estoy sudando mucho.'],
    ['fr', "L'an dernier j'ai eu la grippe. Je n'arrive pas à me réchauffer et je suis toute embrouillée."],
    ['fr', "Il y a deux ans j'ai été opérée. J'ai fait mon insuline et là je tremble et je suis trempée de sueur."],
  ] as const)('%s: %s', (language, said) => {
    // Assess
    expect(statusOf(language, said)).toBe('emergency');
  });

  it.each([
    ['en', "I had a hypo last year, shaking and sweating, on insulin. Fine now."],
    ['es', 'Hace años tuve una bajada, temblando y sudando con la insulina. Ya pasó.'],
    ['fr', "L'an dernier j'ai fait une hypo, je tremblais et je suais avec l'insuline. C'est passé."],
  ] as const)('%s, the sign itself told as over: %s', (language, said) => {
    // Assess
    expect(statusOf(language, said)).not.toBe('emergency');
  });
});
