import { Box } from '@chakra-ui/react';
import { Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pageTitle } from './page-title.ts';
import { ToastHost } from './ToastHost.tsx';

/**
 * After each page change: the tab title names the page, and keyboard and screen-reader focus
 * moves to the page's heading, as it would on a site where every page is a fresh load.
 */
function usePageChangeAnnouncements() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        document.title = pageTitle(router);
        if (!event.pathChanged || event.fromLocation === undefined) return;
        const heading = document.querySelector<HTMLElement>('main h1');
        const target = heading ?? document.querySelector<HTMLElement>('main');
        if (!target) return;
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }),
    [router],
  );
}

export function RootLayout() {
  usePageChangeAnnouncements();
  return (
    <>
      <Box
        asChild
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="white"
        color="blue.800"
        px="4"
        py="3"
        fontWeight="bold"
        rounded="md"
        borderWidth="2px"
        borderColor="blue.700"
        _focusVisible={{ top: '2' }}
      >
        <a href="#main">Skip to main content</a>
      </Box>
      <Outlet />
      <ToastHost />
    </>
  );
}
