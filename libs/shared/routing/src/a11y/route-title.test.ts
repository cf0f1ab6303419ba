import { describe, expect, it } from 'vitest';
import { authRoute } from '../routes/auth';
import { profileRoute } from '../routes/profile';
import { shopCartRoute, shopDeliveryRoute, shopRoute } from '../routes/shop';
import { documentTitle, leafTitle } from './route-title';

describe('route titles', () => {
  it('names the screen before the brand, the brand alone without a title', () => {
    expect(documentTitle('Кошик', 'glo')).toBe('Кошик — glo');
    expect(documentTitle(undefined, "o'go")).toBe("o'go");
  });

  it('takes the deepest matched route that has a title', () => {
    expect(leafTitle([{ staticData: {} }, { staticData: { title: 'Каталог' } }, { staticData: {} }])).toBe('Каталог');
    expect(leafTitle([{}, { staticData: { title: 'Каталог' } }, { staticData: { title: 'Кошик' } }])).toBe('Кошик');
    expect(leafTitle([])).toBeUndefined();
  });

  it('gives the main routes their titles in their definitions', () => {
    expect(shopCartRoute.options.staticData?.title).toBe('Кошик');
    expect(shopDeliveryRoute.options.staticData?.title).toBe('Доставка');
    expect(shopRoute.options.staticData?.title).toBe('Каталог');
    expect(authRoute.options.staticData?.title).toBe('Вхід');
    expect(profileRoute.options.staticData?.title).toBe('Профіль');
  });
});
