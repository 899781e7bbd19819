import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, unseen24: home from hospital and getting back on one's feet. Each emergency read by its signs, in the three
// languages: a calf come up hot or red with a breath that catches (a clot); an eye operated on, aching and gone milky and
// red, or a curtain coming down over the sight; two stroke signs told with words between; all the tablets thought of
// beside not seeing the point; lying on the ground since a fall; a wound come open with something showing through; a
// stoma gone dark with a fever; painkillers on top of painkillers and the eyes not staying open; no water passed since
// last night with the belly swollen; a new hip put out; a stranger not sent for, heard inside; yellow eyes with a fever;
// an operated knee hot and swollen with a high fever and shivers; an inhaler doing nothing with a wheeze. NEAR-MISSES: the
// same signs denied, told as over, someone else's on the ward, what the ward said to watch for, what the nurse said to
// expect: none is raised.

type Case = [CallLanguage, string];

describe('unseen24 signs: emergencies', () => {
  it.each<Case>([
    // A clot gone to the lungs.
    ['en', "Since I got home my calf has gone all swollen and hot, and I'm short of breath walking to the kitchen."],
    ['en', "My calf on the bad side has come up like a balloon, it's red, and I get puffed out going to the loo."],
    ['es', 'Desde que volví a casa tengo la pantorrilla hinchada, roja y caliente, y me falta el aire al andar.'],
    ['fr', "Depuis que je suis rentrée, j'ai le mollet tout gonflé, rouge et chaud, et je suis essoufflée pour aller aux toilettes."],
    // An eye operated on, aching, milky and red; a curtain coming down over the sight.
    ['en', "The eye they did on Monday is throbbing, it's gone all cloudy and red."],
    ['es', 'El ojo operado de la catarata me duele mucho, lo veo todo lechoso y está muy rojo.'],
    ['fr', "L'œil opéré de la cataracte me fait très mal, je vois tout laiteux et il est tout rouge."],
    ['en', "There's a dark curtain coming down over my left eye since this morning."],
    ['es', 'Veo lucecitas en el ojo operado y ahora una cortina oscura que me tapa la parte de arriba y va bajando.'],
    ['fr', "Il y a comme un rideau noir qui descend sur mon œil."],
    // Two stroke signs with words between.
    ['en', "My words are coming out all the wrong ones and my hand, I dropped the cup, it won't hold."],
    ['es', 'Me salen las palabras que no son y la mano no me aguanta la taza, y tengo la cara dormida de un lado.'],
    ['fr', "Les mots sortent de travers et ma main lâche tout, et j'ai le visage engourdi d'un côté."],
    // All the tablets, and no point going on.
    ['en', "I don't see the point any more, I'm just a burden, it'd be easier all round if I just took the lot."],
    ['es', 'No le veo sentido a nada, soy una carga, he pensado en tomarme todas las pastillas.'],
    ['fr', "Je vois plus le sens de rien, je suis un poids pour ma fille, j'ai pensé à prendre tous les cachets."],
    // Lying on the ground since a fall.
    ['en', "I went down on the grass and I've been lying here since just after breakfast, I can't get the bad leg under me."],
    ['es', 'Me caí en el jardín y llevo tirada en el suelo desde el desayuno, no me puedo levantar.'],
    ['fr', "Je suis tombée dans le jardin et je suis par terre depuis ce matin, j'arrive pas à me relever."],
    // A wound come open with something showing through.
    ['en', "My wound has come open in the middle and there's something pinky poking through."],
    ['es', 'Se me ha abierto la herida y se ve algo por dentro.'],
    ['fr', "La cicatrice s'est ouverte et il y a quelque chose qui sort."],
    // A stoma gone dark with a fever.
    ['en', "My stoma has gone black and I've got a temperature."],
    ['es', 'El estoma se ha puesto morado oscuro, casi negro, y tengo fiebre.'],
    ['fr', "Ma stomie est devenue toute noire et j'ai de la fièvre."],
    // Painkillers on top of painkillers, the eyes not staying open.
    ['en', "I took my tramadol and then another two, now I can't keep my eyes open."],
    ['es', 'Me tomé el tramadol y después otras dos, y ahora no puedo tener los ojos abiertos.'],
    ['fr', "J'ai pris le tramadol et encore deux autres, et là j'arrive plus à garder les yeux ouverts."],
    // No water since last night, the belly swollen.
    ['en', "I haven't been able to pass water since last night and my tummy is swollen and hard."],
    ['es', 'Desde anoche no puedo orinar nada y tengo la barriga hinchada como un balón.'],
    ['fr', "Depuis hier je peux pas uriner et j'ai le ventre gonflé et dur."],
    // A new hip put out.
    ['en', "I heard a clunk in my new hip, my leg is shorter and turned out and I can't move it."],
    ['es', 'He oído un clac en la cadera nueva, la pierna se me ha quedado más corta y no la puedo mover.'],
    ['fr', "J'ai entendu un crac dans la hanche neuve, la jambe est plus courte et je peux plus la bouger."],
    // A stranger not sent for, heard inside.
    ['en', "There's a man who says he's from the council, I didn't call anyone, and now I can hear noises inside in the kitchen."],
    ['es', 'Hay un hombre que dice que es del ayuntamiento, yo no he llamado a nadie, y ahora oigo ruido dentro en la cocina.'],
    ['fr', "Il y a un homme qui dit qu'il vient de la mairie, j'ai appelé personne, et j'entends du bruit dans la cuisine."],
    // Yellow eyes with a fever.
    ['en', "My eyes have gone yellow and I've got a fever and shivers."],
    ['es', 'Tengo los ojos amarillos y fiebre con tiritonas.'],
    ['fr', "J'ai les yeux jaunes et de la fièvre avec des frissons."],
    // An operated knee hot and swollen, a high fever and shivers.
    ['en', 'The new knee is hot and swollen and I have a temperature of 39 and the shivers.'],
    ['es', 'La rodilla operada está caliente, hinchada y roja, tengo treinta y nueve de fiebre y escalofríos.'],
    ['fr', 'Le genou opéré est chaud, gonflé et rouge, j\'ai trente-neuf de fièvre et je grelotte.'],
    // An inhaler doing nothing, with a wheeze; a heart racing with a faint coming (the French "cœur" read as "coeur").
    ['en', "The inhaler isn't helping, I'm wheezing."],
    ['es', 'Tengo pitos en el pecho desde anoche y el inhalador no me hace nada.'],
    ['fr', "Je siffle depuis cette nuit, j'ai pris le spray bleu cinq ou six fois, ça fait plus rien."],
    ['fr', "J'ai le cœur qui bat très vite et pas régulier, j'ai l'impression que je vais tomber dans les pommes."],
  ])('%s: %s', is('emergency'));
});

