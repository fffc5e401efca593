import type { ToastOptions } from 'react-toastify';
import { useSyncExternalStore } from 'react';

let raised = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A toast. The toast library loads on the first one, so the first page does without it, and its area is drawn
 * from then on: drawing it adds the library's style sheet, which makes the browser restyle the whole page, a long
 * task while a page starts (decision 042). Toasts raised before the area is drawn wait for it.
 */
export function notify(kind: 'error' | 'info' | 'success', message: string, options?: ToastOptions): void {
  if (!raised) {
    raised = true;
    for (const listener of listeners) listener();
  }
  void import('react-toastify').then(({ toast }) => toast[kind](message, options));
}

/** Whether a toast has been raised: the root shell draws the toast area from then on. */
export function useToastRaised(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => raised,
    () => false,
  );
}
