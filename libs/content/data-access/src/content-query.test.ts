import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { contentKeys, contentQueryOptions } from './content-query';

describe('contentQueryOptions', () => {
  it('keys the query under the resource so a mutation can invalidate it', () => {
    const options = contentQueryOptions('42', vi.fn());
    expect(options.queryKey).toEqual(['content', '42']);
    expect(options.queryKey.slice(0, 1)).toEqual([...contentKeys.all]);
  });

  it('fetches once and serves the cached value while fresh', async () => {
    const fetchContent = vi.fn(async (id: string) => ({ id }));
    const queryClient = new QueryClient();
    const options = contentQueryOptions('42', fetchContent);

    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });
    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });

    expect(fetchContent).toHaveBeenCalledTimes(1);
    expect(fetchContent).toHaveBeenCalledWith('42', expect.any(AbortSignal));
  });
});
