import { describe, expect, it } from 'vitest';
import { orderTags } from './order-tags';

describe('order tags', () => {
  it('the server alone says pre-order: a client tag is dropped for a verified customer', () => {
    expect(orderTags('pwa, pre-order', true)).toBe('pwa');
    expect(orderTags('pwa, age_verified', false)).toBe('pwa, pre-order');
    expect(orderTags(null, false)).toBe('pre-order');
  });

  it('a forged look-alike of a reserved tag is dropped too', () => {
    expect(orderTags('pwa, pre-order\u200b, аge_verified', true)).toBe('pwa');
  });
});