describe('unseen24 signs: near-misses, not raised', () => {
  it.each<Case>([
    // Denied, over, someone else's, what the ward said to watch for.
    ['en', "My calf is not swollen or hot, I'm a bit puffed on the stairs but that's normal for me."],
    ['en', "The nurse said if my calf ever goes red and hot and I get puffed I'm to ring the ward. It's fine, no swelling."],
    ['en', 'The man in the next bed had a clot, his calf went all swollen and hot and he got puffed out. I\'m doing well.'],
    ['es', 'La pantorrilla no la tengo hinchada ni caliente, y respiro bien.'],
    ['fr', "Le mollet n'est pas gonflé ni chaud, et je respire bien."],
    ['en', "Had the cataract done, the eye's a bit blurry and scratchy, the nurse said that's expected, no pain, not red."],
    ['es', 'Me operaron de la catarata, veo un poco borroso pero no me duele y no está rojo, la enfermera dice que es normal.'],
    ['fr', "On m'a opéré de la cataracte, je vois un peu flou mais j'ai pas mal et il est pas rouge, l'infirmière dit que c'est normal."],
    ['en', "I'm worried about the eye they did, what if it goes cloudy and red, but it's fine, no pain."],
    ['en', 'I had flashes and floaters years ago, nothing since.'],
    ['en', 'Two years ago the words came out all wrong and I dropped the cup with my right hand, but nothing since and I\'m fine now.'],
    ['en', 'No, my speech is fine and my hand\'s fine, I just dropped the cup because it was hot.'],
    ['en', 'I take all my tablets every morning like the nurse said, and I sleep well.'],
    ['es', 'Me tomo todas las pastillas cada mañana, como dice la enfermera.'],
    ['fr', "Je prends tous mes cachets le matin comme dit l'infirmière."],
    ['en', "My neighbour on the ward was saying she didn't see the point, poor soul. I'm fine."],
    ['en', 'I was lying on the lawn sunbathing all afternoon, lovely.'],
    ['en', "Last week I fell in the garden and I was lying there for an hour before my son found me, I'm fine now."],
    ['en', 'The wound came open a bit at the bottom, the nurse put a new dressing on, nothing coming out.'],
    ['en', "My wound came open last month and the nurse packed it, it's healed now."],
    ['en', "The nurse said the stoma might look a bit dark at first, it's pink now and working well."],
    ['en', 'The stoma nurse said my stoma is a healthy red colour, no temperature.'],
    ['en', "If it ever gets to where I can't pass water I'm to ring the ward, but it's all fine."],
    ['en', 'My new hip clicks sometimes but I can move it fine.'],
    ['en', "My friend's new hip popped out last year and her leg was shorter, but mine is fine."],
    ['en', "A man from the council came to read the meter, I was expecting him, he's gone now."],
    ['en', "The nurse said to watch out for yellow eyes and a fever, but I've had none of that."],
    ['en', "The knee is a bit warm, the nurse says that's normal after a new knee, no temperature."],
    ['es', 'La rodilla está un poco caliente, la enfermera dice que es normal, fiebre no tengo.'],
    ['fr', "Le genou est un peu chaud, l'infirmière dit que c'est normal, pas de fièvre."],
    ['es', 'El hombre de la cama de al lado tenía la pantorrilla hinchada y caliente y se ahogaba. Yo estoy bien.'],
    ['fr', "Le monsieur du lit d'à côté avait le mollet gonflé et chaud, il était essoufflé. Moi je vais bien."],
    ['es', 'La enfermera me dijo que vigilara si se me ponen los ojos amarillos con fiebre, pero nada de eso.'],
    ['fr', "L'infirmière m'a dit de surveiller si les yeux deviennent jaunes avec de la fièvre, mais j'ai rien de tout ça."],
    ['es', 'Hace dos años se me abrió la herida, ya está curada.'],
    ['fr', "Il y a deux ans la cicatrice s'est ouverte, c'est guéri maintenant."],
    ['es', 'Mi cadera nueva hace clic a veces, pero la muevo bien.'],
    ['fr', 'Ma hanche neuve craque un peu mais je la bouge bien.'],
    ['es', 'Vino un hombre del ayuntamiento a mirar el contador, yo lo esperaba, ya se fue.'],
    ['fr', "Un monsieur de la mairie est venu relever le compteur, je l'attendais, il est reparti."],
    // "Ça siffle" of a hearing aid is no wheeze.
    ['fr', 'Mon appareil siffle, j\'entends rien du tout. Rappelez plus tard.'],
  ])('%s: %s', not('emergency'));
});

