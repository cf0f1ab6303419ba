import { describe, expect, it } from 'vitest';
import { isReservedTag, normalizeTag, splitTags } from './tags';

describe('tags', () => {
  it('are normalised: NFKC, no control or invisible characters, one space', () => {
    expect(normalizeTag('age_verified\u200b')).toBe('age_verified');
    expect(normalizeTag('\u202eage\u200d_verified\u0000')).toBe('age_verified');
    expect(normalizeTag('ａｇｅ＿ｖｅｒｉｆｉｅｄ')).toBe('age_verified');
    expect(normalizeTag('  нова   акція ')).toBe('нова акція');
    expect(splitTags('pwa, \u200b, vip')).toEqual(['pwa', 'vip']);
  });

  it('a word that imitates a reserved one is recognised as it', () => {
    const reserved = ['age_verified', 'pre-order'];
    for (const forged of ['age_verified', 'AGE_VERIFIED', 'age_verified\u200b', 'аge_verіfied', 'ａｇｅ＿ｖｅｒｉｆｉｅｄ', 'pre order', 'pre_order', 'PRE‐ORDER', 'рrе-оrdеr']) {
      expect(isReservedTag(forged, reserved), forged).toBe(true);
    }
    for (const fine of ['pwa', 'age', 'verified', 'preorder-like', 'вік_перевірено']) expect(isReservedTag(fine, reserved), fine).toBe(false);
  });
});
