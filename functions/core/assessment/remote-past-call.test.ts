import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import type { HealthStatus } from '../ports/assessment.ts';
import { readTwoAnswers } from './read-answer.ts';

// Issue 13, unseen27: an event of one's own placed in the remote past by a year or "years ago" in its clause, or by a
// year opening the sentence after ("I had my heart attack at his wedding! 2009, right in the middle of the speech"), with
// "nothing since" said in the call's next answer: history, not an emergency. Floors: the same words beside "again today",
// a present sign, "now", or a plea, stay emergencies.

type Case = [CallLanguage, string, string];
const reads = (status: HealthStatus) => (language: CallLanguage, first: string, then: string) => expect(readTwoAnswers(language, first, then)).toBe(status);

describe('long ago, nothing since said in the next answer: good', () => {
  it.each<Case>([
    ['en', "Doing real good. I had my heart attack at his wedding! 2009, right in the middle of the speech. Folks still tease me about it.", 'Nope, nothing since then. No chest pain, no dizzy spells.'],
    ['en', 'I had a heart attack at my grandson\'s christening, twelve years ago now.', 'Nothing since. No pain.'],
    ['es', 'Fíjate que en el bautizo de mi nieto, hace ya doce años, me dio el infarto en plena iglesia.', 'No, desde ese día nada. Ni dolor de pecho.'],
    ['fr', "Moi j'ai fait mon infarctus au mariage de ma fille, en 1998, pile pendant la pièce montée !", 'Non, depuis, rien du tout. Pas une douleur.'],
  ])('%s: %s / %s', reads('good'));
});

describe('floors: again today, a present sign, now, a plea', () => {
  it.each<Case>([
    ['en', 'I had my heart attack at his wedding! 2009, right in the middle of the speech.', "Nothing since then. But I've got crushing chest pain again today."],
    ['en', "I had my heart attack at his wedding, 2009. And again this morning, I've got the same crushing pain.", 'Nothing since.'],
    ['en', 'I had a heart attack in 2009 and I am having one now, please send someone.', 'Nothing since.'],
    ['es', 'En el bautizo de mi nieto, hace doce años, me dio el infarto.', 'Desde ese día nada, pero ahora tengo un dolor de pecho muy fuerte.'],
    ['fr', "J'ai fait mon infarctus au mariage de ma fille, en 1998.", 'Depuis rien, mais là j\'ai une douleur dans la poitrine qui serre très fort depuis ce matin.'],
    ['en', "I'm having a heart attack, my chest is crushing.", 'Nothing since 2009.'],
  ])('%s: %s / %s', reads('emergency'));
});
