import type { SignalSeverity } from '../ports/assessment.ts';

// The hand-written lexicon of the built-in assessor. Patterns run on normalised clauses (lowercase,
// "can't" → "can not", "i've" → "i have", "no one" → "noone"), in the order listed: a rule that
// matches uses those words up, so idioms ("fell asleep") and phrases that carry their own negation
// ("I can't get up") are read before the plain words inside them ("fell", "get up").

export interface Rule {
  kind: string;
  /** 'mask' uses the words up and reports nothing. */
  severity: SignalSeverity | 'mask';
  re: RegExp;
  /** Whether "no", "not", "never"... before the phrase cancel it. */
  negatable: boolean;
  /** What a negated phrase means instead ("did not take my pills" → missed medication). */
  whenNegated?: { kind: string; severity: SignalSeverity };
  /** The used-up words also stop a negation from reaching past them. */
  barrier: boolean;
  /** Matched within each comma-separated stretch rather than the whole clause (for patterns anchored with ^ and $). */
  perSegment?: boolean;
}

const words = (...alternatives: string[]) => new RegExp(String.raw`\b(?:${alternatives.join('|')})\b`, 'g');

/** Idioms and phrases that are not about the person's health: used up, nothing reported. */
const mask = (...alternatives: string[]): Rule => ({ kind: 'mask', severity: 'mask', re: words(...alternatives), negatable: false, barrier: true });
/** Phrases whose meaning is fixed, even when they contain "not" ("I can't breathe", "not bad"). */
const fixed = (kind: string, severity: SignalSeverity, ...alternatives: string[]): Rule => ({
  kind, severity, re: words(...alternatives), negatable: false, barrier: severity === 'positive',
});
/** Phrases a negation cancels ("no pain") or turns into something else (whenNegated). */
/** Round 37: what smoulders in a home (bedding, furniture, a bin), "it" only with "still". */
const SMOULDERING_THING = String.raw`(?:blanket|blankets|electric blanket|sheets?|bedding|bed|mattress|duvet|quilt|eiderdown|pillow|cushions?|chair|armchair|settee|sofa|couch|carpet|rug|curtains?|bin|waste ?paper (?:bin|basket)|towel|tea towel|clothes|jumper|cardigan|nightie|dressing gown|newspaper|paper|papers)`;
const SMOULDERING = String.raw`(?<!\b(?:bonfire|bonfires|barbecue|bbq|volcano)(?: \w+){0,4} )(?:smoulder\w*|smolder\w*)(?! (?:look|looks|looking|eyes|glance|glances|stare|anger|resentment|rage|temper|passion|feud)\b)|${SMOULDERING_THING}(?: (?:is|are|was|has been|keeps|keeps on|still|now|all|just|started|starting))* (?:smoking|giving off smoke|letting off smoke|putting out smoke)\b|(?:it|that) (?:is |was )?still (?:smoking|smouldering|smoldering)\b`;
/** Round 37: water thrown on someone, and nothing: no stir, no answer. */
const WATER_AND_NOTHING = String.raw`(?:threw|thrown|throw|chucked|splashed|splash|poured|tipped|flicked|dashed|put) (?:(?:a|some|cold|a glass of|a jug of|a cup of|a cupful of|a bucket of|a drop of|the) )*water (?:on|over|in|at|onto) (?:him|her|them|his face|her face|their face|his head|her head)(?: \w+){0,3} (?:and|but) (?:nothing|no response|no reaction|not a (?:flicker|peep|word|thing|murmur)|(?:he|she|they) (?:still )?(?:did not|does not|will not|would not|is not|has not|never|just) (?:wake|woke|stir|stirred|move|moved|respond|responding|react|budge|come round|came round|open|opened|flinch|flinched|snored|snoring|lay|lies|lying)\w*)\b`;
const negatable = (kind: string, severity: SignalSeverity, alternatives: string[], whenNegated?: Rule['whenNegated']): Rule => ({
  kind, severity, re: words(...alternatives), negatable: true, barrier: false, ...(whenNegated ? { whenNegated } : {}),
});

/** Waking, never to come: "... and not wake up", "never open my eyes again"; not a sleep till nine, nor up in the night. */
const NEVER_WAKING = String.raw`(?:wake|woke|waking|open my eyes)(?: up)?(?! up\b| (?:till|until|before|at|in time|on time|for|early|too|in the night|during|with|feeling|in pain|with pain)\b| again (?:in the night|at|before|till|until|tonight)\b)`;
/** What one has too many of that is no dose: food, drink, smokes, late nights. */
const TOO_MANY_NOT_A_DOSE = String.raw`(?:biscuits|sweets|chocolates|cakes|buns|scones|crisps|chips|sandwiches|mince pies|sausages|sprouts|potatoes|spuds|helpings|drinks|pints|beers|glasses|sherries|whiskies|whiskeys|brandies|gins|cups|coffees|teas|cigarettes|fags|smokes|cigars|late nights|visitors|people|stairs|steps|jobs|bets|toffees|mints|sugary things|treats|cream cakes|custard creams|hobnobs|jaffa cakes|pies|puddings|desserts|afters|calories|carbs|eggs)`;
/** The gas on and not lit. */
const UNLIT = String.raw`(?:with nothing lit|with no flame|without (?:a |any )?flame|unlit|not lit|and not lit)`;
const MED = String.raw`(?:pills?|tablets?|medications?|medicines?|meds|insulin|inhalers?|injections?|eye drops|puffers?|warfarin|sintrom|acenocoumarol|acenocumarol|previscan|fluindione|apixaban|eliquis|rivaroxaban|xarelto|edoxaban|lixiana|dabigatran|pradaxa|clopidogrel|plavix|ticagrelor|brilique|coumadin|anticoagulants?|metformin|statins?|blood thinners?|water pills?|dose|doses|prescription)`;
const LIMB = String.raw`(?:arm|arms|leg|legs|face|hand|hands|side|fingers|foot|feet)`;
/** Someone of the household or close by, as the subject of a sign said of now (issue 13 floors). */
const KIN = String.raw`(?:husband|wife|son|daughter|brother|sister|mother|mum|mom|mam|father|dad|partner|neighbou?r|friend)`;
const BODY = String.raw`(?:head|knee|knees|shin|arm|elbow|hip|hips|leg|toe|toes|hand|back|finger|fingers|thumb|ankle|wrist|foot|shoulder|face|muscle|neck|side)`;
const NEEDABLE = String.raw`(?:shopping|groceries|milk|bread|food|eggs|butter|tea ?bags|prescriptions?|lift|ride|taxi|batteries|bulbs?|light ?bulbs?|company|visit|visitor|hand|plumber|electrician|repairs?|money|cash|oil|coal|logs|gas|heating oil|paraffin|kerosene|propane|firewood|(?:space )?heater|blankets?|hair ?cut|glasses|hearing aid|new \w+|bits|things|errands|cleaning|washing)`;
const HEATING = String.raw`(?:heating|boiler|furnace|heater|heaters|radiators?|stove|heat pump|air conditioning|air conditioner|aircon)`;
const FEEL = String.raw`(?:feel|feels|feeling|felt|am|been|look|looking|i am|getting|doing)`;
// People an ambulance may come for: not the person on the line.
const PEOPLE = String.raw`(?:husband|wife|son|daughter|brother|sister|mother|mum|mom|father|dad|friend|neighbou?r|neighbou?rs|cousin|aunt|auntie|uncle|nephew|niece|grandson|granddaughter|partner|fella|lady|man|woman|bloke|gentleman|chap|guy)`;
// Where someone gets stuck, unable to get out: the bath, the toilet, a chair, the floor.
const STUCK_PLACE = String.raw`(?:floor|ground|bath|bathtub|tub|toilet|loo|commode|chair|armchair|recliner|shower(?: tray)?)`;
// Long enough there to be stuck: a night, hours; "since last night" said of a chair too.
const SINCE_LONG = String.raw`since (?:last night|yesterday|the night before)`;
// Hours in the bath or on the floor are hours stuck; hours in a chair or on the toilet may not be.
const LYING_PLACE = String.raw`(?:bath|bathtub|tub|floor|ground|shower(?: tray)?)`;
const SEAT = String.raw`(?:chair|armchair|recliner|toilet|loo|commode)`;
const LONG = String.raw`(?:${SINCE_LONG}|since (?:this morning|bedtime|\w+ o clock|\d+)|all night|overnight|the whole night|all the night|for hours|for (?:\w+ ){0,2}hours|(?:two|three|four|five|six|several|many|a few|a couple of|couple of|some) hours)`;
// Round 35 (unseen31): what one lacks to get up off the floor, and getting up as the words say it.
const MEANS_TO_RISE = String.raw`(?:strength|leverage|purchase|grip|balance|power|oomph|umph|push)`;
const RISE = String.raw`(?:to|for) (?:get|getting|stand|standing|pick|push|pull|lift|haul|hoist|lever|heave)(?: myself| meself| me)?(?: back)? up(?! (?:in the mornings?|of a morning|early|these days|most days|some days|lately|any more|anymore|and (?:go|do|make|cook|get dressed|wash))\b)`;
const LACKING_TO_GET_UP = [
  String.raw`(?:can not|could not|unable to|not able to|can not seem to)(?: \w+){0,2} (?:get|find|muster|manage|summon|gather) (?:the |any |enough |much |a )?(?:\w+ )?${MEANS_TO_RISE} (?:\w+ )?${RISE}`,
  String.raw`(?:have not got|have not|have no|got no|not got|not|no|lack|lacking|without)(?: (?:the|any|enough|much|a))?(?: \w+)? ${MEANS_TO_RISE}(?: left)? (?:\w+ )?${RISE}`,
];
/** A stretch that is only where one is: "just on the bathroom floor", "still here on the floor since lunch". */
/** Round 36: a storey named by its place in the building: "the second floor", "the top floor", "the ground floor". */
const STOREY = String.raw`(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|top|ground|upper|lower|bottom|next|same|basement|\d+(?:st|nd|rd|th)?)`;
const JUST_ON_THE_FLOOR = String.raw`^(?:(?:and|but|so|oh|well|i am|am) )?(?:just|only|still|here|down here|just here|still here|stuck) (?:down )?(?:here )?on (?:the|my|this)(?: \w+)? (?:floor|ground|carpet|lino|tiles)(?: (?:of|in) (?:the|my) \w+)?(?: (?:since|from|for|all) [\w ]+)?$`;
/** A face part gone, dropped, pulling or drifting to one side, told in any order and with the part said again as "it", words
 * between (round 34, unseen30: "my mouth is pulling to one side", "my face is going off to the left"; round 35, unseen31: "it's
 * my mouth, it's gone down on one side this past hour", "my lip, it's hanging down on the left side"). Not the side of a bed,
 * a room or a road. */
const FACE_TO_ONE_SIDE = String.raw`(?:face|mouth|smile|lip|lips|eyelid|cheek|jaw)(?: (?:it|she|he|that|which))?(?: (?!(?:not|never|no)\b)\w+){0,6} (?:gone|went|going|goes|come|coming|dropped|dropping|drooped|droop\w*|hanging|hangs|hung|sagging|sags|sagged|slipped|slipping|fallen|falling|pulled|pulling|pulls|drifting|drifted|drifts|dragging|dragged|veering|twisted|twisting|slid|sliding|lopsided|crooked)(?: (?:down|over|off|across|round|away|all|a bit|a little|right|again))* (?:on|down|to|towards|toward|at|over to) (?:(?:the |my |his |her |its )?(?:one|left|right) side|(?:the|my|its) (?:side|left|right))\b(?! (?:of the (?:bed|room|road|street|table)|door|window)\b)`;
/** Round 35: a squeezing named as a thing in the chest: "a squeeze", "a clamp", "a tight band", "a grip". */
const CHEST_SQUEEZE_NOUN = String.raw`(?<!\b(?:gave|give|gives|giving|given) (?:me |him |her |us |them )?(?:a |a big |a little |a good |a lovely )?)(?:squeeze|squeezes|squish|clamp|clamping|clench|clenching|grip|gripping|vice like|vise like|tight band|constriction|compression|pressing feeling|tightening|tight feeling|heavy feeling|crushing feeling)(?: \w+){0,3} (?:in|on|across|around|round) (?:the (?:middle of )?(?:my )?|my )?(?:chest|chess)(?! of drawers)`;
/** Round 35: words that are hard to find now, said as a struggle ("struggling to find my words"); not to thank or describe. */
const WORDS_HARD_TO_FIND = String.raw`(?<!\b(?:had|was|were|always|often|sometimes|never)(?: a| an| some| no)? )(?:struggl\w*|trouble|hard|difficult|difficulty|a job|hard work|a struggle|battling) (?:to |in |with )?(?:find|finding|get|getting) (?:my |the )?words(?! (?:to|for|of|at|when|in|about)\b)`;
/** Round 35: the sight of an eye gone black, dark or blank: "the sight in my right eye went black", "my vision's gone dark". */
const SIGHT_GONE_DARK = String.raw`(?:sight|vision)(?: (?:in|of|out of) (?:my |the |one )?(?:left |right )?eye)?(?: (?:has|is|just|all|suddenly))* (?:went|gone|turned|going|gone all) (?:all |completely |totally )?(?:black|dark|blank)`;
/** Round 35: a vaccine and the illness it is against: "flu jab", "vaccine against the flu", "vacuna of the flu". */
const VACCINE_AGAINST = String.raw`(?:flu|influenza|covid|pneumonia|pneumococcal|shingles|whooping cough|tetanus|rsv|winter) (?:jab|jabs|vaccine|vaccines|vaccination|shot|injection|booster|jag)s?|(?:jab|jabs|vaccine|vaccines|vacuna|vacunas|vaccin|vaccins|vaccination|vacunacion|shot|booster|injection|piqure|pinchazo)(?: \w+){0,2} (?:for|against|of|contre|contra|pour|de) (?:the |la |el |le )?(?:flu|influenza|covid|pneumonia|shingles|gripe|grippe|neumonia|zona|culebrilla|pneumonie)`;
/** Round 35: a pain, an ache or a tooth given a score out of ten: "this back tooth's been nagging, I'd say seven out of ten". */
const PAIN_SCORED = String.raw`(?:pain|pains|ache|aching|hurts?|hurting|sore|tooth|teeth|gum|jaw|back|knee|hip|head|nagging|throbbing)(?: \w+){0,8} (?:one|two|three|four|five|six|seven|eight|nine|ten|\d+) out of (?:ten|10)`;
/** Round 35: a tooth, gum or jaw that nags, throbs or plays up. */
const TOOTH_NAGGING = String.raw`(?:tooth|teeth|gum|gums|jaw|molar|filling|wisdom tooth)(?: (?:is|has|been|s|keeps|kept|all|a bit|really|right))* (?:nagging|throbbing|playing up|giving me (?:gyp|jip|grief|hell)|aching|acting up)`;
/** Round 35: stung by a bee or a wasp: "a bee got me on the ankle", "a wasp stung me". */
const STUNG = String.raw`(?:bee|wasp|hornet|jellyfish)s? (?:got|stung|has stung|bit|has got) me|(?:got|been|was) stung(?: (?:by|on) (?:a |the |my )?\w+)?`;
/** Round 35: drops forgotten or missed: "I forgot my glaucoma drops last night". */
const DROPS_FORGOTTEN = String.raw`(?:forgot|forgotten|forget|missed|skipped)(?: to (?:put|take|do))?(?: in)? (?:my |the |me |all my )?(?:\w+ ){0,2}drops`;
// What falls without being a person: weather, prices, the power, clothes, hair.
const NOT_A_PERSON = String.raw`(?:rain|snow|sleet|hail|leaves|prices?|temperature|power|light|lights|electricity|trousers|troosers|pants|skirt|knickers|jeans|slacks|socks|stockings|tights|hair|waterfall|britches|breeches|trews|dress|robe|clothes|belt|nightie|bloomers|drawers|dungarees)`;
const SOFTENER = String.raw`(?: (?:a bit|a little|bit|little|very|really|quite|so|pretty|all|rather|kind of|sort of|a tad|proper|right|terribly|awfully|not|too|that|just|fairly|absolutely|perfectly|much|a lot|feeling|doing|keeping))*`;
// Ending one's life (unseen16/17): a first-person intent, then a means. The intent is the person's own thought
// or plan, now or to come ("going to", "might just", "thinking about", "made up my mind to"), never a story's.
/** The chores and places help is had with, as a service: "with the forms", "in the garden", "with my bath". */
const CHORE = String.raw`(?:the |my |a |some |our |me |all the )?(?:forms?|paperwork|papers|letters|bills|benefits|pension|garden|gardening|lawn|grass|hedges?|shopping|groceries|cleaning|housework|house work|hoovering|ironing|washing|laundry|bath|baths|bathing|shower|showers|showering|dressing|getting dressed|meals|cooking|dinners?|lunch|breakfast|stockings|toenails|nails|hair|windows|bins|jobs|odd jobs|chores|errands|decorating|dog|dressings?|house|home)`;
/** Those who give it: "from the council", "from the social services", "from a carer", "from my daughter". */
const SERVICE = String.raw`(?:the |my |a |an |some |our )?(?:council|social services|social worker|carers?|care agency|agency|care team|reablement(?: team)?|(?:district )?nurses?|home help|home carers?|occupational therapist|ot|physio\w*|neighbou?rs?|family|daughter|son|grandson|granddaughter|niece|nephew|friends?|volunteers?|church|charity|age uk|red cross|cleaner|gardener|lady|girls?|ladies|lad)`;
/**
 * Giving up a thing, not going on living (round 29): "no point carrying on with the allotment", "I don't want to carry on with the
 * garden". Carrying on with life, the pain, or "this" or "it" bare stays the plain reading.
 */
const GIVING_UP_A_THING = String.raw`(?! with (?:the|my|me|our|his|her|that|those|these|this|all (?:the|my|me|that|those|these)) (?!(?:life|lives|living|world|pain|existence|misery|loneliness)\b)\w+)`;
const SELF_INTENT = String.raw`(?:am going to|going to|gonna|will|shall|might|may|could|would|want to|wanted to|feel like|mean to|intend to|intending to|plan to|plan on|planning to|planning on|planned to|planned on|decided to|made up my mind to|made my mind up to|tempted to|easy to|easier to|how to|thought about|thought of|think about|think of|thinking about|thinking of|dream of|dreaming of|dreamt of|dreamed of|keep picturing|picture myself|imagine|imagining|imagined|getting ready to|about to)(?: (?:just|simply|quietly|finally|really|seriously|actually|go and|go|and|one day|one night|one of these days|soon|tonight|today|this weekend|then))*`;
// The means: a height, a train or the traffic, the water, a rope, the wrists, the gas or the car's fumes.
const SELF_ACT = [
  String.raw`(?:jump|jumping|throw myself|throwing myself|chuck myself|chucking myself|fling myself|hurl myself) (?:off|from|out of|over) (?:the |a |that |this |an |one of the |my )?(?:\w+ )?(?:bridge|cliffs?|cliff edge|cliff top|window|balcony|roof|rooftop|tower block|tower|car park|multi ?storey|top floor|pier|flats|viaduct|ledge)\b`,
  String.raw`(?:jump|jumping|throw myself|throwing myself|step|stepping|walk|walking|fling myself) (?:in front of|under|onto|on to) (?:the |a |an |that )?(?:\w+ )?(?:train|trains|bus|buses|lorry|lorries|truck|trucks|traffic|tube|tram|railway line|railway tracks|train tracks|tracks|motorway)\b|(?:lie|lying|lay) (?:down )?(?:on|across) the (?:railway |train )?(?:tracks|line)`,
  String.raw`(?:jump|jumping|throw myself|throwing myself|fling myself) (?:into|in) the (?:river|sea|canal|reservoir|dock|docks|harbour)\b(?! (?:for a|to) (?:swim|paddle|dip|cool)\b)|(?:walk|walking|wade|wading) (?:into|in to|out into) the (?:river|sea|canal|reservoir|lake|loch|waves|water)\b`,
  String.raw`(?:hang|hanging|hanged|drown|drowning|gas|gassing|starve|starving|shoot|shooting|poison|poisoning|stab|stabbing|smother|smothering|suffocate|suffocating|electrocute|electrocuting|overdose|overdosing|top|topping|do away with) myself\b(?! (?:a|an|some|the|up|out|on|off)\b)`,
  String.raw`(?:cut|cutting|slit|slitting|slash|slashing|open|opening) (?:my|me) (?:wrists?|throat|veins)\b`,
  // Off the end of a harbour wall or a quay, down a well or a shaft (unseen33: "I'd just walk off the end of the harbour wall one
  // night and be done", "throwing myself down the well").
  String.raw`(?:jump|jumping|throw myself|throwing myself|fling myself|chuck myself|hurl myself|walk|walking|step|stepping) (?:off|over) (?:the (?:end|edge|top|side) of )?(?:the |a |that |this |an |one of the )?(?:\w+ )?(?:wall|quay|quayside|jetty|pier|breakwater|dock|cliff|cliffs|edge|rocks|dam|weir|bridge|ledge|roof)\b(?! (?:to|for) (?:fish|fishing|a walk|a stroll|the boat|the boats|the view)\b)`,
  String.raw`(?:jump|jumping|throw myself|throwing myself|fling myself|chuck myself|hurl myself|drop myself|dropping myself) (?:down|into|in|to the bottom of) the (?:well|mine ?shaft|shaft|quarry|pit|weir|reservoir|loch|lake|river|sea|canal|harbour|slurry pit|slurry)\b`,
  String.raw`put (?:my|me) head in the (?:gas )?oven|(?:turn|turning|put|putting|leave|leaving) (?:the )?gas on (?:and|without)\b|(?:sit|sitting|sat) in the car(?: \w+){0,6} (?:engine|motor) running|(?:run|running) the (?:car|engine|motor) in the garage|hose ?pipe(?: \w+){0,3} exhaust`,
].join('|');
/** A means kept in mind: "the rope in the garage", "the bridge", "the railway line", "the knife". */
const SELF_MEANS = String.raw`rope|noose|bridge|cliffs?|cliff edge|cliff top|railway line|railway tracks|train tracks|knife|razor|razor blades?|exhaust|hose ?pipe|car in the garage`;
/** Painkillers and sleeping tablets a plan is stored up from, by their own names. */
const STOCKPILED = String.raw`co ?codamol|codamol|codeine|dihydrocodeine|tramadol|morphine|oramorph|oxycodone|oxycontin|fentanyl|diazepam|valium|zopiclone|zolpidem|temazepam|lorazepam|nitrazepam|amitriptyline|paracetamol|painkillers|sleeping (?:pills|tablets)|sleepers|antidepressants|pregabalin|gabapentin|solpadeine`;

