import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allowedSdk, FUNCTION_BESIDE_MODULES, FUNCTION_NAMES, functionBundling, functionEntry, type FunctionName } from '@/functions/capabilities/table.ts';
import { ASSESSOR_FILES } from '@/functions/core/assessment/assessor-files.ts';
import { REPO_ROOT } from '../paths.ts';
import { houseBundle, sdkImports } from './house-bundle.ts';

const LOAD_RUNS = 15;
const GOAL = 1.2;

/**
 * The same measurement on commit 9d137c1, before each function was composed of its own
 * capabilities (every check-in function loaded all eight SDK clients), against the same honest
 * baseline: module load in ms, and the ratio to the empty handler with the role's clients.
 * Measured 23 Nov 2026 on a busy shared machine (load average about 15 on 2 cores): the
 * milliseconds are inflated several times; the ratios are the comparable part.
 */
const BEFORE: Partial<Record<FunctionName, { loadMs: number; ratio: number }>> = {
  health: { loadMs: 370.2, ratio: 29.99 },
  'service-plans': { loadMs: 695.8, ratio: 45.37 },
  'timezone-test': { loadMs: 357.2, ratio: 26.69 },
  auth: { loadMs: 893.8, ratio: 1.19 },
  profile: { loadMs: 979.2, ratio: 3.12 },
  'call-logs': { loadMs: 588.2, ratio: 1.14 },
  subscriptions: { loadMs: 712.1, ratio: 1.04 },
  'call-schedules': { loadMs: 1191.2, ratio: 2.87 },
  'escalation-contacts': { loadMs: 641.8, ratio: 1.31 },
  'trigger-call': { loadMs: 568.4, ratio: 1.20 },
  account: { loadMs: 768.4, ratio: 1.24 },
  'password-reset': { loadMs: 673.9, ratio: 1.46 },
  'contact-messages': { loadMs: 717.8, ratio: 1.77 },
  BeginCheckIn: { loadMs: 1344.6, ratio: 2.58 },
  PlaceCall: { loadMs: 1076.7, ratio: 2.26 },
  WaitForCallToEnd: { loadMs: 1137.1, ratio: 2.58 },
  CheckCallProgress: { loadMs: 1707.7, ratio: 2.53 },
  AssessWellbeing: { loadMs: 2269.5, ratio: 1.64 },
  RecordOutcome: { loadMs: 3937.9, ratio: 2.03 },
  FindNextContact: { loadMs: 2923.7, ratio: 1.67 },
  CallContact: { loadMs: 3596.3, ratio: 3.08 },
  TextAllContacts: { loadMs: 1710.1, ratio: 1.26 },
  Webhooks: { loadMs: 2440.2, ratio: 1.34 },
  TranscriptionFinished: { loadMs: 1973.5, ratio: 1.19 },
  ReconcileTriggers: { loadMs: 1501.0, ratio: 2.16 },
  WeeklySummary: { loadMs: 1661.3, ratio: 1.99 },
};

