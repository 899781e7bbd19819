import { createRequire } from 'node:module';
import type { LanguageTable } from './rewrite.ts';
import { LANGUAGE_TABLE_FILES, type RewrittenLanguage } from './table-files.ts';

// In a Lambda bundle (package.json "imports", condition "carecall-lambda"), each table is a file of
// its own beside the bundle: the Spanish and French phrases are about 160 KB that an English call
// never reads, and a cold start parses every byte of the bundle. The file is read the first time a
// call in its language is assessed, synchronously, so that the assessor's API stays as it is.
const load = createRequire(import.meta.url);

const fromFile = (language: RewrittenLanguage) => (): LanguageTable => {
  const { file, build } = LANGUAGE_TABLE_FILES[language];
  const table = (load(`./${file}`) as Record<string, unknown>)[build];
  if (typeof table !== 'function') throw new Error(`${file} beside the bundle does not export ${build}(): the function's package was built without it`);
  return (table as () => LanguageTable)();
};

export const LANGUAGE_TABLES: Record<RewrittenLanguage, () => LanguageTable> = { es: fromFile('es'), fr: fromFile('fr') };