export const RULES: Rule[] = [
  // Round 36: a chest that is furniture or a box ("a band round the chest of drawers", "the chest freezer", "the tea chest"):
  // no one's chest. Read first, before any chest pain's words can take it.
  // Round 36: a service's word naming a building ("the old ambulance station is a café now", "la caserne des pompiers"):
  // a place, the services told of, no call for help and no fire. Never after a call's verb ("ring the ambulance station").
  fixed('services-told', 'positive', String.raw`(?<!\b(?:call|calling|ring|ringing|phone|phoning|dial|contact|get|tell|rang|called|phoned)(?: (?:the|up|me))? )(?:ambulance|fire|police) (?:station|stations|depot|depots|headquarters|hq|garage)`),
  // Round 36: a club, group or charity named by the illness ("the stroke club was lovely today", "fui al club del ictus"): a
  // place one goes, no stroke. A stroke said beside it reads by its own words.
  mask(String.raw`(?:stroke|heart|cardiac|parkinson s|parkinsons|dementia|memory) (?:club|clubs|group|groups|association|society|charity|support group|cafe|choir|exercise class|rehab class)`),
  mask(String.raw`(?:chest|chests) of drawers|(?:tea|toy|treasure|blanket|linen|sea|camphor|oak|pine|wooden|storage|medicine|war|ottoman) (?:chest|chests)|(?:chest|chests) (?:freezer|freezers)`),
  // Clothes hanging off one (unseen23): "my skirt's falling off me", weight lost; a concern. Not the fall it would read as.
  fixed('needs-something', 'concern', String.raw`(?:i am |i have been |am )?rationing (?:myself|my food|the food|what (?:food )?i have(?: got)?(?: left)?|food)`),
  fixed('not-eating', 'concern', String.raw`(?:skirt|skirts|trousers|troosers|clothes|jeans|slacks|dress|dresses|waistband|rings?|wedding ring) (?:is |are |has been |have been |keeps |keep )?(?:just |all )?(?:falling|hanging|dropping|slipping|sliding) (?:right )?off me|(?:lost|losing|dropped) (?:a lot of |so much |loads of |a stone|half a stone|\w+ (?:kilos|pounds|stone|pound))(?: (?:of|in) weight)?`),
  // A heart said to be fine ("the heart is very good", "le cœur va très bien") is the doctor's good news,
  // not a worry for the safety net (6b): read first, before "is all good" is used up as wellbeing.
  // The heart said to pump better, breathing said fine (unseen15): "el corazón bombea mucho mejor", "breathing's fine".
  mask(String.raw`(?<!\b(?:not|no|never) (?:\w+ )?)(?:heart|breathing)(?= (?:is |was |va |is going |sounds |looks |seems |feels |is pumping |pumps |bombea |beats |is beating )?(?:all |very |really |absolutely |perfectly |ever so |a lot |much |so |far )?(?:good|fine|well|grand|strong|okay|all right|better|in good shape|in great shape)\b(?! (?:but|except|apart|until|when|if)\b))`),
  // The heart named after a time gone by in its clause (unseen14): "last year I was in hospital two week wid my
  // heart", "l'année dernière à l'hôpital pour le cœur": no word for the safety net. Never a heart that races,
  // hurts, stopped or attacks: those rules read it.
  mask(String.raw`(?<=\b(?:last (?:month|year|spring|summer|autumn|winter|christmas|easter)|(?:\w+ )?(?:months|years) ago|a (?:month|year) ago)(?: \w+){0,10} )heart\b(?! (?:is |was |keeps |kept |has been |been |has |had |just |still )*(?:racing|pounding|fluttering|skipping|jumping|thumping|beating|banging|going|attack|attacks|pain|pains|hurts|hurting|hurt|stopped|stopping|stop|bad|playing up|acting up|not right|failure|failing|problem|problems|trouble|murmur|flutter|palpitations)\b)`),
  // 0. A carer or home help who did not come is a gap in care, a concern, not a call for help ("never comes", round 32).
  fixed(
    'care-missed', 'concern',
    String.raw`(?:carer|carers|home help|care worker|care assistant|district nurse|nurse|helper|meals on wheels)(?: \w+){0,2} (?:did not|has not|have not|had not|never|is not|was not|were not|not) (?:\w+ )?(?:come|came|comes|been|turned up|turns up|shown up|showed up|shows up|arrived|arrives|visited|visits|called in|calls in|come round|come by)`,
  ),
  // Round 32: help had from family, a friend or a neighbour, or the home help who comes, is someone there for the person
  // ("my grandson helped me with the shopping", "I got help with the shopping from my grandson", "the home help comes on
  // Tuesdays", "mi nieto me ayudó con la compra", "ma fille m'aide avec les papiers"): in touch, no plea. Never "helped me up"
  // or "out of" (a fall or a bath, read by their own rules), never with "never" or "not" between.
  fixed(
    'social', 'positive',
    String.raw`(?:son|daughter|grandson|granddaughter|grandchildren|grandkids|friend|friends|neighbou?r|neighbou?rs|sister|brother|family|nephew|niece|husband|wife|partner)(?: (?!(?:never|not|no|does|did|do|will|would|can|could|won|has|had)\b)\w+)? (?:helped|helps|has helped|has been helping|is helping|was helping|came to help|comes to help|came round to help|comes round to help)(?: (?:me|us))?(?! (?:me |us )?(?:up|get up|to get up|off|out|back up)\b)`,
    String.raw`(?:got|had|get|have|getting|having|gets|has) (?:some |a bit of |a lot of |lots of |a little )?help (?:with|for|in|at) ${CHORE} from (?:my|our|the) (?:\w+ )?(?:son|daughter|grandson|granddaughter|grandchildren|grandkids|friend|friends|neighbou?r|neighbou?rs|sister|brother|family|nephew|niece)`,
    String.raw`(?:the |my |our )?(?:home help|carer|carers|care worker|helper|cleaner)(?: (?:usually|always|still|now|normally))? (?:comes|came|visits|visited|calls in|called in|pops in|popped in|is coming|are coming|come)\b(?! (?:and )?(?:did not|has not|never|not)\b)`,
  ),
  // Firewood run out or needed is a need, read before the idiom below hides firewood as no fire.
  fixed('needs-something', 'concern', String.raw`(?:run out of|ran out of|running out of|out of|need|needs|needed|low on|running low on|short of)(?: (?:some|more|the|my|any|in))? fire ?wood`),
  // A chest that burns "like fire" is a chest pain: read before the idioms below set the simile aside.
  // Calling 999 on a condition said after it, planned or as the ward said ("they told me to ring 999 if the chest pain
  // comes back", "I'll ring 999 if it starts again"): what to do if it ever comes, not a call wanted now. The condition is
  // masked with it, up to an "and", "but", "now" or a new "I" that may say it has come ("... if it came back, and it has"). The
  // condition said first ("if I get short of breath I should ring 999") is read in built-in-assessor.ts (IF_SIGN_SENTENCE).
  mask(
    String.raw`(?:told|tells|said|says|asked|advised|explained)(?: (?:me|us|that))? (?:to|i should|i must|i have to|i need to|i was to|i am to|we should)(?: (?:just|always))? (?:ring|call|phone|dial|get)(?: (?:for|an|the|them|up))* (?:999|911|112|111|15|ambulance|paramedics|emergency services|the emergency number)(?: (?:straight away|at once|right away|immediately))? (?:if|in case|should|the minute|as soon as) \w+(?: (?!(?:and|but|now|so|i)\b)\w+){0,5}`,
    String.raw`(?:i will|i would|i know to|i know i should|i am to|i should|i must|i have to|i am going to) (?:ring|call|phone|dial|get)(?: (?:for|an|the|them|up))* (?:999|911|112|111|15|ambulance|paramedics|emergency services|the emergency number)(?: (?:straight away|at once|right away|immediately))? (?:if|in case|should|the minute|as soon as) \w+(?: (?!(?:and|but|now|so|i)\b)\w+){0,5}`,
    // Round 29: a plan for whatever may come, the condition said first and named by no sign ("if anything happens I'll ring
    // 999", "if there's any trouble I know to call an ambulance"; es/fr rewritten to it): no plea now. A sign named after
    // "if" is read in built-in-assessor.ts (IF_SIGN_SENTENCE); a plea said now ("call 999 for me") is never in it.
    String.raw`(?:if|in case|whenever) (?:ever )?(?:anything|something|owt|aught) (?:ever )?(?:happens|happened|happen|goes wrong|went wrong|is wrong|was wrong|comes up|came up|should happen|were to happen)(?: to me)?(?: (?!(?:and|but|now|please|right|quick|so|for)\b)\w+){0,5} (?:ring|call|phone|dial|press)(?: (?:for|an|the|them|up|my))* (?:999|911|112|111|15|ambulance|paramedics|emergency services|the emergency number|button|pendant|alarm)(?! (?:now|right now|for me|please|quick)\b)`,
    String.raw`(?:if|in case) there (?:is|was|were|should be) (?:ever )?(?:any|a|an) (?:trouble|problem|bother|emergency|issue|worry)(?: (?!(?:and|but|now|please|right|quick|so|for)\b)\w+){0,5} (?:ring|call|phone|dial|press)(?: (?:for|an|the|them|up|my))* (?:999|911|112|111|15|ambulance|paramedics|emergency services|the emergency number|button|pendant|alarm)(?! (?:now|right now|for me|please|quick)\b)`,
  ),
  // Someone else, or a pet, made sick (round 29: "the dog got into the slug pellets ... they made him sick", "the vet made her
  // sick"): their sickness, not the person's. "It made me sick" stays.
  mask(String.raw`(?:made|make|makes|making|had to make) (?:him|her|them|it|the (?:dog|cat|pup|puppy|kitten)|poor \w+) (?:be )?sick`),
  // A tick found on one or biting (round 29; "garrapata", "tique"): a bite to see a doctor about if a ring of redness grows.
  fixed('unclear-risk', 'concern', String.raw`(?:found|find|got|had|pulled|removed|took|take|picked|pulling|removing|taking) (?:out |off )?(?:a |an |the |this |one |two |some )?(?:little |tiny |big )?ticks?\b(?! (?:box|boxes|list|over|the)\b)|ticks? (?:bite|bites|bit me|on (?:my|me) \w+)|bitten by (?:a |an )?tick`),
  negatable('chest-pain', 'emergency', [
    String.raw`(?:chest|chess|breast ?bone)(?: \w+){0,2} (?:burns?|burning|is burning) like (?:fire|hell|mad|crazy)|(?:burns?|burning) like (?:fire|hell|mad|crazy)(?: \w+){0,2} (?:in|on|across|through|into) (?:my |the )?(?:chest|chess)`,
  ]),
  // Walking about with the frame, told as an outing (unseen15): "I walked right down to the end of the garden
  // with my frame". Not "can't walk even with my frame", nor "struggling to walk with the frame".
  mask(String.raw`(?<!\b(?:not|barely|hardly|to|can not|could not|struggle|struggling) )(?:walked|walk|walking|went|got|go|going|get|getting|managed)(?: (?!(?:even|only|barely|hardly|not|can|could|struggle|struggling)\b)\w+){0,8} with (?:my |the |a |me )(?:walking )?(?:frame|zimmer|walker)`),
  // An inhaler that does nothing: with breathlessness in the call, an asthma or COPD attack (danger-signs.ts). Read
  // before the idioms below, which set "helping" aside as no call for help (unseen24: "the inhaler isn't helping" was never read).
  fixed(
    'inhaler-not-helping', 'concern',
    String.raw`(?:inhalers?|puffers?|nebuli[sz]er|spray|pump|ventolin|salbutamol|blue one|(?:the |my |home )oxygen|oxygen concentrator)(?: \w+){0,3} (?:is not|are not|not|does not|do not|will not|has not been|have not been|is not even|no longer) (?:\w+ ){0,3}(?:touching|helping|helped|working|worked|doing (?:anything|a thing|much)|making (?:any |a |much )?difference|shifting)|(?:inhalers?|puffers?|nebuli[sz]er) (?:is |are )?(?:useless|no good|no use|doing nothing)`,
  ),
  // Round 41 (unseen41): breathless lying flat told with the lying down refused ("I can't lie down, I feel like I'm
  // drowning", "couldn't lie flat last night, I was drowning"): fluid on the lungs, whose "not" is no denial of the drowning.
  fixed('breathing', 'emergency', String.raw`(?:can not|could not|cannot) (?:lie|lay|sleep|stay|get) (?:down|flat|in bed|lying down|on my back)(?: \w+){0,6} (?:drown\w*(?! (?:in|with) )|suffocat\w*)`),
  // Round 41 (unseen41): home oxygen running out or low ("the spare cylinder's running out and the man didn't come"): the
  // family should see to it soon. Out with breathlessness, or the supply off, is read in danger-signs.ts.
  fixed('needs-something', 'concern', String.raw`(?:oxygen|o2)(?: (?:cylinder|cylinders|bottle|bottles|tank|tanks|supply|cannister|canister))?(?: \w+){0,3} (?:is |are |s |has |have |keeps )?(?:running (?:out|low|down)|nearly (?:empty|out|gone|finished)|almost (?:empty|out|gone|finished)|getting low|run out|ran out)|(?:run|ran|running) (?:out of|low on) (?:\w+ )?oxygen`),
  // 1. Idioms. "I fell asleep in my chair", "dying to see my grandson", "stroking the cat", the fire
  //    that heats the room, "a great help": none of these is an emergency.
  // The language, not the person (unseen14): "my English not good", "mon français pas bon", "mi español no bueno".
  mask(String.raw`(?:my |the )?(?:english|french|spanish) (?:is |are )?(?:not|no) (?:very |so |too |that |much )?(?:good|well|great)`),
  // Round 35 (unseen31): a jab or vaccine against an illness names no illness of the person's ("had my flu jab at the chemist",
  // "la vacuna de la gripe", "mon vaccin contre la grippe"); what follows the jab (a sore arm, a fever) is read by its own words.
  mask(VACCINE_AGAINST),
  mask(
    String.raw`(?:fell|fall|falls|falling|fallen) (?:a ?sleep(?!(?: \w+){0,2} and (?:not|never|do not|never have to) ${NEVER_WAKING})|behind|through|apart|short|silent|into place|in love|in with|for (?:it|that|a|the|him|her)|out with|out over|back on|off the wagon)`,
    String.raw`(?:this|last|next) fall|fall of (?:snow|rain|leaves)`,
    // A heart attack that nearly came of a fright or a laugh ("near gave me a heart attack when they called
    // my number", "casi me da un infarto de risa"): a figure of speech. A chest pain beside it is still read.
    String.raw`(?:nearly|almost|near|practically|about) (?:had|gave me|give me|gives me|giving me|have|having|got|get) (?:a )?heart attack|heart attack (?:of|from|with) (?:the )?(?:laughing|laughter|laugh|fright|shock)`,
    // Things that fall that are not a person: "the only thing falling is the rain", "my trousers are
    // falling down", "la única caída fue la de la luz" (a power cut), a waterfall one went to see.
    // Never where the person was ("out in the snow, fell", "had a fall in the rain"): that is their fall.
    String.raw`(?<!\b(?:in|on|into|onto|through|under|over|across|from|with|by|out) (?:the |my |some |all the )?)${NOT_A_PERSON}(?: (?:is|are|was|were|has been|have been|keeps|kept|just|still|really|all|always|that|keep|me))* (?:falling|fall|falls|fell|fallen)(?: down| off| out)?`,
    String.raw`(?:falling|fallen) ${NOT_A_PERSON}|(?:fall|falls) (?:was |is |were )?(?:the )?(?:one )?of (?:the )?${NOT_A_PERSON}`,
    String.raw`(?:thing|things|one)(?: that| which)? (?:is |was |are |were )?(?:falling|fell|fallen|falls)(?: down)?(?: \w+){0,2} (?:is|was|are|were|has been) (?:the )?${NOT_A_PERSON}`,
    // Someone who will send a courier to the house is no plea: "he's going to send someone to collect it".
    String.raw`(?:he|she|they|it) (?:is going to|will|would|was going to|is|was|said he would|said she would) send(?:ing)? (?:someone|somebody)`,
    String.raw`water ?falls?|(?:visit\w*|see|saw|seen|went to|been to|go to|trip to|view of|walk to) (?:the )?(?:\w+ )?falls`,
    String.raw`fall (?:season|weather|colou?rs|leaves|foliage|semester|term)`,
    String.raw`dying (?:to|for|of (?:boredom|laughter|curiosity|thirst|embarrassment))`,
    String.raw`(?:phone|battery|batteries|plants?|flowers?|garden|lawn|grass|tree|bulb|torch|radio|remote|tv|telly|car|light)(?: \w+){0,2} (?:is |are |was |were )?dying`,
    String.raw`(?:bored|scared|frightened|tickled|worried|sick|laughed|freezing|worked|talked|starved) (?:me |myself |him |her )?to death`,
    String.raw`to die for|die (?:laughing|of laughter)|(?:died|dead) (?:laughing|of laughter|with laughter|of embarrassment|of shame|of boredom)|laughed (?:myself )?(?:to death|till i (?:cried|died))`,
    // Someone whose trade is a service not answering is no collapse: "the landlord isn't answering".
    String.raw`(?:landlord|landlady|letting agent|agency|council|housing|building manager|manager|caretaker|concierge|janitor|superintendent|plumber|electrician|engineer|repairman|repair (?:man|guy|people)|insurance|helpline)(?: (?!(?:he|she|they|i|and|but|who|then)\b)\w+){0,2} (?:is |are |was |were |has |have |had |did |does |do )?not (?:answering|responding|replying|picking up|getting back|calling back|answer|respond|reply|pick up|get back|call back|answered|responded|replied|picked up|got back|called back)`,
    // A programme's genre is not an event: "that hospital drama", "a police show".
    String.raw`(?:hospital|medical|police|crime|cop|detective|doctor|doctors|vet|emergency|ambulance|fire|war|courtroom) (?:drama|dramas|show|shows|series|programme|programmes|program|soap|soaps|serial|film|films|movie|movies|documentary)`,
    // An ambulance or the fire brigade that has been, told after the event (unseen13): "the ambulance was
    // outside for ages", "vino la ambulancia y todo", "les pompiers sont venus"; one passing in the street
    // ("pasa una ambulancia con la sirena"). Not one called, awaited or for the person ("for me").
    String.raw`(?<!\b(?:call|calling|called|get|getting|send|sending|phone|ring|fetch|need|needs|needed|want|wanted|please|can|could|will|would|should|must|may|tell|ask|when|until|till|if)(?: (?:an|a|the|me|us|him|her|them|some|please|now|quick))* )(?:an |a |the )?(?:ambulance|ambulances|paramedics|fire brigade|fire engine|fire engines|firemen) (?:was|were) (?:outside|out the front|parked outside|in the street|there for ages|outside for ages)(?! for me\b)`,
    // The fire brigade that came, told after the event. The ambulance's word is read by its use instead
    // (built-in-assessor.ts: a call for help only when wanted or awaited now).
    String.raw`(?<!\b(?:call|calling|called|get|getting|send|sending|phone|ring|fetch|need|needs|needed|want|wanted|please|can|could|will|would|should|must|may|tell|ask|when|until|till|if)(?: (?:an|a|the|me|us|him|her|them|some|please|now|quick))* )(?:the )?(?:fire brigade|firemen) (?:came|had come|has been|have been|had been|turned up|arrived)(?: and (?:everything|all|all that|the lot)|(?=$| (?:and|but|she|he|they|on|yesterday|last|this morning|the other|for (?:her|him|them|the|my|our|his|their))\b)(?! (?:and|but) (?:i|me)\b))`,
    // The fire brigade at work, told after the event: "the fire brigade got the little one out" (in a series).
    String.raw`(?:the )?fire brigade (?:got|brought|carried|rescued|pulled) (?:them|him|her|the|a|everyone|everybody)(?! me\b)`,
    String.raw`(?:an |a |the )?(?:ambulance|fire engine|police car) (?:going|went|goes|driving|drove|is going|was going) (?:past|by)(?: with (?:the |its |a )?(?:siren|sirens|lights))?|(?:passing|went past|goes past|going past|drove past|driving past|went by|going by) (?:an |a |the )?(?:ambulance|fire engine|police car)`,
    // A crossword clue and its answer (unseen13): "un mot en neuf lettres pour crise cardiaque... infarctus",
    // "seven letters for stroke". Only up to four words after it.
    String.raw`(?:(?:word|words|mot|palabra|clue|answer)(?: \w+){0,2} )?\w+ (?:letters|lettres|letras)(?: \w+)? (?:for|meaning|pour|para)(?: (?!(?:and|but|now|i|me|my)\b)\w+){1,4}`,
    // Known "by heart" (unseen13: "je les connais par cœur") is memory, no heart trouble.
    String.raw`(?:off |all )?by heart`,
    String.raw`strok(?:e|ed|ing) (?:the|my|his|her|a) (?:cat|dog|kitty|puppy|kitten|pet|hair)|stroking|stroke of (?:luck|genius|midnight)|heat ?stroke|breast ?stroke|back ?stroke`,
    String.raw`(?:electric|gas|coal|log|open|wood|real) fire`,
    // The hearth fire going well ("le feu ronfle bien dans la cheminée", round 24): cosy, no fire in the home. A chimney fire
    // is read by its signs (danger-signs.ts: roaring like a train, smoke escaping, the wallpaper hot).
    // (French words split so that they do not join KNOWN_WORDS.)
    String.raw`fire (?:is )?(?:roaring|crackling|r(?:o)nfle|c(?:r)epite|going|burning) (?:well|nicely|lovely|away|(?:b)ien)(?: \w+){0,2} (?:in|d(?:a)ns) (?:the |l(?:a) |l(?:e) |my )?(?:c(?:h)eminee|chimney|grate|hearth|fireplace|stove|p(?:o)ele|insert|wood ?burner)`,
    // The fire lit or not lit to cook or to warm ("no enciendo el fuego ni loca", "I won't light the fire", unseen23): a
    // hob or a hearth, no fire in the home.
    // (The Spanish and French words are bracketed so that they do not join KNOWN_WORDS: a turn of their scraps stays unread.)
    String.raw`(?:e[n]ciendo|e[n]cender|e[n]cendi|p[r]endo|p[r]ender|p[r]endi|a[l]lume|a[l]lumer|a[l]lumais|light|lit|lighting)(?: (?:the|a|e[l]|l[e]|l[a]|my|m[i]|m[o]n))? (?:fire|f[u]ego|f[e]u|l[u]mbre|c[a]ndela)(?! (?:alarm|brigade|service|engine|is|has|spread|in the)\b)`,
    // A question back at the word ("¿caída de qué?", "une chute de quoi ?", "a fall of what?", unseen23): the question not
    // understood, no fall told.
    String.raw`(?:a |an |u[n]a |u[n]e )?(?:fall|falls|c[a]ida|c[h]ute) (?:of|d[e]|d) (?:what|q[u]e|qu[o]i)`,
    // Idioms of laughter and of a joke: "nearly fell off me chair laughing", "in stitches", "that's the
    // only pain I've got" (said of the team that is "killing me").
    String.raw`(?:nearly |almost )?(?:fell|fall|falling|fallen) off (?:my|me|the) (?:chair|seat|stool) (?:laughing|with laughter|from laughing)|in stitches`,
    String.raw`(?:that is|this is|it is) the only (?:pain|ache|trouble|problem) (?:i have got|i have|i got|i get)`,
    // A power cut that is over: "they had it back on by the morning".
    String.raw`power cut(?: \w+){0,10} (?:back on|came back|come back|restored|fixed|sorted)(?: by (?:the )?morning| now| again| soon after)?`,
    // The doctor's good news is no worry: "the doctor says it's healing up great".
    String.raw`(?:doctor|gp|nurse|consultant|specialist|optician|surgeon) (?:said|says|told me|reckons|thinks)(?: that)? (?:it is |it was |i am |all is |everything is |everything was |the \w+ is |that is )?(?:healing|fine|good|great|all right|okay|clear|normal|nothing to worry about|doing well|looking good|the best)(?: up)?(?: (?:great|nicely|well|fine))?`,
    // A check-up at the hospital or clinic, the person's or someone they went with: routine.
    String.raw`(?:hospital|clinic|surgery|ae)(?: \w+){0,3} (?:for|to) (?:a |her |his |my |the |their )?(?:check ?up|check|appointment|control|review|routine \w+)`,
    // A pain that burns "like fire" is no fire: "blisters, burns like fire" (a chest that does is read
    // before these idioms, above).
    String.raw`(?:burns?|burning|burnt|hurts?|stings?|stinging|itch\w*) like (?:fire|hell|mad|crazy)|like (?:fire|hell) (?:it )?(?:burns|stings|hurts)`,
    String.raw`(?:put|putting|have|had|got|switched|switch|turned|turn|turning|light|lit|lighting|keep|kept|leave|left) (?:the |my |a )?fire (?:on|going|lit)`,
    String.raw`fire (?:is |was |has been )?(?:on|lit|going|roaring)`,
    String.raw`(?:by|near|beside|front of|round|around|at) (?:the|my) fire(?:side)?`,
    String.raw`(?:light|lit|lighting|made|make|making) (?:the|a) fire`,
    String.raw`fire ?(?:stick|tv|tablet|place|wood|works|side|man|men|fighters?)`,
    String.raw`(?:can not|could not) help (?:it|myself|but|thinking|feeling|laughing|worrying|wondering)`,
    String.raw`help yourself|home help|helps|helped|helping|helpful|helper|helpline`,
    // Bland food likened to a hospital's (unseen22): "that's hospital food", "comida de hospital", "de la nourriture d'hôpital".
    String.raw`hospital (?:food|dinners?|meals?|grub|fare|cooking)`,
    // A helper sent by a service, or a new one (unseen22): "a new help from the council", "my help from the agency".
    String.raw`(?<=\b(?:a|my|the|our|new|her) )(?:new |young )?help (?:from|of) the (?:council|agency|social services|social|care agency|health board|church|charity|scheme)`,
    // How much a thing helps is no plea: "the drops help a bit", "the tablets do help".
    String.raw`help (?:a (?:bit|little|lot|fair bit|great deal|touch|little bit|tiny bit|bit more)|some|somewhat|loads|quite a bit|much)|(?:drops|tablets|pills|painkillers|cream|creams|ointment|medicine|medicines|exercises|physio|glasses|inhaler|inhalers) (?:do |does |did |really |seem to |sort of |kind of |usually |always )?help`,
    String.raw`(?:a|such a|of) (?:great|big|good|real|wonderful|huge) help|(?:a lot of|lots of|a bit of|such a) help(?! me)`,
    String.raw`(?:come|comes|came|coming|popped in|pops in|pop in|pop round|goes|went|here|round|over) to help`,
    String.raw`help (?:out|around)|(?:my|the|our) help (?:came|comes|is|was|will)`,
    String.raw`(?:can not|could not|did not) (?:hear|understand|catch) (?:you|that|what you|a word)|speak up|say (?:that )?again|pardon`,
    String.raw`good (?:morning|afternoon|evening|night|day|bye|grief|heavens|lord|gracious)|goodbye(?! (?:letters?|notes?)\b)|take care`,
    String.raw`have a (?:good|nice|lovely) (?:day|one|evening|weekend)|(?:good|nice|lovely) (?:of you|to hear|talking|to talk)`,
    String.raw`(?:thank you|thanks) for (?:calling|ringing|asking|checking)`,
    String.raw`(?:a|such a|real|right) pain in the (?:neck|backside|bum|butt|arse)`,
    String.raw`(?:i am )?afraid (?=not\b|so\b|i\b)`,
    String.raw`sick (?:of|and tired|to death)|tired of (?!living|life|being alive|it all)`,
    String.raw`(?:stop|stopped) worrying|worry too much|worrier|do not you (?:worry|fret)|no need to (?:worry|fret)`,
    String.raw`bleeding (?:thing|telly|tv|remote|phone|weather|council|government|kids|neighbours?|cat|dog|car|door|boiler|computer|nuisance|rain|hell)`,
    String.raw`panic (?:alarm|button|pendant|bracelet)|(?:in a|no) hurry`,
    // A remark on what was told or watched ("it was sad", "c'était triste", "qué triste"), said at the end of a clause.
    String.raw`(?:it|that|this) (?:is|was) (?:so |very |really |a bit |terribly |awfully |quite |ever so )?(?:sad|tragic|upsetting|heartbreaking)(?=$| (?:for (?:her|him|them)|to (?:see|watch|hear)))`,
  ),
  fixed('unwell', 'concern', String.raw`(?:fallen|fell|falling|fall|taken|been taken|was taken) ill`),
  fixed(
    'fall-risk', 'concern',
    String.raw`(?:afraid|scared|frightened|worried|nervous|fearful|terrified|anxious) (?:of|about) (?:falling|a fall|having a fall|another fall)`,
    String.raw`(?:afraid|scared|frightened|worried|nervous|terrified) (?:that )?i (?:might|may|will|could|would|am going to) (?:fall|have a fall)`,
    String.raw`(?:if|in case|what if) i (?:ever )?(?:fall|have a fall|should fall|were to fall)|fear of falling|(?:might|may|could) (?:have a )?fall(?! a ?sleep)`,
  ),
  // "A terrible head", "a thumping head": a headache as people say it (the carbon monoxide signs read it).
  fixed('pain', 'concern', String.raw`(?:terrible|awful|thumping|splitting|pounding|banging|stinking|dreadful|thick|sore|bad|muzzy|heavy) head(?! (?:of|for|start|teacher|cold|lice|nurse|office|count|on|over|first)\b)`),
  fixed('pain', 'concern', String.raw`(?:knees?|back|hips?|feet|foot|legs?|head|joints?|arthritis|shoulders?|hands?|neck|tooth|teeth|stomach|tummy|bunions?|sciatica)(?: \w+){0,2} (?:is |are )?killing me`),
  // A carbon monoxide alarm that beeps: a concern alone, an emergency with a headache, sickness,
  // dizziness or drowsiness anywhere in the call, the person's or the household's (tense.ts).
  fixed(
    'co-alarm', 'concern',
    String.raw`(?:carbon monoxide|co|monoxide) (?:alarm|detector|monitor)(?: \w+){0,4} (?:beep\w*|chirp\w*|peep\w*|bleep\w*|flash\w*|whistl\w*|squeal\w*)|(?:beep\w*|chirp\w*|bleep\w*|peep\w*)(?: \w+){0,4} (?:carbon monoxide|co|monoxide) (?:alarm|detector|monitor)`,
  ),
  // Fuel burnt in a closed space (unseen17): a generator running in the garage or the house, a barbecue or a
  // charcoal brazier indoors. A concern alone; with a headache, sickness or drowsiness anywhere in the call,
  // carbon monoxide, as with the alarm (tense.ts).
  fixed(
    'co-source', 'concern',
    String.raw`(?:generator|genny)(?: \w+){0,3} (?:running|going|on|set up|is on)(?: \w+){0,2} (?:in|inside) (?:the|my|our) (?:garage|house|kitchen|hall|hallway|porch|utility room|cellar|basement|living room|lounge|shed)|(?:barbecue|bbq|charcoal|brazier|camping stove|patio heater)(?: \w+){0,3} (?:indoors|inside|in the (?:kitchen|house|living room|lounge|bedroom|garage))|charcoal (?:burner|brazier|heater|stove)`,
  ),
  fixed(
    'home-safety', 'concern',
    String.raw`(?:fire|smoke|carbon monoxide|co) alarm(?: \w+){0,4} (?:batter\w*|beep\w*|chirp\w*|peep\w*|bleep\w*)`,
    String.raw`(?:batter\w*|beep\w*|chirp\w*|bleep\w*)(?: \w+){0,4} (?:fire|smoke) alarm`,
    String.raw`(?:fire|smoke) alarm (?:is |keeps |has been )?(?:broken|not working|needs)`,
  ),

  // 2. Reassurance that contains a negation: "never felt better", "not too bad", "can't complain".
  fixed(
    'wellbeing-positive', 'positive',
    String.raw`never (?:felt|been|had it) better|(?:could|can) not (?:be|have been) better|can not (?:complain|grumble)|must not grumble|no complaints`,
    String.raw`(?:no|not any) (?:problems|problem|issues|worries|trouble|bother)(?! with)|nothing (?:wrong|to report|to worry about|much to report|the matter)`,
    String.raw`not (?:too |so |that |half )?bad(?: at all)?|could be worse|pain free|all is well|all (?:good|well)`,
    String.raw`(?:fit|right) as (?:a fiddle|rain)|chipper|in fine fettle|tickety boo|on top of the world|full of beans|never better|same as (?:always|usual|ever)|same old`,
    String.raw`(?:nice|lovely|warm) and (?:cosy|comfy|warm|snug)|cosy|comfy|snug as a bug`,
  ),

  // Round 32: nobody hurt is a denial of injury, not a pain ("a fire at the chip shop, nobody hurt", "nadie herido", "personne
  // de blessé"). Read before "hurt" could be a pain; anything else told beside it is read by its own rule.
  fixed(
    'no-injury', 'positive',
    String.raw`(?:nobody|noone|none of (?:us|them)) (?:was |were |got |has been |have been |is |are |been |resulto |salio |a ete |has )?(?:of )?(?:hurt|injured|harmed|herid[oa]s?|blessee?s?)|(?:no|without|sin) (?:hubo )?(?:injuries|casualties|heridos|blesses)|(?:no|not) (?:one|anyone|anybody) (?:was |got )?(?:hurt|injured)`,
  ),
  // 3. Emergencies stated with a negation, which no negation may hide (the issue's own examples).
  fixed(
    'cannot-get-up', 'emergency',
    String.raw`(?:can not|could not|unable to|not able to|am not able to|have not been able to|can not seem to)(?: \w+){0,2} (?:get|stand|pick myself|get myself|push myself|pull myself|lift myself|haul myself) (?:back )?up(?! (?:(?:the |those |my |them )?(?:stairs|stair|steps|hill|ladder)\b|them\b|to the\b|early\b|in the morning\b))`,
    String.raw`(?:can not|could not|unable to)(?: \w+)? (?:move|stand|walk|get off the floor)(?! (?:the|it|this|that|much|far|fast|well|very|as|like|far|anywhere|without|properly|on my own|any more of|anymore of|much more of|him|her|them|people|being|seeing|hearing|listening|waiting)\b)`,
    // "I can't be moving myself": the progressive, said of one's own body.
    String.raw`(?:can not|could not|unable to|not able to)(?: \w+)? (?:be )?(?:moving|move|shift|shifting|budge|budging) (?:myself|meself)`,
    String.raw`(?:need|want|needing|wanted) (?:some )?help (?:to get|getting|get) up|help me (?:get |to get )?up`,
    String.raw`(?:can not|could not|unable to|not able to|can not seem to|have not been able to|not been able to)(?: \w+){0,2} (?:get|climb|pull|haul|lever|heave|push|lift) (?:myself |meself |me )?(?:back )?out of (?:the |my |this |that )?(?:bath|bathtub|tub|chair|armchair|recliner|bed|toilet|loo|commode|shower)`,
    // Stuck where one sits or lies, said without "fall" or "get up": "stuck in the chair", "trapped
    // on the loo", "lift me out"; or there for hours, or since last night ("in the bath since last night").
    String.raw`(?:stuck|trapped|wedged|jammed|stranded)(?: (?:here|there|fast|again|still|right))? (?:on|in|to) (?:the |my |this |that )?${STUCK_PLACE}`,
    String.raw`(?:lift|pull|haul|heave|hoist|get) me (?:back )?(?:up |out )?(?:off|out of|from) (?:the |my |this )?${STUCK_PLACE}|(?:lift|haul|heave|hoist) me (?:back )?out`,
    String.raw`(?:been|stuck|still|am)(?: \w+){0,3} (?:in|on) (?:the |my |this )?${LYING_PLACE}(?: \w+){0,3} ${LONG}`,
    String.raw`(?:been|stuck|still|am)(?: \w+){0,3} (?:in|on) (?:the |my |this )?${SEAT}(?: \w+){0,3} ${SINCE_LONG}`,
    String.raw`(?:been|stuck|still|am) ${LONG}(?: \w+){0,3} (?:in|on) (?:the |my |this )?${LYING_PLACE}|(?:been|stuck|still|am) ${SINCE_LONG}(?: \w+){0,3} (?:in|on) (?:the |my |this )?${SEAT}`,
    String.raw`${LONG}(?: \w+){0,3} (?:been|stuck|am) (?:\w+ ){0,2}(?:in|on) (?:the |my |this )?${LYING_PLACE}|${SINCE_LONG}(?: \w+){0,3} (?:been|stuck|am) (?:\w+ ){0,2}(?:in|on) (?:the |my |this )?${SEAT}`,
    // Off whatever the floor is: "can't get meself up off the lino", "off the carpet".
    String.raw`(?:can not|could not|unable to|not able to)(?: \w+){0,3} (?:get|pick|push|pull|lift|haul)(?: myself)? (?:back )?up off (?:the |this |my )?(?:floor|ground|lino|carpet|tiles|rug|mat|lawn|grass|path|pavement|deck|patio)`,
    // "Can't get my legs under me": cannot get up, said the country way.
    String.raw`(?:can not|could not|unable to|not able to)(?: \w+){0,2} get (?:my |me )?legs under me`,
    String.raw`(?:legs?|knees?) (?:will not|would not|can not|could not|do not|does not|did not) (?:take|hold|carry|bear|support) me(?! (?:far|very|as|out|anywhere|to|up|down|round|around|much|like|for|on|into|there|where))`,
    // "still down here" by the bed, on the floor, or said on its own; not "down here at my daughter's".
    String.raw`(?:still|been) down (?:here|there)(?= (?:on|by|next to|beside|against|under|at the (?:bottom|foot)|in the (?:bathroom|hall|hallway|kitchen|garden|bath))\b|$)`,
    String.raw`(?:been|lying|laying|lay)(?: \w+){0,2} on the (?:floor|ground)`,
    // Round 19: "I've been down here since last night", "je suis coincée là depuis hier soir" (stuck there a night or hours).
    String.raw`(?:been|still|am|lying|laying|lay) down (?:here|there)(?: \w+){0,2} ${LONG}|(?:stuck|trapped|wedged|stranded)(?: down)? (?:here|there)(?: \w+){0,2} ${LONG}`,
    // Wherever one lies in the house: "left lying on the landing", "at the bottom of the stairs".
    String.raw`(?:lying|laying|lay|left|been)(?: \w+){0,2} (?:on the (?:landing|stairs|hall floor|kitchen floor|bathroom floor|lino|tiles)|at the (?:bottom|foot) of the (?:stairs|steps))`,
    // "I don't think I can get up" means "I think I can't".
    String.raw`(?:do not|did not) think i (?:can|could|will be able to) (?:\w+ )?(?:get|stand|pick myself|get myself) up|(?:do not|did not) think i (?:can|could) (?:move|stand|walk|breathe)`,
  ),
  // The guard above ("can't move the sofa") cannot see a comma: "I can't move, the pain is terrible"
  // reads "can not move the pain". Said at the end of what is said before a pause, it stands.
  { ...fixed('cannot-get-up', 'emergency', String.raw`(?:can not|could not|unable to)(?: \w+)? (?:move|stand|walk)(?: (?:at all|an inch))?$`), perSegment: true },
  // Round 35 (unseen31): not getting up said by what is lacking for it ("can't get the leverage to get up", "I haven't the
  // strength to get myself up", "no purchase to stand up"); and on the floor said as a state after a reassurance, no verb
  // ("I'm alright, just on the bathroom floor", "fine, only here on the kitchen floor since lunch"). Not the strength to
  // get up in the mornings, nor something left on the floor ("I left it just on the floor" is not a stretch of its own).
  fixed('cannot-get-up', 'emergency', ...LACKING_TO_GET_UP),
  { ...fixed('on-the-floor', 'emergency', JUST_ON_THE_FLOOR), perSegment: true },
  // "I can't get myself out again", the bath named in another clause ("I got in the bath last night
  // and ..."): trouble getting about alone, someone stuck when the turn puts them in the bath or on
  // the toilet (tense.ts settleClause). Not "can't get out much", "out of the house", "to the shops".
  fixed(
    'cannot-get-out', 'concern',
    String.raw`(?:can not|could not|unable to|not able to|can not seem to|have not been able to|not been able to)(?: \w+){0,2} (?:get|climb|pull|haul|lever|heave) (?:myself |meself |me )?(?:back )?out(?! of)(?! (?:much|a lot|often|and about|any ?more|now|these days|to|for|in|into|the door|with|like|as|at|there|anywhere|that much|very|so)\b)`,
  ),
  // Round 19: breathless with laughter is no breathlessness ("I couldn't breathe for laughing"); a call that says so beside a
  // present emergency stays one.
  mask(String.raw`(?:can not|could not|can hardly|could hardly) (?:breathe|breath|get (?:my )?breath|catch (?:my )?breath) (?:for|with|from) (?:laughing|laughter|giggling|the giggles)`),
  fixed(
    'breathing', 'emergency',
    // Speech recognition's "breed" for "breathe" after "can't" ("I can't hardly breed"): the danger word, not livestock.
    String.raw`(?:can not|could not|can hardly|can barely|could hardly|can not seem to)(?: (?:properly|hardly|barely|even))* (?:breed(?! (?:dogs|cats|them|any|birds|rabbits|horses|sheep|cattle|pigs|hens|chickens|budgies|pups|puppies)\b)|breathe|breath|get (?:my |a |any |her |his |their )?breath|catch (?:my |a |her |his |their )?breath|get (?:any |enough |the )?air(?: in)?)`,
    String.raw`not breathing|stopped breathing|no air`,
    // Too breathless to talk (999/911/15): "I can only get a few words out", "I have to keep stopping for air".
    String.raw`(?:can|could) only (?:get|say|manage) (?:a few|a couple of|two|three|one or two) words(?: out)?(?! (?:of|in)\b)|(?:can not|could not|can hardly|could hardly|can barely|could barely) (?:finish|get to the end of|get through) (?:a sentence|my sentences|sentences|a phrase)|(?:keep|have to keep|keeps) stopping (?:for|to (?:get|catch)) (?:my )?(?:breath|air)|(?:struggling|fighting|gasping|battling) for (?:my )?(?:breath|air|every breath)`,
    String.raw`(?:breathless|out of breath|short of breath|puffed|winded)(?: \w+){0,3} (?:can not|could not|can hardly|can barely|hardly|barely) (?:talk|speak|say)`,
  ),
  // Red flags (999/911/15) said with a negation. Not swallowing even water or spit, or something stuck
  // in the throat, is choking or a blocked gullet, not poor appetite ("can't swallow my big tablets" stays a concern).
  fixed(
    'choking', 'emergency',
    String.raw`(?:can not|could not|unable to|not able to)(?: (?:even|hardly|barely|seem to))* swallow(?!(?: \w+){0,3} (?:tablets?|pills?|capsules?|meds|medication|medicines?)\b| (?:very |too |so )?well\b| them\b)(?=$| (?:even|at all|anything|a thing|nothing|water|a drop|my|spit|saliva|liquids?|drinks?|properly|it|and|but|or|nor|so|since|now|any|i|not|either)\b)`,
    String.raw`(?:water|spit|saliva|drink|drinks|liquid|liquids|nothing|food|it|even water)(?: (?:even|just|will|would|is|does|can))* not (?:go|going|goes|get) down(?! (?:well|too well|very well|so well))|nothing (?:will |would |is |can )?(?:go|goes|going) down(?! (?:well|too well|very well|so well))|not even (?:water|my (?:own )?spit|my (?:own )?saliva)`,
    String.raw`(?:stuck|lodged|caught|wedged)(?: \w+){0,2} in (?:my |the |me )?(?:throat|gullet|windpipe|food pipe|oesophagus|esophagus)`,
    String.raw`down the wrong (?:way|hole)(?: \w+){0,6} (?:still )?(?:stuck|will not go down|not go(?:ing)? down|can not (?:breathe|swallow|cough it up))`,
  ),
  fixed(
    'stroke', 'emergency',
    String.raw`(?:can not|could not)(?: \w+)? (?:feel|move|lift|use|raise)(?: (?:my|his|her))?(?: (?:left|right))? ${LIMB}`,
    String.raw`(?:can not|could not) (?:speak|talk) (?:properly|right|clearly|straight)|(?:can not|could not) get (?:my |the |her |his |their )?words out|(?:can not|could not) get (?:the|a|one) word out(?! of)|words (?:will not|would not|are not) (?:come|coming)(?! out (?:all )?(?:wrong|jumbled|muddled|funny|slurred|garbled|strange|weird|daft|silly)\b)`,
    // Issue 13 floor: someone at the person's side who cannot speak, said as the whole of it ("My husband had a stroke
    // yesterday. He can't speak.", "il ne peut plus parler"). Not "can't speak Spanish", "can't talk to me on the phone".
    String.raw`(?<=\b(?:he|she|${KIN}) )(?:can not|is not able to|is unable to) (?:speak|talk)(?: (?:at all|a word|any more|now))?$`,
    String.raw`(?:can not|could not) see (?:a thing |anything |much )?out of|suddenly (?:can not|could not) see`,
    String.raw`(?:arm|leg|hand|side|face)(?: (?:is|has|feels|went|gone|keeps))* (?:not working|stopped working|will not (?:work|move|do what i want))`,
    // Round 43's sweep: one arm gone heavy ("right now my arm's gone heavy"); not arms tired after carrying or the gym.
    String.raw`(?<!\b(?:both|my) )(?:(?:left|right|one) )?arm (?:has |is |s )?(?:gone|going|went|feels|felt) (?:all |really |very |so )?heavy(?! (?:after|from|with|carrying|since the|today after)\b)|(?:my|his|her) (?:left |right )?arm (?:has |is |s )?(?:gone|going|went) (?:all |really |very |so )?heavy(?! (?:after|from|with|carrying)\b)`,
    // FAST signs as people say them: "the words won't come out right", "my hand won't grip the cup".
    String.raw`words (?:will not|would not|do not|did not|were not) (?:come|coming) out(?: right| properly)?(?! (?:all )?(?:wrong|jumbled|muddled|funny|slurred|garbled|strange|weird|daft|silly)\b)|(?:can not|could not) find (?:my |the )?words`,
    String.raw`(?:hand|fingers|arm)(?: it| they)? (?:will not|would not|can not|could not|does not|did not) (?:\w+ )?(?:grip|hold|grab|grasp|close)|(?:can not|could not) (?:grip|hold|grasp) (?:the |my |a )?(?:cup|mug|glass|pen|spoon|fork|kettle|phone|anything)`,
  ),
  fixed('severe-pain', 'emergency', String.raw`(?:can not|could not) (?:bear|stand) the pain`),
  // Red flags carrying their own negation: shaking and not answering is a fit; never a headache like it, a bleed in the brain.
  fixed('seizure', 'emergency', String.raw`(?:shaking|jerking|twitching|trembling|thrashing)(?: \w+){0,3} (?:and|but) (?:\w+ )?(?:will not|would not|is not|does not|can not) (?:answer\w*|respond\w*|wak\w*|talk\w*|speak\w*)`),
  fixed('stroke', 'emergency', String.raw`(?:never|not ever) (?:had|felt|known) (?:a )?(?:headache|pain in my head|head like (?:it|this))(?: \w+)? (?:like (?:it|this|that)|as bad|so bad)|half (?:of )?my (?:face|mouth|body) (?:will not|can not|would not|does not|is not) (?:move|moving|work|working)`),
  fixed('injury', 'emergency', String.raw`(?:can not|could not) (?:put|bear|take) (?:any |a bit of |a bit |an ounce of |the least bit of |no )?weight on`),
  // A joint put out (999/911/15 after a fall): "me hip's out of place".
  fixed('injury', 'emergency', String.raw`(?:hip|shoulder|knee|elbow)(?: (?:is|has|has gone|gone|popped|come|came|went))* out of (?:place|joint|its socket|the socket)|(?:hip|shoulder) (?:has |is )?popped out`),
  fixed(
    'self-harm', 'emergency',
    String.raw`(?:do not|does not|did not) (?:\w+ )?want to (?:live|be alive|be here|(?:go on|carry on)${GIVING_UP_A_THING}|wake up|exist|be around)`,
    String.raw`wish (?:i was|i were|i could be|i had been) dead|wish i (?:could|would) die|wish i (?:had not|would not|did not|could not|never) (?:woke|wake|woken|been born)`,
    String.raw`(?:thinking|thought|think) (?:of|about) (?:ending it(?! with\b| at\b| there\b)|ending it all|ending my life|doing myself in|doing away with myself)|kill myself|killing myself|(?:end|ending|ended) (?:it all|my life|things|my own life)|take my (?:own )?life|suicid\w*|better off (?:dead|without me|gone|not (?:being here|being around|being alive|here|alive|existing|waking up))|better off if i (?:was|were|am|had) (?:dead|gone|died|not here|not around|no longer here|out of the way|six feet under|in the ground|under the ground)(?! (?:to|for|when|while|because|so|on|at|in the way)\b)`,
    String.raw`(?:no|nothing) (?:point|reason) (?:in |to )?(?:living|(?:going on|carrying on)${GIVING_UP_A_THING}|being here|being alive|anything(?! (?:else|fancy|more|much|new|like that|of the sort|of that sort)\b))|nothing (?:left )?to live for`,
    String.raw`(?:do not|can not|could not|did not) see (?:the|any) point (?:in |of )?(?:living|(?:going on|carrying on)${GIVING_UP_A_THING}|being here|being alive|anything|it all|any more)`,
    String.raw`what is the point (?:in |of )?(?:living|(?:going on|carrying on)${GIVING_UP_A_THING}|being here|being alive|it all)`,
    String.raw`(?:can not|could not) go on(?= like this| any more| any longer| living|$)|(?:tired|sick) of (?:living|life|being alive|it all)`,
    String.raw`(?:go to sleep|sleep) and (?:not|never) wake up(?! (?:till|until|before|at|in time|on time|for|early|in the night|during)\b)|(?:want|going) to hurt myself|hurt myself on purpose|want (?:it|everything) (?:all )?to (?:end|stop)|want to end it`,
    // Round 43 (unseen43): a wish not to be here said as a preference ("I'd rather not be here at all", "preferiría no estar
    // aquí", "je préférerais ne plus être là"); not a place or a time ("rather not be here when the builders come"), nor a
    // comparison ("I'd rather be dead than go in a home").
    String.raw`(?:would|had) (?:much |really )?rather (?:not be (?:here|alive|around|living)|be dead|be gone|not wake up|not exist)(?! (?:when|for|while|during|at the|in the|on the|with|if|because|than|today|tonight|tomorrow|this|next|alone|on my own|by myself|c[u]ando|p[a]ra|m[i]entras|c[o]n|h[o]y|m[a]nana|s[o]l[oa]|q[u]e|q[u]and|p[o]ur|p[e]ndant|a[v]ec|a[u]jourd h[u]i|d[e]main|s[e]ule?)\b)`,
  ),
  fixed(
    'collapse', 'emergency',
    String.raw`(?:can not|could not) wake (?:him|her|them)|(?:can not|could not|not able to|unable to|not been able to|can not seem to|can not get)(?: \w+)? (?:wake|rouse|waken) (?:up )?(?:my |our )?(?:husband|wife|hubby|missus|son|daughter|brother|sister|mother|mum|father|dad|partner|friend|lodger|grandson|granddaughter)\b|(?:will|would) not wake up|not waking up|(?:is|are|was) not (?:responding|moving|breathing)|(?:is|are|was) not (?:answering|waking)(?: me| up)?(?! (?:\w+ )?(?:phone|door|calls|texts|messages|emails|letters))|(?:is|was) (?:unconscious|out cold)`,
    // Someone who will not come round as they should: "he won't answer me proper", "I can't shift him",
    // "I shook him and nothing" (not "won't answer the phone", nor "can't lift him any more").
    String.raw`(?:will not|would not|can not|could not|does not|did not|is not) (?:answer|answering|respond|responding|talk|talking)(?: to)? me (?:proper|properly|right|at all)\b`,
    String.raw`(?:can not|could not) (?:shift|budge|rouse) (?:him|her)\b|(?:will not|would not|can not|could not) (?:come round|come to)(?=$| (?:and|but|he|she|i|properly|at all|no matter)\b)`,
    String.raw`(?:shook|shaken|shaking|shake|shaked) (?:him|her)(?: \w+){0,3} (?:and|but) (?:nothing|no response|not a (?:flicker|peep|word|thing)|(?:he|she) (?:will not|would not|does not|did not) (?:wake|answer|respond|move|stir))\b`,
  ),
  // Round 37 (unseen36): water thrown on someone and no response ("I threw water on him and nothing", "le he echado agua y nada",
  // "je lui ai jeté de l'eau et rien"), as "I shook him and nothing" is: someone who will not come round. Not water thrown on a
  // fire, the garden or the dog; not a drink spilt.
  fixed('collapse', 'emergency', WATER_AND_NOTHING),
  // "I'm fine, it's not me, it's Gerald": the call is about someone else; never `good` on the strength of "fine".
  // Round 36: nor one who does a chore ("it's not me who sorts them", "c'est pas moi qui les prépare", "no soy yo quien las
  // prepara"): someone else does it; "it's not me who's poorly" is still about someone else. (Spanish and French words
  // bracketed so that they do not join KNOWN_WORDS.)
  fixed('unclear-risk', 'concern', String.raw`(?:it is|its) not (?:me|about me|for me|myself)(?= |$)(?! (?:\w+ )?(?:who|that|q[u]i|q[u]ien|q[u]e) (?:(?:the|them|it|l[e]s|l[a]s|l[o]s|l[e]|l[a]|l[o]|my|m[i]s|m[e]s) )?(?:said|did|does|do|took|takes|broke|moved|prepares?|p[r]epara|sorts?|fills?|puts?|makes?|gives?|orders?|collects?|handles?|manages?|cooks?|cleans?|drives?|counts?|deals|looks after|f[a]it|f[a]is|r[e]mplit|d[o]nne|r[a]nge|g[e]re|h[a]ce|l[l]ena|d[a]|p[o]ne|o[r]dena|e[n]carga|s[e] e[n]carga|s o[c]cupe)\b)`),
  fixed('bleeding', 'emergency', String.raw`(?:will not|would not|can not|could not|does not|did not) stop (?:the )?(?:bleeding|blood)|(?:bleeding|blood) (?:will not|would not|does not|did not|is not going to|is not|has not|eh|aint|still not) stop(?:ping|ped)?(?! (?:now|already|by)\b)`),
  fixed(
    'fall', 'emergency',
    String.raw`(?:do not|can not|did not) remember (?:falling|the fall|how i fell|hitting my head|how i got (?:on|onto|on to) the floor)`,
    String.raw`(?:not sure|do not know) (?:if|whether) i (?:fell|had a fall|have fallen)`,
  ),

  // Breathless at rest ("out of breath just sitting here", "even sitting in my chair I'm puffed") is
  // not the breathlessness of the stairs: an emergency, read before the qualified forms below.
  negatable('breathing', 'emergency', [
    String.raw`(?:breathless|out of breath|short of breath|puffed|puffing|winded|gasping|can not (?:get|catch) my breath)(?: \w+){0,3} (?:sitting|sat|resting|at rest|lying|laying|doing nothing|not doing anything|not moving|in (?:my|the) (?:chair|bed)|talking|speaking|just talking|to talk)`,
    String.raw`(?:even |just |while |whilst |when )?(?:sitting|sat|resting|at rest|lying|laying|doing nothing)(?: \w+){0,6} (?:a bit |a little |bit |very |so |really |quite |all )?(?:breathless|out of breath|short of breath|puffed|puffing|winded|gasping)`,
  ]),

  // Danger signs (danger-signs.ts): sweating or shivering that stopped is a concern alone, an
  // emergency in the heat or the cold; read before "sweating" and "shaking" are read as unwell.
  fixed(
    'heat-illness', 'concern',
    String.raw`stopped sweating|(?:no longer|not) sweating (?:any more|at all|now)|(?:can not|could not) sweat|(?:skin (?:is |feels |has |gone |all )*|(?:i am|i have|i feel|feel|feeling|gone|all) (?:gone |all |so |very )*)(?:hot and dry|dry and hot)`,
  ),
  // "I can't stop shivering" is no denial of shivering.
  fixed('unwell', 'concern', String.raw`(?:can not|could not) stop (?:shivering|shaking|trembling|sweating|coughing|being sick|vomiting)`),
  fixed(
    'cold-danger', 'concern',
    // Fingers or toes gone blue or white are a cold sign (lips gone blue are read as breathing, below).
    String.raw`(?:fingers|hands|toes|feet) (?:have |has |are |is )?(?:gone |turned |all )?(?:blue|white|purple)`,
    String.raw`stopped (?:shivering|shaking|trembling)|(?:no longer|not) (?:shivering|shaking|trembling) (?:any more|now)|(?:shivering|shaking|shakin|trembling|shivered|shook)(?: \w+){0,4} (?:but )?(?:i have |i |it has |it )?stopped`,
  ),
  // A new muddle about the day, the place or the person: acute, so with a fever or the heat a danger
  // sign (danger-signs.ts); read before the memory complaints below.
  // Sudden confusion (999/911/15): waiting for a parent long dead, not knowing one's own family or
  // home, not knowing where one is. A memory long poor is no emergency (the confusion rules below).
  // Waking in the night and for a moment not knowing where one is, then knowing again ("me despierto y
  // un ratito no sé dónde estoy, después ya me ubico"): a muddle to watch, not sudden confusion.
  fixed(
    'disoriented', 'concern',
    String.raw`(?:wake|woke|waking|wakes|woken)(?: \w+){0,5} (?:for a (?:moment|minute|second|bit|while)|a moment|a minute|briefly) (?:i )?(?:do not|did not) know where i (?:am|was)(?: \w+){0,3} (?:then|after|but then|and then|until|i get my bearings|it comes back)\b`,
    String.raw`(?:wake|woke|waking|wakes|woken)(?: \w+){0,5} (?:do not|did not) know where i (?:am|was) (?:for a (?:moment|minute|second|bit)|a moment|a minute|briefly)`,
  ),
  // Not known for months or years (the stop note's leftovers: "my husband hasn't known me for two years now, the dementia"):
  // a long-standing dementia, a concern for the family, not the sudden muddle of the rule after it.
  fixed(
    'confusion', 'concern',
    String.raw`(?:has not|have not|does not|did not|no longer|not) (?:known|know|knew|recogni[sz]ed|recogni[sz]e) (?:me|who i am|his wife|her husband|his own wife|her own husband|us|his children|her children)(?: \w+){0,2} (?:for|in|since) (?:\w+ ){0,2}(?:years?|months?|ages|a long time|a good while|a while|a year|a twelvemonth)\b`,
  ),
  fixed(
    'new-confusion', 'emergency',
    String.raw`(?<!\b(?:would|used to|to) )(?:waiting|wait|expecting|looking|searching|calling) (?:up )?(?:for|on) (?:my )?(?:mother|mum|mam|mammy|mummy|mom|mommy|father|dad|daddy|parents)(?! (?:\w+ )?(?:grave|photos?|pictures?|ring|letters?|things|birthday|anniversary|stone)\b)`,
    String.raw`(?:mother|mum|mam|mammy|mummy|mom|mommy|father|dad|daddy) (?:is|will be|should be|was supposed to be|was meant to be|said she would be|said he would be) (?:coming|home|back|here)(?= (?:soon|to (?:get|fetch|collect|pick) me|for me|any minute|now)\b|$)`,
    String.raw`(?:do not|does not|can not|could not) (?:recogni[sz]e|know) (?:my (?:own )?(?:daughter|son|husband|wife|house|home|room|children|kids)|these people|this (?:place|house|room))`,
    String.raw`(?:do not|does not) know where i am(?! with\b)|(?:this|it) is not my (?:house|home|room|bed)(?=$| (?:here|this|where|who|i want)\b)`,
    String.raw`where is my (?:mother|mum|mam|mammy|mummy|mom|mommy|father|dad|daddy)(?! (?:\w+ )?(?:photo|picture|ring|grave|letters?|things)\b)`,
    // Not knowing whose house one is in ("I don't know whose house this is"): one's own home unknown.
    String.raw`(?:do not|does not) know whose (?:house|home|place|room|bed|flat|bungalow) (?:this|it) is`,
    // A muddle said to have come on today ("everything's gone muddled since this morning", "since I woke
    // up I'm all confused"): new and sudden, not a memory long poor. Not confused about something.
    String.raw`(?<!\b(?:not|no|never|nor|less|had me|has me|got me|left me|leaves me|made me|making me|have me) )(?:muddled|confused|befuddled|jumbled|disorientated|disoriented|all over the place|in a muddle|in a fog)(?: (?!about\b|by\b|over\b|with\b|at\b)\w+){0,3} since (?:this morning|i woke up|i woke|i got up|breakfast|breakfast time|lunch|lunchtime|lunch time|earlier today|the early hours)\b(?! (?:about|by|over|with)\b)`,
    String.raw`since (?:this morning|i woke up|i woke|i got up|breakfast|breakfast time|lunch|lunchtime|lunch time|earlier today|the early hours)(?: \w+){0,5} (?<!\b(?:not|no|never|nor) )(?:muddled|confused|befuddled|jumbled|disorientated|disoriented|in a muddle|in a fog)\b(?! (?:about|by|over|with)\b)`,
    // Said by someone in the room (unseen13): since this morning or midday talking nonsense, or not
    // knowing one's own ("she says since this morning I don't know her", "depuis midi je dis des choses
    // qui n'ont pas de sens", "llevo desde esta mañana que no la conozco").
    // Read from the words after the time, so that the one who is muddled is their subject.
    String.raw`(?<=since (?:this morning|i woke up|i woke|i got up|breakfast|breakfast time|lunch|lunchtime|lunch time|earlier today|the early hours)(?: \w+){0,5} )(?:(?:am|is|are|have been|has been|been|keep|keeps) )?(?:(?:talking|talk|talks) (?:nonsense|gibberish)|not making (?:any )?sense|(?:do not|does not|did not|can not) (?:know|recogni[sz]e) (?:her|him|them|my (?:own )?(?:daughter|son|husband|wife|children|kids)))\b`,
  ),
  fixed(
    'disoriented', 'concern',
    // Known, a denial (round 27): "I know exactly what day it is", "I always know what day it is".
    String.raw`(?<!\b(?:i|we) (?:still |always |do |certainly |very well )?know (?:exactly |full well |perfectly well |perfectly |very well |fine )?)what day (?:is it|it is|is today|today is)|(?:do not|does not|did not) know (?:what day|which day|where i am|who i am)|(?:not sure|no idea) (?:what day|where i am)`,
    // Lost on a familiar way (unseen22): "I didn't recognise the streets", "I was lost for two hours coming back from the market".
    String.raw`(?:did not|could not|do not|can not) recogni[sz]e (?:the|my|our) (?:streets?|roads?|way|area|neighbou?rhood|route)|(?:got|was|were) (?:completely |totally |a bit |all )?lost (?!for words\b)(?:for|on the way|coming|going|walking|about|nearly|almost)\b`,
    String.raw`(?:can not|could not) find (?:my|the) way (?:back|home)|(?:can not|could not) (?:get my head|think) straight|(?:can not|could not) think (?:which|where|what|how)|(?:keep|keeps|kept) losing (?:what i am saying|my words|the thread)`,
  ),

  // 3b. Qualified forms: the concern version of words that are otherwise emergencies.
  fixed(
    'near-fall', 'concern',
    String.raw`(?:nearly|almost|very nearly) (?:fell|fallen|fall|went over|had a fall|took a tumble|went flying|came a cropper|come a cropper|(?:came|come|slipped|slid) off (?:the|my|me) (?:\w+ )?(?:ladder|steps|stepladder|step ladder|stool|roof))`,
    // Nearly down (round 29): "I nearly went down", "I nearly ended up on the floor" (es/fr "casi me voy al suelo", "j'ai failli
    // me retrouver par terre" rewritten to it) is a near miss, not someone on the floor.
    String.raw`(?:nearly|almost|very nearly) (?:went down|gone down|go down|ended up (?:on|flat on) (?:the|my) (?:floor|ground|back|backside)|hit the (?:floor|ground|deck))`,
    String.raw`tripped|stumbled|(?:lost|losing) my (?:balance|footing)|caught myself`,
    // Not quite down (the stop note: "No me llegué a caer, me sujeté a la mesa"; "I didn't quite fall, I grabbed the table"): the
    // fall began and was stopped, a near miss. "I didn't fall" alone stays a denial.
    String.raw`(?:did not|didn t|never|not) (?:quite|actually|really|fully|completely) (?:fall|fell|go down|go over|hit the (?:floor|ground))(?! (?:for|in love|asleep)\b)`,
  ),
  fixed(
    'dizziness', 'concern',
    String.raw`(?:nearly|almost|going to|might|about to|like i (?:was going to|would|might|could)) (?:pass|passed|black|blacked) out|(?:nearly|almost) (?:fainted|blacked out|passed out)|(?:going to|might|about to) faint`,
  ),
  fixed(
    'bleeding', 'concern',
    String.raw`(?:bleeding|bled|bleed) (?:a (?:little|bit|tiny bit)|slightly|a touch)|(?:a (?:little|bit|tiny bit) of |slightly |bit of )(?:bleeding|blood)`,
    String.raw`(?:gums?|nose) (?:is |are |has been |have been |keeps |keep |was |were )?(?:bleed|bleeds|bleeding|bled)|(?<!\b(?:no|not any|never any|never had any|without|nor|ni) )nose ?bleeds?|(?:stopped|has stopped) bleeding|bleeding (?:has |had )?stopped`,
    // Round 44: the hedge before the verb, as French and Spanish say it ("ça a un peu saigné", rewritten "it a a bit bleeding";
    // "ça a légèrement saigné"; "it only slightly bled"): a little bleeding, as "bled a little" is.
    String.raw`(?:a (?:little|bit|tiny bit)|slightly|legerement|only slightly|just slightly) (?:bled|bleeding)\b(?! (?:a lot|heavily|badly|loads|everywhere|all over|through)\b)`,
  ),
  fixed(
    'breathing', 'concern',
    String.raw`(?:a (?:bit|little) |slightly |bit |little )(?:short of breath|breathless|wheezy|puffed)|short of breath (?:when|on|after|if|going|climbing|walking|doing|with|sometimes|now and then)`,
  ),
  fixed(
    'mobility', 'concern',
    String.raw`(?:can not|could not|struggle|struggling|hard|difficult|trouble)(?: \w+){0,2} (?:stairs|steps|walk far|get about|get around|get up the)`,
    String.raw`(?:can not|could not|struggle to|struggling to|hard to) (?:carry|lift|manage) (?:the |my |heavy |any )?(?:bags|shopping|heavy things|anything heavy|heavy stuff)`,
    String.raw`walking (?:is )?(?:hard|difficult|a struggle)|legs (?:are )?(?:bad|weak|wobbly|giving me trouble)|(?:walking )?frame|zimmer`,
  ),
  // Dressing: buttons, zips and laces that fingers can no longer manage.
  fixed(
    'mobility', 'concern',
    String.raw`(?:can not|could not|struggle|struggling|hard|difficult|trouble|can hardly|can barely|fiddly)(?: \w+){0,3} (?:do up|doing up|fasten|fastening|manage|button|buttoning|undo|undoing|tie|tying) (?:my |the |me |them|those|these |up )?(?:\w+ )?(?:buttons|zips?|zippers?|laces|shoelaces|bra|clothes|cardigan|shirt|blouse|coat)`,
    String.raw`(?:can not|could not|struggle to|struggling to|struggle|struggling|hard to|trouble|difficult to|can hardly|can barely)(?: \w+){0,2} (?:get dressed|getting dressed|dress myself|dressing myself|get undressed|getting undressed|wash myself|washing myself)`,
  ),
  // Issue 13, round 25: help received as a service, with a chore or from someone who gives it ("I'm getting some help from
  // the council with the forms", "having help from the social services with my bath"), is no cry for help; a chore the
  // person could do with help at ("I could do with some help in the garden") is a need, a concern at most. Never "I'm
  // getting help" alone, "I need help", "help me": those stay a plea, and anything told beside it is still read. Read
  // before "help with" (a need): "I had help with the shopping" stays that need, a concern (self-harm-signs.test.ts).
  mask(String.raw`(?:getting|having|get|have|got|receiving|receive|received|been getting|been having|gets|has|start(?:ed|ing)? getting|still getting|arranged|organised|organized|sorted(?: out)?) (?:some |a bit of |a little |a little bit of |extra |more |a lot of |lots of |plenty of |good |the |proper )?help(?: coming in| coming| in)? (?:(?:with|for|around|in|at|doing|on) ${CHORE}\b|from ${SERVICE}\b)`),
  fixed('needs-something', 'concern', String.raw`(?:could do with|would like|would love|could use|would be glad of|would welcome|i need) (?:some |a bit of |a little |a little bit of |more |extra |a hand and )?help (?:with|in|around|for|at|doing) ${CHORE}\b`),
  // Within its own comma stretch only (round 32): "help me with the jar, my arm's gone dead", "help me with the door,
  // someone's trying to get in" read the sign after the comma, never use it up as the thing helped with.
  { ...fixed('needs-something', 'concern', String.raw`help (?:me )?(?:with|to)(?! my (?:breath|breathing|chest|heart))(?: (?!(?:i|and|but|because|so|it|please)\b)\w+){1,4}`), perSegment: true },

  // 4. Emergencies, unless negated ("I did not fall", "I don't need an ambulance").
  // Low blood sugar as people say it ("my sugar's dropped", "having a hypo", "bajón de azúcar", "je fais
  // une hypo"): a concern alone, an emergency with shakes, muddle, drowsiness or blurred sight (tense.ts
  // settleTranscript). Read before "fell" or "dropped" could be read as a fall.
  // Insulin taken and no food after it: low blood sugar in waiting (with shakes, an emergency).
  fixed(
    'low-blood-sugar', 'concern',
    String.raw`(?:insulin|injection|jab)(?: \w+){0,6} (?:(?:without|skipped|missed|no) (?:my )?(?:eating|eat|food|breakfast|lunch|dinner|a meal|meal|having)|(?:(?:and|but|then) (?:i )?)?(?:did not|have not|had not|never|could not|not|hardly)(?: \w+)? (?:eat|eaten|ate|et|(?:have|had) (?:my |any )?(?:breakfast|lunch|dinner|food|tea)))`,
  ),
  // Black, tarry stools or blood in the toilet: a bleed inside, an emergency with a faint (danger-signs.ts).
  negatable('bowel-bleed', 'concern', [
    String.raw`(?:black|dark)(?: \w+){0,3} (?:like|as) tar|tarry|(?:black|tarry) (?:stools?|poos?|motions?|bowel movements?|faeces|feces)|(?:stools?|poos?|motions?|bowel movements?)(?: \w+){0,3} (?:black|tarry)`,
    String.raw`(?:blood|bright red)(?: \w+){0,2} (?:in|filled|all over|round) (?:the )?(?:toilet|loo|pan|bowl|stools?|poo)|(?:toilet|loo|pan|bowl)(?: \w+){0,2} (?:full of|filled with) blood|(?:a lot|lots|loads) of bright red|rectal bleeding|(?:passing|passed) blood`,
  ]),
  negatable('low-blood-sugar', 'concern', [
    String.raw`(?:blood )?(?:sugars?|glucose)(?: (?:levels?|readings?))?(?: (?:is|are|has|have|was|were|went|gone|keeps|kept|just|really|very|so|right|all|gone all|been|getting|suddenly|a bit|a little|bit|little|quite|pretty|rather|too|dead|way))* (?:dropped|dropping|drops|low|crashed|crashing|dipped|dipping|plummeted|plummeting|fallen|fell|falling|down|bottomed out|through the floor)`,
    String.raw`low (?:blood )?(?:sugars?|glucose)(?! (?:diet|biscuits?|jam|drinks?|cereal|version|food|foods|options?|squash|chocolate|sweets|recipe))|hypo(?:glyc(?:a)?emi\w*|s)?|gone hypo|going hypo`,
  ]),
  // Round 37 (unseen36): blood sugar high, told any way ("my readings have been high", "my sugar's been high all week", "el azúcar
  // me sale alto", "ma glycémie est haute"): a diabetes concern for the nurse or doctor soon, as "blood sugar is high" already was.
  // Denied or long over it reads as any sign does.
  negatable('unwell', 'concern', [
    String.raw`(?:blood )?(?:sugars?|glucose|readings?|sugar readings?|sugar levels?|bms?|levels)(?: (?:levels?|readings?|numbers?))?(?: (?:is|are|was|were|has|have|had|been|all|still|very|really|quite|a bit|bit|running|gone|going|keeps?|kept|staying|sitting|coming out|come out|reading|this week|all week|lately|recently))* (?:high|higher|too high|sky high|through the roof|up high)\b`,
    String.raw`high (?:blood sugars?|blood glucose|sugar readings?|sugar levels?|glucose readings?)\b`,
  ]),
  // Insulin pens swapped or a dose injected twice: a mix-up (with shakes or muddle, an emergency).
  negatable('medication-mix-up', 'concern', [
    String.raw`(?:pens?|insulin|injections?|jabs?)(?: \w+)? instead of (?:the |my )?(?:\w+ )?(?:\w+ )?(?:one|pens?|insulin|injections?|jabs?)|\w+ instead of (?:the |my )?(?:\w+ )?(?:acting )?(?:pens?|insulin|injections?|jabs?)`,
    String.raw`wrong (?:insulin )?pens?|(?:swapped|mixed up|muddled up|muddled|confused|switched|mixed) (?:up )?(?:the |my )?(?:two |insulin )?pens|pens (?:got |were |are |have )?(?:been )?(?:mixed up|swapped|muddled|switched|mixed)`,
    String.raw`(?:injected|jabbed|did my (?:insulin|injection|jab)|done my (?:insulin|injection|jab)|took my insulin|had my insulin)(?: \w+){0,2} (?:twice|two times|again)|double (?:the )?(?:insulin|injection)`,
    // Someone gave the tablets again: "my son gave me my pills again", "il m'a redonné mes cachets".
    String.raw`(?:gave|given|give|handed) (?:me )?(?:(?:my |the |his |her )?(?:\w+ )?${MED}|them|it|the lot) (?:again|twice|a second time|two times)`,
  ]),
  negatable('chest-pain', 'emergency', [
    String.raw`(?:chest|chess|breast ?bone)(?: \w+){0,3} (?:pain|pains|paint|paints|pane|payne|hurts?|hurting|ache|aches|aching|tight|tightness|pressure|heavy|heaviness|sore|crushing|burning|squeezing|squeezed|squeezes|pressing|presses|pressed|weighing|crushed|killing me)`,
    String.raw`(?:pain|pains|ache|tightness|pressure|heaviness|squeezing|crushing|tight|burning|burns|heavy|funny|strange|weird|weight|band|vice|elephant|pressing|pressing down|weighing|weighing down|pushing|pushing down)(?: \w+){0,3} (?:in|on|across|around|round|through|into) (?:my |the )?(?:chest|chess)`,
    String.raw`heart attack|hard attack|cardiac arrest|angina|(?:tight|painful|heavy|sore|crushing) (?:chest|chess)`,
    // Something crushing or squeezing the chest, told without a preposition: "it's crushing my chest".
    String.raw`(?:crushing|squeezing|pressing on|pressing down on|weighing on|weighing down on|sitting on|like an elephant on) (?:my|me) (?:chest|chess)`,
    // "pressure in the middle of my chest", "a pain going down my left arm", "she's holding her chest".
    String.raw`(?:pain|pains|ache|tightness|pressure|heaviness|squeezing|crushing|weight)(?: \w+){0,3} (?:in|on|across) the (?:middle|centre|center) of (?:my |the |his |her )?(?:chest|chess)`,
    String.raw`(?:pain|pains|ache|aching|tightness|pressure|heaviness)(?: \w+){0,10} (?:going|spreading|shooting|running|radiating|moving|travell?ing|goes|spreads|shoots|runs|go|spread|shoot|radiate) (?:down|into|up|to) (?:my |the |his |her )?(?:left )?(?:arm|jaw)(?! ?chairs?\b)`,
    String.raw`(?:holding|clutching|gripping|grabbing|clasping) (?:at )?(?:my|her|his|their|the) (?:chest|chess)`,
    // A pressure that reaches the left arm or the jaw, the chest unnamed ("una opresión que me coge el brazo izquierdo").
    String.raw`(?:pressure|tightness|heaviness|squeez\w*|vice|crushing)(?: \w+){0,10} (?:left arm|arm left|jaw)`,
    String.raw`pain (?:going |spreading |shooting |running |radiating |radiates |radiated )?(?:down|into|up|to) (?:my |the )?(?:left )?(?:arm|jaw)|(?:central |crushing )?chest pain radiating|retrosternal|heart (?:hurts|pain|is hurting)`,
  ]),
  negatable('breathing', 'emergency', [
    String.raw`(?:trouble|difficulty|difficult|hard|problems?|struggling|struggle|fighting|battling|labou?red) (?:to |with |with my |with the |my )?(?:breathe|breathing|breath)`,
    // As a nurse would say it: "dyspnoea at rest", "lips cyanosed", "sats of eighty six on my oximeter".
    // Too breathless to talk ("one word at a time"); drowning when lying down (fluid on the lungs).
    String.raw`(?:talk\w*|speak\w*|say\w*|get out|words?)(?: \w+){0,4} (?:one|a) word at a time|(?:lie|lay|lying|laying|lie down|lay down) (?:\w+ ){0,6}(?:i |i am |i feel like i am |feel like i am |like i am |like i was |i was |it is like )?drown\w*(?! (?:in|with) )`,
    String.raw`dyspn\w* (?:at rest|on rest|resting|sitting)|cyanos\w*|cyanotic|(?:sats|saturations?|oxygen|o2|spo2|oximeter|oxymeter)(?: (?:is|are|was|were|of|at|on|reading|level|levels|says|said|showing|shows|my|the|only|down to|dropped to|just|gone|has|dropped|fallen|to))* (?:[5-8]\d|eighty|seventy|sixty)`,
    // Lips or face gone an odd colour ("his lips is a funny colour"), someone gone blue or purple, and
    // snoring or gurgling breathing in someone who will not come round (agonal breathing).
    String.raw`(?:lips|lip|face|mouth)(?: \w+){0,4} (?:a |an )?(?:funny|odd|strange|weird|queer|bad|horrible|awful|terrible|funny old) colou?r(?! (?:from|after|with) (?:the |a |that |my |her |his )?(?:sun|sunbed|suntan|sunburn|beetroot|blackberr\w*|wine|dye|lipstick|paint|juice|ice lolly))|(?:he|she|they) (?:is|has|have|are)? ?(?:gone|turned|going|turning) (?:all |a bit |kind of |sort of |very |quite )?(?:blue|grey|gray|purple|dusky)(?! (?:with|from) (?:cold|the cold))`,
    String.raw`(?<!\b(?:stomach|tummy|belly|gut|guts|pipes?|drain|sink|radiators?|boiler|kettle|fridge|car|engine|dog|cat|telly|tv)(?: \w+){0,2} )making (?:a |an |this |that |these |some |funny |strange |odd |horrible |awful |loud |terrible )*(?:snoring|snorting|gurgling|gurgly|rattling|rattly) (?:noise|noises|sound|sounds)(?! (?:\w+ ){0,3}(?:every night|all night|at night|in (?:his|her|their) sleep|when (?:he|she|they) (?:sleeps|sleep)))|(?:breathing|breath|breathes|breathe)(?: \w+){0,3} (?:gurgl\w*|a gurgle|like a gurgle|rattl\w*)|gurgl\w* (?:when|as|each time) (?:he|she|they) breath\w*`,
    String.raw`short of breath|gasping|choking|breathing (?:is |feels |has been |been |was )?(?:really |very |so |quite |getting |gone )?(?:bad|terrible|awful|funny|strange|wrong|hard|difficult|shallow|rattly|worse)|(?:lips|face)(?: (?:are|is|have|has|gone|turned|going|all|a bit|bit|a little|looking|look|looks|quite|very|so|really|kind of|sort of|tinged|a|an|funny|odd|strange|weird|queer|horrible|nasty|slightly))* (?:blue|grey|gray|purple|dusky|bluish|blueish)|(?:blue|grey|gray|purple) (?:round|around) (?:the |my )?(?:mouth|lips)`,
  ]),
  // Lips, tongue or throat swelling, a throat closing up (999/911/15): a severe allergic reaction,
  // whatever the cause. A swollen face with a new medicine or hives is read in danger-signs.ts.
  negatable('allergic-reaction', 'emergency', [
    String.raw`(?:lips?|tongue|throat)(?: (?:is|are|has|have|been|gone|all|really|very|so|a bit|getting|got|blown|feels|feel|right|started|starting|keeps|going|like it is|as if it is|as though it is))* (?:swollen|swelling|swelled|puffed up|puffy|fat|blown up|closing(?: up)?|tight|tightening|closed(?: up)?)`,
    String.raw`(?:swollen|swelling|puffed up|puffy|fat) (?:lips?|tongue|throat)`,
    String.raw`anaphyla\w*|allergic shock|(?:bad|severe|serious|big|strong|terrible|nasty|awful|major) (?:allergic reaction|allergy attack)`,
  ]),
  // An arm that "cannae lift it tae the kettle": carries its own negation.
  fixed('stroke', 'emergency', String.raw`\barm(?: (?!not\b|no\b|never\b)\w+){0,6} (?:can not|could not|will not) (?:lift|raise) it\b`),
  negatable('stroke', 'emergency', [
    String.raw`(?:had|having|have|has|had a|having a) (?:a )?(?:mini |small |little )?stroke|stroke|tia`,
    // ("has been drooping since lunch", round 27)
    String.raw`(?:face|mouth|lip|eye|smile)(?: (?:is|has|had|been|feels|looks|went|gone|seems|all|a bit|sort of))* (?:droop\w*|dropped|crooked|lopsided|twisted|numb|fallen|slipped)`,
    // Scots "my mooth's gone a wee bit squint"; an arm "like a dead weight"; talking "like I've had a good
    // drink" (slurred, not a drink had); an arm that "cannae lift it tae the kettle".
    String.raw`(?:face|mouth|lip|lips|smile)(?: (?:is|has|feels|looks|went|gone|seems|all|a bit|a wee bit|wee bit|bit|sort of|kind of|gone all|gone a))* (?:squint|skew\w*|skelly|aslant|to one side)\b`,
    String.raw`(?:arm|leg|hand|side)(?: (?:is|has|feels|went|gone|all|just|like|is like|feels like))* (?:a )?dead weight`,
    // A body side felt funny, strange or numb, the side named after or before (round 34: "now I feel funny down one side", "my
    // left side feels funny", "I've gone all funny down my right side").
    String.raw`(?:feel|feels|feeling|felt|gone|going|went|come over|is|am)(?: (?:all|a bit|really|very|so|sort of|kind of))* (?:funny|numb|weak|dead|heavy|strange|odd|weird|peculiar|tingly|useless|bizarre)(?: all)? (?:down|on|along|in|up|of|from) (?:one|a|my (?:left|right)|the (?:left|right)|my whole (?:left|right)|the one|one whole) side`,
    String.raw`(?:left|right|one) side(?: of (?:my )?(?:body|face))?(?: (?:is|has|feels|went|gone|all|a bit|gone all|feeling|s))* (?:funny|strange|odd|weird|peculiar|tingly)`,
    String.raw`(?:talking|speaking|talk|speak|sound|sounding|sounds)(?: \w+){0,2} like (?:i|he|she) (?:have|has|had|am|is)(?: had| been)? (?:a (?:good |few |wee |right )?(?:drink|dram|bevvy)|a few|one too many|drinking|drunk)(?! (?:at|with|last|on|yesterday)\b)|(?:talking|speaking|sound|sounding) (?:like a )?(?:drunk|tipsy|sozzled)\b`,
    String.raw`(?:arm|leg|hand|side|face)(?: (?:is|has|feels|went|gone|keeps|all|gone all))* (?:numb|dead|weak|floppy|useless|limp|paralysed)`,
    String.raw`(?:face|mouth|smile|lip|eye)(?: \w+){0,3} (?:on|down) (?:the )?one side|numb (?:down|on) (?:one|my (?:left|right)) side|one side (?:of (?:my )?(?:body|face) )?(?:is |feels |has |went |gone )*(?:numb|weak|dead|heavy|funny)`,
    String.raw`slurr\w*|speech (?:is |sounds |has |went |gone |feels |seems |getting |all )*(?:slurred|funny|strange|wrong|weird|garbled|thick|heavy|slow|muddled|jumbled)|words (?:are |keep |come |coming |getting |get )*(?:out )?(?:all )?(?:wrong|jumbled|muddled|funny|slurred|tangled|stuck)|words (?:are |keep |come |coming |came |getting |get |go |going |all )+(?:out )?(?:in (?:the |a )?)?(?:wrong order|back to front|wrong way round|the wrong way)|talking funny`,
    // As a nurse would say it: "right-sided facial droop", "reduced grip in the right hand", "dysarthria".
    String.raw`facial (?:droop\w*|weakness|asymmetry|palsy|numbness)|(?:left|right|one) sided (?:weakness|numbness|droop\w*|paralysis|facial \w+)|hemipar\w*|hemipleg\w*|dysarthri\w*|dysphasi\w*|aphasi\w*`,
    String.raw`(?:reduced|weak|weaker|weakened|diminished|no|loss of|lost|poor) (?:grip|power|strength) (?:in|of) (?:the |my )?(?:left |right )?${LIMB}|grip (?:in|of) (?:the |my )?(?:left |right )?${LIMB} (?:is |has )?(?:reduced|weak|weaker|gone)`,
    // A tongue that will not do its work: "my tongue feels stuck", "thick", "tripping over my words".
    String.raw`tongue (?:is |feels |has |went |gone |keeps |all |got |feeling |getting )*(?:stuck|thick|heavy|numb|twisted|tied in knots|in knots|not working|funny|fat|swollen|lazy|dead)|(?:tripping|tangled|tangling|stumbling) (?:up )?over my (?:words|tongue)`,
    String.raw`(?:face|mouth|smile)(?: \w+){0,3} (?:funny|odd|strange|weird|wrong|gone funny)(?: \w+){0,2} (?:on|down) (?:the )?(?:one|left|right) side`,
    String.raw`(?:left|right) side(?: of (?:my )?(?:body|face))?(?: (?:is|has|feels|went|gone|all|a bit|gone all))* (?:numb|weak|dead|heavy|floppy|useless)|half (?:of )?my (?:face|body|mouth)(?: (?:is|has|feels|went|gone|all|been|s))* (?:numb|dead|dropped|droop\w*|fallen|heavy|weak|tingl\w*|fizzing|pins and needles|gone to sleep)`,
    // A hand that drops things (999/911/15): "I keep dropping things from my right hand".
    String.raw`(?:keep|keeps|kept|been|started|keep on) dropping (?:things|stuff|everything|cups?|mugs?|the \w+|my \w+)(?: \w+){0,2} (?:from|out of|with|in) (?:my |the )?(?:left |right )?(?:hand|fingers|arm)|(?:left|right) hand (?:keeps |is |kept )?(?:dropping|letting go of) (?:things|stuff|everything)`,
    String.raw`worst headache|thunderclap headache|sudden (?:bad |terrible |severe )?headache|lost (?:my )?sight|gone blind`,
    // Round 19: sight gone of a sudden in one eye ("I've suddenly lost the sight in one eye").
    String.raw`lost (?:the |all )?(?:sight|vision) (?:in|of|out of|from) (?:one|my|an|the) (?:\w+ )?eye|(?:suddenly|all of a sudden)(?: \w+){0,2} (?:lost|losing|gone|went) (?:the |my |all )?(?:sight|vision)`,
    // The worst headache of one's life, or one that struck at once (999/911/15): a bleed in the brain.
    String.raw`headache(?: \w+){0,2} (?:out of nowhere|out of the blue|all at once|like a (?:bang|clap|thunderclap|hammer|bomb|gunshot))|headache(?: \w+){0,4} (?:came on|come on|comes on|started|hit me|struck)(?: \w+){0,2} (?:all at once|suddenly|out of nowhere|out of the blue|in an instant|in a second|like a (?:clap|thunderclap|bang|gunshot|hammer|bomb|thunderbolt))|headache (?:like|as if) (?:a |i had been |i was |being |someone )?(?:hit|struck|kicked|clap|thunderclap|hammer|bomb)`,
    // Round 43 (unseen43): one that hit like a thing named, whatever it is ("hit me like a cricket bat to the back of the head").
    String.raw`headache(?: \w+){0,4} (?:hit|struck|slammed|smacked|whacked) (?:me |into me )?like\b(?! (?:clockwork|always|usual|normal|it does|every|most|before|last)\b)`,
    String.raw`headache(?: \w+){0,12} worst(?: i have| i| one i have)?(?: ever)?(?: had| felt)?(?: \w+){0,2} (?:in|of) (?:my|me) (?:whole )?life|headache(?: \w+){0,12} worst (?:i have |i )?ever`,
  ]),
  // A face part gone down or pulling to one side, whatever it is blamed on (new glasses, dentures). A stroke sign; denied, it
  // is read as denied.
  negatable('stroke', 'emergency', [FACE_TO_ONE_SIDE]),
  // Round 35 (unseen31): a squeeze, clamp or grip in the chest said as a noun ("a bit of a squeeze in my chest since I came
  // back from the chemist"), however small it is made; chest pain, whatever is said to play it down.
  negatable('chest-pain', 'emergency', [CHEST_SQUEEZE_NOUN]),
  // Round 35 (unseen31): words hard to find, said as a struggle ("I'm struggling to find my words", "trouble finding the words");
  // sight gone black or dark in an eye ("the sight in my right eye went black"). Stroke signs; not the words to thank someone.
  negatable('stroke', 'emergency', [WORDS_HARD_TO_FIND, SIGHT_GONE_DARK]),
  // Round 35 (unseen31): concerns of the body said plainly. A pain given a score ("I'd say seven out of ten at night"), a tooth
  // that nags or throbs, shingles, drops forgotten ("I forgot my glaucoma drops"), a sting ("a bee got me on the ankle").
  negatable('pain', 'concern', [PAIN_SCORED, TOOTH_NAGGING, STUNG]),
  negatable('unwell', 'concern', [String.raw`shingles|herpes zoster`]),
  fixed('missed-medication', 'concern', DROPS_FORGOTTEN),
  negatable('overdose', 'emergency', [
    String.raw`overdos\w*|over dose\w*|too many (?:\w+ )?(?:pills|tablets|painkillers|sleeping pills|of my \w+|of them)`,
    // Not a food or a drink ("took too many biscuits", "had one too many at the club"): that is no dose.
    String.raw`(?:took|taken|take|swallowed|had)(?: \w+){0,2}(?<!\bone) too many(?! (?:\w+ )?${TOO_MANY_NOT_A_DOSE}\b)`,
    String.raw`overdone (?:it )?(?:on )?(?:my |the )?(?:\w+ )?${MED}|(?:three|four|five|several) (?:doses|lots of (?:my |the )?${MED})|${MED} (?:three times|four times|several times)`,
    String.raw`(?:took|taken|swallowed|had)(?: \w+){0,4} (?:at once|in one go|all together)`,
    // Round 19: a full strip swallowed, every tablet in the packet, bleach or weedkiller drunk.
    String.raw`(?:took|taken|swallowed|had) (?:a full|the full|an entire|the entire|a complete) (?:\w+ ){0,2}(?:strip|packet|box|bottle|blister|pot|tub)(?! (?:is|was|back|to|with|of (?:chocolates|biscuits|sweets|tea|cereal|matches))\b)`,
    String.raw`(?:took|taken|swallowed|had)(?: \w+){0,3} (?:every|every single|every last|each and every) (?:one of (?:my |the |them )?)?(?:pill|tablet|capsule|one)s?(?: \w+){0,2} (?:in|from|out of) (?:the|my|that) (?:packet|box|bottle|strip|pot|tub|blister|cupboard|drawer)`,
    String.raw`(?:drunk|drank|drink|drinking|swallowed|swallow|had|taken|took|sipped)(?: \w+){0,2} (?:bleach|weed ?killer|antifreeze|anti freeze|white spirit|turps|turpentine|paraffin|rat poison|slug pellets|washing up liquid|disinfectant|toilet cleaner|caustic soda|oven cleaner|descaler|drain cleaner|poison)`,
    // (Not "two lots of my tablets", a dose doubled: read as a mix-up below, an emergency beside drowsiness.)
    String.raw`(?:took|taken|swallowed|had)(?: (?!two\b|2\b|both\b|three\b)\w+)? (?:a load|loads|lots|a lot|a handful|handfuls|a bunch|a pile|a heap|heaps|dozens) of (?:my |the )?(?:\w+ )?(?:pills|tablets|paracetamol|painkillers|medication|medicine)`,
    String.raw`(?:took|taken|swallowed) (?:the whole|a whole|the rest of|a handful of|handful of|a bottle of|the bottle of|a packet of|the packet of|the box of|all the) (?:\w+ ){0,2}(?:pills|tablets|paracetamol|painkillers|sleeping pills|bottle|packet|box)`,
    // The whole box said after the pills (unseen14): "I took many pills, all the box" (not a box that is empty, nor one taken back).
    String.raw`(?:took|taken|swallowed|take)(?: \w+){1,3} (?<!\b(?:from|of|in|into|with|for|out) )(?:all the|the whole|a whole) (?:box|bottle|packet|strip|blister|pot)(?! (?:is|was|back|to|with|of (?:chocolates|biscuits|sweets|tea|cereal|matches))\b)`,
  ]),
  // A mix-up only supposed (issue 13, unseen21): "if I ever forgot and took another sleeping tablet", "in case I
  // took it twice": no dose taken, so the drowsiness it would bring is no overdose. Said as done ("I took another
  // sleeping tablet, I'm not sure") it is read below.
  mask(String.raw`(?:(?<!\b(?:sure|know|remember|certain|wonder|idea|tell|check|see|ask) )if i (?:ever|should|were to|was to)|(?:in case|suppose|supposing|what if) i(?: ever)?) (?:forgot|forget|forgets|took|take|had|doubled)(?: \w+){0,6} (?:another|one more|again|twice|two times|double|extra)(?: (?:one|dose|tablet|pill|sleeping (?:tablet|pill)s?))?`),
  // A dose taken twice or the wrong pill by mistake: a concern alone, an emergency with drowsiness,
  // confusion or chest pain (tense.ts settleTranscript).
  negatable('medication-mix-up', 'concern', [
    String.raw`${MED} (?:twice|two times|again by mistake)|twice (?:the |my )?(?:dose|pills|tablets|medication)|double (?:dose|my pills|my tablets|my insulin|doses|up)|(?:took|taken|had) (?:a |my )?double|doubled (?:up )?(?:on )?(?:my |the )?(?:\w+ )?${MED}?`,
    String.raw`(?:two|extra|double) (?:doses|lots of (?:my |the )?${MED})|${MED}(?: \w+){0,6} by (?:mistake|accident)|(?:took|taken|swallowed|had)(?: \w+){0,4} (?:by mistake|by accident|twice|two times)`,
    // A dose named then taken twice over a longer phrase ("took my water pill and the blood pressure one
    // twice"), or said in the plain form ("I take the white pill two time"); not a routine "twice a day".
    String.raw`(?:took|taken|swallowed|take)(?: \w+){0,3} ${MED}(?: \w+){0,5} (?:twice|two times?)(?! (?:a|per|every|each|daily) ?(?:day|daily|week|night|morning)?\b)`,
    // The pill named by what it is for or its colour, in a clause of its own: "and the blood pressure one twice".
    String.raw`(?:pressure|heart|water|sugar|thyroid|diabetes|white|pink|blue|yellow|red|orange|little|big|small|morning|evening|night|sleeping) (?:one|ones) (?:\w+ )?(?:twice|two times?)(?! (?:a|per|every|each|daily) ?(?:day|daily|week|night|morning)?\b)`,
    // At the wrong time of day: "my evening tablets this morning", "mes cachets du soir ce matin".
    String.raw`${MED} (?:at|for) the wrong time|(?:(?:of the|for the|from the) )?(morning|evening|night|bedtime|lunchtime) ${MED} (?:this |in the |at )(?!\1)(?:morning|evening|night|bedtime|lunchtime)|${MED} (?:of the|for the|from the) (morning|evening|night|bedtime|lunchtime) (?:this |in the |at )(?!\2)(?:morning|evening|night|bedtime|lunchtime)`,
    String.raw`(?:took|taken|swallowed|had) (?:twice|two times) (?:the |my )?(?:\w+ )?${MED}|(?:took|taken|swallowed) (?:them |em |it |those |these |the lot )?(?:all )?(?:again|twice)(?! (?:to|for|with|out|back|in|off|round|later|tomorrow))`,
    String.raw`(?:took|taken|swallowed|had|take) (?:the )?wrong (?:\w+ )?${MED}|(?:took|taken|swallowed|had) (?:my |the )?(?:husband|wife|sister|brother|son|daughter|neighbour|neighbor|friend|partner|someone else|somebody else|other) ${MED}`,
    // Taken again, not sure it had been: "I forgot and I took again", "took another just in case".
    String.raw`forgot(?: \w+){0,6} (?:and|then) (?:i )?(?:took|take|had|taken) (?:it |them |one |another )?(?:again|another)|(?:took|take|taken|had) (?:another|one more|an extra)(?: one| dose| tablet| pill)?(?: \w+){0,2} (?:just )?(?:in case|to be (?:sure|safe))`,
    String.raw`${MED} (?:instead of|rather than) (?:mine|my own|my \w+)|mixed up (?:my |the )?${MED}|${MED} (?:got )?mixed up|muddled (?:up )?(?:my |the )?${MED}`,
  ]),
  negatable('bleeding', 'emergency', [
    // Round 19: "it's pouring blood", "gushing blood for an hour", "losing a lot of blood".
    String.raw`(?:pouring|gushing|pumping|spurting|pissing|squirting|streaming|spouting) (?:out )?blood|losing (?:a lot of|lots of|loads of|so much|too much|that much) blood`,
    String.raw`(?:pouring|gushing|streaming|pumping|covered|soaked|dripping)(?: \w+)? (?:with |in )blood|blood (?:is )?(?:coming|pouring|gushing|running|dripping|trickling|streaming) (?:out|from|down)|blood everywhere|full of blood|(?:lot|lots|load|loads|pool|puddle|much|mouthful|mouthfuls|cupful) of blood|(?:coughing|coughed|cough|coughs|spitting|spit|spat|bringing up|brought up|bring up|hacking up|hacked up) (?:up )?(?:\w+ ){0,3}blood(?! (?:pressure|tests?|sugars?|results?|levels?|count|thinners?)\b)|coffee grounds?|(?:sick|vomit\w*|threw up|throwing up|brought up)(?: \w+){0,4} (?:black|like coffee|dark brown|full of blood|all blood|with blood in)|(?:vomiting|vomited|throwing up|threw up|sick|sicking up|brought up) (?:up )?blood|blood (?:is )?(?:pouring|gushing|everywhere|all over)`,
    String.raw`bleed\w*|bled|(?:bad|deep|nasty) cut|cut (?:myself|my \w+) (?:badly|bad|deep|open)|gash\w*`,
    // Blood told coming in the plain present (unseen14): "much blood coming", "still blood is coming", "towel is all red"
    // (not towels that are red).
    String.raw`(?:much|so much|too much|a lot of|lots of|loads of|still) blood(?: (?:is|are|still|keeps|keep))* (?:coming|pouring|running|gushing|flowing)(?! (?:back|round|along)\b)`,
    String.raw`(?:towels?|tea towels?|bandages?|dressings?|cloths?|tissues?|kitchen roll|gauze|flannels?|rags?)(?: (?:is|are|has|have|been))*(?: (?:now|already|just|completely))* (?:all|gone)(?: all)? (?:red|bloody)(?! (?:and|one|ones|towel|towels|spotted|striped|check)\b)`,
    // Blood not named: "it's still pouring out of me", "the tea towel's soaked right through".
    String.raw`(?:pouring|gushing|pumping|spurting|pissing|welling) (?:out )?(?:of|from) (?:me|my (?!eyes?\b|nose\b)\w+|the (?:cut|wound|gash))`,
    String.raw`(?:towels?|tea towels?|bandages?|dressings?|plasters?|cloths?|tissues?|kitchen roll|gauze|flannels?|hankys?|hankies|handkerchiefs?|rags?|napkins?)(?: (?:is|are|was|were|has|have|been|got|all|already|now|just))* (?:soaked|soaking|drenched|sodden|saturated|gone red|red)(?: right| all the way| straight)? through|(?:soaked|bled|bleeding|gone) (?:right |straight )?through (?:the |my |a |two |three |another |the whole )?(?:tea )?(?:towels?|bandages?|dressings?|plasters?|cloths?|gauze|rags?|tissues?)`,
  ]),
  // Water rising in the home now (999/911/15): a flood, not the cellar that flooded (a concern, below).
  negatable('flood', 'emergency', [
    String.raw`water(?: (?:is|has|keeps|still|just|now))* (?:rising|coming up|getting (?:higher|deeper)|up to (?:my |the )?(?:knees|ankles|waist|bed|chair|step|door))|(?:house|home|flat|room|bedroom|kitchen|downstairs) is flooding|rising water`,
    // Water from outside coming into the home now (the stop note: "The water's coming in under my door now"); a leak through a
    // ceiling stays a concern of the home.
    String.raw`water(?: (?:is|has|keeps|still|just|now|already))* (?:coming|pouring|seeping|getting|running|flowing) (?:in )?(?:under|through|into|in at|in by) (?:my |the |our )?(?:front |back )?(?:door|doors|house|home|flat|bungalow)\b`,
  ]),
  negatable('gas', 'emergency', [
    // Hedged (round 28): "the kitchen smells kind of like gas", "smells a bit like gas".
    String.raw`(?:smell|smells|smelling|smelled|smelt|whiff|stink|stinks|stinking|stank|reeks|reeking|reeked)(?: \w+)? (?:of )?(?:gas|butane|propane)|(?:smelled|smelt|reeked|stank) of (?:\w+ ){0,3}(?:gas|butane|propane)|(?:smell|smells|smelling|reeks|stinks)(?: (?:kind of|sort of|kinda|a bit|a little|a wee bit|a touch|faintly|strongly|really|slightly|distinctly|definitely|funny|funnily|just))+ (?:like|of) (?:gas|butane|propane)|gas leak|leaking gas|gas is leaking|carbon monoxide`,
  ]),
  // A pan left on that burnt ("left the cooker on, the pan burnt dry", "se quemó el cazo", "la casserole a
  // brûlé"): forgetfulness to look at, not a fire (a smoke alarm set off by toast is nothing). The hob
  // ("on the hob", "sur le feu", "el fuego encendido") is no fire. A fire, flames or a room full of
  // smoke said beside it stay an emergency (the fire rule below), and so does an alarm going off now.
  fixed(
    'cooking-left-on', 'concern',
    String.raw`(?:left|forgot|forgotten|leave|leaving) (?:the |my )?(?:cooker|hob|stove|oven|gas|ring|rings|grill|pan|saucepan|pot|chip pan|milk|kettle)(?: \w+){0,3} on\b(?! fire\b)`,
    String.raw`(?:the |my )?(?:pan|saucepan|pot|milk|kettle)(?: (?:had|has|was|got|went|all|completely|just))* (?:burnt|burned|scorched|boiled dry|burnt dry|burned dry|burnt black|burned black|burnt to a crisp|ruined|wrecked)\b`,
    // Put on to boil and forgotten (unseen23): "put some eggs on to boil and went out ... forgot all about them".
    String.raw`(?:eggs|potatoes|spuds|soup|stew|beans|rice|pasta|veg|vegetables|pan|saucepan|pot|kettle) on to (?:boil|cook|heat|simmer|warm)(?: \w+){0,10} (?:forgot|forgotten) (?:all )?about (?:them|it)`,
    // The gas on and not lit, found and put right (unseen37: "the gas ring was on with nothing lit, he turned it off", "el fuego
    // estaba abierto sin llama", "le gaz était ouvert sans flamme"): a near miss. A smell of gas now is read as gas.
    String.raw`(?:gas|gas ring|ring|hob|burner|cooker|knob|tap)(?: \w+){0,2} (?:was |had been |been |left )(?:on|open|turned on)(?: \w+)? ${UNLIT}`,
  ),
  // ... and said of now ("the gas ring is on with nothing lit"): gas coming into the room now.
  fixed('gas', 'emergency', String.raw`(?:gas|gas ring|ring|hob|burner|cooker|knob|tap)(?: \w+){0,2} (?:is |s |is still |still )(?:on|open|turned on)(?: \w+)? ${UNLIT}`),
  mask(String.raw`on the hob`),
  // Round 19: someone "on fire at school" or "at the darts" is doing well; a fire told beside it is still read.
  mask(String.raw`(?:is|are|was|were) on fire (?:at|in|with) (?:school|college|work|uni|university|the (?:quiz|bingo|cards|darts|match|game|exams?|bowls|golf)|(?:her|his|their|my) (?:exams?|studies|work|game|darts|bowls|golf))`),
  // Fire as the name of a job, a check, a kit or a drill (unseen30: "the fire safety man came round to fit a new smoke alarm ...
  // tested it"): "fire safety", "the fire brigade came to check the alarms", "a fire drill", "the fire door"; an alarm tested.
  // No fire; smoke, flames, burning or an alarm that will not stop told beside it are still read.
  mask(String.raw`fire (?:safety|prevention|risk|drills?|doors?|exits?|extinguishers?|blankets?|station|inspection|escape plan)(?: (?:man|men|officer|officers|lady|woman|people|team|check|checks|visit|inspection|assessment|talk|advice|adviser|advisor))*`),
  mask(String.raw`fire (?:brigade|service|department|fighters?|officers?|man|men)(?: (?:man|men|officer|lady|people))? (?:came|come|has come|have come|had come|visited|called|popped|were here|was here)(?: (?:round|by|over|in|here|this morning|today|yesterday))* to (?:fit|check|test|install|put in|look at|service|replace|change)`),
  mask(String.raw`(?:tested|testing|test|tests|checked|checking|trying out|tried out) (?:the |my |a |our |new |a new |their )?(?:fire |smoke )?alarms?|(?:fire |smoke )?alarms? (?:test|testing|tested|check|checked|being tested)`),
  fixed('fire', 'emergency', String.raw`(?:fire|smoke|carbon monoxide|co) alarm (?:will not|would not|does not|is not going to|can not) stop(?: (?:going off|ringing|sounding|screaming|blaring))?|(?:can not|could not) (?:stop|turn off|switch off|shut off|silence) the (?:fire|smoke|carbon monoxide|co) alarm`),
  negatable('fire', 'emergency', [
    // Still going, or will not stop (round 28): "the smoke alarm is still going off", "won't stop going off".
    String.raw`(?:fire|smoke|carbon monoxide|co) alarm(?: (?:is|keeps|keeps on|has been|went|was|still|just|now))* (?:going off|ringing|sounding|screaming|blaring)`,
    String.raw`(?:chip pan|pan|frying pan|cooker|oven|toaster|curtains?|telly|tv|kettle|heater|blanket|electric blanket)(?: \w+){0,2} (?:gone up|caught fire|caught light|went up|going up)(?! (?:in price|a notch|again|to|by|a bit|the stairs)\b)|on fire|fire|flames?|smoke (?:everywhere|coming|pouring|billowing|in (?:the|my|here))|smoke(?: (?:is|are|still|now|keeps))* (?:coming|pouring|billowing|filling|everywhere|in (?:kitchen|house|flat|room|hall|hallway|lounge|bedroom|stairs))|(?:chip pan|frying pan|saucepan|pan|pot|cooker|oven|toaster|curtains?|telly|tv|kettle|heater|blanket|sofa|bin)(?: (?:is|are|still|now))+ (?:burning|in flames|alight)(?! (?:hot|up|my|me|dry)\b)|smoky|full of smoke|there is (?:a lot of |lots of |some )?smoke`,
    // Round 32: a fire that spread to or reached the home ("it's spread to our roof now", "the fire has reached my kitchen"):
    // a fire there now, whatever time the fire began.
    String.raw`(?:the fire|fire|the flames|flames|the smoke|smoke|it)(?: (?:has|is|have|are|now|already|just))* (?:spread|spreading|reached|reaching) (?:to |into |onto |through |up to )?(?:the |our |my )(?:roof|house|home|flat|kitchen|loft|attic|building|stairs|landing|bedroom|living room|front room)`,
    // Round 32: "it's burning in the kitchen", burning downstairs: a fire in the home now.
    String.raw`(?:smell|smells|smelling) (?:of )?(?:smoke|burning)|burning smell|something (?:is )?burning|(?:it is|everything is|it is all) burning (?:(?:in|at) (?:the|my|our) (?:kitchen|house|home|flat|lounge|living room|front room|bedroom|hall|hallway|garage|loft|attic|cellar|shed|stairs|landing)|downstairs|upstairs)`,
  ]),
  // Round 37 (unseen36): a thing smouldering or still smoking after a cigarette, a pipe or an ember ("the blanket's
  // smouldering, I chucked my tea on it but it's still smoking"), read by what smokes, not by the word "fire": a fire in the
  // home now, water thrown on it or not. A person still smoking (the habit), a smouldering look, a bonfire or a pipe that is
  // lit, are no fire; told over ("it was smouldering last night, I put it out") the tense reads it as a near miss.
  negatable('fire', 'emergency', [SMOULDERING]),
  // A burglary at someone else's home ("since they burgled my friend's house", "entraron a robar a la casa de
  // la comadre") is a worry, not an intruder here; someone in the person's own house stays one.
  fixed(
    'worry', 'concern',
    String.raw`(?:burgled|burglar\w*|robbed|broke into|broken into|break ?in at|broke ?in at)(?: a)? (?:the |a )?(?:house|home|flat|place) of (?:my |the |our |a )?(?:friend|neighbou?r|neighbou?rs|comadre|compadre|sister|brother|cousin|daughter|son|niece|nephew|aunt|auntie|uncle|vecina|vecino)s?\b`,
    String.raw`(?:burgled|robbed|broke into|broken into)(?: a)? (?:my |the |our )(?:friend|neighbou?r|neighbou?rs|sister|brother|cousin|daughter|son|niece|nephew|aunt|auntie|uncle)s? (?:house|home|flat|place|bungalow)\b`,
  ),
  // Money short for the heating, the rent or food (round 29: "je n'arrive plus à payer le loyer ... et le chauffage", "no llego a
  // pagar el alquiler"): a worry for the family to look at.
  fixed(
    'worry', 'concern',
    String.raw`(?:can not|could not|can no longer|no longer|struggling to|struggle to|hard to) (?:afford|pay)(?: for)? (?:the |my |me |our )?(?:heating|rent|bills|gas|electric|electricity|food|shopping|council tax|oil|coal)`,
  ),
  negatable('intruder', 'emergency', [
    String.raw`intruders?|prowlers?|burglar\w*|burgled|robbed|break ?in|broke ?in|broken in|breaking ?in|broken into|broke into|breaking into|(?:heard|hear) (?:the )?(?:glass|window|door) (?:smash|break|shatter)\w*`,
    String.raw`(?:someone|somebody|a man|a woman|men|people|a stranger|strangers|a person)(?: (?:is|are|was|has|have|got|has got|just|been))* (?:in|inside|into|in to|got into|getting into) (?:my|the|our) (?:house|home|flat|apartment|bungalow|kitchen|bedroom|hall|room|living room)`,
    String.raw`(?:someone|somebody|a man|a stranger|men|people)(?: (?:is|are|was|keeps|kept))? (?:trying to )?(?:get in|getting in|got in|break in|force the door|forcing the door|kick\w* (?:the |my )?door)`,
    String.raw`(?:someone|somebody|a man|a stranger|people|men) (?:is |are )?(?:downstairs|upstairs|in the (?:\w+ )?room|in my (?:\w+ )?room|in here)`,
    String.raw`(?:hear|heard|hearing) (?:someone|somebody|a man|people|footsteps|voices|noises?)(?: \w+){0,2} (?:downstairs|upstairs|in the house|inside|moving about|breaking|trying the door)`,
    String.raw`(?:someone|somebody|a man|a stranger|men|people)(?: \w+){0,6} trying to (?:get in|break in|force (?:the|my) (?:door|window)|force (?:their|his|her) way in)`,
    String.raw`strangers? in (?:my|the) (?:house|home|flat)|(?:someone|somebody) (?:is |was )?(?:in|inside) (?:here|the house)|there is (?:someone|somebody|a man|a stranger) (?:in|inside|here)(?: (?:the|my) \w+)?`,
    // Danger from people (999/911/17): someone trying or forcing the doors and windows now, glass heard
    // breaking, someone in the house who should not be. Not the person trying their own windows.
    String.raw`(?:he|she|they|someone|somebody|a man|a woman|a stranger|strangers|men|people|a lad|lads|a fella|a guy|a bloke)(?: (?:is|are|was|were|has been|have been|has|keeps|kept|just|now|still|been|started|going round))* (?:trying|tried|rattling|rattled|shook|shaking|forcing|forced|jemmying|jimmying|prising|prying|kicking|smashing|smashed|breaking) (?:to (?:open|force|get into|break into|get through) )?(?:at |open )?(?:all )?(?:the|my|our|every|each|a) (?:back |front |kitchen |bedroom |bathroom |patio |side |sliding )?(?:windows?|doors?|locks?|door handles?|handles?|latch|glass|french windows|patio doors?|shutters|barn door)(?! (?:for me|to see if|key|keys|on (?:the|his|her) (?:car|van|shed))\b)(?!(?: \w+){0,4} (?:because|cos|as) (?:it|they) (?:sticks?|is stuck|are stuck|jams?|is jammed|was stuck))`,
    // Round 43's leftovers: "someone tried to get in last night" (not into the bath or the car).
    String.raw`(?:someone|somebody|a man|a stranger|strangers|men|a lad|lads|a fella|a guy|a bloke)(?: (?:was|were|has been|have been|had|just|again))* (?:trying|tried) to (?:get|break) in(?=$| (?:last|yesterday|this|the other|through|at|during|while|when|and|but|again|on)\b)`,
    String.raw`(?:doors?|windows?|locks?|back door|front door)(?: (?:is|are|was|has|have|been|being|just|now|all))* (?:being )?(?:forced|kicked in|smashed in|jemmied|jimmied|prised open|pried open)(?! (?:last|years|when|ages)\b)`,
    String.raw`(?:kicked|kicking|smashed|smashing|broke|breaking|bashed|bashing) (?:in |down )?(?:the |my )(?:back |front |kitchen |bedroom |patio )?(?:door|window|glass)(?: (?:in|down))?(?=$| (?:and|now|they|he|she)\b)`,
    String.raw`(?:hear|heard|hearing|can hear) (?:them |him |someone |somebody )?(?:smash\w*|break\w*|shatter\w*|forc\w*|kick\w*) (?:the |a |my )?(?:\w+ )?(?:glass|window|windows|pane|door|lock)`,
  ]),
  fixed('intruder', 'emergency', String.raw`(?:someone|somebody|a man|a woman|a stranger|people|men) (?:i do not know|i have never seen|who should not be (?:here|there))(?: \w+){0,2} (?:in|inside|here|in here)`),
  // Hiding in one's own home and afraid (unseen14): "I am hiding in bedroom, very scared", "escondida en la habitación, mucho
  // miedo", "je me cache dans la chambre, j'ai très peur": someone is feared now. Not a cat hiding, not presents hidden.
  negatable('intruder', 'emergency', [
    String.raw`(?<!\b(?:was|were|used to be|went|go|game of) )(?:(?:i am|i|am|i have been|i been|me|still) )hiding (?:in|under|upstairs|downstairs|behind|inside|from)(?: \w+){0,8} (?:scared|afraid|frightened|terrified|petrified)`,
    String.raw`(?:scared|afraid|frightened|terrified|petrified)(?: \w+){0,3} (?:so )?(?:i am|i have|i) hiding (?:in|under|upstairs|downstairs|behind|inside)`,
  ]),
  // Someone prowling round the house now ("quelqu'un qui rôde autour de la maison", "merodeando"); not a cat.
  negatable('intruder', 'emergency', [
    String.raw`(?:someone|somebody|a man|a woman|a stranger|strangers|people|men|a fella|a guy|a bloke|a lad|lads)(?: (?:is|are|was|were|has been|have been|been|keeps|kept|still|just))* (?:prowling|lurking|creeping|sneaking|skulking|snooping) (?:about|around|round)\b`,
  ]),
  // Violence from someone in the home, now: hit, pushed, threatened. A person does it to "me"; not the
  // heat or the news that "hit me", not "hit me up" or "beat me at cards". Long ago it is history (tense).
  negatable('violence', 'emergency', [
    String.raw`(?:he|she|they|${PEOPLE}|grandson|grandsons|son in law|boyfriend|girlfriend|carer|lodger|tenant)(?: (?:has|had|have|just|again|then|also|went and|has just|keeps|kept|is|was|been|always|now))* (?:(?:hit|hits|hitting)(?: on)? me(?! (?:up|for)\b| with (?:the|a|an|some|this|that|his|her) (?:news|idea|question|bill|price|story|joke|bombshell)\b)|(?:beat|beats|beaten|beating) me(?! (?:at|in|to|hands down|again at|every time)\b)|(?:pushed|pushes|pushing|shoved|shoves|shoving) me(?! (?:to|round|around|along|about|over to|up to|down to|on the swing|in (?:my|the|her|his|a) (?:wheel ?chair|chair|buggy))\b)|(?:punched|punches|punching|slapped|slaps|slapping|kicked|kicks|kicking|thumped|thumps|strangled|throttled|attacked|attacks|threatened|threatens|threatening|dragged|pinned) me|choked me(?! up\b)|(?:grabbed|grabs|grabbing|had|got) me by the (?:throat|neck|hair|arm|arms|wrist|wrists)|knocked me (?:about|around|down)|(?:throwing|threw|throws|thrown) (?:things|stuff|plates|cups|the \w+|a \w+) at me)`,
    String.raw`(?:was|got|been|being|get|gets) (?:hit|punched|slapped|kicked|beaten|beaten up|shoved|thumped|attacked|assaulted|threatened|strangled|throttled) (?:\w+ )?by (?:my|me|the|her|his|our|a|that) (?:\w+ )?(?:${PEOPLE}|grandson|son in law|boyfriend|carer|lodger|tenant)`,
    String.raw`(?:he|she|they) (?:is|are|has been|have been|keeps|started) (?:smashing|wrecking|trashing|breaking|throwing) (?:the place|the house|everything|things|the furniture|stuff)(?: up| about| around)?`,
    String.raw`(?:says|said|is saying|keeps saying|swears|swore|threatens|threatened|threatening) (?:that )?(?:he|she|they) (?:will|would|is going to|are going to|was going to|is gonna) (?:kill|hurt|hit|do for|do in|finish) me(?! if\b)`,
    // A threat to keep the person quiet is no figure of speech: "he'll kill me if I tell anyone".
    String.raw`(?:he|she|they)(?: (?:says|said|swears|swore))?(?: that)?(?: (?:he|she|they))? (?:will|would|is going to|are going to|is gonna|is) (?:kill|hurt|hit|do for|do in|finish) me if i (?:tell|told|say|said|ring|rang|call|called|phone|phoned|speak|talk)\b`,
  ]),
  negatable('self-harm', 'emergency', [String.raw`want to die|wanna die|want to be dead|ready to die`], { kind: 'worry', severity: 'concern' }),
  // Suicidal intent told indirectly (999/911/3114): tablets saved or kept to take at once, a plan to take
  // them all tonight, a goodbye letter, "not be a burden much longer", things given away because they
  // will not be needed, a weapon and ending it, nobody to miss them. Denied ("I'm not going to take them
  // all at once"), a worry.
  negatable('self-harm', 'emergency', [
    String.raw`(?:will|going to|gonna|shall|am going to) take (?:them all|all of them|the lot|the whole lot|every (?:one|last one|single one)|all (?:of )?(?:my|the|those|these) (?:\w+ )?${MED})(?: of them)?(?: \w+){0,2} (?:tonight|at once|in one go|all at once|together|and (?:go|sleep|rest|be done|be gone|not wake))(?! (?:with|at|after|before|in the) (?:my |the |a |me |me |our )?(?:breakfast|lunch|dinner|supper|tea|food|meal|meals|bedtime|bed|morning)\b)(?!(?: \w+){0,6} (?:as usual|as always|like always|like every night|every night)\b)`,
    String.raw`(?:tonight|this evening)(?: \w+){0,2} (?:i will|i am going to|i shall|going to) take (?:them all|all of them|the lot|the whole lot|all (?:of )?(?:my|the|those) (?:\w+ )?${MED})`,
    String.raw`(?:saving|saved|save|hoarding|hoarded|stockpil\w*|squirrel\w* away|stashing|stashed)(?: up)? (?:all )?(?:of )?(?:my |the |those |me )?(?:\w+ )?(?:pills|tablets|sleeping pills|painkillers|paracetamol)(?! (?:box|boxes|bottles?|pots?|tins?|packets?|containers?|organi[sz]ers?)\b)(?! (?:for|till|until) (?:the |my |our |when i (?:go|am) (?:on |away )?)?(?:holiday|holidays|trip|chemist|pharmacy|doctor|return|travels?|cruise|away)\b)(?! (?:for when i (?:need|want) (?:it|them|one|some)|for (?:a |the )?(?:rainy|bad) days?|for emergencies|for (?:the |my )?(?:headaches?|pain|aches)|in case (?:of )?(?:a |the |my )?(?:headaches?|pain|aches|i need (?:it|them|one)))(?! (?:\w+ ){0,4}(?:all|the lot|at once|together|end|die|go)\b))|kept (?:them|my \w+|the \w+|my \w+ \w+) (?:all )?(?:aside|back|hidden|hid)(?: in (?:a|the|my) \w+)?(?=$| (?:and|for|so|until|to|tonight)\b)(?! (?:for|to) (?:the )?(?:chemist|pharmacy|pharmacist|doctor|nurse|return|give (?:them )?back|take (?:them )?back|send (?:them )?back)\b)`,
    // Every tablet got ready at once, not a week's box: "I've got all my tablets ready".
    String.raw`(?:got|have got|have|had) all (?:of )?(?:my |the |me )?(?:\w+ )?(?:pills|tablets|morphine|painkillers|sleeping pills) (?:ready|here ready|out ready)(?! for (?:the |each |every |my |a )?(?:week|day|morning|days|month|nurse|carer|trip|holiday|holidays|journey|hospital|appointment|chemist|pharmacy)\b)`,
    String.raw`(?:got |have got |have |had )?(?:all )?(?:my |the )?(?:\w+ )?(?:pills|tablets|morphine|painkillers|sleeping pills)(?: all)? (?:lined up|counted out|laid out|set out|put by|ready to take)(?! for (?:the |each |every )?(?:week|day|morning|days|month|nurse|carer)\b)|(?:putting|put|been putting|saving) (?:my |the )?(?:\w+ )?(?:pills|tablets|morphine|painkillers|sleeping pills) by`,
    String.raw`said (?:my|all my) goodbyes(?: \w+){0,6} (?:ready to go|tonight|the end|it is time|it ends|it is over)`,
    String.raw`(?:goodbye|suicide) (?:letters?|notes?)|(?:letters?|notes?) (?:saying goodbye|to say goodbye|for (?:when|after) i am gone)`,
    String.raw`(?:gun|rifle|shotgun|pistol|knife|rope|razor|blade)(?: \w+){0,8} (?:end it|end it all|end things|finish it|be done with it|do myself in|been thinking about (?:it|using it)|thinking of using it)|end it (?:tonight|today|now|soon|this week)`,
  ], { kind: 'worry', severity: 'concern' }),
  // Ending one's life by a means, told as a thought or a plan of the person's own, however calmly (unseen16/17,
  // 999/911/3114): a height jumped from, a train stepped in front of, hanging, drowning, the wrists, the gas or
  // the car in the garage, tablets taken all at once, insulin or food stopped on purpose, not waking up made
  // sure of. Only with a first-person intent before it ("I'm going to", "I might just", "I keep thinking
  // about", "I've made up my mind to"): a story's "man who jumped off a bridge", "I nearly jumped out of my
  // skin", "the bridge was shut" say no such thing. Denied ("I'd never throw myself off a bridge"), a worry.
  negatable('self-harm', 'emergency', [
    String.raw`${SELF_INTENT} (?:${SELF_ACT})`,
    // A means thought about, or kept in mind: "I've thought about the rope in the garage", "I keep looking at the bridge".
    String.raw`(?:thought|think|thinking|been thinking|keep thinking|kept thinking|dream|dreaming|dreamt|dwell|dwelling|keep looking|kept looking|keep picturing) (?:about|of|on|at) (?:the|that|a|my) (?:${SELF_MEANS})(?! (?:club|game|games|party|tournament|drive|drawer|drawers|block|sharpener|set|ladder|swing|for (?:the |my )?(?:washing|clothes|line|garden))\b)`,
    // The lot, the whole box, every one: "this weekend I'll just take the lot", "I'm going to swallow the whole box".
    String.raw`${SELF_INTENT} (?:take|taking|swallow|swallowing) (?:the lot|the whole lot|(?:the|a) whole (?:box|bottle|packet|jar|pot|tub|tin|strip)(?: of (?:them|those|these|(?:my |the )?(?:\w+ )?(?:${MED}|${STOCKPILED})))?|every (?:last |single )?one of them)(?! (?:to|back|round|home|off|out|in|into|up|down|over|with|for|from|at|after|before|as)\b)`,
    // Every tablet, said with when or how it ends: "I'm going to take all my tablets this weekend and that'll be that".
    String.raw`${SELF_INTENT} (?:take|taking|swallow|swallowing) (?:them all|all of them|all (?:of )?(?:my|the|those|these) (?:\w+ )?(?:${MED}|${STOCKPILED}))(?: of them)?(?: \w+){0,2} (?:this weekend|at the weekend|tomorrow night|one night|when (?:noone|nobody|no one) is (?:looking|here|about|around|in)|when (?:they|everyone|the family|the carer|the carers|she|he) (?:has |have )?gone|and (?:that will be|that is|that would be) (?:that|it)|and be (?:done|gone|done with it)|and (?:go to sleep|sleep|not wake up|never wake up|slip away|end it))`,
    // The thought of taking every tablet, said bare (the lead's probe, 27 Nov: "I've thought about taking all my tablets"
    // and "I've been thinking of taking all the pills at once" read good, the tablets as taken). Not a way of taking
    // them (with food, at a time of day, in a dosette box) nor taking them somewhere (to the chemist, back).
    String.raw`(?:thought|think|thinking|been thinking|keep thinking|kept thinking|considered|considering) (?:about |of )?(?:just )?(?:taking|swallowing) (?:them all|all of them|all (?:of )?(?:my|the|those|these) (?:\w+ )?(?:${MED}|${STOCKPILED}))(?: of them)?(?! (?:to|back|round|home|into|with|for|from|after|before|as|each|every|once a|twice|on time|at (?:breakfast|lunch|dinner|tea|supper|night|bedtime|the same time|the right time|once a day)|in the (?:morning|evening|dosette|box|blister|pack)|in (?:a|my|one) (?:dosette|box|blister|pack|organi[sz]er))\b)`,
    // Insulin, tablets or food stopped on purpose, to let go: "I've stopped my insulin on purpose", "I'll stop eating and let nature take its course".
    String.raw`(?:stop|stopped|stopping|given up|give up|giving up|quit|quitting|packed in|pack in) (?:taking |having |doing )?(?:my |the |all my |me )?(?:\w+ )?(?:insulin|injections|tablets|pills|medication|medicine|meds|eating|food|drinking|dialysis|oxygen)(?: \w+){0,2} (?:on purpose|deliberately|so (?:that )?(?:i can|i will|i would|it will|it can) (?:go|die|end|slip away|fade away|be over)|(?:and|to) let (?:nature|it) take its course|(?:and|to) let myself (?:go|die|slip away|fade away|waste away)|(?:until|till) i (?:die|am gone|go)|to (?:end it|die|be done with it|get it over with))`,
    // Stockpiled under a painkiller's or a sleeping tablet's own name: "I've been putting the co-codamol by".
    String.raw`(?:(?:putting|put|been putting|keeping|kept|setting|set) (?:all )?(?:my |the |me |some of (?:my|the) )?(?:${STOCKPILED})(?: tablets| pills| capsules)? (?:by|aside)|(?:saving|saved|hoarding|hoarded|stashing|stashed|squirrel\w* away|stockpil\w*) (?:up )?(?:all )?(?:of )?(?:my |the |me |some of (?:my|the) )?(?:${STOCKPILED}))\b(?! (?:tablets |pills )?(?:box|boxes|bottles?|pots?|tins?|packets?)\b)(?!(?: \w+){0,2} (?:for|till|until) (?:the |my |our |when i (?:go|am) (?:on |away )?)?(?:holiday|holidays|trip|chemist|pharmacy|doctor|return|cruise|away|bad days?|emergencies|when i need (?:it|them))\b)`,
  ], { kind: 'worry', severity: 'concern' }),
  // Thoughts of ending one's life read by their structure (issue 13, the self-harm probe): better off or at peace at the
  // bottom of a river, a quarry or a pond, in the ground or six feet under; a gun or a knife said to be for oneself; the car
  // driven into the sea or a wall; the gas left on and not turned off; letters left for the children just in case, nothing
  // needed after this week; the river looked at with how easy it would be to go in. Not the bottom of the league, better
  // off in bed, the car into the garage, letters about Christmas, a swim; denied ("I'd never ..."), a worry.
  negatable('self-harm', 'emergency', [
    String.raw`(?<=\b(?:i|me)(?: \w+){0,3} )(?:better off|best off|better|happier|at peace|at rest|more at peace)(?: \w+){0,2} (?:at the bottom of|in the bottom of|down at the bottom of|under|underneath|beneath|at the bottom of) (?:the |a |that |this )?(?:river|sea|quarry|pond|canal|well|lake|loch|reservoir|ground|earth|water|dock|docks|harbour|weir|mine ?shaft|shaft|pit)\b|(?<=\b(?:i|me)(?: \w+){0,3} )(?:better off|best off|happier|at peace|at rest)(?: \w+){0,2} (?:in|into) (?:the |a |that )?(?:river|quarry|pond|canal|well|loch|reservoir|ground|earth|grave|cemetery|churchyard|graveyard|coffin|box)\b(?! (?:floor|level|side|bank|view|path|walk|cafe)\b)|(?<=\b(?:i|me)(?: \w+){0,3} )(?:better off|best off|happier|at peace|at rest)(?: \w+){0,2} (?:six feet under|pushing up (?:the )?daisies|in my grave|in the grave|in a box)|(?:better off|happier|easier for (?:everyone|everybody|all|them|the family))(?: \w+){0,2} if i (?:was|were|went|ended up) (?:at the bottom of|in|under|down) (?:the |a |that |this )?(?:river|sea|quarry|pond|canal|well|lake|loch|reservoir|ground|earth|water|dock|docks|harbour|weir|mine ?shaft|shaft|pit)\b`,
    String.raw`(?:gun|shotgun|rifle|pistol|revolver|knife|blade|razor|rope|tablets|pills|weapon)(?: \w+){0,10} (?:use|using|turn|turning|point|pointing) (?:it|them|that|the \w+) (?:on|at|against) myself`,
    String.raw`${SELF_INTENT} (?:drive|driving|steer|steering|crash|crashing|put|putting|run|running|take|taking|go|going)(?: (?:the|my|me) (?:car|van|motor|truck|scooter))? (?:into|off|over|in to|straight into|off the end of) (?:the |a |that |one of the )?(?:sea|river|canal|quarry|loch|lake|reservoir|harbour|dock|docks|wall|tree|cliff|cliffs|edge|bridge|lorry|lorries|pier|quay|weir)\b(?! (?:car park|carpark|road|side|front|wall car park|for|to)\b)`,
    String.raw`(?:written|wrote|writing|left|leaving|done|doing|finished|sorted|sorted out|got ready|put together) (?:some |a few |my |the |a |all the |a letter and )?(?:letters?|notes?) (?:to|for) (?:the|my|each of the|all the|each of my|all my) (?:children|kids|family|grandchildren|grandkids|son|daughter|sons|daughters|husband|wife|girls|boys)(?: \w+){0,3}? (?:just in case|to (?:be )?open(?:ed)? (?:after|when)|for (?:after|when) i am (?:gone|not here|no longer here)|for them to find|to find after)(?! (?:she|he|they|it|the|you|we|there|of|i (?:forget|am out|am not in|fall|lose))\b)`,
    String.raw`(?:looking|look|looked|staring|stare|stared|gazing|gaze|gazed|sat by|sit by|sitting by|standing by|stood by|walking along|walk along|walked along|standing on|stood on|i am by|i was by|i am down by|i go down to|i walk by|i walked by|walking by|down by|out by) (?:at |out at |over |down at |down into |into |on )?(?:the |that )?(?:river|sea|water|canal|quarry|reservoir|harbour|waves|loch|lake|weir|railway line|tracks|cliff edge|cliffs|bridge|pond|well)(?: \w+){0,8} (?:how easy|how simple|how quick|easy it would be|easy it would be|it would be easy|would be so easy|would be easy|could just|could easily)(?: \w+){0,4} (?:go in|go under|slip in|slip under|step in|walk in|step off|jump|jumping|let go|fall in|go over|step out|walk out|not come back|keep walking|keep going|disappear|go into it|be gone|end it)\b(?! (?:for a|to|and) (?:swim|paddle|dip|cool off|cool down|bathe)\b| for a (?:swim|paddle|dip)\b)|(?:looking|look|looked|staring|stare|stared|gazing|gaze|gazed) (?:at |out at |over |down at |down into |into )?(?:the |that )?(?:river|sea|water|canal|quarry|reservoir|harbour|weir|railway line|tracks|cliff edge|bridge|well)(?: \w+){0,6} (?:how easy|how simple|how quick) it (?:would|could) be(?= *$)`,
  ], { kind: 'worry', severity: 'concern' }),
  // The same, said with a negation of its own: the gas not turned off, nothing needed after this week, no point in one's being here.
  fixed(
    'self-harm', 'emergency',
    String.raw`gas(?: \w+){0,10} (?:${SELF_INTENT}) (?:not turn|not turning|never turn|never turning|leave|leaving) (?:it|the gas|them|the taps?) (?:off|on)\b(?: all night)?(?! (?:for|to) (?:the |a )?(?:kettle|tea|dinner|cooking|heat|heating|soup|pan|oven|stew|potatoes)\b)|${SELF_INTENT} (?:leave|leaving|turn|turning|put|putting) (?:the |all the )?gas on(?: \w+){0,3} (?:and|without) (?:not )?(?:lighting|light) it`,
    String.raw`(?:will not|shall not|am not going to|not going to|would not|will no longer|will not be) (?:need|be needing|want|be wanting|have any use for|have need of) (?:much|anything|any of (?:it|this|that|my things)|my things|a thing|all this|much of anything|much more|much else|anything else|anything much|these things|any more of this)(?: \w+){0,2} (?:after|past|beyond) (?:this week|this weekend|tonight|tomorrow|friday|saturday|sunday|the weekend|next week|this month|today)(?!(?: \w+){0,6} (?:going to (?:my|the|stay|live)|staying with|away|holiday|hospital|respite|moving|move)\b)`,
    String.raw`(?:no|nothing) (?:point|reason|sense|use) (?:in |to |of )?(?:me|my) (?:being here|being alive|being around|still being here|staying|sticking around|hanging on|living|going on|carrying on)(?! (?:if|when|until|till|at|for|today|now|this morning|this afternoon|without)\b)`,
    String.raw`(?:what is the point|there is no point|no point|what good am i|what use am i)(?: \w+){0,3} (?:i am|i am just|i am only|i have become|i am nothing but) (?:a |just a |only a )?(?:burden|nuisance|bother|drain)(?! (?:of|to (?:noone|nobody|no one))\b)`,
    String.raw`(?:i am|i am just|i am only|i have become|i am nothing but) (?:a |just a |only a )?(?:burden|nuisance|bother)(?! (?:of|to (?:noone|nobody|no one))\b)(?: to (?:everyone|everybody|all of you|you all|them all|the family|my family))?(?: \w+){0,3} (?:no point|what is the point|there is no point|should not be here|ought not to be here|should not still be here)`,
  ),
  // Going to sleep and not waking, wished (the self-harm probe): "I just want to go to sleep and not wake up", "I pray I
  // don't wake up". Not a sleep till nine, nor up in the night; not feared ("I don't want to ...").
  fixed(
    'self-harm', 'emergency',
    String.raw`(?<!\b(?:not|never|do not|did not) (?:\w+ ){0,2})(?:want|wanted|would like|wish i could|like to|long to|longing to|just want|wish to|could just|if only i could) (?:to )?(?:just )?(?:go to sleep|fall asleep|drift off|sleep|go to bed|close my eyes)(?: \w+){0,2} and (?:not|never|not ever|never ever|do not|never have to) ${NEVER_WAKING}`,
    String.raw`(?<!\b(?:not|never|do not|did not) (?:\w+ ){0,2})(?:hope|hoping|pray|praying|wish) (?:that )?i (?:do not|never|will not|would not|did not|wo not) wake(?: up)?(?: again)?(?= *$| (?:tomorrow|in the morning|one morning|one day|some morning|any more)\b)`,
  ),
  // Tablets kept back night by night (unseen22): "I've been keeping back a few of the sleeping tablets each night".
  // Not the nurse's or the chemist's keeping, nor tablets kept back to return.
  negatable('self-harm', 'emergency', [
    String.raw`(?<!\b(?:he|she|they|nurse|carer|chemist|pharmacist|doctor|daughter|son) (?:is |was |has been |have been |are |were |had been )?)(?:keeping|kept|been keeping|holding|held|hiding|hid) back (?:a few |some |one or two |a couple )?(?:of )?(?:my |the |me |those )?(?:\w+ )?(?:pills|tablets|sleeping pills|painkillers|paracetamol)(?!(?: \w+){0,2} (?:for|till|until|to) (?:the |my )?(?:chemist|pharmacy|pharmacist|doctor|nurse|return|holiday|give (?:them )?back|take (?:them )?back)\b)`,
  ], { kind: 'worry', severity: 'concern' }),
  // Going to sleep and not waking up, wished as easier for everyone (unseen22): "it'd be easier for everyone if I
  // went to sleep and didn't wake up". Not waking till nine, nor up in the night.
  fixed(
    'self-harm', 'emergency',
    String.raw`(?<!\b(?:never|not) (?:\w+ ){0,4})(?:easier|better|best|kinder)(?: \w+){0,4} if i (?:just )?(?:went to sleep and |fell asleep and |go to sleep and )?(?:did not|never|would not|do not|could not) (?:wake|woke)(?: up)?(?! up\b| (?:till|until|before|at|in time|on time|for|early|in the night|during)\b)`,
  ),
  // Not waking up, made sure of (unseen16/17): "I might just not wake up, I'll make sure of it", "I'll make
  // sure I don't wake up". The negation is the plan's own.
  fixed(
    'self-harm', 'emergency',
    String.raw`not wake up(?: \w+){0,3} (?:i will|i shall|i am going to|going to|i would|i could|i can) (?:make sure|see to it|make certain)|(?:make|making) sure (?:that )?i (?:do not|never|will not|would not|can not) wake(?: up)?(?! (?:the|my|him|her|them|anyone|anybody|noone|nobody|you|early|in time|on time|before|at|till|until)\b)`,
  ),
  // The same intent said with a negation of its own: "I won't be a burden much longer", "I won't need
  // them where I'm going", "nobody will miss me".
  fixed(
    'self-harm', 'emergency',
    String.raw`(?:will not|shall not|am not going to|not going to|not) be a (?:burden|bother|nuisance) (?:to (?:anyone|anybody|you|them|you all|the \w+|my \w+) )?(?:for )?(?:much|any|a lot|very much) longer`,
    String.raw`(?:will not|shall not|am not going to|not going to) (?:need|be needing|want) (?:them|it|any of it|my \w+|these|those) (?:where i am going|after tonight)`,
    String.raw`(?:noone|nobody|no one) (?:will|would|is going to) (?:even )?miss me(?! (?:at|in|on|from)\b| (?:if|when|while) i (?:do not go|go|went|am) (?:on|to|away|out|at)\b)`,
  ),
  negatable('collapse', 'emergency', [
    String.raw`collaps\w*|fainted|passed out|blacked out|lost consciousness|knocked (?:myself )?out|keeled over|unconscious|unresponsive`,
    // Came round on the floor, or out for a time not known: a blackout, whatever caused it.
    String.raw`(?:came|come|coming|woke|woken|waking) (?:round|to|up)(?: \w+){0,3} (?:on|at the (?:bottom|foot) of) (?:the|my)(?: \w+){0,2} (?:floor|ground|carpet|tiles|landing|lino|rug|stairs)`,
    String.raw`(?:do not|did not) know how long i (?:was|had been|have been|been) (?:out|unconscious|there|down|lying)|(?:no idea|not sure) how long i (?:was|had been|have been) (?:out|unconscious|down)`,
  ]),
  // Round 19: a fit of the giggles, of temper or of coughing is no seizure (a seizure told beside it still is).
  mask(String.raw`fits? of (?:the )?(?:giggles|laughter|laughing|pique|temper|rage|jealousy|sneezing|hiccups|conscience|generosity|enthusiasm)`),
  negatable('seizure', 'emergency', [
    String.raw`seizures?|convuls\w*|(?:having|had|have|has) (?:a |another |an epileptic )?fit|fitting|epileptic (?:fit|attack|seizure)`,
    // A fit as it looks (999/911/15): jerking on the floor.
    String.raw`(?:jerking|thrashing|twitching)(?: (?:all over|about|around|on the floor|everywhere|uncontrollably))+|froth\w* at the mouth`,
  ]),
  negatable('dying', 'emergency', [
    String.raw`(?:i am|i am going to|going to|think i am|feel like i am|feels like i am|i might be|am i|is|are) dying|i (?:am going to|will|might|could|think i will) die|(?:going|about) to die|dying`,
  ]),
  negatable('injury', 'emergency', [
    String.raw`(?:broke|broken|break|cracked|fractured|fracture|dislocated|smashed|snapped) (?:my |me |his |her )?(?:\w+ )?(?:hip|leg|arm|wrist|ankle|shoulder|collarbone|ribs?|pelvis|neck|skull|bone|bones|knee|elbow|hand)`,
    String.raw`hit my head (?:hard|badly|really hard)|head (?:is )?(?:bleeding|cut open)`,
  ]),
  negatable('severe-pain', 'emergency', [
    String.raw`in agony|agoni[sz]ing|unbearable|excruciating|worst pain|screaming (?:in|with) pain|pain is (?:so bad|unbearable)`,
  ]),
  // Help had or got, told as what happened ("years ago I tried, I had help, I'm glad I'm here", "tuve ayuda"): no
  // plea now. Never "I need help", "get help", help wanted "now" or "coming".
  mask(String.raw`(?<=\b(?:i|we) )(?:had|got|have had|received|found|was given|were given) (?:some |a lot of |lots of |good |proper |the |real |great )?help(?! (?:me|now|quick|quickly|please|here|coming|to|right)\b)`),
  // Someone got to help, told as done (unseen30: "couldn't open a jar of marmalade, had to get the lad next door to help me with
  // it", "I asked my son to help me", "I got my neighbour to help"): help had, no plea now. Never the services fetched, "got to
  // get someone to help me" (a need now), help wanted "now", "quick", "please", nor help up (a fall is read on its own).
  mask(String.raw`(?:had to (?:get|ask|call|fetch|ring|phone|shout)|got|asked|called|rang|phoned|fetched|shouted) (?:(?!(?:to|ambulance|ambulances|paramedics?|police|999|911|112|emergency|doctor|you)\b)\w+ ){1,4}to (?:come (?:round |over |in )?(?:and |to ))?help(?: me| us)?(?! (?:now|quick|quickly|please|here|right now|up|get up|off the floor)\b)`),
  // A thing that helps (unseen37: "labels on all the cupboards ... but it does help", "mais ça aide", "pero ayuda mucho"): what it
  // does, no plea. Never help wanted up, now, quick or here.
  mask(String.raw`(?:(?:it|that|this|which|they) (?:(?:does|do|did|will|would|might|can|could|should|really|always|usually|all|seems to|seem to|has|have|sure|certainly) )*(?:help|helps|helped|helping)|help (?:a lot|a bit|a little|loads|so much|no end))(?! (?:me |us |him |her )?(?:up|now|please|quick|quickly|get up|off the floor|here|right now)\b)`),
  negatable('help-request', 'emergency', [
    String.raw`(?:call|get|send|phone|ring|fetch)(?: (?:me|us|him|her|for|an|a|the|some|please|now|quick))* (?:ambulance|paramedics?|police|fire brigade|fire department|emergency services|911|999|112)`,
    String.raw`emergency|911|999|112|ambulan\w+|paramedics?|(?:need|want) (?:a|the) doctor (?:now|right now|urgently|quick|quickly|right away)`,
    String.raw`(?:please )?(?:come|hurry) (?:quick|quickly|now|fast)|hurry|send (?:someone|somebody)|mayday|sos`,
    String.raw`pressed (?:my |the )?(?:panic |emergency |alarm |help )?(?:button|pendant|alarm)`,
    String.raw`help`,
  ]),
  // Asking for someone to come, urgently or afraid (999/911/15): "I need someone to come, please",
  // "could someone come, I'm frightened"; not "I need someone to come" for the boiler, "someone to come
  // and fix it", nor softened ("if it's possible", "aunque sea un ratico": a gap in care, a concern).
  negatable('help-request', 'emergency', [
    String.raw`(?:(?:need|want|needing) (?:someone|somebody|anyone|anybody|you) (?:to )?|(?:can|could|will) (?:someone|somebody|anyone|you) (?:please )?)come(?: (?:here|over|round|to me))*(?: (?:now|quick|quickly|right now|please|straight away|right away|at once|urgently))+(?=$| i\b)`,
    String.raw`please (?:i )?(?:need|want) (?:someone|somebody|anyone|anybody|you) (?:to )?come(?: (?:here|over|round|to me))*(?=$| i\b)`,
    String.raw`(?:(?:need|want|needing) (?:someone|somebody|anyone|anybody|you) (?:to )?|(?:can|could|will) (?:someone|somebody|anyone|you) (?:please )?)come(?: (?:here|over|round|to me))*(?= i am (?:so |really |very )?(?:frightened|scared|afraid|terrified|panicking))`,
  ]),
  negatable('on-the-floor', 'emergency', [
    // Round 36: a storey is no floor one lies on ("I'm on the second floor", "we're on the ground floor"), said with a plain
    // "am", "was", "been": lying, stuck, down or woken on the top floor still reads.
    String.raw`(?:woke up|woke|found myself|ended up|am|was|been|lying|laying|lay|stuck|still|down)(?: (?!sitting|playing|kneeling|cleaning|scrubbing|hoovering)\w+)? on (?:the|my)(?: (?!(?<=\b(?:am|was|been|are|were)(?: (?:just|now|up|here|right|living|staying|stopping|still|only|all))? on (?:the|my) )${STOREY}\b)\w+)? (?:floor|ground(?! floor)|carpet)(?! (?:above|below)\b)`,
    // Issue 13 floor: someone at the person's side on the floor now ("my husband fell yesterday, he's on the floor");
    // a person, never a thing ("the post is on the floor"), and not there to play or mend ("on the floor with the kids").
    String.raw`(?<=\b(?:he|she|they|${KIN}) )(?:is|are)(?: (?:still|just|now|right))? on (?:the|my)(?: \w+)? (?:floor|ground|carpet)(?! (?:playing|with|doing|fixing|mending|sorting|looking|painting|cleaning|scrubbing)\b)`,
  ]),
  // Round 19: a leg or foot "gone to sleep" is pins and needles, a concern, not legs that went from under one.
  fixed('numbness', 'concern', String.raw`(?:legs?|feet|foot|arms?|hands?) (?:have |has |had |just |all )?(?:went|gone|go|goes|going) (?:all )?(?:to sleep|dead) (?:in|on|from|after|while|when|sitting|sat)\b(?! (?:the )?floor\b)`),
  negatable('fall', 'emergency', [
    // Irish English "he's after going down" (has just fallen); gone down in a room of the house.
    String.raw`after (?:going|goin|gone) down\b|(?:went|gone|going|go) down (?:hard |heavy |sudden |all of a sudden )?(?:in|on) (?:the|her|his|my) (?:bathroom|kitchen|hall|hallway|floor|toilet|bedroom|landing|lounge|living room|stairs)\b`,
    String.raw`(?:had|have had|taken|took|another) (?:a |another )?(?:bit of a |little bit of a )?(?:(?!no |not |never |none |any )\w+ )?(?:fall|falls|tumble)|c[oa]me a cropper|went flying|tumbled|slipped (?:over|and|on|in|down|this|yesterday|last|$)|went (?:head )?over (?:on (?:my|the)|backwards|sideways|in the|this|yesterday|last|and|but|$)`,
    String.raw`(?:legs?|knees?) (?:gave|went|buckled|collapsed|gave out|gave way|went from under me)`,
    // Said in the perfect (the lead's probe, 27 Nov: "my legs have gone from under me" read nothing).
    String.raw`(?:legs?|knees?) (?:have |has |had |just )+(?:(?:gone|given) (?:out |way )?(?:from under me|from underneath me|under me)|given (?:way|out)|buckled|collapsed)`,
    // Off a ladder, the steps or a roof (unseen23): "I did come off the ladder at the end", "the ladder went from under me".
    String.raw`(?:came|come|comes|coming|slipped|slid|toppled|tumbled) (?:right )?off (?:the|my|me|that|our|this) (?:\w+ )?(?:ladder|ladders|steps|stepladder|step ladder|stool|step stool|kitchen steps|roof|shed roof|wall)|(?:the |my |me )?(?:ladder|stepladder|step ladder|steps) (?:went|slid|slipped|gave way|tipped|toppled|went from under me|slid from under me|went over)(?! up\b)`,
    // The passive voice: "I was knocked over by the dog", "got pushed over", "it knocked me flying".
    String.raw`(?:was|were|got|been|get|gets|getting) (?:knocked|pushed|shoved|bumped|barged|jostled|bowled|sent) (?:right )?(?:over|down|flying|off my feet)|(?:knocked|pushed|shoved|barged|bowled) (?:me|myself) (?:right )?(?:over|down|flying|off my feet)`,
    String.raw`fell|fallen|fall|falls|falling|felled`,
  ]),

  // 5. Concerns stated with a negation: "no appetite", "missed my pills", "not feeling great".
  // None missed (unseen15): "haven't missed one", "never missed a dose" is tablets taken.
  fixed('medication-taken', 'positive', String.raw`(?:have not|has not|never|not) (?:once )?(?:missed|forgotten|skipped) (?:a single |one |a |any |ever )?(?:one|dose|doses|tablet|tablets|pill|pills|day|single one)`, String.raw`never (?:forget|forgets|miss|misses) (?:to take )?(?:my |the |me |them|it|a dose|one)(?:(?: \w+){0,2} ${MED})?`),
  fixed(
    'missed-medication', 'concern',
    // Never forgotten is taken (round 27): "I never forget my tablets", "je n'oublie jamais mes cachets".
    String.raw`(?<!\b(?:never|not once) )(?:forgot|forgotten|forget|forgetting|missed|miss|skipped|skip|(?<!\b(?:not|never) )(?:ran out of|run out of|running out of)|(?<!\b(?:not|never) (?:ran |run |running )?)out of|lost|dropped|no more) (?:to take )?(?:all )?(?:of )?(?:my |the |me )?(?:\w+ ){0,2}${MED}`,
    String.raw`${MED} (?:ran|run|have run|has run|are running|is running) out|${MED} (?:got|have got|are|were|is|was|have|has|had) (?:all )?(?:finished|used up|all gone)(?! (?:the|my|as|like)\b)`,
    String.raw`(?:not sure|no idea|can not remember|do not remember|do not know) (?:if|whether) i (?:took|have taken|had|take)`,
    String.raw`(?:can not|could not|do not|did not) remember (?:taking|to take) (?:my |them|it)`,
    // Down to the last tablets, or the pharmacy has not delivered.
    String.raw`(?:only|just) (?:\w+ )?(?:\w+ )?${MED} left|(?:one|two|three|a couple of|couple of|a few|last) (?:\w+ )?${MED} left|(?:down to|on) (?:my |the )?last (?:\w+ ){0,5}${MED}|(?:running|run|ran|getting) (?:low|short) (?:on|of) (?:my )?(?:\w+ )?${MED}`,
    String.raw`(?:pharmacy|chemist|prescription)(?: \w+){0,2} (?:has not|did not|have not|had not|never|still not|still has not) (?:yet )?(?:delivered|come|came|arrived|turned up|been|sent|received|got|had|done)`,
    // Days gone without them (unseen33: "I've been two days without my water tablets", "llevo dos días sin la pastilla de la tensión").
    String.raw`(?:days?|nights?|weeks?|dias|jours)(?: \w+){0,4} without (?:my |the |me |any |his |her )?(?:\w+ ){0,2}${MED}`,
    String.raw`(?:doctor|gp|surgery|pharmacy|chemist) (?:has not|did not|have not|had not|never) (?:\w+ )?(?:sent|done|signed|renewed|issued|ordered|put) (?:through )?(?:the |my |a )?(?:new )?(?:prescription|repeat|script)`,
    String.raw`(?<!\b(?:never|not once) )(?:forgot|forget|forgetting|forgotten|missed|skipped|skipping) (?:to take )?(?:them|it|a dose|one|a few|some)(?: (?:today|this morning|yesterday|again|lately))?`,
    // The tablet named first, as many say it (unseen14): "blood pressure tablet I forget".
    String.raw`${MED} (?:i )?(?:forget|forgot)\b(?! (?:nothing|anything|about (?:the|my) (?:price|cost|name))\b)`,
  ),
  // Constipation after a stay, painkillers above all (unseen15): "bunged up", "I've not been for four days",
  // "no voy al baño desde hace cinco días", "pas allé à la selle depuis cinq jours". Constipation said
  // plainly is read with the other small ailments ("constipat\w*").
  fixed('unwell', 'concern', String.raw`bunged up|(?:have not|has not|had not|not) (?:been|gone|had a (?:poo|bowel movement|movement))(?: to the (?:toilet|loo))? (?:for|in) (?:\w+ )?days`),
  // A burning or stinging wee (unseen14: "cuando hago pis pica, quema"): a likely water infection, a concern.
  negatable('unwell', 'concern', [
    String.raw`(?:burns?|burning|stings?|stinging|hurts?|sore|painful) (?:\w+ ){0,2}when i (?:wee|pee|pass water|urinate|go to the toilet|go to the loo)`,
  ]),
  // Not sure the tablets are being taken right: a mix-up in waiting, an emergency with drowsiness or confusion.
  // The box or the tablets muddled ("the box is all muddled"): a mix-up in waiting, not the person's confusion.
  fixed(
    'medication-mix-up', 'concern',
    String.raw`(?:pill ?box|dosette(?: box)?|box|boxes|blister(?: pack)?|pack|packet|organi[sz]er|tray|dispenser|${MED})(?: (?:is|are|was|were|got|gets|has got|have got|gone|all|a bit|so|really|completely|in))* (?:muddled|mixed up|jumbled|in a muddle|a muddle)`,
  ),
  fixed(
    'medication-mix-up', 'concern',
    String.raw`(?:not sure|unsure|no idea|do not know|can not tell)(?: (?:if|whether|that))? i (?:am |have been |was )?(?:taking|getting|doing|having|took|take|had|have taken|get)(?: (?:them|it|my (?:\w+ )?${MED}|the (?:\w+ )?${MED}|${MED}|those|these))?(?: \w+)? (?:right|properly|correctly|the right way)`,
  ),
  // A home too full to use: "can't get into the kitchen", "boxes and papers piled up", "les cartons s'empilent".
  fixed(
    'clutter', 'concern',
    String.raw`(?:boxes|papers|newspapers|magazines|bags|stuff|things|junk|clutter|rubbish|post|letters|cartons)(?: and \w+)?(?: (?:all|are|is|have|has|been|got|just|everywhere))* (?:piled|stacked|heaped|piling|stacking|heaping|pile|stack) up|piles of (?:boxes|papers|newspapers|stuff|things|junk|rubbish|post)|(?:too much|so much|too many|so many) (?:stuff|clutter|junk|things|boxes) (?:in (?:the|my) (?:house|home|flat|place)|everywhere|about)|hoard\w*|clutter(?:ed)?`,
  ),
  fixed(
    'mobility', 'concern',
    String.raw`(?:can not|could not|can hardly|can barely|not able to) (?:get|squeeze|go) (?:in|into|in to|through to|through|to|near) (?:the |my )?(?:kitchen|bathroom|bedroom|bed|toilet|loo|front door|back door|sink|cooker|stove|hall|hallway|front room|living room|lounge|sitting room)`,
  ),
  fixed(
    'not-eating', 'concern',
    String.raw`(?:living|surviving|existing|getting by) on (?:\w+ )?(?:biscuits|toast|tea|crisps|cereal|sandwiches|bread|soup|crackers|cups of tea|chocolate|cake|rusks)`,
    String.raw`no appetite|not (?:had |got )?(?:much|any) (?:of an )?appetite|(?:little|poor) appetite|(?:lost|losing) (?:my |me )?appetite|appetite (?:is |has )?(?:gone|poor|bad|not (?:good|great|there))|off (?:my|me) food`,
    String.raw`not (?:very |that |really |feeling |too )?hungry|(?:skipp(?:ed|ing)|skip|skips) (?:my |the |some |a few |the odd )?(?:meals?|breakfast|lunch|dinner|supper|my tea)|(?:go|going|went|gone) without (?:meals|food|eating|my (?:dinner|tea|lunch))|no food|nothing (?:in|left in) the (?:fridge|house|cupboards?)|(?:run|ran) out of food`,
    String.raw`(?:only|just) (?:had|eaten|ate) (?:a |one |half a |some )?(?:biscuits?|cups? of tea|cuppa|bit of toast|slice of toast|piece of toast|snack|crisps|bite|yoghurt|few \w+)`,
    String.raw`(?:can not|could not) (?:swallow|keep (?:anything|food|it) down)|(?:hardly|barely) (?:ate|eaten|eating|eat|touched)`,
    // Little eaten, said as such (unseen35: "como muy poco, un yogur y un poco de pan"): "I eat very little", "I'm eating next to nothing".
    String.raw`(?:i|i am|i have been|i ve been) (?:only )?(?:eat|eating|ate|eaten) (?:very little|so little|too little|next to nothing|hardly anything|almost nothing|like a bird)`,
    String.raw`(?:not|never|have not|has not|did not) (?:had|eaten|touched|eat|touch|have) (?:a|one|a single) (?:bite|thing|morsel|crumb|mouthful)|(?:can not|could not) face (?:food|eating|anything|a meal)`,
    String.raw`(?:can not|could not|did not|do not|does not|not|nothing to|not been|unable to|no desire to|do not feel like|not feeling like|not much to) (?:\w+ )?(?:eat|eating)`,
    // Food not wanted, or meals left to pile up (unseen13): "I've just not fancied anything", "the
    // meals-on-wheels ones are stacking up in the fridge". Not "not fancied going out".
    String.raw`(?:not|never|have not|has not|did not) (?:really )?fancied (?:anything|any food|food|eating|my (?:food|dinner|dinners|tea|meals)|a thing|much)(?! (?:on the telly|to do|else to do|on tv)\b)`,
    String.raw`(?:meals|dinners|meals on wheels|meals on wheels ones|trays|plates)(?: \w+){0,3} (?:are |is |keep |keeps )?(?:stacking|piling|stacked|piled) up`,
  ),
  fixed(
    'poor-sleep', 'concern',
    String.raw`(?:slept|sleeping|sleep) (?:badly|poorly|terribly|awfully|awful|rough|bad|on and off|in fits and starts|not (?:very |so )?well)`,
    String.raw`(?:bad|rough|terrible|awful|restless|sleepless|long|broken) night|up (?:all|half) (?:the )?night|awake (?:all|half|most of) (?:the )?night`,
    String.raw`(?:can not|could not|did not|do not|not|unable to|have not been able to|not been able to|never) (?:\w+ )?(?:sleep|sleeping)(?! (?:pills?|tablets?))|no sleep`,
    String.raw`(?:keeps|keeping|kept|keep) me (?:awake|up at night)|stops me (?:from )?sleeping`,
    String.raw`insomnia|(?:hardly|barely|never) (?:slept|sleep|any sleep|a wink)|no sleep|not (?:slept|sleeping) a wink|tossing and turning|(?:keep|kept|keeps) waking|woke (?:up )?(?:a lot|loads|several times|every hour|all night)`,
  ),
  fixed(
    'lonely', 'concern',
    String.raw`noone (?:to talk to|visits|comes|calls|rings|phones|around|to see)|(?:have not|has not|did not) (?:seen|spoken to|talked to|heard from) (?:anyone|anybody|a soul|my \w+)`,
    String.raw`on my own (?:a lot|all the time|all day|too much)|by myself (?:a lot|all the time|all day)|(?:miss|missing) (?:my \w+|him|her|them|having \w+)`,
    // Nobody comes, the family never rings, the days drag.
    String.raw`noone (?:has |is |had |ever )?(?:been )?(?:round|over|by|near|to see me|visiting|visited|called|rung|phoned|come|came|comes)`,
    String.raw`(?:they|kids|children|son|sons|daughter|daughters|family|friends|grandchildren|grandkids|anyone|anybody|noone|he|she|people)(?: \w+){0,2} (?:never|hardly ever|rarely|seldom|do not|does not) (?:ever )?(?:call|calls|ring|rings|phone|phones|visit|visits|come round|comes round|come by|come over|come to see me|pop in|pops in)(?! (?:you|back|the doctor))`,
    // A new place where nobody knocks and no one is known: "I don't know a soul", "nobody's knocked on my door".
    String.raw`noone (?:has |had |ever |even |really )*(?:knocked|knocks|knock|knocking|been knocking|rings the bell|rung the bell|called round|calls round|says hello)(?: (?:on|at) (?:my|the) door)?|(?:do not|did not|does not) know (?:a (?:single |living )?soul|anyone|anybody)(?= (?:here|round here|around here|yet|in (?:this|the) (?:building|street|town|area|village|block|city|place|flats?))\b|$)`,
    String.raw`(?:only|first) (?:voice|person|one|people) i (?:hear|speak to|talk to|see)|(?:have not|has not|not|never) (?:seen|spoken to|talked to) a (?:living )?soul`,
    String.raw`(?:days|evenings|nights|weeks|afternoons|hours) (?:do |does |really |seem to |can |just )?(?:drag|drags|dragging)|(?:days|evenings|nights|weeks|afternoons) (?:are|seem|feel|get) (?:so |very |ever so |that |awful |awfully |really |terribly )?long`,
  ),
  fixed(
    'confusion', 'concern',
    String.raw`(?:can not|could not|do not|did not) remember (?:anything|things|what|where|how|why|who|when|the day|much|a thing|any of it|getting|coming|the (?:crash|accident|collision|bang|knock|journey|drive))|(?:lost|losing) my memory|(?:mind|head|memory) (?:has |is )?(?:gone|went|going) (?:blank|a blank)|(?:it is |all )?(?:a )?blank (?:after|since|from)|(?:do not|did not) know (?:where i am|what day|what is happening|what happened|how i got|where i was)`,
    String.raw`(?:do not know|not sure|no idea) (?:if|whether) (?:it is|today is|we are on) (?:a )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)`,
    String.raw`memory (?:is )?(?:going|bad|poor|terrible|not (?:good|great|what it was))|lost track of (?:time|the days|days)|what day is it|not sure what day`,
  ),
  fixed(
    'unwell', 'concern',
    String.raw`not (?:feeling |feel |doing |so |too |very |that |all that |really |quite |at all |terribly )*(?:fine|good|great|well|okay|all right|right|brilliant|wonderful|grand|myself|happy|the best|clever|grand|flash|too flash|crash hot)`,
    String.raw`could be better|been better|seen better days|so so|up and down(?! (?:to|the|stairs|all night)\b)|fair to middling|under the weather|off colou?r|out of sorts`,
    String.raw`(?:can not|could not) see (?:very )?(?:well|properly|clearly)`,
  ),
  // A blood pressure reading read out, high: "one seventy-eight over ninety-eight", "180/95", "over a hundred and ten".
  fixed(
    'blood-pressure', 'concern',
    String.raw`(?:(?:one|a hundred and) (?:sixty|seventy|eighty|ninety)|two hundred|1[6-9]\d|2\d\d)(?: (?:one|two|three|four|five|six|seven|eight|nine))? over \w+|(?:one|1\d\d) (?:\w+ )?over (?:a hundred|one hundred|hundred|one (?:oh|hundred) \w+|1[0-4]\d)(?= |$)`,
    String.raw`(?:blood pressure|bp) (?:is |was |has been |reading |readings |reading is |reading was |gone |went |shot |still )*(?:sky high|through the roof|very high|really high|too high|high|up|raised|higher)`,
  ),
  fixed('tiredness', 'concern', String.raw`(?:keep|keeps|kept|keeping|been) (?:nodding|dropping|dozing|drifting) off|no energy|(?:can not|could not|can hardly|can barely) (?:keep|hold) (?:my )?eyes open`),
  fixed('low-mood', 'concern', String.raw`no motivation|(?:can not|could not) be bothered`),
  // At the end of one's tether (unseen38: "je n'en peux plus de ces douleurs ... personne ne m'écoute"; "I can't take any more of these
  // pains"): low mood, a concern, and no denial of the pain named after it. A plan beside it is read by the self-harm words.
  fixed('low-mood', 'concern', String.raw`(?:can not|could not) (?:take|stand|bear|cope with|go on with) (?:it |this |any of it |these |this pain )?(?:any more|anymore|much more|no more|any longer)(?: of (?:this|these|the|my|it) ?\w*)?`),
  // The point of things gone, said bare (the stop note: "Since Margaret went I can't see the point"): low mood, a concern the family
  // should hear. With a plan or a means beside it, the self-harm readings take it.
  fixed('low-mood', 'concern', String.raw`(?:can not|could not|do not|did not) (?:really |honestly )?see (?:the|much|any) point(?= *$| (?:any ?more|now|these days|since|without|of anything|in anything)\b)`),

  fixed('home', 'concern', String.raw`(?:${HEATING}|phone|lights?|cooker|oven|fridge|freezer|kettle|toilet|door lock) (?:is |has |was )?(?:not|stopped) working|no (?:heating|heat|hot water|electricity|power)`),

  // 6. Concerns, unless negated ("no pain", "not dizzy").
  // A body that swells: ankles up like balloons, shoes or rings that no longer go on.
  negatable('swelling', 'concern', [
    String.raw`(?:ankles?|feet|foot|legs?|hands?|fingers|knees?|tummy|stomach|belly|face) (?:are |am |is |have |has |been |gone |all |really |very |so |a bit |bit |a little |little |more |a lot |up |getting |got |blown )*(?:swollen|swelled|swelling|puffy|puffed up|puffed|like balloons|ballooned|blown up|bloated|full of fluid|fat and tight)`,
    String.raw`(?:can not|could not|can hardly|can barely) (?:get|put|fit|squeeze) (?:my |me )?(?:shoes|slippers|boots|socks|ring|rings|watch) (?:on|over)|(?:shoes|slippers|boots|ring|rings) (?:do not|will not|does not|would not|no longer|are not) (?:fit|go on|go over|close|do up)|swelling|fluid retention|oedema|edema`,
  ]),
  // A tremor that gets in the way: "the tremor is worse", "my hands won't stop shaking".
  negatable('tremor', 'concern', [
    String.raw`tremors?|the shakes|(?:hands?|arms?|legs?|head|fingers) (?:is |are |keep |keeps |have been |has been |been |all |so |really |very |getting |will not stop )*(?:shaking|shaky|trembling|trembly|twitching|jerking|jumping)|(?:shaking|shaky|trembling) (?:hands?|fingers)|parkinson\w* (?:is |has been |are )?(?:worse|bad|playing up|getting worse)`,
  ]),
  // The eye: sore, red, gritty or weeping, after an operation or not.
  negatable('eye-trouble', 'concern', [
    String.raw`(?:eye|eyes)(?: (?!(?:drops?|test|tests|appointment|clinic|doctor|specialist|hospital|check|but|and|though|fine|good|well|better|okay)\b)\w+){0,6} (?:red|bloodshot|gritty|sore|weeping|watering|waters|watery|sticky|swollen|itchy|itching|itches|stinging|stings|burning|burns|painful|puffy|inflamed|mucky|gunky|crusty|irritated|scratchy|blurry|blurred|cloudy)`,
    String.raw`(?:red|bloodshot|gritty|sore|weepy|weeping|watery|sticky|itchy|puffy|inflamed|mucky|gunky|crusty|irritated|scratchy) eyes?|(?:grit|sand|something) in (?:my |the )?eyes?`,
  ]),
  negatable('palpitations', 'concern', [String.raw`heart (?:is |was |keeps |has been |been |has )?(?:racing|pounding|fluttering|skipping|jumping|thumping|beating fast|all over the place)|palpitations`]),
  // A knock to the head: a concern alone, an emergency with vomiting, confusion or drowsiness (tense.ts settleTranscript).
  negatable('head-injury', 'concern', [
    // Also the plain form many speakers use for the past ("I knock my head this morning").
    String.raw`(?:hit|banged|bumped|knocked|bashed|cracked|whacked|smacked|thumped|clonked|conked|walloped|clobbered|bonked|caught|clipped|bang|bump|knock|bash|whack|smack|thump|clonk|bonk) my head|head injury`,
    String.raw`(?:a )?(?:bang|bump|knock|blow|whack|crack|smack|thump|clonk|wallop|bash) (?:on|to) (?:the |my )?head`,
    // The head as subject, as plain speech and speech recognition tell it (unseen14): "head hit the sink", "the head hit with the table".
    String.raw`(?:the|my) head (?:hit|hits|banged|bang|bangs|knocked|knock|bumped|bump|struck|smacked|cracked|whacked) (?:on |against |into |off |with |the |a |my )(?!(?:the |my |a )?(?:pillow|pillows|cushion|sack|hay)\b)`,
  ]),
  negatable('injury', 'concern', [
    String.raw`(?:hit|banged|bumped|knocked|bashed|cracked) my ${BODY}|(?:cut|burnt|burned|scalded|grazed|scraped|skinned|scuffed|twisted|sprained|pulled|strained|jarred|bruised) (?:my |me )?(?:\w+ )?${BODY}`,
    String.raw`bruise|bruises|bruising|bruised|graze|blister|hurt myself|sprain\w*|scrape`,
    // Cut or burnt on or with a thing, at a task (unseen35: "je me suis coupée avec une boîte de conserve", "I cut myself on a tin"):
    // an injury. "I cut myself" said bare is left to the self-harm words.
    String.raw`(?:cut|burnt|burned|scalded|grazed|nicked|caught) myself (?:on|with|shaving|peeling|chopping|cutting|slicing|opening|cooking|gardening|pruning|while|when|in the kitchen|at the)\b`,
  ]),
  negatable('pain', 'concern', [
    String.raw`pain|pains|painful|hurts?|hurting|aches?|aching|achy|sore|soreness|stiff|agony|throbbing|stinging|stings|cramps?|headaches?|migraines?|toothache|backache|earache|(?:stomach|tummy|belly) ?ache|sciatica`,
    String.raw`arthritis (?:is )?(?:playing up|bad|flaring|worse)|(?:bad|dodgy|gammy) (?:back|knee|knees|hip|hips|leg|legs)`,
    // A known pain that wakes the person or makes them suffer (unseen39: "mon arthrose me réveille la nuit", "la artrosis me
    // despierta"): a pain to look at, as "my arthritis is playing up" is.
    String.raw`(?:arthritis|arthrose|artrosis|artritis|rheumatism|rhumatismes?|reuma|reumatismo|gout|goutte|gota) (?:\w+ ){0,2}(?:wakes? me|woke me|waking me|keeps? me (?:up|awake)|kept me (?:up|awake)|i wake up|me despierta|me desperto|me did souffrir|me fait souffrir|me hace sufrir|did suffer|me is matando|is killing me)(?! not\b| any ?more\b)`,
    String.raw`${BODY} (?:is|are|has been|have been|was) (?:\w+ )?(?:bad|playing up|giving me (?:trouble|gip|jip|gyp|grief)|swollen)`,
  ]),
  negatable('dizziness', 'concern', [
    String.raw`dizzy|dizziness|light headed|giddy|woozy|vertigo|faint|funny turn|dizzy spells?|turns|swimmy(?: headed| head)?`,
    String.raw`(?:room|head|everything|world)(?: (?:is|was|keeps|started|kept|kinda|kind of|sort of|just|all|goes|went))* (?:spinning|spins|spun|going round|goes round|moving|swimming|swims|swam|tilting|tilts|whirling|whirls)`,
    String.raw`come over (?:all )?(?:funny|queer|peculiar|strange|dizzy|faint|weird)|came over (?:all )?(?:funny|queer|peculiar|strange|dizzy|faint|weird)`,
  ]),
  negatable('unsteady', 'concern', [String.raw`unsteady|wobbly|(?:a bit of )?a wobble|wobbling|off balance|shaky on my (?:feet|legs)|balance (?:is )?(?:bad|off|poor)`]),
  negatable('breathing', 'concern', [String.raw`out of breath|breathless|puffed|puffing|wheez\w*|winded|chesty`]),
  // Money taken by someone else ("my grandson took my pension", "she's been helping herself to my
  // money"): possible financial abuse, a concern. Not the person's own "I took my money to the bank".
  fixed('money-taken', 'concern',
    String.raw`(?<!\bi (?:have |had )?)(?:took|taken|takes|taking|stole|stolen|steals|stealing|nicked|pinched|had|helped (?:him|her|them)sel(?:f|ves) to|been helping (?:him|her|them)sel(?:f|ves) to) (?:all |some )?(?:of )?(?:my|me|the) (?:\w+ )?(?:money|cash|pension|savings|bank card|purse|wallet)(?! (?:to|out|for me)\b)`,
    String.raw`(?:took|taken|taking|stole|stolen|stealing|nicked|pinched) money (?:from|off|out of) (?:me|my)`),
  // A hearing aid lost or broken: a concern (the call and the house are harder to hear).
  fixed('hearing-aid', 'concern', String.raw`(?:lost|broke|broken|lost) (?:my |me |the )?hearing aids?|hearing aids? (?:is |are |has |have )?(?:broken|lost|gone|not working|stopped working|packed up)`),
  // A sore that will not heal (a diabetic foot above all): "an ulcer on my leg", "a sore that won't heal".
  fixed('wound', 'concern',
    String.raw`(?:sore|ulcer|wound|cut|blister|graze|scab)(?: \w+){0,4} (?:that |which )?(?:will not|would not|does not|is not|has not|never|not) (?:\w+ )?(?:heal|healing|healed|heals|close|closing|closed up|clear up|get better)`,
    String.raw`(?:foot|leg|pressure|diabetic) (?:ulcer|ulcers|sore|sores)`,
    // A wound that weeps or turns pink and warm (unseen13): "still weeping through the dressing", "gone a
    // bit pink and warm round the edge". Not someone weeping at the news.
    String.raw`weeping (?:through|into|onto) (?:the |my |its )?(?:dressing|bandage|plaster|sock|tights)|(?:sore|ulcer|wound|cut|graze|shin|leg|heel|toe|foot) (?:is |has been |keeps |still )*(?:weeping|oozing)|(?:gone|going|turned|is|looks) (?:a bit |a little |all |quite |very )?(?:pink|red) and (?:warm|hot|swollen|angry)(?: (?:round|around) (?:the |its )?edges?)?`,
    // Pus (unseen23): "there's some yellow stuff, throbs at night" round a cut.
    String.raw`(?:some |a bit of |bit of |little bit of )?(?:yellow|green) (?:stuff|gunk|goo|muck|gunge|pus) (?:coming |in |round |around |on )`),
  // An operation wound gone pink or red (unseen15): "the wound's a bit pink at the top end", "la herida la tengo
  // un poco rojita", "la cicatrice est un peu rouge": worth the nurse seeing. "The wound is not red" is no sign.
  negatable('wound', 'concern', [
    String.raw`(?:the|my|his|her|a) (?:wound|scar|incision|cut|stitches|operation site|op site)(?: (?!(?:not|no|never|and|but|or|nor|because)\b)\w+){0,12} (?:pink|pinkish|red|reddish|redder|inflamed)(?! (?:plaster|bandage|dressing|light|pen|wine|cross)\b)`,
  ]),
  // Breathing fast ("breathing fast fast", "rapid breathing"): a concern alone, an emergency beside a
  // fever or shivering (sepsis signs; tense.ts settleTranscript).
  negatable('fast-breathing', 'concern', [
    String.raw`breathing (?:is |has been |been |feels |is getting )?(?:very |really |so |too |quite )?(?:fast|quick|quickly|rapid|rapidly|hard and fast)|(?:fast|rapid|quick) breathing|breaths? (?:are |is )?(?:very |so )?(?:fast|quick|rapid)|panting`,
  ]),
  // Fingers that will not work ("my fingers won't work right on the buttons"): numb with cold, or clumsy.
  fixed('numbness', 'concern', String.raw`(?:fingers|hands)(?: (?:just|all|really|still))* (?:will not|would not|do not|can not|could not|are not) (?:work|working|bend|move|do (?:anything|what i want))\b`),
  negatable('numbness', 'concern', [String.raw`numb|numbness|pins and needles|tingling|tingly`]),
  negatable('tiredness', 'concern', [
    String.raw`tired|tiredness|exhausted|exhaustion|worn out|wiped out|shattered|knackered|weary|lack of energy|low energy|lethargic|sleepy|drowsy|fatigue|fatigued|run down|washed out|drained|done in|weak|weakness|feeble`,
  ]),
  negatable('unwell', 'concern', [
    String.raw`(?:funny|dodgy|upset|bad|poorly|gippy|iffy|queasy) (?:tummy|stomach|belly)|unwell|poorly|(?:feel|feeling|felt|am|been|taken|very|quite|so|bit|really|gone|go|went|getting) ill|sick(?! of)|vomit\w*|throwing up|threw up|being sick|been sick|nause\w*|queasy|diarrh\w*|upset (?:stomach|tummy)|stomach (?:bug|upset)`,
    String.raw`fever|feverish|(?:a |high |got a |have a |running a )temperature|chills|shivery|shivering|flu|(?:got|have|had|caught|with|has) (?:a |the |this |a bit of a |a nasty |a bad )?(?:cold(?! (?:drink|drinks|water|beer|glass|snap|spell|compress|flannel|towel)\b)|chill|bug|virus|infection|cough)|head cold`,
    String.raw`sweating|sweats|sweaty|sweated|(?:cold|a) sweat|clammy|diaphore\w*|chest infection|water infection|urine infection|uti|infection|cough\w*|sniffles|runny nose|blocked nose|sore throat|heartburn|indigestion|constipat\w*|swollen|swelling|rash|itchy|blurr\w*`,
    String.raw`seeing double|double vision|(?:eyes|eyesight|vision|sight) (?:is |are |has been |have been |gone |going )?(?:blurry|funny|bad|strange|worse|playing up)|blood sugar (?:is )?(?:low|high|all over)|(?:my|me) sugars? (?:is |was |being |were |been |went |gone |running )(?:very |really |too |so |a bit )?high|hypo|blood pressure (?:is )?(?:high|low|up)`,
    String.raw`bad day|rough day|bad week|rough week|tough day|hard day`,
    String.raw`(?<=\b${FEEL}${SOFTENER} )(?:awful|terrible|dreadful|rotten|rough|lousy|crook|peaky|horrible|funny|strange|weird|odd|queer|peculiar|off(?! (?:the|to|my|a|an|out|home|for|work|into|crutches|sticks?|frame|walker)\b)|sick|ill|bad|shaky|shaking|trembl\w*|wrong)`,
  ]),
  negatable('low-mood', 'concern', [
    String.raw`(?<=\b${FEEL}${SOFTENER} )(?:down|low|blue|flat)(?! (?:the|to(?! be honest)|on|stairs|road|street|there|here|at|in|for)\b)`,
    // "Bit low, to be honest": said without a verb at the start of what is said.
    String.raw`(?<=^(?:(?:oh|well|um|er|erm|ah|yeah|honestly) )*(?:a )?(?:bit|little|rather|pretty|quite|very|so|proper|feeling|feeling a bit) )(?:low|down|flat|blue)(?! (?:the|to(?! be)|on|stairs|road|street|there|here|at|in|for|of)\b)`,
    String.raw`depress\w*|miserable|sad|sadness|unhappy|upset|tearful|teary|crying|cried|weepy|hopeless|helpless|worthless|fed up|grieving|grief|heartbroken|down in the dumps|low in myself|low spirits|lost interest`,
    // Round 40: the spirits on the floor, in the three languages' Englishes ("my spirits are on the floor", "mood's through the floor").
    String.raw`(?:spirits|mood|morale) (?:is |are |s )?(?:\w+ )?(?:on|through|at|in) the (?:floor|ground|deck|basement|boots)`,
  ]),
  negatable('lonely', 'concern', [String.raw`lonely|loneliness|isolated|bored|boredom|(?<=\b${FEEL}${SOFTENER} )(?:alone|on my own|by myself)`]),
  negatable('worry', 'concern', [
    String.raw`anxious|anxiety|worried|worrying|worries|worry|nervous|panicky|panic|scared|frightened|afraid|fearful|terrified|on edge|stressed|stress|uneasy`,
  ]),
  negatable('confusion', 'concern', [String.raw`confus\w*|muddled|(?:i am|i have been|i keep getting|i am getting) (?:all |still |really |in )?(?:in|into) (?:a (?:bit of a |right |real |terrible |proper )?|such a )muddle(?! (?:with|over|about) (?:the|my) (?:tablets|pills|dose|doses|paperwork|bills|forms|dates|days))|mixed up|forgetful|forget (?:sometimes|things|stuff|a lot|often|now and then|everything)|keep (?:losing|forgetting) (?:things|stuff|everything)|forgetting (?:things|stuff|everything)|disorientated|disoriented|lost my way|got lost`]),
  negatable('stranger', 'concern', [
    String.raw`(?:banging|knocking|hammering) on (?:my|the) (?:back |front |kitchen |bedroom )?(?:door|window)s?|(?:someone|somebody|a man|a stranger)(?: (?:is|was|keeps))? (?:outside|at the window|looking in|watching me|following me|hanging around|in the garden)`,
  ]),
  negatable('scam', 'concern', [
    String.raw`scam\w*|fraud\w*|(?:asked|asking|wanted) (?:me )?(?:for )?(?:my )?(?:bank|card|pin|password|account) ?(?:details|number)?|(?:gave|given) (?:\w+ )?(?:my )?(?:bank|card|pin) (?:details|number)?`,
    // Conned, or the money gone: "a fake bank man", "they emptied my account".
    // "Said he was from the bank", "I give him the long number off my card".
    String.raw`(?:said|saying|says|say|claimed|claiming|pretending) (?:that )?(?:he|she|they|it) (?:(?:was|were|is|are) )?(?:from|calling from|with) (?:the |my )?(?:bank|police|council|tax office|post office|hmrc|irs|social security)`,
    String.raw`(?:gave|give|given|told|read) (?:him|her|them|the (?:man|woman|fella|caller)) (?:the |my )?(?:\w+ ){0,3}(?:number|numbers|code|pin|details)(?: \w+){0,3} (?:off|on|from|of) (?:my |the )?(?:card|bank card|account)`,
    String.raw`(?:gave|give|given|told|read) (?:him|her|them|the (?:man|woman|fella|caller))(?: \w+){0,6} (?:pin|pin number|security code|password|numbers on the back)`,
    // The grandchild in trouble who needs money: "saying it was my grandson", "send money for the bail".
    String.raw`saying (?:that )?(?:it|he|she) (?:was|is) (?:my |our )?(?:grandson|granddaughter|nephew|niece)(?= |$)(?! (?:\w+ )?(?:birthday|car|house|wedding))|(?:send|sent|wire|wired|transfer|transferred)(?: \w+){0,2} money (?:for|to pay) (?:the |his |her )?(?:bail|fine|lawyer|solicitor|release)`,
    String.raw`conned|swindl\w*|ripped off|(?:fake|bogus|false) (?:caller|bank \w+|police\w*|adviser|advisor|workm[ae]n|\w+ man)|pretend\w* to be (?:from )?(?:the |my )?(?:bank|police|council)|(?:emptied|cleared out|drained|took (?:all )?(?:the |my )?money (?:from|out of)) (?:my )?(?:bank )?account`,
  ]),
  negatable('home', 'concern', [
    String.raw`heating (?:is |has )?(?:broken|off|packed up|gone)|boiler (?:is |has )?(?:broken|packed up|gone)|power cut|locked out|(?:a )?leak in`,
    // Locked out, waiting for the locksmith; water in the house: "the kitchen's flooded", "a burst pipe".
    String.raw`locked (?:myself )?out|shut (?:myself )?out|locksmith|(?:keys?|door key) (?:locked |left )?(?:inside|in the house|behind the door)`,
    String.raw`flood\w*|burst (?:pipe|pipes|water main|main)|(?:pipe|pipes|water main) (?:has |have |had )?(?:burst|split|gone)|water (?:is |has |was )?(?:everywhere|all over the (?:floor|kitchen|house|place)|coming (?:in|through)|pouring (?:in|through)|through the ceiling|leaking|got in|came in|come in|in the (?:kitchen|cellar|basement|house|hall|bathroom|living room))|(?:leak|leaks|leaking|leaked)(?! (?:gas|blood))|(?:ceiling|roof|cellar|basement) (?:is |has |was )?(?:leaking|dripping|soaked|wet|coming down)`,
    // Whatever heats (or cools) the home, gone: "the furnace quit", "le chauffage est en panne".
    String.raw`${HEATING} (?:is |has |have |was |just |has just )?(?:broken(?: down)?|packed up|packed in|packed it in|quit|died|conked out|given up|gave up|broke down|broke|failed|on the blink|gone off|gone out|went out|cut off|been cut off|out)`,
    String.raw`(?:i am|i feel|feeling|house is|it is|flat is|place is|room is|apartment is|home is)(?: (?:so|very|really|real|absolutely|freezing|bitterly|bitter|awfully|awful|too|proper|perishing|that|bloody|dead|right))* (?:cold|freezing|frozen|perishing)(?: (?:in here|here|in the house))?`,
  ]),
  // A hospital stay left behind weeks or months ago ("since I came out of hospital last month", "salí del
  // hospital el mes pasado", "sorti de l'hôpital le mois dernier") is over, no worry now; a discharge of
  // yesterday or last week stays worth a look (the rule below). Blood taken for a test is no bleeding
  // ("the nurse took me blood for the usual test"). A heart said to be fine: see the first rule.
  mask(
    String.raw`(?:came|come|got|been|was|were|am|is|went|gone|sent|discharged|home|back)(?: (?:out|home|back|discharged))? (?:of|from) (?:the )?hospital(?= (?:\w+ ){0,3}(?:last (?:month|year|spring|summer|autumn|winter|christmas|easter)|(?:\w+ )?(?:weeks|months|years) ago|a month ago|a year ago|in (?:january|february|march|april|may|june|july|august|september|october|november|december))\b)`,
    String.raw`(?:took|take|taking|taken|drew|draw|drawn|draws|did|done|do) (?:my |me |some |a bit of |a little |her |his )?blood(?= (?:for|to|sample|samples|test|tests|check|checks)\b)`,
    // A hospital on the screen (unseen14): "the programme of the hospital", "la novela del hospital", "a hospital drama".
    String.raw`(?:programme|program|series|serial|soap|drama|film|movie|show|documentary) (?:of|about|in|at|on|from|set in) (?:the |a )?hospital|hospital (?:programme|program|series|serial|soap|drama|film|movie|show|documentary)s?`,
    // A stay in hospital told with its time gone by, before or after it (unseen14): "last year I was in
    // hospital two week", "año pasado yo en hospital", "I was in hospital months ago". Not a time of this week.
    String.raw`(?<=\b(?:last (?:month|year|spring|summer|autumn|winter|christmas|easter)|(?:\w+ )?(?:months|years) ago|a (?:month|year) ago)(?: \w+){0,3} )(?:in|at|a) (?:the )?hospital`,
    String.raw`(?:was|were|been|stayed|spent \w+ \w+) (?:in|at) (?:the )?hospital(?= (?:\w+ ){0,3}(?:last (?:month|year|spring|summer|autumn|winter|christmas|easter)|(?:\w+ )?(?:months|years) ago|a month ago|a year ago)\b)`,
  ),
  negatable('medical', 'concern', [
    String.raw`(?:kept|keeping) me in(?! (?:mind|check|the dark|line|stitches|food|pocket)\b)|hospital|ae|emergency room|(?:need|needs|should|must|have to|got to|ought to) (?:to )?(?:see|call|ring|phone|get) (?:the |a |my )?(?:doctor|gp)|(?<!\b(?:like|as|what) (?:the|my) )(?:doctor|gp) (?:said|says|thinks|wants|is worried|is concerned)`,
  ]),
  negatable('needs-something', 'concern', [
    String.raw`(?:need|needs|needed|could (?:do with|use)|would like|want|wanted|run out of|ran out of|out of|running low on|low on|short of) (?:some |a |an |my |more |the |new |a new |someone to |somebody to |to get |to have |me )?(?:\w+ )?(?:my |the |some |in )?${NEEDABLE}`,
    String.raw`(?:could|can|would|will) (?:my \w+|you ask my \w+|you get my \w+|someone|somebody) (?:to )?(?:call|ring|phone|visit|come|pop)|(?:could|can|would|will) you (?:call|ring|phone|get|ask|tell) my \w+|(?:ask|tell) (?:my )?(?:\w+ )?to (?:call|ring|phone|visit|come)`,
    String.raw`(?:like|want|need) (?:my )?(?:son|daughter|\w+) to (?:call|ring|phone|visit|come)|need to (?:talk|speak) to (?:my )?\w+`,
  ], { kind: 'no-needs', severity: 'positive' }),

  // 6b. A safety net: a serious word that no rule above could read (new wording, a garbled transcript)
  //     is worth a look rather than silence. Most such words were already used up by the rules above.
  negatable('unclear-risk', 'concern', [
    String.raw`blood(?! (?:pressure|test|tests|sugar|results?|donor|orange))|breath\w*|chest(?! of drawers)|(?<!\b(?:scan|scans|echo|echocardiogram|echographie|ecografia|ultrasound|test|tests|check|checks|ecg|x ray|trace|tracing|mri|angiogram|monitor) (?:of|on) (?:my |the |your |his |her )?)heart(?! of gold| in (?:a |my |the )?(?:puno|mouth|fist|boots)\b| (?:pills?|tablets?|medications?|medicines?|meds|doctor|clinic|specialist|consultant|appointment|check ?up|scan)\b| #)|stroke|die|died|death|unconscious|poison\w*|chok\w*`,
  ]),

  // 7. Reassurance, which a negation turns into a concern ("not fine", "didn't take my pills").
  fixed(
    'no-needs', 'positive',
    String.raw`nothing (?:thanks|thank you|at all|really|i can think of|i need)|(?:i am |i have )?(?:all )?(?:set|sorted)(?! up)|(?:got|have) (?:got )?(?:everything|all) (?:i need)|do not need anything|need nothing|(?:no|nothing) (?:i need|needed)`,
  ),
  negatable('wellbeing-positive', 'positive', [
    String.raw`(?<=\b(?:i am|i feel|feel|feeling|doing|keeping|been|things are|everything is|i have been|getting|am)${SOFTENER} )(?:fine|good|great|well|okay|all right|grand|wonderful|lovely|champion|excellent|fantastic|marvell?ous|super|brilliant|terrific|splendid|better|happy|cheerful|chipper|fit|in good (?:spirits|health|form)|on the mend)`,
    String.raw`(?:had|having) a (?:good|lovely|nice|great|wonderful) (?:day|time|morning|week|visit|chat|weekend)`,
    String.raw`(?:much|a lot|loads|lots|ever so much|a good deal|heaps) better|(?:healed|healing|mending) (?:up )?(?:well|nicely|fine|okay)`,
  ], { kind: 'unwell', severity: 'concern' }),
  // A short answer on its own: "Fine.", "Very well, thank you", "Good, good."
  { ...negatable('wellbeing-positive', 'positive', [
    String.raw`^(?:(?:oh|well|yes|yeah|yep|um|uh|er|erm|ah|honestly|thankfully|thank god|i think|i am|i feel|feeling|doing|all)\s)*(?:(?:very|really|pretty|quite|just|perfectly|absolutely|so|fairly|real|much|a lot|ever so)\s)*(?:fine|good|great|okay|all right|grand|wonderful|lovely|champion|excellent|fantastic|marvell?ous|super|brilliant|terrific|splendid|better|happy|tip top|spot on|good as gold|smashing|(?:very|quite|pretty|really|fairly|perfectly|keeping) well)(?:\s(?:good|fine|myself|thank you|thanks|dear|love|thanks for asking|thank you for asking|thanks love|really|indeed|today|this morning|now|actually|then|yes|too|here|very much|at the moment|so far|so far so good|for now|as ever|as always))*$`,
  ], { kind: 'unwell', severity: 'concern' }), perSegment: true },
  negatable('medication-taken', 'positive', [
    String.raw`(?:took|taken|take|taking|had|done|remembered)(?: \w+){0,3} ${MED}|${MED} (?:are |is |were )?(?:done|taken|sorted)|(?:took|taken|taking|take|had) (?:them|it|em)(?: all)?`,
  ], { kind: 'missed-medication', severity: 'concern' }),
  negatable('eating', 'positive', [
    String.raw`(?:ate|eaten|eat|eating|had|having) (?:my |a |some |a nice |a good |a lovely |a big |a little |the |plenty of )?(?:breakfast|lunch|dinner|supper|tea|meal|meals|food|soup|sandwich|porridge|cereal|toast|eggs?|something|a bite|bite)`,
    String.raw`(?:good|fine|healthy|hearty) appetite|appetite is (?:good|fine|okay|all right)|eating (?:well|fine|okay|all right|properly|normally|plenty|like a horse)|ate|eaten`,
  ], { kind: 'not-eating', severity: 'concern' }),
  negatable('sleeping', 'positive', [
    String.raw`(?:slept|sleep|sleeping) (?:well|fine|okay|all right|soundly|great|good|like a (?:log|baby|top)|through(?: the night)?|right through|nicely|better)|good (?:night|nights|night's|nights') sleep|good sleep|slept`,
  ], { kind: 'poor-sleep', severity: 'concern' }),
  fixed('active', 'positive', String.raw`(?:went|been|go|going|got) (?:out )?(?:for a walk|out|to the shops|shopping|to church|to the club|gardening|into town|to the garden centre|to bingo|swimming)|(?:did|doing|done) (?:some |the )?(?:gardening|baking|shopping|crossword|housework)`),
  fixed('social', 'positive', String.raw`(?:son|daughter|grandson|granddaughter|grandchildren|grandkids|friend|friends|neighbou?r|sister|brother|family|nephew|niece)(?: \w+)? (?:came|visited|visits|popped|pops|rang|called|phoned|is coming|are coming|coming) (?:round|in|over|by|me|to see me|for (?:tea|lunch|dinner))?`),
];

