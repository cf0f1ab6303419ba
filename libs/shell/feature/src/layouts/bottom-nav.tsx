import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from '@tanstack/react-router';
import { CartIcon, CatalogueIcon, HomeIcon, ScanIcon } from '@cx/shared-ui';
import { AppLink, type AppPath } from '@cx/shared-routing';
import { messages } from '../messages';
import styles from './app-frame.module.css';

const CartCountBadge = lazy(() => import('./cart-count-badge'));

const CART: AppPath = '/shop/cart';

const ITEMS: readonly { to: AppPath; label: string; icon: ReactNode }[] = [
  { to: '/', label: messages.nav.home, icon: <HomeIcon size={22} /> },
  { to: '/shop', label: messages.nav.shop, icon: <CatalogueIcon size={22} /> },
  { to: '/scanning', label: messages.nav.scan, icon: <ScanIcon size={22} /> },
  { to: CART, label: messages.nav.cart, icon: <CartIcon size={22} /> },
];

export function isCurrentTab(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  if (to === '/shop')
    return pathname === '/shop' || (pathname.startsWith('/shop/') && !pathname.startsWith(CART));
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The cart tab carries the page it was opened from (`from`, the cart's referrer guard), so the
 * cart's back arrow returns there.
 */
export function tabSearch(to: AppPath, currentHref: string): { from: string } | undefined {
  return to === CART && !currentHref.startsWith(CART) ? { from: currentHref } : undefined;
}

/**
 * The account layouts' bottom navigation: four equal columns that never grow past the screen
 * (minmax(0, 1fr)); a long label wraps inside its own column at 320 px or at 200% text instead of
 * pushing the last tab off-screen or running into its neighbour.
 */
export function BottomNav() {
  const { pathname, href } = useLocation({ select: (location) => ({ pathname: location.pathname, href: location.href }) });
  return (
    <nav className={styles.bottomNav} aria-label={messages.bottomNav}>
      <ul role="list" className={styles.bottomNavList}>
        {ITEMS.map((item) => {
          const current = isCurrentTab(pathname, item.to);
          return (
            <li key={item.to} className={styles.bottomNavItem}>
              <AppLink
                to={item.to}
                search={tabSearch(item.to, href)}
                className={styles.bottomNavLink}
                aria-current={current ? 'page' : undefined}
              >
                <span className={styles.bottomNavIcon}>{item.icon}</span>
                <span className={styles.bottomNavLabel}>{item.label}</span>
                {item.to === CART ? (
                  <Suspense fallback={null}>
                    <CartCountBadge />
                  </Suspense>
                ) : null}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
