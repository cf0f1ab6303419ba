import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { scanKeys, scanQueryOptions } from './scan-query';

describe('scanQueryOptions', () => {
  it('keys the query under the resource so a mutation can invalidate it', () => {
    const options = scanQueryOptions('42', vi.fn());
    expect(options.queryKey).toEqual(['scan', '42']);
    expect(options.queryKey.slice(0, 1)).toEqual([...scanKeys.all]);
  });

  it('fetches once and serves the cached value while fresh', async () => {
    const fetchScan = vi.fn(async (id: string) => ({ id }));
    const queryClient = new QueryClient();
    const options = scanQueryOptions('42', fetchScan);

    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });
    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });

    expect(fetchScan).toHaveBeenCalledTimes(1);
    expect(fetchScan).toHaveBeenCalledWith('42', expect.any(AbortSignal));
  });
});