/** Kinds whose plain denial ("no pain", "I haven't fallen") is itself reassuring. */
export const DENIABLE = new Set([
  'choking', 'allergic-reaction', 'fall', 'on-the-floor', 'pain', 'dizziness', 'chest-pain', 'breathing', 'bleeding', 'help-request', 'unwell', 'low-mood', 'lonely',
  'tiredness', 'confusion', 'unsteady', 'numbness', 'palpitations', 'low-blood-sugar', 'fast-breathing',
]);

// Negation. A negator reaches forward over a few words, and no further than a new subject or clause.
export const NEGATORS = new Set(['no', 'not', 'never', 'nothing', 'none', 'without', 'nor', 'neither', 'hardly', 'barely', 'scarcely']);
export const BREAKERS = new Set([
  'i', 'he', 'she', 'they', 'we', 'you', 'it', 'my', 'but', 'because', 'so', 'then', 'when', 'if', 'whether', 'until',
  'though', 'although', 'except', 'what', 'which', 'who', 'after', 'before', 'since', 'now', 'yes', 'yeah', 'only', 'just', 'still', 'also',
]);
export const NEGATION_REACH = 6;

// Whose health a phrase is about: the nearest subject before it in the clause.
export const SELF_WORDS = new Set(['i', 'me', 'myself', 'my', 'mine']);
/**
 * Someone, as the Spanish and French are read when no English word stands for them (unseen37: "un señor con un infarto"; unseen38:
 * "dans ma série le patron a fait une crise cardiaque"): anyone else, and anyone a story may hold. Not "madame" or "monsieur", which
 * may be the person named as a title, nor "señora", often the one on the line.
 */
