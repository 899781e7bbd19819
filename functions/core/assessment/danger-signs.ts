import type { Signal } from '../ports/assessment.ts';
import { plain } from './normalise.ts';

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
const SHIVERING_ON = /shiver|shak|trembl|tembl|grelott|tirit|frissonn/;
/** A fuel that burns indoors: gas, coal, wood, paraffin, charcoal. */
const FUEL_BURNER = String.raw`(?:gas (?:heater|fire|stove|cooker|oven|boiler|ring)|(?:coal|wood|wood burning|log|paraffin|kerosene|pellet|oil|charcoal) (?:stove|burner|heater|fire)|wood ?burner|stove|brazier|charcoal|boiler|generator|(?:gas|paraffin|kerosene|propane|calor gas) (?:bottle|cylinder)|(?:heater|fire))`;
/** Burning now, or burning badly: "the gas heater going the whole night", "le poêle tire mal". */
const FUEL_BURNING = new RegExp(String.raw`\b(?:(?:fitted|installed|put in|connected|plumbed in)(?: me| us)? (?:a |the |my |our |an )?(?:new |second hand |secondhand |used |old )?${FUEL_BURNER}|(?:second hand|secondhand|used) ${FUEL_BURNER}|${FUEL_BURNER}(?: \w+){0,4} (?:second hand|secondhand)|${FUEL_BURNER}(?: \w+){0,6} (?:on|going|running|lit|burning|blazing|turned up|all night|all day|since|broke down|acting up|playing up|faulty|not working properly|fumes)|(?:had|have|put|turned|lit|light|running|with|encendido|encendi|prendido|prendi|allume|allumee) (?:the |a |our |my )?${FUEL_BURNER}(?: (?:on|going|lit))?|${FUEL_BURNER}(?: \w+){0,3} (?:smok\w*|fum\w*|smell\w*|stink\w*)|(?:smell|smells|fumes|smoke|stink)(?: \w+){0,6} ${FUEL_BURNER}(?: (?:man|engineer|fitter|was|being|got|had))?)\b`);
/** More than one person with it: "we've all got headaches", "my sister's got one too". */
const SHARED = /\b(?:we (?:all|both|have all|have both|are all)|all of us|both of us|everyone|everybody|the whole (?:house|family|household)|(?:he|she|they) (?:is|has|have|are) (?:also |too )?(?:got )?(?:one|it|the same|a headache|headaches)|(?:also|too) (?:got|has|have) (?:one|it|the same)|has (?:got )?one too|(?:the )?(?:dog|cat|bird|budgie)(?: \w+){0,4} (?:will not|would not|is not|does not|can not) (?:\w+ )?(?:wake|move|get up|stand|responding)|(?:the )?(?:dog|cat|bird|budgie)(?: \w+){0,3} (?:limp|floppy|listless|lethargic|all soft|sleeping all day|drowsy))\b/;
/** An infection somewhere: a wound gone red and hot, pus, a burning wee. */
const INFECTION = /\b(?:infect\w*|pus|oozing|(?:wound|foot|toe|toes|leg|cut|sore|skin|finger|stitches|scar)(?: \w+){0,3} (?:gone|turned|is|looks|went) (?:all )?(?:black|green|red and hot)|red and (?:hot|swollen)|burning when i (?:go|wee|pee|pass)|(?:water|urine|chest|kidney|bladder) infection|uti|cellulitis|gangren\w*)\b/;
/** Hours in the sun or a heatwave: "out in the sun all day", "al sol", "canicule". */
const HEAT_EXPOSURE = /\b(?:(?:in|out in|under|sat in|to|at) the (?:sun|heat)|plein sun|(?:all day|all afternoon|hours) in the (?:sun|garden|heat)|heatwave|scorch\w*|sweltering|boiling (?:hot|out|in here)|so hot|proper hot|baking|roasting)\b/;
/** A muddle said as one ("confused", "muddled", "perdida", "mêlée"), not a memory long poor. */
/** The muddle as the person's state, not a mix-up of a thing ("I'm all muddled", not "got muddled with the times"). */
const MUDDLED_STATE = /\b(?:i am|i feel|feeling|i have been|i have gone|i keep getting|getting) (?:\w+ and )?(?:all |very |so |really |a bit |quite |terribly |that )*(?:confused|muddled|mixed up|disoriented|befuddled)\b(?! (?:with|about|over|by) )|\bdo not know (?:what day it is|where i am)\b/;
const MUDDLE = /confus|muddl|disorient|desorient|perdid|perdu|aturd|confund|mele|embrouill|mixed up/;

/** Round 36: a dose put up by the doctor ("put up the lithium", "increased my dose", "a augmenté le lithium", "me han subido la dosis"). */
const DOSE_RAISED = /\b(?:put up|upped|increased|raised|doubled|bumped up|augmente\w*|aumentad\w*|aumento|subid[oa]s?|subio|subieron)(?: \w+){0,3} (?:the |my |mi |mis |la |las |el |los |le |les |mes |ma |mon |his |her )?(?:\w+ )?(?:dose|doses|dosis|dosage|lithium|litio|digoxin\w*|pills?|tablets?|medication|medicine|pastillas|cachets|comprimes|medicaments?|medicamentos?)\b|\b(?:dose|doses|dosis|dosage|lithium|litio|digoxin\w*)(?: \w+){0,3} (?:put up|upped|increased|raised|doubled|augmente\w*|aumentad\w*|subid\w*)\b/;
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

/** Gone out in the dead of night (unseen37: "Ron went out in the night, the front door was wide open at four, and he's still not
 * back"): as vulnerable as out in slippers. Not "last night" (an evening out), nor the night shift. */
const DEAD_OF_NIGHT = /\b(?:in the night|during the night|(?:in )?the middle of the night|at (?:one|two|three|four|five|1|2|3|4|5)(?: in the morning| am| o clock(?: in the morning)?)?(?= *(?:$|\.|,| and| he| she| this))|en pleine nuit|au milieu de la nuit|dans la nuit|de madrugada|a (?:media|mitad de la) noche|a las (?:dos|tres|cuatro|cinco)(?: de la (?:madrugada|manana))?)\b/;
/** Someone of the household searched for or waited for as if alive: "went out to find my husband". */
const SOUGHT = /\b(?<!\b(?:keep|still|always) )(?:looking for|look for|went out to find|went to find|gone to find|searching for|waiting for|wait for|expecting|calling for) (?:my )?(?:husband|wife|hubby|missus|brother|sister|mother|father|mum|dad)(?! (?:photo|photos|picture|pictures|grave|ring|letters?|things|clothes|stone|birthday|anniversary)\b)|\bthought (?:he|she) was (?:there|here|home|in the \w+|alive|still \w+)\b/;
/** The same one said to have died ("my husband pass away already ten years"), any language. */
const DEAD = /\b(?:pass(?:ed)? away|died|dead|late husband|late wife|gone \w+ years|falleci\w*|murio|muert[oa]|difunt[oa]|decede\w*|defunt\w*)\b/;
/** A face that swells after a new medicine, with hives or a sting: a severe allergic reaction. */
const ALLERGEN = /\b(?:new (?:tablet|tablets|pill|pills|medicine|medication|antibiotics?|prescription|drug|inhaler)|(?:changed|started|put me on|switched) (?:my |the |a |me on )?(?:\w+ )?(?:tablet|tablets|pill|pills|medicine|medication)|hives|nettle rash|welts|(?:bee|wasp|insect) sting|stung|allergic|allergy)\b/;
const FACE_SWOLLEN = /\b(?:face|eyes|cheeks?)(?: \w+){0,4} (?:swollen|swelled|swelling|puffed up|puffy|blown up)|(?:swollen|puffy|puffed up) (?:face|eyes)\b/;
/**
 * Round 19: a fit told by what it leaves, across a pause: a bitten tongue beside a fit, shaking, wetting oneself or
 * coming round ("I came to with my tongue bitten and I'd wet myself", "me he mordido la lengua"); or wet oneself
 * beside shaking all over and no memory of it. A tongue bitten over tea is nothing of the sort.
 */
const TONGUE_BITTEN = /\b(?:(?:bit|bitten) (?:my|me) tongue|tongue (?:is |was )?bitten|bitten tongue)\b/;
const FIT_AROUND = /\b(?:fit|fits|seizures?|crise|crisis|attack|ataque|shaking all over|shaking|jerking|trembling all over|wet myself|came to|come to|come round|came round|woke up|woken up|despertado|desperte|reveillee?|do not remember|can not remember|did not remember)\b/;
const WET_SELF = /\bwet (?:myself|meself)\b/;
const NO_MEMORY = /\b(?:(?:do not|can not|did not|could not) remember|no memory|not remember)\b/;
const SHAKING_ALL = /\b(?:shaking|trembling|jerking|twitching) (?:all over|everywhere|from head to (?:toe|foot))\b/;
/** Sick or coughing, and all of it blood, told across a pause: "I've been sick and it's all blood". */
const SICK_ALL_BLOOD = /\b(?:been sick|was sick|being sick|vomit\w*|threw up|throwing up|thrown up|coughing|coughed|spitting|spat)(?: [\w.]+){0,5} (?:all|nothing but|pure|just|only) blood\b/;
/** Stuck on a stopped stairlift, told across a pause: "the stairlift's stopped halfway and I'm stuck on it". */
/**
 * Something heavy come down on the person, and them held under it now: "the shelf fell on me and I'm trapped", "se me cayó la
 * estantería encima y no puedo moverme", "l'armoire m'est tombée dessus, je suis coincée".
 */
const FELL_ON_ME = /\b(?:(?:fell|fallen|came down|come down|toppled|tipped|collapsed|landed|came crashing down) (?:on|onto|on top of) me|se me (?:cayo|ha caido|vino)(?: \w+){1,3} encima|(?:cayo|caido) encima de mi|me (?:is|est|sont) (?:fell|tombee?s?) dessus|tombe\w* sur moi)\b/;
const HELD_UNDER = /\b(?:(?:i am|am|still|i have been) (?:still )?(?:trapped|pinned|stuck|wedged)|atrapad[oa]|coincee?|bloquee?|can not (?:move|get up|get out|get free|get it off|shift it|lift it|push it off|get out from under))\b/;
const STAIRLIFT_STUCK = /\bstair ?lift\b(?: [\w.]+){0,10} (?:i am|i have been|am|been|left me|leaving me) (?:still )?(?:stuck|trapped|stranded)\b/;
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
/** A weapon and the thought of using it, told across a clause: "there's a rope in the garage, and I've been thinking about it"; or a
 * means named and then used on oneself: "I've got the tablets here and I'm going to use them on myself". */
const WEAPON_INTENT = /\b(?:gun|rifle|shotgun|pistol|rope|razor|blade)\b(?: [\w.]+){0,10} (?:(?:been )?thinking (?:about|of) (?:it|using it)|end it|do myself in)\b|\b(?:gun|rifle|shotgun|pistol|revolver|knife|blade|razor|rope|tablets|pills)\b(?: [\w.]+){0,10} (?<!\b(?:not|never|no) (?:\w+ ){0,2})(?:use|using|turn|turning|point|pointing) (?:it|them|that|those|these) (?:on|at|against) myself\b/;
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
/** Nothing at all kept down, said plainly: "I have not kept anything down", "couldn't keep a thing down". */
const NOTHING_DOWN = /\b(?:have not|has not|had not|not|can not|could not|nothing) (?:kept|keep|been able to keep|stayed|stays) (?:anything|a thing|nothing|a drop|a crumb|a bite|a sip)?(?: \w+)? ?down\b/;
/** Nothing kept down: "vomiting everything, even the water", "can't keep my tablets down". */
const KEEP_DOWN = /\b(?:(?:can not|could not|not able to|unable to|will not|nothing|no) (?:keep|kept|stay|stays|stayed|staying|stop) (?:\w+ ){0,3}down|(?:have not|has not|had not|never) (?:kept|been able to keep) (?:\w+ ){0,4}down|(?:vomit\w*|throwing up|thrown up|threw up|bringing up|brought up|vomis\w*) (?:\w+ ){0,2}(?:everything|all i|todo|tout)|(?:hasta|even) (?:the |el |l )?(?:water|agua|eau)|meme l eau|(?:no|not) (?:puedo |can )?(?:retengo|retiene|retener|retain)|garde (?:nothing|rien|not|pas|nor))\b/;
/** A stomach bug named: "tummy bug", "gastroenteritis", "la gastro", "una gastroenteritis", "diarrhoea". */
const TUMMY_BUG = /\b(?:(?:tummy|stomach|belly|gastric) (?:bug|upset|flu|virus)|gastro\w*|diarrh\w*|diarrea|diarrhee|the runs|sickness bug|norovirus|virus (?:de|del) (?:estomago|la tripa)|virus intestinal)\b/;
/** For a day or more: "two days", "since yesterday", "since Tuesday". */
const DAY_OR_MORE = /\b(?:since (?:yesterday|last night|ayer|hier|anoche)|since (?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:two|three|four|five|2|3|4|5|dos|tres|cuatro|deux|trois|quatre) (?:whole )?(?:days|dias|jours)|all (?:day|night)|24 hours|twenty four hours)\b/;
/** Blood in the urine: "blood in my wee", "sang dans les urines", "sangre en la orina". */
const URINE_BLOOD = /\b(?:blood|sangre|sang)(?: \w+){0,3} (?:in|dans|en) (?:the |my |la |les |las |mi )?(?:urine|urines|wee|pee|orina|water)\b|\b(?:urine|wee|pee|orina)(?: \w+){0,3} (?:bloody|full of blood|with blood|con sangre|blood red)\b/;
/** Blood said not to be there, just before it: "no blood in my wee", "pas de sang dans les urines", "no tengo sangre". */
const BLOOD_DENIED_BEFORE = /\b(?:no|sin|ni|not any|no sign of|never any|(?:have not|haven t|has not|hasn t|do not|don t|does not|doesn t|did not|didn t) (?:seen |had |noticed |have |see |get |got )?(?:any )?|there (?:is|s) no|no (?:i )?(?:have |had )?(?:seen|visto|noticed|notado|see|notice|have|had|saw) (?:any )?|pas d|plus de|jamais de|no hay|no tengo|no he (?:visto|tenido|notado))\s*$/;
/** "No, blood in my wee": a "no" answering the question, then blood. Only the person's own words keep the comma. */
const NO_THEN_BLOOD = /\b(?:no|non)\s*[,.;:!?-]+\s*(?:\w+\s+){0,3}(?:blood|sangre|sang)\b/i;
/** Blood in the urine said as there, not denied just before ("I'm on warfarin, no blood in my wee" is a denial). */
function undeniedUrineBlood(heard: string, personSaid: string): boolean {
  if (NO_THEN_BLOOD.test(personSaid)) return URINE_BLOOD.test(heard);
  return [...heard.matchAll(globalOf(URINE_BLOOD))].some((m) => !BLOOD_DENIED_BEFORE.test(heard.slice(0, m.index)));
}
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

/** One emergency, quoted with the sign that raised it. */
const raise = (kind: string, sign: Signal | undefined): Signal[] => [{ kind, severity: 'emergency', quote: sign?.quote ?? '' }];

/**
 * Emergencies that only the signs together tell. `heard` is the whole call as read (English words,
 * lowercase); `signals` what the lexicon found in it.
 */
export function dangerSigns(signals: Signal[], heard: string, personSaid = ''): Signal[] {
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
  // Or shivering and muddled in a home gone cold (round 41: "hace frío en la casa, no tengo calefacción y estoy temblando y
  // muy confundida", "the heating's broken, I'm shaking and I'm all muddled").
  else if (own('home').length > 0 && muddled.length > 0 && MUDDLED_STATE.test(heard) && SHIVERING_ON.test(plain(own('unwell', 'cold').map((s) => s.quote).join(' . ')))) found.push(...raise('hypothermia', muddled[0]));
  // Carbon monoxide: something burning fuel indoors, with its signs in more than one person or
  // two of them at once (headache, sickness, drowsiness, dizziness, muddle).
  const poisoning = [signals.find(isHeadache), own('unwell')[0], own('tiredness')[0], own('dizziness')[0], muddled[0], own('collapse')[0]].filter((s) => s !== undefined);
  if (FUEL_BURNING.test(heard) && (poisoning.length >= 2 || (poisoning.length >= 1 && SHARED.test(heard)))) found.push(...raise('gas', poisoning[0]));
  // Sepsis: a new muddle ("what day is it?") with a fever or an infection.
  // Or thinking themself at a mother's or parents' house (unseen15), with a fever or an infection.
  const lost = muddled[0] ?? (OLD_PLACE.test(heard) ? own('unwell', 'pain', 'home')[0] ?? signals[0] : undefined);
  const fever = signals.some((s) => s.severity !== 'positive' && !s.aboutSomeoneElse && FEVER.test(plain(s.quote)));
  if (lost && (fever || INFECTION.test(heard))) found.push(...raise('sepsis', lost));
  // Round 36: a dose put up, then a muddle with another sign of it (a tremor, unsteadiness, sickness or diarrhoea, dizziness,
  // drowsiness): the medicine's toxicity ("since the psychiatrist put up the lithium I'm shaking terribly ... I get muddled, I
  // don't know what day it is", "depuis que le psychiatre a augmenté le lithium ... je m'embrouille"). A dose put up alone, or a
  // muddle alone, stays as it read.
  const muddle = muddled.find((s) => !s.aboutSomeoneElse);
  if (muddle && DOSE_RAISED.test(heard) && own('tremor', 'unsteady', 'unwell', 'dizziness', 'tiredness').some((s) => !s.aboutSomeoneElse)) found.push(...raise('overdose', muddle));
  // Heat stroke told without the sweat: hours in the sun, a muddle, and sickness, dizziness or a headache.
  else if (lost && HEAT_EXPOSURE.test(heard) && (own('unwell', 'dizziness', 'collapse').length > 0 || signals.some(isHeadache))) found.push(...raise('heat-stroke', lost));
  // A bowel or stomach bleed: black, tarry stools or blood in the toilet, with a faint, dizziness or pallor.
  const bleed = own('bowel-bleed')[0];
  if (bleed && (own('dizziness', 'collapse', 'tiredness', 'unsteady').length > 0 || PALE.test(heard) || FAINTISH.test(heard))) found.push(...raise('bleeding', bleed));
  // unseen15, the weeks after a stay. Blood in the urine on a blood thinner: a bleed.
  if (undeniedUrineBlood(heard, personSaid) && BLOOD_THINNER.test(heard)) found.push(...raise('bleeding', own('unclear-risk', 'unwell')[0]));
  // No water passed since yesterday, with a hard or swollen belly or with pain: urinary retention.
  if (NO_WATER.test(heard) && (BELLY_HARD.test(heard) || own('pain').length > 0)) found.push(...raise('urinary-retention', own('pain', 'swelling', 'unwell')[0]));
  // A stoma with nothing out, and a swollen belly or sickness: a bowel obstruction.
  if (STOMA.test(heard) && STOMA_EMPTY.test(heard) && (BELLY_HARD.test(heard) || VOMITING.test(heard))) found.push(...raise('bowel-obstruction', own('swelling', 'unwell', 'pain')[0]));
  // A calf hard, hot or swollen, with breathlessness: a clot gone to the lungs.
  // (unseen24: not a calf said not to be, "my calf is not swollen or hot", nor one the ward said to watch for)
  if (sure(CALF_CLOT, apart(heard, TOLD_AS_IF)) && own(...BREATHING).length > 0) found.push(...raise('blood-clot', own(...BREATHING)[0]));
  // A wound weeping pus or a foul liquid, with a fever: sepsis.
  if (!lost && fever && WOUND_INFECTED.test(heard)) found.push(...raise('sepsis', signals.find((s) => FEVER.test(plain(s.quote)))));
  // Vomiting and nothing kept down, tablets or water, for a day or more: dehydration, medicines lost.
  // (round 42: or a stomach bug named instead of the vomiting, "j'ai cette gastro depuis vendredi, je n'ai pas gardé une gorgée d'eau")
  // (round 43's leftovers: or nothing at all kept down said plainly, "I have not kept anything down since Friday")
  if ((VOMITING.test(heard) || TUMMY_BUG.test(heard) || NOTHING_DOWN.test(heard)) && KEEP_DOWN.test(heard) && (DAY_OR_MORE.test(heard) || own('missed-medication').length > 0)) found.push(...raise('dehydration', own('unwell')[0]));
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
  if (TONGUE_BITTEN.test(heard) && FIT_AROUND.test(heard.replace(TONGUE_BITTEN, ' '))) found.push({ kind: 'seizure', severity: 'emergency', quote: '' });
  else if (WET_SELF.test(heard) && SHAKING_ALL.test(heard) && NO_MEMORY.test(heard)) found.push({ kind: 'seizure', severity: 'emergency', quote: '' });
  if (SICK_ALL_BLOOD.test(heard)) found.push({ kind: 'bleeding', severity: 'emergency', quote: '' });
  if (STAIRLIFT_STUCK.test(heard)) found.push({ kind: 'cannot-get-up', severity: 'emergency', quote: '' });
  const fellOnMe = FELL_ON_ME.exec(heard);
  if (fellOnMe && HELD_UNDER.test(heard.slice(fellOnMe.index))) found.push({ kind: 'cannot-get-up', severity: 'emergency', quote: '' });
  // Someone vulnerable missing: gone out and not back or looked for, and unable to find their way.
  if (GONE_OUT.test(heard) && NOT_FOUND.test(heard) && (VULNERABLE.test(heard) || DEAD_OF_NIGHT.test(heard))) found.push({ kind: 'missing-person', severity: 'emergency', quote: '', aboutSomeoneElse: true });
  if (WEAPON_INTENT.test(heard)) found.push({ kind: 'self-harm', severity: 'emergency', quote: '' });
  if (LEFT_UNREMEMBERED.test(heard)) found.push({ kind: 'confusion', severity: 'concern', quote: '' });
  // Money sent for a grandchild "in prison": a scam, a concern.
  if (BAIL_SCAM.test(heard)) found.push({ kind: 'scam', severity: 'concern', quote: '' });
  found.push(...signsOfTheLongTermAndTheHome(signals, heard, personSaid));
  found.push(...paraphrasedSigns(signals, heard, personSaid));
  found.push(...outAndAboutSigns(signals, heard, personSaid));
  found.push(...bodyDayToDaySigns(signals, heard, personSaid));
  found.push(...medicineSigns(signals, heard, personSaid));
  found.push(...householdSigns(signals, heard, personSaid));
  found.push(...seasonAndHouseSigns(signals, heard, personSaid));
  found.push(...recoverySigns(signals, heard, personSaid));
  found.push(...awayFromHomeSigns(signals, heard, personSaid));
  found.push(...gardenSigns(signals, heard, personSaid));
  found.push(...washingAndMoneySigns(signals, heard, personSaid));
  found.push(...appointmentSigns(signals, heard, personSaid));
  found.push(...strangerInsideSigns(heard, personSaid));
  found.push(...theirFallSigns(heard, personSaid));
  found.push(...remoteLifeSigns(signals, heard, personSaid));
  found.push(...wanderingAnswerSigns(signals, heard, personSaid));
  found.push(...shelteredFlatSigns(signals, heard, personSaid));
  found.push(...memorySigns(signals, heard, personSaid));
  found.push(...achesAndPainsSigns(signals, heard, personSaid));
  found.push(...round37Signs(signals, heard, personSaid));
  found.push(...round40Signs(signals, heard, personSaid));
  found.push(...round42Signs(signals, heard, personSaid));
  found.push(...round43Signs(heard, personSaid));
  found.push(...round44Signs(signals, heard, personSaid));
  return found;
}

// --- issue 13, unseen16-18: living with a long-term condition, the home and the season, the nights -------
// Each sign below is read in the call as heard (English words) and in the person's own words (any of the three
// languages, lowercase, accents and punctuation dropped), so that a phrase the rewriting half-translated
// ("me puse la insulina", "je tremble comme une feuille") is still read. The signs are read only in the
// sentences that do not tell them as behind the person ("fine now", "last year", "hace años", "l'an dernier")
// or as a programme's: a sentence told as over does not silence another told as now ("my back was bad last
// year. Now my belly is rigid").

/** The person's words, lowercase, no accents, sentences kept apart by " . ". */
const wordsOf = (said: string) => plain(said).replace(/['’`]/g, ' ').replace(/[.!?;:…]+/g, ' . ').replace(/[^a-z0-9. ]+/g, ' ').replace(/\s+/g, ' ');
/** Told as over: a past episode the person is through. */
const BEHIND = /\b(?:fine now|all right now|alright now|better now|all better|right as rain now|back to (?:normal|myself)|nothing since|none since|not since|(?:\w+ )?(?:years|months|weeks) ago|last (?:year|month|spring|summer|winter|autumn)|ya (?:paso|se me paso|estoy bien)|hace (?:anos|meses|un ano|mucho(?! (?:calor|frio|sol|viento|bochorno|aire)\b))|el ano pasado|estoy bien ahora|l an dernier|l annee derniere|il y a (?:des annees|longtemps|\w+ ans|\w+ mois)|c est passe|ca va mieux maintenant|depuis ca (?:rien|plus rien)|ca m est passe)\b/;
/** Someone else's, or a programme: "my husband", "on the telly", "en la tele", "à la télé". */
const NOT_MINE = /\b(?:on the (?:telly|tv|television|news|radio)|programme|documentary|series|film|soap|drama|en la tele\w*|programa|documental|pelicula|serie|novela|a la tele|emission|reportage|documentaire|feuilleton)\b/;

/** The sentences of a text (" . " apart) that do not match `away`: where a sign is read as the person's, now. */
const apart = (text: string, away: RegExp) => text.split(' . ').filter((sentence) => !away.test(sentence)).join(' . ');
/**
 * The person's own words, in their language, without the sentences told as a programme's or as behind them; and its sentences
 * that do not only suppose (read by the rounds' signs from round 42 on).
 */
function ownWords(personSaid: string): { said: string; sentences: string[] } {
  const said = apart(apart(wordsOf(personSaid), NOT_MINE), BEHIND);
  return { said, sentences: said.split(' . ').filter((sentence) => !SUPPOSED.test(sentence)) };
}

/** Insulin named, any language. */
const INSULIN = /\b(?:insulin|insulina|insuline)\b/;
/** The signs of a hypo, in three groups: the shakes, the sweats, a muddle or the sight or words going. */
const HYPO_SHAKE = /\b(?:shak\w*|trembl\w*|tiembl\w*|temblando|temblor\w*|trembl\w*|tremble)\b/;
const HYPO_SWEAT = /\b(?:sweat\w*|sudor\w*|sudando|transpir\w*|sueurs?|en nage)\b/;
const HYPO_MIND = /\b(?:muddl\w*|confus\w*|words are going|the words (?:are )?(?:going|gone|will not come)|en una nube|como en una nube|can not (?:find|get) (?:the |my )?words|no me salen las palabras|(?:trouver|trouve pas) (?:les |the )?mots|(?:blurr\w*|double vision|seeing double|veo (?:medio )?doble|vision borrosa|veo borroso|vois flou|vois double|vision is blurry|flou))\b/;
/** The hypo signs the lexicon heard as the person's own. */
const HYPO_OWN = ['tremor', 'unwell', 'confusion', 'disoriented', 'eye-trouble', 'dizziness'];

/** Sugar "HI" on the meter, or over 20 / 25 / 30: a very high sugar. */
const SUGAR_HIGH = /\b(?:(?:meter|monitor|machine|reading|sugar|glucose|lecteur|glucometro|aparato|azucar|glucemia|glycemie)(?: \w+){0,3} (?:says|said|reads|read|shows|showed|showing|marca|marcaba|pone|dit|affiche|indique|was|is|esta|est) (?:just )?(?:hi|high|h i)\b|(?:sugar|sugars|glucose|azucar|glucemia|glycemie|sucre)(?: \w+){0,3} (?:over|above|at|a|de|en|sur) (?:2[0-9]|3[0-9]|[4-6][0-9]{2})\b)/;
/** The signs that go with it: thirst, sickness, drowsiness, deep or fast breathing. */
const HIGH_SIGNS = [/\b(?:thirst\w*|sed|soif|assoiffe\w*)\b/, VOMITING, /\b(?:eyes open|drows\w*|sleepy|dormid\w*|somnol\w*|adormil\w*|yeux ouverts)\b/, /\b(?:breathing|breath|respir\w*)(?: \w+){0,4} (?:deep|quick|fast|rapid\w*|profond\w*|rapide)\b/];

/** Tablets not one's own, taken twice or thrice, or too many to count: a mix-up or an overdose. */
const DOSE_WRONG = new RegExp(String.raw`\b(?:took|taken|had|swallowed)(?: \w+){0,3} (?:of )?(?:his|hers|her|(?:\w+) (?:tablets|pills|ones))\b(?: \w+){0,8} (?:instead of (?:my own|mine)|wrong box|by mistake|for sleeping|sleeping|a la place des (?:miens|miennes)|en (?:vez|lugar) de (?:las mias|los mios))|\b(?:by mistake|me equivoque|me suis trompee?)(?: \w+){0,6} (?:took|taken|had|swallowed)(?: \w+){0,2} (?:his|her|ses|sus)\b|\b(?:took|taken|had|swallowed) the wrong (?:pills|tablets|ones|medicine|box)\b|\b(?:took|taken|had|swallowed) (?:\w+ )?(?:of )?(?!my\b)(?:\w+) (?:tablets|pills|sleeping tablets|sleeping pills) (?:out of|from) the wrong|(?:dos|two|deux) (?:veces|times|fois)(?: \w+){0,2} (?:o|or|ou) (?:tres|three|trois)|(?:dos|two|deux) (?:o|or|ou) (?:tres|three|trois) (?:veces|times|fois)|(?:no se|ya no se|je sais plus|je ne sais plus|je sais pas|i do not know|lost count of) (?:cuantas|combien|how many)|(?:todas|all) (?:las|the) (?:pastillas|pills|tablets)(?: \w+){0,3} (?:de dormir|of dormir|sleeping|que me quedaban)|(?:como|unas|about|around|environ|une) (?:veinte|twenty|vingt|quince|fifteen|quinze|diez|ten|dix)(?: (?:pastillas|pills|tablets|comprimes|cachets))?(?: \w+){0,3} (?:hace|ago|il y a)\b`);
/** Drowsy, nodding off, nearly blacking out, in the person's words. */
const DROWSY = /\b(?:sleepy|drows\w*|dropping off|nodding off|keep (?:nodding|dropping)|can not keep my eyes|eyes open|dormidit\w*|adormil\w*|dormida|muy dormid\w*|abrir los ojos|somnol\w*|m endors|endors|ensuque\w*|yeux ouverts|blacking out|black out|pass out|passing out|keel over|crawl to the chair|me cuesta (?:mucho )?hablar)\b/;

/** Two fits one after the other, or not coming round between them. */
const FITS_IN_A_ROW = /\b(?:two|2|dos|deux) (?:fits|seizures|ataques|convulsiones|crisis|crises|attaques)\b(?: \w+){0,5} (?:in a row|back to back|one after (?:the )?(?:other|another)|uno (?:detras|tras) (?:del |de )?(?:otro|the otro)|una (?:detras|tras) (?:de )?(?:otra)|seguid\w*|l une apres l autre|coup sur coup|d affilee|de suite)\b|\b(?:did not|never|no me) (?:come round|wake up|desperte|woke) (?:properly |bien )?(?:in between|in the middle|between them|en el medio)\b/;

/** Heart attack pain away from the chest: the jaw, between the shoulder blades, the left arm. */
const HEART_AWAY = /\b(?:jaw|mandibula|quijada|machoire|between (?:my |the )?shoulder ?blades|entre (?:les |the |los )?(?:omoplates|omoplatos|paletillas)|left arm|brazo izquierdo|bras gauche)\b/;
const HEART_WITH = /\b(?:sweat\w*|sueurs?|sudor\w*|sudando|clammy|nause\w*|sick|vomi\w*|ganas de vomitar|envie de vomir|mal au coeur|short of breath|breathless|sin aire|essouffl\w*)\b/;

/** A heart racing or pounding, with a faint coming on or the chest tight. */
const HEART_RACING = /\b(?:heart|corazon|coeur)(?: (?!not\b|no\b|never\b|pas\b|nunca\b)\w+){0,4} (?:racing|races|pounding|thumping|banging|cogne|going like|going ten to the dozen|bat (?:vite|tres vite|fort|la chamade)|s emballe|emballe|a mil|acelerad\w*|desbocad\w*|galop\w*|va a cien|fluttering)\b/;
const NEAR_FAINT = /\b(?:came over (?:all )?(?:grey|gray|faint|funny|queer|peculiar|woozy)|nearly (?:went over|went down|passed out|fainted|keeled over|collapsed|blacked out)|(?:almost|nearly) (?:went|fell) (?:over|down)|se me puso todo gris|casi me (?:caigo|desmayo|caigo redonda)|(?:j ai )?failli (?:tomber|m evanouir|tourner de l oeil)|devenue? toute? grise?|(?:tightness|tight|pressure|squeez\w*)(?: \w+){0,2} (?:across|in) (?:here|my chest|the chest)|opresion (?:aqui|en el pecho)|une barre (?:en travers de|sur) la poitrine|keel over|(?:everything|it all|all) went (?:black|dark)|(?:vu|voyais|vois) tout noir|(?:vi|veia) todo negro|se me (?:puso|nublo) todo negro|keeling over|pass out|passing out|black out|blacking out|faint\w*|desmay\w*|me voy a caer|la tete qui (?:veut partir|tourne)|head qui veut partir|tomber dans les pommes|evanou\w*|(?:chest|pecho|poitrine)(?: \w+){0,2} (?:tight\w*|squeez\w*|serre|oprim\w*|aprieta)|(?:squeezes|serre|aprieta|oprime)(?: \w+){0,4} (?:chest|pecho|poitrine))\b/;

/** Stroke signs without the word: a hand or arm gone useless, the words wrong, the face or mouth dropped. */
const STROKE_HAND = /\b(?:(?:hand|arm|main|bras|mano|brazo)(?: \w+){0,3} (?:useless|gone dead|dead|floppy|will not (?:grip|hold|work)|lache(?: \w+)? tout|lache|no me responde|no responde|no tiene fuerza|sin fuerza|ne repond plus|repond (?:pus|plus)|veut (?:pus|plus) rien savoir|drops everything|dropping everything|se me cae todo)|(?:lache|drops|dropping|se me cae|se me caen) (?:tout|everything|todo|las cosas))\b/;
const STROKE_WORDS = /\b(?:(?:my |the )?words (?:are |come |coming |came )?(?:out )?(?:wrong|all wrong|jumbled|muddled|funny|not right)|can not (?:find|get out) (?:the |my )?words|(?:arrive|arrive pas|arrive not|trouve) (?:pas |not )?a trouver (?:les |the )?mots|(?:trouver|trouve pas) (?:les |the )?mots|no (?:me salen|encuentro) las palabras|no encuentro (?:las )?palabras|slurr\w*|arrastro las palabras|trabo al hablar|me trabo|parle de travers|mots de travers|parl\w* (?:tout )?croche)\b/;
const STROKE_FACE = /\b(?:(?:face|mouth|bouche|boca|cara|visage|levre|labio|lip)(?: \w+){0,3} (?:dropp\w*|droop\w*|tire d un cote|tire de (?:un|one) cote|tire of a cote|pulling to one side|pulls to one side|gone to one side|to one side|torcid\w*|de lado|crooked|lopsided|tombe d un cote|de travers|pench\w* d un (?:bord|cote))|one side of my (?:face|mouth) (?:has )?(?:dropped|gone))\b/;

/** Almost no urine: "hardly passed water", "presque pas fait pipi", "casi no orino", three drops. */
const LITTLE_URINE = /\b(?:(?:hardly|barely|almost not|almost no|presque (?:pas|not|rien)|casi (?:no|nada)|apenas)(?: \w+){0,3} (?:passed|pass|wee\w*|pee\w*|pipi|orin\w*|urin\w*|made water|did pipi|fait pipi|hecho pis|pis)|(?:three|trois|tres|a few|quelques|unas) (?:drops|gouttes|gotas))\b/;
const SWOLLEN_ALL = /\b(?:swollen|swelling|puffed up|gonfle\w*|enfle\w*|hinchad\w*)\b/;
const SHORT_BREATH = /\b(?:short of breath|breathless|can not (?:get my |catch my )?breath|breathing (?:courte|short)|respiration courte|souffle court|essouffl\w*|me ahogo|me falta el aire|falta de aire|sin aire|stop to (?:talk|speak)|arreter pour parler|parar para hablar)\b/;

/** Peritoneal dialysis: the bag or fluid cloudy, with a fever or a sore belly: peritonitis. */
const PD_CLOUDY = /\b(?:bag|fluid|drain\w*|bolsa|liquido|poche|liquide|dialys\w*|dialis\w*)(?: \w+){0,5} (?:cloudy|milky|murky|turbi\w*|trouble|lechos\w*|laiteu\w*)\b/;
const PD_WITH = /\b(?:fever|temp|temperature|shivers|chills|fiebre|escalofrio\w*|temperatura|fievre|frissons?|(?:tummy|belly|stomach|abdomen|barriga|tripa|vientre|ventre)(?: \w+){0,4} (?:tender|sore|crook|pain\w*|hurts|duele|dolor|mal|dur|hard|dura))\b/;

/** A serious burn: a sleeve caught alight, skin raw or blistered over a whole limb. */
const BURNT = /\b(?:burn\w*|scald\w*|quem\w*|brul\w*|caught (?:fire|light|alight)|went up in flames|se me prendio|se prendio|a pris feu|pris feu|prendio)\b/;
/** A burn or scald on the face, the neck or an eye (A&E, and an eye may be lost): "boiling water on my face", "la vapeur
 * sur le visage", "agua hirviendo en la cara". */
const SCALDED = /\b(?:burn\w*|scald\w*|quem\w*|brul\w*|boiling water|boiling oil|hot oil|steam|eau bouillante|huile bouillante|vapeur|agua hirviendo|aceite hirviendo|vapor)\b/;
const FACE_NECK_EYE = /\b(?:face|neck|eye|eyes|eyelids?|cara|cuello|ojo|ojos|parpado|visage|figure|cou|oeil|yeux|paupiere)\b/;
/** Bad on the face: blisters, burning badly, an eye that will not open, skin coming off. Never sunburn. */
const FACE_BURN_BAD = /\b(?:blister\w*|ampolla\w*|cloque\w*|(?:can not|can t|cannot) open (?:my |the )?eye|no (?:puedo|consigo) abrir (?:el|los) ojos?|(?:arrive|peux|parviens) (?:pas|plus)(?: a)? ouvrir (?:l oeil|les yeux)|skin (?:came|coming|peeling|peeled|hanging) off|piel (?:colgando|se me cae)|peau (?:qui part|arrachee))\b/;
const SUN = /\b(?:sun\w*|sol|soleil|coup de soleil|quemadura solar)\b/;
const BURN_BAD = /\b(?:(?:big|huge|enormous|massive|great big|grosses|enormes|grandes) (?:blisters|cloques|ampollas)|raw|carne viva|a vif|skin (?:came|coming|peeling|peeled|hanging) off|piel (?:colgando|se me cae)|peau (?:qui part|arrachee)|blisters? (?:all over|everywhere|up (?:my|the) (?:whole|arm|leg))|ampollas (?:asi de gordas|enormes|por todo)|cloques? (?:enormes|grosses|partout)|whole (?:arm|leg|hand|side)|(?:arm|leg|hand|side|back) (?:enter[oa]|entiere?)|(?:todo|toda) (?:el brazo|la pierna|la mano)|tout le bras|toute la (?:jambe|main))\b/;

/** Still down or stuck now, after a fall or a lift that stopped: "I'm still down here", "I can't get off it". */
const STUCK_NOW = /\b(?:still (?:down here|down on|on the floor|lying|sat on (?:it|the stairlift)|stuck)|can not get off (?:it|the stairlift|the lift)|(?:arrive|peux|arrive pas|peux pas) (?:pas |not )?a remonter|no puedo (?:subir|levantarme|salir|bajarme)|sigo (?:en el suelo|tirad\w*|aqui abajo)|toujours (?:par terre|en bas|coince\w*))\b/;
/** A fall denied just after its word: "fall no", "caída ninguna", "chute aucune", "fall? none". */
const DENIED_AFTER_HOW = /^ (?:no|none|nothing|ninguna|ninguno|nada|aucune|aucun|pas|jamais|nunca)\b/;
/** A stair climbed only by holding on: "no puedo subir la escalera sin agarrarme", "can't get up the stairs without holding on". */
const CLIMB_HOLDING_ON = /\b(?:no puedo subir|can not (?:get up|climb|go up)|(?:arrive|peux) (?:pas|plus|not) (?:a )?monter)(?: \w+){0,6} (?:sin|without|sans)\b/g;
const STUCK_HOW = /\b(?:over i went|fell|fallen|went down|went over|tripped|missed a step|rate (?:une|a) marche|stopped halfway|se paro|me cai|me he caido|caida|tombe\w*|froze|stuck)\b/;

/** Lost out of doors: not knowing where one is, not finding the way home, at dusk or in the cold. */
const LOST_OUT = /\b(?:do not know where i am|no se (?:donde|en donde) estoy|ne sais (?:plus )?(?:trop )?ou je suis|sais (?:plus|pas) (?:trop )?ou je suis|can not find (?:my|the) (?:way|street|road|house)|retrouve (?:pas|not|plus) (?:la|the) (?:rue|street|maison|chemin)|ne retrouve plus|no encuentro (?:mi|la) (?:casa|calle)|lost my way|perdu mon chemin|estoy perdid\w*|je suis perdue?|(?:a|this) (?:street|road|place) i (?:do not|don t) (?:know|recognise|recognize)\b(?! (?:many|any|anyone|anybody|much|the|who|a lot|well|people))|(?:calle|calles) que no conozco|(?:do not|don t|did not) (?:know|recognise|recognize) (?:these|this|the|any of the|any of these) (?:streets|street|roads|road|houses|shops|area|place)|no (?:conozco|reconozco) (?:estas|esta|las|la|ninguna de las) (?:calles|calle|casas|tiendas|zona|barrio)|(?:ne )?(?:reconnais|connais) (?:plus|pas|not) (?:les|la|ces|cette|the) (?:rues|rue|maisons|magasins|quartier|streets|street)|(?:rue|rues) que je (?:ne )?connais (?:pas|plus|not)|(?:sais|souviens) (?:plus|pas) (?:tres bien |trop )?(?:de )?mon adresse|can not remember (?:my address|where i live)|no (?:me acuerdo de|recuerdo) (?:mi direccion|donde vivo))\b/;
const OUT_DARK = /\b(?:dark|dusk|getting dark|night|nuit|noche|oscur\w*|anochec\w*|cold|froid|frio)\b/;
/** Out of doors: a bench, a bus stop, the street, gone out for the bread. */
const OUT_OF_DOORS = /\b(?:bench|banc|banco|bus stop|arret de bus|arret d autobus|parada|streets?|calles?|rues?|(?:suis )?allee?|not (?:at home|chez me|chez moi)|pas chez moi|park|parque|parc|outside|out of doors|sortie?|went out|sali|salido|gone out|chercher (?:mon|du) pain|a por el pan|for (?:my|the) (?:paper|bread|milk))\b/;

/** Someone in the home now: a stranger in the bedroom going through drawers, steps heard in the garage. */
const SOMEONE_IN = /\b(?:someone|somebody|a man|a stranger|quelqu un|un monsieur|un homme|alguien|un hombre|un senor|he|il)\b(?: \w+){0,3} (?:in|dans|en) (?:the|my|le|la|ma|mon|el|mi) (?:garage|bedroom|chambre|house|maison|dormitorio|habitacion|casa|garaje|cellar|shed|cave|kitchen|cuisine|cocina)\b/;
const SOMEONE_ACTING = /\b(?:going through|opening (?:the |my )?drawers|ouvre les tiroirs|fouille\w*|abriendo los cajones|abre los cajones|rummag\w*|(?:i )?can hear (?:them|him|someone|footsteps)|j entends (?:marcher|quelqu un|des pas)|oigo (?:pasos|a alguien)|on deplace|moving things|locked myself|enfermee|enferme|encerrad\w*|me he encerrado|me cache|told me to stay|m a dit de rester|me dijo que me quedara)\b/;

/** Smoke in the home now, the alarm silenced or the room gone grey. */
const SMOKE_NOW = /\b(?:bit of smoke|smoke (?:about|everywhere|in the|filling|coming)|(?:gone|going|all) (?:all )?grey in the|(?:kitchen|room|house) (?:is )?full of smoke|hay (?:mucho )?humo|lleno de humo|humo en la|plein de fumee|de la fumee|fumee partout)\b/;
const ALARM_OFF = /\b(?:(?:took|take|taken|pulled) the batter(?:y|ies) out|batter(?:y|ies) out|quite la pila|quitado la pila|saque la pila|enleve la pile|retire la pile|enleve les piles|gone (?:all )?grey|shut the door on it|can not see)\b/;

/** Ending one's life by the water, a bridge or the train: "I was going to go in", "je pense à me jeter dessous". */
const WATER_HEIGHT = /\b(?:bridge|river|puente|rio|pont|riviere|quai|platform|anden|via del tren|rails|cliff|acantilado|falaise|train|tren|trains)\b/;
const GOING_IN = /\b(?:i (?:was|am|m) going to (?:go in|jump|throw myself)|i (?:will not|do not think i will|don t think i ll|won t) be (?:walking|coming|going) (?:home|back)|pense a me jeter|pense a sauter|j y pense tout le temps|me jeter (?:dessous|sous|du|dans|par)|tirarme (?:al|del|por|debajo)|iba a tirarme|pienso en tirarme)\b/;
const GOING_BACK = /\b(?:i (?:will|ll|shall|am going to|m going to) go back (?:down |there )?tonight|i am going back (?:down |there )?tonight|y retournerai|y retourner ce soir|volvere (?:esta noche|manana)|vuelvo esta noche)\b/;
/** A plan decided: "ya lo tengo decidido, esta noche termino con todo", a weapon made ready. */
const DECIDED_END = /\b(?:(?:termino|terminar|acabo|acabar) con todo(?! el\b| lo que\b)|en finir (?:ce soir|cette nuit|demain)|end it (?:all )?tonight)\b/;
const DECIDED = /\b(?:decidido|lo tengo decidido|i have decided|made up my mind|c est decide|j ai decide|tonight|esta noche|ce soir|revolver|pistola|escopeta|gun|fusil|arme)\b/;
/** Affairs put in order for going: letters to each child, the cat given away, a date to go, nobody to be called. */
const FAREWELL = [
  /\b(?:(?:carta|cartas) (?:a|para) (?:cada|mis) (?:hijo|hija|hijos|nieto)|ecrit a (?:mes|chacun de mes) enfants|lettres? (?:pour|a) (?:mes|chacun de mes) enfants|les lettres sont sur|letters? (?:to|for) (?:each of )?(?:the|my) (?:children|kids|son|daughter))\w*/,
  /\b(?:donne le chat|given the (?:cat|dog) (?:away|to)|regale el (?:gato|perro)|he dado el (?:gato|perro)|donne (?:le|mon) chien)\b/,
  /\b(?:no llames a nadie|no avises a nadie|ne prevenez personne|ne previens personne|do not (?:call|ring|tell) (?:anyone|anybody)|don t (?:call|ring|tell) anyone)\b/,
  /\b(?:dejado la casa limpia|mis de l ordre partout|put (?:all )?my affairs in order|put everything in order)\b/,
];
const GOING_WHEN = /\b(?:(?:demain|tomorrow|manana) (?:je ne serai plus la|i will not be here|i won t be here|ya no estare|no estare)|me voy con mi \w+|pastillas\b(?: \w+){0,8} juntas|ce qu il faut dans l armoire|what i need in the (?:cabinet|cupboard))\b/;

/** A sign said without a negation in the three words before it: not "I've never had two fits in a row". */
const NEGATOR = /\b(?:never|not|no|nor|nunca|jamas|ni|jamais|pas)\b/;
const everyMatch = new Map<RegExp, RegExp>();
/** The global twin of a reading's pattern, made once (the readings run on every call assessed). */
function globalOf(re: RegExp): RegExp {
  let all = everyMatch.get(re);
  if (!all) everyMatch.set(re, (all = new RegExp(re.source, 'g')));
  return all;
}
/** Some match of `re` with no `negator` in the three words before it, nor (`inside`) within it. */
function undenied(re: RegExp, text: string, negator: RegExp, inside: boolean, reach = 3, inSentence = false): boolean {
  for (const m of text.matchAll(globalOf(re))) {
    const head = text.slice(0, m.index);
    const before = (inSentence ? head.split(' . ').pop()! : head).split(' ').filter(Boolean).slice(-reach).join(' ');
    if (!negator.test(before) && !(inside && negator.test(m[0]))) return true;
  }
  return false;
}
// (a "no" ending the sentence before denies nothing of this one: "... no me he caído, no . no pongo la calefacción", unseen39)
const plainly = (re: RegExp, text: string) => undenied(re, text, NEGATOR, false, 3, true);

/**
 * What the paired readings read: the call as heard and the person's own words, in the sentences not told as a
 * programme's (`mine`) and, of those, not told as over (`now`); `own` the lexicon's signals, `urgent` adds an emergency.
 */
function pairedReading(signals: Signal[], heard: string, personSaid: string) {
  const mine = apart(`${heard} . ${wordsOf(personSaid)}`, NOT_MINE);
  const found: Signal[] = [];
  const own = (...wanted: string[]) => kinds(signals, wanted);
  const urgent = (kind: string) => found.push({ kind, severity: 'emergency', quote: '' });
  return { own, mine, now: apart(mine, BEHIND), found, urgent };
}

function signsOfTheLongTermAndTheHome(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const { own, mine, now, found, urgent } = pairedReading(signals, heard, personSaid);
  // A hypo in progress: insulin, and two of the shakes, the sweats and a muddle (or the sight or words going).
  const hypoGroups = [HYPO_SHAKE, HYPO_SWEAT, HYPO_MIND].filter((re) => re.test(now)).length;
  if (INSULIN.test(now) && hypoGroups >= 2 && own(...HYPO_OWN).length > 0) urgent('low-blood-sugar');
  // A very high sugar ("my meter just says HI") with two of thirst, sickness, drowsiness, deep fast breathing.
  if (plainly(SUGAR_HIGH, now) && HIGH_SIGNS.filter((re) => re.test(now)).length >= 2) urgent('high-blood-sugar');
  // Tablets not one's own, twice or thrice, or past counting, with drowsiness or nearly blacking out now.
  if (plainly(DOSE_WRONG, now) && (DROWSY.test(now) || own('tiredness', 'collapse').length > 0)) urgent('overdose');
  // Two fits in a row, or not coming round between them.
  if (plainly(FITS_IN_A_ROW, now)) urgent('seizure');
  // Pain in the jaw or between the shoulder blades, with sweats or sickness: a heart attack.
  if (HEART_AWAY.test(now) && HEART_WITH.test(now) && own('pain', 'unwell', 'chest-pain', 'unclear-risk').length > 0) urgent('chest-pain');
  // A heart racing, with a faint coming on or the chest tight.
  if (plainly(HEART_RACING, now) && plainly(NEAR_FAINT, now)) urgent('palpitations');
  // Two stroke signs of three, the word "stroke" unsaid.
  if ([STROKE_HAND, STROKE_WORDS, STROKE_FACE].filter((re) => re.test(now)).length >= 2) urgent('stroke');
  // Almost no urine, swollen, and short of breath: kidney failure with fluid on the lungs.
  if (LITTLE_URINE.test(now) && SWOLLEN_ALL.test(now) && (SHORT_BREATH.test(now) || own(...BREATHING).length > 0)) urgent('breathing');
  // Peritoneal dialysis fluid cloudy, with a fever or a sore belly: peritonitis.
  if (plainly(PD_CLOUDY, now) && PD_WITH.test(now)) urgent('infection');
  // A serious burn: raw, blistered over a limb.
  if (plainly(BURNT, now) && BURN_BAD.test(now)) urgent('burn');
  // A burn or scald on the face, the neck or an eye, blistered, burning badly or an eye that will not open (unseen30: "la
  // cocotte-minute m'a explosé dessus, j'ai pris de l'eau bouillante sur le visage ... j'arrive pas à ouvrir l'œil"): a bad
  // burn. Sunburn, or a hand blistered on the oven (a concern), are not.
  if (now.split(' . ').some((sentence, i, all) => plainly(SCALDED, sentence) && FACE_NECK_EYE.test(sentence) && !SUN.test(sentence) && FACE_BURN_BAD.test(`${sentence} . ${all[i + 1] ?? ''} . ${all[i + 2] ?? ''}`))) urgent('burn');
  // Still on the floor or stuck on a stairlift or in a cellar now.
  // The fall or the stop told plainly: not denied before it ("no fall") nor after it ("caída ninguna" → "fall no", unseen23);
  // and not a stair climbed only holding on ("no puedo subir la escalera sin agarrarme"), which is no one stuck.
  const how = [...now.matchAll(globalOf(STUCK_HOW))].some((m) => !NEGATED.test(now.slice(0, m.index).split(' ').slice(-3).join(' ')) && !DENIED_AFTER_HOW.test(now.slice(m.index + m[0].length)));
  if (STUCK_NOW.test(now.replace(CLIMB_HOLDING_ON, ' ')) && how) urgent('cannot-get-up');
  // Lost out of doors at dusk or in the cold.
  if (plainly(LOST_OUT, now) && OUT_DARK.test(now) && OUT_OF_DOORS.test(now)) urgent('lost');
  // Someone in the home now, going through drawers or heard moving about.
  if (SOMEONE_IN.test(mine) && SOMEONE_ACTING.test(mine)) urgent('intruder');
  // Smoke in the home with the alarm silenced or the room gone grey.
  if (SMOKE_NOW.test(mine) && ALARM_OFF.test(mine)) urgent('fire');
  // A bridge, the water or the train, and going in or going back tonight.
  // Going back tonight stays an emergency whatever is said to be behind.
  if ((WATER_HEIGHT.test(now) && GOING_IN.test(now)) || (WATER_HEIGHT.test(mine) && GOING_BACK.test(mine))) urgent('self-harm');
  if (DECIDED_END.test(mine) && DECIDED.test(mine)) urgent('self-harm');
  if (FAREWELL.filter((re) => re.test(mine)).length >= 1 && GOING_WHEN.test(mine)) urgent('self-harm');
  return found;
}

// --- issue 13, round 19: the emergency signs in other words ------------------------------------------------
// A paraphrase sweep of the signs, read as the readings above are: in the call as heard and in the person's own
// words, none when the call says it is behind the person or on the television, and none denied in the three words
// before it (`plainly`). Each joins two signs that only together make the emergency.

/** A blow to the head: "bump on the head", "golpecito en la cabeza", "coup sur la tête", "cogné la tête". */
const HEAD_BLOW = /\b(?:(?:hit|banged|bumped|knocked|cracked|smacked|whacked|bang|bump|knock|crack|golpe\w*|di|dado|dio|coup|cogne\w*|tape\w*)(?: \w+){0,4} (?:head|cabeza|tete)|(?:clonk\w*|conk\w*|bonk\w*|thump\w*|struck|caught|fell|falling|pris|whack\w*|smack\w*|hit|banged|bumped|knocked|fell on|came down on|landed on|cayo|pego|pegue|dio|di|golpe\w*|tombe\w*|cogne\w*|heurte\w*|tape\w*)(?: \w+){0,8} (?:on|onto|en|sur|in|a) (?:the|my|la|mi|le|ma) (?:head|cabeza|tete)|(?:head|cabeza|tete)(?: \w+){0,2} (?:hit|banged|bumped|knocked)|chichon|bosse)\b/;
/** Sick again and again, or drowsy, after it. */
const HEAD_AFTER = /\b(?:no paro de vomitar|arrete pas de vomir|vomit\w*|vomir|vomis\w*|been sick|being sick|keep being sick|sick (?:twice|again)|sleepy|drows\w*|nodding off|dozing|dropping off|quedando dormid\w*|dormid\w*|somnol\w*|m endors\w*|endors\w*|sueno|want to (?:go to )?sleep|blurr\w*|borros\w*|vois flou|vue (?:floue|trouble))\b/;

/** The tongue, lips or throat swelling or closing, in any language. */
const MOUTH_SWELLING = /\b(?:(?:tongue|throat|lips?|mouth|lengua|garganta|labios|langue|gorge|levres)(?: \w+){0,4} (?:swollen|swelling|swell|swelled|blown up|gone all big|closing|getting tighter|tightening|hinchad\w*|hinchando|hinchado|se (?:me )?cierra|cerrando|gonfl\w*|se ferme|se serre|qui se serre|ferme)|(?:swollen|swelling|hinchad\w*|hinchado|gonfl\w*)(?: \w+){0,4} (?:tongue|throat|lips|lengua|garganta|labios|langue|gorge|levres))\b/;
/** What set it off: a new tablet, an antibiotic, a sting, shellfish or nuts. */
const ALLERGEN_ANY = /\b(?:new (?:tablet|tablets|pill|pills|medicine|medication)|new pill|nouveau medicament|pastilla nueva|antibiotic\w*|antibiotique\w*|antibiotico\w*|penicil\w*|sting|stung|wasp|bee|avispa|abeja|guepe|abeille|pique\w*|picado|picadura|prawns?|shrimps?|gambas|crevettes|nuts|peanuts?|cacahuetes?|noix|arachides?|shellfish|marisco|fruits de mer|allerg\w*|alerg\w*)\b/;

/** The worst headache told across a pause, or a head that burst. */
const HEAD_WORST = /\b(?:headache\b(?: [\w.]+){0,14} (?:the )?worst (?:i have |i )?ever|headache like nothing i have ever|(?:head|cabeza|tete)(?: \w+){0,2} (?:exploded|exploding|burst|estallado|estallando|estallo|explose|explosee|eclate)|(?:me ha estallado|me estalla) la cabeza)\b/;

/** A belly gone hard or rigid, or doubled up with it (not with laughing). */
const BELLY_RIGID = /\b(?:belly|tummy|stomach|abdomen|barriga|vientre|ventre|tripa)(?: \w+){0,4} (?:rigid|hard|dur|dure|dura|duro|durisima|rigide|like a board|as a board)\b/;
const DOUBLED = /\b(?:doubled (?:up|over)|doblad[oa]|pliee? en deux)\b/;
const LAUGHING = /\b(?:laugh\w*|giggl\w*|risa|rire|riendo|reir)\b/;
const BELLY = /\b(?:belly|tummy|stomach|abdomen|barriga|vientre|ventre|tripa|estomago)\b/;
const BELLY_HURTS = /\b(?:hurt\w*|pain\w*|agony|agonis\w*|duele|dolor\w*|mal|douleur\w*)\b/;
const CANNOT_STRAIGHTEN = /\b(?:can not (?:stand up straight|straighten)|no me puedo (?:poner|quedar) derech[oa]|no puedo ponerme derech[oa]|(?:peux|arrive) (?:pas|not|plus) (?:a )?me redresser)\b/;

/** Tablets that lower the sugar besides insulin, and a sugar said to be low. */
const SUGAR_LOWERING = /\b(?:gliclazide?|glicazida|gliclazida|diamicron|glimepiride?|glimepirida|glipizide?|glibenclamide?|glibenclamida|daonil|amarel|sulphonylureas?|sulfonylureas?|(?:sugar|sugars|azucar|sucre|glucose)(?: \w+){0,3} (?:gone |is |very |really |too )?low|bajada de azucar|bajon de azucar|hypo|hypos|hipo|hipoglucemi\w*|hypoglycemi\w*|hypoglycaemi\w*)\b/;

/** Cold that will not go, or cold to the bone, with a muddle: hypothermia. */
const CANNOT_WARM = /\b(?:can not (?:get|seem to get) warm|can not warm up|frozen (?:through|to the bone|stiff)|(?:no (?:consigo|puedo|logro) )?entrar en calor|no entro en calor|helad[oa]|congelad[oa]|(?:arrive|peux|arrivais) (?:pas|not|plus) (?:a )?me rechauffer|gelee?|glacee?|frigorifiee?)\b/;
const MUDDLED_ANY = /\b(?:what day is it|c est quel jour|quel jour (?:on est|sommes nous)|que dia es(?: hoy)?|en que dia estamos|sais (?:plus|pas) quel jour|no se (?:ni )?que dia|confus\w*|muddl\w*|mixed up|do not know what day|(?:not|no) (?:know|se|sais) (?:ni )?(?:what|que|quel) (?:day|dia|jour)|liad[oa]|liando|embrouill\w*|m embrouille|can not think|desorient\w*|disorient\w*)\b/;
/** Hot weather, and the skin dry or the sweat stopped: heat stroke. */
const HOT_SPELL = /\b(?:heatwave|heat wave|scorching|roasting|sweltering|ola de calor|calorazo|calor|canicule|chaleur|so hot|boiling|cagnard|soleil de plomb|plein soleil|solanera|sol de justicia|a pleno sol|(?:in|under) the (?:full |blazing |hot )?sun (?:all|for hours|since)|all (?:afternoon|day|morning) (?:out )?in the (?:sun|heat)|toda la tarde al sol|tout l apres midi (?:au soleil|en plein soleil|au cagnard))\b/;
const DRY_HOT = /\b(?:skin(?: \w+){0,3} dry|dry skin|piel (?:toda |muy )?seca|peau (?:toute |tres )?seche|stopped sweating|not sweating|(?:not|no longer|can not) (?:even )?sweat(?:ing)?|dejado de sudar|no sudo|ni (?:siquiera )?sudo|ya no sudo|(?:ne )?transpire (?:meme |vraiment )?(?:plus|pas|not)|burning up|ardiendo|brulante)\b/;

/** Smoke coming in under the door, in any language. */
const SMOKE_IN = /\b(?:smoke (?:coming|pouring|getting) (?:in|under|through)|(?:entra|entrando|sale|saliendo) humo|(?<!\b(?:alarma|detector|sensor) de )humo (?:por|que entra|entra)|fumee (?:qui passe|qui rentre|qui entre|passe|rentre|entre)|de la fumee (?:sous|par))\b/;

/** Someone at the window or door forcing it, or breaking in, now. */
const FORCING = /\b(?:trying to (?:force|prise|prize|jemmy|break) (?:it|the (?:window|door|lock))|intentando forzar\w*|tratando de forzar\w*|queriendo forzar\w*|essaie de (?:la |le )?forcer|essaye de (?:la |le )?forcer|(?:han|ha) entrado a robar|se han colado|est entre chez moi|quelqu un est entre|(?:someone|somebody) (?:has |is )?(?:broken|broke) in)\b/;
const THREAT_AT_DOOR = /\b(?:banging|hammering|kicking|pounding|aporreando|golpeando|tape\w*|frappe\w*|cogne\w*)(?: [\w.]+){0,12} (?:kill|matar|tuer)\b/;
const UPSTAIRS = /\b(?:hay alguien (?:arriba|abajo|dentro|en el piso|en la cocina|en el dormitorio)|he oido (?:pasos|ruido)|oigo pasos|il y a quelqu un (?:en haut|en bas|dans))\b/;

/** The legs that cannot be moved or felt, said across a pause ("my legs have gone ... I can't move them"). */
const LEGS = /\b(?:legs|piernas|jambes)\b/;
const CANNOT_MOVE_THEM = /\b(?:can not (?:move|feel|lift) (?:either|both|any) of (?:my )?legs|no puedo mover (?:las|mis) piernas|no puedo mover ninguna|(?:peux|arrive) (?:plus|pas|not) (?:a )?bouger (?:les|mes|aucune)|peux bouger aucune|can not (?:move|feel|lift) them|no (?:las|los) (?:puedo|consigo) mover|(?:peux|arrive) (?:plus|pas|not) (?:a )?les bouger|les bouger)\b/;
const WAIST_DOWN = /\b(?:from the waist down|below (?:the|my) waist|de (?:la )?cintura para abajo|a partir de la taille|sous la taille|depuis la taille)\b/;
const CANNOT_FEEL = /\b(?:can not feel|no siento|sens (?:plus|pas|rien)|ne sens)\b/;

/** A scald over a limb, the front or the chest, or skin coming off or blistered. */
const SCALD_OVER = /\b(?:(?:boiling|scalding|hot) (?:water|kettle|tea|oil|fat|soup)|agua hirviendo|hervidor|eau bouillante|bouilloire|escaldad\w*|ebouillant\w*)(?: [\w.]+){0,5} (?:(?:all )?over|down|on|por|sobre|sur)(?: (?:my|me|el|la|los|las|mes|ma|mon))? (?:legs?|arms?|chest|front|lap|feet|body|side|back|belly|piernas|pecho|brazo|jambes|poitrine|bras|ventre)\b/;
const SKIN_OFF = /\b(?:skin(?: \w+){0,2} (?:peeling|coming|come|came|hanging) off|(?:se me ha levantado|se me cae|se me levanta) la piel|la piel se me (?:cae|levanta)|la peau (?:est partie|part|qui part|s en va)|(?:big|large|huge|bad) burn|quemadura grande|gran quemadura|grosse brulure|(?:blistered|blisters) all over|llena de ampollas|plein\w* de cloques|carne viva|a vif)\b/;
const BURN_ANY = /\b(?:burn\w*|scald\w*|quem\w*|brul\w*|escald\w*|ebouillant\w*|boiling|hirviendo|bouillante?)\b/;

/**
 * Ending one's life told without an intent word: the means laid out or ready ("all my tablets out on the table in
 * front of me", "the rope's in the shed, ready") beside a farewell or a burden ("I won't be a burden to anyone", "I
 * just wanted somebody to know", "I've written my letters", "tell my daughter I love her", "the last time you'll
 * need to ring"). Not the dosette box filled, a cleaner booked, letters to the council, "tell her I said hello".
 */
const MEANS_READY = /\b(?:(?:tablets|pills|pastillas|comprimes|cachets|medicaments)(?: [\w.]+){0,6} (?:laid out|lined up|all lined up|counted out|counted|ready|on the table|in front of me|on the side|out of the (?:packets|boxes)|sacadas|contadas|preparadas|en la mesa|fuera de las cajas|sur la table|prets|comptes|des boites)|(?:got|have|saved|saved up|sorted|counted) (?:out )?(?:all|every) (?:my |of my )?(?:tablets|pills|tablet|pill)|(?:sorti|compte|mis de cote) (?:tous )?(?:mes |les )?(?:comprimes|cachets|medicaments)|(?:guardando|juntado|ahorrado) (?:todas )?(?:las )?pastillas|(?:rope|hose ?pipe|hosepipe|cuerda|corde)(?: [\w.]+){0,6} (?:ready|preparada|prete|lista))\b/;
const NOT_A_PLAN = /\b(?:dosette|pill ?box|to fill|fill (?:my|the)|pastillero|llenar|pilulier|remplir|semainier)\b/;
const FAREWELL_OR_BURDEN = /\b(?:(?:will not|won t|shall not|not going to) be a (?:burden|bother|nuisance)|(?:no|not) (?:to )?be a burden (?:to|for|on) (?:anyone|anybody|noone|nobody)|(?:just )?wanted (?:somebody|someone|you) to know|written (?:my|the|all my) (?:letters|notes|goodbyes?)|(?:tell|give) my \w+ (?:that )?i love (?:her|him|them)|last time you (?:will|ll|ll) (?:need|have) to (?:ring|call)|(?:will not|won t) be walking home|(?:i will|i ll) be walking home this time|(?:will|ll) not be (?:walking|going|coming) home|no quiero ser una carga para (?:nadie|nadie mas)|ser una carga|no sere una carga|que alguien lo supiera|cartas de despedida|escrito (?:mis|las) cartas|dile a mi \w+ que (?:la|lo|les) quiero|ultima vez que (?:tendras|tendra|vas a tener) que llamar|un fardeau|ne serai plus un fardeau|que quelqu un le sache|lettres d adieu|ecrit mes lettres|dites a ma \w+ que je (?:l|le|la) aime|(?:dites|dis) a mon \w+ que je (?:l|le) aime|derniere fois que vous (?:aurez|aurai) besoin)\b/;
const NOT_FAREWELL = /\b(?:said hello|say hello|que le mando saludos|mando saludos|je l embrasse|booked a cleaner|cleaner|asistenta|aide menagere|council|ayuntamiento|mairie)\b/;

function paraphrasedSigns(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const { own, mine, now, found, urgent } = pairedReading(signals, heard, personSaid);
  // A blow to the head on a blood thinner, or with sickness or drowsiness after it.
  if (plainly(HEAD_BLOW, now) && (BLOOD_THINNER.test(now) || plainly(HEAD_AFTER, now))) urgent('head-injury');
  // The tongue, lips or throat swelling after a new tablet, a sting or shellfish: anaphylaxis.
  if (plainly(MOUTH_SWELLING, now) && ALLERGEN_ANY.test(now)) urgent('allergic-reaction');
  // The worst headache, told across a pause, or a head that burst.
  if (plainly(HEAD_WORST, now)) urgent('stroke');
  // A belly gone rigid with pain, or doubled up with it.
  if (!LAUGHING.test(now) && BELLY.test(now) && ((plainly(BELLY_RIGID, now) && (BELLY_HURTS.test(now) || DOUBLED.test(now))) || (plainly(DOUBLED, now) && BELLY_HURTS.test(now) && (BELLY_RIGID.test(now) || CANNOT_STRAIGHTEN.test(now))) || (BELLY_HURTS.test(now) && plainly(CANNOT_STRAIGHTEN, now) && VOMITING.test(now)))) urgent('severe-pain');
  // A hypo on sugar-lowering tablets, or said to be one: two of the shakes, the sweats and a muddle.
  const hypoGroups = [HYPO_SHAKE, HYPO_SWEAT, HYPO_MIND, /\b(?:can not think|no pienso|(?:arrive|peux) (?:plus|pas|not) (?:a )?reflechir|reflechir)\b/].filter((re) => re.test(now)).length;
  if (SUGAR_LOWERING.test(now) && hypoGroups >= 2 && own(...HYPO_OWN).length > 0) urgent('low-blood-sugar');
  // Cold that will not go, with a muddle; hot weather with the skin dry, with a muddle.
  if (plainly(CANNOT_WARM, now) && MUDDLED_ANY.test(now)) urgent('hypothermia');
  if (HOT_SPELL.test(now) && plainly(DRY_HOT, now) && MUDDLED_ANY.test(now)) urgent('heat-stroke');
  // Smoke coming in under the door.
  if (plainly(SMOKE_IN, now)) urgent('fire');
  // Someone forcing the window or door, or broken in; a threat to kill shouted at the door; someone heard upstairs.
  if (plainly(FORCING, now) || THREAT_AT_DOOR.test(now) || plainly(UPSTAIRS, now)) urgent('intruder');
  // The legs that cannot be moved, or nothing felt from the waist down.
  if ((LEGS.test(now) && plainly(CANNOT_MOVE_THEM, now)) || (WAIST_DOWN.test(now) && CANNOT_FEEL.test(now))) urgent('stroke');
  // A scald over a limb or the chest, or a burn with the skin off or blistered all over.
  if (plainly(SCALD_OVER, now) || (BURN_ANY.test(now) && plainly(SKIN_OFF, now))) urgent('burn');
  // A plan with its farewell stays whatever else the call says is behind the person.
  if (plainly(MEANS_READY, mine) && !NOT_A_PLAN.test(mine) && plainly(FAREWELL_OR_BURDEN, mine) && !NOT_FAREWELL.test(mine)) urgent('self-harm');
  return found;
}

// --- issue 13, round 20 (unseen19): out and about, and the world at the door ----------------------------------
// Read as the readings above are: in the call as heard and in the person's own words, none in a sentence told as
// behind the person or as a programme's, none denied in the three words before it (`plainly`).

/** A caller who says he is from somewhere official: "a chap in from the water board", "diciendo que era de la luz". */
const CALLER_CLAIM = /\b(?:(?:says|said|saying|claims|claimed|reckons|told me) (?:he is|he s|she is|they are|he was|she was|they were|he d come) (?:from|with)|(?:from|with) the (?:council|water board|water company|gas board|gas company|electric\w*|electricity board|police)|(?:diciendo|dice|dijo|decia|decian|dijeron) que (?:era|es|eran|son|venia|viene|venian|vienen) (?:de|del)|dice ser (?:de|del)|(?:se dice|se dit|se disait|pretend etre|pretendait etre|soi disant) (?:de|du|des)|(?:dit|disait|a dit|pretend|pretendait) qu (?:il|elle) (?:est|etait|vient|venait) (?:de|du|des))\b/;
/** The caller in the home now, or not going: "he's upstairs", "está en mi pieza", "il est au salon", "he won't go". */
const CALLER_IN = /\b(?:(?:he|she|they) (?:is|are|s|has been|is been|have been) (?:\w+ )?(?:upstairs|up there|downstairs|in the (?:kitchen|bedroom|back bedroom|front room|back room|living room|lounge|hall|hallway|house)|in my (?:bedroom|room|kitchen|house)|by the (?:back |front )?door)|(?:he|she|they) (?:will not|won t|refuses to|is not going to) (?:go|leave|budge)|(?:esta|sigue|todavia esta|aun esta) (?:\w+ )?(?:en (?:mi|la|el) (?:pieza|habitacion|dormitorio|cuarto|cocina|salon|comedor|casa|pasillo)|arriba|dentro|aqui)|se (?:ha |han )?metido en (?:mi|la|el) (?:pieza|habitacion|dormitorio|cuarto|cocina|salon|comedor|casa)|no se (?:quiere )?(?:ir|va|marcha)|(?:il|elle) est (?:encore |toujours )?(?:la haut|au salon|a la cuisine|dans (?:la|le|ma|mon) (?:salon|cuisine|chambre|couloir|entree)|en haut|chez moi)|(?:veut|voulait) pas partir|ne part pas)\b/;
/** What such a caller does: drawers, cash, jewels, "don't ring your daughter", "put the phone down", getting angry. */
const CALLER_PRESSING = /\b(?:drawers|cajones|tiroirs|going through|rummag\w*|revolv\w*|fouill\w*|cash|cashpoint|pay him|bank card|pin number|jewel\w*|bijoux|joyas|liquide|efectivo|put the phone down|hang up|colgar|cuelgue|raccroch\w*|(?:not|no|pas|de pas|ne pas) (?:to )?(?:call|ring|tell|appeler|llamar|avisar|prevenir)|enerv\w*|angry|shouting|encerr\w*|enferm\w*|locked myself|never showed me (?:a |his )?card|handbag|purse|bolso|cartera|sac a main)\b/;

/** The new box and the old taken together, or a double dose: "took the new ones and the old ones as well". */
const DOUBLE_DOSE = /\b(?:(?:took|taken|had|swallowed|tome|tomado|tomo|pris|avale)(?: [\w.]+){0,3} (?:the |las |los |la |el |le |les )?(?:new|nuev[oa]s?|nouveaux?|nouvelles?)(?: (?:ones?|tablets|pills|box|boxes|pastillas|caja|cajas|boite|boites|comprimes))?(?: [\w.]+){0,2} (?:and|y|et|plus|as well as) (?:the |las |los |la |el |l |les )?(?:old|viej[oa]s?|antigu[oa]s?|ancien\w*)|double (?:dose|dosis)|dosis doble|doubled up on|took (?:them|it|both) twice|(?:both|the two) (?:boxes|lots)|(?:las|los) dos cajas|les deux boites|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: s)?(?: (?:morning|evening|night|lunchtime|teatime))? (?:ones|tablets|pills|doses?)(?: [\w.]+){0,8} (?:and then|then|and|and also) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: s)?(?: (?:ones|tablets|pills))? (?:as well|too)|(?:las|los) del (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo) y (?:tambien )?(?:las|los) del (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|(?:ceux|celles|les) du (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) et (?:aussi )?(?:ceux|celles|les) du (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|read the days wrong|(?:me equivoque|je me suis trompee?) de dia)\b/;
/** Unable to stay awake: "can't keep awake", "j'arrive pas à rester éveillée", "no me puedo mantener despierta". */
const CANNOT_STAY_AWAKE = /\b(?:can not (?:keep|stay) awake|(?:arrive|peux) (?:pas|plus|not) (?:a )?rester eveille\w*|no (?:me )?puedo (?:mantener(?:me)?|quedar(?:me)?) despiert\w*|no aguanto despiert\w*)\b/;

/** A cloth round a wound soaked through or dripping: "wrapped it in a tea towel but it's soaked right through". */
const CLOTH_SOAKED = /\b(?:towel|tea towel|bandage|dressing|cloth|hanky|handkerchief|toalla|trapo|pano|venda|vendaje|serviette|torchon|pansement|linge|compresse|mouchoir)\b(?: [\w.]+){0,8} (?:soaked|soaking|sodden|drenched|dripping|empapad\w*|chorrea\w*|gotea\w*|trempe\w*|imbib\w*|degouline\w*|traverse)\b/;
/** A wound to go with it: a bite, a cut, blood. */
const WOUND_ANY = /\b(?:bite|bit|bitten|cut|gash|gashed|sliced|wound|blood|bleed\w*|opened (?:my|me|up my) (?:\w+ )?(?:leg|arm|hand|head|knee|shin|finger|thumb|wrist|foot|calf|thigh)|split (?:my|me) (?:\w+ )?(?:leg|arm|hand|head|shin|finger|thumb)|(?:abierto|abri|rajado|raje) (?:la|el) (?:mano|pierna|brazo|cabeza|rodilla|pie|dedo)|tajo|(?:suis )?ouverte? (?:la|le) (?:main|jambe|bras|tete|genou|pied|doigt|mollet|cuisse)|entaill\w*|had my (?:arm|forearm|hand|leg)|went for|mordi\w*|mordisco|cort\w*|herida|sangr\w*|mordu\w*|morsure|coupe\w*|coupure|plaie|sang|saign\w*)\b/;

/** Down on the ground now and unable to stand: "aquí estoy, sentaíta en el suelo, que no me puedo poné de pie". */
const ON_GROUND = /\b(?:(?:sat|sitting|lying|stuck|still|here) on the (?:floor|ground|pavement|road)|(?:sentad|sentait|tirad|tumbad|caid)\w* en el suelo|(?:aqui )?estoy en el suelo|(?:assise?|allongee?|par terre|couchee?) (?:par terre|au sol|sur le trottoir)|je suis par terre)\b/;
const CANNOT_STAND = /\b(?:no me puedo (?:pone|poner|ponel|levanta|levantar)(?:me)?(?: de pie)?|no puedo (?:ponerme de pie|levantarme|pone de pie)|can not (?:get up|stand up|get to my feet|stand)(?! as | like )|(?:arrive|peux) (?:pas|plus) (?:a )?me (?:relever|lever|mettre debout))\b/;

/** A sugar reading low in mg/dl or mmol ("sale cuarenta y dos", "it says 2.8"), with the shakes and sweats. */
const SUGAR_LOW_READING = /\b(?:sugar|sugars|glucose|azucar|glucosa|glucemia|glycemie|sucre|meter|machine|aparat\w*|glucometro|lecteur)(?: \w+){0,6} (?:sale|salio|marca|marco|da|dio|pone|says|said|reads|read|shows|showed|is|was|esta|affiche|indique|est a|a|at|only|just) (?:a |de |en |only |just )?(?:(?:twenty|thirty|forty|fifty|veinte|treinta|cuarenta|cincuenta|vingt|trente|quarante|cinquante)\b|[2-5][0-9]\b|(?:one|two|1|2|uno|dos|un|deux) (?:point|coma|virgule) \w+|[1-3](?:\.| \. |,| , )[0-9]\b)/;

/** After a knock in the car or a fall, the neck worse and both arms numb or tingling: a neck injury. */
const KNOCK = /\b(?:crash\w*|accident\w*|shunt|bump in the car|golpe\w* con el coche|golpe\w* con el carro|choque|chocad\w*|accidente|accroch\w*|collision|carambolage|fell|fallen|caida|me cai|tombe\w*|chute)\b/;
const NECK = /\b(?:neck|cuello|cou|nuque)\b/;
const BOTH_ARMS_NUMB = /\b(?:both (?:my )?(?:arms|hands)|(?:los|las|mis) dos (?:brazos|manos)|(?:les|mes) deux (?:bras|mains))\b(?: \w+){0,4} (?:numb|tingl\w*|dead|asleep|pins and needles|hormigue\w*|dormid\w*|engourdi\w*|fourmi\w*|picot\w*)|\b(?:numb|tingl\w*|pins and needles|duermen|hormiguean|engourdi\w*|fourmis)\b(?: \w+){0,4} (?:both (?:my )?(?:arms|hands)|(?:los|las|mis) dos (?:brazos|manos)|(?:les|mes) deux (?:bras|mains))\b/;

/** At the wheel now and lost: "ando manejando ... ya no sé por dónde ando", "I'm driving and I don't know where I am". */
const DRIVING_NOW = /\b(?:i am driving|i m driving|(?:ando|estoy|voy|sigo) (?:manejando|conduciendo)|(?:je suis )?au volant|je conduis|je roule)\b/;
const LOST_AT_WHEEL = /\b(?:no se (?:por|en) donde (?:ando|estoy|voy)|no se (?:ni )?en que (?:colonia|calle|barrio|pueblo|sitio|lugar) estoy|no reconozco nada|(?:do not|can not) (?:know|recognise|recognize|tell) where i am|do not recognise anything|i am lost|i m lost|(?:estoy|ando) perdid[oa]|je suis perdue?|(?:ne )?(?:sais|sait) (?:plus|pas) ou je suis|(?:ne )?reconnais (?:plus |pas )?rien)\b/;

/** The heating kept off for the cost (unseen26: "I've not had the heating on since that big bill come"): a cold home, a concern. */
const HEATING_OFF_COST = /\b(?:(?:not|never) (?:had|put|turned|got|switched|been putting) (?:the |my )?(?:heating|boiler|radiators?|heater|fire) on(?: \w+){0,6} (?:bill|bills|afford|save|saving|cost|costs|price|prices|expensive)|(?:can not|could not) afford (?:to put |to have |to run )?(?:the )?(?:heating|heat)|no (?:pongo|enciendo|he puesto|he encendido) la calefaccion(?: \w+){0,6} (?:factura|facturas|ahorrar|cara|precio)|(?:mets|allume) (?:plus|pas) (?:le )?chauffage(?: \w+){0,6} (?:facture|factures|economis\w*|cher|prix))\b/;
/** A carbon monoxide alarm going off again now: "the alarm's going again", "la alarma vuelve a sonar", "l'alarme resonne". */
const ALARM_AGAIN = /\b(?:(?:alarm|detector|alarma|alarme|detecteur)(?: (?!not\b|never\b|no\b|pas\b|nunca\b|isn\b|t\b)[\w.]+){0,3} (?:is |s |has |keeps |started |starts )?(?:going off|beeping|going|sounding|ringing|gone off|bleeping|pitando|sonando|sonne|bipe)(?: \w+){0,2} again|(?:alarma|detector)(?: \w+){0,3} (?:vuelve a (?:sonar|pitar)|ha vuelto a (?:sonar|pitar)|volvio a (?:sonar|pitar)|(?:esta )?(?:sonando|pitando) (?:otra vez|de nuevo)|suena (?:otra vez|de nuevo)|pita (?:otra vez|de nuevo))|(?:alarme|detecteur)(?: \w+){0,3} (?:sonne (?:encore|de nouveau|a nouveau)|resonne|se remet a (?:sonner|biper)|bipe (?:encore|de nouveau|a nouveau)|recommence))\b/;
/**
 * A detector by the boiler beeping, or its batteries taken out (unseen26: "le petit boîtier blanc à côté de la chaudière, il arrête pas
 * de biper, alors je lui ai enlevé les piles"), with two of headache, sickness, dizziness or drowsiness: carbon monoxide.
 */
const ALARM_SILENCED = /\b(?:(?:alarm|detector|alarma|alarme|detecteur|boitier|box|cajita|aparato|aparatito)(?: [\w.]+){0,8} (?:beep\w*|bleep\w*|going off|bipe\w*|biper|pitando|pita|pitar|sonando|sonne|sonner)|(?:took|taken|pulled|removed|enleve|retire|quite|quitado|saque|sacado) (?:\w+ ){0,3}(?:the |les |las )?(?:batteries|battery|piles|pilas))\b/;
/** In the bath and unable to get out, long or gone cold (unseen26: "I've been in it since last night, my legs won't push me up and the water's gone stone cold"). */
/** The cat or the dog that will hardly wake: "le chat ... il se réveille presque pas". */
const PET_WILL_NOT_WAKE = /\b(?:cat|dog|chat|chien|gato|perro)(?: [\w.]+){0,8} (?:(?:will not|would not|can not|hardly|barely) (?:wake|stir)|(?:se )?reveille (?:presque )?(?:pas|plus)|no (?:se )?despierta)\b/;
const IN_BATH = /\b(?:in (?:the |my )?(?:bath|bathtub|tub)|in it|dans (?:la |ma )?baignoire|dans le bain|en la banera|en el bano)\b/;
const BATH_LONG = /\b(?:(?:been|sat|stuck|lying|sitting) in (?:it|there|here|the bath|the tub) (?:since|all night|overnight|for hours|for (?:\w+ )?hours)|(?:since|depuis|desde) (?:last night|hier soir|anoche|this morning|ce matin|esta manana)|(?:water|eau|agua)(?: \w+){0,3} (?:stone |freezing |ice )?cold|(?:eau|agua) (?:est )?(?:toute )?(?:froide|fria|glacee|helada))\b/;
const CANNOT_PUSH_UP = /\b(?:(?:legs?|arms|jambes|piernas)(?: \w+){0,2} (?:will not|would not|can not|do not) (?:push|lift|get|hold) me|(?:can not|could not) (?:get|climb|push myself|pull myself) (?:out|up)|peux pas (?:sortir|me relever)|no puedo salir|n arrive pas a (?:sortir|me relever))\b/;
/** Bleeding that will not stop, or for hours (unseen26: "a nosebleed that won't stop, it's been going since breakfast"). */
const BLEED_WONT_STOP = /\b(?:(?:will not|would not|does not|can not) stop|no (?:para|paro|se para|se corta|se detiene|deja de)|sin parar|n arrete pas|ne s arrete pas|s arrete pas)\b/;
const BLEED_HOURS = /\b(?:for (?:hours|\w+ hours|an hour|over an hour)|(?:going|bleeding) since (?:breakfast|this morning|last night|\w+ o clock)|since breakfast|depuis (?:des heures|ce matin|le petit dejeuner|\w+ heures)|desde (?:hace (?:horas|\w+ horas)|esta manana|el desayuno))\b/;
const CO_CONTEXT = /\b(?:carbon monoxide|monoxide|co alarm|co detector|monoxido|monoxyde|boiler|caldera|calentador|chaudiere|chauffe eau|gas (?:fire|heater)|estufa|poele)\b/;

/** A caller not who he said, or a trader sent by nobody: "said he was a policeman", "haciéndose pasar por el banco", "soi-disant envoyé par le syndic". */
const FALSE_CALLER = /\b(?:said (?:he|she|they) (?:was|were) (?:a |an |from )|pretending to be|posing as|haciendose pasar|se hizo pasar|soi disant|se faisant passer|de una compania|collecting for|pidiendo para|envoye par|ont envoye personne|sent nobody|never sent anyone)\b/;
/** Money or a card lost to such a caller: "took four hundred pound out", "le di los números de la tarjeta", "il m'a fait payer six cents euros", "my purse wasn't in my pocket". */
const MONEY_LOST = /\b(?:took (?:\w+ ){0,3}(?:pound|pounds|quid|euros?|dollars)|(?:sacaron|sacado|cobrado|cobraron|cargo de)(?: \w+){0,3} euros|fait payer(?: \w+){0,3} euros|(?:purse|wallet|monedero|cartera|porte monnaie|portefeuille)(?: \w+){0,3} (?:was not|wasn t|had gone|gone|missing|desaparecid\w*|no estaba|a disparu|disparu)|(?:le di|gave (?:him|them|her)|given (?:him|them)|lui ai donne) (?:\w+ ){0,2}(?:numeros de la tarjeta|tarjeta|numero de la cuenta|bank card|card details|card numbers|pin|code|carte)|collect my (?:bank )?card|pidio el numero de la cuenta)\b/;
/** One tablet of a new box and one of the old ("that's two"), or the evening ones for the morning ones: a mix-up. */
const MED_MIXUP = /\b(?:one of (?:those|them|the new ones) and one of (?:my|the) old ones|(?:evening|night) (?:tablets|pills|ones) instead of (?:the )?morning|comprimes du soir a la place de ceux du matin|(?:pastillas|las) de la noche en (?:vez|lugar) de las de la manana)\b/;
/** Only days of tablets left: "I've only got two days of my tablets left", "me quedan pastillas para dos días". */
const TABLETS_RUNNING_OUT = /\b(?:only (?:got|have) (?:\w+ ){0,2}(?:days?|day s) of (?:my )?(?:tablets|pills|medication|medicine) left|(?<!\b(?:not|never|t) )running out of (?:my )?(?:tablets|pills|medication)|me quedan (?:solo )?(?:pastillas para )?(?:\w+ )?dias(?: de pastillas)?|il me reste (?:que )?(?:\w+ )?jours de (?:comprimes|medicaments|cachets))\b/;

function outAndAboutSigns(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const { own, mine, now, found, urgent } = pairedReading(signals, heard, personSaid);
  const concern = (kind: string) => found.push({ kind, severity: 'concern', quote: '' });
  // Money or a card lost to a caller not who he said (a concern, however long ago), a tablet mix-up with no sign
  // after it, and tablets running out.
  if (FALSE_CALLER.test(mine) && MONEY_LOST.test(mine)) concern('scam');
  if (plainly(MED_MIXUP, now) || plainly(DOUBLE_DOSE, now)) concern('overdose');
  if (TABLETS_RUNNING_OUT.test(now)) concern('needs-something');
  if (plainly(HEATING_OFF_COST, now)) concern('cold-home');
  // A caller claiming to be from the council, the water board or the police, in the home now and pressing.
  if (CALLER_CLAIM.test(now) && plainly(CALLER_IN, now) && CALLER_PRESSING.test(now)) urgent('intruder');
  // The new tablets and the old taken together, and drowsy or muddled now.
  if (plainly(DOUBLE_DOSE, now) && (DROWSY.test(now) || plainly(CANNOT_STAY_AWAKE, now) || own('tiredness', 'collapse').length > 0)) urgent('overdose');
  // A cloth round a wound soaked through: bleeding that will not stop.
  if (plainly(CLOTH_SOAKED, now) && WOUND_ANY.test(now)) urgent('bleeding');
  // Down on the ground now and unable to get up.
  if (plainly(ON_GROUND, now) && CANNOT_STAND.test(now)) urgent('cannot-get-up');
  // A low sugar reading, with two of the shakes, the sweats and a muddle.
  const hypoGroups = [HYPO_SHAKE, HYPO_SWEAT, HYPO_MIND, MUDDLED_ANY].filter((re) => re.test(now)).length;
  if (plainly(SUGAR_LOW_READING, now) && hypoGroups >= 2 && own(...HYPO_OWN).length > 0) urgent('low-blood-sugar');
  // After a knock in the car or a fall, a neck pain with both arms numb.
  if (KNOCK.test(now) && NECK.test(now) && plainly(BOTH_ARMS_NUMB, now) && own('pain', 'numbness', 'weakness', 'unclear-risk').length > 0) urgent('injury');
  // Driving and lost.
  if (plainly(DRIVING_NOW, now) && plainly(LOST_AT_WHEEL, now)) urgent('lost');
  // A carbon monoxide alarm going again now, with a headache, sickness, drowsiness or dizziness.
  const poisoned = [signals.find(isHeadache), ...own('unwell', 'tiredness', 'dizziness')].filter((s) => s !== undefined).length > 0 || HEAD_PAIN.test(now);
  if (plainly(ALARM_AGAIN, now) && CO_CONTEXT.test(now) && poisoned) urgent('gas');
  // A detector by the boiler beeping or its batteries out, with two of its poisoning signs (or one, and the cat or others the same).
  const poisonSigns = [signals.find(isHeadache) ?? (HEAD_PAIN.test(now) ? signals[0] : undefined), own('unwell')[0], own('dizziness')[0], own('tiredness')[0]].filter((s) => s !== undefined).length;
  if (plainly(ALARM_SILENCED, now) && CO_CONTEXT.test(now) && (poisonSigns >= 2 || (poisonSigns >= 1 && PET_WILL_NOT_WAKE.test(now)))) urgent('gas');
  // In the bath, long or gone cold, and the legs will not push the person up: unable to get out.
  if (IN_BATH.test(now) && plainly(BATH_LONG, now) && plainly(CANNOT_PUSH_UP, now)) urgent('cannot-get-up');
  // Bleeding that will not stop on a blood thinner, or for hours.
  if (own('bleeding').length > 0 && ((BLOOD_THINNER.test(now) && (BLEED_WONT_STOP.test(now) || BLEED_HOURS.test(now))) || (BLEED_WONT_STOP.test(now) && BLEED_HOURS.test(now)))) urgent('bleeding');
  return found;
}

// --- issue 13, unseen20: the body day to day --------------------------------------------------------------------
// Read as the paired readings above: in the sentences not told as over or as a programme's, and not denied.

/** A negation, as heard or in the person's own words with the apostrophe dropped ("isn t", "haven t", "n est pas"). */
const NEGATED = /\b(?:never|not|no|nor|nunca|jamas|ni|jamais|pas|ne|t|isn|aren|wasn|weren|haven|hasn|hadn|didn|don|doesn|won)\b/;
/** A sign said with no negation in the three words before it, nor (`inside`) within it ("my tummy is not swollen"). */
const sure = (re: RegExp, text: string, inside = true) => undenied(re, text, NEGATED, inside);
/** A sentence that only supposes: "if my toe ever went black", "por si un día", "au cas où", "si jamais". */
const SUPPOSED = /\b(?:if (?:i|my|it|ever|he|she)|in case|were to|au cas ou|si jamais|si un jour|por si|si alguna vez|si algun dia|si un dia)\b/;
/** A fever or shivering of the person's own (not "he has a fever"), said now. */
function ownFever(signals: Signal[], now: string): boolean {
  const fevers = signals.filter((s) => s.severity !== 'positive' && FEVER_NOW.test(plain(s.quote)));
  return sure(FEVER_NOW, now, false) && (fevers.length === 0 || fevers.some((s) => !s.aboutSomeoneElse));
}
/**
 * A toe, foot, finger or sore gone black, or redness spreading up a limb: "it's gone all red and hot right up to me
 * knee", "ya está negro el dedo", "se me está poniendo rojo hasta el tobillo", "l'orteil est tout noir", "la rougeur
 * monte jusqu'au genou". With a fever or shivering, an infection spreading (sepsis).
 */
const BLACK_OR_SPREADING = /\b(?:(?:toe|toes|foot|feet|finger|fingers|wound|sore|ulcer|dedo|dedos|pie|herida|llaga|ulcera|orteil|orteils|doigt|doigts|pied|plaie)(?: [\w]+){0,4} (?:(?:has |is |gone|turned|went|going|gone all|all|ya|esta|se|puso|todo|toda|tout|toute|est|devenu|devenue|is poniendo) )*(?:black|negro|negra|negrito|negrita|noir|noire|noirci|noircie)|(?:black|negro|negra|negrito|noir|noire)(?: [\w]+){0,2} (?:the |el |le |l )?(?:toe|dedo|orteil|doigt|finger)|(?:red|redness|rojo|roja|rojez|enrojecid\w*|rouge|rougeur)(?: (?:and hot|and swollen|y caliente|et chaude?))?(?: \w+){0,4} (?:right |all the way |all )?(?:up to|up my|up the|spreading|hasta|jusqu a|jusqu au|jusque|qui monte|monte|sube|se extiende|s etend)|(?:spreading|se extiende|s etend|gagne)(?: \w+){0,3} (?:red|redness|rojo|rojez|rouge|rougeur))\b/;
const FEVER_NOW = /\b(?:fever|feverish|temperature|shivery|shivering|shivers|shaking|shakes|chills|rigou?rs|burning up|fiebre|calentura|escalofrios?|tiritando|temblando|fievre|frissons?|grelott\w*|tremble\w*)\b/;
/** A swollen belly with sickness and nothing passed, not even wind: a bowel blocked. */
const NOTHING_PASSED = /\b(?:(?:not|never) (?:been|gone) (?:\w+ ){0,1}(?:to the (?:loo|toilet|bathroom)|for a (?:poo|number two))|(?:not|never) (?:opened|passed|had|done) (?:my |any )?(?:bowels|wind|poo|a poo|motion)|not even (?:wind|gas|a fart)|(?:nor|ni|meme pas|even no|pas (?:de|meme)) (?:de |des |un |una |los )?(?:gases|gaz|pedos|vents)|no (?:have |he )?(?:ido|hecho) (?:al bano|to the bathroom|de vientre)|(?:not|pas) (?:ete|alle) a (?:the|la) selle)\b/;
/** A leg, foot or arm gone white (or pale) and cold: "la jambe toute blanche et froide comme du marbre". */
const LIMB_WHITE_COLD = /\b(?:leg|foot|arm|jambe|pied|bras|pierna|pie|brazo)(?: \w+){0,4} (?:white|pale|blanche|blanc|blanca|blanco|palida|palido|livide)(?: as a (?:sheet|ghost))?(?: \w+){0,3} (?:and|et|y) (?:\w+ )?(?:cold|icy|ice cold|freezing|froide?|glacee?|fria|frio|helad[ao])\b|\b(?:leg|foot|arm|jambe|pied|bras|pierna|pie|brazo)(?: \w+){0,4} (?:cold|icy|froide?|glacee?|fria|frio|helad[ao]) (?:and|et|y) (?:\w+ )?(?:white|pale|blanche|blanca|blanco|palida|livide)\b/;
const LIMB_LOST = /\b(?:hardly feel|can not feel|numb|sens (?:presque |plus |pas )*(?:plus|pas|not)|sens presque|no (?:la |lo )?siento|casi no (?:la |lo )?siento|dormid[ao]|engourdi\w*|insensible|mal de chien|agony|killing me|horrible|atroce|terrible)\b/;
/** Saliva that will not go down, with a face or neck swelling or a fever: the airway closing. */
const SALIVA = /\b(?:can not|could not|struggl\w* to|trouble|hard to|difficult\w*|misere a|mal a|peine a|no puedo|me cuesta|cuesta) (?:\w+ ){0,2}(?:swallow\w*|avaler|tragar) (?:\w+ ){0,2}(?:spit|saliva|salive)\b/;
const SWELLING_ANY = /\b(?:swell\w*|swollen|enfl\w*|gonfl\w*|hinch\w*|inflamad\w*)\b/;
/** A sleeping tablet taken again, not sure it had been ("then I forgot and I took one more", "tomé otra"). */
const TOOK_ANOTHER = /\b(?:(?:i |je )?(?:forgot|olvide|no se si|ne sais plus si|sais plus si|savais plus si|oublie)(?: [\w.]+){0,8} (?:i )?(?:took|tome|ai pris|ai repris|en ai pris|en ai repris) (?:one more|another|otra|une autre|un autre|encore une|encore un)|(?:sleeping (?:tablet|pill)s?|pill of dormir|pastilla (?:de|para|of) dormir|somnifere|cachet pour dormir)(?: [\w.]+){0,14} (?:i )?(?:took|tome|ai pris|ai repris|en ai pris|en ai repris) (?:one more|another|otra|une autre|un autre|encore une|encore un))\b(?! (?:cup|cuppa|tea|coffee|glass|biscuit|taza|vaso|cafe|galleta|tasse|verre|biscuit)\b)/;

/** A painful or red eye with haloes or rainbows round the lights: "veo las luces con un arcoíris alrededor" (glaucoma). */
const EYE_SORE = /\b(?:eye|eyes|ojo|oeil|oil)\b(?: [\w.]+){0,14} (?:pain|painful|hurts|hurting|aching|red|rojo|roja|rouge|dolor|duele|douleur|mal)\b|\b(?:pain|dolor|douleur|mal)(?: \w+){0,3} (?:in |a |dans |en )?(?:the |my |l |el |mon |le )?(?:eye|ojo|oeil)\b/;
const HALOES = /\b(?:rainbows?|halos?|haloes|arcoiris|arco iris|aureolas?|arc en ciel|arcs en ciel)\b/;
/** Seeing double with a walk as if drunk: "je vois double ... je marche tout de travers, on dirait que j'ai bu". */
const DOUBLE_SIGHT = /\b(?:seeing double|see double|double vision|vois double|voyais double|vois tout double|veo doble|veo todo doble|vision doble|vision double)\b/;
const DRUNK_WALK = /\b(?:(?:walk\w*|marche|marchais|camino|ando|caminando)(?: \w+){0,3} (?:like (?:i am |i was |i have been |i m )?(?:drunk|tipsy)|de travers|como (?:un |una )?borrach[oa]|como si (?:hubiera|estuviera) (?:bebido|borrach[oa]))|on dirait que j ai bu|as if i (?:had been|was|were) drunk|like i (?:had been|was|am|have been) drinking|comme (?:si j etais )?(?:ivre|saoule?|soule?)|como si hubiera bebido|staggering|stagger|titube\w*|tambale\w*)\b/;

/** The runs or sickness, nothing kept down, and hardly any water passed or a faint: dehydration ("casi ni orino"). */
const RUNS_OR_SICK = /\b(?:diarrh\w*|diarrea|diarrhee|courante|the runs|vomit\w*|vomis\w*|devuelvo|been sick|being sick|throwing up|threw up)\b/;
const NOTHING_KEPT = /\b(?:(?:everything|todo|tout)(?: \w+){0,4} (?:devuelvo|vomito|vomis|rends|comes (?:straight )?(?:back )?up|brings? (?:it )?(?:back )?up)|(?:can not|could not|not) (?:keep|kept) (?:anything|nothing|it|a thing|water|\w+) down|(?:ni|not even|meme pas|even) (?:el |la |l |the )?(?:agua|aguita|eau|water|suerito)(?: \w+){0,4} (?:me )?(?:quedo|queda|retengo|garde|stays)|garde (?:rien|nothing)|no (?:retengo|me queda) nada)\b/;
const LITTLE_WATER = /\b(?:(?:casi|apenas) (?:ni |no )?(?:orino|he orinado|hago pis|hago pipi)|(?:no|ni) (?:he )?orin\w*|(?:hardly|barely|not) (?:had a wee|passed (?:any )?water|been for a wee|weeing|peeing)|(?:presque )?plus (?:fait )?pipi|presque pas urine|urine presque plus|fais presque plus pipi)\b/;

export function bodyDayToDaySigns(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const read = pairedReading(signals, heard, personSaid);
  const { own, found, urgent } = read;
  const now = apart(read.now, SUPPOSED);
  if (sure(BLACK_OR_SPREADING, now) && ownFever(signals, now)) urgent('spreading-infection');
  if (sure(BELLY_HARD, now) && sure(VOMITING, now) && NOTHING_PASSED.test(now)) urgent('bowel-obstruction');
  if (sure(LIMB_WHITE_COLD, now) && (own('pain', 'severe-pain', 'numbness').length > 0 || sure(LIMB_LOST, now, false))) urgent('blocked-artery');
  if (sure(SALIVA, now, false) && (sure(SWELLING_ANY, now) || ownFever(signals, now))) urgent('choking');
  if (sure(EYE_SORE, now) && sure(HALOES, now) && (sure(VOMITING, now) || signals.some(isHeadache) || HEAD_PAIN.test(now))) urgent('eye-emergency');
  if (sure(DOUBLE_SIGHT, now) && sure(DRUNK_WALK, now)) urgent('stroke');
  if (sure(RUNS_OR_SICK, now) && NOTHING_KEPT.test(now) && (LITTLE_WATER.test(now) || own('collapse').length > 0)) urgent('dehydration');
  if (sure(TOOK_ANOTHER, now, false) && (DROWSY.test(now) || plainly(CANNOT_STAY_AWAKE, now) || own('tiredness', 'collapse').length > 0)) urgent('overdose');
  return found;
}

// --- issue 13, unseen21: medicines and daily routines ---------------------------------------------------------
// Read as the paired readings above: in the sentences not told as over or as a programme's, none that only suppose
// ("if I ever...", "por si", "au cas où"), none denied in the three words before it (`sure`). A dose wrong with no
// sign after it stays a concern; these join the dose to the sign that makes it an emergency.

/** Sleeping tablets and tranquillisers by their names, any language. */
const SLEEP_DRUG = String.raw`(?:zopiclone|zolpidem|temazepam|lorazepam|lormetazepam|diazepam|valium|nitrazepam|alprazolam|xanax|stilnox|imovane|lexomil|bromazepam|noctamid|orfidal|trankimazin|tranxilium|sleeping (?:tablets?|pills?)|sleepers|somniferes?|cachets? pour dormir|pastillas? (?:de|para) dormir)`;
/** More of them than meant: another, a second, two or three at once. */
const SLEEP_EXTRA = new RegExp(String.raw`\b(?:(?:repris|reprendre|retome|vuelto a tomar|volvi a tomar|took again|taken again) (?:un |une |otra |otro |el |la |le |another |a )?${SLEEP_DRUG}|(?:had|took|taken|swallowed|tome|tomado|tomo|pris|avale|repris) (?:another|one more|an extra|two|three|2|3|otro|otra|dos|tres|deux|trois|un autre|une autre|encore (?:un|une|deux))(?: (?:more|two|three|2|3|dos|tres|deux|trois))?(?: of)?(?: (?:the|my|el|la|mes|les|des))? ${SLEEP_DRUG}|${SLEEP_DRUG}(?: \w+){0,3} (?:y|and|et) (?:luego|then|puis|apres) (?:otro|otra|another|un autre|une autre|encore un)|(?:deux|two|dos) ${SLEEP_DRUG}(?: \w+){0,2} (?:et|and|y) (?:un|une|a|one|uno|una) ${SLEEP_DRUG}|${SLEEP_DRUG}(?: \w+){0,4} (?:copita|copa de vino|vino|wine|whisky|brandy|vin|verre|alcohol|alcool))\b`);
/** Too drowsy to speak or keep the eyes open, in the person's words. */
const BARELY_AWAKE = /\b(?:can not keep (?:my|me) eyes|se me cierran(?: los ojos)?|no atino (?:ni )?a hablar|me caigo de sueno|dors debout|yeux (?:qui )?se ferment|arrive (?:plus|pas) a garder les yeux|going all soft|can barely (?:speak|talk|stay awake)|eyes keep closing)\b/;
/** Breathing gone slow or shallow: an opioid's sign. */
const SLOW_BREATHING = /\b(?:breath\w*(?: \w+){0,3} (?:ever so |very |so |really |gone |is |has gone )*(?:slow|shallow)|respir\w*(?: \w+){0,3} (?:muy |tan |tres |si )?(?:lent\w*|despacio|superficial\w*|faible)|remind myself to (?:breathe|do it)|me olvido de respirar|oublie de respirer)\b/;
/** A new pain patch on and the old one left on: two patches at once. */
const TWO_PATCHES = /\b(?:(?:patch|patches|parche|parches|patch|patchs)(?: [\w.]+){0,14} (?:old one|other one|last one|anterior|viejo|l ancien|l autre|ancien)(?: \w+){0,4} (?:still on|is still on|sigue puesto|sigue pegado|toujours (?:colle|dessus|la|en place)|encore (?:colle|dessus|la))|forgot to (?:peel|take off|remove) (?:it|the old)|(?:two|dos|deux) (?:patches|parches|patchs) (?:on|puestos|colles)|(?:two|dos|deux) (?:\w+ )?(?:patches|parches|patchs)(?: (?:of|de|d) \w+)? (?:instead of|to the lieu of|au lieu d|en (?:vez|lugar) de)|olvide (?:quitarme|quitar) el (?:otro|viejo|anterior)|oublie d enlever l (?:ancien|autre))\b/;
/** Paracetamol or co-codamol past counting or too often. */
const PARACETAMOL = /\b(?:paracetamol\w*|codamol|co codamol|cocodamol|solpadeine|doliprane|dafalgan|efferalgan|gelocatil|termalgin|tylenol|acetaminophen)\b/;
const TOO_OFTEN = /\b(?:(?:maybe|perhaps|about|around|peut etre|environ|a lo mejor|quizas|tal vez|unos|unas|unos|sais not|sais plus|no se) (?:ten|eleven|twelve|fourteen|fifteen|sixteen|twenty|dix|onze|douze|quatorze|quinze|seize|vingt|diez|once|doce|catorce|quince|dieciseis|veinte|1[0-9]|2[0-9])(?! (?:hours|heures|horas|years|ans|anos|mg|o clock)\b)|all (?:day|the day)(?: \w+){0,2} (?:and )?(?:all )?(?:night|last night)|toute la journee(?: \w+){0,3} (?:et )?(?:cette nuit|toute la nuit)|todo el dia(?: \w+){0,2} y (?:toda )?(?:la noche|anoche)|lost count|every (?:couple of |two |2 )?hours?|on top|no se (?:ya )?cuantas|perdido la cuenta|cada (?:dos |2 )?horas?|j ai perdu le compte|perdu le compte|sais (?:plus|pas) combien|toutes les (?:deux |2 )?heures?|more than (?:eight|8|the box says)|mas de (?:ocho|8)|plus de (?:huit|8))\b/;
/** After it: sickness, a pain under the ribs on the right, yellow skin or eyes. */
const LIVER_SIGNS = /\b(?:been sick|being sick|vomit\w*|vomis\w*|threw up|throwing up|devuelto|nausea\w*|under (?:my )?ribs|bajo las costillas|debajo de las costillas|sous les cotes|yellow|amarill\w*|jaune)\b/;
/** The whole box or week taken at once: "must have taken the lot", "la caja vacía", "j'ai dû tout prendre". */
const WHOLE_LOT_TAKEN = /\b(?:(?:must have|might have|may have|think i|i have|i had|i) (?:taken|took|had|swallowed) the (?:whole )?lot|taken the whole (?:week|box)|(?:box|pill ?box|dosette)(?: \w+){0,6} (?:full|llen\w*|pleine?)(?: \w+){0,8} (?:empty|vaci\w*|vide)|(?:me he tomado|me tome|he tomado) (?:toda la caja|todo el pastillero|todas (?:las de )?la semana|todas)|(?:j ai du|j ai) tout (?:pris|avale)|pris toute la (?:boite|semaine)|(?:pilulier|semainier)(?: \w+){0,4} vide)\b/;
/** Its signs: the room spinning, the heart odd, feeling funny, drowsy. */
const AFTER_MANY = /\b(?:spinning|heart(?: \w+){0,3} (?:odd|funny|racing|pounding|skipping|jumping|doing something)|feel funny|feel strange|muy rar[oa]|me da vueltas|da vueltas|corazon(?: \w+){0,3} (?:raro|a saltos|loco|disparado)|tout tourne|tete qui tourne|coeur(?: \w+){0,3} (?:bizarre|bat la chamade|fait des siennes|saute|s emballe))\b/;
/** Digoxin, with two of: sickness, the world gone yellow or green, a heart that jumps or stops. */
const DIGOXIN = /\b(?:digoxin\w*|lanoxin|digitali\w*)\b/;
const DIGOXIN_SIGNS = [
  /\b(?:nause\w*|sick|vomit\w*|vomis\w*|devuelv\w*|mareo\w*)\b/,
  /\b(?:yellow|green|amarill\w*|verdos\w*|jaune\w*|verdatre|halos?|haloes)\b/,
  /\b(?:heart(?: \w+){0,4} (?:jump\w*|skip\w*|stop\w*|starts|racing|slow|odd|funny|all over)|corazon(?: \w+){0,4} (?:a saltos|para|se para|arranca|lento|raro)|coeur(?: \w+){0,4} (?:saute|s arrete|repart|lent|bizarre|irregulier))\b/,
];
/** Methotrexate, a weekly drug, taken daily, or with mouth sores or a fever. */
const METHOTREXATE = /\b(?:methotrexat\w*|metotrexato)\b/;
const DAILY_NOT_WEEKLY = /\b(?:every day|each day|daily|todos los dias|cada dia|a diario|tous les jours|chaque jour)\b/;
const MTX_SIGNS = /\b(?:mouth(?: \w+){0,3} (?:sores|ulcers)|(?:sores|ulcers)(?: \w+){0,3} mouth|llagas|aftas|aphtes|boca llena|fever|fiebre|fievre|temperature|bruis\w*|moratones|bleeding|sangr\w*)\b/;
/** Chemotherapy tablets with a fever or shivering: infection on a low white count. */
const CHEMO = /\b(?:chemo\w*|chimio\w*|quimio\w*|capecitabin\w*|xeloda|temozolomid\w*|cyclophosphamid\w*|ciclofosfamida)\b/;
const CHEMO_FEVER = /\b(?:fever|feverish|temperature of (?:38|39|40)|(?:38|39|40)(?: \d)? (?:degrees|grados|degres)?|fiebre|fievre|(?:i have|j ai|tengo) (?:38|39|40)|chills|shivering|rigou?rs|frissons?|escalofrios|tiritando)\b/;
/** Blood in the water or bright red with clots, on a blood thinner. */
const THINNER_SPOKEN = /\b(?:pre vis quand|previs can|pre viscan|sin trom)\b/;
const BLEED_DOWN_BELOW = /\b(?:(?:wee|urine|pee|water|orina|pis|urines?|pipi)(?: \w+){0,4} (?:red|bright red|blood\w*|roj[oa]|sangre|rouge\w*|sang)|(?:blood|sangre|sang) (?:in|en|dans) (?:my |la |mi |les |mes )?(?:wee|urine|water|orina|urines|pipi|stools?|poo|heces|selles)|(?:black|tarry|negras|noires) (?:stools?|poo|heces|cacas?|selles)|(?:toilets?|toilettes|bathroom|bano|loo)(?: \w+){0,6} (?:all red|tout rouge|todo rojo|red|rouge|roj[oa]|blood|sangre|sang)|caillots|clots|coagulos|rouge vif|bright red|rojo vivo)\b/;
const HEAVY_OR_FAINT = /\b(?:clots|caillots|coagulos|rouge vif|bright red|rojo vivo|pas qu un peu|not a little|a lot|mucha|beaucoup|tete qui tourne|head spinning|dizzy|mare\w*|faint\w*|desmay\w*|malaise|as i stand|when i stand|me leve|me levanto)\b/;
/** Insulin run out or not taken for days: a high sugar on its way. */
const NO_INSULIN_DAYS = /\b(?:(?:not|never|no) (?:done|taken|had|used) (?:my |any )?(?:insulin|lantus|levemir|novorapid|humalog|tresiba|toujeo|abasaglar)|(?:insulin|lantus|levemir|novorapid|humalog|tresiba|toujeo)(?: \w+){0,3} (?:since|for (?:\w+ )?days)|(?:ran out|run out|out) of (?:my )?(?:insulin|pen needles|needles|lantus)|(?:pu|plus|pas) d insuline|sin (?:la )?insulina|no me (?:he )?(?:puesto|pinchado) la insulina|(?:se me )?acabo la insulina|(?:j en ai|j ai) pas pris)\b/;
const HIGH_SUGAR_SIGNS = [
  /\b(?:thirst\w*|sed|soif|assoiffe\w*)\b/,
  /\b(?:up and down to the (?:loo|toilet)|(?:weeing|peeing|passing water) all the time|(?:aller|vais) aux toilettes|orinar (?:todo el rato|a cada rato)|no paro de (?:orinar|ir al bano|hacer pis))\b/,
  VOMITING,
  /\b(?:breathing (?:fast|deep|quick)|respir\w* (?:vite|rapide\w*|profond\w*|deprisa|rapido)|haleine|breath smells|aliento)\b/,
  /\b(?:muddl\w*|confus\w*|losing what i|misere a suivre|suivre ce que|me pierdo|no me entero|embrouill\w*|drows\w*|sleepy|somnol\w*)\b/,
];
/** A sugar-lowering tablet or insulin, no food after it, and two of the shakes, the sweats and a muddle. */
const DIABETES_MED = /\b(?:insulin\w*|(?:tablet|pill|cachet|comprime|pastilla)s? (?:for|pour|para) (?:the |my |le |la |mi )?(?:diabet\w*|sugar|sucre|azucar)|diabetes (?:tablet|pill)s?|gliclazid\w*|diamicron|metformin\w*)\b/;
const NOT_EATEN = /\b(?:(?:not|no|never|hardly|pas) (?:had (?:my |any )?(?:breakfast|lunch|dinner|food)|eaten|ate|dejeune|mange|desayunado|comido)|without (?:breakfast|eating)|sin (?:desayunar|comer)|sans (?:dejeuner|manger))\b/;
const HYPO_SWEATY = /\b(?:sweat\w*|clammy|moite|en nage|sudor\w*|sudando|empapad\w*|transpir\w*)\b/;
const HYPO_SHAKY = /\b(?:shak\w*|trembl\w*|tiembl\w*|temblando|tremble)\b/;
const HYPO_LOST = /\b(?:muddl\w*|confus\w*|sais plus (?:ou|ce que)|no se (?:donde|que (?:iba|queria))|do not know (?:where|what i)|can not think)\b/;
/** A curtain or shadow coming down over one eye, half the sight gone: the retina coming away. */
const CURTAIN = /\b(?:(?:curtain|shadow|veil|rideau|voile|cortina|sombra|telon)(?: \w+){0,5} (?:coming down|comes down|came down|over (?:my|one|the) (?:\w+ )?eye|descend\w*|baj\w*|sur (?:l|mon) oeil|sobre (?:el|mi) ojo|across (?:my|one) eye)|(?:can not|can t) see (?:half|the (?:top|bottom|side))|(?:vois|voir) (?:plus|pas) (?:la moitie|le haut|le bas)|no veo (?:la mitad|media)|lost (?:half|the (?:top|bottom)) of (?:my )?(?:sight|vision))\b/;
const EYE_WORD = /\b(?:eye|eyes|sight|vision|oeil|yeux|vue|ojo|ojos|vista)\b/;
/** Tablets kept by and a night chosen to take them all: "tonight might be the night I take them all and that's that". */
const TAKE_ALL_TONIGHT = /\b(?:(?:tonight|tomorrow|this weekend)(?: \w+){0,5} (?:the night|the day|the time) (?:i|when i) (?:take|swallow) (?:them all|the lot|all of them|all my \w+)|(?:take|swallow) (?:them all|the lot|all of them) and (?:that is|that will be|that ll be) (?:that|it)|(?:esta noche|manana)(?: \w+){0,5} (?:la noche|el dia) (?:que|en que) (?:me las tomo|me las tomare) todas|(?:me las tomo|me las tomare|tomarmelas) todas(?: \w+){0,2} y (?:se acabo|ya esta|listo|adios|no despertar)|(?:ce soir|demain)(?: \w+){0,5} (?:la nuit|le jour|le soir) ou je les (?:prends|prendrai|avale|avalerai) (?:toutes|tous)|je les (?:prends|prendrai|avale|avalerai) (?:toutes|tous)(?: \w+){0,2} et (?:c est|ce sera) (?:fini|tout|termine))\b/;
/** Someone tried the door and is still outside now: "tried to open my door... still in the yard, tapping on the window". */
const TRIED_DOOR = /\b(?:(?:tried|trying|try) (?:to open |to get in |to force )?(?:my|the) (?:back |front )?(?:door|window|handle)|(?:rattl\w*|shak\w*|jiggl\w*|yank\w*) (?:at )?(?:the|my) (?:back |front |screen |storm |kitchen |patio )?(?:door|window|handle|lock)|secou\w* (?:la|ma) (?:porte|poignee|fenetre)|(?:sacude|sacudiendo|sacudia|zarandea\w*|forcejea\w*) (?:con )?(?:la|mi) (?:puerta|ventana|manilla)|tried the (?:handle|door)|essaye d ouvrir (?:ma|la) (?:porte|fenetre)|entendu la poignee|(?:intentado|intento|intentaba) abrir (?:mi|la) (?:puerta|ventana)|(?:movio|movia|mueve) el pomo|forc\w* (?:la|ma) (?:puerta|porte))\b/;
const STILL_OUTSIDE = /\b(?:(?:he|she|they|someone|somebody|a man|il|elle|alguien|quelqu un) (?:is |are |est |sigue |esta )?(?:still|encore|toujours|todavia|aun)? ?(?:in the (?:garden|yard|back yard|backyard)|outside|out back|out the back|round the back|by the shed|dans la cour|dans le jardin|derriere la maison|en el (?:patio|jardin)|fuera|dehors)|(?:flash ?light|torch|linterna|lampe (?:torche|de poche))(?: \w+){0,2} (?:moving|shining|going|que se mueve|moviendose|qui bouge|qui se promene)|(?:tapping|knocking|banging) (?:on|at) the window|tape au carreau|tape a la fenetre|frappe a la fenetre|golpea la ventana|llama a la ventana)\b/;
/** Smoke filling the room now, with the alarm going, coughing or unable to see. */
const SMOKE_FILLING = /\b(?:(?:smoke|fumee|humo)(?: \w+){0,2} (?:plein|partout|everywhere|filling|toda|todo|full|lleno)|(?:kitchen|room|cuisine|piece|cocina)(?: \w+){0,2} (?:full of|pleine de|llena de) (?:smoke|fumee|humo))\b/;
const SMOKE_WITH = /\b(?:alarm\w*(?: \w+){0,2} (?:going|sounding|beeping|sonne|suena|pita)|coughing|je tousse|tosiendo|toso|can not see|y vois rien|vois rien|no veo nada|tout noir|all black)\b/;

/** Someone else named as the one who took it: "my husband took another", "la del quinto se tomó", "mon mari a pris". */
const OTHER_TAKER = /\b(?:he(?! (?:tomado|bebido|puesto|pinchado|olvidado|vuelto|hecho|doblado|repetido)\b)|she|they|him|her|husband|wife|son|daughter|neighbou?r|friend|sister|brother|mum|dad|marido|mujer|esposa|hijo|hija|vecin[oa]|amig[oa]|herman[oa]|quinto|mari|femme|fils|fille|voisin\w*|ami|amie|soeur|frere|il(?! y a\b)|elle)\b/;
const UNSURE_IF = /\b(?:not sure|do not know|can not remember|do not remember|no se|no recuerdo|no me acuerdo|sais (?:pas|plus)|souviens (?:pas|plus))(?: (?:if|whether|si))\b/g;
/** `sure`, and the dose is the person's own: no one else named in the four words before it. */
function ownDose(re: RegExp, text: string): boolean {
  for (const m of text.matchAll(globalOf(re))) {
    // "Not sure if I took another", "no sé si", "je sais plus si": a doubt, never a denial.
    const words = text.slice(0, m.index).replace(UNSURE_IF, 'unsure').split(' ').filter(Boolean);
    if (!NEGATED.test(words.slice(-3).join(' ')) && !OTHER_TAKER.test(words.slice(-4).join(' '))) return true;
  }
  return false;
}

function medicineSigns(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const read = pairedReading(signals, heard, personSaid);
  const { own, found, urgent } = read;
  const now = apart(read.now.replace(UNSURE_IF, 'unsure'), SUPPOSED);
  const drowsy = DROWSY.test(now) || BARELY_AWAKE.test(now) || plainly(CANNOT_STAY_AWAKE, now) || own('tiredness', 'collapse').length > 0;
  // More sleeping tablets than meant (or with a drink), and too drowsy now.
  if (ownDose(SLEEP_EXTRA, now) && drowsy) urgent('overdose');
  // Two pain patches on at once, with drowsiness or slow breathing.
  if (ownDose(TWO_PATCHES, now) && (drowsy || sure(SLOW_BREATHING, now))) urgent('overdose');
  // Paracetamol past counting, then sick or a pain under the ribs.
  if (PARACETAMOL.test(now) && ownDose(TOO_OFTEN, now) && sure(LIVER_SIGNS, now)) urgent('overdose');
  // The whole box taken, and the room spinning or the heart odd.
  if (ownDose(WHOLE_LOT_TAKEN, now) && (sure(AFTER_MANY, now) || own('dizziness', 'palpitations').length > 0)) urgent('overdose');
  // Digoxin with two of its poisoning signs.
  if (DIGOXIN.test(now) && DIGOXIN_SIGNS.filter((re) => sure(re, now)).length >= 2) urgent('overdose');
  // Methotrexate taken daily, with mouth sores, a fever or bleeding.
  if (METHOTREXATE.test(now) && ownDose(DAILY_NOT_WEEKLY, now) && sure(MTX_SIGNS, now)) urgent('overdose');
  // Chemotherapy with a fever: an ambulance.
  if (CHEMO.test(now) && sure(CHEMO_FEVER, now)) urgent('sepsis');
  // On a blood thinner, blood in the water or black stools, heavy or with dizziness.
  if ((BLOOD_THINNER.test(now) || THINNER_SPOKEN.test(now)) && sure(BLEED_DOWN_BELOW, now) && sure(HEAVY_OR_FAINT, now, false)) urgent('bleeding');
  // Insulin run out or not taken for days (or the meter says HI), with two of the high-sugar signs.
  if ((sure(NO_INSULIN_DAYS, now, false) || plainly(SUGAR_HIGH, now)) && HIGH_SUGAR_SIGNS.filter((re) => sure(re, now)).length >= 2) urgent('high-blood-sugar');
  // A diabetes tablet or insulin, no food, and two of the shakes, the sweats and a muddle.
  if (DIABETES_MED.test(now) && NOT_EATEN.test(now) && [HYPO_SWEATY, HYPO_SHAKY, HYPO_LOST].filter((re) => sure(re, now, re !== HYPO_LOST)).length >= 2) urgent('low-blood-sugar');
  // A curtain coming down over one eye, half the sight gone.
  if (sure(CURTAIN, now, false) && EYE_WORD.test(now)) urgent('eye-emergency');
  // A night chosen to take all the tablets.
  if (sure(TAKE_ALL_TONIGHT, now, false)) urgent('self-harm');
  // Someone who tried the door and is still outside now.
  if (sure(TRIED_DOOR, now, false) && sure(STILL_OUTSIDE, now)) urgent('intruder');
  // The room filling with smoke, with the alarm going, coughing or nothing to be seen.
  if (sure(SMOKE_FILLING, now) && sure(SMOKE_WITH, now, false)) urgent('fire');
  return found;
}

// --- issue 13, unseen22: family, visitors and help at home -------------------------------------------------------
// Read as the paired readings above: in the sentences not told as over or as a programme's, and not denied.

/** Someone in the house who has taken up a knife or a gun: "my son got a knife from the kitchen". */
const WEAPON_DRAWN = /\b(?:he|she|they|son|husband|grandson|nephew|daughter|partner|man|someone)\b(?: \w+){0,8} (?:got|took|grabbed|pulled|fetched|picked up|has got|has|is waving|waving|brandishing|came at me with|is holding) (?:out )?(?:a|the|his|her|my|one of my) (?:big |kitchen |bread |carving |sharp )?(?:knife|knives|gun|rifle|shotgun|machete|axe|hatchet|hammer)\b/;
/** Hiding from them, or them raging now: "I've locked myself in the bathroom", "he's shouting in the lounge". */
const HIDING = /\b(?:locked myself in|lock myself in|shut myself in|barricaded myself|hiding (?:in|from|under)|(?:he|she|they) (?:is|are) (?:shouting|screaming|raging|yelling|going mad|kicking off|threatening))\b/;
/** A limb gone cold as ice: "my leg has been cold as ice since the early hours". */
const LIMB_ICE = /\b(?:leg|foot|arm|hand)\b(?: \w+){0,10} (?:cold as ice|ice cold|icy cold|freezing cold|stone cold|cold like ice)\b/;
/** And turning a colour, or the toes not felt: "it's going purple", "I can't feel my toes". */
const LIMB_COLOUR = /\b(?:(?:going|gone|turning|turned|is|looks) (?:all |a bit |bit )?(?:purple|blue|white|black|mottled|grey|gray)|can not feel (?:my |the )?(?:toes|foot|fingers|leg|hand))\b/;
/** Lifelong cold hands or feet: Raynaud's, chilblains, every winter. */
const LIMB_ALWAYS = /\b(?:raynaud\w*|chilblains?|always|every winter|all my life|every year)\b/;
/** A gun fetched down or out: "I brought the shotgun down from the attic", "j'ai redescendu le fusil", "he bajado la escopeta". */
const GUN_FETCHED = /\b(?:(?:brought|got|fetched|taken|took|have|put)(?: \w+){0,2} (?:shotgun|rifle|gun|pistol|revolver)(?: \w+){0,4} (?:down|out)|(?:redescendu|descendu|sorti|ressorti|bajado|baje|sacado|saque)(?: \w+){0,2} (?:fusil|carabine|escopeta|pistola|revolver|arme))\b/;
/**
 * And the thought of it, or a family freed by it: "I've been thinking about it for days", "they'll be at peace", "it'd be
 * simpler for everyone", "ce serait plus simple pour tout le monde", "sería más sencillo para todos".
 */
const GUN_THOUGHT = /\b(?:thinking (?:about|of) (?:it|using it)|thought about it|(?:they|she|he|everyone) (?:will|would|ll) be (?:at peace|better off|rid of me|free of me|left in peace)|better off without me|(?:easier|simpler|better) (?:\w+ )?for (?:everyone|everybody|all|them|the family|the children|the kids)|(?:plus simple|plus facile|mieux) pour (?:tout le monde|tous|eux|mes enfants|les enfants)|(?:mas )?(?:sencillo|facil|simple|mejor) para (?:todos|todo el mundo|ellos|mis hijos))\b/;

/** A door left open all night: "I left the front door wide open all night". */
const DOOR_OPEN_NIGHT = /\b(?:i|i have|i had) (?:left|leave) the (?:front |back |street )?door (?:wide |all )?(?:open|unlocked) (?:all night|overnight|the whole night)\b/;

function householdSigns(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const { found, urgent, now } = pairedReading(signals, heard, personSaid);
  // The front door left open all night (unseen22): the home unsafe, and a memory to watch; a concern.
  if (sure(DOOR_OPEN_NIGHT, now)) found.push({ kind: 'confusion', severity: 'concern', quote: '' });
  // Someone in the house with a knife or a gun, and the person hiding from them or them raging.
  if (plainly(WEAPON_DRAWN, now) && plainly(HIDING, now)) urgent('violence');
  // A limb cold as ice and turning a colour, or the toes not felt: its blood supply cut off.
  if (plainly(LIMB_ICE, now) && sure(LIMB_COLOUR, now, false) && !LIMB_ALWAYS.test(now)) urgent('limb-ischaemia');
  // A gun fetched, and the thought of using it or a family freed: ending one's life.
  if (plainly(GUN_FETCHED, now) && plainly(GUN_THOUGHT, now)) urgent('self-harm');
  return found;
}

// --- issue 13, unseen23: the seasons and jobs about the house -----------------------------------------------------
// Read as the paired readings above: in the sentences not told as over or as a programme's, and not denied.

/** Fuel burnt in a closed room: a camping stove, a barbecue or a gas heater indoors ("doing me tea on the camping stove in the front room"). */
const STOVE_INDOORS = /\b(?:(?:camping|camp|primus|calor gas|paraffin|gas|butane|butano|propane) (?:stove|cooker|heater|ring|burner)|camping gas|campingaz|hornillo|infiernillo|brasero|barbecue|bbq|rechaud|barbecue)\b(?: [\w.]+){0,8} (?:indoors|inside|in the (?:front room|living room|sitting room|lounge|bedroom|house|kitchen|caravan|conservatory)|with the (?:door|doors|windows?) (?:shut|closed)|en el (?:salon|comedor|dormitorio|cuarto|cocina)|dentro de casa|(?:dans|in) (?:le |la |the )?(?:salon|sejour|chambre|cuisine|maison|piece)|a l interieur)\b/;
/** The smell of gas in the home: "the gas bottle ... smells ever so strong", "huele muchísimo", "ça sent le gaz". */
const GAS_SMELL = /\b(?:smell\w* (?:of )?gas|gas (?:smell\w*|leak\w*)|(?:gas|butano|bombona|propano|gaz|bottle|cylinder)(?: [\w.]+){0,8} (?:huele|smell\w*|stink\w*|sent)|huele (?:\w+ )?a gas|sent le gaz|odeur de gaz|olor a gas)\b/;
/** Hot weather now: "this heat", "la calor", "la canicule", forty degrees. */
const HEAT_NOW = /\b(?:(?:this|the) heat|heatwave|heat wave|so hot|proper hot|boiling|sweltering|scorching|calor|calorazo|canicule|chaleur|cuarenta y|forty degrees|40 degrees|it is close)\b/;
/** No water passed since last night or yesterday: "I ain't been since last night", "desde ayer ya ni voy", "pas fait pipi depuis hier". */
const NO_WEE_SINCE = /\b(?:(?:not|nor|ni|no|never) (?:\w+ ){0,2}(?:been|gone|voy|ido|fui|orinado|orine|orinar|hecho pis|pis|did pipi|pipi|weed|peed|wee|pee|passed water|passed urine|urinated|urine|uriner)(?: \w+){0,3} since (?:last night|yesterday|this morning|anoche|ayer|hier)|since (?:last night|yesterday|this morning)(?: \w+){0,2} (?:not|nor|ni|no) (?:voy|fui|he ido|orino|orine|hago pis|been|gone|weed|peed))\b/;
/** Little drunk, said plainly: "I don't drink much", "un verre au repas, pas plus", "agua no bebo mucha", "je bois très peu". */
const LITTLE_DRINK = /\b(?:(?:do not|don t|not|never|hardly|barely|have not been|not been|no) (?:\w+ )?drink(?:ing)?(?: \w+){0,3} (?:much|enough|a lot)(?! (?:alcohol|wine|beer|coffee|tea|booze|spirits|whisky)\b)|(?:one|a single) glass (?:with|at) (?:my |each )?meals?(?: \w+){0,2} (?:no more|that is all|that s all)|un (?:seul )?verre (?:au|a chaque|par) repas(?: \w+){0,2} pas plus|je (?:ne )?bois (?:pas beaucoup|presque pas|tres peu|peu|pas assez)|agua no bebo (?:mucha|casi nada|nada)|no bebo (?:mucha |casi )?agua|bebo (?:muy )?poca agua)\b/;
/** Its company in the heat: the heart racing, a dry mouth, a muddle. */
const HEAT_WITH = [/\b(?:heart|corazon|coeur)(?: \w+){0,3} (?:going like|racing|pounding|thumping|a mil|acelerad\w*|s emballe|bat (?:tres )?vite)\b/, /\b(?:mouth|boca|bouche)(?: \w+){0,3} (?:dry|like sandpaper|like a (?:stropajo|estropajo)|seca|estropajo|seche|pateuse)\b/, /\b(?:keep forgetting|forgetting what|no me acuerdo|no recuerdo|what day is it|que dia es|quel jour|je sais plus|confus\w*|muddl\w*)\b/];
/** Tablets taken twice over: "two lots of the sleeping ones", "yesterday's as well as today's", "las de ayer y las de hoy", "deux fois mes cachets". */
const TAKEN_TWICE = /\b(?:(?:two|2) lots (?:of )?(?:the |my )?(?:\w+ )?(?:ones|tablets|pills|sleeping ones|sleeping tablets|sleeping pills)|double (?:dose|doses|lot)|doble dosis|double dose|(?:wrong )?day (?:s )?(?:ones|tablets|pills) as well as today|(?:the |las )?of yesterday (?:\. )?(?:and|y|with|con|plus) (?:the |las )?of today|(?:took|taken|tome|tomado|pris) (?:my |mis |mes |the |las |les )?(?:\w+ )?(?:pills|tablets|pastillas|comprimes|cachets|medicines?|medicaments) (?:twice|two times|dos veces|deux fois)|(?:twice|dos veces|deux fois) (?:my |mis |mes )?(?:pills|tablets|pastillas|comprimes|cachets|medicaments))\b/;
/** Not knowing what or how many tablets one has taken: "I don't know what I've taken", "can't remember how many I've had",
 * "no sé qué pastillas me he tomado", "no recuerdo cuántas me he tomado", "je ne sais plus ce que j'ai pris", "combien j'en ai
 * pris". Told in the perfect, the dose of now: "what I took for the headache yesterday" is none. */
const UNKNOWN_DOSE = /\b(?:(?:(?:do not|don t|can not|can t|cannot) (?:know|remember|recall|tell|work out)|not sure|no idea)(?: now| any more| anymore)? (?:what|which|how many|how much)(?: \w+){0,2} i (?:have|ve) (?:taken|had)|no (?:se|recuerdo|me acuerdo(?: de)?|tengo (?:ni )?idea de)(?: ya)? (?:que|cuantas|cuantos|cuales|lo que)(?: \w+){0,2} (?:me )?(?:he|habre) tomado|(?:je )?(?:ne )?(?:me )?(?:sais|sait|rappelle|souviens)(?: \w+)? (?:plus|pas) (?:ce que|combien|quels|quelles|lesquels|lesquelles)(?: \w+){0,3} (?:j ai|j en ai) pris)\b/;
/** Its sign now: drowsiness, a muddle (not the mix-up's own: "muddled with the pill box", "the box is all mixed up"), sickness. */
const UNKNOWN_DOSE_SIGN = /\b(?:sueno|groggy|woozy|(?<!\b(?:box|boxes|pills|tablets|pastillero|pastillas|pilulier|cachets|comprimes)(?: \w+){0,3} )(?:confus\w*|muddl\w*|mixed up|befuddled|confundid\w*|aturdid\w*|embrouill\w*|perdue?)(?! (?:with|con|avec|over|about|de)\b)|(?:feel|feeling|am|i m|m) (?:very |so |really |a bit )?sick|nause\w*|vomit\w*|throw\w* up|ganas de vomitar|mal au coeur|envie de vomir|vomi\w*)\b/;
const NEARLY = /\b(?:nearly|almost|casi|presque|failli)\b/;
/** A chimney on fire: the flue roaring like a train, smoke coming out round a hatch upstairs, the wallpaper hot, a smell of burning. */
const CHIMNEY = /\b(?:chimney|flue|chimenea|conduit|cheminee|tiro|conducto)\b/;
const CHIMNEY_SIGNS = [/\b(?:roar\w*|like a (?:train|jet)|ronfle\w*|bruit (?:of|de) train|rugiendo|ruge|como un tren)\b/, /\b(?:smoke|humo|fumee)(?: \w+){0,3} (?:coming out|coming through|pouring out|qui sort|sale|saliendo|sort)\b/, /\b(?:wallpaper|wall|papier peint|pared|mur|ceiling|techo|plafond)(?: \w+){0,3} (?:hot|is hot|warm to the touch|chaud|chaude|caliente|quema)\b/, /\b(?:smell\w* (?:of )?burning|(?:sent|smells?) (?:\w+ )?(?:the )?(?:brule|burnt|burning)|huele a quemado|olor a quemado|odeur de brule)\b/];
/** Fire taking hold of the building now: "está prendiendo la pared de la cochera", "a spark went in the hay barn". */
const FIRE_TAKING = /\b(?:(?:spark|sparks|flames?|fire|bonfire|chispa|llamas|fuego|etincelle|flammes|feu)(?: \w+){0,3} (?:caught|got into|spread to|reached|went into|llego a|ha llegado a|paso a|ha pasado a|a gagne|a atteint|a pris) (?:the |my |la |el |le |al )?(?:hedge|fence|shed|barn|hay|house|roof|wall|garage|trees?|seto|valla|cobertizo|pajar|casa|tejado|pared|haie|cloture|abri|grange|foin|maison|toit|mur)|(?:is|esta|se esta) (?:prendiendo|ardiendo|quemando|catching|burning)(?: \w+){0,2} (?:the |la |el )?(?:pared|wall|casa|house|techo|tejado|roof|cochera|garaje|garage|pajar|granero|barn|shed|cobertizo|valla|fence|seto|hedge)|(?:chispa|spark|etincelle)(?: \w+){0,3} (?:to the|al|into the|in the|dans le|dans la|sur le) (?:pajar|hay|barn|granero|paille|grange|foin|shed)|(?:pajar|hay ?barn|granero|grange|barn|shed|cobertizo|cochera|garage) (?:is )?(?:on fire|ardiendo|en llamas|en feu|brule|caught fire|burning))\b/;
/** Losing the fight with it: "no doy abasto", "I can't keep up with it", "je n'y arrive pas", coughing in the smoke. */
const FIRE_LOSING = /\b(?:no doy abasto|can not keep up|can not put it out|no puedo apagarlo|arrive pas a l eteindre|coughing|toso|tosiendo|je tousse|smoke negro|humo negro|black smoke|fumee noire|no veo|can not see)\b/;
/** Home oxygen run low or the breath going: "the needle's in the red", "getting a bit short", "lips tingly". */
const OXYGEN_LOW = /\b(?:needle(?: \w+){0,2} in the red|aguja(?: \w+){0,2} en (?:el )?rojo|aiguille(?: \w+){0,2} dans le rouge|(?:bottle|botella|bombona|bouteille|cylinder)(?: [\w.]+){0,12} (?:empty|vacia|vide|run out|ran out)|getting (?:a bit |quite |very )?short|short of (?:breath|puff)|lips(?: \w+){0,2} (?:tingl\w*|blue)|labios (?:morados|azules)|levres (?:bleues|violettes))\b/;

/** The machine stopped, as the rewriting leaves it: "le concentrateur d'oxygène s'est arrêté", "se ha parado". */
const OXYGEN_STOPPED = /\b(?:oxygen|oxigeno|oxygene)(?: (?:machine|concentrator|concentrador|concentrateur))?(?: [\w.]+){0,3} (?:is |has |se ha |s est |se )?(?:arrete|parado|paro|apagado|apago|en panne|coupe|cut off|off)\b/;

function seasonAndHouseSigns(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const { own, found, urgent, now } = pairedReading(signals, heard, personSaid);
  const muddled = own('disoriented', 'confusion').length > 0;
  const poisoning = [signals.some(isHeadache) || HEAD_PAIN.test(now) || /\b(?:thumping|pounding|splitting) head\b/.test(now), own('unwell').length > 0, own('tiredness').length > 0, own('dizziness').length > 0, muddled].filter(Boolean).length;
  // A camping stove, a barbecue or a gas heater burning in a closed room, with two of its poisoning signs: carbon monoxide.
  if (plainly(STOVE_INDOORS, now) && poisoning >= 2) urgent('gas');
  // A smell of gas in the home, with two of the same signs: a leak.
  if (sure(GAS_SMELL, now, false) && poisoning >= 2) urgent('gas');
  // In the heat, no water passed since last night, dizzy or muddled, with the heart racing, a dry mouth or a muddle: dehydration.
  if (HEAT_NOW.test(now) && plainly(NO_WEE_SINCE, now) && (own('dizziness', 'collapse').length > 0 || muddled) && HEAT_WITH.filter((re) => re.test(now)).length + (muddled ? 1 : 0) >= 1) urgent('dehydration');
  // In the heat, little drunk ("one glass with meals, no more", "agua no bebo mucha", "un verre au repas, pas plus"): a concern.
  if (HEAT_NOW.test(now) && LITTLE_DRINK.test(now)) found.push({ kind: 'dehydration', severity: 'concern', quote: '' });
  // Tablets taken twice over and drowsy or muddled now: an overdose.
  if (ownDose(TAKEN_TWICE, now) && !NEARLY.test(now) && (DROWSY.test(now) || BARELY_AWAKE.test(now)) ) urgent('overdose');
  // Not knowing what or how many tablets one has taken, with drowsiness, a muddle, sickness or a slowed breath: a possible
  // overdose. Without such a sign it stays what it was.
  if (ownDose(UNKNOWN_DOSE, now) && (DROWSY.test(now) || BARELY_AWAKE.test(now) || sure(UNKNOWN_DOSE_SIGN, now, false) || sure(SLOW_BREATHING, now, false))) urgent('overdose');
  // A chimney with two of its fire's signs: a chimney fire.
  if (CHIMNEY.test(now) && CHIMNEY_SIGNS.filter((re) => sure(re, now)).length >= 2) urgent('fire');
  // Fire taking hold of a building, and the person losing the fight with it.
  if (sure(FIRE_TAKING, now) && FIRE_LOSING.test(now)) urgent('fire');
  // Home oxygen stopped with the power, and the spare low or the breath going.
  if ((OXYGEN_OFF.test(now) || OXYGEN_STOPPED.test(now)) && sure(OXYGEN_LOW, now)) urgent('breathing');
  return found;
}

// --- issue 13, unseen24: home from hospital and getting back on one's feet ----------------------------------------
// Read as the paired readings above: in the sentences not told as over or as a programme's, and not denied in the
// three words before (`sure`). Each joins the signs that only together make the emergency after an operation.

/** A calf come up, hot, red or hard, told with words between: "my calf on the knee side has come up like a balloon, it's red and hot". */
const CALF_UP = /\b(?<!\b(?:his|her|their|su|sus|son|sa|ses) )(?:calf|calves|mollet|pantorrilla|gemelo)\b(?: [\w]+){0,12} (?:hard|hot|swollen|swelled|red|like a balloon|come up|puffed up|dur|dure|chaud|chaude|gonfl\w*|enfl\w*|hinchad\w*|caliente|duro|dura|rouge|roja|como un globo|comme un ballon)\b/;
/** Short of breath or a catch on breathing in, beside it. */
const CLOT_BREATH = /\b(?:puffed(?: out)?|out of breath|short of breath|breathless|can not (?:get|catch) my breath|(?:catch|pain|stab\w*|sharp)(?: [\w]+){0,5} (?:when|as) i breathe|hurts (?:when|to) (?:i )?breathe|me (?:ahogo|fatigo)|me falta el aire|sin aire|ahogo|fatiga|essouffl\w*|souffle court|(?:mal|douleur) (?:quand|en) (?:je )?respir\w*|duele al respirar|pincha al respirar)\b/;

/** An eye operated on: "had the cataract done", "el ojo operado", "l'œil opéré". */
const EYE_OPERATED = /\b(?:(?:oeil|ojo|eye)(?: \w+){1,4} (?:opere|operee|operado|operada|operated on|they did)|cataract\w*|catarata\w*|the eye they (?:did|operated on|done)|eye (?:operation|op|surgery)|ojo operado|operaron del ojo|operacion del ojo|oeil opere|opere de l oeil|operation de l oeil)\b/;
/** Its sight gone worse: milky, cloudy, foggy, dark. */
const SIGHT_WORSE = /\b(?:milk|milky|cloudy|foggy|misty|murky|can not see|gone (?:dark|black|grey|gray|white)|worse than (?:it was )?before|lech\w*|nublad\w*|niebla|borros\w*|no veo|peor que antes|laiteu\w*|trouble|brouillard|vois (?:plus|rien|pas)|flou|pire qu avant)\b/;
/** And hurting, red, or with sickness: "aching ... throbbing", "red as anything", "felt sick with it". */
const EYE_PAIN = /\b(?:aching|aches|throbbing|throbs|hurts|hurting|pain\w*|sore|duele|dolor\w*|me late|douleur\w*|mal|lanc\w*)\b/;
const EYE_RED_SICK = /\b(?:red|rojo|roja|rouge|sick|nause\w*|ganas de vomitar|mareo|nausee\w*|envie de vomir|mal au coeur)\b/;
/** The sight gone at once: "everything went dark in the eye they did", "se me puso todo negro", "tout est devenu noir". */
const SIGHT_GONE = /\b(?:(?:everything|it|all) (?:went|has gone|gone|is gone|s gone) (?:dark|black)|lost (?:my |the )?sight|can not see (?:out of it|anything|a thing)|se me (?:puso|ha puesto) (?:todo )?(?:negro|oscuro)|no veo nada|(?:tout est devenu|c est devenu|tout) (?:noir|sombre)|(?:ne |n )?(?:vois|voit) (?:plus )?rien)\b/;
/** A curtain told with words between it and its coming down ("una cortina oscura que me tapa la parte de arriba y va bajando"). */
const CURTAIN_WIDE = /\b(?:curtain|shadow|veil|rideau|voile|cortina|sombra|telon)\b(?: [\w]+){0,10} (?:coming down|comes down|came down|creeping|spreading|bajando|baja|tapa|descend\w*|cache|covers|covering)\b/;
/** Flashes and floaters, the warning of a detached retina. */
const FLASHES = /\b(?:flash\w*|lucecitas|destellos|relampagos|eclairs|eclair|lumieres)\b/;
const FLOATERS = /\b(?:floaters|black spots|specks|moscas|puntos negros|mouches|points noirs|taches noires)\b/;

/** Stroke signs told with words between: "the words are coming out all ... the wrong ones", "I dropped the cup, it won't hold". */
const WORDS_WRONG = /\b(?:(?:my |the )?words (?:are |keep |come |coming |came )*(?:coming )?out (?:all )?(?:\w+ ){0,3}(?:wrong|muddled|jumbled|the wrong ones)|wrong words|saying the wrong (?:words|thing)|palabras (?:equivocadas|al reves|que no son)|me salen (?:\w+ )?palabras (?:que no|equivocadas)|mots (?:qui sortent )?de travers|les mauvais mots|me trompe de mots)\b/;
const HAND_GONE = /\b(?:hand|arm|fingers|mano|brazo|main|bras)\b(?: [\w]+){0,8} (?:will not (?:hold|grip|work)|can not (?:hold|grip)|dropped (?:the|my) (?:cup|mug|glass|spoon|fork|pen)|no (?:me )?(?:aguanta|agarra|sujeta) (?:nada|la taza|el vaso)|se me cae (?:la taza|el vaso|todo)|(?:tient|tiens|serre) (?:plus|pas|rien)|lache (?:la tasse|le verre|tout))\b/;
const FACE_ONE_SIDE = /\b(?:face|mouth|cara|boca|visage|bouche)\b(?: [\w]+){0,10} (?:one side|dentist (?:injection|jab|needle)|injection (?:del|chez le) dentist\w*|anestesia del dentista|a un lado|de un lado|d un cote|numb|dormid[ao]|engourdi\w*|like after the dentist|como (?:despues de|cuando) el dentista|comme (?:apres|chez) le dentiste)\b/;

/** The tablets kept, or all taken, with the thought of not going on: "easier all round if I just took the lot and went to sleep". */
const TAKE_THE_LOT = /\b(?:(?:if i|i could|i might|i should|i will|i ll|just|(?:i am )?going to|gonna|plan(?:ning)? to|thinking (?:of|about)|(?:easier|better off|be better)(?: \w+){0,3}) (?:just )?(?:take|took|taking|swallow\w*) (?:the lot|the whole lot|all of them|all (?:of )?(?:the |my )?(?:tablets|pills)|every one of them|the (?:tablets|pills) all)|(?:tomarme|tomar|tome|tomo) (?:todas|todas las (?:pastillas|pastillitas)|(?:las|la) caja entera)|(?:tomarmelas|me las tomo|me las tomaria|me las tome) todas|(?:prendre|prends|prenais|avaler|avale) (?:tous|toutes|tout) (?:les |mes )?(?:cachets|comprimes|medicaments|pilules)?|(?:tout|tous) (?:les )?avaler)\b/;
const NO_POINT = /\b(?:(?:do not|can not|don t|not) see the point|what is the point|no point (?:in|to|of) (?:any of it|going on|living|anything|it all|carrying on)|(?:just )?a burden|easier (?:all round|for everyone|for (?:them|her|him|all))|go to sleep and not wake|went to sleep|go(?:ing)? to sleep (?:for good|forever|for ever)|sleep for good|better off (?:without me|dead|gone|out of it|taking)|not (?:to )?wake up|better off without me|no le veo (?:el )?sentido|no tiene sentido|(?:soy )?una carga|un estorbo|(?:dormirme|dormir) (?:y no despertar|para siempre)|no despertar|acabar de una vez|acabar con todo|terminar con todo|en finir|end it all|be done with it all|a quoi bon|(?:plus|pas) de sens|un (?:poids|fardeau)|(?:ne plus|pas) me reveiller|m endormir (?:pour de bon|pour toujours))\b/;

/** No point going on (round 28): said of living, not of a chore ("no point carrying on with the allotment"). */
const NO_POINT_ON = /\b(?:(?:do not|can not|don t|not)(?: really| honestly)? see (?:the|any) point (?:of|in) (?:carrying on|going on|living|being here|it all|any of it)(?! with\b)|what is the point (?:of|in) (?:carrying on|going on|living|being here)|no le veo (?:el |ningun )?sentido a (?:seguir|vivir|nada)|ya no tiene sentido (?:seguir|vivir)|(?:ne )?vois (?:plus|pas) (?:l interet|le sens|pourquoi) (?:de |a )?(?:continuer|vivre)|a quoi bon (?:continuer|vivre))\b/;
/** Farewell letters (round 28): "written the children a letter each", "una carta a cada uno de mis hijos", "une lettre à chacun des enfants". */
const LETTERS_LEFT = /\b(?:written (?:the|my) (?:children|kids|grandchildren|sons|daughters|family) (?:a )?letters?|(?:a )?letters? (?:to|for) each of (?:the|my) (?:children|kids|grandchildren)|(?:escrito|escribi|dejado|deje) (?:una )?cartas? (?:a|para) (?:cada uno de )?(?:mis|los) (?:hijos|hijas|nietos)|(?:ecrit|laisse) (?:une )?lettres? (?:a|pour) (?:chacun (?:de mes|des)|mes|les) (?:enfants|petits enfants))\b/;
/** The means kept by: a spouse's tablets, and one's own ("all his tablets in the drawer, and mine", "todas sus pastillas", "tous ses cachets"). */
const TABLETS_KEPT = /\b(?:(?:still )?(?:got|have|kept|keeping|saved) (?:all )?(?:his|her) (?:tablets|pills|medicines|medication|morphine)|(?:tengo|guardo|guardado|conservo) (?:todavia |aun )?(?:todas )?sus (?:pastillas|medicinas|medicamentos)|(?:garde|encore|conserve) (?:tous )?ses (?:cachets|comprimes|medicaments))\b/;
/** A firework, a rocket or a cork gone off in the face or the eye. */
const EYE_STRUCK = /\b(?:(?:firework|rocket|sparkler|banger|cork|fusee|petard|bouchon|cohete|petardo|bengala|corcho)(?: [\w]+){0,14} (?:face|eye|figure|visage|oeil|cara|ojo)|(?:face|eye|cara|ojo|figure|oeil)(?: [\w]+){0,4} (?:firework|rocket|sparkler|cork|fusee|petard|bouchon|cohete|petardo|corcho))\b/;
/** Down on the ground and lying there since: "I went down on the grass and I've been lying here since just after breakfast". */
const LYING_SINCE = /\b(?:(?:been |am |still )?(?:lying|laid|laying|stuck|sat|sitting) (?:here|there|on the (?:grass|lawn|floor|ground|path|patio|carpet))(?: [\w]+){0,2} (?:since|for (?:hours|ages|\w+ hours))|(?:llevo|estoy) (?:\w+ ){0,3}(?:tirad[oa]|tumbad[oa]|en el suelo|en el cesped)(?: \w+){0,3} desde|(?:je suis|suis) (?:\w+ )?(?:par terre|allonge\w*|couche\w*|sur l herbe|sur la pelouse)(?: \w+){0,3} depuis)\b/;
const WENT_DOWN = /\b(?:went down|gone down|fell|fallen|had a fall|took a tumble|tripped|slipped|over i went|me cai|me he caido|tombe\w*|chute)\b/;
const LEG_NOT_UNDER = /\b(?:can not (?:get|push) (?:up|myself up)|can not get (?:my |the )?(?:\w+ )?(?:legs?|knees?|feet|foot) under me|can not get up|no (?:me )?puedo levantar|no puedo levantarme|(?:peux|arrive) (?:pas|plus) (?:a )?me relever)\b/;

/** A wound come open: "it's come open in the middle, the clips have pulled", "se me ha abierto la herida", "la plaie s'est ouverte". */
const WOUND_OPEN = /\b(?:(?:wound|cut|scar|incision|clips|staples|stitches|herida|cicatriz|grapas|puntos|plaie|cicatrice|agrafes|points)\b(?: [\w]+){0,8} (?:come open|came open|coming open|burst open|split open|opened up|gone open|pulled apart|pulled|gaping|se ha abierto|se abrio|abiert[oa]|saltado|s est ouverte|ouverte|a lache|ont lache|ecarte\w*)|(?:come|came|burst|split|gone) open(?: [\w]+){0,4} (?:wound|cut|scar|tummy|belly)|(?:burst|split|popped|saltado|saute\w*|lache\w*)(?: \w+){0,3} (?:wound|stitches|clips|staples|puntos|grapas|agrafes|points|fils|herida|cicatrice|plaie)|(?:stitches|clips|staples|agrafes|points|fils)(?: \w+){0,2} (?:have |ont )?(?:burst|split|popped|saute\w*|lache\w*)|se (?:me )?ha abierto la (?:herida|cicatriz)|s est (?:ouverte|rouverte))\b/;
/** And something showing through it: "something pinky poking through", "se ve algo por dentro", "quelque chose qui sort". */
const POKING_THROUGH = /\b(?:poking (?:through|out)|sticking out|coming (?:out|through)|bulging (?:out|through)|hanging out|pushing through|can see (?:my |the )?(?:insides|inside|gut|bowel)|(?:sale|asoma|se sale|se ve) (?:algo|como (?:una|un) \w+|la tripa|el intestino|por dentro)|(?:quelque chose|un truc) (?:qui )?(?:sort|depasse|ressort)|on voit (?:l interieur|dedans|les intestins)|(?:see|ve|vois|voir|veo) (?:\w+ ){0,3}(?:insides|inside|interieur|dedans|por dentro|tripa|intestin\w*|bowel|gut|guts))\b/;

/** A stoma gone dark: "el estoma se ha puesto morado oscuro, casi negro", "the stoma's gone dusky". */
const STOMA_DARK = /\b(?:stoma|estoma|stomie)\b(?: [\w]+){0,10} (?:purple|black|dark|dusky|blue|morad\w*|negr\w*|oscur\w*|violet\w*|noir\w*|bleu\w*)\b/;
const STOMA_NOTHING = /\b(?:(?:no|not|nothing|nada|rien) (?:\w+ ){0,2}(?:echa|sale|coming|come|sort|passe)(?: \w+){0,3} (?:nothing|nada|rien|bag|bolsa|poche)|no echa nada|nothing (?:in|into) the bag|(?:nothing|nada|rien) (?:\w+ ){0,2}(?:come|came|coming|salido|sorti) (?:out|nada|rien)?)\b/;

/** Pain tablets taken on top of pain tablets: "me tomé otras dos, y después otras", "took another two, then more". */
const PAINKILLER = /\b(?:tramadol\w*|morphin\w*|morfin\w*|codein\w*|co ?codamol|oxycodone|oxicodona|oramorph|fentanyl|fentanilo|painkillers|pain (?:tablets|pills|killers)|pastillitas? (?:del|para el|de the|of the) (?:dolor|pain)|pastillas (?:del|para el) dolor|antalgiques?|calmants?|cachets (?:contre la|pour la) douleur)\b/;
const MORE_ON_TOP = /\b(?:(?:took|taken|had|tome|tomado|pris|repris) (?:another|more|otras|otra|d autres|encore)|(?:another|otras) (?:two|three|dos|tres|couple)|and (?:then|after) (?:more|others|otras)|instead of (?:one|two|three|1|2|3)|en (?:vez|lugar) de (?:una|uno|dos|tres)|au lieu de (?:un|une|deux|trois)|(?:double|twice) the dose|y despues otras|(?:puis|et) (?:encore )?d autres|encore (?:deux|trois))\b/;
const SLOW_OR_SLEEPY = /\b(?:can not keep my eyes (?:open)?|no puedo tener los ojos abiertos|eyes (?:keep )?closing|breath\w* (?:\w+ ){0,2}(?:slow|slowly|shallow)|respiro (?:como )?despac\w*|respir\w* (?:tout )?doucement|respire lentement|(?:no entiendo|do not understand|comprends pas) (?:bien )?(?:lo que|what|ce que))\b/;

/** Unable to pass water since a time, the time told first: "desde anoche no puedo orinar nada". */
const NO_WATER_SINCE = /\b(?:(?:not|no|can not|could not|unable to|have not|plus|pas) (?:\w+ ){0,3}(?:wee|pee|weed|peed|urinate|urinated|hago pis|hacer pis|orinado|orino|orinar|fais pipi|fait pipi|faire pipi|uriner|urine)(?: \w+){0,3} (?:since|desde|depuis) (?:last night|yesterday|this morning|anoche|ayer|hier|ce matin)|(?:not|no|never|can not|could not|unable to) (?:\w+ ){0,3}(?:pass|passed|do|done|had|go|gone|been) (?:a |any )?(?:water|urine|wee|pee|for a wee)(?: \w+){0,3} since (?:last night|yesterday|this morning)|(?:since (?:last night|yesterday|this morning)|desde (?:anoche|ayer|esta manana)|depuis (?:hier|cette nuit|ce matin))(?: \w+){0,2} (?:can not|could not|no puedo|not|no|peux pas|arrive pas a|n arrive pas a) (?:\w+ )?(?:pee|wee|pass water|pass urine|urinate|orinar|hacer pis|hago pis|orino|meo|mear|uriner|faire pipi|fais pipi|fais plus pipi))\b/;
/** Told as unable, not only as not done: "can't pass water", "no puedo orinar", "je n'arrive plus à uriner" (with NO_WATER_SINCE). */
/** The water got away after all: a catheter put in, "it came in the end", "me pusieron una sonda", "on m'a posé une sonde". */
const WATER_RELIEVED = /\b(?:(?<!\b(?:to|will|ll|would|could|can|should|may|might|must|if|gonna|going|coming|come) )(?:put|fitted|popped|inserted|gave me|got) (?:a |the |me a )?catheter(?: in)?|catheter (?:is|was|s|has been|went) (?:in|fitted|put in)(?! (?:later|tomorrow|soon))|(?:it|the wee|the water|the pee) (?:came|come|went|started)(?: \w+)? (?:in the end|eventually|at last|after all)|(?:managed|was able) to (?:go|pee|wee|pass (?:water|it))(?: in the end| eventually| at last)?|(?:me )?(?:pusieron|puso|han puesto|ha puesto) (?:una |la )?sonda|al final (?:pude|he podido|salio|sali)|(?:on m a|m a|m ont) (?:pose|mis) (?:une |la )?sonde|(?:finalement|a la fin|au final) (?:j ai pu|c est venu|c est sorti|ca (?:est )?venu|ca est sorti)|(?:ca|c) a fini par (?:venir|sortir|passer))\b/;
/** Said to be so again, or still: "now it's blocked and I still can't go", "otra vez", "encore". */
const WATER_AGAIN = /\b(?:again|still|blocked|otra vez|de nuevo|todavia|sigo sin|bloquead\w*|encore|toujours|a nouveau|de nouveau|bouche\w*)\b/;
const UNABLE_WATER = /\b(?:can not|could not|unable to|not been able to|no puedo|no he podido|no consigo|sin poder|without poder|peux pas|peux plus|peux not|arrive pas a|arrive plus a|arrive not a)(?: (?!(?:wait|hold|stop|esperar|aguantar|attendre|tenir|retenir)\b)\w+){0,2} (?:pee|wee|pass water|pass urine|pass any water|urinate|orinar|hacer pis|mear|uriner|faire pipi)\b/;
/**
 * No water passed the whole night through, told as not done (issue 13 round 27: "je n'ai pas uriné depuis hier soir", "I haven't
 * passed water since last night", "no he orinado desde anoche"): a night and more without a drop, for 999 or A&E as being unable is.
 */
const NO_WATER_OVERNIGHT = /\b(?:(?:not|no|never|have not|has not|plus|pas) (?:\w+ ){0,3}(?:wee|pee|weed|peed|urinate|urinated|orinado|orinar|hecho pis|uriner|urine|pipi|passed water|pass water|passed urine|passed any water|had a wee|been for a wee)(?: \w+){0,3} (?:since|desde|depuis) (?:last night|yesterday|anoche|ayer|hier)|(?:since (?:last night|yesterday)|desde (?:anoche|ayer)|depuis (?:hier|cette nuit))(?: \w+){0,2} (?:not|no|pas|plus|have not|fais not|fais plus) (?:\w+ )?(?:pee|wee|passed water|urinated|orinado|hecho pis|uriner|urine|pipi))\b/;
/**
 * Unable to go now, after water that came before, or a catheter blocked with nothing passing (round 27: "now I can't go again and my
 * belly is swollen", "the catheter's blocked, nothing's coming out", "la sonda está bloqueada y sigo sin poder orinar", "la sonde est
 * bouchée, rien ne sort").
 */
const CANNOT_GO_AGAIN = /\b(?:(?:can not|could not|no puedo|no consigo|peux not|peux pas|peux plus|arrive not a|arrive pas a|arrive plus a) (?:go|pee|wee|pass water|ir|orinar|hacer pis|uriner|faire pipi)(?: \w+){0,2} (?:again|otra vez|de nuevo|encore|a nouveau|de nouveau)|(?:again|otra vez|de nuevo|a nouveau|de nouveau) (?:i )?(?:can not|no puedo|peux not|peux pas|arrive not a) (?:go|pee|wee|ir|orinar|uriner|faire pipi)|(?:still|sigo sin|still without) (?:can not |poder |be able to |able to )?(?:go|pee|wee|pass water|orinar|hacer pis|uriner|faire pipi))\b/;
/** The night without told of the person, plainly: not of someone else ("my husband hasn't been for a wee"), nor an if. */
const SOMEONE_ELSES = /\b(?:he|she|they|his|her|him|husband|wife|son|daughter|brother|sister|neighbou?r|il|elle|ils|lui|mari|femme|fils|fille|voisine?|el|ella|ellos|marido|mujer|esposo|esposa|hijo|hija|vecin[oa])\b/;
const AS_IF = /\b(?:if|in case|what if|si je|si j|si no|por si|au cas)\b/;
const ownNight = (now: string) => now.split(' . ').some((sentence) => !SOMEONE_ELSES.test(sentence) && !AS_IF.test(sentence) && sureHere(NO_WATER_OVERNIGHT, sentence, false));
const CATHETER_BLOCKED = /\b(?:catheter|sonda|sonde)(?: \w+){0,4} (?:blocked|bloquead\w*|bouche\w*|obstruid\w*|tapad\w*|not draining|stopped draining|no drena|ne coule plus)\b/;
const NOTHING_PASSING = /\b(?:nothing (?:is )?(?:coming|comes|came|come) out|nothing (?:coming|comes|sort|sale|came)|not a drop|no sale nada|no sale (?:ni )?(?:una )?gota|nada sale|rien ne (?:sort|vient|coule)|pas une goutte|ni gota)\b/;
const BELLY_BIG = /\b(?:belly|tummy|stomach|abdomen|bladder|barriga|vientre|tripa|ventre|vessie)(?: \w+){0,6} (?:hard|swollen|hinchad\w*|gonfl\w*|dur\w*|like a (?:balloon|drum|gas)|como un (?:balon|tambor)|comme un (?:ballon|tambour))\b/;

/** A new hip put out: "oí como un clac en la cadera nueva ... la pierna más corta y torcida hacia dentro". */
const NEW_HIP = /\b(?:new hip|hip replacement|replaced hip|cadera nueva|protesis de cadera|nouvelle hanche|hanche neuve|prothese de (?:la )?hanche)\b/;
const HIP_OUT = /\b(?:(?:leg|pierna|jambe)(?: \w+){0,4} (?:shorter|turned (?:in|out|inwards|outwards)|twisted|(?:mas )?corta|torcida|plus courte|tournee)|(?:popped|came|come|gone) out|(?:clunk|clac|clack|crac|pop)\b(?: [\w]+){0,4} (?:hip|cadera|hanche))\b/;
const CANNOT_MOVE_LEG = /\b(?:can not (?:move|lift|put weight on) (?:it|the leg|my leg)|no (?:la |lo )?puedo mover|no puedo mover la pierna|(?:peux|arrive) (?:plus|pas) (?:a )?(?:la )?bouger)\b/;

/** A stranger at the back, not sent for, and now heard inside. */
const NOT_SENT_FOR = /\b(?:(?:i )?(?:did not|have not|never) (?:call|called|ring|rang|send for|asked for) (?:anyone|anybody|nobody|them)|not expecting (?:anyone|anybody)|no (?:he )?(?:llamado|pedido) a (?:nadie|noone)|(?:n ai|ai) (?:appele|demande) personne|attends personne)\b/;
const HEARD_INSIDE = /\b(?:(?:hear|heard|oigo|oi|escucho|entends) (?:\w+ )?(?:noise|noises|ruido|ruidos|bruit|bruits|someone|alguien|quelqu un|footsteps|pasos|des pas)(?: \w+){0,2} (?:inside|indoors|downstairs|dentro|in the (?:kitchen|house|hall)|en la cocina|dans la (?:cuisine|maison)|en bas))\b/;

/** Eyes or skin gone yellow: "tengo los ojos amarillos", "the whites of my eyes are yellow", "la peau jaune". */
const YELLOW = /\b(?:(?:eyes|skin|whites|ojos|piel|yeux|peau)(?: \w+){0,3} (?:yellow|amarill\w*|jaune\w*)|(?:yellow|amarill\w*|jaune\w*) (?:eyes|skin)|jaundice\w*|ictericia|jaunisse)\b/;
const HIGH_FEVER = /\b(?:fever|temperature|shivers|shivering|rigou?rs|chills|fiebre|tiriton\w*|tiritando|escalofrio\w*|fievre|frissons?|grelott\w*|i am cold since|(?:thirty|treinta|trente)(?: y| and)? (?:nine|eight|nueve|ocho|neuf|huit)|3[89](?: \d)?|40)\b/;

/** An operated joint or wound hot, red and swollen: "le genou qu'on m'a opéré ... chaud, tout gonflé, rouge". */
const OPERATED_HOT = /\b(?:(?:knee|hip|genou|hanche|rodilla|cadera|wound|cut|scar|herida|plaie|cicatrice)(?: [\w]+){0,8} (?:hot|chaud\w*|caliente|warm)|(?:opere|operated|operado|operada|new (?:knee|hip))(?: [\w]+){0,8} (?:hot|chaud\w*|caliente))\b/;
const HOT_WITH = /\b(?:swollen|red|gonfl\w*|rouge|hinchad\w*|roj[oa]|like a balloon|comme un ballon)\b/;
/** A new muddle: the wrong day, the head in cotton wool. */
const NEW_MUDDLE = /\b(?:wrong day|(?:trompe|trompee) de jour|by mistake of day|cru qu on etait|thought it was (?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)|tete dans le coton|head in (?:the )?(?:coton|cotton)|me equivoque de dia|no se (?:ni )?que dia)\b/;

/** "Nothing" just before it, a denial too ("nothing coming out", "nada sale", "rien ne sort"). */
const NOTHING_BEFORE = /\b(?:nothing|none|nada|rien|aucun\w*|ningun\w*)\b/;
/** `sure`, its denial looked for only in the sentence of the sign: "Caídas no. Pero desde anoche no puedo orinar" denies no water. */
function sureHere(re: RegExp, text: string, inside = true): boolean {
  for (const m of text.matchAll(globalOf(re))) {
    const sentence = text.slice(0, m.index).split(' . ').pop()!;
    const words = sentence.split(' ').filter(Boolean);
    if (!NEGATED.test(words.slice(-3).join(' ')) && !NOTHING_BEFORE.test(words.slice(-1).join(' ')) && !(inside && NEGATED.test(m[0]))) return true;
  }
  return false;
}

/**
 * What the ward told the person to watch for, or a fear of it ("if my calf ever goes red and hot ... ring 999", "watch out for
 * yellow eyes", "por si alguna vez", "si jamais", "au cas où"): the sentence tells no sign now.
 */
const TOLD_AS_IF = /\b(?:if (?:\w+ ){0,3}ever|in case|watch (?:out )?for|look out for|keep an eye out for|what if|what to look for|si alguna vez|por si|vigil(?:ar|e|ara|ase|o)|si (?:un dia|jamais)|au cas ou|(?:il faut |je dois )?surveiller)\b/;

/** A ward neighbour's trouble, told of a bed beside the person's: "the man in the next bed", "la cama de al lado", "le lit d'à côté". */
const WARD_NEIGHBOUR = /\b(?:(?:in )?the (?:next bed|bed next to (?:me|mine)|bed next door|bed opposite)|(?:man|woman|lady|chap|fella|gentleman) (?:opposite|across the ward)|cama de al lado|companer[oa] de (?:habitacion|cuarto|sala)|lit (?:d a cote|voisin|d en face)|voisine? de (?:chambre|lit))\b/;

// The concerns of the weeks at home (unseen24): each a thing for the nurse or the family soon, never an ambulance.
/** A tumble or a slide off the bed: "I did have a bit of a tumble Sunday night", "slid off the edge of the bed". */
/** Someone else as the one who had the tumble, in the words just before it, with no "I" after them. */
const TUMBLER_OTHER = /\b(?:he|she|they|mrs|mr|miss|next door|husband|wife|neighbou?r|son|daughter|mother|mum|father|dad|sister|brother|friend|vecin[oa]|marido|mujer|hijo|hija|madre|padre|voisine?|mari|femme|fils|fille|mere|pere)\b(?!.*\b(?:i|me|yo|je|moi)\b)/;
const TUMBLE = /\b(?:(?:had|did have|have had) (?:a |a bit of a |a little |a small )(?:tumble|slip)|slid (?:off|out of|down off)(?: the)? (?:edge of )?(?:the |my )?(?:bed|chair|sofa|settee|commode)|me (?:resbale|deslice|escurri) de la (?:cama|silla)|(?:glisse|suis glissee?) (?:du|de mon) (?:lit|fauteuil))\b/;
/** A wound gone pinker or tender round its clips, or seeping, or its edges apart: "the bottom end of the wound's gone a bit pinker". */
const WOUND_WORD = String.raw`(?:wound|cut|scar|incision|clips|staples|stitches|herida|cicatriz|grapas|puntos|plaie|cicatrice|agrafes|bords|edges|bordes)`;
const WOUND_CHANGED = new RegExp(String.raw`\b${WOUND_WORD}\b(?: [\w]+){0,10} (?:pinker|redder|gone (?:a bit )?(?:pink|red)|tender|inflamed|angry|seep\w*|ooz\w*|weep\w*|suint\w*|supur\w*|(?:se )?(?:sont|se han) (?:un peu )?(?:ecarte\w*|separad\w*|abierto)|ecarte\w*|apart|gaping|mas roj[oa]|enrojecid\w*|inflamad\w*|plus rouge|enflamm\w*)\b`);
/** Drinking almost nothing, as a plan ("je bois presque rien, un verre d'eau par jour ... comme ça je me lève pas la nuit"). */
const DRINK_ALMOST_NOTHING = /\b(?:(?:je )?bois (?:presque rien|tres peu|quasiment rien|pas grand chose)|(?:un|one|a) (?:seul |single )?(?:verre|glass|vaso|cup|tasse) (?:d eau |of water |de agua )?(?:par jour|a day|al dia)|(?:hardly|barely) (?:drink|drinking)(?: anything)?|(?:do not|don t) drink (?:much|anything)(?: \w+){0,4} (?:so|to save|because) |casi no bebo|no bebo casi nada|bebo (?:muy )?poco)\b/;
/** Compression stockings no longer worn: "je les mets plus depuis samedi", "I can't get the stockings on". */
const STOCKINGS_OFF = /\b(?:(?:stockings|compression|contention|compresion|medias)(?: [\w]+){0,10} (?:not (?:wearing|worn|been wearing)|stopped (?:wearing|them)|can not get (?:them |it )?on|mets plus|porte plus|arrive pas a les (?:enfiler|mettre)|no me las pongo|no (?:puedo|consigo) ponermelas|ya no (?:me )?las (?:pongo|llevo))|(?:not|stopped) (?:wearing|worn) (?:the |my )?(?:compression )?stockings)\b/;
/** The operated eye less sharp, a veil: "un peu moins net ... comme un voile léger", "a bit misty". */
const SIGHT_LESS = /\b(?:less sharp|not as (?:sharp|clear)|blurr\w*|misty|hazy|veil|moins net\w*|voile|flou|brouill\w*|menos nitid\w*|borros\w*|nublad\w*|velo)\b/;
/** What the nurse or the surgeon said was expected: "the nurse said that's expected", "c'est normal", "es normal". */
const SAID_EXPECTED = /\b(?:(?:said|says|told me)(?: \w+){0,3} (?:normal|expected|to be expected)|(?:es|c est|that s|that is|it s|it is) (?:completely |perfectly |quite |tout a fait |totalmente )?(?:normal|expected|to be expected))\b/;

function recoverySigns(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const read = pairedReading(signals, heard, personSaid);
  const { own, found, urgent } = read;
  const now = apart(apart(read.now, TOLD_AS_IF), WARD_NEIGHBOUR);
  const sure = sureHere;
  // A calf come up hot or red after the ward, and short of breath or a catch on breathing in: a clot gone to the lungs.
  if (sure(CALF_UP, now) && (sure(CLOT_BREATH, now) || own(...BREATHING, 'chest-pain').length > 0)) urgent('blood-clot');
  // An eye operated on, aching and gone milky, red or with sickness: an infection inside the eye.
  if (EYE_OPERATED.test(now) && sure(SIGHT_WORSE, now, false) && sure(EYE_PAIN, now, false) && sure(EYE_RED_SICK, now, false)) urgent('eye-emergency');
  // The sight gone at once in an eye operated on.
  if (EYE_OPERATED.test(now) && sure(SIGHT_GONE, now)) urgent('eye-emergency');
  // A curtain coming down over the sight, or flashes and floaters with a shadow: a detached retina.
  if (sure(CURTAIN_WIDE, now, false) && (EYE_WORD.test(now) || FLASHES.test(now) || FLOATERS.test(now))) urgent('eye-emergency');
  // Two stroke signs of three, told with words between.
  if ([WORDS_WRONG, HAND_GONE, FACE_ONE_SIDE].filter((re) => sure(re, now, false)).length >= 2) urgent('stroke');
  // All the tablets taken, thought of beside not seeing the point or being a burden: ending one's life.
  if (sure(TAKE_THE_LOT, now, false) && sure(NO_POINT, now, false)) urgent('self-harm');
  // No point going on, beside letters written to the children or the tablets kept by (round 28): ending one's life.
  if (sure(NO_POINT_ON, now, false) && (sure(LETTERS_LEFT, now, false) || sure(TABLETS_KEPT, now, false)) && !NOT_FAREWELL.test(now)) urgent('self-harm');
  // A firework or a cork gone off in the face, and the eye cannot see since (round 28).
  if (sure(EYE_STRUCK, now, false) && EYE_WORD.test(now) && sure(SIGHT_GONE, now, false)) urgent('eye-emergency');
  // Down on the ground and lying there since, unable to get up.
  if (sure(LYING_SINCE, now, false) && (sure(WENT_DOWN, now) || sure(LEG_NOT_UNDER, now, false))) urgent('cannot-get-up');
  // A wound come open with something showing through: its insides out.
  if (sure(WOUND_OPEN, now, false) && sure(POKING_THROUGH, now, false)) urgent('wound-opened');
  // Come open alone, nothing showing through: a wound for the nurse today, a concern.
  else if (sure(WOUND_OPEN, now, false)) found.push({ kind: 'wound', severity: 'concern', quote: '' });
  // A stoma gone dark, with a fever, nothing out or pain: its blood supply lost.
  if (sure(STOMA_DARK, now, false) && (sure(STOMA_NOTHING, now, false) || sure(HIGH_FEVER, now) || own('pain', 'severe-pain').length > 0)) urgent('bowel-obstruction');
  // Painkillers taken on top of painkillers, and too sleepy or breathing slowly now: an overdose.
  if (PAINKILLER.test(now) && ownDose(MORE_ON_TOP, now) && (sure(SLOW_OR_SLEEPY, now, false) || sure(DROWSY, now) || sure(BARELY_AWAKE, now) || /\b(?:dors debout|muy dormid[oa]|hardly (?:talk|speak))\b/.test(now) || (own('tiredness').length > 0 && SLOW_BREATHING.test(now)))) urgent('overdose');
  const noWaterSince = sure(NO_WATER_SINCE, now, false);
  const unableToPass = sure(UNABLE_WATER, now, false);
  // No water passed since last night, and the belly swollen or in pain, or told as unable even alone ("cannot pee
  // at all" is for 999 or A&E, NHS): urinary retention.
  // Relieved since: a catheter put in, or it came in the end (and nothing said to be so again or still): over, a concern at most.
  const relieved = sure(WATER_RELIEVED, read.mine) && !WATER_AGAIN.test(now);
  if (noWaterSince && !relieved && (unableToPass || sure(BELLY_BIG, now) || own('pain', 'severe-pain').length > 0)) urgent('urinary-retention');
  // A whole night without passing any, even told as not done; unable again now after it came once, with the belly swollen or sore;
  // a catheter blocked with nothing passing or unable to go.
  if (ownNight(now) && !relieved) urgent('urinary-retention');
  if (sure(CANNOT_GO_AGAIN, now, false) && (sure(BELLY_BIG, now) || own('pain', 'severe-pain').length > 0)) urgent('urinary-retention');
  if (sure(CATHETER_BLOCKED, now) && (sure(NOTHING_PASSING, now, false) || unableToPass || sure(CANNOT_GO_AGAIN, now, false) || sure(BELLY_BIG, now) || own('pain', 'severe-pain').length > 0)) urgent('urinary-retention');
  // A new hip put out: the leg shorter or turned, or a clunk, and the leg not moved.
  if (NEW_HIP.test(now) && sure(HIP_OUT, now) && sure(CANNOT_MOVE_LEG, now, false)) urgent('injury');
  // A stranger not sent for, now heard inside.
  if (sure(NOT_SENT_FOR, now, false) && sure(HEARD_INSIDE, now)) urgent('intruder');
  // Yellow eyes or skin with a fever or shivers: an infection of the bile ducts.
  if (sure(YELLOW, now) && sure(HIGH_FEVER, now)) urgent('sepsis');
  // An operated joint or wound hot, swollen or red, with a high fever and shivers or a new muddle: an infection spreading.
  if (sure(OPERATED_HOT, now) && HOT_WITH.test(now) && sure(HIGH_FEVER, now) && (own('confusion', 'disoriented').length > 0 || NEW_MUDDLE.test(now) || /\b(?:shiver\w*|shaking|rigou?rs|grelott\w*|tiriton\w*|tiembl\w*|temblando|escalofrio\w*|frissons?|trembl\w*|i am cold since)\b/.test(now))) urgent('sepsis');
  // The concerns of the weeks at home.
  const concern = (kind: string) => found.push({ kind, severity: 'concern', quote: '' });
  // (not one the call tells as history: "a tumble two winters back, nothing since")
  // (nor someone else's: "Mrs Patel next door had a tumble last week", unseen32)
  const ownTumble = [...now.matchAll(globalOf(TUMBLE))].some((m) => !TUMBLER_OTHER.test(now.slice(0, m.index).split(' . ').pop()!.split(' ').filter(Boolean).slice(-5).join(' ')));
  if (sure(TUMBLE, now, false) && ownTumble && !signals.some((s) => s.kind.startsWith('past-'))) concern('fall');
  if (sure(WOUND_CHANGED, apart(now, SAID_EXPECTED))) concern('wound');
  if (sure(DRINK_ALMOST_NOTHING, now, false)) concern('dehydration');
  // None passed since last night told as not done, or unable with no time said ("I can't wee, I've been trying since
  // last night"): for a doctor today at least.
  // (the night without a drop, relieved by a catheter, stays one for the family; a wee that came in the end is none)
  if (noWaterSince || (unableToPass && !relieved)) concern('urinary-retention');
  if (sure(STOCKINGS_OFF, now, false)) concern('care-missed');
  if (EYE_OPERATED.test(now) && sure(SIGHT_LESS, apart(now, SAID_EXPECTED), false)) concern('eye-trouble');
  return found;
}

// --- issue 13, unseen25: hobbies, outings and time away from home ---------------------------------------------
// Read as the readings above are: in the call as heard and in the person's own words, none in a sentence told as
// behind the person or as a programme's, none denied in the three words before it.

/** A cloth or the clothes bled through, or the blood dripping off the fingers: "it's gone through the hanky and me jumper". */
const BLED_THROUGH = /\b(?:(?:gone|come|bled|soaked|soaking|going|coming|seeping) (?:right )?through (?:the |my |me |a |two |three |all the )?(?:\w+ )?(?:hank(?:y|ie|ies)|handkerchiefs?|towels?|tea towels?|bandages?|dressings?|cloths?|plasters?|jumper|cardigan|sleeve|tissues?|kitchen roll|napkins?)|(?:dripping|pouring|running|streaming) (?:off|down|from) (?:my|me|the) (?:fingers|hand|arm|wrist|elbow|leg|shin)|(?:traverse|trempe|imbibe) (?:le |la |les |mon |ma |mes )?(?:mouchoirs?|torchons?|serviettes?|pansements?|gilet|pull|manche|mouchoir en papier)|(?:ca |le sang )?(?:goutte|coule|degouline) (?:encore |toujours )?(?:des|de mes|du bout des|au bout des|le long de mes) doigts|(?:empapado|traspasado|calado) (?:el |la |mi |los |las )?(?:panuelos?|toallas?|trapos?|vendas?|rebeca|jersey|manga|servilletas?)|(?:me )?(?:gotea|chorrea|cae) (?:la sangre )?(?:por|de) (?:los|mis) dedos)\b/;
/** The wound it comes from: a hand caught or cut, blood ("claret"). */
const WOUND_CAUGHT = /\b(?:caught (?:my|me) (?:hand|arm|leg|finger|thumb|wrist)|sliced|gashed|claret|blood|bleed\w*|cut|gash|wound|cort\w*|herida|sangr\w*|raja\w*|coupe\w*|coupure|entaille|plaie|sang|saign\w*)\b/;
/** And it will not stop, for long, or the person coming over faint. */
const BLEED_ON = /\b(?:half an hour|an hour|(?:\w+ )?(?:minutes|hours)|won t stop|will not stop|does not stop|not stopping|no para|media hora|una hora|s arrete pas|arrete pas|une demi heure|une heure|swimmy|woozy|peculiar|faint\w*|dizzy|light headed|mare\w*|desmay\w*|tete qui tourne|la tete me tourne|vaseu\w*|tourne de l oeil)\b/;

/** Someone heard moving in the home now: "someone walking about upstairs", "quelqu'un qui marche à l'étage", "alguien andando arriba". */
const HEARD_MOVING = /\b(?:(?:someone|somebody|a man|people|a stranger) (?:is |s )?(?:walking|moving|creeping|banging|clattering|stomping|tramping) (?:about |around |round )?(?:upstairs|downstairs|in the (?:bedroom|back bedroom|loft|attic|back room|front room|kitchen))|(?:can hear|i hear|heard) (?:someone|somebody|footsteps|people)(?: \w+){0,2} (?:upstairs|downstairs|in the (?:hall|hallway|kitchen|front room))|quelqu un (?:qui )?(?:marche|bouge|se promene) (?:en haut|a l etage|au grenier|dans la chambre|en bas|dans l entree|au rez de chaussee)|j entends (?:marcher|quelqu un|des pas)(?: \w+){0,2} (?:en haut|a l etage|au grenier|en bas|dans l entree|au rez de chaussee|dans la cuisine|dans le salon)|alguien (?:andando|caminando|moviendose|paseando) (?:por )?(?:arriba|el piso de arriba|en el dormitorio|abajo|por abajo|en la entrada)|oigo (?:a alguien|pasos)(?: \w+){0,2} (?:arriba|en el piso de arriba|abajo|en la entrada|en la cocina|en el salon))\b/;
/** Told as a noise that turned out to be nothing, or as a fear: the cat, the wind, "I worry someone...". */
const NOTHING_AFTER_ALL = /\b(?:(?:was|turned out to be|it s) (?:only |just )?(?:the |my )?(?:cat|dog|wind|pipes|boiler|heating|grandson|granddaughter|son|daughter|husband|lodger|neighbou?rs?)|(?:worry|worried|afraid|scared) (?:that )?(?:someone|somebody)|(?:era|c etait) (?:el gato|le chat|el viento|le vent))\b/;

/** A small closed space to sleep in: a camper van, a caravan, a tent, a boat. */
const CLOSED_SPACE = /\b(?:camper ?van|campervan|motor ?home|caravan|camping car|tent|narrow ?boat|boat|cabin|autocaravana|caravana|tienda de campana|barco|caravane|tente|bateau|mobil ?home|mobile home)\b/;
/** Something kept burning to warm it: a heater, the heating, a stove, a barbecue. */
const WARMED = /\b(?:heater|heating|stove|gas fire|barbecue|bbq|brazier|chauffage|chauffage d appoint|poele|rechaud|barbecue|calefaccion|calefactor|estufa|brasero|hornillo)\b/;
/** The signs of its fumes: a head, sickness, drowsiness, someone who cannot be woken properly. */
const FUMES_SIGNS = [
  /\b(?:headache|(?:pain|mal) (?:to|in|a|au|of|de) (?:the |my )?(?:head|crane|tete|cabeza)|(?:terrible|splitting|pounding|thumping) head|dolor de cabeza|mal de (?:crane|tete))\b/,
  /\b(?:sick|vomit\w*|nause\w*|vomir|vomis\w*|ganas de vomitar|envie de vomir|mareo\w*|dizzy)\b/,
  /\b(?:drows\w*|sleepy|somnol\w*|dormid\w*|adormil\w*|can not (?:\w+ )?wake (?:him|her|them)(?: up)?(?: properly)?|(?:he|she) (?:will not|won t|would not) (?:wake|come round)(?: up)?|(?:arrive|peux) (?:pas|plus|not) (?:a )?(?:bien )?(?:le|la|the) reveiller|se rendort|(?:ne )?se reveille (?:pas|plus)|no (?:consigo|puedo) despertarl[oa]|no se despierta|se vuelve a dormir)\b/,
];

/** The burner used out of doors: "cooked on the stove outside the tent", "le réchaud dehors", "el hornillo fuera". */
const BURNT_OUTSIDE = /\b(?:(?:stove|barbecue|bbq|heater|brazier|estufa|brasero|hornillo|barbacoa|poele|rechaud)(?: \w+){0,4} (?:outside|outdoors|out in the (?:garden|open)|in the garden|dehors|en plein air|fuera|al aire libre|en el jardin|au jardin)|(?:outside|dehors|fuera de) (?:the |la |le |el )?(?:tent|caravan|van|tente|caravane|tienda|caravana))\b/;

/** Lost on the way home: the wrong bus, the wrong stop, not knowing where one was. */
const LOST_ON_ROUTE = /\b(?:got on the wrong (?:bus|train|coach)|ended up at the (?:depot|terminus|wrong \w+)|got off at the wrong (?:stop|station)|me perdi|me baje (?:en )?(?:una parada|donde) que no (?:era|was)|no supe (?:donde|where) (?:estaba|was)|do not know where i was|did not know where i was|je me suis perdue?|je me suis trompee? de (?:bus|car|train|arret)|je ne savais (?:plus|pas) ou j etais)\b/;
/** A second time, or again this month. */
const AGAIN_THIS = /\b(?:second time|third time|again this (?:week|month)|segunda vez|tercera vez|otra vez este mes|deuxieme fois|troisieme fois|encore ce mois)\b/;
/** Ringing in one ear, or hearing gone on one side, for days. */
const ONE_EAR = /\b(?:(?:ringing|buzzing|beeping|whistling|pitido|zumbido|sifflement|bourdonnement)\w*(?: \w+){0,2} (?:in|en|dans) (?:the |my |el |la |l |mon )?(?:left |right |izquierdo |derecho )?(?:ear|oido|oreille)|(?:can not hear|no oigo|n entends (?:plus|rien)|j entends plus)(?: \w+){0,3} (?:(?:on|out of|from|por|de|for|du) )?(?:that|this|one|the left|the right|ese|este|ce|cet|un) (?:side|ear|lado|oido|cote|oreille))\b/;
const DIABETIC = /\b(?:diabet\w*|sugar diabetes)\b/;
const FOOT_SORE = /\b(?:(?:sore|blister|cut|graze|rub|wound|ulcer|rozadura|ampolla|herida|llaga|plaie|ampoule|ecorchure|coupure)(?: \w+){0,4} (?:on|in|en|sur|a|au) (?:my |the |el |la |mon |le )?(?:foot|feet|toe|toes|heel|pie|pies|dedo|talon|pied|pieds|orteil))\b/;
const NOT_HEALING = /\b(?:not healing|will not heal|won t heal|no se (?:me )?cura|no cura|ne guerit pas|guerit pas|(?:\w+ )?(?:days|dias|jours)|(?:gone|going|getting|is|a bit|un poco|est|un peu) (?:red|roja|rojo|rouge)|red (?:round|around)|roja alrededor|rouge autour)\b/;
/** Meals let go: "I don't bother with my dinners", "I forget to eat", the belt gone in notches. */
const MEALS_LET_GO = /\b(?:(?:do not|don t) (?:really )?bother (?:with|cooking) (?:my |me |the |any )?(?:dinners?|meals?|food|cooking|tea|lunch)|(?:i )?forget to eat|belt (?:has |s )?gone in (?:\w+ )?(?:notch|notches|holes)|ya no me (?:hago|preparo) (?:la )?comida|me olvido de comer|je ne me fais plus (?:a )?manger|j oublie de manger)\b/;

function awayFromHomeSigns(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const { mine, now, found, urgent } = pairedReading(signals, heard, personSaid);
  // A wound bled through the cloth round it or dripping off the fingers, for long or with the person coming over faint.
  if (plainly(BLED_THROUGH, now) && WOUND_CAUGHT.test(now) && (BLEED_ON.test(now) || kinds(signals, ['dizziness', 'collapse']).length > 0)) urgent('bleeding');
  // Someone heard moving about the home now ("walking about upstairs"): not the cat after all, nor a fear.
  if (plainly(HEARD_MOVING, now) && !NOTHING_AFTER_ALL.test(mine)) urgent('intruder');
  // A camper van, a caravan or a tent kept warm by a heater, and two of its fumes' signs: carbon monoxide.
  if (CLOSED_SPACE.test(now) && WARMED.test(now) && !BURNT_OUTSIDE.test(now) && FUMES_SIGNS.filter((re) => plainly(re, now)).length >= 2) urgent('gas');
  // The concerns of outings: lost on a route known for years, a second time; hearing gone in one ear for days; a diabetic
  // foot sore not healing; meals let go, or weight gone from the belt.
  const concern = (kind: string) => found.push({ kind, severity: 'concern', quote: '' });
  if (plainly(LOST_ON_ROUTE, now) && AGAIN_THIS.test(now)) concern('confusion');
  if (plainly(ONE_EAR, now)) concern('hearing');
  if (DIABETIC.test(now) && plainly(FOOT_SORE, now) && plainly(NOT_HEALING, now)) concern('wound');
  if (plainly(MEALS_LET_GO, now)) concern('not-eating');
  return found;
}

// --- issue 13, round 29 (unseen28): the garden, pets and the allotment ----------------------------------------------
// Read as the readings above are: in the person's own words, none in a sentence told as behind the person or as a
// programme's, none denied in the words before it.

/** A drink taken: "a swig from the lemonade bottle", "le he dado un trago", "j'ai bu dans la bouteille". */
const DRINK_TAKEN = String.raw`(?:swig|sip|sipped|mouthful|gulp|gulped|swallow\w*|drank|drunk|drink|trago|traguito|sorbo|buche|bebi|bebido|trague|tragado|bu|bue|avale|gorgee|lampee|goulee)`;
/** The drink's word alone, made once: a RegExp made per call would also add an entry to `everyMatch` per call. */
const DRINK_WORD = new RegExp(String.raw`\b${DRINK_TAKEN}\b`);
/** A garden or household poison: weedkiller, slug killer, copper sulphate, bleach ("el sulfato para las viñas", "le produit contre les limaces"). */
/** A foot, nail or skin treatment that is not to be swallowed: corn or wart liquid, nail varnish remover, surgical spirit
 * ("the corn stuff the chiropodist left", "el líquido para los callos", "le coricide", "du dissolvant"; unseen31). */
const NOT_TO_SWALLOW = String.raw`(?:(?:corn|corns|wart|warts|verruca|callus) (?:stuff|liquid|solution|paint|remover|treatment|lotion)|(?:stuff|liquid|solution|paint|remover|treatment|liquido|producto|solution|produit|lotion) (?:for|para|contra|pour|contre) (?:the |my |los |las |mis |les |mes )?(?:corns?|warts?|verrucas?|callus(?:es)?|callos|callosidades|durezas|verrugas|cors|verrues?|durillons?)|callicida|quitacallos|coricide|(?:nail )?(?:varnish|polish) remover|acetone|acetona|quitaesmalte|dissolvant|surgical spirit|alcohol de quemar|alcool a bruler)`;
const GARDEN_POISON = String.raw`(?:${NOT_TO_SWALLOW}|septic tank (?:treatment|cleaner|stuff|liquid|fluid)|red diesel|diesel|gasoil|gazole|petrol|gasolina|essence|weed ?killer|slug (?:pellets|killer|bait)|bleach|anti ?freeze|white spirit|turps|turpentine|paraffin|rat poison|poison|pesticide|insecticide|herbicide|fungicide|sheep dip|creosote|meths|methylated spirits?|(?:copper )?sulphate|sulfate|bordeaux mixture|glyphosate|disinfectant|drain cleaner|toilet cleaner|oven cleaner|caustic soda|descaler|lighter fluid|brake fluid|screen ?wash|fertili[sz]er|sulfato|herbicida|lejia|matarratas|veneno|insecticida|pesticida|fungicida|anticongelante|aguarras|amoniaco|salfuman|desatascador|matababosas|abono|fertilizante|caldo bordeles|glifosato|lavandina|cloro|desherbant|anti limaces?|javel|mort aux rats|raticide|bouillie bordelaise|antigel|fongicide|engrais|destop|ammoniac|(?:producto|liquido|product|stuff|produit) (?:para|contra|de|for|against|contre|pour|anti) (?:las |los |the |les |la |le )?(?:babosas|caracoles|hormigas|malas hierbas|plagas|ratas|ratones|pulgon|slugs|snails|ants|weeds|pests|rats|limaces|escargots|fourmis|mauvaises herbes|nuisibles|pucerons|toilet|toilets|loo|lavatory|drains?|oven|inodoro|vater|retrete|wc|toilettes|cuvette|canalisations|four|cal|sarro|calcaire|tartre|septic tank|septic|cesspit|fosa septica|fosa|pozo negro|fosse septique|fosse)|(?:loo|toilet|inodoro|wc|javel) (?:cleaner|limpiador|nettoyant)|eau de javel|agua fuerte|detartrant|desincrustante|limpiador|nettoyant)`;
/** What it does: a mouth, throat or stomach burning, retching, sickness, shaking. */
/** A poison's word alone, made once. */
const POISON_WORD = new RegExp(String.raw`\b${GARDEN_POISON}\b`);
const POISON_SIGNS = /\b(?:burn\w*|retch\w*|sick|vomit\w*|nause\w*|throw\w* up|arde|ardor|quema|ganas de vomitar|arcadas|brule\w*|envie de vomir|haut le coeur|trembl\w*|shak\w*|tiembl\w*)\b/;
/** Spat out at once, nothing felt: "spat it straight out, I'm fine". */
const SPAT_OUT = /\b(?:spat it (?:straight |right )?out|lo escupi|l ai recrache|recrache)\b/;

/** Told as a mistake: the wrong bottle, "it was", "era", "c'était", thought to be water. */
const BY_MISTAKE = /\b(?:it was|it s|was actually|turned out|by mistake|by accident|wrong bottle|thought it was|done something stupid|era|resulto|por error|sin querer|me equivoque|equivocad[oa]|creia que|pense que|c etait|c est|par erreur|par megarde|me suis trompee?|croyais que|une betise|une connerie)\b/;
/** The poison as the drink's object: "drank some bleach", "a swig of the weedkiller", "bu du désherbant", "un trago de lejía";
 * or told back to the drink: "the weedkiller I drank", "le désherbant que j'ai bu". */
const POISON_OBJECT = new RegExp(String.raw`\b(?:${DRINK_TAKEN}(?: (?:of|some|the|a|an|bit|little|drop|drops|few|from|out|neat|pure|my|that|this|de|del|la|el|un|una|unos|poco|poquito|puro|du|des|le|les|l|d|peu|pur|mon|ma|ce|cette))*? ${GARDEN_POISON}|${GARDEN_POISON} (?:that i|which i|i|que|que j ai|qu j ai|que me he|que he|que i have|that i have)(?: had| have| just| ai| he)? ${DRINK_TAKEN})\b`);
/** The poison named as what the drink was, the mistake word right before it (within three words): "it was the weedkiller",
 * "era el sulfato", "resultó ser herbicida", "c'était le produit contre les limaces". */
const NAMED_POISON = new RegExp(String.raw`\b(?:it was|it s|it is|was actually|turned out(?: to be)?|era|eran|resulto(?: ser)?|c etait|c est|c etaient|en fait)(?: \w+){0,3} ${GARDEN_POISON}\b`);
/** The drink thought to be another: "thought it was water", "creía que era agua", "je croyais que c'était de l'eau". */
const THOUGHT_A_DRINK = /\b(?:what i thought was|what i thought were|lo que (?:yo )?(?:creia|pensaba|crei|pense) que era|ce que je (?:croyais|pensais|prenais pour)(?: etre)?|thought it was|thinking it was|thought i was drinking|thought that was|creia que era|crei que era|pensaba que era|pense que era|pensando que era|croyais que c etait|croyant que c etait|pensais que c etait|je croyais boire)(?: \w+){0,2} (?:water|lemonade|squash|juice|pop|cordial|tea|agua|limonada|zumo|jugo|refresco|gaseosa|eau|limonade|jus|sirop|the)\b/;
/** The container's content: "the bottle had weedkiller in it", "la botella tenía lejía", "elle contenait du désherbant". */
const HELD_POISON = new RegExp(String.raw`\b(?:y (?:avait |a |ont |avaient )?(?:mis|verse)|(?:le|les) (?:habia |ha |han |habian )?(?:echado|puesto|metido)|(?:had |has |d )?(?:put|poured|left)(?= (?:some |a bit of |the )?\S+ (?:in it|in there|in the glass|in my glass))|(?:put|poured) (?:it |them )?in)(?: \w+){0,4} ${GARDEN_POISON}\b|\b(?:(?:bottle|flask|jar|can|cup|glass|mug|jug|it|botella|vaso|taza|bote|garrafa|jarra|bouteille|verre|tasse|flacon|bidon|elle|she)(?: \w+){0,2} (?:had|has|had got|held|contained|was full of|tenia|contenia|llevaba|estaba llena de|contenait|avait|etait pleine de)|there was|there had been|habia|il y avait)(?: \w+){0,2} ${GARDEN_POISON}\b`);

/** Another drinker just before the drink: a pet or someone else ("the dog drank some of the weedkiller", "el perro se bebió"). */
const OTHER_DRINKER = /\b(?:dog|dogs|cat|cats|puppy|pup|kitten|he|she|they|husband|wife|son|daughter|grandson|granddaughter|neighbou?r|perro|perra|perrito|gato|gata|gatito|el|ella|ellos|marido|mujer|hijo|hija|nieto|nieta|vecin[oa]|chien|chienne|chiot|chat|chatte|il|elle|ils|mari|femme|fils|fille|petit fils|petite fille|voisine?)$/;
/** A drink of the person's own in the sentence: no pet or someone else in the four words before it, nor a denial in three. */
const ownDrinkAt = (sentence: string, at: number) => {
  const before = sentence.slice(0, at).split(' ').filter(Boolean);
  const four = before.slice(-4);
  // Spanish "he" after a pronoun is "I have" ("le he dado un trago"), no other drinker.
  const other = (k: number) => OTHER_DRINKER.test(four.slice(0, k + 1).join(' ')) && !(four[k] === 'he' && /^(?:me|le|lo|la|les|se|yo|ya|que)$/.test(four[k - 1] ?? ''));
  return !four.some((_, k) => other(k)) && !NEGATED.test(before.slice(-3).join(' '));
};
/** A drink of something else named: "I drank my tea", "me tomé un café", "j'ai bu mon thé" (round 31). */
const OWN_DRINK_NAMED = new RegExp(String.raw`\b${DRINK_TAKEN} (?:my |a |some |mi |un |una |mon |ma |du |le |la )?(?:cup of |taza de |tasse de )?(?:tea|coffee|cafe|the|te|juice|zumo|jus|milk|leche|lait|soup|sopa|soupe)\b`);
/** The poison drunk by the person: the drink's object, or the drink told and, in its sentence or the next, the poison named
 * as what it was, the drink thought another, or the poison the container's content. A drink beside a poison bought,
 * sprayed or stored is none. */
const poisonDrunk = (now: string) => {
  const sentences = now.split(' . ');
  return sentences.some((sentence, i) => {
    if ([...sentence.matchAll(globalOf(POISON_OBJECT))].some((m) => ownDrinkAt(sentence, m.index ?? 0) && sure(POISON_OBJECT, sentence, false))) {
      if (BY_MISTAKE.test(now) || sure(POISON_SIGNS, now, false)) return true;
    }
    const drinks = [...sentence.matchAll(globalOf(DRINK_WORD))].some((m) => ownDrinkAt(sentence, m.index ?? 0));
    if (!drinks) return false;
    // (the sentence before too: "ma femme y avait mis de l'eau de Javel ... J'en ai bu une gorgée", round 31)
    const here = `${sentences[i - 1] ?? ''} . ${sentence} . ${sentences[i + 1] ?? ''}`;
    // (a drink of something else named, "I drank my tea from a cup", is no drink from the glass the poison was put in)
    const ownDrinkNamed = OWN_DRINK_NAMED.test(sentence);
    return sure(NAMED_POISON, here, false) || (!ownDrinkNamed && sure(HELD_POISON, here, false)) || (THOUGHT_A_DRINK.test(here) && POISON_WORD.test(here));
  });
};

/** Swallowed, told by what it does inside: the mouth, throat, tongue or stomach burning, or sick since ("my mouth and throat are
 * burning", "me arde la garganta", "j'ai la gorge en feu", "ça me brûle la bouche"); never the hands or the eyes. */
const SWALLOWED_SIGN = /\b(?:(?:mouth|throat|tongue|tummy|stomach|insides|gullet)(?: \w+){0,4} (?:burning|burns|on fire|stinging)|burning (?:mouth|throat|tongue|stomach|inside)|(?:arde|arden|quema|queman|ardiendo|abrasa|escuece)(?: \w+){0,3} (?:la boca|la garganta|la lengua|el estomago|por dentro|todo por dentro)|(?:boca|garganta|lengua|estomago)(?: \w+){0,2} (?:ardiendo|arde|quema|en llamas|abrasada)|brul\w*(?: \w+){0,3} (?:la gorge|la bouche|la langue|l estomac|le ventre|dedans|a l interieur)|(?:gorge|bouche|langue|estomac)(?: \w+){0,3} (?:brul\w*|en feu)|(?:been|being) sick|threw up|thrown up|vomit\w*|he vomitado|he devuelto|arcadas|vomi|j ai vomi|ca me brule)\b/;
/** The wrong bottle taken: "I got the wrong bottle", "cogí la botella equivocada", "je me suis trompée de bouteille". */
const WRONG_BOTTLE = /\b(?:wrong bottle|wrong jug|wrong glass|botella equivocada|me equivoque de botella|equivocarme de botella|me (?:suis )?trompee? de (?:bouteille|flacon|verre)|la mauvaise bouteille|le mauvais flacon)\b/;
/** A poison put in a drink's bottle or glass: "had put bleach in the lemonade bottle", "había puesto lejía en la botella de
 * gaseosa", "avait mis de la javel dans la bouteille d'eau". */
const POISON_PUT_IN = new RegExp(String.raw`\b(?:put|poured|puesto|echado|metido|echo|puso|mis|verse)(?: \w+){0,3} ${GARDEN_POISON}(?: \w+){0,2} (?:in|into|en|dans) (?:the|an|a|my|her|his|la|el|una|un|mi|le|ma|mon|une)(?: \w+)? (?:bottle|botella|bouteille|jug|jarra|carafe|glass|vaso|verre|flask|garrafa|flacon)\b`);
/** A poison taken for a drink, the drink unsaid: named as what it was, thought a drink, or the wrong bottle, with a poison named. */
const poisonMistaken = (now: string) => {
  const sentences = now.split(' . ');
  return sentences.some((sentence, i) => {
    const here = `${sentences[i - 1] ?? ''} . ${sentence} . ${sentences[i + 1] ?? ''}`;
    return sure(NAMED_POISON, sentence, false) || sure(POISON_PUT_IN, sentence, false) || ((THOUGHT_A_DRINK.test(sentence) || WRONG_BOTTLE.test(sentence)) && sure(POISON_WORD, here, false));
  });
};

/** Mushrooms, fungi, "setas", "hongos", "champignons". */
const MUSHROOMS = /\b(?:mushrooms?|fungi|fungus|toadstools?|setas?|hongos?|champinones?|champignons?|girolles?|cepes?|niscalos?)\b/;
/** Picked or found wild, not bought: "I picked", "from the woods", "que j'ai cueillis", "ramassés", "que cogí en el monte". */
const PICKED_WILD = /\b(?:picked|gathered|foraged|found|collected|wild|from the (?:woods?|field|fields|forest|garden|hedge|park|common|lawn)|in the (?:woods?|field|fields|forest|garden|park)|cueilli\w*|ramass\w*|trouve\w*|sauvages?|des bois|du bois|de la foret|en foret|dans les bois|du jardin|du pre|des pres|cogi|cogido|cogimos|recogi|recogido|recogimos|encontre|encontrado|silvestres?|del campo|del monte|del bosque|en el monte|en el campo|en el bosque|del jardin)\b/;
/** Eaten or cooked: "ate", "fried them", "une omelette", "una tortilla", "mangé". */
const EATEN = /\b(?:ate|eaten|eat|had (?:them|some)|cooked|fried|omelette|omelet|risotto|soup|on toast|comi|comido|comimos|cene|cenamos|cocine|tortilla|revuelto|guiso|frito|frei|mange\w*|omelette|poele\w*|cuisine\w*|soupe|tarte|fait (?:une|un))\b/;
/** Poisoned since: sick, vomiting, the runs, cramps, gone yellow, dizzy, seeing things. */
const MUSHROOM_SIGNS = /\b(?:sick|vomit\w*|throw\w* up|threw up|diarrh\w*|the runs|cramp\w*|stomach|tummy|belly|yellow|jaundice\w*|hallucinat\w*|seeing things|vomi\w*|diarrhee|crampes?|mal au ventre|ventre|jaune|devolv\w*|devuelto|diarrea|retortijones|barriga|tripa|estomago|amarill\w*|colicos?)\b/;

/** Medicines, said any way (English, or the Spanish and French left as they were). */
const PILLS = String.raw`(?:pills?|tablets?|medication|medicines?|meds|capsules?|pastillas?|pildoras?|medicinas?|medicamentos?|medicacion|comprimidos?|cachets?|comprimes?|medicaments?|pilules?|gelules?)`;
/** Who else the pills are for: a husband, a wife, a sister, a neighbour ("mi marido", "mon mari"). */
const PILLS_OWNER = String.raw`(?:husband|wife|hubby|partner|sister|brother|son|daughter|neighbou?r|friend|marido|esposo|esposa|mujer|hermana|hermano|hijo|hija|vecin[oa]|amig[oa]|mari|femme|epoux|epouse|soeur|frere|fils|fille|voisine?|ami|amie|copine?)`;
/** Taken somewhere or to someone, not swallowed: "to the chemist", "à la pharmacie", "en la farmacia", "out of the cupboard". */
const CARRIED = String.raw`(?!(?: s)?(?: \w+){0,2} (?:to|out of|from|back|round|over|up|down|at|into|a|al|en|de|chez)(?: the| la| le| el)? (?:chemist|pharmacy|surgery|doctor|hospital|cupboard|drawer|farmacia|centro|medico|pharmacie|medecin|placard|tiroir|him|her|them)\b)`;
/** Someone else's pills taken, words between: "took my husband's heart tablets", "me tomé las pastillas del corazón de mi
 * marido", "j'ai pris les médicaments pour le cœur de mon mari"; taken instead of one's own, or from the wrong pill box; taken
 * from the pill box shared with one's own ("las pastillas de Manolo ... en el mismo pastillero que las mías", unseen32), or
 * named by their owner ("I took Bill's sleeping tablets"). */
const OTHERS_PILLS = new RegExp(String.raw`\b(?:(?:took|taken|swallowed|had|tome|tomado|tomaba|pris|avale)(?: \w+){0,4} ${PILLS}(?: \w+){0,4} (?:of|for|de|del|du|pour) (?:my|mi|mon|ma) ${PILLS_OWNER}${CARRIED}|(?:took|taken|swallowed|had) (?:all )?(?:my|the) ${PILLS_OWNER} s?(?: \w+){0,2} ${PILLS}${CARRIED}|${PILLS}(?: \w+){0,6} (?:instead of mine|instead of my own|en vez de las mias|en vez de los mios|en lugar de las mias|en lugar de los mios|au lieu des miens|au lieu des miennes)|(?:took|taken|swallowed|had|tome|tomado|pris|avale)(?: \w+){0,4} ${PILLS}(?: \w+){0,10} (?:same|mismo|meme) (?:pill ?box|dosette box|pastillero|pilulier|box|caja|boite)(?: \w+){0,2} (?:as mine|as my own|que las mias|que los mios|que les miens|que les miennes|que le mien|que el mio)|(?:took|taken|swallowed) (?!(?:my|the|a|an|all|some|two|both|his|her|their|our|your|it)\b)\w+ s(?: \w+){0,2} ${PILLS}${CARRIED}|(?:took|taken|swallowed|had) (?:the |my )?${PILLS_OWNER} s?(?: \w+){0,2} (?:ones|${PILLS}) instead of (?:my|mine|my own)\b|wrong pill ?box|me equivoque de pastillero|trompee? de pilulier)\b`);
/** What they do now: the heart or pulse slow, racing or all over, or not able to stand ("no me tengo en pie", "je tiens pas
 * debout"). */
const PILLS_SIGN_NOW = /\b(?:(?:heart|pulse|heartbeat|heart beat|corazon|pulso|latido|coeur|pouls)(?: (?:is|s|going|beating|very|really|so|ever so|too|muy|tan|demasiado|tres|trop|est|va|late|bat))* (?:slow|lento|lent|lente|racing|pounding|irregular|all over the place|skipping|a mil|acelerado|qui s emballe|s emballe|like the clappers|ten to the dozen|nineteen to the dozen|like mad|like a train|like a drum|hammering|thumping|banging)|(?:can not|can t|cannot|barely|hardly) (?:stand|stay on my feet|keep on my feet)|no me tengo en pie|(?:tiens|tient) (?:pas|plus) debout)\b/;

/** Not knowing the way home, now: "I don't know which way home is", "no sé por dónde se va a casa", "je sais plus par où rentrer". */
const WAY_HOME_LOST = /\b(?:(?:do not|don t|can not|can t) (?:\w+ )?(?:know|remember|tell|work out|think|find) (?:which way|the way|how to get|how i get|where) (?:is )?home|which way home is|no (?:se|recuerdo|me acuerdo|encuentro) (?:por donde|como|el camino(?: para| de)?|cual es el camino(?: a| de)?) (?:se va |ir |volver |llegar |regresar )?(?:a )?(?:mi )?casa|(?:sais|rappelle|souviens|retrouve) (?:pas|plus) (?:par ou|comment|le chemin pour) (?:rentrer|aller|revenir)|(?:sais|connais|retrouve) (?:pas|plus) le chemin (?:de la maison|de chez moi|pour rentrer))\b/;
/** And it is new, or the world is strange: nothing looks right, never like this before, the day not known, "where am I". */
const STRANGE_NOW = /\b(?:nothing (?:looks|seems) (?:right|familiar|the same)|(?:do not|don t) recogni[sz]e (?:anything|where)|never (?:been|felt) like this|never happened (?:to me )?before|what day it is|where am i|nada me (?:parece|suena|resulta) (?:conocido|familiar)|no reconozco nada|nunca me (?:habia|ha) pasado|(?:no se|ni se|no me acuerdo de|no recuerdo) (?:que|en que) dia|donde estoy|(?:je )?(?:ne )?reconnais (?:rien|plus rien|plus)|(?:ca )?(?:ne )?(?:me )?(?:est|m est) jamais arrive|(?:sais|sait) (?:pas|plus) quel jour|ou je suis|ou (?:je dois|suis je))\b/;

/** A stranger: someone, a man, "alguien", "un hombre", "quelqu'un", "un homme" (not one's own people). */
const STRANGER = String.raw`(?:someone|somebody|a man|a stranger|some man|some bloke|a bloke|a fella|a guy|men|two men|some lads|alguien|un hombre|un tipo|un desconocido|unos hombres|unos tipos|quelqu un|un homme|un type|un inconnu|des hommes|des types)`;
/** A door or window pulled at, now: "pulling at the back door", "jalando la puerta de atrás", "il tire sur la porte". */
const DOOR_PULLED = new RegExp(String.raw`\b${STRANGER}(?: [\w]+){0,25} (?:(?:is |s |are |keeps |kept |been |still )?(?:pulling|tugging|yanking|wrenching|heaving|shaking) (?:at |on )?(?:the |my |our )?(?:back |front |kitchen |side |garden |patio )?(?:door|doors|window|windows|handle|shutters|lock)|(?:esta |estan |sigue |siguen )?(?:jalando|tirando de|forcejeando con|forcejeando|sacudiendo|zarandeando) (?:la|el|las|los) (?:puerta|puertas|ventana|ventanas|picaporte|manija|pomo|reja|cerradura)|(?:tire|tirent|secoue|secouent|force|forcent) (?:sur |a )?(?:la|le|les) (?:porte|portes|fenetre|fenetres|poignee|volets|serrure))\b`);
/** Climbing into the garden or the yard, now: "climbing over the yard wall right now", "brincando la barda", "escalade le mur". */
const CLIMBING_IN = new RegExp(String.raw`\b${STRANGER}(?: [\w]+){0,4} (?:(?:is |s |are )?(?:climbing|clambering|jumping|getting|coming) (?:over|in over) (?:the |my |our )?(?:\w+ )?(?:fence|wall|gate|hedge)|(?:esta |estan )?(?:brincando|saltando|trepando|escalando) (?:por )?(?:la|el) (?:barda|tapia|valla|muro|verja|cerca|reja|alambrada)|(?:qui )?(?:escalade|escaladent|enjambe|enjambent|saute|sautent|passe par dessus) (?:le|la) (?:mur|muret|cloture|grille|portail|haie))\b`);
/** Now, as it is told: "right now", "ahorita mismo", "en ce moment". */
const AS_WE_SPEAK = /\b(?:now|right now|as we speak|at the moment|ahora|ahorita|ahora mismo|en este momento|ya esta|maintenant|en ce moment|a l instant)\b/;

function gardenSigns(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const { own, now, found, urgent } = pairedReading(signals, heard, personSaid);
  const concern = (kind: string) => found.push({ kind, severity: 'concern', quote: '' });
  // A garden or household poison drunk by mistake (weedkiller in a lemonade bottle, "el sulfato para las viñas", "le produit
  // contre les limaces"), with a mouth or stomach burning, retching, sickness or shaking: poisoning. Spat straight out and
  // nothing felt, a concern.
  if (poisonDrunk(now)) {
    if (sure(POISON_SIGNS, now, false) || own('unwell', 'tremor', 'dizziness', 'tiredness', 'severe-pain', 'breathing').length > 0) urgent('overdose');
    else if (!SPAT_OUT.test(now) || own('pain').length > 0) urgent('overdose');
    else concern('overdose');
  }
  // A household poison taken for a drink, the drink unsaid ("I poured myself what I thought was lemonade ... it was the bleach",
  // "me equivoqué de botella, era el amoniaco", "je pensais que c'était de l'eau mais c'était de la javel"), with the mouth,
  // throat or stomach burning or sickness since: poisoning (unseen30).
  else if (poisonMistaken(now) && sure(SWALLOWED_SIGN, now, false)) urgent('overdose');
  // Mushrooms picked wild and eaten, then sick, the runs, cramps or gone yellow (unseen30: "une omelette avec des champignons que
  // j'ai cueillis moi-même ... je vomis sans arrêt, j'ai des crampes ... toute jaune"): mushroom poisoning, an emergency.
  // Mushrooms bought, or picked and not eaten, are not.
  // (eaten by the person: no dog, cat or someone else in the four words before, as for a drink)
  const ateThem = (text: string) => [...text.matchAll(globalOf(EATEN))].some((m) => ownDrinkAt(text, m.index ?? 0)) && sure(EATEN, text, false);
  if (now.split(' . ').some((sentence, i, all) => MUSHROOMS.test(sentence) && PICKED_WILD.test(`${all[i - 1] ?? ''} . ${sentence}`) && ateThem(`${all[i - 1] ?? ''} . ${sentence} . ${all[i + 1] ?? ''}`))
    && (sure(MUSHROOM_SIGNS, now, false) || own('unwell', 'dizziness', 'new-confusion').length > 0)) urgent('overdose');
  // Someone else's pills taken, words between, with the heart slow or racing, dizziness, drowsiness or not able to stand now
  // (unseen30: "me tomé las pastillas del corazón de mi marido en vez de las mías ... tengo el corazón muy lento y me estoy
  // mareando"): a mix-up with symptoms, an emergency.
  // Without a sign, a mix-up for the family to look at (unseen32: "me he tomado las pastillas de Manolo ... pero estoy bien").
  if (sure(OTHERS_PILLS, now, false)) {
    if (sure(PILLS_SIGN_NOW, now, false) || own('dizziness', 'tiredness', 'collapse', 'new-confusion', 'disoriented').length > 0) urgent('overdose');
    else concern('medication-mix-up');
  }
  // Not knowing the way home, now, out of doors, with the world gone strange or new ("nothing looks right", "I've never been
  // like this before", the day not known): sudden confusion, a person lost (999/911/15).
  if (sure(WAY_HOME_LOST, now, false) && (sure(STRANGE_NOW, now, false) || own('disoriented').length > 0)) urgent('new-confusion');
  // A stranger pulling at a door or window, or climbing into the garden or the yard now: an intruder (999/911/17). Not
  // the cat or the wind after all, nor a fear.
  if ((sure(DOOR_PULLED, now, false) || (sure(CLIMBING_IN, now, false) && AS_WE_SPEAK.test(now))) && !NOTHING_AFTER_ALL.test(now)) urgent('intruder');
  return found;
}

// --- round 31 (unseen29: washing, dressing and the bathroom; money worries) --------------------------------------------
// Read as the readings above are: in the person's own words, none in a sentence told as behind the person or as a
// programme's, none denied in the words before it.

/** The face, lips, tongue or throat swelling, said any way: "my face has come up like a balloon", "my lips are huge",
 * "se me está hinchando la cara y la garganta", "j'ai le visage qui gonfle". */
/** The throat gone thick, tight or closing: "my throat feels thick", "la garganta la noto cerrada", "la gorge qui se serre". */
const THROAT_CLOSING = /\b(?:throat|garganta|gorge)(?: \w+){0,3} (?:thick|thickening|closing|closing up|tight|tightening|cerrando|cerrada|serree|se serre|se ferme)\b/;
const FACE_OR_THROAT_UP = /\b(?:(?:face|lips?|tongue|throat|eyelids?|cheeks?|cara|labios|lengua|garganta|mejillas?|parpados?|visage|figure|levres|langue|gorge|joues?|paupieres?)(?: \w+){0,4} (?:swollen|swelled|swelling|swell|swells|puffed up|puffing up|puff\w* (?:right |all )?up|blown up|come up|came up|coming up|like a balloon|huge|enormous|massive|twice (?:the|its) size|gone big|hinchad\w*|hinchando|hincha|hinchado|inflamad\w*|como un globo|enorme\w*|gonfl\w*|comme un ballon|enflee?s?|enfle)|se (?:me |le )?(?:esta |estan |ha |han )?(?:hinchando|hinchado|hincha|hinchan|inflamando)(?: \w+){0,3} (?:la cara|los labios|la lengua|la garganta)|(?:swollen|puffy|puffed up) (?:face|lips|tongue|throat))\b/;
/** What set it off: a new cream, lotion, medicine, a sting, a food; or it comes with the breath or the swallowing going. */
const ALLERGY_CAUSE = /\b(?:new (?:cream|lotion|ointment|gel|tablets?|pills?|medicine|medication|antibiotics?|prescription|drug|soap|shampoo|dye|hair dye)|cream|lotion|ointment|crema|pomada|locion|creme|pommade|lotion|antibiotic\w*|antibiotique\w*|antibiotico\w*|penicil\w*|sting|stung|wasp|bee|avispa|abeja|guepe|abeille|pique\w*|picado|picadura|pico|prawns?|shellfish|marisco|gambas|fruits de mer|crevettes|nuts|peanuts?|cacahuetes?|arachides?|hives|welts|ronchas|urticaria|plaques|allerg\w*|alerg\w*)\b/;
const BREATH_OR_SWALLOW = /\b(?:hard to (?:get my breath|breathe|swallow)|can t (?:breathe|swallow|get my breath)|struggling to (?:breathe|swallow)|short of breath|breathless|cuesta (?:respirar|tragar)|no puedo (?:respirar|tragar)|respiro (?:raro|mal)|me ahogo|du mal a (?:respirer|avaler)|(?:peux|arrive) (?:pas|plus) (?:a )?(?:respirer|avaler)|j etouffe)\b/;

/** Said and not denied, inside the words or in the four before them ("no i have the face swollen", Spanish read through). */
const undeniedIn = (re: RegExp, text: string) => undenied(re, text, NEGATED, true, 4, true);

/** Muddled now, or lost in one's own home or in the day's plain tasks: "all mixed up today", "no encuentro el baño de mi casa",
 * "¿esta es mi casa?", "je ne reconnais plus ma salle de bain", "je ne sais plus comment on s'habille". */
const MUDDLED_AT_HOME = /\b(?:(?:couldn t|could not|can t|can not|cannot) (?:think|remember) what (?:it|the \w+|a \w+|that) (?:was|is) for|(?:didn t|did not|don t|do not) know what (?:it|the \w+|that) (?:was|is) for|no (?:sabia|se|supe|recordaba|me acordaba de) para que (?:servia|sirve|era)|(?:ne )?(?:savais|sais|me rappelais|me souvenais) (?:plus|pas) (?:a quoi|de quoi) (?:ca|c|elle|il) (?:servait|sert)|(?:i m|i am|i feel|i ve been|i have been|estoy|me siento|ando|je suis|je me sens|j suis) (?:\w+ )?(?:all |so |that |a bit |muy |tan |tout |toute |tres )?(?:mixed up|muddled|confused|in a muddle|confundid[oa]|liad[oa]|perdid[oa]|desorientad[oa]|embrouillee?|perdue?|desorientee?|confuse)(?! (?:with|by|about|over|con|por|avec|par|sur|de)\b)|can t (?:think straight|get my head straight)|(?:can t|cannot|can not|couldn t) find (?:the|my) (?:bathroom|toilet|loo|bedroom|kitchen) in my (?:own )?(?:house|home|flat)|is this my (?:house|home|flat)|(?:don t|do not) know how to (?:get dressed|dress|wash)|(?:forgotten|forgot) how to (?:get dressed|dress|wash)|no encuentro (?:el bano|la cocina|mi cuarto|mi habitacion|el dormitorio)(?: de mi casa)?|(?:es )?esta es mi casa|no (?:se|recuerdo) (?:como )?(?:vestirme|lavarme)|ya no se (?:como )?(?:vestirme|lavarme)|hecha un lio|hecho un lio|(?:ne )?(?:reconnais|retrouve) (?:plus|pas) (?:ma|mon|la|le) (?:salle de bain|maison|chambre|cuisine|toilettes)|(?:ne )?sais (?:plus|pas) (?:comment )?(?:on s habille|m habiller|me laver)|c est ma maison ici|tout est (?:mele|embrouille)|perdue? dans ma (?:propre )?maison|(?:losing|lost|lose) track of where i am|(?:don t|do not) know where i am|(?:don t|do not|didn t|did not) recognise (?:my own|my|the) (?:kettle|kitchen|house|home|flat|bedroom|bathroom|things|room|cooker|chair)|no idea (?:why|what i m doing|what i was doing|how i got)|(?:don t|do not) know what i m doing (?:here|there|in)|no (?:reconozco|conozco) (?:la|mi|el|mis) (?:cocina|casa|cuarto|habitacion|bano|cosas|cafetera|salon)|no se (?:donde estoy|que hago aqui|que estoy haciendo aqui|que dia es)|(?:ne )?sais (?:plus|pas) (?:ou je suis|ce que je fais (?:la|ici)|quel jour)|(?:ne )?reconnais (?:plus|pas) (?:mes affaires|ma bouilloire|mon salon|mes (?:\w+))|(?:keys|kettle|phone|glasses|shoes|slippers|purse|handbag|wallet|llaves|cafetera|telefono|movil|gafas|zapatos|zapatillas|bolso|monedero|cartera|cles|telephone|lunettes|chaussures|chaussons|sac|portefeuille|porte monnaie)(?: \w+){0,2} (?:in|into|en|dans) (?:the|la|el|le) (?:fridge|freezer|nevera|frigorifico|congelador|frigo|congelateur|refrigerateur))\b/;
/** And said to be new, not how the person is: "I'm never like this", "nunca estoy así", "ce n'est pas moi, ça", "d'habitude
 * j'ai toute ma tête". */
const NOT_LIKE_ME = /\b(?:(?:i m|i am) never like this|never (?:been|felt) like this|not like me|this isn t like me|(?:yo )?nunca estoy asi|nunca he estado asi|yo no soy asi|no es normal en mi|(?:ce n est|c est) pas moi ca|je suis jamais comme ca|je ne suis jamais comme ca|d habitude j ai (?:toute )?ma tete|(?:i ve|i have) always (?:been|had) (?:sharp|all my marbles|my wits)|siempre he tenido (?:la cabeza|buena cabeza)|(?:(?:has|s|had|it|that|this) )?never happened (?:to me )?before|(?:yesterday|last night) i was (?:fine|right as rain|perfectly (?:fine|well|alright)|alright|all right)|(?:nunca|jamas) me (?:habia|ha) pasado|(?:ayer|anoche) (?:yo )?estaba (?:muy |perfectamente )?bien|(?:de repente|de golpe) (?:esta manana|hoy)|(?:esta manana|hoy) de (?:repente|golpe)|(?:empezo|ha empezado|me dio) (?:esta manana|de repente|de golpe)|(?:ca|ce) (?:ne )?m (?:est|etait) jamais arrive|(?:hier|hier soir) (?:j allais|je me portais|j etais) (?:tres |tout a fait |parfaitement )?bien|(?:tout )?d un coup (?:ce matin|aujourd hui)|(?:ce matin|aujourd hui) (?:tout )?d un coup|(?:ca a|c est) (?:commence|venu|arrive) (?:ce matin|d un coup)|(?:suddenly|all of a sudden) (?:this morning|today)|(?:this morning|today) (?:all of a sudden|suddenly)|(?:started|came on|come on) (?:this morning|suddenly|all of a sudden))\b/;

/** Half the face or one side of it dropping, said any way: "half my face was drooping", "la moitié de mon visage tombait",
 * "la mitad de la cara se me caía", "un côté du visage qui pend". */
const HALF_FACE_DOWN = /\b(?:(?:half|one side|side) (?:of )?(?:my |the |his |her )?face(?: \w+){0,3} (?:dropp\w*|droop\w*|fall\w*|fell|gone down|slipp\w*|sagg\w*|hanging)|(?:moitie|un cote|cote) (?:de |du )?(?:mon |son |le |l )?visage(?: \w+){0,3} (?:tomb\w*|affaiss\w*|pend\w*|glisse\w*)|(?:mitad|un lado|lado) de (?:la |mi |su )?cara(?: \w+){0,3} (?:caia|cae|caido|caida|cayendo|colgando|colgada|descolgad\w*))\b/;
/** A hand that can no longer hold a thing: "I can't hold the razor in my right hand", "je n'arrive plus à tenir le rasoir de la
 * main droite", "no puedo sostener la maquinilla con la mano derecha". */
const HAND_CANT_HOLD = /\b(?:can t|can not|cannot|couldn t|n arrive (?:plus|pas) a|(?:ne )?peux (?:plus|pas)|no puedo|ya no puedo) (?:hold|grip|tenir|sostener|agarrar|coger)(?: \w+){0,5} (?:hand|main|mano)\b/;

/** Tried to get up and cannot, now, read by its structure (words may come between): "I've tried to get up twice and I can't",
 * "I've tried twice to get up and I can't, I had to pull the phone down", "I keep trying to get up but I can't", "ya intenté
 * pararme dos veces y no puedo", "llevo un rato intentando levantarme y no puedo", "j'ai essayé deux fois de me relever, j'y
 * arrive pas", "j'essaie de me relever mais je peux pas". Not "couldn't" (a time told), nor "can't remember" (the word after
 * the can't must end it or start a new clause). */
const TRIED_CANT_RISE = /\b(?:(?:tried|trying|attempted|had a go at)(?: and tried)?(?: \w+){0,4}? (?:to )?(?:get up|getting up|stand up|standing up|get myself up|getting myself up|get off the floor|getting off the floor|pick myself up|picking myself up)|(?:intente|intento|intentando|intentado|trate de|tratado de|tratando de)(?: \w+){0,3}? (?:levantarme|pararme|ponerme de pie|incorporarme)|(?:essaye|essaie|essayer|essayant|tente|tenter)(?: \w+){0,3}? de me (?:relever|lever|mettre debout|remettre debout|redresser))(?: \w+){0,6} (?:i can t|i cannot|i can not|can t|cannot|no puedo|no me puedo|no hay manera|no lo consigo|no consigo|j y arrive pas|je n y arrive pas|j arrive pas|je peux pas|je ne peux pas|impossible|pas moyen)(?= *(?:$|\.|,|get up|stand|manage|it\b|levantarme|pararme|me relever|me lever|me mettre debout|(?:i|my|and|but|so|y|pero|me|mi|et|mais|je|j|ma|mon)\b))/;
/** On the floor of a room now, in the Latin American "piso": "estoy aquí en el piso del baño", "sigo sentada en el piso de la
 * regadera" (not Spain's "piso", a flat: a room is named). */
const ON_THE_PISO = /\b(?:estoy|sigo|sigue|esta|me quede|quede|llevo)(?: \w+){0,3} (?:en el|al) piso (?:del|de la|de mi) (?:bano|regadera|ducha|cocina|recamara|cuarto|sala|pasillo|habitacion|dormitorio)\b/;

/** A cut told: a razor slipped, a cut, a nick, "me corté", "je me suis coupé". */
const CUT_TOLD = /\b(?:cut|cuts|nick\w*|razor|gash\w*|wound|slipped|corte|cortado|corte|cortada|me corte|cuchilla|maquinilla|navaja|herida|coupe\w*|coupure|rasoir|entaille|plaie)\b/;
/** Its bleeding not stopping, the blood unnamed: "it's still pouring", "it just won't stop", "no para", "ça ne s'arrête pas". */
const WONT_STOP = /\b(?:still (?:pouring|gushing|running|coming)|(?:it |just |still )*(?:won t|will not|doesn t|does not|isn t going to) stop|keeps? (?:pouring|coming|running|bleeding)|no (?:para|deja de salir|se corta|se detiene)|sigue (?:saliendo|chorreando|sangrando)|(?:ne )?s arrete (?:pas|plus)|(?:ca )?coule toujours|continue (?:de|a) (?:couler|saigner))\b(?! (?!bleeding)\w+ing\b)/;
/** And it is much: towels or cloths soaked or changed, half an hour or more, or a blood thinner. */
const MUCH_BLOOD = /\b(?:(?:two|three|four|several|dos|tres|cuatro|varias|deux|trois|quatre|plusieurs) (?:towels|tea towels|cloths|toallas|trapos|serviettes|torchons)|half an hour|an hour|hours|media hora|una hora|horas|une demi heure|demi heure|une heure|des heures)\b/;

/** Others better off if the person took all their tablets, or done with it: "everyone'd be better off if I took all my tablets
 * and had done with it", "todos estarían mejor si me tomara todas las pastillas", "tout le monde serait mieux si je prenais
 * tous mes cachets". */
const BETTER_OFF_ALL_PILLS = /\b(?:everyone|everybody|they|d all|the family|my family|the kids|todos|todo el mundo|mi familia|mis hijos|tout le monde|ils|ma famille|mes enfants)(?: d| would| will| \w+)? (?:be )?(?:better off|estarian mejor|estaria(?:n)? mejor|serait mieux|seraient mieux|serait plus tranquille)(?: \w+){0,3} (?:if i|if i just|si (?:me|yo|je|j))(?: \w+){0,3} (?:took|take|swallowed|tomara|tomase|tragara|prenais|avalais)(?: \w+){0,2} (?:all|the lot|todas|todo|tous|toutes|tout)\b(?!(?: \w+){0,3} (?:on time|properly|every day|a su hora|cada dia|a l heure|chaque jour))/;
/** The tablets counted or lined up, said of "them": "I've got them counted out on the table", "las tengo contadas", "je les ai comptés". */
const THEM_COUNTED = /\b(?:(?:got|have) them (?:all )?(?:counted|lined up|set out|laid out)|las tengo (?:todas )?(?:contadas|preparadas|apartadas)|je les ai (?:toutes? )?(?:comptee?s|alignee?s|preparee?s))\b/;
/** Set out for the week, by a chemist or a nurse: the dose box, no self-harm. */
const PILLS_SET_OUT_FOR_DAYS = /\b(?:for the week|for the days|para la semana|pour la semaine|chemist|pharmacist|nurse|farmacia|farmaceutic\w*|enfermer\w*|pharmacie\w*|infirmier\w*|pill box|dosette|pastillero|pilulier)\b/;
const TABLETS = /\b(?:tablets|pills|pastillas|pildoras|comprimidos|cachets|comprimes|medicaments)\b/;

/** A pan or its oil alight now, said any way: "the chip pan's caught", "se me ha prendido la sartén", "sale llama hasta la
 * campana", "l'huile a pris feu", "des flammes sortent de la poêle". A cooking vessel or its fat, never the hob or a heater
 * ("prendí la estufa" is turning it on). */
const PAN_ALIGHT = /\b(?:(?:chip pan|frying pan|pan|oil|fat|fryer|chip fryer|sarten|aceite|freidora|cazo|olla|poele|huile|friteuse|casserole)(?: \w+){0,2} (?:is |s |has |se ha |se )?(?:still )?(?:alight|ablaze|on fire|in flames|caught(?! (?:me|my|him|her|on|in)\b)|going up|ardiendo|en llamas|prendid[oa]|ha prendido|prendio|incendiado|en feu|flambe|a pris feu|prend feu)|se me ha (?:prendido|incendiado) (?:la |el )?(?:sarten|aceite|freidora|cazo|olla)|(?:sale|salen|saliendo) (?:la |las )?llamas?|llamas? hasta|flames? (?:coming|shooting|going|leaping) (?:up|out)|(?:des |les )?flammes (?:qui )?(?:sortent|montent|jusqu))\b/;
/** Put out by the person or someone: "I put it out", "je l'ai éteinte", "lo apagué", "the fire brigade put it out". */
const PUT_OUT_THEN = /\b(?:put (?:it|them) out|(?:i|we|he|she|they) put out|smothered it|(?:lo|la|los) apague|(?:lo|la) apago|(?:le|la|l) ai eteinte?|je (?:l )?ai eteinte?|on (?:l )?a eteinte?)\b/;
/** A day gone by: "yesterday", "last night", "ayer", "hier", "the other day". */
const DAY_GONE = /\b(?:yesterday|last night|the other (?:day|night)|last week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|ayer|anoche|el otro dia|la semana pasada|hier|l autre jour|la semaine derniere)\b/;
/** ... and back now: "it's caught again", "ha vuelto a prender", "ça a repris". */
const FIRE_AGAIN = /\b(?:again|now|still|right now|de nuevo|otra vez|ahora|vuelto a|todavia|encore|maintenant|repris|toujours)\b/;
/** Smoke from it now, or the room thick with it: "the pan's still smoking", "it's getting thick in here", "hay mucho humo",
 * "ça fume encore", "il y a plein de fumée". */
const SMOKING_NOW = /\b(?:still smoking|smoking (?:still|now|away)|(?:getting|gone|it s|so|very|really) thick in here|thick (?:with )?smoke|smoke (?:everywhere|filling)|hay (?:mucho |tanto )?humo|(?:esta )?echando humo|mucho humo|(?:ca |elle |il )?fume (?:encore|toujours|partout)|plein de fumee|(?:de la |beaucoup de )fumee)\b/;
/** Losing to it: coughing, not seeing, not putting it out, the alarm going. */
const FIRE_WORSE = /\b(?:coughing|can t stop coughing|je tousse|tosiendo|toso|can not see|can t see|no veo|vois (?:plus )?rien|y vois rien|(?:can not|can t|cannot) put it out|no puedo apagar\w*|no consigo apagar\w*|(?:arrive|peux) pas a l eteindre|(?:j )?arrive pas a l eteindre|alarm\w*(?: \w+){0,2} (?:going|still going|beeping|screaming)|(?:alarma|detector)(?: \w+){0,2} (?:suena|sonando|pita)|alarme(?: \w+){0,2} sonne|ha sido peor|worse|pire)\b/;

/** Someone got into the home, said any way: "I think they've got in through the kitchen", "someone's broken in", "han entrado
 * por la cocina", "alguien se ha metido en casa", "quelqu'un est entré par la cuisine", "ils sont rentrés chez moi". */
const GOT_IN = /\b(?:(?:they|someone|somebody|a man|a stranger|he)(?: \w+){0,2} (?:got in|broken in|broke in|come in through|came in through|got into the house)|(?:han|ha) entrado (?:por|en)|(?:alguien|un hombre) (?:ha entrado|entro|se ha metido|se metio)|se (?:han|ha) metido en (?:casa|la casa|mi casa)|(?:quelqu un|un homme|ils|il) (?:est|sont) (?:entre|rentre)s? (?:par|dans|chez)|on est entre chez moi)\b/;
/** Heard inside now: "I can hear them in the pantry", "los oigo en la cocina", "je les entends dans la cuisine". */
const HEARD_THEM_INSIDE = /\b(?:(?:i )?can hear (?:them|him|someone|somebody|footsteps)(?: \w+){0,2} (?:in|downstairs|below)|(?:los|le|la|lo) oigo(?: \w+){0,2} (?:en|abajo)|oigo (?:a alguien|pasos)(?: \w+){0,2} (?:en|abajo)|je (?:les|l) entends(?: \w+){0,2} (?:dans|en bas)|j entends (?:quelqu un|des pas|marcher)(?: \w+){0,2} (?:dans|en bas))\b/;

/** Shut in a room for safety now, and afraid: "me he encerrado en el baño ... tengo mucho miedo", "I've locked myself in the
 * bathroom, I'm frightened", "je me suis enfermée dans la salle de bain, j'ai peur". */
const SHUT_IN_NOW = /\b(?:(?:i ve|i have) (?:locked|shut|barricaded) myself in|me (?:he|e) (?:encerrado|encerrada|atrancado|atrancada)|estoy encerrad[oa]|je me suis (?:enfermee?|barricadee?)|je suis enfermee?)\b/;
/** A door or window beaten at now: "somebody's banging on the door", "están aporreando la puerta", "quelqu'un tape à la porte",
 * "un homme donne des coups de pied dans la porte". */
const DOOR_BEATEN = /\b(?:(?:banging|hammering|pounding|thumping|battering|beating|kicking|bashing) (?:on |at |in )?(?:the|my|our) (?:back |front |kitchen |side |bedroom |bathroom )?(?:door|doors|window|windows)|(?:aporreando|golpeando|pateando|dando (?:golpes|patadas|portazos) (?:a|en)|dando golpes en|dando patadas a) (?:la|el|las|los|mi) (?:puerta|puertas|ventana|ventanas)(?: de (?:atras|delante|la calle|la cocina))?|(?:tape|tapent|frappe|frappent|cogne|cognent|tambourine|tambourinent|donne des coups(?: de pied)?|donnent des coups(?: de pied)?|defonce|defoncent)(?: \w+){0,2} (?:a|contre|dans|sur) (?:la|les|ma|mes) (?:porte|portes|fenetre|fenetres|volets))\b/;
/** Someone of the home, or the person, gone a funny colour: "my husband has gone a funny colour in his chair", "mi marido se
 * ha puesto de un color raro", "mon mari a pris une drôle de couleur". A person named first, never hair, the sky or fruit. */
const FUNNY_COLOUR = /\b(?:(?:he|she|i|husband|hubby|wife|mum|mother|dad|father|son|daughter|brother|sister|neighbou?r|partner|friend)(?: (?:s|has|have|ve|is|just|all|suddenly|gone all))* (?:gone|turned|going|turning) (?:a |all )?(?:funny|strange|odd|weird|horrible|awful|peculiar|bad|terrible) colou?r(?! (?:when|at|after|with|over)\b)|(?:marido|mujer|esposa|esposo|madre|padre|hijo|hija|hermana|hermano|vecin[oa]|companer[oa])(?: \w+){0,2} (?:se ha puesto|se puso|se ha quedado|se quedo|esta|se ve) (?:de )?(?:un )?color (?:raro|extrano|feo|malo|rarisimo)|(?:il|elle|mari|femme|mere|pere|fils|fille|soeur|frere|voisine?)(?: \w+){0,2} (?:a pris|prend|a|est devenue?|devient) (?:une |d une )?(?:drole|bizarre|sale|mauvaise|etrange|vilaine) de couleur)\b/;
const AFRAID_NOW = /\b(?:(?:i m|i am) (?:so |very |really )?(?:frightened|scared|terrified|afraid)|tengo (?:mucho |tanto )?miedo|estoy (?:muy )?asustad[oa]|j ai (?:tres |si )?peur|je suis terrifiee?)\b/;

function washingAndMoneySigns(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const { now, found, urgent } = pairedReading(signals, heard, personSaid);
  // The face, lips, tongue or throat swelling now, after a new cream, a medicine, a sting or a food, or with the breath or the
  // swallowing going (unseen29: "a new cream on my legs ... my face has come up like a balloon, my lips are huge", "me picó una
  // avispa ... se me está hinchando la cara y la garganta"): a severe allergic reaction (999/911/15).
  if (undeniedIn(FACE_OR_THROAT_UP, now) && (ALLERGY_CAUSE.test(now) || undeniedIn(BREATH_OR_SWALLOW, now))) urgent('allergic-reaction');
  // The throat gone thick or closing after a sting, a new medicine or a food (unseen33: "stung by a wasp ... my throat feels thick,
  // like I've swallowed a sock"): the airway swelling, an emergency. Without a cause, a tight throat may be grief or a cold.
  if (undeniedIn(THROAT_CLOSING, now) && ALLERGY_CAUSE.test(now)) urgent('allergic-reaction');
  // A muddle now, or lost in one's own home or in dressing, said to be new ("I'm all mixed up today, I'm never like this", "no
  // encuentro el baño de mi casa ... yo nunca estoy así", "je ne reconnais plus ma salle de bain ... ce n'est pas moi, ça",
  // unseen29): sudden confusion (999/911/15), as a new muddle with a fever is. A memory long poor is no new muddle.
  if (MUDDLED_AT_HOME.test(now) && NOT_LIKE_ME.test(now)) urgent('new-confusion');
  // Half the face dropping now (unseen29: "en me rasant ... la moitié de mon visage tombait"): a stroke sign alone, as a face
  // "odd on the one side" is; a hand that cannot hold a thing beside a word or face sign makes two of three.
  if (undeniedIn(HALF_FACE_DOWN, now)) urgent('stroke');
  else if (HAND_CANT_HOLD.test(now) && (STROKE_WORDS.test(now) || STROKE_FACE.test(now))) urgent('stroke');
  // Tried to get up and cannot now, or on the floor of a room in the Latin American "piso" (unseen29: "se me resbaló la silla de
  // la regadera y estoy aquí en el piso del baño. Ya intenté pararme dos veces y no puedo"): not getting up, an emergency.
  if (TRIED_CANT_RISE.test(now) || undeniedIn(ON_THE_PISO, now)) urgent('cannot-get-up');
  // Someone got into the home and heard inside now, or the person afraid now (unseen30: "I think they've got in through the
  // kitchen. I can hear them in the pantry. I'm upstairs, I'm frightened, please get someone"): an intruder now.
  if (sure(GOT_IN, now) && (HEARD_THEM_INSIDE.test(now) || AFRAID_NOW.test(now) || SHUT_IN_NOW.test(now))) urgent('intruder');
  // A door or window beaten at now, and the person afraid now (round 34: "somebody's banging on the door and shouting, I'm
  // frightened", "alguien está aporreando la puerta, tengo miedo", "quelqu'un tape à la porte et crie, j'ai peur"): a threat
  // at the door now. A postman who banged, a knock told of the morning, no fear said: as before.
  if (sure(DOOR_BEATEN, now) && AFRAID_NOW.test(now)) urgent('intruder');
  // Someone gone a funny, strange or odd colour now (round 34: "my husband has gone a funny colour in his chair"), as lips or a
  // face gone blue or grey are: someone not well now, an emergency.
  if (sure(FUNNY_COLOUR, now)) urgent('collapse');
  // A pan or its oil alight now, or smoking with the room thick, the alarm going, coughing or nothing to be seen (unseen30: "se me
  // ha prendido la sartén con el aceite ... sale llama hasta la campana. ¡No puedo apagarlo, hay mucho humo, no veo!", "the pan's
  // still smoking and the alarm's going, I can't see the back door for it ... I can't stop coughing"): a fire in the home now.
  // (not a pan alight on a day gone by and put out, nothing of it now: "Yesterday the pan caught fire, I put it out", "hier la poêle
  // a pris feu, je l'ai éteinte"; the lexicon reads that as a near miss)
  if ((sure(PAN_ALIGHT, now) && !(PUT_OUT_THEN.test(now) && DAY_GONE.test(now) && !FIRE_AGAIN.test(now))) || (sure(SMOKING_NOW, now) && FIRE_WORSE.test(now))) urgent('fire');
  // A cut whose bleeding will not stop, the blood unnamed, with towels soaked through, half an hour or more, or a blood thinner
  // (unseen29: "made a mess of my leg with the razor ... it's still pouring, I've had three towels on it for half an hour and it
  // just won't stop. I'm on the warfarin"): bleeding that will not stop (999/911/15).
  if (CUT_TOLD.test(now) && WONT_STOP.test(now) && (MUCH_BLOOD.test(now) || BLOOD_THINNER.test(now))) urgent('bleeding');
  // Others better off if the person took all their tablets, or the tablets counted out, said of "them" (unseen29: "everyone'd be
  // better off if I took all my tablets and had done with it. I've got them counted out on the table"): a thought of ending it
  // with the means at hand, self-harm now.
  if (BETTER_OFF_ALL_PILLS.test(now) || (TABLETS.test(now) && THEM_COUNTED.test(now) && !PILLS_SET_OUT_FOR_DAYS.test(now))) urgent('self-harm');
  // Shut in a room for safety now, and afraid (unseen29: "ha metido el pie y no se quiere ir. Me he encerrado en el baño con el
  // teléfono ... tengo mucho miedo"): someone feared in or at the home now, as hiding and afraid is.
  if (SHUT_IN_NOW.test(now) && AFRAID_NOW.test(now)) urgent('intruder');
  return found;
}

// --- issue 13, round 35 (unseen31: eyes, ears, teeth, feet and skin; the doctor's, the chemist's, the hospital) ------

/** A nose told of, or a nosebleed: "my nose has been pouring", "me sangra la nariz", "je saigne du nez". */
const NOSE = /\b(?:nose|noses|nosebleed|nosebleeds|nariz|nez)\b/;
/** Its bleeding named, or a blood thinner beside it (a nose "pouring" on warfarin is a bleed, not a cold). */
const NOSE_BLEEDS = /\b(?:nose ?bleeds?|bleed\w*|bled|blood(?! (?:tests?|pressure|sugar|results?|forms?)\b)\w*|sangr\w*|saign\w*|sang)\b/;

/**
 * Not knowing where one is when out, or what one came out for: "I don't know this street at all", "I can't think what I came
 * out for", "no reconozco esta calle", "je reconnais pas cette rue".
 */
const LOST_WHEN_OUT = /\b(?:(?:i m|i am) not sure where i am|(?:don t|do not) (?:know|recognise|recognize) (?:this|the|these|which) (?:street|road|streets|roads|place|shops|area|bus stop|corner)|(?:can t|cannot|can not) think (?:what|why) i (?:came|come|went) out|(?:don t|do not) know (?:what|why) i (?:came|come|went) out|(?:don t|do not) know (?:how to get|my way) (?:back|home)|no (?:se|recuerdo|reconozco) (?:donde estoy|esta calle|la calle|estas calles|el camino|a que (?:he )?(?:sali|venido))|(?:ne )?(?:reconnais|sais) (?:pas|plus) (?:cette rue|la rue|ou je suis|ce que je suis venue? faire|pourquoi je suis sortie?|le chemin))\b/;
/** That it never happens, said of the person: "this never happens to me", "esto nunca me pasa", "ça m'arrive jamais". */
const NEVER_HAPPENS = /\b(?:(?:this|that) (?:isn t|is not) me|(?:eso|esto) a mi no me pasa|a mi (?:eso|esto) no me pasa|(?:this|that|it) (?:never|doesn t ever|does not ever) happens?(?: to me)?|never happens to me|(?:esto |eso )?(?:nunca|jamas) me pasa|(?:ca|cela) (?:ne )?m arrive (?:jamais|pas d habitude)|never (?:get|got|gets) lost)\b/;

/** The head or room spinning, or a wall held to walk: "the room's spinning", "me tenir au mur", "agarrada a la pared". */
const SPINNING_OR_WALL = /\b(?:spinning|(?:hold|holding|held|hang|hanging) (?:on )?(?:to |onto )?(?:the )?walls?|tenir (?:to the|au|a le|aux) murs?|(?:agarrar\w*|apoyar\w*|sujet\w*) (?:a|en|de) la pared|can not walk straight|unsteady)\b/;
function appointmentSigns(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const { own, now, found, urgent } = pairedReading(signals, heard, personSaid);
  // A nose bleeding and not stopping, or a nose pouring and not stopping on a blood thinner (unseen31: "my nose has been pouring
  // since half ten, I'm on the warfarin, I've soaked a whole hand towel and it just won't stop"): bleeding that will not stop
  // (999/911/15), the nose and its not stopping in one sentence. A nose that "won't stop running" with a cold, no bleeding named and
  // no blood thinner, is no bleed.
  if (now.split(/ \. /).some((sentence) => NOSE.test(sentence) && WONT_STOP.test(sentence)) && (NOSE_BLEEDS.test(now) || BLOOD_THINNER.test(now))) urgent('bleeding');
  // Lost when out and said to be new (unseen31: "I'm not sure where I am ... now I don't know this street at all, and I can't
  // think what I came out for. This never happens to me"): sudden confusion, as a new muddle at home is.
  if (LOST_WHEN_OUT.test(now) && (NOT_LIKE_ME.test(now) || NEVER_HAPPENS.test(now))) urgent('new-confusion');
  // Double sight with the head spinning, unsteadiness or holding the wall to walk (unseen31: "depuis tantôt je vois tout en double
  // ... j'ai la tête qui tourne fort ... je dois me tenir au mur"): a stroke sign with its dizziness, as with a drunken walk.
  if (sure(DOUBLE_SIGHT, now) && (own('dizziness', 'unsteady').length > 0 || SPINNING_OR_WALL.test(now))) urgent('stroke');
  return found;
}

// --- unseen32 (looking after a partner, and getting about the house) -------------------------------------------------
// Read as the readings above are: in the person's own words, none in a sentence told as behind the person or as a
// programme's, none denied in the words before it.

/** Someone not of the household: a man, a woman, a lady or a gentleman, "un señor", "un monsieur", "une dame". */
const SOMEONE = String.raw`(?:${STRANGER}|a woman|a lady|a gentleman|a young man|a young woman|a lad|una mujer|una senora|un senor|una chica|un chico|un joven|une femme|une dame|un monsieur|un jeune|une jeune)`;
const SOMEONE_WORD = new RegExp(String.raw`\b${SOMEONE}\b`);
/** Come into the home, or in a room of it, now: "let himself in", "ha entrado", "est entré", "il y a un monsieur dans le salon". */
const COME_IN = /\b(?:(?:came|come|comes|coming|got|get|walked|let (?:himself|herself|themselves)) in(?:to)?|(?:is|s|are) (?:in|inside) (?:the|my|our) (?:house|home|flat|kitchen|front room|living room|sitting room|lounge|bedroom|hall|hallway|bathroom|room)|in (?:the|my) (?:kitchen|front room|living room|sitting room|lounge|bedroom|hall|hallway)|(?:ha|han|habia) entrado|entro|entraron|se (?:ha|han) metido|se metio|esta (?:en|dentro de) (?:la|mi|el) (?:casa|cocina|salon|comedor|dormitorio|habitacion|cuarto|pasillo)|en (?:la|mi|el) (?:cocina|salon|comedor|dormitorio|habitacion|cuarto|pasillo)|(?:est|sont) entree?s?|(?:est|sont) (?:dans|chez) (?:la|le|ma|mon|moi)(?: \w+)?|dans (?:la|le|ma|mon) (?:cuisine|salon|chambre|salle a manger|couloir|entree))\b/;
/** Going through the person's things now: "going through my drawers", "revolviendo los cajones", "il fouille dans le buffet". */
const RUMMAGING = /\b(?:(?:going|looking|rooting|rifling) (?:through|in) (?:my|the|our|her|his) (?:\w+ )?(?:things|stuff|drawers?|cupboards?|handbag|bag|purse|sideboard|wardrobe|papers|desk|jewellery|cabinet)|(?:rummaging|rooting|ferreting|searching|poking about|nosing about)(?: about| around| round)?(?: in| through)? (?:my|the|our|her|his) (?:\w+ )?(?:things|stuff|drawers?|cupboards?|handbag|bag|purse|sideboard|wardrobe|papers|desk|jewellery|cabinet|bedroom|room)|(?:revolviendo|rebuscando|hurgando|registrando|husmeando|fisgando|trasteando|mirando en|buscando en) (?:en )?(?:los|las|mis|el|la|mi)|(?:regarde|regardent|cherche|cherchent) dans (?:mes|mon|ma|le|la|les) (?:tiroirs?|affaires|placards?|sac|buffet|armoire|papiers|bijoux|commode)|(?:fouille|fouillent|farfouille|farfouillent|fouiner?|fouinent)(?: (?:dans|partout))?)\b/;
/** Not known to the person, said now: "I don't know him", "never seen him before", "no lo conozco", "je ne le connais pas". */
const NOT_KNOWN = /\b(?:(?:i )?(?:don t|do not) know (?:him|her|them|who (?:he|she|they) (?:is|are))|(?:i ve|i have) never seen (?:him|her|them)|no (?:lo|la|los|las) conozco|(?:que )?no conozco|no se quien es|no (?:lo|la) he visto (?:nunca|en mi vida)|nunca (?:lo|la) he visto|(?:je )?(?:ne )?(?:le|la|les) connais pas|(?:que )?je (?:ne )?connais pas|(?:je )?(?:ne )?sais pas qui c est|jamais vue? de ma vie)\b/;
/** A claim of whom they come from, the way of the doorstep thief: "says he's from the council", "dice que viene de", "il dit qu'il vient de". */
const SAYS_FROM = /\b(?:(?:says|said|reckons|claims|claimed) (?:he s|she s|they re|he is|she is|they are|he was|she was|he s come|she s come|he came|she came) (?:from|with)|dice (?:que )?(?:viene|es) de|dijo que (?:venia|era) de|(?:il|elle) (?:dit|disait|pretend) (?:qu il|qu elle) (?:vient|venait|est|etait) de)\b/;

function strangerInsideSigns(heard: string, personSaid: string): Signal[] {
  const { now, found, urgent } = pairedReading([], heard, personSaid);
  // Someone come into the home now and going through the person's things, or not known to them and saying whom they come from
  // (unseen32: "il y a un monsieur qui a ouvert la boîte à clés et qui est entré, il dit qu'il vient de la part de l'aide à
  // domicile mais je ne le connais pas et il fouille dans le buffet", told calmly): an intruder now (999/911/17), however
  // calm the telling. Read in the sentence and the one after it; not the cat or the grandson after all.
  const sentences = now.split(' . ');
  const inside = sentences.some((sentence, i) => {
    const here = `${sentence} . ${sentences[i + 1] ?? ''}`;
    // (the not-knowing's own "pas" or "nunca" denies nothing after it: "une dame que je connais pas dans le salon")
    const told = here.replace(globalOf(NOT_KNOWN), ' unknown ');
    return SOMEONE_WORD.test(sentence) && sure(COME_IN, told, false) && (sure(RUMMAGING, told, false) || (told !== here && SAYS_FROM.test(here)));
  });
  if (inside && !NOTHING_AFTER_ALL.test(now)) urgent('intruder');
  return found;
}

/** Someone close said to have fallen: "my husband fell", "mi marido se cayó", "ma femme est tombée". */
const THEY_FELL = /\b(?:(?:my|our|mi|nuestr[oa]|mon|ma|notre) (?:husband|hubby|wife|partner|man|son|daughter|mother|mum|mam|father|dad|brother|sister|neighbou?r|marido|esposo|esposa|mujer|hijo|hija|madre|padre|hermano|hermana|vecin[oa]|companer[oa]|mari|femme|epoux|epouse|compagnon|compagne|fils|fille|mere|pere|frere|soeur|voisine?)|(?:he|she))(?: \w+){0,3} (?:fell|fallen|has fallen|had a fall|took a tumble|went down|se (?:ha )?(?:cayo|caido)|(?:est|s est) (?:tombee?|effondree?)|a fait une chute|a chute)\b/;
/** What follows a fall for them, now: not got up since, muddled, sick, drowsy, not waking (999/911/15: a head injury or a long lie). */
const AFTER_THEIR_FALL = /\b(?:(?:has not|hasn t|have not|haven t|not) (?:got|gotten|been) up|can t get (?:him|her) up|(?:not|isn t|is not) making (?:any )?sense|(?:is|s|been|seems|very|so|all) (?:very |so |really )?(?:confused|muddled|drowsy|sleepy)|(?:been|being|keeps being) sick|(?:is |s |keeps )?vomiting|(?:won t|will not|can t|cannot|can not) (?:wake|keep (?:his|her) eyes open)|not (?:himself|herself)|no se ha (?:levantado|podido levantar)|no (?:lo|la) puedo levantar|esta (?:muy |tan |un poco |algo )?(?:confundid[oa]|desorientad[oa]|adormilad[oa]|somnolient[oa]|atontad[oa])|no dice (?:cosas con sentido|nada con sentido)|(?:esta )?vomitando|ha vomitado|no se despierta|(?:ne )?s est pas relevee?|(?:n )?arrive pas a (?:le|la) relever|(?:il|elle) est (?:tres |toute? |tout |un peu )?(?:confuse?|embrouillee?|somnolente?|endormie?|desorientee?)|(?:il|elle) vomit|a vomi|(?:ne )?se reveille (?:pas|plus)|dit n importe quoi)\b/;
/** Said to be over for them: "he's fine now", "ya está bien", "il va mieux". */
const THEIR_FALL_OVER = /\b(?:(?:he|she|they) (?:is|s|are|re) (?:\w+ )?(?:fine|all right|alright|better|ok|okay|grand) now|fine now|better now|ya (?:esta|estan) (?:bien|mejor)|(?:il|elle) va (?:bien|mieux)|ca va mieux|(?:il|elle) est remise?)\b/;

function theirFallSigns(heard: string, personSaid: string): Signal[] {
  const { mine, found, urgent } = pairedReading([], heard, personSaid);
  // Someone close fallen (last night, yesterday, on Tuesday) and now not got up since, muddled, sick, drowsy or not waking
  // (found while reading unseen32: "my wife fell on Tuesday and hasn't got up since", "mi marido se cayó ayer y está muy
  // confundido", "mon mari est tombé hier et il vomit"): a head injury or a long lie in the home now, however long ago the
  // fall itself. Read in the fall's sentence and the one after it, in the words not told as over.
  const sentences = mine.split(' . ');
  if (sentences.some((sentence, i) => THEY_FELL.test(sentence) && sure(AFTER_THEIR_FALL, `${sentence} . ${sentences[i + 1] ?? ''}`, false)) && !BEHIND.test(mine) && !THEIR_FALL_OVER.test(mine)) urgent('head-injury');
  return found;
}

// --- unseen33 (living remotely: the farm, the village and the coast) --------------------------------------------------

/** A deep wound told by what made it or how it gapes: "sliced my hand open", "opened my leg", "me he abierto la mano", "je me suis
 * ouvert la jambe", "entaillé". */
const DEEP_WOUND = /\b(?:(?:cracked|split|busted|bust|opened|gashed) (?:my|me) (?:head|forehead|scalp|chin|eyebrow|lip)(?: wide)? open|(?:cut|wound|gash|stitches|scar|herida|corte|puntos|plaie|coupure|points)(?: \w+){0,8} (?:opened up|(?:has |s |is )?(?:burst|come|split|gone) open|se (?:ha )?abierto|s est (?:r)?ouverte?)|(?:sliced|laid|split|cut) (?:my|me) (?:\w+ )?(?:leg|arm|hand|head|knee|shin|finger|thumb|wrist|foot|calf|thigh|palm) (?:wide )?open|(?:sliced|laid|split|cut) open (?:my|me) (?:\w+ )?(?:leg|arm|hand|head|knee|shin|finger|thumb|wrist|foot|calf|thigh|palm)|opened (?:my|me|up my) (?:\w+ )?(?:leg|arm|hand|head|knee|shin|finger|thumb|wrist|foot|calf|thigh)|gashed|(?:me )?(?:he )?abierto (?:la|el) (?:mano|pierna|brazo|cabeza|rodilla|pie|dedo)|me abri (?:la|el) (?:mano|pierna|brazo|cabeza|rodilla|pie|dedo)|(?:me )?(?:he )?rajado (?:la|el) (?:mano|pierna|brazo|cabeza|rodilla|pie|dedo)|tajo|(?:me )?suis ouverte? (?:la|le) (?:main|jambe|bras|tete|genou|pied|doigt|mollet|cuisse)|entaill\w*)\b/;
/** Blood coming fast, now: "it's pouring", "gushing", "spurting", "chorreando", "ça pisse le sang", "ça gicle". */
const POURING = /\b(?:(?:it s|it is|still|just) (?:pouring|gushing|spurting|pumping)|pouring (?:out|blood|down)|gushing|spurting|pumping out|chorrea\w*|a borbotones|sale a chorros|pisse le sang|gicle|pisse|coule a flots|pisser le sang)\b/;

/** The way back not found: "couldn't find my way back from the top field", "no supe volver a casa", "j'ai pas su rentrer". */
const WAY_BACK_LOST = /\b(?:(?:could not|couldn t|can not|can t|did not know how to|didn t know how to) (?:find|get|work out) (?:my|the) way (?:back|home)|(?:didn t|did not|don t|do not) know (?:the|my) way (?:back|home)|no (?:supe|sabia|encontraba|encontre|recordaba) (?:como )?(?:volver|regresar|llegar|el camino)(?: (?:a|de))?(?: (?:mi )?casa)?|(?:n )?(?:ai|avais) (?:pas|plus) su (?:rentrer|revenir|retrouver (?:le|mon) chemin)|(?:pas|plus) retrouve (?:le|mon) chemin)\b/;

/** Someone not of the household in a barn, a shed, the yard or the garage: "somebody's in the barn", "hay alguien en el pajar",
 * "quelqu'un est dans la grange". */
/** A barn, a shed, the yard or the garage, and the like on a farm ("el pajar", "la grange"). */
const OUTBUILDING = String.raw`(?:barn|shed|garage|yard|farmyard|outhouse|stable|stables|byre|workshop|cowshed|henhouse|hen house|granary|loft|outbuildings?|granero|pajar|cobertizo|garaje|corral|cuadra|establo|nave|patio|gallinero|almacen|grange|hangar|cour|etable|ecurie|remise|atelier|appentis|poulailler)`;
const SOMEONE_IN_OUTBUILDING = new RegExp(String.raw`\b(?:${SOMEONE}|gente|des gens)(?: (?:is|s|are|re|been|has been|have been|still|just|now|esta|estan|anda|andan|hay|est|sont|qui est|qui sont|qui rode|qui rodent|rode|rodent))* (?:in|inside|at|round|about|en|dentro de|por|dans|autour de) (?:the|my|our|el|la|mi|le|les|ma|mon)(?: \w+)? ${OUTBUILDING}\b`);
/** Heard or seen at it now: "right now", "I can hear them", "los oigo", "je les entends". */
const AT_IT_NOW = /\b(?:right now|now|as we speak|at the moment|(?:i )?can hear (?:them|him|her|someone)|hear them|los oigo|lo oigo|los estoy oyendo|ahora mismo|ahorita|en este momento|je les entends|je l entends|en ce moment|maintenant)\b/;
/** Afraid, or alone with it: "I'm frightened to go out", "I'm on my own here", "estoy sola", "je suis toute seule". */
const AFRAID_OR_ALONE = /\b(?:frightened|scared|terrified|afraid|on my own|by myself|all alone|miedo|asustad[oa]|estoy sol[oa]|peur|terrifiee?|toute? seule?)\b/;

function remoteLifeSigns(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const { now, found, urgent } = pairedReading(signals, heard, personSaid);
  // The way back from one's own field, well or garden not found, with the day not known, or said to be unlike the person
  // (unseen33: "I couldn't find my way back from the top field, my own field ... I don't know what day it is either. This isn't
  // me", "no supe volver a casa ... No me acuerdo de qué día es, y eso a mí no me pasa"): a sudden muddle, as lost in the
  // street and "this never happens" is.
  if (sure(WAY_BACK_LOST, now, false) && (sure(STRANGE_NOW, now) || NOT_LIKE_ME.test(now) || NEVER_HAPPENS.test(now))) urgent('new-confusion');
  // Someone not of the household in the barn, the shed or the yard now, with the person afraid or alone (unseen33: "there's a van
  // been in the yard and somebody's in the barn right now, I can hear them at the red diesel. I'm on my own here, I'm frightened
  // to go out"): an intruder on the property now (999/911/17). Not the cat or the grandson after all.
  if (sure(SOMEONE_IN_OUTBUILDING, now, false) && AT_IT_NOW.test(now) && AFRAID_OR_ALONE.test(now) && !NOTHING_AFTER_ALL.test(now)) urgent('intruder');
  // A deep wound, told by what made it or how it gapes, with the blood coming fast now (unseen33: "sliced my hand open on the
  // billhook, it's pouring"; "chainsaw kicked back on me and I've opened my leg ... it's soaked through and it's still coming"):
  // bleeding that will not stop (999/911/15), as a cut said to soak the cloths is.
  if (sure(DEEP_WOUND, now, false) && (sure(POURING, now, false) || WONT_STOP.test(now))) urgent('bleeding');
  return found;
}

// --- unseen34 (the line and the listener: answers that wander) --------------------------------------------------------

/** The skin red or hot and spreading: "it's gone all red and hot, creeping up to the knee", "roja y caliente, se va subiendo",
 * "toute rouge et chaude, ça remonte vers le genou". */
const RED_SPREADING = /\b(?:(?:red|hot|angry|inflamed)(?: \w+){0,8} (?:spreading|creeping|going up|moving up|tracking up|travelling up|up (?:my|the) (?:leg|arm|calf|shin))|(?:roj[oa]|caliente|inflamad[oa])(?: \w+){0,8} (?:se (?:esta )?(?:extiende|extendiendo)|sube|va subiendo|subiendo|se va para arriba)|(?:rouge|chaude?|enflammee?)(?: \w+){0,8} (?:remonte|ca remonte|s etend|monte|gagne|progresse))\b/;
/** A temperature of 38-40 said as a number, beside the fever's words (FEVER_NOW). */
const FEVER_NUMBER = /\b(?:3[89]|40)(?: (?:point|coma|virgule) \d)?(?: degrees| grados| degres| de fievre| de fiebre)?\b/;

/** Someone with the person saying they are muddled: not themself, not knowing who the speaker is, not recognising them. */
const MUDDLED_TOLD_BY_ANOTHER = /\b(?:(?:he s|she s|he is|she is) not (?:himself|herself)|(?:he|she) (?:doesn t|does not|don t) (?:know|recogni[sz]e) (?:me|who i am|where (?:he|she) is)|(?:doesn t|does not|didn t|did not) (?:know|recogni[sz]e) (?:me|who i am)|no (?:sabe|reconoce)(?: ni)? (?:quien soy|donde esta|a nadie)|no me reconoce|(?:il|elle) (?:ne )?(?:me )?(?:reconnait|sait) (?:plus|pas)(?: qui je suis| ou (?:il|elle) est)?|(?:ne )?(?:me )?reconnait plus)\b/;
/** ... and it is new: since this morning, or well yesterday ("he was sharp as a tack yesterday", "ayer estaba perfectamente",
 * "hier il faisait ses mots croisés"). */
const NEW_SINCE = /\b(?:since (?:this morning|last night|she woke|he woke|today)|(?:yesterday|last night) (?:he|she) was (?:fine|sharp|right as rain|perfectly (?:fine|well|alright)|all there|himself|herself|normal)|was (?:sharp as a tack|fine|right as rain|perfectly (?:fine|well)) (?:yesterday|last night)|desde esta manana|desde anoche|desde que se desperto|ayer estaba (?:perfectamente|bien|normal|como siempre)|depuis ce matin|depuis cette nuit|depuis qu il s est reveille|depuis qu elle s est reveillee|hier (?:il|elle) (?:allait bien|etait normale?|faisait)|(?:he|she) (?:s|has|had) never been like (?:this|that)|never (?:seen|known) (?:him|her) like (?:this|that)|woke (?:up )?(?:in the night|last night|this morning) (?:and|like that)|nunca (?:ha|habia) estado asi|nunca (?:lo|la|le) (?:he|habia) visto asi|se desperto (?:esta noche|anoche|esta manana|de la siesta) y|(?:il|elle) (?:n )?(?:a|avait) jamais ete comme ca|jamais vue? (?:comme ca|dans cet etat)|s est reveillee? (?:cette nuit|ce matin|la nuit) et)\b/;
/** The home not known for one's own: "this isn't my house", "esta no es mi casa", "c'est pas ma maison". */
const NOT_MY_HOUSE = /\b(?:this (?:isn t|is not) my (?:house|home|flat|bed|room)|esta no es mi (?:casa|cama|habitacion)|(?:ce n est|c est) pas (?:ma maison|chez moi|mon lit|ma chambre))\b/;

/** Wandering answers read for what is buried in them. */
function wanderingAnswerSigns(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const { now, found, urgent } = pairedReading(signals, heard, personSaid);
  // A wound or the skin gone red or hot and spreading, with a fever or shivering (unseen34: "la petite plaie au mollet ... elle
  // est devenue toute rouge et chaude, ça remonte vers le genou depuis hier. J'ai 39 de fièvre et je grelotte"): an infection
  // spreading into the blood (sepsis, 999/911/15).
  if (sure(RED_SPREADING, now, false) && (sure(FEVER_NOW, now, false) || FEVER_NUMBER.test(now))) urgent('sepsis');
  // A muddle told by someone with the person as new (unseen34, another voice in the room: "he's not himself, he was sharp as a
  // tack yesterday", "desde esta mañana no sabe ni quién soy, ayer estaba perfectamente", "il ne me reconnaît plus depuis ce
  // matin"), or the person's own home not known for theirs with the day or the speaker not known: a sudden muddle (999/911/15).
  if ((MUDDLED_TOLD_BY_ANOTHER.test(now) && NEW_SINCE.test(now)) || (NOT_MY_HOUSE.test(now) && (sure(STRANGE_NOW, now) || NEW_SINCE.test(now) || /\b(?:who are you|quien es usted|qui etes vous|is it \w+day)\b/.test(now)))) urgent('new-confusion');
  return found;
}

// --- unseen35 (sheltered housing, the pendant alarm and the city flat) -------------------------------------------------

/** The person found or brought back by someone, in night clothes or looking for a room of their own home: "the warden found me
 * by the lift in my nightie looking for the kitchen", "me encontró en el pasillo en camisón", "le gardien m'a trouvée devant
 * l'ascenseur en chemise de nuit". */
const FOUND_ME_ASTRAY = /\b(?:(?:found|find|brought|fetched|caught|spotted|walked|took) me(?: back)?|me (?:encontro|encontraron|trajo|trajeron|pillo|a trouvee?|a ramenee?|a retrouvee?|ont trouvee?|ont ramenee?))\b(?: [\w.]+){0,10} (?:in (?:my|his|her|me) (?:nightie|nightdress|nighty|pyjamas|pjs|dressing gown|slippers|night clothes|nightclothes|underwear|vest|bare feet)|(?:looking for|buscando|cherchais|cherchait|cherchant) (?:the|my|mi|ma|mon|la|le) (?:kitchen|bathroom|toilet|loo|bedroom|room|flat|front door|door|house|home|cocina|bano|habitacion|cuarto|piso|casa|puerta|cuisine|salle de bain|toilettes|chambre|appartement|porte|maison))\b/;
/** A home of years said beside it: "I've been in this flat eleven years", "llevo treinta años en este piso", "j'habite ici depuis vingt ans". */
const HOME_OF_YEARS = /\b(?:(?:been|lived|living) (?:in )?(?:this|the|my) (?:flat|house|place|home|bungalow)(?: \w+){0,2} (?:\w+ )?(?:years|year)|(?:lived|been) here (?:\w+ ){0,2}(?:years|year)|llevo (?:\w+ ){1,2}anos (?:en|aqui)|(?:habite|vis) (?:ici|la) depuis (?:\w+ ){1,2}ans)\b/;
/** Where one was not known, on waking or at home: "didn't know where I was", "no sabía dónde estaba", "je savais plus où j'étais". */
const WHERE_NOT_KNOWN = /\b(?:(?:did not|didn t|do not|don t|could not|can not) (?:know|tell|work out) where i (?:was|am)|no (?:sabia|se|sabe) (?:donde|where) (?:estaba|estoy|was|am)|(?:savais|sais) (?:not|pas|plus|pus) (?:ou|or) (?:i was|i am|j etais|je suis))\b/;
/** A muddle said, in any of the three languages' words: "in a muddle", "hecha un lío", "toute mêlée". */
const MUDDLE_SAID = new RegExp(String.raw`\b\w*(?:${MUDDLE.source})\w*\b`);
/** ... but only for a moment, or somewhere else: "for a second", "then it came back to me", "when I first moved in", "on holiday". */
const ONLY_A_MOMENT = /\b(?:for a (?:second|moment|minute|bit|split second|few seconds)|briefly|came back to me|then i (?:remembered|realised|realized|knew|came round)|first moved|on holiday|half asleep|(?:por|durante) un (?:momento|segundo|instante)|un (?:instant|moment|seconde)|pendant (?:une seconde|un moment|un instant)|en vacances|de vacaciones)\b/;
/** Something drunk in place of a drink or a medicine: "drank the bathroom stuff instead of my syrup", "bebí el producto en vez de
 * mi jarabe", "j'ai bu le flacon de produit au lieu de mon sirop". */
const DRUNK_INSTEAD = /\b(?:drank|drunk|drink|swallowed|took a (?:swig|sip|mouthful|gulp)|had a (?:swig|sip|mouthful|gulp)|bu|avale|bebi|me bebi|me tome|trague)\b(?: [\w.]+){1,10} (?:instead of|in place of|thinking it was|thought it was|au lieu de|to the lieu of|a la place de|en vez de|en lugar de|pensando que era|creyendo que era|croyant que c etait)\b(?: [\w.]+){0,3} (?:syrup|sirop|jarabe|cough (?:mixture|medicine)|medicine|tonic|water|juice|lemonade|squash|drink|tea|milk|wine|gin|sherry|eau|jus|limonade|agua|zumo|jugo|limonada|refresco|te|lait|leche|vin|vino)\b/;

/** The flat, the block and the warden: what the person is found doing, and what they drank. */
function shelteredFlatSigns(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const { own, now, found, urgent } = pairedReading(signals, heard, personSaid);
  const muddled = own('confusion', 'disoriented').length > 0 || sure(STRANGE_NOW, now) || WHERE_NOT_KNOWN.test(now) || sure(MUDDLE_SAID, now);
  // Found astray in one's own building with a muddle (unseen35: "I woke up and didn't know where I was ... The warden found me by
  // the lift in my nightie looking for the kitchen. What day is it today?"), or where one was not known in a home of years: a
  // sudden muddle (999/911/15), not a memory long poor.
  if ((sure(FOUND_ME_ASTRAY, now, false) && muddled) || (WHERE_NOT_KNOWN.test(now) && HOME_OF_YEARS.test(now) && !ONLY_A_MOMENT.test(now))) urgent('new-confusion');
  // A bathroom or cleaning product drunk in place of a syrup or a drink, with the mouth burning or the stomach hurting (unseen35:
  // "j'ai bu le flacon de produit de la salle de bain au lieu de mon sirop ... la bouche qui brûle et mal au ventre"): poisoning.
  if (sure(DRUNK_INSTEAD, now, false) && sure(SWALLOWED_SIGN, now, false)) urgent('poisoning');
  return found;
}

// --- unseen37 (memory: forgetfulness and early dementia) ---------------------------------------------------------------

/** A dose taken three times or more, the tablets named before (unseen37: "the pill box was empty so I took the morning ones again, and
 * then again, I've had them three times"): more than a doubled dose. Not "three times a day", the prescription. */
const TAKEN_THREE_TIMES = /\b(?:pills?|tablets?|medicines?|medication|meds|pill ?box|dosette|doses?|ones|capsules|pastillas|comprimidos|cachets|comprimes|medicaments)\b(?: [\w.]+){0,16} (?:had|taken|took|take|swallowed|taking|tome|tomado|pris|repris) (?:them|it|those|these|the \w+ ones|my \w+ ones|the lot|las|los|les)(?: \w+){0,2} (?:three|four|five|3|4|5|tres|cuatro|trois|quatre) (?:times|veces|fois)\b(?! (?:a|per|each|every|in a|al|por|par) (?:day|week|daily|night|morning|dia|semana|jour|semaine)\b)/;

/** Forgetting and its dangers: a dose repeated past twice. */
/** Someone with dementia, or at night, trying to get out: "at night he tries to open the door to go out", "intenta abrir la
 * puerta para salir", "il essaie d'ouvrir la porte pour sortir". */
const TRIES_TO_GET_OUT = /\b(?:(?:he|she|husband|wife|partner|mum|dad|mother|father)(?: \w+){0,2} (?:tries|trying|tried|keeps trying|kept trying) to (?:open the (?:front |back )?door (?:to|and) (?:go|get) out|get out(?! of)|go out)|(?:intenta|intentaba|quiere|queria) (?:abrir (?:la|the) (?:puerta|door) (?:para|for|y|and) )?(?:salir|irse|marcharse)|(?<!\bi )(?:essaie|essaye|essayait|veut|voulait) (?:(?:of|d) ouvrir (?:la|the) (?:porte|door) (?:for|pour|to|et|and) )?(?:sortir|partir))\b/;
const DEMENTIA_OR_NIGHT = /\b(?:dementia|alzheimer\w*|demencia|demence|maladie of alzheimer|at night|in the night|every night|por la noche|por las noches|de noche|the nuit|la nuit|en pleine nuit|nuit)\b/;

function memorySigns(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const { now, found, urgent } = pairedReading(signals, heard, personSaid);
  if (sure(TAKEN_THREE_TIMES, now)) urgent('overdose');
  // Someone of the house with dementia, or at night, trying to get out (the stop note: "mon mari a la maladie d'Alzheimer ... il
  // essaie d'ouvrir la porte pour sortir"): a risk of wandering, a concern. Gone out and not back is read elsewhere (missing).
  if (sure(TRIES_TO_GET_OUT, now, false) && DEMENTIA_OR_NIGHT.test(now)) found.push({ kind: 'confusion', severity: 'concern', quote: '' });
  return found;
}

// --- unseen38 (aches, pains and getting about) -------------------------------------------------------------------------

/** Painkillers and the like, by name or kind, in the three languages as they are read. */
const DOSE_NAMED = String.raw`(?:tramadol\w*|codeine|co ?codamol|codamol|morphine|oramorph|oxycodone|oxycontin|paracetamol|ibuprofen|naproxen|diclofenac|gabapentin|pregabalin|diazepam|zopiclone|painkillers?|tablets?|pills?|patch(?:es)?|pastillas?|comprimidos?|calmantes?|analgesicos?|parches?|cachets?|comprimes?|gelules?|doliprane|dafalgan|efferalgan|lamaline|antidouleurs?)`;
/** More of them taken on top (unseen38: "como no me hacía nada el parche me tomé dos tramadoles más", "I took two more tramadol"). */
const MORE_TAKEN = new RegExp(String.raw`\b(?:took|taken|had|swallowed|tome|tomado|pris|repris|avale)(?: (?:me|myself|an|some))? (?:(?:another|an extra|extra|(?:two|three|a couple|a few|some|dos|tres|otras? dos|otras? tres|deux|trois) (?:more|extra|mas|de plus))(?: of)? (?:the |my |mis |mes )?(?:\w+ )?${DOSE_NAMED}|(?:two|three|four|a couple of|dos|tres|cuatro|deux|trois|quatre) (?:\w+ )?${DOSE_NAMED} (?:more|extra|mas|de plus|en plus))\b`);
/** Both legs gone numb, weak or floppy: "both my legs have gone numb and floppy", "las dos piernas dormidas, como de trapo". */
const BOTH_LEGS_GONE = /\b(?:both (?:of )?(?:my |me )?legs|(?:las |mis )?dos piernas|(?:les |mes )?deux jambes)\b(?: [\w.]+){0,6} (?:numb|gone numb|floppy|dead|weak|useless|like jelly|gone|dormidas|de trapo|sin fuerza|flojas|engourdies|molles|mortes|en coton|lourdes|asleep)\b/;
/** The joint or limb red and hot: "le genou est énorme, rouge et brûlant", "my knee's red hot and swollen", "la rodilla roja y caliente". */
const JOINT_RED_HOT = /\b(?:knee|ankle|elbow|wrist|hip|leg|foot|toe|genou|cheville|coude|poignet|hanche|jambe|pied|rodilla|tobillo|codo|muneca|cadera|pierna|pie)\b(?: [\w.]+){0,6} (?:red|rouge|roj[oa])\b(?: [\w.]+){0,3} (?:hot|burning|brulant\w*|chaud\w*|calient\w*|ardiendo)\b/;

/** Aches and pains that turn out to be more: a dose piled on, the legs gone with a bad back, a joint hot with a fever. */
function achesAndPainsSigns(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const { own, now, found, urgent } = pairedReading(signals, heard, personSaid);
  // More painkillers taken on top of a dose that did nothing, and drowsy now (unseen38: "me tomé dos tramadoles más ... se me
  // cierran los ojos"): an overdose (999/911/15), as another sleeping tablet with drowsiness is.
  // (not in a sentence that only supposes: "if I ever forgot and took another sleeping tablet")
  const moreTaken = now.split(' . ').some((sentence) => sure(MORE_TAKEN, sentence, false) && !SUPPOSED.test(sentence));
  if (moreTaken && (DROWSY.test(now) || plainly(CANNOT_STAY_AWAKE, now) || own('tiredness', 'collapse').length > 0)) urgent('overdose');
  // Both legs gone numb or floppy, with water that will not pass or legs that will not hold (unseen38: "since I woke up both my
  // legs have gone numb and floppy ... I can't seem to pass water"): the spinal cord pressed (cauda equina, 999/911/15).
  if (sure(BOTH_LEGS_GONE, now, false) && (own('urinary-retention', 'cannot-get-up').length > 0 || NO_WATER.test(now) || sure(UNABLE_WATER, now, false) || /\b(?:can not stand|no me sostengo|tiens (?:pas|plus) debout|had to crawl)\b/.test(now))) urgent('spinal-cord');
  // A joint red and hot with a fever (unseen38: "le genou est énorme, rouge et brûlant, et j'ai 39,5 de fièvre, je grelotte"): an
  // infected joint or skin, sepsis to be ruled out the same day (999/911/15).
  if (sure(JOINT_RED_HOT, now, false) && (sure(FEVER_NOW, now, false) || FEVER_NUMBER.test(now))) urgent('sepsis');
  return found;
}

/**
 * Round 37 (unseen36): someone shaken or water thrown on them, then no stir told in a clause of its own ("I splashed cold
 * water on his face and he didn't stir", "chucked water on him but he just lay there"): someone who will not come round, as
 * "I shook him and nothing" is in one clause (lexicon.ts). Not water thrown on a fire, the plants or the dog.
 */
const ROUSED = String.raw`(?:(?:shook|shaken|shake|shaking|nudged|pinched|slapped) (?:him|her|them)|(?:threw|thrown|throw|chucked|splashed|poured|tipped|flicked|dashed|put) (?:(?:a|some|cold|a glass of|a jug of|a cup of|a bucket of|a drop of|the) )*water (?:on|over|in|at|onto) (?:him|her|them|his face|her face|their face|his head|her head))`;
const NO_STIR = new RegExp(String.raw`\b${ROUSED}(?: \w+){0,4}(?: \.)? (?:and |but )?(?:he|she|they) (?:still )?(?:did not|does not|will not|would not|is not|are not|has not|have not|never|just) (?:wake|woke|stir|stirred|move|moved|respond|responding|react|reacting|budge|budged|come round|came round|open|opened|flinch|flinched|lay|lies|lying)\w*`);
/**
 * Round 37 (unseen36): a sleeping tablet taken with a drink, either told first and words between ("took my sleeping tablet ...
 * and a wee dram, maybe two", "a nightcap with my sleeping pill", "deux verres de vin puis mon cachet pour dormir"), and drowsy
 * now or muddled ("so sleepy, can't keep my eyes open", "j'ai tellement sommeil"): a sedative with alcohol, an overdose's
 * danger. SLEEP_EXTRA read the drink only after the tablet and by few names; "cachet pour dormir" arrives as "pill for dormir".
 * A tablet with a drink and no drowsiness ("slept like a log, fine today"), or drowsy with no drink, stays as it read.
 */
const SLEEP_PILL_SAID = String.raw`(?:${SLEEP_DRUG}|(?:pill|pills|tablet|tablets|pastilla|pastillas|cachet|cachets|comprime|comprimes|pastilla) (?:for|of|de|para|pour) (?:dormir|sleep|sleeping)|sleeping tablet|sleeping pill)`;
const ALCOHOL = String.raw`(?:drams?|whisk(?:e)?y|whiskies|scotch|bourbon|brandy|brandies|cognac|conac|wine|wines|vino|vinos|vin|sherry|sherries|jerez|port|porto|gin|gins|vodka|rum|ron|beer|beers|cerveza|cervezas|biere|bieres|pints?|lager|nightcap|(?:hot )?toddy|tot|liqueur|licor|anis|orujo|calvados|armagnac|pastis|digestif|copa|copas|copita|copitas|snifter|glass(?:es)? of (?:wine|red|white)|booze|alcohol|alcool|rioja|cava|champagne|prosecco|baileys|advocaat|vermouth|martini|cider|sidra|cidre)`;
const SEDATIVE_AND_DRINK = new RegExp(String.raw`\b(?:${SLEEP_PILL_SAID}(?: [\w.]+){0,8} ${ALCOHOL}|${ALCOHOL}(?: [\w.]+){0,8} ${SLEEP_PILL_SAID})\b`);
/** Muddled now beside it: "what day is it", "who did you say you were". */
const SEDATED_MUDDLE = /\b(?:what day is it|which day is it|who (?:did you say|are) you|quel jour (?:on est|sommes nous)|on est quel jour|que dia es (?:hoy)?|quien (?:es|eres) usted)\b/;
/** Drowsy said other ways: "ever so dozy", "groggy", "atontada", "dans les vapes". */
const DOZY = /\b(?:dozy|dopey|groggy|woozy|eyes (?:are |keep )?(?:closing|shutting)|atontad[oa]|amodorrad[oa]|grogui|vaseuse?|dans le coaltar|dans les vapes|dans le gaz)\b/;
/**
 * Round 37 (unseen36): someone not known at a door or window of the home, trying, rattling or forcing it, with words between
 * ("there's a lad in my back garden trying the door", "hay un chaval en el patio intentando abrir la puerta", "il y a un jeune
 * dans le jardin qui essaie d'ouvrir la porte"): an intruder now, as "someone is trying the door" already was. Only someone not
 * known (a man, a lad, someone, un chaval, un jeune; never "my son", "he"), no "I" between (the person trying their own door),
 * not a door that sticks.
 */
const STRANGER_WORD = String.raw`(?:someone|somebody|a (?:man|lad|youth|young (?:man|lad|fella|one)|fella|feller|bloke|guy|chap|stranger|kid|boy|woman|person)|lads|two lads|some lads|youths|kids|men|strangers|alguien|a (?:hombre|chaval|chico|muchacho|tipo|tio|senor|joven|desconocido|chaval|mozo|sujeto|individuo)|unos (?:chavales|chicos|muchachos|tipos|jovenes|desconocidos)|quelqu (?:un|a)|a (?:homme|jeune|type|gars|mec|inconnu|monsieur|individu|gamin)|des (?:jeunes|types|gars|inconnus|gamins))`;
const TRYING_A_DOOR = String.raw`(?:trying|tried|rattling|rattled|jiggling|testing|pushing at|forcing|fiddling with|messing with|trying to (?:open|get in|get into|break in)|intentando (?:abrir|entrar|forzar)|tratando de (?:abrir|entrar|forzar)|queriendo (?:abrir|entrar)|probando|forzando|forcejeando con|manipulando|hurgando en|(?:essaie|essaient)(?: of| de)?(?: ouvrir| forcer| entrer)?|essayant(?: of| de)?(?: ouvrir| forcer| entrer)?|(?:tente|tentent)(?: of| de)? (?:ouvrir|forcer|entrer)|secoue|secouent|force|forcent|tripote|tripotent|trafique)`;
const DOOR_OR_WINDOW = String.raw`(?:(?:the|my|our|la|el|mi|ma|le|les|mes|nuestra) )?(?:back |front |kitchen |side |patio |garden |bedroom |de atras |de la cocina |de derriere |de la cuisine )?(?:doors?|windows?|door handle|handle|handles|lock|locks|latch|back door|front door|puerta|puertas|ventana|ventanas|manilla|picaporte|cerradura|pomo|porte|portes|fenetre|fenetres|poignee|serrure|verrou|volets)`;
const STRANGER_AT_DOOR = new RegExp(String.raw`\b${STRANGER_WORD}\b(?: (?!(?:i|we|yo|je|nous|my husband|my son|mi marido|mi hijo|mon mari|mon fils|it|the (?:wind|storm|gale|rain|dog|cat)|wind|storm|dog|cat|viento|perro|gato|vent|chien|chat)\b)[\w.]+){0,12} ${TRYING_A_DOOR} ${DOOR_OR_WINDOW}\b(?! (?:for me|to see if|key|keys|llave|llaves|cle|cles|of the (?:car|van|shed))\b)(?!(?: \w+){0,4} (?:because|cos|as|porque|parce que|car) (?:it|they|se|elle|il) (?:sticks?|is stuck|jams?|atasca|traba|coince))`);
export const DOOR_TRIED_BEFORE = /\b(?:yesterday|last (?:night|week|weekend|month|year)|the other (?:day|night)|(?:\w+ )?(?:days|weeks|months|years) ago|ayer|anoche|la semana pasada|el otro dia|hace (?:\w+ )?(?:dias|semanas|meses|anos)|hier|la semaine derniere|l autre (?:jour|nuit)|il y a (?:\w+ )?(?:jours|semaines|mois|ans))\b/;
export const DOOR_TRIED_NOW = /\b(?:now|right now|still|ahora|todavia|maintenant|encore|en ce moment)\b/;
function round37Signs(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const { now, found, urgent, own } = pairedReading(signals, heard, personSaid);
  if (NO_STIR.test(now)) urgent('collapse');
  const drowsy = plainly(DROWSY, now) || plainly(BARELY_AWAKE, now) || plainly(CANNOT_STAY_AWAKE, now) || own('tiredness', 'collapse', 'disoriented').length > 0 || SEDATED_MUDDLE.test(now) || plainly(DOZY, now);
  if (drowsy && ownDose(SEDATIVE_AND_DRINK, now)) urgent('overdose');
  // (read in a clause and the one after it, "someone followed me home . and now he is at the door trying the handle"; not one
  // told of an earlier day with nothing of now: "last week a lad was in the garden trying the door, the police came")
  const clauses = now.split(' . ');
  if (clauses.some((clause, i) => {
    const here = `${clause} . ${clauses[i + 1] ?? ''}`;
    return sure(STRANGER_AT_DOOR, here, false) && !(DOOR_TRIED_BEFORE.test(here) && !DOOR_TRIED_NOW.test(here));
  })) urgent('intruder');
  return found;
}

// --- issue 13, round 40 (unseen40: out and about) ----------------------------------------------------------------
// Read as the paired readings above (the call as heard and the person's own words, not told as over or a programme's).
/**
 * A vehicle gone off the road with the person in it, or hurt now (unseen40: "the car's gone into the ditch on Marsh Lane and
 * I'm still sat in it ... my neck hurts and I feel sick and woozy", "j'ai raté le virage avec la voiture, je suis dans le fossé,
 * je suis toujours dedans"): a road accident now (999/112/15). Read by what happened to the vehicle (gone, slid, crashed,
 * into a ditch, a tree, off the road; "me he salido de la carretera", "sorti de la route", "dans le fossé"), words between;
 * then the person still in it or stuck, or hurt, dizzy, sick now. Never a near one ("nearly went in the ditch", "casi",
 * "failli"), nor one told of an earlier day with nothing of now, nor someone else's crash told as theirs.
 */
const VEHICLE = String.raw`(?:car|cars|motor|van|scooter|mobility scooter|wheelchair|buggy|coche|auto|carro|furgoneta|moto|scooter|silla de ruedas|voiture|bagnole|auto|char|camionnette|fauteuil roulant|scooter)`;
const OFF_THE_ROAD = String.raw`(?:(?:gone|went|go|goes|slid|slipped|skidded|run|ran|come|came|ended up|crashed|spun|rolled|veered|careered|ploughed|plowed|landed|put it|put the car|driven|drove)(?: \w+){0,3} (?:into|in|off|over|through|onto|against) (?:the |a |an )?(?:ditch|dyke|dike|verge|hedge|tree|wall|lamp ?post|post|bank|embankment|field|river|stream|canal|road|roadway|barrier|fence|gate|bollard|back of)|crashed (?:the|my) (?:car|motor|van)|(?:had|been in|been involved in) (?:a|an) (?:crash|accident|smash|collision|prang|bump)|(?:car|van) (?:crash|accident)|(?:rolled|turned|flipped|tipped) (?:it|the car|the van|my car) over|(?:car|van) (?:has |s |is )?(?:overturned|rolled over|flipped over|on its (?:roof|side))|upside down in (?:it|the car)|(?:ran|run|went|drove|crashed|smashed|slammed|ploughed|piled) (?:straight )?into (?:the back of )?(?:me|my car|us)|rear ended (?:me|us)|(?:hit|struck) (?:me|my car) (?:from behind|side on|at the)|(?:me he salido|me sali|se ha salido|se salio|nos hemos salido|me he ido|se ha ido|he acabado|ha acabado|he caido|ha caido|estoy|me he metido|se ha metido|me meti|metido) (?:\w+ ){0,3}(?:de la carretera|(?:en|a) (?:la|una) cuneta|contra (?:un|una|el|la) (?:arbol|muro|pared|farola|valla|poste))|(?:he tenido|tuve|hemos tenido) un (?:accidente|choque|golpe)|(?:me he chocado|he chocado|me he estrellado|choque|me estrelle)|(?:volcado|vuelta de campana|dado la vuelta)|(?:me|nos) (?:ha|han) (?:dado|golpeado|embestido) (?:por detras|un golpe)|(?:la voiture|le char|l auto) (?:s est )?(?:retournee|renversee|sur le toit|sur le cote)|(?:fait un tonneau|m est rentre dedans|m a percute|m a embouti|m a rentre dedans)|(?:dans le|dans un) (?:fosse|decor|ravin|talus|arbre|mur)|(?:sorti|sortie|parti|partie) (?:de|dans) (?:la route|le decor|le fosse)|(?:quitte|rate) (?:la route|le virage)|(?:eu|fait) un accident|(?:percute|embouti|heurte|rentre dans) (?:un|une|le|la) (?:arbre|mur|poteau|lampadaire|voiture|glissiere))`;
/** Told with the vehicle in the words themselves: "rolled the car over", "ran into the back of me", "la voiture s'est retournée". */
const VEHICLE_CRASH = String.raw`(?:crashed (?:the|my) (?:car|motor|van)|(?:car|van) (?:crash|accident)|(?:rolled|turned|flipped|tipped) (?:it|the car|the van|my car) over|(?:car|van) (?:has |s |is )?(?:overturned|rolled over|flipped over|on its (?:roof|side))|upside down in (?:it|the car)|(?:ran|run|went|drove|crashed|smashed|slammed|ploughed|piled) (?:straight )?into (?:the back of )?(?:me|my car|us)|rear ended (?:me|us)|(?:hit|struck) (?:me|my car) (?:from behind|side on|at the)|(?:he |hemos )?volcado|vuelta de campana|(?:me|nos) (?:ha|han) (?:dado|golpeado|embestido) (?:por detras|un golpe)|(?:la voiture|le char|l auto) (?:s est )?(?:retournee|renversee|sur le toit|sur le cote)|fait un tonneau|(?:m est|nous est) rentre dedans|m a (?:percute|embouti|rentre dedans)|accident de (?:voiture|char|la route)|accidente de (?:coche|trafico|carretera))`;
const CRASH = new RegExp(String.raw`\b(?:${VEHICLE_CRASH}|${VEHICLE}\b(?: [\w.]+){0,6} ${OFF_THE_ROAD}|${OFF_THE_ROAD}\b(?: [\w.]+){0,8} ${VEHICLE}|(?:put|drove|driven|ran|run|steered|rolled|tipped|crashed|turned) (?:the|my|el|mi|la|ma|le) ${VEHICLE} (?:\w+ ){0,3}(?:into|in|off|onto|over|en|dans) (?:the |a |an |la |una |le |un )?(?:ditch|dyke|verge|hedge|tree|wall|bank|field|river|road|cuneta|carretera|arbol|fosse|talus|arbre|route|side))\b`);
const OWN_CRASH = new RegExp(String.raw`\b(?:${VEHICLE_CRASH}|(?:i|i ve|i have|i m|i am|we|me|my|mi|yo|je|j|moi|ma|mon|the car|the van|the motor|el coche|la voiture)\b(?: [\w.]+){0,10} ${OFF_THE_ROAD}|${OFF_THE_ROAD})\b`);
const NEAR_ONE = /\b(?:nearly|almost|near enough|just missed|casi|por poco|a punto de|failli|presque|manque de|a deux doigts)\b/;
const THEIR_CRASH = /\b(?:my (?:son|daughter|husband|wife|grandson|granddaughter|neighbour|neighbor|brother|sister|nephew|niece|friend)|mi (?:hijo|hija|marido|mujer|nieto|nieta|vecino|vecina|hermano|hermana|sobrino|amigo|amiga)|mon (?:fils|mari|voisin|frere|neveu|petit fils|ami)|ma (?:fille|femme|voisine|soeur|niece|petite fille|amie)|he|she|el|ella)\b(?: \w+){0,2} (?:has |had |s |ha |a )?(?:crashed|gone|went|slid|had|tuvo|ha tenido|se ha salido|se salio|choco|eu|est sorti|a rate)\b/;
const IN_IT_NOW = /\b(?:upside down|boca abajo|a l envers|la tete en bas|(?:can not|cannot|can t) (?:get|open|push|shift) (?:the|my) door(?: open)?|still (?:sat |sitting |stuck |strapped )?in (?:it|the car|the van|the seat|my seat)|still in it|still inside|(?:can not|cannot|can t) (?:get|climb) out|(?:stuck|trapped|pinned|wedged) (?:in|inside)|airbag|air bag|sigo (?:dentro|en el coche|sentad[oa])|(?:estoy|sigo) (?:atrapad[oa]|metid[oa]) (?:dentro|en el)|no puedo (?:salir|abrir la puerta)|(?:toujours|encore) (?:dedans|dans la voiture|assise? dans)|je suis (?:coincee?|bloquee?)|(?:peux|arrive) (?:pas|plus) (?:sortir|ouvrir la portiere)|je suis dans le fosse|coussin gonflable)\b/;
const HURT_NOW = /\b(?:neck|cuello|cou|nuque|head|cabeza|tete|chest|pecho|poitrine|back|espalda|dos)\b(?: \w+){0,2} (?:hurts|hurting|is killing|aches|sore|duele|dolor|mal)|\b(?:woozy|dizzy|sick|bleeding|blood|mareado|mareada|sangre|sangrando|vomitar|vomir|saigne|sang|tete qui tourne|vertige|dazed|shaken|shook up|aturdid[oa]|sonne|sonnee)\b/;
/** A crash seen, not been in: "I watched a car go into the ditch", "j'ai vu un accident de voiture". */
const CRASH_SEEN = /\b(?:saw|seen|watched|witnessed|vi|visto|vimos|presencie|vu|assiste|regarde)\b/;
/**
 * Stuck or trapped under a thing, or a leg caught beneath it (unseen40: "my scooter tipped over off the kerb and I'm stuck
 * underneath it ... my leg's trapped"; "estoy atrapada debajo de la silla", "je suis coincée sous le scooter"): the person
 * pinned now, as much an emergency as one who cannot get up. Only the person or their limb, never a ball under the sofa.
 */
const PINNED = /\b(?:(?:i am|i m|i have been|i ve been|i got|i|im|me) (?:\w+ )?(?:stuck|trapped|pinned|wedged|caught) (?:right )?(?:under|underneath|beneath)|(?:leg|legs|foot|feet|arm|hip|knee|ankle) (?:is |are |s |has been |got )?(?:trapped|pinned|stuck|caught|wedged) (?:under|underneath|beneath|in)|my (?:leg|legs|foot|arm|hip) (?:trapped|pinned)|(?:it is|it s|scooter is|chair is|car is|it has landed|it landed|it has fallen|it fell|came down|come down) (?:right )?on top of (?:me|my (?:leg|legs|foot|hip))|(?:estoy|me he quedado|me quede|quede|sigo) (?:\w+ )?(?:atrapad[oa]|aprisionad[oa]|enganchad[oa]|pillad[oa]) (?:debajo|bajo|abajo)|(?:la pierna|el pie|las piernas|el brazo|la cadera) (?:\w+ )?(?:atrapad[oa]s?|pillad[oa]s?|aprisionad[oa]s?|enganchad[oa]s?)|(?:me ha|me han) (?:pillado|atrapado|aplastado) (?:la pierna|el pie|las piernas)|(?:caido|volcado|quedado|esta|estan) (?:\w+ )?(?:encima de|sobre) (?:mi|mis) (?:pierna|piernas|pie)|no puedo salir de debajo|(?:je suis|suis|reste|restee) (?:\w+ )?(?:coincee?|bloquee?|prise?|pieg(?:e|ee)) (?:sous|dessous|en dessous)|(?:jambe|jambes|pied|bras|hanche) (?:\w+ )?(?:coincees?|bloquees?|prises?|ecrasees?) (?:sous|dessous)|(?:scooter|fauteuil|voiture|armoire|il|elle) (?:est |s est )?(?:tombee? |renversee? |bascule )?(?:sur|dessus) (?:ma jambe|mes jambes|moi)\b(?! (?:de|pour))|(?:peux|arrive) (?:pas|plus) (?:a )?(?:me degager|sortir de (?:la )?dessous))/;
const CRASH_BEFORE = /\b(?:yesterday|last (?:night|week|weekend|month|year|winter|summer|spring|autumn)|the other (?:day|night)|(?:\w+ )?(?:days|weeks|months|years) ago|ayer|anoche|la semana pasada|el otro dia|el ano pasado|el (?:mes|invierno|verano|otono) pasado|la primavera pasada|hace (?:\w+ )?(?:dias|semanas|meses|anos)|hier|la semaine derniere|(?:le mois|l hiver|l ete|l automne|le printemps) dernier|l autre (?:jour|nuit)|l an dernier|l annee derniere|il y a (?:\w+ )?(?:jours|semaines|mois|ans)|when i was|cuando era|quand j etais|years back)\b/;
/** Well now, told after an earlier day's: "I'm fine now", "ça va maintenant", "ya estoy bien" (not a sign of now). */
const OVER_SINCE = /\b(?:(?:i am|i m|i feel|feeling) (?:fine|ok|okay|all right|alright|better) now|(?:fine|ok|okay|all right|alright|better) now|ca va (?:mieux )?maintenant|(?:je vais|vais) bien maintenant|ya estoy bien|ahora estoy bien|ahora bien)\b/g;
const CRASH_NOW = /\b(?:now|right now|still|just now|ahora|todavia|sigo|ahora mismo|maintenant|encore|toujours|en ce moment|a l instant)\b/;

/**
 * Out in the heat and not knowing where one was going, why one came out or how one got here (unseen40: "It's that hot. I'm
 * sat on the bench by the bandstand and... where was I going? I can't think ... Dizzy ... I've not had a drop of water", "¿a
 * dónde iba yo? ... no me acuerdo de cómo he llegado aquí", "je sais plus pourquoi je suis sortie"), with dizziness, a
 * headache, sickness or nothing drunk: heat illness with a new muddle, heat stroke (999/112/15). The muddle alone, or the heat
 * alone, stays as it read; so does a muddle denied ("I know where I was going").
 */
const LOST_ERRAND = /\b(?:where (?:was|am) i (?:going|off to|heading|headed|going to)|(?:can not|can t|cannot|do not|don t|could not) (?:\w+ ){0,2}(?:remember|think|recall|work out|tell|know)(?: \w+){0,2} (?:where i was (?:going|off to|heading)|why i (?:came|went) out|why i am (?:here|out)|how i got (?:here|there)|what i came out for|what i was (?:doing|going for)|where i am)|forgotten (?:where i was going|why i came out)|no idea (?:where i was going|how i got here|why i came out)|(?:a|ad)?donde iba|(?:no se|no recuerdo|no me acuerdo|ni se|ni me acuerdo)(?: de)? (?:a donde|adonde|donde|como|por que|para que|que) (?:iba|he llegado|llegue|estoy|he salido|sali|vine|he venido|hago aqui)|(?:sais|souviens|rappelle) (?:plus|pas)(?: \w+){0,2} (?:pourquoi je suis sortie?|ou j allais|ou je vais|ou je suis|comment je suis (?:arrivee?|venue?)|ce que je fais (?:la|ici)|ce que je venais faire)|ou (?:est ce que )?j allais)\b/;
/** A head pounding, told any way ("my head's thumping", "me duele la cabeza", "mal à la tête"). */
const HEAD_POUNDING = /\b(?:head (?:is |s )?(?:pounding|thumping|banging|splitting|throbbing|killing me|aching)|headache|dolor de cabeza|(?:me )?duele (?:mucho )?la cabeza|cabeza (?:me )?(?:va a estallar|estalla)|mal (?:a|au) (?:la )?tete|migraine|tete (?:qui )?(?:cogne|tape|explose|martele))\b/;
const HEAT_OUT = /\b(?:hot|heat|heatwave|sun|sunshine|scorching|sweltering|baking|boiling|roasting|calor|caloron|bochorno|solana|chicharrera|sol|chaleur|canicule|soleil|cagnard|fait chaud|cuit)\b/;
const NOTHING_DRUNK = /\b(?:(?:not|n t|nothing|haven t|hasn t|have not) (?:had |drunk |drank )?(?:a drop|a drink|any water|anything to drink|nothing to drink)|not had a drop|no (?:he|ha) bebido|sin (?:agua|beber)|nada de agua|(?:pas|rien) bu|pas d eau|sans eau)\b/;

/**
 * Someone else's tablets taken, told by a pronoun for them or by the wrong container (unseen40: "me he tomado las del frasco
 * equivocado, las del corazón de mi marido ... estoy muy mareada y noto el corazón muy lento"): with the heart slow or racing,
 * dizziness, drowsiness or a faint now, an overdose (112/999/15), as OTHERS_PILLS with the tablets named already is; without
 * a sign, a mix-up for the family. Read by "the ones", "las", "les", "ceux" of a husband, a wife ("I took his heart ones",
 * "j'ai pris celles de mon mari"), or a wrong bottle, box or packet ("frasco equivocado", "je me suis trompée de boîte").
 */
const PILLS_BY_PRONOUN = new RegExp(String.raw`\b(?:(?:took|taken|swallowed|had|tome|tomado|tomaba|pris|avale) (?:\w+ ){0,2}(?:the ones|ones|las|los|les|ceux|celles)(?: \w+){0,8} (?:of|for|from|de|del|du|pour) (?:my|mi|mon|ma) ${PILLS_OWNER}${CARRIED}|(?:took|taken|swallowed|had) (?:\w+ ){0,2}(?:his|her|(?:my )?${PILLS_OWNER} s) (?:\w+ ){0,2}ones${CARRIED}|(?:wrong (?:bottle|box|packet|pot|tub|pill ?box)|(?:frasco|bote|caja|blister|pastillero|tarro) equivocad[oa]|(?:mauvais flacon|mauvaise boite|mauvais pilulier))(?: \w+){0,6} (?:took|taken|had|swallowed|tomado|tome|tomo|pris|avale)|(?:took|taken|swallowed|had|tome|tomado|tomaba|pris|avale)(?: \w+){0,6} (?:(?:the )?wrong (?:bottle|box|packet|pot|tub|blister|strip|pill ?box|ones|tablets|pills)|(?:frasco|bote|caja|blister|pastillero|tarro|pastillas) equivocad[oa]s?|(?:mauvais|mauvaise) (?:flacon|boite|tube|pilulier|plaquette|cachets|comprimes|medicaments|pot))|(?:me he equivocado|me equivoque|me confundi) de (?:frasco|caja|bote|pastillas|pastillero)|(?:me suis )?trompee? de (?:boite|flacon|cachets|comprimes|medicaments|pilulier|plaquette))\b`);
function round40Signs(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const { found, urgent, own, now } = pairedReading(signals, heard, personSaid);
  // (a crash in a sentence and the two after it; the person's own, not a near one, not told of an earlier day with nothing of now)
  const sentences = now.split(' . ');
  const crashNow = sentences.some((sentence, i) => {
    if (!CRASH.test(sentence) || !OWN_CRASH.test(sentence) || NEAR_ONE.test(sentence) || THEIR_CRASH.test(sentence) || CRASH_SEEN.test(sentence)) return false;
    const after = sentences.slice(i, i + 4).join(' . ');
    if (CRASH_BEFORE.test(after) && !CRASH_NOW.test(after.replace(OVER_SINCE, ''))) return false;
    return sure(IN_IT_NOW, after, false) || sure(HURT_NOW, after, false) || own('pain', 'dizziness', 'unwell', 'bleeding', 'head-injury', 'collapse').some((s) => !s.aboutSomeoneElse && s.severity !== 'positive');
  });
  if (crashNow) urgent('injury');
  // (pinned under a thing in a sentence not told of an earlier day with nothing of now)
  if (sentences.some((sentence, i) => {
    const here = sentences.slice(i, i + 2).join(' . ');
    return sure(PINNED, sentence, false) && !(CRASH_BEFORE.test(here) && !CRASH_NOW.test(here.replace(OVER_SINCE, '')));
  })) urgent('cannot-get-up');
  // (the muddle and the heat anywhere in the call as now, with a sign beside them)
  if (sure(PILLS_BY_PRONOUN, now, false) && !sure(OTHERS_PILLS, now, false)) {
    if (sure(PILLS_SIGN_NOW, now, false) || own('dizziness', 'tiredness', 'collapse', 'new-confusion', 'disoriented').some((s) => !s.aboutSomeoneElse)) urgent('overdose');
    else found.push({ kind: 'medication-mix-up', severity: 'concern', quote: '' });
  }
  // (the muddle is itself said with a negation, "no sé a dónde iba": read in any sentence that does not only suppose)
  if (now.split(' . ').some((sentence) => LOST_ERRAND.test(sentence) && !SUPPOSED.test(sentence)) && HEAT_OUT.test(now) && (NOTHING_DRUNK.test(now) || HEAD_POUNDING.test(now) || signals.some(isHeadache) || own('dizziness', 'unwell', 'collapse', 'heat-illness').some((s) => !s.aboutSomeoneElse && s.severity !== 'positive'))) urgent('heat-stroke');
  return found;
}

// --- issue 13, round 42 (unseen42: eating, drinking and blood sugar; the gut, swallowing and choking) -------------------

/**
 * The sight going grey, dark or black on standing, told any way (unseen42: "when I get up the room goes grey on me", "cuando
 * me levanto se me pone todo gris", "quand je me lève tout devient gris"): a near faint. Beside black, tarry stools or blood
 * in the toilet (bowel-bleed), a bleed inside with the blood pressure falling (999/112/15), as a faint or dizziness beside
 * them already is.
 */
const GREYING = /\b(?:(?:room|everything|it all|all|world|things|the lot|my eyes|my sight|sight|vision)(?: \w+){0,2} (?:goes|go|went|going|gone|turns|turned|turning|comes over|came over) (?:all )?(?:grey|gray|dark|black|dim|fuzzy|white)|(?:grey|gray|black)(?:ing|ed|s)? out|(?:go|goes|went|going|gone|come over|came over) (?:all )?(?:grey|gray|dim)|seeing stars|(?:se me )?(?:pone|puso|ponia|vuelve|volvio|va) todo (?:gris|negro|oscuro|borroso)|se me (?:nubla|nublo|va|fue|oscurece|oscurecio) (?:todo|la vista)|lo veo todo (?:gris|negro|oscuro)|(?:tout|ca|la piece|la vue)(?: \w+){0,2} (?:devient|devenait|est devenu|devenu|se met a devenir|vire|virait|tourne) (?:tout )?(?:gris|grise|noir|noire|sombre|flou|floue)|(?:un )?voile (?:gris|noir|blanc)|(?:je )?(?:vois|voyais) (?:tout )?(?:gris|noir|trouble)|la vue (?:se brouille|se trouble|s obscurcit))\b/;

/** Black or tarry stools in the person's words, any order ("mes selles sont noires", "las heces negras", "hago de vientre negro"). */
const BLACK_STOOLS = /\b(?:(?:stools?|motions?|poos?|bowels?|selles|heces|caca|cacas|deposiciones|deposicion|hago de vientre)(?: \w+){0,3} (?:black|tarry|like tar|negras?|negros?|noires?|comme du goudron|como (?:el )?alquitran)|(?:black|tarry) (?:stools?|motions?|poos?)|(?:heces|cacas?|deposiciones) negras|selles noires)\b/;

/** Black stools denied ("no black stools", "no tengo heces negras", "pas de selles noires"). */
const STOOLS_DENIED = /\b(?:no|sin|ni|pas de|aucune?s?|never any|not any)(?: tengo| hay| he tenido| he visto)? (?:black|tarry|heces|selles|stools|motions|deposiciones|caca|cacas)\b/;

/**
 * A sudden, severe belly pain (unseen42: "about an hour ago this pain hit me in the belly like a knife. I'm bent double with it",
 * "me ha dado un dolor en la tripa como una puñalada. Estoy doblada", "une douleur au ventre comme un coup de poignard. Je suis
 * pliée en deux"): a perforation, a burst aneurysm, a blocked or dead gut, not one to wait with (999/112/15). Read by the belly
 * named with a knife-like or sudden pain in one sentence, and a second of the three signs (knife-like, sudden, severe: bent
 * double, can't move, the worst ever) anywhere now. One sign alone ("a stabbing pain on and off for weeks") stays a pain.
 */
const BELLY_42 = /\b(?:belly|tummy|stomach|abdomen|abdominal|gut|guts|insides|tripa|tripas|barriga|vientre|estomago|abdomen|abdominal|panza|ventre|estomac|bide|bidon|abdominale)\b/;
const KNIFE_PAIN = /\b(?:(?:like|as if|as though)(?: \w+){0,3} (?:a knife|knives|a dagger|being stabbed|stabbed|a red hot poker)|stabbing|knifing|knife like|(?:como|igual que)(?: \w+){0,2} (?:una punalada|un cuchillo|un cuchillazo|una cuchillada|un navajazo|si me clavaran|si me apunalaran)|punalada|cuchillada|navajazo|(?:comme)(?: \w+){0,2} (?:un coup de poignard|un coup de couteau|un poignard|un couteau|si on me poignardait)|coup de poignard|coup de couteau|en coup de poignard)\b/;
const SUDDEN_PAIN = /\b(?:suddenly|sudden|all of a sudden|out of nowhere|out of the blue|(?:came|come|coming) on (?:all )?at once|(?:hit|struck|grabbed|caught|gripped) me|de golpe|de repente|de pronto|repentin\w*|subit\w*|sin avisar|brutal\w*|d un coup|tout d un coup|d un seul coup|soudain\w*|sans prevenir|m a pris d un coup)\b/;
const SEVERE_PAIN = /\b(?:bent double|doubled up|doubled over|double over|bent over with it|(?:can not|could not) (?:move|stand up straight|straighten up|straighten|stand up)|worst pain|agony|agonising|agonizing|unbearable|screaming|writhing|doblad[oa]|retorci\w*|me retuerzo|(?:no me puedo|no puedo) (?:ni )?(?:mover|moverme|enderezar\w*|poner recto)|insoportable|el peor dolor|(?:plie|pliee|plies) en deux|tordu\w* de douleur|je me tords|insupportable|atroce|hurl\w*|la pire douleur|peux (?:pas|plus) (?:bouger|me redresser))\b/;

/**
 * The blood sugar meter's reading, told with the signs of it now (unseen42: "the machine's been saying HI since last night, I've
 * been sick three times this morning and I keep nodding off", "l'appareil affiche HI ... j'ai vomi trois fois ... je m'endors";
 * "estoy temblando entera y sudando, el aparato marcaba 45 ... ¿qué día es hoy?", "je tremble de partout et je transpire, le
 * lecteur a marqué 0,45 ... on est quel jour ?"). A meter, reader, sensor, "aparato", "lecteur", "appareil" that says, shows or
 * marks HI, with two of thirst, sickness, drowsiness, fast deep breathing, is a very high sugar; one that marks a low number
 * (under 70 mg/dl, under 0,70 g/l, under 4 mmol/l), with the shakes or the sweats and a muddle, is a hypo with new confusion.
 * Both 999/112/15. A reading alone, or one with a single sign, stays as it read.
 */
const METER = String.raw`(?:meter|machine|monitor|reader|sensor|libre|tester|aparato|aparatito|glucometro|maquina|maquinita|lector|medidor|lecteur|appareil|glucometre|capteur|dextro)`;
const METER_SAYS = String.raw`(?:says|saying|said|say|reads|reading|read|shows|showing|showed|flashing|flashes|flashed|displays|displaying|come up|came up|comes up|marca|marcaba|marcado|marco|pone|ponia|puesto|dice|decia|sale|salia|salio|da|daba|affiche|affichait|affiche|marque|marquait|marque|indique|indiquait|dit|disait|donne|donnait|montre|montrait)`;
const METER_HI = new RegExp(String.raw`\b${METER}(?: \w+){0,4} ${METER_SAYS} (?:just |only |me )?(?:hi|high|h i)\b`);
const METER_LOW = new RegExp(String.raw`\b${METER}(?: [\w,.]+){0,4} ${METER_SAYS} (?:just |only |me |about |around |like |unos |como |vers |environ )?(?:0[.,][1-6][0-9]?|[1-3][.,][0-9]|[1-6][0-9]|lo|low)\b`);
const SICK_NOW = /\b(?:vomi|vomis|vomit\w*|been sick|sick \w+ times|throwing up|threw up|devuelto|vomitado|vomitando)\b/;
const DROWSY_NOW = /\b(?:m endors|endormi\w*|somnol\w*|sommeil|nodding off|dropping off|sleepy|drows\w*|dormid\w*|me duermo|adormil\w*|amodorrad\w*)\b/;
const WHAT_DAY = /\b(?:what day is it|what day is today|que dia es hoy|que dia es|quel jour on est|on est quel jour|quel jour sommes nous|c est quel jour)\b/;

/**
 * Food gone down the wrong way, with no air now (unseen42: "vous m'appelez en pleine tartine, elle est passée de travers, je...
 * je n'arrive plus à prendre l'air"): choking (999/112/15). WRONG_WAY read only English "down the wrong way ... can't breathe";
 * now the wrong way said in each language ("went the wrong way", "se me ha ido por el otro lado", "me he atragantado", "passée
 * de travers", "avalé de travers") with the air not getting in ("can't get any air", "no me entra el aire", "me ahogo", "je
 * n'arrive plus à prendre l'air", "l'air passe pas", "j'étouffe") in the same or the next sentence. Never one told of an earlier
 * day as over, nor supposed.
 */
const WRONG_WAY_ANY = /\b(?:(?:down|gone|went|go|goes) (?:the )?wrong (?:way|hole|pipe)|(?:por el otro|por otro|por mal) (?:lado|sitio|camino)|atragant\w*|(?:passe|passee|passes|avale|avalee|parti|partie|alle|allee) de travers|de travers)\b/;
const NO_AIR = /\b(?:(?:can not|cannot|could not|can t|unable to) (?:breathe|get (?:my |any )?(?:breath|air)|get air in)|no air|(?:no )?(?:puedo|consigo|podia) (?:respirar|coger aire|tomar aire)|no me entra (?:el )?aire|no entra (?:el )?aire|me ahogo|me estoy ahogando|ahogando|(?:arrive|peux|parviens) (?:pas|plus) (?:a )?(?:respirer|prendre l air|reprendre (?:mon )?(?:souffle|air)|avoir de l air)|l air (?:ne )?(?:passe|rentre|entre) (?:pas|plus)|j etouffe|je m etouffe|m etouffe|etouffe)\b/;
/** Told as what happens at meals, not now: "à chaque repas", "every time I eat", "a veces", "depuis une semaine". */
const AT_MEALS = /\b(?:every (?:meal|time)|each (?:meal|time)|whenever|sometimes|often|now and then|for (?:a week|weeks|months)|a chaque (?:repas|fois)|chaque fois|souvent|parfois|depuis (?:une|des|deux|trois|quelques) (?:semaines?|mois)|a veces|cada vez|siempre|a menudo|desde hace (?:una |unas )?(?:semanas?|meses))\b/;

function round42Signs(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const { found, urgent, own } = pairedReading(signals, heard, personSaid);
  // (the person's own words, in their language, without the sentences told as a programme's or as behind them)
  const { said, sentences } = ownWords(personSaid);
  // (black stools or blood in the toilet of the person's own, with the sight going grey or dark now)
  const stools = sentences.some((sentence) => sure(BLACK_STOOLS, sentence, false)) || (own('bowel-bleed').some((s) => !s.aboutSomeoneElse) && !SUPPOSED.test(said) && !STOOLS_DENIED.test(said));
  if (stools && sentences.some((sentence) => sure(GREYING, sentence, false))) urgent('bleeding');
  // (food gone the wrong way and no air, in one sentence or the next, not told as what happens at meals nor an earlier day's told over)
  if (sentences.some((sentence, i) => WRONG_WAY_ANY.test(sentence) && sure(NO_AIR, sentences.slice(i, i + 2).join(' . '), false) && !AT_MEALS.test(sentences.slice(Math.max(0, i - 1), i + 2).join(' . '))) && !(CRASH_BEFORE.test(said) && !CRASH_NOW.test(said.replace(OVER_SINCE, '')))) urgent('choking');
  // (the meter's reading in the person's own words, the signs of it in the call as now)
  const reading = plain(personSaid).toLowerCase().replace(/['’`]/g, ' ');
  const told = (re: RegExp) => sentences.some((sentence) => sure(re, sentence, false)) || sure(re, apart(heard, BEHIND), false);
  const [thirst, sick, drowsy, breathing] = HIGH_SIGNS;
  const highSigns = [told(thirst!), told(sick!) || told(SICK_NOW), told(drowsy!) || told(DROWSY_NOW), told(breathing!)].filter(Boolean).length;
  if (sentences.some((sentence) => METER_HI.test(sentence)) && highSigns >= 2) urgent('high-blood-sugar');
  const shakes = sentences.some((sentence) => sure(HYPO_SHAKE, sentence, false) || sure(HYPO_SWEAT, sentence, false));
  const muddled = sentences.some((sentence) => sure(HYPO_MIND, sentence, false) || WHAT_DAY.test(sentence)) || own('disoriented', 'new-confusion').some((s) => !s.aboutSomeoneElse) || own('confusion').some((s) => !s.aboutSomeoneElse && MUDDLE.test(plain(s.quote)));
  if (METER_LOW.test(reading) && !SUPPOSED.test(reading) && shakes && muddled) urgent('low-blood-sugar');
  // (the belly with a knife-like or sudden pain in one sentence, a second sign in the call as now, not an earlier day's told over)
  const bellyPain = sentences.some((sentence) => BELLY_42.test(sentence) && (sure(KNIFE_PAIN, sentence, false) || sure(SUDDEN_PAIN, sentence, false)));
  const painSigns = [KNIFE_PAIN, SUDDEN_PAIN, SEVERE_PAIN].filter((re) => sentences.some((sentence) => sure(re, sentence, false))).length;
  if (bellyPain && painSigns >= 2 && !(CRASH_BEFORE.test(said) && !CRASH_NOW.test(said.replace(OVER_SINCE, '')))) urgent('severe-pain');
  return found;
}

// --- issue 13, round 43 (unseen43: the head, the nerves and the senses) ---------------------------------
/** A fit, seizure or attack named as a thing someone has (not a fit of laughter or coughing, not "I'm fit"). */
const FIT_43 = /\b(?:(?:a|his|her|my|another|having|had|has|one of (?:his|her|my)) (?:fit|fits|seizure|seizures)|convulsion\w*|convulsing|ataque|ataques|crisis|convulsiones|convulsionando|crise|crises)\b(?! (?:de|d|of) (?:la |the )?(?:risa|tos|nervios|panico|ansiedad|angustia|rabia|celos|hambre|identidad|rire|fou rire|toux|nerfs|panique|angoisse|colere|foie|laughter|laughing|coughing|giggles|temper|panic|anxiety|nerves|rage|pique)\b)(?! (?:economica|financiera|politica|energetica|de gobierno|economique|financiere|politique|energetique|du logement|de la quarantaine|de los cuarenta)\b)/;
/** Going on and not stopping, or longer than the person's usual ones. */
const ONGOING_43 = /\b(?:will not stop|won t stop|does not stop|doesn t stop|not stopping|still going|going on (?:for|much longer|and on)|longer than (?:usual|normal|ever|other times|before)|no se (?:le )?pasa|no (?:se )?(?:le )?para(?! de)|no se le quita|lleva (?:mucho )?(?:mas )?rato|mas rato que|que otras veces|que de costumbre|ne s arrete pas|s arrete pas|ne passe pas|plus longtemps que|que d habitude)\b/;

function round43Signs(heard: string, personSaid: string): Signal[] {
  const { found, urgent } = pairedReading([], heard, personSaid);
  // (the person's own words, in their language, without the sentences told as a programme's or as behind them)
  const { sentences } = ownWords(personSaid);
  // A fit that does not stop, or goes on longer than the usual ones, in one sentence or the next (status epilepticus).
  if (sentences.some((sentence, i) => FIT_43.test(sentence) && sure(ONGOING_43, sentences.slice(i, i + 2).join(' . '), false))) urgent('seizure');
  // The sugar meter reading HI (over what it can count) with no sign beside it (round 42's note: "the machine said HI this
  // morning but I feel fine" read good): a concern, never good; with two signs it is an emergency (round42Signs).
  if (sentences.some((sentence) => METER_HI.test(sentence))) found.push({ kind: 'high-blood-sugar', severity: 'concern', quote: '' });
  return found;
}

// --- issue 13, round 44 (unseen44: skin, wounds, fevers and infections) -------------------------------------------------

/**
 * The signs of meningitis or of sepsis in the blood (unseen44: "I've had a temperature since last night, my neck's so stiff I
 * can't put my chin down, and there are little purple spots on my legs that don't go when I press a glass on them", "el cuello
 * tan rígido que no puedo bajar la barbilla ... manchitas moradas ... que no se van cuando aprieto un vaso", "la nuque tellement
 * raide ... des taches violettes ... qui ne partent pas quand j'appuie un verre dessus"): 999/112/15. Read by three signs, each
 * in any words and any order: a fever, a stiff neck (stiff, or the chin, head or neck that will not bend), and a rash or spots
 * that do not fade under a glass or when pressed (or purple, pinprick spots). Two of the three as now is an emergency; a rash
 * that does not fade under the glass is one alone. A fever alone, a stiff neck alone, a rash that fades, or spots told over
 * stay as they read.
 */
const FEVER_44 = /\b(?:fever\w*|(?:a|high|got a|with a|running a) temperature|temperature (?:of|is up|up|since|all|for|going)|burning up|shiver\w*|the chills|rigou?rs|fiebre|febril|calentura|(?:con|tengo|tiene) temperatura|tiritando|escalofrios?|fievre|fievreu\w*|de la temperature|(?:des |les )?frissons?|grelott\w*|brulant\w*)\b/;
const NECK_WORD = String.raw`(?:neck|nape|cuello|nuca|cogote|nuque|cou)`;
const STIFF_NECK = new RegExp(String.raw`\b(?:${NECK_WORD}(?: \w+){0,4} (?:stiff|rigid|locked|set solid|seized|rigid[oa]|ties[oa]|agarrotad[oa]|entumecid[oa]|duro|dura|bloquead[oa]|raide|rigide|bloque\w*|coince\w*)|stiff ${NECK_WORD}|(?:rigidez|raideur) (?:de|del|de la|en el|en la|dans la|du) ${NECK_WORD})\b`);
const NECK_WONT_BEND = /\b(?:(?:can not|cannot|can t|could not|couldn t) (?:bend|move|put|get|bring|tip|lower|touch)(?: \w+){0,2} (?:neck|head|chin)(?: \w+){0,3}(?: (?:down|forward|forwards|to my chest|on my chest))?|(?:no (?:puedo|consigo|podia)|ni) (?:bajar|doblar|agachar|mover|inclinar|tocar\w*)(?: \w+){0,2} (?:la barbilla|el menton|la cabeza|el cuello|la nuca|barbilla|pecho)|(?:peux|arrive|parviens|pouvais) (?:pas|plus) (?:a )?(?:baisser|plier|bouger|pencher|tourner|poser|toucher)(?: \w+){0,2} (?:le menton|la tete|le cou|la nuque|menton|poitrine))\b/;
const RASH_WORD = String.raw`(?:rash|rashes|spots|spot|dots|marks|blotches|blotchy|pinpricks|pin pricks|freckles|erupcion|sarpullido|manchas|manchitas|mancha|puntos|puntitos|pintas|ronchas|granitos|eruption|boutons|taches|tache|points|plaques|rougeurs)`;
const WONT_FADE = String.raw`(?:(?:don t|do not|doesn t|does not|didn t|did not|won t|will not|never|not) (?:go|fade|blanch|disappear|go away|go white|lighten|change)\w*|(?:still|stay|stays|stayed) (?:there|showing|the same|red|purple|dark)|can still see (?:them|it)|no se (?:van|va|quitan|quita|borran|borra|aclaran|aclara|desaparecen|desaparece|iban)|(?:no|ni) desaparec\w*|se (?:siguen|sigue) viendo|siguen ahi|ne (?:partent|part|s effacent|s efface|disparaissent|disparait|s en vont|s en va|palissent|palit|blanchissent) (?:pas|plus)|(?:partent|part|s effacent|disparaissent|s en vont|palissent) pas|toujours la)`;
const PRESSED = String.raw`(?:glass|tumbler|press\w*|push\w*|vaso|cristal|aprieto|apreto|apretar|aprietas|presion\w*|verre|appuie\w*|appuy\w*|presse\w*)`;
const RASH_WONT_FADE = new RegExp(String.raw`\b(?:${RASH_WORD}(?: \w+){0,14} ${WONT_FADE}(?: \w+){0,6} ${PRESSED}|${RASH_WORD}(?: \w+){0,10} ${PRESSED}(?: \w+){0,6} ${WONT_FADE}|${PRESSED}(?: \w+){0,8} ${RASH_WORD}(?: \w+){0,6} ${WONT_FADE}|non blanching|non fading|does not blanch|doesn t blanch)\b`);
const PURPLE_SPOTS = new RegExp(String.raw`\b(?:(?:purple|purplish|dark red|pinprick|pin prick|tiny red|tiny purple)(?: \w+){0,1} ${RASH_WORD}|${RASH_WORD}(?: \w+){0,2} (?:morad[oa]s?|violace[oa]s?|purpura|violett?e?s?|violace\w*|pourpres?)|purpura)\b`);
/** Told of another: "my grandson has", "mi nieto tiene", "mon petit-fils a", with no I in the sentence. */
const ANOTHERS_44 = /\b(?:he|she|they|his|her|husband|wife|son|daughter|grandson|granddaughter|neighbou?r|friend|marido|mujer|esposo|esposa|hijo|hija|nieto|nieta|vecin[oa]|amig[oa]|il|elle|mari|femme|fils|fille|petit fils|petite fille|voisine?|ami|amie)\b/;
/** A sign denied: the negations `sure` reads, and "without", "sin", "sans". */
const NEGATED_44 = /\b(?:never|not|no|nor|nunca|jamas|ni|jamais|pas|ne|t|isn|aren|wasn|weren|haven|hasn|hadn|didn|don|doesn|won|without|sin|sans)\b/;

/**
 * A red, hot or spreading leg, arm or wound with a fever or the shakes now (unseen44: "my leg's swollen right up since the nurse
 * did the dressing yesterday, red all the way to the knee and I'm burning up and shaking", told once in a ramble about the
 * telly): a spreading infection gone into the blood, cellulitis with sepsis (999/112/15). Read by a limb, the skin or a wound
 * said hot, inflamed, angry, spreading or infected, or red up to a joint, in one sentence (not denied, not "a bit"), and a fever,
 * the chills or the shakes as the person's now anywhere in the call. A wound only a bit red with a fever (unseen8's near-miss), a red
 * leg without a fever, a fever without one, or either told over stay as they read.
 */
const LIMB_OR_WOUND = String.raw`(?:leg|legs|arm|foot|feet|ankle|calf|shin|knee|toe|toes|finger|hand|thigh|wound|cut|graze|ulcer|sore|skin|scratch|bite|pierna|piernas|brazo|pie|pies|tobillo|pantorrilla|espinilla|rodilla|dedo|mano|muslo|herida|corte|rasguno|aranazo|ulcera|llaga|piel|mordedura|jambe|jambes|bras|pied|pieds|cheville|mollet|tibia|genou|orteil|doigt|main|cuisse|plaie|coupure|griffure|ulcere|peau|morsure)`;
const INFLAMED = String.raw`(?<!\b(?:bit|little|slightly|touch|poco|poquito|poquitin|algo|peu|legerement|tantinet) )(?:hot|inflamed|angry|spreading|spread|streak\w*|infected|calient\w*|ardiendo|inflamad[oa]s?|infectad[oa]s?|extendiendo|extiende|extendido|chaude?s?|brulant\w*|enflamm\w*|infecte\w*|s etend|s etale)`;
const RED_44 = String.raw`(?:red|redder|redness|roj[oa]s?|rojez|enrojecid[oa]s?|colorad[oa]s?|rouges?|rougeur)`;
const LIMB_INFLAMED = new RegExp(String.raw`\b(?:${LIMB_OR_WOUND}(?: \w+){0,8} ${INFLAMED}|${RED_44}(?: \w+){0,3} (?:all )?(?:the way )?(?:up |down )?(?:to|hasta|jusqu au|jusqu a) (?:the |my |la |el |le |mi |mon |ma )?${LIMB_OR_WOUND}|(?:la |el |l )?infec\w*(?: \w+){0,3} (?:del|de la|de mi|du|de|of my|in my) ${LIMB_OR_WOUND}|cellulitis|celulitis|cellulite|erisipela|erysipele)\b`);
const SHAKES_44 = /\b(?:shaking|shivering|shivers|shakes|the chills|rigou?rs|teeth chattering|temblando|tiritando|tirito|escalofrios?|tembleque|tremble\w*|grelott\w*|frissons?|claque des dents)\b/;
/** A fever denied after it is named ("fiebre no tengo", "fiebre no, me la he mirado", "fever, none, I checked", "de la fièvre, non"), not one that will not go down. */
const FEVER_DENIED_AFTER = new RegExp(String.raw`${FEVER_44.source.slice(0, -2)} (?:no|non|not|none|nada|pas|ninguna)(?= \.|$| (?:tengo|tuve|he tenido|hay|me la|me lo|lo he|la he|i checked|i have|i ve|i m|j ai|je n ai|ca va|pero|but|mais|thank|gracias|merci)\b)`);
/**
 * A bleed soaking cloth after cloth, or one that will not stop (unseen44: "me pillé la palma con las tijeras de podar ... y llevo
 * tres paños empapados en media hora, no hay manera de que pare", told casually): severe bleeding now (999/112/15). Read by towels,
 * cloths, tea towels or dressings soaked, soaked through or bled through ("llevo tres paños empapados", "j'ai déjà trempé trois
 * torchons", "bled through two towels"), or a bleed that will not stop, with a cut, a blade or blood named in the person's
 * sentences now. Not a cloth soaked in water, nor a bleed said to have stopped, nor a plaster.
 */
const CLOTHS_44 = String.raw`(?:towels?|tea towels?|cloths?|flannels?|tissues|kitchen roll|dressings?|pads?|bandages?|hankies|hankys|napkins|panos?|trapos?|toallas?|toallitas|servilletas?|gasas?|vendas?|vendajes?|apositos?|panuelos?|torchons?|serviettes?|compresses?|mouchoirs?|pansements?|essuie tout|bandes?|linges?|chiffons?)`;
const SOAKED_44 = String.raw`(?:soaked|soaking|sodden|drenched|bled (?:right )?through|bleeding (?:right )?through|gone through|going through|empapad[oa]s?|empape|empapado|empapando|empapa|calad[oa]s?|chorreando|trempes?|trempees?|trempe|imbibes?|imbibees?|traverse\w*|a travers)`;
const CLOTHS_SOAKED = new RegExp(String.raw`\b(?:${SOAKED_44}(?: \w+){0,3} ${CLOTHS_44}|${CLOTHS_44}(?: \w+){0,2} ${SOAKED_44})\b`);
const CUT_OR_BLOOD = /\b(?:blood|bleed\w*|bled|cut|gash\w*|sliced|knife|secateurs|scissors|shears|razor|sangr\w*|corte|cortad[oa]|corte|tijeras|cuchillo|navaja|cuchilla|podar|podadera|tajo|raja|saign\w*|sang|coupe\w*|coupure|couteau|secateur|ciseaux|entaille|lame|rasoir)\b/;
const WONT_STOP_44 = /\b(?:no hay (?:manera|forma|modo) de (?:que pare|que se corte|pararl[oa]|cortarl[oa])|no (?:para|paraba|se para|se corta|cesa|deja)|won t stop|will not stop|would not stop|wouldn t stop|(?:can t|can not|cannot) (?:stop|get it to stop)|keeps (?:on )?(?:bleeding|coming|pouring|oozing)|(?:ne )?s arrete (?:pas|plus)|n arrete pas|arrive pas a l arreter|impossible de l arreter)\b/;
/** The cloth soaked in water, sweat or a leak, not blood. */
const WET_NOT_BLOOD = /\b(?:water|agua|eau|sweat|sudor|sueur|rain|lluvia|pluie|leak\w*|gotera|fuite|vinegar|vinagre|vinaigre|cafe|coffee|milk|leche|lait|wee|pis|orina|urine)\b/;
/** The bleed said to have stopped: "it's stopped now", "ya ha parado", "ça ne saigne plus". */
const BLEED_STOPPED = /\b(?:(?:has|it s|it has|s) stopped|stopped (?:bleeding|now)|(?:ya )?(?:ha parado|paro|se ha cortado|se corto|dejo de sangrar|ha dejado de sangrar)|ya no sangra|(?:s est|c est) arrete|ne saigne plus|arrete de saigner|a arrete)\b/;
/**
 * A plea to send someone, asked as a question ("¿pueden mandar a alguien?", "could you send someone?", "vous pouvez envoyer
 * quelqu'un ?"), with a sign of the person's now (unseen44: "La infección del pie ha ido a peor y siento que me voy a desmayar,
 * estoy empapada de sudor frío"): a call for help now (999/112/15). The es lexicon read only "manden", "envíen"; the question
 * with the infinitive read nothing. Not someone sent to mend or fetch a thing, nor a plea denied or supposed.
 */
const PLEA_SEND_44 = /\b(?:pueden|puede|podrian|podria|podeis|puedes|podrias|could you|can you|would you|will you|pourriez vous|pouvez vous|vous pouvez|tu peux|tu pourrais)(?: \w+){0,2} (?:mandar|mandarme|mandarnos|enviar|enviarme|enviarnos|send|envoyer|m envoyer|nous envoyer)(?: me| us)? (?:a )?(?:alguien|someone|somebody|anyone|quelqu un|ayuda|help|de l aide|du secours|un medico|a doctor|un medecin|una ambulancia|an ambulance|une ambulance|los de urgencias|les secours)\b(?! (?:a|para|to|pour|round to|over to) (?:arreglar|mirar|fix|mend|look at|reparer|regarder|cambiar|change|changer|recoger|collect|chercher|llevar|take|deliver|entregar|livrer|cut|cortar|couper|clean|limpiar|nettoyer))/;
/** A faint coming, a cold sweat, dizziness, in the person's words. */
const FAINT_COMING_44 = /\b(?:me voy a (?:desmayar|caer|desvanecer)|me (?:estoy )?desmay\w*|casi me desmayo|going to (?:pass out|faint|keel over)|about to (?:pass out|faint)|(?:feel|feeling) faint|(?:je vais|je sens que je vais) (?:m evanouir|tomber dans les pommes|tomber|defaillir)|sudor frio|cold sweat|sueur froide|mare\w*|dizzy|giddy|vertig\w*|etourdi\w*|la tete (?:qui )?tourne)\b/;

/**
 * Tablets taken several at once by mistake, with a sign of it now (unseen44: "me hice un lío con la caja nueva del antibiótico y
 * me tomé cuatro de golpe en vez de una. Ahora estoy vomitando y el corazón me va a mil", fr "j'en ai pris quatre d'un coup au lieu
 * d'un. Maintenant je vomis et mon cœur bat à toute allure"): an overdose with its signs (999/112/15, or the poison line). English
 * read "took four at once"; es and fr read nothing. Read by two, three, four ... or double taken at once, together or instead of
 * the one dose, with a mistake or "instead of" told, and sickness, a racing heart, dizziness, drowsiness or a muddle now. Without
 * a sign, a medicine muddle (a concern).
 */
const SEVERAL_AT_ONCE_44 = /\b(?:took|taken|had|swallowed|tome|tomado|tomo|trague|tragado|pris|avale|avales)(?: \w+){0,3} (?:two|three|four|five|six|seven|eight|2|3|4|5|6|7|8|dos|tres|cuatro|cinco|seis|siete|ocho|deux|trois|quatre|cinq|six|sept|huit|double|el doble|doble)(?: \w+){0,4} (?:at once|in one go|together|all together|instead of|de golpe|de una vez|de un golpe|de un tiron|junt[ao]s|todas juntas|en vez de|en lugar de|d un coup|d un seul coup|en une fois|en meme temps|ensemble|au lieu de|a la fois)\b/;
const BY_MISTAKE_44 = /\b(?:instead of|by mistake|by accident|mistake|muddl\w*|mixed up|mix up|got confused|en vez de|en lugar de|por error|sin querer|me (?:hice|he hecho) un lio|me confundi|me lie|liad[oa]|equivoc\w*|au lieu de|par erreur|par megarde|embrouill\w*|trompe\w*|melang\w*|confondu)\b/;
const DOSE_SIGN_NOW_44 = /\b(?:vomit\w*|being sick|been sick|throwing up|threw up|vomi\w*|devolv\w*|devuelto|nause\w*|heart (?:is |s )?(?:racing|pounding|going like|thumping|galloping|all over)|palpitat\w*|corazon (?:me va a (?:mil|cien|toda)|acelerado|desbocado|me late (?:muy )?(?:fuerte|rapido|deprisa))|(?:mon )?c(?:oe|œ)ur (?:bat (?:a toute allure|tres vite|fort|la chamade|a cent a l heure)|s emballe|cogne)|dizzy|drowsy|sleepy|mare\w*|somnol\w*|adormil\w*|vertig\w*|etourdi\w*|confus\w*)\b/;
/** The person in the sentence: "I", "yo", "tengo", "je", "j ai", or a limb or wound of theirs ("my leg", "mi pierna", "ma jambe"). */
const MINE_44 = new RegExp(String.raw`\b(?:i|me|yo|tengo|estoy|je|j|moi|(?:my|mi|mis|ma|mon|mes) ${LIMB_OR_WOUND})\b`);

function round44Signs(signals: Signal[], heard: string, personSaid: string): Signal[] {
  const { found, urgent, own } = pairedReading(signals, heard, personSaid);
  // (the person's own words, in their language, without the sentences told as a programme's, as behind them, supposed, or another's)
  const { said, sentences: own44 } = ownWords(personSaid);
  const sentences = own44.filter((sentence) => !TOLD_AS_IF.test(sentence) && !(ANOTHERS_44.test(sentence) && !MINE_44.test(sentence)));
  const told = (re: RegExp, inside = false) => sentences.some((sentence) => undenied(re, sentence, NEGATED_44, inside));
  const feverTold = sentences.some((sentence) => undenied(FEVER_44, sentence, NEGATED_44, false) && !FEVER_DENIED_AFTER.test(sentence));
  // (a fever, a stiff neck, a rash that will not fade: two of them, or the rash alone)
  const rashStays = told(RASH_WONT_FADE);
  const meningitis = [feverTold, told(STIFF_NECK, true) || told(NECK_WONT_BEND), rashStays || told(PURPLE_SPOTS)].filter(Boolean).length;
  if (rashStays || meningitis >= 2) urgent('meningitis');
  // (a limb or wound red, hot or spreading in a sentence of the person's now, a fever or the shakes anywhere now)
  if (told(LIMB_INFLAMED) && (feverTold || told(SHAKES_44))) urgent('sepsis');
  // (cloths soaked with a cut or blood named, or a bleed that will not stop in a sentence with the cut or the blood; none said stopped)
  const bleedingOn = sentences.some((sentence) => !WET_NOT_BLOOD.test(sentence) && ((undenied(CLOTHS_SOAKED, sentence, NEGATED_44, false) && CUT_OR_BLOOD.test(said)) || (CUT_OR_BLOOD.test(sentence) && WONT_STOP_44.test(sentence.slice(sentence.search(CUT_OR_BLOOD))))));
  if (bleedingOn && !sentences.some((sentence) => undenied(BLEED_STOPPED, sentence, NEGATED_44, false))) urgent('bleeding');
  // (a plea to send someone, not denied, with a faint coming, the sweats or dizziness, or a sign of the person's now)
  const ownSign = own('dizziness', 'collapse', 'pain', 'bleeding', 'unwell', 'breathing', 'chest-pain').some((s) => !s.aboutSomeoneElse && s.severity !== 'positive');
  if (sentences.some((sentence) => undenied(PLEA_SEND_44, sentence, NEGATED_44, false)) && (told(FAINT_COMING_44) || ownSign)) urgent('help-request');
  // (several tablets at once by mistake, with a sign of it now; a medicine muddle without one)
  if (told(SEVERAL_AT_ONCE_44) && BY_MISTAKE_44.test(said)) {
    if (told(DOSE_SIGN_NOW_44) || own('dizziness', 'tiredness', 'palpitations', 'collapse', 'new-confusion', 'disoriented').some((s) => !s.aboutSomeoneElse && s.severity !== 'positive')) urgent('overdose');
    else found.push({ kind: 'medication-mix-up', severity: 'concern', quote: '' });
  }
  return found;
}
