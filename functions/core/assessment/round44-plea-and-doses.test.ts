import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 44 (unseen44). (1) "Por favor, ¿pueden mandar a alguien? ... siento que me voy a desmayar, estoy empapada de
// sudor frío" (unseen44-es-foot-infection-asks-for-help) read CONCERNING with the rules alone: the es lexicon read "manden",
// "envíen", not the question with the infinitive. A plea to send someone asked as a question, with a faint coming, the sweats,
// dizziness or another sign of the person's now, is a call for help now. Not someone sent to mend a thing, nor a plea denied.
// (2) "me tomé cuatro de golpe en vez de una. Ahora estoy vomitando y el corazón me va a mil" (unseen44-es-antibiotics-four-at-once)
// read CONCERNING: English read "took four at once", es and fr nothing. Several tablets at once by mistake or instead of the dose,
// with sickness, a racing heart, dizziness, drowsiness or a muddle now, is an overdose with its signs; without a sign, a medicine
// muddle (a concern). Raises only.

type Case = [CallLanguage, string];

describe('a plea to send someone with a sign now, and several tablets at once by mistake with a sign now: emergencies', () => {
  it.each<Case>([
    ['en', "Please, could you send someone? My foot's got worse and I feel like I'm going to pass out."],
    ['en', "Can you send somebody round, I'm all dizzy and in a cold sweat."],
    ['en', 'I got mixed up and took three together instead of one, now I feel sick and dizzy.'],
    ['en', "I've had two of the new tablets at once by mistake and my heart is racing."],
    ['es', 'Por favor, ¿pueden mandar a alguien? La infección del pie ha ido a peor y siento que me voy a desmayar, estoy empapada de sudor frío.'],
    ['es', '¿Me pueden mandar a alguien? Estoy muy mareada y con sudor frío.'],
    ['es', '¿Podrían enviar a alguien? Me duele mucho la pierna y me voy a caer.'],
    ['es', 'Me hice un lío con la caja nueva del antibiótico y me tomé cuatro de golpe en vez de una. Ahora estoy vomitando y el corazón me va a mil.'],
    ['es', 'Sin querer me he tomado tres pastillas juntas, y estoy mareada.'],
    ['es', 'Me confundí y tomé dos de golpe en vez de una, tengo náuseas.'],
    ['fr', "S'il vous plaît, vous pouvez m'envoyer quelqu'un ? J'ai la tête qui tourne et des sueurs froides."],
    ['fr', "Pourriez-vous envoyer quelqu'un, je sens que je vais tomber dans les pommes."],
    ['fr', "Je me suis embrouillée avec la nouvelle boîte d'antibiotique et j'en ai pris quatre d'un coup au lieu d'un. Maintenant je vomis et mon cœur bat à toute allure."],
    ['fr', "Par erreur j'ai avalé trois comprimés à la fois, j'ai des vertiges."],
    ['fr', "Je me suis trompée, j'en ai pris deux ensemble au lieu d'un, et mon cœur s'emballe."],
  ])('%s: %s', is('emergency'));
});

describe('milder: someone sent to mend a thing, a plea denied, a double dose without a sign', () => {
  it.each<Case>([
    ['es', '¿Pueden mandar a alguien a arreglar la caldera? Yo estoy bien.'],
    ['es', 'No hace falta que puedan mandar a alguien, estoy bien.'],
    ['es', 'Me confundí y tomé dos de golpe en vez de una, pero me encuentro bien.'],
    ['fr', "Je me suis trompée, j'en ai pris deux ensemble au lieu d'un, mais ça va."],
  ])('%s: %s', not('emergency'));
});

describe('floors: a fall, a faint, chest pain stay emergencies beside a plea for a mend or a dose without a sign', () => {
  it.each<Case>([
    ['en', "Could you send someone to fix the boiler? Also I fell and I can't get up."],
    ['es', '¿Pueden mandar a alguien a arreglar la caldera? Y me he caído, no me puedo levantar.'],
    ['es', 'Tomé dos de golpe en vez de una, y ahora tengo un dolor en el pecho que me aprieta.'],
    ['fr', "Vous pouvez envoyer quelqu'un pour la chaudière ? Et je suis tombée, je peux pas me relever."],
    ['fr', "J'en ai pris deux au lieu d'un, et là j'ai une douleur dans la poitrine qui serre."],
  ])('%s: %s', is('emergency'));
});
