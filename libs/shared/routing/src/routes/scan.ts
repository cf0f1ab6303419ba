// Scanning packs for XP. The scan screens must open offline (scans queue on the device),
// so no loader here waits for the network: each starts its queries and lets the screen render.
// The data-access code is imported lazily and joins the screens' chunk, never the first screen's.
import { createRoute, redirect } from '@tanstack/react-router';
import { accountLayout, accountOffFooterLayout } from '../layouts';
import { middleware } from '../guards/middleware';
import type { LoaderArgs } from './warm';
import { searchSchema, text } from './validation';
import { pageLoader } from './page-loader';
import { loadLoaders } from './lazy-loaders';

const loaders = () => loadLoaders().then((m) => m.scan);

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

function warmScanStats(args: LoaderArgs) {
  return loaders().then((m) => m.scanStats(args));
}

/** The camera scanner (BarcodeDetector, or the zxing-wasm polyfill), with manual entry. */
export const scanningRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Сканування пачки' },
  path: '/scanning',
  validateSearch: validateScanManagerSearch,
  beforeLoad: middleware('authentication'),
  loader: warmScanStats,
});

/** The scan hub: this month's packs, progress to the goal, and the ways to scan. */
export const scanboxRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Скануй пачки — отримуй XP' },
  path: '/scanbox',
  validateSearch: validateScanManagerSearch,
  beforeLoad: middleware('authentication'),
  loader: warmScanStats,
});

/** A photo of several packs, sent as base64 (spec §5). */
export const scanMultiRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Кілька пачок одним фото' },
  path: '/scan/multi',
  beforeLoad: middleware('authentication'),
});

/** How to scan: the CMS page `scan-instruction`. */
export const scanInstructionRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Як сканувати' },
  path: '/scan/instruction',
  beforeLoad: middleware('authentication'),
  loader: pageLoader('scan-instruction'),
});

/** Every scan, newest first, 20 at a time (get-history with offset). */
export const scanHistoryRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Історія сканувань' },
  path: '/scan/history',
  beforeLoad: middleware('authentication'),
  loader: (args: LoaderArgs) => loaders().then((m) => m.scanHistory(args)),
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
