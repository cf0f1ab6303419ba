import { ToastRegion } from '@cx/shared-ui';
import { toast, TOAST_DURATION_MS, useToasts } from '@cx/shell-data-access';

const NONE = [] as const;

/**
 * Shows what anyone put into the app-wide toast store (`toast.error('Сталася помилка')`):
 * top-right, closing after 5000 ms (spec §9), errors announced assertively, the rest politely.
 * `empty` renders the live regions alone (they must be in the page before what they announce).
 */
export function ToastOutlet({ empty = false }: { empty?: boolean }) {
  const toasts = useToasts();
  return <ToastRegion toasts={empty ? NONE : toasts} onDismiss={toast.dismiss} duration={TOAST_DURATION_MS} />;
}
