import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import type { HealthStatus } from '../ports/assessment.ts';
import { FEELING, readAnswer } from './read-answer.ts';

// Issue 13, unseen20's false emergencies, lowered by general rules only: a fall only supposed "one day" ("in case one
// day I fall", "por si un día me caigo", "au cas où un jour je tombe") and the same words denied later ("mais je tombe
// pas, moi"); French "je ne tombe pas" is a denial, not "i fell"; an ambulance that "was out for" a neighbour; a fall
// on an earlier day got up from, told after an aside ("le tengo que contar") or with "j'ai buté sur" (tripped over).
// Every lowering has its floors: the same words beside a present emergency, and the emergency said now.

const statusOf = readAnswer(FEELING);
const is = (status: HealthStatus) => (language: CallLanguage, said: string) => expect(statusOf(language, said)).toBe(status);
const not = (status: HealthStatus) => (language: CallLanguage, said: string) => expect(statusOf(language, said)).not.toBe(status);

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
