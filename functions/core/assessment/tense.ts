import type { Signal } from '../ports/assessment.ts';
import { plain } from './normalise.ts';

// Time and outcome, read once for every language (Spanish and French arrive here as the English
// words of languages/*.ts). A fall or a chest pain placed in the past and over ("on Tuesday",
// "but I got up", "it passed") is worth a look, not an ambulance; one long ago with "nothing since"
// is history. The floor stays: anything said to be going on now ("still", "can't get up") keeps
// its emergency, and a phrase that is itself an emergency now (cannot-get-up, breathing, a plea for
// help) is never lowered here.

/** Events that are over once they are over: a fall, a faint, a chest pain that passed. */
// A fire put out on an earlier day ("a grease fire yesterday, it's out") is over too.
// A bone that went down in the end, a swelling that went down, on an earlier day, are over too.
const SETTLES = new Set(['fall', 'on-the-floor', 'collapse', 'chest-pain', 'injury', 'bleeding', 'seizure', 'severe-pain', 'fire', 'choking', 'allergic-reaction', 'violence']);
/** Symptoms that turn a medication mix-up into a possible overdose. */
const MIX_UP_SYMPTOMS = new Set(['tiredness', 'confusion', 'disoriented', 'chest-pain', 'breathing', 'dizziness', 'collapse', 'palpitations', 'numbness', 'unwell', 'stroke', 'unclear-risk', 'low-blood-sugar', 'tremor', 'eye-trouble']);
/** Signs that make low blood sugar an emergency: shakes, sweats, muddle, drowsiness, blurred sight, a faint. */
const LOW_SUGAR_SYMPTOMS = new Set(['tiredness', 'confusion', 'disoriented', 'dizziness', 'collapse', 'numbness', 'unwell', 'stroke', 'tremor', 'eye-trouble', 'unsteady']);
/** Low blood sugar the turn says is over ("had a hypo on Tuesday, fine now"): its symptoms were then. */
const PASSED = new WeakSet<Signal>();

