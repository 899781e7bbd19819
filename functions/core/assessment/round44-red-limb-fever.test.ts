import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 44 (unseen44): a leg swollen since the dressing, "red all the way to the knee and I'm burning up and
// shaking", told once in a ramble about the telly and the neighbour's fence (unseen44-en-ramble-red-leg-mid-chat), read
// CONCERNING with the rules alone. A limb or wound red, hot, inflamed, spreading or infected, with a fever or the shakes now, is an
// infection gone into the blood (cellulitis with sepsis, 999/112/15). Read by the two signs in the person's own sentences, any
// order, not denied ("sin fiebre", "pas de fièvre", "fiebre no tengo"; "la fiebre no se me baja" is no denial), not told over, supposed, or of another with nothing of the person's.
// Raises only.

type Case = [CallLanguage, string];

describe('a red, hot or spreading limb or wound with a fever or the shakes now: an emergency', () => {
  it.each<Case>([
    ['en', "Oh, I've been watching that hospital programme, ambulances every five minutes, it's ridiculous. My leg's swollen right up since the nurse did the dressing yesterday, red all the way to the knee and I'm burning up and shaking, anyway, what else, the man next door is painting his fence again."],
    ['en', "My leg is red and hot and I've got a temperature."],
    ['en', "The redness on my arm is spreading and I'm shivering."],
    ['en', "I've got the shakes, and that ulcer on my shin has gone all angry."],
    ['en', "Feverish, and the cut on my hand is red and hot, it's going up my arm."],
    ['en', "The infection in my foot is worse and I've got a fever."],
    ['es', 'Tengo la pierna roja y caliente hasta la rodilla y tengo fiebre.'],
    ['es', 'La herida está muy roja, se está extendiendo, y tengo escalofríos.'],
    ['es', 'Estoy tiritando y la úlcera de la pierna está inflamada.'],
    ['es', 'La infección del pie ha ido a peor y tengo calentura.'],
    ['es', 'Tengo fiebre y el corte de la mano está rojo y caliente.'],
    ['es', 'Ayer vi la tele, y bueno, la pierna hinchada y colorada hasta la rodilla, estoy ardiendo y temblando, y el vecino pintando la valla.'],
    ['fr', "J'ai la jambe rouge et chaude jusqu'au genou, et de la fièvre."],
    ['fr', "La plaie est rouge, ça s'étend, je grelotte."],
    ['fr', "J'ai des frissons et mon ulcère à la jambe est tout enflammé."],
    ['fr', "L'infection du pied s'est aggravée et j'ai de la fièvre."],
    ['fr', 'Fiévreuse, et la coupure à la main est rouge et chaude.'],
    ['fr', "J'ai regardé la télé, bon, ma jambe est gonflée, rouge jusqu'au genou, je suis brûlante et je tremble, et le voisin repeint sa clôture."],
    ['en', "My leg is red and hot and the fever's not going down."],
    ['es', 'Tengo la pierna roja y caliente y la fiebre no se me baja.'],
    ['fr', "J'ai la jambe rouge et chaude et la fièvre ne baisse pas."],
  ])('%s: %s', is('emergency'));
});

describe('milder: a red limb without a fever, or an infection told over', () => {
  it.each<Case>([
    ['en', 'My leg is a bit red, no fever, the nurse is coming Tuesday.'],
    ['en', 'I had cellulitis years ago, nothing since.'],
    ['en', 'I had a fever last week with my leg red, antibiotics sorted it, fine now.'],
    ['es', 'Tengo la pierna un poco roja, sin fiebre, viene la enfermera el martes.'],
    ['es', 'Tuve celulitis hace años, nada desde entonces.'],
    ['fr', "J'ai la jambe un peu rouge, pas de fièvre, l'infirmière passe mardi."],
    ['fr', "J'ai eu une cellulite il y a des années, rien depuis."],
    ['en', "The cat scratched my hand, it's a bit red round it. Fever, none, I checked."],
    ['es', 'El gato me arañó la mano el sábado, está un poco rojo e hinchadito alrededor. Fiebre no, me la he mirado, y no se extiende.'],
    ['es', 'Me salió una ampolla en el pie y ahora está rojo alrededor. Fiebre no tengo.'],
    ['fr', "Le chat m'a griffé la main, c'est un peu rouge autour. De la fièvre, non, j'ai vérifié."],
    ['en', "I've a bit of a temperature and my leg's a little hot round the ulcer."],
    ['es', 'Tengo algo de fiebre y la herida un poco caliente.'],
    ['fr', "J'ai un peu de fièvre et la plaie est un peu chaude."],
  ])('%s: %s', not('emergency'));
});

describe('floors: a fall, chest pain, a plea stay emergencies beside a red leg told over or without a fever', () => {
  it.each<Case>([
    ['en', "My leg's a bit red, no fever, but I fell and I can't get up."],
    ['en', 'I had cellulitis years ago. Now I have a crushing pain in my chest.'],
    ['es', 'Tengo la pierna un poco roja, sin fiebre, y me he caído y no me puedo levantar.'],
    ['es', 'Tuve celulitis hace años. Por favor manden una ambulancia, no puedo respirar.'],
    ['fr', "J'ai la jambe un peu rouge, pas de fièvre, mais je suis tombée, je peux pas me relever."],
    ['fr', "J'ai eu une cellulite il y a des années. Là j'ai une douleur dans la poitrine qui serre."],
  ])('%s: %s', is('emergency'));
});
