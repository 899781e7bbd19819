import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createQueryClient } from './app/query-client.ts';
import { ACCOUNT_PATHS, createAppRouter } from './app/router.tsx';

// When the session ends while the app is open (logged out in another tab, expired), the account
// area sends the visitor to log in again and back here afterwards.
const queryClient = createQueryClient({
  onSessionEnded: () => {
    const { pathname, href } = router.state.location;
    if (ACCOUNT_PATHS.some((path) => pathname.startsWith(path))) {
      void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
    }
  },
});
const router = createAppRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
