import type { Signal } from '../ports/assessment.ts';

// Danger told by its symptoms alone. Heat stroke, hypothermia, carbon monoxide, sepsis, a bowel bleed
// and a missing person with dementia are rarely named by the person: they say "I've stopped
// sweating", "everyone in the house has a headache", "he went out in his slippers". Each reading
// below joins a sign the lexicon found (a signal, in the person's words) to what the call says around
// it (the whole call, as the English words every language is read in). A sign alone stays a concern.

/** The call's symptoms that worry beside a danger sign. */
const kinds = (signals: Signal[], wanted: string[]) => signals.filter((s) => s.severity !== 'positive' && !s.aboutSomeoneElse && wanted.includes(s.kind));
const HEADACHE = /head|cabeza|tete|tête|migra|crane|crâne/;
const isHeadache = (s: Signal) => s.kind === 'pain' && HEADACHE.test(s.quote.toLowerCase());

/** Hot weather or hours in the sun: "out in the garden since dinner time", "con la calor", "en plein soleil". */
const HEAT = /\b(?:hot|heat|heatwave|sun|sunshine|scorching|boiling|baking|roasting|sweltering|burning up|no hat)\b/;
/** A cold home or cold weather: the heating gone, a power cut, frost. */
const COLD = /\b(?:cold|freezing|frozen|frost|icy|snow|heating|heater|boiler|furnace|frette|froid|frio|minus \w+|moins \w+|below zero|bajo cero|power(?: \w+){0,2} (?:out|off|cut)|power cut|no power|no electricity)\b/;
/** Shivering that stopped, told across a pause: "I was shakin all night. But I stopped now". */
const SHIVERING_STOPPED = /\b(?:shivering|shaking|shakin|trembling|shivered|shook)(?: [\w.]+){0,5} (?:i |it )?(?:have |has )?stopped\b/;
/** Shivering that will not stop, in the person's words (any language). */
const SHIVERING_ON = /shiver|shak|trembl|grelott|tirit|frissonn/;
/** A fuel that burns indoors: gas, coal, wood, paraffin, charcoal. */
const FUEL_BURNER = String.raw`(?:gas (?:heater|fire|stove|cooker|oven|boiler|ring)|(?:coal|wood|wood burning|log|paraffin|kerosene|pellet|oil|charcoal) (?:stove|burner|heater|fire)|wood ?burner|stove|brazier|charcoal|boiler|generator|(?:gas|paraffin|kerosene|propane|calor gas) (?:bottle|cylinder)|(?:heater|fire))`;
/** Burning now, or burning badly: "the gas heater going the whole night", "le poêle tire mal". */
const FUEL_BURNING = new RegExp(String.raw`\b(?:${FUEL_BURNER}(?: \w+){0,6} (?:on|going|running|lit|burning|blazing|turned up|all night|all day|since|broke down|acting up|playing up|faulty|not working properly|fumes)|(?:had|have|put|turned|lit|light|running|with) (?:the |a |our |my )?${FUEL_BURNER}(?: (?:on|going|lit))?|${FUEL_BURNER}(?: \w+){0,3} (?:smok\w*|fum\w*|smell\w*|stink\w*)|(?:smell|smells|fumes|smoke|stink)(?: \w+){0,6} ${FUEL_BURNER}(?: (?:man|engineer|fitter|was|being|got|had))?)\b`);
/** More than one person with it: "we've all got headaches", "my sister's got one too". */
const SHARED = /\b(?:we (?:all|both|have all|have both|are all)|all of us|both of us|everyone|everybody|the whole (?:house|family|household)|(?:he|she|they) (?:is|has|have|are) (?:also |too )?(?:got )?(?:one|it|the same|a headache|headaches)|(?:also|too) (?:got|has|have) (?:one|it|the same)|has (?:got )?one too|(?:the )?(?:dog|cat|bird|budgie)(?: \w+){0,4} (?:will not|would not|is not|does not|can not) (?:\w+ )?(?:wake|move|get up|stand|responding)|(?:the )?(?:dog|cat|bird|budgie)(?: \w+){0,3} (?:limp|floppy|listless|lethargic|all soft|sleeping all day|drowsy))\b/;
/** An infection somewhere: a wound gone red and hot, pus, a burning wee. */
const INFECTION = /\b(?:infect\w*|pus|oozing|(?:wound|foot|toe|toes|leg|cut|sore|skin|finger|stitches|scar)(?: \w+){0,3} (?:gone|turned|is|looks|went) (?:all )?(?:black|green|red and hot)|red and (?:hot|swollen)|burning when i (?:go|wee|pee|pass)|(?:water|urine|chest|kidney|bladder) infection|uti|cellulitis|gangren\w*)\b/;
/** Hours in the sun or a heatwave: "out in the sun all day", "al sol", "canicule". */
const HEAT_EXPOSURE = /\b(?:(?:in|out in|under|sat in|to|at) the (?:sun|heat)|plein sun|(?:all day|all afternoon|hours) in the (?:sun|garden|heat)|heatwave|scorch\w*|sweltering|boiling (?:hot|out|in here)|so hot|proper hot|baking|roasting)\b/;
/** A muddle said as one ("confused", "muddled", "perdida", "mêlée"), not a memory long poor. */
const MUDDLE = /confus|muddl|disorient|desorient|perdid|perdu|aturd|confund|mele|embrouill|mixed up/;

