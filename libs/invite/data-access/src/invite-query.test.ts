import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { inviteKeys, inviteQueryOptions } from './invite-query';

describe('inviteQueryOptions', () => {
  it('keys the query under the resource so a mutation can invalidate it', () => {
    const options = inviteQueryOptions('42', vi.fn());
    expect(options.queryKey).toEqual(['invite', '42']);
    expect(options.queryKey.slice(0, 1)).toEqual([...inviteKeys.all]);
  });

  it('fetches once and serves the cached value while fresh', async () => {
    const fetchInvite = vi.fn(async (id: string) => ({ id }));
    const queryClient = new QueryClient();
    const options = inviteQueryOptions('42', fetchInvite);

    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });
    await expect(queryClient.ensureQueryData(options)).resolves.toEqual({ id: '42' });

    expect(fetchInvite).toHaveBeenCalledTimes(1);
    expect(fetchInvite).toHaveBeenCalledWith('42', expect.any(AbortSignal));
  });
});
