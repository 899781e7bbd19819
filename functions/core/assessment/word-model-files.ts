import { callLanguages } from '@/shared/language.ts';

/** The word model's files (train-word-model.ts writes them), from the repository root: a bundle copies them beside itself. */
export const WORD_MODEL_FILES = callLanguages.map((language) => `functions/core/assessment/word-model.${language}.json`);
