import type { CallLanguage } from '@/shared/language.ts';
import type { Assessment, HealthStatus, Signal, SignalSeverity, TranscriptTurn } from '../ports/assessment.ts';
import {
  KNOWN_WORDS, ACTING, ACUTE_FOR_OTHERS, ANY_PAST, ANYONE, BREAKERS, CHARACTERS, DENIABLE, ELSEWHERE, FICTION, HERE_NOW, HISTORY_SENSITIVE, IN_STORY, TOLD_STORY, ON_IT, NEGATION_REACH, NEGATORS, OBJECT_SENSITIVE,
  FIRST_YEAR, OBJECT_WORDS, PROGRAMME_TITLE, OTHER_WORDS, PET_WORDS, MONTH_PAST, REMOTE_PAST, RULES, SELF_WORDS, SUBJECT_SENSITIVE, type Rule,
} from './lexicon.ts';
import { echoSentences, plain as plainText, questionText, quoteOf, readTurn, render, segments, type Clause, type Token, type TurnText } from './normalise.ts';
import { personText } from './person-text.ts';
import { writeNotes, type UnknownReason } from './notes.ts';
import { dangerSigns, DOOR_TRIED_BEFORE, DOOR_TRIED_NOW } from './danger-signs.ts';
import { HISTORY, NOTHING_SINCE, REMOTE_TOLD, settleClause, settleTranscript } from './tense.ts';

// The built-in assessor: a small hand-written lexicon with clause-scoped negation. It runs locally and
// whenever Bedrock fails, so it must never miss an emergency the person stated plainly; where it is
// unsure it leans towards the more worrying answer.

/**
 * Reads a check-in transcript held in `language` (the schedule's). Only the person's turns are
 * assessed: the questions mention pain and falls too.
 */
/** Signals that are only a bare "yes" or "no" to the question just asked. */
const BARE_ANSWERS = new WeakSet<Signal>();

export function assessTranscript(turns: TranscriptTurn[], language: CallLanguage = 'en'): Assessment {
  const signals: Signal[] = [];
  const echoes: string[][] = [];
  let question = '';
  let heardWords = false;
  let heardNoise = false;
  let unread = 0;
  const speakerNames = namesOfTheSpeaker(turns);
  const heard: string[] = [];
  const asked: string[] = [];

  for (const turn of turns ?? []) {
    if (typeof turn?.text !== 'string') continue;
    if (turn.speaker !== 'person') {
      question = questionText(turn.text, language);
      asked.push(turn.text);
      echoes.push(...echoSentences(turn.text, language));
      continue;
    }
    const read = readTurn(turn.text, echoes, language);
    markNames(read, speakerNames);
    heardNoise ||= read.hadNoiseTags;
    heardWords ||= read.clauses.some((c) => c.tokens.some((t) => t.mask !== 'break')) || read.keyPresses.length > 0;

    const found: Signal[] = [];
    if (read.keyPresses.includes('1')) found.push({ kind: 'key-press-fine', severity: 'positive', quote: 'pressed 1' });
    const said = read.clauses.map((c) => c.tokens.map((t) => t.text).join(' '));
    heard.push(...said);
    const byClause = read.clauses.map((_, i) => assessClause(read, i));
    // A word of the question asked, said back as a question ("A fall? Who's fallen?", "¿Una caída? ¿De quién?",
    // "Une chute ? Qui est tombé ?", unseen25): a question back, no telling. Never one answered yes after it, nor
    // beside anything else of concern the turn tells ("A fall? I fell in the kitchen last night" stays as it read).
    const back = byClause.map((_, i) => questionBack(read, i, question));
    const toldElse = byClause.some((signals, i) => !back[i] && signals.some((s) => s.severity !== 'positive'));
    const wholeTurn = said.join(' . ');
    // A question back that asks who or what ("¿Quién se ha caído?", "What fall?", unseen41) denies nothing either: only a bare
    // word asked back ("Une chute ? Pas depuis 2019") keeps the denial read with the answer after it.
    byClause.forEach((signals, i) => found.push(...settleClause(back[i] && !toldElse ? (WHO_OR_WHAT.test(said[i]!) ? [] : signals.filter((s) => s.severity === 'positive')) : signals, said[i]!, wholeTurn)));
    if (found.length === 0) {
      const answered = answerToQuestion(read, question);
      for (const signal of answered) BARE_ANSWERS.add(signal);
      found.push(...answered);
      // Noise, fillers, a question back, words in another language: a turn nothing could be read from.
      if (answered.length === 0 && unreadable(read)) unread++;
    }
    signals.push(...found);
  }

  const heardText = heard.join(' . ');
  // The quiet since broken in a later turn ("my only fall was four years ago, nothing since" ... "well, now it's happened
  // again", issue 13 round 24): the old emergencies told as history are today's again.
  const settled = settleTranscript(signals, heardText).map((s) => (s.severity === 'positive' && RECURRING_KINDS.has(s.kind.replace(/^past-/, '')) && s.kind.startsWith('past-') && quietBrokenInCall(heardText)
    ? { kind: s.kind.replace(/^past-/, ''), severity: 'emergency' as const, quote: s.quote } : s));
  const personSaid = personText(turns, ' . ');
  const kept = toldNotHappening(dedupe([...dangerSigns(settled, heardText, personSaid), ...settled]), personSaid);
  // docs/safety.md: `good` only when understood. A bare "no" or "yes" beside turns that could not
  // be read ("[static] ... ahh", "sorry, who is this?") is not enough to call the person well.
  const onlyBare = kept.filter((s) => s.severity === 'positive').every((s) => BARE_ANSWERS.has(s));
  // Nor is a bare "yes" among fillers and static ("yes ... [inaudible] ... [static]") a symptom heard:
  // a call where only bare answers were read beside an unreadable turn is `unknown`, unless an
  // answer was itself an emergency ("yes" to "have you had a fall?").
  const allBare = kept.length > 0 && kept.every((s) => BARE_ANSWERS.has(s));
  const read = unread > 0 && ((statusOf(kept) === 'good' && onlyBare) || (statusOf(kept) === 'concerning' && allBare)) ? 'unknown' : statusOf(kept);
  // Someone else answered and the person is away (unseen25: "soy la nieta ... mi abuela no está, se ha ido de excursión",
  // "c'est l'aide-ménagère, Madame est partie en cure"): nothing is known of how the person is; never `good`.
  const status = read === 'good' && answeredForAway(plainWords(personSaid)) ? 'unknown' : read;
  const reason: UnknownReason = heardWords ? 'nothing-relevant' : heardNoise ? 'only-noise' : 'nothing-said';
  // A denial of ending one's life with "would never" ("I'd never jump off a bridge, don't worry", "yo nunca me tiraría",
  // "je ne ferais jamais ça" to a question about it), and nothing else understood: not an emergency, but not `good`
  // either when nothing says the person is well; a concern to pass on. Beside words of being well it stays `good`.
  const neverDenied = status === 'unknown' ? neverSelfHarm(personSaid, asked.join(' . ')) : undefined;
  if (neverDenied) {
    const worry: Signal = { kind: 'worry', severity: 'concern', quote: neverDenied };
    return { healthStatus: 'concerning', aiNotes: writeNotes('concerning', [worry], reason), signals: [worry] };
  }
  return { healthStatus: status, aiNotes: writeNotes(status, kept, reason), signals: kept };
}

/** Someone other than the person on the line: "soy la nieta", "it's her daughter", "c'est l'aide-ménagère", "c'est le voisin", "Pat from next door". */
const ANSWERED_FOR = /\b(?:(?:soy|i am|i m|this is|it is|it s|c est|je suis) (?:la |el |his |her |the |l |sa |son |su )?(?:nieta|nieto|hija|hijo|vecina|vecino|cuidadora|asistenta|granddaughter|grandson|daughter|son|neighbou?r|carer|cleaner|home[ -]help|aide[ -]menagere|aide a domicile|auxiliaire de vie|petite?[ -]fille|petit[ -]fils|fille|fils|voisine?|femme de menage)|(?:c est|je suis) le (?:voisin|fils|petit fils|mari|gendre)|(?:soy|es) el (?:vecino|hijo|nieto|marido|yerno)|from next door|next door neighbou?r)\b/;
/** The person away: "no está", "se ha ido", "est partie", "isn't in", "is away", at the hospital for an appointment. */
const PERSON_AWAY = /\b(?:no esta|se ha ido|se fue|is not (?:here|in|home)|isn t (?:here|in|home)|is away|has gone (?:away|off|to)|est partie?|n est pas la|est absente?|est en (?:cure|vacances|voyage)|(?:elle|il) est (?:a l hopital|chez le medecin|chez le docteur) pour (?:une|un|sa|son) (?:consultation|visite|rendez vous|radio|prise de sang|examen)|(?:ella|el) esta en (?:el hospital|la consulta|el medico|el centro de salud) (?:para|por) (?:una|su) (?:consulta|cita|revision|prueba)|(?:she|he) (?:is|s|has|has gone|s gone|is gone) (?:gone )?(?:to|at) (?:the )?(?:hospital|doctor s|doctors|surgery|clinic) for (?:an? |her |his )?(?:appointment|check ?up|scan|test))\b/;
const answeredForAway = (words: string) => ANSWERED_FOR.test(words) && PERSON_AWAY.test(words);

/** The words a question back may hold beside the word asked: "a fall?", "who's fallen?", "¿una caída?", "qui est tombé ?". */
const QUESTION_BACK_WORDS = new Set(['a', 'an', 'the', 'any', 'some', 'another', 'quelle', 'quelles', 'quel', 'quels', 'cual', 'cuales', 'what', 'which', 'who', 'whom', 'whose', 'qui', 'quien', 'que', 'quoi', 'is', 's', 'has', 'had', 'have', 'was', 'been', 'of', 'about', 'pardon', 'sorry', 'eh', 'hello', 'what s', 'how', 'como', 'comment']);
/** A question back that asks who or what: "who's fallen?", "¿qué caída?", "qui est tombé ?". */
const WHO_OR_WHAT = /\b(?:who|whom|whose|what|which|quien|que|cual|cuales|qui|quoi|quel|quelle|quels|quelles)\b/;
/** The sign words a question back may repeat, by the question's word for them. */
const ASKED_STEM: Record<string, RegExp> = { fall: /\bfall/, fallen: /\bfall/, fell: /\bfall/, falls: /\bfall/, pain: /\bpain/, pains: /\bpain/, dizziness: /\bdizz/, dizzy: /\bdizz/ };
const YES_FIRST = new Set(['yes', 'yeah', 'yep', 'aye', 'si', 'oui', 'mhm']);
/** A clause that is only a word of the question just asked, said back as a question, and not answered yes after it. */
function questionBack(turn: TurnText, index: number, question: string): boolean {
  const clause = turn.clauses[index]!;
  if (!clause.question || clause.tokens.length > 4) return false;
  const words = clause.tokens.map((t) => t.text);
  const signs = words.filter((w) => !QUESTION_BACK_WORDS.has(w));
  if (signs.length !== 1 || !ASKED_STEM[signs[0]!]?.test(question)) return false;
  // Nothing of the person's own in it ("did I fall?" is not one): only question words, articles and the word.
  // "¿Una caída? Sí." reads the bare "sí" as "if".
  const next = turn.clauses[index + 1]?.tokens.map((t) => t.text);
  return next === undefined || !(YES_FIRST.has(next[0]!) || next.join(' ') === 'if');
}

/** "Would never" with a way of ending one's life: "I'd never jump off a bridge", "nunca me tiraría", "je ne sauterais jamais". */
const NEVER_SELF_HARM = /\b(?:(?:i d|i would|i will|i ll|i could) never (?:ever )?(?:\w+ ){0,2}(?:jump|kill|hurt|harm|end (?:it|my life)|take my (?:own )?life|top myself|throw myself|do (?:that|it|anything (?:silly|stupid|like that)))|(?:yo )?(?:nunca|jamas) (?:jamas )?(?:me |lo )?(?:tiraria|mataria|suicidaria|haria (?:eso|algo asi|una tonteria|una locura|nada)|quitaria la vida)|no (?:me |lo )?(?:tiraria|mataria|suicidaria|haria eso) (?:nunca|jamais|jamas)|(?:je )?ne (?:me |le )?(?:ferais|sauterais|tuerais|jetterais|suiciderais) jamais|jamais je ne (?:me |le )?(?:ferais|sauterais|tuerais|jetterais|suiciderais))\b/;
/** A bare "that" is only read as the act when a question asked about it. */
const BARE_THAT = /\b(?:do (?:that|it)|haria (?:eso|nada)|ferais jamais|ne ferais)\b/;
const ASKED_SELF_HARM = /\b(?:harm(?:ing)? yourself|hurt(?:ing)? yourself|end(?:ing)? (?:your|it)|suicid\w*|take your (?:own )?life|hacer(?:se|te|le) dano|quitar(?:se|te) la vida|acabar con (?:todo|su vida|tu vida)|vous faire du mal|te faire du mal|en finir|mettre fin|vous suicider)\b/;
function neverSelfHarm(personSaid: string, asked: string): string | undefined {
  for (const sentence of plainWords(personSaid).split(/[.!?…;]+/)) {
    const found = NEVER_SELF_HARM.exec(sentence.replace(/,/g, ' ').replace(/\s+/g, ' '));
    if (!found) continue;
    if (BARE_THAT.test(found[0]) && !/\b(?:jump|kill|hurt|harm|tiraria|mataria|sauterais|tuerais|jetterais)\b/.test(found[0]) && !ASKED_SELF_HARM.test(plainWords(asked))) continue;
    return found[0];
  }
  return undefined;
}

// --- told, not happening to the person (issue 13, unseen16-18) -----------------------------------------
// An emergency word read in a sentence of the person's own words that tells it as a fear or a precaution
// ("the spray by the bed in case I get the chest pain", "my daughter worries I'll fall", "mi miedo es caerme",
// "mon fils a peur que je tombe"), as a neighbour's night that help already came for, the person saying they are
// well ("the ambulance came for Doreen across the road ... broke her hip"; "se la llevó la ambulancia"; "les
// pompiers sont venus pour le monsieur du deuxième"), or as a programme watched that the person says is nothing
// like them ("un reportage sur l'AVC ... mais moi rien de tout ça"), is not the person's emergency. Only the
// signal whose own sentence tells it so is dropped: an emergency told in a sentence of its own stays.

