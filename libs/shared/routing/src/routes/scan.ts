// Scanning packs for XP. The scan screens must open offline (scans queue on the device),
// so no loader here waits for the network: each starts its queries and lets the screen render.
// The data-access code is imported lazily and joins the screens' chunk, never the first screen's.
import { createRoute, redirect } from '@tanstack/react-router';
import { accountLayout, accountOffFooterLayout } from '../layouts';
import { searchSchema, text } from './validation';
import { pageLoader } from './page-loader';
import { lazyLoader } from './lazy-loaders';
import { screenRoute } from './screen-route';

/**
 * A sales manager's link (e.g. a QR code at a shop: /scanning?manager=42&manager_from=qr): the
 * screen passes it to save-manager once (spec §3 scan state: manager id and type).
 */
const managerValue = text(/^[\w.:-]{1,64}$/, (raw) => raw.trim());
const managerSearch = searchSchema({ manager: managerValue, manager_from: managerValue });

function validateScanManagerSearch(search: Record<string, unknown>) {
  const { manager, manager_from = 'link' } = managerSearch(search);
  return manager ? { manager, manager_from } : {};
}

/** Both screens that scan take a manager's link and start the month's scan stats. */
const scanScreen = { validateSearch: validateScanManagerSearch, loader: lazyLoader('scan.scanStats') };

/** The camera scanner (BarcodeDetector, or the zxing-wasm polyfill), with manual entry. */
export const scanningRoute = screenRoute(accountOffFooterLayout, '/scanning', 'Сканування пачки', scanScreen);

/** The scan hub: this month's packs, progress to the goal, and the ways to scan. */
export const scanboxRoute = screenRoute(accountLayout, '/scanbox', 'Скануй пачки — отримуй XP', scanScreen);

/** A photo of several packs, sent as base64 (spec §5). */
export const scanMultiRoute = screenRoute(accountOffFooterLayout, '/scan/multi', 'Кілька пачок одним фото');

/** How to scan: the CMS page `scan-instruction`. */
export const scanInstructionRoute = screenRoute(accountOffFooterLayout, '/scan/instruction', 'Як сканувати', {
  loader: pageLoader('scan-instruction'),
});

/** Every scan, newest first, 20 at a time (get-history with offset). */
export const scanHistoryRoute = screenRoute(accountLayout, '/scan/history', 'Історія сканувань', {
  loader: lazyLoader('scan.scanHistory'),
});

/** Spec §2 also names the history scan-history. */
export const scanHistoryAliasRoute = createRoute({
  getParentRoute: () => accountLayout,
  path: '/scan-history',
  beforeLoad: () => {
    throw redirect({ href: '/scan/history', replace: true });
  },
});

export const scanAccountRoutes = [scanboxRoute, scanHistoryRoute, scanHistoryAliasRoute] as const;
export const scanAccountOffFooterRoutes = [scanningRoute, scanMultiRoute, scanInstructionRoute] as const;
