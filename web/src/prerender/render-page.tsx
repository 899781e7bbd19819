// Build-time only (web/scripts/build.ts): renders one public page to HTML with the styles it
// uses, exactly as the app's first render in the browser will produce it, so that the browser can
// show the page at once and the app can take it over (hydrateRoot) without re-creating or
// re-styling anything.
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../app/App.tsx';
import { pageTitle } from '../app/page-title.ts';
import { createQueryClient } from '../app/query-client.ts';
import { createAppRouter } from '../app/router.tsx';
import type { RenderedPage } from './rendered-page.ts';

/**
 * The rules go in plain <style> elements that nothing moves. Emotion's browser cache (key "css")
 * moves every `<style data-emotion="css …">` it adopts to the end of <head>, and moving a sheet
 * with rules in it makes the browser work out every element's style again (a long task on a
 * phone), so the elements emotion adopts are empty and only carry its marks: the class ids listed
 * in `<style data-emotion="css id…">` count as already inserted, and each <Global> finds its own
 * `<style data-emotion="css-global id">`. Global styles are the ones never registered as a class
 * name; they come first, as emotion puts them before the class names.
 */
function styleElements(cache: EmotionCache): string {
  const globalIds: string[] = [];
  const ids: string[] = [];
  let globalRules = '';
  let rules = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globalIds.push(id);
      globalRules += css;
    } else {
      ids.push(id);
      rules += css;
    }
  }
  return [
    `<style>${globalRules}</style>`,
    `<style>${rules}</style>`,
    ...globalIds.map((id) => `<style data-emotion="${cache.key}-global ${id}"></style>`),
    `<style data-emotion="${cache.key} ${ids.join(' ')}"></style>`,
  ].join('');
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }), { scrollRestoration: false });
  await router.load();
  if (router.state.location.pathname !== path) throw new Error(`${path} redirected to ${router.state.location.pathname}`);
  const leaf = router.state.matches.at(-1);
  if (!leaf?.staticData.title && path !== '/') throw new Error(`${path} is not a named page of the router`);
  const unfinished = router.state.matches.find((match) => match.status !== 'success');
  if (unfinished) throw new Error(`${path}: ${unfinished.routeId} ended as ${unfinished.status}`);

  // compat: styles are collected in the cache instead of being written next to each element.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <App queryClient={queryClient} router={router} />
      </CacheProvider>
    </StrictMode>,
  );
  return { html, styles: styleElements(cache), title: pageTitle(router) };
}