/** The person's words, lowercase, no accents, apostrophes as spaces. */
const plainWords = (text: string) => plainText(text).replace(/['’`]/g, ' ');
/** A fear or a precaution just before the word: "in case I get the", "worries I will", "miedo ... es", "peur que je". */
const FEARED_BEFORE = /(?:\b(?:just )?in case (?:one day |some day |ever )?(?:i )?(?:get |have |had |do )?(?:the |a |an |any )?|\bif i ever (?:get |have |do )?(?:the |a )?|\b(?:worr(?:y|ies|ied)|afraid|scared|frightened|fears?|terrified) (?:that )?i (?:will|ll|might|may|would|d|could) |\bpor si (?:acaso )?(?:un dia |algun dia )?(?:me )?(?:da |viene |vuelve )?(?:la |el |un |una )?|\bsi alguna vez (?:me )?|\bmiedo(?: \w+){0,2} (?:a |de |es |que )?|\bpeur (?:que |de |qu )|\bau cas ou (?:un jour )?(?:je )?(?:j )?(?:aurais |aurai |ferais )?(?:une |un |la |le |des )?|\bsi jamais (?:je )?(?:j )?|\b(?:what if|suppose|supposing) i (?:\w+ ){0,12}|\b(?:what if|suppose|supposing|y si|et si)(?: (?:un dia|algun dia|un jour|one day|some day))? |\bet si (?:un jour )?(?:je|j) (?:\w+ ){0,12}|\by si (?:algun dia |un dia )?(?:me caigo|me caigo|me pasa|me da|me quedo)(?: \w+){0,12} )$/;
/** Round 21: the same words denied straight after, elsewhere in the call ("au cas où je tombe. Mais je tombe pas, moi"). */
const DENIED_AFTER = /^\s*(?:pas|jamais|nunca|never)\b|^\s*plus\b(?! (?:souvent|que|qu|de|vite|fort))/;
const FEARED_KINDS = new Set(['fall', 'chest-pain', 'cannot-get-up', 'on-the-floor', 'stroke', 'breathing', 'collapse', 'help-request']);
/** Fainting or near it, in any language: what a low sugar must not have for it to be left to a meal. */
const FAINTING = /\b(?:faint\w*|pass(?:ed|ing)? out|black(?:ed|ing)? out|keel\w* over|desmay\w*|mareo fuerte|evanoui\w*|tomber dans les pommes|tombee? dans les pommes|malaise|perdu connaissance|perdido el conocimiento)\b/;
/** A sign said to pass once the person eats: "as soon as I've eaten", "dès que je mange ça passe", "en cuanto como se me pasa". */
const EATEN_PASSES = /\b(?:(?:fine|better|gone|ok|okay|all right|alright) (?:as soon as|once|when|after) i (?:ve |have )?(?:eaten|eat|had something)|(?:as soon as|once|when|after) i (?:ve |have )?(?:eaten|eat|had something)(?: \w+){0,3} (?:it|that|i am|i m) (?:goes|passes|is gone|settles|clears|fine|better)|(?:des que|quand|apres que|une fois que|aussitot que) (?:je )?(?:mange|ai mange)(?: \w+){0,2} (?:ca|c|il|elle) (?:passe|part|va mieux|est passe)|(?:en cuanto|cuando|nada mas|despues de que|apenas) (?:como|he comido|ceno|desayuno|rompo el ayuno)(?: \w+){0,2} se (?:me )?(?:pasa|quita|va))\b/;
/** How an intruder's visit ended: the police came, he ran off, never got in (round 41's leftovers). */
const INTRUDER_OVER = /\b(?:(?:the )?police (?:came|come|were here|turned up|caught|got|arrested|took)|(?:they|police) (?:caught|arrested|got) (?:him|them|her)|(?:he|she|they) (?:ran off|run off|legged it|scarpered|went away|made off|cleared off|never got in|did not get in|didn t get in)|(?:vino|llego|vinieron|llegaron) la policia|la policia (?:vino|llego|lo detuvo|los detuvo|se lo llevo|se los llevo)|(?:se fue|se fueron|salio corriendo|salieron corriendo|no (?:llego a entrar|llegaron a entrar|entro|entraron))|la police (?:est venue|est arrivee|l a arrete|les a arretes|l a embarque)|(?:il s est|ils se sont) (?:enfuis?|sauves?)|(?:il est|ils sont) partis?|(?:n est|ne est|ne sont|n sont) pas (?:entres?|rentres?))\b/;
/** Help that came or was called for someone else: "the ambulance came for her", "se la llevó la ambulancia". */
// Or said beside the other's hurt ("Maureen went flat on her back on the ice yesterday, the ambulance came, broke her wrist", unseen23).
const HELP_FOR_OTHER = /\b(?:(?:her|his) (?:back|hip|wrist|head|arm|leg|bottom|face|ankle|shoulder)(?:[ ,]+\w+){0,8}[ ,]+(?:the )?ambulance (?:came|come|was called)|(?:the )?ambulance (?:came|come)(?:[ ,]+\w+){0,3}[ ,]+(?:broke|broken|cut|hurt|banged|bumped) (?:her|his)|ambulance (?:came|was outside|outside|come|was out|was round|was here) (?:\w+ ){0,5}for (?:her|him|them|the|poor|mrs|mr|\w+ (?:across|next|over|from|up|down))|ambulance and everything|took (?:her|him) (?:off|away|in)|(?:they )?kept (?:her|him) in (?:overnight|for the night|for observation|a night|two nights)|(?:se (?:la|lo) (?:llevo|llevaron|tuvieron que llevar)|(?:la|lo) llevo) (?:\w+ ){0,2}(?:la )?ambulancia|ambulancia se (?:la|lo) llevo|se (?:la|lo) llevo la ambulancia|(?:pompiers|ambulance|samu) (?:sont|est) venus? (?:\w+ ){0,6}pour (?:(?:le|la|les|un|une) (?:monsieur|dame|voisin|voisine|vieux|vieille)|(?:mme|madame|mademoiselle|monsieur|ma voisine|mon voisin|notre voisine?)\b)|(?:pompiers|ambulance|samu) (?:l a|l ont) emmenee?|(?:vino|llego|vinieron|llegaron) la ambulancia|la ambulancia (?:vino|llego))\b/;
/** Waiting with someone else until help came (round 20): "I stayed with her till the ambulance came", "me quedé con ella hasta que llegó la ambulancia". */
const WAITED_WITH_OTHER = /\b(?:(?:stayed|sat|waited|stopped|stood) with (?:her|him|them)|me quede con (?:ella|el)|(?:suis|etais) restee? avec (?:elle|lui))\b(?: \w+){0,6} (?:till|until|hasta que|jusqu a)\b/;
/** The person says they are well themself: "me? no, nothing", "right as rain", "yo como una rosa", "moi ça va". */
/** Muscles stiff or aching, in the sign's own words: "stiff", "agujetas", "courbatures". */
const ACHE_WORD = /^(?:(?:a bit |a little |un peu de |un poco de )?(?:stiff|achy|aching|sore|agujetas|courbatures|courbature|molid[oa]|entumecid[oa]))$/;
/** From playing or running about: "from sitting on the floor playing", "de jugar a la petanca", "à force de courir". */
const FROM_PLAY = /^\s*(?:(?:back|arm|arms|legs|shoulders?|knees?|au bras|aux bras|aux jambes|a l epaule|dans le bras|en el brazo|en la espalda|de espalda)\s+)?(?:from|after|de|por|a force de|apres|despues de|d avoir)\s(?:\w+ ){0,5}?(?:playing|play|running|chasing|dancing|gardening|digging|throwing|bowling|jugar|jugando|correr|corriendo|bailar|bailando|cavar|cavando|lanzar|tirar|courir|jouer|danser|jardiner|courant|jouant|tire|tirer|lancer|becher|pointer)\b/;
/** Tired but happy: "worn out but happy", "crevée mais heureuse", "molida pero contenta". */
/** Tired from a busy day and said to be normal or over straight after (unseen23: "un poco cansada de estar de pie, pero eso es normal, ya me he recuperado"). */
const TIRED_NORMAL = /^[\s,]*(?:(?:de|from|after|de|d)(?: \w+){1,4}[\s,]+)?(?:but|pero|mais) (?:that is|that s|it is|it s|eso es|es|c est|ca c est) (?:quite |perfectly |muy |tout a fait )?(?:normal|to be expected)\b/;
const BUT_HAPPY = /^\s*(?:but|pero|mais) (?:very |so |tres |muy |bien )?(?:happy|content|heureuse?|contente?|content[oa]|feliz)\b/;
/** Tired from a noise not one's own, then well said (unseen35: "Knackered, the lot upstairs had their music on till two, but apart
 * from being grumpy I'm fine", "cansada, que los de arriba tuvieron fiesta hasta las tantas, pero por lo demás bien"). */
const TIRED_BY_NOISE = /^[\s,!]*.{0,100}?\b(?:party|parties|music|noise|racket|din|row|barking|fiesta|fiestas|musica|ruido|jaleo|obras|fete|bruit|musique|travaux|snores?|snoring|snored|ronca|roncaba|roncando|ronquidos?|ronfle|ronflait|ronflements?)\b.{0,80}?\b(?:but|pero|mais)\b(?: \w+){0,7} (?:fine|well|ok|okay|alright|all right|grand|bien|tout va bien|ca va)\b(?! (?:but|pero|mais|except|apart|sauf|salvo|menos)\b)/;
/** A throat said tight, and tears or grief said beside it, with nothing of an allergy or the breath (see toldNotHappening). */
const THROAT_TIGHT = /\b(?:throat|garganta|gorge)\b/;
const TEARS = /\b(?:crying|cried|cry|tears|tearful|weeping|wept|sobbing|upset|grief|grieving|funeral|choked up|llorando|llore|lloro|lagrimas|entierro|pleure\w*|larmes|enterrement|obseques|chagrin)\b/;
const ALLERGY_OR_BREATH = /\b(?:sting|stung|bee|wasp|hornet|nuts?|peanuts?|shellfish|prawns?|new (?:tablets?|pills?|medicine|medication|antibiotics?|cream)|antibiotic\w*|swell\w*|swollen|puff\w*|lips?|tongue|face|hives|rash|breath\w*|wheez\w*|swallow\w*|picadura|pico|avispa|abeja|hinch\w*|labios?|lengua|cara|ronchas|respir\w*|tragar|piqu\w*|guepe|abeille|gonfl\w*|levres?|langue|visage|plaques|avaler)\b/;
/** Tired of the good kind (unseen24: "Cansado, eso sí, pero del bueno", "tired, mind, but the good kind", "mais une bonne fatigue"). */
const GOOD_TIRED = /^[\s,!]*(?:(?:eso si|mind|mind you|though|ca oui|c est vrai)[\s,]+)?(?:but|pero|mais) (?:del bueno|de lo bueno|the good kind|(?:a )?good tired|(?:une |de la )?bonne fatigue)\b/;
/** Choking, in the sign's own words: "choking", "m'étouffe", "me atraganto", "me ahogo". */
const CHOKE_QUOTE = /\b(?:chok\w*|etouff\w*|atragant\w*|ahog\w*)\b/;
/** At every meal: "at almost every meal", "à chaque repas", "en cada comida", "when I eat". */
const EVERY_MEAL = /\b(?:(?:every|each) (?:meal|mealtime|time i eat|time i drink)|at (?:meals|mealtimes)|when(?:ever)? i (?:eat|drink|swallow)|(?:a )?chaque (?:repas|fois que je mange|fois que je bois)|tous les repas|quand je (?:mange|bois|avale)|(?:en )?cada comida|todas las comidas|cuando (?:como|bebo|trago)|cada vez que (?:como|bebo))\b/;
/** Going on a while: "for a week", "depuis une semaine", "desde hace días". */
const FOR_A_WHILE = /\b(?:for (?:a |the (?:last|past) )?(?:\w+ )?(?:week|weeks|days|month|months)|since (?:last week|a week)|(?:these|the) (?:last|past) (?:\w+ )?(?:days|weeks)|depuis (?:une|deux|trois|quelques|plusieurs|\w+) (?:semaines?|jours|mois)|ces (?:derniers|dernieres) (?:jours|semaines)|desde hace (?:una|dos|tres|unas|varias|\w+) (?:semanas?|dias|mes|meses)|(?:estos|estas|los|las) ultim[oa]s (?:dias|semanas))\b/;
/** Choking said as now: "now", "can't breathe", "right now", "en ce moment", "ahora mismo". */
const CHOKING_NOW = /\b(?:(?:et )?la (?:je|j|ca)|ahi|en este momento|now|right now|at the moment|can not breathe|can t breathe|cannot breathe|maintenant|en ce moment|respire plus|respirer|ahora|ahora mismo|no puedo respirar)\b/;
/** A sign whose own words name someone else as its subject: "she's broken her hip", "il s'est cassé", "se ha roto" is not. */
const THEIR_OWN = /^(?:she|he|they|ella|el|ellos|elle|il|elles|ils)\b/;
const SELF_WELL = /\b(?:right as rain|not a bother on me|i am fine|i m fine|no falls no pains|(?:^|\. |, )me\s*[?,.]?\s*no|como una rosa|yo estupend[oa]|yo bien|yo\s*[?,]?\s*no|moi ca va|moi\s*[?,]?\s*non|je suis (?:tres )?bien)\b/;
/** A first person in the sentence: the emergency may be the person's. */
const FIRST_PERSON = /\b(?:i|me|my|myself|mine|yo|mi|mis|conmigo|je|j|moi|ma|mon|mes|m)\b/;
const OTHERS_KINDS = new Set(['fall', 'injury', 'cannot-get-up', 'on-the-floor', 'help-request', 'fire', 'chest-pain', 'stroke', 'collapse']);
/**
 * Round 20 (unseen19): a sign said only as what would be done if it came ("if I fall I'll press it", "if you fall, press your
 * button", "si me caigo", "si je tombe", "If I got chest pain I'd ring 999", "Si me doliera el pecho llamaría al 112", "Si j'avais
 * mal à la poitrine j'appellerais le 15"). Not "if this chest pain gets worse" (the pain is here), nor "Sí, me caí" (a yes).
 */
const IF_BEFORE = /\bif (?:i|you|he|she|we|they) (?:ever |should |were to )?(?:got |get |had |have |felt |feel )?(?:a |an |the |any |some |bad )?$/;
const SI_SIGN = /^(?:me caigo|te caes|se cae|me cayera|me cayese|te cayeras|me doliera|me diera|je tombe|je tombais|tu tombes|tu tombais|j avais|je sentais)\b/;
/** A call for help in the consequence of such an "if": "I'd ring 999", "llamaría al 112", "j'appellerais le 15". */
const IF_SIGN_SENTENCE = /\b(?:if i (?:ever )?(?:got|had|felt|get|have|were to (?:get|have)) (?:a |the |any |some |bad )?(?:chest|pain|pains|tightness|fall|stroke|heart|breathless|dizzy|short of breath|worse)|si me (?:doliera|diera|cayera|dolia)|si j avais (?:mal|une douleur|un malaise)|si je (?:tombais|sentais))\b/;
const WOULD_BEFORE = /\b(?:i d|i ll|i would|i will|i should|i must|i am to|i have to|i know to|i am going to|llamaria|appellerais)(?: \w+){0,2} $/;
/** Help received, not asked for: "con la ayuda de una chica", "with the help of a neighbour", "avec l'aide de". */
const HELP_OF_BEFORE = /\b(?:con la|with the|avec l|avec)\s*$/;
const HELP_OF_AFTER = /^\s*(?:de|of|d|du|de la)\b/;
/** A programme watched about it, and the person saying they have nothing like it. */
const PROGRAMME = /\b(?:programme|program|documentary|on the (?:telly|tv|television)|programa|documental|en la tele\w*|reportage|documentaire|emission|a la tele)\b/;
const NOTHING_LIKE = /\b(?:nothing like that|none of that|nothing of the sort|perfectly (?:fine|well)|nada de eso|nada de nada|nada parecido|estoy perfectamente|rien de tout ca|rien de (?:ca|cela)|rien de pareil|mais moi rien)\b/;
const PROGRAMME_KINDS = new Set(['stroke', 'chest-pain', 'fall', 'collapse', 'injury', 'help-request', 'seizure']);

// --- a programme's people, and someone else's night gone by (issue 13, unseen20-21) -----------------------------
// "En la novela a la Rosaura le acaba de dar un infarto", "mon feuilleton... il y en a un qui vient de faire un malaise,
// il est tombé", "un reportage à la télé sur le monoxyde de carbone": a sign told of someone inside a programme, or as
// what the programme was about, by a person who says they are well, is not the person's. Only when nothing of the
// person stands between the programme and the sign: "I was watching the soap and I got a crushing pain", "en la novela
// le dio un infarto y a mí me duele el pecho", "je regardais la série et là j'ai mal" stay.

/** Sentences of the person's words; an ellipsis is a pause, not an end ("mon feuilleton... il est tombé"). */
const sentencesOf = (said: string) => said.replace(/\.{2,}|…/g, ',').split(/[.!?;]+/);
/** Where a sign is placed in a programme: "on the telly", "in the soap", "en la novela", "dans la série", "à la télé", "au journal". */
const PROGRAMME_PLACE = new RegExp(String.raw`\b(?:(?:watch\w*|saw|seen|viendo|vi|veia|mirando|regarde\w*) ${PROGRAMME_TITLE}\b|(?:watch\w*|saw|seen) (?:(?:a|an|the|that|this|my) )?(?:bit of )?(?:programme|program|documentary|soap|series|serial|film|movie|drama|episode|news|telly|tv|television)|(?:on|in) (?:the|a|that|this|my) (?:\w+ )?(?:programme|program|documentary|soap|series|serial|film|movie|drama|episode|news|telly|tv|television|radio)|(?:a|the|that) (?:programme|program|documentary|report) (?:on the (?:telly|tv|news) )?|(?:en|viendo|vi|veia|mirando) (?:la|el|mi|una|un|las|los) (?:tele|television|novela|telenovela|serie|pelicula|peli|noticias|telediario|informativo|documental|programa|reportaje)|(?:un|el|una|la) (?:reportaje|documental|programa) (?:en la tele |de la tele )?|(?:dans|devant|regarde\w*|vu) (?:la|le|mon|ma|un|une|les) (?:serie|feuilleton|film|tele|television|journal|documentaire|emission|reportage|telenovela)|(?:a la|a la) (?:tele|television|radio)|au (?:journal|20 ?h|vingt heures|feuilleton|film|telejournal)|(?:un|le|une|l) (?:reportage|documentaire|emission)|(?:mon|ma|mi|my) (?:feuilleton|serie|novela|telenovela|soap))\b`, 'g');
/** A relation named by how they stand to the person: husband, vecina, sœur... (after "my", "mi", "ma" or the like). */
const RELATION = String.raw`(?:husband|wife|son|daughter|brother|sister|mother|mum|mam|father|dad|friend|neighbou?r|cousin|aunt|auntie|uncle|nephew|niece|grandson|granddaughter|partner|marido|esposo|esposa|mujer|hijo|hija|hermano|hermana|madre|padre|amig[oa]|vecin[oa]s?|prim[oa]|cunad[oa]|niet[oa]|comadre|compadre|mari|femme|epouse|fils|fille|frere|s(?:oe|\u0153)ur|mere|pere|amie?|voisine?s?|cousine?|neveu|niece)`;
/** Someone other than the person: a pronoun, a relation, "la del quinto", "il y en a un qui", a story's person. */
const OTHER_NAMED = new RegExp(String.raw`\b(?:(?:el|la) que se (?:cayo|ha caido|habia caido) (?:fue|es|era)(?! (?:yo|mi)\b)|he|she|they|him|someone|somebody|a (?:man|woman|lady|fella|bloke|chap)|the (?:man|woman|lady|fella|bloke|chap|doctor|nurse|character|hero|heroine|actor|actress|presenter|detective|patient)|one of them|ella|ellos|ellas|(?:le|les) (?:acaba|acababa|dio|da|daba|ha dado|dieron|pasa|paso|ha pasado|vino|ha venido|entro|agarro)|alguien|(?:a )?(?:la|el|al|una|un) (?:senora|senor|protagonista|personaje|actor|actriz|medico|doctora?|enfermer[oa]|hombre|mujer|chic[oa]|muchach[oa])|a (?:la|el) [a-z]+ (?:le|se)|(?:la|el) del (?:quinto|cuarto|tercero|segundo|primero|bajo|atico|sexto|\w+ piso)|il|elle|ils|elles|lui|quelqu un|(?:il y en a )?(?:un|une) qui|celui|celle|(?:le|la|un|une) (?:personnage|heros|heroine|acteur|actrice|monsieur|dame|docteur|medecin|infirmiere?|patiente?|homme|femme)|(?:my|our|his|her|the|mi|mis|su|sus|nuestr[oa]|mon|ma|mes|son|sa|ses|notre|le|la) (?:\w+ )?${RELATION}|(?:mrs|mr|miss|ms|mme|madame|monsieur|senora|senor|dona) [a-z]+|poor (?!me\b|old me\b)[a-z]+)\b`);
/** What the programme was about, straight after it: "about", "on", "sobre", "de", "sur", "ils ont parlé du", "hablaron del". */
const ABOUT_LEAD = /^\s*(?:(?:(?:ils|elles|on|they|he|she) )?(?:ont |a |have |has |were |was )?(?:parle|talked|talking|spoke|hablaron|hablaban|hablo|han hablado) )?(?:about|on|sobre|acerca de|de|del|sur|du|des|a propos de)\b/;
/** The home, now, a smell or an alarm: a sign there is the household's, whatever was on. */
const HOME_NOW = /\b(?:here|now|right now|smell\w*|alarm|kitchen|house|at home|aqui|ahora|huele|olor|alarma|cocina|en casa|ici|maintenant|sent|odeur|alarme|cuisine|chez moi|a la maison)\b/;
/** The person's own words: a first person, a possessive, an object pronoun. */
const MINE = /\b(?:i|me|my|myself|mine|yo|mi|mis|conmigo|me|je|j|moi|ma|mon|mes|m)\b/;
const PROGRAMME_OTHER_KINDS = new Set(['stroke', 'chest-pain', 'fall', 'collapse', 'injury', 'help-request', 'seizure', 'gas', 'fire', 'breathing', 'bleeding', 'overdose', 'on-the-floor', 'cannot-get-up', 'dying']);
/** The person says they are well themself. */
const SELF_WELL_TOO = /\b(?:i m all right|i am all right|i m (?:very )?well|i am (?:very )?well|(?:yo )?estoy (?:perfectamente|de maravilla|(?:muy )?bien)|je vais (?:tres )?bien|je me sens (?:tres )?bien|en pleine forme|ca va tres bien)\b/;
/** The sign of someone in a programme, with nothing of the person between. */
const HEARD_WHEN = /^\s*(?:this (?:morning|afternoon|evening)|yesterday|last night|the other (?:day|night)|esta (?:manana|tarde)|ayer|anoche|el otro dia|ce (?:matin|soir)|cet apres midi|hier(?: soir)?|l autre (?:jour|soir))\b/;
function inProgramme(before: string, quote: string, kind: string): boolean {
  const places = [...before.matchAll(PROGRAMME_PLACE)];
  const last = places[places.length - 1];
  if (!last || MINE.test(quote)) return false;
  const between = before.slice(last.index + last[0].length);
  if (MINE.test(between) || HOME_NOW.test(between) || /\b(?:and|y|et|but|pero|mais)\s+(?:i|yo|je|j|me|m)\b/.test(between)) return false;
  // ("il y en a un qui": the French "y" is no "and")
  const joined = /\b(?:and|et|but|pero|mais)\b|(?<!\b(?:il|n) )\by\b/.test(between);
  // (a time of hearing it may come first: "une émission à la radio ce matin sur les AVC", unseen26)
  const told = between.replace(HEARD_WHEN, ' ');
  const about = ABOUT_LEAD.test(told) && told.trim().split(/\s+/).length <= 5 && !joined;
  if (about) return true;
  // Someone inside it: only a programme that places it ("on the telly", "en la novela", "dans mon feuilleton") or a story
  // watched ("viendo la novela"), not the set on ("watching the telly and he collapsed"), never joined by "and", never a
  // gas or a fire, and "il y a" is no one.
  const placing = /^(?:on|in|en|dans|au|a)\b/.test(last[0]) || STORY_WORD.test(last[0]);
  // (the someone may open the quote itself: "in the soap he fell", quoted "he fell")
  return placing && !joined && !['gas', 'fire'].includes(kind) && OTHER_NAMED.test(`${between} ${quote}`.replace(/\bil y (?:a|avait|aura)\b/g, ' '));
}
/** A programme place the sentence ends on: "aquí viendo la novela", "I'm watching my soap". */
const PROGRAMME_AT_END = new RegExp(String.raw`(?:${PROGRAMME_PLACE.source})[\s,]*$`);
/** Someone of the person's own named just after the words: "le acaba de dar un infarto a mi marido", "to my husband". */
const MINE_JUST_AFTER = /^[\s,]*(?:\S+ ){0,2}(?:a |to |de |of |a la |au )?(?:mi|mis|my|ma|mon|mes|nuestr[oa]|our|notre)\b/;
/** A story, not the set: "the soap", "la novela", "le feuilleton", "un reportage". */
const STORY_WORD = new RegExp(String.raw`\b(?:programme|program|documentary|soap|series|serial|film|movie|drama|episode|novela|telenovela|serie|pelicula|peli|documental|programa|reportaje|feuilleton|documentaire|emission|reportage|${PROGRAMME_TITLE})\b`);

/** Someone else's trouble of a time gone by, help already come: "my husband ... last week and had to go in in the ambulance". */
const GONE_BY = /\b(?:(?:they|we|someone|somebody|the club|the staff) (?:had|got|called|rang for) (?:the |an )?ambulance (?:out|round|over|there|in)|(?:llamaron|llamamos) a la ambulancia|(?:ils |on )?(?:ont|a|avaient) appele (?:l ambulance|le samu|les pompiers)|yesterday|last (?:night|week|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|the other (?:day|night)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) (?:dernier|soir|matin)|(?:\w+ )?days ago|had to go in|went in|taken in|took (?:him|her) in|ayer|anoche|la semana pasada|el otro dia|hace (?:\w+ )?dias|(?:vino|llego|vinieron|llegaron) la ambulancia|se (?:la|lo) llev\w+|hier|avant hier|la semaine derniere|l autre (?:jour|soir|nuit)|il y a (?:\w+ )?jours|(?:les pompiers|le samu|l ambulance) (?:sont|est) venus?)\b/;
/** Said to be so now, or a state that goes on ("he's lying on the floor", "está sangrando", "elle saigne"): the trouble may go on. */
const GOES_ON = /\b(?:still|now|right now|at the moment|can t|cannot|can not|won t|will not|not breathing|(?:is|s|are|re) (?:\w+ )?(?:lying|on the floor|in pain|bleeding|unconscious|not|stuck|in a bad way|poorly|ill|bad|drowsy)|bleeding|lying|on the floor|in pain|unconscious|esta(?:n)? (?:\w+ )?(?:en el suelo|tirad[oa]s?|sangrando|inconsciente|mal|fatal|dolorid[oa])|sangrando|sangra|en el suelo|tirad[oa]|inconsciente|(?:il|elle) est (?:\w+ )?(?:par terre|au sol|inconsciente?|mal|allongee?|etendue?)|saigne\w*|par terre|au sol|inconsciente?|todavia|ahora|sigue|no puede|no respira|no se despierta|maintenant|encore|toujours|en ce moment|ne peut|n arrive|respire (?:pas|plus)|se reveille pas)\b/;
/** The person named only as whose relation it is, or as the one frightened: "my husband", "me tiene preocupada", "m'inquiète". */
const NOT_THE_PERSON = new RegExp(String.raw`\b(?:(?:my|our|mi|mis|nuestr[oa]s?|mon|ma|mes|notre|nos) (?:\w+ )?${RELATION}|(?:frightened|scared|worried|terrified) (?:the (?:life|living daylights) out of )?me|me tiene (?:preocupad[oa]|asustad[oa]|nervios[oa])|(?:que )?susto me (?:ha )?dado|me (?:preocupa|asusta|asusto)|m (?:inquiete|a fait peur|a inquiete)|me fait peur)\b`, 'g');
/** The person's own words of being well ("pero yo estoy perfectamente") say nothing of the sign. */
const WELL_WORDS = new RegExp(`${SELF_WELL.source}|${SELF_WELL_TOO.source}`, 'g');
/**
 * unseen24: the time told by the person's own coming home ("the night before I came home", "when I was on the ward"):
 * a time, not the person in the trouble; and a ward neighbour's night ("the chap in the next bed"), help all round him.
 */
const MY_STAY = /\b(?:(?:the (?:night|day|morning|evening) )?before i (?:came|come|got|was sent|went) (?:home|out)|when i was (?:in|on the ward|in hospital)|while i was (?:in|on the ward|in hospital)|la (?:noche|vispera) antes de (?:que )?(?:volver|salir|me dieran el alta)|cuando (?:yo )?estaba (?:en el hospital|ingresad[oa])|la (?:nuit|veille) avant (?:que je (?:rentre|sorte)|ma sortie|de rentrer)|quand j etais (?:a l hopital|hospitalisee?))\b/g;
/** Being looked after now, somewhere else (unseen38: "ya está en casa de su hija", "il est en rééducation"): their trouble has had help. */
const CARED_FOR = /\b(?:in rehab|in rehabilitation|en reeducation|en (?:la )?rehabilitacion|(?:at|with|staying with|en casa de|chez) (?:his|her|su|sa|son) (?:daughter|son|hija|hijo|fille|fils)|back home of su (?:daughter|son|hija|hijo)|in (?:the )?hospital|en el hospital|a l hopital|being looked after)\b/;
const ON_THE_WARD = /\b(?:the night before|the day before|(?:in )?the next bed|on the ward|la cama de al lado|en la sala|le lit d a cote|dans la chambre d a cote)\b/;
/** A journey: the train, the coach, a flight, "el AVE", "le TER". */
const TRIP = /\b(?:train|trains|coach|flight|plane|journey|trip|holiday|platform|tren|ave|avion|viaje|excursion|anden|vagon|ter|tgv|voyage|vol|quai|correspondance)\b/;
/** To come: "next Saturday", "el jueves que viene", "vendredi prochain", "tomorrow". */
const TRIP_SOON = /\b(?:next (?:week|month|\w+day)|tomorrow|que viene|la semana que viene|manana|prochaine?|demain|la semaine prochaine)\b/;
/** Said of it: "just thinking about it", "rien que d'y penser", "solo de pensarlo", "nerves about the train". */
const THINKING_OF_IT = /\b(?:(?:just |only )?thinking about it|rien que d y penser|solo de pensarlo|nerves about|los nervios del|dandole vueltas)\b/;
const TRIP_NERVE_KINDS = new Set(['worry', 'poor-sleep', 'lonely']);
/** A pendant or alarm worn for a fall: "this pendant thing", "el colgante", "la téléassistance". */
const PENDANT = /\b(?:pendant|alarm (?:button|pendant|bracelet)|panic button|lifeline|colgante|pulsera|teleasistencia|medaillon|bracelet|teleassistance|bip)\b/;

/** The person saying it was not them: "not me", "a mí nada", "pas moi, je parlais de lui", "eso era en la tele". */
const NOT_ME_SAID = /\b(?:not me|it wasn t me|i was (?:talking|on) about (?:him|her|them)|that was (?:on the (?:telly|tv)|in the (?:film|soap|programme))|(?:yo|a mi) no|a mi nada|no yo|hablaba de (?:el|ella)|eso (?:era|fue|paso) en la (?:tele|novela|serie|pelicula)|pas moi|moi (?:non|rien|je n ai rien)|je parlais de (?:lui|elle)|c etait (?:a la tele|dans le (?:film|feuilleton|telefilm)))\b/;
/** Told to the person or heard: "on m'a raconté que", "me contaron que", "I was told". */
const REPORTED = /\b(?:on m a (?:raconte|dit)|m a raconte|m ont (?:raconte|dit)|ca m a retourne\w*|me (?:contaron|conto|dijeron|dijo)|(?:they |someone |he |she )?told me|i was told|i heard|me dio un susto|me (?:asuste|asusto))\b/g;
/** A past telling: "had", "a fait", "avait", "le dio", "fue". */
const PAST_TOLD = /\b(?:had|was|were|did|got|a fait|a eu|avait|etait|etaient|dio|tuvo|fue|era|estaba|paso)\b/;
/** Said of now: "just", "acaba de", "vient de", "now", "still". */
const OF_NOW = /\b(?:just|acaba|acababa|vient|venait|now|right now|ahora|maintenant|en ce moment|still|todavia|encore|toujours|can not|can t|no puede|ne peut|peut pas|n arrive)\b/;
function othersToldOf(sentence: string, before: string, quote: string): boolean {
  const told = sentence.replace(REPORTED, ' ');
  return OTHER_NAMED.test(`${before.replace(REPORTED, ' ')} ${quote}`) && !MINE.test(told) && PAST_TOLD.test(told) && !OF_NOW.test(told);
}

/** The person's help to them: "I took a blanket over", "je lui ai apporté une couverture", "le llevé una manta" (unseen26). */
const HELPED_THEM = /\b(?:(?:i|we) (?:took|brought|fetched|carried|went|ran|popped|nipped|sat|stayed|waited|held|gave|made)(?: (?!me\b|my\b|myself\b)\w+){0,4} (?:over|across|round|with (?:her|him|them)|for (?:her|him|them)|to (?:her|him|them))|(?:je|j) (?:lui|leur) ai (?:apporte|porte|donne|tenu|amene)(?: \w+){0,3}|(?:le|les) (?:lleve|traje|di|acerque)(?: \w+){0,3})\b/g;
function othersGoneBy(sentence: string, before: string, quote = ''): boolean {
  const told = sentence.replace(MY_STAY, ' the night before ');
  // (the someone may open the quote itself: "voisine est tombée" of "la voisine est tombée mardi dernier", unseen26)
  return OTHER_NAMED.test(`${before} ${quote}`.replace(/\s+/g, ' ')) && !MINE.test(told.replace(NOT_THE_PERSON, ' ').replace(WELL_WORDS, ' ').replace(HELPED_THEM, ' ')) && (GONE_BY.test(told) || ON_THE_WARD.test(told) || CARED_FOR.test(told)) && !GOES_ON.test(told);
}

/**
 * Breathlessness on the stairs or growing week by week, the person well at rest ("I'm alright sat down",
 * "sentada estoy bien"), or said only of what would happen otherwise ("je dors avec trois oreillers, sinon
 * j'étouffe"): a worsening to see a doctor about soon, a concern. Not when the call says it is so at rest or now.
 */
const EXERTION = /\b(?:al subir|subiendo|going up|climbing|(?:up|on) the stairs|la escalera|las escaleras|en montant|a l etage|walking|caminando|al caminar|en marchant|to the shop|every week|week after week|week by week|getting worse|semana tras semana|cada (?:dia|semana) (?:un poco )?mas|semaine apres semaine|de plus en plus|more and more)\b/;
const OTHERWISE_BEFORE = /\b(?:sinon|otherwise|or else|si no|de lo contrario) $/;
const AT_REST_WELL = /\b(?:(?:alright|all right|fine|okay|ok|grand) (?:sat|sitting) down|fine sitting|fine at rest|sentad[oa] estoy bien|en reposo estoy bien|(?:assise?|au repos) ca va|(?:assise?|au repos) je suis bien)\b/;
const BREATHLESS_AT_REST = /\b(?:even (?:sitting|sat|at rest|lying)|right now|at rest too|incluso sentad[oa]|hasta sentad[oa]|ahora mismo|tambien sentad[oa]|meme assise?|meme au repos|en ce moment)\b/;

/** Every place the quote is said: its sentence and the words before it there. A signal is only lowered when all of them lower it. */
function placesOf(quote: string, sentences: string[]): { sentence: string; before: string; after: string }[] {
  const at = new RegExp(String.raw`(?:^|[^\p{L}\d])${quote.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\p{L}\d])`, 'gu');
  return sentences.flatMap((sentence) => [...sentence.matchAll(at)].map((found) => ({
    sentence,
    before: sentence.slice(0, found.index + found[0].length - quote.length).replace(/,/g, ' ').replace(/\s+/g, ' ').trimStart(),
    after: sentence.slice(found.index + found[0].length),
  })));
}

/** Round 37: nothing caught fire ("nothing had caught", "no llegó a prenderse nada", "rien n'a pris feu"). */
const NOTHING_CAUGHT = /\b(?:nothing (?:had |has |ever )?(?:caught|caught fire|caught light|burnt|burned)|(?:it|that) (?:had |has )?(?:not|never|did not|didn t) (?:caught|catch|catch fire|go up)|no (?:harm|damage) done|nada (?:se )?(?:llego a )?(?:prendio|prenderse|quemo|quemarse|ardio|arder)|no (?:llego a|se) (?:prender|prendio|quemar|quemo)(?:se)?(?: nada)?|rien (?:n )?(?:a|avait) (?:pris feu|brule|pris)|(?:ca|le feu) (?:n )?(?:a|avait) pas pris|rien n a pris)\b/;
/** Told as then: "was", "had", "estaba", "était". */
const TOLD_THEN = /\b(?:was|were|had|estaba|estuvo|habia|etait|avait)\b/;
/** Round 37: symptoms asked about ("they ask me about", "me preguntan por", "on m'a demandé si"). */
const ASKED_ABOUT = /\b(?:ask|asks|asked|asking|went through|go through|goes through|questions? about|check(?:ed|s)? (?:me )?for|pregunta|preguntan|pregunto|preguntaron|preguntado|demande|demandent|demandaient|a demande|ont demande|questions? sur)\b/g;
/** The whole list denied: "no to the lot", "no to all of them", "a todo que no", "non à tout". */
const WHOLE_LIST_DENIED = /\b(?:no to (?:the lot|all(?: of (?:them|it|those|that|these))?|everything|each (?:one|of them)|every one|any of (?:them|it|those))|(?:said|say|answered|answer(?: is| s| was| were)?) no(?: to)? (?:the lot|all|everything)|a todo(?: eso| ello)? (?:que )?no|no a todo|que no a todo|non a tout|a tout(?: ca)? (?:j ai )?(?:dit |repondu )?non|c est non (?:a|pour) tout)\b/;
/** Something of the person's own told between the asking and the denial: it is not only a question. */
const LIST_DENIAL_BROKEN = /\b(?:but|except|apart from|other than|now|today|still|right now|can not|can t|cannot|could not|couldn t|i have|i ve|i am|i m|pero|menos|salvo|excepto|ahora|hoy|todavia|tengo|estoy|no puedo|mais|sauf|a part|maintenant|aujourd hui|encore|je (?:suis|peux|ne|n)|j ai (?!dit|repondu))\b/;
function askedThenDenied(before: string, quote: string, after: string): boolean {
  const asked = [...before.matchAll(ASKED_ABOUT)].at(-1);
  const denied = WHOLE_LIST_DENIED.exec(after);
  if (!asked || !denied) return false;
  const between = `${before.slice((asked.index ?? 0) + asked[0].length)} ${quote} ${after.slice(0, denied.index)}`;
  return !LIST_DENIAL_BROKEN.test(between);
}

/**
 * A carbon monoxide alarm or gas of an earlier day, in a sentence that places it there, that the call says was
 * dealt with (the appliance capped or sealed, the engineer come) and no sign of it now: a concern to pass on.
 */
const EARLIER_DAY = /\b(?:yesterday|last night|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|ayer|anoche|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|hier|avant hier|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) (?:dernier|soir|matin))\b/;
const MADE_SAFE = /\b(?:capped|capped it|condemned|disconnected|cut (?:it )?off|sealed|precint\w*|desconect\w*|cerr[oa] la llave|corto el gas|vino el tecnico|the gas man came|engineer came|(?:a|ont) coupe le gaz|condamne\w*|le technicien est venu|plombe\w*|scelle\w*)\b/;
const GAS_NOW = /\b(?:still|again|right now|going off now|todavia (?:huele|pita|suena)|otra vez|de nuevo|encore|a nouveau|de nouveau|(?:smell|huele|sent|odeur)\w*(?: \w+){0,3} (?:now|ahora|maintenant))\b/;
/** A denial by a list ("ni dolores ni mareos, y caerme menos"): the word followed by "menos", "tampoco", "non plus". */
const LESS_AFTER = /^\s*(?:menos|tampoco|aun menos|todavia menos|non plus|either|neither)\b/;
const LISTED_KINDS = new Set(['fall', 'cannot-get-up', 'on-the-floor', 'chest-pain', 'dizziness']);

/** Smoke or a fire told in the past tense ("la cuisine était pleine de fumée", "the kitchen was full of smoke"), with nothing of now in the call. */
const PAST_FIRE = /^(?:(?:the |la |el )?(?:\w+ )?(?:was|were|had been|etait|a ete|estaba|estuvo|se lleno)\b)/;
const FIRE_NOW = /\b(?:now|right now|still|again|maintenant|encore|en ce moment|ahora|todavia|otra vez|burning|brule|arde|flames?|flammes?|llamas)\b/;
/** Feet that cannot be felt, said as long so ("much anyway", "for years", the diabetes): numbness, not a stroke. */
const FEET_LONG_NUMB = /\b(?:feel (?:my |me )?feet|sentir (?:los |mis )?pies|siento (?:los |mis )?pies|sens (?:plus |pas )?(?:mes |les )?pieds)\b/;
const LONG_SO = /\b(?:anyway|much anyway|for years|always|never could|neuropathy|diabet\w*|de siempre|desde hace anos|hace anos|de toute facon|depuis des annees|toujours)\b/;

// --- over long ago, lifelong, by choice, an appointment's transport (issue 13, the known gaps) ---------------------
/** A time long gone, not "since" it: "last month", "el año pasado", "il y a deux ans"; gas and alarms also "last week". */
/** A fire's words, any language: "fire", "caught fire", "se quemó", "a brûlé", "incendio", "incendie". */
const FIRE_WORDS = /\b(?:fire|caught fire|on fire|burnt down|burned down|se quemo|quemo|ardio|incendio|incendie|feu|a brule|ont brule)\b/;
/** Smoke or an alarm in the call: "smoke", "the alarm is going", "humo", "fumée". */
const SMOKE_OR_ALARM = /\b(?:smoke|smoky|alarm|humo|alarma|fumee|alarme|can not (?:get out|breathe)|trapped)\b/;
const LONG_GONE = /\b(?<!\b(?:since|desde|depuis) )(?:last (?:month|year|spring|summer|autumn|winter|christmas)|(?:\w+ )?(?:weeks|months|years) ago|a (?:month|year) ago|el (?:mes|ano) pasado|el pasado ano|hace (?:\w+ )?(?:semanas|meses|anos|un mes|un ano)|le mois dernier|l (?:an|annee) derniere?|il y a (?:\w+ )?(?:semaines|mois|ans|un an))\b/;
const WEEK_GONE = /\b(?<!\b(?:since|desde|depuis) )(?:last week|la semana pasada|la semaine derniere)\b/;
/** Got out, got up, made safe: the trouble is over. */
const GOT_OUT = /\b(?:got me (?:out|up)|helped me (?:out|up)|pulled me (?:out|up)|lifted me (?:out|up)|got (?:myself )?out|me (?:saco|sacaron|ayudo a salir|levanto|levantaron|ayudo a levantarme)|m a (?:sortie?|relevee?|aidee? a (?:sortir|me relever))|m ont (?:sortie?|relevee?))\b/;
const FIXED = /\b(?:fixed|repaired|sorted|mended|capped|(?:la |lo )?(?:arreglaron|arreglo|repararon|reparo)|(?:a|ont) (?:ete )?(?:reparee?|repare)|l ont reparee?|(?:a|ont) ete reparee?)\b/;
/** Anything said of now: the trouble may be back. */
const SAID_NOW = /\b(?:now|right now|still|again|at the moment|today|tonight|ahora|todavia|otra vez|de nuevo|sigo|sigue|hoy|maintenant|encore|a nouveau|de nouveau|en ce moment|aujourd hui)\b/;
/** Nothing since: "nothing since", "desde entonces bien", "rien depuis". */
const OVER_SINCE = /\b(?:nothing since|no trouble since|not since|fine since|never again|(?:nada|ningun problema|nada mas) desde entonces|desde entonces (?:bien|nada|ningun)|(?:rien|aucun souci|aucun probleme) depuis|depuis (?:ca va|rien|plus rien))\b/;
/** Words of being stuck or down, and of gas or its alarm: every clause saying them must say the time long gone. */
const STUCK_WORDS = /\b(?:stuck|get up|get out|floor|atascad[oa]|levantar(?:me)?|salir|suelo|coincee?|par terre|relever|sortir)\b/;
const GAS_WORDS = /\b(?:gas|gaz|smell\w*|huele|sent|odeur|alarm|alarma|alarme|monoxide|monoxido|monoxyde|beep\w*|pita|sonne|suena)\b/;
/** Every clause of the call (split at commas, stops and "but") that names the trouble also places it long ago. */
function onlyThen(said: string, trouble: RegExp, ...times: RegExp[]): boolean {
  const clauses = said.split(/[.!?…;,]|\b(?:but|pero|mais)\b/).filter((clause) => trouble.test(clause));
  return clauses.length > 0 && clauses.every((clause) => times.some((time) => time.test(clause)));
}
const GAS_SYMPTOMS = new Set(['unwell', 'dizziness', 'tiredness', 'confusion', 'disoriented', 'collapse', 'breathing']);
const STUCK_KINDS = new Set(['cannot-get-up', 'on-the-floor', 'cannot-get-out']);
/** Words that are lifelong, not sudden: "always been like that", "siempre he sido así", "j'ai toujours été comme ça". */
const LIFELONG = /\b(?:always been (?:like (?:that|this)|that way)|all my life|i have always|siempre (?:he sido|ha sido|fui) asi|de toda la vida|de siempre|(?:j ai|a) toujours ete comme (?:ca|cela)|depuis toujours|toute ma vie)\b/;
const WORD_FINDING = /\b(?:words?|palabras?|mots?)\b/;
const SUDDEN = /\b(?:since (?:this|last|yesterday)|suddenly|all of a sudden|today|this morning|desde (?:esta|ayer|anoche|hoy)|de repente|de golpe|hoy|esta manana|depuis (?:ce|hier|cette)|soudain\w*|tout a coup|d un coup|aujourd hui|ce matin)\b/;
/** On the floor by choice, playing: "sitting on the floor playing with the grandchildren", "assise par terre à jouer". */
const FLOOR_BY_CHOICE = /\b(?:(?:sitting|sat|playing) on the floor (?:\w+ ){0,2}(?:playing|with)|sentad[oa] en el suelo (?:\w+ ){0,2}(?:jugando|con)|jugando en el suelo|assise? par terre (?:\w+ ){0,2}(?:a jouer|pour jouer|avec)|a jouer par terre)\b/;
/** Slower than before, not unable: "I can't get up as quick as I used to", "ya no me levanto tan rápido como antes". */
const AS_QUICK_AFTER = /^\s*(?:plus |pas )?(?:as (?:quick|quickly|fast|easily|easy|well)(?: as)?|like i used to|the way i used to|tan (?:rapido|deprisa|facil|facilmente|bien)|como antes|aussi (?:vite|facilement|bien|rapidement)|comme avant)\b/;
/** The transport to an appointment that did not come: "no vino la ambulancia de la cita", "the ambulance for my appointment didn't come". */
const APPOINTMENT = /\b(?:appointment|clinic|check ?up|cita|consulta|revision|rendez[ -]vous|rdv|consultation)\b/;
const DID_NOT_COME = /\b(?:did not come|didn t come|never came|never turned up|not come|no (?:vino|llego|ha venido|ha llegado|aparecio|paso)|n est (?:pas|jamais) (?:venue?|arrivee?|passee?)|pas venue?)\b/;
/**
 * A plea made now, in a sentence of its own with no "I" or "me" ("Can you send someone?", "Please send someone", "¿Pueden mandar a
 * alguien?", "Envoyez quelqu'un"): never someone else's help come, whatever ambulance came for them earlier (round 27).
 */
const ASKED_NOW = /\b(?:can you|could you|would you|will you|please|send|need|necesito|necesitamos|pueden|puede usted|podria|manden|mande|envien|por favor|envoyez|envoyer|pouvez vous|pourriez vous|s il vous plait|besoin)\b/;
/** Someone else well again: "he's fine now", "il va bien maintenant", "ya está bien", "se ha recuperado". */
const OTHER_WELL_AGAIN = /\b(?:(?:he|she|they) (?:is|s|are|re) (?:\w+ )?(?:fine|all right|alright|well|better|grand|recovered|back to normal|right as rain)|(?:il|elle|ils|elles) (?:va|vont) (?:tres )?(?:bien|mieux)|(?:il|elle) (?:s en est|s est) (?:bien )?(?:remise?|sortie?)|(?:ya )?(?:esta|estan) (?:bien|mejor|recuperad[oa]s?|como nuev[oa])|se (?:ha )?recuper\w*)\b/;
/** A month, a year or weeks gone: "last month", "el mes pasado", "l'an dernier", "il y a deux ans". */
const OTHERS_LONG_AGO = /\b(?:last (?:week|month|year|spring|summer|autumn|winter|christmas)|(?:\w+ )?(?:weeks|months|years) ago|a (?:month|year) ago|(?:el|la) (?:semana|mes|ano) pasad[oa]|hace (?:\w+ )?(?:semanas|meses|anos|un mes|un ano|tiempo)|l an dernier|l annee derniere|le mois dernier|la semaine derniere|il y a (?:\w+ )?(?:semaines|mois|ans|un an|longtemps))\b/;
/** Anything still so, or unable, in the call. */
const OTHER_STILL = /\b(?:still|can not|can t|cannot|todavia|sigue|no puede|encore|toujours|ne peut|peut plus|n arrive)\b/;
/** The body praised as younger: "the chest of a man half my age", "el corazón de un chaval de veinte años", "le cœur d'un jeune homme de trente ans". */
const BODY_PRAISED = /\b(?:(?:of|like) a (?:man|woman|lad|girl|lass|chap|boy|youngster|teenager) (?:half my age|of (?:\w+ )?(?:twenty|thirty|forty))|(?:of|like) a (?:\w+ )?(?:twenty|thirty|forty) year old|de (?:un|una) (?:chaval|chavala|joven|muchach[oa]|hombre|mujer|chic[oa]) de (?:\w+ )?(?:veinte|treinta|cuarenta) anos|de (?:la )?mitad de mi edad|d (?:un|une) (?:jeune homme|jeune femme|gamin|gamine|homme|femme|jeune) de (?:\w+ )?(?:vingt|trente|quarante) ans|de la moitie de mon age)\b/;
/** The word just before a trouble, a first name in capitals mid-sentence ("au club, Marcel a fait un malaise"): someone else. */
const NOT_A_NAME = new Set(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'I', 'Je', 'J', 'Il', 'Elle', 'On', 'Moi', 'Nous', 'Vous', 'Yo', 'Usted', 'Me', 'My', 'Mi', 'Ma', 'Mon', 'Et', 'Mais', 'Y', 'Pero', 'And', 'But', 'Then', 'Puis', 'Alors', 'Hier', 'Ayer', 'Yesterday', 'Oh', 'Ah', 'Ben', 'Bueno', 'Pues', 'Well', 'Ça', 'Ca', 'Ce', 'C', 'So', 'We', 'He', 'She', 'They', 'It', 'Today', 'Now', 'Aujourd', 'Hoy', 'Ahora', 'Maintenant', 'Si', 'Oui', 'Yes', 'No', 'Non', 'Sí']);
function namedBefore(personSaid: string, quote: string): boolean {
  const at = personSaid.toLowerCase().indexOf(quote.toLowerCase());
  if (at <= 0) return false;
  const name = /(?:^|[\s,;:])(\p{Lu}\p{Ll}+)\s+$/u.exec(personSaid.slice(0, at))?.[1];
  const sentenceStart = /(?:^|[.!?…]\s*)\p{Lu}\p{Ll}+\s+$/u.test(personSaid.slice(0, at));
  return name !== undefined && !NOT_A_NAME.has(name) && !sentenceStart;
}
/** A scam seen through: the phone put down, nothing given. */
const SCAM_REFUSED = /\b(?:put the phone down|hung up|(?:was not|wasn t) born yesterday|told (?:him|her|them) where to go|colgo|le colgue|les colgue|colgue|no le di nada|j ai raccroche|il a raccroche|je lui ai rien donne)\b/;
/** Anything given, sent or paid to it, or said too late ("already"). */
const SCAM_LOST = /\b(?:(?:gave|given|handed|paid|sent|transferred|moved) (?:\w+ ){0,3}(?:money|cash|pounds|euros|card|pin|details|numbers|account)|already|le di (?:el|la|los|las|mi|mis|dinero)|le (?:he )?(?:dado|mandado|transferido|pagado)|(?:lui|leur) ai (?:donne|envoye|vire) (?:mon|ma|mes|de l|l|le|les))\b/;
/** The caller's words of who he was: "diciendo que era mi nieto ... necesitaba dinero". */
const CALLER_SAID = /\b(?:necesitaba|needed|needs|avait besoin)\b/;
/** The alarm's own name: "smoke alarm", "detector de humo", "détecteur de fumée". */
const ALARM_NAME = /\b(?:(?:smoke|fire|gas) (?:alarm|detector)s?|(?:alarma|detector) de (?:humo|incendios|gas)|(?:alarme|detecteur) (?:de )?(?:fumee|incendie|gaz))\b/g;
const ALARM_WORD = /\b(?:alarm|alarma|alarme|detector|detecteur)\b/;
/** The chirp sorted: "only the battery", "changed it", "cambió la pila", "c'était juste la pile". */
const BATTERY_SORTED = /\b(?:(?:only|just) (?:the |a |its )?batter(?:y|ies)|changed (?:it|the batter\w*)|new batter\w*|replaced (?:it|the batter\w*)|(?:cambio|cambiaron|cambie|he cambiado|ha cambiado) la pila|era (?:solo )?la pila|(?:change|a change|ai change) (?:la|les) piles?|c etait (?:juste |que )?la pile)\b/;
/** Anything burning or still sounding: "smoke", "still beeping", "huele a humo", "ça sent le brûlé". */
const ALARM_TROUBLE = /\b(?:smoke|smoky|fire|burning|flames?|fumes|gas|humo|fuego|quema\w*|fumee|feu|brul\w*|still|todavia|sigue|encore|toujours|monoxide|monoxido|monoxyde)\b/;
const PLEA = /\b(?:need|call|send|please|help|now|necesito|llamen|llame|llama|manden|mande|ayuda|ahora|besoin|appelez|appeler|envoyez|aidez|maintenant|vite)\b/;