/** A fever told in the person's words, any language (accents removed). */
const FEVER = /fever|temperature|shiver|chills|rigou?rs|chatter|hot (?:one minute|and cold)|burning up|fiebre|calentura|temperatura|escalofrio|tiritando|fievre|frisson|grelott|corps chaud/;
/** Pale as a sheet, white as the wall: blood lost. */
const PALE = /\b(?:(?:white|pale|grey|gray) as (?:a |the )?(?:sheet|ghost|wall|paper)|(?:gone|very|so|all|really|deathly|looking) (?:white|pale|grey|gray))\b/;
/**
 * Insulin taken and no food after it, told across a pause: "I did my insulin. But I haven't eaten", or
 * the food that did not come ("the carer didn't come with my dinner", unseen13).
 */
const INSULIN_UNFED = /\binsulin(?: [\w.]+){0,12} (?:(?:did not|have not|had not|never|could not|not|hardly|without|skipped|missed|no)(?: \w+)? (?:eat|eaten|eating|ate|et|had (?:my |any )?(?:breakfast|lunch|dinner|food|tea)|breakfast|lunch|dinner|food|meal)|(?:did not|has not|have not|had not|never) (?:come|came|bring|brought|turn up|turned up|arrive|arrived)(?: \w+){0,2} (?:with|bring) (?:my |the |any )?(?:breakfast|lunch|dinner|food|tea|meal|meals))\b/;
/** The signs that make low blood sugar an emergency: shakes, sweats, muddle, drowsiness, blurred sight. */
const LOW_SUGAR_SIGNS = ['tremor', 'unwell', 'dizziness', 'confusion', 'disoriented', 'tiredness', 'eye-trouble', 'collapse'];

/** Someone of the household gone out or not back: "he went out in his slippers", "has not come back". */
const GONE_OUT = /\b(?:(?<!\b(?:i|we) (?:\w+ )?)(?:has |is |had |was )?(?:gone out|went out|walked out|wandered (?:off|out)|gone off|went off|left the house|gone walkabout|got out)|(?:has|have|is|was) not (?:come|came|been) back|not (?:come |came )?back (?:yet|home)|(?:can not|could not) find (?:him|her)|(?:looking|searching|calling)(?: (?:out|round|about))? for (?:him|her)|(?:been|gone|went) (?:\w+ ){0,4}(?:calling|looking for|searching for) (?:him|her)|no sign of (?:him|her))\b/;
/** The same person not back, looked for: a man who popped to the shop is not missing. */
const NOT_FOUND = /\b(?:(?:has|have|is|was) not (?:come|came|been) back|not (?:come |came )?back|(?:can not|could not) find (?:him|her)|(?:looking|searching|calling)(?: (?:out|round|about))? for (?:him|her)|(?:calling|looking for|searching for) (?:him|her)|no sign of (?:him|her)|(?:hours|hour) ago|all night|since last night|gone dark)\b/;
/** Someone who cannot find their way home: dementia, or out in slippers or night clothes. */
const VULNERABLE = /\b(?:dementia|alzheimer\w*|(?:does|did) not (?:know|remember|recognise|recognize) (?:where (?:he|she) (?:is|lives|live)|where (?:we|they) live|(?:his|her) (?:own )?(?:way|house|home))|not (?:know|knows) (?:his|her) way|(?:in|only in|wearing) (?:his |her )?(?:slippers|pyjamas|pajamas|nightie|nightdress|nightgown|dressing gown|night ?clothes))\b/;

