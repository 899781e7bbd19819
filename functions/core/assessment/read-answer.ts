import { expect } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import type { HealthStatus } from '../ports/assessment.ts';
import { assessTranscript } from './built-in-assessor.ts';

// For the reading tests: one answer to one of the call's questions, read as the built-in assessor reads a call.

/** The call's first question. */
export const FEELING: Record<CallLanguage, string> = {
  en: 'How are you feeling today?',
  es: '¿Cómo se encuentra hoy?',
  fr: "Comment vous sentez-vous aujourd'hui ?",
};

/** The call's second question. */
export const PAIN_OR_FALL: Record<CallLanguage, string> = {
  en: 'Have you had any pain, dizziness or a fall since we last spoke?',
  es: '¿Ha tenido algún dolor, mareo o alguna caída desde la última vez que hablamos?',
  fr: 'Avez-vous eu des douleurs, des vertiges ou une chute depuis notre dernier appel ?',
};

/** How an answer to `question` is read, in the answer's language. */
export const readAnswer =
  (question: Record<CallLanguage, string>) =>
  (language: CallLanguage, said: string): HealthStatus =>
    assessTranscript([{ speaker: 'system', text: question[language] }, { speaker: 'person', text: said }], language).healthStatus;

/** How a call of two answers is read: `first` to how they feel, `then` to pain, dizziness or a fall. */
export const readTwoAnswers = (language: CallLanguage, first: string, then: string): HealthStatus =>
  assessTranscript(
    [
      { speaker: 'system', text: FEELING[language] },
      { speaker: 'person', text: first },
      { speaker: 'system', text: PAIN_OR_FALL[language] },
      { speaker: 'person', text: then },
    ],
    language,
  ).healthStatus;

/** For `it.each([language, said])`: the answer to the first question reads as `status`. */
export const is = (status: HealthStatus) => (language: CallLanguage, said: string) => expect(readAnswer(FEELING)(language, said)).toBe(status);
/** For `it.each([language, said])`: the answer to the first question does not read as `status`. */
export const not = (status: HealthStatus) => (language: CallLanguage, said: string) => expect(readAnswer(FEELING)(language, said)).not.toBe(status);
