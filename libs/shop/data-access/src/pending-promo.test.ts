import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@cx/shared-util-storage';
import { forgetPendingPromo, promoFromLink, rememberPendingPromo } from './pending-promo';

describe('a promo link', () => {
  it('reads a code from the link, and nothing that is not one', () => {
    expect(promoFromLink(' rew-olen ')).toBe('REW-OLEN');
    expect(promoFromLink('VELO-20%')).toBe('VELO-20%');
    expect(promoFromLink('<script>')).toBeUndefined();
    expect(promoFromLink(['REW-OLEN'])).toBeUndefined();
  });

  it("keeps the code per brand until it is applied, so an empty cart doesn't lose it", () => {
    const storage = createMemoryStorage();
    expect(rememberPendingPromo('glo', 'REW-OLEN', storage)).toBe('REW-OLEN');
    // Later, the cart opened without the link: the code still waits.
    expect(rememberPendingPromo('glo', undefined, storage)).toBe('REW-OLEN');
    expect(rememberPendingPromo('ogo', undefined, storage)).toBe('');
    forgetPendingPromo('glo', storage);
    expect(rememberPendingPromo('glo', undefined, storage)).toBe('');
  });
});