/** Someone of the household searched for or waited for as if alive: "went out to find my husband". */
const SOUGHT = /\b(?<!\b(?:keep|still|always) )(?:looking for|look for|went out to find|went to find|gone to find|searching for|waiting for|wait for|expecting|calling for) (?:my )?(?:husband|wife|hubby|missus|brother|sister|mother|father|mum|dad)(?! (?:photo|photos|picture|pictures|grave|ring|letters?|things|clothes|stone|birthday|anniversary)\b)|\bthought (?:he|she) was (?:there|here|home|in the \w+|alive|still \w+)\b/;
/** The same one said to have died ("my husband pass away already ten years"), any language. */
const DEAD = /\b(?:pass(?:ed)? away|died|dead|late husband|late wife|gone \w+ years|falleci\w*|murio|muert[oa]|difunt[oa]|decede\w*|defunt\w*)\b/;
/** A face that swells after a new medicine, with hives or a sting: a severe allergic reaction. */
const ALLERGEN = /\b(?:new (?:tablet|tablets|pill|pills|medicine|medication|antibiotics?|prescription|drug|inhaler)|(?:changed|started|put me on|switched) (?:my |the |a |me on )?(?:\w+ )?(?:tablet|tablets|pill|pills|medicine|medication)|hives|nettle rash|welts|(?:bee|wasp|insect) sting|stung|allergic|allergy)\b/;
const FACE_SWOLLEN = /\b(?:face|eyes|cheeks?)(?: \w+){0,4} (?:swollen|swelled|swelling|puffed up|puffy|blown up)|(?:swollen|puffy|puffed up) (?:face|eyes)\b/;
/** Shaking and then not answering, told across a pause: "she's trembling all over and she won't respond". */
const FIT = /\b(?:shaking|jerking|twitching|trembling|thrashing)(?: [\w.]+){0,5} (?:will not|would not|is not|does not|can not) (?:answer|answering|respond|responding|wake|waking)\b(?! (?:\w+ )?(?:phone|calls|texts|messages|door|letters?|emails?)\b)/;
/** Told across a pause or a new clause: "went down the wrong way, and it's still stuck", "the water ... it's rising". */
const WRONG_WAY = /\bdown the wrong (?:way|hole)(?: [\w.]+){0,8} (?:still )?(?:stuck|not go(?:ing)? down|can not (?:breathe|swallow)|no baja)\b/;
const WATER_RISING = /\bwater\b(?: [\w.]+){0,8} (?:is |keeps |still )?(?:rising|getting higher)\b/;
/** Inside the home: the river rising outside, the person "fine up here", is no flood in the house. */
/** Water coming into the home (any language's words): "the water's coming in under the door", "el agua está entrando", "l'eau rentre". */
const WATER_IN = /\b(?:water|agua|eau)\b(?: [\w.]+){0,3} (?:is )?(?:coming in|entrando|rentre|getting in|pouring in)\b|\bflooded the house\b/;
/** And still rising: "it's still rising", "y sube", "elle monte". */
const STILL_RISING = /\b(?:rising|getting higher|sube|subiendo|monte|keeps coming)\b/;
/** Home oxygen stopped: "the oxygen machine's stopped", with the spare run out or breathlessness. */
const OXYGEN_OFF = /\b(?:oxygen|oxigeno|oxygene)(?: (?:machine|concentrator|concentrador|concentrateur))?(?: [\w.]+){0,3} (?:has |is |have )?(?:stopped|gone off|cut out|not working|died)\b/;
const SPARE_GONE = /\b(?:bottle|cylinder|backup|spare|tank|botella|bombona|bouteille)\b(?: [\w.]+){0,8} (?:is |has )?(?:run out|ran out|empty|finished|used up|vacia|vide)\b/;
/** A headache in the call's words: "a headache", "pain to the crâne". */
const HEAD_PAIN = /\b(?:headache|(?:pain|mal) (?:to|in|a|au) (?:the |my )?(?:head|crane|tete|cabeza))\b/;
/** Oxygen turned up above what the doctor said, in COPD: drowsiness with a headache is carbon dioxide building up. */
const OXYGEN_UP = /\b(?:(?:turned|put|mis|puesto|subido) (?:up )?(?:the |my |me )?(?:oxygen|oxygene|oxigeno) (?:up )?(?:to|a|at|en|al)|(?:oxygen|oxygene|oxigeno) (?:turned )?(?:up|higher|right up|on full|a fond|al maximo))\b/;
const INDOORS = /\b(?:house|home|kitchen|bedroom|room|hall|hallway|ceiling|cellar|basement|lounge|downstairs|bed|stairs|dormitorio|cocina|casa|chambre|cuisine|maison|salon)\b/;
/** A weapon and the thought of using it, told across a clause: "there's a rope in the garage, and I've been thinking about it". */
const WEAPON_INTENT = /\b(?:gun|rifle|shotgun|pistol|rope|razor|blade)\b(?: [\w.]+){0,10} (?:(?:been )?thinking (?:about|of) (?:it|using it)|end it|do myself in)\b/;
/** A grandchild said to be in prison and money sent for it, told across a clause: the scam told plainly. */
const BAIL_SCAM = /\b(?:in prison|in jail|arrested|locked up|in custody)(?: [\w.]+){0,10} (?:sent|send|wired|transferred|paid) (?:\w+ ){0,2}money\b|\b(?:sent|send|wired|transferred|paid) (?:\w+ ){0,2}money(?: [\w.]+){0,8} (?:in prison|in jail|arrested|locked up|in custody)\b/;
/**
 * A door, the gas or the cooker left open or on, and no memory of doing it, told across a clause (unseen13:
 * "she's found my front door wide open twice this week ... I don't remember leaving it"): a memory concern.
 */