// Issue 13, unseen24 lowered: a ward neighbour's fall and chest pains the night before the person came home; a fall feared
// ("what if I go down on them stairs ... and can't get up"); a fall before a pacemaker, none since; a slip on Thursday, got
// up alone ("je me suis retrouvée assise par terre ... je me suis relevée toute seule"); a near-faint yesterday, "j'ai cru
// que j'allais tomber", passed; a wound seeping, "fiebre no tengo". FLOORS: the same words beside a present emergency, and
// the emergency said now, stay emergencies.
describe('unseen24 lowered: not an emergency', () => {
  it.each<Case>([
    ['en', "I'm fine. The chap in the next bed fell getting out of bed the night before I came home, and then he had chest pains in the night. Me, I'm doing well."],
    ['en', "No falls. That's my big worry, what if I go down on them stairs with nobody here and can't get up. But the rail's in now."],
    ['en', 'Before they fitted the pacemaker in the spring I was dizzy a lot, I even fell once in the street. But since then nothing, not a dizzy spell, not a fall.'],
    ['es', 'Antes de que me pusieran el marcapasos me mareaba mucho, hasta me caí una vez en la calle. Pero desde que lo llevo, nada, ni una caída.'],
    ['fr', "Jeudi j'ai glissé sur le carrelage, c'est pas malin. Je me suis retrouvée assise par terre. Je me suis relevée toute seule, rien de cassé."],
    ['fr', "Hier j'ai eu un petit malaise, tout est devenu blanc, j'ai cru que j'allais tomber. C'est passé. Depuis, plus rien."],
    ['es', 'La herida mancha un poco el apósito, un liquidillo clarito. No huele ni está caliente, y fiebre no tengo.'],
  ])('%s: %s', not('emergency'));
});

