import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '@cx/brand-contract';
import { isAllowedExternalUrl } from '@cx/shell-data-access';
import { appAllowList } from './external-allow-list';

const brand = {
  sister: { id: 'ogo', displayName: "o'go", origin: 'http://localhost:4202' },
  fullSiteUrl: 'https://www.glo.example',
  social: [{ id: 'telegram', label: 'Telegram', url: 'https://t.me/glo_ukraine' }],
} as BrandConfig;

describe('the app’s external allow-list', () => {
  it('defaults to the reference backend standing in for payment and full site', () => {
    const allowList = appAllowList(brand, { VITE_API_URL: 'http://localhost:3000' });
    expect([...allowList].sort()).toEqual(
      [
        'http://localhost:3000',
        'http://localhost:4202',
        'https://t.me',
        'https://www.glo.example',
        'https://www.liqpay.ua',
      ].sort(),
    );
  });

  it('takes the real payment provider and full-site origins from configuration', () => {
    const allowList = appAllowList(brand, {
      VITE_API_URL: 'https://api.glo.example',
      VITE_PAYMENT_ORIGINS: 'https://www.liqpay.ua',
      VITE_FULL_SITE_ORIGINS: 'https://sso.glo.example',
    });
    expect(isAllowedExternalUrl('https://api.glo.example/api/x/pay/1', allowList)).toBe(false);
    expect(isAllowedExternalUrl('https://www.liqpay.ua/checkout', allowList)).toBe(true);
    expect(isAllowedExternalUrl('https://sso.glo.example/in?t=1', allowList)).toBe(true);
  });
});
