import type { AppPath } from './app-path';

/** Where the header's back arrow leads on a screen (spec §2). */
export type BackTarget =
  | { kind: 'none' }
  /** A fixed screen, whatever the history says. */
  | { kind: 'to'; to: AppPath }
  /** The previous screen of this app, or home when the app was opened on this screen. */
  | { kind: 'history' }
  /**
   * The page the `referrer` guard put in the route context (the in-app page that sent the
   * customer here), else `fallback`. Not history: the steps after this screen lead back to it,
   * so history would send the customer round in a loop.
   */
  | { kind: 'referrer'; fallback: AppPath };

/**
 * Back arrows of spec §2, by route path (`fullPath`, params as `$name`). Screens not listed go
 * back in history. docs/routes.md shows the same table.
 */
export const BACK_TARGETS: Readonly<Record<string, BackTarget>> = {
  '/': { kind: 'none' },
  '/auth': { kind: 'none' },
  '/registration': { kind: 'none' },
  '/is18': { kind: 'none' },
  '/landing': { kind: 'none' },
  '/$': { kind: 'none' },
  '/device-reg': { kind: 'to', to: '/my-devices' },
  '/news/$newsId': { kind: 'to', to: '/news' },
  '/vocabulary': { kind: 'to', to: '/faq' },
  '/vocabulary/ogo-club': { kind: 'to', to: '/vocabulary' },
  '/vocabulary/velo': { kind: 'to', to: '/vocabulary' },
  // The shop flow steps back in one order: cart ← delivery ← payment ← checkout, and the cart
  // back to whichever page opened it.
  '/shop/cart': { kind: 'referrer', fallback: '/shop' },
  '/shop/delivery': { kind: 'to', to: '/shop/cart' },
  '/shop/payment': { kind: 'to', to: '/shop/delivery' },
  '/shop/checkout': { kind: 'to', to: '/shop/payment' },
  // The order is placed: the flow behind it is spent (an emptied checkout), so back goes home.
  '/shop/success': { kind: 'to', to: '/' },
};

/**
 * The back arrow of the screen at `fullPath` (a route's path pattern, not the URL). `referrer` is
 * what the screen's referrer guard found; a `referrer` target resolves to it here, so callers
 * only ever see none, a fixed path or history.
 */
export function backTargetFor(
  fullPath: string,
  referrer?: unknown,
): Exclude<BackTarget, { kind: 'referrer' }> | { kind: 'href'; href: string } {
  const normalised = fullPath.length > 1 ? fullPath.replace(/\/+$/, '') : fullPath;
  const target = BACK_TARGETS[normalised] ?? { kind: 'history' };
  if (target.kind !== 'referrer') return target;
  // The page the referrer guard kept (an in-app address with its own query), or the fallback.
  const safe = typeof referrer === 'string' && referrer.startsWith('/') && !referrer.startsWith('//');
  return safe ? { kind: 'href', href: referrer } : { kind: 'to', to: target.fallback };
}
