// The web app's first load: the gzip size of the JavaScript `/` and `/dashboard` need, and
// Lighthouse (mobile: Moto G Power, slow 4G and 4x CPU slowdown, simulated) on the home page,
// served by the local server exactly as `npm start` serves it. Goals (issue 11): `/` at most
// 150 KB gzip, `/dashboard` at most 160 KB, a median of 5 runs with performance at least 98, total
// blocking time at most 150 ms and accessibility 100. Each figure is printed beside its goal.
//   tsx infra/bench/web-performance.ts   (part of `npm run bench`)
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { measure } from '@/web/scripts/bundle-size.ts';
import { buildWebApp } from '@/web/scripts/build.ts';
import { startDynamoDbLocal } from '../local/dynamodb-local.ts';
import { startLocalStack } from '../local/local-stack.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Without the network flags Chromium waits on services this machine cannot reach.
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Issue 11's goals for the first load. */
export const WEB_GOALS = {
  gzipKB: { '/': 150, '/dashboard': 160 } as Record<string, number>,
  performance: 98,
  totalBlockingTimeMs: 150,
  accessibility: 100,
};

const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

interface LighthouseRun {
  performance: number;
  accessibility: number;
  totalBlockingTimeMs: number;
  metrics: Record<(typeof METRICS)[number], string>;
}

async function lighthouseRun(url: string): Promise<LighthouseRun> {
  // A fresh browser each time: nothing cached, as for a first visit.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metrics = Object.fromEntries(METRICS.map((id) => [id, audits[id]?.displayValue ?? '?'])) as LighthouseRun['metrics'];
    const totalBlockingTimeMs = Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN);
    return { performance: score('performance'), accessibility: score('accessibility'), totalBlockingTimeMs, metrics };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchWebPerformance(): Promise<void> {
  console.log('\n## Web app first load');
  await buildWebApp();
  for (const [page, size] of Object.entries(measure())) {
    const kb = size.gzipBytes / 1024;
    const goal = WEB_GOALS.gzipKB[page];
    const against = goal === undefined ? '' : `, goal <= ${goal} KB: ${verdict(kb <= goal)}`;
    console.log(`first-load JS ${page.padEnd(11)} ${kb.toFixed(1)} KB gzip (${(size.bytes / 1024).toFixed(1)} KB raw, ${size.files} files${against})`);
  }
  if (!existsSync(CHROMIUM)) {
    console.log(`Lighthouse: skipped, no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
    return;
  }
  const dynamo = await startDynamoDbLocal();
  const stack = await startLocalStack({
    port: 0,
    dynamoEndpoint: dynamo.endpoint,
    tableName: `bench-web-${randomUUID()}`,
    dataDir: mkdtempSync(join(tmpdir(), 'carecall-bench-web-')),
  });
  try {
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await lighthouseRun(`${stack.url}/`);
      runs.push(run);
      const metrics = METRICS.map((id) => `${id.replace(/-/g, ' ')} ${run.metrics[id]}`).join(', ');
      console.log(`Lighthouse mobile / run ${i + 1}: performance ${run.performance}, accessibility ${run.accessibility} (${metrics})`);
    }
    const performance = median(runs.map((r) => r.performance));
    const blocking = median(runs.map((r) => r.totalBlockingTimeMs));
    const accessibility = median(runs.map((r) => r.accessibility));
    console.log(
      `Lighthouse mobile / median of ${RUNS}: performance ${performance} (goal >= ${WEB_GOALS.performance}: ${verdict(performance >= WEB_GOALS.performance)}), ` +
        `total blocking time ${blocking} ms (goal <= ${WEB_GOALS.totalBlockingTimeMs} ms: ${verdict(blocking <= WEB_GOALS.totalBlockingTimeMs)}), ` +
        `accessibility ${accessibility} (goal ${WEB_GOALS.accessibility}: ${verdict(accessibility >= WEB_GOALS.accessibility)})`,
    );
  } finally {
    await stack.close();
    await dynamo.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchWebPerformance();
