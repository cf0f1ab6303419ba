// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { BrandProvider, type BrandConfig } from '@cx/brand-contract';
import { useCart, useCartActions, useCartCount } from './use-cart';
import { makeLine } from './testing/fixtures';

const brandOf = (id: 'glo' | 'ogo') => ({ id }) as BrandConfig;

function wrapper(id: 'glo' | 'ogo', store = createStore()) {
  return ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <BrandProvider brand={brandOf(id)}>{children}</BrandProvider>
    </Provider>
  );
}

afterEach(() => localStorage.clear());

describe('the cart hooks', () => {
  it('persist the cart under the brand key and count units', () => {
    const { result } = renderHook(() => ({ actions: useCartActions(), count: useCartCount() }), { wrapper: wrapper('glo') });
    act(() => {
      result.current.actions.add({ ...makeLine(), count: 2 });
    });
    expect(result.current.count).toBe(2);
    expect(JSON.parse(localStorage.getItem('cart:glo') ?? 'null').lines[0].count).toBe(2);
    expect(localStorage.getItem('cart:ogo')).toBeNull();
  });

  it('read a stored cart on the first render (a reload keeps the cart)', () => {
    localStorage.setItem('cart:ogo', JSON.stringify({ version: 1, lines: [makeLine({ count: 4 })], comment: '', promoCodes: [] }));
    const { result } = renderHook(() => useCartCount(), { wrapper: wrapper('ogo') });
    expect(result.current).toBe(4);
  });

  it('keep the two brands apart', () => {
    const store = createStore();
    const glo = renderHook(() => useCartActions(), { wrapper: wrapper('glo', store) });
    act(() => {
      glo.result.current.add(makeLine());
    });
    const ogo = renderHook(() => useCart(), { wrapper: wrapper('ogo', store) });
    expect(ogo.result.current.lines).toEqual([]);
  });

  it('refuse a line without a variant and clear everything', () => {
    const { result } = renderHook(() => ({ actions: useCartActions(), cart: useCart() }), { wrapper: wrapper('glo') });
    act(() => {
      expect(result.current.actions.add({ ...makeLine(), variant_id: null }).ok).toBe(false);
      result.current.actions.add(makeLine({ tags: ['velo'], collectionId: 'ogo-velo' }));
      result.current.actions.setComment('Після 18:00');
      result.current.actions.applyPromo('VELO-20%', { ordersCount: 0, usedPromoCodes: [] });
    });
    expect(result.current.cart.promoCodes).toEqual(['VELO-20%']);
    act(() => result.current.actions.clear());
    expect(result.current.cart).toEqual({ version: 1, lines: [], comment: '', promoCodes: [] });
  });
});