/** An illness had: "I had a cold", "j'ai eu un rhume", "tuve un resfriado" (the quote of the unwell signal). */
const HAD_AN_ILLNESS = /^(?:i )?(?:had|have had|ve had|j ai eu|ai eu|eu|tuve|he tenido|tenia|pille|pesque|agarre)\b/;
/** Over, said just after it (a time between allowed): "but it's gone", "mais c'est fini", "pero ya se me pasó". */
const OVER_JUST_AFTER = /^\s*(?:\w+\s+){0,5}?(?:but|pero|mais|and|y|et)\s+(?:(?:it s|it is|that s|it has|it s all|c est|ca est|ya|todo|il est|elle est)\s+)?(?:(?:all|gone|completely|totalmente|bien|tout a fait|completement)\s+)?(?:over|gone|cleared up|cleared|finished|passed|fini|finie|termine|terminee|passe|passee|parti|partie|se me (?:ha )?paso|se me (?:ha )?quitado|se (?:me )?fue|paso|pasado|curado|cured|better)\b(?!\s+(?:now\s+)?(?:but|pero|mais|and now|y ahora|et la|maintenant j))/;
/** A thing stood on that slid or moved, just before the fall's words: "the ladder slid out", "l'échelle a glissé", "se me movió la escalera". */
const THING_SLID_BEFORE = /\b(?:ladder|ladders|steps|stepladder|step ladder|stool|chair|echelle|escabeau|tabouret|chaise|escalera|escalerilla|taburete|silla)(?: (?:a|has|had|just|se|me|se me))*\s*$/;
const THING_SLID = /^(?:(?:the |my |me )?(?:ladder|ladders|steps|stepladder|step ladder|stool) (?:slid|slipped|moved|shifted|wobbled|went|gave way|tipped)|(?:se me |se )?(?:resbalo|movio|deslizo|cedio|fue) (?:la |el )?(?:escalera|escalerilla|taburete|silla))\b/;
/** A slip or a trip, and no fall in its words: "slipped on the rug", "took a tumble", "j'ai glissé", "me resbalé". */
const SLIP_ONLY = /^(?:(?:i|i have|i ve|just|then|j ai|j|je|me|se|he|ha) )*(?:slipped|slid|slip|took a tumble|tripped|stumbled|lost my (?:footing|balance)|glissee?|trebuchee?|suis pris les pieds|resbale|resbalado|resbalo|tropece|tropezado|tropezo)\b(?!.*\b(?:fell|fallen|fall|down|floor|ground)\b)/;
/** The person kept from falling, said in the call: "I didn't fall", "I grabbed the drainpipe", "me agarré", "je me suis rattrapé". */
const KEPT_FROM_FALLING = /\b(?:(?:did not|didn t|never|not) (?:fall|fell|fallen|come off|go down|went down)|(?:caught|saved|steadied) myself|held on|hung on|grabbed|no me (?:cai|he caido|caigo)|ni me cai|me agarre|me sujete|me (?:pude )?(?:agarrar|sujetar)|pas tombee?|suis pas tombee?|(?:me )?suis rattrapee?|me suis (?:retenue?|accrochee?)|je me suis tenue?)\b/;
/** Down after all: "and I fell", "I'm on the floor", "can't get up". */
const DOWN_AFTER_ALL = /\b(?:(?:and|then|but) (?:then )?i (?:fell|went down|came off)|on the (?:floor|ground)|can not get up|y me cai|en el suelo|no me puedo levantar|et je suis tombee?|par terre|peux pas me relever)\b/;

// --- the emergency services' words (round 30) ---------------------------------------------------------------------
/** A word of the emergency services: "ambulance", "paramedic", "999", "emergency", "urgencias", "le SAMU", "les pompiers". */
// Round 36: the one thing needed ("I don't need anything, just an ambulance", "no necesito nada, solo una ambulancia", "je n'ai besoin
// de rien, juste le SAMU") is wanted, the service's word ending its stretch: never one going past, a station, a driver, one
// that came, one for someone else.
const SERVICE_WORD = /\b(?:ambulan\w*|paramedic\w*|paramedicos?|999|911|112|061|emergency|emergencies|emergencias?|urgencias|urgences?|samu|pompiers|secours|bomberos|fire brigade|firemen)\b/;
const EVERY_SERVICE_WORD = new RegExp(SERVICE_WORD.source, 'g');
/** The fire brigade's name alone, as the quote of a fire signal. */
const BRIGADE_WORD = /^(?:(?:the|les|le|los|la) )?(?:pompiers|fire brigade|firemen|fire engines?|bomberos|sapeurs pompiers)$/;
/**
 * Wanted or awaited now, in the word's own stretch: a plea or a need, one on its way or not come yet, one hoped for or
 * that should come, the services there now ("les pompiers sont là"; not
 * "sont venus", "est passée", told after the event), or the call said to be an emergency ("it's an
 * emergency"). When unsure the word stays a call for help.
 */
const SERVICE_WANTED = /\b(?:(?:just|only|but|except|solo|solamente|nada mas que|mas que|juste|seulement|sauf|rien que)(?: (?:an|a|the|una|un|la|el|le|l|les|une|some))? (?:ambulan\w*|samu|pompiers|bomberos|paramedic\w*|fire brigade|999|112|911|061)(?= ?(?:please|now|quick|quickly|vite|rapido|ya|maintenant|por favor|s il vous plait)? ?$)|call|get|send|phone|ring|fetch|need|needs|want|please|quick|quickly|hurry|can you|could you|would you|will you|should i|shall i|must i|do i|(?:can|could|will|would) (?:an|a|the|someone|somebody|they)|waiting|wait|on (?:its|their|the) way|coming|not (?:\w+ )?(?:here|come|arrived|turned up)|(?:is|are|has|have)n t (?:\w+ )?(?:here|come|arrived|turned up)|yet|now|right now|urgently|llame|llamen|llama|llamad|pida|(?:mand|llam|envi|pid|traig|consig)[a-z]*(?:me|nos)|puede|pueden|podria|podrian|pidan|manden|mande|envien|necesito|necesitamos|necesita|quiero|que venga|que vengan|por favor|rapido|deprisa|esperando|espero|todavia no|aun no|no (?:ha|han) (?:llegado|venido)|no llega|viene|vienen|ahora|ya|appelez|appelle|envoyez|pouvez vous|pourriez vous|peux tu|besoin|faut|qu (?:on|il|elle)s? (?:m )?envoie\w*|que vienne|vite|s il vous plait|attends|attend|j attends|arrive|arrivent|pas encore|toujours pas|maintenant|should|ought to|hope|hoping|taking (?:so |too |this |that )?long|where (?:is|s|are|re) (?:the|an|my|that)|tarda|tardan|tardando|donde (?:esta|estan)|(?:met|mettent) (?:du temps|longtemps|des heures)|ou (?:est|sont) (?:l|la|le|les)|nobody|no one|noone|(?:has|have|is|are)n t|(?:has|have) not|en camino|de camino|en route|en chemin|(?:the|an|a|la|el|los|las|le|l|les|un|una|une) (?:ambulan\w*|paramedic\w*|samu|pompiers|bomberos|fire brigade|firemen) (?:is|are|s|re|esta|estan|va|vont|viene|vienen|vient|viennent|llega|llegan|(?:est|sont)(?! (?:deja |bien |vite |finalement )?(?:pass|venu|revenu|intervenu|parti|reparti|rest|repass|arriv)\w*\b))|(?:this|it|that|esto|eso|es|c|ce|ca) (?:is |s |est |es )?(?:an |a |una |une |un )?(?:emergency|emergencia|urgence)(?! (?:number|numero|services?|department|room|exit|kit|contact)\b))\b/;
/** The call made just now, in the perfect: "I've rung for an ambulance", "ya he llamado", "je les ai appelés". */
const SERVICE_CALLED_NOW = /\b(?:(?:i|we) (?:have|ve) (?:just )?(?:rung|called|phoned|rang|dialled|dialed)|(?:he|hemos) llamado|(?:j ai|on a|je les ai|je l ai) (?:deja )?appele\w*)\b/;
/** Told of another person or another time, beside a call in the perfect: "for my neighbour last week", "pour ma voisine". */
const SERVICE_CALLED_OTHER = /\b(?:(?:for|para|pour|a) (?:my|his|her|our|the|mi|su|nuestr[oa]|mon|ma|sa|son|notre|le|la|el) (?!(?:way|moment)\b)\w+|last (?:week|night)|yesterday|ayer|anoche|la semana pasada|hier|la semaine derniere)\b/;
/** Words that leave a sentence "little more than the word": articles, a please, an exclamation, "it's an emergency". */
const SERVICE_FILLER = /\b(?:the|an|a|una|un|la|el|le|l|les|une|please|por favor|s il vous plait|vite|quick|quickly|rapido|oh|god|dios|mon dieu|help|ayuda|aide|au secours|socorro|love|dear|this is|it is|it s|es|c est|call|appelez|llame|now|ahora|maintenant|get|me)\b/g;
/** The person's own ambulance: "came for me", "took me in", "me llevó", "m'a emmenée". */
const SERVICE_MINE = /\b(?:for me|for us|took me|taken me|me in|(?:i|we) (?:was|were) (?:taken|rushed)|(?:para|por) mi(?! [a-z])|me (?:llevo|llevaron|vino|vinieron)|pour moi|m (?:a|ont) (?:emmenee?|pris|prise|transportee?)|(?:je suis|j ai ete) (?:partie?|emmenee?|transportee?))\b/;
/** Someone beside the person who will not come round or breathe, said with the word: the word stays with that floor. */
const SOMEONE_DOWN_NOW = /\b(?:(?:won t|will not|can not|can t|cannot|wouldn t|would not) (?:wake|come round|come to|breathe|get up|move)|not (?:breathing|moving|waking|responding|conscious)|unconscious|no (?:respira|se despierta|se mueve|reacciona)|inconsciente|(?:is|s|are|re) (?:still )?(?:in (?:pain|agony|a bad way)|bleeding|on the floor|lying there)|(?:esta|sigue) (?:en el suelo|sangrando)|(?:est|reste) (?:toujours )?(?:par terre|au sol)|ne (?:respire|bouge|se reveille|reagit) (?:pas|plus)|n arrive pas a (?:le|la) (?:reveiller|relever))\b/;
/** The person home again after it: "they sent me home this morning", "me mandaron a casa", "je suis rentrée". */
const SERVICE_MINE_OVER = /\b(?:sent me home|let me (?:go )?home|(?:i m|i am|i was|i got) (?:back )?home|discharged|champion since|fine since|(?:me )?(?:mandaron|dieron el alta|devolvieron)(?: a casa)?|(?:ya )?estoy en casa|(?:m ont|on m a) (?:renvoyee?|laissee? rentrer)|je suis rentree?|suis de retour)\b/;
/** The word wanted now: in its comma stretch a plea, a need, one awaited; or a sentence that is little more than the word. */
/** Round 35: the ambulance taking or fetching the person to an appointment, a clinic, dialysis or a check-up. */
const AMBULANCE_TRANSPORT = /\b(?:take|takes|taking|bring|brings|bringing|pick(?:s|ing)? me up|collect(?:s|ing)? me|fetch(?:es|ing)? me|llevarme|me lleva|me llevan|me llevara|me trae|recogerme|me recoge|me recogen|me chercher|m emmener|me emmener|m emmene|me emmene|me conduire|m amener|me amener)\b(?: \w+){0,7} (?:appointment|appointments|clinic|consultation|consulta|cita|revision|check ?up|outpatients?|dialysis|dialisis|dialyse|rehabilitacion|rehab|physio|fisio|seance|rendez vous|rdv|radiotherapy|chemo|quimio|radiotherapie|chimio|scan|eye clinic)\b/;
/** Booked for a day to come or done as a routine: "tomorrow", "every month", "como cada mes", "tous les mardis". */
const ROUTINE_OR_BOOKED = /\b(?:tomorrow|next|every|each|as usual|as always|regular|routine|usual|cada|como siempre|todos los|todas las|de siempre|habitual|chaque|tous les|toutes les|comme d habitude|comme toujours|habituelle?)\b/;