describe('unseen24 lowered: FLOORS stay emergencies', () => {
  it.each<Case>([
    // The same words beside a present emergency.
    ['en', "The chap in the next bed fell the night before I came home. Now I've fallen myself and I can't get up."],
    ['en', "What if I go down on them stairs, I said, and now I have, I'm on the floor and I can't get up."],
    ['en', "Before they fitted the pacemaker I fell in the street, and today I fell again and can't get up."],
    ['es', 'Antes de que me pusieran el marcapasos me caí en la calle, y hoy me he vuelto a caer y no me puedo levantar.'],
    ['fr', "Je me suis retrouvée assise par terre et j'arrive pas à me relever."],
    ['fr', "J'ai cru que j'allais tomber, et là je suis tombée, je suis par terre."],
    ['es', 'Fiebre no tengo, pero la herida se ha abierto y se ve algo por dentro.'],
    // Said now.
    ['en', "The chap next to me has fallen and he's on the floor, he can't get up."],
    ['en', "I've gone down on the stairs and I can't get up."],
    ['es', 'Me he caído en la calle y no me puedo levantar.'],
    ['fr', "J'ai glissé sur le carrelage, je suis par terre et j'arrive pas à me relever."],
    ['fr', 'Je suis tombée au marché, je peux plus me relever.'],
    ['es', 'Tengo fiebre y la herida huele mal y echa pus, y estoy muy confundida.'],
  ])('%s: %s', is('emergency'));
});

// Issue 13, unseen24's concerns: a slide off the bed or a bit of a tumble; a wound gone pinker and tender round its clips,
// seeping or its edges apart; drinking almost nothing on purpose; compression stockings no longer worn; the operated eye
// less sharp, like a veil. NEAR-MISSES: denied, told as history, or what the nurse said was normal.
describe('unseen24 concerns', () => {
  it.each<Case>([
    ['en', "I slid off the bed last night, sat on the carpet, then got up with the frame."],
    ['en', 'I had a bit of a tumble on Sunday, got myself up, no harm done.'],
    ['es', 'Me resbalé de la cama el domingo, me quedé sentada en la alfombra y luego me levanté con el andador.'],
    ['fr', "J'ai glissé du lit dimanche soir, je me suis relevée avec le déambulateur."],
    ['en', "The bottom end of the wound's gone a bit pinker round the clips and it's tender, no temperature."],
    ['es', 'La herida se ha puesto más roja alrededor de las grapas y me duele si aprieto, fiebre no tengo.'],
    ['fr', 'Les bords de la cicatrice se sont un peu écartés et ça suinte un peu, pas de fièvre.'],
    ['en', "I hardly drink anything so I don't have to get up in the night."],
    ['es', 'Casi no bebo, un vaso de agua al día, así no me levanto por la noche.'],
    ['fr', "Je bois presque rien, un verre d'eau par jour."],
    ['en', "I've stopped wearing the stockings, I can't get them on."],
    ['es', 'Las medias de compresión ya no me las pongo, no puedo ponérmelas.'],
    ['fr', "Les bas de contention, je les mets plus depuis samedi, j'arrive pas à les enfiler."],
    ['en', 'The eye they did is a bit misty, no pain.'],
    ['es', 'El ojo operado lo veo un poco borroso desde hace dos días, no me duele.'],
    ['fr', "L'œil qu'on m'a opéré est un peu moins net, comme un voile."],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['en', "I haven't had a tumble, no."],
    ['en', 'I had a little tumble two winters back, nothing since.'],
    ['en', "The wound isn't red or tender, all clean."],
    ['es', 'La herida no está roja ni supura, todo limpio.'],
    ['fr', "La cicatrice n'est pas rouge, elle suinte pas, tout est propre."],
    ['es', 'Las grapas están perfectas, la herida ni roja ni nada, la enfermera dice que es normal.'],
    ['fr', "L'œil opéré est un peu flou, l'infirmière dit que c'est normal."],
  ])('%s: %s', not('concerning'));
});

// unseen24's good calls: an ache the physio said would come and that is less every day, a bit achy after a walk that a
// sit-down will sort, hardly any pain now ("dolor ya casi ninguno"), tired "pero del bueno". FLOORS: the same words beside a
// present emergency, and the ache said to get worse, stay what they are.
describe('unseen24 lowered to good', () => {
  it.each<Case>([
    ['en', "The knee aches after the exercises, but the physio said it would and it's less every day."],
    ['en', "Walked to the postbox and back this morning. Bit achy after, nothing a sit down and a cuppa won't sort."],
    ['es', 'Dolor ya casi ninguno, alguna punzadita si me tuerzo, pero nada.'],
    ['es', 'He ido con el andador hasta el huerto. Ni dolor, ni mareo, ni caídas. Cansado, eso sí, pero del bueno.'],
  ])('%s: %s', is('good'));
  it.each<Case>([
    ['en', "My chest aches, the physio said it would and it's less every day."],
    ['en', "Bit achy after, nothing a sit down won't sort. But I've fallen and I can't get up."],
    ['es', 'Dolor ya casi ninguno, pero me he caído y no me puedo levantar.'],
    ['es', 'Cansado, eso sí, pero del bueno. Y ahora me duele mucho el pecho.'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "The knee aches terribly, the physio said it would, but it's getting worse every day."],
  ])('%s: %s', is('concerning'));
});

