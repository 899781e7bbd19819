// What CareCall says on a call, one short question at a time (decisions.md "The check-in call").
// Pure: the telephony layer turns a Prompt into TwiML.

export interface Prompt {
  say: string[];
  /** Wait for an answer to question `step`; absent: the call ends after speaking. */
  gather?: { step: number; input: 'speech dtmf' | 'dtmf' };
  hangUp?: boolean;
}

export const CHECK_IN_QUESTIONS = [
  'How are you feeling today? You can answer in your own words, or press 1 if you are fine.',
  'Do you have any pain or dizziness, or have you had a fall?',
  'Have you taken your medication, eaten, and slept well?',
  'Is there anything you need?',
] as const;

export const NOT_HEARD = 'Sorry, I did not hear you.';
export const CLOSING = 'Thank you. That is all for today. Take care. Goodbye.';

/** The first word of the person's name, as a greeting uses it ("Rose" of "Rose Lopez"). */
export function firstNameOf(personName: string | undefined): string | undefined {
  return personName?.trim().split(/\s+/)[0] || undefined;
}

export function greeting(test: boolean, personName?: string): Prompt {
  const name = firstNameOf(personName);
  return {
    say: [
      `Hello${name ? ` ${name}` : ''}, this is CareCall, calling for your regular check-in.`,
      ...(test ? ['This is a test call.'] : []),
      CHECK_IN_QUESTIONS[0],
    ],
    gather: { step: 0, input: 'speech dtmf' },
  };
}

export function question(step: number, repeat: boolean): Prompt {
  if (step >= CHECK_IN_QUESTIONS.length) return { say: [CLOSING], hangUp: true };
  return { say: [...(repeat ? [NOT_HEARD] : []), CHECK_IN_QUESTIONS[step]!], gather: { step, input: 'speech dtmf' } };
}

/** Digits spoken one by one: "9 1 1", never "nine hundred eleven". */
const spokenDigits = (number: string) => number.split('').join(' ');

/**
 * What the person hears after saying something that sounds like an emergency. Only what is true
 * (decisions.md "Safety"): contacts are "being called" only when the workflow will call them.
 */
export function emergencyReply(situation: { contactsCalled: boolean | 'unknown'; test: boolean; emergencyNumber: string }): Prompt {
  const call = spokenDigits(situation.emergencyNumber);
  // The schedule or contacts could not be read just now: promise nothing either way.
  if (situation.contactsCalled === 'unknown') return { say: [`If you need help, please hang up and call ${call} now. Goodbye.`], hangUp: true };
  if (situation.contactsCalled) {
    return { say: [`I am calling your emergency contacts now, so someone can come and help you. If you can, please also call ${call}. Goodbye.`], hangUp: true };
  }
  const why = situation.test
    ? 'This is a test call, so nobody is being called now.'
    : 'I cannot call anyone for you from this call.';
  return { say: [`${why} If you need help, please hang up and call ${call} now. Goodbye.`], hangUp: true };
}

// ---- Alert calls to emergency contacts -------------------------------------------------------

/**
 * Why contacts are alerted. `failed`: the check-in call could not be placed, even on its retry.
 * `unrecorded`: the outcome could not be written; contacts are alerted all the same.
 */
export type EscalationReason = 'missed' | 'failed' | 'emergency' | 'concerning' | 'unclear' | 'unrecorded';

const WHAT_HAPPENED: Record<EscalationReason, string> = {
  missed: 'did not answer their check-in call',
  failed: 'could not be reached: their check-in call could not be made',
  unrecorded: 'had a check-in call whose result we could not confirm',
  emergency: 'said something during their check-in call that sounds like an emergency',
  concerning: 'said something during their check-in call that is a concern',
  unclear: 'answered their check-in call, but we could not tell how they are',
};

export interface AlertFacts {
  /** Whose service it is: the account holder's name. */
  accountHolder: string;
  /** The checked-on person's phone, formatted for speech. */
  personPhone: string;
  /** Their name, when the schedule carries one: alerts name them rather than their number. */
  personName?: string;
  reason: EscalationReason;
  /** When, in words, in the schedule's timezone. */
  when: string;
}

export function alertMessage(facts: AlertFacts): string {
  if (facts.personName) {
    return (
      `This is CareCall, with an urgent message about ${facts.personName}, from ${facts.accountHolder}'s check-in service. ` +
      `${facts.personName} ${WHAT_HAPPENED[facts.reason]}, on ${facts.when}.`
    );
  }
  return (
    `This is CareCall, with an urgent message from ${facts.accountHolder}'s check-in service. ` +
    `The person at ${facts.personPhone} ${WHAT_HAPPENED[facts.reason]}, on ${facts.when}.`
  );
}

export function alertGreeting(facts: AlertFacts, repeat = false): Prompt {
  return {
    say: [
      ...(repeat ? [NOT_HEARD] : [alertMessage(facts)]),
      'Please press 1, or say yes, if you will check on them now.',
    ],
    gather: { step: 0, input: 'speech dtmf' },
  };
}

export const ALERT_CONFIRMED = 'Thank you. Please check on them as soon as you can. Goodbye.';
export const ALERT_NOT_CONFIRMED = 'We will try another contact. Goodbye.';

export function alertSms(facts: AlertFacts): string {
  const who = facts.personName ? `about ${facts.personName}: they` : `: the person at ${facts.personPhone}`;
  return `CareCall alert${facts.personName ? ' ' : ''}${who} ${WHAT_HAPPENED[facts.reason]}, on ${facts.when}. ` +
    `We could not reach anyone by phone. Please check on them now. (${facts.accountHolder}'s check-in service)`;
}

/** A contact confirms with 1, or with a plain yes. */
export function isConfirmation(speech: string | undefined, digits: string | undefined): boolean {
  if (digits?.trim() === '1') return true;
  const words = (speech ?? '').toLowerCase().replace(/[^a-z' ]/g, ' ');
  if (/\b(no|not|can't|cannot|won't)\b/.test(words)) return false;
  return /\b(yes|yeah|yep|ok|okay|sure|i will|i'll|on my way|going now)\b/.test(words);
}
