import { french } from './fr.ts';
import type { LanguageTable } from './rewrite.ts';
import { spanish } from './es.ts';
import type { RewrittenLanguage } from './table-files.ts';

// Run from source (tests, scripts, the local twin), the tables are modules like any other. A Lambda
// bundle resolves `#call-language-tables` to tables-beside.ts instead (package.json "imports").
export const LANGUAGE_TABLES: Record<RewrittenLanguage, () => LanguageTable> = { es: spanish, fr: french };
