import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBrandConfig } from './brand-config';
import { BRAND_IDS } from './brand-ids';

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
  loyalty: { earn: { per: 'uah', uahPerXp: 20 } },
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
  logo: {
    label: 'glo',
    viewBox: '0 0 62 34',
    linecap: 'butt',
    shapes: [
      { d: 'M17 16a7 7 0 1 1-14 0a7 7 0 1 1 14 0', tone: 'text', stroke: 3.5 },
      { d: 'M54 23.5a3 3 0 1 0 6 0a3 3 0 1 0-6 0', tone: 'accent' },
    ],
  },
  tone: { address: 'ти' },
  support: {
    phone: '+380800301010',
    phoneLabel: '0 800 30 10 10',
    email: 'care@glo.com.ua',
    hours: 'щодня з 8:00 до 22:00',
    chatUrl: 'https://t.me/glo_ukraine',
  },
  devices: { models: ['glo hyper pro'], serialExample: 'GHX-7K2M9Q-T', nameExample: 'Мій glo' },
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

  it('reads the logo, the tone and the support contacts', () => {
    const brand = parseBrandConfig(valid);
    expect(brand.logo.shapes).toHaveLength(2);
    expect(brand.logo.shapes[1]).toEqual({ d: 'M54 23.5a3 3 0 1 0 6 0a3 3 0 1 0-6 0', tone: 'accent' });
    expect(brand.tone.address).toBe('ти');
    expect(brand.support.phone).toBe('+380800301010');
  });

  it('rejects a config without a logo, and a logo that is not plain path data', () => {
    const { logo: _logo, ...withoutLogo } = valid;
    expect(() => parseBrandConfig(withoutLogo)).toThrow(/logo/);
    const scripted = { ...valid.logo, shapes: [{ d: '<script>alert(1)</script>', tone: 'text' }] };
    expect(() => parseBrandConfig({ ...valid, logo: scripted })).toThrow(/logo\.shapes\.0\.d/);
    expect(() => parseBrandConfig({ ...valid, logo: { ...valid.logo, viewBox: '0 0 10' } })).toThrow(/viewBox/);
    expect(() => parseBrandConfig({ ...valid, logo: { ...valid.logo, shapes: [] } })).toThrow(/shapes/);
  });

  it('accepts one form of address only', () => {
    expect(() => parseBrandConfig({ ...valid, tone: { address: 'ви' } })).toThrow(/tone\.address/);
  });

  it('needs the device models, a serial example in the serial format and a name example', () => {
    const devices = (patch: object) => ({ ...valid, devices: { ...valid.devices, ...patch } });
    expect(parseBrandConfig(valid).devices.serialExample).toBe('GHX-7K2M9Q-T');
    const { devices: _devices, ...withoutDevices } = valid;
    expect(() => parseBrandConfig(withoutDevices)).toThrow(/devices/);
    expect(() => parseBrandConfig(devices({ models: [] }))).toThrow(/devices\.models/);
    expect(() => parseBrandConfig(devices({ serialExample: 'GHP-1234-5678' }))).toThrow(/devices\.serialExample/);
    expect(() => parseBrandConfig(devices({ nameExample: '' }))).toThrow(/devices\.nameExample/);
  });

  it('takes a brand without a support e-mail, and one with a real address', () => {
    const { email: _email, ...withoutEmail } = valid.support;
    expect(parseBrandConfig({ ...valid, support: withoutEmail }).support.email).toBeUndefined();
    expect(parseBrandConfig({ ...valid, support: { ...valid.support, email: 'help@contest.com.ua' } }).support.email).toBe('help@contest.com.ua');
  });

  it('refuses placeholder or malformed support contacts', () => {
    const support = (patch: object) => ({ ...valid, support: { ...valid.support, ...patch } });
    expect(() => parseBrandConfig(support({ email: 'support@example.com' }))).toThrow(/support\.email/);
    // The reserved example and test domains are placeholders too (RFC 2606).
    for (const email of ['care@glo.example', 'club@ogo.test', 'help@shop.invalid', 'x@example']) {
      expect(() => parseBrandConfig(support({ email })), email).toThrow(/support\.email/);
    }
    expect(() => parseBrandConfig(support({ phone: '0800301010' }))).toThrow(/support\.phone/);
    expect(() => parseBrandConfig(support({ chatUrl: 'http://t.me/x' }))).toThrow(/support\.chatUrl/);
  });
});

describe('BRAND_IDS', () => {
  it('names the brands of the workspace registry, libs/brand/brands.json (the tooling reads that one)', () => {
    const registry = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../brands.json'), 'utf8')) as {
      brands: { id: string }[];
    };
    expect([...BRAND_IDS]).toEqual(registry.brands.map((brand) => brand.id));
  });
});
