import { describe, expect, it } from 'vitest';
import { lineFromProduct } from './line-from-product';
import { makeProduct } from './testing/fixtures';

describe('lineFromProduct', () => {
  it('takes the chosen variant and its price', () => {
    const line = lineFromProduct(makeProduct(), 1012);
    // The variant's own pieces, packs and earnings: a block is not a pack.
    expect(line).toMatchObject({ variant_id: 1012, id: 101, price: 1050, quantity: 20, pieces: 200, packs: 10, bonuses: 52, variantTitle: 'Блок (10 пачок по 20 стіків)' });
  });

  it('gives nothing without a variant of this product, or for an unavailable one', () => {
    expect(lineFromProduct(makeProduct(), undefined)).toBeNull();
    expect(lineFromProduct(makeProduct(), 5)).toBeNull();
    const soldOut = makeProduct({ variants: [{ id: 1011, title: 'Пачка', price: 105, available: false, quantity: 20, packs: 1, bonuses: 5 }] });
    expect(lineFromProduct(soldOut, 1011)).toBeNull();
  });

  it('prices bonus items in XP, not UAH', () => {
    const cap = makeProduct({ bonus: true, price: 0, xp_price: 800, collectionId: 'bonus', variants: [{ id: 9, title: 'Стандарт', price: 0, available: true, quantity: 1, packs: null, bonuses: 0 }] });
    expect(lineFromProduct(cap, 9)).toMatchObject({ price: 0, xpPrice: 800, bonus: true, variantTitle: null });
  });
});