function importMs(file: string, cwd: string): number {
  const script = `const t=performance.now(); await import(${JSON.stringify(file)}); process.stdout.write(String(performance.now()-t));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd,
    env: { ...process.env, NODE_PATH: join(REPO_ROOT, 'node_modules') },
  });
  return Number(out.toString());
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Median time to import each module in a fresh Node process (a cold start's init, minus the
 * runtime). The two are loaded in turns, so a busy machine slows both alike.
 */
function medianLoadsMs(file: string, baseline: string, cwd: string): [number, number] {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < LOAD_RUNS; i++) {
    a.push(importMs(file, cwd));
    b.push(importMs(baseline, cwd));
  }
  return [median(a), median(b)];
}

export interface BundleFigures {
  fn: FunctionName;
  kb: number;
  loadMs: number;
  emptyMs: number;
  ratio: number;
  sdk: string[];
  allowed: string[];
  /** The assessor beside the bundle, if any: its size and what importing it costs on first use. */
  beside?: { file: string; kb: number; loadMs: number };
}

/** The assessor module a function loads beside its bundle (functions/capabilities/table.ts), if any. */
const assessorBeside = (fn: FunctionName) =>
  Object.values(ASSESSOR_FILES).find(({ file }) => Object.keys(FUNCTION_BESIDE_MODULES[fn] ?? {}).includes(file))?.file;

/**
 * Each function's cold module load against the honest baseline: an empty handler that imports
 * only the SDK clients this function's role allows (functions/capabilities/table.ts).
 */
export async function measureLambdaBundles(names: readonly FunctionName[] = FUNCTION_NAMES): Promise<BundleFigures[]> {
  // Bundles go inside the repo so that `@aws-sdk/*` resolves from node_modules, as the runtime's would.
  const dir = mkdtempSync(join(REPO_ROOT, 'node_modules', '.bench-'));
  const figures: BundleFigures[] = [];
  try {
    for (const fn of names) {
      const out = join(dir, `${fn}.mjs`);
      const sdk = sdkImports(await houseBundle(join(REPO_ROOT, functionEntry(fn)), out, true, functionBundling(fn)));
      const allowed = allowedSdk(fn);
      const emptyEntry = join(dir, `${fn}-empty-src.mjs`);
      writeFileSync(emptyEntry, `${allowed.map((m) => `import '${m}';`).join('\n')}\nexport const handler = async () => ({ statusCode: 200 });\n`);
      const emptyOut = join(dir, `${fn}-empty.mjs`);
      await houseBundle(emptyEntry, emptyOut);
      const [loadMs, emptyMs] = medianLoadsMs(out, emptyOut, dir);
      // Not part of the cold start, but paid by the first call that reads an answer: shown beside it.
      const besideFile = assessorBeside(fn);
      const beside = besideFile
        ? { file: besideFile, kb: statSync(join(dir, besideFile)).size / 1024, loadMs: median(Array.from({ length: LOAD_RUNS }, () => importMs(join(dir, besideFile), dir))) }
        : undefined;
      figures.push({ fn, kb: statSync(out).size / 1024, loadMs, emptyMs, ratio: loadMs / emptyMs, sdk, allowed, ...(beside ? { beside } : {}) });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

const short = (modules: string[]) => modules.map((m) => m.replace('@aws-sdk/', '')).join(', ') || 'none';

export async function benchLambdaBundles(): Promise<void> {
  console.log('\n## Lambda bundles (minified ESM, @aws-sdk external as in the house construct)');
  console.log(`module-load time: median of ${LOAD_RUNS} fresh Node ${process.version} processes; baseline: an empty handler`);
  console.log('importing only the SDK clients the function\'s role allows (functions/capabilities/table.ts)\n');
  console.log('| function | bundle | load | baseline (allowed clients) | ratio | over baseline | before (9d137c1) | extra clients loaded |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  const figures = await measureLambdaBundles();
  for (const f of figures) {
    const before = BEFORE[f.fn];
    const extra = f.sdk.filter((m) => !f.allowed.includes(m));
    console.log(
      `| ${f.fn} | ${f.kb.toFixed(1)} KB${f.kb > 400 ? ' (over 400 KB goal)' : ''} | ${f.loadMs.toFixed(1)} ms | ${f.emptyMs.toFixed(1)} ms (${short(f.allowed)}) | ${f.ratio.toFixed(2)}x${f.ratio > GOAL && f.allowed.length ? ' (over goal)' : ''} | ${(f.loadMs - f.emptyMs).toFixed(1)} ms | ${before ? `${before.loadMs.toFixed(1)} ms, ${before.ratio.toFixed(2)}x` : '-'} | ${short(extra)} |`,
    );
  }
  // A function allowed no SDK client is compared with an empty module (well under a millisecond),
  // where any code at all is "many times" it: those are judged by the milliseconds they add.
  const withSdk = figures.filter((f) => f.allowed.length);
  const worst = withSdk.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  const noSdk = figures.filter((f) => !f.allowed.length).map((f) => `${f.fn} +${(f.loadMs - f.emptyMs).toFixed(1)} ms`);
  console.log(`\nGoal: every bundle under 400 KB; load at or under ${GOAL}x the baseline. Worst: ${worst.fn} ${worst.ratio.toFixed(2)}x.`);
  if (noSdk.length) console.log(`Allowed no SDK client (baseline an empty module): ${noSdk.join(', ')}.`);
  // The phrase rules are a module beside these bundles (core/assessment/load-assessors-beside.ts):
  // not in the cold start, but loaded by the first invocation that reads an answer.
  const besides = figures.filter((f) => f.beside);
  if (besides.length) {
    console.log('\n| function | assessor beside the bundle | size | import on first use |');
    console.log('|---|---|---:|---:|');
    for (const f of besides) console.log(`| ${f.fn} | ${f.beside!.file} | ${f.beside!.kb.toFixed(1)} KB | ${f.beside!.loadMs.toFixed(1)} ms |`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `tsx infra/bench/lambda-bundles.ts --json` prints the figures for the BEFORE table.
  if (process.argv.includes('--json')) console.log(JSON.stringify(await measureLambdaBundles()));
  else await benchLambdaBundles();
}
