import { describe, expect, it } from 'vitest';
import { PAIN_OR_FALL, readAnswer } from './read-answer.ts';

// Issue 13, round 20 (unseen19: out and about, and the world at the door). Each sign in plain paraphrases in the
// three languages, raised; and beside it the near-misses that must not be raised: a denial, a past resolved
// version, someone else's, a programme's, a hypothetical.

const statusOf = readAnswer(PAIN_OR_FALL);
type Case = [lang: 'en' | 'es' | 'fr', said: string];

const raised: Record<string, Case[]> = {
  'a caller claiming to be official, in the home now and pressing (drawers, cash, "don\'t ring anyone")': [
    ['en', "There's a man here says he's from the water board, he's upstairs going through my drawers."],
    ['en', "A fella from the council is in the kitchen and he won't leave till I give him cash."],
    ['en', "A man said he was from the police, he's in the front room and he told me not to ring my son."],
    ['es', 'Un señor dice que es del ayuntamiento, está en la cocina y no se quiere ir hasta que le pague en efectivo.'],
    ['es', 'Vino uno diciendo que era del agua y ahora está en mi dormitorio abriendo los cajones.'],
    ['fr', "Un homme dit qu'il est de la mairie, il est dans la cuisine et il veut pas partir, il veut du liquide."],
    ['fr', 'Un monsieur se dit de la compagnie des eaux, il est dans ma chambre, il fouille les tiroirs.'],
  ],
  'the new tablets and the old taken together, or a double dose, and drowsy now': [
    ['en', "I took the new ones and the old ones as well and now I can't stay awake."],
    ['en', "I think I've had a double dose of my heart tablets, I'm so drowsy."],
    ['es', 'Me he tomado las pastillas nuevas y las viejas, y no me puedo mantener despierta.'],
    ['es', 'Me he tomado la caja nueva y la vieja sin querer y estoy muy adormilada.'],
    ['fr', 'J\'ai pris les nouveaux et les anciens comprimés, je suis toute somnolente.'],
    ['fr', "J'ai pris le nouveau et l'ancien, j'arrive pas à rester éveillée."],
  ],
  'a cloth round a wound soaked through or dripping': [
    ['en', "I cut my hand on the tin and the towel I've wrapped round it is soaked through."],
    ['en', "The dog bit my leg, it's bleeding and the bandage is dripping."],
    ['es', 'Me he cortado la mano con el cuchillo y el trapo está empapado de sangre.'],
    ['fr', "Le chien m'a mordu la main, le torchon est trempé de sang."],
  ],
  'down on the ground out of doors and unable to get up': [
    ['en', "I slipped outside the market and I'm sitting on the pavement, I can't get up."],
    ['en', "I'm still on the ground by the bus stop and I can't stand."],
    ['es', 'Me he caído en la calle y estoy en el suelo, no me puedo levantar.'],
    ['es', 'Aquí estoy, sentadita en el suelo, que no me puedo poner de pie.'],
    ['fr', "Je suis tombée devant la boulangerie, je suis par terre, j'arrive pas à me relever."],
  ],
  'a low sugar reading with the shakes and the sweats': [
    ['en', "My sugar says 2.8 and I'm shaking and sweating and muddled."],
    ['en', "My sugar's only 40, I'm shaky and sweaty."],
    ['es', 'Me he medido el azúcar y me marca cuarenta, estoy temblando y sudando.'],
    ['fr', 'Ma glycémie est à quarante, je tremble et je transpire.'],
  ],
  'after a knock in the car, the neck worse and both arms numb': [
    ['en', "I had a bump in the car yesterday and my neck's much worse today, both my arms are tingling."],
    ['es', 'Ayer tuve un accidente con el coche, me duele mucho el cuello y se me duermen los dos brazos.'],
    ['fr', "Hier j'ai eu un accrochage en voiture, j'ai très mal au cou et j'ai des fourmis dans les deux bras."],
  ],
  'at the wheel now and lost': [
    ['en', "I'm driving and I don't know where I am, I've been going round for hours."],
    ['es', 'Estoy conduciendo y no sé dónde estoy, no reconozco nada.'],
    ['fr', 'Je suis au volant et je sais plus où je suis, je reconnais rien.'],
  ],
  'out in the dark or the cold in a street not known, the address forgotten': [
    ['en', "I got off the bus at the wrong stop, it's dark and cold and I'm in a street I don't know, I can't remember my address."],
    ['es', 'Me he bajado en otra parada, es de noche, hace frío, estoy en una calle que no conozco y no recuerdo mi dirección.'],
    ['fr', "Je me suis trompé de bus, il fait nuit, j'ai froid, je suis dans une rue que je connais pas, je sais plus mon adresse."],
  ],
  'a carbon monoxide alarm going again now, with a headache or sickness (after a repair last week)': [
    ['en', 'The alarm went off last week and the man capped the boiler. Today my head is pounding and I feel sick and sleepy and the alarm is beeping again.'],
    ['en', "The CO alarm went off last week and they fixed the boiler. Now the alarm's going again and I've a thumping headache."],
    ['es', 'La alarma sonó la semana pasada y el técnico precintó la caldera. Hoy me va a estallar la cabeza, estoy mareada y con sueño, y la alarma está sonando otra vez.'],
    ['es', 'La alarma de monóxido vuelve a sonar y tengo un dolor de cabeza horrible.'],
    ['fr', "L'alarme a sonné la semaine dernière et le technicien a coupé la chaudière. Aujourd'hui j'ai un mal de tête terrible, j'ai envie de vomir et je suis somnolente, et l'alarme sonne encore."],
    ['fr', "Le détecteur de monoxyde sonne de nouveau et j'ai très mal à la tête."],
  ],
};

