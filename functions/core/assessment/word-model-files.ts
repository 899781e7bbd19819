import { callLanguages, type CallLanguage } from '@/shared/language.ts';

// Where the word model's files (train-word-model.ts writes them) live: beside this module in the
// repository, beside the bundle in a Lambda function (its bundling copies them there).
const fileName = (language: CallLanguage) => `word-model.${language}.json`;

/** Each language's model file, from the repository root: a bundle copies them beside itself. */
export const WORD_MODEL_FILES = callLanguages.map((language) => `functions/core/assessment/${fileName(language)}`);

/** One language's model file at run time (beside this module, or beside the bundle that holds it). */
export const wordModelFile = (language: CallLanguage) => new URL(`./${fileName(language)}`, import.meta.url);
