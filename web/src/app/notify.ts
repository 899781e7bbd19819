// Toasts (docs/screens-and-data.md, "Errors and toasts"). Screens call notify(); the toaster itself (Chakra's, with its
// state machine) is loaded the first time a toast is needed, so pages that never show one, like
// the home page, do not download it.

export interface Notice {
  title: string;
  description?: string;
  /** 'destructive' for failures (red), 'default' otherwise. */
  variant?: 'default' | 'destructive';
  action?: { label: string; onClick: () => void };
}

type Show = (notice: Notice) => void;

let show: Show | undefined;
let waiting: Notice | undefined;
const hostListeners = new Set<() => void>();

/** Shows a toast. At most one is on screen: a new one replaces the one before. */
export function notify(notice: Notice): void {
  if (show) return show(notice);
  // Only the newest matters, as it would replace any earlier one anyway.
  waiting = notice;
  for (const listener of hostListeners) listener();
}

/** Called by the toaster once it is mounted; hands it any toast asked for while it loaded. */
export function attachToaster(handler: Show): () => void {
  show = handler;
  const pending = waiting;
  waiting = undefined;
  if (pending) handler(pending);
  return () => {
    if (show === handler) show = undefined;
  };
}

/** For the host component: whether a toast was ever requested, and a way to hear when one is. */
export const toastRequests = {
  requested: () => waiting !== undefined || show !== undefined,
  subscribe(listener: () => void): () => void {
    hostListeners.add(listener);
    return () => hostListeners.delete(listener);
  },
};