const notRaised: Case[] = [
  // the caller: gone, shown his card, a programme, not let in
  ['en', 'A man from the water board came yesterday, showed his card, checked the taps and left. Lovely chap.'],
  ['en', 'The man from the gas board is in the kitchen now fixing the boiler, he showed his card, all fine.'],
  ['en', "There was a programme on the telly about fake council men going through pensioners' drawers."],
  ['en', 'A man from the council knocked last week wanting cash but I never let him in.'],
  ['es', 'Vino el del agua ayer, me enseñó su carnet, miró los grifos y se fue. Muy amable.'],
  ['es', 'Vi un reportaje en la tele de falsos revisores del gas que revuelven los cajones.'],
  ['fr', "Le technicien de la compagnie des eaux est passé hier, il m'a montré sa carte et il est reparti."],
  ['fr', "J'ai vu un reportage à la télé sur des faux policiers qui fouillent les tiroirs."],
  // the double dose: nearly, denied, long over
  ['en', 'I nearly took the new ones and the old ones but my daughter caught it. I feel fine.'],
  ['en', "I didn't take the new ones and the old ones, I checked. Just a bit sleepy after a bad night."],
  ['en', 'Last year I took the new ones and the old ones by mistake and was sleepy all day; fine now.'],
  ['es', 'Casi me tomo las nuevas y las viejas, pero mi hija se dio cuenta. Estoy bien.'],
  ['fr', "J'ai pas pris le nouveau et l'ancien, j'ai bien vérifié. Je vais bien."],
  // a soaked cloth without a wound, or a wound long healed
  ['en', "I was drying up and the tea towel's soaked, I need a new one."],
  ['en', "The dog bit me last year, the towel was soaked but it's all healed, fine now."],
  ['es', 'Estaba fregando y el trapo está empapado, voy a cambiarlo.'],
  ['fr', "J'ai fait la vaisselle et le torchon est trempé."],
  // a fall got up from
  ['es', 'Ayer me caí en la calle pero me levanté sola, no fue nada.'],
  ['fr', 'Je suis tombée la semaine dernière mais je me suis relevée toute seule.'],
  // a sugar in range
  ['en', 'My sugar was 4.2 this morning, all good, no shakes.'],
  ['es', 'Me he medido el azúcar y me marca ciento diez, todo bien.'],
  ['fr', 'Ma glycémie est à un virgule dix, tout va bien.'],
  // a knock long over, hands that tingle of old, a neighbour's
  ['en', 'I had a bump in the car last year, my neck was stiff for a week, fine now.'],
  ['en', "Both my hands tingle in the mornings, it's the carpal tunnel, nothing new."],
  ['es', 'Mi vecina tuvo un choque, a ella le duele el cuello y se le duermen los dos brazos.'],
  ['fr', "L'année dernière j'ai eu un accrochage, j'avais mal au cou, c'est passé."],
  // driving and not lost, or a hypothetical
  ['en', "I'm driving to my daughter's, I know exactly where I am, see you later."],
  ['en', "If I ever got lost driving I'd pull over and ring my son."],
  ['es', 'Estoy conduciendo a casa de mi hija, sé perfectamente dónde estoy.'],
  ['fr', 'Je suis au volant, je sais très bien où je vais, tout va bien.'],
  // a street where one knows few, at home
  ['en', "I live in a street I don't know many people in; it's dark early now and cold but I'm home with the fire on."],
  // the alarm quiet since the repair, a programme's
  ['en', "The CO alarm went off last week and they fixed the boiler. It's been quiet since and I feel fine."],
  ['en', "On the news a family's carbon monoxide alarm kept going off again and they all had headaches."],
];

