import { describe, expect, it } from 'vitest';
import { isAgeVerified, orderTags } from './order-tags';

describe('order tags', () => {
  it('the server alone says pre-order: a client tag is dropped for a verified customer', () => {
    expect(orderTags('pwa, pre-order', true)).toBe('pwa');
    expect(orderTags('pwa, age_verified', false)).toBe('pwa, pre-order');
    expect(orderTags(null, false)).toBe('pre-order');
  });

  it('age verified by a tag on either record or the age_verified metafield', () => {
    expect(isAgeVerified({ tags: ['vip', 'x, age_verified'], metafields: [] })).toBe(true);
    expect(isAgeVerified({ tags: [''], metafields: [{ namespace: 'verification', key: 'age_verified', value: 'true' }] })).toBe(true);
    expect(isAgeVerified({ tags: ['vip'], metafields: [{ namespace: 'verification', key: 'age_verified', value: 'false' }] })).toBe(false);
  });
});
