import { describe, expect, it } from 'vitest';
import { brandSellsVelo, findShopList } from './shop-lists';

const glo = { shopLists: [{ id: 'sticks', title: 'Стіки', bonus: false }, { id: 'bonus', title: 'Бонусні товари', bonus: true }] } as const;
const ogo = { shopLists: [{ id: 'ogo-velo', title: 'VELO', bonus: false }] } as const;

describe('shop lists', () => {
  it("finds only the brand's own lists", () => {
    expect(findShopList({ shopLists: [...glo.shopLists] }, 'bonus')?.bonus).toBe(true);
    expect(findShopList({ shopLists: [...glo.shopLists] }, 'ogo-velo')).toBeUndefined();
    expect(findShopList({ shopLists: [...glo.shopLists] }, 'nonsense')).toBeUndefined();
  });

  it('offers choose-velo only where velo is sold', () => {
    expect(brandSellsVelo({ shopLists: [...ogo.shopLists] })).toBe(true);
    expect(brandSellsVelo({ shopLists: [...glo.shopLists] })).toBe(false);
  });
});
