import { describe, expect, it } from 'vitest';
import { isAgeDeclared, isAgeVerified } from './age-verified';

const record = (shop: 'glo' | 'ogo', tags: string, metafields: { namespace: string; key: string; value: string }[] = []) => ({ shop, tags, metafields });

describe('age verified (spec §5)', () => {
  it('the tag age_verified on either record', () => {
    expect(isAgeVerified([record('glo', 'vip'), record('ogo', 'x, age_verified')])).toBe(true);
    expect(isAgeVerified([record('glo', ' AGE_VERIFIED , pwa')])).toBe(true);
    expect(isAgeVerified([record('glo', 'vip'), record('ogo', '')])).toBe(false);
  });

  it("or a true metafield age_verified in the record's namespace: verification on o'go, custom on glo", () => {
    const field = (namespace: string, value = 'true') => [{ namespace, key: 'age_verified', value }];
    expect(isAgeVerified([record('ogo', '', field('verification'))])).toBe(true);
    expect(isAgeVerified([record('glo', '', field('custom'))])).toBe(true);
    expect(isAgeVerified([record('ogo', '', field('custom'))])).toBe(false);
    expect(isAgeVerified([record('ogo', '', field('verification', 'false'))])).toBe(false);
  });

  it('a declaration at /is18 (age_confirmed) is not a verification; nor a look-alike tag', () => {
    expect(isAgeVerified([record('ogo', '', [{ namespace: 'verification', key: 'age_confirmed', value: 'true' }])])).toBe(false);
    expect(isAgeVerified([record('glo', 'age_verified\u200b')])).toBe(true);
    expect(isAgeVerified([record('glo', 'аge_verified')])).toBe(false);
  });

  it('the declaration is age_confirmed in the brand namespace, and is only that', () => {
    const declared = [record('ogo', '', [{ namespace: 'verification', key: 'age_confirmed', value: 'true' }])];
    expect(isAgeDeclared(declared)).toBe(true);
    expect(isAgeVerified(declared)).toBe(false);
    expect(isAgeDeclared([record('glo', '', [{ namespace: 'custom', key: 'age_confirmed', value: 'true' }])])).toBe(true);
    expect(isAgeDeclared([record('glo', 'age_verified')])).toBe(false);
  });
});
