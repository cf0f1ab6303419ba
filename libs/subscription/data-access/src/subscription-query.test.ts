import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { subscriptionKeys, subscriptionQueryOptions } from './subscription-query';

describe('subscriptionQueryOptions', () => {
  it('keys the query under the resource so a mutation can invalidate it', () => {
    const options = subscriptionQueryOptions('42', vi.fn());
    expect(options.queryKey).toEqual(['subscription', '42']);
    expect(options.queryKey.slice(0, 1)).toEqual([...subscriptionKeys.all]);
  });

  it('fetches once and serves the cached value while fresh', async () => {
    const fetchSubscription = vi.fn(async (id: string) => ({ id }));
    const queryClient = new QueryClient();
    const options = subscriptionQueryOptions('42', fetchSubscription);

    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });
    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });

    expect(fetchSubscription).toHaveBeenCalledTimes(1);
    expect(fetchSubscription).toHaveBeenCalledWith('42', expect.any(AbortSignal));
  });
});
