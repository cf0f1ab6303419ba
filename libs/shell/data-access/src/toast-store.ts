import { useSyncExternalStore, type ReactNode } from 'react';
import { countToasts } from './toast-signal';

/** Spec §9: toast notices close themselves after 5000 ms. */
export const TOAST_DURATION_MS = 5_000;
/** Older toasts drop off beyond this many, so a burst of failures cannot cover the screen. */
export const MAX_TOASTS = 3;

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  title?: string;
  /** Milliseconds; Infinity keeps it until closed. Defaults to TOAST_DURATION_MS. */
  duration?: number;
  /** A next step the notice offers (a link "До кошика"); closing the toast leaves it undone. */
  action?: ReactNode;
}

export interface ToastOptions {
  /** Showing the same id again replaces that toast instead of stacking a copy. */
  id?: string;
  title?: string;
  duration?: number;
  action?: ReactNode;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
const listeners = new Set<Listener>();

function emit(next: readonly Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
  countToasts(next.length);
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  // The same notice twice (two failed calls at once) is one toast, not a stack of copies.
  const id = options.id ?? `${kind}:${message}`;
  const next: Toast = { id, kind, message, title: options.title, duration: options.duration, action: options.action };
  emit([...toasts.filter((toast) => toast.id !== id), next].slice(-MAX_TOASTS));
  return id;
}

/**
 * The app-wide toast API. Any library may call it — features, data-access, even code outside
 * React — and the shell shows the toasts top-right and announces them to screen readers:
 *
 *   toast.error('Сталася помилка');
 */
export const toast = {
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  dismiss(id: string) {
    if (toasts.some((item) => item.id === id)) emit(toasts.filter((item) => item.id !== id));
  },
  clear() {
    if (toasts.length) emit([]);
  },
};

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current toasts, re-rendering on every change (for the shell's toast region). */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}