const SOMEONE_AS_READ = ['senor', 'caballero', 'muchacho', 'muchacha', 'chico', 'chica', 'bonhomme', 'gars', 'mec', 'boss', 'patron', 'jefe'];
export const OTHER_WORDS = new Set([
  'he', 'she', 'they', 'his', 'their', 'someone', 'somebody', 'husband', 'wife', 'son', 'daughter', 'brother', 'sister',
  'mother', 'mum', 'mom', 'mam', 'father', 'dad', 'friend', 'friends', 'neighbour', 'neighbor', 'neighbours', 'neighbors',
  'cousin', 'aunt', 'auntie', 'uncle', 'nephew', 'niece', 'grandson', 'granddaughter', 'grandchild', 'grandchildren',
  'grandkids', 'kids', 'children', 'partner', 'fella', 'lady', 'man', 'woman', 'people', 'pal', 'mate',
  'carer', 'nurse', 'doctor', 'bloke', 'girl', 'boy', 'gentleman', 'brother-in-law', 'sister-in-law', 'stepson', 'stepdaughter',
  'character', 'characters', 'protagonist', 'hero', 'heroine', 'actor', 'actress', 'presenter', 'detective', 'villain', 'patient', 'guy', 'chap',
  'player', 'players',
  // Round 21: family said as a child says it ("maman est partie à l'épicerie").
  'maman', 'mamie', 'papy', 'papi',
  // Round 28: grandparents, a story's or the family's ("in the soap the grandma fell", "my grandfather fell down the well in 1920").
  'grandma', 'granny', 'grandmother', 'grandad', 'grandpa', 'grandfather', 'relative', 'relatives',
  ...SOMEONE_AS_READ,
]);
// Things can fall and collapse too ("the picture fell off the wall").
export const OBJECT_WORDS = new Set([
  'it', 'things', 'stuff', 'something', 'everything', 'ash', 'ashes', 'embers', 'cinders', 'picture', 'pictures', 'vase', 'glass', 'cup', 'mug', 'plate',
  'lamp', 'clock', 'ornament', 'phone', 'remote', 'glasses', 'hat', 'bag', 'post', 'letter', 'parcel', 'bin', 'fence',
  'gate', 'pot', 'pan', 'shelf', 'book', 'books', 'tree', 'branch', 'branches', 'leaves', 'snow', 'rain', 'tile', 'tiles',
  'slate', 'slates', 'ceiling', 'plaster', 'curtain', 'curtains', 'blind', 'rail', 'pole', 'bulb', 'tv', 'telly', 'spoon',
  'fork', 'knife', 'tray', 'frame', 'mirror', 'button', 'lid', 'handle', 'temperature', 'prices', 'pension', 'shares',
  'stocks', 'chair', 'wall', 'roof', 'shed', 'plant', 'plants', 'pan', 'bottle', 'jar', 'box', 'towel', 'coat', 'hair',
]);
/** Pets: what happens to the cat is not the person's health. */
export const PET_WORDS = new Set([
  'dog', 'dogs', 'cat', 'cats', 'puppy', 'kitten', 'budgie', 'bird', 'parrot', 'rabbit', 'hamster', 'horse', 'pony',
  // Farm animals: "the goat fell in the ditch" is no one's fall.
  'goat', 'goats', 'sheep', 'cow', 'hen', 'hens', 'donkey', 'ewe', 'chook',
]);
export const OBJECT_SENSITIVE = new Set(['fall', 'collapse', 'on-the-floor']);
// Kinds that are about someone's body, so the subject matters.
export const SUBJECT_SENSITIVE = new Set([
  'fall', 'on-the-floor', 'cannot-get-up', 'cannot-get-out', 'chest-pain', 'breathing', 'stroke', 'overdose', 'bleeding', 'self-harm', 'collapse', 'seizure',
  'dying', 'injury', 'severe-pain', 'pain', 'dizziness', 'unwell', 'tiredness', 'near-fall', 'unsteady', 'numbness',
  'palpitations', 'swelling', 'tremor', 'eye-trouble', 'low-blood-sugar', 'confusion', 'not-eating', 'poor-sleep', 'missed-medication', 'low-mood', 'mobility',
  'wellbeing-positive', 'medication-taken', 'eating', 'sleeping', 'medical', 'head-injury', 'unclear-risk', 'disoriented',
  'heat-illness', 'cold-danger', 'bowel-bleed', 'choking', 'allergic-reaction', 'new-confusion',
  // Round 21: someone else out and about ("Mum's gone to the shop", "maman est partie") says nothing of the person.
  'active',
]);
// Someone else's emergency happening now is still an emergency for the household: the person on the
// line is safe, but someone in their home has fallen or is hurt, and the family must be alerted.
export const ACUTE_FOR_OTHERS = new Set([
  'cannot-get-up', 'on-the-floor', 'breathing', 'collapse', 'bleeding', 'stroke', 'chest-pain', 'seizure', 'overdose', 'fall', 'injury', 'severe-pain',
  'choking', 'allergic-reaction', 'new-confusion',
]);
// The person's own emergency long ago is history, not an emergency now.
export const HISTORY_SENSITIVE = new Set(['violence', 'intruder', 'choking', 'allergic-reaction', 'new-confusion', 'dizziness', 'head-injury', 'fall', 'stroke', 'chest-pain', 'collapse', 'overdose', 'injury', 'seizure', 'bleeding', 'severe-pain']);

