import type { ReactNode } from 'react';
import { useBrand } from '@cx/brand-contract';
import { AppLink, servesLanding, type AppPath } from '@cx/shared-routing';
import { BellIcon, CartIcon, GiftIcon, List, ListItem, QrIcon, ScanIcon, StarIcon, UserIcon } from '@cx/shared-ui';
import { messages } from './messages';
import styles from './home-screen.module.css';

interface AccountLink {
  to: AppPath;
  label: string;
  hint?: string;
  icon: ReactNode;
}

/**
 * The account area on home: every feature of the customer's account one tap away, so nothing of
 * the product is reached only by typing its address (docs/routes.md has the whole map).
 */
export const ACCOUNT_SECTIONS: readonly { id: string; title: string; links: readonly AccountLink[] }[] = [
  {
    id: 'xp',
    title: messages.account.xpTitle,
    links: [
      { to: '/history-bonuses', label: messages.account.xpHistory, icon: <StarIcon /> },
      { to: '/exchange', label: messages.account.exchange, hint: messages.account.exchangeHint, icon: <GiftIcon /> },
      { to: '/get-xp', label: messages.account.getXp, icon: <StarIcon /> },
      { to: '/scanbox', label: messages.account.scanbox, hint: messages.account.scanboxHint, icon: <ScanIcon /> },
    ],
  },
  {
    id: 'account',
    title: messages.account.title,
    links: [
      { to: '/history-order', label: messages.account.orders, hint: messages.account.ordersHint, icon: <CartIcon /> },
      { to: '/profile', label: messages.account.profile, hint: messages.account.profileHint, icon: <UserIcon /> },
      { to: '/my-devices', label: messages.account.devices, icon: <QrIcon /> },
      { to: '/certificates', label: messages.account.certificates, icon: <GiftIcon /> },
      { to: '/invite-friend', label: messages.account.invite, hint: messages.account.inviteHint, icon: <GiftIcon /> },
      { to: '/subscription', label: messages.account.subscription, icon: <BellIcon /> },
      { to: '/marathon', label: messages.account.marathon, icon: <StarIcon /> },
      { to: '/offers', label: messages.account.offers, icon: <BellIcon /> },
      { to: '/go-buy', label: messages.account.goBuy, icon: <CartIcon /> },
      { to: '/why-ogo', label: messages.account.whyOgo, icon: <StarIcon /> },
      { to: '/landing', label: messages.account.landing, icon: <StarIcon /> },
    ],
  },
];

/** Home's account area, less the routes the brand does not serve (BrandConfig.hiddenRoutes). */
export function AccountLinks() {
  const brand = useBrand();
  return (
    <>
      {ACCOUNT_SECTIONS.map((section) => (
        <nav key={section.id} className={styles.account} aria-labelledby={`home-${section.id}`}>
          <h2 id={`home-${section.id}`} className={styles.shortcutsTitle}>
            {section.title}
          </h2>
          <List>
            {section.links
              .filter((link) => !brand.hiddenRoutes.includes(link.to))
              // The landing is o'go's: an app that sends its visitors to o'go's does not list it.
              .filter((link) => link.to !== '/landing' || servesLanding(brand))
              .map((link) => (
                <ListItem
                  key={link.to}
                  title={link.label}
                  subtitle={link.hint}
                  leading={link.icon}
                  renderLink={(props) => <AppLink to={link.to} {...props} />}
                />
              ))}
          </List>
        </nav>
      ))}
    </>
  );
}
