import type { CallLanguage } from '@/shared/language.ts';

// "Pardon?", "¿cómo?", "répétez": the person asks to hear the question again (docs/check-in-call.md). Only a whole reply counts: "what?" alone is a request,
// "I don't know what day it is" is an answer. The star key is the same request on the keypad.

const REQUESTS: Record<CallLanguage, readonly string[]> = {
  en: ['repeat', 'repeat that', 'repeat it', 'repeat the question', 'pardon', 'pardon me', 'what', 'sorry', 'say that again', 'say it again', 'come again', 'what did you say', 'i did not hear you', 'i didn\'t hear you', 'excuse me'],
  es: ['repita', 'repítalo', 'repítamelo', 'repite', 'qué', 'cómo', 'perdón', 'perdone', 'no le oigo', 'no le escucho', 'no te oigo', 'qué ha dicho', 'cómo dice', 'otra vez'],
  fr: ['pardon', 'quoi', 'répétez', 'répétez-le', 'vous pouvez répéter', 'pouvez-vous répéter', 'comment', 'hein', 'je n\'ai pas entendu', 'je ne vous entends pas', 'excusez-moi', 'encore une fois'],
};
// Politeness around the request keeps it a request: "pardon, please", "repita, por favor".
const POLITE: Record<CallLanguage, RegExp> = {
  en: /^(oh |um |uh |sorry )?(.*?)( please| again)?$/,
  es: /^(ay |eh |perdone )?(.*?)( por favor| otra vez)?$/,
  fr: /^(euh |oh |pardon )?(.*?)( s'il vous plait| encore)?$/,
};

/**
 * Lower case, no accents (speech recognition writes "que" as often as "qué"), no punctuation
 * (¿?¡! . ,), apostrophes straightened, spaces collapsed.
 */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’`]/g, "'")
    .replace(/[¿?¡!.,;:«»"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const REQUEST_SETS = Object.fromEntries(
  Object.entries(REQUESTS).map(([language, phrases]) => [language, new Set(phrases.map(normalise))]),
) as Record<CallLanguage, Set<string>>;

/** True when the whole reply asks to hear the question again (in the call's language, or English "pardon"). */
export function isRepeatRequest(language: CallLanguage, heard: { speech?: string | undefined; digits?: string | undefined }): boolean {
  if (heard.digits?.trim() === '*') return true;
  const said = normalise(heard.speech ?? '');
  if (!said) return false;
  const core = POLITE[language].exec(said)?.[2]?.trim() ?? said;
  return REQUEST_SETS[language].has(said) || REQUEST_SETS[language].has(core);
}

/** At most this many repeats of one question; after them the call moves on. */
export const MAX_REPEATS = 2;