/**
 * A year gone by, named ("a fall in 2019", "back in 2015", "en 2012", unseen13): any year from FIRST_YEAR to
 * last year, after "in" or "of"; the current year may be this week. "Since 2019" goes on still, and "2000
 * mg" is no year. Round 29: from 1850, so that a family story's year before the person's own life ("mon grand-père
 * était tombé dans le puits en 1920") is as gone by as one of their own.
 */
export const FIRST_YEAR = 1850;
const LAST_YEAR = new Date().getFullYear() - 1;
const YEARS_GONE = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => String(FIRST_YEAR + i)).join('|');
const REMOTE = [
  String.raw`(?<=\b(?:in|en|of|around|about|from)(?: \w+)? )(?:${YEARS_GONE})(?! (?:mg|milligrams?|mls?|millilitres?|units?|tablets?|pills?|pounds?|quid|euros?|dollars?|steps|calories|metres?|meters?|feet|miles|m)\b)`,
  // A year said in words (unseen33: "in nineteen seventy-something"), or a decade ("in the seventies", "en los años setenta",
  // "dans les années soixante-dix").
  String.raw`(?<=\b(?:in|en|of|around|about|from|dans)(?: \w+)? )(?:nineteen (?:hundred|oh|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)|mil novecientos|mille neuf cents?)`,
  String.raw`(?:the|los anos|the anos|las decadas de|les annees|the annees) (?:forties|fifties|sixties|seventies|eighties|nineties|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|quarante|cinquante|soixante|soixante dix|quatre vingt|quatre vingt dix|septante|nonante)`,
  String.raw`last (?:year|month|spring|summer|autumn|winter|christmas|easter)|(?:the )?(?:year|month|spring|summer|autumn|winter|christmas|easter) before last`,
  String.raw`(?:\w+ )?(?:weeks|months|years|winters|summers|christmases|a year|a month|a long time|ages|decades|a while) ago|a while back|long time ago`,
  String.raw`(?:\w+ )?(?:months|years|winters|summers|christmases|a year|ages|decades) back`,
  // "Before" for "ago", as many say it (unseen14): "fall was five, six years before, I break the wrist" (not "the years before").
  String.raw`(?<!\bthe )(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|many|some|few|several|\d+) (?:months|years|winters|summers|decades) before`,
  String.raw`when i was (?:young|younger|a child|a girl|a boy|a lad|a kid|little|in my \w+)|back in|in the war|as a (?:child|girl|boy)|years back`,
  // Round 35 (unseen31): a year counted on from an earlier time ("cataracts six years ago, and I broke my wrist the year after",
  // "al año siguiente", "l'année d'après", "two years later"); never "a week later" nor "the day after".
  String.raw`the (?:year|winter|summer|spring|autumn) after|the following (?:year|winter|summer|spring|autumn)|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|some|several|\d+) years? later`,
];
const once = (...alternatives: string[]) => new RegExp(String.raw`\b(?:${alternatives.join('|')})\b`);
/** The person's own emergency this long ago is history, told as a concern. */
export const REMOTE_PAST = once(...REMOTE);
/**
 * A month named ("the fall in January", "en enero", "en janvier"): a month gone by only when the turn
 * says it is over ("nothing since", "all mended"); the call's own month may be today.
 */
