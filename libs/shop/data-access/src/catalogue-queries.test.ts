import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { productListQueryOptions, productQueryOptions, productsByIdQueryOptions } from './catalogue-queries';
import type { ShopApi } from './shop-api';
import { shopKeys } from './shop-keys';
import { makeProduct } from './testing/fixtures';

const dark = makeProduct();
const arctic = makeProduct({ id: 102, title: 'neo Arctic Click' });

function fakeApi(): ShopApi & { [K in keyof ShopApi]: ReturnType<typeof vi.fn> } {
  return {
    productsByCollection: vi.fn(async () => [dark, arctic]),
    productById: vi.fn(async ({ id }: { id: number }) => makeProduct({ id })),
    productsById: vi.fn(async () => [arctic, dark]),
  } as never;
}

describe('catalogue query options', () => {
  it('key lists and products per brand shop', () => {
    const api = fakeApi();
    expect(productListQueryOptions(api, { product: 'glo', list: 'sticks', bonus: false }).queryKey).toEqual(['shop', 'glo', 'list', 'sticks']);
    expect(productQueryOptions(api, { product: 'ogo', id: 7 }).queryKey).toEqual(['shop', 'ogo', 'product', 7]);
  });

  it('ask for the list with the brand key and bonus flag', async () => {
    const api = fakeApi();
    const client = new QueryClient();
    await client.ensureQueryData(productListQueryOptions(api, { product: 'ogo', list: 'ogo-bonus', bonus: true }));
    expect(api.productsByCollection).toHaveBeenCalledWith({ collectionId: 'ogo-bonus', product: 'ogo', bonus: true }, expect.any(AbortSignal));
  });

  it('open a product from a loaded list without another call', async () => {
    const api = fakeApi();
    const client = new QueryClient();
    await client.ensureQueryData(productListQueryOptions(api, { product: 'glo', list: 'sticks', bonus: false }));
    const product = await client.ensureQueryData(productQueryOptions(api, { product: 'glo', id: 102 }));
    expect(product.title).toBe('neo Arctic Click');
    expect(api.productById).not.toHaveBeenCalled();
  });

  it('fetch a product that no list has loaded', async () => {
    const api = fakeApi();
    const client = new QueryClient();
    await client.ensureQueryData(productQueryOptions(api, { product: 'glo', id: 555 }));
    expect(api.productById).toHaveBeenCalledTimes(1);
  });

  it('do not overwrite a newer product with an older list', () => {
    const client = new QueryClient();
    client.setQueryData(shopKeys.product('glo', 101), makeProduct({ title: 'newer' }), { updatedAt: 2000 });
    // primeProducts is what the list query calls; an older answer keeps the newer entry.
    return import('./catalogue-queries').then(({ primeProducts }) => {
      primeProducts(client, 'glo', [dark], 1000);
      expect(client.getQueryData<{ title: string }>(shopKeys.product('glo', 101))?.title).toBe('newer');
    });
  });

  it('keep favourites in the order they were given and skip unknown ids', async () => {
    const api = fakeApi();
    const client = new QueryClient();
    const products = await client.ensureQueryData(productsByIdQueryOptions(api, { product: 'glo', ids: [101, 999, 102] }));
    expect(products.map((item) => item.id)).toEqual([101, 102]);
  });

  it('make no call for no favourites', async () => {
    const api = fakeApi();
    const client = new QueryClient();
    await expect(client.ensureQueryData(productsByIdQueryOptions(api, { product: 'glo', ids: [] }))).resolves.toEqual([]);
    expect(api.productsById).not.toHaveBeenCalled();
  });
});