const LEFT_UNREMEMBERED = /\b(?:door|doors|window|windows|gas|cooker|oven|hob|tap|taps)\b(?: [\w.]+){0,14} (?:i )?(?:do not|can not|did not|could not) (?:remember|recall) (?:leaving|opening|unlocking|turning (?:it |them )?on|putting (?:it |them )?on)\b/;
/** Breathlessness of any degree, the person's: with an inhaler that does nothing, an attack. */
const BREATHING = ['breathing', 'fast-breathing'];

/**
 * unseen15 (the weeks after a hospital stay). No water passed since yesterday, told with a belly hard or
 * swollen or with pain: urinary retention ("not passed water since yesterday", "no he orinado nada desde
 * ayer", "pas uriné depuis hier"). "I passed water fine" has no negation and is not read.
 */
const NO_WATER = /\b(?:(?:have not|has not|had not|not|no|can not|could not|never|nothing) (?:\w+ ){0,2}(?:passed water|pass water|passed urine|pass urine|passed any water|urinated|urine|orinado|orinar|orine|uriner|urine|had a wee|been for a wee|weed|peed|made water)(?: [\w.]+){0,4} since (?:yesterday|last night|the day before|ayer|hier|anoche)|(?:not|no|nor|ni|pas) (?:a |one |una |une )?(?:single )?(?:drop|gota|goutte)(?: [\w.]+){0,6} (?:toilet|urine|orina|water|wee|pee)|(?:toilet|urine|orina|wee|pee)(?: [\w.]+){0,8} (?:no sale nor gota|nothing (?:comes|came|vient)|rien ne vient|not a (?:drop|goutte)))\b/;
/** A belly hard or swollen: "hard as a drum", "la barriga hinchada, dura", "le ventre tout dur". */
const BELLY_HARD = /\b(?:belly|tummy|stomach|abdomen|bladder|barriga|vientre|ventre|tripa)(?: \w+){0,4} (?:hard|swollen|swelled|swelling|dur|dure|dura|duro|hinchad\w*|gonfl\w*|distended|bloated|blown up|like a drum)\b|\b(?:swollen|hard|hinchad\w*|distended|bloated) (?:belly|tummy|stomach|abdomen|barriga|vientre|ventre)\b/;
/** A stoma with nothing out of it: "nothing's come out in the bag since yesterday" (with a swollen belly or sickness, a blockage). */
const STOMA_EMPTY = /\b(?:(?:nothing|not a thing|nada|rien) (?:\w+ ){0,3}(?:come out|came out|coming out|comes out|sale|salido|sorti|sort)|(?:salido|sale|sorti|come out|came out) (?:nothing|nada|rien)|(?:bag|stoma|bolsa|poche|stomie|estoma|ostomia)(?: \w+){0,5} (?:empty|vacia|vide|nothing|nada|rien|stopped working|not working|no sale|not filling))\b/;
const STOMA = /\b(?:stoma|ostomy|colostomy|ileostomy|bag|bolsa|poche|stomie|estoma|ostomia|colostomia|ileostomia)\b/;
/** Sickness, any language: "I've been sick twice", "vomitando", "je vomis". */
const VOMITING = /\b(?:been sick|was sick|being sick|sick (?:twice|again|all|\w+ times)|vomit\w*|throwing up|threw up|thrown up|vomis\w*|vomiendo)\b/;
/** Nothing kept down: "vomiting everything, even the water", "can't keep my tablets down". */
const KEEP_DOWN = /\b(?:(?:can not|could not|not able to|unable to|will not|nothing|no) (?:keep|kept|stay|stays|stayed|staying|stop) (?:\w+ ){0,3}down|(?:vomit\w*|throwing up|thrown up|threw up|bringing up|brought up|vomis\w*) (?:\w+ ){0,2}(?:everything|all i|todo|tout)|(?:hasta|even) (?:the |el |l )?(?:water|agua|eau)|meme l eau|(?:no|not) (?:puedo |can )?(?:retengo|retiene|retener|retain)|garde (?:nothing|rien|not|pas|nor))\b/;
/** For a day or more: "two days", "since yesterday", "since Tuesday". */
const DAY_OR_MORE = /\b(?:since (?:yesterday|last night|ayer|hier|anoche)|since (?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:two|three|four|five|2|3|4|5|dos|tres|cuatro|deux|trois|quatre) (?:whole )?(?:days|dias|jours)|all (?:day|night)|24 hours|twenty four hours)\b/;
/** Blood in the urine: "blood in my wee", "sang dans les urines", "sangre en la orina". */
const URINE_BLOOD = /\b(?:blood|sangre|sang)(?: \w+){0,3} (?:in|dans|en) (?:the |my |la |les |las |mi )?(?:urine|urines|wee|pee|orina|water)\b|\b(?:urine|wee|pee|orina)(?: \w+){0,3} (?:bloody|full of blood|with blood|con sangre|blood red)\b/;
/** A blood thinner by its class or a common name, in any of the three languages. */
const BLOOD_THINNER = /\b(?:blood thinners?|thinners|anticoagul\w*|warfarin\w*|apixaban|rivaroxaban|edoxaban|dabigatran|eliquis|xarelto|pradaxa|lixiana|clopidogrel|plavix|ticagrelor|brilique|prasugrel|heparin\w*|enoxaparin|clexane|lovenox|fragmin|innohep|sintrom|acenocumarol|aldocumar|previscan|fluindione|coumadine?)\b/;
/** A calf hard, hot or swollen, or a leg hard or hot: "mon mollet est dur, chaud", a clot. Ankles are not read. */
const CALF_CLOT = /\b(?:calf|calves|mollet|pantorrilla|gemelo)(?: \w+){0,5} (?:hard|hot|swollen|swelled|red|dur|dure|chaud|chaude|gonfl\w*|hinchad\w*|caliente|duro|dura|rouge|roja)\b|\b(?:leg|jambe|pierna)(?: \w+){0,4} (?:hard|hot|dur|dure|chaud|chaude|caliente|duro|dura)\b|\b(?:hard|hot|swollen) (?:calf|calves)\b/;
/** A wound weeping pus or a foul liquid, or red and hot: "sale un líquido amarillo que huele mal". */
const WOUND_INFECTED = /\b(?:wound|cut|scar|incision|stitches|herida|cicatriz|cicatrice|plaie)(?: [\w.]+){0,24} (?:pus|oozing|weeping|discharge|liquid\w*|liquide|smell\w*|stink\w*|huele|sent bad|sent mauvais|red and hot|red hot)\b/;
/** Where the person thinks they are, a place of long ago: "I'm at my mother's house", "en el pueblo". */
const OLD_PLACE = /\b(?:i am|estoy|je suis) (?:at |in )?(?:the )?(?:house of |home of |chez )?(?:my |mi |ma )(?:mother|madre|mere|mum|mam|parents|padres)\b/;
/** Faint when standing: "going to keel over", "a punto de desmayarme". */
const FAINTISH = /\b(?:keel over|keeling over|pass out|passing out|black out|blacking out|go over|faint\w*)\b/;

