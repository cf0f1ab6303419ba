import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { homeKeys, homeQueryOptions } from './home-query';

describe('homeQueryOptions', () => {
  it('keys the query under the resource so a mutation can invalidate it', () => {
    const options = homeQueryOptions('42', vi.fn());
    expect(options.queryKey).toEqual(['home', '42']);
    expect(options.queryKey.slice(0, 1)).toEqual([...homeKeys.all]);
  });

  it('fetches once and serves the cached value while fresh', async () => {
    const fetchHome = vi.fn(async (id: string) => ({ id }));
    const queryClient = new QueryClient();
    const options = homeQueryOptions('42', fetchHome);

    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });
    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });

    expect(fetchHome).toHaveBeenCalledTimes(1);
    expect(fetchHome).toHaveBeenCalledWith('42', expect.any(AbortSignal));
  });
});
