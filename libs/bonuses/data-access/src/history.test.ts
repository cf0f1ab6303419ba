import { describe, expect, it } from 'vitest';
import type { BonusTransaction } from '@cx/api-client';
import { groupByKyivMonth } from './history';

const tx = (id: string, date: string, amount: number): BonusTransaction => ({
  id,
  date,
  amount,
  type: amount > 0 ? 'scan' : 'exchange',
  description: id,
  order_id: null,
});

describe('groupByKyivMonth', () => {
  it('groups by the Kyiv month, not the UTC one', () => {
    const groups = groupByKyivMonth([
      // 00:30 on 1 November in Kyiv (UTC+2) is still 31 October in UTC.
      tx('a', '2026-10-31T22:30:00.000Z', 10),
      tx('b', '2026-10-31T21:30:00.000Z', 10),
      tx('c', '2026-10-02T09:00:00.000Z', -30),
    ]);
    expect(groups.map((group) => [group.month, group.transactions.map((t) => t.id), group.net])).toEqual([
      ['2026-11', ['a'], 10],
      ['2026-10', ['b', 'c'], -20],
    ]);
  });

  it('keeps an empty history empty', () => {
    expect(groupByKyivMonth([])).toEqual([]);
  });
});
