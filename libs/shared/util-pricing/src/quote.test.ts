import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceOrder, type PricedVariant, type QuoteCustomer, type QuoteInput } from './quote';
import { SHIPPING_TITLES } from './shipping';

const variant = (over: Partial<PricedVariant> = {}): PricedVariant => ({
  variantId: 1,
  title: 'Товар',
  price: 100,
  xpPrice: 0,
  bonuses: 5,
  tags: [],
  ...over,
});
const velo = variant({ variantId: 2, title: 'VELO', price: 165, tags: ['velo'] });
const bonus = variant({ variantId: 3, title: 'Бонус', price: 0, xpPrice: 200, bonuses: 0 });
const customer = (over: Partial<QuoteCustomer> = {}): QuoteCustomer => ({
  ordersCount: 0,
  usedPromoCodes: [],
  giftsAvailable: 0,
  xpBalance: 0,
  ...over,
});
const quote = (over: Partial<QuoteInput>) =>
  priceOrder({ lines: [], promoCodes: [], deliveryType: 1, freeDeliveryThreshold: 399, customer: customer(), ...over });

describe('priceOrder', () => {
  it('prices lines from the catalogue and says the carrier charges the receiver below the threshold', () => {
    const q = quote({ lines: [{ variant: variant(), quantity: 3, gift: false }] });
    expect(q.subtotal).toBe(300);
    expect(q.total).toBe(300);
    expect(q.shipping).toEqual({ title: SHIPPING_TITLES.postal, price: 0, code: 'postal' });
    expect(q.xp_earned).toBe(15);
  });

  it('is free at the threshold (after discounts) and uses the courier and IPOST titles', () => {
    expect(quote({ lines: [{ variant: variant(), quantity: 4, gift: false }] }).shipping.code).toBe('free');
    expect(quote({ lines: [{ variant: variant(), quantity: 1, gift: false }], deliveryType: 2 }).shipping.code).toBe('courier');
    expect(quote({ lines: [{ variant: variant(), quantity: 9, gift: false }], deliveryType: 3 }).shipping.code).toBe('ipost');
    const velo3 = { variant: velo, quantity: 3, gift: false };
    // 495 before, 396 after VELO-20%: below 399.
    expect(quote({ lines: [velo3], promoCodes: ['velo-20%'] }).shipping.code).toBe('postal');
    expect(quote({ lines: [velo3], freeDeliveryThreshold: 120 }).shipping.code).toBe('free');
  });

  it('takes 20% off velo lines only, once a code counts, with its discount line', () => {
    const q = quote({
      lines: [
        { variant: velo, quantity: 2, gift: false },
        { variant: variant(), quantity: 1, gift: false },
      ],
      promoCodes: [' velo-20% '],
    });
    expect(q.discounts).toEqual([{ code: 'VELO-20%', title: 'Промокод VELO-20%', amount: 66 }]);
    expect(q.lines.map((line) => line.discount)).toEqual([66, 0]);
    expect(q.total).toBe(330 - 66 + 100);
  });

  it('refuses VELO-20% used before, without velo items, or beside a velo gift', () => {
    const lines = [{ variant: velo, quantity: 1, gift: false }];
    const used = quote({ lines, promoCodes: ['VELO-20%'], customer: customer({ usedPromoCodes: ['velo-20%'] }) });
    expect(used.promo_codes[0]).toMatchObject({ ok: false, error: { code: 'promo_code_used', message: 'Цей промокод уже використано' } });
    expect(used.discounts).toEqual([]);
    expect(quote({ lines: [{ variant: variant(), quantity: 1, gift: false }], promoCodes: ['VELO-20%'] }).promo_codes[0]?.error?.code).toBe(
      'promo_no_velo_items',
    );
    const withGift = quote({
      lines: [...lines, { variant: velo, quantity: 1, gift: true }],
      promoCodes: ['VELO-20%'],
      customer: customer({ giftsAvailable: 1 }),
    });
    expect(withGift.promo_codes[0]?.error?.code).toBe('promo_with_velo_gift');
    expect(withGift.total).toBe(165);
  });

  it('accepts a member code only longer than 4 characters and before the first order', () => {
    const lines = [{ variant: variant(), quantity: 1, gift: false }];
    expect(quote({ lines, promoCodes: ['REW-AB12'] }).promo_codes[0]).toMatchObject({ ok: true, kind: 'member' });
    expect(quote({ lines, promoCodes: ['REW-'] }).promo_codes[0]?.error?.code).toBe('promo_code_invalid');
    expect(quote({ lines, promoCodes: ['REW-AB12'], customer: customer({ ordersCount: 1 }) }).promo_codes[0]?.error?.code).toBe(
      'promo_first_order_only',
    );
    expect(quote({ lines, promoCodes: ['WHATEVER'] }).promo_codes[0]?.error?.code).toBe('promo_code_invalid');
  });

  it('gives velo gifts free up to the offer and refuses more, or a gift that is not velo', () => {
    const gift = (quantity: number) => [{ variant: velo, quantity, gift: true }];
    expect(quote({ lines: gift(2), customer: customer({ giftsAvailable: 2 }) })).toMatchObject({ total: 0, problems: [] });
    expect(quote({ lines: gift(2), customer: customer({ giftsAvailable: 1 }) }).problems.map((p) => p.code)).toEqual(['gift_not_available']);
    expect(quote({ lines: gift(1) }).problems.map((p) => p.code)).toEqual(['gift_not_available']);
    expect(
      quote({ lines: [{ variant: variant(), quantity: 1, gift: true }], customer: customer({ giftsAvailable: 2 }) }).problems[0]?.code,
    ).toBe('gift_not_available');
  });

  it('bonus-only orders get the bonus line, are paid with XP and need the balance', () => {
    const lines = [{ variant: bonus, quantity: 2, gift: false }];
    const ok = quote({ lines, customer: customer({ xpBalance: 400 }) });
    expect(ok).toMatchObject({ bonus_only: true, paid_with_xp: true, xp_total: 400, total: 0, problems: [] });
    expect(ok.shipping.title).toBe(SHIPPING_TITLES.bonus);
    const short = quote({ lines, customer: customer({ xpBalance: 399 }) });
    expect(short.problems).toEqual([{ code: 'insufficient_xp', message: 'Недостатньо XP' }]);
  });

  it('for any cart: total = catalogue prices × quantities − allowed discounts + shipping, never negative', () => {
    const arbVariant = fc.record({
      variantId: fc.integer({ min: 1, max: 50 }),
      title: fc.constant('x'),
      price: fc.integer({ min: 0, max: 500_000 }).map((k) => k / 100),
      xpPrice: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500 })),
      bonuses: fc.integer({ min: 0, max: 50 }),
      tags: fc.subarray(['velo', 'velo-gift', 'accessory']),
    });
    const arbLine = fc.record({ variant: arbVariant, quantity: fc.integer({ min: 1, max: 99 }), gift: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(arbLine, { maxLength: 8 }),
        fc.subarray(['VELO-20%', 'REW-12345', 'NOPE']),
        fc.constantFrom<1 | 2 | 3>(1, 2, 3),
        fc.record({
          ordersCount: fc.nat(3),
          usedPromoCodes: fc.subarray(['VELO-20%']),
          giftsAvailable: fc.nat(2),
          xpBalance: fc.nat(5000),
        }),
        (lines, promoCodes, deliveryType, who) => {
          const q = priceOrder({ lines, promoCodes, deliveryType, freeDeliveryThreshold: 399, customer: who });
          const k = (uah: number) => Math.round(uah * 100);
          const catalogue = lines.reduce((sum, l) => sum + (l.gift ? 0 : k(l.variant.price) * l.quantity), 0);
          const discounts = q.discounts.reduce((sum, d) => sum + k(d.amount), 0);
          expect(k(q.subtotal)).toBe(catalogue);
          expect(k(q.total)).toBe(catalogue - discounts + k(q.shipping.price));
          expect(q.total).toBeGreaterThanOrEqual(0);
          // A discount only ever comes from a code that counts, and never exceeds the velo lines.
          const allowed = q.promo_codes.some((p) => p.ok && p.code === 'VELO-20%');
          if (!allowed) expect(discounts).toBe(0);
          expect(q.lines.every((l) => l.discount <= l.unit_price * l.quantity)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
