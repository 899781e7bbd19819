// The CDK's own bundling (esbuild, run by the synth) of a workflow step's function: the one step
// entry, built with the step's name and its capabilities from the step table.
import { App, Stack } from 'aws-cdk-lib';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { functionBundling, functionEntry } from '@/functions/capabilities/table.ts';
import { callLanguages } from '@/shared/language.ts';
import { ASSESSOR_FILES } from '@/functions/core/assessment/assessor-files.ts';
import { REPO_ROOT } from '../paths.ts';
import { HouseFunction } from './house-function.ts';

const outdir = mkdtempSync(join(tmpdir(), 'carecall-step-bundling-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe("a workflow step's function", () => {
  it('is the step entry bundled with its name and only its capabilities (FindNextContact: storage)', () => {
    // Prepare
    const app = new App({ outdir, builtinCloudFormationValidation: false });
    const stack = new Stack(app, 'StepBundlingTest', { env: { account: '123456789012', region: 'eu-west-1' } });
    new HouseFunction(stack, 'FindNextContactFunction', { entry: functionEntry('FindNextContact'), bundling: functionBundling('FindNextContact') });

    // Act
    app.synth();

    // Assess
    const assets = readdirSync(outdir).filter((name) => name.startsWith('asset.'));
    expect(assets).toHaveLength(1);
    const bundle = readFileSync(join(outdir, assets[0]!, 'index.mjs'), 'utf8');
    expect(bundle).toContain('"FindNextContact"');
    expect(bundle).not.toContain('WORKFLOW_STEP');
    expect(bundle).toMatch(/["']@aws-sdk\/lib-dynamodb["']/);
    expect(bundle).not.toMatch(/@aws-sdk\/client-(bedrock-runtime|secrets-manager|sfn|sesv2|scheduler)/);
  }, 90_000);

  it('that may assess a call (RecordOutcome) carries the assessor, its phrase tables and word models beside its bundle, not in it', () => {
    // Prepare
    const out = mkdtempSync(join(tmpdir(), 'carecall-step-files-'));
    const app = new App({ outdir: out, builtinCloudFormationValidation: false });
    const stack = new Stack(app, 'StepFilesTest', { env: { account: '123456789012', region: 'eu-west-1' } });
    new HouseFunction(stack, 'RecordOutcomeFunction', { entry: functionEntry('RecordOutcome'), bundling: functionBundling('RecordOutcome') });

    // Act
    app.synth();

    // Assess
    const asset = join(out, readdirSync(out).find((name) => name.startsWith('asset.'))!);
    for (const language of callLanguages) {
      const packaged = readFileSync(join(asset, `word-model.${language}.json`), 'utf8');
      expect(packaged).toBe(readFileSync(join(REPO_ROOT, `functions/core/assessment/word-model.${language}.json`), 'utf8'));
    }
    // Loaded at the first assessment, from beside the bundle: the cold start parses none of them.
    expect(readdirSync(asset).filter((f) => !f.startsWith('word-model.')).sort()).toEqual([
      ASSESSOR_FILES.checkIn.file, 'call-language.es.cjs', 'call-language.fr.cjs', 'index.mjs', 'index.mjs.map',
    ]);
    const bundle = readFileSync(join(asset, 'index.mjs'), 'utf8');
    expect(bundle).toContain(ASSESSOR_FILES.checkIn.file);
    expect(bundle).not.toContain('word-model.');
    const assessor = readFileSync(join(asset, ASSESSOR_FILES.checkIn.file), 'utf8');
    expect(assessor).toContain('word-model.');
    expect(assessor).not.toContain('"counts"');
    // Built by the construct's command hook as the bundle is: it runs, and reads French from the tables beside it.
    const script = `const { BuiltInAssessor } = await import(${JSON.stringify(join(asset, ASSESSOR_FILES.checkIn.file))});
const read = await new BuiltInAssessor().assess([{ speaker: 'system', text: 'Comment allez-vous ?' }, { speaker: 'person', text: 'Je suis tombée, je ne peux pas me relever.' }], { language: 'fr' });
process.stdout.write(read.healthStatus);`;
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', script]).toString()).toBe('emergency');
    rmSync(out, { recursive: true, force: true });
  }, 90_000);
});
