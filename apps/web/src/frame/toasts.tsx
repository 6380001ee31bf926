import { lazy, Suspense, useSyncExternalStore } from 'react';

/** SPEC §9 leaves the auto-close time open: 5 s reads a two-line toast comfortably. */
export const toastDurationMs = 5000;

export interface Toast {
  title: string;
  message?: string;
  variant?: 'info' | 'success' | 'error';
}

// notistack is loaded with the first toast, not with the page: most visits never show one.
const ToastHost = lazy(() => import('./toast-host'));

let deliver: ((toast: Toast) => void) | null = null;
const pending: Toast[] = [];
let requested = false;
const listeners = new Set<() => void>();

/** Shows a toast (top-right, at most 3, closed by a click or after `toastDurationMs`). */
export function showToast(toast: Toast): void {
  if (deliver) {
    deliver(toast);
    return;
  }
  pending.push(toast);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

/** Called by the host once notistack is mounted: it takes the toasts queued until then. */
export function attachToastHost(show: (toast: Toast) => void): () => void {
  deliver = show;
  for (const toast of pending.splice(0)) show(toast);
  return () => {
    deliver = null;
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Where toasts appear; renders nothing until the first one is asked for. */
export function ToastSlot() {
  const active = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  return active ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
