import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, incrementLine, setLineCount } from './cart';
import { addVeloGift, isVeloGiftLine, isVeloLine, veloGiftCount } from './velo';
import { makeLine, veloLine } from './testing/fixtures';

describe('velo gifts', () => {
  it('come 1 or 2 by offer, never anything else (spec §9)', () => {
    expect(veloGiftCount({ giftCount: 1 })).toBe(1);
    expect(veloGiftCount({ giftCount: 2 })).toBe(2);
    expect(veloGiftCount({ giftCount: 3 })).toBe(1);
    expect(veloGiftCount(null)).toBe(1);
  });

  it('go into the cart free, with the offer count', () => {
    const cart = addVeloGift(emptyCart(), veloLine(), { giftCount: 2 });
    expect(cart.lines).toEqual([expect.objectContaining({ gift: true, price: 0, bonuses: 0, count: 2 })]);
  });

  it('replace an earlier gift and keep bought velo on its own line', () => {
    let cart = addToCart(emptyCart(), veloLine()).cart;
    cart = addVeloGift(cart, veloLine(), { giftCount: 1 });
    cart = addVeloGift(cart, veloLine({ variant_id: 3011 }), { giftCount: 2 });
    expect(cart.lines.map((line) => [line.variant_id, line.gift, line.count])).toEqual([
      [2011, false, 1],
      [3011, true, 2],
    ]);
  });

  it('keep their count when the customer changes counts', () => {
    const cart = addVeloGift(emptyCart(), veloLine(), { giftCount: 2 });
    expect(setLineCount(cart, 2011, 5, true).lines[0]?.count).toBe(2);
    expect(incrementLine(cart, 2011).lines[0]?.count).toBe(2);
  });

  it('are told apart from bought velo items', () => {
    expect(isVeloLine(veloLine())).toBe(true);
    expect(isVeloLine(veloLine({ gift: true }))).toBe(false);
    expect(isVeloGiftLine(makeLine({ tags: ['velo', 'velo-gift'] }))).toBe(true);
    expect(isVeloLine(makeLine({ collectionId: 'ogo-accessories', tags: ['accessory', 'velo'] }))).toBe(true);
    expect(isVeloLine(makeLine())).toBe(false);
  });
});
