import type { CallLanguage } from '@/shared/language.ts';

/** The languages whose phrases are rewritten into English before the rules read them. */
export type RewrittenLanguage = Exclude<CallLanguage, 'en'>;

/**
 * Each rewritten language's table as a file of its own beside a Lambda bundle (tables-beside.ts
 * loads it; the house bundling builds it from `source`). `build` is the function the file exports.
 */
export const LANGUAGE_TABLE_FILES: Record<RewrittenLanguage, { file: string; source: string; build: string }> = {
  es: { file: 'call-language.es.cjs', source: 'functions/core/assessment/languages/es.ts', build: 'spanish' },
  fr: { file: 'call-language.fr.cjs', source: 'functions/core/assessment/languages/fr.ts', build: 'french' },
};
