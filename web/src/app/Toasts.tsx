import { createToaster, Stack, Toast, Toaster, type CreateToasterReturn } from '@chakra-ui/react';
import { useEffect, useSyncExternalStore } from 'react';
import { attachToaster, type Notice } from './notify.ts';
import './theme-later-recipes.ts';

const common = { max: 1, duration: 5000, hotkey: ['F8'], pauseOnPageIdle: true };
// Top of the screen on phones, bottom right on larger screens (docs/screens-and-data.md, "Screens and routes").
const topToaster = createToaster({ ...common, placement: 'top' as const });
const cornerToaster = createToaster({ ...common, placement: 'bottom-end' as const });
const LARGE_SCREEN = '(min-width: 48em)';

const isLargeScreen = () => window.matchMedia(LARGE_SCREEN).matches;
function onScreenSizeChange(listener: () => void): () => void {
  const query = window.matchMedia(LARGE_SCREEN);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

function showNotice(notice: Notice): void {
  // One toast at a time: the newest replaces whatever is showing.
  topToaster.remove();
  cornerToaster.remove();
  (isLargeScreen() ? cornerToaster : topToaster).create({
    title: notice.title,
    description: notice.description,
    type: notice.variant === 'destructive' ? 'error' : 'success',
    closable: true,
    action: notice.action,
  });
}

function ToastList({ toaster }: { toaster: CreateToasterReturn }) {
  return (
    <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
      {(toast) => (
        <Toast.Root width={{ md: 'md' }}>
          <Toast.Indicator />
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          </Stack>
          {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
          {toast.closable && <Toast.CloseTrigger aria-label="Close notification" />}
        </Toast.Root>
      )}
    </Toaster>
  );
}

export default function Toasts() {
  const large = useSyncExternalStore(onScreenSizeChange, isLargeScreen, () => true);
  // The toast that caused this component to load is handed over only once the toast group below
  // is running: a toast created while a group starts can be lost.
  useEffect(() => {
    let detach: (() => void) | undefined;
    const timer = setTimeout(() => {
      detach = attachToaster(showNotice);
    }, 0);
    return () => {
      clearTimeout(timer);
      detach?.();
    };
  }, []);
  // Only the group for this screen size is mounted, so F8 focuses the one that shows toasts.
  return large ? <ToastList key="corner" toaster={cornerToaster} /> : <ToastList key="top" toaster={topToaster} />;
}
