import { describe, expect, it } from 'vitest';
import { setupApiServer } from '@cx/api-client/testing-server';
import { QueryClient } from '@tanstack/react-query';
import { createTestApiClient, demoBonusHistory, mockApiError, mockOperation } from '@cx/api-client/testing';
import {
  balanceQueryOptions,
  bonusHistoryQueryOptions,
  exchangeProductQueryOptions,
  exchangeProductsQueryOptions,
  isNotFound,
} from './bonus-queries';

const server = setupApiServer();

const product = {
  id: 7,
  title: 'Чохол',
  description_html: '<p>Чохол</p>',
  image: null,
  price_xp: 300,
  active: true,
  stock: 3,
  product: 'glo' as const,
};

describe('bonus queries', () => {
  it('reads the balance', async () => {
    server.use(mockOperation('get', '/api/get-balance', { balance: 1250 }));
    const { api } = createTestApiClient({ token: 't' });
    await expect(new QueryClient().fetchQuery(balanceQueryOptions(api, 'glo'))).resolves.toBe(1250);
  });

  it('asks the history for the brand’s own shop', async () => {
    let shop: string | null = null;
    server.use(
      mockOperation('get', '/api/get-bonus-history', ({ request }) => {
        shop = new URL(request.url).searchParams.get('shop');
        return demoBonusHistory;
      }),
    );
    const { api } = createTestApiClient({ token: 't' });
    const history = await new QueryClient().fetchQuery(bonusHistoryQueryOptions(api, 'ogo'));
    expect(shop).toBe('ogo');
    expect(history.summary.balance).toBe(demoBonusHistory.summary.balance);
  });

  it('primes each product of the exchange list under its own key', async () => {
    server.use(mockOperation('get', '/api/x/exchange/products', { products: [product] }));
    const { api } = createTestApiClient({ token: 't' });
    const client = new QueryClient();
    await client.fetchQuery(exchangeProductsQueryOptions(api, 'glo'));
    expect(client.getQueryData(exchangeProductQueryOptions(api, 'glo', 7).queryKey)).toEqual(product);
  });

  it('reports an unknown exchange product as not found', async () => {
    server.use(
      mockApiError('get', '/api/x/exchange/products/{productId}', {
        message: 'Товар не знайдено',
        errorType: 'not_found',
        statusCode: 404,
      }),
    );
    const { api } = createTestApiClient({ token: 't' });
    const error = await new QueryClient({ defaultOptions: { queries: { retry: false } } })
      .fetchQuery(exchangeProductQueryOptions(api, 'glo', 99))
      .catch((failure: unknown) => failure);
    expect(isNotFound(error)).toBe(true);
  });
});
