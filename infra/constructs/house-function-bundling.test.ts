// The CDK's own NodejsFunction bundling (esbuild, run by the synth) on a real handler: the one
// infra test that bundles instead of skipping it, to show the `@/` imports resolve in the
// bundle a Lambda runs, as they do in tsc, vitest, Vite and tsx.
import { App, Stack } from 'aws-cdk-lib';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HouseFunction } from './house-function.ts';

const outdir = mkdtempSync(join(tmpdir(), 'carecall-bundling-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('HouseFunction bundling', () => {
  it('bundles the service-plans handler with the plans it imports from shared/ through @/', () => {
    // Prepare
    const app = new App({ outdir, builtinCloudFormationValidation: false });
    const stack = new Stack(app, 'BundlingTest', { env: { account: '123456789012', region: 'eu-west-1' } });
    new HouseFunction(stack, 'ServicePlans', { entry: 'functions/http/service-plans.ts' });

    // Act
    app.synth();

    // Assess
    const assets = readdirSync(outdir).filter((name) => name.startsWith('asset.'));
    expect(assets).toHaveLength(1);
    const bundle = readFileSync(join(outdir, assets[0]!, 'index.mjs'), 'utf8');
    expect(bundle).toContain('Weekly Care');
    expect(bundle).toContain('Custom Care');
    expect(bundle).not.toMatch(/from\s*["']@\//);
  }, 60_000);
});
