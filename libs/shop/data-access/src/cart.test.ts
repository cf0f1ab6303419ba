import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_LINE_COUNT,
  addToCart,
  cartItemCount,
  clearCart,
  decrementLine,
  emptyCart,
  incrementLine,
  lineFromProduct,
  removeLine,
  setComment,
  setLineCount,
  type CartState,
} from './cart';
import { makeLine, makeProduct } from './testing/fixtures';

const withLine = (): CartState => ({ ...emptyCart(), lines: [makeLine({ count: 2 })] });

describe('adding to the cart', () => {
  it('needs a variant_id (spec §5)', () => {
    for (const variant_id of [undefined, null, 0, -1, 1.5, Number.NaN]) {
      const result = addToCart(emptyCart(), { ...makeLine(), variant_id });
      expect(result.ok).toBe(false);
      expect(result.cart.lines).toEqual([]);
    }
  });

  it('adds a new variant as a line of one', () => {
    const result = addToCart(emptyCart(), makeLine());
    expect(result.ok).toBe(true);
    expect(result.cart.lines).toHaveLength(1);
    expect(result.cart.lines[0]?.count).toBe(1);
  });

  it('adds to the count of a variant already in the cart', () => {
    const result = addToCart(withLine(), { ...makeLine(), count: 3 });
    expect(result.cart.lines).toHaveLength(1);
    expect(result.cart.lines[0]?.count).toBe(5);
  });

  it('keeps another variant of the same product on its own line', () => {
    const result = addToCart(withLine(), makeLine({ variant_id: 1012, price: 1050 }));
    expect(result.cart.lines.map((line) => line.variant_id)).toEqual([1011, 1012]);
  });

  it('never lets a count pass the contract limit', () => {
    const result = addToCart(withLine(), { ...makeLine(), count: 500 });
    expect(result.cart.lines[0]?.count).toBe(MAX_LINE_COUNT);
  });
});

describe('counts', () => {
  it('never go below 1 (spec §5)', () => {
    let cart = withLine();
    cart = decrementLine(cart, 1011);
    cart = decrementLine(cart, 1011);
    cart = decrementLine(cart, 1011);
    expect(cart.lines[0]?.count).toBe(1);
    expect(setLineCount(cart, 1011, 0).lines[0]?.count).toBe(1);
    expect(setLineCount(cart, 1011, -5).lines[0]?.count).toBe(1);
  });

  it('go up one at a time', () => {
    expect(incrementLine(withLine(), 1011).lines[0]?.count).toBe(3);
  });

  it('return the same cart when nothing changes', () => {
    const cart = { ...emptyCart(), lines: [makeLine({ count: 1 })] };
    expect(decrementLine(cart, 1011)).toBe(cart);
    expect(setLineCount(cart, 9999, 4)).toBe(cart);
  });

  it('stay within 1…99 after any sequence of changes', () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('inc' as const) }),
      fc.record({ kind: fc.constant('dec' as const) }),
      fc.record({ kind: fc.constant('set' as const), count: fc.integer({ min: -1000, max: 1000 }) }),
      fc.record({ kind: fc.constant('add' as const), count: fc.integer({ min: -10, max: 200 }) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        let cart = withLine();
        for (const step of actions) {
          if (step.kind === 'inc') cart = incrementLine(cart, 1011);
          if (step.kind === 'dec') cart = decrementLine(cart, 1011);
          if (step.kind === 'set') cart = setLineCount(cart, 1011, step.count);
          if (step.kind === 'add') cart = addToCart(cart, { ...makeLine(), count: step.count }).cart;
        }
        const count = cart.lines[0]?.count ?? 0;
        return count >= 1 && count <= MAX_LINE_COUNT;
      }),
    );
  });
});

describe('removing and clearing', () => {
  it('removes one line', () => {
    const cart = addToCart(withLine(), makeLine({ variant_id: 1012 })).cart;
    expect(removeLine(cart, 1011).lines.map((line) => line.variant_id)).toEqual([1012]);
  });

  it('clears the lines, the comment and the promo codes (spec §4)', () => {
    const cart: CartState = { ...setComment(withLine(), 'Подзвоніть'), promoCodes: ['VELO-20%'] };
    expect(cart.comment).toBe('Подзвоніть');
    expect(clearCart()).toEqual({ version: 1, lines: [], comment: '', promoCodes: [] });
  });
});

describe('lineFromProduct', () => {
  it('takes the chosen variant and its price', () => {
    const line = lineFromProduct(makeProduct(), 1012);
    expect(line).toMatchObject({ variant_id: 1012, id: 101, price: 1050, quantity: 20, variantTitle: 'Блок (10 пачок)' });
  });

  it('gives nothing without a variant of this product, or for an unavailable one', () => {
    expect(lineFromProduct(makeProduct(), undefined)).toBeNull();
    expect(lineFromProduct(makeProduct(), 5)).toBeNull();
    const soldOut = makeProduct({ variants: [{ id: 1011, title: 'Пачка', price: 105, available: false }] });
    expect(lineFromProduct(soldOut, 1011)).toBeNull();
  });

  it('prices bonus items in XP, not UAH', () => {
    const cap = makeProduct({ bonus: true, price: 0, xp_price: 800, collectionId: 'bonus', variants: [{ id: 9, title: 'Стандарт', price: 0, available: true }] });
    expect(lineFromProduct(cap, 9)).toMatchObject({ price: 0, xpPrice: 800, bonus: true, variantTitle: null });
  });
});

it('counts units for the header badge', () => {
  const cart = addToCart(withLine(), makeLine({ variant_id: 1012, count: 3 })).cart;
  expect(cartItemCount(cart)).toBe(5);
  expect(cartItemCount(emptyCart())).toBe(0);
});
