import { ToastRegion } from '@cx/shared-ui';
import { toast, TOAST_DURATION_MS, useToasts } from '@cx/shell-data-access';

/**
 * Shows what anyone put into the app-wide toast store (`toast.error('Сталася помилка')`):
 * top-right, closing after 5000 ms (spec §9), errors announced assertively, the rest politely.
 */
export function ToastOutlet() {
  const toasts = useToasts();
  return <ToastRegion toasts={toasts} onDismiss={toast.dismiss} duration={TOAST_DURATION_MS} />;
}
