import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COOKIE_NAMES,
  STORAGE_BRANDS,
  STORAGE_FLAGS,
  STORAGE_KEYS,
  allStorageKeys,
  brandKey,
  isOtherBrandCookie,
} from './storage-keys';

describe('the storage key registry', () => {
  it('keys per-brand values by brand', () => {
    expect(brandKey('glo', 'cart')).toBe('cart:glo');
    expect(STORAGE_KEYS.cart('glo')).toBe('cart:glo');
    expect(STORAGE_KEYS.cart('ogo')).toBe('cart:ogo');
    expect(STORAGE_KEYS.checkoutDraft('ogo')).toBe('checkout-draft:ogo');
  });

  it('knows every brand of the workspace registry, libs/brand/brands.json (as BRAND_IDS of the contract does)', () => {
    const registry = JSON.parse(readFileSync(new URL('../../../brand/brands.json', import.meta.url), 'utf8')) as {
      brands: { id: string }[];
    };
    expect([...STORAGE_BRANDS]).toEqual(registry.brands.map((brand) => brand.id));
  });

  it('never gives two values the same key', () => {
    const keys = allStorageKeys();
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['app-version', 'token', 'cart:glo', 'cart:ogo']));
  });

  it('carries the lifetimes of spec §9', () => {
    expect(STORAGE_FLAGS.certificateRegistration.lifetimeSeconds).toBe(259_200);
    expect(STORAGE_FLAGS.veloId.lifetimeSeconds).toBe(259_200);
    expect(STORAGE_FLAGS.feedbackCanWrite.lifetimeSeconds).toBe(1_800);
    expect(STORAGE_FLAGS.offlineOrders.lifetimeSeconds).toBe(1_800);
    expect(STORAGE_FLAGS.offlineOrdersImported.lifetimeSeconds).toBe(86_400);
    expect(STORAGE_FLAGS.siteLink.lifetimeSeconds).toBe(1_800);
  });
});

describe('cookie names', () => {
  it('scopes the token cookie per brand, so two apps on one host keep their own session', () => {
    expect(COOKIE_NAMES.token('glo')).toBe('glo_token');
    expect(COOKIE_NAMES.token('ogo')).toBe('ogo_token');
  });

  it("tells the other brand's cookies from this brand's and foreign ones", () => {
    expect(isOtherBrandCookie('ogo_token', 'glo')).toBe(true);
    expect(isOtherBrandCookie('glo_token', 'ogo')).toBe(true);
    expect(isOtherBrandCookie('glo_token', 'glo')).toBe(false);
    expect(isOtherBrandCookie('token', 'glo')).toBe(false);
    expect(isOtherBrandCookie('_ga', 'glo')).toBe(false);
  });
});
