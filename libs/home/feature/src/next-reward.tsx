import { useQuery } from '@tanstack/react-query';
import { exchangeProductsQueryOptions, type ExchangeProduct } from '@cx/bonuses-data-access';
import { AppLink, useAppContext } from '@cx/shared-routing';
import { formatXp } from '@cx/shared-util-format';
import { messages } from './messages';
import styles from './home-screen.module.css';

/** What the balance buys on the exchange: how many items now, and the cheapest one still out of reach. */
export interface RewardProgress {
  affordable: number;
  goal: { title: string; price: number } | null;
}

/** Only what can be exchanged now (active and in stock) counts; the goal is the cheapest item the balance is short of. */
export function rewardProgress(balance: number, items: readonly ExchangeProduct[]): RewardProgress {
  const available = items.filter((item) => item.active && item.stock > 0);
  const goal = available.filter((item) => item.price_xp > balance).sort((a, b) => a.price_xp - b.price_xp)[0];
  return {
    affordable: available.filter((item) => item.price_xp <= balance).length,
    goal: goal ? { title: goal.title, price: goal.price_xp } : null,
  };
}

/** The progress line under the balance, driven by props (stories, tests). */
export function NextRewardView({ balance, progress }: { balance: number; progress: RewardProgress }) {
  const { affordable, goal } = progress;
  if (affordable === 0 && !goal) return null;
  return (
    <div className={styles.reward} data-testid="home-next-reward">
      {goal ? (
        <>
          <progress className={styles.rewardBar} max={goal.price} value={balance} aria-label={messages.reward.progressLabel(goal.title)} />
          <p className={styles.rewardText}>{messages.reward.short(formatXp(goal.price - balance), goal.title)}</p>
        </>
      ) : null}
      {affordable > 0 ? (
        <AppLink to="/exchange" className={styles.history}>
          {messages.reward.affordable(affordable)}
        </AppLink>
      ) : null}
    </div>
  );
}

/** Under the balance: progress to the next exchange reward; a failed or slow list shows nothing (the balance stays). */
export function NextReward({ balance }: { balance: number }) {
  const { api, product } = useAppContext();
  const { data } = useQuery({ ...exchangeProductsQueryOptions(api, product), retry: false });
  return data ? <NextRewardView balance={balance} progress={rewardProgress(balance, data)} /> : null;
}
