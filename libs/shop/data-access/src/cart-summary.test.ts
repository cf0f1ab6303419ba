import { EARN_RULES } from '@cx/shared-util-pricing';
import { describe, expect, it } from 'vitest';
import { emptyCart, type CartLine, type CartState } from './cart';
import { amountToFreeDelivery, summarizeCart } from './cart-summary';
import { makeLine, veloLine } from './testing/fixtures';

const context = { ordersCount: 0, usedPromoCodes: [] };
const cartOf = (...lines: CartLine[]): CartState => ({ ...emptyCart(), lines });
const cap = makeLine({ variant_id: 9, id: 9, collectionId: 'bonus', price: 0, xpPrice: 800, bonus: true, bonuses: 0, tags: ['bonus'] });

describe('summarizeCart', () => {
  it('adds money, XP earned and XP spent per unit', () => {
    const summary = summarizeCart(cartOf(makeLine({ count: 3 }), { ...cap, count: 2 }), context, EARN_RULES.glo);
    expect(summary).toMatchObject({ itemCount: 5, subtotal: 315, total: 315, bonusesEarned: 15, xpTotal: 1600, onlyBonusItems: false });
  });

  it('adds kopecks without floating-point drift', () => {
    const summary = summarizeCart(cartOf(makeLine({ price: 0.1, count: 3 }), makeLine({ variant_id: 2, price: 0.2 })), context, EARN_RULES.glo);
    expect(summary.total).toBe(0.5);
  });

  it('flags zero-price items when the total is not zero (spec §5)', () => {
    const summary = summarizeCart(cartOf(makeLine(), cap), context, EARN_RULES.glo);
    expect(summary.zeroPriceLines.map((line) => line.variant_id)).toEqual([9]);
  });

  it('flags nothing when everything is free', () => {
    const summary = summarizeCart(cartOf(cap), context, EARN_RULES.glo);
    expect(summary.zeroPriceLines).toEqual([]);
    expect(summary.total).toBe(0);
    expect(summary.onlyBonusItems).toBe(true);
  });

  it('knows a velo gift', () => {
    expect(summarizeCart(cartOf(veloLine({ gift: true, price: 0 })), context, EARN_RULES.glo).hasVeloGift).toBe(true);
  });

  it('is empty for an empty cart', () => {
    expect(summarizeCart(emptyCart(), context, EARN_RULES.glo)).toMatchObject({ itemCount: 0, total: 0, onlyBonusItems: false });
  });
});

describe('amountToFreeDelivery', () => {
  it('counts down to the brand threshold and stops at zero', () => {
    expect(amountToFreeDelivery(315, 399)).toBe(84);
    expect(amountToFreeDelivery(399, 399)).toBe(0);
    expect(amountToFreeDelivery(500, 120)).toBe(0);
    expect(amountToFreeDelivery(119.99, 120)).toBe(0.01);
  });
});
