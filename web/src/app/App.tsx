import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './router.tsx';
import { system } from './theme.ts';

/**
 * The theme as the provider sees it on a page that arrived pre-rendered: the page-wide CSS (reset,
 * global styles, token variables) is already in the page's HTML and stays there, so the provider
 * gets none to build, serialise and compare at start-up (web/scripts/chakra-lazy-global-css.ts).
 */
const systemWithoutPageCss = Object.create(system, { _global: { value: [] } }) as typeof system;

/** The providers every screen relies on: theme, data cache and router. */
export function App({ queryClient, router, pageCssInHtml = false }: { queryClient: QueryClient; router: AppRouter; pageCssInHtml?: boolean }) {
  return (
    <ChakraProvider value={pageCssInHtml ? systemWithoutPageCss : system}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
