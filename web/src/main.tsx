import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './app/query-client.ts';
import { isAccountPath } from '@/shared/account-pages.ts';
import { createAppRouter } from './app/router.tsx';

// When the session ends while the app is open (logged out in another tab, expired), the account
// area sends the visitor to log in again and back here afterwards.
const queryClient = createQueryClient({
  onSessionEnded: () => {
    const { pathname, href } = router.state.location;
    if (isAccountPath(pathname)) {
      void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
    }
  },
});
const router = createAppRouter(queryClient);

async function start(container: HTMLElement) {
  // The providers and theme come in a module of their own: building the theme is the longest
  // single piece of start-up work, and as a separate module it runs as a separate task, so the
  // page can answer input in between. (Not a top-level await: that module imports this one's
  // chunk, which must finish first.)
  const { App } = await import('./app/App.tsx');
  const prerendered = container.dataset.prerendered === window.location.pathname;
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} pageCssInHtml={prerendered} />
    </StrictMode>
  );

  // A public page arrives already rendered (web/scripts/build.ts): the app loads the page's code,
  // then takes over the markup on screen instead of drawing it again. Both happen in a
  // transition, so the work is done in small slices and the page answers input meanwhile.
  if (prerendered) {
    // The router renders the page's boundaries as it did at build time (no Suspense around the
    // root), so the markup matches; there is no server manifest.
    router.ssr = { manifest: undefined };
    await router.load();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    startTransition(() => {
      createRoot(container).render(app);
    });
  }
}

void start(document.getElementById('root')!);
