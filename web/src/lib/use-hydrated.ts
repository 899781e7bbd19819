import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while the page is rendered ahead of time and while the browser takes that markup over
 * (hydration), true from then on. What only the browser knows, such as who is signed in, is shown
 * from the render after, so the first render matches the pre-rendered page exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
