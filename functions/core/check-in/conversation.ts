// What CareCall says on a call, one short question at a time (docs/check-in-call.md),
// in the schedule's language (call-phrases.ts). Pure: the telephony layer turns a Prompt into TwiML.
import type { CallLanguage } from '@/shared/language.ts';
import { phrasesFor, type AlertReasonKey } from './call-phrases.ts';
import type { CallVoice } from './call-voice.ts';

export interface Prompt {
  say: string[];
  /** Wait for an answer to question `step`; absent: the call ends after speaking. */
  gather?: { step: number; input: 'speech dtmf' | 'dtmf' };
  hangUp?: boolean;
  /** Recognition locale and voice; absent: US English. */
  voice?: CallVoice;
}

/** The English questions, as the call log's turns have always named them. */
export const CHECK_IN_QUESTIONS = phrasesFor('en').questions;
export const QUESTION_COUNT = CHECK_IN_QUESTIONS.length;

export const questionText = (step: number, language: CallLanguage = 'en') => phrasesFor(language).questions[step]!;

export const NOT_HEARD = phrasesFor('en').notHeard;
export const CLOSING = phrasesFor('en').closing;

/** "This call is recorded...": the first thing said on every call (check-ins, alerts, calls-in). */
export const recordingNotice = (language: CallLanguage = 'en') => phrasesFor(language).recordingNotice;

/** The first word of the person's name, as a greeting uses it ("Rose" of "Rose Lopez"). */
export function firstNameOf(personName: string | undefined): string | undefined {
  return personName?.trim().split(/\s+/)[0] || undefined;
}

export function greeting(test: boolean, personName?: string, language: CallLanguage = 'en', callIn = false): Prompt {
  const words = phrasesFor(language);
  const hello = (callIn ? words.callInGreeting : words.greeting)(firstNameOf(personName));
  return {
    say: [words.recordingNotice, hello, ...(test ? [words.testCall] : []), words.questions[0]],
    gather: { step: 0, input: 'speech dtmf' },
  };
}

/**
 * Question `step` (or goodbye after the last). `again`: said again because nothing was heard
 * (`true`), or because the person asked ("pardon?", the star key: `'asked'`).
 */
export function question(step: number, again: boolean | 'asked', language: CallLanguage = 'en'): Prompt {
  const words = phrasesFor(language);
  if (step >= QUESTION_COUNT) return { say: [words.closing], hangUp: true };
  const before = again === 'asked' ? [words.repeating] : again ? [words.notHeard] : [];
  return { say: [...before, words.questions[step]!], gather: { step, input: 'speech dtmf' } };
}

/** Digits spoken one by one: "9 1 1", never "nine hundred eleven". */
const spokenDigits = (number: string) => number.split('').join(' ');

/**
 * What the person hears after saying something that sounds like an emergency. Only what is true
 * (docs/safety.md): contacts are "being called" only when the workflow will call them.
 */
export function emergencyReply(situation: {
  contactsCalled: boolean | 'unknown';
  test: boolean;
  emergencyNumber: string;
  language?: CallLanguage;
}): Prompt {
  const words = phrasesFor(situation.language).emergency;
  const call = spokenDigits(situation.emergencyNumber);
  // The schedule or contacts could not be read just now: promise nothing either way.
  if (situation.contactsCalled === 'unknown') return { say: [words.unknown(call)], hangUp: true };
  if (situation.contactsCalled) return { say: [words.contactsCalled(call)], hangUp: true };
  const why = situation.test ? words.test : words.nobodyCalled;
  return { say: [`${why} ${words.callNumber(call)}`], hangUp: true };
}

// ---- Alert calls to emergency contacts -------------------------------------------------------

/**
 * Why contacts are alerted. `failed`: the check-in call could not be placed, even on its retry.
 * `unrecorded`: the outcome could not be written; contacts are alerted all the same.
 */
export type EscalationReason = AlertReasonKey;

export interface AlertFacts {
  /** Whose service it is: the account holder's name. */
  accountHolder: string;
  /** The checked-on person's phone, formatted for speech. */
  personPhone: string;
  /** Their name, when the schedule carries one: alerts name them rather than their number. */
  personName?: string;
  reason: EscalationReason;
  /** When, in words, in the schedule's timezone and the alert's language. */
  when: string;
  /** The schedule's language: the contacts are told in it. Absent: English. */
  language?: CallLanguage;
}

export function alertMessage(facts: AlertFacts): string {
  const words = phrasesFor(facts.language).alert;
  return (
    `${words.opening(facts.personName, facts.accountHolder)} ` +
    `${words.subject(facts.personName, facts.personPhone)} ${words.reasons[facts.reason]}, ${words.on(facts.when)}.`
  );
}

/** The alert to a contact; `calledBack`: to a contact who rang CareCall back (that call is not recorded). */
export function alertGreeting(facts: AlertFacts, repeat = false, calledBack = false): Prompt {
  const words = phrasesFor(facts.language);
  return {
    say: [...(repeat ? [words.notHeard] : [calledBack ? words.alert.calledBack : words.recordingNotice, alertMessage(facts)]), words.alert.askToConfirm],
    gather: { step: 0, input: 'speech dtmf' },
  };
}

export const alertConfirmed = (language?: CallLanguage) => phrasesFor(language).alert.confirmed;
export const alertNotConfirmed = (language?: CallLanguage, calledBack = false) => (calledBack ? phrasesFor(language).alert.calledBackNotConfirmed : phrasesFor(language).alert.notConfirmed);
/** The end of a call back after its alert was answered, when another alert to the contact still waits. */
export const alertAnotherWaiting = (language: CallLanguage | undefined, confirmed: boolean): string[] => {
  const words = phrasesFor(language).alert;
  return [confirmed ? words.confirmedBeforeAnother : words.calledBackBeforeAnother, words.anotherMessage];
};
export const ALERT_CONFIRMED = alertConfirmed('en');
export const ALERT_NOT_CONFIRMED = alertNotConfirmed('en');

export function alertSms(facts: AlertFacts): string {
  const words = phrasesFor(facts.language).alert;
  return words.sms(facts.personName, facts.personPhone, words.reasons[facts.reason], facts.when, facts.accountHolder);
}

const YES: Record<CallLanguage, RegExp> = {
  en: /\b(yes|yeah|yep|ok|okay|sure|i will|i'll|on my way|going now)\b/,
  es: /(^|\s)(sí|si|vale|claro|de acuerdo|voy|ya voy|bueno|ok|okay)(\s|$)/,
  fr: /(^|\s)(oui|d'accord|ok|okay|bien sûr|j'y vais|ouais|entendu)(\s|$)/,
};
const NO: Record<CallLanguage, RegExp> = {
  en: /\b(no|not|can't|cannot|won't)\b/,
  es: /(^|\s)(no|nunca|tampoco)(\s|$)/,
  fr: /(^|\s)(non|pas|peux pas)(\s|$)/,
};

/** A contact confirms with 1, or with a plain yes (in the alert's language, or English). */
export function isConfirmation(speech: string | undefined, digits: string | undefined, language: CallLanguage = 'en'): boolean {
  if (digits?.trim() === '1') return true;
  const words = (speech ?? '').toLowerCase().replace(/[’]/g, "'").replace(/[^\p{L}' ]/gu, ' ').replace(/\s+/g, ' ').trim();
  if (NO[language].test(words) || NO.en.test(words)) return false;
  return YES[language].test(words) || YES.en.test(words);
}
