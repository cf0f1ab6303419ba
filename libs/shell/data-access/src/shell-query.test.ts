import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { shellKeys, shellQueryOptions } from './shell-query';

describe('shellQueryOptions', () => {
  it('keys the query under the resource so a mutation can invalidate it', () => {
    const options = shellQueryOptions('42', vi.fn());
    expect(options.queryKey).toEqual(['shell', '42']);
    expect(options.queryKey.slice(0, 1)).toEqual([...shellKeys.all]);
  });

  it('fetches once and serves the cached value while fresh', async () => {
    const fetchShell = vi.fn(async (id: string) => ({ id }));
    const queryClient = new QueryClient();
    const options = shellQueryOptions('42', fetchShell);

    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });
    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });

    expect(fetchShell).toHaveBeenCalledTimes(1);
    expect(fetchShell).toHaveBeenCalledWith('42', expect.any(AbortSignal));
  });
});
