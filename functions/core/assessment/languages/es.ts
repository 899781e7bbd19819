import { atPause, phrase, type LanguageTable } from './rewrite.ts';

// Spanish as it is spoken on the phone (usted and tú, Spain and Latin America), after normalising:
// lowercase, accents gone ("caí" → "cai", "año" → "ano"), as speech recognition also often writes it.
// Phrases become the English words the rules read; see rewrite.ts.

const LIMBS: [string, string][] = [['brazo', 'arm'], ['pierna', 'leg'], ['mano', 'hand'], ['cara', 'face'], ['lado', 'side'], ['pie', 'foot']];
const DAYS = 'lunes|martes|miercoles|jueves|viernes|sabado|domingo';
const MEDS = String.raw`(?:pastillas?|pildoras?|medicinas?|medicamentos?|medicacion|remedios?|tabletas?|comprimidos?|capsulas?|dosis|insulina)`;
const TOOK = String.raw`(?:me )?(?:he )?(?:tome|tomado|tomo|tomaba)`;
// Body parts an everyday ache is about ("la rodilla me está matando", "dolor de espalda").
const BODY = String.raw`(?:rodillas?|caderas?|espalda|piernas?|brazos?|tobillos?|munecas?|hombros?|manos?|pies?|cuello|cabeza|huesos|articulaciones|rinones|muelas?|dientes|barriga|estomago|panza|dedos?|codos?)`;
const AMB_CAME = String.raw`(?:(?:vino|ha venido|llego|ha llegado) (?:la|una) ambulancia|(?:la|una) ambulancia (?:vino|ha venido|llego|ha llegado))`;
// A past verb (perfect or preterite) that places "esta noche" in the night just gone. Not "paso", "quedo", "llamo", "tomo": present too.
const PAST_VERB = String.raw`(?:he|ha|has|hemos|han|habia|hubo|fui|fue|fuimos|estuve|estuvo|tuve|tuvo|cai|cayo|dormi|durmio|desperte|desperto|levante|levanto|pase|sali|salio|llame|vino|vinieron|sono|empece|empezo|empezaron|senti|sintio|note|noto|dio|dieron|dolio|dolieron|hice|hizo|vomite|vomito|pude|pudo|quede|resbale|tropece|perdi|maree|ahogue|desmaye|desmayo|rompi|pegue|oi|oyo|entro|entraron)`;
/** Round 37: what smoulders in a home after a cigarette: bedding, furniture, a bin. */
const SMOULDERING_THING_ES = String.raw`(?:manta|mantas|sabana|sabanas|colcha|edredon|colchon|cama|almohada|cojin|cojines|sillon|butaca|sofa|silla|alfombra|moqueta|cortinas?|papelera|cubo de la basura|basura|toalla|trapo|ropa|rebeca|jersey|camison|bata|periodico|papeles)`;
const UP = String.raw`(?:levantar(?:me)?|parar(?:me)?|incorporar(?:me)?|poner(?:me)? de pie|ponerme en pie|alzar(?:me)?)`;
/** Round 35: the tiredness of the mornings is no getting up lacked ("no tengo fuerzas para levantarme por las mañanas"). */
const NOT_MORNINGS_ES = String.raw`(?! (?:por|en) las mananas| por la manana| temprano| todos los dias| cada dia)`;
// Ending one's life (unseen16/17): the person's own thought or plan ("voy a", "he pensado en", "lo mejor era"),
// then a means; a reflexive verb carries its "me" after the infinitive ("tirarme") or before the intent ("me voy a tirar").
/** Giving up a thing, not going on living (round 29): "no tiene sentido seguir con el huerto"; "seguir" alone, or with la vida, stays. */
const GIVING_UP_A_THING = String.raw`(?! con (?:el|la|los|las|mi|mis|su|sus|este|esta|estos|estas|ese|esa|esos|esas) (?!(?:vida|dolor|soledad|sufrimiento)\b)\w+)`;
/** Whatever may come, named by no sign (round 29): "si pasa algo", "si hay algún problema", "en caso de emergencia". */
const IF_ANYTHING_ES = String.raw`(?:(?:si|por si|cuando|en caso de que) (?:alguna vez )?(?:me )?(?:pasa|pasara|pasase|ocurre|ocurriera|hay|hubiera|surge|sale) (?:algo|cualquier cosa|alguna cosa|algun problema|un problema|algo malo|alguna emergencia|una emergencia|algun percance)|(?:si|cuando) (?:me )?(?:hace|hiciera) falta|en caso de (?:emergencia|problema|necesidad|urgencia|percance)|por si acaso)`;
const CALL_ES = String.raw`(?:llamar|llamo|llamare|llamaria|marco|marcar|marcare|pido|pedire|pedir) (?:a |al )?(?:la |una |el )?(?:112|911|061|emergencias|ambulancia|urgencias)`;
const SELF_INTENT = String.raw`(?:(?:lo )?(?:voy a|iba a)|pienso|pienso en|he pensado en|habia pensado en|pense en|estoy pensando en|estuve pensando en|he estado pensando en|sigo pensando en|no dejo de pensar en|no paro de pensar en|pensando en|pensando que lo mejor (?:es|era|seria)|lo mejor (?:es|era|seria)|quiero|quisiera|me dan ganas de|tengo ganas de|he decidido|ya he decidido|decidi|tengo pensado|lo tengo pensado|he planeado|podria|seria facil)(?: (?:ya|simplemente|tranquilamente|de verdad|en serio|un dia de estos|cualquier dia|esta noche|este fin de semana|mejor))*`;
const ME_INTENT = String.raw`me (?:voy a|iba a|quiero|pienso|podria|dan ganas de)(?: (?:ya|simplemente|tranquilamente|de verdad|en serio|un dia de estos|cualquier dia|esta noche|este fin de semana))*`;
/** The reflexive verbs of a means, after an intent: "voy a tirarme", "me voy a tirar", "pienso en saltar". */
const SELF = (...verbs: string[]) => String.raw`(?:${SELF_INTENT} (?:${verbs.map((v) => `${v}me`).join('|')}|saltar)|${ME_INTENT} (?:${verbs.join('|')}))`;
const HEIGHT = String.raw`(?:puente|ventana|balcon|acantilado|azotea|terraza|tejado|techo|barranco|precipicio|viaducto|muelle|rompeolas|torre|edificio|quinto piso|sexto piso|ultimo piso|piso de arriba)`;
/** A means kept in mind: "he pensado en", "no dejo de pensar en". */
const THOUGHT = String.raw`(?:he pensado|habia pensado|pense|pienso|estoy pensando|estuve pensando|he estado pensando|sigo pensando|no dejo de pensar|no paro de pensar|pensando)(?: mucho| tanto| seriamente| en serio)? en`;

// Andalusian, Caribbean and much everyday Spanish drops the d of a participle: "cansao", "mareao",
// "se me ha dormío". Put back before reading; "-ío" only where it cannot be another verb form.
const NOT_PARTICIPLES = new Set(['bacalao', 'cacao', 'sarao', 'bilbao', 'callao', 'nao']);
const DROPPED_D: Record<string, string> = { dormio: 'dormido', caio: 'caido', na: 'nada', pa: 'para' };
// Speech recognition's slips of a danger word: an s aspirated away ("re'pirar"), a y for ll ("pastiyas",
// yeísmo), a nasal lost ("leva(n)tar"). Only these words: a slip is never guessed for any word.
const SLIPS: Record<string, string> = {
  repirar: 'respirar', repiro: 'respiro', repira: 'respira', repirando: 'respirando', repiracion: 'respiracion',
  pastiyas: 'pastillas', pastiya: 'pastilla', levatar: 'levantar', levatarme: 'levantarme', levatarse: 'levantarse',
};
/** Danger words speech recognition may cut in two ("leva tar", "re pirar", "pasti yas"): joined again. */
const SPLIT_WORDS = new Set(['levantar', 'levantarme', 'levantarse', 'respirar', 'respiro', 'respira', 'respirando', 'respiracion', 'pastillas', 'pastilla', 'caido', 'ahogo', 'ahogando', 'sangre', 'sangrando', 'pecho', 'infarto', 'ambulancia', 'socorro', 'ayuda']);
function respell(word: string): string {
  if (DROPPED_D[word]) return DROPPED_D[word];
  if (SLIPS[word]) return SLIPS[word];
  if (/^[a-z]{2,}ao$/.test(word) && !NOT_PARTICIPLES.has(word)) return `${word.slice(0, -1)}do`;
  return word;
}

/** "Me e caído": the "he" of a perfect written as it sounds ("e" is "and" only before an i-). */
function respellWords(words: string[]): string[] {
  const out = words.map((w, i) => (w === 'e' && /^(?:me|se|te|le|lo|la|nos|les|ya|no|yo)$/.test(words[i - 1] ?? '') && /(?:ado|ido|ao|io|cho|to|sto)$/.test(words[i + 1] ?? '') ? 'he' : w));
  // A danger word cut in two: "no me puedo leva tar", "no puedo re pirar" (neither half a danger word itself).
  for (let i = 0; i + 1 < out.length; i++) {
    const whole = respell(out[i]! + out[i + 1]!);
    if (out[i] && out[i + 1] && SPLIT_WORDS.has(whole) && !SPLIT_WORDS.has(out[i]!) && !SPLIT_WORDS.has(out[i + 1]!)) [out[i], out[i + 1]] = [whole, ''];
  }
  return out;
}

