import { atPause, phrase, type LanguageTable } from './rewrite.ts';

// French as it is spoken on the phone, after normalising: lowercase, accents gone ("tombée" →
// "tombee"), elisions split ("j'ai" → "je ai", "n'arrive" → "ne arrive"). Spoken French mostly drops
// the "ne" of a negation ("je peux pas", "il répond plus"), so "pas" and "plus" carry it. Phrases
// become the English words the rules read; see rewrite.ts.

const LIMBS: [string, string][] = [['bras', 'arm'], ['jambe', 'leg'], ['main', 'hand'], ['visage', 'face'], ['cote', 'side'], ['pied', 'foot']];
const DAYS = 'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche';
const MEDS = String.raw`(?:medicaments?|cachets?|comprimes?|pilules?|gelules?|traitement|dose|doses|insuline|somniferes?|cachet pour le coeur)`;
const CAN_NOT = String.raw`(?:je )?(?:peux|pouvais|arrive|arrivais|parviens|reussis|suis pas capable de|suis plus capable de)(?: toujours)? (?:pas|plus)(?: toujours)?(?: a)?`;
// Body parts an everyday ache is about ("le genou me fait souffrir", "mal au dos").
const BODY = String.raw`(?:genoux?|hanches?|dos|jambes?|bras|epaules?|chevilles?|poignets?|pieds?|mains?|nuque|cou|tete|articulations|reins|dents?|ventre|estomac|doigts?|coudes?)`;
const AMB = String.raw`(?:le |la |une |les )?(?:ambulance|samu|pompiers|ambulanciers)`;
const UP = String.raw`me (?:relever|lever|remettre debout|redresser|mettre debout)`;
/** Round 35: the tiredness of the mornings is no getting up lacked ("j'ai pas la force de me lever le matin"). */
const NOT_MORNINGS_FR = String.raw`(?! le matin| les matins| tot| chaque matin| tous les matins)`;
// Ending one's life (unseen16/17): the person's own thought or plan ("je vais", "j'ai pensé à", "le mieux ce
// serait de"), then a means, its "me" before the verb ("me jeter", "me pendre").
/** Giving up a thing, not going on living (round 29): "ça ne sert à rien de continuer le potager"; "continuer" alone, or la vie, stays. */
const GIVING_UP_A_THING = String.raw`(?! (?:avec )?(?:le|la|les|l|mon|ma|mes|ce|cet|cette|ces|son|sa|ses) (?!(?:vie|douleur|solitude|souffrance)\b)\w+)`;
/** Whatever may come, named by no sign (round 29): "si jamais il y a un souci", "s'il arrive quelque chose", "en cas de pépin". */
const IF_ANYTHING_FR = String.raw`(?:(?:si|au cas ou|quand|se) (?:jamais |par malheur |par hasard )?(?:il )?(?:y a|y avait|arrive|arrivait|se passe|se passait|me arrive|me arrivait) (?:un souci|un probleme|quelque chose|quoi que ce soit|un pepin|un truc|un accident|une urgence|un coup dur)|en cas de (?:souci|probleme|pepin|besoin|urgence|coup dur)|au cas ou)`;
const CALL_FR = String.raw`(?:je )?(?:appelle|appellerai|appellerais|appeler|telephone|telephonerai|compose|composerai) (?:le |les |la |l )?(?:15|18|112|samu|pompiers|secours|urgences|ambulance)`;
const SELF_INTENT = String.raw`(?:je (?:vais|veux|voudrais|compte|pourrais|pense|songe|ai envie de|ai decide de|suis decidee? a|ai prevu de|ai pense a|ai songe a|pense a|songe a|pense souvent a|pense serieusement a|pense beaucoup a|ne arrete pas de penser a|arrete pas de penser a|ai pense serieusement a|ai souvent pense a)|le mieux (?:ce serait|serait|est|ce est) de|ce serait (?:facile|simple) de|envie de)(?: (?:bien|simplement|tranquillement|vraiment|serieusement|un de ces jours|un jour|ce soir|(?:cette nuit|tonight)|ce week end))*`;
/** A means kept in mind: "j'ai pensé à", "j'y pense", "je pense souvent à". */
const THOUGHT = String.raw`(?:je )?(?:ai )?(?:pense|pensee|songe|pense souvent|pense serieusement|pense beaucoup|ne arrete pas de penser|arrete pas de penser|ai souvent pense)`;
const HEIGHT = String.raw`(?:pont|fenetre|balcon|falaise|falaises|toit|viaduc|immeuble|tour|rocher|rochers|dernier etage|cinquieme etage|sixieme etage)`;
// Acadian and much spoken French say "j'ai tombé" (avoir): the same fall, told in the past.
const FELL = String.raw`(?:je )?(?:(?:suis|me suis|etais) (?:(pas|jamais) )?(?:(?:re)?tombee?s?|etalee?|vautree?|cassee? la figure|ramassee?)|ai (?:re)?tombee?s?|ai (?:re)?chutee?s?)`;

// Spoken and northern forms of one word: "j'sus pas tombé" is "je suis pas tombé".
const RESPELT: Record<string, string> = { sus: 'suis', chuis: 'suis' };

// Speech recognition writes an infinitive after "je peux pas" as the word it sounds like ("je peux pas
// respiré", "j'arrive pas à me levé"): for the danger verbs only, after a modal, it is the infinitive.
const INFINITIVES = new Set(['respirer', 'lever', 'relever', 'bouger', 'parler', 'avaler', 'marcher', 'redresser']);
const MODALS = new Set(['peux', 'peut', 'pouvais', 'pouvait', 'arrive', 'arrivais', 'arrivait', 'parviens', 'reussis']);
/** What may stand between the modal and its verb: "je peux pas me", "j'arrive plus à me". */
const BETWEEN = new Set(['pas', 'plus', 'pus', 'a', 'me', 'se', 'm', 's', 'te', 'rien', 'jamais', 'vraiment', 'bien', 'du', 'tout', 'toujours', 'encore']);
function respellWords(words: string[]): string[] {
  return words.map((word, i) => {
    // Québec "à matin", "à soir" are this morning and tonight (unseen37: "depuis à matin il me reconnaît pas").
    if (word === 'a' && (words[i + 1] === 'matin' || words[i + 1] === 'soir')) return 'ce';
    const infinitive = word.replace(/(?:e|es|ez|ee|ees)$/, 'er');
    if (infinitive === word || !INFINITIVES.has(infinitive)) return word;
    let j = i - 1;
    while (j >= 0 && i - j <= 4 && BETWEEN.has(words[j]!)) j--;
    return j >= 0 && j < i - 1 && MODALS.has(words[j]!) ? infinitive : word;
  });
}

// A verb of what is to come beside "cette nuit" (round 21): "je vais bien dormir", "on verra", "ma fille viendra". Then
// "cette nuit" is tonight; otherwise it stays the night just gone ("cette nuit je suis tombée", "j'ai mal dormi cette nuit").
const FUTURE_VERB = String.raw`(?:(?:vais|vas|va|allons|allez|vont) (?:\w+ )?\w+(?:er|ir|re|oir)|\w{2,}(?:erai|irai|drai|rrai|urai|era|ira|dra|rra|ura|erons|irons|dront|eront|iront))`;
// Built on first use: a call in another language never pays for this table's hundreds of patterns
// (AssessWellbeing's cold start, issue 11).
/** Round 37: what smoulders in a home after a cigarette: bedding, furniture, a bin. */
const SMOULDERING_THING_FR = String.raw`(?:couverture|couvertures|drap|draps|couette|edredon|matelas|lit|oreiller|coussin|coussins|fauteuil|canape|chaise|tapis|moquette|rideau|rideaux|poubelle|corbeille|serviette|torchon|vetements|linge|pull|gilet|chemise de nuit|robe de chambre|journal|papiers)`;