const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
/** Placed on an earlier day: the person is telling what happened, not what is happening. "Since yesterday" goes on still. */
const EARLIER_DAY = new RegExp(String.raw`\b(?<!\bsince )(?:yesterday|last (?:night|week|weekend|${DAYS})|on (?:${DAYS})|(?:${DAYS}) (?:morning|afternoon|night|evening)|the other day|(?:\w+ )?days ago|a week ago|at the weekend|over the weekend|earlier (?:in|this) (?:the )?week|before (?:they|the doctors?|the hospital) (?:\w+ ){0,2}(?:fitted|put in|put|gave me|did|operated|changed|replaced)|before (?:my|the) (?:operation|op|pacemaker|new hip|new knee|new valve))\b`);
/** Over: they got up, it passed (not "since I got up" or "when I got up", the time of rising). */
const RESOLVED = new RegExp(String.raw`\b(?:(?<!\b(?:since|when|before|till|until|once) (?:que )?(?:i |we |she |he )?)got (?:myself |me |back )?(?:up|back up)|(?:was|were|been|got) (?:helped|pulled|lifted|picked|got) (?:back )?up|up and about|back on (?:his|her|their) feet|picked myself (?:back )?up|(?:helped|help|pulled|lifted) me (?:back )?up|back on my feet|(?:it|that|the pain|pain|dizziness|the dizziness|it all) (?:has )?(?:passed(?! out)|went away|gone away|wore off|settled|eased off|eased)|(?:soon|quickly|then) passed(?! out)|(?:it|that|the bleeding|bleeding|the blood) (?:is |has |had )?(?:now |already |finally )?stopped(?! (?:raining|snowing|working|the|my|him|her|them)\b)|went away|wore off|passed (?:off|quickly|soon)|it passed|(?:i am|i feel|feel|feeling|i am feeling) (?:\w+ )?(?:fine|all right|okay|better|well) now|(?:all right|okay|fine|better) now|no harm done|nothing broken|(?:was|were|felt|been) (?:fine|all right|okay|better|right as rain) (?:again )?(?:after|within|in) (?:a |an |about |maybe |another )?(?:\w+ )?(?:minutes|minute|a while|a bit|half an hour|an hour|hour))\b`);
/** Now and then, for a moment, and done: a breath lost in a cough that passes. */
const EPISODIC = /\b(?:sometimes|now and then|now and again|from time to time|every so often|every now and then|when i cough|when i am coughing)\b/;
const MOMENT = /\b(?:for a (?:moment|second|minute|few seconds)|a (?:moment|second|minute)|for a bit)\b/;
const THAT_IS_IT = /\b(?:and that is it|that is it|and it passes|then it passes|it passes)\b/;
/** A mini-stroke by name (a TIA), in the person's own words. */
const TIA = /\b(?:mini[ -]?(?:stroke|strokes|ictus|avc)|tia|ait|accidente isquemico transitorio|accident ischemique transitoire|transient ischa?emic attack)\b/;
/** All back to normal ("tout est rentré dans l'ordre", "todo volvió a la normalidad"). */
const BACK_TO_NORMAL = /\b(?:all|everything|it is all|it s all) back to normal\b/;
/** A week ago or longer: "last week", "two weeks ago", "last month". */
const WEEK_OR_MORE = /\b(?<!\bsince )(?:last (?:week|month|year)|(?:\w+ )?(?:weeks|months|years) ago|a (?:week|month|year) ago)\b/;
/** Still going on: these keep the emergency whatever else was said. */
// Round 43: frozen on a step (Parkinson's: "je me suis bloqué sur la marche", "I got stuck on the step") is no one stuck on the floor.
const ONGOING = /\b(?:still|(?<!all )right now|at the moment|getting worse|keeps|keep|can not get up|stuck(?! (?:on|in|at) (?:the |a |my )?(?:step|steps|stair|stairs|doorstep|kerb|threshold|marche|marches|escalier|escalon|escalones|escalera|peldano|bordillo|trottoir)\b)|just now|again today|(?:will not|would not|is not|does not|has not) (?:go|going|gone) (?:away|off)|(?:is not|not) (?:passing|easing off|easing|settling))\b/;
/**
 * A pain that is itself the danger sign (a chest pain, a pain past bearing), placed in the past and said
 * to go on now: "it still hurts", "j'ai encore mal" (i have still pain), "ça me fait encore mal", "me sigue
 * doliendo" (me still hurting), "it hasn't gone". LINGERING reads those words as a fall's after-effects;
 * beside such a pain they are the pain, present. Not a part named beside it ("my knee still hurts"), nor
 * a pain said gone ("it doesn't hurt any more", "ya no me duele", "ça ne me fait plus mal").
 */
const PAIN_SIGNS = new Set(['chest-pain', 'severe-pain']);
const PAIN_GOES_ON = /\b(?:(?<!\b(?:my|the|his|her|their) (?!chest\b)\w+ (?:is |are |feels |has been |have been )?)still(?: (?:me|a bit|a little|really|very|quite|pretty|have|has|got|have got|some|a|an|did|the))* (?:hurts|hurting|aching|aches|ache|achy|pain|painful|throbbing)|(?:it|that|the pain|pain) (?:has not|have not|is not|has never) (?:gone|left|cleared|passed|eased|settled|shifted)(?: away| off)?(?! (?:out|to|back|up|down|into|in|for|with|on|over|through|home|and (?:got|had|bought|seen|done))\b))\b/;
/** Said to be happening today. */
const NOW = /\b(?:now|just|today|this morning|this afternoon|this evening|tonight)\b/;
/**
 * After-effects said to linger ("my wrist is still swollen", "the shoulder still aches") do not
 * make a fall that is over go on; a stronger word ("still can't", "getting worse") still does.
 */
