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
 * notistack pauses its timer while a toast is hovered, and SPEC §9 wants no pause on hover: toasts
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
    <SnackbarContent ref={ref} role={variant === 'error' ? 'alert' : 'status'}>
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

/** Toasts: at most 3 at once, top-right (SPEC §2, §9). */
export default function ToastHost() {
  useEffect(() => attachToastHost(show), []);
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={null}
      Components={{ default: ToastView, info: ToastView, success: ToastView, error: ToastView, warning: ToastView }}
    />
  );
}
