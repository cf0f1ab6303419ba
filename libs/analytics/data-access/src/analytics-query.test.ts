import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { analyticsKeys, analyticsQueryOptions } from './analytics-query';

describe('analyticsQueryOptions', () => {
  it('keys the query under the resource so a mutation can invalidate it', () => {
    const options = analyticsQueryOptions('42', vi.fn());
    expect(options.queryKey).toEqual(['analytics', '42']);
    expect(options.queryKey.slice(0, 1)).toEqual([...analyticsKeys.all]);
  });

  it('fetches once and serves the cached value while fresh', async () => {
    const fetchAnalytics = vi.fn(async (id: string) => ({ id }));
    const queryClient = new QueryClient();
    const options = analyticsQueryOptions('42', fetchAnalytics);

    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });
    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });

    expect(fetchAnalytics).toHaveBeenCalledTimes(1);
    expect(fetchAnalytics).toHaveBeenCalledWith('42', expect.any(AbortSignal));
  });
});