const LINGERING = /\b(?:(?:my|the|his|her|their) \w+ (?:is |are |feels |looks |has been |have been )?)?still(?: (?:a bit|a little|kind of|kinda|sort of|quite|pretty|very|really|rather|well|all|bit|little|swelled up|black and|a lot of|have|has|got|have got|some|a|an))* (?:swollen|sore|stiff|tender|bruised|aching|aches|ache|achy|hurting|hurts|painful|pain|purple|blue|throbbing|a bit off|(?:my|the) (?:knee|knees|hip|hips|back|ankle|ankles|wrist|wrists|shoulder|shoulders|arm|arms|leg|legs|foot|feet|hand|hands|elbow|joints|bones|ribs) (?:is |are )?(?:killing me|hurting|sore|aching))\b(?! (?:terribly|awfully|like mad|worse))/g;
/** Someone else whose emergency is already in hands: "she's in the hospital", "the ambulance took him". */
const CARED_FOR = /\b(?:(?:he|she|they|who) (?:is|are|was|were|has been|have been) (?:now |already |still )?(?:in|at|a|taken to|taken into|admitted to|kept in) (?:the |a )?hospital|(?:is|are) (?:in|at|a) (?:the |a )?hospital|(?:ambulance|paramedics) (?:came|come|took|has taken|have taken|are with|is with|already)|(?:was|were|has been|have been) (?:taken to|taken into|admitted to|kept in|rushed to|rushed into) (?:the |a )?hospital|(?:being )?looked after (?:in|at) (?:the |a )?hospital|(?:was|were|got|has been|have been|had been|went) (?:taken |rushed |carted |whisked |ferried )?(?:off |away |in |out )?(?:to (?:the )?hospital )?(?:by|in) (?:an |the |a )?ambulance|(?:took|taken|rushed|kept|admitted) (?:him|her|them) in|(?:was|were|got|has been|have been|had been) (?:taken|rushed|kept|admitted) in(?! (?:the|a|my|his|her)\b))\b/;
/** Someone else said to be over it: home again, doing well. */
const RECOVERED = /\b(?:(?:is|are) back home|(?:came|come) back home|(?:he|she|they) (?:is|are) (?:back )?home(?: now)?|(?:he|she|they) (?:came|come|has come|have come) (?:back )?home|(?:he|she|they) (?:is|are) (?:back|doing|getting on|keeping) (?:well|fine|better|all right|grand|great)|(?:he|she|they) (?:is|are) (?:fine|better|well|all right|grand) now|(?:is|are) (?:doing|getting on) (?:well|fine|better|all right) now|(?:he|she|they) (?:is|are) back home)\b/;
/** Someone else said to be unhurt after a tumble, or helped up: "he's fine, he's laughing", "only a graze". */
const OTHER_FINE = /\b(?<!\b(?:not|never|if|whether|hope|sure|think) (?:\w+ )?)(?:(?:he|she|they) (?:is|are|seems|looks) (?:absolutely |perfectly |quite |totally |all )?(?:fine|all right|alright|okay|ok|unhurt|not hurt|laughing|giggling)|(?:only|just|nothing|nothing but) (?:a |one )?(?:graze|scrape|scratch|scratches|grazed knee|bump|little bump)|(?<!\b(?:not|never|can not|could not|trying to|tried to|try to) )(?:helped|got|pulled|lifted) (?:him|her|them) (?:back )?(?:up|to sit|sit)|helped (?:him|her|them) (?:into|onto) (?:a |the |his |her )?(?:chair|sofa|bed))\b/;
const OTHER_FALLS = new Set(['fall', 'injury']);
/** Another fall or collapse told later in the turn: "he's fine" may be about the first one only. */
const ANOTHER_FALL = /\b(?:fell|fallen|fall|falls|falling|collaps\w*|fainted|on the floor|broke|broken|bleeding|hurt)\b/;
/** Said fine in this clause or after it, with no other fall told after it ("he's fine. My husband has fallen" is not). */
function fineAfter(clause: string, turn: string): boolean {
  const at = turn.indexOf(clause);
  const after = at < 0 ? '' : turn.slice(at + clause.length);
  return OTHER_FINE.test(`${clause} ${after}`) && !ANOTHER_FALL.test(after);
}
/** Someone else's kinds that being cared for settles; the person's own are never settled by it. */
const SETTLES_FOR_OTHERS = new Set([...SETTLES, 'cannot-get-up', 'breathing', 'stroke', 'overdose', 'medical', 'unwell', 'pain', 'unclear-risk', 'dizziness']);