function serviceWanted(sentence: string): boolean {
  for (const stretch of sentence.split(/[:,]+/)) {
    if (!SERVICE_WORD.test(stretch)) continue;
    if (SERVICE_WANTED.test(stretch) || (SERVICE_CALLED_NOW.test(stretch) && !SERVICE_CALLED_OTHER.test(stretch))) return true;
    // The person's own ambulance: wanted, unless told as over (home again, long ago), read below.
    if (SERVICE_MINE.test(stretch) && !SERVICE_MINE_OVER.test(sentence) && !LONG_GONE.test(sentence) && !/\bback in\b/.test(sentence)) return true;
  }
  const rest = sentence.replace(EVERY_SERVICE_WORD, ' ').replace(SERVICE_FILLER, ' ').replace(/[,:!¡¿?]/g, ' ').trim();
  return rest.split(/\s+/).filter(Boolean).length <= 1;
}

// --- whose fall it is (round 30) ----------------------------------------------------------------------------------
/** Things that fall without being a person: a fence, a vase, a tree, a shelf, a picture; "la valla", "la clôture". */
const FALLEN_THING = String.raw`(?:tin|tins|can|cans|jar|jars|bottle|bottles|packet|carton|jug|kettle|pan|saucepan|iron|tray|door|cupboard door|wardrobe door|wardrobe|cupboard|chest|tea chest|drawer|drawers|suitcase|crate|lata|latas|bote|botes|botella|sarten|olla|plancha|bandeja|puerta|armario|cajon|cajones|arcon|baul|maleta|conserve|boite de conserve|bouteille|casserole|poele|fer|plateau|porte|placard|armoire|tiroir|coffre|malle|valise|fence|fence panel|gate|wall|tree|branch|branches|vase|shelf|shelves|picture|frame|pot|plant pot|plant|tile|tiles|slates?|lamp|clock|mirror|box|glass|cup|plate|book|books|bin|aerial|aerials|chimney pot|gutter|leaves|apples|valla|cerca|tapia|muro|arbol|rama|ramas|jarron|florero|estanteria|balda|cuadro|maceta|macetas|teja|tejas|lampara|reloj|espejo|caja|vaso|taza|plato|libro|cubo|antena|canalon|hojas|manzanas|cloture|barriere|portail|mur|muret|arbre|branche|branches|vase|etagere|tableau|cadre|pot|plante|tuile|tuiles|lampe|horloge|miroir|boite|verre|tasse|assiette|livre|poubelle|antenne|gouttiere|feuilles|pommes|ash|ashes|ember|embers|cinders?|ceniza|cenizas|brasa|brasas|cendre|cendres|braise|braises)`;
/** The subject just before a fall's words is a thing: "the fence blew down", "la valla se cayó", "la clôture est tombée". */
const THING_BEFORE = new RegExp(String.raw`(?:^|\s)(?:the|a|an|my|our|his|her|some|la|el|las|los|una|un|mi|mis|su|sus|le|les|l|une|des|mon|ma|mes|son|sa|ses)\s+(?:bit of\s+|piece of\s+)?(?:\w+\s+)?${FALLEN_THING}(?:\s+(?:de|del|du|des|of|in|on|en|dans|au)\s+(?:la\s+|el\s+|le\s+|the\s+|l\s+)?\w+)?\s*(?:has\s+|have\s+|had\s+|just\s+|all\s+|se\s+|se\s+me\s+|est\s+|sont\s+|a\s+|ont\s+)*$`);
/** Round 36: a part of the person just after a thing's fall: "on my head", "sur le pied", "en la cabeza". */
const ON_A_PART = /^\s*(?:on|onto|on to|sobre|encima de|en|sur)\s+(?:(?:my|me|mi|mis|el|la|los|las|le|les|l|mon|ma|mes|the)\s+)?(?:\w+\s+)?(head|foot|feet|toe|toes|hand|hands|arm|arms|leg|legs|knee|shoulder|back|nose|face|finger|fingers|thumb|cabeza|pie|pies|mano|manos|brazo|pierna|rodilla|hombro|espalda|nariz|cara|dedo|dedos|tete|pied|pieds|main|mains|bras|jambe|jambes|genou|epaule|dos|nez|visage|doigt|doigts|orteil|orteils)\b/;
/** Round 36: the thing after a verb or a preposition ("reached for a tin", "cogiendo la lata"): what the person handled, not what fell. */
const THING_AS_OBJECT = new RegExp(String.raw`(?:^|\s)(?:for|to|with|at|on|onto|in|into|under|over|from|off|of|by|near|up|down|out|round|around|para|por|con|al|del|sobre|pour|avec|vers|dans|sur|sous|\w+ed|\w+ing|\w+ando|\w+iendo|\w+ant)\s+(?:the|a|an|my|our|his|her|some|la|el|las|los|una|un|mi|mis|su|sus|le|les|l|une|des|mon|ma|mes|son|sa|ses)\s+(?:\w+\s+)?${FALLEN_THING}(?:\s+(?:de|del|du|des|of|in|on|en|dans|au)\s+(?:la\s+|el\s+|le\s+|the\s+|l\s+)?\w+)?\s*(?:has\s+|have\s+|had\s+|just\s+|all\s+|se\s+|se\s+me\s+|est\s+|sont\s+|a\s+|ont\s+)*$`);
/** Someone else, just before a fall's words: a relation, a name after "our"/"mi"/"mon", "the little one", "le petit". */
const OTHER_BEFORE = new RegExp(String.raw`(?:^|\s)(?:(?:my|our|his|her|the|mi|mis|su|sus|nuestr[oa]|el|la|mon|ma|mes|son|sa|notre|le|a|al)\s+(?:[\w-]+[\s-]+)?${RELATION}|(?:the\s+little\s+(?:one|lad|lass|boy|girl)|the\s+(?:lad|lass|kid|kids|boy|girl|grandchild|grandkids)|el\s+(?:nino|crio|chico|chaval|pequeno)|la\s+(?:nina|cria|chica|pequena)|le\s+(?:petit|gamin|gosse)|la\s+(?:petite|gamine|gosse))|(?:mrs|mr|miss|dona|don|mme|madame|monsieur)\s+[a-z]+)(?:\s+\w+){0,2}\s*(?:has\s+|had\s+|just\s+|se\s+(?:ha\s+)?|est\s+|a\s+)*$`);
/** Their fall told as over or in hand: a cast, stitches, a scrape or bruise told as nothing, fine, home, looked after. */
const OTHERS_FALL_OVER = /\b(?:cast|plaster|stitches|a scrape|a graze|grazed|a bruise|bruised|nothing (?:broken|serious|much)|(?<!(?:sure|know|se si|sais pas si|sais si) )(?:she|he|they) (?:is|s|are|re) (?:\w+ )?(?:fine|all right|alright|ok|okay|home|grand|right as rain|being looked after)|escayola|yeso|puntos|raspadura|rasguno|moraton|(?:ya )?(?:esta|estan) (?:bien|en casa)|platre|points de suture|egratignure|un bleu|(?<!(?:sais pas si|sais si) )(?:il|elle) va bien|(?:il|elle) est rentree?|(?:il|elle) est (?:a la maison|bien soignee?))\b/;
/** A fall's own words at the end of a quote, with their auxiliary: "est tombée", "se cayó", "fell". */
const FALL_VERB_AT_END = /\s*(?:(?:has|have|had|est|sont|a|se|se ha|s est)\s+)?(?:fell|fallen|falls|fall|falling|tombee?s?|tombe|tombent|cayo|caido|cayeron|cae|caen)\s*$/;
/** "Nothing" as a stretch of its own after it: "una raspadura, nada", "une égratignure, rien". */
const NOTHING_STRETCH = /(?:^|,)\s*(?:nothing|nada|rien)(?: (?:more|serious|much|grave|de grave|mas))?\s*(?:,|$)/;
/** Still down or hurt now, or a sign of a knock come on (confused, drowsy, sick, not answering), beside it: the fall stays an emergency. */
/** Someone else's fall placed on a day gone by (unseen32: "Mrs Patel next door had a tumble last week, her son's staying with her"). */
const OTHERS_DAY_GONE = new RegExp(String.raw`${EARLIER_DAY.source}|${LONG_GONE.source}|${WEEK_GONE.source}|\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b`);
/** The person themself named: "I", "me", "yo", "je", "moi". */
const I_OR_ME = /\b(?:i|me|yo|je|j|moi)\b/;
/** ... someone outside the household: a partner's fall, over, stays a concern of the person's ("my husband slipped on Monday"). */
const PARTNER_WORD = /\b(?:husband|hubby|wife|partner|marido|esposo|esposa|mujer|mari|femme|epoux|epouse|compagnon|compagne)\b/;
/** ... unless they are hurt by it still: in pain, sore, broken, bleeding. */
const OTHERS_HURT = /\b(?:pain|painful|hurt\w*|sore|agony|aching|bleed\w*|broken|broke|bad|badly|poorly|dolor\w*|duele|herid[oa]|rot[oa]|mal|malo|douleur\w*|blesse\w*|casse\w*)\b/;
const OTHERS_DOWN_NOW = /\b(?:(?:has not|hasn t|have not|haven t|not) (?:got|gotten|been) up|no se ha (?:levantado|podido levantar)|(?:ne )?s est pas relevee?|can not get up|can t get up|cannot get up|not moving|won t move|can not lift|can t lift|cannot lift|not breathing|unconscious|bleeding|on the floor|no se (?:levanta|mueve|puede levantar)|no (?:la|le|lo) puedo levantar|no respira|inconsciente|sangra\w*|en el suelo|ne (?:bouge|se releve|respire) (?:pas|plus)|n arrive pas a (?:la|le) (?:relever|soulever)|saigne\w*|par terre|au sol|confused|drowsy|muddled|not making sense|vomit\w*|(?:is|s|was|been|being) sick|white as a sheet|(?:won t|will not|doesn t|does not|not) (?:answer|answering|respond|responding|wake)|can t put (?:any )?weight|confus\w*|adormilad[oa]|somnolente?|vomit\w*|no contesta|no responde|ne repond (?:pas|plus)|vomi\w*)\b/;

/** Someone else's stroke or heart attack told as had (round 31): "has had", "ha tenido", "le ha dado", "le dio", "tuvo", "a fait", "a eu". */
const OTHERS_ATTACK_HAD = /\b(?:has had|have had|had|ha tenido|han tenido|tuvo|le (?:ha )?dado|le dio|a fait|a eu|ont eu)\b/;
/** Of now, with someone else's stroke or heart attack: happening, just had, a sign on them, with the person. */
const OTHERS_ATTACK_NOW = /\b(?:just|having|is having|s having|acaba de|acaban de|le esta dando|esta teniendo|vient de|en train|(?:face|mouth|arm|smile) (?:\w+ )?(?:dropp\w*|droop\w*|gone|fallen|twisted|dead|weak)|(?:can t|cannot|can not|won t) (?:talk|speak|move|lift|get|stand)|slurr\w*|not making sense|(?:no|ya no) (?:habla|puede|se mueve|contesta|responde)|(?:la )?(?:cara|boca) (?:torcida|caida|dormida)|(?:le|se le) (?:ha )?(?:caido|torcido) la (?:cara|boca)|(?:ne|n) (?:parle|bouge|repond|peut) (?:pas|plus)|(?:visage|bouche) (?:\w+ )?(?:tombe\w*|de travers|paralyse\w*)|here|beside me|with me|aqui|conmigo|a mi lado|ici|avec moi|a cote de moi|en el suelo|par terre|on the floor|ambulan\w*|samu|999|911|112|061|urgenc\w*|emergenc\w*|15|husband|wife|partner|hubby|marido|mujer|esposo|esposa|mari|femme|compagnon|compagne|(?:he|she) (?:is|s|has|was)|(?:esta|estaba) (?!bien\b)|(?:il|elle) (?:est|a l air|devient)|with (?:him|her)|con (?:el|ella)|avec (?:lui|elle)|grey|gray|gris|sweat\w*|sud\w*|transpir\w*|floppy|flojo|floja|mou|molle)\b/;

// --- help in everyday use (round 32) -------------------------------------------------------------------------------
/** The help word asked of someone, just before it: "can you help", "could someone help"; or a Spanish or French ask as the quote. */
const HELP_ASKED_BEFORE = /\b(?:can|could|will|would) (?:you|someone|somebody|anyone|anybody) (?:please )?(?:just )?$/;
const HELP_ASKED_QUOTE = /^(?:(?:me )?(?:puede|podria|puedes|podrias|pueden|podrian) (?:usted )?ayudar(?:me)?|(?:vous pouvez|pouvez vous|vous pourriez|pourriez vous|tu peux|peux tu|tu pourrais|pourrais tu) m aider)$/;
/** Nothing after the ask in its stretch but "me", a please or a later time: the ask ends there. */
const HELP_ASK_ENDS = /^\s*(?:(?:me|us|please|love|dear|then|later|at all|a minute|a moment|a sec|a second|por favor|luego|despues|un momento|un momentito|s il vous plait|plus tard|tout a l heure|un peu)\s*)*(?:,|$)/;
/** A harmless thing one may want a hand with: a jar, the remote, the forms, the shopping ("el bote", "el mando", "le bocal"). */
const HARMLESS_THING = /\b(?:jars?|lids?|bottle tops?|tins?|tin opener|can opener|remote|telly|tv|television|channels?|forms?|paperwork|letters?|crossword|computer|laptop|ipad|shopping|bins?|curtains|light ?bulbs?|bulbs?|clock|batter(?:y|ies)|parcel|bills?|internet|wifi|jigsaw|recipe|knitting|hoover|washing machine|dishwasher|radio|botes?|tarros?|tapas?|tapon|latas?|frascos?|mando|tele|canales|papeles|formularios?|impresos?|cartas?|crucigrama|ordenador|compra|basura|cortinas|bombillas?|reloj|pilas|paquete|facturas?|lavadora|bocal|bocaux|couvercles?|bouchon|conserves?|telecommande|chaines|papiers|formulaires?|lettres?|courrier|mots croises|ordinateur|courses|poubelles?|rideaux|ampoules?|horloge|piles|colis|factures?|machine a laver|aspirateur)\b/;
/** A danger's own words, read or not by a rule: the ask beside them stays a plea. */
const HELP_DANGER = /\b(?:fire|smoke|smoking|burn\w*|flames?|blood|bleed\w*|fall|falls|fell|fallen|floor|ground|lying|laying|stuck|trapped|breath\w*|chest|pain|hurt\w*|injur\w*|cut|faint\w*|dizzy|collaps\w*|someone|somebody|stranger|gas|knife|weak|numb|dead|can t move|can not move|cannot move|can t get up|can not get up|fuego|humo|quema\w*|llamas|sangr\w*|cai\w*|cay\w*|suelo|tirad[oa]|atrapad[oa]|atascad[oa]|respir\w*|ahog\w*|pecho|dolor\w*|duele\w*|herid[oa]|cortad[oa]|corte|desmay\w*|mare\w*|alguien|extran[oa]|cuchillo|debil|dormid[oa]|feu|fumee|brul\w*|flammes?|sang|saign\w*|tomb\w*|terre|sol|allongee?|coincee?|bloquee?|respir\w*|etouff\w*|poitrine|douleur\w*|blesse\w*|coupee?|malaise|vertige\w*|quelqu un|inconnu\w*|couteau|faible|engourdi\w*)\b/;

/** Gas, a smell, a leak or a flood in the call: the one sent may be needed now. */
const LEAK_OR_SMELL = /\b(?:gas|gaz|smell\w*|huele|olor|sent|odeur|fuite|fuga|escape|leak\w*|flood\w*|inond\w*|inund\w*|agua por todas partes|water everywhere|eau partout)\b/;
/** Sent to mend or see to a thing: "to fix the boiler", "para arreglar la caldera", "pour réparer la chaudière". */
const SENT_TO_MEND = /^\s*(?:round |over |out )?(?:to|para|pour|a) (?:fix|mend|repair|look at|sort|check|service|see to|unblock|arreglar|reparar|mirar|revisar|desatascar|reparer|regarder|verifier|depanner|deboucher|arranger)\b(?! (?:me|him|her|us|them|my (?:husband|wife|son|daughter|mum|dad)|a mi|a mi marido|a mi mujer|moi|mon mari|ma femme)\b)/;
/** A question of which or what: "which hospital", "de qué hospital", "quel hôpital". */
const ASKS_WHICH = /\b(?:which|what|que|cual|quel|quelle)\b/;
/** A question of what someone did or has done, not a request: "did the doctor ...", "has he ...". */
const DID_BEFORE = /^\s*(?:\w+ )?(?:did|has|have|was|were)\b/;
const REQUEST_BEFORE = /\b(?:can|could|would|will|please)\b/;
/** The fire's word alone: "fuego", "lumbre", "feu". */
const HOB_FIRE_WORD = /^(?:fuego|lumbre|feu)$/i;
/** Its article just before: "el fuego", "le feu" (the hob's flame), never "au feu", "hay fuego", "¡fuego!". */
const HOB_ARTICLE = /\b(?:el|la|le)\s*$/;
/** A pot boiling over: "se me sale la leche", "la sopa se ha salido", "mon lait déborde", "the milk's boiling over". */
const BOILING_OVER = /\b(?:boil\w* over|boiled over|se (?:me |le |nos )?(?:sale|salio|ha salido|esta saliendo|va a salir|sube|subio) (?:la leche|el caldo|el agua|la sopa|el cafe|el guiso|la olla|el puchero|la pasta|el arroz|la salsa)|(?:la leche|el caldo|la sopa|el cafe|la olla|el agua|la salsa)(?: \w+){0,2} se (?:me )?(?:sale|salio|ha salido|esta saliendo)|deborde\w*|debord\w*|(?:le lait|la soupe|le cafe|la sauce) (?:qui )?monte)\b/;
/** A fire all the same: flames, smoke, burning, something caught, not put out, the brigade. */
const FIRE_REAL = /\b(?:llamas?|humo|ardiendo|arde|prendid[oa]|prendio|incendio|hay fuego|fuego en|quemando|se ha pasado|cortina|trapo|campana|flames?|smoke|smoking|burning|alight|caught|on fire|curtains?|towel|put it out|go out|fumee|flammes?|brul\w*|pris|en feu|au feu|incendie|hotte|rideaux?|torchon|apagar\w*|no se apaga|eteindre|l eteindre|s eteint|pompiers|bomberos|fire brigade)\b/;

