import type { ToastOptions } from 'react-toastify';

/**
 * A toast from code the first page loads (the query client, the session): the toast library loads on the first
 * one, so the first page does without it (decision 042). Toasts raised before the container is drawn wait for it.
 */
export function notify(kind: 'error' | 'info' | 'success', message: string, options?: ToastOptions): void {
  void import('react-toastify').then(({ toast }) => toast[kind](message, options));
}
