import { describe, expect, it } from 'vitest';
import { setupApiServer } from '@cx/api-client/testing-server';
import { createTestApiClient, demoProduct, mockApiError, mockOperation, mockRecording } from '@cx/api-client/testing';
import { createShopApi, isNotFoundError, shopApiFor } from './shop-api';

const server = setupApiServer();

describe('createShopApi', () => {
  it('asks for a list with the brand key and returns its products', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockRecording(bodies, 'post', '/api/api-shop/get-products-by-collection', { collectionId: 'sticks', products: [demoProduct] }),
    );
    const { api } = createTestApiClient({ token: 't' });
    const products = await createShopApi(api).productsByCollection({ collectionId: 'sticks', product: 'glo', bonus: false });
    expect(bodies).toEqual([{ collectionId: 'sticks', product: 'glo', bonus: false }]);
    expect(products).toEqual([demoProduct]);
  });

  it('returns one product and several by id', async () => {
    server.use(
      mockOperation('post', '/api/api-shop/get-product-by-id', { product: demoProduct }),
      mockOperation('post', '/api/api-shop/get-products-by-id', { products: [demoProduct] }),
    );
    const shop = createShopApi(createTestApiClient().api);
    await expect(shop.productById({ id: demoProduct.id, product: 'glo' })).resolves.toEqual(demoProduct);
    await expect(shop.productsById({ prods: [demoProduct.id], product: 'glo' })).resolves.toEqual([demoProduct]);
  });

  it('throws a 404 the route can turn into the 404 page', async () => {
    server.use(mockApiError('post', '/api/api-shop/get-product-by-id', { message: 'Товар не знайдено', errorType: 'not_found', statusCode: 404, error: true }));
    const shop = createShopApi(createTestApiClient().api);
    const failure = await shop.productById({ id: 999, product: 'glo' }).catch((error: unknown) => error);
    expect(isNotFoundError(failure)).toBe(true);
  });

  it('refuses an answer that breaks the product shape as invalid-response (no crash further down)', async () => {
    server.use(
      mockOperation('post', '/api/api-shop/get-products-by-collection', () =>
        ({ collectionId: 'sticks', products: [{ ...demoProduct, price: 'free' }] }) as never,
      ),
      mockOperation('post', '/api/api-shop/get-products-by-id', () => ({ products: 'none' }) as never),
      mockOperation('post', '/api/api-shop/get-product-by-id', () => ({ product: { ...demoProduct, id: 'one' } }) as never),
    );
    const shop = createShopApi(createTestApiClient().api);
    for (const call of [
      shop.productsByCollection({ collectionId: 'sticks', product: 'glo', bonus: false }),
      shop.productsById({ prods: [1], product: 'glo' }),
      shop.productById({ id: 1, product: 'glo' }),
    ]) {
      await expect(call).rejects.toMatchObject({ name: 'ApiClientError', kind: 'invalid-response' });
    }
  });

  it('keeps one ShopApi per client', () => {
    const { api } = createTestApiClient();
    expect(shopApiFor(api)).toBe(shopApiFor(api));
  });
});
