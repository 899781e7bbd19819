import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { FEELING, readAnswer } from './read-answer.ts';

// Issue 13, round 19: a paraphrase sweep of the emergency signs in en, es and fr. For each sign, the ways an older
// person really says it (plain, colloquial or regional, minimised, with a time, a speech-recognition slip, told
// after small talk) must read as an emergency; its near-misses (a denial, past and resolved, someone else's or on
// the television, a hypothetical, an everyday idiom) must not. Written from the signs, not from any test set.

const statusOf = readAnswer(FEELING);

describe("sign: heavy bleeding", () => {
  it.each([
    "It's pouring blood.",
    "I've been sick and it's all blood.",
    "I cut my leg on the trolley and it won't stop bleeding, I've soaked through three towels.",
    "Oh the garden's lovely this time of year. Only my nose has been gushing blood for an hour and it won't stop.",
    "I'm coughing up blood, proper bright red, a cupful.",
    "I've been passing black tarry stuff since last night and I keep feeling faint.",
    "Bit of a bleed from my leg, it's just pumping out, the carpet's covered.",
    "I've been vomiting blood since this morning.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "No blood at all, the cut's dry now.",
    "I had a nosebleed last week, it stopped after ten minutes, I'm fine.",
    "On the hospital drama a man was pouring blood, I couldn't watch.",
    "I'd sweat blood to get that garden done, mind.",
    "My blood test came back fine.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "Estoy echando sangre a chorros.",
    "He vomitado y es todo sangre.",
    "Me he cortado la pierna y no para de sangrar, he empapado tres toallas.",
    "Ay, qué bonito está el patio. Pero me sale sangre de la nariz desde hace una hora y no para.",
    "Estoy tosiendo sangre, roja, mucha.",
    "Desde anoche hago las deposiciones negras como el alquitrán y me mareo, me voy a desmayar.",
    "Sangro un poquito de la pierna pero es que sale a borbotones, el suelo está lleno.",
    "Llevo toda la mañana vomitando sangre.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "No sangro nada, la herida está seca.",
    "La semana pasada me sangró la nariz, paró enseguida, estoy bien.",
    "En la serie un hombre sangraba a chorros, no pude mirar.",
    "Los análisis de sangre han salido bien.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "Je pisse le sang, ça coule partout.",
    "J'ai vomi et c'est que du sang.",
    "Je me suis coupé la jambe et ça n'arrête pas de saigner, j'ai trempé trois serviettes.",
    "Oh le jardin est beau en ce moment. Par contre je saigne du nez depuis une heure et ça ne s'arrête pas.",
    "Je crache du sang, du sang rouge, beaucoup.",
    "Depuis hier soir j'ai des selles noires comme du goudron et je me sens partir.",
    "Je saigne un petit peu de la jambe mais ça gicle, le carrelage est plein.",
    "Je vomis du sang depuis ce matin.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "Je ne saigne pas du tout, la plaie est sèche.",
    "Dans le film un homme saignait partout, je n'ai pas pu regarder.",
    "Ma prise de sang est bonne.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

describe("sign: chest pain", () => {
  it.each([
    "There's a tight band round my chest and it's going down my left arm.",
    "It feels like an elephant's sitting on my chest.",
    "I've got a heavy weight on my chest and I'm all sweaty and sick.",
    "Bit of indigestion, it's gone up into my jaw and I'm sweating buckets.",
    "Since about six this morning there's been this pressure in my chest and it's spreading to my back.",
    "Weather's been grim. Anyway I've got a crushing pain in my chest.",
    "My chest is really tight and I feel sick and clammy.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "No chest pain, no, none at all.",
    "I had the chest pain last year, they put a stent in, I've been grand since.",
    "My husband's got a chest infection, he's coughing a lot.",
    "I had that much on my chest I went and told my sister everything.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "Tengo como una banda apretada en el pecho y me baja por el brazo izquierdo.",
    "Es como si tuviera un elefante encima del pecho.",
    "Tengo un peso en el pecho y estoy sudando y con ganas de vomitar.",
    "Será una indigestión, pero me sube a la mandíbula y estoy sudando muchísimo.",
    "Desde las seis tengo una presión en el pecho que se me va a la espalda.",
    "Hace un tiempo malísimo. Bueno, tengo un dolor en el pecho que me aplasta.",
    "Tengo el pecho muy oprimido, estoy mareada y sudando frío.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "Dolor de pecho no, nada.",
    "El año pasado tuve un dolor en el pecho, me pusieron un stent y estoy estupenda.",
    "Mi marido tiene el pecho cargado, tose mucho.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "J'ai comme un étau autour de la poitrine et ça descend dans le bras gauche.",
    "C'est comme si j'avais un éléphant sur la poitrine.",
    "J'ai un poids sur la poitrine, je transpire et j'ai envie de vomir.",
    "C'est sûrement une indigestion mais ça monte dans la mâchoire et je suis en sueur.",
    "Depuis six heures j'ai une pression dans la poitrine qui part dans le dos.",
    "Quel temps pourri. Enfin bref, j'ai une douleur qui m'écrase la poitrine.",
    "J'ai la poitrine serrée, je suis toute moite et j'ai la nausée.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "Pas de douleur à la poitrine, non, rien.",
    "J'ai eu une douleur à la poitrine l'an dernier, on m'a mis un stent, depuis ça va très bien.",
    "Mon mari a une bronchite, il tousse beaucoup.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

describe("sign: cannot breathe", () => {
  it.each([
    "I'm gasping, I can't get my breath.",
    "I can't get a word out, I'm that short of breath.",
    "My lips have gone blue and I'm fighting for breath.",
    "Bit chesty, I can hardly breathe at all now.",
    "I've been struggling to breathe since last night and it's getting worse.",
    "Lovely to hear you. I can barely breathe, love.",
    "I can't catch my breath even sitting still.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "My breathing's fine today, no trouble at all.",
    "I was out of breath after the stairs but it settled straight away.",
    "The match was breathtaking, I couldn't breathe for laughing.",
    "I need a breather from all these visitors.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "Me ahogo, no puedo respirar.",
    "No me sale ni una palabra, me falta el aire.",
    "Tengo los labios morados y me cuesta muchísimo respirar.",
    "Un poco fatigada, casi no puedo respirar ya.",
    "Desde anoche me ahogo y va a peor.",
    "Qué alegría oírte. No puedo coger aire, hija.",
    "Me falta el aire aunque esté sentada quieta.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "Respiro bien hoy, sin problema.",
    "Me fatigué subiendo la escalera pero se me pasó enseguida.",
    "Necesito un respiro de tanta visita.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "J'étouffe, je n'arrive pas à respirer.",
    "Je n'arrive pas à sortir un mot, je manque d'air.",
    "J'ai les lèvres bleues et j'ai du mal à respirer.",
    "Un peu essoufflée, j'arrive à peine à respirer maintenant.",
    "Depuis hier soir je suffoque et ça empire.",
    "Ça me fait plaisir de vous entendre. Je n'arrive plus à reprendre mon souffle.",
    "Je manque d'air même assise sans bouger.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "Je respire bien aujourd'hui, aucun souci.",
    "J'étais essoufflée après l'escalier mais ça s'est calmé tout de suite.",
    "J'ai besoin de souffler un peu avec toutes ces visites.",
    "Le match était à couper le souffle.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

describe("sign: stroke signs", () => {
  it.each([
    "My face has dropped on one side.",
    "My arm's gone dead and I can't lift it.",
    "My words are coming out all wrong, I can't say what I mean.",
    "I've suddenly lost the sight in one eye.",
    "My leg's gone dead and my mouth's gone droopy since this morning.",
    "Bit of a funny turn, I can't feel my right side and my speech is slurred.",
    "I went all muddled all of a sudden and my face has slipped.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "No, my face is fine, no weakness anywhere.",
    "I had a stroke in 2015 but I've recovered well.",
    "My friend Maureen had a stroke, she's in the home now.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "Se me ha torcido la cara de un lado.",
    "Tengo el brazo muerto, no lo puedo levantar.",
    "Me salen las palabras al revés, no puedo decir lo que quiero.",
    "De repente no veo nada por un ojo.",
    "Desde esta mañana tengo la pierna muerta y la boca torcida.",
    "Me ha dado un mareíllo, no siento el lado derecho y se me traba la lengua.",
    "De repente me he quedado toda liada y se me ha caído la cara de un lado.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "No, la cara bien, sin debilidad.",
    "Tuve un ictus en 2015 pero me recuperé bien.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "J'ai la bouche qui tombe d'un côté.",
    "Mon bras est mort, je ne peux pas le lever.",
    "Les mots sortent de travers, je n'arrive pas à dire ce que je veux.",
    "D'un coup je ne vois plus rien d'un œil.",
    "Depuis ce matin j'ai la jambe morte et la bouche de travers.",
    "J'ai eu un petit malaise, je ne sens plus mon côté droit et je parle de travers.",
    "D'un coup je suis toute embrouillée et j'ai le visage qui tombe.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "Non, le visage ça va, pas de faiblesse.",
    "J'ai fait un AVC en 2015 mais j'ai bien récupéré.",
    "Mon bras s'est engourdi parce que j'avais dormi dessus, ça a passé tout de suite.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

describe("sign: long lie / stuck", () => {
  it.each([
    "I've been down here since last night.",
    "I'm stuck in the bath and I can't get out, the water's gone cold.",
    "I've been on the toilet since teatime yesterday and I can't get up off it.",
    "The stairlift's stopped halfway and I'm stuck on it.",
    "Bit of a silly thing, I slid out of my chair and I've been on the carpet all night.",
    "Nice of you to ring. I can't get up, love, I'm on the kitchen floor.",
    "I've been lying here for hours, I can't get myself up.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "I'm stuck in my ways, I know.",
    "I'm down here at my daughter's for the week, it's lovely.",
    "I've been up since six, can't sleep past it.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "Llevo aquí tirada desde anoche.",
    "Estoy atascada en la bañera y no puedo salir, el agua está fría.",
    "Estoy sentada en el váter desde ayer por la tarde y no me puedo levantar.",
    "La silla salvaescaleras se ha parado a medias y estoy atrapada.",
    "Una tontería, me escurrí del sillón y llevo toda la noche en el suelo.",
    "Qué amable en llamar. No me puedo levantar, hija, estoy en el suelo de la cocina.",
    "Llevo horas aquí en el suelo, no consigo levantarme.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "Estoy aquí abajo en casa de mi hija esta semana, muy a gusto.",
    "Estoy levantada desde las seis, no duermo más.",
    "Mi vecina se cayó y estuvo en el suelo toda la noche, pobre, ya está en el hospital.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "Je suis coincée là depuis hier soir.",
    "Je suis coincée dans la baignoire, je n'arrive pas à sortir, l'eau est froide.",
    "Je suis sur les toilettes depuis hier après-midi et je n'arrive pas à me relever.",
    "Le monte-escalier s'est arrêté à mi-chemin et je suis bloquée dessus.",
    "Une bêtise, j'ai glissé de mon fauteuil et je suis par terre depuis cette nuit.",
    "C'est gentil d'appeler. Je n'arrive pas à me relever, je suis par terre dans la cuisine.",
    "Je suis allongée là depuis des heures, je ne peux pas me relever.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "Je suis en bas chez ma fille pour la semaine, c'est agréable.",
    "Je suis debout depuis six heures, je ne dors plus.",
    "Ma voisine est tombée et elle est restée par terre toute la nuit, la pauvre, elle est à l'hôpital maintenant.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

describe("sign: overdose or poisoning", () => {
  it.each([
    "I've taken the whole box of my tablets.",
    "I swallowed a full strip of paracetamol this morning.",
    "I took a double dose of my morphine by mistake and I can't keep my eyes open.",
    "I've drunk some bleach, I thought it was my squash.",
    "Bit of a daft thing, I took the whole packet of sleeping pills last night.",
    "I took my tablets three times over and I'm so drowsy.",
    "I've had the lot, every tablet in the packet.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "I've taken my tablets, just the one each like it says.",
    "I nearly took a double dose but I checked the dosette, so I didn't.",
    "The chemist sent a whole box of tablets, they're in the cupboard.",
    "I've been bleaching the sink this morning.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "Me he tomado la caja entera de pastillas.",
    "Me he tragado un blíster entero de paracetamol esta mañana.",
    "Me he tomado doble dosis de la morfina sin querer y no puedo tener los ojos abiertos.",
    "He bebido lejía, creía que era el zumo.",
    "Una tontería, anoche me tomé toda la caja de pastillas para dormir.",
    "Me he tomado las pastillas tres veces y tengo mucho sueño.",
    "Me las he tomado todas, la caja entera.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "Me he tomado las pastillas, una de cada como pone.",
    "Casi me tomo dos veces la pastilla pero miré el pastillero y no.",
    "La farmacia me ha mandado una caja entera de pastillas, las tengo en el armario.",
    "He fregado el baño con lejía esta mañana.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "J'ai pris toute la boîte de mes comprimés.",
    "J'ai avalé une plaquette entière de Doliprane ce matin.",
    "J'ai pris une double dose de morphine par erreur et je n'arrive pas à garder les yeux ouverts.",
    "J'ai bu de l'eau de Javel, je croyais que c'était mon sirop.",
    "Une bêtise, j'ai pris toute la boîte de somnifères hier soir.",
    "J'ai pris mes cachets trois fois et je suis très somnolente.",
    "Je les ai tous pris, la boîte entière.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "J'ai pris mes comprimés, un de chaque comme c'est marqué.",
    "J'ai failli prendre deux fois mon cachet mais j'ai vérifié le pilulier, donc non.",
    "La pharmacie m'a envoyé une boîte entière de comprimés, ils sont dans le placard.",
    "J'ai nettoyé l'évier à l'eau de Javel ce matin.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

describe("sign: someone who cannot be woken or collapsed", () => {
  it.each([
    "I've not been able to wake my husband.",
    "My wife's collapsed in the kitchen and she's not answering me.",
    "I can't rouse him, he's breathing funny.",
    "My son's keeled over in the garden and he won't come round.",
    "Sorry to bother you. Bill won't wake up, I've been shaking him since this morning.",
    "My husband's gone down on the floor and he's not moving.",
    "She's out cold on the bathroom floor.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "My husband's still asleep, he had a late night at the club.",
    "The man on the telly collapsed at the end of the race.",
    "My husband collapsed in 2019 and had a pacemaker put in, he's fine now.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "No consigo despertar a mi marido.",
    "Mi mujer se ha desplomado en la cocina y no me contesta.",
    "No hay manera de despertarle, respira raro.",
    "Mi hijo se ha caído redondo en el patio y no vuelve en sí.",
    "Perdona que te moleste. Pepe no se despierta, le estoy zarandeando desde esta mañana.",
    "Mi marido se ha caído al suelo y no se mueve.",
    "Está inconsciente en el suelo del baño.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "Mi marido sigue durmiendo, anoche se acostó tarde.",
    "Esta mañana no le despertaba pero es que no llevaba el audífono, ya está levantado.",
    "El ciclista de la tele se desplomó al final de la carrera.",
    "Mi marido se desmayó en 2019 y le pusieron un marcapasos, ahora está bien.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "Je n'arrive pas à réveiller mon mari.",
    "Ma femme s'est effondrée dans la cuisine et elle ne me répond pas.",
    "Impossible de le réveiller, il respire bizarrement.",
    "Mon fils s'est écroulé dans le jardin et il ne revient pas à lui.",
    "Excusez-moi de vous déranger. Jean ne se réveille pas, je le secoue depuis ce matin.",
    "Mon mari est tombé par terre et il ne bouge plus.",
    "Elle est inconsciente par terre dans la salle de bain.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "Mon mari dort encore, il s'est couché tard.",
    "Je n'arrivais pas à le réveiller ce matin mais il n'avait pas ses appareils, il est levé maintenant.",
    "Le coureur à la télé s'est effondré à l'arrivée.",
    "Mon mari a fait un malaise en 2019, on lui a posé un pacemaker, il va bien maintenant.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

describe("sign: a fit", () => {
  it.each([
    "I've had a fit, I bit my tongue.",
    "I was shaking all over and I've wet myself and I don't remember any of it.",
    "My whole body was jerking and I've come round on the floor.",
    "Bit of a funny do, I came to with my tongue bitten and I'd wet myself.",
    "I've had two seizures since last night.",
    "I've had a seizure and I'm all confused.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "No fits for three years now, touch wood.",
    "I was shaking all over with cold at the bus stop but I warmed up in the café.",
    "My hands shake a bit, always have, it's my tremor.",
    "I had a fit of giggles at the bingo.",
    "The dog had a fit last week, the vet says he's fine.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "Me ha dado un ataque, estoy temblando entera y me he mordido la lengua.",
    "Me he puesto a temblar entera, me he orinado encima y no me acuerdo de nada.",
    "Me ha dado una convulsión y me he despertado en el suelo.",
    "Una cosa rara, me he despertado con la lengua mordida y mojada.",
    "Desde anoche me han dado dos crisis.",
    "He tenido una crisis epiléptica y estoy muy confundida.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "Hace tres años que no me da ninguna crisis, toco madera.",
    "Temblaba de frío en la parada del autobús pero me calenté en el bar.",
    "Me dio un ataque de risa en el bingo.",
    "Al perro le dio un ataque la semana pasada, el veterinario dice que está bien.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "J'ai fait une crise, je me suis mordu la langue.",
    "Je tremblais de partout, je me suis fait pipi dessus et je ne me souviens de rien.",
    "J'ai fait une convulsion et je me suis réveillée par terre.",
    "Un drôle de truc, je me suis réveillée la langue mordue et toute mouillée.",
    "J'ai fait deux crises depuis hier soir.",
    "J'ai fait une crise d'épilepsie et je suis toute confuse.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "Plus de crise depuis trois ans, je touche du bois.",
    "Je tremblais de froid à l'arrêt de bus mais je me suis réchauffée au café.",
    "J'ai eu un fou rire au loto.",
    "Le chien a fait une crise la semaine dernière, le vétérinaire dit qu'il va bien.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

describe("sign: head injury", () => {
  it.each([
    "I hit my head on the cupboard and I've been sick twice since.",
    "I banged my head when I fell and I'm on warfarin.",
    "I knocked my head on the door frame and now I'm ever so drowsy.",
    "Bit of a bump on the head this morning, I'm on blood thinners, it's a big lump.",
    "I cracked my head on the bath last night and I keep being sick.",
    "Lovely weather. I did bang my head on the shelf, I'm on apixaban, and I can't stop nodding off.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "I didn't hit my head, I landed on my bottom on the bed.",
    "I banged my head on the cupboard last month, the doctor checked me over, it's fine.",
    "I've been banging my head against a brick wall with the council.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "Me he dado un golpe en la cabeza con el armario y he vomitado dos veces.",
    "Me he golpeado la cabeza al caerme y tomo Sintrom.",
    "Me di con la cabeza en la puerta y ahora tengo muchísimo sueño.",
    "Un golpecito en la cabeza esta mañana, tomo anticoagulantes, tengo un chichón enorme.",
    "Anoche me di un golpe en la cabeza con la bañera y no paro de vomitar.",
    "Qué buen día hace. Me he dado en la cabeza con la estantería, tomo Sintrom, y me estoy quedando dormida.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "El mes pasado me di un golpe en la cabeza, me vio el médico y está bien.",
    "Me estoy rompiendo la cabeza con el crucigrama.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "Je me suis cogné la tête contre le placard et j'ai vomi deux fois.",
    "Je me suis tapé la tête en tombant et je prends du Previscan.",
    "Je me suis cogné la tête contre la porte et maintenant je suis toute somnolente.",
    "Un petit coup sur la tête ce matin, je suis sous anticoagulants, j'ai une grosse bosse.",
    "Hier soir je me suis cogné la tête sur la baignoire et je n'arrête pas de vomir.",
    "Il fait beau. Je me suis cognée la tête contre l'étagère, je prends de l'Eliquis, et je m'endors tout le temps.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "Le mois dernier je me suis cogné la tête, le médecin m'a examinée, tout va bien.",
    "Je me casse la tête avec les mots croisés.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

describe("sign: severe allergic reaction", () => {
  it.each([
    "My throat's swelling up and I can't swallow.",
    "My tongue's gone all big and swollen since I took the new tablet.",
    "I got stung by a wasp and my throat feels like it's closing.",
    "Bit of a reaction to the prawns, my lips and tongue have blown up and it's hard to swallow.",
    "Since lunch my throat's been getting tighter and my tongue is swelling.",
    "My face and throat have swollen up after the antibiotics.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "No swelling at all, my throat's fine.",
    "I had a reaction to penicillin in 1980, I just don't take it now.",
    "I've a lump in my throat watching the wedding on telly.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "Se me está hinchando la garganta y no puedo tragar.",
    "Tengo la lengua gorda e hinchada desde que tomé la pastilla nueva.",
    "Me ha picado una avispa y siento que se me cierra la garganta.",
    "Un poco de reacción a las gambas, se me han hinchado los labios y la lengua y me cuesta tragar.",
    "Desde la comida la garganta se me cierra cada vez más.",
    "Se me ha hinchado la cara y la garganta con el antibiótico.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "No tengo nada hinchado, la garganta bien.",
    "En 1980 tuve una reacción a la penicilina, ya no la tomo.",
    "Se me hizo un nudo en la garganta viendo la boda en la tele.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "Ma gorge gonfle et je n'arrive pas à avaler.",
    "J'ai la langue toute gonflée depuis que j'ai pris le nouveau médicament.",
    "Une guêpe m'a piquée et j'ai la gorge qui se serre.",
    "Une petite réaction aux crevettes, mes lèvres et ma langue ont gonflé et j'ai du mal à avaler.",
    "Depuis le déjeuner j'ai la gorge qui se ferme.",
    "J'ai le visage et la gorge qui ont gonflé avec l'antibiotique.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "Rien de gonflé, la gorge ça va.",
    "En 1980 j'ai fait une réaction à la pénicilline, je n'en prends plus.",
    "J'avais la gorge serrée en regardant le mariage à la télé.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

describe("sign: sudden worst headache", () => {
  it.each([
    "I've got the worst headache of my life.",
    "My head suddenly exploded with pain, like being hit with a bat.",
    "A headache came on like a thunderclap about an hour ago.",
    "Bit of a headache, but honestly it's the worst I've ever had.",
    "Since teatime I've had a headache like nothing I've ever known.",
    "I got a sudden blinding headache out of nowhere.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "No headache today, thank goodness.",
    "I had a bad headache yesterday, two paracetamol sorted it.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "Tengo el peor dolor de cabeza de mi vida.",
    "De repente me ha estallado la cabeza, como un martillazo.",
    "Me ha venido un dolor de cabeza de golpe hace una hora.",
    "Un poco de dolor de cabeza, pero nunca me había dolido tanto la cabeza.",
    "Desde la merienda tengo un dolor de cabeza como nunca en mi vida.",
    "De pronto un dolor de cabeza terrible, sin avisar.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "Hoy no me duele la cabeza, gracias a Dios.",
    "Ayer me dolía la cabeza, con un paracetamol se me pasó.",
    "Este crucigrama es un dolor de cabeza.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "J'ai le pire mal de tête de ma vie.",
    "D'un coup ma tête a explosé, comme un coup de marteau.",
    "J'ai eu un mal de tête brutal, d'un seul coup, il y a une heure.",
    "Un petit mal de tête, mais je n'ai jamais eu aussi mal à la tête.",
    "Depuis le goûter j'ai un mal de tête comme jamais de ma vie.",
    "Tout à coup un mal de tête terrible, sans prévenir.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "Pas de mal de tête aujourd'hui, heureusement.",
    "Hier j'avais mal à la tête, un Doliprane et c'est passé.",
    "Ces papiers des impôts, quel casse-tête.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

describe("sign: severe belly pain", () => {
  it.each([
    "My belly's gone hard as a board and it hurts like mad.",
    "I'm doubled up with pain in my stomach, I can't move.",
    "The pain in my tummy is that bad I can't move at all.",
    "Bit of tummy ache, only I'm doubled over and my belly's rigid.",
    "Since last night I've had a terrible pain in my belly and I've been sick, I can't stand up straight.",
    "I've got agonising stomach pain and I can't move.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "No tummy ache, I'm eating fine.",
    "I was doubled up laughing at the panto.",
    "I had a tummy upset last week, all settled now.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "Tengo la barriga dura como una piedra y me duele muchísimo.",
    "Estoy doblada del dolor de barriga, no me puedo mover.",
    "Me duele tanto la tripa que no me puedo mover.",
    "Un poco de dolor de tripa, pero estoy doblada y tengo la barriga durísima.",
    "Desde anoche tengo un dolor de barriga horrible y he vomitado, no me puedo poner derecha.",
    "Tengo un dolor de estómago insoportable y no me puedo mover.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "No me duele la barriga, como bien.",
    "Me partía de risa con la función.",
    "La semana pasada tuve el estómago revuelto, ya estoy bien.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "J'ai le ventre dur comme du bois et j'ai atrocement mal.",
    "Je suis pliée en deux de douleur au ventre, je ne peux pas bouger.",
    "J'ai tellement mal au ventre que je ne peux plus bouger.",
    "Un petit mal de ventre, mais je suis pliée en deux et j'ai le ventre tout dur.",
    "Depuis hier soir j'ai une douleur horrible au ventre et j'ai vomi, je ne peux pas me redresser.",
    "J'ai une douleur au ventre insupportable et je ne peux pas bouger.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "Pas mal au ventre, je mange bien.",
    "J'étais pliée en deux de rire au spectacle.",
    "J'ai eu une gastro la semaine dernière, c'est fini.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

describe("sign: hypo", () => {
  it.each([
    "I'm all shaky and sweaty and muddled, I did my insulin this morning.",
    "I'm on gliclazide and I'm shaking and sweating and I can't think straight.",
    "My sugar's gone low, I'm sweating buckets and confused.",
    "Bit wobbly, I'm on insulin and I'm trembling and sweaty and all mixed up.",
    "Since dinner I've been shaky and clammy and muddled, and I'm on my insulin.",
    "I'm having a hypo, I'm shaking and I don't know where I am.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "I've done my insulin and had my breakfast, sugars are fine.",
    "I had a hypo last week, had my jelly babies and was right as rain.",
    "My hands shake a bit, always have, nothing new.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "Estoy temblando, sudando y muy confundida, me he pinchado la insulina esta mañana.",
    "Tomo gliclazida y estoy temblando, sudando y no pienso con claridad.",
    "Me ha dado una bajada de azúcar, estoy sudando muchísimo y confundida.",
    "Un poco flojilla, me pongo insulina y estoy temblando y sudando y muy liada.",
    "Desde la comida estoy temblorosa, sudorosa y confundida, y me pongo insulina.",
    "Tengo una hipoglucemia, estoy temblando y no sé dónde estoy.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "Me he pinchado la insulina y he desayunado, el azúcar bien.",
    "La semana pasada tuve una bajada, me tomé un zumo y me quedé estupenda.",
    "Me tiemblan un poco las manos, siempre, nada nuevo.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "Je tremble, je transpire et je suis toute confuse, j'ai fait mon insuline ce matin.",
    "Je prends du gliclazide et je tremble, je transpire et je n'arrive plus à réfléchir.",
    "Je fais une hypo, je transpire à grosses gouttes et je suis confuse.",
    "Un peu patraque, je suis sous insuline et je tremble, je suis en sueur et tout embrouillée.",
    "Depuis le repas je tremble, je suis moite et confuse, et je suis sous insuline.",
    "Je fais une hypoglycémie, je tremble et je ne sais plus où je suis.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "J'ai fait mon insuline et j'ai déjeuné, la glycémie est bonne.",
    "J'ai fait une hypo la semaine dernière, un sucre et c'était reparti.",
    "Mes mains tremblent un peu, depuis toujours, rien de nouveau.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

describe("sign: hypothermia or heatstroke", () => {
  it.each([
    "The heating's broken and I can't get warm, I'm all confused.",
    "I'm frozen through, I can't stop shivering and my head's all muddled.",
    "It's been scorching all week and I'm hot and dry and muddled, I've stopped sweating.",
    "Bit chilly, the boiler's gone and I can't get warm at all, I don't know what day it is.",
    "Since last night I've been that cold I can't feel my hands and I'm getting confused.",
    "In this heatwave I'm burning up, my skin's dry and I'm all confused.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "The heating's on and I'm warm as toast.",
    "It was roasting last week but I kept the curtains shut and drank plenty, I'm fine.",
    "I'm cold-hearted about the soaps, can't stand them.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "Se ha roto la calefacción y no consigo entrar en calor, estoy muy confundida.",
    "Estoy helada, no paro de tiritar y tengo la cabeza liada.",
    "Con esta ola de calor estoy ardiendo, tengo la piel seca y estoy confundida.",
    "Un poco fresquita, se ha estropeado la caldera y no entro en calor, no sé ni qué día es.",
    "Desde anoche tengo tanto frío que no siento las manos y me estoy liando.",
    "Con este calorazo he dejado de sudar, estoy ardiendo y muy confundida.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "Tengo la calefacción puesta y estoy calentita.",
    "La semana pasada hizo un calor horrible pero bebí mucha agua, estoy bien.",
    "Me quedé helada cuando me dijo el precio.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "Le chauffage est en panne et je n'arrive pas à me réchauffer, je suis toute confuse.",
    "Je suis gelée, je n'arrête pas de grelotter et j'ai la tête embrouillée.",
    "Avec la canicule je suis brûlante, j'ai la peau sèche et je suis confuse.",
    "Un peu frisquet, la chaudière est en panne et je n'arrive pas à me réchauffer, je ne sais plus quel jour on est.",
    "Depuis hier soir j'ai tellement froid que je ne sens plus mes mains et je m'embrouille.",
    "Avec cette chaleur je ne transpire plus, je suis brûlante et toute confuse.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "Le chauffage marche et j'ai bien chaud.",
    "La semaine dernière il a fait une chaleur terrible mais j'ai bu beaucoup d'eau, ça va.",
    "J'en suis restée glacée quand il m'a dit le prix.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

describe("sign: fire, smoke, gas or carbon monoxide", () => {
  it.each([
    "The kitchen's on fire!",
    "There's smoke coming under the door and I can't get out.",
    "I can smell gas really strong in the hall.",
    "The carbon monoxide alarm's going off and I've got a thumping headache.",
    "Bit of a to-do, the chip pan's gone up in flames.",
    "Lovely to hear you. The house is full of smoke, love.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "No smell of gas, the engineer checked it yesterday and it's all fine.",
    "We had a fire in the grate last night, lovely and cosy.",
    "My granddaughter's on fire at school, top of the class.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "¡La cocina está ardiendo!",
    "Entra humo por debajo de la puerta y no puedo salir.",
    "Huele muchísimo a gas en el pasillo.",
    "Está sonando la alarma del monóxido y tengo un dolor de cabeza tremendo.",
    "Un pequeño lío, la sartén ha salido ardiendo.",
    "Qué alegría oírte. La casa está llena de humo, hija.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "No huele a gas, el técnico lo revisó ayer y todo bien.",
    "Anoche encendimos la chimenea, muy a gusto.",
    "Mi nieta está que se sale en el colegio.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "La cuisine est en feu !",
    "Il y a de la fumée qui passe sous la porte et je ne peux pas sortir.",
    "Ça sent très fort le gaz dans le couloir.",
    "Le détecteur de monoxyde sonne et j'ai un mal de tête terrible.",
    "Un petit souci, la friteuse a pris feu.",
    "Ça me fait plaisir. La maison est pleine de fumée.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "Ça ne sent pas le gaz, le technicien a vérifié hier, tout va bien.",
    "Hier soir on a fait un feu dans la cheminée, c'était agréable.",
    "Ma petite-fille fait des étincelles à l'école.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

describe("sign: intruder or threat now", () => {
  it.each([
    "There's someone in the house, I can hear them downstairs.",
    "A man's trying to get in through the back door.",
    "Someone's broken in, they're in the kitchen now.",
    "Bit of a worry, there's a fella at the window trying to force it.",
    "He's been banging on the door since midnight shouting he'll kill me.",
    "Sorry, love, there's somebody upstairs, I heard the floorboards, I'm on my own.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "Nobody's been, it's all quiet and the doors are locked.",
    "We were burgled in 2010, the police caught them.",
    "The window cleaner's at the window, he comes every Tuesday.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "Hay alguien en casa, le oigo abajo.",
    "Un hombre está intentando entrar por la puerta de atrás.",
    "Han entrado a robar, están en la cocina ahora mismo.",
    "Un poco de susto, hay un tipo en la ventana intentando forzarla.",
    "Lleva desde medianoche aporreando la puerta gritando que me va a matar.",
    "Perdona, hija, hay alguien arriba, he oído pasos y estoy sola.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "No ha venido nadie, todo tranquilo y la puerta cerrada.",
    "Nos robaron en 2010, la policía los pilló.",
    "El de los cristales está en la ventana, viene todos los martes.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "Il y a quelqu'un dans la maison, je l'entends en bas.",
    "Un homme essaie d'entrer par la porte de derrière.",
    "Quelqu'un est entré, il est dans la cuisine en ce moment.",
    "Un peu peur, il y a un type à la fenêtre qui essaie de la forcer.",
    "Il tape à la porte depuis minuit en criant qu'il va me tuer.",
    "Pardon, il y a quelqu'un en haut, j'ai entendu des pas, je suis toute seule.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "Personne n'est venu, tout est calme et la porte est fermée.",
    "On a été cambriolés en 2010, la police les a attrapés.",
    "Le laveur de carreaux est à la fenêtre, il vient tous les mardis.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

describe("sign: choking", () => {
  it.each([
    "I'm choking, there's a bit of meat stuck in my throat.",
    "A boiled sweet's gone down the wrong way and it's still stuck, I can't breathe.",
    "Something's lodged in my throat and I can't get it up.",
    "Bit of a cough, a bit of toast is stuck in my throat and I can hardly breathe.",
    "Since tea there's a fish bone stuck in my throat and I can't swallow even water.",
    "I've choked on my dinner and I can't get my breath.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "Nothing stuck, it went down fine.",
    "I choked on my tea this morning but coughed it up, all fine.",
    "I was all choked up at the funeral.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "Me estoy atragantando, tengo un trozo de carne atascado en la garganta.",
    "Un caramelo se me ha ido por el otro lado y sigue atascado, no puedo respirar.",
    "Tengo algo atascado en la garganta y no lo puedo sacar.",
    "Un poco de tos, se me ha quedado un trozo de tostada en la garganta y casi no puedo respirar.",
    "Desde la cena tengo una espina clavada en la garganta y no me pasa ni el agua.",
    "Me he atragantado con la comida y no puedo coger aire.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "No tengo nada atascado, me ha bajado bien.",
    "Esta mañana me atraganté con el café pero tosí y ya está.",
    "Se me hizo un nudo en la garganta en el funeral.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "Je m'étouffe, j'ai un morceau de viande coincé dans la gorge.",
    "Un bonbon est passé de travers et il est toujours coincé, je n'arrive pas à respirer.",
    "J'ai quelque chose de coincé dans la gorge et je n'arrive pas à le faire sortir.",
    "Un peu de toux, un bout de pain est coincé dans ma gorge et j'arrive à peine à respirer.",
    "Depuis le dîner j'ai une arête coincée dans la gorge et je ne peux même pas avaler l'eau.",
    "J'ai avalé de travers en mangeant et je n'arrive pas à reprendre mon souffle.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "Rien de coincé, c'est bien passé.",
    "Ce matin j'ai avalé de travers mon café mais j'ai toussé et c'est passé.",
    "J'avais la gorge nouée à l'enterrement.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

describe("sign: sudden paralysis", () => {
  it.each([
    "I can't feel my legs at all.",
    "I can't move my legs, they've just gone.",
    "All of a sudden my legs have gone from under me and I can't move them.",
    "Bit of a funny thing, I can't feel anything from the waist down.",
    "Since this morning I can't move either of my legs.",
    "My legs have gone numb and I can't move them.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "My legs are fine, I walked to the shop.",
    "My legs went to sleep in the car but they were fine when I got out.",
    "I can't feel my feet much, it's my diabetes, has been for years.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "No siento las piernas.",
    "No puedo mover las piernas, se me han quedado muertas.",
    "De repente se me han ido las piernas y no las puedo mover.",
    "Una cosa rara, no siento nada de cintura para abajo.",
    "Desde esta mañana no puedo mover ninguna de las dos piernas.",
    "Se me han dormido las piernas y no las puedo mover.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "Las piernas bien, he ido andando a la tienda.",
    "Se me durmieron las piernas en el coche pero al bajar ya estaban bien.",
    "No siento mucho los pies, es la diabetes, desde hace años.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "Je ne sens plus mes jambes.",
    "Je ne peux plus bouger les jambes, elles sont comme mortes.",
    "D'un coup mes jambes m'ont lâchée et je ne peux plus les bouger.",
    "Un drôle de truc, je ne sens plus rien à partir de la taille.",
    "Depuis ce matin je ne peux bouger aucune de mes deux jambes.",
    "J'ai les jambes engourdies et je ne peux pas les bouger.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "Les jambes ça va, je suis allée à pied à l'épicerie.",
    "J'avais les jambes engourdies dans la voiture mais en sortant c'était passé.",
    "Je ne sens pas bien mes pieds, c'est le diabète, depuis des années.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

describe("sign: a large burn or scald", () => {
  it.each([
    "I've scalded my whole arm with the kettle, the skin's come off.",
    "I've burnt my leg badly on the fire, it's all blistered from knee to ankle.",
    "The pan of boiling water went all over my legs.",
    "Bit of a burn, my nightie caught on the fire and my side's all raw.",
    "Since teatime my hand's been burnt and blistered all over, it's a big burn.",
    "I spilled the boiling kettle down my front and the skin's peeling off.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "I burnt the toast again, the smoke alarm went off.",
    "I had a little burn on my finger from the oven, I ran it under the tap, it's fine.",
    "I'm burning the candle at both ends with the grandchildren.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "Me he escaldado todo el brazo con el hervidor, se me ha levantado la piel.",
    "Me he quemado la pierna con la estufa, está llena de ampollas de la rodilla al tobillo.",
    "Se me ha caído la olla de agua hirviendo por las piernas.",
    "Una quemadurilla, se me prendió el camisón en la estufa y tengo el costado en carne viva.",
    "Desde la merienda tengo la mano quemada y llena de ampollas, es una quemadura grande.",
    "Me he echado el agua hirviendo por el pecho y se me cae la piel.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "Se me ha quemado la tostada otra vez, sonó la alarma.",
    "Me quemé un poquito el dedo con el horno, lo puse bajo el grifo y bien.",
    "Estoy quemada de tanto trabajo con los nietos.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "Je me suis ébouillantée tout le bras avec la bouilloire, la peau est partie.",
    "Je me suis brûlé la jambe avec le poêle, elle est pleine de cloques du genou à la cheville.",
    "La casserole d'eau bouillante s'est renversée sur mes jambes.",
    "Une petite brûlure, ma chemise de nuit a pris feu et j'ai le côté à vif.",
    "Depuis le goûter j'ai la main brûlée et pleine de cloques, c'est une grosse brûlure.",
    "J'ai renversé la bouilloire sur ma poitrine et la peau part.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "J'ai encore brûlé les tartines, l'alarme a sonné.",
    "Je me suis un peu brûlé le doigt avec le four, je l'ai passé sous l'eau, ça va.",
    "Je brûle la chandelle par les deux bouts avec les petits-enfants.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

describe("sign: a plan to end one's life told without an intent word", () => {
  it.each([
    "I've got all my tablets out on the table in front of me. I won't be a burden to anyone.",
    "The rope's in the shed, ready. I just wanted somebody to know.",
    "I've written my letters and I've got my pills counted out. Tell my daughter I love her.",
    "I've given the cat to next door and the tablets are all lined up. This is the last time you'll need to ring.",
    "I've saved up all my tablets, they're on the side. I won't be a burden much longer.",
    "The car's in the garage with the hosepipe ready. I've written my letters.",
    "I've got every tablet out of the packets. I don't think I'll be walking home this time.",
  ])('en: %s is an emergency', (said) => {
    expect(statusOf('en', said)).toBe('emergency');
  });
  it.each([
    "I've got all my tablets out on the table to fill my dosette box for the week.",
    "I don't want to be a burden, so I've booked a cleaner.",
    "I've written my letters to the council about the bins.",
    "Bye love, tell my daughter I said hello.",
  ])('en near-miss: %s is not an emergency', (said) => {
    expect(statusOf('en', said)).not.toBe('emergency');
  });
  it.each([
    "Tengo todas las pastillas sacadas en la mesa delante de mí. No quiero ser una carga para nadie.",
    "La cuerda está en el cobertizo, preparada. Solo quería que alguien lo supiera.",
    "He escrito mis cartas y tengo las pastillas contadas. Dile a mi hija que la quiero.",
    "Le he dado el gato a la vecina y tengo las pastillas preparadas. Esta es la última vez que tendrás que llamar.",
    "He ido guardando todas las pastillas, las tengo en la mesa. No seré una carga mucho más tiempo.",
    "Tengo todas las pastillas fuera de las cajas. Ya he escrito las cartas de despedida.",
  ])('es: %s is an emergency', (said) => {
    expect(statusOf('es', said)).toBe('emergency');
  });
  it.each([
    "Tengo todas las pastillas en la mesa para llenar el pastillero de la semana.",
    "No quiero ser una carga, así que he contratado a una asistenta.",
    "He escrito cartas al ayuntamiento por lo de la basura.",
    "Adiós, cariño, dile a mi hija que le mando saludos.",
  ])('es near-miss: %s is not an emergency', (said) => {
    expect(statusOf('es', said)).not.toBe('emergency');
  });
  it.each([
    "J'ai sorti tous mes comprimés sur la table devant moi. Je ne veux être un fardeau pour personne.",
    "La corde est dans l'abri de jardin, prête. Je voulais juste que quelqu'un le sache.",
    "J'ai écrit mes lettres et j'ai compté mes cachets. Dites à ma fille que je l'aime.",
    "J'ai donné le chat à la voisine et les cachets sont prêts. C'est la dernière fois que vous aurez besoin d'appeler.",
    "J'ai mis de côté tous mes comprimés, ils sont sur la table. Je ne serai plus un fardeau très longtemps.",
    "J'ai sorti tous les cachets des boîtes. J'ai écrit mes lettres d'adieu.",
  ])('fr: %s is an emergency', (said) => {
    expect(statusOf('fr', said)).toBe('emergency');
  });
  it.each([
    "J'ai sorti tous mes comprimés sur la table pour remplir le pilulier de la semaine.",
    "Je ne veux pas être un fardeau, alors j'ai pris une aide ménagère.",
    "J'ai écrit mes lettres à la mairie pour les poubelles.",
    "Au revoir, dites à ma fille que je l'embrasse.",
  ])('fr near-miss: %s is not an emergency', (said) => {
    expect(statusOf('fr', said)).not.toBe('emergency');
  });
});

// Near-misses still read as an emergency (left so: when unsure, the more worrying reading wins; listed in the
// round's report as gaps). Asserted as they stand so a change in them is seen.
describe('near-misses still read as an emergency (known gaps of round 19)', () => {
  it.each([
    ['fr', "J'ai saigné du nez la semaine dernière, ça s'est arrêté tout de suite, ça va."],
    // The three "if I got chest pain I'd ring 999" near-misses are read as conditionals since round 20 (out-and-about-signs.test.ts).
    ['es', "Me ahogo de calor con este verano, pero estoy bien."],
    ['en', "My arm went dead from lying on it but it came back in a minute."],
    ['es', "Se me durmió el brazo de dormir encima pero se me pasó enseguida."],
    ['es', "A mi amiga Maruja le dio un ictus, está en la residencia."],
    // "Mon amie Josette a fait un AVC, elle est en maison de retraite" reads lower since round 28 (round28-safety.test.ts).
    ['en', "I was stuck in the bath last month but my son got me out, I've got a bath lift now."],
    ['es', "El mes pasado me quedé atascada en la bañera pero mi hijo me sacó, ahora tengo una silla de baño."],
    ['fr', "Le mois dernier je suis restée coincée dans la baignoire mais mon fils m'a sortie, j'ai un siège de bain maintenant."],
    ['en', "I couldn't wake him this morning but he was just deaf without his hearing aids, he's up now."],
    ['es', "No me he dado en la cabeza, caí sentada en la cama."],
    ['fr', "Je ne me suis pas cogné la tête, je suis tombée assise sur le lit."],
    ['en', "That quiz was the worst headache of my week, I got none right."],
  ] as [CallLanguage, string][])('%s: %s', (language, said) => {
    expect(statusOf(language, said)).toBe('emergency');
  });
});

// Floors: the words a round-19 rule reads as no emergency, beside a present emergency, leave the call an emergency.
describe('floors of the round-19 rules that lower a reading', () => {
  it.each([
    ['en', "I couldn't breathe for laughing at the telly, but now I really can't breathe, my lips are blue."],
    ['en', "I had a fit of giggles at the bingo, then I had a proper fit and bit my tongue."],
    ['en', "We had a fit of the giggles. I've had a seizure since."],
    ['fr', "J'ai sorti tous mes comprimés sur la table pour remplir le pilulier. Et je suis tombée, je n'arrive pas à me relever."],
    ['fr', "J'ai sorti tous mes comprimés sur la table pour remplir le pilulier. Mais j'ai la poitrine serrée comme dans un étau et ça descend dans le bras gauche."],
    ['en', "My granddaughter's on fire at school, and the kitchen's on fire too!"],
    ['en', "My legs went to sleep in the car and then they went from under me, I'm on the floor and can't get up."],
    ['en', "My legs went to sleep on the bus. Now I can't move them at all since this morning."],
  ] as [CallLanguage, string][])('%s: %s stays an emergency', (language, said) => {
    expect(statusOf(language, said)).toBe('emergency');
  });
});
