import { closeSnackbar, enqueueSnackbar, SnackbarContent, SnackbarProvider, type CustomContentProps } from 'notistack';
import { forwardRef, type ReactNode } from 'react';
import styles from './toasts.module.css';

/** SPEC §9 leaves the auto-close time open: 5 s reads a two-line toast comfortably. */
export const toastDurationMs = 5000;

export interface Toast {
  title: string;
  message?: string;
  variant?: 'info' | 'success' | 'error';
}

declare module 'notistack' {
  interface OptionsObject {
    title?: string;
  }
}

/**
 * Shows a toast. It closes on click and after `toastDurationMs`, counted by our own timer:
 * notistack's timer pauses while hovered, and SPEC §9 wants no pause on hover.
 */
export function showToast({ title, message, variant = 'info' }: Toast): void {
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
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={null}
      Components={{ default: ToastView, info: ToastView, success: ToastView, error: ToastView, warning: ToastView }}
    >
      {children}
    </SnackbarProvider>
  );
}
