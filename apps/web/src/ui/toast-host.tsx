import { closeSnackbar, enqueueSnackbar, SnackbarContent, SnackbarProvider, type CustomContentProps } from 'notistack';
import { forwardRef, useEffect } from 'react';
import styles from './toasts.module.css';
import { attachToastHost, toastDurationMs, type Toast } from './toast-queue';

declare module 'notistack' {
  interface OptionsObject {
    title?: string;
  }
}

/**
 * notistack pauses its timer while a toast is hovered, and requirements §15 wants no pause on hover: toasts
 * are kept open by notistack (`autoHideDuration: null`) and closed by the site's own timer.
 */
function show({ title, message, variant = 'info' }: Toast) {
  const key = enqueueSnackbar(message ?? '', { variant, title, autoHideDuration: null });
  setTimeout(() => {
    closeSnackbar(key);
  }, toastDurationMs);
}

const ToastView = forwardRef<HTMLDivElement, CustomContentProps & { title?: string }>(function ToastView(props, ref) {
  const { id, message, variant, title } = props;
  return (
    // Not a live region itself: the slot's regions, in the page from the start, read it out.
    <SnackbarContent ref={ref}>
      <button
        type="button"
        className={styles.toast}
        data-variant={variant}
        onClick={() => {
          closeSnackbar(id);
        }}
      >
        {title ? <strong className={styles.title}>{title}</strong> : null}
        {message ? <span className={styles.message}>{message}</span> : null}
      </button>
    </SnackbarContent>
  );
});

/** Toasts: at most 3 at once, top-right (requirements §15), closed by a click or Escape. */
export default function ToastHost() {
  useEffect(() => attachToastHost(show), []);
  useEffect(() => {
    // Escape closes the toasts, unless it closed something else first (the menu, a filter panel).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeSnackbar();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={null}
      Components={{ default: ToastView, info: ToastView, success: ToastView, error: ToastView, warning: ToastView }}
    />
  );
}
