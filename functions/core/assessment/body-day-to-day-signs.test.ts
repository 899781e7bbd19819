import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, unseen20's round: the body day to day, read by its signs and their plain paraphrases in en/es/fr: a toe
// or sore gone black or redness spreading, with a fever (an infection spreading); a swollen belly, sickness and
// nothing passed, not even wind (a blocked bowel); a leg gone white and cold that can hardly be felt (a blocked
// artery); saliva that will not go down beside a swelling or a fever; a painful red eye with haloes round the lights
// and sickness; seeing double with a walk as if drunk; nothing kept down with hardly any water passed or a faint; a
// sleeping tablet taken again, not sure it had been, and drowsy now; and the floor gaps: "il ne peut plus bouger",
// a dark curtain over one eye, a scald with the skin coming away, one word meant and another said, the chest
// pressed "como si me apretaran", someone who "no despierta bien". Near-misses stay below emergency: a denial, a
// past episode told as over, someone else's, a programme's, a supposing "if ever". French "cette nuit" with a
// verb of what is to come is tonight; its floors keep every present emergency.


describe('the body day to day, told by its signs, is an emergency', () => {
  it.each<[CallLanguage, string]>([
    ["en", "My toe has gone black and I have a fever."],
    ["en", "My big toe is black and I've got the shivers."],
    ["en", "The redness is spreading up my leg and I'm shivery."],
    ["en", "My tummy's swollen, I've been sick and I haven't passed wind for days."],
    ["en", "My leg has gone white and cold and I can hardly feel it."],
    ["en", "My face is swollen and I'm struggling to swallow my spit."],
    ["en", "I took my sleeping pill then forgot and took another, now I can't keep my eyes open."],
    ["en", "My eye is red and painful and I see rainbows round the lights and I've been sick."],
    ["en", "I'm seeing double and walking like I'm drunk."],
    ["en", "I've had diarrhoea for two days, I can't keep anything down and I've hardly had a wee."],
    ["es", "Tengo el dedo del pie negro y tengo fiebre."],
    ["es", "Se me está poniendo rojo hasta la rodilla y tengo escalofríos."],
    ["es", "Tengo la barriga hinchada, he vomitado y no he ido al baño en una semana, ni gases."],
    ["es", "Tengo la pierna blanca y fría y casi no la siento."],
    ["es", "Tengo la cara hinchada y no puedo tragar ni la saliva."],
    ["es", "Anoche tomé la pastilla de dormir, no sé si la tomé y tomé otra, se me cierran los ojos."],
    ["es", "Me duele el ojo, lo tengo rojo, veo un arcoíris alrededor de las luces y he vomitado."],
    ["es", "Veo doble y camino como un borracho."],
    ["es", "Tengo diarrea tres días, todo lo que tomo lo devuelvo y casi ni orino."],
    ["es", "Tengo el pecho como si me apretaran."],
    ["es", "Mi madre no se despierta bien."],
    ["es", "Quiero decir mesa y digo maceta."],
    ["es", "Se me volcó el agua hirviendo en las piernas, tengo ampollas grandes y se me está despegando la piel."],
    ["fr", "J'ai l'orteil tout noir et j'ai de la fièvre."],
    ["fr", "La rougeur monte jusqu'au genou et je grelotte."],
    ["fr", "J'ai le ventre gonflé, j'ai vomi et je n'ai pas été à la selle depuis une semaine, même pas de gaz."],
    ["fr", "J'ai la jambe toute blanche et froide, je la sens presque plus."],
    ["fr", "J'ai la joue enflée et j'ai de la misère à avaler ma salive."],
    ["fr", "J'ai pris mon somnifère, je ne savais plus si je l'avais pris et j'en ai pris un autre, je m'endors."],
    ["fr", "J'ai mal à l'œil, il est tout rouge, je vois des arcs-en-ciel autour des lumières et j'ai vomi."],
    ["fr", "Je vois double et je marche de travers."],
    ["fr", "J'ai la diarrhée depuis trois jours, je garde rien, même pas l'eau, et je fais presque plus pipi."],
    ["en", "My husband says my toe has gone black and I've got a fever."],
    ["fr", "Il ne peut plus bouger."],
    ["fr", "Elle ne peut plus bouger depuis ce matin."],
    ["fr", "Je ne peux plus bouger."],
    ["fr", "Mon mari ne peut plus bouger, il est par terre."],
    ["en", "A dark curtain came down over my right eye and I can't see a thing out of it now."],
    ["es", "Se me volcó el agua hirviendo en las piernas y se me está despegando la piel."],
    ["es", "No me salen las... las cosas. Hablo como un... como un borracho."],
    ["es", "No la puedo despertar, abre los ojos y se vuelve a dormir."],
    ["en", "I took my sleeping tablet, then I forgot and I took one more. Now I cannot keep my eyes open."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: a denial, a past episode over, someone else\'s, a programme\'s, a supposing', () => {
  it.each<[CallLanguage, string]>([
    ["en", "My toe is not black and I have no fever."],
    ["en", "Last year my toe went black and I had a fever, they sorted it, I'm fine now."],
    ["en", "My husband's toe has gone black and he has a fever."],
    ["en", "On the telly a man's toe went black and he had a fever."],
    ["en", "If my toe ever went black with a fever I'd ring the doctor."],
    ["en", "My toenail is black where I dropped a tin on it."],
    ["en", "My tummy isn't swollen, I haven't been sick, I just haven't been to the loo for a couple of days."],
    ["en", "Last year my tummy was swollen and I was sick and hadn't passed wind, they operated, fine now."],
    ["en", "My feet are always cold and white in winter."],
    ["en", "My leg isn't white or cold, it's fine."],
    ["en", "No swelling, no trouble swallowing my spit."],
    ["en", "I took my sleeping pill then another cup of tea and now I can't keep my eyes open."],
    ["en", "I didn't take another sleeping pill, I'm just tired, can't keep my eyes open."],
    ["en", "I see rainbows round the lights at night, the optician says it's my cataract."],
    ["en", "I'm not seeing double and I'm not walking like I'm drunk."],
    ["en", "Last year I was seeing double and walking like I was drunk, fine now."],
    ["en", "I had diarrhoea last week, I kept everything down, I'm weeing fine."],
    ["es", "El dedo no está negro y no tengo fiebre."],
    ["es", "El año pasado se me puso negro el dedo y tuve fiebre, ya estoy bien."],
    ["es", "A mi marido se le puso negro el dedo y tiene fiebre."],
    ["es", "No tengo la barriga hinchada ni he vomitado."],
    ["es", "No tengo la pierna blanca ni fría."],
    ["es", "Anoche tomé la pastilla de dormir y luego tomé otra taza de leche, estoy bien."],
    ["es", "Veo un arcoíris alrededor de las luces, el oculista dice que son las cataratas."],
    ["es", "No veo doble y no camino como un borracho."],
    ["es", "No tengo el pecho como si me apretaran, estoy bien."],
    ["es", "El año pasado tenía el pecho como si me apretaran, me pusieron un stent, ahora bien."],
    ["es", "Mi madre se despierta bien, sin problema."],
    ["es", "Quiero decir gracias y digo gracias."],
    ["es", "El año pasado me quemé con agua hirviendo, tuve ampollas grandes, ya estoy bien."],
    ["fr", "Mon orteil n'est pas noir et je n'ai pas de fièvre."],
    ["fr", "L'an dernier mon orteil est devenu noir avec de la fièvre, c'est passé."],
    ["fr", "Mon mari a l'orteil tout noir et il a de la fièvre."],
    ["fr", "Je n'ai pas le ventre gonflé et je n'ai pas vomi."],
    ["fr", "Je n'ai pas la jambe blanche ni froide."],
    ["fr", "Pas de mal à avaler ma salive, pas enflé."],
    ["fr", "Je vois des halos autour des lumières, c'est ma cataracte."],
    ["fr", "Je ne vois pas double et je ne marche pas de travers."],
    ["fr", "L'an dernier je voyais double et je marchais de travers, c'est passé."],
    ["en", "On the telly a woman's leg went white and cold and she couldn't feel it."],
    ["es", "En la novela a uno se le puso negro el dedo y tenía fiebre."],
    ["fr", "Dans mon feuilleton, il voit double et marche de travers."],
    ["en", "My husband took his sleeping pill, then forgot and took another, and he slept like a log; I'm fine."],
    ["es", "Si alguna vez tengo la pierna blanca y fría, llamo al médico."],
    ["fr", "Au cas où ma jambe deviendrait blanche et froide, ma fille a le numéro."],
    ["fr", "Il ne peut pas bouger ce meuble tout seul."],
    ["fr", "Je peux bouger, ça va."],
    ["fr", "Il ne pouvait plus bouger l'an dernier après son opération, mais maintenant il marche très bien."],
    ["fr", "Dans le film, il ne peut plus bouger."],
    ["en", "I can see fine out of both eyes, no curtain, nothing."],
    ["es", "Puse el agua hirviendo para el té y me senté a ver la tele."],
    ["es", "El año pasado me quemé con agua hirviendo y se me despegó la piel, ya estoy bien."],
  ])('%s: %s is not an emergency', not('emergency'));
});

describe('French "cette nuit": tonight with a verb of what is to come, the night gone otherwise', () => {
  it.each<[CallLanguage, string]>([
    ['fr', 'Cette nuit je vais bien dormir.'],
  ])('%s: %s is good', is('good'));
  it.each<[CallLanguage, string]>([
    ['fr', 'Cette nuit je suis tombée.'],
    ["fr", "J'ai très mal dormi cette nuit."],
  ])('%s: %s is the night gone, a concern', is('concerning'));
  it.each<[CallLanguage, string]>([
    // floors: the same words beside a present emergency, and the emergency said with "cette nuit" itself
    ['fr', "Cette nuit je vais bien dormir, mais là je suis par terre et je n'arrive pas à me relever."],
    ['fr', 'Cette nuit je suis tombée et je ne peux pas me relever.'],
    ['fr', 'Cette nuit je vais prendre toutes mes pilules.'],
    ['fr', 'Cette nuit je vais toutes les prendre.'],
    ['fr', 'Je vais prendre toute la boîte cette nuit.'],
    ["fr", "J'ai dit adieu à tout le monde cette nuit."],
    ['fr', "J'ai des douleurs dans la poitrine, ça serre fort, et cette nuit ma fille viendra."],
    ['fr', "Je suis par terre dans la cuisine depuis cette nuit, je n'arrive pas à me relever."],
  ])('floor, %s: %s stays an emergency', is('emergency'));
});
