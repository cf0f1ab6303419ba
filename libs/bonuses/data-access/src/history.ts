import type { BonusTransaction } from '@cx/api-client';
import { toKyivIsoDate } from '@cx/shared-util-format';

export interface XpHistoryGroup {
  /** `2026-11`: the Kyiv calendar month the transactions fall in. */
  month: string;
  /** Net XP of the month (earned minus spent). */
  net: number;
  transactions: BonusTransaction[];
}

/**
 * Transactions (already newest first) in groups by Kyiv month, in the same order. A transaction
 * at 00:30 Kyiv on the 1st belongs to the new month even though it is the previous day in UTC.
 */
export function groupByKyivMonth(transactions: readonly BonusTransaction[]): XpHistoryGroup[] {
  const groups: XpHistoryGroup[] = [];
  for (const transaction of transactions) {
    const month = toKyivIsoDate(transaction.date).slice(0, 7);
    let group = groups.at(-1);
    if (group?.month !== month) {
      group = { month, net: 0, transactions: [] };
      groups.push(group);
    }
    group.net += transaction.amount;
    group.transactions.push(transaction);
  }
  return groups;
}
