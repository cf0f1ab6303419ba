import type { ReactNode } from 'react';
import { useLocation } from '@tanstack/react-router';
import { CartIcon, HomeIcon, ScanIcon, StarIcon } from '@cx/shared-ui';
import { AppLink } from '@cx/shared-routing';
import { messages } from '../messages';
import styles from './app-frame.module.css';

const ITEMS: readonly { to: string; label: string; icon: ReactNode }[] = [
  { to: '/', label: messages.nav.home, icon: <HomeIcon size={22} /> },
  { to: '/shop', label: messages.nav.shop, icon: <StarIcon size={22} /> },
  { to: '/scanning', label: messages.nav.scan, icon: <ScanIcon size={22} /> },
  { to: '/shop/cart', label: messages.nav.cart, icon: <CartIcon size={22} /> },
];

function isCurrent(pathname: string, to: string) {
  if (to === '/') return pathname === '/';
  if (to === '/shop')
    return pathname === '/shop' || (pathname.startsWith('/shop/') && !pathname.startsWith('/shop/cart'));
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The account layouts' bottom navigation. */
export function BottomNav() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <nav className={styles.bottomNav} aria-label={messages.bottomNav}>
      <ul role="list" className={styles.bottomNavList}>
        {ITEMS.map((item) => {
          const current = isCurrent(pathname, item.to);
          return (
            <li key={item.to}>
              <AppLink to={item.to} className={styles.bottomNavLink} aria-current={current ? 'page' : undefined}>
                {item.icon}
                <span>{item.label}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
