import { defaultCallLanguage, isCallLanguage, type CallLanguage } from '@/shared/language.ts';

/**
 * The language a call was held in, read from whatever record carries it (the call log or the
 * schedule, issue 10): English when the record has none, so older records are read as before.
 */
export function callLanguageOf(record: object | undefined): CallLanguage {
  const language = (record as { language?: unknown } | undefined)?.language;
  return isCallLanguage(language) ? language : defaultCallLanguage;
}