export const french = (): LanguageTable => ({
  respell: (word) => RESPELT[word] ?? word,
  respellWords,
  phrases: [
    // A plan to take them all at once (unseen38: "j'ai pensé à tout prendre d'un coup, toutes les boîtes ... ce serait fini").
    phrase('i have thought about taking them all at once', String.raw`(?:j )?(?:ai )?(?:pense|pensais|songe|envie|idee) (?:a|de) (?:tout|toutes|tous) (?:les )?prendre (?:de? un coup|en une fois|ensemble|en meme temps)(?=(?: \w+){0,8} (?:cachets|comprimes|medicaments|pilules|somniferes|gelules|boites|plaquettes)\b)`),
    // A plan for whatever may come (round 29): "si jamais il y a un souci, j'appelle le 112", "j'appelle le 15 s'il arrive
    // quelque chose" are what would be done, no plea now (the English rules mask "if anything happens I will ring 999").
    phrase('if anything happens i will ring 999', String.raw`${IF_ANYTHING_FR}(?: (?!(?:et|mais|maintenant|tout de suite|vite|svp)\b)\w+){0,6}? ${CALL_FR}(?! (?:maintenant|tout de suite|vite|pour moi|svp|sil vous plait)\b)`,
      String.raw`(?:(?:je )?sais que |sais qu )?(?:je dois |il faut |faut |je vais )?(?:je )?(?:appelle|appellerai|appellerais|appeler) (?:le |les |la |l )?(?:15|18|112|samu|pompiers|secours|urgences|ambulance) ${IF_ANYTHING_FR}`),
    // A cut, its bleeding stopped (round 29): "ça ne saigne plus" is "it's stopped bleeding", a concern; never "saigne plus fort".
    phrase('stopped bleeding', String.raw`(?:ca |il |elle )?(?:ne )?saigne plus(?! (?:fort|que|qu|beaucoup|encore|abondamment|du tout que)\b)`, String.raw`(?:a|ont|a enfin) arrete de saigner`),
    // Meals skipped, money short, kept awake by it (round 29): "je saute des repas", "je n'arrive plus à payer le loyer", "ça
    // m'empêche de dormir".
    phrase('skip meals', String.raw`(?:je )?saute (?:des|les|mes|le|un|souvent des|parfois des) (?:repas|dejeuners?|diners?|soupers?)`),
    phrase('can not pay the bills', String.raw`(?:je )?(?:ne )?(?:arrive|peux) (?:plus|pas) (?:a )?payer (?:le |mon |ma |la |les |mes |l )?(?:loyer|chauffage|factures?|electricite|gaz|courses|fioul|charges)`),
    phrase('keeps me awake', String.raw`(?:ca )?(?:me )?empeche de dormir`),
    // A tick found (round 29): "j'ai trouvé une tique".
    phrase('a tick', String.raw`(?:une |la )?tique`),
    // A hearing aid broken or lost (round 29): "mon appareil auditif est cassé", "je vous entends mal, mon appareil est cassé"
    // (the bare "appareil" only beside hearing words), as "my hearing aid is broken".
    phrase('my hearing aid is broken', String.raw`(?:mon |ma |mes |l |le |la )?(?:appareil auditif|appareils auditifs|prothese auditive|protheses auditives|sonotone|(?<=\b(?:entends|entend|entendu|oreilles?|sourde?)\b(?: \w+){0,8} )(?:mon |l )?appareil) (?:il )?(?:est|sont|a ete|s est) (?:\w+ )?(?:casse|cassee|casses|en panne|perdu|perdue|fichu|foutu|mort|tombe en panne)`),
    // Hearing the line badly (round 29): "j'entends mal" is no pain.
    phrase('i can not hear', String.raw`(?:je )?(?:vous |te )?(?:entends|entend) mal`, String.raw`(?:on )?(?:se )?entend mal`),
    // unseen22, family, visitors and help at home: the signs in the words said of a household. Smoke in the kitchen
    // ("ça fume dans la cuisine", never "il fume", a smoker); a heart pounding with everything gone black; a gun
    // fetched from the attic and thought about for days; a knife taken up at home and the person shut in away from
    // it; a leg cold as ice and going purple; half the face gone numb; a stranger in the house; a wish not to wake
    // up; tablets kept back; a second-hand gas heater.
    phrase('the kitchen is full of smoke', String.raw`(?<!\b(?:il|elle|ils|elles|qui|on) )ca (?:me )?(?:fume|enfume) (?:pas mal |beaucoup |un peu |partout |fort |tellement )?(?:dans|de) (?:la|ma|toute la) (?:cuisine|maison|piece|salle|chambre|appartement)`),
    phrase('everything went black', String.raw`(?:je ai )?(?:vu|voyais) tout noir`),
    // A faint coming on, had (unseen23): "j'ai eu un petit malaise au jardin", "tout est devenu noir une seconde" ("j'ai fait
    // un malaise" is read as a collapse below).
    phrase('i had a funny turn', String.raw`(?:je ai eu|je viens de avoir) (?:un )?(?:petit |leger )?malaise(?! (?:avec|entre|dans la|au sein)\b)`),
    phrase('everything went black', String.raw`tout (?:est devenu|devient|etait devenu|est) (?:tout )?noir`),
    phrase('i got the shotgun down', String.raw`(?:je ai )?(?:descendu|sorti|ressorti|pris|ramene) (?:le|mon|un) (?:fusil|revolver|pistolet)(?: de chasse)?`),
    phrase('i have been thinking about it for days', String.raw`(?:je y pense|je y songe|je y reflechis) (?:depuis )?(?:des jours|des semaines|plusieurs jours|\w+ jours)`),
    phrase('they will be at peace', String.raw`(?:comme ca )?(?:ils|elles) (?:seront|serons|seraient) (?:tranquilles|debarrasses|en paix|mieux sans moi|libres)`),
    phrase('he got a knife', String.raw`(?:a |il a |elle a )?(?:sorti|pris|attrape|pris) (?:un|le|une|la) (?:couteau|hachoir|fusil|hache|pistolet)`),
    phrase('he is shouting', String.raw`(?:il|elle) (?:est en train de |n arrete pas de )?(?:crie|hurle|gueule|crier|hurler|gueuler)`),
    phrase('i have locked myself in', String.raw`je me suis (?:enfermee?|cachee?|barricadee?) (?:dans|a)`),
    phrase('cold as ice', String.raw`(?:froide?|glacee?) comme (?:de la |un )?(?:glace|glacon|marbre|la mort)`),
    phrase('it is going purple', String.raw`(?:elle |il )?(?:devient|vire|tourne|est devenue?) (?:toute? )?(?:violette?|bleue?|mauve|noire?)`),
    phrase('can not feel my toes', String.raw`je (?:ne )?sens (?:plus|pas|presque plus) (?:bien )?(?:mes|les) orteils`),
    phrase('half my face went numb', String.raw`(?:la )?moitie (?:de )?(?:la|mon) (?:visage|figure|face)(?: \w+){0,2} (?:se est endormie|engourdie|endormie|insensible|paralysee)`, String.raw`je ai (?:eu )?la moitie du visage (?:engourdie|endormie|insensible|paralysee)`),
    phrase('there is a man in the house', String.raw`(?:il y a|y a) un (?:monsieur|homme|type|inconnu|individu|gars) (?:dans|chez) (?:la maison|moi|mon appartement|ma maison)(?! de\b| du\b)(?!(?: \S+){0,12} (?:je (?:le )?connais (?:bien|depuis)|c est (?:le|mon|notre) (?:plombier|electricien|facteur|infirmier|medecin|voisin|fils|neveu|petit fils|gendre|chauffagiste|technicien)))`),
    phrase('i do not know him', String.raw`je (?:ne )?(?:le )?connais pas(?: du tout)?`),
    phrase('it would be easier for everyone if i went to sleep and did not wake up', String.raw`(?:ce serait|ca serait) (?:plus simple|plus facile|mieux) (?:pour tout le monde )?si je me (?:endormais|endormirais) (?:et (?:que )?)?(?:je )?(?:ne )?me reveill(?:ais|erais) (?:pas|plus)`),
    phrase('keeping back the sleeping tablets', String.raw`(?:je )?(?:mets|garde|ai mis|ai garde|mettais|gardais) de cote (?:quelques-uns |quelques uns |quelques |des |mes |les )?(?:de mes |des )?(?:somniferes|cachets pour dormir|comprimes pour dormir)`),
    phrase('fitted me a second hand gas fire', String.raw`(?:me a |a )?(?:installe|pose|mis) (?:un|une) (?:poele|radiateur|chauffage|cheminee) (?:a gaz |au gaz |a petrole )?de occasion`),
    // The one it happened to named in a cleft, the person not (unseen22): "c'est elle qui est tombée, pas moi".
    phrase('it was her who', String.raw`c (?:est|etait) elle qui`), phrase('it was him who', String.raw`c (?:est|etait) lui qui`),
    // unseen22, concerns of the household: a caller posing as a grandchild and money sent; a door left open all night and
    // not remembered; lost on a familiar way.
    phrase('saying he was my grandson', String.raw`(?:en )?disant (?:que il|que elle|que c) (?:etait|est) (?:mon|ma) (?:petit fils|petite fille|neveu|niece|fils|fille)`),
    phrase('i sent a transfer', String.raw`(?:je )?(?:lui |leur )?ai fait un virement`),
    phrase('i left the front door wide open all night', String.raw`(?:je )?(?:ai )?laisse la porte (?:de entree |d entree )?(?:grande )?ouverte toute la nuit`),
    phrase('i do not remember leaving it', String.raw`je (?:ne )?me souviens (?:pas|plus) de (?:la|le|l|le) avoir (?:laissee?|ouverte?|allume)`, String.raw`je (?:ne )?me souviens (?:pas|plus) de (?:la|le) avoir laissee? ouverte?`),
    phrase('hospital food', String.raw`(?:nourriture|bouffe|cuisine|repas) (?:de|d) (?:le )?hopital`),
    phrase('i did not recognise the streets', String.raw`je (?:ne )?reconnaissais (?:plus|pas) (?:les|mes) rues`),
    phrase('i was lost for', String.raw`je me suis perdue? (?=(?:pendant |presque |plus de )?(?:une|deux|trois|\w+) heures?\b)`),
    // Paraphrase sweep (round 19), as in Spanish: blood that spurts ("ça gicle", "ça coule à flots"), sickness that
    // is only blood ("c'est que du sang"), no breath to get back, sight lost of a sudden in one eye, stuck there
    // ("coincée là depuis hier soir"), stuck on a stairlift ("monte-escalier ... bloquée dessus"), the whole strip
    // or box swallowed, bleach drunk, a bitten tongue, wetting oneself, two fits since.
    // "Cette nuit" with a verb of what is to come beside it is tonight (round 21), as "esta noche" in Spanish; read
    // before the verbs are rewritten. A past verb after it keeps it the night gone.
    phrase('tonight', String.raw`cette nuit(?=,? (?:(?:ma|mon|mes|sa|son|ses|notre|nos) \w+ )?(?:(?:je|j|il|elle|on|nous|vous|ils|elles|me|m|se|s|ne|n|y|en|le|la|les|lui|te|ca|ce|c|bien|mieux|enfin|peut etre) )*${FUTURE_VERB}\b)`,
      String.raw`(?<=\b${FUTURE_VERB}(?: (?!et\b|mais\b|parce\b|que\b|car\b)\w+){0,3} )cette nuit(?!,? (?:(?:je|j|il|elle|on|nous|vous|ils|elles|me|m|se|s|ne|n|y|en) )*(?:ai|as|a|avons|avez|ont|suis|es|est|sommes|etes|sont|avais|avait|etais|etait)\b)`),
    phrase('pouring blood', String.raw`(?:ca |le sang |sang )(?:gicle|giclait|jaillit|jaillissait|coule a flots|coulait a flots|pisse)(?! (?:dehors|des cordes)\b)`),
    phrase('all blood', String.raw`(?:c est |c etait |ce est )?(?:que|rien que|uniquement|plein) du sang`),
    phrase('can not catch my breath', String.raw`(?:je )?(?:ne )?(?:arrive|arrivais|parviens|peux) (?:toujours |encore |vraiment |meme )?(?:plus|pas) (?:a )?(?:reprendre|retrouver|recuperer) (?:mon )?(?:souffle|respiration)`),
    // Round 41 (unseen41): not enough air got in ("je n'arrive pas à faire entrer assez d'air"), the air still lacking
    // ("je manque encore d'air"; "un peu", a little short of breath), and breathless lying flat ("à plat j'ai l'impression
    // de me noyer": fluid on the lungs) as cannot breathe lying down, an emergency.
    // Round 42 (unseen42: "je n'ai pas gardé une gorgée d'eau ... je ne tiens plus debout, mes jambes me lâchent"): nothing
    // kept down, and unable to stand, as the English rules read them (with a day or more: dehydration).
    phrase('i have not kept anything down', String.raw`(?:je )?(?:ne )?(?:ai|arrive a|peux) (?:pas|rien|plus|plus rien) (?:pu )?(?:garde|garder)(?: (?:une|un|la moindre|le moindre|meme une|meme un) (?:gorgee|goutte|verre|bouchee|cuillere|miette|cachet|comprime))?(?: de \w+)?`),
    phrase('i can barely stand', String.raw`(?:je )?(?:ne )?(?:tiens|tenais|tient) (?:plus|pas|a peine|guere|presque plus) (?:debout|sur mes jambes|sur les jambes)`),
    phrase('my legs are giving way', String.raw`(?:mes |les )jambes (?:me )?(?:lachent|lachaient|flanchent|se derobent|plient)`),
    // "Quand même" ("j'ai quand même glissé mardi") is no "when": it goes.
    phrase('', 'quand meme', 'tout de meme'),
    phrase('can not get enough air in', String.raw`(?:je )?(?:ne )?(?:arrive|arrivais|parviens|peux) (?:toujours |encore |vraiment |meme )?(?:plus|pas) (?:a )?(?:faire entrer|avaler|prendre|trouver|attraper|avoir) (?:assez de |suffisamment de |de le |mon |le )?air`),
    phrase('a bit short of breath', String.raw`(?:je )?manque (?:un peu|un petit peu|legerement) de (?:air|souffle)`),
    phrase('can not breathe', String.raw`(?:je )?manque (?:encore|toujours|vraiment|beaucoup|terriblement|tellement) de air`),
    phrase('can not breathe lying down', String.raw`(?:a plat|allongee?|couchee?|en position couchee|(?:quand|si|des que|lorsque) je me (?:allonge|couche|allongeais|couchais))(?: \w+){0,5} (?:me noyer|me noie|me noyais|noyer|etouffe|etouffais|etouffer|suffoque|suffoquais|manque de air|manquais de air|arrive plus a respirer|arrive pas a respirer|arrivais plus a respirer|arrivais pas a respirer|pouvais pas respirer|peux pas respirer|pouvais plus respirer|peux plus respirer)`),
    phrase('suddenly lost my sight', String.raw`(?:de un coup|tout de un coup|tout a coup|soudain|soudainement|brusquement|subitement|de un seul coup)(?: \w+){0,2} (?:je )?(?:ne )?(?:vois|voyais) (?:plus|pas|plus rien|rien)(?: rien)?(?: (?:de|avec) (?:un|mon|le) (?:oeil|oil))?`, String.raw`(?:je ai )?perdu la vue de un (?:oeil|oil)`),
    phrase('stuck here', String.raw`(?:coincee?s?|bloquee?s?|calee?s?) (?:la|ici|la dedans|par terre)(?= (?:depuis|toute|des)\b)`),
    phrase('shaking all over', String.raw`(?:je )?(?:tremblais|tremblait|tremblant|secouee?)(?: \w+)? (?:de partout|de tout mon corps|de tout le corps|de la tete aux pieds|des pieds a la tete)`),
    phrase('stairlift', String.raw`(?:le )?monte ?escaliers?`, String.raw`(?:le )?fauteuil (?:monte ?escaliers?|elevateur)`),
    phrase('i am stuck on it', String.raw`(?:je )?(?:suis|reste|me retrouve) (?:bloquee?|coincee?) dessus`),
    phrase('swallowed the whole box', String.raw`(?:je ai |ai )?(?:avale|pris|bu)(?: \w+){0,1} (?:une plaquette entiere|la plaquette entiere|toute la plaquette|une boite entiere|la boite entiere|toute la boite|un tube entier|tout le tube|un flacon entier|le flacon entier|tout le flacon)`),
    phrase('took the whole box of pills', String.raw`(?:je )?les ai (?:tous|toutes) (?:pris|avales?) (?:la boite entiere|toute la boite|la plaquette entiere|toute la plaquette|le flacon entier|tout le flacon)`),
    phrase('three times', String.raw`trois fois`), phrase('four times', String.raw`quatre fois`),
    phrase('drank bleach', String.raw`(?:je ai |ai )?(?:bu|avale|pris)(?: \w+){0,3} (?:eau de javel|javel|ammoniac|destop|white spirit|mort aux rats|antigel|insecticide|desherbant|lessive|produit vaisselle|produit menager|produit de nettoyage|detergent)`),
    phrase('bitten my tongue', String.raw`(?:je )?(?:me )?(?:suis |etais )?mordue? la langue`, String.raw`(?:la )?langue mordue`),
    phrase('wet myself', String.raw`(?:je )?(?:me )?(?:suis )?fait pipi dessus`, String.raw`(?:ai )?urinee? (?:sur moi|dessous|dessus)`, String.raw`(?:je me suis |toute |tout )mouillee?(?! (?:sous|par|a cause de) la pluie)`),
    phrase('had two seizures', String.raw`(?<!\b(?:jamais|pas|plus) )(?:je ai |ai )?(?<!\b(?:jamais|pas|plus) )(?:fait|eu) (?:deux|trois|plusieurs|encore deux) crises(?! (?:d|de)\b)`),
    // Other people's troubles told at a bad moment (unseen13): the fire brigade or the SAMU that came ("les
    // pompiers sont venus"), or got someone out in a series; a rugby player by his number.
    // The weather (unseen17): "il tombe des cordes" (it is pouring), "il est tombé quarante centimètres" (of snow)
    // are no one's fall.
    phrase('it is pouring with rain', String.raw`(?:il )?(?:tombe|tombait|est tombe|pleut|pleuvait|a plu) des cordes`),
    phrase('it snowed', String.raw`(?:il |y )?(?:est|a|y est|y a|yest)? ?tombee? (?:au moins |presque |pas loin de )?(?:\d+|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|vingt|trente|quarante|cinquante|soixante)(?: \w+)? (?:centimetres|cm|pouces|pieds)(?: de neige)?|(?:il )?(?:est|a) tombe (?:de la|beaucoup de|plein de) neige|(?:il )?tombe (?:de la|beaucoup de) neige`),
    phrase('the fire brigade came', String.raw`(?:les |des )?pompiers (?:sont|etaient|ont ete) (?:venus|passes|intervenus|arrives)(?! (?:pour|chercher|(?:le|la|les|me) (?:chercher|prendre))\b)`),
    // Round 36: a club or group named by the illness ("le club AVC", "l'association des victimes d'AVC"): a place one goes, no stroke.
    phrase('stroke club', String.raw`(?:club|groupe|association|atelier)(?: des victimes)?(?: de| des| d| du)? (?:l )?avc`),
    // Round 36: the services' buildings are places ("l'ancienne caserne des pompiers", "le centre de secours").
    phrase('fire station', String.raw`caserne (?:des|de) (?:sapeurs )?pompiers`, String.raw`centre de secours`, String.raw`caserne`),
    phrase('ambulance station', String.raw`(?:station|base|garage) (?:des|d) ambulances`),
    phrase('the ambulance came', String.raw`(?:le |la |une )?(?:samu|ambulance|ambulanciers) (?:est|sont|etait|etaient|a ete) (?:venue?s?|passee?s?|intervenue?s?|arrivee?s?)(?! (?:pour|chercher|(?:le|la|les|me) (?:chercher|prendre))\b)`),
    phrase('the fire brigade got them out', String.raw`(?:les )?pompiers (?:ont|avaient) (?:sorti|evacue|sauve|descendu)(?= (?:le|la|les|un|une|des)\b)`),
    phrase('he is fine', String.raw`il va (?:bien|tres bien)(?! mal)`), phrase('she is fine', String.raw`elle va (?:bien|tres bien)(?! mal)`),
    phrase('the player', String.raw`(?:le |la )(?:pauvre )?numero (?:un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|\d+)`),
    // Red flags (999/911/15) said the plain way, read before the everyday words inside them.
    // "Tombée sur une vieille photo" is coming across it, no fall.
    // "Tombée sur maman Lucie au marché" is running into someone, no fall.
    phrase('ran into someone', String.raw`(?:je )?(?:suis )?tombee? sur (?:maman|papa|mama|tata|tonton|madame|monsieur|mme|mon (?:ami|voisin|cousin|copain|ancien|frere|neveu|filleul|vieil ami)|ma (?:voisine|cousine|copine|amie|soeur|niece|filleule|belle soeur)|une (?:amie|voisine|copine|connaissance|ancienne|cousine)|un (?:ami|voisin|copain|ancien|cousin|vieil ami)|(?:le|la) (?:voisin|voisine|facteur|factrice|docteur|pharmacien|pharmacienne|cure|maire))(?! (?:et|pis|puis) (?:je|j|me)\b)`),
    // Stroke signs said the plain way: "je trouve plus mes mots", "la main elle veut plus rien tenir", "la bouche toute de travers".
    phrase('can not find my words', String.raw`(?:je )?(?:je )?(?:ne )?(?:trouve|trouvais|retrouve) (?:plus|pas|pus) (?:mes|les) mots`),
    phrase('hand will not grip', String.raw`(?:la |ma )?main(?: (?:gauche|droite))?(?: elle)? (?:ne )?(?:veut|voulait|peut) (?:plus|pas|pus) (?:rien )?(?:tenir|serrer|prendre|attraper)`),
    phrase('face drooping', String.raw`(?:la |ma |sa )?(?:bouche|figure|visage|face)(?: (?:elle|il))? (?:est )?(?:toute? |un peu )?(?:de travers|tordue?)`),
    // Carbon monoxide signs said the Picard way: "mal à m'tête", "el poêle i fume", "envie d'dormir", "el kien i est tout mou".
    phrase('headache', String.raw`mal (?:a|au) (?:me|m) tete`),
    phrase('stove is smoking', String.raw`(?:el |le |mon |ma |la )?(?:poele|cheminee|chaudiere|cuisiniere a bois|insert|fourneau|chauffage)(?: \w+){0,2} (?:fume|fumait|refoule|refoulait|sent le gaz|sent mauvais|sent bizarre)`),
    phrase('drowsy', String.raw`envie de dormir(?: tout le temps| sans arret| toute la journee)?`),
    phrase('the dog is limp', String.raw`(?:el |le |mon |notre |ma |la )?(?:chien|kien|tchien|chat|chienne)(?: \w+){0,3} (?:tout |toute )?(?:mou|molle|amorphe|raplapla|abattue?)`),
    // Danger from people: someone forcing the door, glass heard breaking; hit, pushed or threatened.
    // Not one of the house who wants out (the stop note: "mon mari ... cette nuit il essaie d'ouvrir la porte pour sortir").
    phrase('someone is forcing the door', String.raw`(?:quelqu un|un homme|un type|un gars|des gens|des hommes|ils|il|on)(?: qui)?(?: est en train de)? (?:force|forcent|forcer|essaie|essaye|essayent|tente|tentent) (?:de forcer |de ouvrir |d ouvrir )?(?:la|les|ma|mes) (?:porte|portes|fenetre|fenetres|serrure|volets?)(?!(?: \w+){0,3} (?:pour )?(?:sortir|partir|aller dehors|se sauver|s en aller))`),
    phrase('someone is trying to get in', String.raw`(?:quelqu un|un homme|un type|un gars|des gens|ils|on)(?: qui)? (?:essaie|essaye|essayent|tente|tentent|veut|veulent|cherche|cherchent) (?:de )?(?:entrer|rentrer)`),
    // Someone upstairs, as English "someone is upstairs" (unseen13): "il y a quelqu'un en haut, dans les chambres".
    phrase('someone is upstairs', String.raw`(?:il )?y a quelqu un (?:en haut|a le etage|au etage|en bas|au grenier|dans les chambres)`),
    phrase('there is a stranger in the house', String.raw`(?:il )?y a (?:un homme|quelqu un|un inconnu|une inconnue|des gens|un type|une femme|des hommes) (?:dans|chez) (?:ma maison|la maison|moi|mon appartement|la cuisine|ma cuisine|ma chambre|la chambre|le salon|mon salon|le corridor|le couloir)`),
    phrase('someone broke in', String.raw`(?:ils|on|quelqu un|des gens|un homme) (?:ont|a) (?:casse|force|defonce|enfonce|fracture) (?:la|les|ma|mes) (?:porte|portes|fenetre|fenetres|vitre|serrure)`),
    phrase('i hear someone breaking the window', String.raw`(?:je )?(?:entends|entend|ai entendu) (?:casser|briser|peter|forcer|fracasser) (?:la|les|une|le) (?:vitre|vitres|fenetre|carreau|carreaux|porte)`),
    phrase('he threatened me', String.raw`(?:il|elle|ils|on) (?:me a|me) (?:encore )?(?:menacee?|menace|menacent)`),
    phrase('he hit me', String.raw`me a (?:encore )?(?:frappee?|tapee?|giflee?|poussee?|bousculee?|battue?|cognee?|etranglee?|agressee?|tabassee?|serre le cou|serre la gorge|attrapee? par le cou|tape dessus)(?! (?:sur|dans|a|aux|au|jusque|en fauteuil|en chaise|pour)\b)`, String.raw`(?:il|elle|ils|on) me (?:encore )?(?:frappe|tape|gifle|pousse|bat|cogne|frappent|tapent|battent)(?! (?:sur|dans|a|aux|au)\b)`),
    // Ending one's life by a means, told as the person's own thought or plan, however calmly (unseen16/17), as in
    // English: "je vais me jeter du pont", "j'ai pensé à la corde dans le garage", "ce week-end je prends toute la
    // boîte". Never "la corde à linge", "j'ai pris tous mes cachets ce matin comme d'habitude", someone else's.
    phrase('going to jump off the bridge', String.raw`${SELF_INTENT} me (?:jeter|lancer|balancer|precipiter)(?: dans le vide)? (?:du|de le|de la|depuis le|depuis la|par la|par le|du haut du|du haut de la|du haut de le|en bas du|en bas de la|de un|de une) ${HEIGHT}\b`),
    phrase('going to jump in front of the train', String.raw`${SELF_INTENT} me (?:jeter|mettre|allonger|coucher|lancer) (?:sous|devant|sur) (?:le|un|les|la|une) (?:train|trains|metro|rer|tram|tramway|camion|bus|voie|voies|rails)\b`),
    // Thoughts of ending one's life read by their structure (issue 13, the self-harm probe), as in English: better off at the
    // bottom of the pond or under the ground; a gun said to be for oneself, the car into the sea or a wall, the gas not
    // closed; going to sleep and not waking, wished; no use in one's still being here, a burden; letters to the children
    // just in case, nothing needed after this week; the river looked at with how easy it would be to go in. Not "mieux au
    // lit", "au fond du classement", "la voiture au garage", "m'endormir tôt et ne pas me réveiller avant neuf heures".
    phrase('i would be better off at the bottom of the river', String.raw`(?:je )?(?:serais|serai|suis|me sentirais|reposerais|serais bien|me trouverais)(?: \w+){0,2} (?:mieux|en paix|tranquille|plus tranquille|plus heureuse|plus heureux|au calme|au repos)(?: \w+){0,2} (?:(?:au fond|tout au fond) (?:du|de la|de le|des|de un|de une)|sous (?:la|le|les)) (?:riviere|mer|etang|lac|puits|canal|carriere|fleuve|eau|terre|seine|loire|mare|bassin|port|flotte)\b|(?:je )?(?:serais|serai|suis|me sentirais|reposerais|serais bien|me trouverais)(?: \w+){0,2} (?:mieux|en paix|tranquille|plus tranquille|plus heureuse|plus heureux|au calme|au repos)(?: \w+){0,2} (?:six pieds sous terre|sous terre|au cimetiere|dans la tombe|dans ma tombe|dans le trou|dans la (?:riviere|carriere|mare|terre)|dans le (?:puits|canal|fleuve|etang))\b`),
    phrase('they would all be better off if i was at the bottom of the river', String.raw`(?:ils|elles|on|tout le monde)(?: \w+){0,2} (?:seraient|serait) (?:tous |toutes )?(?:mieux|plus tranquilles?)(?: \w+){0,2} si je (?:etais|me trouvais) (?:au fond (?:du|de la|de le)|sous (?:la|le)) (?:riviere|mer|etang|lac|puits|canal|carriere|fleuve|eau|terre)\b`),
    phrase('gun i am going to use it on myself', String.raw`(?:shotgun|gun|rifle|knife|fusil|pistolet|carabine|revolver|arme|couteau|cachets|comprimes|corde|lame|rasoir|lames|medicaments)(?: \w+){0,8} (?:me en servir|me en servirai|le utiliser|la utiliser|les utiliser|le retourner|la retourner|le tourner|le pointer|la pointer|le braquer|me en sers) (?:contre moi|sur moi)(?: meme)?\b`),
    phrase('going to drive the car into the sea', String.raw`${SELF_INTENT} (?:jeter|lancer|precipiter|envoyer|foncer avec|mettre|conduire|planter|encastrer|balancer) (?:la|ma) (?:voiture|bagnole|auto|camionnette|caisse) (?:dans|contre|sur|du haut de|en bas de|a) (?:la|le|un|une|les) (?:mer|riviere|canal|lac|etang|mur|arbre|camion|falaise|platane|port|fleuve|pilier|parapet|ravin)\b`, String.raw`${SELF_INTENT} (?:foncer|me jeter|me lancer|me planter|me encastrer|me precipiter)(?: avec la voiture| en voiture| avec ma voiture)? (?:dans|contre) (?:un|une|le|la) (?:mur|arbre|platane|camion|pilier|parapet)\b`),
    phrase('the gas thought about not turning it off', String.raw`gaz(?: \w+){0,10} (?:pense a|pensais a|je ai pense a|envie de|songe a|pensant a|voulu|voulais|failli) (?:ne pas le fermer|ne pas le couper|le laisser ouvert|le laisser allume|ne pas le eteindre|ne pas fermer le robinet)\b`),
    phrase('want to go to sleep and not wake up', String.raw`(?:je voudrais|je veux|je aimerais|si seulement je pouvais|je ai envie de|envie de|je souhaite|je souhaiterais|je prefererais)(?: juste| seulement| bien| simplement)? (?:me endormir|dormir|aller dormir|me coucher|fermer les yeux) et (?:de )?(?:ne pas|ne plus|ne jamais|jamais|plus jamais|ne plus jamais) (?:me reveiller|me relever|les rouvrir|rouvrir les yeux|me reveiller jamais)\b(?! (?:avant|jusque|jusqu|a \w+ heures|tot|la nuit|de la nuit|pendant|avec)\b)`),
    phrase('hope i do not wake up', String.raw`(?:je espere|pourvu que|je prie pour|je prie pour que|si seulement) (?:que )?(?:je )?(?:ne (?:me )?(?:reveille|reveillerai|reveillerais) (?:pas|plus|jamais)|ne (?:pas|plus|jamais) me reveiller)\b(?! (?:avant|jusque|a \w+ heures|tot|la nuit|de la nuit|pendant|avec)\b)`),
    phrase('no point in me being here', String.raw`(?:ca ne sert a rien|ca sert a rien|il ne sert a rien|ca ne sert plus a rien|ca a pas de sens|ca ne a pas de sens|ca ne a plus de sens|ca a plus de sens|il ne y a plus de raison|il ne y a pas de raison) (?:que je (?:sois|reste|continue|vive)(?: (?:encore|toujours))?(?: (?:la|ici|sur terre|en vie|vivante?|de ce monde))?|de (?:rester|etre|continuer a vivre|vivre) (?:encore )?(?:la|ici|en vie|sur terre)?)(?= *$| (?:je suis|je ne suis|tout le monde|ils|personne)\b)`),
    phrase('what is the point i am a burden', String.raw`(?:a quoi bon|a quoi je sers|je ne sers a rien|je ne sers plus a rien|ca sert a rien|ca ne sert a rien)(?: \w+){0,3} je (?:suis|ne suis que) (?:juste |seulement |plus que )?(?:un|une) (?:fardeau|poids|charge)\b(?! pour (?:personne|aucun)\b)`, String.raw`je (?:suis|ne suis que) (?:juste |seulement |plus que )?(?:un|une) (?:fardeau|poids|charge)(?: pour (?:tout le monde|tous|mes enfants|la famille|eux|ma famille|ma fille|mon fils))?(?: \w+){0,3} (?:a quoi bon|ca ne sert a rien|ca sert a rien|je ne devrais (?:pas|plus) etre la|je devrais pas etre la)\b`),
    phrase('letters for when i am gone', String.raw`(?:je ai|ai|je suis en train de|je ai deja|je ai fini de) (?:ecrit|laisse|prepare|redige|ecrire) (?:des|les|mes|une|quelques|un|de) (?:lettres|lettre|mots|mot|petits mots) (?:(?:a|aux|pour) (?:mes|les|chacun de mes|toute la|la)|aux|a les) (?:enfants|petits enfants|filles|fils|petites filles|proches|famille)(?: \w+){0,3} (?:au cas ou|pour apres|pour quand je ne serai plus la|pour quand je serai partie?|pour plus tard)\b(?! (?:je|il|elle|ils|elles|on|ca|le|la)\b)`),
    phrase('will not need much after this week', String.raw`je ne (?:aurai|vais avoir) (?:plus |pas )?(?:besoin|besoin) de (?:grand chose|rien|beaucoup|pas grand chose|grand chose de plus|tout ca|tout cela)(?: \w+){0,2} (?:apres|passe|au dela de|a partir de) (?:cette semaine|ce week end|ce soir|demain|vendredi|samedi|dimanche)\b(?!(?: \w+){0,6} (?:je pars|vacances|hopital|maison de retraite|chez ma fille|chez mon fils|demenage|demenagement)\b)`),
    phrase('looking at the river thinking how easy it would be to go in', String.raw`(?:je regarde|je regardais|je ai regarde|en regardant|je contemple|je fixe|je me promene le long de|je passe devant|je reste a regarder|je suis restee? a regarder)(?: \w+){0,3} (?:la|le|les|du|de la|des|au) (?:riviere|mer|fleuve|canal|lac|etang|eau|vagues|carriere|puits|voie ferree|rails|falaise|pont)(?: \w+){0,8} (?:ce serait (?:si |tellement |vraiment )?(?:facile|simple)|comme ce serait (?:facile|simple)|que ce serait (?:si |tellement )?(?:facile|simple)|ca serait (?:si |tellement )?(?:facile|simple)|combien ce serait (?:facile|simple))(?:(?= *$)|(?: \w+){0,3} (?:de y aller|de y entrer|de y tomber|de y sauter|de me laisser (?:aller|glisser|couler|tomber)|de sauter|de entrer dedans|de ne pas revenir|de avancer|de y descendre|de plonger|de disparaitre|de en finir)\b(?! (?:pour (?:me baigner|nager|se baigner)|me baigner)\b))`),
    phrase('going to walk into the sea', String.raw`${SELF_INTENT} me (?:jeter|noyer|laisser couler) (?:dans|a) (?:la|le|les|une) (?:riviere|mer|canal|seine|loire|garonne|rhone|lac|fleuve|eau|etang|puits|port|bassin)\b`, String.raw`${SELF_INTENT} (?:entrer|marcher|avancer|partir) dans la mer(?! pour (?:me baigner|nager|me rafraichir)\b)`),
    phrase('going to hang myself', String.raw`${SELF_INTENT} me pendre\b`, String.raw`(?:je )?vais me pendre\b`),
    phrase('going to cut my wrists', String.raw`${SELF_INTENT} me (?:ouvrir|tailler|couper|trancher) les veines`),
    phrase('going to end it all', String.raw`${SELF_INTENT} me (?:foutre|ficher|flanquer) en le air`),
    phrase('going to turn the gas on and lie down', String.raw`(?:ouvrir|ouvre|ouvrirai|vais ouvrir|laisser ouvert|laisse ouvert) (?:le gaz|le robinet du gaz|le robinet de gaz)(?: \w+){0,3} et (?:me coucher|me endormir|dormir|je me couche|je me endors|je me allonge|me allonger)`, String.raw`${SELF_INTENT} mettre la tete dans le four`),
    phrase('thinking about sitting in the car in the garage with the engine running', String.raw`(?:dans )?la voiture dans le garage(?: \w+){0,3} (?:avec )?(?:le )?moteur (?:allume|qui tourne|en marche)`),
    // A means kept in mind: "j'ai pensé à la corde dans le garage", "je pense souvent au pont".
    phrase('thought about the rope', String.raw`${THOUGHT} a (?:la|une|cette) corde(?! a linge| pour (?:le|la|les) (?:linge|lessive|sauter)| a sauter\b)`),
    phrase('thought about the bridge', String.raw`${THOUGHT} (?:au|a le|a ce) (?:pont|viaduc)\b(?! (?:de le ascension|de mai|de la toussaint|de noel)\b)`, String.raw`${THOUGHT} a la falaise\b`, String.raw`${THOUGHT} aux (?:rails|voies)\b`),
    // The whole box, or every tablet with when or how it ends.
    // The thought of taking every tablet, said bare: "j'ai pensé à prendre tous mes cachets". Not with a meal or at a time.
    phrase('thinking of taking all my tablets', String.raw`(?:je )?(?:ai )?(?:pense|songe|pense souvent|pense serieusement|ne arrete pas de penser|arrete pas de penser|ai souvent pense) a (?:prendre|avaler) (?:tous|toutes) (?:mes|les|ces) (?:\w+ )?${MEDS}\b(?! (?:en meme temps que|avec|au|a|le|pendant|apres|avant|pour|dans (?:le|mon|un) pilulier)\b)`),
    phrase('going to take the lot', String.raw`(?:${SELF_INTENT}|(?:ce soir|(?:cette nuit|tonight)|ce week end|ce weekend|samedi soir|dimanche soir|quand (?:il y aura |il y a |il ne y aura |il y aura plus )?personne)(?: \w+){0,2} je(?: vais)?) (?:prendre|prends|avaler|avale|prendrai|avalerai) (?:toute la boite|toutes les boites|toute la plaquette|toutes les plaquettes|tout le flacon|tout le tube|la boite entiere|le flacon entier|tout le pot)\b`,
      String.raw`(?:${SELF_INTENT}|(?:ce soir|(?:cette nuit|tonight)|ce week end|ce weekend|samedi soir|dimanche soir)(?: \w+){0,2} je(?: vais)?) (?:prendre|prends|avaler|avale|prendrai|avalerai) (?:tous mes|tous les|toutes mes|toutes les) (?:\w+ )?${MEDS}(?: \w+){0,2} (?:ce soir|(?:cette nuit|tonight)|ce week end|ce weekend|de un coup|en une fois|en meme temps|quand (?:il y aura |il y a )?personne|et ce sera fini|et ce sera fait|et voila|et puis voila|et dormir|et on en parle plus)\b(?! (?:avec|au|apres|pendant|a) (?:le |mon |la )?(?:souper|diner|repas|dejeuner|petit dejeuner|soupe))(?!(?: \w+){0,6} comme (?:de habitude|toujours|chaque soir|tous les soirs))`),
    // Insulin, treatment or food stopped on purpose: "j'ai arrêté l'insuline exprès".
    phrase('stopped my insulin on purpose', String.raw`(?:je )?(?:ai |vais |veux )?(?:arrete|arreter|arrete de prendre|arreter de prendre|arrete de faire|arreter de faire|laisse tomber|laisser tomber) (?:mon|ma|mes|la|le|les|de) (?:insuline|traitement|cachets|medicaments|dialyse|oxygene|manger)(?: \w+){0,2} (?:expres|volontairement|de expres|pour en finir|pour partir|pour mourir|pour que ce soit fini|pour que ca finisse|pour que tout finisse)\b`),
    // Not waking up, made sure of: "je ferai en sorte de ne pas me réveiller".
    phrase('make sure i do not wake up', String.raw`(?:je ferai en sorte|je vais faire en sorte|je me arrangerai|je vais me arranger|je ferai tout) (?:de ne pas|pour ne pas|pour ne plus|de ne plus|pour pas|pour plus) me reveiller`),
    // Suicidal intent told indirectly: the tablets put aside to take all tonight, a goodbye letter, not a burden much longer.
    phrase('tonight i will take them all', String.raw`(?:ce soir|(?:cette nuit|tonight))(?: \w+){0,2} je (?:vais )?(?:les |tout )?(?:prendre|prends) (?:toutes?|tous|tout)?(?! (?:avec|au|apres|pendant|a) (?:le |mon |la )?(?:souper|diner|repas|dejeuner|petit dejeuner|soupe))(?!(?: \w+){0,6} comme (?:de habitude|toujours|chaque soir|tous les soirs))`, String.raw`je (?:vais )?(?:les )?(?:prendre|prends) (?:toutes|tous|tout)(?: \w+){0,3} (?:ce soir|(?:cette nuit|tonight)|de un coup|en une fois)(?! (?:au|avec le|avec mon|apres le|avant le|pendant le|le) (?:petit dejeuner|dejeuner|diner|souper|repas|matin)\b)`),
    phrase('saving my tablets', String.raw`(?:mes |les )?(?:cachets|comprimes|medicaments|pilules)(?: je les)? (?:mets|ai mis|garde|ai gardes?|cache|ai caches?|mis) de cote`, String.raw`(?:je )?(?:garde|mets|cache) (?:mes |les )?(?:cachets|comprimes|pilules) de cote`,
      // Put aside before the tablets are named (unseen13): "j'ai mis de côté toutes mes boîtes de médicaments".
      String.raw`(?:je )?(?:ai )?(?:mis|mets|garde|gardee?|cache|cachee?) de cote (?:toutes |tous )?(?:mes |les )?(?:boites de |plaquettes de |tubes de )?(?:cachets|comprimes|medicaments|pilules|somniferes)`),
    phrase('goodbye letter', String.raw`(?:lettre|mot) de adieu`),
    phrase('my tablets lined up', String.raw`(?:prepare|sorti|aligne|compte|mis) (?:tous |toutes )?(?:mes|les) (?:boites de |plaquettes de )?(?:cachets|comprimes|medicaments|pilules)(?! de (?:mon|ma|mes)\b)(?!(?: \w+){0,3} (?:pour la semaine|dans le pilulier|pour demain)\b)(?!(?: \w+){0,6} (?:pour remplir|le pilulier|mon pilulier|le semainier)\b)`),
    phrase('said my goodbyes tonight', String.raw`(?:je )?(?:ai )?dit adieu a (?:tout le monde|tous|mes enfants|la famille)(?: \w+){0,2} (?:ce soir|(?:cette nuit|tonight))`),
    phrase('said my goodbyes', String.raw`(?:je )?(?:ai )?dit adieu a (?:tout le monde|tous|mes enfants|la famille)`),
    // Blood taken for tests is a routine check, no bleeding: "une prise de sang".
    phrase('blood test', String.raw`(?:une |la |les |des )?(?:prises? de sang|analyses? de sang|bilan sanguin)`),
    // "Je suis sorti de l'hôpital", said of the person: left hospital. Smoked pork belly is food, not a chest.
    phrase('came out of hospital', String.raw`(?:je )?(?:suis|etais) (?:sortie?|rentree?|revenue?) de (?:le |la )?hopital`),
    phrase('pork belly', String.raw`(?:de la )?poitrine (?:fumee|salee|de porc|de veau|d agneau|de agneau|roulee)`),
    // A grandchild "en prison" and the money sent: the scam told plainly.
    phrase('my grandson is in prison', String.raw`(?:mon |ma |notre )?(?:petit fils|petite fille|neveu|niece|fils|fille)(?: \w+){0,2} (?:est|etait|serait) (?:en prison|arretee?|au poste|en garde a vue)`),
    phrase('sent the money', String.raw`(?:je )?(?:ai )?(?:envoye|transfere|vire|paye) (?:le |de le )?argent`),
    phrase('tonight i will take them all', String.raw`(?:ce soir|(?:cette nuit|tonight))(?: \w+){0,2} je vais (?:toutes|tous|tout) les prendre`),
    // The time said after (unseen35: "j'ai sorti toutes mes boîtes de médicaments ... je vais tout prendre ce soir"): the tablets
    // named before in the call. Not tonight's usual dose ("je vais prendre mes cachets ce soir").
    phrase('tonight i will take them all', String.raw`(?<=(?:cachets|comprimes|medicaments|pilules|somniferes|gelules|boites|plaquettes)(?: \w+){0,16} )(?:je )?(?:vais|veux) (?:tout|toutes|tous) (?:les )?prendre (?:ce soir|cette nuit|(?:tonight)|de? un coup|en une fois|demain soir)(?! (?:avec|au|apres|pendant|a) (?:le |mon |la )?(?:souper|diner|repas|dejeuner|petit dejeuner|soupe))(?!(?: \w+){0,6} comme (?:de habitude|toujours|chaque soir|tous les soirs))`),
    // The red flag told the other way round: "un mal de tête, le pire de ma vie", "d'un coup un mal de tête".
    phrase('worst headache', String.raw`(?:mal de tete|mal a la tete)(?: \w+){0,3} (?:le|la) pire (?:de ma vie|de toute ma vie|que je ai jamais eu)`),
    phrase('sudden headache', String.raw`(?:de un coup|tout a coup|tout de un coup|soudain|soudainement|brusquement)(?: \w+){0,3} (?:un )?(?:mal de tete|mal a la tete)`),
    // Waking in the night and a moment lost: "je me réveille la nuit et un moment je sais plus où je suis".
    phrase('i wake up', String.raw`(?:je )?me (?:reveille|suis reveillee?|reveillais)`),
    phrase('for a moment', String.raw`(?:pendant )?un (?:moment|instant|petit moment|petit instant)`),
    phrase('will not be a burden much longer', String.raw`(?:je )?(?:ne )?(?:serai|vais etre|vais plus etre) (?:plus )?(?:un poids|une charge|un fardeau|une gene)(?: pour personne)? (?:bien |tres )?longtemps`),
    phrase('nobody will miss me', String.raw`personne (?:ne )?(?:va|me va) (?:me )?regretter|personne (?:ne )?me regrettera|je (?:ne )?manquerai a personne`),
    phrase('came across', String.raw`(?:je )?(?:suis )?tombee? sur (?:une |un |des |le |la |les |mon |ma |mes |cette |ce )(?:\w+ )?(?:photos?|lettres?|articles?|livres?|cartes?|emissions?|albums?|souvenirs?|papiers?|journal|film|reportage|numero)`),
    phrase('can not swallow', String.raw`${CAN_NOT} (?:plus )?avaler`, String.raw`(?:je )?(?:peux|arrive) (?:meme )?(?:pas|plus) (?:meme )?(?:a )?avaler`),
    phrase('water will not go down', String.raw`(?:meme )?(?:le eau|la salive|rien|la nourriture|une gorgee(?: de eau)?)(?: ne)? (?:passe|descend) (?:pas|plus|meme pas)`),
    phrase('went down the wrong way', String.raw`(?:avale|passe|parti|alle) de travers`),
    phrase('lips are blue', String.raw`(?:bleue?s?|violette?s?|grise?s?) autour de la bouche`),
    // Someone who will not come round: "impossible de le réveiller", "je l'ai secoué et rien", "il est tout
    // bleu", "il respire bizarre, ça gargouille", "les lèvres d'une drôle de couleur" (not a stomach).
    phrase('can not wake him', String.raw`(?:impossible|pas moyen|pas capable|(?:je )?(?:ne )?(?:peux|arrive|reussis|suis) (?:pas|plus)(?: capable)?) (?:de |a )?(?:le |la |l )?reveiller`),
    phrase('shook him and nothing', String.raw`(?:je )?(?:le |la |l )(?:ai |a |avons )?(?:secoue|secouee|brasse|brassee)(?: \w+){0,3} (?:et|mais) (?:rien|pas de reaction|(?:il|elle) (?:ne )?(?:reagit|bouge|repond|se reveille) (?:pas|plus|meme pas))`),
    phrase('he has gone purple', String.raw`(?<!\b(?:ciel|temps|genou|bras|jambe|doigt|doigts|main|mains|pied|pieds|bleu|oeil|cheville|hanche|peau|tache|mur|auto|char|robe|chemise) )(?:il|elle) (?:est|a) (?:devenu |devenue |vire |viree |tourne |tournee )?(?:tout |toute |comme |un peu |ben |bien )*(?:bleu|bleue|violet|violette|gris|grise|mauve)\b(?! de froid)`),
    phrase('lips a funny colour', String.raw`(?:les levres|ses levres|le visage|la face|la bouche|le teint)(?: \w+){0,3} (?:de une |une |de )?(?:drole de couleur|couleur (?:bizarre|etrange|pas normale|pas catholique))`),
    phrase('breathing is strange', String.raw`(?:il |elle )?respire (?:tout |vraiment |super )?(?:bizarre|bizarrement|drole|croche|etrange|pas normal|pas normalement)`),
    phrase('breathing with a gurgle', String.raw`(?<!\b(?:ventre|estomac|bedaine|bide|boyaux|tuyaux|tuyau|evier|lavabo|drain|renvoi)(?: qui| me| lui)? )(?:ca |il |elle )?(?:gargouille|gargouillait|fait (?:un |des )?(?:bruit de |bruits de )?gargouill\w*)`),
    phrase('can not breathe', String.raw`(?:ai )?plus de air`),
    phrase('trouble breathing', String.raw`respire (?:tres |vraiment |super |bien )?(?:mal|difficilement)`),
    phrase('words will not come out', String.raw`(?:les )?mots (?:veulent|voulaient) (?:pas|plus) sortir`),
    phrase('worst headache', String.raw`mal (?:de|a la) (?:tete|crane) comme jamais`),
    phrase('where is my mother', String.raw`(?:ou est|il est ou|elle est ou|ou elle est) (?:maman|ma mere|papa|mon pere)`),
    phrase('blood pouring out', String.raw`(?:ca )?pisse (?:le |du )?sang`),
    phrase('$1 swollen', String.raw`(?:les |mes |ses |la |ma |sa )?(levres|langue|gorge) (?:qui )?(?:ont |a |est |sont )?(?:tout |toute |toutes )?(?:gonfle\w*|enfle\w*)`),
    phrase('throat closing', String.raw`(?:la |ma )?gorge (?:qui )?se (?:ferme|bouche|referme)`),
    phrase('severe allergic reaction', String.raw`(?:une |grosse |forte )*reaction allergique(?: (?:grave|forte|severe|importante))?`, String.raw`(?:un )?choc anaphylactique`, String.raw`anaphyla\w*`, String.raw`(?:un )?oedeme de quincke`),
    phrase('hives', 'urticaire', String.raw`(?:des )?plaques (?:rouges )?partout`),
    phrase('new pill', String.raw`(?:le |un |ce |mon )?nouveau (?:medicament|cachet|comprime|traitement)`, String.raw`(?:le |un |ce |mon )?(?:medicament|cachet|comprime|traitement) nouveau`),
    phrase('breathless talking', String.raw`essouffle\w* (?:rien que |juste |seulement )?(?:a|en) parl\w*`),
    phrase('can not catch my breath', String.raw`(?:je )?cherche mon (?:air|souffle)`),
    phrase('trouble breathing', String.raw`(?:ai )?mal a respirer`),
    phrase('inhaler not helping', String.raw`(?:la |le |mon |ma )?(?:ventoline|pompe|inhalateur|spray|aerosol|oxygene|concentrateur|nebuliseur)(?: \w+){0,2} (?:(?:ne )?(?:me )?(?:fait|marche|agit|aide) (?:pas|plus|rien|plus rien)|(?:ne )?(?:me )?sert a rien)`),
    phrase('can not finish a sentence', String.raw`(?:peux|arrive) (?:pas|plus) (?:a )?finir (?:une |ma |mes )?phrases?`),
    phrase('keep dropping things from my hand', String.raw`(?:je )?lache tout(?: \w+){0,2} (?:de la|avec la|de ma) main(?: (?:droite|gauche))?`),
    phrase('words come out wrong', String.raw`(?:les )?mots (?:me )?(?:sortent|viennent|sortaient|venaient) (?:de travers|a le envers|a l envers|tout melanges|melanges|mal|dans le desordre|dans le mauvais ordre|n importe comment)`, String.raw`(?:je |il |elle )?(?:dis|dit) (?:des mots qui (?:veulent|veut) rien dire|un mot pour un autre|des mots pour de autres)`),
    phrase('speech is slurred', String.raw`parle comme si (?:je avais|il avait|elle avait|on avait|je etais) (?:bu|saoule?|soule?)`),
    phrase('can not lift my $1', String.raw`${CAN_NOT} (?:lever|soulever) (?:le |la |mon |ma )?(bras|jambe|main)`),
    // The limb told first, then not lifted (unseen30's "el brazo no lo levanto" said in French: "le bras, je le lève pas",
    // "mon bras je peux plus le lever").
    phrase('can not lift my $1', String.raw`(?:le |la |mon |ma )?(bras|jambe|main)(?: (?:droit|gauche|droite))? (?:je |j )?(?:ne |n )?(?:(?:le |la |l )?(?:leve|souleve) (?:pas|plus)|(?:peux|arrive|parviens|suis) (?:pas|plus)(?: a| capable de)? (?:le |la |l )?(?:lever|soulever))(?! (?:bien )?(?:au dessus|plus haut|jusqu)\b)`),
    // A mouth or face going or pulling to one side (unseen30: "la bouche me tire d'un côté", "ma bouche part sur le côté").
    phrase('face drooping', String.raw`(?:la |ma |sa )?(?:bouche|figure|visage)(?: (?:elle|il|me|lui|se))? (?:part|partait|tire|tirait|va|glisse|tombe|penche|tord|devie)(?: (?:sur|d|de|vers|du|a))?(?: (?:un|le|l|mon|son))? (?:cote|travers)`),
    // A side of the body felt strange or numb (round 34: "je me sens bizarre d'un côté", "tout le côté gauche est bizarre").
    phrase('i feel funny down one side', String.raw`je me sens (?:tout |toute |un peu |comme )?(?:bizarre|drole|engourdie?|faible|molle?|endormie?)(?: \w+){0,2} (?:d un|du|de mon|sur un|sur le) cote`, String.raw`(?:tout )?(?:le|mon) cote (?:gauche|droit) (?:qui est |est |qui )?(?:tout )?(?:bizarre|drole|engourdi|faible|mou|mort|endormi|paralyse)`),
    // The word that will not come: "le mot sort pas", "le mot vient pas".
    phrase('words will not come out', String.raw`(?:le )?mot (?:ne )?(?:sort|vient|veut) (?:pas|plus)(?: sortir)?`),
    phrase('worst headache', String.raw`(?:le )?pire mal de tete(?: de (?:ma|toute ma) vie)?`),
    phrase('never had a headache so bad', String.raw`(?:ai )?jamais eu (?:aussi|si|autant) mal a la tete`),
    phrase('sudden headache', String.raw`mal de tete (?:\w+ ){0,2}(?:de un coup|d un coup|soudain|brutal|comme un coup de (?:marteau|tonnerre|massue))`),
    phrase('waiting for my mother', String.raw`(?:je )?attends (?:maman|ma mere|papa|mon pere|mes parents)`),
    phrase('do not recognise my $1', String.raw`(?:je )?(?:reconnais|reconnaissais) (?:plus|pas) (?:ma|mon|mes) (fille|fils|mari|femme|enfants)`),
    // A new muddle of the place (unseen26): "je sais plus dans quelle pièce je suis".
    phrase('do not know where i am', String.raw`(?:je )?sais (?:pas|plus) ou je suis`, String.raw`(?:je )?(?:ne )?sais (?:plus|pas) (?:tres bien )?dans (?:quelle|quel) (?:piece|chambre|endroit) (?:je suis|j en suis)`),
    phrase('this is not my house', String.raw`c est pas chez moi(?: ici)?`),
    phrase('i want to go home', String.raw`(?:je )?veux rentrer(?: chez moi| a la maison)?`),
    phrase('looking for my $1', String.raw`(?:je )?cherche (?:mon|ma) (mari|femme|epoux|epouse)`),
    phrase('seizure', String.raw`(?:une )?crise (?:de |d )?epilepsie`, String.raw`(?:une )?crise epileptique`, String.raw`(?:il |elle )?convulse`, 'convulsions?'),
    phrase('is shaking all over', String.raw`(?<=(?:il|elle) )tremble (?:de partout|de tout son corps)`),
    phrase('coffee grounds', String.raw`(?:du )?marc de cafe`),
    phrase('coughing up blood', String.raw`(?:je )?(?:tousse|toussais|ai tousse) (?:du |de le )?sang`),
    phrase('better off dead', String.raw`(?:serais|serait) mieux morte?`),
    phrase('water is rising', String.raw`(?:le eau|la eau) (?:qui )?(?:monte|continue de monter|arrive (?:a|aux|jusque)(?: \w+){0,2})(?! hier)`),
    // The one who fell named before "qui" (unseen38: "c'est Monsieur Dubois d'en face qui est tombé"): someone else's fall.
    phrase('someone else fell', String.raw`(?<=\bc est (?!moi\b)(?!(?:le|la|l|mon|ma|notre|un|une) (?:chien|chienne|chat|chatte|chaton|cheval|vache|chevre|mouton|poule|oiseau|canard|lapin|vase|pot|tableau|lampe|verre|assiette|bouteille|etagere|cadre|arbre|branche)\b)(?:\w+ ){1,5})qui (?:est|etait|s est) (?:tombee?|cassee? la figure)`),
    phrase('smoke everywhere', String.raw`(?:de la )?fumee partout`, String.raw`(?:de la )?fumee plein (?:la|le|ma|mon|les|l) \w+`),
    // At the end of one's tether, not a denial of the pains (unseen38: "je n'en peux plus de ces douleurs"); Québec "j'ai pus d'air".
    phrase('i can not take any more', String.raw`(?:je )?(?:n )?en (?:peux|pouvais) (?:plus|pus)(?: de (?:ces|mes|cette|la|le|les|ma|mon) \w+)?`),
    phrase('i can not get my breath', String.raw`(?:j )?ai (?:pus|plus) (?:d |de )?air`),
    phrase('can not finish a sentence', String.raw`(?:je )?(?:ne )?finis (?:pas|plus|pus) (?:mes|ma|une|les) phrases?`),
    phrase('stopped bleeding', String.raw`(?:ca |il |elle )?(?:a |ont |est )?(?:arrete|cesse) de saigner`),
    // Québec "l'urgence" is the hospital's emergency department, not a plea.
    phrase('to ae', String.raw`(?:a|de|vers|dans) le urgence`),
    // A heart that capsizes at an old photo ("le cœur qui chavire") is being moved, no heart trouble.
    phrase('i was moved', String.raw`(?:le )?coeur qui chavire`, String.raw`(?:ca |c )?(?:me )?(?:chavire|a chavire) le coeur`, String.raw`(?:le )?coeur (?:a |me )?chavire`),
    phrase('chest pain', String.raw`(?:une |des )?(?:douleurs?|mal|oppression|serrement|poids)(?: \w+){0,2} (?:dans le|au|sur le) thorax`),
    // A scam told the plain way: "soi-disant de la banque", "il m'a demandé le code de ma carte".
    phrase('said he was from the $1', String.raw`soi disant (?:de la |du |de le |des )?(banque|police|impots|poste|mairie|securite sociale)`),
    phrase('asked for my card number', String.raw`(?:me |m )?(?:a |ont )?demande (?:le |mon |ma |mes |les )?(?:code|numero|coordonnees|chiffres)(?: (?:de|secret|de la|de ma|bancaires?)){0,3}(?: carte| banque| compte)?`),
    // Spoken French puts the thing first and says it again: "le chauffage il est en panne".
    phrase('$1 broke down', String.raw`(chauffage|chaudiere|poele|radiateurs?|frigo|fournaise)s? (?:il |elle )?(?:est |sont )?(?:tombee?s? )?en panne`),
    // Not sure the tablet was taken, then another: "je savais plus si j'avais pris le comprimé, j'en ai repris un".
    phrase('not sure if i took them', String.raw`(?:je )?(?:sais|savais|rappelle|rappelais|souviens|souvenais) (?:pas|plus) si (?:je )?(?:les |le |la )?(?:ai|avais) (?:pris|prise|avale)`),
    phrase('took another just in case', String.raw`(?:je )?en ai repris(?: un| une)?`),
    phrase('ran out of pills', String.raw`(?:mes |les )?${MEDS}(?: \w+){0,3} (?:sont |est )?(?:finis|finies|fini|finie|termines|terminees|epuises|epuisees)`),
    phrase('last month', 'le mois passe'),
    phrase('check up', String.raw`(?:son |sa |mon |ma |un |une )?(?:controle|visite de controle|rendez vous)`),
    phrase('can not put weight on', String.raw`${CAN_NOT} (?:mettre|porter|poser|supporter) (?:de |du |le |mon )?poids`),
    phrase('i need someone to come', String.raw`(?:il )?faut que quelqu un vienne`, String.raw`que quelqu un vienne`),
    // Danger signs told by symptoms (danger-signs.ts): sweating or shivering that stopped, a new
    // muddle about the day, black stools or blood in the toilet, someone gone out and not back.
    // A threat to keep the person quiet: "il va me tuer si je parle".
    phrase('he will kill me if i tell', String.raw`(?:il|elle|ils) (?:va |vont |allait )?me (?:tuer|tuera|tuerait|tueront|frapper|frappera)(?: \w+){0,2} si (?:je |j )?(?:le |l |en )?(?:dis|parle|raconte|appelle|disais|parlais)`),
    phrase('stopped sweating', String.raw`(?:je |il |elle )?(?:ne |n )?(?:transpire|sue) (?:plus|pus)(?: du tout)?`, String.raw`(?:arrete|cesse) de (?:transpirer|suer)`),
    phrase('stopped shivering', String.raw`(?:je |il |elle )?(?:ne |n )?(?:tremble|grelotte|frissonne) (?:plus|pus)(?= |$)`, String.raw`(?:arrete|cesse) de (?:trembler|grelotter|frissonner)`),
    // Hypothermia told by its signs in a cold home: "la fournaise a lâché", "je shake, je peux pas
    // arrêter", "de la misère à bouger mes doigts", "je m'endors tout le temps".
    phrase('furnace quit', String.raw`(?:la |ma |notre )?(?:fournaise|chaudiere|chauffage|poele|truck a huile)(?: (?:a|est|a l huile|au bois))* (?:lache|lachee|brise|brisee|en panne|mort|morte|arrete|arretee|plante|plantee|tombee en panne|tombe en panne|rendu l ame|fini|finie)`),
    phrase('can not stop shivering', String.raw`(?:je )?(?:shake|tremble|grelotte|frissonne|gele)(?: (?:je )?(?:shake|tremble|grelotte|frissonne|gele))*(?: \w+){0,2} (?:je )?(?:ne )?(?:peux|arrive|suis) (?:pas|plus|pus)(?: capable)? (?:de |a )?(?:arreter|me arreter)`),
    phrase('fingers will not work', String.raw`(?:de la |bien de la )?(?:misere|mal|peine) a (?:bouger|plier|sentir|fermer) (?:mes |les )doigts`, String.raw`(?:mes |les )doigts (?:veulent|marchent|repondent|obeissent) (?:pas|plus|pus)`),
    phrase('i keep dropping off', String.raw`(?:je )?me endors (?:tout le temps|sans arret|partout|tout le temps)`, String.raw`(?:je )?cogne des clous`),
    // Someone prowling round the house, trying the doors (danger from people, now).
    phrase('someone prowling around', String.raw`(?:quelqu un|quelqu une|un homme|un gars|un inconnu|des gens|des gars)(?: qui)? (?:rode|rodent|rodait|tourne|tournent|tournait) (?:autour|alentour|dehors)`, String.raw`(?:un |des )rodeurs?`),
    phrase('someone tried the door', String.raw`(?:il|ils|quelqu un|on) (?:a |ont )?(?:essaye|secoue|force|brasse|tente de ouvrir) (?:la |les |ma |mes )(?:porte|portes|volets|fenetre|fenetres|poignee|loquet)`),
    // Stroke signs said another way: an arm like a dead weight, talking as if drunk.
    phrase('arm like a dead weight', String.raw`(?:le |mon )?bras (?:\w+ ){0,2}(?:comme )?(?:un )?poids mort`),
    phrase('talking like i have had a drink', String.raw`(?:je |il |elle )?parle comme (?:si (?:je |il |elle )?(?:avais|avait) bu|(?:un |une )?(?:saoul|saoule|soul|soule|ivrogne|paquete|paquetee))`),
    phrase('talking one word at a time', String.raw`un mot (?:a la fois|a la fois|par un|apres le autre)`),
    phrase('fingers gone blue', String.raw`(?:les |mes )?(?:doigts|mains|pieds|orteils) (?:sont |ont )?(?:tout |toutes |devenus |devenues )*(?:bleus|bleues|blancs|blanches|violets|violettes)`),
    // Not knowing whose house it is ("je sais pas c'est la maison de qui"); a head all mixed up ("tout est mélangé dans ma tête").
    phrase('do not know whose house this is', String.raw`(?:je )?(?:ne )?sais (?:pas|plus) (?:c est |si c est )?(?:la maison|chez) (?:de )?qui`, String.raw`(?:je )?(?:ne )?sais (?:pas|plus) (?:a qui|chez qui) (?:est |c est )?(?:cette|la) maison`, String.raw`(?:je )?(?:ne )?sais (?:pas|plus) chez qui je suis`),
    phrase('muddled', String.raw`(?:tout )?(?:est |c est )?(?:tout )?(?:melange|embrouille|mele) dans (?:ma|la) tete`),
    phrase('what day is it', String.raw`(?:on est|c est|nous sommes|sommes nous|est on) quel jour`, String.raw`quel jour (?:on est|sommes nous|nous sommes|c est|est on|est ce)(?: aujourd hui)?`),
    phrase('fever', String.raw`(?:je ai |il a |elle a |ai )?(?:le )?corps chaud`),
    phrase('can not catch my breath', String.raw`(?:de la )?mis[e]re a (?:pogner|prendre|reprendre|trouver|attraper|retrouver|avoir) (?:mon |son |le |de le |du )?(?:souffle|air|respir)`),
    phrase('can not get air in', String.raw`(?:le )?air (?:qui )?(?:ne )?(?:rentre|entre|passe) (?:pas|plus|pus)`),
    phrase('lips are blue', String.raw`(?:les |mes |ses )?levres (?:\w+ ){0,2}(?:bleues|violettes|mauves|grises)`),
    phrase('black like tar', String.raw`(?:noire?s?|fonce(?:e|es|s)?)(?: \w+){0,3} comme (?:du |le |de le |de la )?(?:goudron|charbon|encre|bitume)`, String.raw`(?:selles|caca|cacas) (?:toutes? )?noire?s?`),
    phrase('blood in the toilet', String.raw`sang (?:\w+ ){0,3}(?:la |les |dans la |dans les )?(?:cuvette|toilettes|selles|wc|cabinets|chiottes)`),
    phrase('vomited blood', String.raw`(?:vomi|vomis|vomit|vomir|vomissais|crache|cracher|craches) (?:du |de le )?sang`),
    phrase('feel faint', String.raw`(?:je )?me sens partir`, String.raw`(?:je )?(?:vais|allais) tomber dans les pommes`),
    phrase('white as a sheet', String.raw`(?:tout|toute|tres|si) (?:blanc|blanche|pale|pales)`, String.raw`blanc(?:he)? comme (?:un linge|un drap|le mur|la mort|un cachet)`),
    phrase('woke up on the floor', String.raw`(?:je )?me suis (?:reveillee?|retrouvee?) (?:par terre|sur le (?:sol|plancher|carrelage))`, String.raw`(?:je )?suis revenue? a moi`),
    phrase('has not come back', String.raw`(?:est|a) (?:pas|pus|jamais|toujours pas) (?:revenue?|rentree?)`, String.raw`(?:ne )?(?:revient|rentre) (?:pas|toujours pas)`),
    phrase('went out', String.raw`(?:est|s est) (?:parti|partie|sorti|sortie|en alle|en allee|sauve|sauvee)(?= (?:a|en|de|sans|dehors|hier|ce|cette|tout)(?: |$))`),
    phrase('in his slippers', String.raw`en (?:pantoufles|pyjama|robe de chambre|chaussons|chemise de nuit|savates)`),
    phrase('does not know where he lives', String.raw`(?:y|il|elle) (?:ne )?(?:sait|connait|reconnait|retrouve) (?:plus|pus|pas) (?:ou (?:on reste|il reste|elle reste|on habite|il habite|elle habite|il est|elle est)|son chemin|sa maison|le chemin)`),
    phrase('looking for him', String.raw`(?:je )?(?:le|la) cherche(?: partout)?`, String.raw`(?:je )?(?:le|la) (?:trouve|retrouve) (?:pas|plus|pus)`),
    // A waterfall one went to see: "la chute Montmorency qu'on est allés voir", "les chutes d'eau".
    phrase('waterfall', String.raw`chutes? de eau`, String.raw`(?:la |les )?chutes? (?:\w+ ){0,2}(?:que|qu|ou) (?:\w+ ){0,3}(?:voir|visiter|vue?s?|visitee?s?)(?= |$)`),
    phrase('see the waterfall', String.raw`(?:voir|visiter|vu|vue|visite) (?:la |les )chutes?`),
    // Someone who will send a courier is no plea: "il va envoyer quelqu'un la chercher".
    phrase('he will send a courier', String.raw`(?:va|vont|allait|voulait|veut|doit|devait) (?:me |nous )?envoyer quelqu un`),
    phrase('it is out', String.raw`(?:c est|il est|le feu est|ca est) (?:tout |bien )?eteint`),
    phrase('no pain', String.raw`(?:je )?(?:ne )?(?:ai |a )?mal nulle part`),
    phrase('no', String.raw`(?:na |ni a |y a )?point de(?= (?:douleurs?|mal|vertiges?|chutes?|problemes?|soucis)(?: |$))`),
    phrase('we all have', String.raw`on a tous|nous avons tous|on est tous`),
    phrase('boiler broke down', String.raw`(?:chaudiere|chauffage|poele|fournaise|calorifere|radiateurs?) (?:\w+ )?(?:fait des siennes|deconne|deraille|marche mal|chauffe mal|tire mal|fait la gueule)`),
    phrase('', 'ne'),
    // Low blood sugar ("je fais une hypo", "hypoglycémie", "mon sucre est tombé"), read before "tombé" can be a fall.
    phrase('low blood sugar', String.raw`hypo ?glycemies?`, String.raw`(?:je )?(?:fais|fait|faisais|ai fait|suis en|etais en|avais|ai|ai eu) (?:une )?hypo`, String.raw`(?:le |mon |du |la |ma |en )?(?:sucre|glycemie|taux de sucre) (?:\w+ ){0,2}(?:bas|basse|trop bas|trop basse|tres bas|tres basse|descendue?|tombee?|chute|a chute|dans les chaussettes)`),
    // Over: "je me suis réveillée en sueur" is when it happened, "après ça allait" says it passed.
    phrase('woke up', String.raw`(?:je )?me suis reveillee?`),
    phrase('it passed', String.raw`(?:et )?apres (?:ca|c) allait(?: mieux| bien)?`),
    // Insulin: the wrong pen, a dose injected twice; tablets someone gave again.
    phrase('used the wrong pen', String.raw`(?:je )?me suis trompee? de (?:stylo|seringue|piqure|insuline|dose)`, String.raw`(?:le |la )?mauvais stylo`),
    phrase('injected twice', String.raw`(?:je )?me suis (?:piquee?|injectee?|fait (?:ma|mon|une|la|le) (?:piqure|injection|insuline)) deux fois`),
    phrase('gave me my pills again', String.raw`(?:me )?(?:a |ont |avait |avaient )?(?:redonne|redonnee|redonnes|redonnees|redonner|redonnait|donne (?:encore|une deuxieme fois|a nouveau)) (?:mes |les |mon |ma |le |la )?(?:\w+ )?${MEDS}`),
    // Round 35 (unseen31): blurred sight denied in a list ("pas de vision floue", "pas de vue trouble") is denied.
    phrase('no blurry vision', String.raw`(?:pas|ni|aucune) (?:de |d )?(?:vision|vue) (?:trouble|floue|brouillee|double)`),
    phrase('my vision is blurry', String.raw`(?:je )?(?:vois|voyais) (?:tout )?(?:trouble|flou|double)`, String.raw`(?:la |ma )?vue (?:qui se |se )?(?:brouille|trouble)`, String.raw`vision (?:trouble|floue)`),
    // As a nurse would say it: "dyspnée de repos", "lèvres cyanosées", "saturation à quatre-vingt-six".
    phrase('breathless at rest', String.raw`dyspnee (?:de |au |en )?repos`),
    // Breathing fast: "je respire vite vite", "la respiration rapide" (an emergency beside a fever, tense.ts).
    // Money taken by someone: "mon petit-fils a pris l'argent de ma pension", "il m'a volé mes sous".
    phrase('took my money', String.raw`(?:me |m )?(?:a|ont|avait|avaient) (?:pris|vole|pique|prelevee?|garde) (?:le |mon |ma |mes |la |les |toute? )*(?:argent|pension|retraite|economies|sous|fric|carte bleue|carte|porte monnaie|portefeuille)`),
    // A hearing aid lost or broken: "j'ai perdu mon appareil", "mon sonotone marche plus".
    phrase('lost my hearing aid', String.raw`(?:ai )?(?:perdu|casse|egare) (?:mon |mes |le |les )?(?:appareils?(?: auditifs?| pour entendre| des oreilles)?|sonotones?|prothese auditive)`),
    // A sore that will not heal: "une plaie au pied qui se referme pas".
    // Told at length before it (unseen13): "la petite plaie au talon, celle de ma pantoufle, ça fait trois semaines et ça ne se referme pas".
    phrase('a sore that will not heal', String.raw`(?:plaie|ulcere|bobo|blessure|ampoule|coupure|escarre)(?: (?!(?:mais|sauf)\b)\w+){5,14} (?:et )?(?:ca |elle )?(?:qui )?(?:ne )?(?:se )?(?:referme|ferme|cicatrise|guerit|gueri) (?:pas|plus|toujours pas|jamais)`),
    phrase('a sore that will not heal', String.raw`(?:plaie|ulcere|bobo|blessure|ampoule|coupure|escarre)(?: \w+){0,4} (?:qui )?(?:ne )?(?:se )?(?:referme|ferme|cicatrise|guerit|gueri) (?:pas|plus|toujours pas|jamais)`),
    // A dizzy turn: "un tournis", "le tournis" (Picard and Belgian French).
    phrase('a dizzy turn', String.raw`(?:un |le |du )?tournis`),
    // Someone back home: "il est revenu à la maison", "elle est rentrée"; Acadian "y va ben" is "he is doing well".
    phrase('$1 is back home', String.raw`(il|elle|ils|elles) (?:est|sont) (?:revenue?s?|rentree?s?)(?: a la maison| chez (?:lui|elle|eux|nous))?`),
    phrase('he is doing well', String.raw`(?:pis |et )?y va (?:ben|bien)`),
    phrase('breathing fast', String.raw`(?:je |il |elle )?(?:respire|respirais|respirait) (?:tres |trop |super |tout )?(?:vite|rapidement|rapide|fort et vite)(?: vite)?`, String.raw`(?:la |une |ma )?respiration (?:tres |trop )?(?:rapide|accelere|acceleree|haletante)`, String.raw`(?:je )?(?:halete|haletais)`),
    phrase('sats of eighty', String.raw`(?:la |ma )?saturation (?:en oxygene )?(?:a |de |est a |est de )?(?:quatre vingts?(?! (?:dix|onze|douze|treize|quatorze|quinze|seize)\b)(?: (?:et )?\w+)?|octante(?: \w+)?|huitante(?: \w+)?|septante(?: \w+)?|soixante(?: \w+){0,2}|[5-8]\d)`),
    phrase('facial palsy', String.raw`paralysie faciale`, String.raw`(?:asymetrie|deviation) (?:faciale|du visage|de la bouche)`),
    phrase('loss of strength in my $1', String.raw`(?:perte de|moins de|plus de|pas de) force (?:dans|a|au) (?:le |la |mon |ma )?(bras|main|jambe)(?: (?:droite?|gauche))?`),
    phrase('dysarthria', 'dysarthrie'), phrase('aphasia', 'aphasie'),
    phrase('chest pain', String.raw`douleurs? (?:thoracique|retrosternale|precordiale)s?`, String.raw`oppression thoracique`),
    phrase('pain spreading down my $1 arm', String.raw`(?:qui )?(?:irradie|irradiant|descend|file) (?:dans|vers|jusque dans) (?:le |mon )?bras(?: (gauche|droit))?`),
    phrase('cold sweat', String.raw`(?:des |en )?sueurs? froides?`),
    // Fuel burnt indoors (unseen17): a generator in the garage, a barbecue or a charcoal brazier inside.
    phrase('generator running in the garage', String.raw`(?:le |un |mon )?groupe electrogene(?: \w+){0,4} (?:dans|a le interieur de) (?:le garage|la maison|la cuisine|le sous sol|la cave|le salon|la veranda)`),
    phrase('charcoal brazier', String.raw`(?:le |un )?(?:brasero|barbecue) (?:a charbon |au charbon )?(?:dans|a le interieur de) (?:la maison|la cuisine|le salon|la chambre|le garage)`),
    // A carbon monoxide alarm: "le détecteur de monoxyde sonne".
    phrase('carbon monoxide alarm', String.raw`(?:le |la |mon |ma )?(?:detecteur|alarme|capteur)(?: de)? (?:de |du )?(?:monoxyde|co)(?: de carbone)?`),
    phrase('carbon monoxide', String.raw`monoxyde(?: de carbone)?`),
    // A blood pressure reading, high: "dix-huit neuf" beside the machine, "ma tension est à dix-huit".
    phrase('blood pressure is high', String.raw`(?:la |ma )?tension (?:\w+ ){0,2}(?:haute|elevee|trop haute|qui monte|montee|a fond)`,
      String.raw`(?<!(?:vingt|quatre|soixante|septante|octante|huitante|nonante) )(?:seize|dix sept|dix huit|dix neuf|vingt|vingt et un|vingt deux|1[6-9]|2[0-2]) (?:sur |et |a )?(?:sept|huit|neuf|dix|onze|douze|treize|[7-9]|1[0-3])(?= .*\b(?:pouls|tension|tensiometre|appareil)\b)`,
      String.raw`(?<=\b(?:tension|tensiometre|appareil)\b.*)(?<!(?:vingt|quatre|soixante|septante|octante|huitante|nonante) )(?:seize|dix sept|dix huit|dix neuf|vingt|vingt et un|vingt deux|1[6-9]|2[0-2]) (?:sur |et |a )?(?:sept|huit|neuf|dix|onze|douze|treize|[7-9]|1[0-3])`),
    // A home too full to use: "je passe plus dans la cuisine", "les cartons s'empilent".
    phrase('can not get into the $1', String.raw`(?:je )?(?:passe (?:plus|pas)|peux (?:plus|pas) (?:passer|entrer|aller)|arrive (?:plus|pas) a (?:passer|entrer|aller)|rentre (?:plus|pas)|accede (?:plus|pas)) (?:dans|a|jusque a) (?:la |le |ma |mon )?(cuisine|chambre|salon|couloir|toilettes)`),
    phrase('boxes piled up', String.raw`(?:les |des |mes )?(?:cartons|papiers|journaux|affaires|sacs|choses|trucs|caisses)(?: et (?:les |des |mes )?\w+)? (?:qui )?(?:se )?(?:empilent|entassent|accumulent|amoncellent|empiles|entasses|accumules|partout|jusque au plafond)`, String.raw`trop de (?:choses|affaires|trucs|cartons|bazar|bric a brac) (?:chez moi|dans la maison|partout|a la maison)`),
    // Helped up or knocked over, said in the passive: "j'ai été relevée par un monsieur", "j'ai été renversée".
    phrase('was helped up', String.raw`(?:je )?(?:ai |a )?ete (?:relevee?|remise? debout|aidee? a (?:me )?relever|ramassee?)`, String.raw`(?:on |il |elle |ils )?(?:me|m) (?:a|ont) (?:relevee?|remise? debout|aidee? a (?:me )?relever)`),
    phrase('was knocked over', String.raw`(?:je )?(?:ai |a )?ete (?:renversee?|jetee? a terre|poussee? par terre)`),
    phrase('knocked me over', String.raw`(?:me|m) (?:a|ont) (?:renversee?|fait tomber|jetee? a terre)`),
    // Round 36: "faire tomber" a thing is dropping it ("j'ai fait tomber mes cachets par terre, je les ai ramassés", "je fais tout
    // tomber"), no fall: the thing is the one on the floor. Someone made to fall ("le chien m'a fait tomber") is read just above.
    phrase('dropped $1 on the floor', String.raw`(?:(?:j|je|il|elle|on) (?:ai|a|avais|avait) |je )?(?:fait|fais|faisais|ferai) tomber ((?:mon|ma|mes|le|la|les|l|un|une|des|son|sa|ses|tout|tous|toutes|quelque chose)(?: \w+){0,3}?) par terre`),
    phrase('has not known me for years', String.raw`(?:il |elle )?(?:ne )?me (?:reconnait|reconnaissait|connait) (?:plus|pas) (?:depuis|ca fait|il y a) (?:\w+ ){0,2}(?:ans|mois|longtemps|un an|des annees)`, String.raw`(?:ca fait|il y a|voila) (?:\w+ ){0,2}(?:ans|mois|longtemps|un an) (?:que |qu )?(?:il |elle )?(?:ne )?me (?:reconnait|connait) (?:plus|pas)`),
    // Flopped into a chair (the stop note's leftovers: "je me suis laissée tomber dans le fauteuil, je suis crevée"): sat down
    // heavily, no fall. "Par terre", or not getting up after, is read as it was.
    phrase('i flopped into the chair', String.raw`(?:je )?(?:me )?suis laissee? tomber (?:dans|sur|en) (?:le|la|mon|ma|un|une|son|sa) (?:fauteuil|canape|lit|chaise|sofa|divan|banc|transat|siege|rocking chair)`),
    // ... and "laisser tomber" a thing (round 37's leftovers: "j'ai laissé tomber ma pipe"); not "je me suis laissée tomber".
    phrase('dropped', String.raw`(?:(?:j|je|il|elle|on) (?:ai|a|avais|avait) |je )?(?:fait|fais|faisais|ferai) (?:tout )?tomber`, String.raw`(?:(?:j|je|il|elle|on) (?:ai|a|avais|avait) )laisse tomber(?= (?:mon|ma|mes|le|la|les|l|un|une|des|son|sa|ses)\b)`),
    phrase('took my pills twice', String.raw`(?:je )?(?:les|le|la) ai (?:peut etre |sans doute |surement |probablement |bien )?(?:pris|prises|prise) deux fois`),
    phrase('maybe', String.raw`peut etre`),
    phrase('nothing since', String.raw`depuis (?:lors |ca |ce jour la |ce temps la )?(?:plus )?rien(?: du tout| de plus)?`),
    // Someone next door: "le vieux d'à côté".
    phrase('the old man next door', String.raw`le vieux (?:de a cote|de en face|du dessus|du dessous)`), phrase('the old lady next door', String.raw`la vieille (?:de a cote|de en face|du dessus|du dessous)`),
    phrase('next door', String.raw`de a cote`),
    // A chest that presses: "ça m'appuie sur la poitrine".
    phrase('pain in my chest', String.raw`(?:ca |c )?(?:me )?(?:appuie|pese|presse|ecrase|comprime|serre|broie) (?:sur |dans )?(?:la |ma )?poitrine`),
    // A burning felt in the chest, as a pressing one is (round 34: "ça me brûle dans la poitrine").
    phrase('burning in my chest', String.raw`(?:ca |c )?(?:me )?brule (?:fort |tres fort |beaucoup )?(?:dans|a l interieur de) (?:la |ma )?poitrine`),
    // A new place where nobody is known: "je connais personne", "personne frappe à ma porte".
    phrase('do not know anyone here', String.raw`(?:je )?(?:connais|connaissais) personne(?: (?:ici|dans (?:le |la )?\w+))?`),
    phrase('noone knocks on my door', String.raw`personne (?:me )?(?:frappe|sonne|toque)(?: (?:a|chez) (?:ma porte|moi|la porte))?`),
    // Idioms with "tomber" that are no fall: now that someone else's fall is an emergency, they must not read as one.
    phrase('fell in love', String.raw`tombee?s? amoureu(?:x|se|ses)`), phrase('is expecting', String.raw`tombee? enceinte`), phrase('broke down', String.raw`tombee?s? en panne`), phrase('agreed', String.raw`tombee?s? d accord`),
    phrase('more and more', 'de plus en plus'), phrase('also', 'en plus'), phrase('neither', 'non plus'),
    // Round 41 (unseen41): "plus" before a state and a comparison ("que", "cette semaine") is "more", not "no longer" ("je
    // suis plus essoufflée dans l'escalier cette semaine", "les chevilles plus gonflées que d'habitude"). "Depuis" is no
    // comparison: "je suis plus essoufflée depuis le traitement" is no longer.
    phrase('the oxygen is running out', String.raw`(?:ma |la |mon |le )?(?:bouteille|bonbonne|reserve|cuve|obus)(?: de oxygene| de secours| de reserve){1,2} (?:est |sera )?(?:presque|bientot|quasiment|pratiquement) (?:vide|finie|a sec)`, String.raw`(?:il )?(?:me )?reste (?:presque |quasiment )?(?:plus|pas|guere) (?:beaucoup |grand chose )?(?:de |d )?oxygene`),
    phrase('more', String.raw`(?<!\bne (?:\w+ )?)plus(?= (?:essouffl\w*|gonfle\w*|enfle\w*|fatigue\w*|faible|faibles|lourd\w*|raides?|douloureu\w*|rouges?|confus\w*|perdue?s?|triste|tristes|seule?s?|inquiete?s?|anxieu\w*|lente?s?|court|courte|dur|dure|difficile|mal|souvent|vite|fort|forte)(?: \w+){0,5} (?:(?<!\b(?:depuis|parce|alors|pendant|bien|pour|tandis|sans|avant|apres|maintenant|dit|crois|pense|sais|trouve) )(?:que|qu)|cette semaine|ces jours|ces temps|ces derniers jours|qu avant|que avant|que de habitude|que le habitude)\b)`),
    phrase('i am not worried', String.raw`(?:je )?(?:ne )?me (?:inquiete|tracasse) (?:pas|plus|guere)(?: du tout| trop| plus que ca)?`, String.raw`(?:je )?(?:ne )?(?:me )?fais (?:pas|plus|guere) de (?:souci|soucis|bile)`),
    // Round 35 (unseen31): not getting up said by what is lacking for it ("j'ai pas la force de me relever", "je n'ai plus
    // la force de me lever", "j'arrive pas à prendre appui pour me relever"); not the mornings' tiredness.
    phrase('can not get up', String.raw`(?:je |j )?(?:n )?(?:ai|trouve|a) (?:pas|plus|pus)(?: (?:la|assez de|de|d|les|du tout la))? (?:force|forces|appui|prise|equilibre|elan)(?: \w+){0,2} (?:de|pour|d) ${UP}${NOT_MORNINGS_FR}`,
      String.raw`${CAN_NOT} (?:prendre|trouver|avoir) (?:d |de |un |l |la )?(?:appui|prise|force|elan)(?: \w+){0,2} pour ${UP}`,
      String.raw`sans (?:la |assez de )?forces? (?:de|pour) ${UP}${NOT_MORNINGS_FR}`),
    // Round 35 (unseen31): a mouth or face that hangs or has gone down on one side, the part said again as "elle" ("ma bouche
    // pend d'un côté", "c'est ma bouche, elle tombe sur le côté gauche"); an arm gone soft ("mon bras gauche est tout mou").
    phrase('face drooping on one side', String.raw`(?:la |ma |sa |le |mon |son )?(?:bouche|levre|levres|visage|figure|joue|paupiere)(?: (?:elle|il|qui|me|lui|se))*(?: (?:est|a|s est))? (?:pend|pendait|pendue?|(?:re)?tombe|(?:re)?tombait|(?:re)?tombee?|descend|descendait|descendue?|affaissee?|s affaisse|tiree?|partie?|glisse|glissee?)(?: (?:un peu|toute?|tout|en bas|vers le bas|encore|de nouveau|a nouveau))* (?:d un|sur un|du|de un|sur le|d une) cote(?: (?:gauche|droit))?`),
    ...LIMBS.map(([fr, en]) => phrase(`${en} is floppy`, String.raw`(?:mon |ma |le |la )?${fr}(?: (?:gauche|droite?))? (?:est )?(?:devenue? )?(?:tout |toute |completement )?(?:molle?|mou|flasque|sans vie)`)),
    // Round 35 (unseen31): sight gone from one eye now ("je ne vois plus rien de l'œil droit"), double sight ("je vois tout en
    // double"), words hard to find ("j'ai du mal à trouver mes... les mots"), read before "du mal" is a pain.
    phrase('can not see out of my eye', String.raw`(?:je )?(?:ne )?(?:vois|voyais) (?:plus|pus)(?: rien| que du noir| grand chose)? (?:de|d|avec|du cote de) (?:l|mon|un|le|cet) (?:oeil|oil)`),
    phrase('seeing double', String.raw`(?:je )?(?:vois|voyais) (?:tout |toutes les choses |les choses )?en double`, String.raw`(?:je )?(?:vois|voyais) (?:tout |les choses )?double`),
    phrase('struggling to find my words', String.raw`(?:du mal|de la peine|de la misere|des difficultes|difficile) (?:a|pour) (?:trouver|sortir) (?:mes|les|ses)(?: (?:mes|les))? mots`, String.raw`(?:je )?(?:cherche|cherchais) (?:mes|les) mots`),
    // Round 35 (unseen31): a year counted on from an earlier time ("l'année d'après je me suis cassé le poignet", "deux ans plus tard").
    phrase('the year after', String.raw`(?:l|le|la) (?:annee|an) (?:d apres|suivante?|de apres)`),
    phrase('$1 years later', String.raw`(un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quelques|plusieurs) (?:ans|an|annees|annee) (?:plus tard|apres)`),
    // Round 35 (unseen31): concerns said plainly: Québec "je suis pas mal down" (quite low), "une dent qui me lance", "le zona".
    phrase('i am feeling down', String.raw`(?:je suis |suis |chuis |j suis )(?:pas mal |un peu |tres |vraiment |ben |assez |mal )?down`),
    phrase('my tooth is throbbing', String.raw`(?:une |ma |la )?dents? (?:qui )?(?:me )?(?:lance|lancent|elance|elancent)`),
    phrase('shingles', String.raw`(?:le )?zona`),
    // The hip said the doctor's way: "je me suis cassé le col du fémur il y a huit ans".
    phrase('hip', String.raw`(?:le )?col du femur`),
    // Emergencies said with a negation come first, so that "pas" is not read as a denial.
    phrase('still can not get up', String.raw`${CAN_NOT} toujours (?:pas )?(?:a )?${UP}`, String.raw`(?:je )?(?:peux|arrive) toujours pas (?:a )?${UP}`),
    phrase('can not get up', String.raw`${CAN_NOT} ${UP}`, String.raw`${CAN_NOT} (?:me )?(?:mettre|tenir) debout`, String.raw`(?:je )?(?:peux|arrive) (?:pas|plus) (?:a )?sortir (?:de la baignoire|du lit|du bain)`),
    // Someone else: "il arrive pas à se relever", "elle peut plus se lever".
    phrase('can not get up', String.raw`(?:il |elle )?(?:peut|pouvait|arrive|arrivait|parvient|reussit)(?: toujours)? (?:pas|plus)(?: toujours)?(?: a)? se (?:relever|lever|remettre debout|redresser|mettre debout)`),
    atPause(phrase('can not move', String.raw`${CAN_NOT} (?:me )?bouger(?! (?:le|la|les|mon|ma|mes) )`)),
    // Someone else who cannot move any more (round 21): "il ne peut plus bouger", "elle peut pas bouger du lit".
    atPause(phrase('he can not move', String.raw`il (?:ne )?(?:peut|pouvait|arrive|arrivait|parvient)(?: toujours)? (?:pas|plus)(?: toujours)?(?: a)? (?:se )?bouger(?! (?:le|la|les|son|sa|ses) )`)),
    atPause(phrase('she can not move', String.raw`elle (?:ne )?(?:peut|pouvait|arrive|arrivait|parvient)(?: toujours)? (?:pas|plus)(?: toujours)?(?: a)? (?:se )?bouger(?! (?:le|la|les|son|sa|ses) )`)),
    atPause(phrase('can not move', String.raw`(?:ne )?(?:peut|pouvait|arrive|arrivait|parvient)(?: toujours)? (?:pas|plus)(?: toujours)?(?: a)? (?:se )?bouger(?! (?:le|la|les|son|sa|ses) )`)),
    // Issue 13 floor: someone else who cannot speak now ("mon mari a fait un AVC hier, il ne peut plus parler").
    phrase('he can not speak', String.raw`il (?:ne )?(?:peut|arrive|parvient)(?: toujours)? (?:pas|plus)(?: toujours)?(?: a)? (?:parler|articuler)`),
    phrase('she can not speak', String.raw`elle (?:ne )?(?:peut|arrive|parvient)(?: toujours)? (?:pas|plus)(?: toujours)?(?: a)? (?:parler|articuler)`),
    phrase('can not speak', String.raw`(?:ne )?peut(?: toujours)? (?:pas|plus)(?: toujours)? (?:parler|articuler)`),
    // Stuck where one sits or lies: "je peux pas sortir de la baignoire", "coincée sur les toilettes",
    // "dans la baignoire depuis hier soir", "qu'on vienne me sortir du bain".
    phrase('can not get out', String.raw`${CAN_NOT} (?:me )?(?:sortir|extraire|hisser)`),
    phrase('lift me out of the $1', String.raw`(?:me|m) (?:sortir|sorte|sortiez|sortent|tirer|tire|hisser|extraire) (?:de la|du|de le|de mon|de ma|des|de les) (baignoire|bain|fauteuil|toilettes|wc|douche|lit|chaise)`),
    phrase('stuck', String.raw`(?:coincee?s?|bloquee?s?|piegee?s?|prisonniere?s?)(?= (?:dans|sur|a|au|sous)(?: |$))`),
    phrase('for hours', String.raw`(?:depuis|pendant) (?:des|deux|trois|quatre|cinq|six|plusieurs|quelques) heures`),
    phrase('all night', 'toute la nuit', 'la nuit entiere'),
    // Sudden confusion since midday (unseen13): "depuis midi je dis des choses qui n'ont pas de sens".
    phrase('since lunchtime', String.raw`depuis (?:le )?midi`),
    phrase('talking nonsense', String.raw`(?:dis|dit|raconte|racontes?) (?:des |plein de )?(?:choses|affaires|mots|betises) qui (?:ne )?ont (?:pas|aucun|plus) (?:de )?(?:sens|bon sens)`, String.raw`(?:dis|dit|raconte) (?:ne )?importe quoi`),
    phrase('can not feel my fingers', String.raw`(?:je )?(?:sens|sent) (?:pas|plus|pus) (?:mes |les )doigts`),
    ...LIMBS.flatMap(([fr, en]) => [
      phrase(`can not feel my ${en}`, String.raw`(?:je )?(?:sens|sent) (?:pas|plus) (?:mon |ma |mes |le |la )?${fr}s?`),
      phrase(`can not move my ${en}`, String.raw`${CAN_NOT} bouger (?:mon |ma |le |la )?${fr}s?`, String.raw`(?:mon |ma |le |la )?${fr} (?:repond|bouge|obeit) (?:pas|plus)`),
      phrase(`${en} is dead`, String.raw`(?:mon |ma |le |la )?${fr}(?: (?:gauche|droite?))? (?:est )?(?:tout |toute |completement )?(?:engourdie?|paralysee?|morte?|sans force|lourde?)`),
      // "ma main droite n'a plus la force", "mon bras a pus de force" (Québec).
      phrase(`${en} is dead`, String.raw`(?:mon |ma |le |la )?${fr}(?: (?:gauche|droite?))? (?:ne )?(?:a|as) (?:plus|pas|pus|perdu) (?:la |de |sa |aucune |toute sa )?forces?`),
    ]),
    phrase('can not breathe', String.raw`${CAN_NOT} respirer`, String.raw`(?:je )?(?:etouffe|suffoque)`, String.raw`(?:je )?manque de air`, 'plus de souffle'),
    phrase('trouble breathing', String.raw`(?:de la |beaucoup de |bien de la )?(?:misere|peine|difficultes?) a respirer`, String.raw`(?:beaucoup |bien )?du mal a respirer`, 'je respire mal', 'difficulte a respirer', 'respire (?:mal|difficilement)'),
    phrase('a bit out of breath', String.raw`(?:un peu |vite )?essouffle(?:e)?`, String.raw`a bout de souffle`),
    // Told in the past (unseen15): "après l'AVC je ne pouvais plus parler" was then, not now (built-in-assessor.ts).
    phrase('i could not get my words out', String.raw`(?:je )?(?:ne )?(?:pouvais|arrivais) (?:pas|plus)(?: a)? (?:parler|articuler)(?: (?:normalement|correctement|bien))?`),
    // unseen33: not able to talk just now, busy ("je ne peux pas parler là, rappelez"): no speech lost.
    phrase('i am busy now', String.raw`(?:je )?(?:ne )?${CAN_NOT} (?:vous )?parler (?:la|maintenant|tout de suite|pour le moment|en ce moment|pour l instant)(?! (?:\w+ )?(?:normalement|correctement|bien|ma bouche|la bouche|les mots))`, String.raw`(?:je )?(?:ne )?${CAN_NOT} (?:vous )?parler(?= (?:\w+ ){0,3}(?:rappelez|rappeler|je vous rappelle))`),
    // unseen34: a hand that lets go of everything ("ma main droite lâche tout, j'ai cassé deux bols"), speech said odd by another
    // ("ma fille m'a dit que je parlais bizarre"), the words not coming with a stammer between ("les mots qui... qui viennent pas"),
    // half the face tingling ("la moitié du visage qui fourmille").
    phrase('i keep dropping things from my hand', String.raw`(?:ma |la )?main(?: droite| gauche)? (?:me )?(?:lache|lachait|laisse tomber|laissait tomber) (?:tout|les choses|tout ce que je (?:prends|tiens)|les objets)`),
    phrase('my speech is funny', String.raw`(?:que )?je (?:parlais|parle|parlait) (?:bizarre|bizarrement|de travers|drole|drolement|comme une (?:ivrogne|saoule))`),
    phrase('words will not come out', String.raw`(?:les )?mots(?: qui)+ (?:sortent|viennent) (?:pas|plus)`),
    phrase('half my face is numb', String.raw`(?:la )?moitie (?:du|de mon|de la) (?:visage|figure|bouche|corps) (?:qui )?(?:fourmille|fourmillait|picote|picotait|est engourdie?|est insensible|est tout engourdie?|dort)`),
    phrase('words will not come out', String.raw`(?:les )?mots (?:sortent|viennent) (?:pas|plus)`, String.raw`${CAN_NOT} (?:parler|articuler)(?: (?:normalement|correctement|bien))?`, 'je parle (?:bizarre|bizarrement|de travers)', 'du mal a parler', 'je bafouille', 'la langue (?:qui )?(?:fourche|pateuse)',
      String.raw`(?:la )?langue (?:toute )?(?:lourde|engourdie|collee|bloquee|epaisse|paralysee|gonflee|qui colle|de bois)`, String.raw`(?:je )?me (?:emmele|emmelais|embrouille|embrouillais) (?:dans |avec )?(?:les |mes )mots`, String.raw`(?:les |mes )?mots se (?:emmelent|melangent|bloquent|embrouillent)`, 'du mal a articuler'),
    // Québec "croche": "la bouche croche", "le visage tout croche"; the same sign said of someone else.
    phrase('face drooping', String.raw`(?:la |sa |ma )?(?:bouche|face|visage|gueule) (?:toute? )?croche`),
    phrase('speech is heavy', String.raw`(?:la |sa |ma )?parole (?:\w+ ){0,2}(?:lourde|pateuse|difficile|embrouillee|bizarre|drole|croche)`),
    phrase('talking funny', String.raw`(?:il|elle|je) parle (?:drole|croche|bizarre|bizarrement|tout croche)`),
    // "je manque de souffle même assis" (breathless at rest: the rules read 'even sitting').
    phrase('short of breath', String.raw`(?:je |il |elle )?manque de souffle`),
    // Out of a medicine: "je n'ai plus de pilules pour le cœur", "j'ai pus de pilules".
    // Running short, and its denial: "je suis à court de comprimés", "je ne suis pas à court de médicaments".
    phrase('not running out of pills', String.raw`(?:je )?(?:ne )?(?:suis|serai) (?:pas|jamais) a court de ${MEDS}`),
    phrase('running out of pills', String.raw`(?:je )?(?:suis|serai bientot|vais etre) a court de ${MEDS}`),
    phrase('ran out of pills', String.raw`(?:je |il |elle )?(?:ne )?(?:ai|a|avons) (?:plus|pus|pu|plus du tout) de ${MEDS}`),
    phrase('face drooping', String.raw`(?:le )?(?:visage|bouche) (?:tout |toute )?(?:drole|bizarre|tordue?|engourdie?|paralysee?|molle?) (?:d un|sur un|de un|du) cote`, String.raw`(?:le )?visage (?:tout )?de travers`, String.raw`(?:la )?bouche (?:toute )?de travers`, String.raw`(?:le visage|la bouche) qui (?:tombe|pend)`),
    // Someone else's, told in the passé composé (round 28: "mon voisin a fait un AVC", "il a eu un infarctus"): "had a", read
    // by its time as in English (a worry; today's or unhelped, an emergency). Not "j'ai fait", not "a failli faire".
    phrase('had a stroke', String.raw`(?<!\b(?:j|je|y) )a (?:fait|eu) (?:un |une )?(?:avc|attaque cerebrale|accident vasculaire(?: cerebral)?|congestion cerebrale)`),
    phrase('had a heart attack', String.raw`(?<!\b(?:j|je|y) )a (?:fait|eu) (?:un |une )?(?:crise cardiaque|infarctus|attaque cardiaque|arret cardiaque)(?! de (?:rire|fou rire))`),
    phrase('stroke', 'avc', 'attaque cerebrale', String.raw`accident vasculaire(?: cerebral)?`, 'congestion cerebrale'),
    phrase('can not bear the pain', String.raw`(?:je )?supporte (?:pas|plus) (?:la|cette) douleur`),
    // Not stopping is going on: "je n'arrête pas de vomir" is being sick again and again, never a denial of it.
    phrase('keep being sick', String.raw`(?:je |j )?(?:ne |n )?(?:arrete|cesse) (?:pas|plus) de (?:vomir|rendre)`, String.raw`(?:je )?ne cesse de (?:vomir|rendre)`, String.raw`(?:je )?vomis sans arret`),
    phrase('bleeding will not stop', String.raw`(?:ca |il )?(?:arrete|se arrete|cesse) (?:pas|plus) de saigner`, String.raw`(?:je )?saigne (?:beaucoup|enormement|sans arret|a flots)`, String.raw`le sang (?:se arrete|arrete) (?:pas|plus)`),
    phrase('is not answering the phone', String.raw`(?:il |elle )?(?:repond|decroche) (?:pas|plus) (?:au|a le|a son|a ses|a mes) (?:telephone|portable|fixe|appels|messages|textos)`),
    phrase('is not responding', String.raw`(?:il |elle )?(?:repond|reagit|bouge) (?:pas|plus)`),
    phrase('will not wake up', String.raw`(?:il |elle )?se reveille (?:pas|plus)`, 'arrive pas a le reveiller', 'arrive pas a la reveiller'),
    // Sleep and not wake (unseen14): "je veux dormir, pas réveiller"; not a night slept through ("sans me réveiller la nuit").
    phrase('sleep and not wake up', String.raw`dormir(?: et)? (?:ne )?(?:pas|plus|jamais) (?:me )?reveiller(?! (?:la nuit|de la nuit|pendant la nuit|avant|jusqu|a \w+ heures?|toutes les|si tot|trop tot)\b)`),
    phrase('do not want to live', String.raw`(?:je )?(?:ai )?(?:pas|plus) envie de vivre`, String.raw`(?:je )?veux (?:pas|plus) vivre`, String.raw`(?:je )?veux plus me reveiller`),
    // Round 43: "je préférerais ne plus être là", "j'aimerais mieux être morte" (the English rule keeps a place or a time out).
    phrase('would rather not be here', String.raw`(?:je )?(?:prefererais|prefere|preferais|aimerais mieux) (?:(?:ne )?(?:plus|pas) etre (?:la|ici|en vie|vivante?)|etre mort(?:e)?|(?:ne )?(?:plus|pas) me reveiller|(?:ne )?plus exister)`),
    phrase('died laughing', String.raw`(?:ai )?(?:failli |presque )?(?:mourir|mort|morte|morts|mortes|meurs|meurt) de (?:rire|honte)`, 'mdr'),
    phrase('i feel like i am dying', String.raw`(?:ai )?(?:le impression|la sensation) (?:de mourir|que je (?:vais mourir|meurs))`, String.raw`(?:je )?(?:vais|va) mourir`, String.raw`(?:je )?(?:suis en train de )?meurs(?! de)`),
    phrase('want to die', 'je veux mourir', 'envie de mourir', 'je voudrais mourir', 'voudrais etre morte?'),
    // unseen33: nothing left to live for ("je n'ai plus de raison de vivre", "plus rien pour quoi vivre").
    phrase('nothing to live for', String.raw`(?:je )?(?:ne )?(?:ai|vois) (?:plus|pas|aucune?) (?:de |aucune )?(?:raisons?|raison) de vivre`, String.raw`(?:plus )?rien (?:pour quoi|pour lequel|qui me donne envie de) vivre`),
    phrase('want it all to end', String.raw`(?:je )?veux que (?:ca|tout) se arrete`, 'en finir', 'me tuer', 'me suicider', 'mettre fin a mes jours'),
    phrase('what is the point of living', String.raw`a quoi bon (?:vivre|continuer${GIVING_UP_A_THING})`, String.raw`ca sert a rien de (?:vivre|continuer${GIVING_UP_A_THING})`),
    phrase('can not complain', String.raw`(?:je )?(?:peux|peut) (?:pas|plus) me plaindre`, 'je me plains pas', 'on se plaint pas', 'on peut pas se plaindre'),
    // Not following the call (unseen14): "je comprends pas, parlez doucement", "j'entends pas... ça coupe", "mon français pas bon".
    phrase('my french is not good', String.raw`(?:mon |le )?(?:francais|anglais|espagnol)(?: (?:est|il est|c est))? (?:pas|plus) (?:tres |trop |si )?(?:bon|bien|terrible|fameux)`),
    phrase('i do not understand', String.raw`(?:je )?(?:ne )?(?:comprends|comprend) (?:pas|rien)`),
    phrase('i can not hear', String.raw`(?:je )?(?:ne )?(?:entends|entend) (?:pas|rien|plus)(?! (?:bien )?(?:de|du|des|avec) )`),
    // "Ça va, pas mal" and "ça va pas mal" are well (unseen14), not "ça va pas"; never "ça va pas, mal au dos".
    atPause(phrase('i am fine not bad', String.raw`ca va(?: ,)? pas mal(?!(?: ,)? (?:a|au|aux|de|du|dans|partout|la|le|les)\b)`)),
    phrase('not feeling well', String.raw`(?:je )?(?:suis|me sens|vais) (?:pas|plus) (?:tres |trop |si )?(?:bien|en forme)`, 'ca va (?:pas|plus)(?: (?:fort|tres bien|bien))?', 'pas (?:tres |trop )?bien', 'pas en forme', 'je vais mal', 'ca va mal'),
    phrase('not great', 'pas terrible', 'pas fameux', 'pas top', 'bof'),
    phrase('did not take them', String.raw`(?:je )?(?:les|le) (?:ai )?(?:pas|jamais) pris`, String.raw`(?:je )?(?:ai )?pas pris (?:mes|mon|ma|les|le) ${MEDS}`),
    // "It won't pass": the symptom goes on.
    phrase('at rest', 'au repos', 'sans rien faire', 'sans bouger'),
    phrase('it is still there', String.raw`(?:ca|c) (?:ne )?(?:passe|part|se calme|se arrete) (?:pas|plus)`),
    // Not gone yet: "ça n'est pas parti", "c'est toujours pas passé", "ça s'est pas calmé" (never "c'est passé", over;
    // nor "c'est pas passé loin", a near thing).
    phrase('it is still there', String.raw`(?:ca|c|cela) (?:ne )?(?:est|a|se est) (?:toujours )?(?:pas|jamais|toujours pas) (?:encore )?(?:parti|partie|passe|disparu|calme|arrete)(?! (?:loin|pres|par|chez|a|au|de|en|dans|voir|sur|devant)\b)`),
    phrase('can not keep my eyes open', String.raw`(?:j )?(?:arrive|peux|parviens) (?:pas|plus) a (?:garder|tenir) (?:les )?yeux ouverts`, String.raw`(?:peux|arrive) (?:pas|plus) (?:garder|tenir) (?:les )?yeux ouverts`, String.raw`(?:les )?yeux (?:qui )?se ferment tout seuls`),
    phrase('am so sleepy', String.raw`(?:ai|a) (?:tellement |tres |trop |si )?sommeil`),
    phrase('my heart is racing', String.raw`(?:le )?coeur (?:me )?(?:debat|bat (?:tres )?(?:vite|fort|la chamade)|s emballe|cogne|pompe)`, String.raw`(?:le )?coeur (?:me )?bat (?:a toute allure|a toute vitesse|a cent a le heure|a mille a le heure|trop vite|comme un fou|comme un tambour|dans tous les sens|n importe comment)`),
    // Speech recognition splits "engourdi" (numb).
    phrase('numb', String.raw`en gourdie?s?`),
    phrase('not hungry', String.raw`(?:ai )?(?:pas|plus) (?:trop |beaucoup |vraiment )?(?:faim|de appetit|appetit)`, 'sans appetit', 'pas envie de manger'),
    // What "touched" nothing is not the person's plate (unseen13): "le feu de cheminée, ça n'a rien touché".
    phrase('nothing was damaged', String.raw`(?:ca|cela|le feu|la fumee|le eau|il|elle) (?:ne )?(?:a|ont|avait) rien touche`),
    // Known "par cœur" is by heart, no heart trouble.
    phrase('by heart', String.raw`par coeur`),
    phrase('hardly eaten', String.raw`(?:ai )?(?:rien|presque rien|pas grand chose) (?:avale|touche)`, String.raw`(?:je )?touche (?:pas|plus|presque pas|presque plus) (?:a )?(?:mon assiette|la nourriture|rien|a rien)`, String.raw`(?:presque )?rien mange`, String.raw`(?:ai )?(?:pas|rien|presque pas|jamais) (?:soupe|dine|dejeune|pris de repas)`, String.raw`(?:ai )?saute (?:le |les |mon |mes )?(?:repas|souper|diner|dejeuner)`, String.raw`(?:pas|plus) envie de (?:cuisiner|faire a manger|me faire a manger)`, String.raw`(?:ai )?(?:pas|presque pas|a peine) mange`, 'mange presque rien'),
    phrase('slept badly', String.raw`(?:tres |super )?mal dormi`, String.raw`(?:je )?dors (?:pas|plus|mal|presque pas|presque plus)(?: du tout| bien)?`, String.raw`${CAN_NOT} (?:dormir|me endormir)`, String.raw`(?:je )?me reveille (?:toute la nuit|sans arret|souvent|plusieurs fois|tout le temps|toutes les heures)`, 'insomnies?', String.raw`(?:ai )?(?:pas|presque pas) dormi`, 'nuits? blanches?', String.raw`(?:ai )?(?:pas|presque pas|jamais) ferme (?:le )?oeil`, String.raw`(?:je )?ferme (?:pas|plus|presque pas) (?:le )?oeil`, String.raw`sans (?:dormir|fermer (?:le )?oeil)`, 'pas ferme le oeil', 'mauvaise nuit', 'dormi (?:tres )?mal'),
    // The weather frozen, not the person (unseen39: "il a gelé cette nuit, les voitures sont toutes blanches").
    phrase('there was a frost', String.raw`(?:il|ca) (?:a|va) (?:gele|geler)`, String.raw`il gele(?! (?:dans|chez|ici))`),
    // Fallen asleep, not drowsy (unseen39: "je me suis endormi dans le fauteuil devant le match, comme d'habitude").
    // Only with where or when after it: "je crois que je me suis endormi, vous disiez quoi ?" said in the call is drowsiness now.
    phrase('fell asleep', String.raw`(?:(?:je )?me suis|(?:il|elle|on) se est) (?:endormie?|assoupie?)(?= (?:devant|dans|sur|au|en|vers|tot|tard|comme|hier|cette|ce|pendant|avant|apres|tout de suite|direct|des|jusque|jusqu))`),
    // Loneliness: nobody comes, the days are long, bored on one's own.
    phrase('noone comes to see me', String.raw`(?:on|ils|elles) (?:vient|viennent|passe|passent) (?:plus|jamais|pas)(?: me voir)?`),
    phrase('they never call me', String.raw`(?:(?:on|ils|elles) (?:me )?|me )(?:appelle|appellent|telephone|telephonent) (?:plus|jamais)`),
    phrase('the days drag', String.raw`(?:c est|ca est) (?:long|longues?) les (?:journees|jours|soirees|nuits|apres midi)`, String.raw`les (?:journees|jours|soirees|nuits) (?:sont|me paraissent|semblent) (?:tres |si |bien )?(?:longues?|longs)`),
    phrase('i am bored and lonely', String.raw`(?:je )?me (?:embete|ennuie|ennuye) (?:toute? seule?|tout seul)`),
    phrase('i am bored', String.raw`(?:je )?me (?:embete|ennuie)(?: (?:beaucoup|tellement|ferme|a mourir))?`),
    phrase('have not spoken to anyone', String.raw`(?:ai )?(?:parle|vu) a? ?personne`, 'personne (?:vient|passe|appelle|me rend visite)'),
    phrase('do not remember how i fell', String.raw`(?:je )?(?:me )?(?:souviens|rappelle) (?:pas|plus) (?:de )?(?:comment|quand) (?:je )?(?:suis|me suis) tombee?`),
    phrase('can not remember what', String.raw`(?:je )?(?:me )?(?:souviens|rappelle) (?:pas|plus|de rien) (?:bien |du tout )?(?:de )?(?:ce que|ce qui|rien|ou)`),
    phrase('am confused', String.raw`(?:je )?(?:suis|me sens|me sentais|etais) (?:un peu |tout |toute |completement |comme )?perdue?`),
    phrase('do not know what day it is', String.raw`(?:je )?sais (?:pas|plus) (?:si on est|si c est|si nous sommes) (?:${DAYS})`, String.raw`(?:je )?sais (?:pas|plus) quel jour (?:on est|il est|nous sommes)`, String.raw`(?:je )?sais (?:pas|plus) (?:(?:tres|trop|bien|vraiment) )*ou (?:je suis|on est|je me trouve)`),
    phrase('can not remember how', String.raw`(?:je )?(?:sais|souviens|rappelle) (?:pas|plus) (?:de )?comment (?:je )?(?:suis|ai|me suis)`),
    phrase('can not remember anything', String.raw`(?:je )?(?:me )?(?:souviens|rappelle|souvenais|rappelais) (?:(?:pas|plus) )?(?:de )?rien(?: du tout)?(?! (?:de|du|ce) )`),
    // Medication: the whole box is an overdose; twice or the wrong one by mistake is a mix-up.
    phrase('took the whole box of pills', String.raw`(?:ai )?(?:pris|avale) (?:toute la boite|tout le tube|tout le flacon|toute la plaquette|une poignee|plein)(?: de| des)?(?: \w+)?(?: ${MEDS})?`),
    // The whole box said after the pills (unseen14): "j'ai pris beaucoup les médicaments, toute la boîte" (not a box now empty).
    phrase('took the whole box of pills', String.raw`(?:ai )?(?:pris|avale)(?: \w+){1,5} (?:toute la boite|tout le tube|tout le flacon|toute la plaquette)(?! (?:est|etait|vide|finie?|deja)\b)`),
    // "J'en ai pris trop", "j'en ai trop pris" (round 37 probe): the pills said before, "trop" last. Not a food or a drink named.
    phrase('took too many pills', String.raw`(?:ai )?(?:pris|avale) trop(?: (?:de |d )?${MEDS}|(?! (?:de|d|du|des|a|au|sur|en)\b))`, String.raw`(?<!(?:gateaux?|bonbons|chocolats?|biscuits?|verres?|bieres?|vin|cafes?|cigarettes?|clopes?|sucreries|patisseries)(?: \w+){0,3} )en ai trop (?:pris|avale)`),
    phrase('took my pills twice', String.raw`(?:ai )?(?:pris|avale) (?:mes|mon|ma|les|le|la) (?:\w+ )?${MEDS}(?: \w+){0,4} deux fois`, String.raw`(?:ai )?(?:pris|avale) deux fois (?:mes|mon|ma|les|le|la) (?:\w+ )?${MEDS}(?: pour le coeur)?`, String.raw`(?:je )?(?:les|le) ai pris deux fois`, String.raw`(?:je )?(?:les|le|la) ai (?:repris|reprises|reprise)`, String.raw`(?:ai )?repris (?:mes|mon|ma|les|le|la) (?:\w+ )?${MEDS}`),
    phrase('took the wrong pills', String.raw`(?:ai )?(?:pris|avale) (?:le|la|les) ${MEDS} (?:de|du) (?:mon|ma|la|le) \w+`, String.raw`(?:je )?me suis trompee? de ${MEDS}`, String.raw`(?:le|les|la) mauvaise?s? ${MEDS}`),
    // Pills mixed up or not known whether taken: a mix-up, a concern unless symptoms follow.
    phrase('mixed up my pills', String.raw`(?:ai )?(?:tout )?(?:melange|confondu|embrouille) (?:mes |les )?(?:${MEDS})?`, String.raw`(?:je )?me suis (?:embrouillee?|melangee?) (?:avec |dans )?(?:mes |les )${MEDS}`),
    phrase('not sure i am taking them right', String.raw`(?:je )?(?:suis pas sure?|sais pas|sais plus) (?:si|de) (?:je )?(?:les |le |mes \w+ )?(?:prends|prendre|ai pris) (?:bien|correctement|comme il faut)`, String.raw`(?:je )?(?:suis pas sure?|sais pas|sais plus) (?:si|de) (?:je )?bien (?:les |le |mes \w+ )?(?:prends|prendre|ai pris)`),
    phrase('only two pills left', String.raw`(?:il )?me reste (?:plus que|que|presque plus|presque rien|plus|seulement) (?:\w+ )?(?:de )?${MEDS}`, String.raw`(?:il )?me reste (?:juste |encore )?(?:un|une|deux|trois|quatre|quelques) (?:\w+ )?(?:de )?${MEDS}`),
    phrase('pharmacy has not delivered', String.raw`(?:la )?pharmacie (?:a |me a )?(?:pas|jamais|toujours pas) (?:encore )?(?:livre|apporte|envoye|recu|eu)`),
    phrase('not sure if i took them', String.raw`(?:je )?(?:sais|rappelle|souviens) (?:pas|plus) (?:quels?|quelles?|si|combien de)(?: ${MEDS})? (?:je )?(?:les |le )?ai (?:pris|avale)`),
    // An everyday ache in a joint or body part.
    phrase('my joints are killing me', String.raw`(?:le |la |les |mon |ma |mes |l )?${BODY} (?:me )?(?:fait|font) (?:souffrir|mal|un mal de chien|des miseres)`, String.raw`(?:ai )?(?:mal|des douleurs|une douleur) (?:au|a la|aux|a le|dans le|dans la|dans les) ${BODY}`),
    // Dressing, swelling, a tremor: "je peux plus me boutonner", "mes chaussures rentrent plus", "mes mains tremblent".
    phrase('can not do up my buttons', String.raw`${CAN_NOT} (?:me )?(?:boutonner|deboutonner|fermer (?:mes |les )?boutons|attacher (?:mes |les )?(?:lacets|boutons|chaussures))`),
    phrase('struggling to get dressed', String.raw`(?:du mal|de la peine|des difficultes|de la misere) a (?:me )?(?:habiller|deshabiller|boutonner|laver)`, String.raw`${CAN_NOT} (?:me )?(?:habiller|laver) (?:toute? )?seule?`),
    phrase('my shoes do not fit', String.raw`(?:mes |les )?(?:chaussures|chaussons|pantoufles|bagues?|bottes) (?:me )?(?:rentrent|entrent|vont|ferment|passent) (?:plus|pas)`, String.raw`${CAN_NOT} (?:mettre|enfiler) (?:mes |les )?(?:chaussures|chaussons|pantoufles|bagues?)`),
    phrase('swollen', String.raw`(?:qui )?(?:gonflent|enflent)`, String.raw`(?:ont|a) (?:gonfle|enfle)`),
    phrase('my hands are shaking', String.raw`(?:mes |les )?(?:mains|main|jambes|bras|doigts) (?:qui )?(?:me )?(?:tremblent|tremble)`, String.raw`(?:je )?tremble(?: (?:beaucoup|tout le temps|de plus en plus|comme une feuille))?`),
    // Water coming in under the door now (the stop note): a flood, as "water's coming in under my door now".
    phrase('water is coming in under the door', String.raw`(?:le )?eau (?:qui )?(?:rentre|entre|passe|arrive|coule) (?:sous|par) (?:la|ma) porte`),
    phrase('flooded', String.raw`(?:a |ont |avait )?pris (?:le )?eau`, String.raw`inonde\w*`, String.raw`degats? des eaux`, String.raw`tout est (?:trempe|mouille|inonde|a le eau)`, String.raw`le eau (?:est |a )?(?:rentree|entree|montee|monte|rentre|entre) (?:dans|partout|chez)`),
    phrase('a burst pipe', String.raw`(?:un |le |les )?tuyaux? (?:a |ont |qui a |qui ont )?(?:eclate|pete|creve|fuit|fuient|lache)`, String.raw`(?:une |des )?fuites? (?:de eau|au plafond|sous le evier)`),
    phrase('locked out', String.raw`(?:je )?(?:me )?suis (?:retrouvee? )?(?:enfermee?|bloquee?|coincee?) (?:dehors|a le exterieur)`, String.raw`(?:enfermee?|bloquee?) dehors`, String.raw`(?:la )?porte (?:a |se est )?(?:claque|refermee?) (?:derriere moi|avec (?:les |mes )?cles)`, String.raw`(?:mes |les )?cles (?:a le interieur|dedans)`),
    phrase('i am freezing', String.raw`(?:je suis |suis )?(?:gelee?s?|frigorifiee?s?|transie?s?(?: de froid)?)(?= |$)`),
    // Round 32: help asked of the caller ("vous pouvez m'aider ?", "pourriez-vous m'aider avec la télécommande ?"): the English ask.
    phrase('can you help me get up', String.raw`(?:vous pouvez|pouvez vous|vous pourriez|pourriez vous|tu peux|peux tu|tu pourrais|pourrais tu) (?:me|m) aider a ${UP}`),
    // The plea in the plain present, opening its clause (round 34: "vous m'aidez à me relever ?"); never someone who helps.
    phrase('can you help me get up', String.raw`^(?:s il vous plait |dites )?(?:vous|tu) (?:me|m) (?:aidez|aides) a ${UP}`),
    phrase('can you help me to', String.raw`(?:vous pouvez|pouvez vous|vous pourriez|pourriez vous|tu peux|peux tu|tu pourrais|pourrais tu) (?:me|m) aider a`),
    phrase('can you help me with', String.raw`(?:vous pouvez|pouvez vous|vous pourriez|pourriez vous|tu peux|peux tu|tu pourrais|pourrais tu) (?:me|m) aider (?:pour|avec)`),
    phrase('can you help me', String.raw`(?:vous pouvez|pouvez vous|vous pourriez|pourriez vous|tu peux|peux tu|tu pourrais|pourrais tu) (?:me|m) aider`),
    phrase('help me to', String.raw`(?:me|m) aider a`), phrase('help me with', String.raw`(?:me|m) aider (?:pour|avec)`),
    phrase('stings', String.raw`(?:me )?(?:pique|piquent|gratte|grattent|picote|picotent)(?= |$)(?! (?:dans |a )?(?:la |ma )?poitrine)`),
    phrase('i have everything i need', String.raw`(?:je )?(?:ai|avons) tout ce (?:que il|qu il|que) (?:me |nous )?(?:faut|fallait)`, String.raw`(?:il )?(?:me|nous) manque (?:de )?rien`),
    // Round 36: the need denied ("Pas besoin du SAMU, ça va", "je n'ai pas besoin d'ambulance", "pas besoin d'appeler les
    // pompiers"): "I don't need", as English says it. The need itself keeps its article ("j'ai besoin du SAMU").
    phrase('i do not need', String.raw`(?:je )?(?:n )?(?:ai |avons |aurai |aurais )?(?:pas|plus|point) besoin (?:du|de la|de l|des|de|d)(?= )`, String.raw`(?:je )?(?:ne )?(?:veux|voulons) (?:pas|plus|point) (?:du|de la|de l|des|d|de)(?= (?:ambulance|samu|pompiers|ambulanciers|secours)\b)`),
    phrase('i need', String.raw`(?:il )?me (?:faudrait|faut|faudra)`, String.raw`(?:ai|aurais|aurai) besoin (?:du|de la|de l|des|de|d|que)(?= )`),
    phrase('someone to get', String.raw`quelqu un (?:pour|qui) (?:me )?(?:faire|fasse|ferait|aller faire|apporter|apporte|porter|monter)`),
    phrase('can not carry the bags', String.raw`${CAN_NOT} porter (?:les|mes|des) (?:sacs|courses|commissions|paquets)`),
    phrase('the shopping', String.raw`(?:les|mes|des|ces|quelques|mes petites|quelques petites) (?:courses|commissions)`),
    phrase('by mistake', 'par erreur', 'par megarde', 'sans faire expres', 'par accident', 'je me suis trompee?'),
    phrase('double dose', 'double dose', 'dose double'),
    // Falls, and what followed them.
    phrase('caught myself', String.raw`(?:je )?me suis (?:rattrapee?|retenue?|accrochee?|agrippee?)`),
    phrase('nearly fell', String.raw`(?:ai )?(?:failli|manque de|presque) tomber`, String.raw`(?:je )?(?:ai )?(?:failli|manque de|presque) (?:me retrouver|finir|atterrir|me ramasser|me retrouver les quatre fers en l air)(?: (?:par terre|au sol|sur le dos))?`, String.raw`(?:suis )?presque tombee?`,
      // unseen24: "j'ai cru que j'allais tomber", a fall feared in the moment, not one that happened.
      String.raw`(?:j )?(?:ai |avais )?(?:cru|pense|eu l impression) (?:que |qu )(?:je |j )?(?:allais|vais|aller) tomber(?! dans les pommes)`),
    // unseen24: "je me suis retrouvée assise par terre" and got up after: on the floor, then (the rules read it with what follows).
    phrase('i ended up sat on the floor', String.raw`(?:je )?(?:me )?(?:suis )?retrouvee? (?:assise? |allongee? |couchee? |les fesses )?(?:par terre|au sol|sur le sol|sur le carrelage)`),
    // unseen24: "le spray bleu cinq ou six fois, ça fait plus rien", an inhaler that does nothing, told with words between.
    phrase('inhaler not helping', String.raw`(?<=\b(?:ventoline|pompe|inhalateur|spray|aerosol)\b(?: [\w,]+){3,10} )(?:ca |ce |il |elle )?(?:ne )?(?:fait|marche|agit) (?:plus rien|plus|rien|pas effet|plus effet)`),
    // "je siffle", "ça siffle": wheezing (not the wind, nor a kettle: said of oneself or the chest).
    phrase('i am wheezing', String.raw`(?:je |ma poitrine |mes bronches )siffle(?:nt)?(?! (?:un air|une chanson|la bouilloire))`),
    phrase('short of breath', String.raw`(?:j )?(?:ai )?(?:pas|plus|guere) (?:beaucoup )?de souffle`),
    phrase('helped me up', String.raw`(?:me|m) (?:a|ont) (?:aidee?|aides) a ${UP}`, String.raw`(?:me|m) (?:a|ont) relevee?`),
    phrase('up and about', String.raw`(?:il |elle )?(?:est|est de nouveau|est deja) (?:debout|sur pied|sur ses pieds)`, String.raw`(?:il |elle )?se est (?:relevee?|remise? debout)(?: toute? seule?)?`),
    phrase('got up', String.raw`(?:je )?me suis (?:relevee?|remise? debout|redressee?)(?: toute? seule?)?`, String.raw`(?:ai )?(?:pu|reussi a) ${UP}`),
    // A fall denied in the present (round 21): "je ne tombe pas", "je tombe jamais, moi". Never "i fell": the "pas" after it is no denial in English.
    phrase('i do not fall', String.raw`(?<!\b(?:pas|suis|est|etais|me suis) )(?:je (?:ne )?|ne )(?:tombe|tombais) (?:pas|jamais|plus)\b`),
    phrase('i $1 fell', FELL),
    phrase('had a fall', String.raw`(?:ai )?(?:fait|eu) une (?:petite |grosse |mauvaise |vilaine )?(?:chute|glissade)`, String.raw`(?:me suis |ai )?(?:pris|prendre) une (?:gamelle|gadin|bonne chute|chute|boite)`),
    phrase('$1 fell', String.raw`(il|elle) (?:est|se est) (?:tombee?|etalee?|effondree?)(?!e?s? (?:amoureu|enceinte|en panne|d accord))`),
    // "mon mari est tombé": the auxiliary is a past tense, not "is".
    phrase('$1 fell', String.raw`(mari|femme|epoux|epouse|fils|fille|voisine?|amie?|frere|soeur|pere|mere|compagnon|compagne) (?:est|se est) (?:tombee?|etalee?|effondree?)(?!e?s? (?:amoureu|enceinte|en panne|d accord))`),
    // Collapsed, whoever it is: "je me suis effondrée", "le médecin s'est écroulé".
    phrase('collapsed', String.raw`(?:je )?(?:me suis|se est|se sont|me etais|se etait) (?:effondree?s?|ecroulee?s?|affaissee?s?)`),
    phrase('took a tumble', String.raw`(?:ai |me suis )?glisse(?:e)?`),
    phrase('tripped', String.raw`(?:ai )?trebuche`, String.raw`ai (?:bute|butte)(?= (?:sur|contre|dans)\b)`),
    // "Bleu" is a bruise only as a noun ("un bleu", "plein de bleus"); "la chaise bleue" is a colour.
    phrase('a bruise', String.raw`(?:un|le|ce|mon|gros|grand|petit|vilain) bleu`), phrase('bruises', String.raw`(?:des|deux|trois|quelques|plein de|pleins de|mes|ces|gros|grands|petits|de|couverte? de) bleus`),
    phrase('has been', String.raw`(?:a|as) ete`), phrase('have been', String.raw`(?:ai) ete`),
    phrase('a knock on the head', String.raw`(?:un |gros |grand )?(?:coup|choc) (?:sur|a) la tete`),
    // The head as subject, in plain speech (unseen14): "la tête tape le lavabo", "la tête a cogné contre la table".
    phrase('the head hit against', String.raw`(?:la |ma )?tete (?:a )?(?:tape|tapee|cogne|cognee|heurte|heurtee) (?:contre|sur|dans)\b`),
    phrase('the head hit', String.raw`(?:la |ma )?tete (?:a )?(?:tape|tapee|cogne|cognee|heurte|heurtee)(?= (?:le|la|les|l|un|une)\b)`),
    // A burning wee (unseen14): "ça brûle quand je fais pipi", "ça pique quand j'urine".
    phrase('burning when i wee', String.raw`(?:ca )?(?:brule|pique|fait mal)(?! pas| plus| jamais)(?: \w+){0,2} quand (?:je )?(?:fais pipi|urine|vais aux toilettes)`),
    // Hiding in the home (unseen14): "je me cache dans la chambre", "je cache dans la chambre" (read with fear beside it).
    phrase('i am hiding', String.raw`(?:je (?:me )?(?:suis )?|me suis )(?:cache|cachee)(?= (?:dans|sous|derriere|en haut|en bas|au)\b)`),
    phrase('hit my head', String.raw`(?:je )?me suis (?:cognee?|tapee?|heurtee?) (?:la tete|le crane)`, String.raw`(?:je )?me (?:cogne|tape|heurte|cognais|tapais) (?:la tete|le crane)`, String.raw`(?:je )?me suis (?:cognee?|tapee?) (?:contre|sur)`),
    phrase('it passed', String.raw`(?:c est|ca est|ca a|ca me a|c etait) (?:vite |tout de suite )?(?:passe|parti)(?: tout de suite| vite)?`, 'ca va mieux', 'ca se est calme', 'c est fini', 'ca a disparu'),
    // Round 43: "tout est rentré dans l'ordre", everything back to normal.
    phrase('all back to normal', String.raw`tout (?:est|s est|se est) (?:rentre|revenu) (?:dans (?:l |le |la )?ordre|a la normale)`),
    // "Rien de nouveau": nothing new, not "nothing again" (unseen15).
    phrase('nothing new', 'rien de (?:nouveau|neuf)'),
    phrase('no new fall', String.raw`(?:pas|aucune) (?:de )?nouvelles? chutes?`),
    // Constipation (unseen15): "je ne suis pas allé à la selle depuis cinq jours", "je suis constipé".
    phrase('not been to the toilet for days', String.raw`(?:je )?(?:ne )?(?:suis|vais|ai ete) (?:pas|plus) (?:alle|allee|aller)? ?a la selle(?: (?:depuis|en|pendant))? (?:\w+ )?jours`),
    phrase('constipated', String.raw`constipee?s?`, 'constipation'),
    // Not bleeding, said after the verb (unseen15): "ça ne saigne pas".
    phrase('not bleeding', String.raw`(?:ca |il |elle )?(?:ne )?saigne pas(?: du tout)?`),
    // Not daring to go out (unseen15): "je n'ose plus sortir"; nobody seen.
    phrase('i am afraid to go out', String.raw`(?:je )?(?:ne )?ose (?:plus|pas) (?:sortir|aller dehors|mettre le nez dehors)`),
    phrase('i have not seen anyone', String.raw`(?:je )?(?:ne )?vois (?:plus )?personne`),
    // None missed (unseen15): "je n'en ai pas oublié un seul", "je n'en ai raté aucun".
    phrase('have not missed one', String.raw`(?:je )?(?:ne )?(?:en )?ai (?:pas )?(?:oublie|rate|saute|manque) (?:un seul|une seule|aucun|aucune|un jour)`),
    // A bad time told in the past (unseen15): "j'étais vraiment mal" is how it was, no pain now; "c'est derrière moi".
    phrase('i was in a bad way', String.raw`(?:je )?etais (?:vraiment |tres |bien |si |au plus )?mal(?! (?:a|au|aux|de|dans)\b)`),
    phrase('it is behind me', String.raw`(?:tout ca )?(?:c |ce )?est derriere moi`),
    phrase('nothing since', 'rien depuis', String.raw`(?:plus )?rien (?:de tel |de grave )?depuis`, 'pas depuis', 'depuis rien', 'depuis (?:ca )?(?:tout va bien|plus rien)'),
    // Where the thing slipped or tripped on lay, or what lay about (unseen30: "j'ai glissé sur une feuille de salade par terre",
    // "il y avait de l'eau par terre"): the floor the thing is on, as English "a lettuce leaf on the floor" is, not the person
    // lying there. The person down after it ("je suis par terre", "je suis tombée par terre") is still read.
    phrase('on the floor', String.raw`(?<=\b(?:(?:glisse|glissee|trebuche|trebuchee|bute|butee|pris les pieds|marche|mis le pied) (?:sur|dans|contre)|(?:took a tumble|slipped|tripped|stumbled)(?: on| over| in)?|there (?:was|were|is)|(?:il )?y (?:avait|a)|traine\w*|laisse\w*)(?: (?!(?:suis|est|etais|etait|reste|restee|toujours|encore|tombee?)\b)\w+){0,5} )(?:par terre|au sol)`),
    // Round 40 (unseen40, Québec "j'ai le moral à terre"): the spirits on the floor are low mood, not the person down. Only with
    // "moral" (or "le coeur") right before; "je suis à terre" is still read.
    phrase('i feel low', String.raw`(?:le |mon )?(?:moral|coeur) (?:est |reste |complement |tout )?(?:a terre|au plus bas|par terre|au ras des paquerettes|en miettes)`),
    phrase('lying on the floor', String.raw`(?:je suis |suis )?(?:par terre|au sol|allongee? par terre|sur le sol|a terre)`),
    // Chest, breathing, the rest of the body.
    phrase('pain in my chest', String.raw`(?:une |des )?(?:mal|douleurs?|pression|oppression|poids|serrement|barre|point|brulure|gene|etau|lourdeur)(?: (?!(?:pas|plus|rien|ni|sans|mais)\b)\w+){0,3} (?:dans|a|sur|au milieu de) la poitrine`, String.raw`(?:douleurs?|oppression|serrement) (?:de |a |dans )?(?:la )?poitrine`, String.raw`(?:la )?poitrine (?:qui )?(?:me )?(?:serre|sert|serree|fait mal|brule|oppressee|comprimee|bloquee|lourde|pese)`, String.raw`ca me serre (?:dans )?la poitrine`, 'mal au coeur du torse'),
    phrase('pain going down my arm', String.raw`(?:ca )?(?:descend|part|irradie|remonte) (?:dans|vers|jusque dans) (?:le|mon) bras(?: gauche)?`),
    // Tripped: "je me suis pris les pieds dans le tuyau" (a past tense, not "am").
    phrase('i tripped on', String.raw`(?:je )?me suis (?:pris|prise|accroche|accrochee) (?:les |le |un )?(?:pieds?|orteil) (?:dans|sur)`),
    // A cut whose bleeding is over: "mais c'est arrêté" (tense.ts: over, a concern).
    phrase('it has stopped', String.raw`(?:c est|ce est|ca a|ca s est|ca est) (?:arrete|arretee)(?: de saigner)?(?= |$)`),
    phrase('nearly had a heart attack', String.raw`(?:je )?(?:ai |a )?(?:failli|presque) (?:faire|avoir|fait|eu) (?:une )?(?:crise cardiaque|crise de coeur|infarctus)`),
    phrase('heart attack of laughter', String.raw`(?:crise cardiaque|infarctus) de (?:rire|fou rire)`),
    phrase('heart attack', 'crise cardiaque', 'infarctus', 'attaque cardiaque', 'arret cardiaque'),
    phrase('fainted', String.raw`(?:je )?me suis evanouie?`, String.raw`(?:il |elle )?se est evanouie?`, 'perdu connaissance', String.raw`tombee? dans les pommes`, String.raw`(?:a )?fait un malaise`),
    phrase('nearly fainted', String.raw`(?:ai )?failli (?:me evanouir|tomber dans les pommes)`),
    phrase('head spinning', String.raw`la tete (?:qui )?(?:me )?(?:tourne|tournait|a tourne)`, String.raw`tete qui (?:tourne|tournait)`, String.raw`tout (?:tourne|tournait|a tourne)`),
    // The wind that blows is no breath: "ce mistral, il souffle depuis trois jours".
    phrase('the wind is blowing', String.raw`(?:le |ce |du |la |cette )?(?:vent|mistral|bise|tramontane|foehn|fohn)(?: \w+){0,6} (?:souffle|soufflait|a souffle)`),
    phrase('blood everywhere', 'du sang partout', 'beaucoup de sang', 'plein de sang', 'une mare de sang'),
    phrase('cut myself', 'je me suis coupee?', 'me suis coupee?'),
    // A burn and its blister: "je me suis brûlé le doigt", "une petite cloque", "ça pique encore".
    phrase('burnt my $1', String.raw`(?:je )?me suis brulee? (?:le |la |les )(\w+)`), phrase('burnt myself', String.raw`(?:je )?me suis brulee?`),
    phrase('a blister', String.raw`(?:une |des |la |petite |grosse )*cloques?`), phrase('it stings', String.raw`(?:ca|c) (?:me )?(?:pique|picote|lance|elance)(?! (?:dans |a )?(?:la |ma )?poitrine)`),
    // A scam, and the upset after it.
    phrase('scam', String.raw`(?:une |des )?arnaques?`, String.raw`arnaquee?s?`, String.raw`escroqu\w*`, String.raw`(?:un )?escrocs?`),
    phrase('gave my pin', String.raw`(?:ai )?donne (?:mon|mes|le|les) (?:code|codes|numero de carte|coordonnees bancaires)`),
    phrase('emptied my account', String.raw`(?:ont |a )?vide (?:mon|le) compte`),
    phrase('keep crying', String.raw`(?:je )?(?:arrete|arretais) (?:pas|plus) de pleurer`),
    phrase('mixed up', String.raw`(?:je )?me suis (?:melangee?|embrouillee?|trompee?)$`),
    phrase('on fire', String.raw`(?:a |ont )?pris feu`, 'prend feu', 'en feu'),
    // "Si" of a supposition, not a yes (unseen23): "si ça recommence, j'appelle ma fille" is no fall again.
    phrase('if it happens again', String.raw`si (?:ca|cela|jamais ca) (?:recommence|revient|se reproduit|me arrive encore|arrive encore|arrive de nouveau)`),
    // Weight lost and food rationed (unseen23): "j'ai perdu trois kilos depuis la Toussaint", "je me rationne".
    phrase('i have lost three kilos', String.raw`(?<!\bpas )(?:j ai |ai )?perdu (?:\w+ )?(?:kilos|kg)`),
    phrase('i am rationing my food', String.raw`(?:je )?me rationne`),
    // Off the ladder (unseen23): "l'échelle a basculé", "l'échelle m'a lâchée".
    // The legs giving way (the lead's probe, 27 Nov: "mes jambes ont lâché", "se sont dérobées" read nothing).
    phrase('my legs gave way', String.raw`(?:mes |les |ma |la )?jambes? (?:m ont |ont |se sont |se est |me a |a )?(?:lache|lachee|laches|lachees|flanche|derobees?|derobe|plie|cede)(?: sous moi)?`),
    phrase('the ladder went from under me', String.raw`(?<!\bpas )(?:l )?echelle (?:a |m a |s est )?(?:bascule|lache|lachee|cede|derape|renversee?)`),
    // A pan forgotten on the hob that burnt, or set off the smoke alarm: "la casserole de lait sur le feu
    // elle a brûlé", "le détecteur de fumée a sonné". The hob ("sur le feu") is no fire.
    // Round 35 (unseen31): the hob turned off in the middle of the call ("attendez, j'éteins le feu sous la casserole"), a chore.
    // Not a fire that cannot be put out ("j'arrive pas à éteindre le feu").
    phrase('i will turn off the cooker', String.raw`(?:(?:attendez|attends|bougez pas|deux secondes|une seconde)(?: que)? )?(?:je |j )eteins le (?:feu|gaz)(?: sous (?:la|le) \w+)?`, String.raw`(?<!\b(?:pas|plus|arrive|essaie de|essaye de) )(?:je vais|laissez moi|faut que j|il faut que je) (?:eteindre|eteigne) le (?:feu|gaz)(?: sous (?:la|le) \w+)?`),
    phrase('left the cooker on', String.raw`(?:je )?(?:ai )?(?:oublie|laisse)(?: \w+){0,1} (?:la |une |le |ma |mon |les )?(?:casserole|poele|marmite|cocotte|plaque|plaques|gaz|four|lait|soupe|gazeuse|cuisiniere)(?: \w+){0,3} (?:sur le feu|allumee?s?|sur la plaque|sur le gaz)`),
    // Round 32: burning now in the home, said in the present ("ça brûle dans la cuisine", "les rideaux brûlent"): a fire.
    // Never a burning wee or throat ("ça brûle quand je fais pipi", "ça me brûle"), nor a pan that burnt.
    phrase('it is burning', String.raw`(?:ca|tout) brule(?= (?:dans|a|au|en) (?:la |le |l |les |mon |ma |mes )?(?:cuisine|maison|salon|chambre|garage|grenier|cave|appartement|entree|couloir|escalier|sejour|salle|haut|bas)\b)`),
    phrase('something is burning', String.raw`(?:les |le |la |l |mes |mon |ma )?(?:rideaux?|canape|lit|poele|casserole|friteuse|maison|cuisine|salon|garage|grenier|poubelle|couverture|matelas) (?:brule|brulent|est en train de bruler|sont en train de bruler)(?! (?:pas|plus|jamais|bien)\b)`),
    phrase('the pan burnt', String.raw`(?:casserole|poele|marmite|cocotte|lait|soupe|plat|gateau|roti|ragout|riz)(?: \w+){0,4} (?:elle |il |ca )?(?:a|avait|est) (?:brule|crame|attache|carbonise)e?`),
    phrase('the smoke alarm went off', String.raw`(?:le |la |mon |ma )?(?:detecteur de fumee|alarme incendie|alarme de fumee) (?:a|avait) (?:sonne|bipe|retenti|hurle|crie)`),
    phrase('full of smoke', String.raw`(?:toute? )?pleine?s? de fumee`, String.raw`(?:toute? )?enfumee?s?`),
    phrase('in $1', String.raw`(?:en|au mois de|au mois d) (janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)`),
    phrase('on the hob', 'sur le feu', 'sur la plaque', 'sur le gaz'),
    // A language spoken badly (the stop note: "Je parle mal l'anglais"): no pain, "mal" is "badly".
    phrase('my english is not good', String.raw`(?:je )?(?:parle|comprends|ecris|lis) (?:tres |assez |un peu |encore )?mal (?:le |l |la )?(?:anglais|francais|espagnol|allemand|italien|arabe|portugais|flamand|neerlandais)`),
    phrase('smell of burning', String.raw`(?:ca )?sent le brule`, 'odeur de brule', 'sent la (?:fumee|boucane)'),
    // The gas on and not lit (unseen37: "le gaz était ouvert sans flamme"): a near miss, the smell read on its own.
    phrase('the gas was on unlit', String.raw`(?:le )?(?:gaz|bruleur|feu|bouton)(?: \w+){0,2} (?:etait|etait reste|est reste|avait ete) (?:ouvert|allume) sans (?:flamme|feu)`),
    phrase('the gas is on unlit', String.raw`(?:le )?(?:gaz|bruleur|feu|bouton)(?: \w+){0,2} (?:est|reste) (?:ouvert|allume) sans (?:flamme|feu)`),
    phrase('smell gas', String.raw`(?:ca )?sent (?:tres |vraiment |un peu |un petit peu |comme |un peu comme |bizarrement |drolement |rudement |sacrement |tellement |beaucoup |pas mal )?(?:fort )?le (?:gaz|butane|propane)`, 'odeur de (?:gaz|butane|propane)', 'fuite de (?:gaz|butane|propane)'),
    // Still going (round 28): "le détecteur de fumée n'arrête pas de sonner", "sonne sans arrêt".
    phrase('is still sounding', String.raw`(?:ne |n )?(?:s )?arrete pas de (?:sonner|hurler|retentir)|sonne (?:encore|sans arret|sans cesse|toujours)`),
    phrase('smoke alarm', 'detecteur de fumee', 'alarme incendie'),
    // Fire as the name of a job or a check (unseen30): "le monsieur de la sécurité incendie", "la prévention incendie".
    phrase('fire safety', String.raw`(?:la )?(?:securite|prevention|protection) (?:contre les |des )?incendies?`),
    phrase('someone is in the house', String.raw`(?:il y a )?(?:quelqu un|un homme|des gens|un inconnu|des hommes) (?:dans|chez) (?:la maison|moi|le appartement|la cuisine)`, String.raw`(?:quelqu un|un homme|un inconnu) (?:est )?entre (?:chez moi|dans la maison)`),
    phrase('heard the window smash', String.raw`(?:ai )?entendu (?:la |une )?(?:vitre|fenetre|porte|carreau) (?:casser|se casser|se briser|briser|voler en eclats)`),
    phrase('burglar', String.raw`cambrioleurs?`, String.raw`voleurs?`, String.raw`cambriolee?`, 'rodeur'),
    // An ambulance that came for someone else, told after the event.
    phrase('the ambulance came for the $1', String.raw`${AMB} (?:est |sont )?(?:venue?s?|passee?s?|arrivee?s?) (?:pour|chercher) (?:le|la|mon|ma|son|sa|notre) (\w+)`),
    phrase('the ambulance came for him', String.raw`${AMB} (?:est |sont )?(?:venue?s?|passee?s?|arrivee?s?) (?:le|la|les) (?:chercher|prendre)`, String.raw`${AMB} (?:est |sont )?(?:venue?s?|passee?s?|arrivee?s?) (?:pour|chercher) (?:lui|elle|eux|elles)`),
    phrase('the ambulance took him', String.raw`${AMB} (?:le|la|les) (?:a|ont) (?:emmenee?s?|pris|prise|embarquee?s?|transportee?s?|conduite?s?)`, String.raw`(?:ils|on) (?:le|la|les) (?:a|ont) (?:emmenee?s?|transportee?s?|embarquee?s?) en ambulance`),
    // Taken in, told after the event: "la voisine a été emmenée en ambulance", "transporté à l'hôpital".
    phrase('was taken to hospital by ambulance', String.raw`(?:a ete |ont ete |est |sont )?(?:emmenee?s?|transportee?s?|evacuee?s?|embarquee?s?) (?:en ambulance|par le samu|par les pompiers|par les ambulanciers|par une ambulance|par la ambulance)`),
    phrase('was taken to the hospital', String.raw`(?:a ete |ont ete |est |sont )?(?:emmenee?s?|transportee?s?|evacuee?s?|conduite?s?|hospitalisee?s?) (?:a le hopital|a la hopital|aux urgences|a les urgences|en urgence a le hopital)`),
    phrase('call an ambulance', String.raw`(?:appelez|appelle|appeler|envoyez) (?:une|le|la|les|l) (?:ambulance|samu|secours|pompiers|urgences)`, String.raw`(?:appelez|appelle) le (?:15|18|112)`),
    phrase('send someone', String.raw`(?:envoyez|envoie|envoyer) (?:quelqu un|de le aide|des secours|du monde)`),
    phrase('come quickly', String.raw`(?:venez|viens) (?:vite|tout de suite|rapidement)`),
    // A carer is a trade, not a call for help: "l'aide-soignante", "l'aide à domicile".
    phrase('the home help has not come', String.raw`(?:le |la |mon |ma )?(?:aide soignante?|aide menagere|aide a domicile|auxiliaire de vie|infirmiere|infirmier)s? (?:(?:est |sont |a |ont )?(?:pas|jamais|plus|toujours pas) (?:\w+ )?(?:passee?s?|venue?s?|arrivee?s?)|(?:ne )?(?:vient|viennent|passe|passent|arrive|arrivent) (?:jamais|pas|plus))`),
    // Round 32: the home help who comes ("l'aide à domicile vient le mardi"): read as the English.
    phrase('the home help comes', String.raw`(?:le |la |l |mon |ma )?(?:aide soignante?|aide menagere|aide a domicile|auxiliaire de vie|femme de menage) (?:vient|est venue?|passe|est passee?)`),
    phrase('home help', String.raw`aide soignante?s?`, 'aide menagere', 'aide a domicile', 'auxiliaire de vie'),
    // A helper sent by a service, or a new one (unseen22): "une nouvelle aide du CMS", "mon aide de l'ADMR", "la jeune aide".
    phrase('home help', String.raw`(?:nouvelle |jeune )?aide (?:du|de le|de la|des) (?:cms|ccas|mairie|commune|admr|ssiad|centre medico social|centre|service|association|departement)`, String.raw`(?<=\b(?:une|mon|ma|notre|cette|la|sa) )(?:nouvelle|jeune) aide(?! (?:pour|a|de le|de la|financiere)\b)`),
    // The home's heating, and the cold.
    phrase('broke down', String.raw`(?:est |sont )?(?:tombee?s? )?en panne`, String.raw`(?<!\b(?:au|le|du|un|ce|mon|bon|grand|petit) )marche (?:pas|plus|pus)|(?:fonctionne|chauffe) (?:pas|plus|pus)`),
    phrase('i am cold', String.raw`(?:je )?(?:ai|avais) (?:tres |tellement |si |trop |vraiment )?froid`, String.raw`il fait (?:tres |tellement |si |trop |vraiment )?(?:froid|frisquet)(?: (?:chez moi|dans la maison|dans le appartement|ici|a la maison))?`, String.raw`(?:je |on )?(?:gele|caille|grelotte)`),
    phrase('help me', String.raw`au secours`, String.raw`a le aide`, String.raw`aide(?:z)? moi`, String.raw`aidez nous`),
    phrase('helped me', String.raw`(?:me|m) (?:a|ont) aidee?s?`, String.raw`(?:me|m) aide`),
    phrase('ae', 'aux urgences', 'les urgences'),
    phrase('please', 'se il vous plait', 'se il te plait', 'svp'),
    // Time.
    phrase('on $1', String.raw`(${DAYS})(?: dernier| passe)?`),
    phrase('last week', 'la semaine derniere', 'la semaine passee', 'la semaine de avant', 'la semaine precedente'), phrase('at the weekend', String.raw`le (?:week end|weekend) (?:dernier|passe)`, 'ce (?:week end|weekend)'), phrase('last month', 'le mois dernier'),
    phrase('last year', 'le annee derniere', 'le an dernier', 'le an passe', 'le annee passee', String.raw`(?:le |la )?(?:hiver|ete|automne|printemps) (?:dernier|passe)`, 'noel dernier'),
    // Round 25: someone at the person's side not breathing ("mon mari ne respire plus", "ma mère respire plus"): as the
    // English "my husband isn't breathing". Not "respire pas bien" (a breath short: read by the rules), nor the person's own.
    phrase('is not breathing', String.raw`(?<=\b(?:il|elle|mari|femme|mere|pere|fils|fille|maman|papa|voisin|voisine|soeur|frere|ami|amie|epoux|epouse|compagnon|compagne) )(?:ne )?respire (?:plus|pas|plus du tout|pas du tout)(?! (?:bien|tres bien|mal|fort|vite|comme|par|assez|trop|normalement|correctement|la|le|les|l|du|de|des|cet|cette|ce)\b)`),
    phrase('can not breathe', String.raw`(?<=\bje )(?:ne )?respire (?:plus|pas|plus du tout|pas du tout)(?! (?:bien|tres bien|mal|fort|vite|comme|par|assez|trop|normalement|correctement|la|le|les|l|du|de|des|cet|cette|ce)\b)`),
    // Round 25: help had as a service ("j'ai de l'aide pour le ménage", "je reçois de l'aide de ma fille pour les courses"):
    // the English the rules read as no plea.
    phrase('i am getting help with the housework', String.raw`(?:j ai|je ai|je recois|on me donne|j ai eu|je ai eu|nous avons|on a) (?:de (?:le |la |l )?|un peu de (?:le |l )?|une )?aide (?:de|pour|avec|a|au|du|des|d) (?:\w+ ){0,3}(?:menage|courses|toilette|papiers|jardin|repas|maison|linge|mairie|services sociaux|aide menagere|fille|fils|voisine?|infirmiere|auxiliaire de vie)\b`),
    // Round 25: "il y a eu" is a past ("il y a eu un feu dans la maison d'en face cette nuit"), never a present "there is".
    phrase('there was', String.raw`(?:il )?y a eu(?= (?:un|une|des|le|la|du|de la|beaucoup|pas mal) )`, String.raw`(?:il )?y avait eu(?= (?:un|une|des|le|la|du) )`),
    // A time hedged ("il y a bien trois ans", "ça fait deux hivers") is as long ago.
    phrase('years ago', String.raw`il y a (?:genre |environ |presque |bien |au moins |plus de |pres de |a peu pres |deja )+(?:\w+ )?(?:annees|ans|an|mois|hivers|etes|noels)`, String.raw`(?:ca|cela) fait (?:genre |environ |presque |bien |au moins |plus de |deja )*(?:\w+ )?(?:annees|ans|mois|hivers|etes)(?: que)?`),
    // A count said as a range (unseen23): "il y a cinq ou six hivers", "il y a bien trois ou quatre ans".
    phrase('years ago', String.raw`il y a (?:(?:genre|environ|presque|bien|au moins|plus de|deja) )*\w+ (?:ou|a) \w+ (?:annees|ans|mois|hivers|etes|noels)`),
    phrase('years ago', String.raw`il y a (?:\w+ )?(?:hivers|etes|noels)`, String.raw`(?:le |la )?(?:annee|hiver|ete|automne|printemps) (?:de avant|davant|precedente?)`, String.raw`(?:le |la )?avant dernier (?:hiver|ete|automne|printemps|annee)`),
    phrase('the other day', 'le autre jour', 'avant hier', 'ces derniers jours', 'il y a quelques jours'),
    phrase('years ago', String.raw`il y a (?:des|quelques|plusieurs|\w+) (?:annees|ans|mois)`, 'il y a (?:un an|longtemps|bien longtemps)'),
    // Weeks gone by are as long ago as in English ("three weeks ago", unseen15); a week ago is of this week.
    phrase('weeks ago', String.raw`il y a (?:(?:bien|presque|deja|environ) )*(?:deux|trois|quatre|cinq|six|plusieurs|\d+) semaines`),
    phrase('days ago', String.raw`il y a (?:\w+ )?(?:jours|semaines)`, 'il y a une semaine'),
    phrase('earlier', String.raw`(?:tout a le heure|il y a (?:une heure|une demi heure|\w+ minutes|\w+ heures|un moment|pas longtemps))`),
    phrase('for half an hour', String.raw`depuis une demi heure`), phrase('for an hour', String.raw`depuis une heure`),
    phrase('this morning', 'ce matin'), phrase('last night', 'cette nuit', 'hier soir'), phrase('today', 'aujourd hui', 'aujourdhui'),
    phrase('right now', 'en ce moment'), phrase('now', 'maintenant'), phrase('suddenly', 'd un coup', 'de un coup', 'tout a coup', 'soudain(?:ement)?'),
    phrase('i am fine', String.raw`(?:je )?(?:vais|me sens|suis) (?:tres |bien |plutot )?(?:bien|en forme)`, 'ca va(?: (?:bien|tres bien|super))?', 'tout va bien', 'tout est calme', '^bien$'),
    phrase('all good', String.raw`en (?:pleine |bonne |super )?forme`, 'bien merci', 'tres bien', 'impeccable', 'nickel', 'au top', 'en pleine forme', 'a merveille', 'ca roule'),
    phrase('same old', 'on fait aller', 'on fait avec', 'comme dhabitude', 'comme de habitude', 'la routine'),
    phrase('not bad', 'pas mal', 'pas trop mal'),
    phrase('so so', 'comme ci comme ca', 'couci couca', 'moyen', 'bof bof'),
    phrase('i feel unwell', String.raw`(?:je me sens |je suis )?(?:un peu |tout )?(?:barbouillee?|patraque|malade|mal fichue?|vaseuse?)`, 'mal au coeur'),
    phrase('i feel lonely', String.raw`(?:je me sens|je suis) (?:bien |tres |un peu |si |tellement )?seule?`),
    phrase('no motivation', String.raw`(?:ai )?(?:plus|pas) (?:gout|envie) (?:a|de) rien`, 'envie de rien'),
    phrase('i feel low', String.raw`(?:le )?moral (?:dans les chaussettes|a zero|bas|en berne)`, String.raw`(?:pas|plus) le moral`, 'le cafard', String.raw`(?:je suis |me sens )?(?:un peu )?deprimee?`),
    // Never forgotten (round 27): "je n'oublie jamais de manger", "je ne les oublie jamais", "je n'oublie jamais mes cachets".
    phrase('never forget', String.raw`(?:je )?(?:ne |n )?(?:les |le )?oublie jamais`),
    // Bare "oublié" is a missed dose, unless what was forgotten is named and is something else (round 28): "elle a oublié son
    // portable", "j'oublie de manger", "j'ai oublié où j'ai mis mes clés". "Oublié ma trousse avec mes médicaments" stays one.
    phrase('forgot', String.raw`(?:je )?(?:ai )?oublie(?:s|es)? (?:(?:mon|ma|mes|son|sa|ses|le|la|les|l|un|une|des|du|leur|leurs|notre|nos|votre|vos|ce|cette|ces) (?:(?:\w+ )?(?:portable|telephone|cles|clefs|lunettes|parapluie|sac|porte monnaie|portefeuille|nom|prenom|anniversaire|rendez vous|code|mot de passe|courses|liste|pain|chapeau|manteau|gants|echarpe|carte|cartes|livre|journal|tricot|gateau|cadeau|cadeaux|bouquet|fleurs|adresse|numero|chemin|heure|date|film|recette|titre|appareil|dentier|canne|chale|gilet|veste|bonnet|bague|montre|alliance))(?! (?:\w+ ){0,3}(?:medicaments?|cachets?|comprimes?|pilules?|traitement|insuline|gelules))|de (?:manger|boire|dejeuner|diner|souper|me laver|fermer|eteindre|appeler|telephoner|acheter|poster|payer|arroser|nourrir|sortir|vous)|ou (?:j|je|il|elle|on))`),
    // "J'ai zappé mon Lantus", "j'ai sauté mon cachet" (unseen16, unseen39): a dose missed, as "oublié".
    phrase('forgot them', String.raw`(?:je )?ai (?:zappe|saute)(?= (?:mon|ma|mes|le|la|les) (?:\w+ )?(?:cachets?|comprimes?|medicaments?|insuline|piqure|dose|pilule|traitement|lantus|levemir|novorapid|humalog|toujeo|metformine|kardegic|levothyrox|previscan|eliquis|xarelto)\b)`),
    phrase('forgot them', String.raw`(?:je )?(?:les |le )?ai oublie(?:s)?`, String.raw`(?:ai )?oublie (?:de )?(?:les |le )?prendre`, 'oublie'),
    phrase('took them', String.raw`(?:je )?(?:les|le) ai pris`),
    phrase('will take them', String.raw`(?:je )?vais (?:les|le) prendre`),
    phrase('had broken my $1', String.raw`(?:je )?me (?:etais|etait) (?:casse|cassee|fracture|fracturee) (?:la |le |les )?(\w+)`),
    phrase('broke my $1', String.raw`(?:je )?me suis casse (?:la |le |les )?(\w+)`, String.raw`(?:je )?me suis fracture (?:la |le |les )?(\w+)`),
    phrase('thank god', 'dieu merci', 'grace a dieu', 'heureusement'),
    phrase('a bit', 'un peu'),
    phrase('honestly', 'a vrai dire', 'franchement', 'pour etre honnete'),
    phrase('who is calling', String.raw`(?:qui est a le appareil|qui est ce|qui appelle|qui parle|c est qui)`),
    phrase('nothing like that', 'rien de tout ca', 'rien de tel', 'rien de ca', 'rien du tout'),
    // Asking the caller whether they saw it ("vous avez vu mon feuilleton hier ?"): a story told.
    phrase('did you see', String.raw`(?:vous avez|avez vous|tu as|as tu|t as) (?:vu|regarde)`),
    phrase('there is', 'il y a'),
    phrase('just', String.raw`(?:je )?viens de`),
    phrase('no', String.raw`pas (?:de|du|des|la moindre|le moindre)`),
    // Impersonal "il y a" (there is): no one is named by its "il".
    phrase('there was', String.raw`il y (?:a eu|avait|a|aura)`),
    // "De nouveau ce matin": again.
    phrase('again', 'de nouveau', 'une autre fois'),
    // Round 36: "je suis avec lui" is "I'm with him" (someone taken ill beside the person now), not "she" or an untranslated word.
    phrase('with him', 'avec lui'), phrase('with her', 'avec elle'), phrase('with them', 'avec eux', 'avec elles'),
    // Round 37 (unseen36): a thing smouldering or still smoking after a cigarette or an ember ("la couverture fume encore, j'ai
    // jeté de l'eau dessus"): a fire in the home now. Read of bedding, furniture or a bin, or "ça" (never "il fume", "je fume
    // encore", a smoker); a steaming soup is none.
    phrase('the blanket is still smoking', String.raw`(?:la |le |les |l |ma |mon |mes )?${SMOULDERING_THING_FR}(?: \w+){0,2} (?:fume|fumait|fument|fumaient|degage de la fumee|fait de la fumee|se consume) (?:encore|toujours)`, String.raw`(?<!\b(?:soupe|cafe|the|tisane|bol|tasse|plat|marmite|casserole|volcan|feu de jardin)(?: \w+){0,3} )(?<!\b(?:je|tu|il|elle|ils|elles|on|nous|vous|qui) )ca (?:fume|fumait) (?:encore|toujours)`),
    phrase('the blanket was smoking', String.raw`(?:la |le |les |l |ma |mon |mes )?${SMOULDERING_THING_FR}(?: \w+){0,2} (?:fumait|fumaient|a fume|avait fume|se consumait|couvait|degageait de la fumee|faisait de la fumee)(?! (?:encore|toujours)\b)`),
    phrase('the blanket is smoking', String.raw`(?:la |le |les |l |ma |mon |mes )?${SMOULDERING_THING_FR}(?: \w+){0,2} (?:fume|fument|est en train de fumer|commence a fumer|a commence a fumer|degage de la fumee|fait de la fumee|degagent de la fumee|font de la fumee|se consume|couve|est en train de se consumer)`),
    // Round 37 (unseen36): blood sugar high ("ma glycémie est haute toute la semaine", "le sucre est élevé").
    phrase('my blood sugar is high', String.raw`(?:ma |la |mon |le |mes |les )?(?:glycemie|glycemies|sucre|taux de sucre|dextro)(?: (?:est|etait|a ete|reste|sont|toujours|encore|tres|trop|un peu|bien))* (?:haute?s?|elevee?s?|trop haute?s?|au plafond)`),
    phrase('smouldering', String.raw`(?:ca |le feu )(?:couve|couvait|se consume)`),
    // Round 37 (unseen36): water thrown on someone and nothing ("je lui ai jeté de l'eau et rien"), as "je l'ai secoué et rien".
    phrase('threw water on him and nothing', String.raw`(?:je |on )?(?:lui|leur) (?:ai |avons |a )?(?:jete|lance|verse|mis|envoye|balance|passe)(?: (?:un verre|un peu|un seau|une carafe|un broc|un coup))? (?:de le |de l |d |de )?eau(?: (?:froide|fraiche))?(?: \w+){0,4} (?:et|mais) (?:rien|pas de reaction|aucune reaction|(?:il|elle|ils) (?:ne )?(?:reagit|reagissent|bouge|bougent|repond|se reveille|ouvre les yeux) (?:pas|plus|meme pas|toujours pas))`),
    // Put out by the person ("je l'ai éteint tout de suite"), as "c'est éteint" is: over, when the turn tells it of an earlier time.
    phrase('i put it out', String.raw`(?:je )?(?:le |la |l |les )(?:ai|avons|avais) (?:tout de suite |vite |aussitot |bien |moi meme )?(?:eteint|eteinte|eteints|eteintes)`),
    // Black stools told with the verb between (round 42's note: "mes selles sont noires, c'est le fer" read as nothing).
    phrase('black stools', String.raw`(?:mes |les )?selles (?:sont |etaient |sont devenues )?(?:toutes |tres |un peu |bien )?noires`),
    // Now and then (round 43's leftovers), and "ça passe": it passes.
    phrase('sometimes', 'parfois', 'de temps en temps', 'de temps a autre', 'des fois'),
    phrase('it passes', String.raw`(?:et )?(?:puis )?(?:ca|c) (?:passe|se passe)(?! (?:a la|au|a le|sur|dans|chez|par)\b)`),
    // "Le feu d'artifice" is fireworks, never a fire (round 43's note: "ce soir il y a le feu d'artifice au village" read a fire).
    phrase('the fireworks', String.raw`(?:le |les |un |des |du )?feux? (?:d |de )artifices?`),
    // Round 43: a man said familiarly ("un type a fait une crise cardiaque" in a series): someone else, as "un homme" is.
    phrase('a man', String.raw`un (?:type|gars|mec|bonhomme)(?! (?:de|d)\b)`),
  ],
  words: {
    joueur: 'player', joueurs: 'players', joueuse: 'player', scotchee: 'glued to', scotche: 'glued to',
    manger: 'eat', coince: 'stuck', coincee: 'stuck', gorge: 'throat', levres: 'lips', langue: 'tongue', arete: 'bone', inconscient: 'unconscious', inconsciente: 'unconscious', pantalon: 'trousers', jupe: 'skirt', cheveux: 'hair', mis: 'put', chaleur: 'heat', soleil: 'sun', canicule: 'heatwave', etau: 'vice', machoire: 'jaw', serre: 'squeezes', goudron: 'tar', charbon: 'coal',
    pus: 'pus', infection: 'infection', infecte: 'infected', infectee: 'infected', demence: 'dementia', alzheimer: 'alzheimer', mauvais: 'bad', gate: 'gone bad',
    // Québec: "chu" is "je suis", "pis" is "puis".
    stylo: 'pen', stylos: 'pens', insuline: 'insulin', sucre: 'sugar', seringue: 'syringe',
    glycemie: 'blood sugar', doigt: 'finger', doigts: 'fingers', soir: 'evening', matin: 'morning', faux: 'fake', fausse: 'fake', conseiller: 'adviser', conseillere: 'adviser',
    bouleverse: 'upset', bouleversee: 'upset', pleure: 'crying', pleurer: 'crying', pleurs: 'crying',
    chauffage: 'heating', chaudiere: 'boiler', radiateur: 'heater', poele: 'stove', climatisation: 'air conditioning', clim: 'air conditioning',
    regisseur: 'manager', gerance: 'agency', proprietaire: 'landlord', proprio: 'landlord', syndic: 'agency', concierge: 'concierge', gardien: 'caretaker',
    plombier: 'plumber', chauffagiste: 'engineer', electricien: 'electrician', reparateur: 'repairman',
    regardais: 'watching', regardait: 'watching', tele: 'telly', television: 'television', regarde: 'watching', serie: 'series', feuilleton: 'soap', film: 'film', telefilm: 'film', emission: 'programme',
    episode: 'episode', personnage: 'character', personnages: 'characters', mechant: 'villain', presentateur: 'presenter', presentatrice: 'presenter', heros: 'hero', heroine: 'heroine', acteur: 'actor', actrice: 'actress',
    hospitalise: 'taken into hospital', hospitalisee: 'taken into hospital',
    pain: 'bread', lait: 'milk',
    dyspnee: 'breathless', cyanose: 'cyanosed', cyanosee: 'cyanosed', cyanosees: 'cyanosed', cyanoses: 'cyanosed', sciatique: 'sciatica', frissons: 'chills', migraines: 'migraines',
    sueurs: 'sweats', sueur: 'sweat', transpire: 'sweating', transpiration: 'sweating', moite: 'clammy', bipe: 'beeps', bip: 'beeps', sonne: 'sounding', sonnait: 'sounding',
    boite: 'box', boites: 'boxes', pilulier: 'pill box', semainier: 'pill box',
    dame: 'lady', monsieur: 'man', chambre: 'bedroom', salon: 'living room', couloir: 'hallway',
    warfarine: 'warfarin', previscan: 'previscan', sintrom: 'sintrom', anticoagulant: 'anticoagulant', anticoagulants: 'anticoagulants',
    chu: 'i am', pis: 'and', pantoute: 'not at all', rate: 'missed', ratee: 'missed', correct: 'all right', assis: 'sitting', assise: 'sitting', couche: 'lying', couchee: 'lying', repos: 'rest', meme: 'even',
    vomi: 'vomited', vomis: 'vomited', vomir: 'vomit', vomissements: 'vomiting', telephone: 'phone', portable: 'phone',
    courbatures: 'aches', courbature: 'ache', endolori: 'sore', endolorie: 'sore',
    janvier: 'january', fevrier: 'february', mars: 'march', avril: 'april', mai: 'may', juin: 'june', juillet: 'july', aout: 'august',
    septembre: 'september', octobre: 'october', novembre: 'november', decembre: 'december',
    lundi: 'monday', mardi: 'tuesday', mercredi: 'wednesday', jeudi: 'thursday', vendredi: 'friday', samedi: 'saturday', dimanche: 'sunday',
    pas: 'not', plus: 'not', jamais: 'never', rien: 'nothing', ni: 'nor', aucun: 'no', aucune: 'no', sans: 'without',
    personne: 'noone', non: 'no', oui: 'yes', ouais: 'yeah', si: 'yes',
    je: 'i', me: 'me', moi: 'me', mon: 'my', ma: 'my', mes: 'my', il: 'he', elle: 'she', ils: 'they', elles: 'they', on: 'we',
    vous: 'you', tu: 'you', te: 'you', se: '', le: 'the', la: 'the', les: 'the', un: 'a', une: 'a', des: 'some', de: 'of', du: 'of the', d: 'of',
    mari: 'husband', femme: 'wife', mere: 'mother', pere: 'father', maman: 'mum', papa: 'dad', homme: 'man', hommes: 'men', fils: 'son', fille: 'daughter', voisin: 'neighbour', voisine: 'neighbour', ami: 'friend', amie: 'friend',
    soeur: 'sister', frere: 'brother', petit: 'little', chat: 'cat', chien: 'dog', chienne: 'dog', chevre: 'goat', biquette: 'goat', mouton: 'sheep', brebis: 'ewe', vache: 'cow', poule: 'hen', ane: 'donkey',
    suis: 'am', ai: 'have', est: 'is', sont: 'are', etais: 'was', etait: 'was', avait: 'had', avais: 'had', eu: 'had', fait: 'did',
    toujours: 'still', encore: 'still', hier: 'yesterday', demain: 'tomorrow', depuis: 'since', avant: 'before', apres: 'after', deja: 'already',
    mais: 'but', et: 'and', ou: 'or', parce: 'because', car: 'because', quand: 'when', avec: 'with', dans: 'in', sur: 'on', pour: 'for', au: 'to the', aux: 'to the',
    tres: 'very', trop: 'too', beaucoup: 'a lot', vraiment: 'really', juste: 'just', seulement: 'only', seul: 'alone', seule: 'alone', bien: 'well', mal: 'pain',
    chute: 'fall', chutes: 'falls', tomber: 'fall', tombe: 'fell', tombee: 'fell', terre: 'floor', sol: 'floor',
    douleur: 'pain', douleurs: 'pains', crampe: 'cramp', crampes: 'cramps', vertige: 'dizzy', vertiges: 'dizziness', etourdi: 'dizzy', etourdie: 'dizzy', tourne: 'spinning',
    poitrine: 'chest', coeur: 'heart', respirer: 'breathe', respiration: 'breathing', souffle: 'breath', toux: 'cough', tousse: 'cough', toussais: 'coughed', tousser: 'coughing', immeuble: 'building',
    sang: 'blood', saigne: 'bleeding', saigner: 'bleeding', saignement: 'bleeding', plaie: 'cut', cicatrice: 'scar',
    feu: 'fire', incendie: 'fire', flammes: 'flames', fumee: 'smoke', ambulance: 'ambulance', samu: 'ambulance', pompiers: 'fire brigade', urgence: 'emergency',
    aide: 'help', medecin: 'doctor', docteur: 'doctor', hopital: 'hospital', infirmiere: 'nurse',
    tete: 'head', genou: 'knee', genoux: 'knees', hanche: 'hip', dos: 'back', jambe: 'leg', jambes: 'legs', bras: 'arm',
    cheville: 'ankle', poignet: 'wrist', epaule: 'shoulder', main: 'hand', mains: 'hands', pied: 'foot', pieds: 'feet', visage: 'face', ventre: 'stomach', estomac: 'stomach',
    droit: 'right', droite: 'right', gauche: 'left',
    hematome: 'bruise', chevilles: 'ankles', gonfles: 'swollen', gonflees: 'swollen', enfles: 'swollen', enflees: 'swollen', gonflement: 'swelling', oedeme: 'swelling',
    tremblement: 'tremor', tremblements: 'tremors', parkinson: 'parkinsons', pire: 'worse', boutons: 'buttons',
    oeil: 'eye', yeux: 'eyes', rouge: 'red', rouges: 'red', irrite: 'irritated', irritee: 'irritated', irrites: 'irritated', larmoie: 'watering', larmoient: 'watering', sable: 'grit',
    ordonnance: 'prescription', pharmacie: 'pharmacy', serrurier: 'locksmith', cave: 'cellar', sous: 'under', bosse: 'bruise',
    cachet: 'pill', cachets: 'pills', comprime: 'pill', comprimes: 'pills', pilules: 'pills', medicaments: 'medication', medicament: 'medication', traitement: 'medication',
    pris: 'taken', prendre: 'take', deux: 'two', fois: 'times',
    fatigue: 'tired', fatiguee: 'tired', epuise: 'exhausted', epuisee: 'exhausted', creve: 'knackered', crevee: 'knackered',
    somnolent: 'drowsy', somnolente: 'drowsy', endormi: 'drowsy', endormie: 'drowsy', assoupi: 'drowsy', assoupie: 'drowsy', vaseux: 'drowsy',
    confus: 'confused', confuse: 'confused', embrouille: 'muddled', embrouillee: 'muddled', desoriente: 'confused', desorientee: 'confused', perdue: 'confused',
    triste: 'sad', inquiet: 'worried', inquiete: 'worried', angoisse: 'anxious', angoissee: 'anxious', peur: 'scared', stresse: 'stressed', stressee: 'stressed',
    fievre: 'fever', nausee: 'nausea', nausees: 'nausea', grippe: 'flu', rhume: 'cold', malade: 'ill', faible: 'weak',
    super: 'great', parfait: 'fine', formidable: 'great', heureux: 'happy', heureuse: 'happy', contente: 'happy', content: 'happy', mieux: 'better',
    merci: 'thanks', bonjour: 'hello', allo: 'hello', quoi: 'what', hein: 'eh', euh: 'er', ben: 'well', bah: 'well', bon: 'well', pardon: 'pardon',
    mm: 'mm', hum: 'hmm', dejeuner: 'lunch', diner: 'dinner', mange: 'ate', dormi: 'slept', promener: 'walk', promenade: 'walk', jardin: 'garden',
    escalier: 'stairs', escaliers: 'stairs', baignoire: 'bath', bain: 'bath', douche: 'shower', toilettes: 'toilet', wc: 'toilet', cabinets: 'toilet', cuisine: 'kitchen', lit: 'bed', fauteuil: 'chair', chaise: 'chair', maison: 'house',
    fenetre: 'window', porte: 'door', jour: 'day', semaine: 'week', pincement: 'twinge', gonfle: 'swollen', gonflee: 'swollen', enfle: 'swollen', enflee: 'swollen', casse: 'broken', cassee: 'broken',
    ca: 'it', c: 'it', ce: 'this', qu: 'that', que: 'that', tout: 'all', toute: 'all',
  },
});
