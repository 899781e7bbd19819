import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, unseen25's remaining misses, read by general rules in en/es/fr. Concerns raised: lost on a route known for
// years a second time; hearing gone in one ear for days; a diabetic foot sore not healing; meals let go. Lowered: nerves
// about a journey to come; a fall feared only as the reason for a pendant; stiff from digging or throwing; someone else
// answering while the person is away (`unknown`, never `good`). Each with near-misses or floors.

type Case = [CallLanguage, string];

describe('concerns of outings: raised', () => {
  it.each<Case>([
    ['en', "I got on the wrong bus coming back from the market and ended up at the depot, that's the second time this month. I'm fine."],
    ['es', 'El jueves me perdí en el autobús de vuelta del mercado, no supe dónde estaba. Ya es la segunda vez este mes. Estoy bien.'],
    ['fr', "Je me suis perdue dans le bus en revenant du marché, je ne savais plus où j'étais. C'est la deuxième fois ce mois-ci. Ça va."],
    ['en', "I've had a ringing in my left ear since the flight and I can't hear out of that side, five days now."],
    ['es', 'Desde el avión tengo un pitido en el oído izquierdo y no oigo casi nada por ese lado, ya son cinco días.'],
    ['fr', "Depuis l'avion j'ai un sifflement dans l'oreille gauche et je n'entends plus rien de ce côté, ça fait cinq jours."],
    ['en', "I'm diabetic and I've a sore on my foot from the new sandals, it's not healing, ten days now and it's gone red round it."],
    ['es', 'Soy diabética y tengo una rozadura en el pie de las sandalias, no se me cura, ya van diez días y está un poco roja alrededor.'],
    ['fr', "Je suis diabétique et j'ai une ampoule au pied à cause des sandales, ça ne guérit pas, ça fait dix jours et c'est un peu rouge autour."],
    ['en', "I don't really bother with my dinners these days, a bit of toast. I just sit."],
    ['en', "I forget to eat up the allotment, my belt's gone in three notches since Easter."],
    ['es', 'Me olvido de comer en el huerto, estoy bien.'],
    ['fr', "J'oublie de manger au jardin, ça va."],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['en', "I got on the wrong bus once, years ago, daft thing. I'm fine."],
    ['en', "No ringing in my ears, I can hear fine. I'm well."],
    ['en', "I never forget to eat, I'm fine."],
    ['es', 'Nunca me olvido de comer, estoy bien.'],
    ['fr', 'Je mange très bien, trois repas par jour, ça va.'],
  ])('%s: %s', not('concerning'));
});

describe('nerves about a journey to come, a pendant worn, stiff from digging: no concern', () => {
  it.each<Case>([
    ['en', "I'm a bit worried about the train to my daughter's next Saturday, changing at Crewe. I'm fine otherwise."],
    ['es', 'Estoy nerviosa porque el jueves que viene me voy en el AVE a Sevilla y me da miedo no encontrar el vagón. Estoy bien.'],
    ['fr', "Je me fais du souci pour le TER de vendredi prochain, j'ai peur de me tromper de quai. Sinon ça va bien."],
    ['en', "My pendant's for in case I have a fall at the bus stop, never had to use it. I'm fine."],
    ['en', "A bit of a stiff back from the digging, same as every autumn. I'm well."],
    ['fr', "J'ai un peu de courbatures au bras d'avoir tiré tout l'après-midi à la pétanque. Ça va très bien."],
  ])('%s: %s', is('good'));
  // Floors: the trouble told beside it stays.
  it.each<Case>([
    ['en', "I'm worried about the train next Saturday, and I've had chest pain since this morning."],
    ['en', "I've a pendant in case I have a fall, and I fell this morning and I can't get up."],
    ['en', "A stiff back since I fell this morning, I can't get up."],
    ['es', 'Me da miedo el tren del jueves que viene, y ahora me duele mucho el pecho.'],
    ['fr', "J'ai peur pour le train de vendredi prochain, et là j'ai une douleur dans la poitrine qui serre."],
  ])('%s: %s', is('emergency'));
});

describe('someone else answered, the person away: unknown', () => {
  it.each<Case>([
    ['en', "Hello, this is her daughter, Mum's not here, she's away on a coach trip."],
    ['es', 'Mi abuela no está, se ha ido de excursión. Soy la nieta.'],
    ['fr', "Allô ? Non, c'est l'aide-ménagère. Madame est partie en cure."],
  ])('%s: %s', is('unknown'));
  it.each<Case>([
    ['en', "This is her daughter, Mum's fallen and she can't get up."],
    ['es', 'Soy la nieta, mi abuela se ha caído y no se puede levantar.'],
    ['fr', "C'est l'aide-ménagère, Madame est tombée, elle ne peut pas se relever."],
  ])('%s: %s', is('emergency'));
});
