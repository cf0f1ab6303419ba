import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useBrand } from '@cx/brand-contract';
import { balanceQueryOptions } from '@cx/bonuses-data-access';
import { AppLink, ScreenBoundary, useAppContext, type AppPath } from '@cx/shared-routing';
import { BellIcon, CartIcon, GiftIcon, ScanIcon, Skeleton, SkeletonGroup } from '@cx/shared-ui';
import { formatXp } from '@cx/shared-util-format';
import { AccountLinks } from './account-links';
import { messages } from './messages';
import { NextReward } from './next-reward';
import styles from './home-screen.module.css';

/** The home shortcuts; their targets are other libraries' routes, linked by path. */
const SHORTCUTS: readonly { to: AppPath; label: string; icon: ReactNode }[] = [
  { to: '/scanning', label: messages.shortcuts.scan, icon: <ScanIcon /> },
  { to: '/shop', label: messages.shortcuts.shop, icon: <CartIcon /> },
  { to: '/invite-friend', label: messages.shortcuts.invite, icon: <GiftIcon /> },
  { to: '/news', label: messages.shortcuts.news, icon: <BellIcon /> },
];

/** The signed-in customer's home (spec §2 `/`): XP balance and shortcuts. */
export function HomeScreen() {
  return (
    <HomeView
      balance={
        <BalanceBoundary>
          <Balance />
        </BalanceBoundary>
      }
    />
  );
}

function BalanceBoundary({ children }: { children: ReactNode }) {
  return (
    <ScreenBoundary fallback={<BalanceSkeleton />} errorTitle={messages.balanceLoadError}>
      {children}
    </ScreenBoundary>
  );
}

function Balance() {
  const { api, product } = useAppContext();
  const { data } = useSuspenseQuery(balanceQueryOptions(api, product));
  return (
    <>
      <BalanceView xp={data} />
      <NextReward balance={data} />
    </>
  );
}

export function BalanceSkeleton() {
  return (
    <SkeletonGroup label={messages.balanceTitle}>
      {/* The height of the XP line (2rem × 1.2), so the figure takes its place without a shift. */}
      <Skeleton variant="block" width={120} height="2.4rem" />
    </SkeletonGroup>
  );
}

export function BalanceView({ xp }: { xp: number }) {
  return (
    <p className={styles.xp} data-testid="home-xp">
      {formatXp(xp)}
    </p>
  );
}

/** The screen without data, for tests and stories: `balance` is the XP area. */
export function HomeView({ balance }: { balance: ReactNode }) {
  // The document title ("Головна — <brand>") comes from the route definition.
  const brand = useBrand();
  return (
    <main className={styles.screen}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          {brand.copy.homeTitle}
        </h1>
        <p className={styles.lead}>{brand.copy.homeLead}</p>
        <div className={styles.balance}>
          <h2 className={styles.balanceTitle}>{messages.balanceTitle}</h2>
          {balance}
          <AppLink to="/history-bonuses" className={styles.history}>
            {messages.historyLink}
          </AppLink>
        </div>
      </section>
      <nav className={styles.shortcuts} aria-labelledby="home-shortcuts">
        <h2 id="home-shortcuts" className={styles.shortcutsTitle}>
          {messages.shortcutsTitle}
        </h2>
        <ul className={styles.grid}>
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.to}>
              <AppLink to={shortcut.to} className={styles.shortcut}>
                <span className={styles.icon} aria-hidden="true">
                  {shortcut.icon}
                </span>
                {shortcut.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <AccountLinks />
    </main>
  );
}