function toldNotHappening(signals: Signal[], personSaid: string): Signal[] {
  // The turns joined with " . ": a turn's own stop and the join are one stop ("he's alright. . Me? No.").
  const said = plainWords(personSaid).replace(/\.(?:\s*\.)+/g, '.');
  const sentences = said.split(/[.!?…;]+/);
  const helpForOther = (HELP_FOR_OTHER.test(said) || WAITED_WITH_OTHER.test(said)) && SELF_WELL.test(said);
  const nothingLike = NOTHING_LIKE.test(said);
  // The person's words cut into sentences once, for every reading below that goes sentence by sentence.
  const saidSentences = sentencesOf(said);
  const tripToCome = saidSentences.some((sentence) => TRIP.test(sentence) && TRIP_SOON.test(sentence));
  const notMe = NOT_ME_SAID.test(said) && !PLEA.test(said.replace(NOT_ME_SAID, ' '));
  const selfWell = SELF_WELL.test(said) || SELF_WELL_TOO.test(said);
  // Every place the signal's words stand in these sentences lowers it (and there is one).
  const inEvery = (list: string[]) => (signal: Signal, lowers: (place: { sentence: string; before: string; after: string }) => boolean) => {
    const places = placesOf(plainWords(signal.quote).trim(), list);
    return places.length > 0 && places.every(lowers);
  };
  const everyPlace = inEvery(saidSentences);
  // The sentences asked as a question of which or what (each sentence's stop kept beside it, as sentencesOf cuts them).
  const cut = said.replace(/\.{2,}|…/g, ',').split(/([.!?;]+)/);
  const asked = saidSentences.filter((sentence, i) => (cut[2 * i + 1] ?? '').includes('?'));
  const askedWhich = asked.filter((sentence) => ASKS_WHICH.test(sentence));
  const inStretches = inEvery(saidSentences.flatMap((sentence) => sentence.split(/[:,]+/)));
  // Each sentence read with the one before when that one ends on a programme watched ("aquí viendo la novela").
  const afterProgramme = inEvery(saidSentences.map((sentence, i, all) => (i > 0 && PROGRAMME_AT_END.test(all[i - 1]!) ? `${all[i - 1]} , ${sentence}` : sentence)));
  const restWell = AT_REST_WELL.test(said) && !BREATHLESS_AT_REST.test(said);
  const everywhere = inEvery(sentences);
  const withTheNextBut = inEvery(sentences.map((sentence, i) => (/^\s*(?:but|pero|mais)\b/.test(sentences[i + 1] ?? '') ? `${sentence} , ${sentences[i + 1]}` : sentence)));
  // Help asked with a harmless thing (round 32): the ask ends its stretch, a harmless thing is named in its sentence or one
  // beside it, and neither it nor the sentences beside it hold a danger's words or any other sign.
  const otherSigns = signals.filter((s) => s.severity !== 'positive' && s.quote && s.kind !== 'help-request'
    && !(s.kind === 'needs-something' && /^(?:help|can you help|ayud|me puede|puede|podria|vous pouvez|pouvez|pourriez|m aider)/.test(plainWords(s.quote).trim().toLowerCase())));
  const quiet = (i: number) => [i - 1, i, i + 1].every((j) => {
    const sentence = saidSentences[j];
    if (sentence === undefined) return true;
    return !HELP_DANGER.test(sentence.replace(/\b(?:du mal a|de mal a)\b/g, ' ')) && !otherSigns.some((s) => placesOf(plainWords(s.quote).trim(), [sentence]).length > 0);
  });
  const everydayHelp = (signal: Signal) => {
    const quote = plainWords(signal.quote).trim();
    const at = saidSentences.flatMap((sentence, i) => placesOf(quote, [sentence]).map((place) => ({ ...place, i })));
    return at.length > 0 && at.every(({ before, after, i }) => (HELP_ASKED_QUOTE.test(quote.toLowerCase()) || (quote.toLowerCase() === 'help' && HELP_ASKED_BEFORE.test(before)))
      && HELP_ASK_ENDS.test(after) && [i - 1, i, i + 1].some((j) => HARMLESS_THING.test(saidSentences[j] ?? '')) && quiet(i));
  };
  const madeSafe = MADE_SAFE.test(said) && !GAS_NOW.test(said);
  const overNow = !SAID_NOW.test(said);
  const scamRefused = SCAM_REFUSED.test(said) && !SCAM_LOST.test(said);
  // Headache, sickness, drowsiness... in the call: the gas may not be over, whatever was fixed.
  const poisoned = signals.some((s) => s.severity !== 'positive' && (GAS_SYMPTOMS.has(s.kind) || (s.kind === 'pain' && /head|cabeza|tete/.test(plainWords(s.quote)))));
  // (an illness had, said just after to be over: "I had a cold last week but it's gone", "j'ai eu un rhume ... mais c'est fini")
  const illnessOver = (signal: Signal) => signal.kind === 'unwell' && signal.severity === 'concern' && !!signal.quote && !signal.aboutSomeoneElse
    && HAD_AN_ILLNESS.test(plainWords(signal.quote).trim()) && everyPlace(signal, ({ after }) => OVER_JUST_AFTER.test(after.replace(/,/g, ' ')));
  const keptUp = KEPT_FROM_FALLING.test(said) && !DOWN_AFTER_ALL.test(said.replace(/\b(?:did not|didn t|never|not) (?:end up )?(?:on the (?:floor|ground))\b/g, ' '));
  return signals.map((signal) => {
    // A fall is the person's only when they are its subject (round 30). A thing that fell ("la valla se cayó con el viento",
    // "la clôture est tombée avec le vent"): no fall. Someone else's fall told as over or in hand, nothing of them down now
    // in the sentence ("our Jean fell at the bus stop, she's got a cast on now", "el nieto se cayó de la bici, una raspadura,
    // nada"): theirs and behind them. Without a sign it is over, or with one of them still down, it stays as it was.
    if (signal.kind === 'fall' && signal.severity !== 'positive' && signal.quote) {
      // The subject may stand inside the quote ("sœur est tombée"): read it with the words before.
      const quote = signal.quote;
      const subjectOf = (before: string) => `${before}${plainWords(quote).trim()}`.replace(FALL_VERB_AT_END, ' ');
      // (the thing its subject: not a thing reached for or carried, "I reached for a tin, fell and hit my head", round 36)
      const thingFell = (sentence: string, before: string, after: string) => THING_BEFORE.test(subjectOf(before).replace(/\s(?:m|me|se me)\s*$/, ' '))
        && !THING_AS_OBJECT.test(subjectOf(before)) && !/,\s*$/.test(sentence.slice(0, Math.max(0, sentence.length - after.length - plainWords(quote).trim().length)));
      if (everyPlace(signal, ({ sentence, before, after }) => thingFell(sentence, before, after) && !/^\s*(?:on|onto|sobre|encima|sur)\b/.test(after))) return { ...signal, kind: 'thing-fell', severity: 'positive' as const };
      // Round 36: a thing that fell on a part of the person ("a tin fell on my head off the shelf", "une boîte m'est tombée sur le
      // pied", "me cayó una lata en la cabeza"): a knock, not the person's fall; on the head a knock to the head (with sickness or
      // drowsiness an emergency, read by the signs). A thing fallen on the person with no part named ("the wardrobe fell on me",
      // "m'est tombée dessus") stays as it was: they may be under it.
      const onPart = (after: string) => ON_A_PART.exec(after.replace(/,/g, ' '));
      if (everyPlace(signal, ({ sentence, before, after }) => thingFell(sentence, before, after) && !!onPart(after))) {
        const head = everyPlace(signal, ({ after }) => /^(?:head|cabeza|tete)$/.test(onPart(after)?.[1] ?? ''));
        return { ...signal, kind: head ? 'head-injury' : 'injury', severity: 'concern' as const };
      }
      // Theirs (its subject someone else, no "I" before it) and over: told as over or in hand, or, for someone living apart, on a
      // day gone by with nothing of it hurting now; never with them still down or a sign of a knock in the sentence.
      const overForThem = (sentence: string) => OTHERS_FALL_OVER.test(sentence) || NOTHING_STRETCH.test(sentence);
      const dayGoneApart = (sentence: string, before: string) => OTHERS_DAY_GONE.test(sentence) && !OTHERS_HURT.test(sentence)
        && !PARTNER_WORD.test(subjectOf(before)) && !I_OR_ME.test(plainWords(quote));
      if (everyPlace(signal, ({ sentence, before }) => (OTHER_BEFORE.test(subjectOf(before)) || namedBefore(personSaid, quote)) && !I_OR_ME.test(before)
        && (overForThem(sentence) || dayGoneApart(sentence, before)) && !OTHERS_DOWN_NOW.test(sentence))) return { ...signal, kind: 'others-fall-over', severity: 'positive' as const };
    }
    // Help asked with a harmless thing (round 32: "I can't get the lid off the jar, can you help?", "no puedo abrir el bote, ¿me
    // puede ayudar?", "je n'arrive pas à ouvrir le bocal, vous pouvez m'aider ?"): a need, as "help me with the jar" is, not a
    // plea. Never beside a danger's words or any other sign in its sentence or the ones beside it.
    if (signal.kind === 'help-request' && signal.severity === 'emergency' && signal.quote && !signal.aboutSomeoneElse && everydayHelp(signal)) return { ...signal, kind: 'needs-something', severity: 'concern' as const };
    // Someone asked to be sent to mend or see to a thing of the home ("Could you send someone to fix the boiler? I'm fine
    // otherwise", "vous pouvez envoyer quelqu'un pour réparer la chaudière ?", round 44's note): a need, a concern. Never with a
    // danger's words anywhere in the call, nor beside another sign of now ("send someone to check the gas, I can smell it").
    if (signal.kind === 'help-request' && signal.severity === 'emergency' && signal.quote && !signal.aboutSomeoneElse
      && !HELP_DANGER.test(said.split(plainWords(signal.quote).trim().toLowerCase()).join(' ')) && !LEAK_OR_SMELL.test(said) && !otherSigns.some((s) => s.severity === 'emergency') && everyPlace(signal, ({ after }) => SENT_TO_MEND.test(after))) return { ...signal, kind: 'needs-something', severity: 'concern' as const };
    // The word of the emergency services is a call for help only when it is wanted or awaited now, for the person or someone
    // with them (round 30): a plea or a need in its stretch, one on its way or not come yet, or the word said nearly alone
    // ("Ambulance!", "¡Una ambulancia!", "Le SAMU, vite !"). Told of someone else, of a time gone by, a job, a charity, a
    // station, one passing: no call for help. The person's own ambulance told of a recent time: a concern. Anything else said
    // (a fall they cannot get up from, not breathing) is read by its own signal.
    if (signal.kind === 'help-request' && signal.severity !== 'positive' && signal.quote && SERVICE_WORD.test(plainWords(signal.quote))
      && everyPlace(signal, ({ sentence }) => !serviceWanted(sentence) && !SOMEONE_DOWN_NOW.test(sentence))) {
      const mine = everyPlace(signal, ({ sentence }) => SERVICE_MINE.test(sentence));
      if (mine && signal.severity === 'emergency' && !everyPlace(signal, ({ sentence }) => LONG_GONE.test(sentence) || /\b(?:back in|champion since|fine since|desde entonces|depuis)\b/.test(sentence))) return { ...signal, kind: 'medical', severity: 'concern' as const };
      return { ...signal, kind: 'services-told', severity: 'positive' as const };
    }
    // Round 35 (unseen31): the ambulance as the transport to an appointment, booked or as every month ("mañana viene la ambulancia
    // a llevarme a la consulta del oftalmólogo, como cada mes", "the ambulance picks me up for dialysis every Tuesday", "demain
    // l'ambulance vient me chercher pour ma séance"): no call for help. Never beside a danger's words or someone down now.
    if (signal.kind === 'help-request' && signal.severity !== 'positive' && signal.quote && SERVICE_WORD.test(plainWords(signal.quote))
      && everyPlace(signal, ({ sentence }) => AMBULANCE_TRANSPORT.test(sentence) && ROUTINE_OR_BOOKED.test(sentence) && !SOMEONE_DOWN_NOW.test(sentence) && !HELP_DANGER.test(sentence))) return { ...signal, kind: 'services-told', severity: 'positive' as const };
    // The fire brigade's bare name read the same way ("il y avait les pompiers au marché pour le calendrier"): a fire's own
    // words (flames, smoke, burning) are their own signal.
    if (signal.kind === 'fire' && signal.severity === 'emergency' && signal.quote && BRIGADE_WORD.test(plainWords(signal.quote).trim())
      && everyPlace(signal, ({ sentence }) => !serviceWanted(sentence) && !FIRE_NOW.test(sentence) && !SMOKE_OR_ALARM.test(sentence))) return { ...signal, kind: 'services-told', severity: 'positive' as const };
    // An illness had and said just after to be over (round 29: "j'ai eu un rhume la semaine dernière mais c'est fini", "tuve un
    // resfriado pero ya se me pasó", "I had a cold last week but it's gone"): behind the person, no concern. Not "it's not over",
    // nor a sign of now told beside it (its own signal).
    if (illnessOver(signal)) return { ...signal, kind: 'past-unwell', severity: 'positive' as const };
    // A low sugar that the call says passes once the person eats (round 42: a fast's low before breaking it, "dès que je mange
    // ça passe", "en cuanto como se me pasa", "fine as soon as I've eaten"): a concern, with no muddle, faint or fall told.
    if (signal.kind === 'low-blood-sugar' && signal.severity === 'emergency' && !signal.aboutSomeoneElse && EATEN_PASSES.test(said) && !FAINTING.test(said)
      && !signals.some((s) => s.severity === 'emergency' && s !== signal) && !signals.some((s) => ['confusion', 'new-confusion', 'disoriented', 'collapse', 'fall'].includes(s.kind) && s.severity !== 'positive')) return { ...signal, severity: 'concern' as const };
    // An intruder of an earlier day, told in its sentence, with the call saying it ended ("last week a lad tried my door, the
    // police came", "la semana pasada intentaron entrar, vino la policía", "la semaine dernière ... il s'est enfui"): a
    // concern, as a fall got up from is. Not with now or still in its sentence, nor one told without an end.
    if (signal.kind === 'intruder' && signal.severity === 'emergency' && !signal.aboutSomeoneElse && signal.quote && INTRUDER_OVER.test(said)
      && everyPlace(signal, ({ sentence }) => DOOR_TRIED_BEFORE.test(sentence) && !DOOR_TRIED_NOW.test(sentence))) return { ...signal, severity: 'concern' as const };
    // A ladder or a stool that slid or moved under the person, who caught themself and did not fall (round 29: "the ladder
    // slid out ... I grabbed the drainpipe and got down, I didn't fall", "l'échelle a glissé ... je me suis rattrapé au volet.
    // Pas tombé"): a near miss, a concern. Down after all ("and I fell", on the floor, can't get up) stays.
    // So is the person's own slip or trip, caught the same way (unseen32: "j'ai glissé sur le tapis ... je me suis rattrapée au
    // déambulateur", "I nearly fell, slipped on the rug, grabbed the frame"): the slip's word alone, no fall said.
    if (signal.kind === 'fall' && signal.severity === 'emergency' && signal.quote && !signal.aboutSomeoneElse && keptUp
      && everyPlace(signal, ({ before }) => THING_SLID_BEFORE.test(before) || THING_SLID.test(plainWords(signal.quote).trim()) || SLIP_ONLY.test(plainWords(signal.quote).trim()))) return { ...signal, kind: 'near-fall', severity: 'concern' as const };
    // A trouble long gone that was got out of or fixed, with nothing of now in the call: a concern, never an emergency.
    // "I got stuck in the bath last month, my son got me out"; "a gas leak last year, it was fixed, no trouble since".
    if (signal.severity === 'emergency' && signal.quote && overNow && !signal.aboutSomeoneElse) {
      if (STUCK_KINDS.has(signal.kind) && (GOT_OUT.test(said) || OVER_SINCE.test(said)) && onlyThen(said, STUCK_WORDS, LONG_GONE)) return { ...signal, severity: 'concern' as const };
      if (signal.kind === 'gas' && FIXED.test(said) && !poisoned && onlyThen(said, GAS_WORDS, LONG_GONE, WEEK_GONE)) return { ...signal, severity: 'concern' as const };
    }
    // A scam caller seen through, nothing given (unseen26: "I said, young man, I wasn't born yesterday, and put the phone down",
    // "le dije: ¿y cómo se llama tu abuelo? Y colgó"): the person kept safe, no concern. Nor the caller's own claimed need.
    if ((signal.kind === 'scam' || (signal.kind === 'needs-something' && CALLER_SAID.test(plainWords(signal.quote)))) && signal.severity === 'concern' && scamRefused) return { ...signal, kind: 'scam-refused', severity: 'positive' as const };
    // A smoke alarm chirping for its battery, the battery changed or said to be only that, nothing burning or still going on.
    if (signal.kind === 'home-safety' && signal.severity === 'concern' && ALARM_WORD.test(plainWords(signal.quote)) && BATTERY_SORTED.test(said) && !ALARM_TROUBLE.test(said.replace(ALARM_NAME, ' '))) return { ...signal, kind: 'alarm-battery', severity: 'positive' as const };
    // Praise of the body ("the chest of a man half my age", unseen25): what the doctor said of it is no concern.
    if (['unclear-risk', 'medical'].includes(signal.kind) && signal.severity === 'concern' && signal.quote && everywhere(signal, ({ sentence }) => BODY_PRAISED.test(sentence))) return { ...signal, kind: 'praised', severity: 'positive' as const };
    // Word-finding the person says is lifelong ("I can't find my words sometimes, always been like that"), with no sudden start said.
    if (signal.kind === 'stroke' && signal.severity === 'emergency' && signal.quote && WORD_FINDING.test(plainWords(signal.quote)) && !SUDDEN.test(said)
      && everywhere(signal, ({ sentence }) => LIFELONG.test(sentence))) return { ...signal, kind: 'confusion', severity: 'concern' as const };
    // Slower to get up than before, or sitting on the floor to play: a mobility worry, not someone stuck on the floor.
    if (STUCK_KINDS.has(signal.kind) && signal.severity === 'emergency' && signal.quote && !signal.aboutSomeoneElse
      && everywhere(signal, ({ sentence, after }) => AS_QUICK_AFTER.test(after.replace(/^[,\s]+/, ' ')) || (FLOOR_BY_CHOICE.test(sentence) && AS_QUICK_AFTER.test(sentence.slice(sentence.search(/\b(?:get up|levanto|levantarme|releve|relever)\b/) + 1).replace(/^\S*\s*/, ''))))) return { ...signal, kind: 'mobility', severity: 'concern' as const };
    // An ambulance to an appointment that did not come, with no plea for one: a missed appointment, a concern.
    if (signal.kind === 'help-request' && signal.severity === 'emergency' && signal.quote
      && everywhere(signal, ({ sentence }) => APPOINTMENT.test(sentence) && DID_NOT_COME.test(sentence) && !PLEA.test(sentence))) return { ...signal, kind: 'care-missed', severity: 'concern' as const };
    if (signal.kind === 'gas' && signal.severity === 'emergency' && signal.quote && madeSafe && everywhere(signal, ({ sentence }) => EARLIER_DAY.test(sentence) || WEEK_GONE.test(sentence) || LONG_GONE.test(sentence))) return { ...signal, severity: 'concern' as const };
    if (signal.kind === 'fire' && signal.severity === 'emergency' && signal.quote && PAST_FIRE.test(plainWords(signal.quote).trim()) && !FIRE_NOW.test(said)) return { ...signal, severity: 'concern' as const };
    // A fire told of a year or months gone by, nothing of now in the call (round 24: "the neighbour's shed caught fire last
    // year", "el año pasado se quemó el pajar del vecino"): history, a concern at most. A fire now said anywhere stays.
    if (signal.kind === 'fire' && signal.severity === 'emergency' && signal.quote && !FIRE_NOW.test(said) && !SMOKE_OR_ALARM.test(said) && onlyThen(said, FIRE_WORDS, LONG_GONE)) return { ...signal, severity: 'concern' as const };
    if (signal.kind === 'stroke' && signal.severity === 'emergency' && signal.quote && FEET_LONG_NUMB.test(plainWords(signal.quote)) && everywhere(signal, ({ sentence }) => LONG_SO.test(sentence))) return { ...signal, kind: 'numbness', severity: 'concern' as const };
    // Stiff or aching from playing or running about with the grandchildren, or worn out but happy (unseen22: "stiff from
    // sitting on the floor playing", "agujetas de jugar a la petanca", "crevée mais heureuse"): a busy week, no concern.
    if (signal.severity === 'concern' && signal.quote && !signal.aboutSomeoneElse
      && ((signal.kind === 'pain' && ACHE_WORD.test(plainWords(signal.quote)) && everywhere(signal, ({ after }) => FROM_PLAY.test(after.replace(/^[,\s]+/, ' '))))
        || (signal.kind === 'tiredness' && everywhere(signal, ({ after }) => BUT_HAPPY.test(after.replace(/^[,!\s]+/, ' ')) || TIRED_NORMAL.test(after) || GOOD_TIRED.test(after) || TIRED_BY_NOISE.test(after)))
        // (the "but fine" may open the next sentence: "Bit tired, because Ron snores like a tractor! But I'm fine", unseen39)
        || (signal.kind === 'tiredness' && withTheNextBut(signal, ({ after }) => TIRED_BY_NOISE.test(after))))) return { ...signal, kind: 'active', severity: 'positive' as const };
    // A throat tight from crying, at a funeral or since one (the stop note: "My throat feels tight, I've been crying since the
    // funeral"): grief, a low mood. Never with a sting, a food, a new medicine, a swelling or the breath named anywhere.
    if (signal.kind === 'allergic-reaction' && signal.severity === 'emergency' && signal.quote && THROAT_TIGHT.test(plainWords(signal.quote))
      && TEARS.test(said) && !ALLERGY_OR_BREATH.test(said)) return { ...signal, kind: 'low-mood', severity: 'concern' as const };
    // A fear of falling met by a precaution taken (unseen23: "I was worried I'd go flying on the ice ... so I've asked the lad
    // over the road to do them", "me da miedo es caerme ... así que ya no subo", "j'avais peur de glisser ... alors c'est le
    // petit voisin qui les sort"): looked after, no worry to pass on. Any fall or trouble told beside it is its own signal.
    if (signal.kind === 'worry' && signal.severity === 'concern' && signal.quote && !signal.aboutSomeoneElse
      && everywhere(signal, ({ sentence, after }) => FALL_FEARED.test(after) && PRECAUTION.test(sentence))) return { ...signal, kind: 'precaution', severity: 'positive' as const };
    // Nerves about a journey to come, and what is said of it (unseen25: "a bit worried about going down to me daughter's on
    // the train next Saturday", "me da miedo no encontrar el vagón" of "el AVE el jueves que viene", "j'ai peur de me tromper
    // de quai" for "le TER de vendredi prochain", "je dors mal rien que d'y penser"): no worry for the family. Any trouble
    // told beside it is its own signal.
    if (TRIP_NERVE_KINDS.has(signal.kind) && signal.severity === 'concern' && signal.quote && !signal.aboutSomeoneElse && tripToCome
      && everywhere(signal, ({ sentence }) => TRIP.test(sentence) || THINKING_OF_IT.test(sentence))) return { ...signal, kind: 'trip-nerves', severity: 'positive' as const };
    // A fall feared only as the reason for a pendant or an alarm worn (unseen25: "this pendant thing for when I go to the bingo,
    // in case I have a fall at the bus stop"): looked after. A fall told beside it is its own signal.
    if (signal.kind === 'fall-risk' && signal.severity === 'concern' && signal.quote && !signal.aboutSomeoneElse
      && everywhere(signal, ({ sentence }) => PENDANT.test(sentence))) return { ...signal, kind: 'precaution', severity: 'positive' as const };
    // Choking at every meal for a week or more, told as a pattern with nothing of now in its sentence (unseen22: "depuis une
    // semaine je m'étouffe à chaque repas"): food going down the wrong way, a swallowing concern for a doctor soon.
    if (signal.kind === 'breathing' && signal.severity === 'emergency' && signal.quote && CHOKE_QUOTE.test(plainWords(signal.quote))
      && everywhere(signal, ({ sentence }) => EVERY_MEAL.test(sentence) && FOR_A_WHILE.test(sentence) && !CHOKING_NOW.test(sentence))) return { ...signal, kind: 'swallowing', severity: 'concern' as const };
    // Round 37 (unseen36): symptoms named as questions asked, then denied as a whole ("they ask me about chest pain and
    // breathlessness and all that at the surgery and the answer's no to the lot", "me preguntan por dolor de pecho ... y a todo que
    // no", "on m'a demandé ... c'est non à tout"): a denied list, as "no chest pain, no dizziness" is. Only a sign standing between
    // the asking and the denial, with nothing of the person's own told between (no "but", "now", "I've got", "can't").
    if (signal.severity !== 'positive' && signal.quote && everyPlace(signal, ({ before, after }) => askedThenDenied(before, plainWords(signal.quote).trim(), after))) return { ...signal, kind: `no-${signal.kind}`, severity: 'positive' as const };
    // Round 37 (unseen36): smoke told of an earlier time with nothing caught ("left the chip pan on ... came back and the kitchen
    // was all smoky, but nothing had caught, I turned it off", "no llegó a prenderse nada", "rien n'a pris feu"): a near miss, a
    // concern, as a fire put out on an earlier day is. Never with a fire of now in the call (still, now, again, flames, burning).
    if (signal.kind === 'fire' && signal.severity === 'emergency' && signal.quote && !signal.aboutSomeoneElse && !FIRE_NOW.test(said)
      && everyPlace(signal, ({ sentence }) => NOTHING_CAUGHT.test(sentence) && (TOLD_THEN.test(sentence) || EARLIER_DAY.test(said)))) return { ...signal, severity: 'concern' as const };
    if (signal.kind !== 'breathing' || signal.severity !== 'emergency' || !signal.quote || BREATHLESS_AT_REST.test(said)) return signal;
    if (everywhere(signal, ({ sentence, before }) => (restWell && EXERTION.test(sentence)) || OTHERWISE_BEFORE.test(before))) return { ...signal, severity: 'concern' as const };
    return signal;
  }).filter((signal) => {
    // Someone named by their first name, their trouble gone by and help come, told by a person who says they are well (unseen25:
    // "mardi au club, Marcel a fait un malaise ... les pompiers sont venus ... Il va mieux"): theirs. Read as "someone".
    if (signal.severity !== 'positive' && signal.quote && selfWell && OTHERS_KINDS.has(signal.kind) && namedBefore(personSaid, signal.quote)
      && everyPlace(signal, ({ sentence }) => othersGoneBy(sentence, 'someone ', plainWords(signal.quote).trim()))) return false;
    // A programme's trouble read as a concern (someone in it, "ayer en la telenovela al papá de Ximena le dio un infarto", unseen26),
    // told by a person who says they are well: no concern of theirs, as its emergency would not be.
    if (signal.severity === 'concern' && signal.quote && selfWell && PROGRAMME_OTHER_KINDS.has(signal.kind)) {
      const told = plainWords(signal.quote).trim();
      const programmeOnly = ({ sentence, before, after }: { sentence: string; before: string; after: string }) => inProgramme(before, told, signal.kind)
        && !MINE_JUST_AFTER.test(after) && !(['gas', 'fire'].includes(signal.kind) && HOME_NOW.test(sentence));
      if (everyPlace(signal, programmeOnly) || afterProgramme(signal, programmeOnly)) return false;
    }
    // Round 43 (unseen43): a hospital or a clinic named only in questions of which or what asked of the caller ("Which hospital are
    // you?", "¿De qué hospital me llaman?", "Vous appelez de quel hôpital ?"): no worry of the person's told.
    if (signal.kind === 'medical' && signal.severity === 'concern' && signal.quote && everyPlace(signal, ({ sentence }) => askedWhich.includes(sentence))) return false;
    // Nor a need said in a question of what someone did ("Did the neurologist ask you to ring?"); "could you ask my son to ring me?" stays.
    if (signal.kind === 'needs-something' && signal.severity === 'concern' && signal.quote && everyPlace(signal, ({ sentence, before }) => asked.includes(sentence) && DID_BEFORE.test(before) && !REQUEST_BEFORE.test(before))) return false;
    if (signal.severity !== 'emergency' || !signal.quote) return true;
    // The hob named by its fire while a pot boils over (unseen30: "espere, que se me sale la leche, ay, ay, el fuego...", "mon
    // lait déborde, le feu !"): "el fuego", "le feu" after its article is the flame under the pot, no fire. Never beside
    // flames, smoke, burning, something caught, a fire not put out, nor "au feu", "¡fuego!" or "hay fuego".
    if (signal.kind === 'fire' && HOB_FIRE_WORD.test(plainWords(signal.quote).trim()) && BOILING_OVER.test(said) && !FIRE_REAL.test(said)
      && everyPlace(signal, ({ before }) => HOB_ARTICLE.test(before))) return false;
    if (FEARED_KINDS.has(signal.kind) && everywhere(signal, ({ before, after }) => FEARED_BEFORE.test(before) || DENIED_AFTER.test(after))) return false;
    // A tradesman at a job ("there's a man in the house fixing the boiler", "the plumber's here, a man in the house all
    // morning"), nothing said of not knowing him, a claim, a refusal to go or fear: no intruder. The bare presence only.
    if (signal.kind === 'intruder' && PRESENCE_ONLY.test(quote0(signal)) && TRADE_AT_WORK.test(said) && !NOT_KNOWN.test(said)) return false;
    if (LISTED_KINDS.has(signal.kind) && everywhere(signal, ({ before, after }) => LESS_AFTER.test(after.replace(/^[,\s]+/, ' ')) || /\bni $/.test(before))) return false;
    const quote = plainWords(signal.quote).trim();
    // Or said of them by its own subject ("her son rang me, she's broken her hip", unseen22): theirs, help come.
    if (helpForOther && OTHERS_KINDS.has(signal.kind) && everywhere(signal, ({ sentence }) => (!FIRST_PERSON.test(sentence.replace(/,/g, ' ')) && !(signal.kind === 'help-request' && ASKED_NOW.test(sentence) && !HELP_FOR_OTHER.test(sentence))) || (WAITED_WITH_OTHER.test(sentence) && (signal.kind === 'help-request' || signal.aboutSomeoneElse === true)) || (THEIR_OWN.test(quote) && !FIRST_PERSON.test(quote)))) return false;
    // The ambulance that took someone else in, told in a stretch with nothing of the person's, by a person who says they are
    // well (round 29: "it's Derek next door I'm fretting about, he fell off his ladder ... and they took him in by ambulance",
    // "se lo llevaron en ambulancia", "l'ambulance l'a emmené"): help come for them, no call for one now.
    if (signal.kind === 'help-request' && selfWell && inStretches(signal, ({ sentence }) => TAKEN_BY_AMBULANCE.test(sentence) && !FIRST_PERSON.test(sentence.replace(/,/g, ' ')) && !ASKED_NOW.test(sentence))) return false;
    if (FEARED_KINDS.has(signal.kind) && everywhere(signal, ({ sentence, before }) => IF_BEFORE.test(before) || (SI_SIGN.test(quote) && sentence.includes(`si ${quote}`)))) return false;
    if (signal.kind === 'help-request' && everywhere(signal, ({ sentence, before }) => (IF_SIGN_SENTENCE.test(sentence) && WOULD_BEFORE.test(before)) || (HELP_OF_BEFORE.test(before) && HELP_OF_AFTER.test(sentence.slice(sentence.indexOf(quote) + quote.length))))) return false;
    if (nothingLike && PROGRAMME_KINDS.has(signal.kind) && everywhere(signal, ({ sentence }) => PROGRAMME.test(sentence))) return false;
    // Someone in a programme, or what it was about, told by a person who says they are well (see inProgramme).
    // A gas or a fire with the home, now, a smell or an alarm anywhere in its sentence stays.
    // The programme may close the sentence just before ("aquí viendo la novela. ¡Le acaba de dar un infarto a don Rogelio!",
    // unseen23); never someone of the person's own named just after the words ("le acaba de dar un infarto a mi marido").
    const programmePlace = ({ sentence, before, after }: { sentence: string; before: string; after: string }) => inProgramme(before, quote, signal.kind)
      && !MINE_JUST_AFTER.test(after) && !(['gas', 'fire'].includes(signal.kind) && HOME_NOW.test(sentence));
    if (selfWell && PROGRAMME_OTHER_KINDS.has(signal.kind) && (everyPlace(signal, programmePlace) || afterProgramme(signal, programmePlace))) return false;
    // Someone else's trouble gone by, help come, the person well: "la del quinto ... anoche vino la ambulancia", "mon voisin ... hier soir, les pompiers sont venus".
    if (selfWell && (OTHERS_KINDS.has(signal.kind) || PROGRAMME_OTHER_KINDS.has(signal.kind)) && everyPlace(signal, ({ sentence, before }) => othersGoneBy(sentence, before, quote))) return false;
    // Someone else's trouble of a month or a year ago, and they are well again (round 27: "a Paco el mes pasado se le quedó la cara
    // dormida, le dio un ictus, pero ya está bien", "l'an dernier mon voisin a fait un AVC, mais il va bien maintenant"): theirs, over.
    // Never with anything still so or unable in the call, nor beside a plea; the person's own signs beside it are their own.
    if (signal.aboutSomeoneElse && OTHER_WELL_AGAIN.test(said) && OTHERS_LONG_AGO.test(said) && !OTHER_STILL.test(said) && !ASKED_NOW.test(said)) return false;
    // Someone else's, told as told or watched, and the person saying in so many words it was not them (unseen25: "al galán le
    // dio un infarto ... a mí nada, eso era en la tele", "on m'a raconté que le mari de la voisine a fait un AVC ... pas moi,
    // je parlais de lui"): in every stretch its words stand, someone else named, nothing of the person's, a past telling,
    // nothing of now. Never beside a plea ("not me, my husband, he's had a stroke, send someone").
    if (notMe && (OTHERS_KINDS.has(signal.kind) || PROGRAMME_OTHER_KINDS.has(signal.kind)) && inStretches(signal, ({ sentence, before }) => othersToldOf(sentence, before, quote))) return false;
    return true;
  }).map((signal) => {
    // Someone else's stroke or heart attack told as had, the person saying they are well, nothing of now anywhere in the call
    // (round 31: "Mi hermano ha tenido un ictus, pobrecito. Yo estoy bien", "my brother has had a stroke, poor thing, I'm fine"):
    // theirs and told, a concern, as "a fait un AVC" is. A sign of now (the face gone, not talking, on the floor), "just",
    // "acaba de", "vient de", someone with the person, or a plea keep it an emergency.
    if (['stroke', 'chest-pain'].includes(signal.kind) && signal.severity === 'emergency' && signal.quote && signal.aboutSomeoneElse && selfWell
      && !OTHERS_ATTACK_NOW.test(said) && !GOES_ON.test(said) && !PLEA.test(said) && !ASKED_NOW.test(said)
      && everyPlace(signal, ({ sentence }) => OTHERS_ATTACK_HAD.test(sentence) && !FIRST_PERSON.test(sentence.replace(SELF_WELL, ' ').replace(SELF_WELL_TOO, ' ').replace(/\b(?:a )?(?:my|mi|mis|mon|ma|mes)\s+\w+/g, ' ').replace(/,/g, ' ')))) return { ...signal, severity: 'concern' as const };
    return signal;
  });
}