export const MONTH_PAST = /\b(?:in|last) (?:january|february|march|april|may|june|july|august|september|october|november|december)\b/;
/** Someone else's trouble at any time in the past is not about the person. */
export const ANY_PAST = once(
  ...REMOTE,
  String.raw`yesterday|last (?:night|week|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|the other day|(?:\w+ )?days ago|a week ago|once|before|(?<!\b(?:has|have|just) )had a`,
);
/** A programme named by its title, after a verb of watching (unseen35: "I'm watching Casualty, a fella having a heart attack in a
 * lift"): as "the soap" is. Only titles that are no everyday words ("watching the neighbours" is the people next door), and
 * as the Spanish and French are read ("the feux of the amour"). */
export const PROGRAMME_TITLE = String.raw`(?:casualty|holby(?: city)?|eastenders|east enders|coronation street|corrie|emmerdale|home and away|hollyoaks|call the midwife|grey s anatomy|greys anatomy|midsomer murders|silent witness|amar (?:es para siempre|is for always)|cuentame|hospital central|(?:la|the) que se avecina|(?:el|the) secreto de puente viejo|(?:les|the) feux (?:de|of) (?:l|the) amour|(?:plus|not) belle (?:la|the) vie|demain nous appartient|ici tout commence|un si grand soleil)`;
/**
 * Watching or reading a story: what happens to its people is not the household's. Someone of the
 * family is never read as a character.
 */
