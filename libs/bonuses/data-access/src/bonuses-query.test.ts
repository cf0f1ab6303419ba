import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { bonusesKeys, bonusesQueryOptions } from './bonuses-query';

describe('bonusesQueryOptions', () => {
  it('keys the query under the resource so a mutation can invalidate it', () => {
    const options = bonusesQueryOptions('42', vi.fn());
    expect(options.queryKey).toEqual(['bonuses', '42']);
    expect(options.queryKey.slice(0, 1)).toEqual([...bonusesKeys.all]);
  });

  it('fetches once and serves the cached value while fresh', async () => {
    const fetchBonuses = vi.fn(async (id: string) => ({ id }));
    const queryClient = new QueryClient();
    const options = bonusesQueryOptions('42', fetchBonuses);

    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });
    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });

    expect(fetchBonuses).toHaveBeenCalledTimes(1);
    expect(fetchBonuses).toHaveBeenCalledWith('42', expect.any(AbortSignal));
  });
});