/** The one who hurt the person still in the home: "he's asleep upstairs", "she is in the kitchen". */
const STILL_THERE = /\b(?:he|she|they) (?:is|are) (?:still |now )?(?:here|there|in the house|in the (?:kitchen|bedroom|front room|living room|hall)|upstairs|downstairs|asleep(?: upstairs| downstairs| in \w+)?|at the door|outside)\b/;
/** "A fall last year but nothing since"; "since then I'm fine", French "depuis ça va" (round 32), "depuis j'ai une veilleuse et plus rien" (unseen39). */
export const NOTHING_SINCE = /\b(?:(?:nothing|none|no more|no falls?|not once|not again|fine|all right|well|okay|good|no trouble|no problems?)(?: \w+)? (?:ever )?since|since then (?:nothing|none|fine|no)|since(?: then)? (?:i am|i have been|i feel|everything is|all is|it has been)(?: (?:very|really|quite|perfectly|absolutely|all))? (?:fine|well|good|all right|okay|grand|great)|never again|not since|nothing like that since|been fine since|not had (?:one|any|it|them|another)(?: \w+)? since|since(?: then)?(?: \w+){0,6} and (?:not nothing|nothing more)(?! than\b))\b/;

/** Signals that REMOTE_PAST already turned into history ("a fall last year"), marked by the reader. */
export const HISTORY = new WeakSet<Signal>();
/** The person's own emergency placed in the remote past in its clause, its turn saying nothing since: past if the call does. */
export const REMOTE_TOLD = new WeakSet<Signal>();

/** Said in the present: "I have chest pain", "my hip hurts", "I'm on the floor"; not "I have tripped" (a perfect, unseen34). */
// ("i have did" is the French perfect heard word by word, "j'ai fait": a past, round 43)
const PRESENT = /\b(?:have(?! had| been| fallen| taken| put| did| \w+ed\b)|has(?! had| been| fallen)|am(?! fine| all right| okay| well| better)|is|are|feel|feels|hurts|hurting|aching|can not|will not)\b/;

/** Asides that are present tense but say nothing about the body: "that's all", "it is what it is". */
// After-effects said in the present ("I'm just sore now") do not make a fall that is over go on; nor does
// the telling itself ("Ken says I've got to tell you I slipped on Saturday", "tengo que decirle que", unseen13); nor a
// pain said not to have come back ("it passed and has not come back", "se me pasó y no ha vuelto"), which is over.
const ASIDES = /\b(?:(?:it|that|the pain|pain|and) (?:has|have) not (?:come back|came back|returned)|^is que|(?<=\. )is que|it is (?:not )?(?:bete|silly|stupid|daft|a silly thing|malin|clever|smart|bright|very clever)|(?:i )?(?:know|sais) (?:it|that)? ?(?:is|was) (?:not )?(?:malin|clever|smart|silly|daft|stupid)|(?:i )?(?:have|has) (?:got )?(?:to|que) (?:tell|say to|decir\w*|contar\w*)(?: (?:you|them|it))?|(?:i )?am (?:supposed |meant )?to tell you|that is (?:all|it)|it is what it is|is all|as i say|if you know what i mean|(?:it is|this is|that is) (?:my )?\w+(?= (?:he|she|they)\b)|(?:is|are|was) (?:back )?up and about|(?:i am|am|i have|have|i feel|feel) (?:(?:just|only|a bit|a little|bit|little|now|some|a few) )*(?:sore|stiff|bruised|achy|aching|aches|bruises|a bruise|a blister|blisters|a (?:small |little )?burn)|(?:my |the )?\w+ (?:is|are) (?:all |a bit )?(?:black and blue|bruised|sore|stiff|tender)|(?:it|the fire|fire|that) (?:is|was) (?:all )?(?:out|put out)|(?:it|that|(?:the|my) \w+) (?:is |has )?(?:healing|mending|healed|knitting|scabbed)(?: (?:up|over|nicely|well|fine|lovely))*|(?:the )?nurse (?:dresses|is dressing|comes to dress|changes the dressing on) it|(?:it|that|the bleeding|bleeding|the blood) (?:is|has) (?:now |already |finally )?stopped(?! (?:raining|snowing|working|the|my|him|her|them)\b))\b/g;

/**
 * One clause's signals, read against when the clause places them (an earlier day, a past tense)
 * and whether the turn says it is over.
 */
/** Put in the bath or on the toilet by the turn: "I can't get myself out" there is being stuck. */
const IN_THE_BATH = /\b(?:in|into|on|out of) (?:the|my|this|that) (?:bath|bathtub|tub|toilet|loo|commode|shower)\b/;

