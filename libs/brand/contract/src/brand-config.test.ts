import { describe, expect, it } from 'vitest';
import { parseBrandConfig } from './brand-config';

const valid = {
  id: 'glo',
  productKey: 'glo',
  displayName: 'glo',
  shortName: 'glo',
  description: 'опис',
  origin: 'http://localhost:4201',
  sister: { id: 'ogo', displayName: "o'go", origin: 'http://localhost:4202' },
  fullSiteUrl: 'https://www.glo.example',
  menu: ['news'],
  shopLists: [{ id: 'devices', title: 'Пристрої', bonus: false }],
  freeDeliveryThreshold: 399,
  hiddenRoutes: [],
  features: {
    registrationEmailCheck: true,
    ogoAuthApiToken: false,
    ageVerifiedMetafieldNamespace: 'custom',
    brandSwitch: true,
  },
  social: [],
  manifest: { themeColor: '#141414', backgroundColor: '#ffffff' },
  copy: { homeTitle: 'Привіт', homeLead: 'Текст' },
};

describe('parseBrandConfig', () => {
  it('accepts a complete config', () => {
    expect(parseBrandConfig(valid).freeDeliveryThreshold).toBe(399);
  });

  it('rejects an origin with a path, naming the field', () => {
    expect(() => parseBrandConfig({ ...valid, origin: 'http://localhost:4201/app' })).toThrow(
      /origin/,
    );
  });

  it('rejects an unknown menu item and an unknown shop list', () => {
    expect(() => parseBrandConfig({ ...valid, menu: ['casino'] })).toThrow(/menu/);
    expect(() =>
      parseBrandConfig({ ...valid, shopLists: [{ id: 'nope', title: 'x', bonus: false }] }),
    ).toThrow(/shopLists/);
  });

  it('rejects non-https social links', () => {
    expect(() =>
      parseBrandConfig({
        ...valid,
        social: [{ id: 'telegram', label: 'Telegram', url: 'http://t.me/x' }],
      }),
    ).toThrow(/social/);
  });
});
