// Builds the web app into web/dist: the browser bundle (Vite), then the public pages rendered to
// HTML with their styles (shared/prerendered-pages.ts lists them), so that a first visit shows
// the page before the JavaScript has loaded.
//   npm run build:web
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { PRERENDERED_PAGES } from '@/shared/prerendered-pages.ts';
import type { RenderedPage } from '../src/prerender/rendered-page.ts';

const webRoot = fileURLToPath(new URL('../', import.meta.url));
const configFile = join(webRoot, 'vite.config.ts');
export const distDir = join(webRoot, 'dist');
/** Written last, so a half-finished build is never taken for a finished one. */
export const BUILD_COMPLETE = join(distDir, '.vite/build-complete');
const serverBundleDir = join(webRoot, '.prerender');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The app shell with a rendered page in it; `data-prerendered` tells main.tsx to hydrate. The page
 * is readable without its scripts, so they are not in the HTML, where the browser would fetch them
 * first: public/start-app.js loads them once the page has been painted.
 */
export function pageDocument(shell: string, path: string, page: RenderedPage): string {
  const root = '<div id="root"></div>';
  const scripts = [...shell.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  if (scripts.length === 0 || !shell.includes(root) || !shell.includes('</head>')) {
    throw new Error('index.html has no module script, no empty #root or no </head>');
  }
  const preload = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const starter = `<script defer src="/start-app.js" data-scripts="${scripts.join(' ')}" data-preload="${preload.join(' ')}"></script>`;
  return shell
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `${page.styles}${starter}</head>`)
    .replace(root, `<div id="root" data-prerendered="${path}">${page.html}</div>`);
}

export async function buildWebApp(): Promise<void> {
  process.env.NODE_ENV = 'production';
  await build({ configFile, logLevel: 'warn' });
  await build({
    configFile,
    logLevel: 'warn',
    build: { ssr: 'src/prerender/render-page.tsx', outDir: serverBundleDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  const { renderPage } = (await import(pathToFileURL(join(serverBundleDir, 'render-page.js')).href)) as {
    renderPage: (path: string) => Promise<RenderedPage>;
  };
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
    const target = join(distDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, pageDocument(shell, path, await renderPage(path)));
  }
  rmSync(serverBundleDir, { recursive: true, force: true });
  writeFileSync(BUILD_COMPLETE, new Date().toISOString());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildWebApp();
  console.log(`web app built in ${distDir} (${Object.keys(PRERENDERED_PAGES).length} pages pre-rendered)`);
}
