// The CDK's own bundling (esbuild, run by the synth) of a workflow step's function: the one step
// entry, built with the step's name and its capabilities from the step table.
import { App, Stack } from 'aws-cdk-lib';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { functionBundling, functionEntry } from '@/functions/capabilities/table.ts';
import { callLanguages } from '@/shared/language.ts';
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

  it("that may assess a call (RecordOutcome) carries the word models beside its bundle, not in it", () => {
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
    // Read at the first assessment, from beside the bundle: the cold start does not parse them.
    const bundle = readFileSync(join(asset, 'index.mjs'), 'utf8');
    expect(bundle).toContain('word-model.');
    expect(bundle).not.toContain('"counts"');
    rmSync(out, { recursive: true, force: true });
  }, 90_000);
});
