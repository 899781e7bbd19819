import { build, type Metafile } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';

import { join } from 'node:path';
import { HANDLER_GROUPS, handlerEntry } from '../../functions/http/routes.ts';
import { WORKFLOW_TASKS } from '../../functions/workflow/tasks.ts';
import { HOUSE_BUNDLING } from '../constructs/house-function.ts';
import { REPO_ROOT } from '../paths.ts';

const LOAD_RUNS = 15;

async function bundle(entry: string, outfile: string): Promise<Metafile> {
  const result = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    mainFields: HOUSE_BUNDLING.mainFields,
    banner: { js: HOUSE_BUNDLING.banner },
    minify: HOUSE_BUNDLING.minify,
    sourcemap: false,
    external: HOUSE_BUNDLING.externalModules,
    metafile: true,
    logLevel: 'error',
  });
  return result.metafile;
}

/** Median time to import a module in a fresh Node process (a cold start's init, minus the runtime). */
function medianLoadMs(file: string, nodeModulesDir: string): number {
  const script = `const t=performance.now(); await import(${JSON.stringify(file)}); process.stdout.write(String(performance.now()-t));`;
  const times: number[] = [];
  for (let i = 0; i < LOAD_RUNS; i++) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: nodeModulesDir,
      env: { ...process.env, NODE_PATH: join(REPO_ROOT, 'node_modules') },
    });
    times.push(Number(out.toString()));
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** Which AWS SDK packages a bundle leaves to the runtime. */
function sdkImports(meta: Metafile): string[] {
  const found = new Set<string>();
  for (const output of Object.values(meta.outputs)) {
    for (const imp of output.imports) if (imp.external && imp.path.startsWith('@aws-sdk/')) found.add(imp.path);
  }
  return [...found].sort();
}

export async function benchLambdaBundles(): Promise<void> {
  // Bundles go inside the repo so that `@aws-sdk/*` resolves from node_modules, as the runtime's would.
  const dir = mkdtempSync(join(REPO_ROOT, 'node_modules', '.bench-'));
  console.log('\n## Lambda bundles (minified ESM, @aws-sdk external as in the house construct)');
  console.log(`module-load time: median of ${LOAD_RUNS} fresh Node ${process.version} processes\n`);
  console.log('| function | bundle | load | empty handler, same SDK clients | ratio |');
  console.log('|---|---:|---:|---:|---:|');
  // Every Lambda of the stacks: the REST route groups, the workflow tasks, the webhooks and the two
  // event-driven functions.
  const entries: [string, string][] = [
    ...HANDLER_GROUPS.map((g): [string, string] => [g, handlerEntry(g)]),
    ...Object.entries(WORKFLOW_TASKS).map(([name, t]): [string, string] => [name, t.entry]),
    ['Webhooks', 'functions/telephony/webhooks.ts'],
    ['ReconcileTriggers', 'functions/workflow/reconcile-triggers.ts'],
    ['TranscriptionFinished', 'functions/workflow/transcription-finished.ts'],
  ];
  for (const [group, entry] of entries) {
    const out = join(dir, `${group}.mjs`);
    const meta = await bundle(join(REPO_ROOT, entry), out);
    const sdk = sdkImports(meta);
    const emptyEntry = join(dir, `${group}-empty-src.mjs`);
    writeFileSync(emptyEntry, `${sdk.map((m) => `import '${m}';`).join('\n')}\nexport const handler = async () => ({ statusCode: 200 });\n`);
    const emptyOut = join(dir, `${group}-empty.mjs`);
    await bundle(emptyEntry, emptyOut);
    const load = medianLoadMs(out, dir);
    const emptyLoad = medianLoadMs(emptyOut, dir);
    const kb = statSync(out).size / 1024;
    console.log(
      `| ${group} | ${kb.toFixed(1)} KB${kb > 400 ? ' (over 400 KB goal)' : ''} | ${load.toFixed(1)} ms | ${emptyLoad.toFixed(1)} ms (${sdk.map((m) => m.replace('@aws-sdk/', '')).join(', ') || 'none'}) | ${(load / emptyLoad).toFixed(2)}x |`,
    );
  }
  rmSync(dir, { recursive: true, force: true });
  console.log('\nGoal: every bundle under 400 KB; load under 1.5x the empty handler.');
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLambdaBundles();
