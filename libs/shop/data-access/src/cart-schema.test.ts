import { describe, expect, it } from 'vitest';
import { emptyCart } from './cart';
import { parseCart } from './cart-schema';
import { makeLine } from './testing/fixtures';

describe('parseCart', () => {
  it('reads back what the cart wrote', () => {
    const cart = { version: 1, lines: [makeLine({ count: 3 })], comment: 'Дякую', promoCodes: ['VELO-20%'] };
    expect(parseCart(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
  });

  it('drops a broken line and keeps the rest', () => {
    const cart = { version: 1, lines: [makeLine(), { title: 'без variant_id' }], comment: '', promoCodes: [] };
    expect(parseCart(cart).lines).toHaveLength(1);
  });

  it('clamps stored counts to 1…99', () => {
    const cart = { version: 1, lines: [makeLine({ count: 0 }), makeLine({ variant_id: 2, count: 1000 })] };
    expect(parseCart(cart).lines.map((line) => line.count)).toEqual([1, 99]);
  });

  it('turns anything unrecognisable into an empty cart', () => {
    for (const value of [null, 42, 'cart', [], { version: 2, lines: [] }, { lines: 'x' }]) {
      expect(parseCart(value)).toEqual(emptyCart());
    }
  });
});