/** A quote lowercased without accents, to be read in any language. */
const plain = (quote: string) => quote.toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '');

/** One emergency, quoted with the sign that raised it. */
const raise = (kind: string, sign: Signal | undefined): Signal[] => [{ kind, severity: 'emergency', quote: sign?.quote ?? '' }];

/**
 * Emergencies that only the signs together tell. `heard` is the whole call as read (English words,
 * lowercase); `signals` what the lexicon found in it.
 */
export function dangerSigns(signals: Signal[], heard: string): Signal[] {
  const own = (...wanted: string[]) => kinds(signals, wanted);
  const found: Signal[] = [];
  const muddled = [...own('disoriented'), ...own('confusion').filter((s) => MUDDLE.test(plain(s.quote)))];
  // Heat stroke: sweating stopped in the heat, or with a muddle, sickness or a pounding head.
  const dry = own('heat-illness')[0];
  if (dry && (HEAT.test(heard) || muddled.length > 0 || own('unwell', 'dizziness').length > 0 || signals.some(isHeadache))) found.push(...raise('heat-stroke', dry));
  // Hypothermia: shivering stopped in a cold home, or drowsy with fingers that cannot be felt in one.
  const stopped = own('cold-danger')[0] ?? (SHIVERING_STOPPED.test(heard) ? own('tiredness', 'numbness', 'home')[0] : undefined);
  const cold = COLD.test(heard) || own('home').length > 0;
  if (stopped && (cold || own('tiredness', 'numbness').length > 0)) found.push(...raise('hypothermia', stopped));
  else if (cold && own('tiredness').length > 0 && own('numbness').length > 0) found.push(...raise('hypothermia', own('numbness')[0]));
  // Or drowsy and shivering without stopping in a home gone cold ("the furnace quit ... can't stop shivering ... awful sleepy").
  else if (own('home').length > 0 && own('tiredness').length > 0 && SHIVERING_ON.test(plain(own('unwell').map((s) => s.quote).join(' . ')))) found.push(...raise('hypothermia', own('tiredness')[0]));
  // Carbon monoxide: something burning fuel indoors, with its signs in more than one person or
  // two of them at once (headache, sickness, drowsiness, dizziness, muddle).
  const poisoning = [signals.find(isHeadache), own('unwell')[0], own('tiredness')[0], own('dizziness')[0], muddled[0], own('collapse')[0]].filter((s) => s !== undefined);
  if (FUEL_BURNING.test(heard) && (poisoning.length >= 2 || (poisoning.length >= 1 && SHARED.test(heard)))) found.push(...raise('gas', poisoning[0]));
  // Sepsis: a new muddle ("what day is it?") with a fever or an infection.
  // Or thinking themself at a mother's or parents' house (unseen15), with a fever or an infection.
  const lost = muddled[0] ?? (OLD_PLACE.test(heard) ? own('unwell', 'pain', 'home')[0] ?? signals[0] : undefined);
  const fever = signals.some((s) => s.severity !== 'positive' && !s.aboutSomeoneElse && FEVER.test(plain(s.quote)));
  if (lost && (fever || INFECTION.test(heard))) found.push(...raise('sepsis', lost));
  // Heat stroke told without the sweat: hours in the sun, a muddle, and sickness, dizziness or a headache.
  else if (lost && HEAT_EXPOSURE.test(heard) && (own('unwell', 'dizziness', 'collapse').length > 0 || signals.some(isHeadache))) found.push(...raise('heat-stroke', lost));
  // A bowel or stomach bleed: black, tarry stools or blood in the toilet, with a faint, dizziness or pallor.
  const bleed = own('bowel-bleed')[0];
  if (bleed && (own('dizziness', 'collapse', 'tiredness', 'unsteady').length > 0 || PALE.test(heard) || FAINTISH.test(heard))) found.push(...raise('bleeding', bleed));
  // unseen15, the weeks after a stay. Blood in the urine on a blood thinner: a bleed.
  if (URINE_BLOOD.test(heard) && BLOOD_THINNER.test(heard)) found.push(...raise('bleeding', own('unclear-risk', 'unwell')[0]));
  // No water passed since yesterday, with a hard or swollen belly or with pain: urinary retention.
  if (NO_WATER.test(heard) && (BELLY_HARD.test(heard) || own('pain').length > 0)) found.push(...raise('urinary-retention', own('pain', 'swelling', 'unwell')[0]));
  // A stoma with nothing out, and a swollen belly or sickness: a bowel obstruction.
  if (STOMA.test(heard) && STOMA_EMPTY.test(heard) && (BELLY_HARD.test(heard) || VOMITING.test(heard))) found.push(...raise('bowel-obstruction', own('swelling', 'unwell', 'pain')[0]));
  // A calf hard, hot or swollen, with breathlessness: a clot gone to the lungs.
  if (CALF_CLOT.test(heard) && own(...BREATHING).length > 0) found.push(...raise('blood-clot', own(...BREATHING)[0]));
  // A wound weeping pus or a foul liquid, with a fever: sepsis.
  if (!lost && fever && WOUND_INFECTED.test(heard)) found.push(...raise('sepsis', signals.find((s) => FEVER.test(plain(s.quote)))));
  // Vomiting and nothing kept down, tablets or water, for a day or more: dehydration, medicines lost.
  if (VOMITING.test(heard) && KEEP_DOWN.test(heard) && (DAY_OR_MORE.test(heard) || own('missed-medication').length > 0)) found.push(...raise('dehydration', own('unwell')[0]));
  // Insulin with no food after it, and shaking or sweating now: low blood sugar.
  const hypo = own(...LOW_SUGAR_SIGNS)[0];
  if (INSULIN_UNFED.test(heard) && hypo && !signals.some((s) => s.kind === 'low-blood-sugar' && s.severity === 'emergency')) found.push(...raise('low-blood-sugar', hypo));
  // An inhaler that is not helping, with breathlessness: an asthma or COPD attack (999/911/15).
  const inhaler = own('inhaler-not-helping')[0];
  if (inhaler && own(...BREATHING).length > 0) found.push(...raise('breathing', inhaler));
  // Someone long dead looked for as if alive ("went out to find my husband ... he pass away ten years"): sudden confusion.
  if (SOUGHT.test(heard) && DEAD.test(heard)) found.push({ kind: 'new-confusion', severity: 'emergency', quote: '' });
  // A face swelling after a new medicine, with hives or a sting: a severe allergic reaction.
  const swollen = own('swelling', 'unwell')[0];
  if (swollen && FACE_SWOLLEN.test(heard) && ALLERGEN.test(heard)) found.push(...raise('allergic-reaction', swollen));
  if (WRONG_WAY.test(heard)) found.push({ kind: 'choking', severity: 'emergency', quote: '' });
  if (WATER_RISING.test(heard) && INDOORS.test(heard)) found.push({ kind: 'flood', severity: 'emergency', quote: '' });
  // Water coming into the home and still rising (unseen17): a flood now, wherever the person is in the house.
  if (WATER_IN.test(heard) && STILL_RISING.test(heard)) found.push({ kind: 'flood', severity: 'emergency', quote: '' });
  // Home oxygen stopped (a power cut) with the spare run out or breathlessness (unseen16): no oxygen now.
  if (OXYGEN_OFF.test(heard) && (SPARE_GONE.test(heard) || own(...BREATHING, 'unclear-risk').length > 0)) found.push({ kind: 'breathing', severity: 'emergency', quote: '' });
  // Oxygen turned up with drowsiness and a headache or a muddle (unseen16): carbon dioxide building up, an emergency.
  if (OXYGEN_UP.test(heard) && own('tiredness').length > 0 && (signals.some(isHeadache) || HEAD_PAIN.test(heard) || own('confusion', 'disoriented').length > 0)) found.push({ kind: 'breathing', severity: 'emergency', quote: '' });
  // A fit: shaking, then not answering.
  if (FIT.test(heard)) found.push({ kind: 'seizure', severity: 'emergency', quote: '' });
  // Someone vulnerable missing: gone out and not back or looked for, and unable to find their way.
  if (GONE_OUT.test(heard) && NOT_FOUND.test(heard) && VULNERABLE.test(heard)) found.push({ kind: 'missing-person', severity: 'emergency', quote: '', aboutSomeoneElse: true });
  if (WEAPON_INTENT.test(heard)) found.push({ kind: 'self-harm', severity: 'emergency', quote: '' });
  if (LEFT_UNREMEMBERED.test(heard)) found.push({ kind: 'confusion', severity: 'concern', quote: '' });
  // Money sent for a grandchild "in prison": a scam, a concern.
  if (BAIL_SCAM.test(heard)) found.push({ kind: 'scam', severity: 'concern', quote: '' });
  return found;
}
