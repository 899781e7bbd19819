// Prints the gzip size of the JavaScript a first visit downloads before the app runs: `/` (the
// entry, the providers and theme it loads next, and their static imports) and `/dashboard` (plus
// the lazily loaded account layout and dashboard chunks with their static imports). Reads index.html and the manifest of
// `vite build`.
//   npm run build:web && npm run size:web   (or: tsx web/scripts/bundle-size.ts --json)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** Pages and the lazily loaded modules their first render needs, besides the entry. */
export const PAGES: Record<string, string[]> = {
  '/': ['src/app/App.tsx'],
  '/dashboard': [
    'src/app/App.tsx',
    'src/features/account/AccountLayout.tsx',
    'src/features/dashboard/DashboardPage.tsx',
    // Loaded by the router with every lazily loaded page.
    'src/app/theme-later-recipes.ts',
  ],
};

/** A module's chunk: by its source path, or, for a module in a shared chunk, by the chunk's name. */
function chunkOf(manifest: Manifest, key: string): ManifestChunk | undefined {
  if (manifest[key]) return manifest[key];
  const name = key.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  const named = Object.values(manifest).filter((chunk) => chunk.name === name && !chunk.src);
  return named.length === 1 ? named[0] : undefined;
}

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunkOf(manifest, key);
    if (!chunk) throw new Error(`${key} is not in the build manifest; run the web build first`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** The manifest keys of the scripts index.html loads (the entry and its preloads). */
function shellScripts(manifest: Manifest, distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const keys = Object.keys(manifest).filter((key) => files.includes(manifest[key]?.file));
  if (keys.length === 0) throw new Error('index.html loads no script of the build manifest');
  return keys;
}

export function measure(distDir = dist): Record<string, { files: number; bytes: number; gzipBytes: number }> {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const shell = shellScripts(manifest, distDir);
  const result: Record<string, { files: number; bytes: number; gzipBytes: number }> = {};
  for (const [page, lazy] of Object.entries(PAGES)) {
    const files = [...staticClosure(manifest, [...shell, ...lazy])].filter((file) => file.endsWith('.js'));
    let bytes = 0;
    let gzipBytes = 0;
    for (const file of files) {
      const content = readFileSync(join(distDir, file));
      bytes += content.length;
      gzipBytes += gzipSync(content, { level: 9 }).length;
    }
    result[page] = { files: files.length, bytes, gzipBytes };
  }
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sizes = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(sizes));
  } else {
    for (const [page, size] of Object.entries(sizes)) {
      console.log(
        `first-load JS ${page.padEnd(11)} ${(size.gzipBytes / 1024).toFixed(1)} KB gzip (${(size.bytes / 1024).toFixed(1)} KB raw, ${size.files} files)`,
      );
    }
  }
}