// A son or daughter answering who cannot say how the person is ("c'est son fils ... ma mère est partie en rééducation ...
// je peux pas vous dire comment elle va"): the mother, "madre", "mère", is someone else, and her going out tells nothing of
// the person; not `good`. FLOORS: the mother's emergency said, and "(mon mari|ma mère) ne respire plus", "je respire plus".
describe('unseen24: someone else answering, a mother named', () => {
  it.each<Case>([
    ['es', 'Hola, soy su hijo. Mi madre se fue a rehabilitación esta mañana, vengo a recoger el correo. No hablo con ella desde hace dos días, no le puedo decir cómo está.'],
    ['fr', "Oui, bonjour, c'est son fils. Ma mère est partie en rééducation ce matin. Je l'ai pas eue au téléphone depuis deux jours, je peux pas vous dire comment elle va."],
    ['en', "Hello, this is her son. Mum's gone to rehab this morning, I'm just picking up the post. I haven't spoken to her for two days, I can't tell you how she is."],
  ])('%s: %s', not('good'));
  it.each<Case>([
    ['es', 'Mi madre se ha caído y no se puede levantar.'],
    ['fr', "Ma mère est tombée, elle est par terre et elle arrive pas à se relever."],
    ['fr', 'Mon mari ne respire plus.'],
    ['fr', "C'est son fils, ma mère respire plus."],
    ['fr', 'Je respire plus.'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['fr', 'Mon mari ne respire plus par le nez, il est enrhumé, mais ça va.'],
    ['fr', "Je respire plus la fumée depuis que j'ai arrêté de fumer, ça va bien."],
  ])('%s: %s', not('emergency'));
});

// More of the same signs in other words: stitches burst and the insides seen; no wee since yesterday, the belly like a
// drum; morphine taken instead of a smaller dose, too sleepy to talk; a stoma gone dusky with nothing out; the sight gone
// dark in the eye operated on; all the pills saved, better off asleep for good; a wound hot and red with 39 and trembling.
describe('unseen24 signs in other words', () => {
  it.each<Case>([
    ['en', 'The stitches have burst and I can see my insides.'],
    ['es', 'Se me han saltado los puntos y se me ve la tripa por dentro.'],
    ['fr', "Les agrafes ont sauté et je vois l'intérieur."],
    ['en', "I can't wee since yesterday, my tummy is like a drum and it hurts."],
    ['es', 'Desde ayer no hago pis, tengo la barriga como un tambor y me duele.'],
    ['fr', "Je fais plus pipi depuis hier, j'ai le ventre dur comme un tambour, j'ai mal."],
    ['en', "I've had four of the morphine instead of two and I'm so sleepy I can hardly talk."],
    ['es', 'Me he tomado cuatro de morfina en vez de dos y estoy muy dormida.'],
    ['fr', "J'ai pris quatre morphines au lieu de deux, je dors debout."],
    ['en', "My stoma's gone a dusky purple and nothing's come out since yesterday."],
    ['en', 'Everything went dark in the eye they did, like a curtain.'],
    ['en', "I keep thinking I'd be better off taking all the pills I've saved and going to sleep for good."],
    ['es', 'La herida está caliente y roja, tengo treinta y nueve y tiemblo.'],
    ['fr', "La plaie est chaude et rouge, j'ai trente-neuf et je tremble."],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', 'The stitches came out fine on Friday, nothing burst, the nurse could see it had healed.'],
    ['es', 'Me han quitado los puntos, todo bien cerrado.'],
    ['fr', "On m'a enlevé les agrafes, c'est bien fermé."],
    ['en', "I've been weeing fine since yesterday, no trouble."],
    ['en', 'I take two morphine instead of one at night, the doctor changed it, and I sleep well.'],
    ['es', 'Tomo dos de morfina en vez de una por la noche, lo cambió el médico, y duermo bien.'],
    ['fr', "Je prends deux morphines au lieu d'une le soir, c'est le docteur qui l'a changé, et je dors bien."],
    ['en', "The stoma nurse says nothing's wrong, it's a lovely pink and working."],
    ['en', "Everything went dark in the power cut last night, I found the torch, I'm fine."],
    ['en', "My husband had the cataract done, everything went dark for him for an hour, he's fine now."],
    ['en', "I'm better off taking my tablets with food, the nurse says."],
    ['en', 'The wound is a bit warm, no temperature, no shivers, the nurse is happy.'],
  ])('%s: %s', not('emergency'));
});
