import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { demoBonusHistory } from '@cx/api-client/testing';
import { applyXpBalance } from './apply-xp-balance';
import { bonusKeys } from './bonus-keys';

describe('applyXpBalance', () => {
  it('a new balance from a call replaces the cached one and refreshes the history', async () => {
    const client = new QueryClient();
    client.setQueryData(bonusKeys.balance('glo'), 10);
    client.setQueryData(bonusKeys.history('glo'), demoBonusHistory);
    applyXpBalance(client, 'glo', 20);
    expect(client.getQueryData(bonusKeys.balance('glo'))).toBe(20);
    expect(client.getQueryState(bonusKeys.history('glo'))?.isInvalidated).toBe(true);
  });
});
