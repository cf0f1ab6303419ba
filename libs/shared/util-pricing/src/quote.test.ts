import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceOrder, type PricedVariant, type QuoteCustomer, type QuoteInput } from './quote';
import { SHIPPING_TITLES } from './shipping';
import { EARN_RULES } from './earn';

const variant = (over: Partial<PricedVariant> = {}): PricedVariant => ({
  variantId: 1,
  title: 'Товар',
  price: 100,
  xpPrice: 0,
  pieces: 20,
  piecesPerPack: 20,
  tags: [],
  ...over,
});
const velo = variant({ variantId: 2, title: 'VELO', price: 165, tags: ['velo'] });
const bonus = variant({ variantId: 3, title: 'Бонус', price: 0, xpPrice: 200, pieces: null, piecesPerPack: null });
const customer = (over: Partial<QuoteCustomer> = {}): QuoteCustomer => ({
  ordersCount: 0,
  usedPromoCodes: [],
  giftsAvailable: 0,
  xpBalance: 0,
  ...over,
});
const quote = (over: Partial<QuoteInput>) =>
  priceOrder({ lines: [], promoCodes: [], deliveryType: 1, freeDeliveryThreshold: 399, earnRule: EARN_RULES.glo, customer: customer(), ...over });

describe('priceOrder', () => {
  it('prices lines from the catalogue and says the carrier charges the receiver below the threshold', () => {
    const q = quote({ lines: [{ variant: variant(), quantity: 3, gift: false }] });
    expect(q.subtotal).toBe(300);
    expect(q.total).toBe(300);
    expect(q.shipping).toEqual({ title: SHIPPING_TITLES.postal, price: 0, code: 'postal' });
    expect(q.lines[0]).toMatchObject({ unit_price: 100, subtotal: 300, discount: 0, total: 300 });
    // glo: 1 XP for every whole 20 UAH of the line.
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
      pieces: fc.option(fc.integer({ min: 1, max: 200 })),
      piecesPerPack: fc.option(fc.constantFrom(1, 20)),
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
        fc.constantFrom(EARN_RULES.glo, EARN_RULES.ogo),
        (lines, promoCodes, deliveryType, who, earnRule) => {
          const q = priceOrder({ lines, promoCodes, deliveryType, freeDeliveryThreshold: 399, earnRule, customer: who });
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
          // Each line's figures add up, and the order earns what its lines earn (gifts and XP items nothing).
          q.lines.forEach((l, i) => {
            expect(k(l.subtotal)).toBe(k(l.unit_price) * l.quantity);
            expect(k(l.total)).toBe(k(l.subtotal) - k(l.discount));
            if (l.gift || (lines[i]?.variant.xpPrice ?? 0) > 0) expect(l.xp_earned).toBe(0);
          });
          expect(q.xp_earned).toBe(q.lines.reduce((sum, l) => sum + l.xp_earned, 0));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('earns by the brand rule: glo per hryvnia paid after discounts, o\'go per whole pack', () => {
    const block = variant({ variantId: 5, price: 1050, pieces: 200, piecesPerPack: 20 });
    const single = variant({ variantId: 6, price: 6, pieces: 1, piecesPerPack: 20 });
    const device = variant({ variantId: 7, price: 1299, pieces: 1, piecesPerPack: null });
    const line = (v: PricedVariant, quantity = 1) => ({ variant: v, quantity, gift: false });
    expect(quote({ lines: [line(block)] }).xp_earned).toBe(52);
    expect(quote({ lines: [line(variant())] }).xp_earned).toBe(5);
    expect(quote({ lines: [line(device)] }).xp_earned).toBe(64);
    const ogo = { earnRule: EARN_RULES.ogo };
    expect(quote({ ...ogo, lines: [line(block)] }).xp_earned).toBe(50);
    expect(quote({ ...ogo, lines: [line(single, 19)] }).xp_earned).toBe(0);
    expect(quote({ ...ogo, lines: [line(single, 40)] }).xp_earned).toBe(10);
    expect(quote({ ...ogo, lines: [line(device)] }).xp_earned).toBe(0);
    // VELO-20% lowers what glo's rule counts: 2 × 165 = 330, 264 paid → 13 XP.
    const veloGlo = quote({ lines: [line(velo, 2)], promoCodes: ['VELO-20%'] });
    expect(veloGlo.lines[0]).toMatchObject({ subtotal: 330, discount: 66, total: 264, xp_earned: 13 });
    expect(quote({ lines: [{ variant: velo, quantity: 1, gift: true }], customer: customer({ giftsAvailable: 1 }) }).xp_earned).toBe(0);
    expect(quote({ lines: [line(bonus)], customer: customer({ xpBalance: 500 }) }).xp_earned).toBe(0);
  });
});
