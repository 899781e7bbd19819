import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FUNCTION_BESIDE_MODULES, functionBundling, functionEntry } from '@/functions/capabilities/table.ts';
import { ASSESSOR_FILES } from '@/functions/core/assessment/assessor-files.ts';
import { LANGUAGE_TABLE_FILES } from '@/functions/core/assessment/languages/table-files.ts';
import { houseBundle } from '../bench/house-bundle.ts';
import { REPO_ROOT } from '../paths.ts';

// A Lambda bundle holds no phrase rules: the assessor is a module beside it, imported the first time
// an answer is read (core/assessment/load-assessors-beside.ts), and the Spanish and French phrases
// are files beside that, read the first time a call in that language is assessed
// (core/assessment/languages/tables-beside.ts). Built here as the house construct builds a
// function's package, then run in a fresh Node process, as Lambda would.

const dir = mkdtempSync(join(tmpdir(), 'assessors-beside-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SAID: Record<string, string> = {
  en: 'I fell in the kitchen and I can not get up.',
  es: 'Me he caído en la cocina y no me puedo levantar.',
  fr: 'Je suis tombée dans la cuisine et je ne peux pas me relever.',
};

/** Each language's reading of a fall through the package's `loadBuiltInAssessor`, or the error it raised, in a fresh process. */
function readFalls(loader: string): Record<string, string> {
  const script = `const { loadBuiltInAssessor } = await import(${JSON.stringify(loader)});
const said = ${JSON.stringify(SAID)};
const out = {};
for (const [language, text] of Object.entries(said)) {
  try { out[language] = (await loadBuiltInAssessor()).assessTranscript([{ speaker: 'system', text: 'How are you feeling today?' }, { speaker: 'person', text }], language).healthStatus; }
  catch (error) { out[language] = 'error: ' + error.message; }
}
process.stdout.write(JSON.stringify(out));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script]).toString()) as Record<string, string>;
}

/** A package holding only the assessors' loader as a Lambda bundle resolves it, with the given modules beside it. */
async function loaderPackage(name: string, besideModules: Record<string, string>): Promise<string> {
  const entry = join(dir, `${name}-entry.ts`);
  writeFileSync(entry, `export { loadBuiltInAssessor } from ${JSON.stringify(join(REPO_ROOT, 'functions/core/assessment/load-assessors-beside.ts'))};\n`);
  const out = join(dir, name, 'index.mjs');
  await houseBundle(entry, out, true, { besideModules });
  return out;
}

describe('the assessors and phrase tables beside a Lambda bundle', () => {
  it("the webhook function's package: the bundle holds no phrase rules, and the assessor beside it reads a fall told in each language as an emergency", async () => {
    const out = join(dir, 'webhooks', 'index.mjs');
    const meta = await houseBundle(join(REPO_ROOT, functionEntry('Webhooks')), out, true, functionBundling('Webhooks'));
    expect(readdirSync(join(dir, 'webhooks')).sort()).toEqual([ASSESSOR_FILES.builtIn.file, 'call-language.es.cjs', 'call-language.fr.cjs', 'index.mjs']);
    expect(Object.keys(meta.inputs).filter((p) => /assessment\/(lexicon|danger-signs|built-in-assessor)\.ts$/.test(p))).toEqual([]);
    const script = `const { assessTranscript } = await import(${JSON.stringify(join(dir, 'webhooks', ASSESSOR_FILES.builtIn.file))});
const said = ${JSON.stringify(SAID)};
process.stdout.write(JSON.stringify(Object.fromEntries(Object.entries(said).map(([l, text]) => [l, assessTranscript([{ speaker: 'system', text: 'How are you?' }, { speaker: 'person', text }], l).healthStatus]))));`;
    expect(JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script]).toString())).toEqual({ en: 'emergency', es: 'emergency', fr: 'emergency' });
    // Most of the package is the assessor and its tables, which most webhook calls never load.
    const beside = [ASSESSOR_FILES.builtIn.file, 'call-language.es.cjs', 'call-language.fr.cjs'].reduce((sum, f) => sum + statSync(join(dir, 'webhooks', f)).size, 0);
    expect(beside).toBeGreaterThan(statSync(out).size);
  });

  it('through the loader, as the webhooks call it', async () => {
    expect(readFalls(await loaderPackage('with', FUNCTION_BESIDE_MODULES.Webhooks!))).toEqual({ en: 'emergency', es: 'emergency', fr: 'emergency' });
  });

  it('a package built without the phrase tables still reads English, and says what is missing for Spanish and French', async () => {
    const read = readFalls(await loaderPackage('no-tables', { [ASSESSOR_FILES.builtIn.file]: ASSESSOR_FILES.builtIn.source }));
    expect(read.en).toBe('emergency');
    expect(read.es).toContain(LANGUAGE_TABLE_FILES.es.file);
    expect(read.fr).toContain(LANGUAGE_TABLE_FILES.fr.file);
  });

  it('a package built without the assessor says so, naming the file', async () => {
    const read = readFalls(await loaderPackage('no-assessor', {}));
    expect(read.en).toBe(`error: ${ASSESSOR_FILES.builtIn.file} beside the bundle could not be loaded: the function's package was built without it`);
  });
});