/** Someone else taken in by ambulance: "they took him in by ambulance", "se lo llevaron en ambulancia", "l'ambulance l'a emmené". */
const TAKEN_BY_AMBULANCE = /\b(?:(?:took|taken|take|rushed|carted|whisked) (?:him|her|them) (?:\w+ ){0,3}(?:by|in an?|in the) ambulance|(?:the |an )?ambulance (?:took|has taken|had taken|came for|carted|whisked) (?:him|her|them)|(?:se )?(?:lo|la|los|las) (?:llevaron|llevo|han llevado|ha llevado)(?: \w+){0,3} (?:en )?(?:la |una )?ambulancia|(?:la )?ambulancia se (?:lo|la|los|las) (?:llevo|ha llevado)|(?:l|les) (?:a|ont) (?:emmenee?s?|transportee?s?|embarquee?s?)(?: \w+){0,3} (?:en )?(?:ambulance|samu)|(?:l |le |les )?(?:ambulance|samu|pompiers) (?:l|les) (?:a|ont) (?:emmenee?s?|embarquee?s?|pris|pris en charge))\b/;
/** A presence, said as no more: "there's a man in the house", "someone in the kitchen", "hay un hombre en casa", "un homme dans la maison". */
const PRESENCE_ONLY = /^(?:(?:there is|there s|there are|hay|il y a|y a) )?(?:a man|someone|somebody|men|people|a chap|a bloke|a fella|a lad|un hombre|alguien|un senor|un homme|quelqu un|un monsieur|des gens)(?: (?:is|are|in|inside|dentro|en|dans|chez))+ (?:the|my|our|la|el|mi|ma|mon|le|casa|moi)(?: (?:house|home|flat|kitchen|bathroom|loft|casa|cocina|bano|maison|cuisine|salle de bain))?$/;
/** A tradesman at a job: the plumber, the gas man, a man fixing the boiler, "el fontanero", "le plombier". */
const TRADE_AT_WORK = /\b(?:plumber|plumbers|electrician|gas ?man|gas engineer|heating engineer|engineer|builders?|decorators?|painters?|fitters?|joiner|carpenter|workm[ae]n|handyman|boiler man|window cleaner|tradesm[ae]n|roofer|(?:fixing|mending|repairing|servicing|fitting|putting in|working on|looking at|replacing|doing) (?:the|my|a|our|some) \w+|fontanero|electricista|albanil|pintor|tecnico del gas|(?:arreglando|reparando|instalando|cambiando) (?:la|el|los|las|mi) \w+|plombier|electricien|ouvrier|artisan|chauffagiste|(?:repare|reparer|installe|change|arrange) (?:la|le|les|ma|mon) \w+)\b/;
/** Anything of a stranger: not known, a claim, a refusal to go, fear, forcing, or the person not having called him. */
const NOT_KNOWN = /\b(?:(?:do not|don t|did not) know (?:who|him|her|them|what)|never seen|(?:says|said|saying|claims|claimed|reckons) (?:he|she|they) (?:is|s|are|was|were|d|had|has) (?:from|with)|(?:will not|won t|would not|refuses to|not) (?:leave|go|go away)|stranger|frightened|scared|afraid|terrified|worried|(?:did not|didn t|have not|never) (?:let|call|ring|ask|book|send for)|not expecting|broke|broken|forced|threaten\w*|knife|cash|money|no (?:se|sabe) quien|no (?:le|lo|la) conozco|no se (?:va|quiere ir)|no he llamado|miedo|asustad\w*|ne (?:sais|connais) pas|connais pas|sais pas qui|(?:veut|voulait) pas partir|part pas|peur|ai appele personne)\b/;
const quote0 = (signal: Signal) => plainWords(signal.quote).replace(/,/g, ' ').replace(/\s+/g, ' ').trim();

/** Just after a fear: a fall, a slip ("I'd go flying", "es caerme", "de glisser"). */
const FALL_FEARED = /^[\s,]*(?:\w+ ){0,4}?(?:go flying|fall|falling|slip|slipping|trip|caerme|caer|resbalar|resbalarme|glisser|tomber)\b/;
/** A precaution taken for it: "so I've asked the lad", "better safe than sorry", "así que ya no subo", "alors c'est le petit voisin qui les sort". */
const PRECAUTION = /\b(?:so i(?: ve| have)? (?:asked|got|get|had|don t|do not|no longer|never|stopped|let)|better safe than sorry|asi que (?:ya no|no|le pido|mi \w+)|me (?:las|los|lo|la) (?:baja|sube|trae|hace)|alors (?:c est|je (?:ne|demande|laisse)|mon|ma)|(?:les|la|le) sort pendant|pas tenter le diable)\b/;

function statusOf(signals: Signal[]): HealthStatus {
  if (signals.some((s) => s.severity === 'emergency')) return 'emergency';
  if (signals.some((s) => s.severity === 'concern')) return 'concerning';
  if (signals.some((s) => s.severity === 'positive')) return 'good';
  return 'unknown';
}

