type Listener = () => void;

let waiting = 0;
const listeners = new Set<Listener>();

/*
 * How many toasts wait to be shown, apart from the toast store (toast-store.ts): the shell waits
 * for one to fetch the overlays that show them (the app's overlays-needed.ts), and the first
 * screen comes without the store's code, which only code run after the visitor acts ever calls.
 */

/** Whether a toast waits to be shown. */
export function toastsWaiting(): boolean {
  return waiting > 0;
}

/** Told when a toast is raised. */
export function onToastRaised(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The store's count after each change; a raised toast tells the listeners. */
export function countToasts(count: number): void {
  const raised = count > waiting;
  waiting = count;
  if (raised) [...listeners].forEach((listener) => listener());
}

/** Shows an error toast once the store's code is there (callers in the main bundle). */
export function toastErrorLater(message: string): void {
  void import('./toast-store').then(({ toast }) => toast.error(message));
}
