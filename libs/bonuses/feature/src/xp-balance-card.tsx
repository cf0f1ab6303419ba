import { formatXp } from '@cx/shared-util-format';
import { messages } from './messages';
import styles from './bonuses.module.css';
import { AppLink } from '@cx/shared-routing';

export interface XpBalanceCardProps {
  /** Undefined while it loads (a dash, never a misleading 0). */
  balance: number | undefined;
  /** XP of orders not delivered yet (get-full-balance / history summary). */
  pendingXp?: number;
  /** Scans waiting on this device to be sent. */
  pendingScans?: number;
  /** Show a link to Історія XP. */
  historyLink?: boolean;
}

/** The XP balance as the XP screens show it, with what is still pending. */
export function XpBalanceCard({ balance, pendingXp = 0, pendingScans = 0, historyLink = false }: XpBalanceCardProps) {
  return (
    <section className={styles.balanceCard} aria-label={messages.balance.label}>
      <span className={styles.balanceLabel}>{messages.balance.label}</span>
      <span className={styles.balanceValue} data-testid="xp-balance">
        {balance === undefined ? '—' : formatXp(balance)}
      </span>
      {pendingXp > 0 ? <span className={styles.balanceNote}>{messages.balance.pendingOrders(formatXp(pendingXp))}</span> : null}
      {pendingScans > 0 ? (
        <span className={styles.balanceNote} role="status">
          {messages.balance.pendingScans(pendingScans)}
        </span>
      ) : null}
      {historyLink ? (
        <AppLink to="/history-bonuses" className={styles.balanceLink}>
          {messages.balance.history}
        </AppLink>
      ) : null}
    </section>
  );
}
