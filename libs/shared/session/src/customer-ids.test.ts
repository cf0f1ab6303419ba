import { describe, expect, it } from 'vitest';
import { createMemoryStorage, STORAGE_KEYS } from '@cx/shared-util-storage';
import { readCustomerIds } from './customer-ids';
import { customerIdsFrom, saveCustomerIds } from './customer-ids-save';

describe('customer ids (spec §3)', () => {
  it('keeps shopify_id, both {product}Id and veloId, and reads them back', () => {
    const storage = createMemoryStorage();
    const ids = customerIdsFrom({ shopify_id: 11, gloId: 11, ogoId: 22, veloId: 33 }, 'glo');
    saveCustomerIds(storage, ids);
    expect(storage.getItem(STORAGE_KEYS.shopifyId)).toBe('11');
    expect(storage.getItem(STORAGE_KEYS.gloId)).toBe('11');
    expect(storage.getItem(STORAGE_KEYS.ogoId)).toBe('22');
    expect(storage.getItem(STORAGE_KEYS.veloId)).toBe('33');
    expect(readCustomerIds(storage)).toEqual({ shopifyId: 11, gloId: 11, ogoId: 22, veloId: 33 });
  });

  it('uses shopify_id as the brand’s own id when the answer leaves it out', () => {
    expect(customerIdsFrom({ shopify_id: 7, gloId: 5, ogoId: null, veloId: null }, 'ogo')).toEqual({
      shopifyId: 7,
      gloId: 5,
      ogoId: 7,
      veloId: null,
    });
  });

  it('has no ids without a shopify_id, and ignores garbage', () => {
    expect(readCustomerIds(createMemoryStorage({ 'glo-id': '5' }))).toBeNull();
    expect(readCustomerIds(createMemoryStorage({ 'shopify-id': '12abc' }))).toBeNull();
    expect(readCustomerIds(createMemoryStorage({ 'shopify-id': '3', 'velo-id': '-1' }))).toEqual({
      shopifyId: 3,
      gloId: null,
      ogoId: null,
      veloId: null,
    });
  });

  it('removes an id that became null', () => {
    const storage = createMemoryStorage({ 'velo-id': '9' });
    saveCustomerIds(storage, { shopifyId: 1, gloId: 1, ogoId: null, veloId: null });
    expect(storage.getItem(STORAGE_KEYS.veloId)).toBeNull();
  });
});
