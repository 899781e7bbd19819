// The CDK's own bundling (esbuild, run by the synth) of a workflow step's function: the one step
// entry, built with the step's name and its capabilities from the step table.
import { App, Stack } from 'aws-cdk-lib';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { functionBundling, functionEntry } from '@/functions/capabilities/table.ts';
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
});
