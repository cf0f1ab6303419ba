import type { BrandConfig } from '@cx/brand-contract';
import { catchInstallEvent, startPwaLifecycle } from '@cx/shared-pwa';
import { configureExternalNavigation, installExternalLinkGuard, LINK_REFUSED, toastErrorLater } from '@cx/shell-data-access';
import { appVersion } from './app-version';
import { appAllowList } from './external-allow-list';

/**
 * The app-wide parts of the shell that must run before the first render: the external-navigation
 * allow-list and the guard that refuses links to origins off it, the install prompt's listener
 * (Chromium's event comes early), and the PWA lifecycle (version check, chunk-error reload).
 * Returns the function that stops the guard and the lifecycle.
 */
export function startShell(brand: BrandConfig): () => void {
  configureExternalNavigation(appAllowList(brand));
  const stopLinkGuard = installExternalLinkGuard(document, () => toastErrorLater(LINK_REFUSED));
  catchInstallEvent();
  const stopLifecycle = startPwaLifecycle({
    currentVersion: appVersion(),
    getRegistration: async () =>
      'serviceWorker' in navigator ? navigator.serviceWorker.getRegistration() : undefined,
  });
  return () => {
    stopLinkGuard();
    stopLifecycle();
  };
}
