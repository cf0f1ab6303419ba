import { EARN_RULES } from '@cx/shared-util-pricing';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SHOP_LIST_IDS } from '@cx/brand-contract';
import { normalizePromoCode } from '@cx/shared-util-pricing';
import { emptyCart, type CartLine, type CartState } from './cart';
import { summarizeCart } from './cart-summary';
import {
  applyPromoCode,
  checkPromoCode,
  promoDiscount,
  removePromoCode,
  type PromoContext,
} from './promo';
import { isVeloLine } from './velo';
import { makeLine, veloLine } from './testing/fixtures';

const newCustomer: PromoContext = { ordersCount: 0, usedPromoCodes: [] };
const cartOf = (...lines: CartLine[]): CartState => ({ ...emptyCart(), lines });

describe('VELO-20%', () => {
  it('gives 20% off the velo items only', () => {
    const cart = cartOf(veloLine({ count: 2 }), makeLine({ price: 105, count: 1 }));
    const { cart: applied, check } = applyPromoCode(cart, 'VELO-20%', newCustomer);
    expect(check).toEqual({ ok: true, kind: 'velo', code: 'VELO-20%' });
    expect(promoDiscount(applied, newCustomer)).toBe(70);
    expect(summarizeCart(applied, newCustomer, EARN_RULES.glo)).toMatchObject({ subtotal: 455, discount: 70, total: 385 });
  });

  it('accepts any case and surrounding spaces', () => {
    expect(checkPromoCode('  velo-20% ', cartOf(veloLine()), newCustomer).ok).toBe(true);
  });

  it('is refused without velo items in the cart', () => {
    expect(checkPromoCode('VELO-20%', cartOf(makeLine()), newCustomer)).toMatchObject({ ok: false, reason: 'no-velo-items' });
  });

  it('is refused with a velo gift in the cart', () => {
    const cart = cartOf(veloLine(), veloLine({ variant_id: 2021, gift: true, price: 0 }));
    expect(checkPromoCode('VELO-20%', cart, newCustomer)).toMatchObject({ ok: false, reason: 'velo-gift-in-cart' });
    const taggedGift = cartOf(veloLine(), makeLine({ variant_id: 77, tags: ['bonus', 'velo', 'velo-gift'], bonus: true, price: 0 }));
    expect(checkPromoCode('VELO-20%', taggedGift, newCustomer)).toMatchObject({ ok: false, reason: 'velo-gift-in-cart' });
  });

  it('is used once per customer', () => {
    const context = { ordersCount: 3, usedPromoCodes: ['velo-20%'] };
    expect(checkPromoCode('VELO-20%', cartOf(veloLine()), context)).toMatchObject({ ok: false, reason: 'already-used' });
  });

  it('stops counting when the cart no longer qualifies', () => {
    const applied = applyPromoCode(cartOf(veloLine(), makeLine()), 'VELO-20%', newCustomer).cart;
    const withoutVelo = { ...applied, lines: applied.lines.filter((line) => !isVeloLine(line)) };
    expect(withoutVelo.promoCodes).toEqual(['VELO-20%']);
    expect(promoDiscount(withoutVelo, newCustomer)).toBe(0);
    expect(summarizeCart(withoutVelo, newCustomer, EARN_RULES.glo).promoChecks[0]).toMatchObject({ ok: false, reason: 'no-velo-items' });
  });
});

describe('member codes', () => {
  it('count for a customer without orders when longer than 4 and containing REW-', () => {
    expect(checkPromoCode('REW-7K2Q9', cartOf(makeLine()), newCustomer)).toEqual({ ok: true, kind: 'member', code: 'REW-7K2Q9' });
    expect(checkPromoCode('xREW-1', cartOf(), newCustomer).ok).toBe(true);
  });

  it('are refused at 4 characters or fewer', () => {
    expect(checkPromoCode('REW-', cartOf(), newCustomer)).toMatchObject({ ok: false, reason: 'too-short' });
  });

  it('are refused once the customer has ordered', () => {
    expect(checkPromoCode('REW-7K2Q9', cartOf(), { ordersCount: 1, usedPromoCodes: [] })).toMatchObject({ ok: false, reason: 'has-orders' });
  });

  it('give no discount', () => {
    const applied = applyPromoCode(cartOf(veloLine()), 'REW-7K2Q9', newCustomer).cart;
    expect(applied.promoCodes).toEqual(['REW-7K2Q9']);
    expect(promoDiscount(applied, newCustomer)).toBe(0);
  });

  it('replace an earlier member code, and sit beside VELO-20%', () => {
    let cart = cartOf(veloLine());
    cart = applyPromoCode(cart, 'REW-AAAA', newCustomer).cart;
    cart = applyPromoCode(cart, 'VELO-20%', newCustomer).cart;
    cart = applyPromoCode(cart, 'REW-BBBB', newCustomer).cart;
    expect(cart.promoCodes).toEqual(['VELO-20%', 'REW-BBBB']);
    expect(removePromoCode(cart, 'velo-20%').promoCodes).toEqual(['REW-BBBB']);
  });
});