// Built on first use: a call in another language never pays for this table's hundreds of patterns
// (AssessWellbeing's cold start, issue 11).
export const spanish = (): LanguageTable => ({
  respell,
  respellWords,
  phrases: [
    // A long-standing dementia (the stop note's leftovers), read before "hace años" is taken for "years ago".
    phrase('has not known me for years', String.raw`(?:hace|ya hace) (?:\w+ ){0,2}(?:anos|meses|tiempo|un ano|mucho tiempo) (?:que )?(?:(?:mi|su|el|la) \w+ )?(?:ya )?no me (?:reconoce|conoce)`, String.raw`(?:ya )?no me (?:reconoce|conoce) (?:desde hace|hace) (?:\w+ ){0,2}(?:anos|meses|tiempo|un ano|mucho tiempo)`),
    // The River Plate's "sos" is "eres" ("¿Nena, sos vos?", "vos sos un sol", unseen35): no SOS. A plea's "sos" stands alone.
    phrase('is it you', String.raw`sos (?:vos|tu)(?= *$| *[?,.])`),
    phrase('you are', String.raw`vos sos|(?<=\b(?:quien|que|donde|como|de donde|cuando|vos) )sos`),
    // "Es que" before a clause gives the reason ("me miraron la muñeca, es que me caí la semana pasada", unseen35): "because",
    // never an "it is" that puts the fall in the present.
    phrase('because', String.raw`(?<![\w] (?:lo|eso|esto|que|no|lo que|ni) )es que(?= (?:me|yo|se|le|les|nos|no|ya|ayer|anoche|hoy|esta|estoy|estaba|estuve|tengo|tenia|tuve|fui|he|ha|hace|mi|el|la|los|las|con|como|cuando|desde|el otro)\b)`),
    // A plan for whatever may come (round 29): "si pasa algo ya sé que tengo que llamar al 112", "llamo al 112 si pasa
    // algo" are what would be done, no plea now (the English rules mask "if anything happens I will ring 999").
    phrase('if anything happens i will ring 999', String.raw`${IF_ANYTHING_ES}(?: (?!(?:y|pero|ahora|ya mismo|por favor|rapido)\b)\w+){0,6}? ${CALL_ES}(?! (?:ahora|ya mismo|por favor|rapido|para mi)\b)`,
      String.raw`(?:(?:ya )?se que )?(?:tengo que |hay que |debo |voy a )?(?:llamo|llamare|llamaria|llamar) (?:a |al )?(?:la |una |el )?(?:112|911|061|emergencias|ambulancia|urgencias) ${IF_ANYTHING_ES}`),
    // A cut, its bleeding stopped (round 29): "me hice un corte en el dedo ... ya no sangra" is a cut that stopped, a concern
    // as "it's stopped bleeding" is; "no sangra" alone stays a denial.
    phrase('stopped bleeding', String.raw`ya no (?:me |le )?sangra(?:ba)?`, String.raw`(?:ya )?(?:ha |he |se ha )?dejado de sangrar`, String.raw`(?:ya )?dejo de sangrar`),
    phrase('cut myself', String.raw`me (?:hice|he hecho|di|he dado) un (?:corte|cortecito|tajo|tajazo)`),
    // Meals skipped and money short (round 29): "me salto comidas", "no llego a pagar el alquiler".
    phrase('skip meals', String.raw`me (?:salto|estoy saltando|he saltado|salte) (?:las |algunas |muchas |varias |la |alguna )?(?:comidas?|cenas?|desayunos?|almuerzos?)`),
    phrase('can not pay the bills', String.raw`(?:no (?:llego a|puedo|alcanzo a|me llega para)|ya no (?:puedo )?) pagar (?:el |la |los |las |mi |mis )?(?:alquiler|calefaccion|facturas?|luz|gas|recibos?|comida|compra|gasoil|renta)`),
    // A hearing aid broken or lost (round 29): "se me ha roto el audífono", "el audífono no funciona".
    phrase('my hearing aid is broken', String.raw`(?:el |mi |los |mis )?audifonos? (?:se me |se )?(?:ha |han |se ha |se han )?(?:roto|rotos|estropeado|estropeados|perdido|no funciona|no funcionan|ya no funciona)`, String.raw`se me (?:ha |han )?(?:roto|estropeado|perdido|rompio|estropeo|perdio) (?:el |los |mi |mis )?audifonos?`),
    // A tick found (round 29): "me encontré una garrapata".
    phrase('found a tick', String.raw`(?:me )?(?:encontre|he encontrado|quite|he quitado|saque|he sacado|tenia|tengo) (?:una |la )?garrapata`),
    phrase('a tick', String.raw`(?:una |la )?garrapata`),
    // "Esta noche" is tonight, unless a past verb beside it makes it the night just gone, as Spain says it ("esta noche
    // he dormido fatal", "esta noche fui al baño y caí", "me caí esta noche"). Read first, before the verbs are rewritten;
    // any other "esta noche" is tonight (further down), the more worrying reading: it is now.
    phrase('last night', String.raw`esta noche(?=,? (?:(?:yo|me|se|no|ya|casi|nos|lo|la|le|te|los|las|les|nunca|apenas) )*(?:${PAST_VERB})\b)`,
      String.raw`(?<=\b(?:${PAST_VERB})(?: (?!y\b|pero\b|porque\b|que\b|y\b)\w+){0,4} )esta noche`),
    // unseen22, family, visitors and help at home: the signs in the words said of a household. Stuck in the bath
    // ("no hay manera de salir" once the bath is named); a knife taken up at home and the person shut in away from
    // it; a helper's mix-up of another's tablets; a leg cold as ice and going purple; half the face gone numb and the
    // words not coming, "casi pasado" still present; a stranger in the house; a gun fetched and thought about; a wish
    // not to wake up; a second-hand gas heater.
    phrase('i can not get out', String.raw`(?<=\b(?:banera|tina|banadera|ducha|bath)\b(?: \w+){0,14} )no (?:hay|habia|encuentro|encontraba) (?:manera|forma|modo) de salir(?:me)?`),
    phrase('he got a knife', String.raw`(?:saco|agarro|cogio|tomo|ha sacado|ha agarrado|ha cogido|tiene|trae|anda con|saca|agarra|coge) (?:un|el|una|la) (?:cuchillo|machete|navaja|pistola|escopeta|hacha)`),
    phrase('he is shouting', String.raw`(?:anda|esta|sigue|va) (?:gritando|chillando|dando gritos|a los gritos)`),
    phrase('i have locked myself in', String.raw`(?:yo )?(?:me encerre|me he encerrado|estoy encerrad[ao]) en`),
    phrase('i took his tablets by mistake', String.raw`(?:me (?:dio|dieron|ha dado|han dado|dio por error|dio sin querer)) (?:las|unas|los) (?:pastillas|pildoras|tabletas|medicinas|remedios|comprimidos) (?:de mi|del|de la) (?:esposo|marido|senor|vecin[oa]|herman[oa]|otr[oa])`),
    phrase('i can not get up', String.raw`no (?:me )?(?:puedo|consigo) ni (?:levantar(?:me)?|parar(?:me)?|poner(?:me)? de pie)`),
    phrase('cold as ice', String.raw`(?:fri[ao]|helad[ao]) (?:\w+ )?como (?:un )?(?:hielo|tempano|marmol|muerto)`),
    phrase('it is going purple', String.raw`(?:se (?:me )?)?(?:esta|va|esta empezando a) poniendo (?:morad\w*|azul\w*|blanc\w*|negr\w*)`, String.raw`(?:se (?:me )?)?(?:ha puesto|puso) (?:morad\w*|azul\w*|negr\w*)`),
    phrase('can not feel my toes', String.raw`no (?:siento|me siento|noto) (?:bien )?(?:los|mis) dedos(?: del pie| de los pies)?`),
    phrase('half my face went numb', String.raw`se me (?:ha )?(?:durmio|dormido|adormecio|adormecido|entumecio|entumecido|quedo dormida) (?:toda )?(?:la )?mitad de (?:la )?(?:cara|cuerpo)`),
    phrase('i could not get my words out', String.raw`no me (?:salian|salia|salen) (?:bien )?las palabras`, String.raw`decia una cosa por otra`),
    phrase('it is nearly passed now', String.raw`(?:ahora )?(?:ya )?casi (?:se me ha|se ha|se me|se) (?:pasado|paso|ido|quitado)`),
    phrase('my hand is a bit clumsy', String.raw`(?:tengo )?la mano (?:un poco |algo |muy )?torpe`),
    phrase('there is a man in the house', String.raw`(?:hay|ha entrado|se metio|se ha metido|entro) un (?:caballero|senor|hombre|tipo|desconocido|muchacho|chico|individuo) (?:adentro |dentro |metido )?(?:de |en )?(?:(?:la|mi) casa|(?<=\ben )casa(?= ?,? (?:no se|no lo conozco|que no conozco|no sabemos)\b))(?! de\b| del\b)(?!(?: \S+){0,12} (?:lo conozco (?:bien|de siempre|de toda la vida|desde hace)|es (?:el|mi) (?:fontanero|electricista|cartero|enfermero|medico|vecino|hijo|sobrino|nieto|yerno|tecnico)))`),
    phrase('i do not know him', String.raw`(?:yo )?no lo conozco(?: de nada)?`),
    phrase('i got the shotgun down', String.raw`(?:he )?(?:baje|saque|bajado|sacado) (?:la|mi) (?:escopeta|pistola|rifle)(?: de caza)?`),
    phrase('i have been thinking about it for days', String.raw`(?:lo pienso|llevo pensandolo|lo estoy pensando|lo vengo pensando) (?:desde hace )?(?:dias|semanas|\w+ dias)`),
    phrase('they will be at peace', String.raw`(?:asi )?(?:ellos )?(?:estaran|quedaran) (?:tranquilos|en paz|mejor sin mi|libres)`),
    phrase('it would be easier for everyone if i went to sleep and did not wake up', String.raw`(?:seria|sería) (?:mas facil|mejor) (?:para todos )?si me (?:durmiera|dormia|quedara dormid[ao]) y no (?:despertara|me despertara|volviera a despertar)`),
    phrase('keeping back the sleeping tablets', String.raw`(?:he ido|voy|estoy|llevo) (?:guardando|apartando|escondiendo) (?:algunas |unas cuantas |unas )?(?:de )?(?:las |mis )?pastillas (?:de|para) dormir`),
    phrase('fitted me a second hand gas fire', String.raw`(?:me )?(?:puso|instalo|ha puesto|ha instalado|coloco) una (?:estufa|calentador|calefactor|chimenea) (?:de gas |de butano )?de segunda mano`),
    // The one it happened to named in a cleft, the person not (unseen22): "fue ella la que se cayó, no yo".
    phrase('it was her who', String.raw`(?:fue|es|era) ella la que`), phrase('it was him who', String.raw`(?:fue|es|era) el (?:el )?que`),
    // unseen22, concerns of the household: lost on a familiar way; a caller posing as a grandchild and money sent; a door
    // left open all night and not remembered.
    phrase('hospital food', String.raw`comida (?:de|del) hospital`),
    phrase('i did not recognise the streets', String.raw`no (?:reconocia|reconoci|reconozco) (?:las|mis) calles`),
    phrase('i was lost for', String.raw`me perdi (?=(?:como |casi |unas |mas de )?(?:una|dos|tres|cuatro|\w+) horas?\b)`),
    phrase('i got lost on the way back', String.raw`me perdi (?:volviendo|a la vuelta|de vuelta|en el camino de vuelta|regresando)`),
    // Told the other way round, or in one's own streets (unseen26): "volviendo del banco me perdí", "me perdí en mi barrio".
    phrase('i got lost on the way back', String.raw`(?:volviendo|regresando|de vuelta|a la vuelta)(?: \w+){0,4} me (?:perdi|he perdido)`, String.raw`me (?:perdi|he perdido)(?= en (?:mi|el|la) (?:barrio|calle|pueblo|ciudad|zona|colonia))`),
    phrase('saying he was my grandson', String.raw`diciendo que (?:era|es) mi (?:nieto|nieta|sobrino|sobrina|hijo)`),
    phrase('i left the front door wide open all night', String.raw`deje la puerta (?:de la calle |de entrada |de la casa )?(?:abierta|abierta de par en par) toda la noche`),
    phrase('i do not remember leaving it', String.raw`no me acuerdo de haber?la dejado|no recuerdo haber?la dejado`),
    // Paraphrase sweep (round 19): the emergency signs in the words an older person uses for them, rewritten into
    // the English words the rules read. Blood coming in spurts ("echando sangre a chorros", "sale a borbotones"),
    // sickness that is all blood ("es todo sangre"); an elephant on the chest; no air to take; sight lost of a
    // sudden in one eye; lying on the floor since ("llevo aquí tirada", not "tirada en el sofá"); stuck on a
    // stairlift ("salvaescaleras"); the whole box, blister or bottle of tablets, or bleach, drunk; someone who
    // cannot be woken; a bitten tongue, wetting oneself, two fits since.
    phrase('pouring blood', String.raw`(?:echando|echo|sale|salia|saliendo|brota|brotando|sangro|sangrando|pierdo|perdiendo|chorrea|chorreando)(?: sangre)?(?: \w+){0,3}? (?:a chorros|a borbotones|a mares|como un grifo)`),
    phrase('all blood', String.raw`(?:(?:es|era|sale|salia|ha salido|salio) )?(?:tod[oa]|pura|solo|nada mas que) sangre`),
    phrase('elephant sitting on my chest', String.raw`(?:un )?elefante (?:\w+ ){0,2}(?:encima del|encima de mi|sobre el|sobre mi|en el) pecho`),
    phrase('can not get air', String.raw`no (?:puedo|consigo|logro|soy capaz de) (?:coger|tomar|agarrar|meter|pillar|respirar) (?:el |nada de |ni )?aire`),
    phrase('suddenly lost my sight', String.raw`(?:de repente|de golpe|de pronto|sin avisar)(?: \w+){0,2} (?:no veo|he dejado de ver|deje de ver|me he quedado ciega?o?|me quede ciega?o?|he perdido la vista|perdi la vista)(?: nada| nada de nada)?(?: (?:por|de|con|en) (?:un|el|este|mi|el otro) ojo)?`, String.raw`(?:he perdido|perdi|estoy perdiendo) la vista (?:de|en|por) un ojo`),
    phrase('been lying on the floor', String.raw`(?:llevo|estoy|sigo|me he quedado|me quede)(?: (?:aqui|ahi|alli|aca))? tirad[oa]s?(?! (?:en (?:el|la|mi) (?:sofa|cama|sillon|butaca|hamaca|tumbona|playa|jardin|terraza)|viendo|leyendo|al sol|tomando|descansando|a la bartola)\b)`),
    phrase('shaking all over', String.raw`(?:temblar|temblando|temblaba|tiritando|sacudiendome)(?:me)? (?:enter[oa]|de arriba abajo|todo el cuerpo|de pies a cabeza|de la cabeza a los pies)`),
    phrase('blood will not stop', String.raw`sangre(?: \w+){0,8} y no (?:para|paraba|se para|se corta|deja de salir)`),
    phrase('throat closing', String.raw`(?:la )?garganta se (?:me |le )?(?:cierra|esta cerrando|cerro|ha cerrado)`),
    phrase('worst headache', String.raw`dolor de cabeza (?:como|que) (?:nunca|jamas)(?: (?:he tenido|habia tenido|en (?:mi|toda mi) vida))*`),
    phrase('stairlift', String.raw`(?:la )?(?:silla )?(?:salvaescaleras|sube ?escaleras|salva escaleras)`, String.raw`(?:el )?elevador de (?:la )?escalera`),
    phrase('i am stuck', String.raw`(?:estoy|me he quedado|me quede|sigo|llevo) (?:atrapad[oa]|atascad[oa]|encajad[oa]|bloquead[oa])`),
    phrase('swallowed the whole box', String.raw`(?:me )?(?:he )?(?:tomado|tragado|tome|trague|bebido|bebi)(?: \w+){0,2} (?:(?:la|una) (?:caja|tira|tableta) entera|(?:el|un) (?:blister|frasco|bote|tubo|envase|paquete) entero|tod[oa] (?:la|el) (?:caja|tira|tableta|blister|frasco|bote|tubo|envase|paquete))(?! (?:esta|estaba|vacia|vacio|se ha|se acabo|ya|de (?:bombones|galletas|carton|zapatos))\b)`),
    phrase('took the whole box of pills', String.raw`(?:me )?(?:las|los) (?:he )?(?:tomado|tragado|tome|trague) tod[oa]s (?:la caja entera|toda la caja|el blister entero|todo el blister|el frasco entero|todo el frasco)`),
    phrase('three times', String.raw`tres veces`), phrase('four times', String.raw`cuatro veces`),
    phrase('drank bleach', String.raw`(?:me )?(?:he )?(?:bebido|tomado|tragado|bebi|tome|trague)(?: \w+){0,2} (?:lejia|amoniaco|salfumant|aguarras|matarratas|veneno|desatascador|anticongelante|insecticida|lavavajillas|detergente|herbicida|lavandina|cloro)`),
    phrase('can not wake', String.raw`no (?:consigo|puedo|logro|soy capaz de|hay manera de|hay forma de) despertar(?:le|la|lo)? a`),
    phrase('bitten my tongue', String.raw`(?:me )?(?:he |ha )?mordido la lengua`, String.raw`me mordi la lengua`, String.raw`(?:con )?la lengua mordida`),
    phrase('wet myself', String.raw`me (?:he )?(?:orinado|meado|hecho pis|hecho pipi)(?: encima)?`, String.raw`me (?:orine|mee|hice pis|hice pipi) encima`),
    phrase('had two seizures', String.raw`(?<!\b(?:nunca|jamas|no) )(?:me han dado|me ha dado|he tenido|tuve|me dieron|me dio) (?:dos|tres|varias|otra|otras dos) crisis(?! de (?:ansiedad|panico|nervios|asma|tos|risa|llanto))`),
    // Other people's troubles told at a bad moment (unseen13): a friend's heart attack ("a Puri le dio un
    // infarto el martes"), in intensive care, an ambulance that came "y todo" or passes in the street, a
    // neighbour helped to sit, a grandson's graze, "el que se ha caído ha sido él", a wall that came down.
    // Said of someone else ("le"), and never put in the past by it: "a mi marido le dio un infarto" may be now.
    // "A uno le ha dado un infarto en el bar" (unseen41, told of a series): one of the people in it, never the speaker.
    phrase('one of them had', String.raw`a (?:uno|una|otro|otra)(?: de (?:ellos|ellas|los \w+|las \w+))? le (?:ha dado|dio|entro|ha entrado)`),
    phrase('she has had a $1', String.raw`le (?:dio|ha dado) (?:un |una )?(infarto|ictus|derrame|embolia)`),
    // Someone else's, told in the preterite (round 28: "mi vecino tuvo un ictus"): "had a", read by its time as in English.
    phrase('had a stroke', String.raw`(?<!\b(?:yo|me) )tuvo (?:un |una )?(?:ictus|derrame(?: cerebral)?|embolia|apoplejia)`),
    phrase('had a heart attack', String.raw`(?<!\b(?:yo|me) )tuvo (?:un |una )?(?:infarto|ataque (?:al corazon|cardiaco)|paro cardiaco)`),
    phrase('is in hospital', String.raw`(?:esta|sigue|continua) (?:ingresad[oa] )?en (?:la )?(?:uci|uvi|cuidados intensivos|observacion)`),
    phrase('the ambulance came and everything', String.raw`${AMB_CAME} y todo`),
    // Round 36: a club or group named by the illness ("fui al club del ictus"): a place one goes, no stroke.
    phrase('stroke club', String.raw`(?:club|grupo|asociacion|taller) (?:del|de|de la|de los) (?:ictus|infarto cerebral|embolia)`),
    // Round 36: the services' buildings are places ("la antigua estación de ambulancias", "el parque de bomberos").
    phrase('ambulance station', String.raw`(?:estacion|base|central|cochera) de (?:las )?ambulancias`),
    phrase('fire station', String.raw`(?:parque|cuartel|estacion|cuartelillo) de (?:los )?bomberos`),
    phrase('an ambulance going past', String.raw`(?:pasa|paso|pasaba|ha pasado|esta pasando|iba|va) (?:una|la) ambulancia`),
    phrase('i helped her up', String.raw`(?:la|lo|le) (?:he |hemos |ha )?(?:ayudado|ayude|ayudamos|ayudo) a (?:sentarse|levantarse|incorporarse)`),
    phrase('that was him not me', String.raw`(?:el|la) que se (?:ha caido|cayo) (?:ha sido|es|fue) (?:el|ella)(?= |$)`),
    phrase('a wall came down', String.raw`se (?:cayo|ha caido|cayeron|han caido) (?:una|la|el|un|unas|unos|las|los) (?:barda|bardas|pared|paredes|muro|muros|teja|tejas|arbol|rama|ramas|valla|vallas)(?! (?:encima|sobre|en la cabeza|y me|y le|y la|y lo)\b)`),
    // "Ay hija", "hijo mío" said to the caller is "dear", not a daughter or son of whom something is told.
    phrase('dear', String.raw`(?<=\bay )hij[oa]`, String.raw`hij[oa] mi[oa]`),
    // Red flags (999/911/15) said the plain way, read before the everyday words inside them.
    phrase('choking', String.raw`(?:me |se )?(?:estoy |esta )?atragant(?:ando|ad[oa])`),
    phrase('went down the wrong way', String.raw`se me (?:fue|ha ido) (?:\w+ ){0,3}por (?:el otro lado|mal camino|otro lado)`),
    phrase('lips are blue', String.raw`morad[oa] (?:de|alrededor de) (?:la boca|los labios)`, String.raw`(?:la boca|los labios) (?:toda |todos )?morad[oa]s?`),
    phrase('water keeps rising', String.raw`(?:el agua )?no (?:para|deja) de subir`),
    phrase('end it all', String.raw`quitarme de en medio`),
    phrase('half my face will not move', String.raw`no (?:puedo|consigo) mover (?:la )?mitad de (?:la cara|el cuerpo)`),
    phrase('worst headache', String.raw`nunca me (?:habia|ha) dolido tanto la cabeza`),
    phrase('where is my mother', String.raw`donde (?:esta|anda) mi (?:mama|madre|papa|padre)`),
    phrase('seizure', String.raw`(?:un )?ataque de epilepsia`, String.raw`convulsionando`),
    phrase('choked', String.raw`(?:me |se )?(?:he |ha )?atragant(?:e|o)`),
    phrase('can not swallow', String.raw`no (?:puedo|consigo|logro|soy capaz de|puede|consigue) (?:ni )?tragar`, String.raw`(?:me cuesta|me cuesta mucho|no puedo) (?:pasar|tragar) (?:ni )?(?:la saliva|el agua|la propia saliva|los liquidos)`, String.raw`no me (?:pasa|baja) (?:ni )?(?:el agua|la saliva|nada)`),
    phrase('no swollen $1', String.raw`no (?:tengo|tiene|tenia) (?:los |la |el )?(labios|lengua|garganta) (?:hinchad[oa]s?|inflamad[oa]s?|gord[oa]s)`),
    phrase('$1 swollen', String.raw`se (?:me |le )?(?:ha |han |esta |estan )?(?:hinchado|hinchando|inflamado|inflamando|hincharon|hincho|inflamaron|inflamo) (?:los |la |el )?(labios|lengua|garganta)`),
    phrase('$1 swollen', String.raw`(?:los |la |mis |mi )?(labios|lengua|garganta) (?:muy |todos |toda |bien )?(?:hinchad[oa]s?|gord[oa]s|gruesos|inflamad[oa]s?)`),
    // Round 35 (unseen31, found by the sweep of the vaccine round): the present, "se me hinchan los labios y la lengua".
    phrase('$1 swollen', String.raw`se (?:me |le )?(?:hinchan|hincha|inflaman|inflama) (?:los |la |el )?(labios|lengua|garganta)`),
    phrase('throat closing', String.raw`se (?:me |le )?(?:cierra|esta cerrando|cerro|ha cerrado) la garganta`, String.raw`(?:la )?garganta (?:cerrada|que se (?:me )?cierra)`),
    phrase('severe allergic reaction', String.raw`(?:una )?reaccion alergica(?: (?:fuerte|grave|seria|muy fuerte))?`, String.raw`(?:un )?(?:shock|choque) anafilactico`, String.raw`anafila\w*`, String.raw`edema de (?:quincke|glotis)`),
    phrase('hives', 'ronchas', 'habones', 'urticaria'),
    phrase('new pill', String.raw`(?:la |una |el |un )?(?:pastilla|medicina|medicamento|remedio|pildora) (?:nuev[oa]|distint[oa])`, String.raw`(?:la |una |el |un )?nuev[oa] (?:pastilla|medicina|medicamento|remedio)`, String.raw`me (?:cambio|cambiaron|ha cambiado) (?:la |el |las |los )?(?:pastillas?|medicinas?|medicamentos?|remedios?)`),
    phrase('can not get air', String.raw`no me (?:llega|entra) (?:el )?aire`),
    phrase('can not finish a sentence', String.raw`no (?:puedo|consigo) (?:ni )?(?:terminar|acabar) (?:una |la )?frase`),
    phrase('breathless talking', String.raw`(?:me ahogo|me falta el aire|me quedo sin aire) (?:al|con solo|solo de|de|para|cuando) hablar`),
    phrase('inhaler not helping', String.raw`(?:el |la |mi )?(?:inhalador|puff|bomba|bombita|spray|ventolin|salbutamol|oxigeno|concentrador|nebulizador)(?: \w+){0,2} no (?:me )?(?:hace (?:nada|efecto)|ayuda|funciona|sirve)`),
    phrase('keep dropping things from my hand', String.raw`se me caen (?:las cosas|los vasos|las tazas|todo)(?: \w+){0,2} (?:de la|de las|de mi|de mis) manos?(?: (?:derecha|izquierda))?`),
    phrase('words come out wrong', String.raw`(?:me )?salen (?:las palabras )?(?:al reves|mal|raras|cambiadas|trabadas|desordenadas|revueltas|liadas|mezcladas)`, String.raw`(?:las )?palabras (?:me )?salen (?:al reves|mal|raras|cambiadas|trabadas|desordenadas|revueltas|liadas|mezcladas)`, String.raw`digo (?:una palabra|unas palabras|palabras|cosas) (?:por otras?|sin sentido|que no son)`),
    phrase('can not lift my $1', String.raw`no (?:puedo|consigo) (?:levantar|alzar|subir) (?:el |la |mi )?(brazo|pierna|mano)`),
    // The red flag told the other way round: "un dolor de cabeza horroroso, el peor de mi vida", "de golpe un dolor de cabeza".
    phrase('worst headache', String.raw`dolor de cabeza(?: \w+){0,3} (?:el|lo) peor (?:de|que he tenido en|que he sentido en) (?:mi|toda mi) vida`),
    phrase('sudden headache', String.raw`(?:de golpe|de repente|de pronto|sin avisar)(?: \w+){0,4} (?:un |una |este |ese )?dolor de cabeza`),
    // Stroke signs said the plain way: "la boca se me tuerce", "el brazo derecho no lo siento", "se me cae la taza de las manos".
    phrase('face drooping', String.raw`(?:la )?(?:boca|cara) se me (?:tuerce|tuerse|esta torciendo|ha torcido|torcio|va de lado|cae)`, String.raw`se me (?:tuerce|tuerse|esta torciendo) (?:la )?(?:boca|cara)`),
    // Going or pulling to one side, with a pause or words between (unseen30: "la boca... se me va para un lado").
    phrase('face drooping', String.raw`(?:la |mi )?(?:boca|cara) (?:se me |se le |me |le |se )?(?:va|iba|fue|ha ido|esta yendo|tira|tiraba|desvia|ha desviado|corre|escapa|ladea|ha ladeado)(?: \w+)? (?:para|hacia|a|de) (?:un|el otro|otro|el|un solo) lado`, String.raw`se me (?:va|tira|desvia|ladea) (?:la )?(?:boca|cara) (?:para|hacia|a|de) (?:un|el otro|otro|el) lado`),
    // The limb told first, then not lifted (unseen30: "el brazo no lo... levanto", "la mano no la puedo alzar").
    phrase('can not lift my $1', String.raw`(?:el |la |mi )?(brazo|pierna|mano)(?: (?:derech[oa]|izquierd[oa]))? (?:ya )?no (?:lo |la )?(?:puedo |consigo |soy capaz de )?(?:levanto|levantarlo|levantarla|levantar|alzo|alzarlo|alzarla|alzar|subo|subirlo|subirla|subir)(?! (?:bien )?(?:del|de la|por|hasta|mas|mucho|como antes)\b)`),
    // A side of the body felt strange, numb or asleep (round 34: "me siento rara de un lado", "tengo un lado del cuerpo como
    // dormido", "me noto raro todo el lado izquierdo").
    phrase('i feel funny down one side', String.raw`me (?:siento|noto|encuentro) (?:muy |un poco |como |medio )?(?:rar[oa]|extran[oa]|dormid[oa]|floj[oa]|debil|entumecid[oa]|adormecid[oa])(?: todo| toda)? (?:de|del|en el|en un|por el|por un|el) (?:un )?lado`, String.raw`(?:un|el) lado (?:del cuerpo |de la cara )?(?:izquierdo |derecho )?(?:como |muy |todo |medio )?(?:dormido|rar[oa]|flojo|debil|entumecido|adormecido|muerto)`),
    // The word that will not come (unseen30: "no me sale... la palabra").
    phrase('words will not come out', String.raw`no me (?:sale|salia|viene|venia) la palabra`),
    phrase('can not feel my $1', String.raw`(?:el |la )?(brazo|pierna|mano)(?: (?:derech[oa]|izquierd[oa]))? no (?:lo|la) (?:siento|noto)(?! (?:tanto|igual|tan|como antes|mucho)\b)`),
    phrase('keep dropping things from my hand', String.raw`se me (?:cae|caen) (?:la taza|el vaso|la cuchara|el tenedor|las cosas|todo|el telefono)(?: \w+){0,2} de (?:la|las|mi|mis) manos?`),
    // Danger from people: someone forcing the door or the windows, glass heard breaking; hit, pushed or threatened.
    phrase('someone is forcing the door', String.raw`(?:alguien|un hombre|un senor|un tipo|unos hombres|unos tipos|gente)(?: (?:esta|estan|anda|andan))? (?:forzando|intentando abrir|tratando de abrir|queriendo abrir|probando|moviendo|intentando forzar|tratando de forzar) (?:la|las|el|los) (?:puertas?|ventanas?|cerraduras?|manijas?|chapas?)`, String.raw`(?:estan|esta) (?:forzando|intentando forzar|tratando de forzar) (?:la|las|el) (?:puertas?|ventanas?|cerradura)`),
    // Round 43's leftovers: "alguien intentó entrar anoche", told of an earlier time.
    phrase('someone tried to get in', String.raw`(?:alguien|un hombre|un senor|un tipo|un chico|un chaval|un muchacho|unos (?:hombres|tipos|chicos|chavales))(?: \w+){0,2} (?:intento|ha intentado|quiso|trato de|ha tratado de) (?:entrar|meterse)(?! (?:en|a) (?:la|el) (?:bano|banera|ducha|coche|cama|tienda|bar)\b)`),
    phrase('someone is trying to get in', String.raw`(?:alguien|un hombre|un senor|un tipo|unos hombres|unos tipos|gente|estan|esta)(?: \w+){0,2} (?:intentando|tratando de|queriendo|quiere|quieren) (?:entrar|meterse)`),
    phrase('someone is forcing the door', String.raw`(?:me )?(?:estan|esta) (?:rompiendo|tumbando|pateando|derribando|echando abajo) (?:la|las|el|los) (?:puertas?|ventanas?|cerradura|vidrios?)`),
    phrase('he hit me', String.raw`me (?:dio|dieron|ha dado|han dado) (?:una )?(?:paliza|golpiza|bofetada|cachetada|tunda|patada|punetazo|trompada|chinga)(?! (?:al|a la|en el|en la|jugando)\b)`, String.raw`me (?:agarro|agarraron|cogio|apreto|estrangulo|ahorco) (?:del|de la|por el|por la) (?:cuello|garganta|pelo)`),
    phrase('i hear someone breaking the window', String.raw`(?:oigo|escucho|oi|escuche) (?:que )?(?:rompen|romper|quiebran|quebrar|fuerzan|forzar) (?:el|la|los|las) (?:vidrios?|cristal(?:es)?|ventanas?|puertas?)`),
    phrase('he threatened me', String.raw`me (?:ha |han )?(?:amenazo|amenazaron|amenazado|amenaza|amenazan)`),
    phrase('he hit me', String.raw`(?<!\b(?:se|sol|calor|frio|viento|aire|gripe|tos) )me (?:ha |han )?(?:pego|pegaron|pegado|golpeo|golpearon|golpeado|empujo|empujaron|empujado|agredio|agredido|maltrato|maltrata|zarandeo|cacheteo|abofeteo|pega|golpea|empuja)(?! (?:un|una|el|la) (?:susto|grito|resfriado|catarro|gripe|virus|bronca|sol|chicle)\b| (?:la silla|el carro|el carrito|la silla de ruedas|por|hasta|a|en la silla)\b)`),
    // Ending one's life by a means, told as the person's own thought or plan, however calmly (unseen16/17), as in
    // English: "me voy a tirar del puente", "he pensado en la cuerda del garaje", "voy a tomarme todas las
    // pastillas esta noche", "abro la llave del gas y me acuesto". Never "la cuerda de tender", "tomo todas
    // las pastillas por la mañana", someone else's.
    phrase('going to jump off the bridge', String.raw`${SELF('tirar', 'lanzar', 'arrojar', 'aventar', 'botar')}(?: al vacio)? (?:del|de la|desde el|desde la|desde lo alto del|desde lo alto de la|por el|por la|de un|de una|desde un|desde una) ${HEIGHT}\b(?! de (?:mayo|diciembre|agosto|la constitucion|todos los santos)\b)`),
    phrase('going to jump in front of the train', String.raw`${SELF('tirar', 'lanzar', 'arrojar', 'echar', 'poner')} (?:al|a las vias del|a la via del|a las vias|a la via|delante del|delante de un|delante de una|debajo del|debajo de un|bajo el|bajo un) (?:tren|metro|camion|autobus|bus|trafico|vias|via)\b`),
    // Thoughts of ending one's life read by their structure (issue 13, the self-harm probe), as in English: better off at the
    // bottom of the reservoir or under the ground; a gun said to be for oneself, the car into the sea or a wall, the gas not
    // closed; going to sleep and not waking, wished; no sense in one's staying here, a burden; letters to the children just
    // in case, nothing needed after this week; the river looked at with how easy it would be to go in. Not "mejor en la
    // cama", "el fondo de la tabla", "el coche al garaje", "dormirme temprano y no despertar hasta las nueve".
    phrase('i would be better off at the bottom of the river', String.raw`(?:yo )?(?:estaria|estare|estoy|seria|me quedaria|descansaria|me iria)(?: yo)?(?: \w+){0,2} (?:mejor|mas tranquil[ao]|en paz|mas a gusto|mas feliz|descansando|tranquil[ao])(?: \w+){0,2} (?:(?:en el fondo|al fondo|abajo del todo) (?:del|de la|de un|de una)|bajo|debajo (?:del|de la)) (?:rio|mar|pantano|embalse|pozo|canal|cantera|estanque|lago|charca|balsa|presa|acequia|agua|tierra)\b|(?:yo )?(?:estaria|estare|estoy|seria|me quedaria|descansaria)(?: yo)?(?: \w+){0,2} (?:mejor|mas tranquil[ao]|en paz|mas a gusto|mas feliz|descansando|tranquil[ao])(?: \w+){0,2} (?:bajo tierra|a (?:dos|seis|siete) metros bajo tierra|en la tumba|en mi tumba|en el cementerio|en el hoyo|en el (?:rio|pantano|pozo|canal|embalse)|en la (?:cantera|acequia|charca|balsa))\b`),
    phrase('they would all be better off if i was at the bottom of the river', String.raw`(?:estarian|estariais|estarias|estaria) (?:tod[ao]s )?(?:mejor|mas tranquil[ao]s?)(?: \w+){0,2} si (?:yo )?(?:estuviera|estuviese) (?:en el fondo (?:del|de la)|bajo|debajo (?:del|de la)) (?:rio|mar|pantano|embalse|pozo|canal|cantera|estanque|lago|tierra)\b`),
    phrase('gun i am going to use it on myself', String.raw`(?:shotgun|gun|rifle|knife|escopeta|pistola|rifle|fusil|revolver|arma|cuchillo|navaja|cuerda|pastillas|cuchilla|cuchillas)(?: \w+){0,8} (?:usarla|usarlo|usarlas|usarlos|utilizarla|utilizarlo|utilizarlas|la uso|lo uso|las uso|la usare|lo usare|la voy a usar|lo voy a usar|las voy a usar|volverla|apuntarla|apuntarlo) (?:conmigo|contra mi|en mi|hacia mi)(?: mism[ao])?\b`),
    phrase('going to drive the car into the sea', String.raw`(?:${SELF_INTENT}|${ME_INTENT}) (?:meter|tirar|estrellar|lanzar|echar|conducir|llevar|estampar|empotrar|despenar) el (?:coche|carro|auto|furgon|camion|tractor) (?:al|en el|contra el|contra un|contra una|contra la|por el|a la|en la|por la|por un|por una|de un|del|desde el) (?:mar|rio|pantano|embalse|muro|pared|arbol|camion|acantilado|barranco|canal|puerto|tapia|precipicio|puente)\b`, String.raw`${SELF('estrellar', 'estampar', 'empotrar')}(?: con el coche| con el carro| en el coche)? contra (?:un|una|el|la) (?:muro|pared|arbol|camion|tapia)\b`),
    phrase('the gas thought about not turning it off', String.raw`gas(?: \w+){0,10} (?:pense en|pensando en|pienso en|he pensado en|estuve pensando en|quise|quiero|me dieron ganas de|estuve a punto de) (?:no cerrarlo|no cerrar la llave|no apagarlo|dejarlo abierto|dejarlo encendido|no cerrar el gas)\b`),
    phrase('want to go to sleep and not wake up', String.raw`(?<!\bno )(?:quiero|quisiera|me gustaria|ojala pudiera|ojala poder|solo quiero|deseo|tengo ganas de|me dan ganas de)(?: solo| solamente| simplemente)? (?:dormirme|dormir|quedarme dormid[ao]|acostarme|cerrar los ojos) y (?:no|nunca|no volver a|ya no|nunca mas|no volver a) (?:despertar|despertarme|abrirlos|volver a despertar(?:me)?)\b(?! (?:hasta|antes|temprano|a las|en toda la noche|por la noche|de noche|tan temprano|con)\b)`),
    phrase('hope i do not wake up', String.raw`(?<!\bno )(?:ojala|espero|rezo para|rezo por|pido a dios) (?:que )?no (?:me )?(?:despierte|despertara|despertase|amanezca|vuelva a despertar(?:me)?|despertar|despertarme|volver a despertar(?:me)?)\b(?! (?:hasta|antes|temprano|a las|por la noche|de noche|en toda la noche|con|a nadie|al|a la|a mi|a el|a ella)\b)`),
    phrase('no point in me being here', String.raw`no tiene (?:ningun |mucho |ya )?sentido (?:que (?:yo )?(?:siga|este|continue|viva|me quede)(?: (?:aqui|viva|vivo|viviendo|en este mundo|mas|ya|todavia|aun)){1,2}|seguir (?:aqui|viviendo|vivo|viva|en este mundo)|que (?:yo )?(?:siga|continue) vivo|que (?:yo )?(?:siga|continue) viva)\b(?! (?:si|cuando|hasta|esperando|sin|por|para)\b)`),
    phrase('what is the point i am a burden', String.raw`(?:de que sirve(?: ya)?|para que sirvo|que sentido tiene|para que seguir|no sirvo para nada|no pinto nada aqui|no tiene sentido)(?: \w+){0,3} soy (?:solo |solamente |nada mas que |un estorbo y )?una carga\b(?! para (?:nadie|ninguno)\b)`, String.raw`soy (?:solo |solamente |nada mas que )?una carga(?: para (?:todos|todo el mundo|mis hijos|la familia|ellos|mi familia|mi hija|mi hijo))?(?: \w+){0,3} (?:no tiene sentido|de que sirve|para que seguir|no deberia estar aqui|no deberia seguir aqui)\b`),
    phrase('letters for when i am gone', String.raw`(?:he escrito|escribi|estoy escribiendo|he dejado|deje|tengo escritas|he preparado) (?:unas |las |mis |unas cuantas |una )?(?:cartas|notas|carta|nota) (?:a|para) (?:mis|los|las|cada uno de mis|toda la) (?:hijos|hijas|nietos|nietas|familia|chicos)(?: \w+){0,3} (?:por si acaso|para cuando (?:yo )?(?:no este|falte|me vaya)|para despues|para que las encuentren|para que las lean despues)\b(?! (?:me|se|no|ellos|ella|el|hay|llego|olvido|pierdo|vienen|viene)\b)`),
    phrase('will not need much after this week', String.raw`no (?:voy a necesitar|necesitare|me (?:va|van) a hacer falta|me hara falta|me haran falta) (?:mucho|nada|gran cosa|casi nada|muchas cosas|nada mas|mucho mas)(?: \w+){0,2} (?:despues de|despues|pasada|a partir de|mas alla de|tras) (?:esta semana|este fin de semana|esta noche|manana|el viernes|el sabado|el domingo|hoy|del (?:viernes|sabado|domingo))\b(?!(?: \w+){0,6} (?:me voy|voy a casa|residencia|hospital|vacaciones|mudo|mudanza|mi hija|mi hijo|de viaje)\b)`),
    phrase('looking at the river thinking how easy it would be to go in', String.raw`(?:miro|mirando|mire|me quedo mirando|me quede mirando|contemplo|contemplando|he estado mirando|estoy mirando|paseo junto a|paso por|me siento junto a|sentada junto a|sentado junto a)(?: \w+){0,3} (?:el|la|las|los|al|del) (?:rio|mar|pantano|embalse|canal|olas|agua|cantera|pozo|vias|acantilado|puente)(?: \w+){0,8} (?:lo facil que seria|que facil seria|seria (?:tan |muy )?facil|que sencillo seria|lo sencillo que seria|seria (?:tan |muy )?sencillo)(?:(?= *$)|(?: \w+){0,3} (?:meterme|tirarme|entrar|dejarme ir|dejarme llevar|saltar|no volver|caerme|hundirme|adentrarme|dejarme caer|desaparecer|acabar)\b(?! (?:a banarme|a nadar|para banarme|a remojarme|a refrescarme)\b))`),
    phrase('going to walk into the sea', String.raw`${SELF('tirar', 'lanzar', 'arrojar', 'echar', 'meter', 'adentrar')} (?:al|en el|por el|a la|en la) (?:rio|mar|canal|pantano|embalse|pozo|aljibe|acequia|presa|mina|balsa|ria)\b(?! (?:a banarme|a nadar|a remojarme|a refrescarme|de cabeza|en verano)\b)`, String.raw`${SELF('ahogar')} en el (?:rio|mar|canal|pantano|embalse|agua)\b`),
    phrase('going to hang myself', String.raw`${SELF('ahorcar', 'colgar')}\b(?! (?:el|la|los|las|un|una|del telefono|ya|ahora|que)\b)`),
    phrase('going to cut my wrists', String.raw`${SELF('cortar', 'abrir')} las venas`),
    phrase('going to turn the gas on and lie down', String.raw`(?:abro|abrir|abrire|voy a abrir|dejo abierta|dejar abierta|dejo abierto|dejar abierto) (?:la llave del gas|la llave de paso del gas|el gas)(?: \w+){0,3} y (?:me acuesto|me duermo|me echo|acostarme|dormirme|me meto en la cama|a dormir)`, String.raw`${SELF('meter')} la cabeza en el horno`),
    phrase('thinking about sitting in the car in the garage with the engine running', String.raw`(?:en )?el coche (?:en|dentro de) el garaje(?: \w+){0,3} con el motor (?:encendido|en marcha|prendido|arrancado)`),
    // A means kept in mind: "he pensado en la cuerda del garaje", "pienso mucho en el puente".
    phrase('thought about the rope', String.raw`${THOUGHT} (?:la|una|esa) (?:cuerda|soga)(?! (?:de tender|de la ropa|para (?:la ropa|tender|atar))\b)`),
    phrase('thought about the bridge', String.raw`${THOUGHT} (?:el|ese|aquel) (?:puente|acantilado|barranco|precipicio)\b(?! (?:de (?:mayo|diciembre|agosto|la constitucion|todos los santos)|largo)\b)`, String.raw`${THOUGHT} (?:las vias del tren|la via del tren)\b`),
    // The thought of taking every tablet, said bare and near: "he pensado en tomarme todas las pastillas", "a veces
    // pienso en...". The simple past ("hace años pensé en...") is left to the rules that read it as history. Not
    // with a meal or a time.
    phrase('thought about taking all my tablets', String.raw`(?:he pensado|he estado pensando|se me ha pasado por la cabeza) (?:en )?(?:tomarme|tragarme|tomar|tragar) (?:tod[ao]s (?:las|mis|los) (?:\w+ )?${MEDS}|tod[ao]s(?! (?:las|mis|los)\b)|la caja entera|toda la caja|el bote entero)\b(?! (?:junt[ao]s )?(?:con|en|despues|antes|al|a la|a su hora|por la|para|with|at|after|before|in the|to the)\b)`),
    phrase('thinking of taking all my tablets', String.raw`(?:pienso|estoy pensando|sigo pensando|no dejo de pensar|no paro de pensar|a veces pienso|se me pasa por la cabeza) (?:en )?(?:tomarme|tragarme|tomar|tragar) (?:tod[ao]s (?:las|mis|los) (?:\w+ )?${MEDS}|tod[ao]s(?! (?:las|mis|los)\b)|la caja entera|toda la caja|el bote entero)\b(?! (?:junt[ao]s )?(?:con|en|despues|antes|al|a la|a su hora|por la|para|with|at|after|before|in the|to the)\b)`),
    // The legs giving way (the lead's probe, 27 Nov: "se me doblaron las piernas", "las piernas me fallaron" read nothing).
    phrase('my legs gave way', String.raw`se me (?:doblaron|doblan|han doblado|fallaron|fallan|han fallado|aflojaron|han aflojado) las (?:piernas|rodillas)`, String.raw`las (?:piernas|rodillas) (?:me |se me )?(?:fallaron|han fallado|fallan|doblaron|han doblado|flaquearon|cedieron|han cedido)`),
    // Every tablet at once, with when or how it ends; the whole box.
    phrase('going to take the lot', String.raw`(?:${SELF_INTENT}|${ME_INTENT}) (?:tomar|tomarme|tragar|tragarme) (?:tod[ao]s (?:las|mis|los) (?:\w+ )?${MEDS}|todas|todos)(?: \w+){0,2} (?:esta noche|hoy en la noche|este fin de semana|el fin de semana|de golpe|de una vez|de un golpe|junt[ao]s|cuando no (?:haya|este|me vea) nadie|y se acabo|y ya esta|y a dormir|y no despertar(?:me)?|y adios)\b(?! (?:junt[ao]s )?(?:con|en|despues de|antes de|al|para) (?:el |la )?(?:desayuno|desayunar|comida|comer|cena|cenar|almuerzo|manana)\b)(?!(?: \w+){0,6} (?:como siempre|como cada noche|como de costumbre|como todas las noches)\b)`, String.raw`(?:${SELF_INTENT}|${ME_INTENT}) (?:tomar|tomarme|tragar|tragarme|tomarmelas|tomarmelos) (?:la caja entera|toda la caja|el bote entero|todo el bote|el frasco entero|todo el frasco|el blister entero|todas las cajas|todos los blisters)\b`, String.raw`${SELF_INTENT} (?:tomarmelas|tomarmelos|tragarmelas|tragarmelos) tod[ao]s`,
      String.raw`(?:este fin de semana|el fin de semana|manana por la noche|cuando no (?:haya|este) nadie)(?: \w+){0,2} me (?:las|los) (?:tomo|voy a tomar|tomare|trago) tod[ao]s\b(?! (?:junt[ao]s )?(?:con|en|despues de|antes de|al|para) (?:el |la )?(?:desayuno|desayunar|comida|comer|cena|cenar|almuerzo|manana)\b)(?!(?: \w+){0,6} (?:como siempre|como cada|como de costumbre|como todos)\b)`),
    // Insulin, tablets or food stopped on purpose: "he dejado la insulina a propósito".
    phrase('stopped my insulin on purpose', String.raw`(?:he dejado|deje|dejo|voy a dejar|dejare|pienso dejar|quiero dejar)(?: de (?:ponerme|tomar|tomarme|pincharme))? (?:la|las|mis|el|de) (?:insulina|pastillas|medicacion|medicinas|dialisis|oxigeno|comer|comida)(?: \w+){0,2} (?:a proposito|adrede|aposta|a posta|a conciencia|para (?:irme|morirme|acabar|que se acabe|que acabe todo)|hasta (?:morirme|que me muera|irme))\b`),
    // Not waking up, made sure of: "ya me encargo yo de no despertar", "me aseguraré de no despertarme".
    phrase('make sure i do not wake up', String.raw`(?:me asegurare|me voy a asegurar|me encargo|me encargare|me voy a encargar|ya me encargo yo|ya me encargare yo) de no (?:despertar|despertarme|volver a despertar(?:me)?)\b`),
    // Suicidal intent told indirectly: the tablets kept to take all at once tonight, a goodbye letter, not a burden much longer.
    phrase('tonight i will take them all', String.raw`(?:hoy|esta noche|en la noche|hoy en la noche|hoy por la noche)(?: \w+){0,2} me (?:las|los) (?:tomo|voy a tomar|tomare) tod[ao]s(?! (?:junt[ao]s )?(?:con|en|despues de|antes de|al|para) (?:el |la )?(?:desayuno|desayunar|comida|comer|cena|cenar|almuerzo|manana)\b)(?!(?: \w+){0,6} (?:como siempre|como cada noche|como de costumbre|como todas las noches)\b)`, String.raw`me (?:las|los) (?:voy a tomar|tomo|tomare) tod[ao]s(?: \w+){0,2} (?:esta noche|hoy|de una vez|de golpe|junt[ao]s)(?! (?:junt[ao]s )?(?:con|en|despues de|antes de|al|para) (?:el |la )?(?:desayuno|desayunar|comida|comer|cena|cenar|almuerzo|manana)\b)(?!(?: \w+){0,6} (?:como siempre|como cada noche|como de costumbre|como todas las noches)\b)`),
    phrase('saving my tablets', String.raw`(?:las |mis )?(?:pastillas|pildoras|tabletas|medicinas) (?:las )?(?:tengo |he )?(?:tod[ao]s )?(?:guardad[ao]s|ahorrad[ao]s|escondid[ao]s|juntad[ao]s)`, String.raw`(?:guardando|ahorrando|juntando|escondiendo) (?:las |mis )?(?:pastillas|pildoras|tabletas)`),
    // Told with the pills named (unseen13): "esta noche me tomo todas las pastillas que he ido guardando".
    phrase('tonight i will take all my tablets', String.raw`(?:hoy|esta noche|en la noche|hoy en la noche|hoy por la noche)(?: \w+){0,2} me (?:tomo|voy a tomar|tomare) tod[ao]s (?:las|mis) ${MEDS}(?! (?:junt[ao]s )?(?:con|en|despues de|antes de|al|para) (?:el |la )?(?:desayuno|desayunar|comida|comer|cena|cenar|almuerzo|manana)\b)(?!(?: \w+){0,6} (?:como siempre|como cada noche|como de costumbre|como todas las noches)\b)`),
    phrase('saving my tablets', String.raw`(?:pastillas|pildoras|tabletas|medicinas) que (?:he |habia |llevo |estoy )?(?:ido )?(?:guardando|ahorrando|juntando|escondiendo)(?! para (?:el viaje|las vacaciones|la farmacia)\b)`),
    phrase('goodbye letter', String.raw`carta de despedida`),
    phrase('my tablets lined up', String.raw`(?:todas )?(?:las |mis )?(?:pastillas|pildoras|tabletas) (?:todas )?(?:juntas|preparadas|listas|contadas)(?! para (?:la semana|el dia|manana|el pastillero)\b)`),
    phrase('said my goodbyes tonight', String.raw`(?:ya )?me (?:despedi|he despedido) de (?:todos|todo el mundo|mis hijos|la familia|todas)(?: \w+){0,2} (?:esta noche|hoy en la noche|hoy)`),
    phrase('said my goodbyes', String.raw`(?:ya )?me (?:despedi|he despedido) de (?:todos|todo el mundo|mis hijos|la familia|todas)`),
    // Carbon monoxide signs: a stove or heater smoking or smelling odd, a headache said with "me duele".
    phrase('stove is smoking', String.raw`(?:la |el |mi )?(?:estufa|brasero|calentador|caldera|chimenea|calefon|cocina de lena|fogon)(?: \w+){0,2} (?:echa|echando|hecha|saca|sacando|largando|bota|botando) (?:mucho |un poco de |algo de )?humo`, String.raw`(?:la |el |mi )?(?:estufa|brasero|calentador|caldera|chimenea|calefon)(?: \w+){0,2} huele (?:raro|mal|a gas|extrano)`),
    phrase('headache', String.raw`me (?:esta )?(?:duele|dolia|ha dolido) (?:mucho |muchisimo |un monton )?la cabeza`),
    phrase('bleeding will not stop', String.raw`(?:la )?sangre no (?:para|paraba|deja|dejaba) de (?:salir|correr|brotar|chorrear)`),
    phrase('will not be a burden much longer', String.raw`no (?:voy a )?(?:ser|seguir siendo|dar) (?:una )?(?:carga|molestia|estorbo)(?: para nadie)? (?:por )?mucho (?:tiempo|mas)(?: mas)?`),
    phrase('nobody will miss me', String.raw`nadie me (?:va a extranar|extranara|va a echar de menos|echara de menos)`),
    // Waking in the night and a moment lost, then placed again: "un ratito no sé dónde estoy, después ya me ubico".
    phrase('for a moment', String.raw`un (?:ratito|momentito|momento|rato|segundo)`),
    phrase('i get my bearings', String.raw`(?:ya )?me (?:ubico|oriento|situo|centro)`),
    phrase('i wake up', String.raw`me (?:despierto|desperte)`),
    phrase('worst headache', String.raw`(?:el )?peor dolor de cabeza(?: de (?:mi|toda mi) vida)?`, String.raw`nunca (?:he tenido|tuve|habia tenido) un dolor de cabeza (?:asi|igual|como este|tan fuerte)`),
    phrase('sudden headache', String.raw`dolor de cabeza(?: \w+){0,3} (?:de repente|de golpe|de pronto|como un (?:martillazo|mazazo|golpe|trueno|rayo|latigazo))`),
    phrase('waiting for my mother', String.raw`esperando a (?:mi )?(?:mama|madre|papa|padre|mis padres)`),
    phrase('do not recognise my $1', String.raw`no reconozco a (?:mi|mis) (hija|hijo|marido|esposo|mujer|hijos|hijas)`),
    // "Desde esta mañana que no la conozco" (unseen13): not knowing someone, read with its time.
    phrase('i do not recognise her', String.raw`(?:que )?no (?:la|le) (?:conozco|reconozco)(?= |$)`),
    phrase('i do not recognise him', String.raw`(?:que )?no lo (?:conozco|reconozco)(?= |$)`),
    phrase('do not know where i am', String.raw`no se (?:ni )?donde estoy`, String.raw`no se (?:ni )?en (?:que|cual) (?:habitacion|cuarto|pieza|sitio|lugar) (?:de la casa )?estoy`),
    // Denied (round 27): "no me sangra nada", "no me sangra la nariz": no bleeding.
    phrase('no bleeding', String.raw`no me (?:sangra|sangran|ha sangrado|han sangrado) (?:nada|nunca|la nariz|las encias)`),
    phrase('this is not my house', String.raw`(?:esta )?no es mi casa`),
    phrase('i want to go home', String.raw`quiero (?:ir|irme|volver) a (?:mi )?casa`),
    phrase('looking for my $1', String.raw`(?:buscando|buscar|busco) a mi (marido|esposo|mujer|esposa)`),
    phrase('seizure', String.raw`(?:un )?ataque epileptico`, String.raw`(?:una )?crisis epileptica`, 'convulsiones'),
    phrase('shaking all over', String.raw`temblando (?:entera|entero|toda|todo|de pies a cabeza)`),
    // Round 37 (unseen36): said with the "le" of Spain too ("no consigo despertarle").
    phrase('can not wake him', String.raw`no (?:consigo|logro|puedo|soy capaz de|hay (?:manera|forma|modo|quien) de) despertarles?`),
    phrase('can not wake him', String.raw`no (?:consigo|logro|puedo) despertarl[oa]`, String.raw`no hay (?:manera|forma|modo|quien) de despertarl[oa]`, String.raw`no (?:consigo|logro|puedo) que (?:se )?(?:despierte|reaccione|espabile)`),
    // Someone who will not come round: "lo he zarandeado y nada", "está como moradito", "respira raro,
    // como un gorgoteo", "los labios de un color raro" (not a knee gone purple, nor a grey sky).
    phrase('shook him and nothing', String.raw`(?:lo|la|le) (?:he |ha |hemos )?(?:zarandeado|zarandee|zarandeamos|sacudido|sacudi|meneado|menee)(?: \w+){0,3} y (?:nada|ni caso|no (?:reacciona|responde|se despierta|se mueve))`),
    // Purple after a knock is a bruise (unseen15): "me doy un golpecito y ya está morado" (not someone gone purple).
    phrase('it is bruised', String.raw`(?<=\b(?:golpe\w*|porrazo\w*|toque\w*|roce\w*|choque\w*)(?: \w+){0,4} )(?:esta|se pone|se queda|se ha puesto|se me pone|se me queda) (?:ya |todo |toda |muy |enseguida )*(?:morad[oa]|moradit[oa]|amoratad[oa])`),
    phrase('he has gone purple', String.raw`(?<!\b(?:cielo|dia|tiempo|hoy|mar|pelo|rodilla|brazo|pierna|dedo|dedos|mano|manos|pie|pies|ojo|moraton|golpe|tobillo|muslo|cadera|cardenal|piel|mancha|una|cosa|pared|coche|casa|ropa|camisa|vestido|chaqueta|uva|uvas|cebolla|flor|flores) )(?:esta|se ha puesto|se puso|se esta poniendo|se quedo|se ha quedado) (?:como |todo |toda |muy |un poco |medio |bien |ya )*(?:morad[oa]|moradit[oa]|azul|azulad[oa]|azulit[oa]|amoratad[oa]|gris|grisace[oa]|cianotic[oa])\b(?! de frio)`),
    phrase('lips a funny colour', String.raw`(?:los labios|la cara|la boca)(?: \w+){0,3} (?:de )?(?:un )?color (?:raro|extrano|feo|malo|rarisimo)`),
    phrase('breathing with a gurgle', String.raw`(?:como )?(?:un |una |unos )?(?:gorgoteo|gorgoteos|gorgotea|estertor|estertores)`),
    phrase('breathing is strange', String.raw`respira (?:muy |bien |super )?(?:raro|rarisimo|extrano|fatal|con ruido|haciendo ruido)`),
    phrase('it is not me', String.raw`no soy yo(?! misma| mismo)|no es por mi(?! culpa)`),
    phrase('passed out', String.raw`(?:ha |he |has )?perdido el (?:conocimiento|sentido)`),
    phrase('coffee grounds', String.raw`(?:como )?(?:borra|posos?|cuncho|asiento) de(?:l)? cafe`),
    phrase('vomited black', String.raw`(?:vomite|vomito|he vomitado|vomitando) (?:algo )?(?:negro|oscuro)`),
    phrase('coughing up blood', String.raw`(?:toso|tosiendo|tosi|escupo|escupiendo|escupi|he tosido|he escupido) sangre`, 'sangre al toser'),
    phrase('end it all', String.raw`me (?:voy a |quiero )?quitar la vida`), phrase('better off dead', String.raw`estaria mejor muert[oa]`),
    phrase('water is rising', String.raw`(?:el )?agua (?:esta |sigue |va )?subiendo`, String.raw`sube (?:y sube )?el agua`, String.raw`(?:el agua )?me llega (?:a|hasta) (?:las rodillas|la cama|los tobillos|la cintura)`),
    phrase('house is flooding', String.raw`se (?:esta |nos esta |me esta )?inundando(?: (?:la casa|el cuarto|el dormitorio|todo))?`),
    phrase('on fire', String.raw`(?:esta |se esta )?(?:ardiendo|en llamas)(?! de)`),
    phrase('heater on', String.raw`(?:la |el |mi )?(?:estufa|estufita|brasero|calentador|calefactor|hornillo|hornilla|salamandra)(?: \w+)? (?:prendid[oa]|encendid[oa])`),
    phrase('i need someone to come', String.raw`que (?:venga|vengan|viniera) alguien`, String.raw`que alguien (?:venga|viniera)`),
    phrase('can not put weight on my $1', String.raw`no (?:puedo|consigo) (?:apoyar|pisar con|poner peso en|cargar peso en) (?:la |el |mi )?(pierna|pie|cadera)`),
    phrase('saying he was from the bank', String.raw`diciendo que (?:era|eran|es|llamaba) (?:del|de la|de) (?:banco|caja|policia|hacienda|correos|seguro)`),
    phrase('for her check up', String.raw`a (?:su|un|mi|hacerse (?:el|un|su)) (?:control|chequeo|revision)`),
    // A heart that leaps at a goal or a memory ("me dio un vuelco el corazón") is no heart trouble.
    phrase('i was moved', String.raw`(?:me dio |me da )?un vuelco (?:el |al |en el )?corazon`, String.raw`(?:el )?corazon (?:me )?(?:dio|da) un vuelco`),
    // Danger signs told by symptoms (danger-signs.ts): sweating or shivering that stopped, a new
    // muddle about the day, black stools or blood in the toilet, a gas smell, someone gone out and not back.
    // A threat to keep the person quiet: "me mata si lo cuento".
    phrase('he will kill me if i tell', String.raw`me (?:mata|matara|va a matar|mataria)(?: \w+){0,2} si (?:lo |le |se lo )?(?:cuento|digo|hablo|llamo|cuente|diga|contaba|decia)`),
    phrase('stopped sweating', String.raw`(?:he |ha |habia )?dejad[oa] de sudar`, String.raw`deje de sudar`, String.raw`ya no (?:sudo|suda|estoy sudando)`, String.raw`(?:ya )?ni (?:sudo|suda)(?: ya)?`),
    // Someone prowling round the house, trying the doors (danger from people, now).
    phrase('someone prowling around', String.raw`(?:alguien|un hombre|un tipo|un desconocido|unos tipos|gente)(?: que)? (?:esta |anda |andan |estan |lleva \w+ \w+ )?(?:merodeando|rondando|husmeando)`),
    // (not one of the house: "mi hijo intentó abrir la puerta con su llave", round 43's leftovers)
    phrase('someone tried the door', String.raw`(?<!\b(?:mi|mis|su|sus|el|la) (?:hijo|hija|marido|mujer|esposo|esposa|nieto|nieta|hermano|hermana|vecino|vecina|yerno|nuera|cuidador|cuidadora|sobrino|sobrina|amigo|amiga|cartero|fontanero|enfermera|enfermero) |\byo )(?:ha |han |a )?(?:intentado abrir|intento abrir|probado|probo|sacudido|sacudio|forcejeado con|forcejeo con) (?:la |las |mi |mis |nuestra )(?:puerta|puertas|ventana|ventanas|persianas|contraventanas|manija|cerradura)`),
    // Stroke signs said another way: an arm like a dead weight, talking as if drunk.
    phrase('arm like a dead weight', String.raw`(?:el |mi )?brazo (?:\w+ ){0,2}(?:como )?(?:un )?peso muerto`),
    phrase('talking like i have had a drink', String.raw`(?:hablo|habla|hablando|estoy hablando) como (?:(?:un |una )?como )?(?:si (?:hubiera|hubiese|estuviera|estuviese) (?:bebido|tomado|borrach[oa])|(?:un |una )?borrach[oa]|picad[oa])`),
    phrase('talking one word at a time', String.raw`(?:de a |una )?palabra (?:a la vez|por vez|cada vez|por palabra)`),
    // Only "ya no" or "no ... más": a bare "no tiemblo (nada)" is no shaking at all (the stop note: "No tiemblo nada, estoy bien").
    phrase('stopped shivering', String.raw`ya no (?:tiemblo|tirito)(?: mas)?(?= |$)`, String.raw`no (?:tiemblo|tirito) mas(?= |$)`, String.raw`(?:deje|he dejado|dejo) de (?:temblar|tiritar)`),
    phrase('fingers gone blue', String.raw`(?:los |mis )?(?:dedos|manos|pies) (?:\w+ )?(?:morados|azules|blancos|amoratados)`),
    phrase('my head is spinning', String.raw`(?:la cabeza|todo) me da vueltas`, String.raw`me da vueltas (?:la cabeza|todo)`),
    phrase('gas heater', String.raw`(?:estufa|calentador|calefactor|brasero|hornillo|hornilla|calenton) (?:de|a) (?:gas|lena|carbon|queroseno|kerosene|parafina|butano|petroleo)`),
    phrase('it is out', String.raw`(?:ya )?(?:esta|quedo) apagad[oa]`, String.raw`(?:lo|la) (?:apague|apagamos|he apagado|hemos apagado)`),
    phrase('smell of gas', String.raw`(?:huele|huelo|olia|olor|peste|tufo|tufillo)(?: \w+){0,2} a (?:gas|butano|propano)`, String.raw`(?:olor|peste|tufo) (?:fuerte )?de (?:gas|butano|propano)`),
    phrase('black like tar', String.raw`(?:negr[oa]s?|oscur[oa]s?)(?: \w+){0,3} como (?:el |la |un )?(?:alquitran|brea|chapapote|pez|carbon)`),
    // Denied ("no tengo heces negras", round 42's helper): no black stools, not "no, I have black stools".
    phrase('no black stools', String.raw`(?:no|ni) (?:tengo|he tenido|hay|he visto|he hecho) (?:las )?(?:heces|caca|cacas|deposiciones?|evacuaciones?) (?:muy )?negr[oa]s?`),
    phrase('black stools', String.raw`(?:heces|caca|cacas|deposiciones?|evacuaciones?) (?:muy )?negr[oa]s?`),
    phrase('blood in the toilet', String.raw`sangre (?:\w+ ){0,3}(?:en|por) (?:el |la )?(?:inodoro|vater|water|retrete|taza|bacinilla|excusado)`),
    phrase('woke up on the floor', String.raw`me (?:desperte|he despertado|despertaba) (?:tirad[oa] )?(?:en|sobre) el (?:suelo|piso)`,
      // Lying where no one sleeps (unseen37: "me he despertado en el pasillo, tirada"): on the floor.
      String.raw`me (?:desperte|he despertado|despertaba) (?:en|sobre) (?:el|la) (?:pasillo|cocina|bano|recibidor|entrada|escalera|alfombra)(?: \w+){0,2} tirad[oa]|me (?:desperte|he despertado|despertaba) tirad[oa]`),
    // The gas on and not lit (unseen37: "el fuego estaba abierto sin llama"): the hob's gas, no fire.
    phrase('the gas was on unlit', String.raw`(?:el |la )?(?:fuego|hornilla|hornillo|gas|llave del gas|cocina)(?: \w+){0,2} (?:estaba|se quedo|quedo|habia quedado) (?:abiert[oa]|encendid[oa]|puest[oa]|dado) sin (?:llama|encender|fuego)`),
    phrase('the gas is on unlit', String.raw`(?:el |la )?(?:fuego|hornilla|hornillo|gas|llave del gas|cocina)(?: \w+){0,2} (?:esta|sigue) (?:abiert[oa]|encendid[oa]|puest[oa]|dado) sin (?:llama|encender|fuego)`),
    // The chest pressed, the pain gone down to it (unseen38: "la artrosis del hombro se me ha bajado al pecho y me aprieta").
    // The one who fell named after it (unseen38: "el que se cayó fue don Ramiro, el del segundo"): someone else's fall.
    phrase('someone else fell', String.raw`(?:el|la) que se (?:cayo|ha caido|habia caido) (?:fue|es|era|ha sido)(?! (?:yo|mi)\b)`),
    phrase('my chest is tight', String.raw`(?:al|el|en el) pecho y me (?:aprieta|oprime|presiona)|me (?:aprieta|oprime|presiona) (?:el|en el) pecho`),
    phrase('do not know how i got there', String.raw`no (?:se|sabia|recuerdo|me acuerdo(?: de)?) como (?:llegue|he llegado|acabe|termine|me cai) (?:ahi|alli|aqui|alla|al suelo|en el suelo)`),
    phrase('came round', String.raw`volvi en mi`),
    phrase('white as a sheet', String.raw`blanc[oa] como (?:la pared|el papel|un papel|una sabana|la cal|un muerto)`, String.raw`palid[oa]`),
    phrase('did not eat', String.raw`no (?:alcance|alcanzo|he alcanzado|pude|he podido|tuve tiempo de|me dio tiempo de|me dio tiempo a) (?:a )?(?:desayunar|comer|almorzar|cenar)`),
    // Not sure it had been taken, then another: "no me acordaba si me había tomado la pastilla y me tomé otra".
    phrase('not sure i took it and took another just in case', String.raw`no (?:me acordaba|recordaba|sabia|me acuerdo|se|estaba segur[ao]) (?:de )?si (?:ya )?(?:me )?(?:la |las |lo |los )?(?:habia|avia|abia|he|e) tomado(?: \w+){0,5} y me (?:tome|he tomado|e tomado) otra`),
    // Blood taken for tests is a routine check, no bleeding: "fui a sacarme sangre para los exámenes".
    phrase('came out of hospital', String.raw`(?:sali|he salido|volvi|he vuelto|me dieron el alta|me dio el alta) (?:del|de el) hospital`),
    phrase('blood test', String.raw`(?:sacarme|sacarle|me sacaron|me sacan|me saquen|me sacaran|me sacasen|extraccion de|analisis de|examen(?:es)? de|prueba(?:s)? de) (?:la )?sangre(?! por (?:la boca|la nariz|abajo|la orina|el oido|el culo|detras)\b)`),
    phrase('spitting blood', String.raw`(?:saco|sacar|sacando|saque|echo|echar|echando|eche|escupo|escupir|escupiendo|escupi) sangre por la boca`),
    // A grandchild "in prison" and the money sent: the scam told plainly.
    phrase('my grandson is in prison', String.raw`(?:mi |su )?(?:nieto|nieta|sobrino|sobrina|hijo|hija)(?: \w+){0,2} (?:esta|estaba|estaria) (?:pres[oa]|detenid[oa]|en la carcel|en la comisaria|en el bote)`),
    phrase('sent the money', String.raw`(?:le |les )?(?:mande|envie|transferi|deposite|gire) (?:el |la |los )?(?:dinero|plata|pisto|lana|platita|reales)`),
    phrase('took another just in case', String.raw`(?:me )?(?:tome|he tomado|tomo) otra(?: \w+)? por si (?:acaso|las moscas)`),
    phrase('has not come back', String.raw`no (?:ha|han) (?:vuelto|regresado|llegado|aparecido)`, String.raw`no (?:volvio|regreso|aparece)`, String.raw`todavia no (?:vuelve|llega|aparece)`),
    phrase('went looking for him', String.raw`(?:lo|la) (?:fui|he ido|sali|he salido) a buscar`, String.raw`(?:lo|la) (?:estoy|ando|estamos) buscando`),
    phrase('can not find him', String.raw`no (?:lo|la) (?:encuentro|encontramos|encuentran|hallo)`),
    phrase('does not know where he lives', String.raw`(?:ya )?no sabe (?:ni )?(?:donde|por donde) (?:vive|esta|anda)`, String.raw`no sabe (?:volver|regresar|el camino)`),
    phrase('went out', String.raw`(?:se )?(?:salio|ha salido)(?= (?:en|de|a|por|sin|solo|sola)(?: |$))`, String.raw`se (?:fue|ha ido|marcho|ha marchado|escapo|ha escapado|perdio|ha perdido)(?= (?:en|de|a|por|sin|solo|sola)(?: |$))`),
    phrase('in his pyjamas', String.raw`en (?:pijama|piyama|pantuflas|zapatillas de casa|bata|camison|chanclas)`),
    phrase('saying it was my grandson', String.raw`diciendo que (?:era|eran|es) (?:mi |del |de la )?(nieto|nieta|hijo|hija|sobrino|sobrina)`),
    // Low blood sugar ("bajón de azúcar", "se me bajó el azúcar", "hipoglucemia"), read before "caído" can be a fall.
    // Round 40: the spirits on the floor ("tengo la moral por los suelos", "el ánimo por el suelo") are low mood, not the person down.
    phrase('i feel low', String.raw`(?:tengo |llevo |con |ando con )?(?:la moral|el animo|los animos) (?:muy |tan )?(?:por los suelos|por el suelo|a ras de suelo|por debajo del suelo|bajo cero)`),
    phrase('low blood sugar', String.raw`(?:un )?bajon(?:cito)? de (?:azucar|glucosa)`, String.raw`(?:se me (?:ha )?|me (?:ha )?)?(?:bajo|bajado|cayo|caido|desplomo|desplomado) (?:mucho |muchisimo )?(?:el |la )?(?:azucar|glucosa)`,
      String.raw`(?:el |la |mi )?(?:azucar|glucosa) (?:\w+ )?(?:baja|bajo|bajita|bajisima|bajisimo|por los suelos|se (?:me )?(?:bajo|ha bajado|cayo|ha caido))`, 'hipoglu?cemias?', 'hipoglicemias?'),
    // Insulin: the wrong pen, a dose injected again; tablets someone gave again.
    phrase('took the wrong pen', String.raw`me (?:equivoque|confundi) de (?:pluma|jeringa|insulina|inyeccion|pinchazo)`, String.raw`(?:la |una )?(?:pluma|insulina|jeringa) equivocada`),
    phrase('injected twice', String.raw`me (?:he )?(?:inyectado|inyecte|pinche|he pinchado|puse|he puesto) (?:la insulina |la inyeccion )?dos veces`),
    phrase('took them again', String.raw`(?:me )?(?:la |las |lo |los )?(?:volvi|he vuelto) a (?:tomar|poner|pinchar|inyectar)(?:me|las|la|los|lo)?(?: (?:la|las|mi|mis|el|los) ${MEDS})?`),
    phrase('gave me my pills again', String.raw`(?:me )?(?:volvio|volvieron|ha vuelto|han vuelto) a dar (?:las |mis |la |mi |el |los )?${MEDS}`, String.raw`(?:me )?(?:dio|dieron|ha dado|han dado) (?:otra vez|de nuevo) (?:las |mis |la |mi |el |los )?${MEDS}`, String.raw`(?:me )?(?:dio|dieron|ha dado|han dado) (?:las |mis |la |mi |el |los )?${MEDS} (?:otra vez|de nuevo|dos veces)`),
    // Muddled, or a blank in the memory: "estoy como perdida", "no me acuerdo cómo llegué".
    phrase('i am confused', String.raw`(?:estoy|me siento|me encuentro|ando|me quede|quede) (?:un poco |como |medio |muy |bien |toda |todo |bastante |algo )*(?:perdid[oa]|desorientad[oa]|aturdid[oa]|confundid[oa])`),
    phrase('do not know what time it is', String.raw`no se (?:ni )?(?:que hora es|en que dia estoy|donde estoy)`),
    phrase('my vision is blurry', String.raw`(?:veo|veia) (?:todo )?(?:borroso|nublado|doble)`, String.raw`(?:la )?vista (?:\w+ )?(?:borrosa|nublada)`),
    // A cleft: "la que se desmayó fue la protagonista" is the protagonist who fainted.
    phrase('$2 $3 $1', String.raw`(?:el|la|los|las|quien) que ((?:se |me |le )?\w+) (?:fue|era|es|ha sido|fueron) (el|la|mi|su|un|una|los|las) (\w+)`),
    // As a nurse would say it: "dolor torácico opresivo irradiado al brazo izquierdo", "saturación de ochenta y seis".
    phrase('chest pain', String.raw`dolor(?:es)? (?:toracicos?|precordial(?:es)?|en el torax|de pecho|retroesternal)`, String.raw`(?:una |la )?opresion (?:en el pecho|toracica|en el torax|precordial)`),
    phrase('pain spreading down my $1 arm', String.raw`(?:irradiad[oa]|que se (?:irradia|corre|va|extiende|baja)|se (?:irradia|corre|extiende|baja)|que (?:baja|corre)|bajando|corriendo) (?:al|hacia el|por el|a el|hasta el) brazo(?: (izquierdo|derecho))?`),
    phrase('pain spreading to my jaw', String.raw`(?:irradiad[oa]|que se (?:irradia|corre|va|extiende)|se (?:irradia|corre|extiende)) (?:a la|hacia la|hasta la) mandibula`),
    phrase('in a muddle', String.raw`(?:hech[oa] )?un (?:lio|desastre|revoltijo)`),
    phrase('soaked in blood', String.raw`(?:empapad[oa]s?|llen[oa]s?|cubiert[oa]s?) (?:de|en) sangre`),
    phrase('cold sweat', String.raw`sud(?:or|oracion) fri[oa]`),
    phrase('sats of eighty', String.raw`(?:la )?saturacion (?:de |en |a |al |del )?(?:oxigeno )?(?:de |en |a |al )?(?:ochenta|setenta|sesenta|[5-8]\d)(?: y \w+)?`),
    phrase('lips cyanosed', String.raw`(?:los )?labios (?:\w+ )?(?:morados|azules|cianoticos|amoratados|grises)`, String.raw`cianosis|cianotic[oa]s?`),
    phrase('facial palsy', String.raw`paralisis facial`, String.raw`(?:asimetria|desviacion) (?:facial|de la cara|de la boca|de la comisura)`, String.raw`(?:la )?comisura(?: de la boca)? (?:caida|desviada|torcida)`),
    phrase('loss of strength in my $1', String.raw`(?:perdida de|menos|sin|poca|falta de) fuerza (?:en|de) (?:el |la |mi )?(brazo|mano|pierna)(?: (?:derech|izquierd)[oa])?`),
    phrase('dysarthria', 'disartria'), phrase('aphasia', 'afasia'),
    phrase('breathless at rest', String.raw`disnea (?:de |en |al )?(?:reposo|descanso)`),
    // Breathing fast: "respiro rápido", "la respiración muy agitada" (an emergency beside a fever, tense.ts).
    // Money taken by someone: "mi nieto me agarró los reales de la pensión", "me quitó la plata".
    phrase('took my money', String.raw`(?:me |se )?(?:agarro|quito|robo|cogio|saco|llevo|ha agarrado|ha quitado|ha robado|ha cogido|ha sacado|ha llevado|agarraron|quitaron|robaron|sacaron|llevaron) (?:los |el |la |las |mis |mi |toda |todo )*(?:reales|dinero|plata|pension|pasta|ahorros|tarjeta|cartera|monedero|lana|chavos|pisto|jubilacion|paga|perras)`),
    // A hearing aid lost or broken: "perdí el audífono", "se me rompió el aparato del oído".
    phrase('lost my hearing aid', String.raw`(?:perdi|he perdido|se me (?:ha )?perdido|se me perdio|se me rompio|se me ha roto|rompi|he roto) (?:el |mi |los |mis )?(?:audifonos?|aparatos? (?:del oido|de la sordera|para oir))`),
    // A sore that will not heal: "una llaguita en el pie que no cierra".
    // Told at length before it (unseen13): "una heridita en el dedo del pie, del zapato nuevo, que ya va para dos semanas y no se cierra".
    phrase('a sore that will not heal', String.raw`(?:llag\w*|herid\w*|ulcera\w*|ampoll\w*|lastimadur\w*|pupa|corte|escara)(?: (?!(?:pero|ya se|se ha|esta curad\w*|sano)\b)\w+){5,14} (?:y |que )?no (?:se )?(?:cierra|cura|sana|cicatriza|ha cerrado|ha curado|acaba de (?:cerrar|curar)|termina de (?:cerrar|curar))`),
    phrase('a sore that will not heal', String.raw`(?:llag\w*|herid\w*|ulcera\w*|ampoll\w*|lastimadur\w*|pupa|corte|escara)(?: \w+){0,4} (?:que )?no (?:se )?(?:cierra|cura|sana|cicatriza|ha cerrado|ha curado|acaba de (?:cerrar|curar)|termina de (?:cerrar|curar))`),
    // Nothing in the fridge: "no tengo nada en la nevera".
    phrase('nothing in the fridge', String.raw`(?:no (?:tengo|hay|me queda) )?nada (?:en|dentro de) (?:la |el |mi )?(?:nevera|heladera|refrigerador|refri|frigorifico|frigo)`, String.raw`(?:la |el |mi )?(?:nevera|heladera|refrigerador|refri|frigorifico|frigo) (?:esta )?vaci[oa]`),
    // Someone back home: "ya está en casa", "volvió a casa".
    phrase('is back home', String.raw`(?:ya )?(?:esta|estan) (?:de vuelta )?en (?:la |su )?casa`, String.raw`(?:ya )?(?:volvio|ha vuelto|volvieron|regreso|ha regresado) a (?:la |su )?casa`),
    phrase('breathing fast', String.raw`(?:respiro|respira|respirando|estoy respirando|esta respirando) (?:muy |bien |demasiado |mas )?(?:rapido|deprisa|aprisa|acelerad[oa]|agitad[oa])(?: rapido)?`, String.raw`(?:la )?respiracion (?:\w+ )?(?:muy |bien )?(?:rapida|acelerada|agitada)`),
    // A carbon monoxide alarm: "la alarma esa del monóxido está pitando".
    phrase('carbon monoxide alarm', String.raw`(?:la |el )?(?:alarma|detector|sensor|aparato)(?: (?:esa|ese|este|esta))? (?:de |del )(?:monoxido|co)(?: de carbono)?`),
    // Fuel burnt indoors (unseen17): a charcoal brazier ("el brasero de picón"), a generator in the garage.
    phrase('charcoal brazier', String.raw`(?:el |un )?brasero de (?:picon|carbon|cisco|orujo|lena)`),
    phrase('generator running in the garage', String.raw`(?:el |un )?(?:generador|grupo electrogeno)(?: \w+){0,4} (?:en|dentro de) (?:el garaje|la casa|la cocina|el sotano|el salon|la cochera)`),
    phrase('carbon monoxide', String.raw`monoxido(?: de carbono)?`),
    // A blood pressure reading, high: "diecisiete de alta y diez de baja", "la tensión por las nubes", "17/10" beside the machine.
    phrase('blood pressure is high', String.raw`(?:la |mi )?(?:tension|presion)(?: arterial)? (?:\w+ ){0,2}(?:alta|altisima|por las nubes|subida|disparada|muy alta)`, String.raw`(?:dieciseis|diecisiete|dieciocho|diecinueve|veinte|veintiuno|veintidos|1[6-9]|2[0-2]) de (?:alta|maxima)`,
      String.raw`ciento (?:sesenta|setenta|ochenta|noventa)(?: y \w+)? (?:con|sobre|y|de|por) \w+(?: y \w+)?`,
      String.raw`(?:dieciseis|diecisiete|dieciocho|diecinueve|veinte|1[6-9]|2[0-2]) (?:con |y |sobre |por |de )?(?:siete|ocho|nueve|diez|once|doce|trece|[7-9]|1[0-3])(?= .*\b(?:pulso|tension|presion|tensiometro|aparato)\b)`,
      String.raw`(?<=\b(?:tension|presion|tensiometro|aparato)\b.*)(?:dieciseis|diecisiete|dieciocho|diecinueve|veinte|1[6-9]|2[0-2]) (?:con |y |sobre |por |de )?(?:siete|ocho|nueve|diez|once|doce|trece|[7-9]|1[0-3])`),
    // A home too full to use: "no puedo entrar en la cocina", "cajas y papeles amontonados".
    phrase('can not get into the $1', String.raw`no (?:puedo|consigo|logro) (?:entrar|pasar|llegar) (?:a|en|por|hasta) (?:la |el |mi )?(cocina|bano|dormitorio|habitacion|pasillo|salon|sala)`),
    phrase('boxes piled up', String.raw`(?:cajas|papeles|periodicos|bolsas|cosas|trastos|cachivaches)(?: y (?:\w+ )?\w+)? (?:amontonad[oa]s|apilad[oa]s|acumulad[oa]s|por todas partes|hasta el techo)`, String.raw`(?:demasiadas|muchisimas|tantas) cosas (?:en (?:la|mi) casa|por todas partes|acumuladas|amontonadas)`),
    // unseen32: "me he caído y no me levanto" is not getting up (the accent that would make "levantó" someone's lifting is
    // lost in speech): after a fall or the floor, not getting up is not being able to.
    phrase('can not get up', String.raw`(?<=\b(?:caido|cai|caigo|caida|suelo|piso)\b(?: \w+){0,3} )no me levanto`),
    // Helped up or knocked over, said in the passive or by someone else: "me levantaron", "me tiraron al suelo".
    phrase('helped me up', String.raw`me (?:levantaron|levanto|han levantado|ha levantado|ayudaron a levantarme|ayudo a levantarme|han ayudado a levantarme)`, String.raw`(?:fui|me) (?:levantad[oa]|ayudad[oa] a levantarme)`),
    phrase('knocked me over', String.raw`me (?:tiro|tiraron|empujo|empujaron|derribo|derribaron|ha tirado|han tirado) al suelo`, String.raw`me (?:atropello|atropellaron|ha atropellado)`, String.raw`fui (?:atropellad[oa]|derribad[oa]|tirad[oa] al suelo)`),
    phrase('nothing since', String.raw`desde (?:entonces|ese dia|aquella vez|ahi)(?: ya)?(?: no)?,? nada(?: mas)?`),
    // A chest that presses: "el pecho me aprieta".
    phrase('pain in my chest', String.raw`(?:el |mi )?pecho (?:me )?(?:aprieta|oprime|pesa|arde|duele|presiona|aplasta)`, String.raw`(?:siento |tengo |noto |con )?(?:el |mi )?pecho (?:bien |muy |como |un poco |algo |tan |todo )*(?:apretado|oprimido|pesado|cerrado|aplastado|encogido|comprimido)`, String.raw`(?:me )?(?:presiona|aplasta) (?:mucho |un poco )?el pecho`),
    // A new place where nobody is known: "no conozco a nadie", "paso sola todo el día", "muy solita".
    phrase('do not know anyone here', String.raw`no conozco a nadie(?: (?:aqui|aca|en (?:este|esta|el|la) \w+))?`),
    phrase('noone knocks on my door', String.raw`nadie (?:me )?(?:toca|golpea|llama a) (?:a )?(?:la|mi) puerta`),
    phrase('on my own all day', String.raw`(?:paso|me paso|me quedo|estoy) (?:todo el dia |el dia |los dias |mucho tiempo |muchas horas )?(?:sol[oa]|solit[oa])(?:,? (?:sol[oa]|solit[oa]))?(?= todo el dia| el dia entero| todo el tiempo| sol[oa]|,)`, String.raw`(?:paso|me paso) (?:todo el dia |el dia |los dias )?(?:sol[oa]|solit[oa])`),
    // Round 35 (unseen31): not getting up said by what is lacking for it ("no tengo fuerzas para levantarme", "me faltan las
    // fuerzas para levantarme", "no consigo hacer palanca para levantarme"); not the mornings' tiredness. On the floor said as
    // a state after a reassurance ("estoy bien, solo que en el suelo del baño"), read by the stretch rule of the lexicon.
    phrase('can not get up', String.raw`no (?:tengo|me quedan|encuentro|consigo|saco|hay) (?:las |la |suficientes? |bastante |nada de |ni )?(?:fuerzas?|apoyo|palanca|agarre|equilibrio|impulso)(?: \w+){0,2} (?:para|pa) ${UP}${NOT_MORNINGS_ES}`,
      String.raw`(?:me )?faltan? (?:las |la )?(?:fuerzas?|apoyo|palanca|equilibrio) (?:para|pa) ${UP}${NOT_MORNINGS_ES}`,
      String.raw`no (?:puedo|consigo|logro|soy capaz de) (?:hacer|coger|agarrar|tomar|hacer la) (?:fuerza|apoyo|palanca|impulso)(?: \w+){0,2} (?:para|pa) ${UP}`,
      String.raw`sin fuerzas? (?:para|pa) ${UP}${NOT_MORNINGS_ES}`),
    phrase('just on the floor', String.raw`(?:solo|solamente|nada mas|nomas)(?: que)?(?: (?:aqui|aca|ahi))? (?:en|por) el (?:suelo|piso)`),
    phrase('here on the floor', String.raw`(?:aqui|aca) (?:en|por) el (?:suelo|piso)`),
    // Round 35 (unseen31): a mouth or face that hangs or has gone to one side, said with "que" and the person between ("es la
    // boca, que me cuelga de un lado", "se me ha ido la boca para un lado"); an arm gone slack ("tengo el brazo flojo").
    phrase('face drooping on one side', String.raw`(?:la |mi |su )?(?:boca|cara|labio|comisura|parpado)(?: (?:que|se|me|le|la|lo))*(?: (?:ha|he|esta|tengo))? (?:cuelga|colgando|colgada|caida|cae|cayendo|ido|va|fue|tuerce|torcida|desvia|desviada|baja|bajada|tira|tirando)(?: (?:un poco|toda|hacia abajo|para abajo))* (?:para|hacia|a|de|por) (?:un|el|uno) (?:lado|costado)`,
      String.raw`se me (?:ha )?(?:ido|caido|torcido|desviado|bajado) (?:la |mi )?(?:boca|cara|labio|comisura) (?:para|hacia|a|de|por) (?:un|el|uno) (?:lado|costado)`),
    ...LIMBS.map(([es, en]) => phrase(`${en} is floppy`, String.raw`(?:tengo |siento |noto )?(?:el |la |mi )?${es}(?: (?:izquierd[oa]|derech[oa]))?(?: (?:lo|la))?(?: (?:esta|tengo|siento|noto|se me ha quedado|se ha quedado|quedo|se quedo))? (?:todo |toda |muy |completamente )?(?:floj[oa]|flacid[oa]|sin vida|blandit[oa]|muert[oa])`)),
    // Round 35 (unseen31): sight gone from one eye ("no veo nada del ojo derecho"), double sight ("veo todo doble"), words hard
    // to find ("me cuesta encontrar las palabras").
    phrase('can not see out of my eye', String.raw`(?:ya )?no (?:veo|veia)(?: nada| ya nada| nada de nada)? (?:por|de|con|del|en) (?:el |un |mi |este )?ojo`),
    phrase('seeing double', String.raw`(?:veo|veia) (?:todo |las cosas )?(?:doble|repetido|dos veces)`),
    phrase('struggling to find my words', String.raw`(?:me )?(?:cuesta|costaba|cuesta mucho|cuesta trabajo) (?:encontrar|sacar|dar con) (?:las|mis) palabras`, String.raw`no (?:me )?(?:salen|encuentro|encontraba|salian) (?:las|mis) palabras`),
    // Round 35 (unseen31): a year counted on from an earlier time ("al año siguiente me rompí la muñeca", "dos años después").
    phrase('the year after', String.raw`(?:al|el) ano (?:siguiente|despues)`),
    phrase('$1 years later', String.raw`(un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|unos|varios|pocos) anos? (?:despues|mas tarde)`),
    // Round 35 (unseen31): concerns said plainly: "estoy tristona", "la culebrilla" (shingles).
    phrase('sad', String.raw`triston(?:a|cit[oa])?|tristecill[oa]|tristit[oa]`),
    phrase('shingles', String.raw`(?:la )?culebrilla|(?:el )?herpes zoster|(?:la )?culebrina`),
    // Emergencies said with a negation come first, so that "no" is not read as a denial.
    phrase('still can not get up', String.raw`(?:sigo|sigue) sin poder ${UP}`, String.raw`(?:todavia|aun) no (?:me )?(?:puedo|he podido|pude) ${UP}`),
    phrase('can not get up', String.raw`no (?:me )?(?:puedo|pude|podia|he podido|consigo|logro|soy capaz de|fui capaz de) (?:me )?${UP}`, String.raw`no me (?:puedo|pude|podia) (?:levantar|parar|incorporar|poner de pie)`),
    phrase('can not get up', String.raw`no hay (?:manera|forma|modo) de ${UP}`),
    // Someone else: "no se puede levantar", "no lo puedo levantar" is another matter (lifting someone).
    phrase('can not get up', String.raw`no (?:se )?(?:puede|pudo|podia|ha podido|consigue|logra|es capaz de) (?:se )?(?:levantar(?:se)?|parar(?:se)?|incorporar(?:se)?|poner(?:se)? de pie)`),
    // Someone down who does not get up (unseen37's probe: "un señor se ha caído en mi portal, no se levanta").
    phrase('he can not get up', String.raw`(?<=\b(?:caido|cayo|caida|suelo|piso)\b(?: \w+){0,4} )no se (?:levanta|incorpora|mueve)`),
    atPause(phrase('can not move', String.raw`no (?:me )?(?:puedo|pude|consigo) mover(?:me)?(?= |$)(?! (?:el|la|los|las|mi|mis) )`)),
    // Issue 13 floor: someone else who cannot speak now ("tuvo un ictus ayer y no puede hablar").
    phrase('she can not speak', String.raw`ella (?:ya )?no (?:puede|consigue|logra|es capaz de) hablar`),
    phrase('he can not speak', String.raw`(?:el )?(?:ya )?no (?:puede|consigue|logra|es capaz de) hablar`),
    // Stuck where one sits or lies: "no puedo salir de la bañera", "me quedé atascada en el sillón",
    // "llevo desde anoche en la bañera", "que alguien venga a sacarme".
    phrase('can not get out', String.raw`no (?:me )?(?:puedo|pude|podia|he podido|consigo|logro|soy capaz de|fui capaz de) salir(?:me)?`),
    phrase('lift me out of the $1', String.raw`(?:sacarme|sacame|saquenme|saqueme|me saque|me saquen|me saca|me sacara|me sacaran) (?:de )?(?:la |el |mi )?(banera|tina|banadera|ducha|sillon|silla|butaca|vater|water|inodoro|retrete|suelo|piso)`),
    phrase('lift me out', String.raw`(?:sacarme|saquenme|saqueme)(?! (?:a|al|de paseo|por|fotos|sangre)(?: |$))`),
    phrase('stuck', String.raw`(?:me )?(?:he )?(?:quedado|quede|quedo|quedaba) (?:atascad[oa]|atrapad[oa]|encajad[oa]|atorad[oa]|trabad[oa])`, String.raw`(?:atascad[oa]|atrapad[oa]|encajad[oa]|atorad[oa])`),
    phrase('been for hours', String.raw`(?:llevo|lleva|llevaba|he pasado|ha pasado|pase) (?:unas |varias |muchas |\w+ )?horas`),
    phrase('been', String.raw`(?:llevo|lleva|llevaba)(?= (?:desde|toda|aqui|en|metid[oa]|sentad[oa]|tirad[oa]|atascad[oa])(?: |$))`),
    phrase('for hours', String.raw`(?:desde hace|durante|por) (?:unas |varias |muchas |\w+ )?horas`),
    phrase('all night', 'toda la noche', 'la noche entera'),
    ...LIMBS.flatMap(([es, en]) => [
      phrase(`can not feel my ${en}`, String.raw`no (?:me )?siento (?:el |la |mi |los |las |mis )?${es}s?`),
      phrase(`can not move my ${en}`, String.raw`no (?:puedo|consigo) mover (?:el |la |mi )?${es}s?`, String.raw`no (?:me )?(?:responde|funciona|obedece) (?:el |la |mi )?${es}`, String.raw`(?:el |la |mi )?${es} no (?:me )?(?:responde|funciona|obedece)`),
      phrase(`${en} is dead`, String.raw`(?:se me (?:ha )?(?:dormido|entumecido|adormecido|quedado (?:dormid[oa]|muert[oa]|sin fuerza))|tengo dormid[oa]|se me durmio) (?:el |la |mi )?${es}`, String.raw`(?:el |la |mi )?${es}(?: (?:izquierd[oa]|derech[oa]))? se me (?:ha )?(?:dormido|durmio|entumecido|adormecido|quedado (?:dormid[oa]|muert[oa]|sin fuerza))`),
    ]),
    // Round 41 (unseen41): the air still lacking now, told with a gerund ("me sigue faltando el aire", "aquí sentado me está
    // faltando el aire") is breathlessness now; "un poco" is a little short of breath, a concern. Breathless lying flat
    // ("tumbado me ahogaba", "me ahogo si me acuesto": fluid on the lungs) cannot breathe lying down, an emergency.
    phrase('a bit short of breath', String.raw`me (?:falta|faltaba|sigue faltando|esta faltando) (?:un poco|un poquito|algo) (?:el aire|la respiracion|el aliento)`),
    phrase('can not breathe', String.raw`me (?:sigue|siguen|esta|estaba|seguia|va) faltando (?:el aire|la respiracion|el aliento)(?! (?:al|cuando|si) )`),
    phrase('can not breathe lying down', String.raw`no (?:puedo|podia|pude|consigo|consegui) (?:estar |dormir |quedarme )?(?:acostarme|tumbarme|echarme|acostad[oa]|tumbad[oa]|echad[oa]|en la cama|en plano)(?: \w+){0,3} (?:me ahogaba|me ahogo|me asfixiaba|me asfixio|no podia respirar|no puedo respirar|me faltaba el aire|me falta el aire|me quedaba sin aire|me quedo sin aire)`, String.raw`(?:tumbad[oa]|acostad[oa]|echad[oa]|en la cama|al tumbarme|al acostarme|al echarme|si me tumbo|si me acuesto|si me echo|cuando me tumbo|cuando me acuesto|cuando me echo|en plano|boca arriba)(?: \w+){0,3} (?:me ahogaba|me ahogo|me asfixiaba|me asfixio|no podia respirar|no puedo respirar|me faltaba el aire|me falta el aire|me quedaba sin aire|me quedo sin aire)`, String.raw`(?:me ahogo|me ahogaba|me asfixio|me asfixiaba|me falta el aire|me faltaba el aire|no puedo respirar|no podia respirar) (?:al|si|cuando|en cuanto) (?:me )?(?:tumbo|acuesto|echo|tumbarme|acostarme|echarme|tumbaba|acostaba)`),
    // Blood brought up (unseen41: "esta mañana he echado sangre, sangre roja de verdad"), or in the phlegm: coughed up, not
    // a nose that bled.
    phrase('brought up blood', String.raw`(?:he echado|eche|echo|estoy echando|echaba|he arrojado|arroje|he sacado|saque) sangre(?! (?:por|de) la nariz)`, String.raw`(?:esputos?|flemas?|gargajos?|moco|mocos) (?:\w+ )?(?:con sangre|de sangre|sanguinolent[oa]s?)`),
    phrase('the oxygen is running out', String.raw`(?:la |el |mi )?(?:bombona|botella|oxigeno)(?: de \w+){0,2} se me (?:acabo|ha acabado|termino|ha terminado|acaba|esta acabando|estan acabando|va acabando|va a acabar|esta terminando|esta agotando)`, String.raw`se me (?:acabo|ha acabado|termino|ha terminado|acaba|esta acabando|va acabando|esta terminando|esta agotando) (?:el |la )?(?:oxigeno|bombona de oxigeno|botella de oxigeno)`),
    // "No estoy preocupada", "no ando nada nerviosa": not worried, not a worry told with a "no" before it.
    phrase('i am not worried', String.raw`no (?:estoy|me siento|ando|me encuentro) (?:nada |muy |tan |para nada )?(?:preocupad[oa]s?|intranquil[oa]s?|agobiad[oa]s?)`),
    // "No me falta el aire": a denial, read before the emergency it contains.
    phrase('no short of breath', String.raw`no (?:me )?falta (?:el aire|la respiracion|el aliento)`, String.raw`respiro (?:bien|normal)`),
    phrase('can not breathe', String.raw`(?:casi )?no (?:puedo|consigo|logro) respirar(?: bien)?`, String.raw`me (?:ahogo|asfixio|estoy ahogando|estoy asfixiando)`, 'me falta (?:el aire|la respiracion|el aliento)(?! (?:al|cuando|si) )'),
    phrase('short of breath when', 'me falta (?:el aire|la respiracion|el aliento) (?:al|cuando|si)'),
    phrase('out of breath', String.raw`(?:me quedo|me quede|me he quedado|estoy|quedo|ando) (?:un poco )?(?:sin aire|sin aliento|ahogad[oa]|sofocad[oa])`, 'sin aliento'),
    // Told in the past ("anoche no podía respirar"): read by its time and what follows, like "I couldn't breathe".
    phrase('could not breathe', String.raw`(?:casi )?no (?:podia|pude|he podido|conseguia|consegui|lograba) respirar(?: bien)?(?! (?:de (?:la )?risa|de tanto reir|de reirme|de reir)\b)`),
    // Someone else not breathing: "mi marido no respira", "dejó de respirar".
    phrase('is not breathing', String.raw`(?:ya )?no (?:respira|esta respirando|respiraba)(?! (?:bien|muy bien|mal|por la nariz)\b)`, String.raw`(?:ha )?(?:dejado|dejo) de respirar`),
    phrase('trouble breathing', 'me cuesta (?:mucho |muchisimo |bastante |tanto )?respirar', 'respiro (?:mal|con dificultad)', 'dificultad para respirar'),
    // Denied (round 27): "no se me traban las palabras", "la lengua no se me traba": no sign, as "my words aren't coming out wrong".
    phrase('my words are not coming out wrong', String.raw`no se me (?:traba|traban|trabo|trababa|enreda|enredan|enredaba|lia|lian|trabuca|trabucan|cruzan|mezclan) (?:la lengua|las palabras)`, String.raw`(?:las palabras|la lengua) no se me (?:traba|traban|trabo|enreda|enredan|lia|lian|trabuca|trabucan|cruzan|mezclan)`),
    phrase('words will not come out', String.raw`no me salen (?:bien )?las palabras`, String.raw`no (?:puedo|consigo) hablar (?:bien|claro)`, String.raw`se me (?:traba|trabo|trababa|enreda|enredan|enredaba|lia|lian|traban|trabuca|trabucan|trabucaba|trabucaban|trabuco|cruzan|cruzaban|mezclan|mezclaban) (?:la lengua|las palabras)`, String.raw`(?:las palabras|la lengua) se me (?:traba|trabo|trababa|enreda|enredan|enredaba|lia|lian|traban|trabuca|trabucan|trabucaba|trabucaban|trabuco|cruzan|cruzaban|mezclan|mezclaban)`,
      String.raw`(?:tengo |con )?(?:la )?lengua (?:muy |como )?(?:trabada|pesada|dormida|torpe|enredada|de trapo|hinchada|rara|gorda|entumecida|pegada)`, String.raw`(?:hablo|habla) (?:raro|arrastrando las palabras|enredado)`, 'arrastro las palabras'),
    // A hedge before the sign is still the sign: "tiene la boca como torcida", "la cara medio chueca".
    phrase('face drooping', String.raw`(?:la )?(?:cara|boca) (?:como |medio |un poco |toda |todo |algo |bien |muy )+(?:torcida|ladeada|caida|chueca|desviada)`),
    // Someone else's words that will not come: "no le salen bien las palabras".
    phrase('words will not come out', String.raw`no (?:le|les) salen (?:bien )?las palabras`),
    // Pills of one time of day taken at another: "me tomé los de la noche en la mañana".
    ...[['noche', 'night'], ['manana', 'morning'], ['tarde', 'evening']].flatMap(([a, en]) => [['noche', 'night'], ['manana', 'morning'], ['tarde', 'evening']].filter(([b]) => b !== a).map(([b, en2]) =>
      phrase(`took my ${en} pills in the ${en2}`, String.raw`(?:me )?(?:tome|he tomado|tomo) (?:los|las|el|la|mis) (?:${MEDS} )?de la ${a} (?:\w+ )?(?:en|por|a) la ${b}`))),
    phrase('face drooping', String.raw`(?:se me (?:ha )?)?(?:torcido|caido|ladeado) (?:la cara|la boca)`, String.raw`(?:la )?(?:cara|boca) (?:torcida|ladeada|caida|chueca)`, String.raw`(?:se me (?:ha )?)?(?:torcido|caido) (?:un lado de )?la cara`, String.raw`(?:la )?(?:cara|boca) (?:\w+ )?(?:rara|extrana|dormida|floja|colgando|caida) (?:de|del|por|en) (?:un|el|este|ese) lado`),
    // FAST signs in other orders: "las palabras no me salen", "la mano no agarra el vaso".
    // Round 21: one word meant and another said ("quiero decir mesa y digo maceta"), never the same word twice.
    phrase('my words are coming out wrong', String.raw`(?:quiero|queria|quise|intento) decir (\w+) (?:y|and) (?:digo|dije|me sale|sale) (?!\1\b)(?!(?:lo|eso|otra|que|la|el|algo|nada)\b)\w+`),
    // Round 21: the chest pressed as if by a hand ("tengo el pecho como si me apretaran con una mano").
    phrase('chest squeezing', String.raw`(?<!\bno (?:tengo |siento |noto )?(?:el )?)(?:el )?pecho como si me (?:apretaran|apretara|estrujaran|estrujara|aplastaran|aplastara|oprimieran|oprimiera|pisaran|pusieran (?:un peso|una piedra|una losa))`),
    // Round 21: someone who cannot be woken properly ("está en la cama y no me despierta bien", "no la puedo despertar").
    phrase('she will not wake up properly', String.raw`no (?:me |se )?despierta (?:bien|del todo)`, String.raw`no hay (?:manera|forma) de despertarla`),
    phrase('can not wake her', String.raw`no (?:la|lo) (?:puedo|consigo|logro) despertar`, String.raw`no (?:puedo|consigo|logro) despertarl[ao]`),
    // Round 21: a scald: boiling water spilled, the skin coming away.
    phrase('boiling water', String.raw`(?:el |la )?agua hirviendo`, String.raw`(?:el |la )?agua (?:que estaba )?hirviendo`),
    phrase('the skin is peeling off', String.raw`se me (?:esta )?(?:despegando|cayendo|pelando|levantando|saliendo) (?:el pellejo|la piel|el cuero)`, String.raw`(?:el pellejo|la piel) se me (?:esta )?(?:despegando|cayendo|pelando|levantando)`),
    phrase('words will not come out', String.raw`(?:las )?palabras no (?:me )?(?:salen|vienen)(?: bien)?`, String.raw`(?:no me sale|me cuesta) (?:hablar|la voz)`),
    phrase('my hand will not grip', String.raw`(?:la |mi )?mano no (?:me )?(?:agarra|sostiene|aguanta|coge|agarraba|cierra)`, String.raw`no (?:puedo|consigo) (?:agarrar|sostener|coger|apretar) (?:el|la|los|las|nada)`),
    // Denied (round 27): "no tengo la cara dormida", "no se me ha dormido la mano": "my face is not numb". Someone else's ("a Paco se
    // le quedó la cara dormida"): "his face went numb", never the person's own.
    phrase('my $1 is not numb', String.raw`no (?:tengo|siento|noto) (?:el |la |mi )?(brazo|pierna|mano|cara|lado) (?:\w+ )?(?:dormid[oa]|entumid[oa]|adormecid[oa]|adormilad[oa]|sin fuerza|muert[oa]|floj[oa]|pesad[oa])`, String.raw`no se me (?:ha )?(?:dormido|adormecido|entumecido|quedado dormid[oa]) (?:el |la )?(brazo|pierna|mano|cara|lado)`),
    phrase('his $1 went numb', String.raw`se le (?:ha )?(?:quedo|quedado|puso|puesto|durmio|dormido|adormecio|adormecido|entumecio|entumecido) (?:el |la )?(brazo|pierna|mano|cara|lado)(?: (?:dormid[oa]|entumid[oa]|adormecid[oa]|muert[oa]|floj[oa]|sin fuerza))?`),
    phrase('my $1 is numb', String.raw`(?:tengo |siento )?(?:el |la |mi )?(brazo|pierna|mano|cara|lado) (?:\w+ )?(?:dormid[oa]|entumid[oa]|adormecid[oa]|adormilad[oa]|sin fuerza|muert[oa]|floj[oa]|pesad[oa])`),
    phrase('can not bear the pain', 'no aguanto (?:el|este|del) dolor', 'no (?:puedo|soporto) (?:con )?(?:el|este) dolor'),
    // Not stopping is going on: "no paro de vomitar" is being sick again and again, never a denial of it.
    phrase('keep being sick', String.raw`no (?:paro|para|dejo|deja|he parado|ha parado|he dejado|ha dejado) de (?:vomitar|devolver)`, String.raw`vomit(?:o|a|ando) sin parar`),
    phrase('bleeding will not stop', String.raw`no (?:para|deja|paro|dejo|se detiene) de sangrar`, String.raw`no (?:para|se para|se corta|se detiene) (?:la )?sangre`, 'sangr(?:a|o|ando) (?:mucho|muchisimo|sin parar)'),
    phrase('is not responding', 'no (?:reacciona|responde|contesta|se mueve)'),
    phrase('is not answering', 'no (?:me|nos|le) (?:contesta|responde)'),
    phrase('send someone', '(?:manden|mande|manda|mandad|envien|envie|envia|enviad) (?:a )?(?:alguien|ayuda|una persona)'),
    phrase('come quickly', '(?:vengan|venga|ven|venid) (?:rapido|ya|pronto|enseguida|corriendo)'),
    phrase('will not wake up', 'no (?:se )?(?:despierta|puedo despertarl[oa])'),
    // Sleep and not wake (unseen14): "quiero dormir y no despertar"; not a night slept through ("y no despertarme en toda la noche").
    phrase('sleep and not wake up', String.raw`dormir y (?:no|nunca) (?:volver a )?despertar(?:me)?\b(?! (?:en all night|all night|at night|en toda la noche|por la noche|durante la noche|en la noche|de noche|hasta|a las|tan|cada|de madrugada|temprano)\b)`),
    // unseen33: nothing left to live for ("no tengo para qué vivir", "no me queda nada por lo que vivir").
    phrase('nothing to live for', String.raw`no tengo (?:nada )?(?:para que|por que|por lo que|para lo que) vivir`, String.raw`no (?:tengo|me queda|me quedan) (?:ninguna |una )?(?:razon|razones|motivo|motivos) (?:para|por la que|por las que) vivir`, String.raw`no me queda nada (?:por|para) (?:lo )?que vivir`),
    phrase('do not want to live', String.raw`(?:ya )?no quiero (?:seguir )?(?:vivir|viviendo|estar aqui|despertar|seguir)`, 'no tengo ganas de vivir'),
    // Round 43: "preferiría no estar aquí", "preferiría estar muerta" (the English rule keeps a place or a time out).
    phrase('would rather not be here', String.raw`(?:preferiria|prefiero|preferia) (?:no (?:estar|seguir) (?:aqui|viv[oa]|vivo)|estar muert[oa]|no despertar(?:me)?|no existir)`),
    phrase('died laughing', String.raw`(?:casi |por poco )?(?:me )?(?:mori|muero|moria|morirme|morirse|muert[oa]s?) de (?:la )?(?:risa|verguenza)`),
    // "Me muero" said again after laughing in the clause (unseen14): "estoy muerta de risa, los videos del gato, me muero".
    // "La mujer" is a woman; "mi mujer" is a wife (unseen14: "la novela, la mujer cayó de la escalera").
    phrase('the woman', String.raw`(?<!\b(?:mi|tu|su) )la mujer(?! (?:de|del) (?:mi|su|tu)\b)`),
    // The language, not the person (unseen14): "mi español no bueno", "mi castellano no es muy bueno".
    phrase('my spanish is not good', String.raw`(?:mi |el )?(?:espanol|castellano)(?: (?:no es|no esta|no)) (?:muy |tan |mucho )?(?:bueno|bien)`),
    // A burning wee (unseen14): "cuando hago pis pica mucho, quema", "me escuece al orinar".
    phrase('burning when i wee', String.raw`(?:cuando |al )?(?:hago pis|orino|orinar|meo|mear|hacer pis)(?: \w+){0,2} (?:me )?(?:pica|quema|arde|escuece)`, String.raw`(?:me )?(?:pica|quema|arde|escuece)(?: \w+){0,2} (?:al|cuando) (?:orinar|hacer pis|orino|hago pis|mear|meo)`),
    // The heating broken, said plainly (unseen14): "la calefacción rompió desde el viernes".
    phrase('the heating broke', String.raw`(?:la |mi )?calefaccion (?:se )?(?:rompio|ha roto|rompe|esta rota|rota)`),
    phrase('died laughing', String.raw`(?<=\b(?:risa|laughing|riendo|reir|carcajadas?)\b(?: \w+){0,10} )me muero(?! de)`),
    phrase('i feel like i am dying', String.raw`(?:siento|creo|pienso|me parece) que me (?:muero|voy a morir|estoy muriendo)(?! de)`, String.raw`me (?:estoy muriendo|voy a morir)`, String.raw`me muero(?! de)`),
    phrase('want to die', 'me quiero morir', 'quiero morir(?:me)?', 'quisiera morir(?:me)?', 'ojala me muriera', 'ojala (?:estuviera|este) muert[oa]'),
    phrase('what is the point of living', String.raw`(?:no le veo|no tiene) (?:sentido|caso) (?:a )?(?:la vida|vivir|seguir${GIVING_UP_A_THING}|nada)`, String.raw`para que seguir(?: viviendo|${GIVING_UP_A_THING})`),
    phrase('end it all', 'acabar con todo', 'quitarme la vida', 'matarme', 'terminar con (?:todo|mi vida)'),
    // Only "no me puedo quejar": a bare "no me puedo" read this way hid "no me puedo mover, ...".
    phrase('can not complain', 'no me puedo quejar', 'no me quejo'),
    phrase('not feeling well', 'no (?:me )?(?:estoy|encuentro|siento) (?:muy |tan |nada )?bien', 'no muy bien', 'no tan bien', 'no ando (?:muy )?bien'),
    phrase('did not take them', String.raw`no (?:me )?(?:las|la|lo|los) (?:he tomado|tome)`, String.raw`no (?:me )?(?:he )?tomado (?:las|mis|la|mi) ${MEDS}`),
    // "It won't pass": the symptom goes on.
    phrase('at rest', 'en reposo', 'sin hacer nada', 'sin moverme'),
    phrase('it is still there', String.raw`no se (?:me )?(?:pasa|quita|va)(?! a)`),
    // Not gone yet: "no se me ha quitado", "todavía no se me ha pasado" (never "se me ha quitado", which is over).
    phrase('it is still there', String.raw`(?:todavia |aun )?no se (?:me |le )?(?:ha|han) (?:quitado|pasado|ido)(?! (?:por la cabeza|por la mente|por alto)\b)`),
    phrase('can not keep my eyes open', String.raw`no (?:puedo|consigo|logro) (?:tener|mantener) (?:los )?ojos abiertos`, String.raw`se me cierran los ojos`),
    phrase('not hungry', String.raw`se me (?:ha )?(?:quitado|ido|quito|fue) (?:el hambre|el apetito|las ganas de comer)`, 'no me provoca (?:comer|nada|la comida)', 'no (?:me )?(?:dan|da) ganas de comer', 'no tengo (?:mucha |nada de )?(?:hambre|apetito)', 'sin (?:hambre|apetito)', 'no me (?:entra|apetece) (?:nada|la comida)', 'no tengo ganas de comer'),
    phrase('hardly eaten', String.raw`(?:casi )?no (?:pruebo|he probado|probe|pruebe) (?:ni )?(?:un )?(?:bocado|nada)`, String.raw`(?:casi )?no (?:he )?(?:comido|como)(?: nada| casi nada)?`, String.raw`(?:casi )?no (?:estoy|estaba|he estado) comiendo(?: casi)?(?: nada)?`, String.raw`(?:casi )?no (?:he )?(?:cenado|almorzado|desayunado|merendado|ceno|desayuno|almuerzo)`, 'sin (?:cenar|comer|desayunar|almorzar)', String.raw`no (?:me )?(?:dan|da|tengo) ganas de (?:comer|cocinar|hacer(?:me)? (?:la )?comida)`, String.raw`me (?:salte|salto|he saltado) (?:la |el )?(?:cena|comida|desayuno|almuerzo)`, 'casi no (?:he )?comido', 'apenas (?:he )?comido'),
    phrase('slept badly', String.raw`(?:he )?dormido (?:fatal|muy mal|mal|poco)`, 'dormi (?:fatal|muy mal|mal|poco)', String.raw`no (?:he )?(?:podido )?dormi(?:r|do)(?: nada| bien)?`, String.raw`no (?:duermo|puedo dormir|consigo dormir|logro dormir|concilio el sueno)(?: nada| bien| casi nada)?`, String.raw`me despierto (?:toda la noche|muchas veces|a cada rato|cada rato|cada hora|varias veces|a cada ratito)`, 'insomnio', String.raw`(?:estoy |ando )?desvelad[oa]`, String.raw`no (?:pego|pegue|he pegado|pegaba|puedo pegar) (?:el |un )?ojo`, String.raw`(?:casi )?sin (?:dormir|pegar (?:el )?ojo)`, 'mala noche'),
    // Loneliness: nobody rings, the days are long, bored on one's own.
    phrase('they never call me', String.raw`no me (?:llama|llaman|visita|visitan|viene a ver|vienen a ver|escribe|escriben)(?! la atencion)(?: (?:nunca|nada|casi nunca|ni))?`),
    phrase('the days drag', String.raw`(?:los dias|las tardes|las noches|las horas|las semanas) se (?:me )?hacen (?:muy |tan )?(?:largos|largas|larguisimos|larguisimas|eternos|eternas)`, String.raw`se me hacen (?:muy |tan )?(?:largos|largas|larguisimos|larguisimas|eternos|eternas) (?:los dias|las tardes|las noches|las horas)`),
    phrase('i am bored', String.raw`me aburro(?: mucho| tanto)?`, String.raw`(?:estoy|ando) (?:muy )?aburrid[oa]`),
    phrase('have not spoken to anyone', String.raw`no (?:he )?(?:hablado|visto) (?:con )?(?:nadie|a nadie)`, 'no viene nadie', 'nadie (?:me )?(?:visita|llama|viene)'),
    phrase('do not know what day it is', String.raw`no se (?:en )?que dia es`, 'no se donde estoy'),
    // Not knowing whose house it is ("no sé de quién es esta casa"); a head all in a muddle ("lo tengo todo revuelto en la cabeza").
    phrase('do not know whose house this is', String.raw`no se (?:de quien|de quien es|a quien pertenece) (?:es )?(?:esta|este|la|el) (?:casa|cuarto|habitacion|sitio|piso)`),
    phrase('muddled', String.raw`(?:lo )?(?:tengo )?todo revuelto en la cabeza`, String.raw`(?:la )?cabeza (?:toda |muy )?revuelta`, String.raw`todo (?:se me )?(?:revuelto|enredado|liado) en la cabeza`),
    // Asked, not told: "¿qué día es hoy?", "¿a qué día estamos?" (a new muddle).
    phrase('what day is it', String.raw`(?:en |a )?que dia (?:es|estamos)(?: hoy)?`),
    phrase('do not remember how i fell', String.raw`no (?:me acuerdo|recuerdo) (?:de )?(?:como|cuando) me (?:cai|he caido)`),
    phrase('can not remember what', String.raw`no (?:me acuerdo|recuerdo) (?:bien |muy bien |nada )?(?:de )?(?:lo que|que paso|que hice|nada|donde)`),
    // Medication: the whole box is an overdose; twice or the wrong one by mistake is a mix-up.
    phrase('took the whole box of pills', String.raw`${TOOK} (?:toda la caja|todo el bote|todo el frasco|todo el blister|un punado|un monton)(?: de (?:\w+ ){0,2}${MEDS}(?: para dormir| de dormir)?)?`),
    // The whole box said after the pills (unseen14): "tomé muchas pastillas, toda la caja de dormir" (not a box that is empty now).
    phrase('took the whole box of pills', String.raw`${TOOK}(?: \w+){1,5} (?:toda la caja|todo el bote|todo el frasco|todo el blister)(?! (?:esta|estaba|se ha|se acabo|vacia|vacio|ya)\b)`),
    // The whole box named after the pills (unseen13): "me he tomado las pastillas de dormir, creo que el blíster entero".
    phrase('took the whole box of pills', String.raw`${TOOK} (?:las |mis )?${MEDS}(?: de dormir| para dormir| de la \w+)?(?: \w+){0,3} (?:el blister|la caja|el bote|el frasco|la tira|el sobre|la plancha) enter[oa]`),
    phrase('took too many pills', String.raw`${TOOK} (?:demasiadas|muchas de mas|de mas)(?: ${MEDS})?`, String.raw`demasiadas ${MEDS}`),
    phrase('took my pills twice', String.raw`${TOOK} (?:las|mis|la|mi|el) (?:\w+ ){0,1}${MEDS}(?: \w+){0,3} (?:dos veces|doble)`, String.raw`${TOOK} doble (?:la |mi |el )?(?:\w+ ){0,1}${MEDS}?`, String.raw`me (?:las|la|lo|los) (?:he )?(?:tome|tomado) (?:dos veces|otra vez)`, String.raw`${TOOK} (?:dos veces|doble|otra vez) (?:las|mis|la|mi|el) (?:\w+ ){0,1}${MEDS}`, String.raw`(?:me )?(?:las|la|lo|los) (?:volvi|he vuelto|volvi otra vez) a tomar`, String.raw`volvi a tomar(?:me)? (?:las|mis|la|mi) ${MEDS}`),
    phrase('took the wrong pills', String.raw`${TOOK} (?:la|las|el|los) (?:\w+ )?${MEDS} (?:de|del) (?:mi|su|el|la) (?!(?:tension|presion|azucar|diabetes|noche|manana|tarde|colesterol|tiroides|cabeza|dolor|memoria|circulacion|orina|prostata|azúcar|ansiedad|insulina|osteoporosis|artrosis)\b)\w+`, String.raw`me equivoque de ${MEDS}`, String.raw`${TOOK} (?:la|las|el|los) (?:\w+ )?${MEDS}(?: \w+){0,6} (?:en vez de|en lugar de)`, String.raw`(?:la|las) ${MEDS} equivocadas?`, String.raw`me equivoque y ${TOOK}`),
    // Pills mixed up or not known whether taken: a mix-up, a concern unless symptoms follow.
    phrase('mixed up my pills', String.raw`se me (?:mezclaron|han mezclado|mezclan|revolvieron|confundieron|confunden|hicieron un lio)(?: (?:las|mis) ${MEDS})?`, String.raw`(?:mezcle|confundi|revolvi|he mezclado|he confundido) (?:las |mis )?${MEDS}`),
    phrase('not sure i am taking them right', String.raw`no (?:se|estoy segur[oa]) (?:si|de que|de) (?:me )?(?:las |los |la |lo )?(?:estoy tomando|tomo|tome|he tomado|tomar(?:las|los|la|lo)?)(?: \w+)? (?:bien|como (?:es|debo|toca|se debe))`),
    phrase('only two pills left', String.raw`(?:ya )?(?:solo )?me (?:quedan|queda) (?:solo |nada mas |apenas )?(?:\w+ )?${MEDS}`),
    phrase('the pharmacy has not received the prescription', String.raw`(?:la )?farmacia (?:todavia |aun )?no (?:me )?(?:ha )?(?:recibido|recibio|tiene|ha traido|trajo|ha mandado|mando|ha enviado|envio)(?: todavia| aun)?(?: (?:la|mi) receta)?`),
    phrase('ran out of pills', String.raw`(?<!\bno (?:me )?)(?:me )?(?:quede|he quedado|estoy|llevo (?:\w+ )?dias) sin (?:las |mis )?${MEDS}`),
    // Denied ("no se me están acabando las pastillas", "no me he quedado sin pastillas"): not running out.
    phrase('not running out of pills', String.raw`no (?:se )?(?:me )?(?:acaban|estan acabando|han acabado|he quedado sin|estoy quedando sin|quedo sin) (?:las |los |mis )?${MEDS}`),
    phrase('ran out of pills', String.raw`se (?:me )?(?:acaban|estan acabando|acabaron|han acabado|terminaron|han terminado) (?:las |los |mis )?${MEDS}`),
    phrase('not sure if i took them', String.raw`no (?:se|recuerdo|me acuerdo) (?:cuales|que|si|cuantas)(?: ${MEDS})? (?:me )?(?:he )?(?:tome|tomado|tomo)`),
    phrase('can not remember how', String.raw`no (?:me )?(?:acuerdo|recuerdo|acordaba|recordaba|acorde|recorde) (?:de )?(?:nada|como|donde|cuando|quien|lo que|el (?:accidente|choque|golpe)|haber)`),
    // An everyday ache in a joint or body part.
    phrase('my joints are killing me', String.raw`(?:la |el |las |los |mi |mis )?${BODY} me (?:esta |estan )?(?:matando|mata|matan|molesta|molestan|fastidia|tiene fatal)`, String.raw`me (?:esta |estan )?(?:matando|mata|matan) (?:la |el |las |los |mi |mis )${BODY}`, String.raw`dolor (?:de|en (?:la|el|las|los)) ${BODY}`),
    phrase('by mistake', 'por (?:error|equivocacion|accidente|despiste)', 'sin querer'),
    // Dressing, swelling, a tremor: "no puedo abrocharme los botones", "no me entran los zapatos", "me tiemblan las manos".
    phrase('can not do up my buttons', String.raw`no (?:me )?(?:puedo|consigo|logro|soy capaz de) (?:abrochar(?:me)?|desabrochar(?:me)?|atar(?:me)?) (?:los |las |mis |la |el )?(?:botones|cordones|zapatos|ropa|abrigo|camisa|blusa|sujetador|cremallera|chaqueta)`),
    phrase('struggling to get dressed', String.raw`(?:me cuesta|me cuestan|me es dificil|tengo problemas para|me las veo para) (?:mucho |muchisimo |bastante |trabajo |horrores |un monton )?(?:vestirme|desvestirme|abrocharme|lavarme|ducharme|banarme)`, String.raw`no (?:puedo|consigo) (?:vestirme|desvestirme|lavarme) sol[oa]`),
    phrase('my shoes do not fit', String.raw`no me (?:entran|caben|cierran|van|quedan) (?:los |las |mis |el |la )?(?:zapatos|zapatillas|pantuflas|botas|anillos?|calcetines|medias)`),
    phrase('swollen', String.raw`se (?:me )?(?:hinchan|hincha|han hinchado|ha hinchado|hincharon|hincho|inflaman|inflama|han inflamado)`),
    // Round 37 probe: "tiemblo", said bare, is the person trembling (not "ya no tiemblo", read above as stopped).
    phrase('i am trembling', String.raw`(?<!\bno (?:\w+ )?)(?:yo )?tiemblo(?: (?:mucho|entera|entero|toda|todo|sin parar|como una hoja))*`),
    phrase('my hands are shaking', String.raw`me (?:tiemblan|tiembla) (?:las |mis |la |el )?(?:manos|mano|piernas|brazos|cabeza|dedos)`, String.raw`(?:las |mis )?manos (?:me )?(?:tiemblan|temblorosas)`),
    // Water coming in under the door or into the house now (the stop note): a flood, as "water's coming in under my door now".
    phrase('water is coming in under the door', String.raw`(?:el )?agua (?:esta |sigue )?(?:entrando|metiendose|colandose|entra|se mete|se cuela|se esta metiendo|se esta colando) (?:por debajo de|debajo de|bajo|por) (?:la|mi) puerta`, String.raw`(?:el )?agua (?:esta |sigue )?(?:entrando|metiendose|entra|se mete) en (?:la|mi) casa`),
    phrase('flooded', String.raw`se (?:me )?(?:ha )?(?:metido|metio|entrado|entro|colado|colo) (?:el )?agua`, String.raw`(?:se (?:me )?(?:ha )?)?inund(?:ado|ada|ados|adas|o|acion)`, String.raw`(?:esta|quedo|ha quedado) todo (?:mojado|empapado|encharcado)`, String.raw`(?:se (?:me )?(?:ha )?)?(?:roto|reventado|rompio|revento) (?:una |la |el )?(?:tuberia|caneria|cano)`, String.raw`(?:una |unas )?(?:goteras?|fugas? de agua)`),
    phrase('locked out', String.raw`(?:me )?(?:he )?(?:quedado|quede) (?:fuera|afuera) (?:de casa|sin (?:las )?llaves)?`, String.raw`se me (?:cerro|ha cerrado) la puerta (?:con (?:las )?llaves (?:dentro|adentro))?`, String.raw`(?:las )?llaves (?:dentro|adentro)`),
    // Round 32: help asked of the caller ("¿me puede ayudar?", "¿podría ayudarme con el mando?"): the English ask, read as in English.
    phrase('can you help me get up', String.raw`(?:me )?(?:puede|podria|puedes|podrias|pueden|podrian) (?:usted )?ayudar(?:me)? a ${UP}`),
    // The plea in the plain present, opening its clause (round 34: "¿Me ayuda a levantarme?", "¿me echas una mano a levantarme?");
    // never someone who helps ("mi hija me ayuda a levantarme por las mañanas").
    phrase('can you help me get up', String.raw`^(?:oiga |mire |por favor |ay )?(?:me )?(?:ayuda|ayudas|ayude|echa una mano|echas una mano)(?: usted)? a ${UP}`),
    phrase('can you help me to', String.raw`(?:me )?(?:puede|podria|puedes|podrias|pueden|podrian) (?:usted )?ayudar(?:me)? a`),
    phrase('can you help me with', String.raw`(?:me )?(?:puede|podria|puedes|podrias|pueden|podrian) (?:usted )?ayudar(?:me)? con`),
    phrase('can you help me', String.raw`(?:me )?(?:puede|podria|puedes|podrias|pueden|podrian) (?:usted )?ayudar(?:me)?`),
    phrase('help me to', String.raw`ayudarme a`), phrase('help me with', String.raw`ayudarme con`),
    phrase('i have everything i need', String.raw`tengo de todo`, String.raw`no me falta (?:de )?nada`),
    // Round 25: help wished for at a chore ("me vendría bien algo de ayuda en el jardín") is a need, no plea: read as the English.
    // unseen24: "dolor ya casi ninguno", hardly any pain now.
    phrase('hardly any pain', String.raw`(?:el )?dolor (?:ya )?casi (?:ninguno|nada)`, String.raw`casi (?:ningun|nada de) dolor`),
    // Round 25: help had as a service, with a chore or from those who give it ("tengo ayuda de una chica para la limpieza",
    // "recibo ayuda del ayuntamiento con los papeles"): the English the rules read as no plea.
    phrase('i am getting help with the housework', String.raw`(?:tengo|recibo|me dan|me estan dando|tenemos) (?:algo de |un poco de |una )?ayuda(?: a domicilio)? (?:de|del|con|para|en) (?:\w+ ){0,3}(?:limpieza|casa|compra|ducha|bano|aseo|papeles|jardin|comidas?|ropa|servicios sociales|ayuntamiento|asistenta|cuidadora|chica|senora|vecin[oa]s?|hij[oa]s?|enfermera)\b`),
    phrase('could do with some help', String.raw`me (?:vendria|iria) (?:muy )?bien (?:algo de |un poco de |una |un poquito de )?ayuda(?= (?:en|con|para) )`),
    // Round 36: the need denied in one breath ("No necesito ambulancia, estoy bien", "no quiero que venga la ambulancia"): "I don't
    // need", as English says it; "no" read as an answer only with a pause after it ("No, necesito una ambulancia" stays a need).
    atPause(phrase('i do not need', String.raw`no (?:lo |la )?(?:necesito|necesitaria|necesitamos|me hace falta|nos hace falta)(?! ,)`)),
    atPause(phrase('i do not want', String.raw`no (?:quiero|queremos)(?: que (?:venga|vengan|llamen|llames|llame|llamar|mandar|manden))?(?= (?:a |al )?(?:la |una |el |los )?(?:ambulancia|ambulancias|112|911|061|emergencias|urgencias|bomberos|medico|medicos|paramedicos)\b)`)),
    phrase('i need', String.raw`(?:necesito|necesitaria|necesitaba|me (?:hace|haria|hacia) falta|me vendria bien)`),
    phrase('someone to get', String.raw`que alguien (?:me )?(?:trajera|traiga|traigan|trajeran|hiciera|haga|hagan|lleve|llevara|fuera a hacer|vaya a hacer|ayude con)`, String.raw`alguien (?:que|para) (?:me )?(?:traiga|haga|lleve|hacer|traer)`),
    phrase('can not carry the bags', String.raw`no (?:puedo|consigo|pude) (?:cargar|llevar|levantar) (?:con )?(?:las|mis) (?:bolsas|compras)`),
    phrase('double dose', 'doble dosis', 'dosis doble'),
    // Falls, and what followed them.
    // unseen32: not fallen after all ("no llegué a caerme", "sin llegar a caerme"): a near miss, as "I didn't fall" is.
    // "No llegué a caerme" is a fall begun and stopped, as "I didn't quite fall" (the stop note); "sin caerme" is no fall.
    // Flopped into a chair (the stop note's leftovers: "me dejé caer en el sillón, estoy molida"): sat down heavily, no fall.
    // Onto the floor, or not getting up after, is read as it was.
    // A pan alight told without "fuego" (Latin America: "se me prendió la sartén"): caught fire. "Se me quemó" is food burnt.
    // Round 42 (unseen42: "el azúcar me sale bajito antes de romper el ayuno, unos 70"): a sugar on the low side.
    phrase('my sugar is a bit low', String.raw`(?:el |mi )?(?:azucar|glucosa|nivel de azucar) (?:me )?(?:sale|esta|da|marca|anda|ha salido|salio) (?:un poco |algo |un poquito )?(?:bajit[oa]|bajill[oa]|tirando a baj[oa])`),
    // ... and plainly low ("mi azúcar está muy baja"), which had read as nothing: with sweats and a muddle, a hypo now.
    phrase('my sugar is very low', String.raw`(?:el |mi )?(?:azucar|glucosa|nivel de azucar) (?:me )?(?:esta|sale|da|marca|anda|ha salido|salio|se me ha puesto|se ha puesto) (?:muy |bastante |demasiado )(?:baj[oa])`),
    phrase('my sugar is low', String.raw`(?:el |mi )?(?:azucar|glucosa|nivel de azucar) (?:me )?(?:esta|sale|da|marca|anda|ha salido|salio|se me ha puesto|se ha puesto) (?:baj[oa])`),
    phrase('the $1 caught fire', String.raw`se (?:me |le |nos )?(?:prendio|ha prendido|prendia|incendio|ha incendiado) (?:la |el |las |los )?(sarten|olla|cazo|freidora|aceite|mantel|trapo|cortina|cortinas)`, String.raw`(?:la |el |las |los )?(sarten|olla|cazo|freidora|aceite|mantel|trapo|cortina|cortinas) se (?:me |le |nos )?(?:prendio|ha prendido|prendia|incendio|ha incendiado)(?! fuego)`),
    phrase('i am worn out', String.raw`(?:estoy|me siento|ando|me quede|he quedado|quede|acabe|he acabado) (?:muy |toda |todo |un poco |bastante )?(?:molid[oa]|reventad[oa]|hech[oa] polvo|rendid[oa]|derrengad[oa])`),
    phrase('i flopped into the chair', String.raw`me (?:he )?(?:deje|dejado|dejo|dejaba) caer (?:en|sobre) (?:el|la|mi|un|una) (?:sillon|sofa|cama|silla|butaca|banco|tumbona|mecedora)`),
    phrase('did not quite fall', String.raw`no (?:me )?(?:llegue|llego|llegamos|he llegado|ha llegado) a caer(?:me|se|nos)?`, String.raw`sin llegar a caer(?:me|se|nos)`),
    phrase('did not fall', String.raw`sin caer(?:me|se|nos)`),
    // Now and then (round 43's leftovers: "a veces me ahogo un momento, toso y ya" was "a times ... and already").
    phrase('sometimes', 'a veces', 'de vez en cuando', 'algunas veces'),
    phrase('when i cough', 'cuando toso', 'al toser', 'si toso'),
    phrase('and that is it', String.raw`y ya(?: esta)?(?=$| [,.]|,)`),
    // "Los fuegos artificiales" are fireworks, never a fire.
    phrase('the fireworks', String.raw`(?:los |unos |el )?fuegos? artificiales?`),
    // One arm felt heavy (round 44: "el brazo derecho lo noto muy pesado"), as "my arm's gone heavy".
    phrase('my arm has gone heavy', String.raw`(?:el |mi )?brazo (?:derecho |izquierdo )?(?:lo )?(?:noto|siento|tengo|se me ha puesto|se me pone|esta) (?:muy |como |super |tan )?pesado`),
    // Round 43: the person's own "me caigo por la escalera" is down the stairs, never "for" ("casi me caigo por la escalera" was
    // "fell for"). (Someone else's, "se cayó por la escalera", is left as it was: a soap's fall told a sentence after the soap.)
    phrase('down the stairs', String.raw`(?<=\bme (?:he |ha )?\w+ )por (?:la|las) escaleras?`),
    // ("me": the person's own, round 43; without a subject the near miss was read as no one's)
    phrase('i nearly fell', String.raw`(?:casi|por poco) me (?:caigo|cai)`, String.raw`(?:casi|por poco) (?:me (?:voy|fui|iba) al suelo|(?:acabo|acabe|termino|termine) en el suelo|me (?:doy|di) (?:un |el )?(?:golpe|porrazo|costalazo|batacazo))`),
    // unseen24: a trouble placed before a treatment ("antes de que me pusieran el marcapasos ... me caí") and gone since
    // ("desde que lo llevo, nada"): told as history, read with "since then".
    // Wheezing as Spain and Latin America say it: "tengo pitos en el pecho", "me silba el pecho".
    phrase('i am wheezing', String.raw`(?:tengo |con )?(?:pitos|silbidos|pitidos) en el pecho`, String.raw`(?:me )?(?:silba|pita) el pecho`),
    phrase('before they fitted', String.raw`antes de que me (?:pusieran|pusiesen|operaran|operasen|cambiaran|hicieran|dieran)`),
    phrase('since then', String.raw`desde que (?:me )?(?:lo|la) (?:llevo|tengo|pusieron|cambiaron)`),
    // "fiebre no tengo", "fiebre no": a fever denied after it.
    phrase('no fever', String.raw`(?:la )?fiebre no (?:tengo|tenia|he tenido|hay)`, String.raw`(?:y )?de fiebre nada`),
    phrase('helped me up', String.raw`me (?:ayudo|ayudaron|ha ayudado|han ayudado|ayuda) a ${UP}`),
    phrase('up and about', String.raw`ya (?:anda|camina|esta de pie|esta levantad[oa]|se levanto|se ha levantado)`, String.raw`se (?:levanto|ha levantado|incorporo) (?:sol[oa]|bien|enseguida)`),
    phrase('got up', String.raw`(?:ya )?me (?:levante|pare|incorpore|he levantado)(?: sol[oa]| bien)?`, String.raw`(?:pude|logre|consegui) ${UP}`),
    // Collapsed: "se ha desplomado", "se cayó redonda".
    phrase('collapsed', String.raw`se (?:ha )?(?:caido|cayo) redond[oa]`, String.raw`se (?:ha )?(?:desplomado|desplomo)`, String.raw`me (?:he )?(?:desplome|desplomado)`),
    // "Lo que se cayó fue la vecina": the one who fell is named after the verb.
    phrase('$1 fell', String.raw`(?:lo que|la que|el que|quien) (?:se )?(?:cayo|ha caido) (?:fue|es|era) (?:la|el|mi|nuestra|nuestro) (\w+)`),
    // "Me he caído" names the person ("I fell"), so that an earlier clause's time ("me rompí la cadera hace
    // dos años, y hoy me he caído") is not read as its own.
    phrase('i fell', String.raw`(?<!\bno )(?<!\bni )(?<!\bnunca )me (?:he )?(?:caido|cai|caigo)(?! al (?:suelo|piso))`),
    phrase('fell', String.raw`me (?:he )?(?:caido|cai|caigo)`, String.raw`(?<!me )se (?:ha )?(?:caido|cayo)`, String.raw`(?:me (?:di|pegue|he dado|he pegado|acabo de dar|acabo de pegar)|(?:darme|pegarme)) (?:un|una) (?:porrazo|costalazo|caida|culazo|trompazo|batacazo|guarrazo|sentadazo|madrazo|tortazo|golpazo)`, String.raw`me (?:he ido|fui|he caido) al (?:suelo|piso)`, 'me fui de boca', 'perdi el equilibrio y'),
    // Off the ladder (unseen23): "se me fue la escalera", "la escalera se me resbaló"; ended up on the ground after it.
    phrase('the ladder went from under me', String.raw`(?<!\bno )(?<!\bcasi )se me (?:fue|ha ido|resbalo|ha resbalado|volco|ha volcado) la escalera`, String.raw`la escalera(?: de mano)? se me (?:fue|ha ido|resbalo|ha resbalado|volco|ha volcado)`),
    phrase('ended up on the floor', String.raw`(?<!\bno )(?<!\bcasi )(?:acabe|he acabado|termine|he terminado) (?:tirad[oa] )?(?:en|por) el (?:suelo|piso)`),
    phrase('took a tumble', String.raw`me (?:he )?resbal(?:e|ado)`, String.raw`se (?:ha )?resbal(?:o|ado)`),
    phrase('had a fall', String.raw`(?:he )?(?:tuve|tenido) (?:una )?caida`),
    phrase('tripped', String.raw`(?:me )?tropece`, String.raw`(?:me )?trastabille`),
    phrase('banged my head', String.raw`me (?:di|pegue|golpee|he dado|he pegado|he golpeado) (?:un (?:golpe|golpetazo|porrazo|trancazo) )?(?:en |con )?la cabeza`),
    phrase('a knock on the head', String.raw`(?:un )?(?:golpe|golpetazo|porrazo|trancazo|chichon) (?:en|a) la cabeza`),
    // The head as subject, in plain speech (unseen14): "la cabeza golpe con la mesa", "la cabeza chocó contra el lavabo".
    phrase('the head hit against', String.raw`(?:la |mi )?cabeza (?:se )?(?:golpe|golpeo|golpea|pego|pega|choco|choca|dio) (?:con|contra|en)\b`),
    // Hiding in the home (unseen14): "yo escondida en habitación", "me escondí en el baño" (read with fear beside it).
    phrase('i am hiding', String.raw`(?:yo (?:estoy |me he |me )?|estoy |me he |me )(?:escondid[ao]|escondo|escondi|escondiendo)(?= (?:en|debajo|detras|arriba|abajo|dentro)\b)`),
    phrase('hurt myself', String.raw`me (?:di|he dado) un golpe`, 'me golpee'),
    phrase('it passed', String.raw`(?:ya )?se me (?:ha )?(?:pasado|paso|quitado|quito|ido|fue)`, String.raw`ya (?:se )?(?:ha )?(?:pasado|paso)`, String.raw`se (?:me )?(?:fue|ha ido) (?:enseguida|solo|sola)`, 'ya estoy (?:bien|mejor)', 'ya paso'),
    phrase('nothing new', 'nada (?:nuevo|nueva|de nuevo)'),
    // Round 43: "todo volvió a la normalidad", everything back to normal.
    phrase('all back to normal', String.raw`todo (?:volvio|ha vuelto|vuelve) a la normalidad`),
    // Constipation (unseen15): "no voy al baño desde hace cinco días", "estreñida perdida".
    phrase('not been to the toilet for days', String.raw`no (?:voy|he ido|fui|hago|he hecho) (?:al bano|de vientre|de cuerpo|del vientre)(?: (?:desde hace|hace|en|desde))? (?:\w+ )?dias`),
    phrase('not constipated', String.raw`no (?:estoy|ando|voy) estrenid[oa]`),
    phrase('constipated', String.raw`estrenid[oa]s?(?: perdid[oa])?`, 'estrenimiento'),
    // The sting gone (unseen15): "ya no me escuece nada" is no pain now.
    phrase('it does not sting any more', String.raw`ya no (?:me )?(?:escuece|escuecen|pica|pican|arde|arden)(?: nada)?`),
    // None missed (unseen15): "no me he saltado ni una", "no se me ha olvidado ninguna".
    phrase('have not missed one', String.raw`no (?:me )?(?:he saltado|he olvidado|se me ha olvidado|se me olvido|me salto|me olvido) (?:ni )?(?:una|uno|ninguna|ninguno|un dia|una sola|una dosis)(?: sola)?`),
    phrase('nothing since', 'desde entonces (?:nada|ninguna|bien|nada mas|ni una|ni uno|ninguna mas|ni una mas)', 'nada (?:mas )?desde entonces', 'no (?:me )?(?:he vuelto a caer|ha vuelto a pasar)'),
    // Round 32: "desde entonces estoy bien", since then I'm fine.
    phrase('since then', 'desde entonces'),
    // Round 36: "piso" is a flat and a storey as well as a floor: someone's flat ("estoy en el piso de mi hija") or the flat
    // upstairs ("el piso de arriba") is a place one stays. A room's floor ("en el piso de la cocina", "del baño") and the floor
    // said bare ("estoy en el piso") are read as before.
    phrase('in the flat', String.raw`en el piso(?= de (?:mi|mis|tu|tus|su|sus|nuestr[oa]|nuestr[oa]s|la|el) (?:\w+ )?(?:hij[oa]s?|herman[oa]s?|madre|padre|mama|papa|niet[oa]s?|sobrin[oa]s?|prim[oa]s?|amig[oa]s?|vecin[oa]s?|novi[oa]|ti[oa]s?|suegr[oa]s?|cunad[oa]s?|nuera|yerno|companer[oa]|pareja|marido|mujer|esposo|esposa)\b| de (?:arriba|abajo|al lado|enfrente)\b)`),
    phrase('lying on the floor', String.raw`(?:tirad[oa]|caid[oa]|tumbad[oa]) (?:en|por) el (?:suelo|piso)`, String.raw`(?:estoy|sigo|sigue|esta) en el (?:suelo|piso)`, String.raw`(?:llevo|lleva|estuve|pase|he pasado|paso)(?: \w+){0,4} (?:en|por) el (?:suelo|piso)`),
    // Chest, breathing, the rest of the body.
    phrase('pain in my chest', String.raw`(?:me )?(?:quema|arde|abrasa)(?: mucho| muchisimo)? (?:en el|dentro del|por dentro del|por dentro en el) (?:pecho|pechito)`),
    phrase('pain in my chest', String.raw`(?:me )?(?:duele|aprieta|oprime|arde|pesa) (?:mucho |muchisimo |un poco )?el (?:pecho|echo|pechito)`, String.raw`(?:dolor|presion|opresion|peso|punzada|pinchazo|ardor|apreton|losa|piedra|plomo|pesadez)(?: (?!(?:no|ni|nada|sin|pero)\b)\w+){0,3} (?:en el|del|de|al) pecho`),
    // The chest said to have hurt, in the past ("anoche me dolió el pecho", "esta noche me ha dolido el pecho"): a chest
    // pain placed then, read by its time and by what follows ("y me sigue doliendo" goes on; "ya no me duele" is over).
    phrase('had pain in my chest', String.raw`me (?:dolio|ha dolido|dolia|habia dolido|estuvo doliendo|ha estado doliendo|estaba doliendo) (?:mucho |muchisimo |un poco |bastante )?el (?:pecho|echo|pechito)`),
    phrase('pain going down my arm', String.raw`(?:me )?(?:baja|va|corre|sube) (?:por|hacia|hasta) el brazo(?: izquierdo)?`),
    // A cut whose bleeding is over: "ya ha parado" (tense.ts: over, a concern).
    phrase('it has stopped', String.raw`(?:pero )?ya (?:ha |se ha |se |me ha )?(?:parado|paro|detenido|detuvo|cortado|corto)(?: de sangrar)?(?! de (?:llover|nevar|trabajar|funcionar)\b)(?= |$)`),
    phrase('nearly had a heart attack', String.raw`casi (?:me )?(?:da|dio|daba|ha dado|da a mi|le da) (?:un )?(?:infarto|ataque al corazon|patatus|soponcio)`),
    phrase('heart attack of laughter', String.raw`(?:infarto|ataque) de (?:la )?risa`),
    phrase('heart attack', 'infarto', 'ataque (?:al corazon|cardiaco)', 'un paro cardiaco'),
    phrase('stroke', String.raw`derrame(?: cerebral)?`, 'ictus', 'embolia', 'apoplejia'),
    phrase('fainted', String.raw`me (?:he )?(?:desmaye|desmayado|desvaneci)`, String.raw`se (?:ha )?(?:desmayo|desmayado|desvanecio)`, String.raw`perdi(?:o)? el (?:conocimiento|sentido)`, ),
    phrase('nearly fainted', String.raw`(?:casi|por poco) me desmay(?:o|e)`),
    phrase('room spinning', String.raw`(?:me )?(?:da|daba|dio|ha dado) vueltas (?:la cabeza|todo)`, 'todo (?:me )?(?:da|daba|dio) vueltas'),
    phrase('blood everywhere', 'sangre por todas partes', 'mucha sangre', 'un charco de sangre'),
    phrase('cut myself', 'me (?:he )?corta(?:do)?', 'me corte'),
    // A burn and its blister: "me quemé el dedo", "una ampollita", "me escuece".
    phrase('burnt my $1', String.raw`me (?:queme|he quemado|quemo) (?:la |el |los |las )(\w+)`), phrase('burnt myself', String.raw`me (?:queme|he quemado)`),
    phrase('a blister', String.raw`(?:una |unas |la )?ampoll(?:a|as|ita|itas)`), phrase('it stings', String.raw`me (?:escuece|escuecen|pica|pican|arde|arden)(?! (?:el |mi )?pecho)`),
    // A scam, and the upset after it.
    phrase('scammed me', String.raw`me (?:han |ha )?(?:estafado|timado|enganado|estafaron|timaron|enganaron|robado el dinero)`), phrase('scam', String.raw`(?:una )?(?:estafa|timo)s?`, 'estafador(?:es|a)?', 'timador(?:es|a)?'),
    phrase('emptied my account', String.raw`(?:me )?(?:vaciaron|han vaciado|vacio|ha vaciado) (?:la|mi) cuenta`),
    phrase('keep crying', String.raw`no (?:paro|dejo|puedo parar) de llorar`),
    phrase('in the morning', 'por la manana', 'en la manana'), phrase('of the morning', 'de la manana'), phrase('at night', 'por la noche', 'en la noche'),
    phrase('smell of burning', 'huele a (?:quemado|humo)', 'olor a (?:quemado|humo)'),
    phrase('smell gas', 'huele (?:mucho |muchisimo |bastante |un poco )?a (?:gas|butano|propano)', 'olor (?:fuerte )?a (?:gas|butano|propano)', 'fuga de (?:gas|butano|propano)', 'escape de (?:gas|butano|propano)'),
    phrase('smoke coming out', 'sale (?:mucho )?humo'),
    // A pan left on that burnt, or set off the smoke alarm: "me dejé el fuego encendido con el cazo", "se
    // quemó la leche", "saltó la alarma de humo". The hob ("el fuego", "al fuego") is no fire.
    phrase('left the cooker on', String.raw`(?:me )?(?:deje|he dejado|dejo|olvide|he olvidado|olvido)(?: \w+){0,1} (?:el fuego|la cocina|el fogon|la hornilla|la vitro|la vitroceramica|el horno|el gas|el cazo|la olla|la sarten|la leche)(?: \w+){0,4} (?:encendid[oa]|prendid[oa]|puest[oa]|abiert[oa]|al fuego|en el fuego)`),
    phrase('the pan burnt', String.raw`(?:cazo|olla|sarten|cacerola|cazuela|puchero|leche|comida|guiso|lentejas|arroz|potaje)(?: \w+){0,4} (?:y )?se (?:me )?(?:quemo|ha quemado|quemaron|han quemado)`, String.raw`se (?:me )?(?:quemo|ha quemado) (?:el|la) (?:cazo|olla|sarten|cacerola|cazuela|leche|comida|guiso|arroz|potaje)`,
      // Everything in the pot burnt, the pot named earlier in the turn ("puse los garbanzos en la olla ... me olvidé. Se quemó todo", unseen23).
      String.raw`(?<=\b(?:cazo|olla|sarten|cacerola|cazuela|puchero|garbanzos|lentejas|guiso|potaje|cocido|arroz)\b[^?!]{0,120}\b)se (?:me )?(?:quemo|ha quemado) todo`),
    phrase('the smoke alarm went off', String.raw`(?:salto|sono|se disparo|ha saltado|ha sonado|se activo|se ha disparado) (?:la )?(?:alarma de (?:humo|incendios)|detector de humo)`, String.raw`(?:la )?(?:alarma de (?:humo|incendios)|detector de humo) (?:salto|sono|se disparo|ha saltado|ha sonado|se activo|se ha disparado)`),
    phrase('full of smoke', String.raw`(?:toda |todo )?llen[oa]s? de humo`),
    // Round 35 (unseen31): the hob turned off in the middle of the call ("espere, espere, que apago el fuego", "voy a apagar el
    // fuego"), a chore. Not a fire that cannot be put out ("no puedo apagar el fuego", "intento apagar el fuego y no puedo").
    phrase('i will turn off the cooker', String.raw`(?:(?:que|ya|y|ahora) )?apago el (?:fuego|fogon|gas)(?! (?:de la|del)\b)`, String.raw`(?<!\b(?:no|intento|intentando|trato de|tratando de|he intentado|intente|puedo) )(?:voy a|dejeme|deje que|espere a|espere que|espera que|tengo que) apagar el (?:fuego|fogon|gas)(?! (?:de la|del)\b)`),
    phrase('on the hob', String.raw`(?:al|en el) fuego(?= (?:y|con|para|mientras|a calentar|un rato)\b|$)`),
    phrase('something is burning', String.raw`se (?:esta )?(?:quemando|quema|quemo|incendiando|incendia)`),
    // Still going (round 28): "la alarma de humo sigue sonando", "no para de sonar".
    phrase('is still sounding', String.raw`(?:sigue|siguen|continua) sonando|no (?:para|paran|deja|dejan) de sonar|suena y suena|suena sin parar`),
    phrase('smoke alarm', 'alarma de (?:incendios|humo)', 'detector de humo'),
    // Fire as the name of a job or a check (unseen30): "el técnico de prevención de incendios", "seguridad contra incendios".
    phrase('fire safety', String.raw`(?:la )?(?:seguridad|prevencion|proteccion) (?:contra |de )?(?:los )?incendios`),
    phrase('someone is in the house', String.raw`hay (?:alguien|un hombre|una mujer|un tipo|unos tipos|gente|un desconocido|unos hombres|una persona)(?: \w+)? (?:en|dentro de) (?:la|mi) (?:casa|cocina|habitacion|dormitorio|cuarto|sala|salon|comedor|pasillo)`, String.raw`(?:alguien|un hombre|un desconocido) (?:ha )?(?:entrado|entro|se metio) (?:en|a) (?:la|mi) casa`),
    phrase('heard the window smash', String.raw`(?:oi|escuche) (?:romper(?:se)?|quebrar(?:se)?|que rompian) (?:la|una) (?:ventana|puerta|vidrio|cristal)`),
    phrase('burglar', String.raw`ladron(?:es)?`, 'me (?:han )?robado', 'entraron a robar'),
    // An ambulance that came for someone else, told after the event.
    phrase('the ambulance came for the $1', String.raw`${AMB_CAME} (?:a por|por|para|a buscar a) (?:el|la|mi|su|al|nuestr[oa]) (\w+)`),
    phrase('the ambulance came for him', String.raw`${AMB_CAME} (?:a por|por|para) (?:el|ella|ellos|ellas)`, String.raw`${AMB_CAME} a buscarl[oa]s?`),
    phrase('the ambulance took the $1', String.raw`(?:la ambulancia|los paramedicos|los de la ambulancia) se (?:llevo|llevaron|ha llevado|han llevado) a (?:el|la|mi|su|al|nuestr[oa]) (\w+)`),
    phrase('the ambulance took him', String.raw`se (?:lo|la|los|las) (?:llevo|llevaron|ha llevado|han llevado) (?:en )?(?:la |una )?ambulancia`, String.raw`(?:la ambulancia|los paramedicos|los de la ambulancia) se (?:lo|la|los|las) (?:llevo|llevaron|ha llevado|han llevado)`),
    // Taken to hospital, told after the event: "al vecino se lo llevaron al hospital el domingo".
    phrase('was taken to the hospital', String.raw`se (?:lo|la|los|las) (?:llevaron|llevo|han llevado|ha llevado|habian llevado) (?:al|a el|a un|para el|a la) (?:hospital|sanatorio|clinica|urgencias)`, String.raw`(?:lo|la|los|las) (?:ingresaron|han ingresado|hospitalizaron|han hospitalizado)`),
    phrase('call an ambulance', String.raw`(?:llame|llamen|llama|llamad|pida|pidan|manden|mande) (?:a )?(?:una|la) ambulancia`, String.raw`(?:llame|llamen|llama) (?:a|al) (?:emergencias|911|112|061)`),
    // A carer is a trade, not a call for help: "la de la ayuda a domicilio", "la auxiliar".
    phrase('the home help has not come', String.raw`(?:la |el |mi )?(?:cuidador[a]?|auxiliar|asistenta|enfermera|chica de la ayuda|de la ayuda(?: a domicilio)?|ayuda a domicilio)(?: \w+){0,2} (?:no|nunca|jamas) (?:ha )?(?:venido|vino|viene|llego|llega|ha llegado|pasado|paso|pasa|aparecido|aparecio|aparece)`),
    // Round 32: the home help who comes ("la chica de la ayuda a domicilio viene los martes"): read as the English.
    phrase('the home help comes', String.raw`(?:la |el |mi )?(?:(?:chica|senora|muchacha) de la )?(?:ayuda a domicilio|ayuda domiciliaria|cuidadora|cuidador|asistenta|auxiliar) (?:viene|vino|ha venido|pasa|paso|ha pasado)`),
    phrase('home help', 'ayuda a domicilio', 'ayuda domiciliaria'),
    // unseen32: the helper named by the help she gives ("la chica de la ayuda", "la de la ayuda", "la señora de la ayuda"),
    // whatever she does, is a trade, not a plea: "la chica de la ayuda me ha ordenado los cajones".
    phrase('the home help', String.raw`(?:la|el|una|un|mi) (?:(?:chica|chico|muchacha|muchacho|senora|senor|mujer|hombre|senorita|cuidadora?|auxiliar|nueva|nuevo) )?de la ayuda`),
    // A helper sent by a service (unseen22): "una nueva ayuda del ayuntamiento", "la ayuda de servicios sociales".
    phrase('home help', String.raw`(?:nueva |joven )?ayuda (?:del|de la|de los) (?:ayuntamiento|municipio|servicios sociales|asistencia social|junta|comunidad|centro de salud|parroquia|dif|diputacion)`),
    // The home's heating, and the cold.
    // The verb first (unseen23): "se ha estropeado la caldera hace una semana", "se me ha roto el ventilador".
    phrase('$1 is not working', String.raw`se (?:me )?(?:ha )?(?:roto|rompio|estropeado|estropeo|averiado|averio|descompuesto|descompuso) (la calefaccion|la estufa|la caldera|el calefactor|el aire acondicionado|el ventilador|la nevera|el refrigerador|la heladera)`),
    // Weight lost, clothes hanging off, rationing, a stop on a slope for breath (unseen23): concerns.
    phrase('i have lost three kilos', String.raw`(?<!\bno )(?:he|ha) (?:perdido|bajado) (?:\w+ )?(?:kilos|quilos|kg)`),
    phrase('my trousers are falling off me', String.raw`se me (?:caen|cae|escurren) (?:los pantalones|la falda|la ropa|el pantalon|los vaqueros)`),
    phrase('i am rationing my food', String.raw`(?:me )?(?:estoy )?racion(?:ando|o|e)(?: la comida| lo que (?:me )?queda)?`),
    phrase('i have to stop to catch my breath', String.raw`(?:tengo que|me tengo que|he de) parar(?:me)? (?:\w+ ){0,2}(?:a|para) (?:agarrar|coger|tomar|recuperar) (?:el )?(?:aire|aliento|resuello)`),
    phrase('$1 is not working', String.raw`(la calefaccion|la estufa|la caldera|el calefactor|el aire acondicionado|el aire|el ventilador|la luz|la nevera|el refrigerador|la heladera)(?: de \w+)? (?:no (?:funciona|sirve|calienta|prende|enciende|enfria)|se (?:ha )?(?:roto|estropeado|averiado|descompuesto|apagado)|esta (?:rot[oa]|estropead[oa]|averiad[oa]|descompuest[oa]))`),
    phrase('ran out of $1', String.raw`se me (?:acabo|ha acabado|termino|ha terminado|acaba|esta acabando) (?:el |la )?(gas|lena|bombona|garrafa|balon|parafina|kerosene|keroseno|gasoil|gasoleo|carbon)`),
    phrase('ran out of $1', String.raw`(?:el |la |mi )?(gas|lena|bombona|garrafa|balon|parafina|kerosene|keroseno|gasoil|gasoleo|carbon) se me (?:acabo|ha acabado|termino|ha terminado|acaba|esta acabando|estan acabando|va acabando|va a acabar)`),
    // "que alguien me traiga unas cositas": things one needs brought.
    phrase('some things', String.raw`(?:unas|algunas|unos|algunos) (?:cositas|cosas|cosillas|cosilla|mandados|encargos)`),
    phrase('i am freezing', String.raw`me (?:muero|estoy muriendo) de frio`, String.raw`(?:estoy|ando) (?:muy )?(?:helad[oa]|congelad[oa]|muert[oa] de frio)`, String.raw`me (?:estoy )?congel(?:o|ando)`),
    phrase('i am cold', String.raw`(?:con|tengo|paso|pasando) (?:un |mucho |muchisimo |tanto |un poco de )?frio(?: (?:terrible|tremendo|horrible|espantoso|de muerte|en (?:la |mi )?casa))?`, String.raw`(?:hace|hay) (?:un |mucho |muchisimo |tanto )?frio(?: \w+)? (?:en (?:la |mi )?casa|aqui dentro|aqui adentro|dentro|adentro)`),
    phrase('help me', String.raw`ayud(?:eme|ame|enme|adme)`, 'auxilio', 'socorro'),
    phrase('helped me', String.raw`me (?:ayuda|ayudan|ayudo|ayudaron|ha ayudado)`),
    phrase('ae', 'urgencias'),
    // Time.
    phrase('on $1', String.raw`(?:el )?(${DAYS})(?: pasado)?`),
    phrase('last week', 'la semana pasada', 'la otra semana', 'la semana anterior'), phrase('at the weekend', String.raw`el fin de semana(?: pasado)?`, 'el finde(?: pasado)?'), phrase('last month', 'el mes pasado'),
    phrase('last year', '(?:el )?ano pasado', 'el pasado ano', String.raw`(?:el|la) (?:invierno|verano|otono|primavera|navidad) pasad[oa]`),
    // A time hedged ("hace como tres años", "hace unos dos meses") is as long ago.
    phrase('years ago', String.raw`hace (?:como |unos |unas |casi |mas de |ya |cerca de |alrededor de |por lo menos |lo menos )+(?:\w+ )?(?:anos|ano|meses|mes|inviernos|veranos|navidades)`),
    // Weeks gone by are as long ago as in English ("three weeks ago", unseen15); a week ago is of this week.
    phrase('weeks ago', String.raw`hace (?:(?:como|unos|unas|casi|ya) )*(?:dos|tres|cuatro|cinco|seis|varias|muchas|\d+) semanas`),
    phrase('days ago', String.raw`hace (?:como |unos |unas |casi |ya )+(?:\w+ )?(?:dias|semanas|semana)`),
    phrase('years ago', String.raw`(?:el|la) (?:ano|invierno|verano|otono|primavera|navidad) antepasad[oa]`, String.raw`hace (?:\w+ )?(?:inviernos|veranos|navidades)`),
    phrase('the other day', 'el otro dia', 'antier', 'anteayer', 'antes de ayer', 'anteanoche', 'el otro dia', 'hace unos dias'),
    // A count said as a range (unseen23): "hace ya cinco o seis inviernos", "hace tres o cuatro años".
    phrase('years ago', String.raw`hace (?:(?:como|unos|unas|casi|mas de|ya|cerca de|por lo menos|lo menos) )*\w+ (?:o|u|a) \w+ (?:anos|meses|inviernos|veranos|navidades)`),
    phrase('years ago', String.raw`hace (?:\w+ )?(?:anos|meses)`, String.raw`hace (?:un|una) (?:ano|mes)`, 'hace (?:mucho|tiempo|mucho tiempo)'),
    phrase('days ago', String.raw`hace (?:\w+ )?(?:dias|semanas)`, String.raw`hace una semana`),
    phrase('earlier', String.raw`hace (?:un rato|poco|media hora|una hora|\w+ minutos|\w+ horas)`),
    phrase('for $1', String.raw`desde hace (un rato|media hora|una hora)`),
    phrase('this morning', 'esta manana'), phrase('last night', 'anoche'), phrase('tonight', 'esta noche'),
    phrase('right now', 'ahora mismo', 'ahorita mismo'), phrase('suddenly', 'de repente', 'de golpe', 'de pronto'),
    phrase('i am fine', String.raw`(?:estoy|me encuentro|me siento|ando) (?:muy |bastante |super )?bien`, '^bien$', 'bien de salud', 'todo (?:bien|tranquilo)', 'yo bien'),
    phrase('all good', 'todo (?:va )?bien', 'bien gracias', 'muy bien', 'de maravilla', 'a las mil maravillas', 'de lujo', 'como nunca'),
    phrase('just', 'acabo de', 'acaba de'),
    phrase('same old', 'aqui (?:andamos|estamos|seguimos)', 'como siempre'),
    phrase('so so', 'mas o menos', 'asi asi', 'ahi vamos', 'regular', 'tirando', 'ni bien ni mal'),
    phrase('i feel unwell', String.raw`(?:me siento|me encuentro|estoy|ando) (?:muy |un poco |bastante )?(?:mal|malit[oa]|fatal|pachuch[oa])`, String.raw`me (?:he )?descompuesto`, 'me descompuse', 'estoy descompuest[oa]'),
    phrase('i feel lonely', String.raw`(?:me siento|estoy|me encuentro) (?:muy |tan |un poco |bastante )?(?:sol[oa]|solit[oa])`),
    phrase('i feel low', String.raw`(?:me siento|estoy|ando) (?:muy |un poco |bastante |re )?(?:bajonead[oa]|con el bajon|decaid[oa]|bajo de animo|baja de animo|desanimad[oa]|triste|deprimid[oa]|chof)`),
    phrase('no motivation', String.raw`no tengo (?:animo|animos|ganas)(?: (?:de|para) nada)?`, String.raw`sin (?:animo|ganas de nada)`),
    phrase('forgot them', String.raw`se me (?:ha )?olvidado`, String.raw`se me olvid(?:o|aron)`, String.raw`me (?:he )?olvid(?:e|ado)(?: de tomar(?:las|la|los|lo)?)?`, 'olvide tomarl[ao]s?'),
    phrase('took them', String.raw`(?:ya )?me (?:las|la|lo|los) (?:he tomado|tome)`, String.raw`(?:ya )?(?:las|la|lo|los) (?:he tomado|tome)`),
    phrase('will take them', String.raw`(?:ahora|luego|ya) me (?:las|la|los|lo) tomo`, 'me (?:las|la|los|lo) voy a tomar'),
    phrase('had broken my $1', String.raw`me (?:habia|hubiera) (?:roto|fracturado) (?:la |el |los |las )?(\w+)`),
    phrase('broke my $1', String.raw`me (?:rompi|he roto|fracture|he fracturado) (?:la |el )?(\w+)`),
    phrase('yes', '^si(?= |$)'),
    phrase('thank god', 'gracias a dios', 'a dios gracias', 'menos mal'),
    phrase('please', 'por favor'),
    phrase('a bit', 'un poco', 'un poquito'),
    phrase('honestly', 'la verdad', 'a decir verdad', 'sinceramente', 'la neta'),
    phrase('i get tired', String.raw`me (?:canso|fatigo|agoto|ahogo un poco|falta un poco el aire)(?= (?:mas |un poco |a bit |mucho |a lot |bastante )*(?:al|cuando|si|subiendo|caminando|andando|en (?:las |la )?escaleras?|por (?:las |la )?escaleras?|en la cuesta))`),
    phrase('going up the stairs', String.raw`(?:al|cuando) (?:subir|subo) (?:las |la )?escaleras?`, 'subiendo (?:las )?escaleras'),
    phrase('who is calling', 'quien (?:llama|habla|es)'),
    phrase('hello', 'como dice', 'mande', 'digame', 'diga', 'alo', 'oiga'),
    phrase('nothing like that', 'nada de eso', 'nada de nada'),
    // "No tengo dolor ni nada": "no" denies what is not had (chest pain was read earlier, as it stands).
    phrase('have no $1', String.raw`no (?:tengo|tenia|he tenido|tuve) (dolor(?:es)?|mareos?|molestias|fiebre|nada)`),
    // Asking the caller whether they saw it ("¿viste la novela anoche?"): a story told.
    phrase('did you see', String.raw`(?:viste|has visto|vio usted|ha visto usted|usted vio|usted ha visto|vieron ustedes|miraste|has mirado)`),
    phrase('there is', 'hay'),
    // "Otra vez hoy", "de nuevo esta mañana": again (read last: "me las tomé otra vez" is a mix-up above).
    // Little eaten (unseen35: "como muy poco, un yogur y un poco de pan y ya"): "como" is "I eat", not "like".
    phrase('i eat very little', String.raw`(?:yo )?(?:como|estoy comiendo|he comido|comia|he estado comiendo) (?:muy |bastante |demasiado |tan )?poco(?:uito)?(?! (?:de (?:sal|azucar|grasa|dulce|pan)|a poco)\b)`, String.raw`(?:yo )?(?:no )?como casi nada`),
    phrase('again', 'otra vez', 'de nuevo'),
    // Round 37 (unseen36): a thing smouldering or still smoking after a cigarette or an ember ("la manta está echando humo, le he
    // echado agua pero sigue humeando"): a fire in the home now. "Humear" is said of things, never of a smoker ("fumar"); a
    // steaming coffee or soup is none, and "echar humo" is read only of bedding, furniture or a bin (not "está que echa humo").
    phrase('the blanket is still smoking', String.raw`(?:la |el |las |los |mi |mis )?${SMOULDERING_THING_ES}(?: \w+){0,2} (?:sigue|seguia|todavia|aun|todavia esta|aun esta|todavia sigue) (?:humeando|echando humo|soltando humo|sacando humo|ardiendo)`),
    phrase('the blanket was smoking', String.raw`(?:la |el |las |los |mi |mis )?${SMOULDERING_THING_ES}(?: \w+){0,2} (?:estaba (?:humeando|echando humo|soltando humo|sacando humo)|humeaba|echaba humo|soltaba humo|se chamusco|se ha chamuscado)`),
    phrase('the blanket is smoking', String.raw`(?:la |el |las |los |mi |mis )?${SMOULDERING_THING_ES}(?: \w+){0,2} (?:(?:esta|ha empezado a|empezo a|se puso a) )?(?:humeando|humea|humear|echar humo|echando humo|echa humo|soltando humo|suelta humo|sacando humo|ardiendo sin llama|chamuscandose|se esta chamuscando)`),
    phrase('it is still smoking', String.raw`(?<!\b(?:cafe|te|sopa|caldo|taza|tazon|olla|cazuela|puchero|cocido|plato|guiso|chocolate|leche|infusion|manzanilla|tila|volcan|hoguera|barbacoa|chimenea)(?: \w+){0,3} )(?:sigue|seguia|todavia|aun|todavia esta|aun esta|todavia sigue) (?:humeando|humea)`),
    // Round 37 (unseen36): someone who will not come round, told by water thrown on them and nothing ("le he echado agua y nada"), as "lo he zarandeado y nada" is.
    phrase('threw water on him and nothing', String.raw`(?:le|la|lo|les) (?:he |ha |hemos )?(?:echado|eche|echo|tirado|tire|tiro|puesto|puse|mojado|moje|rociado|rocie)(?: (?:un vaso de|un poco de|un cubo de|una jarra de|una taza de|un chorro de))? (?:agua|agua fria)(?: (?:en la cara|por la cara|a la cara|encima|por encima|en la cabeza))?(?: \w+){0,2} y (?:nada|ni caso|ni se mueve|ni se inmuta|ni se entera|sigue igual|no (?:reacciona|responde|se despierta|se mueve|abre los ojos|se inmuta))`),
    // Round 37 (unseen36): blood sugar high ("el azúcar me sale alto toda la semana", "tengo la glucosa alta").
    phrase('my blood sugar is high', String.raw`(?:el |la |mi |los |mis )?(?:azucar|glucosa|glucemia|niveles? de azucar)(?: (?:me|le|se))?(?: (?:sale|salen|esta|estan|ha estado|ha salido|sigue|anda|va|da|dio|salio|tengo|muy|bastante|un poco|siempre|por las nubes))* (?:alto|alta|altos|altas|altisimo|altisima|por las nubes)`, String.raw`(?:tengo|tiene) (?:el |la )?(?:azucar|glucosa) (?:muy |bastante |un poco )?(?:alto|alta)`),
    phrase('smouldering', String.raw`(?<!\b(?:cafe|te|sopa|caldo|taza|tazon|olla|cazuela|puchero|cocido|plato|guiso|chocolate|leche|infusion|manzanilla|tila|volcan|hoguera|barbacoa|chimenea)(?: \w+){0,3} )(?:ardiendo sin llama|se esta chamuscando|chamuscandose)`),
  ],
  words: {
    noticias: 'news', telediario: 'news', noticiero: 'news', raspon: 'graze', rasponazo: 'graze', aranazo: 'scratch',
    pantalones: 'trousers', pantalon: 'trousers', falda: 'skirt', pelo: 'hair', calor: 'heat', sol: 'sun', solazo: 'sun', opresion: 'pressure', quija: 'jaw', quijada: 'jaw', mandibula: 'jaw', alquitran: 'tar',
    luz: 'light', unica: 'only', unico: 'only', cardenal: 'bruise', pus: 'pus', infeccion: 'infection', infectada: 'infected', infectado: 'infected',
    demencia: 'dementia', alzheimer: 'alzheimer', fianza: 'bail', dinero: 'money', mandara: 'send', brasero: 'brazier',
    enero: 'january', febrero: 'february', marzo: 'march', abril: 'april', mayo: 'may', junio: 'june', julio: 'july', agosto: 'august',
    septiembre: 'september', setiembre: 'september', octubre: 'october', noviembre: 'november', diciembre: 'december',
    lunes: 'monday', martes: 'tuesday', miercoles: 'wednesday', jueves: 'thursday', viernes: 'friday', sabado: 'saturday', domingo: 'sunday',
    rato: 'while', media: 'half', hora: 'hour',
    no: 'no', nunca: 'never', jamas: 'never', nada: 'nothing', ni: 'nor', ningun: 'no', ninguno: 'no', ninguna: 'no',
    ningunos: 'no', ningunas: 'no', sin: 'without', nadie: 'noone', tampoco: 'neither', apenas: 'hardly',
    yo: 'i', mi: 'my', mis: 'my', me: 'me', el: 'the', ella: 'she', ellos: 'they', ellas: 'they', usted: 'you', tu: 'you',
    marido: 'husband', esposo: 'husband', madre: 'mother', padre: 'father', mama: 'mum', mujer: 'wife', esposa: 'wife', hijo: 'son', hija: 'daughter', vecino: 'neighbour',
    vecina: 'neighbour', consuegro: 'relative', consuegra: 'relative', amigo: 'friend', amiga: 'friend', hermano: 'brother', hermana: 'sister', nieto: 'grandson', nieta: 'granddaughter',
    mija: 'dear', mijo: 'dear', cielo: 'dear', carino: 'dear', gato: 'cat', perro: 'dog', perra: 'dog', cabra: 'goat', baifo: 'goat', chivo: 'goat', cabrito: 'goat', oveja: 'sheep', vaca: 'cow', gallina: 'hen', burro: 'donkey',
    son: 'are', es: 'is', esta: 'is', estoy: 'i am', soy: 'i am', tengo: 'i have', tuve: 'i had', he: 'have', ha: 'has', has: 'have', han: 'have',
    fue: 'was', era: 'was', estaba: 'was', sigo: 'still', sigue: 'still', todavia: 'still', aun: 'still', ahora: 'now', ahorita: 'now',
    hoy: 'today', ayer: 'yesterday', manana: 'tomorrow', ya: 'already', siempre: 'always', desde: 'since', antes: 'before', despues: 'after',
    pero: 'but', y: 'and', e: 'and', o: 'or', u: 'or', porque: 'because', cuando: 'when', si: 'if', con: 'with', de: 'of', del: 'of the',
    en: 'in', por: 'for', para: 'for', al: 'to the', la: 'the', las: 'the', los: 'the', lo: 'it', le: 'him', un: 'a', una: 'a', muy: 'very',
    mucho: 'a lot', muchisimo: 'a lot', poco: 'little', bastante: 'quite', tan: 'so', solo: 'just', sola: 'alone', mas: 'more', bien: 'fine', mal: 'bad',
    caida: 'fall', caidas: 'falls', caer: 'fall', caerme: 'fall', cai: 'fell', caido: 'fallen', suelo: 'floor', piso: 'floor',
    dolor: 'pain', dolores: 'pains', calambre: 'cramp', calambres: 'cramps', duele: 'hurts', duelen: 'hurt', dolorido: 'sore', dolorida: 'sore', adolorido: 'sore', adolorida: 'sore',
    mareo: 'dizziness', mareos: 'dizziness', mareito: 'dizziness', mareitos: 'dizziness', mareillo: 'dizziness', mareillos: 'dizziness', mareado: 'dizzy', mareada: 'dizzy', mareando: 'dizzy', maree: 'dizzy', vertigo: 'vertigo',
    pecho: 'chest', corazon: 'heart', respirar: 'breathe', respiracion: 'breathing', aire: 'air', ahogo: 'choking', tos: 'cough', tosecilla: 'cough', tosecita: 'cough',
    sangre: 'blood', sangrando: 'bleeding', sangro: 'bleeding', sangra: 'bleeding', sangrar: 'bleeding', herida: 'cut', cicatriz: 'scar', rojita: 'red', rojito: 'red', rojiza: 'red', rojizo: 'red', enrojecida: 'red', enrojecido: 'red',
    fuego: 'fire', incendio: 'fire', llamas: 'flames', humo: 'smoke', ambulancia: 'ambulance', emergencia: 'emergency', emergencias: 'emergency',
    ayuda: 'help', medico: 'doctor', doctor: 'doctor', doctora: 'doctor', hospital: 'hospital', enfermera: 'nurse',
    cabeza: 'head', rodilla: 'knee', rodillas: 'knees', cadera: 'hip', espalda: 'back', pierna: 'leg', piernas: 'legs', brazo: 'arm', brazos: 'arms',
    tobillo: 'ankle', tobillos: 'ankles', hinchados: 'swollen', hinchadas: 'swollen', hinchazon: 'swelling', inflamado: 'swollen', inflamada: 'swollen', inflamados: 'swollen',
    diarrea: 'diarrhoea', diarreas: 'diarrhoea', temblor: 'tremor', temblores: 'tremors', tiemblo: 'trembling', temblando: 'trembling', parkinson: 'parkinsons', peor: 'worse', botones: 'buttons',
    ojo: 'eye', ojos: 'eyes', rojo: 'red', roja: 'red', rojos: 'red', rojas: 'red', irritado: 'irritated', irritados: 'irritated', lloroso: 'watery', llorosos: 'watery', legana: 'sticky', leganas: 'sticky', arenilla: 'grit',
    receta: 'prescription', farmacia: 'pharmacy', cerrajero: 'locksmith', sabados: 'saturdays', domingos: 'sundays', muneca: 'wrist', hombro: 'shoulder', mano: 'hand', manos: 'hands', pie: 'foot', pies: 'feet', cara: 'face', estomago: 'stomach', barriga: 'tummy', panza: 'tummy',
    derecho: 'right', derecha: 'right', izquierdo: 'left', izquierda: 'left',
    moratones: 'bruises', moretones: 'bruises', moraton: 'bruise', moreton: 'bruise', cardenales: 'bruises', chichon: 'bruise',
    insulina: 'insulin', pluma: 'pen', plumas: 'pens', jeringa: 'syringe', azucar: 'sugar', glucosa: 'glucose', solita: 'alone', solito: 'alone',
    pastilla: 'pill', pastillas: 'pills', pildoras: 'pills', medicinas: 'medication', medicamentos: 'medication', medicacion: 'medication', remedios: 'medication',
    tome: 'took', tomado: 'taken', tomar: 'take', dos: 'two', veces: 'times',
    cansado: 'tired', cansada: 'tired', agotado: 'exhausted', agotada: 'exhausted', adormilado: 'drowsy', adormilada: 'drowsy', somnoliento: 'drowsy',
    somnolienta: 'drowsy', atontado: 'drowsy', atontada: 'drowsy', grogui: 'drowsy', sueno: 'sleepy', debil: 'weak',
    confundido: 'confused', confundida: 'confused', desorientado: 'confused', desorientada: 'confused', despistado: 'muddled', despistada: 'muddled',
    triste: 'sad', deprimido: 'depressed', deprimida: 'depressed', preocupado: 'worried', preocupada: 'worried', asustado: 'scared', asustada: 'scared',
    nervioso: 'nervous', nerviosa: 'nervous', miedo: 'scared', angustia: 'anxious', ansiedad: 'anxiety',
    fiebre: 'fever', nauseas: 'nausea', vomitos: 'vomiting', gripe: 'flu', resfriado: 'cold', resfrio: 'cold', resfriada: 'cold', enfermo: 'ill', enferma: 'ill',
    estupendo: 'great', estupenda: 'great', estupendamente: 'great', genial: 'great', fenomenal: 'great', perfecto: 'fine', perfecta: 'fine', maravilla: 'wonderful',
    feliz: 'happy', contento: 'happy', contenta: 'happy', mejor: 'better', gracias: 'thanks', hola: 'hello', bueno: 'well', pues: 'well',
    eh: 'eh', este: 'um', mmm: 'mm', perdon: 'pardon', disculpe: 'pardon', oye: 'hey', todo: 'everything', dia: 'day', semana: 'week',
    desayuno: 'breakfast', comida: 'lunch', cena: 'dinner', comi: 'ate', comido: 'eaten', dormi: 'slept', dormido: 'slept',
    paseo: 'walk', pasear: 'walk', jardin: 'garden', escaleras: 'stairs', escalera: 'stairs', banera: 'bath', bano: 'bathroom', cocina: 'kitchen',
    cama: 'bed', silla: 'chair', sillon: 'chair', butaca: 'chair', tina: 'bath', banadera: 'bath', ducha: 'shower', vater: 'toilet', water: 'toilet', inodoro: 'toilet', retrete: 'toilet', casa: 'house', ventana: 'window', puerta: 'door',
    ingresado: 'admitted to hospital', ingresada: 'admitted to hospital', estuvo: 'was',
    dedo: 'finger', dedos: 'fingers', noche: 'night', llorar: 'crying', llorando: 'crying', lloro: 'crying', falso: 'fake', falsa: 'fake',
    calefaccion: 'heating', estufa: 'heater', caldera: 'boiler', calefactor: 'heater', acondicionado: 'conditioning', ventilador: 'fan',
    gas: 'gas', lena: 'firewood', bombona: 'gas', garrafa: 'gas', balon: 'gas', parafina: 'paraffin', keroseno: 'kerosene', kerosene: 'kerosene',
    casero: 'landlord', casera: 'landlady', administrador: 'manager', portero: 'caretaker', conserje: 'caretaker', fontanero: 'plumber', plomero: 'plumber',
    portal: 'doorway', tecnico: 'engineer', lado: 'side', vomito: 'vomiting', garganta: 'throat', labios: 'lips', lengua: 'tongue', espina: 'bone', hueso: 'bone', clavada: 'stuck', clavado: 'stuck', inconsciente: 'unconscious', electricista: 'electrician', inmobiliaria: 'agency',
    tele: 'telly', television: 'television', viendo: 'watching', mirando: 'watching', veia: 'watching', miraba: 'watching', novela: 'soap', telenovela: 'soap', abuelita: 'grandma', abuelito: 'grandad', abuela: 'grandma', abuelo: 'grandad', bisabuela: 'grandma', bisabuelo: 'grandad', serie: 'series',
    pelicula: 'film', programa: 'programme', capitulo: 'episode', protagonista: 'protagonist', galan: 'hero', villano: 'villain', villana: 'villain', presentador: 'presenter', presentadora: 'presenter', personajes: 'characters', personaje: 'character', actor: 'actor', actriz: 'actress',
    pan: 'bread', leche: 'milk', compra: 'shopping', compras: 'shopping', mandado: 'shopping', mandados: 'shopping', recados: 'errands',
    telefono: 'phone', movil: 'phone', celular: 'phone', llamadas: 'calls', mensajes: 'messages', alguien: 'someone',
    sentado: 'sitting', sentada: 'sitting', reposo: 'rest', acostado: 'lying', acostada: 'lying', incluso: 'even',
    vomitado: 'vomited', vomite: 'vomited', vomitando: 'vomiting', vomitar: 'vomit',
    pastillero: 'pill box', caja: 'box', cajita: 'box',
    trapo: 'cloth', trapos: 'cloths', toalla: 'towel', toallas: 'towels', venda: 'bandage', vendaje: 'bandage', gasa: 'gauze', gasas: 'gauze', empapado: 'soaked', empapada: 'soaked', empapados: 'soaked', empapadas: 'soaked', empape: 'soaked',
    dolorcito: 'ache', migrana: 'migraine', migranas: 'migraines', jaqueca: 'migraine', jaquecas: 'migraines', calentura: 'fever', escalofrios: 'chills', escalofrio: 'chills', tiritando: 'shivering', tiritona: 'shivering',
    sudando: 'sweating', sudor: 'sweating', sudoracion: 'sweating', sudada: 'sweating', sudado: 'sweating', ciatica: 'sciatica', pitando: 'beeping', pita: 'beeps', pitaba: 'beeping', pitido: 'beeping', sonando: 'sounding',
    dormitorio: 'bedroom', habitacion: 'bedroom', pasillo: 'hallway', salon: 'living room', sala: 'living room', warfarina: 'warfarin', acenocumarol: 'acenocumarol', sintrom: 'sintrom', anticoagulante: 'anticoagulant', nomas: 'just', agujetas: 'aches', punzada: 'twinge', pinchazo: 'twinge', hinchado: 'swollen', hinchada: 'swollen', doliendo: 'hurting', roto: 'broken', rota: 'broken',
  },
});