describe('round 20 (unseen19): out and about, and the world at the door', () => {
  for (const [sign, cases] of Object.entries(raised)) {
    it.each(cases)(`raises ${sign}: %s %s`, (lang, said) => {
      expect(statusOf(lang, said)).toBe('emergency');
    });
  }
  it.each(notRaised)('does not raise a denial, a past or resolved version, someone else\'s or a programme\'s: %s %s', (lang, said) => {
    expect(statusOf(lang, said)).not.toBe('emergency');
  });
});

// Round 20, Task 2: the false emergencies of unseen19 lowered by general rules: a sign said only in an "if" (a
// precaution, or what one would do), help that came for someone else while the person waited with them, help
// received ("with the help of a girl"), and a fall whose time long gone is said in a short clause of its own, the
// turn saying nothing since. Each with its floor: the same words beside a present emergency, and the present-tense
// version, stay emergencies.
const lowered: Case[] = [
    ['en', 'If I got chest pain I\'d ring 999 straight away.'],
    ['es', 'Si me doliera el pecho llamaría al 112.'],
    ['fr', 'Si j\'avais mal à la poitrine j\'appellerais le 15.'],
    ['en', "If I got chest pain I'd ring 999 straight away."],
    ['es', 'Si me doliera el pecho llamaría al 112 enseguida.'],
    ['fr', "Si j'avais mal à la poitrine j'appellerais le 15 tout de suite."],
    ['en', 'My daughter says if you fall, press your button. I say if I fall I\'ll press it, but I haven\'t fallen.'],
    ['es', 'Mi hija dice: si te caes, aprieta el botón. Si me caigo lo aprieto, pero no me he caído.'],
    ['fr', 'Ma fille dit : si tu tombes, appuie sur le bouton. Si je tombe j\'appuie, mais je suis pas tombée.'],
    ['en', 'I\'m fine. Poor Jean fell at the bus stop; I stayed with her till the ambulance came.'],
    ['es', 'Yo bien. A la vecina le dio un mareo en la parada; me quedé con ella hasta que llegó la ambulancia.'],
    ['fr', 'Moi ça va. La voisine est tombée à l\'arrêt de bus, je suis restée avec elle jusqu\'à ce que l\'ambulance arrive.'],
    ['es', 'Yo bien. Al señor Paco le dio algo en la calle y vino la ambulancia. Dicen que un infarto.'],
    ['en', 'I fell on Monday getting off the bus but I got up with the help of a young lass. Knee\'s purple.'],
    ['es', 'El lunes me caí al bajar del autobús, me levanté con la ayuda de una chica. Tengo la rodilla morada.'],
    ['fr', 'Lundi je suis tombée en descendant du bus, je me suis relevée avec l\'aide d\'une dame. J\'ai le genou bleu.'],
    ['es', 'Aquella caída en la plaza, ¿se acuerda?, hace ya dos años. Desde entonces nada, ni una.'],
    ['en', 'That fall in the square, remember? Two years ago now. Nothing since.'],
    ['fr', 'Cette chute sur la place, vous vous souvenez ? Il y a deux ans. Depuis, rien.'],
];
const floors: Case[] = [
    ['en', 'If this chest pain gets any worse I\'ll ring 999.'],
    ['es', 'Si este dolor de pecho va a más llamo al 112.'],
    ['fr', 'Si cette douleur dans la poitrine empire j\'appelle le 15.'],
    ['en', 'I\'ve got chest pain now. If it got worse I\'d ring 999.'],
    ['en', 'If I got chest pain I\'d ring 999, and I\'ve got chest pain right now, crushing.'],
    ['es', 'Si me doliera el pecho llamaría al 112, y ahora me duele mucho el pecho, me aprieta.'],
    ['fr', 'Si j\'avais mal à la poitrine j\'appellerais le 15, et là j\'ai très mal à la poitrine, ça serre.'],
    ['en', 'If I could reach the phone I\'d ring 999, I\'ve fallen and I can\'t get up.'],
    ['en', 'If I fall I press my button, and I\'ve just fallen in the kitchen and can\'t get up.'],
    ['es', 'Si me caigo aprieto el botón, y me acabo de caer en la cocina y no me puedo levantar.'],
    ['fr', 'Si je tombe j\'appuie sur le bouton, et là je suis tombée dans la cuisine, je peux pas me relever.'],
    ['en', 'I\'ve fallen and I can\'t get up.'],
    ['es', 'Sí, me caí en la cocina y no me puedo levantar.'],
    ['fr', 'Si, je suis tombée ce matin, je peux pas me relever.'],
    ['en', 'I\'m fine. I stayed with Jean till the ambulance came, and now I\'ve got chest pain and can\'t breathe.'],
    ['es', 'Yo bien. Me quedé con ella hasta que llegó la ambulancia, y ahora me duele el pecho y no puedo respirar.'],
    ['fr', 'Moi ça va. Je suis restée avec elle jusqu\'à l\'ambulance, et maintenant j\'ai mal à la poitrine, je respire mal.'],
    ['en', 'I need an ambulance, I\'ve fallen.'],
    ['es', 'Yo bien. Al señor Paco le dio algo en la calle y vino la ambulancia. Y yo ahora tengo un dolor en el pecho que me aprieta.'],
    ['es', 'Creo que me está dando un infarto, llame a la ambulancia.'],
    ['en', 'I\'ve fallen and can\'t get up, I need help.'],
    ['es', 'Me he caído y no me puedo levantar, necesito ayuda.'],
    ['es', 'Ayuda, me he caído.'],
    ['fr', 'Je suis tombée, je peux pas me relever, à l\'aide.'],
    ['en', 'I got up with the help of the chair but now I\'ve fallen again and can\'t get up.'],
    ['es', 'Me levanté con la ayuda de la silla, pero me he vuelto a caer y no me puedo levantar, necesito ayuda.'],
    ['es', 'Aquella caída en la plaza, ¿se acuerda?, hace ya dos años. Y hoy me he vuelto a caer y no me puedo levantar.'],
    ['en', 'That fall in the square, remember? Two years ago. And today I\'ve fallen again and can\'t get up.'],
    ['fr', 'Cette chute sur la place, il y a deux ans. Et ce matin je suis retombée, je peux pas me relever.'],
    ['es', 'Me he caído en la plaza esta mañana y no me puedo levantar.'],
    ['en', 'I stayed with her till the ambulance came, and then I fell myself and I can\'t get up.'],
    ['fr', 'Moi ça va. La voisine est tombée, je suis restée avec elle jusqu\'à l\'ambulance, et là je suis tombée moi aussi, je peux pas me relever.'],
];

