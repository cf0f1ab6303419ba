import { describe, expect, it } from 'vitest';
import { setupApiServer } from '@cx/api-client/testing-server';
import { QueryClient } from '@tanstack/react-query';
import { createTestApiClient, mockOperation, mockRecording } from '@cx/api-client/testing';
import {
  inviteCodeQueryOptions,
  promoCodeQueryOptions,
  referralsQueryOptions,
  veloMgmQueryOptions,
} from './invite-queries';

const server = setupApiServer();

describe('invite queries', () => {
  it('asks for the invite code of the brand', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockRecording(bodies, 'post', '/api/invite', {
        memberGetMemberCode: 'REW-7K2Q9',
        link: 'http://localhost:4202/registration?ref=REW-7K2Q9',
      }),
    );
    const { api } = createTestApiClient({ token: 't' });
    const invite = await new QueryClient().fetchQuery(inviteCodeQueryOptions(api, 'ogo'));
    expect(bodies).toMatchObject([{ product: 'ogo' }]);
    expect(invite.memberGetMemberCode).toBe('REW-7K2Q9');
  });

  it('reads the promo code, which may not exist yet', async () => {
    server.use(mockOperation('get', '/api/invite/get-promo-code', { promoCode: null }));
    const { api } = createTestApiClient({ token: 't' });
    await expect(new QueryClient().fetchQuery(promoCodeQueryOptions(api, 'glo'))).resolves.toBeNull();
  });

  it('sends o’go’s token with the velo offer only when there is one', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockRecording(bodies, 'post', '/api/invite/get-velo-mgm', {
        code: 'VELO-7K2Q9',
        link: 'http://localhost:4202/registration?ref=VELO-7K2Q9',
        gift_count: 2,
      }),
    );
    const { api } = createTestApiClient({ token: 't' });
    const client = new QueryClient();
    await client.fetchQuery(veloMgmQueryOptions(api, { product: 'glo', shopifyId: 5 }));
    await client.fetchQuery(veloMgmQueryOptions(api, { product: 'ogo', shopifyId: 6, ogoApiToken: 'ogo-token' }));
    expect(bodies).toEqual([{ shopifyId: 5 }, { shopifyId: 6, ogoApiToken: 'ogo-token' }]);
  });

  it('renames the referral total for the screens', async () => {
    server.use(
      mockOperation('get', '/api/user/get-referrals', {
        referrals: [{ id: '1', name: 'Олена К.', joined_at: '2026-11-01T10:00:00.000Z', status: 'rewarded', reward_xp: 100 }],
        total_xp: 100,
      }),
    );
    const { api } = createTestApiClient({ token: 't' });
    const data = await new QueryClient().fetchQuery(referralsQueryOptions(api, 'glo'));
    expect(data.totalXp).toBe(100);
    expect(data.referrals[0]?.name).toBe('Олена К.');
  });
});