it('refuses unknown and empty codes without touching the cart', () => {
  const cart = cartOf(veloLine());
  expect(applyPromoCode(cart, 'SALE50', newCustomer)).toEqual({ cart, check: { ok: false, reason: 'unknown', code: 'SALE50' } });
  expect(applyPromoCode(cart, '   ', newCustomer).check).toMatchObject({ ok: false, reason: 'empty' });
  expect(normalizePromoCode(' rew-x1 ')).toBe('REW-X1');
});

// ── properties ──

const price = fc.integer({ min: 0, max: 500_000 }).map((kopecks) => kopecks / 100);
const tags = fc.subarray(['velo', 'velo-gift', 'sticks', 'bonus', 'VELO']);
const lineArb: fc.Arbitrary<CartLine> = fc.record({
  variant_id: fc.integer({ min: 1, max: 1_000_000 }),
  id: fc.integer({ min: 1, max: 1_000_000 }),
  collectionId: fc.constantFrom(...SHOP_LIST_IDS),
  title: fc.constant<string>('Товар'),
  subTitle: fc.constant<string | null>(null),
  price,
  bonuses: fc.integer({ min: 0, max: 500 }),
  count: fc.integer({ min: 1, max: 99 }),
  quantity: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
  tags,
  variantTitle: fc.constant<string | null>(null),
  image: fc.constant<string | null>(null),
  xpPrice: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
  bonus: fc.boolean(),
  gift: fc.boolean(),
});
const codeArb = fc.constantFrom('VELO-20%', 'velo-20%', 'REW-7K2Q9', 'REW-', 'SALE', '', 'xrew-abc');
const cartArb: fc.Arbitrary<CartState> = fc.record({
  version: fc.constant(1 as const),
  lines: fc.uniqueArray(lineArb, { selector: (line) => `${line.variant_id}:${line.gift}`, maxLength: 8 }),
  comment: fc.string({ maxLength: 20 }),
  promoCodes: fc.constant([] as string[]),
});
const contextArb: fc.Arbitrary<PromoContext> = fc.record({
  ordersCount: fc.integer({ min: 0, max: 5 }),
  usedPromoCodes: fc.subarray(['VELO-20%', 'REW-7K2Q9']),
});
const appliedCart: fc.Arbitrary<{ cart: CartState; context: PromoContext }> = fc
  .tuple(cartArb, fc.array(codeArb, { maxLength: 4 }), contextArb)
  .map(([cart, codes, context]) => ({
    cart: codes.reduce((current, code) => applyPromoCode(current, code, context).cart, cart),
    context,
  }));

describe('promo properties', () => {
  it('the total is never negative', () => {
    fc.assert(
      fc.property(appliedCart, ({ cart, context }) => summarizeCart(cart, context, EARN_RULES.glo).total >= 0),
    );
  });

  it('the discount comes only from velo items, at most 20% of them', () => {
    fc.assert(
      fc.property(appliedCart, ({ cart, context }) => {
        const summary = summarizeCart(cart, context, EARN_RULES.glo);
        const veloKopecks = cart.lines
          .filter(isVeloLine)
          .reduce((sum, line) => sum + Math.round(line.price * 100) * line.count, 0);
        expect(summary.discount * 100).toBeLessThanOrEqual(veloKopecks * 0.2 + 1e-6);
        if (!cart.lines.some(isVeloLine)) expect(summary.discount).toBe(0);
      }),
    );
  });

  it('non-velo items never change the discount', () => {
    const plainLine = lineArb.map((line) => ({
      ...line,
      collectionId: 'sticks' as const,
      tags: ['sticks'],
      gift: false,
      variant_id: line.variant_id + 2_000_000,
    }));
    fc.assert(
      fc.property(appliedCart, plainLine, ({ cart, context }, extra) => {
        const more = { ...cart, lines: [...cart.lines, extra] };
        expect(promoDiscount(more, context)).toBe(promoDiscount(cart, context));
      }),
    );
  });

  it('applying a code twice changes nothing', () => {
    fc.assert(
      fc.property(appliedCart, codeArb, ({ cart, context }, code) => {
        const once = applyPromoCode(cart, code, context);
        const twice = applyPromoCode(once.cart, code, context);
        expect(twice.cart).toEqual(once.cart);
        expect(twice.check).toEqual(once.check);
        expect(summarizeCart(twice.cart, context, EARN_RULES.glo)).toEqual(summarizeCart(once.cart, context, EARN_RULES.glo));
      }),
    );
  });
});
