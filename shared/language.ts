// The languages a check-in call can be held in (docs/check-in-call.md).
// One list, read by the schedule form, the API's validation, the call's prompts and the assessor.
export const callLanguages = ['en', 'es', 'fr'] as const;
export type CallLanguage = (typeof callLanguages)[number];
export const defaultCallLanguage: CallLanguage = 'en';

/** What the schedule form shows for each language, in that language so the person can find theirs. */
export const callLanguageNames: Record<CallLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
};

export function isCallLanguage(value: unknown): value is CallLanguage {
  return typeof value === 'string' && (callLanguages as readonly string[]).includes(value);
}