/**
 * A slight after-effect said to be mending ("the arm's still a bit weak but it's improving every week", "la
 * jambe est encore un peu faible mais je progresse bien"), or a slight ache the nurses call normal ("just a
 * bit achy at night, which they said is normal", unseen15): recovery, not a worry. Only these mild kinds,
 * never an emergency, and only a degree said small.
 */
const MENDING_KINDS = new Set(['tiredness', 'pain', 'mobility', 'unsteady', 'numbness']);
const SLIGHT = /\b(?:a bit|a little|bit|little|slightly|a touch|just a bit)\b/;
const MENDING = /\b(?:(?:less|easier|better) (?:every|each) (?:day|week)|(?:menos|mejor) cada (?:dia|semana)|(?:moins|mieux) chaque (?:jour|semaine)|nothing (?:a|an) (?:\w+ ){0,5}(?:will not|won t|would not|can not) (?:sort|fix|cure|put right|see to)|improving|improves|getting (?:better|stronger)|(?:better|stronger) every (?:week|day)|every (?:week|day) (?:better|stronger)|progress\w*|coming on (?:well|nicely|lovely))\b/;
const SAID_NORMAL = /\b(?:(?:said|says|told me) (?:it|that|they) (?:would|will|might)(?: (?:do|be|happen))?(?= (?:and|but|so)\b| \.|$)|(?:said|says|say|told me)(?: \w+){0,2} (?:is |it is |that is |was |it was |it is all )?(?:normal|to be expected|expected|nothing to worry about))\b/;
const NOT_MENDING = /\b(?:worse|not improving|no better|not getting better)\b/;

/** Got out of the bath, by the person or a helper: "my daughter got me out", "me sacó", "m'a sortie", "j'ai pu sortir". */
const GOT_OUT = /\b(?<!\b(?:not|never|no|nobody|no one|noone|none|nadie|personne)(?: \w+){0,3} )(?:(?:got|get|helped|pulled|lifted|hauled|heaved|managed to get) (?:me |myself |her )?(?:back )?out|me (?:saco|sacaron|sacó|ayudo a salir|ayudaron a salir)|pude salir|(?:me|m) (?:a|ont) (?:sortie?|aidee? a sortir)|(?:i )?(?:have |am )?(?:pu|reussi a) sortir)\b/;
/** The trouble said to go on: "still", "can't get out", "help me". */
const STILL_STUCK = /\b(?:still|stuck again|can not get (?:out|up)|right now|at the moment|again today|help me|please help|ayuda|au secours|a le aide)\b/;

/**
 * "Still" said of what the person can do or has not yet done, not of the trouble (unseen25): "je sais encore tout faire avec"
 * ("I can still do everything with it"), "todavía no fui al médico" ("still not been to the doctor"). Never "still can't".
 */
const STILL_ABLE = /\b(?:(?:i )?(?:can|sais|puedo|peux|could|am able to) still (?:all |everything |do everything )?(?:do|faire|hacer|use|manage|walk|get about|drive|cook)|still (?:able to|manage|managing|get about|getting about|doing everything)|still (?:no|not|have not|has not|had not|never) (?:fui|been|gone|seen|ido|went|alle\w*|called|rung|booked|fait|seen (?:a|the) (?:doctor|gp)))\b/g;
/** The place of a fall described in its clause: "que el escalón está altísimo" ("the step is ever so high"), "the kerb is high there". */
const PLACE_SAID = /\b(?:the|el|la|le|that|este|ese|ce) (?:step|steps|kerb|curb|stairs?|escalon|escalones|bordillo|acera|peldano|marche|marches|trottoir|floor|suelo|carrelage|pavement|path|tiles|baldosas)(?: there| alli| la)? (?:is|are) (?:so |very |ever so |really |tres |muy |super )?\w+\b/g;

