import { describe, expect, it } from 'vitest';
import { MAX_LINE_COUNT, addToCart, cartItemCount, clearCart, emptyCart, removeLine, setComment, type CartState } from './cart';
import { cartWithLine, makeLine } from './testing/fixtures';

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
    const result = addToCart(cartWithLine(), { ...makeLine(), count: 3 });
    expect(result.cart.lines).toHaveLength(1);
    expect(result.cart.lines[0]?.count).toBe(5);
  });

  it('keeps another variant of the same product on its own line', () => {
    const result = addToCart(cartWithLine(), makeLine({ variant_id: 1012, price: 1050 }));
    expect(result.cart.lines.map((line) => line.variant_id)).toEqual([1011, 1012]);
  });

  it('never lets a count pass the contract limit', () => {
    const result = addToCart(cartWithLine(), { ...makeLine(), count: 500 });
    expect(result.cart.lines[0]?.count).toBe(MAX_LINE_COUNT);
  });
});

describe('removing and clearing', () => {
  it('removes one line', () => {
    const cart = addToCart(cartWithLine(), makeLine({ variant_id: 1012 })).cart;
    expect(removeLine(cart, 1011).lines.map((line) => line.variant_id)).toEqual([1012]);
  });

  it('clears the lines, the comment and the promo codes (spec §4)', () => {
    const cart: CartState = { ...setComment(cartWithLine(), 'Подзвоніть'), promoCodes: ['VELO-20%'] };
    expect(cart.comment).toBe('Подзвоніть');
    expect(clearCart()).toEqual({ version: 1, lines: [], comment: '', promoCodes: [] });
  });
});

it('counts units for the header badge', () => {
  const cart = addToCart(cartWithLine(), makeLine({ variant_id: 1012, count: 3 })).cart;
  expect(cartItemCount(cart)).toBe(5);
  expect(cartItemCount(emptyCart())).toBe(0);
});
