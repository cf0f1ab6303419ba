import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasTag, isAgeVerified } from './age-verified';

const meta = (namespace: string, key: string, value = 'true') => ({ namespace, key, value });

describe('isAgeVerified (spec §5)', () => {
  it('is true with the tag age_verified on the brand’s own customer', () => {
    expect(isAgeVerified({ tags: ['pwa, age_verified', 'pwa'], metafields: [], namespace: 'custom' })).toBe(true);
  });

  it('is true with the tag on the other brand’s customer only', () => {
    expect(isAgeVerified({ tags: ['pwa', ' age_verified '], metafields: [], namespace: 'verification' })).toBe(true);
  });

  it('is true with the metafield in the brand’s namespace (verification for o’go)', () => {
    expect(
      isAgeVerified({ tags: ['pwa'], metafields: [meta('verification', 'age_verified')], namespace: 'verification' }),
    ).toBe(true);
  });

  it('lets a customer who declared their age at /is18 (age_confirmed) past the gate', () => {
    expect(
      isAgeVerified({ tags: ['pwa'], metafields: [meta('custom', 'age_confirmed')], namespace: 'custom' }),
    ).toBe(true);
  });

  it('ignores the metafield in another namespace', () => {
    expect(
      isAgeVerified({ tags: ['pwa', null], metafields: [meta('custom', 'age_verified')], namespace: 'verification' }),
    ).toBe(false);
  });

  it('ignores a metafield that says false, and other keys', () => {
    expect(
      isAgeVerified({
        tags: [],
        metafields: [meta('verification', 'age_verified', 'false'), meta('verification', 'age', 'true')],
        namespace: 'verification',
      }),
    ).toBe(false);
  });

  it('does not match tags that only contain the word', () => {
    expect(isAgeVerified({ tags: ['not_age_verified, age_verified_pending'], metafields: [], namespace: 'x' })).toBe(false);
  });

  it('is false for a customer with nothing', () => {
    expect(isAgeVerified({ tags: [null, undefined, ''], metafields: [], namespace: 'custom' })).toBe(false);
  });

  it('finds the tag wherever it stands in the list, with any spacing and case', () => {
    const tag = fc.stringMatching(/^[a-z_]{1,12}$/).filter((t) => t !== 'age_verified');
    fc.assert(
      fc.property(fc.array(tag), fc.array(tag), fc.constantFrom('age_verified', ' AGE_VERIFIED', 'Age_Verified  '), (before, after, variant) => {
        const list = [...before, variant, ...after].join(',');
        expect(hasTag(list, 'age_verified')).toBe(true);
        expect(hasTag([...before, ...after].join(', '), 'age_verified')).toBe(false);
      }),
    );
  });
});