export const FICTION = once(
  String.raw`(?:watch\w*|saw|seen|reading|read|following|follow) (?:a |an |the |that |this |my |our |her |his |their )?(?:\w+ )?(?:programme|program|film|movie|show|drama|series|serial|soap|episode|documentary|novel|book)`,
  String.raw`(?:on|in) (?:the |a |that |this |my )(?:\w+ )?(?:programme|film|movie|drama|series|serial|soap|episode|documentary|novel)`,
  String.raw`(?:watch\w*|saw|seen|following|follow|viendo|mirando|regarde\w*) ${PROGRAMME_TITLE}`,
  // A programme said to be on, by its kind or its title, or the one being watched (the programme probe after unseen37: "my
  // programme's on, the nurse in it has just fainted", "Doctors is on, the lady in it can't breathe", "the film I'm watching").
  String.raw`(?:my|the|a|this|that|our) (?:\w+ )?(?:programme|program|film|movie|show|drama|series|serial|soap|episode|documentary|quiz) (?:is|s|was) (?:on|showing)\b|(?:${PROGRAMME_TITLE}|doctors|neighbours|the bill|heartbeat|vera) (?:is|s|was) on\b|(?:the|this|that|my) (?:programme|program|film|movie|show|drama|series|serial|soap|episode) (?:i am|i m|i was|we are|we were) (?:watching|on|following)`,
  // ... and as the Spanish and French are read: "está puesta la serie", "ma série est commencée", "le film à la télé".
  String.raw`(?:is|esta) puest[ao] (?:the|la|el|mi|my) (?:series|serie|novela|film|pelicula|peli|programa|programme)|(?:my|the|ma|mi|la) (?:series|serie|novela|feuilleton|programme|film|soap) (?:is |esta |est )?(?:commencee?|started|starting|empezando|begun|just started)|(?:the|a|my|le|la|un) (?:programme|program|film|movie|series|serial|soap|match|feuilleton|serie|novela) (?:on|a|at) the (?:telly|tv)`,
  // One of many (unseen27): "watched one of they Christmas films", "some of those old westerns".
  String.raw`(?:watch\w*|saw|seen) (?:one of (?:the|they|those|these|them|thae)|a couple of|some of (?:the|those|these)) (?:\w+ ){0,2}(?:programmes|programs|films|movies|shows|dramas|serials|soaps|episodes|documentaries|westerns)`,
  // Watching the set itself: "I'm watching the telly", "viendo la tele", "je regarde la télé".
  String.raw`watch\w* (?:the |my |a bit of |some )?(?:telly|tv|television|box)`,
  // A match watched (unseen13): "je regarde le match, le pauvre numéro huit est tombé".
  String.raw`watch\w* (?:the |a |my )?(?:match|game|rugby|football|racing|boxing|cricket|tennis|snooker|golf)`,
);
/**
 * Asking the caller whether they saw it, then telling it: "Did you see Casualty last night?",
 * "vous avez vu mon feuilleton hier ?". What the turn then tells of "the fella" or "the doctor" was seen.
 */
