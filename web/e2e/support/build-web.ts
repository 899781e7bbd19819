// Global setup of the browser tests: builds the web app once, so the local server serves what
// CloudFront would, pre-rendered pages included. It runs `npm run build:web` (web/scripts/build.ts)
// in its own process with NODE_ENV=production (vitest sets NODE_ENV=test, which would bundle
// React's development build). SKIP_WEB_BUILD=1 reuses an
// existing web/dist, which is faster when iterating on the tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export default function setup() {
  const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
  if (process.env.SKIP_WEB_BUILD === '1' && existsSync(`${repoRoot}web/dist/index.html`)) return;
  const tsx = `${repoRoot}node_modules/tsx/dist/cli.mjs`;
  const result = spawnSync(process.execPath, [tsx, 'web/scripts/build.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`The web build failed:\n${result.stdout}\n${result.stderr}`);
}
