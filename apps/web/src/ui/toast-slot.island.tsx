import { lazy, Suspense, useSyncExternalStore } from 'react';
import { island } from '@/app/islands/island';
import {
  currentAnnouncements,
  serverAnnouncements,
  subscribeToToasts,
  toastRequested,
  type Announcement,
} from './toast-queue';

// notistack is loaded with the first toast, not with the page: most visits never show one.
const ToastHost = lazy(() => import('./toast-host'));

function Announced({ announcements }: { announcements: readonly Announcement[] }) {
  return announcements.map(({ id, toast }) => (
    <p key={id}>
      {toast.title}
      {toast.message ? (
        <>
          <br />
          {toast.message}
        </>
      ) : null}
    </p>
  ));
}

/**
 * Where toasts appear, and the live regions that read them out (errors at once, the rest politely).
 * Both regions are drawn by the server, empty, so that what a toast adds to them is announced.
 */
function ToastSlot() {
  const active = useSyncExternalStore(subscribeToToasts, toastRequested, () => false);
  const announcements = useSyncExternalStore(subscribeToToasts, currentAnnouncements, serverAnnouncements);
  const errors = announcements.filter(({ toast }) => toast.variant === 'error');
  return (
    <>
      <div className="visually-hidden">
        <div role="status" aria-atomic="false">
          <Announced announcements={announcements.filter(({ toast }) => toast.variant !== 'error')} />
        </div>
        <div role="alert" aria-atomic="false">
          <Announced announcements={errors} />
        </div>
      </div>
      {active ? (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      ) : null}
    </>
  );
}

export default island('toast-slot', ToastSlot);
