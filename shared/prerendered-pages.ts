// The public pages built to HTML at build time (web/scripts/build.ts). A first visit to one of
// them shows the page before any JavaScript runs; the app then takes it over (hydration). CloudFront
// (infra/stacks/hosting-stack.ts) and the local server (infra/local/static-files.ts) answer these
// paths with the page's own file and every other page path with the empty app shell, index.html.

/**
 * Page path → the file in the built app that holds it. Only pages that look the same for every
 * visitor at any time: not the call time checker, whose zone labels show today's UTC offsets.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': '/pages/home.html',
  '/about': '/pages/about.html',
  '/services': '/pages/services.html',
  '/contact': '/pages/contact.html',
  '/privacy': '/pages/privacy.html',
  '/terms': '/pages/terms.html',
};

/** The built file for a page path, if that page is pre-rendered. */
export function prerenderedFile(path: string): string | undefined {
  return Object.hasOwn(PRERENDERED_PAGES, path) ? PRERENDERED_PAGES[path] : undefined;
}
