import { serviceWorkerUpdate } from '@cx/shared-pwa';
import { onToastRaised, toastsWaiting } from '@cx/shell-data-access';
import { whenCustomerActs } from './after-first-screen';

type ActSource = Pick<Document, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `show` once the app-wide overlays (toasts, the update prompt) have something to do, at the
 * first of: a toast is raised, a new version waits to be activated, or the customer acts on the
 * page (what they do is what raises toasts, and the toasts' live regions must be in the page
 * before a toast is put in them). Until then their code is not fetched. Returns the function that
 * stops waiting.
 */
export function whenOverlaysNeeded(show: () => void, doc: ActSource = document): () => void {
  const stops: (() => void)[] = [];
  const stop = () => stops.splice(0).forEach((stopOne) => stopOne());
  let shown = false;
  const needed = () => {
    if (shown) return;
    shown = true;
    stop();
    show();
  };
  if (toastsWaiting() || serviceWorkerUpdate.isWaiting()) {
    needed();
    return stop;
  }
  stops.push(onToastRaised(needed), serviceWorkerUpdate.subscribe(needed), whenCustomerActs(needed, doc));
  return stop;
}