export function settleClause(found: Signal[], clause: string, turn: string): Signal[] {
  const after = turn.slice(Math.max(0, turn.indexOf(clause)));
  // (or, with no word of degree, said to be expected and easing too: "aches after the exercises, but the physio said it would
  // and it's less every day", unseen24)
  const mending = !NOT_MENDING.test(after) && ((SLIGHT.test(clause) && (SAID_NORMAL.test(clause) || MENDING.test(after))) || (SAID_NORMAL.test(after.split(' . ').slice(0, 3).join(' . ')) && MENDING.test(after.split(' . ').slice(0, 3).join(' . '))));
  if (mending) found = found.map((s) => (s.severity === 'concern' && !s.aboutSomeoneElse && MENDING_KINDS.has(s.kind) ? { kind: 'recovering', severity: 'positive', quote: s.quote } : s));
  if (IN_THE_BATH.test(turn)) found = found.map((s) => (s.kind === 'cannot-get-out' ? { ...s, kind: 'cannot-get-up', severity: 'emergency' } : s));
  const over = !ONGOING.test(turn.replace(LINGERING, '').replace(STILL_ABLE, '')) && !PRESENT.test(clause.replace(ASIDES, '').replace(LINGERING, '').replace(PLACE_SAID, '')) && (EARLIER_DAY.test(clause) || RESOLVED.test(turn));
  const nothingSince = NOTHING_SINCE.test(turn);
  // Stuck in the bath an earlier day, or said to be over, and got out ("yesterday I got stuck in the bath, my daughter got
  // me out, I'm fine now", "ayer ... mi hija me sacó", "hier ... ma fille m'a sortie", issue 13 round 24): a concern, not
  // an emergency now. Never beside "still", "can't get out" or a plea: "I'm stuck in the bath" stays one.
  const outOfBath = IN_THE_BATH.test(turn) && GOT_OUT.test(turn) && (EARLIER_DAY.test(turn) || RESOLVED.test(turn)) && !STILL_STUCK.test(turn);
  // Another clause's hospital stay does not cover what is happening now ("she was taken in on Saturday.
  // Now my son fell and he can't get up"): only the clause that says so, or one with nothing said to be now.
  const recovered = RECOVERED.test(turn) && !ONGOING.test(clause) && (!NOW.test(clause) || RECOVERED.test(clause));
  const caredFor = CARED_FOR.test(clause) || (CARED_FOR.test(turn) && !ONGOING.test(clause) && !NOW.test(clause));
  return found.map((signal) => {
    if (signal.aboutSomeoneElse && caredFor && SETTLES_FOR_OTHERS.has(signal.kind)) return { ...signal, kind: 'someone-else-cared-for', severity: 'positive' };
    // Someone else's worry the turn says is behind them ("he's home now and doing well"): only a concern, never an emergency.
    if (signal.aboutSomeoneElse && signal.severity === 'concern' && recovered && SETTLES_FOR_OTHERS.has(signal.kind)) return { ...signal, kind: 'someone-else-recovered', severity: 'positive' };
    // Someone else's fall that is over ("he slipped on Sunday but he's up and about") settles like the person's own.
    if (signal.aboutSomeoneElse && over && signal.severity === 'emergency' && SETTLES.has(signal.kind)) return { ...signal, severity: 'concern' };
    // Someone else's tumble the turn says left them fine ("my grandson's just fallen off the sofa ... he's
    // fine, he's laughing", "un raspón", "la he ayudado a sentarse", unseen13): a concern, unless it goes
    // on ("he says he's fine but he can't get up").
    if (signal.aboutSomeoneElse) return signal.severity === 'emergency' && OTHER_FALLS.has(signal.kind) && fineAfter(clause, turn) && !ONGOING.test(turn.replace(LINGERING, '')) ? { ...signal, severity: 'concern' } : signal;
    if (outOfBath && !signal.aboutSomeoneElse && signal.severity === 'emergency' && signal.kind === 'cannot-get-up') return { ...signal, severity: 'concern' };
    if (HISTORY.has(signal) && nothingSince) return { kind: `past-${signal.kind}`, severity: 'positive', quote: signal.quote };
    // Violence of last night with the one who did it still in the house ("he's asleep upstairs") is not over.
    if (over && signal.kind === 'violence' && STILL_THERE.test(turn)) return signal;
    if (over && signal.severity === 'emergency' && PAIN_SIGNS.has(signal.kind) && PAIN_GOES_ON.test(turn)) return signal;
    // A mini-stroke of last week or before, said to have passed or nothing since (round 43: "la semana pasada tuve uno de esos
    // mini ictus ... ya se me ha pasado todo"): a concern, as a fall got up from is. A stroke, or a mini-stroke of today or
    // yesterday (still to be seen that day), stays an emergency.
    if (over && signal.severity === 'emergency' && signal.kind === 'stroke' && (TIA.test(clause) || TIA.test(plain(signal.quote).toLowerCase())) && WEEK_OR_MORE.test(clause) && (RESOLVED.test(turn) || nothingSince || BACK_TO_NORMAL.test(turn))) return { ...signal, severity: 'concern' };
    // A breath lost now and then for a moment, and over (round 43's leftovers: "sometimes I can't breathe for a moment when I
    // cough, then it passes", "a veces me ahogo un momento, toso y ya"): a concern. Never with anything said of now.
    if (signal.kind === 'breathing' && signal.severity === 'emergency' && !signal.aboutSomeoneElse && EPISODIC.test(turn) && MOMENT.test(turn)
      && (RESOLVED.test(turn) || THAT_IS_IT.test(turn)) && !ONGOING.test(turn) && !NOW.test(turn)) return { ...signal, severity: 'concern' };
    if (over && signal.severity === 'emergency' && SETTLES.has(signal.kind)) return { ...signal, severity: 'concern' };
    if (over && signal.kind === 'low-blood-sugar') PASSED.add(signal);
    return signal;
  });
}

