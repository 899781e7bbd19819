import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastRequests } from './notify.ts';

const Toasts = lazy(() => import('./Toasts.tsx'));

/** Mounts the toaster the first time a toast is asked for. */
export function ToastHost() {
  const requested = useSyncExternalStore(toastRequests.subscribe, toastRequests.requested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
