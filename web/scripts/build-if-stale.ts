// Builds the web app when web/dist is missing or older than its sources, so `npm start` always
// serves the current app (used as `prestart`). A fresh build takes a few seconds; otherwise this
// only compares file times.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_COMPLETE, buildWebApp } from './build.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const SOURCES = ['web/index.html', 'web/vite.config.ts', 'web/public', 'web/src', 'web/scripts/build.ts', 'shared', 'package-lock.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

const builtAt = existsSync(BUILD_COMPLETE) ? statSync(BUILD_COMPLETE).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map((source) => newestChange(join(repoRoot, source))));
if (builtAt >= changedAt) {
  console.log('web app: web/dist is up to date');
} else {
  console.log(builtAt ? 'web app: sources changed, rebuilding web/dist...' : 'web app: building web/dist...');
  await buildWebApp();
}
