import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DeliveryAddress } from '@cx/api-client';
import { SHIPPING_TITLES } from '@cx/shared-util-pricing';
import { emptyCart, type CartLine, type CartState } from '@cx/shop-data-access';
import { makeLine } from '@cx/shop-data-access/testing';
import { buildOrder, type OrderBuildInput } from './build-order';

const city = { city_id: 'kyiv', label: 'Київ', province: 'Київська' };
const branchDelivery: DeliveryAddress = { type: 1, city, branch: { id: 'b1', label: 'Відділення №1', meta: { number: '1' } } };
const quote: OrderBuildInput['quote'] = {
  total: 200,
  shipping: { title: SHIPPING_TITLES.postal, price: 0, code: 'postal' },
  promo_codes: [
    { code: 'VELO-20%', ok: true, kind: 'velo', error: null },
    { code: 'REW-ABCDE', ok: false, kind: null, error: { code: 'promo_first_order_only', message: 'Код учасника діє лише для першого замовлення' } },
  ],
};

const line = (overrides: Partial<CartLine>): CartLine =>
  makeLine({ variant_id: 1, id: 10, title: 'Стіки', price: 100, bonuses: 1, tags: [], ...overrides });

const input = (cart: CartState, overrides: Partial<OrderBuildInput> = {}): OrderBuildInput => ({
  cart,
  customer: { id: 7100000000001, first_name: 'Олена', last_name: 'Коваленко', phone: '380671112233' },
  delivery: branchDelivery,
  payment: 1,
  quote,
  ...overrides,
});

describe('buildOrder', () => {
  it('sends ids, quantities and gifts, never a price, plus the figures the customer saw as checks', () => {
    const cart = { ...emptyCart(), lines: [line({ count: 2 }), line({ variant_id: 2, price: 0, gift: true })], promoCodes: ['VELO-20%', 'REW-ABCDE'] };
    const order = buildOrder(input(cart));
    expect(order.line_items).toEqual([
      { variant_id: 1, quantity: 2 },
      { variant_id: 2, quantity: 1, gift: true },
    ]);
    // Only the codes the server accepted travel; a refused one would refuse the whole order.
    expect(order.promo_codes).toEqual(['VELO-20%']);
    expect(order).toMatchObject({ delivery_type: 1, payment: 1, tags: 'pwa', expected_total: 200, shipping_lines: [quote.shipping] });
    expect(order.shipping_address).toMatchObject({ country: 'Ukraine', zip: '01001', city: 'Київ', address1: 'Відділення №1' });
  });

  it('writes the IPOST day into the address line as the courier reads it, not as an ISO date', () => {
    const delivery = { type: 3, city, street: 'вул. Хрещатик, 22', flat: '8', day: '2026-12-02', time_from: '10:00', time_to: '14:00' } as DeliveryAddress;
    const order = buildOrder(input(emptyCart(), { delivery }));
    expect(order.shipping_address.address1).toBe('вул. Хрещатик, 22, кв. 8, IPOST ср, 2 грудня 10:00–14:00');
  });

  it('never claims an age status: the pre-order tag is the server\'s to add', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 5 }), (counts) => {
        const cart = { ...emptyCart(), lines: counts.map((count, i) => line({ variant_id: i + 1, count })) };
        const order = buildOrder(input(cart));
        expect(order.tags).toBe('pwa');
        expect(order.line_items.every((item) => !('price' in item))).toBe(true);
        expect(order.line_items.map((item) => item.quantity)).toEqual(counts);
      }),
    );
  });
});