/** Signs of carbon monoxide beside its alarm: sickness, dizziness, drowsiness, muddle, a faint, breathlessness. */
const CO_SYMPTOMS = new Set(['unwell', 'dizziness', 'tiredness', 'confusion', 'disoriented', 'collapse', 'breathing']);
const HEADACHE = /head|cabeza|tete|tête|migra/;
/** The words of a mix-up itself ("I mixed up the days", "me confundí de día", "je me suis trompée"). */
const THE_MISTAKE = /^(?:i )?(?:mixed|muddled|mix|muddle|got (?:\w+ )?mixed)(?: up)?$|^me (?:confundi|equivoque)$|^je me suis trompee?$/;
/**
 * How the mix-up came about, with what it was muddled (round 29: "I got confused with the pill box", "je me suis embrouillée avec le
 * pilulier" heard as "muddled with the pill box"): each such telling spares one muddle of being read as a symptom after it.
 */
const MUDDLED_WITH_BOX = /\b(?:muddled|mixed|confused|in a muddle|in a mix up|mix up|mixed up|muddled up|lie|confundi|trompee?)(?: up)? (?:with|over|on|about|con|avec) (?:the|my|me) (?:pill ?box|pill ?boxes|days|boxes|box|tablets|pills|dosette|blister|packets?|pill organi[sz]er)\b/g;
/**
 * Round 37 (unseen36): the muddle told with what it happened beside, the thing first or after ("avec le café je me suis
 * embrouillée" heard as "with the cafe mixed up", "con el café me confundí", "I got muddled with the coffee"): how the mix-up
 * came about, as MUDDLED_WITH_BOX is, of anything. Each spares one muddle; a muddle of now ("I'm all muddled", "what day is
 * it", "je suis toute confuse") or any other sign after the dose still makes it an overdose.
 */
const MUDDLED_WITH_A_THING = /\b(?:(?:with|con|avec) (?:the|my|me|el|la|le) (?:\w+ ){0,2}(?:i )?(?:got )?(?:mixed up|muddled|muddled up|confused|confundi|me confundi|me lie|lie|me hice un lio)|(?:i )?got (?:mixed up|muddled|muddled up|confused) (?:with|over) (?:the|my) \w+)\b/g;
/** A fever as people say it, in the person's own words (accents removed). */
const FEVER = /fever|temperature|shiver|chills|rigou?rs|fiebre|calentura|temperatura|escalofrio|tiritando|fievre|frisson|grelott/;

/** Signs after a knock to the head that need an ambulance: being sick, muddled, drowsy, dizzy, fainting. */
const HEAD_INJURY_SYMPTOMS = new Set(['unwell', 'confusion', 'disoriented', 'tiredness', 'dizziness', 'collapse', 'numbness', 'stroke', 'seizure']);

/**
 * A medication mix-up is a concern alone, an emergency with drowsiness, confusion, chest pain...; a
 * knock to the head (not long ago) likewise with vomiting, confusion or drowsiness anywhere in the call.
 */
/**
 * The call's present said to be over and done (unseen15): "nothing new", "I'm right as rain now", "it's all
 * behind me", "ya estoy en casa y muy bien". With it, or "nothing since", or the same trouble denied now
 * ("no chest pain" after "since the heart attack"), the person's own trouble told as history is past.
 */
