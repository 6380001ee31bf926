import { lazy, Suspense, useSyncExternalStore } from 'react';
import { island } from '../app/islands/island';
import { subscribeToToastRequests, toastRequested } from './toast-queue';

// notistack is loaded with the first toast, not with the page: most visits never show one.
const ToastHost = lazy(() => import('./toast-host'));

/** Where toasts appear; renders nothing until the first one is asked for. */
function ToastSlot() {
  const active = useSyncExternalStore(subscribeToToastRequests, toastRequested, () => false);
  return active ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

export default island('toast-slot', ToastSlot);
