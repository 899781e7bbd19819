import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FUNCTION_BESIDE_MODULES } from '@/functions/capabilities/table.ts';
import { houseBundle } from '../bench/house-bundle.ts';
import { REPO_ROOT } from '../paths.ts';

// A Lambda bundle holds no Spanish or French phrases: they are files beside it, read the first time
// a call in that language is assessed (core/assessment/languages/tables-beside.ts). Built here as
// the house construct builds a function's package, then run in a fresh Node process, as Lambda would.

const dir = mkdtempSync(join(tmpdir(), 'language-tables-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SAID: Record<string, string> = {
  en: 'I fell in the kitchen and I can not get up.',
  es: 'Me he caído en la cocina y no me puedo levantar.',
  fr: 'Je suis tombée dans la cuisine et je ne peux pas me relever.',
};

async function buildAssessor(name: string, withTables: boolean): Promise<string> {
  const entry = join(dir, `${name}-entry.ts`);
  writeFileSync(entry, `export { assessTranscript } from ${JSON.stringify(join(REPO_ROOT, 'functions/core/assessment/built-in-assessor.ts'))};\n`);
  const out = join(dir, name, 'index.mjs');
  await houseBundle(entry, out, true, withTables ? { besideModules: FUNCTION_BESIDE_MODULES.AssessWellbeing! } : {});
  return out;
}

/** Each language's reading of a fall, or the error it raised, from the bundle in a fresh process. */
function readFalls(bundle: string): Record<string, string> {
  const script = `const { assessTranscript } = await import(${JSON.stringify(bundle)});
const said = ${JSON.stringify(SAID)};
const out = {};
for (const [language, text] of Object.entries(said)) {
  try { out[language] = assessTranscript([{ speaker: 'system', text: 'How are you feeling today?' }, { speaker: 'person', text }], language).healthStatus; }
  catch (error) { out[language] = 'error: ' + error.message; }
}
process.stdout.write(JSON.stringify(out));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script]).toString()) as Record<string, string>;
}

describe('the phrase tables beside a Lambda bundle', () => {
  it('are built beside the bundle, and a fall told in Spanish or French is read from them as an emergency', async () => {
    const bundle = await buildAssessor('with', true);
    expect(readdirSync(join(dir, 'with')).sort()).toEqual(['call-language.es.cjs', 'call-language.fr.cjs', 'index.mjs']);
    expect(readFalls(bundle)).toEqual({ en: 'emergency', es: 'emergency', fr: 'emergency' });
    // The bundle itself is the smaller for it: the tables are about a third of the rules.
    const tables = statSync(join(dir, 'with', 'call-language.es.cjs')).size + statSync(join(dir, 'with', 'call-language.fr.cjs')).size;
    expect(tables).toBeGreaterThan(statSync(bundle).size / 5);
  });

  it('a package built without them still reads English, and says what is missing for Spanish', async () => {
    const bundle = await buildAssessor('without', false);
    const read = readFalls(bundle);
    expect(read.en).toBe('emergency');
    expect(read.es).toMatch(/^error: .*call-language\.es\.cjs/);
    expect(read.fr).toMatch(/^error: .*call-language\.fr\.cjs/);
  });
});