function dedupe(signals: Signal[]): Signal[] {
  const seen = new Set<string>();
  return signals.filter((s) => {
    const key = `${s.kind}|${s.severity}|${s.quote.toLowerCase()}|${s.aboutSomeoneElse ?? false}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// --- one clause -------------------------------------------------------------------------------

function assessClause(turn: TurnText, index: number): Signal[] {
  const clause = turn.clauses[index]!;
  const plain = clause.tokens.map((t) => t.text).join(' ');
  // "A fall? No." — the person echoes the question and answers it.
  const answeredNo = clause.question && startsWithNo(turn.clauses[index + 1]);
  const found: Signal[] = [];

  const whole: [number, number][] = [[0, clause.tokens.length - 1]];
  const spans: { signal: Signal; to: number; single: boolean; negator: number | 'answer' | undefined }[] = [];
  for (const rule of RULES) {
    for (const [first, last] of rule.perSegment ? segments(clause) : whole) {
      const { text, starts } = render(clause, first, last);
      for (const match of text.matchAll(rule.re)) {
        if (match[0].length === 0) continue;
        const from = first + tokenAt(starts, match.index);
        const to = first + tokenAt(starts, match.index + match[0].length - 1);
        if (clause.tokens.slice(from, to + 1).some((t) => t.mask)) continue;
        // The negation is read before the words are used up, so a used-up negator is never reused.
        const negator = rule.negatable ? negationOf(clause, from, to, answeredNo, rule) : undefined;
        for (let k = from; k <= to; k++) clause.tokens[k]!.mask = rule.barrier ? 'break' : 'pass';
        if (rule.severity === 'mask') continue;
        const signal = resolve(rule, negator, turn, clause, from, to, plain);
        if (signal) {
          found.push(signal);
          spans.push({ signal, to, single: from === to, negator });
        }
      }
    }
  }
  const kept = found.filter((signal) => !deniedAfter(signal, spans, clause));
  // The hospital of an event told as history in the same clause ("the fall that put me in hospital was back
  // in March", "la chute qui m'a envoyée à l'hôpital, c'était en février", unseen15) is as old as the event.
  if (kept.some((s) => HISTORY.has(s) && !s.aboutSomeoneElse) && !TODAY_WORDS.test(plain)) {
    for (const s of kept) if (s.kind === 'medical' && s.severity === 'concern' && !s.aboutSomeoneElse) HISTORY.add(s);
  }
  // Floor: an event named as the time since which ("since the fall my hip hurts", "since the heart attack
  // I can't get up") stays an emergency when its clause tells anything but mood, fear or tiredness after it.
  if (!kept.some((s) => SINCE_EVENT.has(s))) return kept;
  const more = kept.some((s) => !SINCE_EVENT.has(s) && s.severity !== 'positive' && !AFTERMATH.has(s.kind));
  if (!more) return kept;
  return kept.map((s) => (SINCE_EVENT.has(s) ? { ...s, severity: 'emergency' as const } : s));
}

/**
 * "Caerme, no me he caído", "fall, no, I haven't fallen", "tomber, je suis pas tombée": a one-word
 * topic at once denied in full is no emergency. Only a bare word ("fall", "caerme"), never a telling
 * ("I fell, no one came"), and only when the denial of the same thing follows it directly.
 */
function deniedAfter(signal: Signal, spans: { signal: Signal; to: number; single: boolean; negator: number | 'answer' | undefined }[], clause: Clause): boolean {
  const span = spans.find((s) => s.signal === signal);
  if (!span || !span.single || signal.severity !== 'emergency' || span.negator !== undefined) return false;
  return spans.some((d) => {
    if (d.signal.kind !== `no-${signal.kind}` || typeof d.negator !== 'number' || d.negator <= span.to || d.negator > span.to + 4) return false;
    // Only "no", "I", "have" and the like between: "fall, no, I haven't fallen".
    return clause.tokens.slice(span.to + 1, d.negator).every((t) => DENIAL_LEAD.has(t.text));
  });
}
const DENIAL_LEAD = new Set(['no', 'not', 'i', 'have', 'has', 'had', 'am', 'was', 'did', 'do', 'me', 'myself', 'nope', 'neither']);

function resolve(rule: Rule, negator: number | 'answer' | undefined, turn: TurnText, clause: Clause, from: number, to: number, plain: string): Signal | undefined {
  let kind = rule.kind;
  let severity = rule.severity as SignalSeverity;
  let quoteFrom = from;
  if (negator !== undefined) {
    if (rule.whenNegated) ({ kind, severity } = rule.whenNegated);
    else if (DENIABLE.has(rule.kind)) {
      kind = `no-${rule.kind}`;
      severity = 'positive';
    } else return undefined;
    if (typeof negator === 'number' && negator < from) quoteFrom = negator;
  }

  const around = nearby(clause, from, to);
  let aboutSomeoneElse = false;
  // "Someone to come and lift me out": a phrase that names "me" is about the person, whoever does it.
  // A wish for one's own end told as others' gain names the person too ("they'd all be better off if I was at the bottom of the pond").
  const namesMe = clause.tokens.slice(from, to + 1).some((t) => t.text === 'me' || t.text === 'myself' || (rule.kind === 'self-harm' && t.text === 'i'));
  const subject = namesMe ? 'self' : subjectOf(clause, from, OBJECT_SENSITIVE.has(rule.kind));
  // (never a fire, gas or flood with the home, a smell or smoke said in the clause: "on the news a fire, and at my place it smells
  // of burning, there's smoke")
  if (ELSEWHERE.test(plain) && ((['fire', 'gas', 'intruder', 'flood', 'home'].includes(rule.kind) && !MY_HOME_SIGN.test(plain)) || subject === 'other')) return undefined;
  // A fire or gas leak on the news, in a series, or in the street, the flats or across the road, with no
  // word of the home, now or a smell in the clause (unseen13): "glued to the news, that fire at the
  // flats in town", "a gas leak down the road yesterday". "A fire on the news, and now smoke in my kitchen" stays.
  if (['fire', 'gas'].includes(rule.kind) && negator === undefined && (AWAY.test(plain) || (rule.kind === 'fire' && AWAY_PLACE.test(plain) && TOLD_GONE_BY.test(plain) && !FIRE_GOES_ON.test(textOf(turn)))) && !AT_HOME.test(plain)) return undefined;
  // A fire at a neighbour's of a time gone by, said to be over, with nothing of the home in the turn (unseen39: "les pompiers
  // sont venus chez le voisin cette nuit pour un feu de cheminée, mais tout est rentré dans l'ordre"): theirs, and over.
  if (['fire', 'help-request'].includes(rule.kind) && negator === undefined && NEIGHBOURS_PLACE.test(plain) && TOLD_GONE_BY.test(plain)
    && FIRE_OVER.test(textOf(turn)) && !FIRE_HERE_NOW.test(textOf(turn))) return undefined;
  // The word "ambulance" alone in a clause that tells a programme watched (unseen14): "I watch on the television
  // the programme of the hospital, a man fall, the ambulance come". A call for one, or the home or now named, stays.
  if (rule.kind === 'help-request' && negator === undefined && BARE_AMBULANCE.test(plainOf(clause, from, to)) && WATCHED.test(plain) && !HERE_NOW.test(plain)) return undefined;
  // A story's people: "I was watching my series, the hero collapsed", "the doctor on it fell" (never the family).
  if (subject === 'other' && SUBJECT_SENSITIVE.has(rule.kind) && inStory(antecedentOf(clause, from), plain, turn)) return undefined;
  // "In my soap the doctor fainted, and he fell on the floor": a pronoun with no one named in its own
  // clause stands for the story's person of the clause before.
  if (subject === 'other' && SUBJECT_SENSITIVE.has(rule.kind) && storyPronoun(turn, clause, from, plain)) return undefined;
  if (SUBJECT_SENSITIVE.has(rule.kind)) {
    if (subject === 'object') return undefined;
    if (subject === 'other') {
      // Someone else's trouble told of an earlier time is theirs, then; but "my husband fell last night
      // and can't get up" says what is so now, whenever the fall was.
      // Nor when the clause (or the next) goes on to say it is still so ("my husband had chest pain last night and still
      // has it", unseen21): then it is theirs now, a concern about someone else, never dropped as if nothing were said.
      const following = turn.clauses[turn.clauses.indexOf(clause) + 1];
      const stillAfter = STILL_HAS_IT.test(`${plainOf(clause, to + 1, clause.tokens.length - 1)} . ${following ? following.tokens.map((t) => t.text).join(' ') : ''}`);
      // Issue 13 floor: nor when the phrase itself is said as a state now ("my neighbour fell yesterday and is bleeding
      // badly", "se cayó ayer y está en el suelo"): someone at the person's side in danger now, whenever it began.
      const leading = clause.tokens[from - 1]?.text ?? '';
      const stateNow = (NOW_STATE.test(plainOf(clause, from, to)) && !PAST_AUX.has(leading)) || (/^\w+ing\b/.test(plainOf(clause, from, to)) && ['is', 'are'].includes(leading));
      // Someone else taken acutely ill, told only as "had a" (round 28: "my husband had a stroke this morning", "mon voisin a
      // fait un AVC"): at least a worry about them; an emergency when it was today or no one has helped yet ("I don't know
      // what to do"), and no help told (hospital, the ambulance, stable).
      const kinBefore = plainOf(clause, Math.max(0, from - 6), from - 1).replace(/(?: (?:had|has had|did|tuvo)(?: an| a)?)$/, '');
      const acuteHad = severity === 'emergency' && negator === undefined && TAKEN_ILL.has(rule.kind) && ANY_PAST.test(around)
        && !ANY_PAST.test(around.replace(/\bhad a\b/g, ' ')) && !REMOTE_PAST.test(plain)
        && (MY_KIN.test(kinBefore) || (THE_KIN.test(kinBefore) && WITH_THEM_NOW.test(textOf(turn))));
      if (acuteHad) {
        const said = textOf(turn);
        aboutSomeoneElse = true;
        // One who lives with the person (a husband, a wife), with no time and no help told, may be lying there still.
        severity = (TAKEN_TODAY.test(plain) || UNHELPED.test(said) || HOUSEHOLD.test(kinBefore)) && !HELPED.test(said) ? 'emergency' : 'concern';
      } else if (severity === 'positive' || (ANY_PAST.test(around) && !(severity === 'emergency' && (STILL_NOW.test(plainOf(clause, from, to)) || stateNow)) && !stillAfter)) {
        // Someone else's fall of an earlier time, over for the person: heard, and theirs ("Our Jean fell last week at the shops,
        // she's staying with her son"), so a call that says only that is understood.
        return rule.kind === 'fall' && severity !== 'positive' ? { kind: 'others-fall-over', severity: 'positive', quote: quoteOf(turn, clause, quoteFrom, to), aboutSomeoneElse: true } : undefined;
      }
      aboutSomeoneElse = true;
      if (severity === 'emergency' && !ACUTE_FOR_OTHERS.has(rule.kind)) severity = 'concern';
      // Told of an earlier time and said to go on: a worry about them to pass on, not an ambulance for the person.
      if (severity === 'emergency' && stillAfter && ANY_PAST.test(around) && !STILL_NOW.test(plainOf(clause, from, to))) severity = 'concern';
    }
  }
  // "I had a fall last year" is history worth a mention, not an emergency now. A knock to the head long
  // ago is history too, so that later symptoms are not read as its consequence. What "had" happened
  // before it ("I fell two years ago, I'd broken my wrist") is as old as the clause's time.
  const times = [around, frontedTime(clause, from), relativePast(clause, to), whenTime(clause, from)];
  // A clause that names a time long gone, in a turn that says nothing since and nothing of today ("I had
  // a fall in 2019, broke my wrist, but nothing since", unseen13), tells one old event, whatever its segments.
  // Or its time said in a short clause of its own straight after, the turn saying nothing since ("aquella caída en la
  // plaza, ¿se acuerda?, hace ya dos años. Desde entonces nada", round 20).
  const next = turn.clauses[turn.clauses.indexOf(clause) + 1];
  // Or a year gone by that opens the sentence straight after ("I had my heart attack at his wedding! 2009, right in the
  // middle of the speech", unseen27): the time of the event before it.
  const yearAfter = next && yearGone(next.tokens[0]?.text ?? '') ? `in ${next.tokens[0]!.text}` : '';
  const timeAfter = next && next.tokens.length <= 5 ? next.tokens.map((t) => t.text).join(' ') : yearAfter;
  // Today is looked for up to "nothing since" and in the clause itself: what follows it ("my son's banned me from ladders
  // now", "je mets mes crampons l'hiver maintenant", unseen22) is the life since, and any trouble of today told there
  // is its own signal, read as now.
  const quietSince = quietSinceIn(textOf(turn), plain);
  const past = (re: RegExp) => times.some((t) => re.test(t)) || ((re.test(plain) || re.test(timeAfter)) && (PLUPERFECT.test(around) || quietSince));
  // A month gone by only when the turn says it is over ("the fall in January, nothing since").
  const monthGone = past(MONTH_PAST) && (NOTHING_SINCE.test(textOf(turn)) || MENDED.test(textOf(turn)));
  // "I fell two years ago and again today": today's event is not the old one.
  const remote = (past(REMOTE_PAST) || monthGone) && !AGAIN_TODAY.test(plain) && !todayAfterTime(plainOf(clause, 0, from - 1));
  // Dizzy spells long ago ("last month, they cleared up, not had one since") are history too.
  // The word "ambulance" alone, long ago ("that ambulance business was back in 2015", "en 2016, le SAMU"),
  // is history like the trouble it came for; a call for one ("call an ambulance") never is.
  const pastAmbulance = rule.kind === 'help-request' && BARE_AMBULANCE.test(plainOf(clause, from, to));
  // The ambulance that came for the person, told with a time long gone in its clause ("the ambulance had to
  // take me in last month", "le SAMU m'a emmené le mois dernier", unseen15): history like the trouble it
  // came for. Not beside a call for one, a need or today ("I need an ambulance, I fell last month").
  const ambulanceGone = pastAmbulance && REMOTE_PAST.test(plain) && !PLEA_WORDS.test(plain) && !TODAY_WORDS.test(plain);
  // The event named as the time since which or after which the person tells something ("since the heart
  // attack I can't get going", "after the stroke", "desde la caída", "depuis que je suis tombée", unseen15):
  // an event gone by, told as history. Not with today or a day of this week in the clause, and a fall only
  // when the turn says there has been none since ("no new fall", "no me he vuelto a caer").
  const sinceEvent = !aboutSomeoneElse && severity === 'emergency' && sinceEventAt(clause, from, to) && !SINCE_RECENT.test(plain)
    && (rule.kind !== 'fall' || NOTHING_SINCE.test(textOf(turn)) || NO_NEW_FALL.test(textOf(turn)));
  // What the person could not do after the event ("after the stroke I couldn't get my words out", "après
  // l'AVC je ne pouvais plus parler"): a sign of that time, told in the past.
  const signOfThen = !aboutSomeoneElse && severity === 'emergency' && HISTORY_SENSITIVE.has(rule.kind) && PAST_SIGN.test(plainOf(clause, from, to))
    && afterEventBefore(clause, from) && !SINCE_RECENT.test(plain);
  const history = !aboutSomeoneElse && (severity === 'emergency' || rule.kind === 'head-injury' || rule.kind === 'dizziness') && (HISTORY_SENSITIVE.has(rule.kind) || pastAmbulance)
    && (remote || ambulanceGone || sinceEvent || signOfThen) && !recurredAfter(turn, clause, to);
  // "My only fall was four years ago, nothing since. Now it's happened again", "desde entonces nada. Pero ahora me ha
  // vuelto a pasar", "depuis, rien. Mais là, ça recommence" (issue 13, round 24): the old event said after it in the turn
  // to have come back is today's, unresolved, whatever quiet was said between (recurredAfter, above).

  if (history) severity = 'concern';
  // An event of one's own placed in the remote past by a year or "years ago" in its clause, or a year opening the next
  // sentence (unseen27: "hace ya doce años, me dio el infarto", "j'ai fait mon infarctus ... en 1998"), but with no
  // "nothing since" in its own turn: history if the call says nothing since (tense.ts), never beside today or again.
  const remoteTold = !history && !aboutSomeoneElse && severity === 'emergency' && negator === undefined && HISTORY_SENSITIVE.has(rule.kind)
    && (REMOTE_PAST.test(plain) || REMOTE_PAST.test(timeAfter)) && !AGAIN_TODAY.test(plain) && !TODAY_WORDS.test(plain.replace(/\b(ago|back) now\b/g, '$1'))
    && !PLEA_WORDS.test(plain) && !todayAfterTime(plainOf(clause, 0, from - 1)) && !recurredAfter(turn, clause, to);
  // A thought or attempt to end one's life long ago that the call says is behind the person ("years ago I tried,
  // I had help, I'm glad I'm here", "hace años... me alegro de estar aquí"): a concern, kept as the person's own,
  // never history made good. Not when the call says it is back or goes on ("again", "still thinking", "tonight").
  if (rule.kind === 'self-harm' && severity === 'emergency' && !aboutSomeoneElse && past(REMOTE_PAST) && SELF_HARM_OVER.test(textOf(turn)) && !SELF_HARM_AGAIN.test(textOf(turn))) severity = 'concern';

  quoteFrom = widenQuote(clause, quoteFrom);
  const signal: Signal = { kind, severity, quote: quoteOf(turn, clause, quoteFrom, to), ...(aboutSomeoneElse ? { aboutSomeoneElse } : {}) };
  if (history) HISTORY.add(signal);
  if (remoteTold) REMOTE_TOLD.add(signal);
  if (history && (sinceEvent || signOfThen) && !remote && !ambulanceGone) SINCE_EVENT.add(signal);
  return signal;
}

/** A time of wanting to die said to be over: help had, glad to be here, nothing since. */
const SELF_HARM_OVER = /\b(?:(?:glad|happy|grateful|thankful|pleased|alegro)(?: \w+){0,3} (?:here|alive|around|aqui|vivo|viva|vivante?|etre(?: still| encore)? (?:the|la|ici))|(?:had|got|received|found|was given) (?:\w+ )?help|helped me|(?:it is|that is|all that is) (?:all )?(?:behind me|in the past|long gone)|nothing (?:like that )?since|never (?:again|since)|not since|in a (?:better|good) place)\b/;
/** Said to be back or going on: "again", "these days", "still thinking", "tonight". */
const SELF_HARM_AGAIN = /\b(?:again|these days|lately|tonight|this weekend|at the moment|right now|(?<!\bi am )still(?! here| alive| around| the| la| ici)|keeps? (?:thinking|coming back))\b/;
/** Words of a call for help: an ambulance beside them is wanted, not told of. */
const PLEA_WORDS = /\b(?:call|calling|get|send|need|needs|want|please|quick|quickly|hurry|come)\b/;
/** The events a later time is counted from: "since the heart attack", "after my stroke", "since I fell". */
const EVENT_PHRASE = /^(?:(?:a |the )?(?:heart attack|cardiac arrest|stroke|tia)|(?:had )?(?:a )?fall|fell|fallen)$/;
const SINCE_LEAD = /(?:^| )(?:ever )?(?:since|after)(?: of)?(?: (?:the|my|that|this))?(?: i(?: had| have had)?(?: a)?)?$/;
/** What the event left behind: "the stroke has left my hand clumsy", "the fall left me nervous". */
const LEFT_TAIL = /^(?:has |had )?left (?:me|my)\b/;
function sinceEventAt(clause: Clause, from: number, to: number): boolean {
  if (!EVENT_PHRASE.test(plainOf(clause, from, to))) return false;
  return SINCE_LEAD.test(plainOf(clause, Math.max(0, from - 5), from - 1)) || (['the', 'my', 'that'].includes(clause.tokens[from - 1]?.text ?? '') && LEFT_TAIL.test(plainOf(clause, to + 1, to + 4)));
}
/** "After the stroke", "after my fall" opening the clause before the phrase: what follows is of that time. */
const AFTER_EVENT = /^(?:\w+ )?after(?: of)? (?:the|my|that) (?:heart attack|stroke|fall|operation|op)\b/;
const afterEventBefore = (clause: Clause, from: number) => AFTER_EVENT.test(plainOf(clause, 0, from - 1));
/** A sign told in the past: "could not get my words out". */
const PAST_SIGN = /\b(?:could not|would not|were not|was not|did not)\b/;
/** Today or a day just gone named in the clause: "since the fall this morning" goes on. */
const SINCE_RECENT = /\b(?:today|tonight|this (?:morning|afternoon|evening)|just|yesterday|last night|earlier|(?:\w+ )?days ago|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/;
/** No new fall said in the turn: "no new fall", "pas de nouvelle chute", "not fallen again". */
const NO_NEW_FALL = /\b(?:no|not|nor|never)(?: \w+)? (?:new |nouvelle |more |other |further )?(?:falls?|fallen)\b|\bnot (?:fallen|fell) again\b/;
/** Signals read as an event gone by this way: the clause's floor may give them back (assessClause). */
const SINCE_EVENT = new WeakSet<Signal>();
/** What may follow such an event without making it today's: mood, fear, tiredness, the person well. */
const AFTERMATH = new Set(['worry', 'low-mood', 'lonely', 'tiredness', 'unwell', 'not-eating', 'poor-sleep', 'medical']);

/** An emergency phrase said as a state now: "is bleeding", "is on the floor", "lying on the floor" (not after "was"). */
const NOW_STATE = /^(?:(?:is|are) \w+|(?:lying|laying)\b)/;
const PAST_AUX = new Set(['was', 'were', 'been', 'had', 'has', 'have']);
/** An emergency phrase said in the present: "can not get up", "is not breathing", "still". */
const STILL_NOW = /\b(?:can not|is not|are not|will not|still)\b/;
/** Said after someone else's trouble that it goes on: "and still has it", "it's still there", "it hasn't gone". */
const STILL_HAS_IT = /\b(?:still (?:it |him |her )?(?:tiene|tienen)|(?:he|she|it) (?:the |it |him |her |le |la )?(?:a |has |have )?(?:still|encore|toujours)$|still (?:has|have|got|having|getting) (?:it|them|the pain|pains?|that)|(?:it|the pain|that) (?:is |s )?still (?:there|going|on|bad)|still (?:hurting|hurts|in pain|going on)|(?:it|the pain) (?:has not|have not|is not) (?:gone|stopped|eased|passed))\b/;
/**
 * Not in the home: a story or the news watched, the street, the neighbour across the road. Never the
 * building or the flats, which may be the person's own.
 */
const AWAY = /\b(?:(?:glued to|watching|watched|saw|seen|heard|listening to|in front of|devant) (?:the |my |a |that )?(?:news|series|soap|programme|program|film|match)|(?:down|up|across|over) the (?:road|street|lane)|in the street|on the street|round the corner|in town|(?:the )?neighbou?rs? (?:of |from )?(?:en face|opposite|across the road|over the road))\b/;
/** The home, now, or a smell: a fire or gas that may be the household's. */
/**
 * A fire at a shop, a pub, a school, a bakery, told as gone by in its clause (round 32: "there was a fire at the chip shop last
 * night", "hubo un incendio en el bar anoche", "il y a eu un incendie à la boulangerie hier soir"): someone else's place,
 * over. Never with the home, now, smoke or "still" in the clause (AT_HOME).
 */
const AWAY_PLACE = /\b(?:(?:at|in|to|a|of|en|dans|au|from|near) (?:the|a|an) (?:\w+ ){0,2}?|(?:the|a) (?:\w+ ){0,2}?(?=\w+(?: \w+)? (?:had|has had) (?:a )?fire))(?:shops?|chip shop|chippy|takeaway|pub|bar|restaurant|cafe|school|church|factory|warehouse|supermarket|hotel|station|petrol station|post office|bakery|butchers?|club|library|offices?|mill|market|village hall|church hall|community centre|tienda|panaderia|colegio|escuela|iglesia|fabrica|almacen|supermercado|restaurante|estacion|nave|taller|discoteca|mercado|carniceria|fruteria|boulangerie|magasin|ecole|eglise|usine|entrepot|supermarche|gare|boucherie|epicerie|marche|mairie|salle des fetes|bistrot|brasserie)\b/;
/** Anything in the turn of the fire going on, spreading, reaching the home or trapping someone: the fire stays. */
const FIRE_GOES_ON = /\b(?:now|right now|still|again|spread\w*|reach\w*|roof|next door|my|our|home|house|flat|smoke|smoky|fumes|smell\w*|burning|flames?|trapped|stuck|can not get out|coming in|inside|here|todavia|sigo|sigue|ahora|atrapad[oa]|humo|encore|maintenant|toujours|coincee?|fumee|chez moi)\b/;
/** A neighbour's home, as read: "next door", "chez the neighbour", "a house of the neighbour". */
const NEIGHBOURS_PLACE = /\b(?:next door|(?:to|at|of) (?:my|the|our) neighbou?rs?|(?:my|the|our) neighbou?rs? (?:s |house|place|flat|home)|chez (?:the|my|le|la|les|mon|ma) (?:neighbou?rs?|voisine?s?)|(?:house|casa) of (?:the|my) (?:neighbou?rs?|vecin[oa]s?))\b/;
/** Said to be over: "it's all sorted now", "tout est rentré dans l'ordre", "ya está todo arreglado", "they put it out". */
const FIRE_OVER = /\b(?:all sorted|sorted now|is sorted|all fine now|all over now|put (?:it )?out|nobody (?:was )?hurt|no one (?:was )?hurt|everyone (?:is |was )?(?:fine|safe|ok|okay)|all is rentre in the ordre|rentre dans l ordre|is everything arreglado|todo arreglado|everything is (?:fine|sorted|back to normal)|back to normal|eteint|apagado|apagaron)\b/;
/** The home or the person touched by it now: a fire next door that is not over for them. */
const FIRE_HERE_NOW = /\b(?:smell\w*|smoke|smoky|fumes|coming in|(?:my|our) (?:kitchen|house|flat|home|wall|roof|room)|spread\w*|still|now burning|can not breathe|cough\w*|evacuat\w*|trapped)\b/;
const TOLD_GONE_BY = /\b(?:was|were|had|has had|hubo|fue|last night|yesterday|the other (?:day|night)|(?:on|last) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|ago|last week)\b/;
/** The person's own home named: what a fire told of elsewhere does not hide (a smoke or a smell alone may be the story's). */
const MY_HOME_SIGN = /\b(?:(?:my|our|me) (?:own )?(?:kitchen|house|home|flat|room|bedroom|hall|hallway|stairs|lounge|living room|bathroom|landing|place)|at my place|at home|in here|here at|chez (?:moi|me|nous)|en (?:mi|casa))\b/;
const AT_HOME = /\b(?:(?:my|our|the|this|me) (?:own )?(?:kitchen|house|home|flat|room|bedroom|hall|hallway|stairs|lounge|living room|bathroom|landing|loft|attic|garage|cooker|oven|pan|chip pan|toaster|curtains|sofa|bed|meter|boiler)|in here|indoors|inside|coming in|smell\w*|smelt|stink\w*|smoke|smoky|fumes|still|spreading|right now|just now|here|trapped|can not get out|caught fire|caught light|gone up|went up|going up|telly|tv|television|heater|socket|plug|candle|blanket)\b/;
/** A programme watched, told in the clause: "watching the soap", "I watch on the television the programme". */
const WATCHED = /\b(?:watch\w*|saw|seen)(?: (?:on|in|at|a|the|my|that|this|bit of|some))* (?:television|telly|tv|programme|program|soap|series|serial|film|movie|drama|episode|documentary)\b/;
/** Only the word, no call for one: "the ambulance", "le SAMU". */
const BARE_AMBULANCE = /^(?:(?:an|a|the|that) )?(?:ambulan\w+|paramedics?)$/;
const plainOf = (clause: Clause, from: number, to: number) => clause.tokens.slice(from, to + 1).map((t) => t.text).join(' ');

const RESUMING = new Set(['it', 'that', 'this']);
const SUBJECTS = new Set([...SELF_WORDS, ...OTHER_WORDS, 'it', 'this', 'there', 'that', 'we', 'you']);

/** The words of the phrase's own statement, from its subject to the next subject: where its "last year" must be. */
function nearby(clause: Clause, from: number, to: number): string {
  let start = from;
  while (start > 0 && !SUBJECTS.has(clause.tokens[start]!.text)) start--;
  let end = to + 1;
  // "The fall, it was two winters back" ("la chute c'était il y a deux hivers"): a pronoun that takes
  // the phrase up again tells its time, not another statement.
  // Only a phrase named as a topic ("the fall"), not a statement ("I had a fall, it was the hip I broke last year").
  const topic = ['the', 'that', 'this'].includes(clause.tokens[from - 1]?.text ?? '') && !clause.tokens.slice(0, from - 1).some((t) => SUBJECTS.has(t.text));
  if (topic && RESUMING.has(clause.tokens[end]?.text ?? '') && ['was', 'is', 'were'].includes(clause.tokens[end + 1]?.text ?? '')) end++;
  // "The fall that put me in hospital was back in March" (unseen15): the topic's relative clause is read
  // through to the "was" that tells its time.
  if (topic && ['that', 'which', 'qui', 'que'].includes(clause.tokens[end]?.text ?? '')) {
    const was = clause.tokens.findIndex((t, k) => k > end && k <= end + 8 && (t.text === 'was' || t.text === 'were'));
    if (was > 0) end = was + 1;
  }
  while (end < clause.tokens.length && !SUBJECTS.has(clause.tokens[end]!.text)) end++;
  return clause.tokens.slice(start, end).map((t) => t.text).join(' ');
}

/**
 * A time said before the clause's first statement ("two years ago I fell", "il y a bien trois ans je
 * suis tombée"): the words before its subject, when the phrase belongs to that first statement.
 */
function frontedTime(clause: Clause, from: number): string {
  let start = from;
  while (start > 0 && !SUBJECTS.has(clause.tokens[start]!.text)) start--;
  if (clause.tokens.slice(0, start).some((t) => SUBJECTS.has(t.text))) return '';
  const lead = clause.tokens.slice(0, start).map((t) => t.text).join(' ');
  // Only a time on its own ("two years ago", "so, a while back"): "fell last year and today" is another event.
  const rest = lead.replace(REMOTE_PAST, ' ').split(/\s+/).filter(Boolean);
  return rest.length <= 2 && !rest.some((w) => CONJUNCTIONS.has(w) || w === 'then') ? lead : '';
}

/** "Nothing since" in the turn, and no today up to it nor in the clause read. */
/** A time counted back, "three years back now": no coming back of the trouble. */
const TIME_BACK = /\b(?:\w+ )?(?:days|weeks|months|years|winters|summers|a year|a month|a while|ages) (?:back|ago)(?: now)?\b/g;
function quietSinceIn(text: string, plain: string): boolean {
  const since = NOTHING_SINCE.exec(text);
  if (!since) return false;
  const upTo = text.slice(0, since.index + since[0].length);
  // "Three years ago now", "three years back now" (unseen26): the now of counting, not today.
  return !TODAY_WORDS.test(upTo.replace(/\b(ago|back) now\b/g, '$1')) && !TODAY_WORDS.test(plain.replace(/\b(ago|back) now\b/g, '$1'))
    && !saidPlainly(SINCE_BROKEN, text.slice(upTo.length).replace(TIME_BACK, ' '));
}
/**
 * The pattern said in one of the clauses of the text, not denied, feared or supposed in the words just before it: "it's
 * happened again" is, "it hasn't happened again", "ça ne m'est plus jamais arrivé", "I'm scared it'll happen again",
 * "j'ai peur que ça recommence" are not.
 */
function saidPlainly(re: RegExp, text: string): boolean {
  const global = new RegExp(re.source, 'g');
  return text.split(' . ').some((clause) => [...clause.matchAll(global)].some((m) => !NOT_SO_BEFORE.test(clause.slice(0, m.index))));
}
const NOT_SO_BEFORE = /\b(?:not|never|no|nothing|none|nunca|jamas|pas|jamais|plus|scared|afraid|frightened|terrified|fear|fears|worry|worries|miedo|peur|if|in case|por si|au cas ou|hope|hoping|ojala|espero|j espere)\b(?: \w+){0,4} ?$/;
/** Said to have come back: "it's happened again", "ha vuelto a pasar", "me ha vuelto a ocurrir", "ça m'est encore arrivé", "ça recommence". */
const RECURRED = /\b(?:(?:it|that|this|the same(?: thing)?)(?: has| is| had)? (?:happened|happening|started|starting|come back|came back) again|(?:has|is|it|just|then|and|now|but) happened again|happened again (?:today|tonight|this (?:morning|afternoon|evening)|last night|just now|now)|(?:it|that|the pain) (?:is|has come|came|has came) back(?! (?:to|on|in|home|up|together|at|from|where|when|then|now to)\b)|(?:has|have|ha) vuelto a (?:pasar|ocurrir|suceder|dar|empezar)\w*|volvio a (?:pasar|ocurrir|suceder|dar|empezar)\w*|otra vez (?:lo mismo|igual)|again it mismo|(?:it|this) (?:a )?recommence|(?:it|this) (?:me |m )?is (?:still |again )?(?:arrive again|arrive still|still arrive|rearrive|reproduit|revenu)|(?:it|this) (?:me |m )?is (?:arrive )?(?:a nouveau|de nouveau))\b/;
/** The emergencies an old event's history may hold back: said to have come back, they are today's again. */
const RECURRING_KINDS = new Set([...HISTORY_SENSITIVE].filter((kind) => !['dizziness', 'head-injury'].includes(kind)));
/** The call's last "nothing since" followed by a plain recurrence: "nothing since" ... "now it's happened again". */
function quietBrokenInCall(text: string): boolean {
  const all = [...text.matchAll(new RegExp(NOTHING_SINCE.source, 'g'))];
  const last = all[all.length - 1];
  return last !== undefined && saidPlainly(RECURRED, text.slice(last.index + last[0].length));
}
/** Said after the phrase, in its clause or a later one of the turn, to have come back (RECURRED), plainly. */
function recurredAfter(turn: TurnText, clause: Clause, to: number): boolean {
  const rest = [plainOf(clause, to + 1, clause.tokens.length - 1), ...turn.clauses.slice(turn.clauses.indexOf(clause) + 1).map((c) => c.tokens.map((t) => t.text).join(' '))];
  return saidPlainly(RECURRED, rest.join(' . '));
}
/** The quiet since ended after all: "until today", "it happened again", "otra vez", "encore". */
const SINCE_BROKEN = /\b(?:again|still|back|arrive|arrived|vuelto|volvio|volvi|recommence|until (?:now|today|this)|till (?:now|today|this)|happened|happen|today|tonight|this (?:morning|afternoon|evening)|just|otra vez|de nuevo|hoy|esta manana|encore|a nouveau|de nouveau|aujourd hui|ce matin)\b/;
/** Happened again today, in the phrase's own clause ("two years ago and again today"); not "and today I'm fine". */
const AGAIN_TODAY = /\bagain (?:today|this morning|this afternoon|this evening|tonight|just now|now)\b|\b(?:today|this morning|this afternoon|this evening|tonight) again\b/;
/** Today named: "a fall two years ago, nothing since, but today I broke my wrist" is today's. */
/** A year gone by, said alone: "2009", "1998" (not this year). */
const yearGone = (word: string) => /^\d{4}$/.test(word) && Number(word) >= FIRST_YEAR && Number(word) < new Date().getFullYear();
/** Taken acutely ill (round 28): a stroke, a heart attack, a collapse. */
const TAKEN_ILL = new Set(['stroke', 'chest-pain', 'collapse']);
/** One's own household or close ones, just before the trouble: "my husband", "mon voisin", "mi hija". */
const MY_KIN = /\bmy (?:\w+ )?(?:husband|wife|son|daughter|brother|sister|mother|mum|mom|mam|father|dad|partner|neighbou?r|friend|grandson|granddaughter|grandchild|cousin|aunt|auntie|uncle|nephew|niece|lodger|carer|fella|man|lady|companion|other half|brother in law|sister in law|son in law|daughter in law)$/;
/** Round 36: "the neighbour", "our friend", named without "my", beside the person with them now ("Le voisin a fait une crise cardiaque, je suis avec lui"). */
const THE_KIN = new RegExp(MY_KIN.source.replace('\\bmy ', '\\b(?:the|our) '));
const WITH_THEM_NOW = /\bi am (?:here |sat |sitting |staying |stopping |right here )?with (?:him|her|them)(?! (?!(?:now|here|right|and|but)\b)\w)\b/;
/** Those who live with the person: "my husband", "mon mari", "mi mujer". */
const HOUSEHOLD = /\bmy (?:\w+ )?(?:husband|wife|partner|other half)$/;
/** Today, told of someone else taken ill: "this morning", "today", "just now", "an hour ago". */
const TAKEN_TODAY = /\b(?:today|tonight|this (?:morning|afternoon|evening)|just now|an hour ago|(?:\w+ )?(?:hours|minutes) ago|earlier)\b/;
/** No one has helped yet: "I don't know what to do", a call for help, an ambulance waited for, the person with them now ("I'm with him", round 36). */
const UNHELPED = /\b(?:(?:do not|did not|does not) know what to do|no se (?:que|ni que) (?:hacer|hago)|sais not what faire|help me|help him|help her|please (?:help|come|send)|(?:call|send|get|need) (?:an |the )?(?:ambulance|doctor|help)|waiting for (?:the |an )?ambulance|not (?:come|here) yet|nobody has come|noone has come|on (?:his|her) own|i am (?:here |sat |sitting |staying |stopping |right here )?with (?:him|her|them)(?! (?!(?:now|here|right|and|but)\b)\w))\b/;
/** Help has come: in hospital, the ambulance came, stable, better. */
const HELPED = /\b(?:hospital|ambulance (?:came|took|has taken|come)|paramedics (?:came|took)|(?:is|s|are) (?:stable|better|recovering|home again|back home|on the mend)|doctor (?:came|has been|saw)|in (?:the )?(?:ward|icu|intensive care))\b/;
const TODAY_WORDS = /\b(?:now|today|tonight|this (?:morning|afternoon|evening)|just|again|currently)\b/;
/**
 * Today named after the time gone by and before the phrase, in its clause: "last year the hip, and today
 * crushing pain in my chest" is today's pain (found with unseen14's round; not "last year, just before Christmas").
 */
const NAMED_TODAY = /\b(?:today|now|tonight|this (?:morning|afternoon|evening))\b/;
const EVERY_REMOTE_PAST = new RegExp(REMOTE_PAST.source, 'g');
function todayAfterTime(before: string): boolean {
  const times = [...before.matchAll(EVERY_REMOTE_PAST)];
  const last = times[times.length - 1];
  return last !== undefined && NAMED_TODAY.test(before.slice(last.index + last[0].length));
}
/** A break or a wound said to have mended. */
const MENDED = /\b(?:mended|healed|knitted)\b/;
const textOf = (turn: TurnText) => turn.clauses.map((c) => c.tokens.map((t) => t.text).join(' ')).join(' . ');

/**
 * "That fall back in March when I broke my wrist": a statement opened by "when" happened at the time
 * said just before it.
 */
function whenTime(clause: Clause, from: number): string {
  let start = from;
  while (start > 0 && !SUBJECTS.has(clause.tokens[start]!.text)) start--;
  if (clause.tokens[start - 1]?.text !== 'when') return '';
  return clause.tokens.slice(Math.max(0, start - 6), start - 1).map((t) => t.text).join(' ');
}

/** "The dizziness that I had last winter", "el mareo que tuve hace unos meses": the time of a relative clause about the phrase. */
function relativePast(clause: Clause, to: number): string {
  const after = clause.tokens.slice(to + 1, to + 9).map((t) => t.text).join(' ');
  return /^(?:that |which |que )?i (?:had|have had|used to (?:have|get)|got)\b/.test(after) ? after : '';
}

function tokenAt(starts: number[], offset: number): number {
  let k = 0;
  while (k + 1 < starts.length && starts[k + 1]! <= offset) k++;
  return k;
}

const NO_ANSWER = new Set(['no', 'nope', 'nah', 'not', 'never', 'none', 'nothing']);
const NO_LEAD = new Set(['oh', 'goodness', 'heavens', 'god', 'lord', 'dear', 'well', 'certainly', 'definitely', 'of', 'course', 'um', 'uh', 'er', 'erm', 'gosh']);

function startsWithNo(clause: Clause | undefined): boolean {
  const first = clause?.tokens.find((t) => !NO_LEAD.has(t.text));
  return first !== undefined && NO_ANSWER.has(first.text);
}

// "Dolor no, caídas tampoco" ("falls neither"): a trailing 'neither' denies the item before it too.
/** Items named bare, as in a list of answers ("caída", "falls"): not a telling of what happened. */
const TOPICS = new Set(['fall', 'falls']);
// "Caída tampoco, no", "chute non plus, non": the double denial of spoken Spanish and French.
const TRAILING_NO = [['no'], ['none'], ['no', 'no'], ['not', 'really'], ['not', 'at', 'all'], ['never'], ['neither'], ['neither', 'no'], ['no', 'neither']];

const NOTHING_AFTER = new Set(['nothing', 'nothing at all', 'none at all', 'nothing nothing', 'nothing like that']);
const STRETCH_LEAD = new Set(['and', 'of', 'as', 'for', 'but']);
const CONJUNCTIONS = new Set(['or', 'nor', 'and']);
// Between a negator and an emergency only these may stand: "I don't need an ambulance", "I haven't had any falls".
// Anything else ("none at all help me", speech-to-text without a full stop) leaves the emergency standing.
const EMERGENCY_GAP = new Set([
  'any', 'an', 'a', 'the', 'need', 'needs', 'needed', 'want', 'wanted', 'call', 'get', 'have', 'had', 'has', 'been', 'be',
  'do', 'did', 'does', 'really', 'feel', 'felt', 'notice', 'noticed', 'smell', 'see', 'seen', 'ever', 'or', 'nor', 'and',
  'more', 'other', 'recent', 'actually', 'too', 'to', 'for', 'of', 'am', 'is', 'was', 'were', 'are', 'at', 'gone',
  'having', 'got', 'seem', 'seems', 'think', 'believe', 'reckon', 'suppose', 'i',
  // "No new falls", "no further falls" (unseen15): none since.
  'new', 'further',
]);
// Symptoms a denial may list before an emergency word: "no pain, dizziness or falls".
const LIST_NOUNS = new Set(['pain', 'pains', 'ache', 'aches', 'dizziness', 'dizzy', 'spells', 'headaches', 'problems', 'trouble', 'issues', 'anything', 'falls', 'bleeding', 'breathlessness', 'sickness']);
// Round 36: any one word said just before "or"/"nor" and the emergency ("no bumps or falls", "no smoke or fire", "not had
// any cuts or bleeding"): an item of the same denied list, whatever the word. Only "a", "an", "any", "the" may stand between
// the "or" and the phrase, and no comma before the "or": "no idea, slipped or fell" still leaves the fall standing.
const OR_ITEM_GAP = new Set(['a', 'an', 'any', 'the']);
const listItem = (clause: Clause, j: number, from = -1) => {
  const next = clause.tokens[j + 1]?.text ?? '';
  if (LIST_NOUNS.has(clause.tokens[j]!.text) && (clause.soft.has(j) || CONJUNCTIONS.has(next) || LIST_NOUNS.has(next))) return true;
  return (next === 'or' || next === 'nor') && !clause.soft.has(j) && /^[a-z]+$/.test(clause.tokens[j]!.text)
    && clause.tokens.slice(j + 2, from).every((t) => OR_ITEM_GAP.has(t.text));
};
const ANSWER_NEGATORS = new Set(['no', 'none', 'nothing', 'nope', 'nah', 'neither', 'nor', 'hardly', 'barely', 'scarcely']);
const PLEA_VERBS = new Set(['call', 'get', 'send', 'ring', 'phone', 'fetch', 'come', 'hurry', 'please']);
const PLEA_TAIL = new Set(['me', 'us', 'please', 'someone', 'somebody', 'anyone', 'anybody', 'now', 'quick', 'quickly']);
/** "call an ambulance", "help me", a lone "help" or "ambulance" at the end: a plea, not a thing one has or lacks. */
function isPlea(clause: Clause, from: number, to: number): boolean {
  const after = clause.tokens[to + 1]?.text;
  return PLEA_VERBS.has(clause.tokens[from]!.text) || after === undefined || PLEA_TAIL.has(after);
}
/** The arrival's word just after the services' word: "hasn't the ambulance come", "the paramedics not here yet". */
const NOT_ARRIVED_AFTER = new Set(['come', 'arrived', 'turned', 'shown', 'got', 'here', 'yet']);
const RAISING = new Set(['think', 'believe', 'reckon', 'suppose', 'expect']);

/**
 * Where the phrase is negated: a negator inside it ("chest is not tight"), before it within reach and
 * in the same clause ("I did not fall", "no pain, dizziness or falls"), or a bare "no" after it ("falls, none").
 */
function negationOf(clause: Clause, from: number, to: number, answeredNo: boolean, rule: Rule): number | 'answer' | undefined {
  const emergency = rule.severity === 'emergency';
  const plea = rule.kind === 'help-request';
  const tokens = clause.tokens;
  for (let k = from + 1; k <= to; k++) if (NEGATORS.has(tokens[k]!.text)) return k;
  if (answeredNo) return 'answer';

  let reach = 0;
  for (let j = from - 1; j >= 0; j--) {
    // A comma ends the reach, except inside a list: "no pain, dizziness or falls". A "no" after the
    // phrase may still deny it ("No, caídas no").
    if (clause.soft.has(j) && !continuesList(clause, j + 1)) break;
    const token = tokens[j]!;
    if (token.mask === 'break') return undefined;
    if (token.mask === 'pass') {
      // An earlier phrase is crossed only inside a list ("no pain or falls", "no pain, dizziness or falls"):
      // in "no pain help me", said without a full stop, the "no" is about the pain only.
      const right = tokens[j + 1]!;
      const inList = j + 1 === from
        ? clause.soft.has(j) || CONJUNCTIONS.has(tokens[to + 1]?.text ?? '')
        : right.mask === 'pass' || CONJUNCTIONS.has(right.text);
      if (!inList) return undefined;
      continue;
    }
    if (NEGATORS.has(token.text)) {
      // "No, no, the furnace quit Tuesday": a "no" before "the" answers the question; it denies nothing after it.
      if (token.text === 'no' && tokens[j + 1]?.text === 'the') return undefined;
      // "No, call an ambulance" heard without the comma: a bare "no" answers something else, it cannot
      // negate a plea. Only "don't" does that ("don't call an ambulance"), or "no need to".
      if (plea && ANSWER_NEGATORS.has(token.text) && tokens[j + 1]?.text !== 'need' && isPlea(clause, from, to)) return undefined;
      // "Why hasn't the ambulance come?", "the paramedics have not arrived yet": the "not" denies the arrival,
      // not the call. One awaited and not come is a wait for help now (round 31).
      if (plea && token.text === 'not' && SERVICE_WORD.test(tokens.slice(from, to + 1).map((t) => t.text).join(' ')) && NOT_ARRIVED_AFTER.has(tokens[to + 1]?.text ?? '')) return undefined;
      return j;
    }
    // "I don't think I need an ambulance" means "I think I don't need one".
    if (token.text === 'i' && RAISING.has(tokens[j - 1]?.text ?? '') && NEGATORS.has(tokens[j - 2]?.text ?? '')
      && tokens.slice(j + 1, from).some((t) => t.text === 'need' || t.text === 'want')) return j - 2;
    // "Not had so much as a wobble" (unseen15): "so much as" only says how little, it ends no denial.
    if (token.text === 'so' && tokens[j + 1]?.text === 'much' && tokens[j + 2]?.text === 'as') continue;
    if (BREAKERS.has(token.text)) return undefined;
    // Beyond reach, a "no" after a bare item ("falls") may still deny it ("no eh mareo y caída tampoco no");
    // a telling ("ayer se cayó, ¿no?") is not denied by a "no" after it.
    if (emergency && !EMERGENCY_GAP.has(token.text) && !listItem(clause, j, from)) {
      if (from === to && TOPICS.has(tokens[from]!.text)) break;
      return undefined;
    }
    if (++reach > NEGATION_REACH) {
      if (from === to && TOPICS.has(tokens[from]!.text)) break;
      return undefined;
    }
  }

  const after = tokens.slice(to + 1).filter((t) => !t.mask).map((t) => t.text).join(' ');
  // (the person named in the phrase's own comma stretch: "me tomo el ibuprofeno, caídas no" denies the falls, round 29)
  let stretchStart = from;
  while (stretchStart > 0 && !clause.soft.has(stretchStart - 1)) stretchStart--;
  const hasSelf = tokens.slice(stretchStart, from).some((t) => SELF_WORDS.has(t.text));
  // "Nothing" after an item named bare ("y de caídas nada, por suerte", "falls, nothing"): none of it. Only after a bare noun
  // of a list ("I fell, nothing broken" tells a fall).
  const bareItem = tokens.slice(from, to + 1).every((t) => TOPICS.has(t.text) || LIST_NOUNS.has(t.text));
  const denies = (words: string) => TRAILING_NO.some((w) => w.join(' ') === words) || (bareItem && NOTHING_AFTER.has(words));
  if (!hasSelf && denies(after)) return 'answer';
  // The same "no" closing the phrase's own comma stretch, with more said after it: "Caídas no, es puro
  // dolor de rodillas", "falls no, just my knees". Only when the phrase opens that stretch, "and" or "of" aside ("y de caídas nada").
  if (hasSelf || (from > 0 && !clause.soft.has(from - 1) && !(bareItem && tokens.slice(stretchStart, from).every((t) => STRETCH_LEAD.has(t.text))))) return undefined;
  let end = to;
  while (end < tokens.length - 1 && !clause.soft.has(end)) end++;
  if (end === to || end === tokens.length - 1) return undefined;
  const stretch = tokens.slice(to + 1, end + 1).map((t) => t.text).join(' ');
  if (denies(stretch)) return 'answer';
  return undefined;
}

/** The comma segment starting at `start` continues a list: it has "or"/"nor" and no new subject. */
function continuesList(clause: Clause, start: number): boolean {
  let end = start;
  while (end < clause.tokens.length - 1 && !clause.soft.has(end)) end++;
  const segment = clause.tokens.slice(start, end + 1).map((t) => t.text);
  return segment.some((w) => w === 'or' || w === 'nor') && !segment.some((w) => BREAKERS.has(w));
}

/** Before a past time: "had broken", "I'd broken" (read "i would broken"). */
const PLUPERFECT = /\b(?:had|would) (?:\w+ )?(?:broken|fractured|cracked|dislocated|hurt|injured|bruised|cut|fallen|been)\b/;
const PRONOUNS = new Set(['he', 'she', 'they', 'his', 'their']);

const NEAR_HOME = new Set(['next', 'upstairs', 'downstairs', 'opposite', 'across']);
/**
 * The person a pronoun stands for ("the doctor ... he fell"): the nearest person named before it in
 * the clause. "My doctor" or "the man next door" is someone real, whatever programme is on.
 */
function antecedentOf(clause: Clause, from: number): string | undefined {
  for (let j = from - 1; j >= 0; j--) {
    const word = clause.tokens[j]!.text;
    if (SELF_WORDS.has(word)) return undefined;
    if (personAt(clause, j) && !PRONOUNS.has(word)) {
      const real = ['my', 'our'].includes(clause.tokens[j - 1]?.text ?? '') || NEAR_HOME.has(clause.tokens[j + 1]?.text ?? '');
      return real ? undefined : word;
    }
  }
  return undefined;
}

/** Lifting, holding or helping someone up, as read (Spanish and French verbs stay as said after "him", "it" or "the"). */
const HANDS_ON = /\b(?:(?:lift\w*|help\w*|hold\w*|pick\w*|get\w*) (?:him|her) up|(?:lift|lifting|hold|holding) (?:him|her)|levantarl[oa]|ayudarl[oa]|(?:him|her|it) (?:i am )?(?:ayudando|levantando|sujetando)|(?:it|him|her) (?:puedo )?levantar|(?:the|him|her|lui) (?:relever|soulever|aider|aide))\b/;
/** Family words a story's people are called by ("the grandma", "the old father"). */
const FAMILY_CHARACTER = new Set(['grandma', 'granny', 'gran', 'grandmother', 'grandad', 'grandpa', 'grandfather', 'granddaughter', 'grandson', 'mother', 'father', 'mum', 'dad', 'wife', 'husband', 'son', 'daughter', 'sister', 'brother', 'aunt', 'uncle']);
/**
 * Whether the person a phrase is about is inside a programme or story: a character in a turn about
 * one, or anyone the clause itself puts there ("in the film", "one of them on the soap", "the doctor
 * on it", "watching my series, the doctor collapsed"). In another clause of the turn ("I was watching
 * a film and the lady fell"), or said to be here, now, at the door or in the house, they are real.
 */
function inStory(who: string | undefined, clause: string, turn: TurnText): boolean {
  if (who === undefined || HERE_NOW.test(clause)) return false;
  const said = turn.clauses.map((c) => c.tokens.map((t) => t.text).join(' ')).join(' . ');
  // The person's own hands on them: "Coronation Street's on, Ken's fallen, he can't get up, and I can't lift him", "le estoy
  // ayudando", "je n'arrive pas à le relever". Whatever is on, they are in the room.
  if (HANDS_ON.test(said)) return false;
  // "Did you see Casualty last night? The fella collapsed": the caller is asked about something seen, then told it.
  const told = TOLD_STORY.test(said);
  const story = told || FICTION.test(said);
  if (CHARACTERS.has(who)) return story || IN_STORY.test(clause);
  // A first name in a clause that names a programme by its kind or title ("Coronation Street's on, Ken's collapsed again"); not
  // one said only beside the telly ("I'm watching the telly and Ken's fallen, he's not moving" is the house's Ken), nor in a
  // clause of its own ("Coronation Street's on. Ken's fallen, he can't get up").
  if (!OTHER_WORDS.has(who) && who !== 'them') return told || STORY_WORD.test(clause) || (story && (ON_IT.test(clause) || ACTING.test(clause)));
  // A family word said as "the" or "a" one, not "my", in a clause placed in the story (unseen27: "en la novela la abuelita se
  // cayó", "in the soap the grandma fell"): the story's grandma. "My grandma" is never a character.
  if (FAMILY_CHARACTER.has(who) && new RegExp(String.raw`\b(?:the|a|an) (?:old |little |poor |young )?${who}\b`).test(clause)
    && !new RegExp(String.raw`\b(?:my|our|me|mi|ma|mon) (?:\w+ )?${who}\b`).test(clause) && (IN_STORY.test(clause) || FICTION.test(clause))) return true;
  // "I'm watching the telly. Some fella's just had a heart attack in the pub, terrible acting": the clause calls it acted.
  return ANYONE.has(who) && (IN_STORY.test(clause) || FICTION.test(clause) || (story && (ON_IT.test(clause) || ACTING.test(clause))) || told);
}

/** A clause whose only person before the phrase is "he" or "she", after a clause that put a named person in a story. */
function storyPronoun(turn: TurnText, clause: Clause, from: number, plain: string): boolean {
  if (HERE_NOW.test(plain)) return false;
  const people = clause.tokens.slice(0, from).filter((_, j) => personAt(clause, j) || SELF_WORDS.has(clause.tokens[j]!.text));
  // Issue 13: the clause itself opening in a story, the pronoun straight after ("in the soap he fell down the stairs",
  // "dans mon feuilleton, il est tombé"): the story's person. Not "in the tv room he fell" (a room, not a story).
  const first = clause.tokens.findIndex((t) => t.text === 'he' || t.text === 'she');
  if (first > 0 && first < from && STORY_OPENING.test(plainOf(clause, 0, first - 1))
    && clause.tokens.slice(first, from).every((t, k) => !(personAt(clause, first + k) || SELF_WORDS.has(t.text)) || t.text === 'he' || t.text === 'she')) return true;
  if (people.length === 0 || !people.every((t) => t.text === 'he' || t.text === 'she')) return false;
  const previous = turn.clauses[turn.clauses.indexOf(clause) - 1];
  if (!previous) return false;
  const before = previous.tokens.map((t) => t.text).join(' ');
  return inStory(antecedentOf(previous, previous.tokens.length), before, turn);
}

/** A clause's opening that puts what follows inside a story: "in the soap", "on my programme", "in that film". */
const STORY_OPENING = /^(?:and |so |well |oh )?(?:on|in) (?:the|that|this|a|my) (?:\w+ )?(?:programme|program|film|movie|drama|series|serial|soap|episode|show|novel|book|story)$/;

/** Words before "next door" that make it a place one went to or was at, not a person: "I popped next door". */
const TO_NEXT_DOOR = new Set([
  'went', 'go', 'goes', 'going', 'gone', 'came', 'come', 'comes', 'coming', 'to', 'from', 'at', 'ran', 'run', 'pop', 'popped', 'popping', 'round',
  'over', 'nipped', 'nip', 'been', 'was', 'is', 'am', 'are', 'were', 'be', 'in', 'live', 'lives', 'lived', 'living', 'moved', 'stay', 'stayed',
  'staying', 'just', 'the', 'and', 'i', 'me',
]);

/** Someone named: a word for a person, "one of them", or a name with "next door" ("Bridie next door was taken in"). */
function personAt(clause: Clause, j: number): boolean {
  if (clause.tokens[j]!.name) return true;
  const word = clause.tokens[j]!.text;
  if (word === 'door' && clause.tokens[j - 1]?.text === 'next') return !TO_NEXT_DOOR.has(clause.tokens[j - 2]?.text ?? '');
  return OTHER_WORDS.has(word) || (word === 'them' && clause.tokens[j - 1]?.text === 'of');
}

/**
 * First names (the programme probe after unseen38: "Coronation Street's on, Ken's collapsed again"; "je regarde la télé et
 * Pierre est tombé, il ne bouge plus", where the telly had been taken for what fell): a word written with a capital that
 * the lexicon does not know, not after a place's preposition ("at Tesco"), nor with a pause straight after it. At the start
 * of a sentence, where every word has a capital, only with "is", "has" or "was" after it ("Ken's fallen", not "Sorta fell").
 */
function markNames(turn: TurnText, speakerNames: ReadonlySet<string>): void {
  for (const clause of turn.clauses) {
    clause.tokens.forEach((token, j) => {
      const raw = turn.rawWords[token.raw] ?? '';
      if (!/^\p{Lu}\p{Ll}/u.test(raw) || KNOWN_WORDS.has(token.text) || speakerNames.has(token.text) || token.text === 'i' || clause.soft.has(j) || !clause.tokens[j + 1]) return;
      if (!clause.soft.has(j - 1) && NOT_BEFORE_A_NAME.has(clause.tokens[j - 1]?.text ?? '')) return;
      const opens = token.raw === 0 || /[.!?\u2026]["')\]]*$/.test(turn.rawWords[token.raw - 1] ?? '');
      if (opens && !NAME_LINKS.has(clause.tokens[j + 1]!.text)) return;
      token.name = true;
    });
  }
}
/**
 * The speaker's own name, said of themself in the third person (unseen5: "Dorothy is very well today", "Dorothy has not
 * fallen"; "Madame Lefèvre va très bien"): a capitalised word that opens an answer, a title aside, and comes back in another.
 */
function namesOfTheSpeaker(turns: TranscriptTurn[] | undefined): Set<string> {
  const answers = (turns ?? []).filter((t) => t.speaker === 'person' && typeof t.text === 'string').map((t) => t.text.split(/\s+/).map((w) => w.replace(/[^\p{L}]+$/u, '').replace(/'s$/, '')));
  const opening = new Set(answers.flatMap((words) => words.slice(0, 2).filter((w) => /^\p{Lu}\p{Ll}/u.test(w))).map(folded));
  return new Set([...opening].filter((w) => answers.filter((words) => words.some((x) => folded(x) === w)).length >= 2));
}
const folded = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const NOT_BEFORE_A_NAME = new Set(['at', 'in', 'to', 'from', 'on', 'into', 'onto', 'by', 'near', 'of', 'for', 'the', 'a', 'an', 'this', 'that', 'down', 'up', 'round', 'off']);
const NAME_LINKS = new Set(['is', 'has', 'was', 'had']);

/** Whose body the phrase is about: the nearest subject before it, the person when none is named. */
function subjectOf(clause: Clause, from: number, objectsCount: boolean): 'self' | 'other' | 'object' {
  for (let j = from - 1; j >= 0; j--) {
    const word = clause.tokens[j]!.text;
    if (SELF_WORDS.has(word)) return 'self';
    // "The eye they did the cataract on is sore": they did it to the person's own eye.
    if (RELATIVE_SUBJECTS.has(word) && BODY_PARTS.has(clause.tokens[j - 1]?.text ?? '')) continue;
    // "The dog, the one in trouble, he fell in the dyke": "he" or "she" after an animal is the animal.
    if (PRONOUN_SUBJECTS.has(word) && clause.tokens.slice(0, j).some((t, k) => PET_WORDS.has(t.text) && !clause.tokens.slice(k + 1, j).some((_, m) => personAt(clause, k + 1 + m)))) return 'object';
    if (personAt(clause, j)) return 'other';
    // "Out in the snow, fell over": the snow is where the person was, not what fell.
    if (PET_WORDS.has(word) || (objectsCount && OBJECT_WORDS.has(word) && !placeAt(clause, j) && !objectOfDoing(clause, j, from))) return 'object';
    // "Poor Monty cut his paw, there was blood everywhere": a paw is an animal's (unseen13).
    if ((word === 'paw' || word === 'paws') && ['his', 'her', 'its', 'the', 'a', 'one'].includes(clause.tokens[j - 1]?.text ?? '')) return 'object';
  }
  return 'self';
}

/**
 * Issue 13 floor: the thing someone was doing something to, with the verb after it left without a subject of its own
 * ("I was watching the telly and fell over", "viendo la tele, se cayó", "carrying the tray and fell"): the verb is the
 * doer's, the watcher's, not the telly's. Only when nothing but "and" or a pause stands between ("the telly wobbled
 * and fell over" and "I knocked the lamp and it fell" keep the thing as what fell).
 */
function objectOfDoing(clause: Clause, j: number, from: number): boolean {
  const between = clause.tokens.slice(j + 1, from).map((t) => t.text);
  const joined = between.length > 0 && between.every((w) => SUBJECTLESS_LINK.has(w)) && between.includes('and');
  if (!joined && !(between.length === 0 && clause.soft.has(j))) return false;
  const lead = DETERMINERS.has(clause.tokens[j - 1]?.text ?? '') ? j - 2 : j - 1;
  const verb = clause.tokens[lead]?.text ?? '';
  // "I reached for a cup, fell", "I tripped over the mat and fell": the thing after the person's own verb or its
  // preposition is what they did something to, and the fall is theirs.
  const mine = clause.tokens.slice(0, lead).some((t) => SELF_WORDS.has(t.text));
  return /^(?:watch\w*|\w{3,}ing)$/.test(verb) || (mine && (THING_DONE_TO.has(verb) || /^\w{3,}ed$/.test(verb)));
}
/** The prepositions of a thing done to: "reached for a cup", "grabbed at the rail", "bent down to the plug". */
const THING_DONE_TO = new Set(['for', 'at', 'to', 'with', 'over', 'on', 'onto']);
const SUBJECTLESS_LINK = new Set(['and', 'then', 'just', 'suddenly', 'promptly', 'somehow']);
const DETERMINERS = new Set(['the', 'my', 'a', 'an', 'that', 'this', 'some', 'our']);

const RELATIVE_SUBJECTS = new Set(['they', 'he', 'she']);
const PRONOUN_SUBJECTS = new Set(['he', 'she', 'it']);
const PLACE_WORDS = new Set(['in', 'into', 'on', 'onto', 'through', 'under', 'across', 'over']);
/** A thing named as a place: "in the snow", "on the ice", "in my garden". */
const placeAt = (clause: Clause, j: number) => [1, 2].some((k) => PLACE_WORDS.has(clause.tokens[j - k]?.text ?? '') && (k === 1 || ['the', 'my', 'some', 'a'].includes(clause.tokens[j - 1]?.text ?? '')));
const BODY_PARTS = new Set([
  'eye', 'eyes', 'knee', 'knees', 'hip', 'hips', 'hand', 'hands', 'wrist', 'ankle', 'ankles', 'foot', 'feet', 'leg', 'legs', 'arm', 'arms',
  'shoulder', 'back', 'ear', 'ears', 'tooth', 'teeth', 'finger', 'toe', 'toes', 'neck', 'elbow', 'bunion', 'scar', 'wound', 'stitches',
]);

const QUOTE_LEAD = new Set(['i', 'have', 'has', 'had', 'am', 'is', 'are', 'was', 'just', 'been', 'my', 'he', 'she', 'did', 'do', 'does', 'can', 'could', 'really', 'we', 'they', 'his', 'feel', 'feeling', 'think', 'not', 'no', 'very', 'so', 'quite', 'pretty', 'doing', 'keeping']);

/** "fell" reads better as "I fell"; at most three words are added. */
function widenQuote(clause: Clause, from: number): number {
  let start = from;
  while (start > 0 && from - start < 3 && QUOTE_LEAD.has(clause.tokens[start - 1]!.text)) start--;
  return start;
}

// --- bare answers ---------------------------------------------------------------------------------

const FILLERS = new Set(['oh', 'well', 'um', 'uh', 'er', 'erm', 'ah', 'dear', 'love', 'honey', 'sweetheart', 'darling', 'pet', 'thank', 'you', 'thanks', 'please', 'so', 'i', 'think', 'guess', 'suppose', 'actually', 'then', 'yes', 'no']);
const YES_CORE = new Set(['yes', 'yeah', 'yep', 'yup', 'aye', 'sure', 'mhm', 'uh huh', 'have', 'did', 'do', 'am', 'correct', 'certainly', 'course', 'indeed', 'little', 'bit', 'some', 'sometimes', 'kind', 'sort', 'ya']);
const YES_OTHER = new Set(['uh', 'of', 'a', 'hmm', 'right', 'been']);
const NO_CORE = new Set(['no', 'nope', 'nah', 'not', 'none', 'nothing', 'never']);
const NO_OTHER = new Set(['really', 'at', 'all', 'have', 'did', 'do', 'am', 'yet', 'today', 'afraid', 'thanks', 'thank', 'you', 'been', 'much', 'any', 'of', 'that', 'it', 'those', 'the', 'sort', 'kind', 'like', 'whatsoever', 'either']);

/** The words before the first comma: "No" in "No, I fell asleep in my chair". */
function firstSegment(clause: Clause | undefined): Token[] {
  if (!clause) return [];
  const end = Math.min(...[...clause.soft, clause.tokens.length - 1]);
  return clause.tokens.slice(0, end + 1).filter((t) => !t.mask);
}

/** "Yes" or "no" on its own, as a whole turn or before a comma. */
function bareAnswer(words: string[]): 'yes' | 'no' | undefined {
  if (words.length === 0 || words.length > 6) return undefined;
  if (words.some((w) => NO_CORE.has(w)) && words.every((w) => NO_CORE.has(w) || NO_OTHER.has(w) || FILLERS.has(w))) return 'no';
  const core = words.filter((w) => !FILLERS.has(w) || w === 'yes');
  if (core.some((w) => YES_CORE.has(w)) && core.every((w) => YES_CORE.has(w) || YES_OTHER.has(w))) return 'yes';
  return undefined;
}

/** Most of the words are ones the lexicon, its idioms or plain English grammar know. */
/** Someone who did not follow the call: "sorry, I don't understand, who is this?". */
const NOT_FOLLOWING = /\b(?:(?:do not|did not|can not|could not) (?:understand|hear|follow)|who is (?:this|that|it|calling|speaking)|wrong number|no (?:le |la |lo |te |him |her |you )?(?:escucho|oigo|entiendo)|(?:entends|comprends) (?:pas|rien|not|nothing))\b/;

/** Nothing a person could read from the turn: noise, fillers, questions back, another language. */
function unreadable(turn: TurnText): boolean {
  const words = turn.clauses.flatMap((c) => c.tokens.filter((t) => !t.mask).map((t) => t.text));
  // "Pardon?" alone: a question back, though the rules used its word up.
  if (words.length === 0) return turn.hadNoiseTags || turn.clauses.every((c) => c.tokens.every((t) => QUESTION_BACK.has(t.text)));
  // Round 21: "¿Cómo? No le escucho", "I can't hear you": the words about the line are masked, but they still say nothing was followed.
  const all = turn.clauses.flatMap((c) => c.tokens.map((t) => t.text)).join(' ');
  // Between "[inaudible]" tags, a few grammar words and nothing else ("[inaudible] ... lo de ... [inaudible]", unseen23).
  const scrapsOfGrammar = turn.hadNoiseTags && words.length <= 3 && words.every((w) => GRAMMAR_ONLY.has(w) || NOISE.has(w));
  return words.every((w) => NOISE.has(w) || QUESTION_BACK.has(w)) || !understood(words) || onlyGrammar(words) || scrapsOfGrammar || NOT_FOLLOWING.test(all) || fragments(turn);
}

/** A scrap of sound with no vowel, not a word: "hhh", "kkk", "shh", "kss". */
const NON_WORD = /^[^aeiouy0-9]+$/;

/**
 * Recognition that caught only scraps: a turn with an "[inaudible]" tag or a scrap of sound, in which
 * no stretch between pauses holds more than one word ("[inaudible] ... sandwich ... the ...",
 * "[ininteligible] ... catorce ... kss ..."). Counting words could not catch it (the earlier garble
 * rules needed three or six of them): such a turn is short, and each word alone may be a real one.
 */
function fragments(turn: TurnText): boolean {
  const stretches = turn.clauses.flatMap((c) => segments(c).map(([from, to]) => c.tokens.slice(from, to + 1).filter((t) => !t.mask).map((t) => t.text)));
  const scraps = stretches.flat().some((w) => NON_WORD.test(w) && !NOISE.has(w));
  if (!turn.hadNoiseTags && !scraps) return false;
  return stretches.every((words) => words.filter((w) => !NON_WORD.test(w) && !NOISE.has(w)).length <= 1);
}

function understood(words: string[]): boolean {
  if (words.length < 3) return true;
  return words.filter((w) => KNOWN_WORDS.has(w)).length * 2 >= words.length;
}

const NOISE = new Set(['mm', 'mmm', 'hmm', 'hm', 'huh', 'eh', 'er', 'erm', 'um', 'umm', 'uh', 'ah', 'oh', 'well', 'so', 'er', 'ooh']);

/**
 * Words that carry no meaning of their own: articles, prepositions, conjunctions, pronouns, the verb
 * "to be", fillers. A turn of three or more words made only of these, of numbers and of words the
 * assessor does not know ("and the it was when the um so forty seventy the") is recognition garble.
 */
const GRAMMAR_ONLY = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'so', 'if', 'then', 'than', 'when', 'while', 'of', 'to', 'in', 'on', 'at', 'for', 'from', 'by',
  'as', 'with', 'into', 'it', 'its', 'this', 'that', 'these', 'those', 'there', 'is', 'am', 'are', 'was', 'were', 'be', 'been', 'he', 'she',
  'they', 'we', 'his', 'her', 'their', 'our', 'some', 'bit', 'i', 'me', 'my', 'you', 'your', 'already', 'just', 'also', 'too', 'very', 'yet',
  // Numbers said as words carry no meaning alone either, though some now appear in the rules (a blood pressure reading).
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred',
  ...NOISE,
]);
/**
 * Recognition garble: three or more words that are all grammar, numbers or unknown ("ca mi lo en
 * te"); or six or more among which a single word means anything and the unknown ones are scraps of
 * a syllable or two ("ter mano sal pues ocho ya ya"). Long unknown words are speech the lexicon
 * does not know ("perfectamente, fui caminando al mercado"), not garble.
 */
function onlyGrammar(words: string[]): boolean {
  if (words.length < 3) return false;
  const meaning = words.filter((w) => !GRAMMAR_ONLY.has(w) && !/^\d+$/.test(w) && KNOWN_WORDS.has(w));
  const scraps = words.filter((w) => !KNOWN_WORDS.has(w)).every((w) => w.length <= 4);
  return meaning.length === 0 || (words.length >= 6 && meaning.length <= 1 && scraps);
}

const QUESTION_BACK = new Set(['what', 'hello', 'hallo', 'hullo', 'who', 'is', 'this', 'that', 'it', 'calling', 'speaking', 'there', 'say', 'again', 'hey', 'sorry', 'pardon', 'que', 'como', 'quien', 'quoi', 'comment', 'qui']);

const NEEDED_THING = /\b(?:shopping|groceries|milk|bread|eggs|butter|tea ?bags|prescriptions?|lift|ride|batteries|bulbs?|company|visit|plumber|electrician|money|glasses|hearing aid)\b/;

/**
 * A turn with nothing in the lexicon may still answer the question just asked: "No" to "any pain,
 * dizziness or a fall?" is reassuring, "No" to "have you taken your medication?" is a concern.
 */
function answerToQuestion(turn: TurnText, question: string): Signal[] {
  const words = turn.clauses.flatMap((c) => c.tokens.filter((t) => !t.mask).map((t) => t.text));
  // "Mm... what... hello?": fillers and questions back are not an answer, whatever was asked.
  if (words.every((w) => NOISE.has(w) || QUESTION_BACK.has(w)) && (turn.clauses.some((c) => c.question) || words.some((w) => QUESTION_BACK.has(w)) || words.every((w) => NOISE.has(w)))) return [];
  // Clauses wholly used up (an echoed question) are skipped. "Yes?" is how some people answer the phone, not an answer.
  const spoken = turn.clauses.filter((c) => c.tokens.some((t) => !t.mask));
  const segment = spoken[0]?.question ? [] : firstSegment(spoken[0]);
  const answer = (spoken.length === 1 && spoken[0]!.question ? undefined : bareAnswer(words)) ?? bareAnswer(segment.map((t) => t.text));
  const q = question;
  const asked = {
    pain: /\bpain|\bhurt|\bache/.test(q),
    dizziness: /dizz|light.?headed|faint/.test(q),
    fall: /\bfall|\bfallen|\bfell\b/.test(q),
    medication: /medic|\bpills?\b|tablet/.test(q),
    food: /\beat|\bfood|\bmeal|breakfast|lunch|dinner/.test(q),
    sleep: /\bsleep|\bslept/.test(q),
    needs: /\bneed\b|anything (?:you|we|i) |can (?:we|i) (?:do|get|bring)/.test(q),
    okay: /\b(?:are you|you are|you're) (?:ok|okay|alright|all right|fine|well|safe)\b/.test(q),
  };
  // Quote the bare answer itself ("No"), not what followed it.
  const answerWords = bareAnswer(words) !== undefined || segment.length === 0 ? turn.rawWords : turn.rawWords.slice(0, segment.at(-1)!.raw + 1);
  const said = answerWords.join(' ').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}']+$/gu, '');
  const quote = said.length <= 40 ? said : `${said.slice(0, 37).replace(/\s+\S*$/, '')}...`;
  const say = (kind: string, severity: SignalSeverity): Signal => ({ kind, severity, quote });

  // docs/safety.md: `good` only when understood. A bare "no" before words the assessor cannot
  // read (another language than the schedule's, heavy noise) is no answer.
  if (answer !== undefined && bareAnswer(words) === undefined && !understood(words.slice(segment.length))) return [];
  if (answer === undefined) {
    if (asked.needs && NEEDED_THING.test(words.join(' '))) return [say('needs-something', 'concern')];
    return [];
  }
  const symptoms = (['pain', 'dizziness', 'fall'] as const).filter((k) => asked[k]);
  if (symptoms.length > 0) {
    if (answer === 'no') return symptoms.map((k) => say(`no-${k}`, 'positive'));
    // Yes to a question about a fall alone is a plainly stated fall; to the combined question it may be any of the three.
    if (symptoms.length === 1) return [say(symptoms[0]!, symptoms[0] === 'fall' ? 'emergency' : 'concern')];
    return [say('symptoms', 'concern')];
  }
  const routine = (['medication', 'food', 'sleep'] as const).filter((k) => asked[k]);
  if (routine.length > 0) {
    const positive = { medication: 'medication-taken', food: 'eating', sleep: 'sleeping' } as const;
    const concern = { medication: 'missed-medication', food: 'not-eating', sleep: 'poor-sleep' } as const;
    if (answer === 'yes') return routine.map((k) => say(positive[k], 'positive'));
    return [say(routine.length === 1 ? concern[routine[0]!] : 'routine', 'concern')];
  }
  if (asked.needs) return [answer === 'yes' ? say('needs-something', 'concern') : say('no-needs', 'positive')];
  if (asked.okay) return [answer === 'yes' ? say('wellbeing-positive', 'positive') : say('unwell', 'concern')];
  return [];
}