const OVER_NOW = /\b(?:nothing new|right as rain|(?:it is|all) behind me|back to (?:normal|my old self)|(?:i am|i feel|feeling|all) (?:\w+ )?(?:fine|well|better|good|grand) now|already i am(?: \w+){0,4} (?:all good|fine|well|better)|ever since \. (?:and )?(?:i )?(?:have |has )?(?:not|never)(?! (?:\w+ )?(?:been able|able|managed|walked|slept|eaten))\b)\b/;

export function settleTranscript(signals: Signal[], said = ''): Signal[] {
  const over = NOTHING_SINCE.test(said) || OVER_NOW.test(said);
  // Told long ago with "nothing since" said anywhere in the call (unseen27: the year in the first answer, "nothing since
  // then" in the second), and no other emergency of the person's own told now: past.
  const ownNow = signals.some((s) => s.severity === 'emergency' && !s.aboutSomeoneElse && !REMOTE_TOLD.has(s));
  signals = signals.map((s) => ((HISTORY.has(s) && s.severity === 'concern' && !s.aboutSomeoneElse && (over || signals.some((d) => d.kind === `no-${s.kind}`)))
    || (REMOTE_TOLD.has(s) && NOTHING_SINCE.test(said) && !ownNow)
    ? { kind: `past-${s.kind}`, severity: 'positive', quote: s.quote } : s));
  const ownSymptom = (kinds: Set<string>) => signals.some((s) => s.severity !== 'positive' && !s.aboutSomeoneElse && kinds.has(s.kind));
  let settled = signals;
  const head = signals.find((s) => s.kind === 'head-injury' && s.severity === 'concern' && !s.aboutSomeoneElse && !HISTORY.has(s));
  if (head && ownSymptom(HEAD_INJURY_SYMPTOMS)) settled = settled.map((s) => (s === head ? { ...s, severity: 'emergency' } : s));
  const low = signals.find((s) => s.kind === 'low-blood-sugar' && s.severity === 'concern' && !s.aboutSomeoneElse && !PASSED.has(s));
  if (low && ownSymptom(LOW_SUGAR_SYMPTOMS)) settled = settled.map((s) => (s === low ? { ...s, severity: 'emergency' } : s));
  // A carbon monoxide alarm beeping, or fuel burnt in a closed space, with a headache, sickness or drowsiness in the house (anyone's): gas.
  const co = signals.find((s) => s.kind === 'co-alarm' || s.kind === 'co-source');
  const poisoned = signals.some((s) => s.severity !== 'positive' && (CO_SYMPTOMS.has(s.kind) || (s.kind === 'pain' && HEADACHE.test(s.quote.toLowerCase()))));
  if (co && poisoned) settled = [{ kind: 'gas', severity: 'emergency', quote: co.quote }, ...settled];
  // Fast breathing beside a fever, a temperature or shivering (sepsis signs): an ambulance.
  const fast = signals.find((s) => s.kind === 'fast-breathing' && s.severity === 'concern' && !s.aboutSomeoneElse);
  const fever = signals.some((s) => s.severity !== 'positive' && !s.aboutSomeoneElse && FEVER.test(plain(s.quote)));
  if (fast && fever) settled = [{ kind: 'sepsis', severity: 'emergency', quote: fast.quote }, ...settled];
  const mixUp = signals.find((s) => s.kind === 'medication-mix-up');
  if (!mixUp) return settled;
  // "I mixed up the days on the box" tells how the mix-up happened: it is no muddle after it.
  let spared = (said.match(MUDDLED_WITH_BOX) ?? []).length;
  spared += (said.replace(MUDDLED_WITH_BOX, ' ').match(MUDDLED_WITH_A_THING) ?? []).length;
  const symptom = signals.some((s) => s.severity !== 'positive' && !s.aboutSomeoneElse && MIX_UP_SYMPTOMS.has(s.kind) && !(s.kind === 'confusion' && (THE_MISTAKE.test(s.quote.toLowerCase()) || spared-- > 0)));
  return symptom ? [{ kind: 'overdose', severity: 'emergency', quote: mixUp.quote }, ...settled] : settled;
}
