// The toasts asked for, held until notistack's host (loaded with the first toast) takes them.

/** SPEC §9 leaves the auto-close time open: 5 s reads a two-line toast comfortably. */
export const toastDurationMs = 5000;

export interface Toast {
  title: string;
  message?: string;
  variant?: 'info' | 'success' | 'error';
}

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

/** Tells the slot when the first toast is asked for. */
export function subscribeToToastRequests(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether a toast has been asked for yet. */
export const toastRequested = () => requested;
