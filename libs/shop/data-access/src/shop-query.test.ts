import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { shopKeys, shopQueryOptions } from './shop-query';

describe('shopQueryOptions', () => {
  it('keys the query under the resource so a mutation can invalidate it', () => {
    const options = shopQueryOptions('42', vi.fn());
    expect(options.queryKey).toEqual(['shop', '42']);
    expect(options.queryKey.slice(0, 1)).toEqual([...shopKeys.all]);
  });

  it('fetches once and serves the cached value while fresh', async () => {
    const fetchShop = vi.fn(async (id: string) => ({ id }));
    const queryClient = new QueryClient();
    const options = shopQueryOptions('42', fetchShop);

    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });
    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });

    expect(fetchShop).toHaveBeenCalledTimes(1);
    expect(fetchShop).toHaveBeenCalledWith('42', expect.any(AbortSignal));
  });
});
