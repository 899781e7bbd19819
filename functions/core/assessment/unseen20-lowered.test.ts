import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not, readTwoAnswers } from './read-answer.ts';

// Issue 13, unseen20's false emergencies, lowered by general rules only: a fall only supposed "one day" ("in case one
// day I fall", "por si un día me caigo", "au cas où un jour je tombe") and the same words denied later ("mais je tombe
// pas, moi"); French "je ne tombe pas" is a denial, not "i fell"; an ambulance that "was out for" a neighbour; a fall
// on an earlier day got up from, told after an aside ("le tengo que contar") or with "j'ai buté sur" (tripped over).
// Every lowering has its floors: the same words beside a present emergency, and the emergency said now.


describe('lowered: a fall supposed "one day", or denied, is not an emergency', () => {
  it.each<[CallLanguage, string]>([
    ['en', "My son put this button on my neck in case one day I fall, but thank God I've never needed it."],
    ['es', 'Mi hijo me puso el botoncito este en el cuello por si un día me caigo, pero gracias a Dios no me ha hecho falta nunca.'],
    ['fr', "Mes enfants m'ont fait mettre la téléalarme au cas où je tombe. Mais je tombe pas, moi, je suis solide comme un roc."],
    ['fr', "J'ai le bracelet au cas où un jour je tombe."],
    ['fr', 'Je ne tombe pas.'],
    ['fr', 'Je tombe jamais, moi.'],
    ['fr', 'Non. Rien. Pas mal, pas tombé, pas vertige.'],
  ])('%s: %s', not('emergency'));
  it.each<[CallLanguage, string]>([
    // floors: the same words beside a present emergency, and the fall said now
    ['en', "I've got the pendant in case one day I fall. I fell this morning and I can't get up."],
    ['es', 'Mi hijo me puso el botoncito por si un día me caigo. Hoy me he caído y no me puedo levantar.'],
    ['es', 'Me caigo, me caigo, ayúdeme.'],
    ['fr', "J'ai le bracelet au cas où un jour je tombe. Ce matin je suis tombée et je ne peux pas me relever."],
    ['fr', 'Au cas où je tombe. Mais je tombe, là, je tombe, aidez-moi.'],
    ['fr', "Je tombe plus souvent qu'avant, et là je suis tombée, je ne peux pas me relever."],
    ['fr', 'Je ne tombe pas souvent, mais ce matin je suis tombée et je ne peux pas me relever.'],
  ])('floor, %s: %s stays an emergency', is('emergency'));
});

describe('lowered: the ambulance out for a neighbour, the person well', () => {
  it.each<[CallLanguage, string]>([
    ['en', "I'm alright, love. The ambulance was out for Stan across the road, he'd had a fall in his garden. Me? No, I'm fine, I've not fallen, no pain."],
  ])('%s: %s', not('emergency'));
  it.each<[CallLanguage, string]>([
    ['en', "The ambulance was out for Stan across the road, and now I've fallen and can't get up."],
    ['en', 'The ambulance was out for me last night, I collapsed.'],
  ])('floor, %s: %s stays an emergency', is('emergency'));
});

describe('lowered: a fall on an earlier day got up from, told after an aside or with "j\'ai buté sur"', () => {
  it.each<[CallLanguage, string]>([
    ['es', 'Ay, le tengo que contar, el martes me caí en la cocina, me enredé con el gato. Me paré solita, despacito. Pero camino bien.'],
    ['fr', "Je suis tombé jeudi dans le jardin, j'ai buté sur le tuyau d'arrosage. Je me suis relevé tout seul."],
  ])('%s: %s is a concern', is('concerning'));
  it.each<[CallLanguage, string]>([
    ['es', 'Le tengo que contar, me he caído y no me puedo levantar.'],
    ['es', 'Ay, le tengo que contar, el martes me caí y todavía estoy en el suelo.'],
    ['es', 'Le tengo que contar, me acabo de caer.'],
    ['fr', "J'ai buté sur le tapis et je suis par terre, je ne peux pas me relever."],
    ['fr', "J'ai buté sur le tapis, je suis tombée, j'ai très mal à la hanche."],
  ])('floor, %s: %s stays an emergency', is('emergency'));
});

// Task 3 (a bad line, someone else on the phone): a turn that says the line was not heard ("¿Cómo? No le escucho",
// "Je vous entends pas") is one nothing could be read from, so a bare "no" after it is `unknown`, never `good`; and
// someone else out and about ("Mum's gone to the shop", "maman est partie à l'épicerie") says nothing of the person.

describe('a line not heard, then a bare answer, is unknown', () => {
  it.each<[CallLanguage, string, string]>([
    ['en', "Pardon? I can't hear you.", 'No.'],
    ['es', '¿Cómo? No le escucho.', 'No.'],
    ['fr', 'Comment ? Je vous entends pas.', 'Non.'],
  ])('%s: %s / %s', (language, first, second) => expect(readTwoAnswers(language, first, second)).toBe('unknown'));
  it.each<[CallLanguage, string, string]>([
    // floors: an emergency said after it
    ['en', "Pardon? I can't hear you.", "No, I've fallen and I can't get up."],
    ['es', '¿Cómo? No le escucho.', 'Sí, me he caído y no me puedo levantar.'],
    ['fr', 'Comment ? Je vous entends pas.', 'Je suis tombée, je ne peux pas me relever.'],
  ])('floor, %s: %s / %s stays an emergency', (language, first, second) => expect(readTwoAnswers(language, first, second)).toBe('emergency'));
  it('well words said beside it stay good', () => expect(readTwoAnswers('en', "I can't hear you very well but I'm fine, thanks.", 'No.')).toBe('good'));
});

describe('someone else out and about says nothing of the person', () => {
  it.each<[CallLanguage, string]>([
    ['en', 'Mum went out to the shop.'],
    ['en', 'My husband went out.'],
    ['fr', "Allô ? C'est Mathis. Grand-papa dort dans le salon. J'sais pas s'il va bien, moi j'ai huit ans. Maman est partie à l'épicerie."],
  ])('%s: %s is unknown', is('unknown'));
  it.each<[CallLanguage, string]>([
    ['en', 'I went out to the shop.'],
  ])('%s: %s (the person) stays good', is('good'));
  it.each<[CallLanguage, string]>([
    ['en', "Mum went out to the shop and I've fallen, I can't get up."],
    ['fr', 'Maman est partie à l\'épicerie. Grand-papa est tombé, il ne peut pas se relever.'],
    ['fr', 'Maman est tombée, elle ne peut pas se relever.'],
  ])('floor, %s: %s stays an emergency', is('emergency'));
});
