// The toasts asked for, held until notistack's host (loaded with the first toast) takes them.

/** Requirements §15 leaves the auto-close time open: 5 s reads a two-line toast comfortably. */
export const toastDurationMs = 5000;

export interface Toast {
  title: string;
  message?: string;
  variant?: 'info' | 'success' | 'error';
}

/** A toast as screen readers hear it: its text, kept in the page's live regions while it shows. */
export interface Announcement {
  id: number;
  toast: Toast;
}

let deliver: ((toast: Toast) => void) | null = null;
const pending: Toast[] = [];
const noAnnouncements: readonly Announcement[] = [];
let announcements = noAnnouncements;
let lastAnnouncementId = 0;
const listeners = new Set<() => void>();

/** Shows a toast (top-right, at most 3, closed by a click, Escape or after `toastDurationMs`). */
export function showToast(toast: Toast): void {
  announce(toast);
  if (deliver) {
    deliver(toast);
    return;
  }
  pending.push(toast);
}

/** Called by the host once notistack is mounted: it takes the toasts queued until then. */
export function attachToastHost(show: (toast: Toast) => void): () => void {
  deliver = show;
  for (const toast of pending.splice(0)) show(toast);
  return () => {
    deliver = null;
  };
}

function setAnnouncements(next: readonly Announcement[]) {
  announcements = next;
  for (const listener of listeners) listener();
}

// A live region speaks what is added to it, not a region that appears with its text: the regions
// are in the page from the server on, and a toast's text is added to them while it shows.
function announce(toast: Toast) {
  const id = (lastAnnouncementId += 1);
  setAnnouncements([...announcements, { id, toast }].slice(-3));
  setTimeout(() => {
    setAnnouncements(announcements.filter((announcement) => announcement.id !== id));
  }, toastDurationMs);
}

/** Tells the slot when a toast is asked for or its time is up. */
export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether a toast has been asked for yet (the slot then loads the host). */
export const toastRequested = () => lastAnnouncementId > 0;

/** The toasts showing now, as screen readers are told of them. */
export const currentAnnouncements = () => announcements;

/** The server's (and hydration's) announcements: none. */
export const serverAnnouncements = () => noAnnouncements;