export const TOLD_STORY = once(
  String.raw`(?:(?:did|have) you|you (?:have|did))(?: \w+)? (?:see|seen|saw|watch|watched|catch|caught)(?: \w+){1,4} (?:last night|yesterday|the other night|last week|on (?:the )?(?:telly|tv|television))`,
);
/** A story's own people: in a turn about a programme, they are inside it. */
export const CHARACTERS = new Set(['character', 'characters', 'protagonist', 'hero', 'heroine', 'actor', 'actress', 'presenter', 'detective', 'villain', 'player', 'players']);
/** Anyone at all ("the man", "the doctor", "one of them"): inside the story only when the clause puts them there. */
export const ANYONE = new Set(['doctor', 'nurse', 'patient', 'fella', 'man', 'woman', 'lady', 'bloke', 'guy', 'chap', 'gentleman', 'girl', 'boy', 'them',
  ...SOMEONE_AS_READ]);
/** Placed inside the story by the clause: "in the film", "on the telly", "on the soap"; "on it" when a story is named. */
export const IN_STORY = once(String.raw`(?:on|in|of|from) (?:the|that|this|a|my) (?:\w+ )?(?:programme|program|film|movie|drama|series|serial|soap|episode|show|telly|tv|novel|book|story)`);
export const ON_IT = once(String.raw`(?:on|in) it`);
/** Said of a performance: "terrible acting", "the acting was wooden", "he's only acting". */
export const ACTING = once(
  String.raw`(?:terrible|bad|awful|dreadful|wooden|rubbish|lousy|poor|hammy|brilliant|great|superb|such|over the top) acting|acting (?:is|was) (?:terrible|bad|awful|dreadful|wooden|rubbish|lousy|poor|hammy|brilliant|great|good|superb)|(?:he|she|they) (?:is|are|was|were) (?:only|just) acting(?! up)`,
);
/** Here and now, at home: whoever is said to be there is real, whatever is on. */
export const HERE_NOW = once(
  String.raw`here|now|at (?:the|my|our) (?:door|front door|back door|gate|window)|(?:in|into) (?:the|my|our) (?:house|home|flat|hall|hallway|kitchen|garden|bathroom|bedroom|living room|lounge|front room|sitting room|room|drive|porch)`,
  String.raw`on (?:my|the|our) (?:doorstep|path|drive|front step|steps)|outside|downstairs|upstairs|next door|came (?:round|over|in)|come (?:round|over|in)`,
);
/** Heard on the news or seen on television, not happening at home. */
export const ELSEWHERE = once(String.raw`(?:watched|watching|saw|seen|heard) (?:a|the|that|this) (?:programme|program|film|show|documentary|story)|(?:programme|program|film|show|documentary|story) (?:about|on)|on the (?:news|telly|tv|radio)|in the (?:paper|papers|film|news|book)|in the (?:telly|tv)(?! (?:room|lounge|corner|cabinet|stand|unit))|in (?:my|the) (?:series|soap|serial|programme|feuilleton|novela|serie)|(?:to the|aux|en las) (?:infos|news|noticias)|on (?:a|that) (?:programme|program|show)|in (?:a|that) (?:film|programme|program|book)|(?:the|my) (?:radio|telly|tv|news) (?:is |was |s |has been |kept )?(?:reading out|reading|saying|talking about|on about|going on about|giving out|announcing|warning about)`);

// Words the assessor can read: every literal word of the rules above, plus plain English grammar.
// A bare "no" followed mostly by other words was not understood (docs/safety.md).
const GRAMMAR = String.raw`i me my you your he she it we they them his her our their a an the this that these those is am are was were be been being
have has had do does did not no yes and or but so if then than when while with without of to in on at for from by about
as into out up down over after before since just only also too very really quite still now today yesterday tomorrow
morning afternoon evening night day week time thing things all some any much many more most little lot bit well fine
good thanks thank please love dear oh um er well here there what who where how why which can could will would should
must may might going go went gone get got come came see saw say said tell told think know make made take took give
want need like feel felt look keep kept let put sit sat stand walk talk call called ring rang home house room kitchen
garden bed chair door shop shops shopping tea dinner lunch breakfast son daughter husband wife friend neighbour family
everything nothing something anything someone noone everyone again back away around bit lovely nice great lot`;
export const KNOWN_WORDS = new Set([
  ...GRAMMAR.split(/\s+/),
  ...RULES.flatMap((rule) => rule.re.source.match(/[a-z]{2,}/g) ?? []),
  ...SELF_WORDS, ...OTHER_WORDS, ...OBJECT_WORDS, ...PET_WORDS, ...NEGATORS, ...BREAKERS,
]);
