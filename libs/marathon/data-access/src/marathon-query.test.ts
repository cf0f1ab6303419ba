import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { marathonKeys, marathonQueryOptions } from './marathon-query';

describe('marathonQueryOptions', () => {
  it('keys the query under the resource so a mutation can invalidate it', () => {
    const options = marathonQueryOptions('42', vi.fn());
    expect(options.queryKey).toEqual(['marathon', '42']);
    expect(options.queryKey.slice(0, 1)).toEqual([...marathonKeys.all]);
  });

  it('fetches once and serves the cached value while fresh', async () => {
    const fetchMarathon = vi.fn(async (id: string) => ({ id }));
    const queryClient = new QueryClient();
    const options = marathonQueryOptions('42', fetchMarathon);

    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });
    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });

    expect(fetchMarathon).toHaveBeenCalledTimes(1);
    expect(fetchMarathon).toHaveBeenCalledWith('42', expect.any(AbortSignal));
  });
});
