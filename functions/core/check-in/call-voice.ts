import type { CallLanguage } from '@/shared/language.ts';

// Which speech recognition and which voice a call uses. Twilio <Gather language> takes a locale
// (es-US, es-ES, fr-CA, fr-FR, en-US...); <Say voice="Polly.X-Neural"> takes an Amazon Polly voice
// of the same locale. Spanish and French are spoken differently either side of the Atlantic, so the
// person's number picks the variant: a North American number (+1) gets US Spanish (Polly Lupe) and
// Canadian French (Polly Gabrielle); any other number gets Spain's Spanish (Polly Lucia) and
// France's French (Polly Léa). English stays US English (Polly Joanna), as before.

export interface CallVoice {
  /** BCP-47 locale for <Gather language> and <Say language>. */
  locale: string;
  /** Twilio's name of the Amazon Polly neural voice. */
  voice: string;
}

const NORTH_AMERICA: Record<CallLanguage, CallVoice> = {
  en: { locale: 'en-US', voice: 'Polly.Joanna-Neural' },
  es: { locale: 'es-US', voice: 'Polly.Lupe-Neural' },
  fr: { locale: 'fr-CA', voice: 'Polly.Gabrielle-Neural' },
};
const ELSEWHERE: Record<CallLanguage, CallVoice> = {
  en: { locale: 'en-US', voice: 'Polly.Joanna-Neural' },
  es: { locale: 'es-ES', voice: 'Polly.Lucia-Neural' },
  fr: { locale: 'fr-FR', voice: 'Polly.Lea-Neural' },
};

export function callVoice(language: CallLanguage, phoneNumber: string | undefined): CallVoice {
  return (phoneNumber?.startsWith('+1') ? NORTH_AMERICA : ELSEWHERE)[language];
}

export const DEFAULT_VOICE: CallVoice = NORTH_AMERICA.en;

// Countries where nearly everyone speaks one of the call languages other than English. Only for a
// caller we do not know (no schedule, so no language chosen): elsewhere, and in countries of several
// languages (Belgium, Switzerland, Canada), English.
const SPANISH = ['+34', '+52', '+53', '+54', '+56', '+57', '+58', '+51', '+591', '+593', '+595', '+598', '+502', '+503', '+504', '+505', '+506', '+507'];
const FRENCH = ['+33', '+377', '+262', '+590', '+594', '+596'];

/** The call language a number's country most likely speaks: for an unknown caller only. */
export function likelyLanguageOf(e164: string): CallLanguage {
  if (SPANISH.some((prefix) => e164.startsWith(prefix))) return 'es';
  if (FRENCH.some((prefix) => e164.startsWith(prefix))) return 'fr';
  return 'en';
}