describe('round 20 (unseen19): a hypothetical, help for someone else, help received, a fall long ago', () => {
  it.each(lowered)('is not an emergency: %s %s', (lang, said) => {
    expect(statusOf(lang, said)).not.toBe('emergency');
  });
  it.each(floors)('stays an emergency beside or as a present sign (floor): %s %s', (lang, said) => {
    expect(statusOf(lang, said)).toBe('emergency');
  });
});

// Round 20, Task 3: concerns of unseen19: money or a card lost to a caller not who he said, a tablet mix-up with no
// sign after it, tablets running out. Concerns only; beside them, a trader paid, a card lent to family, a denial.
const concerns: Case[] = [
    ['en', 'A man said he was from the bank and I gave him my card details, and they took three hundred pounds.'],
    ['en', 'A lad came collecting for the hospice, I let him use the toilet, and after he\'d gone my purse wasn\'t in my bag.'],
    ['es', 'Me llamó uno haciéndose pasar por el banco y le di los números de la tarjeta. Me sacaron doscientos euros.'],
    ['fr', 'Un soi-disant plombier envoyé par le syndic m\'a fait payer quatre cents euros.'],
    ['en', 'I took one of the new ones and one of my old ones, that\'s two, but I feel fine.'],
    ['en', 'I took the new ones and the old ones as well, but I feel fine.'],
    ['fr', 'J\'ai pris les comprimés du soir à la place de ceux du matin, mais je me sens bien.'],
    ['es', 'Me tomé las pastillas de la noche en vez de las de la mañana, pero estoy bien.'],
    ['en', 'The transport never came and I\'ve only got two days of my tablets left.'],
    ['fr', 'Le taxi n\'est pas venu et il me reste que deux jours de comprimés.'],
    ['es', 'No vino el transporte para la cita y me quedan pastillas para dos días.'],
];
const quietCalls: Case[] = [
    ['en', 'The plumber came yesterday, fixed the tap and I paid him sixty pounds, lovely job.'],
    ['en', 'I gave my daughter my bank card to do my shopping, all fine.'],
    ['es', 'Vino el fontanero, le pagué cuarenta euros, todo bien.'],
    ['fr', 'Le plombier du syndic est venu, je l\'ai payé, tout va bien.'],
    ['en', 'I\'m fine. I didn\'t take the new ones and the old ones, I checked the boxes.'],
    ['en', 'I\'m fine, I\'ve got plenty of tablets, the chemist delivered yesterday.'],
];

describe('round 20 (unseen19): a scam, a tablet mix-up, tablets running out (concerns)', () => {
  it.each(concerns)('is a concern: %s %s', (lang, said) => {
    expect(statusOf(lang, said)).toBe('concerning');
  });
  it.each(quietCalls)('is no concern: %s %s', (lang, said) => {
    expect(['good', 'unknown']).toContain(statusOf(lang, said));
  });
});
