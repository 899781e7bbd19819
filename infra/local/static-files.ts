// Serves the built web app (web/dist) the way the CloudFront distribution does: files as they are,
// hashed assets cached for a year, the pre-rendered public pages (shared/prerendered-pages.ts) at
// their paths, and any other page path answered with index.html so the browser-side router can
// show it (SPA fallback). API, test, developer-console, simulator and
// Twilio paths are never answered with the app.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { prerenderedFile } from '@/shared/prerendered-pages.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where `npm run build:web` writes the app; WEB_DIST_DIR points elsewhere (tests). */
export const webDistDir = (): string => resolve(REPO_ROOT, process.env.WEB_DIST_DIR ?? 'web/dist');

/** Paths that belong to the API and the local tools, never to the web app. */
const NOT_THE_APP = ['/api', '/test', '/__dev', '/__sim', '/twilio'];

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);

// The response headers policy of the CloudFront distribution (HSTS is left out on plain http).
const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
    "connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'; " +
    "media-src 'self' https://*.amazonaws.com",
};

export const belongsToApp = (path: string): boolean =>
  !NOT_THE_APP.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  gzipped: Buffer | undefined;
}
const cache = new Map<string, CachedFile>();

async function readCached(file: string, mtimeMs: number): Promise<CachedFile> {
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached;
  const body = await readFile(file);
  const entry = { mtimeMs, body, gzipped: COMPRESSIBLE.has(extname(file)) && body.length > 1024 ? gzipSync(body) : undefined };
  cache.set(file, entry);
  return entry;
}

async function fileAt(root: string, urlPath: string): Promise<{ file: string; mtimeMs: number } | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = normalize(join(root, decoded));
  // Never outside the app's folder (../ tricks).
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

async function send(req: IncomingMessage, res: ServerResponse, file: string, mtimeMs: number, cacheControl: string) {
  const { body, gzipped } = await readCached(file, mtimeMs);
  const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  const useGzip = gzipped !== undefined && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const headers: Record<string, string | number> = {
    'content-type': type,
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
    ...(type.startsWith('text/html') ? SECURITY_HEADERS : { 'x-content-type-options': 'nosniff' }),
  };
  const payload = useGzip ? gzipped : body;
  if (useGzip) headers['content-encoding'] = 'gzip';
  headers['content-length'] = payload.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/**
 * Answers a GET or HEAD for the web app. Returns false when the request is not the app's (an API
 * or tool path, another method) or when the app has not been built, so the caller can go on.
 */
export async function serveWebApp(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!belongsToApp(path)) return false;
  const root = webDistDir();
  const index = await fileAt(root, '/index.html');
  if (!index) return false;

  if (path !== '/' && path !== '/index.html') {
    const found = await fileAt(root, path);
    if (found) {
      // Vite puts a content hash in every file name under /assets/, so they never change.
      const immutable = path.startsWith('/assets/');
      await send(req, res, found.file, found.mtimeMs, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return true;
    }
    // A missing script or image is a 404, not the app's page (it would be parsed as code).
    if (path.startsWith('/assets/')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : 'Not Found');
      return true;
    }
  }
  // A pre-rendered public page is answered with its own file; every other path is a page of the
  // app's shell: the router decides what it shows, including Not Found.
  const prerendered = prerenderedFile(path === '/index.html' ? '/' : path);
  const page = (prerendered && (await fileAt(root, prerendered))) || index;
  await send(req, res, page.file, page.mtimeMs, 'no-cache');
  return true;
}
