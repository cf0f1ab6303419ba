import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_LINE_COUNT, addToCart, decrementLine, emptyCart, incrementLine, setLineCount } from './cart';
import { cartWithLine, makeLine } from './testing/fixtures';

describe('counts', () => {
  it('never go below 1 (spec §5)', () => {
    let cart = cartWithLine();
    cart = decrementLine(cart, 1011);
    cart = decrementLine(cart, 1011);
    cart = decrementLine(cart, 1011);
    expect(cart.lines[0]?.count).toBe(1);
    expect(setLineCount(cart, 1011, 0).lines[0]?.count).toBe(1);
    expect(setLineCount(cart, 1011, -5).lines[0]?.count).toBe(1);
  });

  it('go up one at a time', () => {
    expect(incrementLine(cartWithLine(), 1011).lines[0]?.count).toBe(3);
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
        let cart = cartWithLine();
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
