import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DeliveryAddress } from '@cx/api-client';
import { emptyCart, summarizeCart, type CartLine, type CartState } from '@cx/shop-data-access';
import { SHIPPING_TITLES, buildOrder, buildShippingLine, buildTags, type OrderBuildInput } from './build-order';

const city = { city_id: 'kyiv', label: 'Київ', province: 'Київська' };
const branchDelivery: DeliveryAddress = { type: 1, city, branch: { id: 'b1', label: 'Відділення №1', meta: { number: '1' } } };

function line(overrides: Partial<CartLine>): CartLine {
  return {
    variant_id: 1,
    id: 10,
    collectionId: 'sticks',
    title: 'Стіки',
    subTitle: null,
    price: 100,
    bonuses: 1,
    count: 1,
    quantity: 20,
    tags: [],
    variantTitle: null,
    image: null,
    xpPrice: null,
    bonus: false,
    gift: false,
    ...overrides,
  };
}

function input(cart: CartState, overrides: Partial<OrderBuildInput> = {}): OrderBuildInput {
  return {
    cart,
    summary: summarizeCart(cart, { ordersCount: 1, usedPromoCodes: [] }),
    freeDeliveryThreshold: 399,
    customer: { id: 7100000000001, first_name: 'Олена', last_name: 'Коваленко', phone: '380671112233' },
    ageVerified: true,
    delivery: branchDelivery,
    payment: 1,
    ...overrides,
  };
}

const cartOf = (...lines: CartLine[]): CartState => ({ ...emptyCart(), lines, comment: 'Дзвоніть' });

describe('buildOrder', () => {
  it('a cash order to a branch: pending, cash gateway and transaction, zip 01001, Ukraine, UAH, note', () => {
    const order = buildOrder(input(cartOf(line({ count: 2 }))));
    expect(order.line_items).toEqual([{ quantity: 2, variant_id: 1 }]);
    expect(order.customer).toEqual({ id: 7100000000001 });
    expect(order.financial_status).toBe('pending');
    expect(order.payment_gateway_names).toEqual(['cash_on_delivery']);
    expect(order.transactions).toEqual([{ kind: 'sale', status: 'pending', gateway: 'cash_on_delivery', amount: 200 }]);
    expect(order.shipping_address).toMatchObject({ zip: '01001', country: 'Ukraine', city: 'Київ', address1: 'Відділення №1' });
    expect(order.shipping_lines).toEqual([{ title: SHIPPING_TITLES.postal, price: 0, code: 'postal' }]);
    expect(order.currency).toBe('UAH');
    expect(order.note).toBe('Дзвоніть');
    expect(order.tags).toBe('pwa');
  });

  it('card payment uses the card gateway', () => {
    const order = buildOrder(input(cartOf(line({})), { payment: 2 }));
    expect(order.payment_gateway_names).toEqual(['liqpay']);
    expect(order.transactions[0]?.gateway).toBe('liqpay');
  });

  it('tags pre-order when not age verified, and special product tags', () => {
    const cart = cartOf(line({ tags: ['limited'] }));
    expect(buildTags(cart, false, [{ productTag: 'limited', orderTag: 'limited-edition' }])).toBe('pwa, pre-order, limited-edition');
  });

  it('a bonus-only order with total 0 is paid with XP, no transactions, on the bonus line', () => {
    const order = buildOrder(input(cartOf(line({ price: 0, bonus: true, xpPrice: 50 })), { payment: 2 }));
    expect(order.financial_status).toBe('paid');
    expect(order.payment_gateway_names).toEqual(['XP']);
    expect(order.transactions).toEqual([]);
    expect(order.shipping_lines[0]).toEqual({ title: SHIPPING_TITLES.bonus, price: 0, code: 'bonus' });
  });

  it('free delivery at the threshold, IPOST line for type 3', () => {
    const summary = { total: 399, onlyBonusItems: false };
    expect(buildShippingLine(branchDelivery, summary, 399).code).toBe('free');
    expect(buildShippingLine(branchDelivery, { ...summary, total: 398.99 }, 399).code).toBe('postal');
    expect(buildShippingLine(branchDelivery, { ...summary, total: 120 }, 120).code).toBe('free');
    const ipost = { type: 3, city, street: 'Х', flat: '', day: '2026-11-23', time_from: '10:00', time_to: '12:00' } as DeliveryAddress;
    expect(buildShippingLine(ipost, { ...summary, total: 10 }, 399).title).toBe(SHIPPING_TITLES.ipost);
  });

  it('property: totals ≥ threshold are free, below are not; status pending unless XP-only', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: fc.integer({ min: 0, max: 500 }), count: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(399, 120),
        fc.constantFrom(1, 2) as fc.Arbitrary<1 | 2>,
        (specs, threshold, payment) => {
          const cart = cartOf(...specs.map((spec, i) => line({ variant_id: i + 1, price: spec.price, count: spec.count })));
          const built = input(cart, { freeDeliveryThreshold: threshold, payment });
          const order = buildOrder(built);
          const total = built.summary.total;
          expect(order.shipping_lines).toHaveLength(1);
          expect(order.shipping_lines[0]?.code).toBe(total >= threshold ? 'free' : 'postal');
          expect(order.financial_status).toBe('pending');
          expect(order.line_items.map((item) => item.quantity)).toEqual(specs.map((spec) => spec.count));
          expect(order.transactions[0]?.amount).toBe(total);
          expect(order.shipping_address.zip).toBe('01001');
        },
      ),
    );
  });
});
