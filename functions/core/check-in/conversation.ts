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
export const EMERGENCY_REPLY =
  'I am calling your emergency contacts now, so someone can come and help you. If you can, please also call 9 1 1. Goodbye.';
export const CLOSING = 'Thank you. That is all for today. Take care. Goodbye.';

export function greeting(test: boolean): Prompt {
  return {
    say: [
      'Hello, this is CareCall, calling for your regular check-in.',
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

export function emergencyReply(): Prompt {
  return { say: [EMERGENCY_REPLY], hangUp: true };
}

// ---- Alert calls to emergency contacts -------------------------------------------------------

export type EscalationReason = 'missed' | 'emergency' | 'concerning' | 'unclear';

const WHAT_HAPPENED: Record<EscalationReason, string> = {
  missed: 'did not answer their check-in call',
  emergency: 'said something during their check-in call that sounds like an emergency',
  concerning: 'said something during their check-in call that is a concern',
  unclear: 'answered their check-in call, but we could not tell how they are',
};

export interface AlertFacts {
  /** Whose service it is: the account holder's name. */
  accountHolder: string;
  /** The checked-on person's phone, formatted for speech. */
  personPhone: string;
  reason: EscalationReason;
  /** When, in words, in the schedule's timezone. */
  when: string;
}

export function alertMessage(facts: AlertFacts): string {
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
  return `CareCall alert: the person at ${facts.personPhone} ${WHAT_HAPPENED[facts.reason]}, on ${facts.when}. ` +
    `We could not reach anyone by phone. Please check on them now. (${facts.accountHolder}'s check-in service)`;
}

/** A contact confirms with 1, or with a plain yes. */
export function isConfirmation(speech: string | undefined, digits: string | undefined): boolean {
  if (digits?.trim() === '1') return true;
  const words = (speech ?? '').toLowerCase().replace(/[^a-z' ]/g, ' ');
  if (/\b(no|not|can't|cannot|won't)\b/.test(words)) return false;
  return /\b(yes|yeah|yep|ok|okay|sure|i will|i'll|on my way|going now)\b/.test(words);
}
